// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/page_flow.h"

#include <fmt/args.h>
#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"
#include "render/board_painter.h"

namespace matchbox::render {
namespace {

constexpr double kPad = 3;     // Cell padding, left/right.
constexpr double kPadV = 2.5;  // Cell padding, top/bottom.
constexpr double kRule = 0.5;  // Table line width.
constexpr double kFooterPt = 7;
constexpr double kParagraphGap = 4;

void set_grey(cairo_t* cr, double level) { cairo_set_source_rgb(cr, level, level, level); }

TextStyle cell_style(const Table& table, const Column& column, bool bold) {
  TextStyle style;
  style.size_pt = table.text_pt;
  style.weight = bold ? Weight::kBold : Weight::kRegular;
  style.align = column.align;
  style.width_pt = std::max(1.0, column.width_pt - 2 * kPad);
  return style;
}

// Space taken by a swatch in front of a cell's text.
double swatch_indent(const Table& table) { return table.text_pt * 1.4; }

struct CellRect {
  double x, y, w, h;
};

// One ruled cell: a grey band if `bold` (headers, totals), then its swatch or tick box and text.
void draw_cell(cairo_t* cr, const Table& table, const Column& column, const Cell& cell,
               const CellRect& r, bool bold) {
  cairo_rectangle(cr, r.x, r.y, r.w, r.h);
  set_grey(cr, bold ? 0.88 : 1.0);
  cairo_fill_preserve(cr);
  set_grey(cr, 0.4);
  cairo_set_line_width(cr, kRule);
  cairo_stroke(cr);
  set_grey(cr, 0);
  TextStyle style = cell_style(table, column, bold || cell.bold);
  double text_x = r.x + kPad;
  if (cell.kind == Cell::Kind::kSwatch) {
    const double side = table.text_pt;
    draw_swatch(cr, text_x, r.y + kPadV + 0.1 * side, side, side, cell.rgb);
    text_x += swatch_indent(table);
    style.width_pt -= swatch_indent(table);
  } else if (cell.kind == Cell::Kind::kTickBox) {
    const double side = std::min(table.text_pt * 1.1, r.h - 2 * kPadV);
    draw_tick_box(cr, r.x + (r.w - side) / 2, r.y + (r.h - side) / 2, side);
  }
  if (cell.text.empty()) return;
  const double text_h = measure_text(cr, cell.text, style).height;
  draw_text(cr, cell.text, text_x, r.y + std::max(kPadV, (r.h - text_h) / 2), style);
}

// The group heading line of `table`: a table whose grouped columns are merged into one, and
// its cells (empty above ungrouped columns).
std::pair<Table, std::vector<Cell>> group_row(const Table& table) {
  Table merged = table;
  merged.columns.clear();
  std::vector<Cell> cells;
  std::size_t col = 0;
  auto copy_until = [&](std::size_t end) {
    for (; col < end; ++col) {
      merged.columns.push_back(table.columns[col]);
      cells.push_back(Cell{});
    }
  };
  for (const ColumnGroup& g : table.groups) {
    copy_until(static_cast<std::size_t>(g.first));
    Column wide{0, Align::kCenter};
    for (int k = 0; k < g.span; ++k) wide.width_pt += table.columns.at(col++).width_pt;
    merged.columns.push_back(wide);
    cells.push_back(Cell{.text = g.text, .bold = true});
  }
  copy_until(table.columns.size());
  return {merged, cells};
}

// `pattern` (the text under `key`) filled with `args`. Throws core::Error naming the key.
std::string fill_pattern(const std::string& pattern, const std::string& key, const TextArgs& args) {
  fmt::dynamic_format_arg_store<fmt::format_context> store;
  std::string names;
  for (const auto& arg : args) {
    // Not a structured binding: clang 14 cannot capture one in a lambda.
    const std::string& name = arg.first;
    std::visit([&](const auto& v) { store.push_back(fmt::arg(name.c_str(), v)); }, arg.second);
    names += (names.empty() ? "{" : ", {") + name + "}";
  }
  try {
    return fmt::vformat(pattern, store);
  } catch (const fmt::format_error& e) {
    throw core::Error("text '" + key + "' (\"" + pattern + "\"): " + e.what() +
                      (names.empty() ? "; it takes no placeholders" : "; it may use " + names));
  }
}

}  // namespace

std::string fill(const spec::Texts& texts, const std::string& key, const TextArgs& args) {
  return fill_pattern(texts.at(key), key, args);
}

std::string fill_count(const spec::Texts& texts, const std::string& key, int n, TextArgs args) {
  args.emplace_back("n", n);
  return fill_pattern(texts.plural(key).pick(n), key, args);
}

std::string join_list(const spec::Texts& texts, const std::string& list_key,
                      const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += texts.at(list_key + (i + 1 == items.size() ? ".last" : ".sep"));
    out += items[i];
  }
  return out;
}

