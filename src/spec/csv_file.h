// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// CSV (RFC 4180) for score-sheet rows (`track import`) and exports (`track export`), read and
// written with libcsv (Robert Gamble's CSV library) in strict mode.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace matchbox::spec {

struct CsvRow {
  int line = 0;  // 1-based line where the row starts.
  std::vector<std::string> fields;
};

// Largest CSV file read (bytes).
inline constexpr std::size_t kMaxCsvBytes = 16u << 20;

// Every row of `text` (blank lines and rows of empty fields skipped; a leading UTF-8 byte-order
// mark, as spreadsheets write in "CSV UTF-8", ignored). Rows end at LF or CRLF; a quoted field may
// hold commas, quotes
// ("") and line breaks. Throws core::Error "FILE:LINE: malformed CSV: ..." (a stray quote, an
// unterminated field), "FILE:LINE: N fields, expected M (as the header)" for a row whose width
// differs from the first row's, "FILE: UTF-16 text; ..." or "FILE: N bytes, more than ...".
std::vector<CsvRow> parse_csv(std::string_view text, const std::string& file);

// One CSV line ending in "\n"; fields quoted only where they must be.
std::string csv_line(const std::vector<std::string>& fields);

}  // namespace matchbox::spec
