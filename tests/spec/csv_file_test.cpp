// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The CSV reader of `track import` (spec/csv_file.h) on what spreadsheets and editors write:
// a byte-order mark, CRLF line ends, quoted fields with commas, quotes and line breaks, and the
// rows a typing slip leaves ragged.
#include "spec/csv_file.h"

#include <catch2/catch.hpp>

#include "error_message.h"

namespace matchbox::testing {
namespace {

using Catch::Contains;
using Fields = std::vector<std::string>;

std::vector<Fields> fields_of(const std::vector<spec::CsvRow>& rows) {
  std::vector<Fields> out;
  for (const spec::CsvRow& row : rows) out.push_back(row.fields);
  return out;
}

TEST_CASE("A CSV saved by a spreadsheet as CSV UTF-8 (a byte-order mark first) is read", "[csv]") {
  const std::string text = "game,moves\n1,1 5 9\n";
  const auto plain = spec::parse_csv(text, "rows.csv");
  const auto marked = spec::parse_csv("\xEF\xBB\xBF" + text, "rows.csv");
  CHECK(fields_of(marked) == fields_of(plain));
  CHECK(marked.front().fields.front() == "game");  // Not "\xEF\xBB\xBFgame".
  CHECK(marked.back().line == 2);
  // Saved as "Unicode text" (UTF-16), it cannot be read; the message says how to save it.
  CHECK_THAT(error_of([] { spec::parse_csv("\xFF\xFEg\0a\0", "rows.csv"); }),
             Contains("rows.csv: UTF-16 text") && Contains("CSV UTF-8"));
}

TEST_CASE("Ragged CSV rows are refused with their line and the header's width", "[csv]") {
  CHECK(error_of([] { spec::parse_csv("a,b,c\n1,2,3\n1,2\n", "rows.csv"); }) ==
        "rows.csv:3: 2 fields, expected 3 (as the header)");
  CHECK(error_of([] { spec::parse_csv("a,b,c\n1,2,3,\n", "rows.csv"); }) ==
        "rows.csv:2: 4 fields, expected 3 (as the header)");
  // A quoted line break does not end the row, and the line named is where a row starts.
  CHECK(error_of([] { spec::parse_csv("a,b\n\"x\ny\",2\n\n1\n", "rows.csv"); }) ==
        "rows.csv:5: 1 fields, expected 2 (as the header)");
  // Rows as wide as the header, empty fields included, are read; a row of empty fields alone
  // (a spreadsheet's cleared row) is skipped like a blank line, whatever its width.
  const auto rows = spec::parse_csv("a,b,c\n,,\n1,,3\n,,,,\n", "rows.csv");
  CHECK(fields_of(rows) == std::vector<Fields>{{"a", "b", "c"}, {"1", "", "3"}});
}

TEST_CASE("Quoted fields and CRLF line ends read as written", "[csv]") {
  const std::string text =
      "moves,note\r\n"
      "\"1 5 9\",\"a, b\"\r\n"
      "2,\"say \"\"hi\"\"\"\r\n"
      "3,\"two\r\nlines\"\r\n";
  const auto rows = spec::parse_csv(text, "rows.csv");
  REQUIRE(rows.size() == 4);
  CHECK(fields_of(rows) ==
        std::vector<Fields>{
            {"moves", "note"}, {"1 5 9", "a, b"}, {"2", "say \"hi\""}, {"3", "two\r\nlines"}});
  CHECK(rows[3].line == 4);
  // What csv_line writes reads back the same, whatever the field holds.
  const Fields odd = {"plain", "a,b", "q\"q", "l\nm", ""};
  const auto back = spec::parse_csv(spec::csv_line(odd) + spec::csv_line(odd), "x.csv");
  CHECK(fields_of(back) == std::vector<Fields>{odd, odd});
  CHECK_THAT(error_of([] { spec::parse_csv("a,b\n1,\"x\"y\n", "rows.csv"); }),
             Contains("rows.csv:2: malformed CSV"));
}

}  // namespace
}  // namespace matchbox::testing
