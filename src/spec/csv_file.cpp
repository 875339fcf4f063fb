// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/csv_file.h"

#include <csv.h>

#include <algorithm>

#include "core/error.h"

namespace matchbox::spec {
namespace {

struct Collector {
  std::vector<CsvRow> rows;
  CsvRow current;
  int line = 1;       // Line being fed.
  int row_start = 1;  // Line where the current row started.
  bool in_row = false;
};

void on_field(void* data, std::size_t size, void* self) {
  auto& c = *static_cast<Collector*>(self);
  if (!c.in_row) {
    c.in_row = true;
    c.current.line = c.row_start;
  }
  c.current.fields.emplace_back(static_cast<const char*>(data), data == nullptr ? 0 : size);
}

void on_row(int, void* self) {
  auto& c = *static_cast<Collector*>(self);
  // A blank line, or a row of empty fields (",,,": a spreadsheet's cleared row), holds nothing.
  const bool blank = std::all_of(c.current.fields.begin(), c.current.fields.end(),
                                 [](const std::string& f) { return f.empty(); });
  if (!blank) c.rows.push_back(std::move(c.current));
  c.current = {};
  c.in_row = false;
}

// The text after a UTF-8 byte-order mark (EF BB BF), which spreadsheets write at the start of
// "CSV UTF-8"; text in UTF-16 (a mark FF FE or FE FF: "Unicode text") is refused.
std::string_view without_bom(std::string_view text, const std::string& file) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") return text.substr(3);
  if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF")
    throw core::Error(file + ": UTF-16 text; expected CSV in UTF-8 (save it as \"CSV UTF-8\")");
  return text;
}

// Refuses a row with more or fewer fields than the first (the header): a spreadsheet writes
// every row to the header's width, so a ragged one is a typing slip (a comma too many or few).
void check_widths(const std::vector<CsvRow>& rows, const std::string& file) {
  for (const CsvRow& row : rows)
    if (row.fields.size() != rows.front().fields.size())
      throw core::Error(file + ":" + std::to_string(row.line) + ": " +
                        std::to_string(row.fields.size()) + " fields, expected " +
                        std::to_string(rows.front().fields.size()) + " (as the header)");
}

}  // namespace

std::vector<CsvRow> parse_csv(std::string_view text, const std::string& file) {
  if (text.size() > kMaxCsvBytes)
    throw core::Error(file + ": " + std::to_string(text.size()) + " bytes, more than the " +
                      std::to_string(kMaxCsvBytes) + " bytes a CSV file may have here");
  const std::string_view csv = without_bom(text, file);
  csv_parser parser;
  if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
    throw core::Error(file + ": cannot start the CSV reader");
  Collector c;
  const auto fail = [&](int line) {
    const std::string why = csv_strerror(csv_error(&parser));
    csv_free(&parser);
    throw core::Error(file + ":" + std::to_string(line) + ": malformed CSV: " + why +
                      " (a field with commas or quotes must be quoted, \"like \"\"this\"\"\")");
  };
  // Fed line by line, so rows and errors know their line.
  std::size_t start = 0;
  while (start < csv.size()) {
    std::size_t end = csv.find('\n', start);
    end = end == std::string_view::npos ? csv.size() : end + 1;
    if (!c.in_row) c.row_start = c.line;
    const std::size_t n = end - start;
    if (csv_parse(&parser, csv.data() + start, n, on_field, on_row, &c) != n) fail(c.line);
    ++c.line;
    start = end;
  }
  if (csv_fini(&parser, on_field, on_row, &c) != 0) fail(c.row_start);
  csv_free(&parser);
  if (!c.rows.empty()) check_widths(c.rows, file);
  return c.rows;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ',';
    const std::string& f = fields[i];
    if (f.find_first_of(",\"\r\n") == std::string::npos) {
      out += f;
      continue;
    }
    std::string quoted(f.size() * 2 + 2, '\0');
    quoted.resize(csv_write(quoted.data(), quoted.size(), f.data(), f.size()));
    out += quoted;
  }
  return out + "\n";
}

}  // namespace matchbox::spec