void draw_swatch(cairo_t* cr, double x, double y, double w, double h, std::uint32_t rgb) {
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  set_rgb(cr, rgb);
  cairo_fill_preserve(cr);
  set_grey(cr, 0.2);
  cairo_set_line_width(cr, 0.6);
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_tick_box(cairo_t* cr, double x, double y, double side_pt) {
  cairo_save(cr);
  cairo_rectangle(cr, x, y, side_pt, side_pt);
  set_grey(cr, 0.15);
  cairo_set_line_width(cr, 0.7);
  cairo_stroke(cr);
  cairo_restore(cr);
}

PageFlow::PageFlow(PageSink& sink, double margin_pt, std::function<std::string(int)> footer)
    : sink_(sink), margin_(margin_pt), footer_(std::move(footer)) {}

cairo_t* PageFlow::cr() {
  if (cr_ == nullptr) new_page();
  return cr_;
}

double PageFlow::bottom() const { return sink_.height_pt() - margin_; }

void PageFlow::new_page() {
  cr_ = sink_.new_page();
  y_ = margin_;
  if (!footer_) return;
  TextStyle style{.size_pt = kFooterPt, .align = Align::kCenter};
  set_grey(cr_, 0.35);
  draw_text(cr_, footer_(sink_.page_count()), sink_.width_pt() / 2,
            bottom() + margin_ / 2 - kFooterPt / 2, style);
  set_grey(cr_, 0);
}

void PageFlow::need(double height_pt) {
  if (cr_ == nullptr || (!at_top() && y_ + height_pt > bottom())) new_page();
}

void PageFlow::title(const std::string& text, const std::string& subtitle) {
  need(60);
  TextStyle big{.size_pt = kTitlePt, .weight = Weight::kBold, .width_pt = width()};
  y_ += draw_text(cr(), text, left(), y_, big).height + 2;
  if (!subtitle.empty()) {
    TextStyle small{.size_pt = kBodyPt, .width_pt = width(), .italic = true};
    set_grey(cr_, 0.3);
    y_ += draw_text(cr_, subtitle, left(), y_, small).height;
    set_grey(cr_, 0);
  }
  y_ += 4;
  cairo_move_to(cr_, left(), y_);
  cairo_line_to(cr_, left() + width(), y_);
  cairo_set_line_width(cr_, 1);
  cairo_stroke(cr_);
  y_ += 10;
}

void PageFlow::heading(const std::string& text, double keep_with_pt) {
  TextStyle style{.size_pt = kHeadingPt, .weight = Weight::kBold, .width_pt = width()};
  const double h = measure_text(cr(), text, style).height;
  need(h + 8 + keep_with_pt);
  if (!at_top()) y_ += 5;
  y_ += draw_text(cr_, text, left(), y_, style).height + 3;
}

double PageFlow::paragraph_height(const std::string& text, const TextStyle& given) {
  TextStyle style = given;
  if (style.width_pt <= 0) style.width_pt = width();
  return measure_text(cr(), text, style).height;
}

void PageFlow::paragraph(const std::string& text, const TextStyle& given) {
  TextStyle style = given;
  if (style.width_pt <= 0) style.width_pt = width();
  need(paragraph_height(text, style));
  y_ += draw_text(cr_, text, left(), y_, style).height + kParagraphGap;
}

void PageFlow::item(const std::string& marker, const std::string& text, double size_pt) {
  const double indent = 1.6 * size_pt;
  TextStyle style{.size_pt = size_pt, .width_pt = width() - indent};
  const double h = measure_text(cr(), text, style).height;
  need(h);
  draw_text(cr_, marker, left() + 2, y_, TextStyle{.size_pt = size_pt});
  y_ += draw_text(cr_, text, left() + indent, y_, style).height + kParagraphGap - 2;
}

void PageFlow::table(const Table& table) {
  MATCHBOX_CHECK_EQ(table.header.size(), table.columns.size());
  need(4 * table.text_pt * 2);
  table_header(table);
  const std::size_t n = table.rows.size();
  for (std::size_t i = 0; i < n; ++i) {
    const double h = row_height(table, table.rows[i], true);
    if (y_ + h > bottom()) {
      new_page();
      table_header(table);
    }
    table_row(table, table.rows[i], i + table.bold_last_rows >= n);
  }
  y_ += kParagraphGap + 3;
}

std::vector<Cell> PageFlow::header_cells(const Table& table) const {
  std::vector<Cell> header;
  for (const std::string& text : table.header) header.push_back(Cell{.text = text, .bold = true});
  return header;
}

void PageFlow::table_header(const Table& table) {
  const std::vector<Cell> header = header_cells(table);
  if (table.groups.empty()) return table_row(table, header, true);
  auto [merged, cells] = group_row(table);
  const double group_h = row_height(merged, cells, false);
  const double header_h = row_height(table, header, false);
  std::vector<const ColumnGroup*> group_of(table.columns.size(), nullptr);
  for (const ColumnGroup& g : table.groups)
    for (int k = 0; k < g.span; ++k) group_of.at(static_cast<std::size_t>(g.first + k)) = &g;
  double x = left();
  for (std::size_t c = 0; c < table.columns.size(); ++c) {
    const double w = table.columns[c].width_pt;
    const ColumnGroup* g = group_of[c];
    if (g == nullptr) {  // An ungrouped heading spans both lines.
      draw_cell(cr_, table, table.columns[c], header[c], {x, y_, w, group_h + header_h}, true);
    } else {
      if (static_cast<int>(c) == g->first) {
        double span_w = 0;
        for (int k = 0; k < g->span; ++k) span_w += table.columns[c + k].width_pt;
        draw_cell(cr_, table, Column{span_w, Align::kCenter}, Cell{.text = g->text},
                  {x, y_, span_w, group_h}, true);
      }
      draw_cell(cr_, table, table.columns[c], header[c], {x, y_ + group_h, w, header_h}, true);
    }
    x += w;
  }
  y_ += group_h + header_h;
}

double PageFlow::table_header_height(const Table& table) {
  double h = row_height(table, header_cells(table), false);
  if (!table.groups.empty()) {
    auto [merged, cells] = group_row(table);
    h += row_height(merged, cells, false);
  }
  return h;
}

double PageFlow::row_height(const Table& table, const std::vector<Cell>& row, bool body) {
  double h = table.text_pt * 1.2;
  for (std::size_t c = 0; c < row.size(); ++c) {
    if (row[c].text.empty()) continue;
    TextStyle style = cell_style(table, table.columns[c], !body || row[c].bold);
    if (row[c].kind == Cell::Kind::kSwatch) style.width_pt -= swatch_indent(table);
    h = std::max(h, measure_text(cr(), row[c].text, style).height);
  }
  return std::max(h + 2 * kPadV, body ? table.min_row_pt : 0.0);
}

void PageFlow::table_row(const Table& table, const std::vector<Cell>& row, bool bold) {
  MATCHBOX_CHECK_EQ(row.size(), table.columns.size());
  const double h = row_height(table, row, !bold);
  double x = left();
  for (std::size_t c = 0; c < row.size(); ++c) {
    const double w = table.columns[c].width_pt;
    draw_cell(cr_, table, table.columns[c], row[c], {x, y_, w, h}, bold);
    x += w;
  }
  y_ += h;
}

}  // namespace matchbox::render
