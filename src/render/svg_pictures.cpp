// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/svg_pictures.h"

#include <cairo-svg.h>

#include <algorithm>

#include "core/error.h"
#include "render/board_painter.h"
#include "render/cairo_handles.h"
#include "render/painters/squares.h"
#include "render/plot_input.h"
#include "render/text.h"

namespace matchbox::render {
namespace {

using Kind = games::BoardShape::Kind;
constexpr double kMarginShare = 0.04;
constexpr double kEdgeNamesMarginShare = 0.09;  // Files and ranks beside the board.

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// An SVG document of width_pt x height_pt drawn by `draw` on a white page.
template <typename Draw>
std::string svg_document(double width_pt, double height_pt, const Draw& draw) {
  std::string out;
  {
    const SurfacePtr surface(
        cairo_svg_surface_create_for_stream(append_to_string, &out, width_pt, height_pt));
    const CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    draw(cr.get());
    cairo_surface_finish(surface.get());
    const cairo_status_t status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS)
      throw core::Error(std::string("cannot draw an SVG picture: ") +
                        cairo_status_to_string(status));
  }
  return out;
}

// The picture's size for a board `width_pt` wide, and the area its board is drawn in.
struct PictureFrame {
  double width = 0, height = 0;
  layout::Rect area;
};

// Pawn and go boards name their files and ranks at the edge; tic-tac-toe and checkers name
// every square in its corner.
bool edge_names(const games::BoardShape& shape) {
  return shape.kind == Kind::kPawns || shape.kind == Kind::kGo;
}

PictureFrame picture_frame(const games::Game& game, const games::Position& position,
                           double width_pt, BoardFrame frame) {
  const bool wide = frame == BoardFrame::kCoordinates && edge_names(game.shape());
  const double share = wide ? kEdgeNamesMarginShare : kMarginShare;
  const double margin = share * width_pt;
  const double board_w = width_pt - 2 * margin;
  PictureFrame f;
  f.width = width_pt;
  f.height = board_w / board_aspect(game.shape(), position) + 2 * margin;
  f.area = {margin, margin, board_w, f.height - 2 * margin};
  return f;
}

// The grid of the board's cells in `area`: the squares, or for go the squares round the
// points (its picture's strip below the board excluded).
painters::SquareGrid cell_grid(const games::BoardShape& shape, const games::Position& position,
                               const layout::Rect& area) {
  const layout::Rect board = board_rect(shape, position, area);
  if (shape.kind == Kind::kGo)
    return {board.x, board.y, board.w / shape.cols, shape.rows, shape.cols};
  return painters::square_grid(shape, board);
}

// The number of cells with a place on the board: go's position also holds its ko point and
// passes.
int board_cells(const games::BoardShape& shape, const games::Position& position) {
  return shape.kind == Kind::kGo ? shape.rows * shape.cols
                                 : static_cast<int>(position.cells.size());
}

// Files (a, b, ...) under a pawn board and over a go board (its pass strip is below), ranks
// (1 at the bottom) left of both, as games/pawns.h and games/go.h name squares and points.
void paint_edge_names(cairo_t* cr, const painters::SquareGrid& g, bool files_above, double margin) {
  const TextStyle style{.size_pt = std::clamp(margin * 0.55, 6.0, g.cell * 0.3),
                        .align = Align::kCenter};
  const double file_y = files_above ? g.y - margin / 2 : g.y + g.rows * g.cell + margin / 2;
  for (int c = 0; c < g.cols; ++c) {
    const std::string name(1, static_cast<char>('a' + c));
    draw_text(cr, name, g.x + (c + 0.5) * g.cell, file_y - measure_text(cr, name, style).height / 2,
              style);
  }
  for (int r = 0; r < g.rows; ++r) {
    const std::string name = std::to_string(g.rows - r);
    draw_text(cr, name, g.x - margin / 2,
              g.y + (r + 0.5) * g.cell - measure_text(cr, name, style).height / 2, style);
  }
}

// Each square's name (game.cell_name) small in its top-left corner.
void paint_corner_names(cairo_t* cr, const games::Game& game, const games::BoardShape& shape,
                        const painters::SquareGrid& g, int cells) {
  const TextStyle style{.size_pt = std::max(painters::kMinCodePt, g.cell * 0.15)};
  for (int i = 0; i < cells; ++i) {
    const layout::Point c = painters::cell_centre(shape, g, i);
    draw_text(cr, game.cell_name(i), c.x - 0.45 * g.cell, c.y - 0.47 * g.cell, style);
  }
}

void paint_names(cairo_t* cr, const games::Game& game, const games::Position& position,
                 const PictureFrame& f) {
  const games::BoardShape shape = game.shape();
  if (shape.kind == Kind::kPiles) return;
  const painters::SquareGrid g = cell_grid(shape, position, f.area);
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
  if (edge_names(shape))
    paint_edge_names(cr, g, shape.kind == Kind::kGo, f.area.x);
  else
    paint_corner_names(cr, game, shape, g, board_cells(shape, position));
  cairo_restore(cr);
}

}  // namespace

std::string plot_svg(const Plot& plot, const PlotLook& look) {
  validate_plot(plot);
  return svg_document(look.width_pt, look.height_pt,
                      [&](cairo_t* cr) { draw_plot(cr, plot, look); });
}

std::string board_svg(const games::Game& game, const games::Position& position,
                      const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                      double width_pt, BoardFrame frame) {
  const PictureFrame f = picture_frame(game, position, width_pt, frame);
  const games::BoardShape shape = game.shape();
  return svg_document(f.width, f.height, [&](cairo_t* cr) {
    paint_board(cr, shape, position, f.area);
    if (frame == BoardFrame::kCoordinates) paint_names(cr, game, position, f);
    if (!slots.empty()) paint_slots(cr, shape, position, slots, palette, f.area);
  });
}

std::vector<CellBox> cell_boxes(const games::Game& game, const games::Position& position,
                                BoardFrame frame) {
  const games::BoardShape shape = game.shape();
  if (shape.kind == Kind::kPiles) return {};
  const PictureFrame f = picture_frame(game, position, 100, frame);
  const painters::SquareGrid grid = cell_grid(shape, position, f.area);
  std::vector<CellBox> out;
  for (int i = 0; i < board_cells(shape, position); ++i) {
    const layout::Point c = painters::cell_centre(shape, grid, i);
    out.push_back({i, (c.x - grid.cell / 2) / f.width, (c.y - grid.cell / 2) / f.height,
                   grid.cell / f.width, grid.cell / f.height});
  }
  return out;
}

}  // namespace matchbox::render
