#include "render/svg_pictures.h"

#include <cairo-svg.h>

#include "core/error.h"
#include "render/board_painter.h"
#include "render/cairo_handles.h"
#include "render/painters/squares.h"
#include "render/plot_input.h"

namespace matchbox::render {
namespace {

using Kind = games::BoardShape::Kind;
constexpr double kMarginShare = 0.04;

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
struct BoardFrame {
  double width = 0, height = 0;
  layout::Rect area;
};

BoardFrame board_frame(const games::Game& game, const games::Position& position,
                       double width_pt) {
  const double aspect = board_aspect(game.shape(), position);
  BoardFrame f;
  f.width = width_pt;
  f.height = width_pt / aspect;
  const double margin = kMarginShare * width_pt;
  f.area = {margin, margin, f.width - 2 * margin, f.height - 2 * margin};
  return f;
}

}  // namespace

std::string plot_svg(const Plot& plot, const PlotLook& look) {
  validate_plot(plot);
  return svg_document(look.width_pt, look.height_pt,
                      [&](cairo_t* cr) { draw_plot(cr, plot, look); });
}

std::string board_svg(const games::Game& game, const games::Position& position,
                      const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                      double width_pt) {
  const BoardFrame f = board_frame(game, position, width_pt);
  const games::BoardShape shape = game.shape();
  return svg_document(f.width, f.height, [&](cairo_t* cr) {
    paint_board(cr, shape, position, f.area);
    if (!slots.empty()) paint_slots(cr, shape, position, slots, palette, f.area);
  });
}

std::vector<CellBox> cell_boxes(const games::Game& game, const games::Position& position) {
  const games::BoardShape shape = game.shape();
  if (shape.kind == Kind::kPiles || shape.kind == Kind::kGo) return {};
  const BoardFrame f = board_frame(game, position, 100);
  const painters::SquareGrid grid =
      painters::square_grid(shape, board_rect(shape, position, f.area));
  std::vector<CellBox> out;
  for (int i = 0; i < static_cast<int>(position.cells.size()); ++i) {
    const layout::Point c = painters::cell_centre(shape, grid, i);
    out.push_back({i, (c.x - grid.cell / 2) / f.width, (c.y - grid.cell / 2) / f.height,
                   grid.cell / f.width, grid.cell / f.height});
  }
  return out;
}

}  // namespace matchbox::render
