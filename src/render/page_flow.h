// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Prose documents (bead list, instruction sheet, score sheet): text templates filled with named
// values, and a top-to-bottom page flow over a PageSink with headings, wrapped paragraphs and
// ruled tables that continue on further pages. All lengths are in points; pages are A4.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/length.h"
#include "render/page_sink.h"
#include "render/text.h"
#include "spec/texts.h"

namespace matchbox::render {

// Named values for a template's {placeholders} ("{boxes}", "{beads:>4}").
using TextArg = std::variant<int, std::string>;
using TextArgs = std::vector<std::pair<std::string, TextArg>>;

// texts.at(key) with its placeholders filled by fmt named arguments. Throws core::Error naming
// the key if it is missing, or if the template names a placeholder not in `args` or is not a
// valid fmt format string.
std::string fill(const spec::Texts& texts, const std::string& key, const TextArgs& args = {});

// `key` + ".one" if n == 1, else `key` + ".other", filled with `args` plus {n}.
std::string fill_count(const spec::Texts& texts, const std::string& key, int n, TextArgs args = {});

// Items joined with the texts `list_key`.sep between items and `list_key`.last before the
// last one ("a, b and c").
std::string join_list(const spec::Texts& texts, const std::string& list_key,
                      const std::vector<std::string>& items);

// A4 in points, portrait or landscape.
inline constexpr double kA4ShortPt = 595.2756;
inline constexpr double kA4LongPt = 841.8898;

// Body text sizes shared by the documents (points).
inline constexpr double kBodyPt = 10;
inline constexpr double kSmallPt = 8;
inline constexpr double kTitlePt = 18;
inline constexpr double kHeadingPt = 12.5;

// One table cell: text, a colour swatch beside the text, or an empty tick box.
struct Cell {
  enum class Kind { kText, kSwatch, kTickBox };
  std::string text;
  Kind kind = Kind::kText;
  std::uint32_t rgb = 0;  // sRGB 0xRRGGBB for kSwatch.
  bool bold = false;
};

struct Column {
  double width_pt = 0;
  Align align = Align::kLeft;
};

// A heading spanning columns [first, first + span) above the column headers.
struct ColumnGroup {
  int first = 0;
  int span = 1;
  std::string text;
};

struct Table {
  std::vector<Column> columns;
  std::vector<ColumnGroup> groups;      // Optional second header line above `header`.
  std::vector<std::string> header;      // One per column; repeated on every page.
  std::vector<std::vector<Cell>> rows;  // One cell per column.
  double text_pt = kBodyPt;
  double min_row_pt = 0;   // Rows for handwriting are at least this tall.
  int bold_last_rows = 0;  // Totals: the last rows drawn bold on a grey band.
};

// A cursor running down A4 pages inside the margins; opens a new page when the next item does
// not fit (paragraphs and table rows move whole; one taller than a page is not split). Every
// page gets `footer(page)` (page from 1) in small type in the bottom margin.
class PageFlow {
 public:
  PageFlow(PageSink& sink, double margin_pt, std::function<std::string(int)> footer);

  cairo_t* cr();  // The current page (opened on first use).
  double left() const { return margin_; }
  double width() const { return sink_.width_pt() - 2 * margin_; }
  double y() const { return y_; }
  double bottom() const;  // Lowest y that content may reach.
  bool at_top() const { return y_ <= margin_ + 0.01; }
  int pages() const { return sink_.page_count(); }

  void new_page();
  // Starts a new page unless `height_pt` fits below the cursor (or the page is still empty).
  void need(double height_pt);
  void skip(double height_pt) { y_ += height_pt; }
  void move_to(double y) { y_ = y; }

  void title(const std::string& text, const std::string& subtitle);
  // A heading kept on one page with the next `keep_with_pt` points of content.
  void heading(const std::string& text, double keep_with_pt = 4 * kBodyPt);
  // Height of a paragraph of `text` (style.width_pt 0 = the full text width).
  double paragraph_height(const std::string& text, const TextStyle& style = TextStyle{});
  void paragraph(const std::string& text, const TextStyle& style = TextStyle{});
  // A paragraph with `marker` ("•", "1.") hanging in the left indent, at `size_pt`.
  void item(const std::string& marker, const std::string& text, double size_pt = kBodyPt);
  // Draws the table from the cursor; rows that do not fit go to further pages under a repeated
  // header.
  void table(const Table& table);
  // Height of the table's header lines (column groups and headings).
  double table_header_height(const Table& table);

 private:
  void table_header(const Table& table);
  // Body rows are at least table.min_row_pt tall; header lines are bold.
  double row_height(const Table& table, const std::vector<Cell>& row, bool body);
  void table_row(const Table& table, const std::vector<Cell>& row, bool bold);
  std::vector<Cell> header_cells(const Table& table) const;

  PageSink& sink_;
  double margin_;
  std::function<std::string(int)> footer_;
  cairo_t* cr_ = nullptr;
  double y_ = 0;
};

// Fills a rectangle in colour `rgb` with a thin dark outline (so white shows on white paper).
void draw_swatch(cairo_t* cr, double x, double y, double w, double h, std::uint32_t rgb);

// An empty square tick box of side `side_pt` with its top-left corner at (x, y).
void draw_tick_box(cairo_t* cr, double x, double y, double side_pt);

}  // namespace matchbox::render
