// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Pictures for the browser pages of `track serve` (docs/tournaments.md, "Running a festival"):
// SVG documents made in memory by the same code that draws the printed kit and `track plot`
// (render/board_painter.h, render/plot.h), so the screen, the labels and the PDFs always agree.
#pragma once

#include <string>
#include <vector>

#include "games/game.h"
#include "kit/kit.h"
#include "render/plot.h"

namespace matchbox::render {

// The SVG document of `plot` drawn with `look` (render/plot.h: kScreenLook for the festival
// screen). Throws core::Error as validate_plot does for data it cannot draw.
std::string plot_svg(const Plot& plot, const PlotLook& look);

// How a board picture is framed: bare, as a box label draws it, or with the names of the
// board's cells round or on it, as a player reads moves off the real board (docs/notation.md):
// files (a, b, ...) and ranks (1 at the bottom) beside a pawn board and a go board, the number of
// every square of tic-tac-toe and checkers in its corner. Nim's piles have no names.
enum class BoardFrame { kBare, kCoordinates };

// The SVG document of `position` drawn `width_pt` wide (its height follows the board's aspect)
// with `slots` over it as the box labels draw them (colours from `palette`; no slots: the bare
// board). A white margin of 4 % keeps arrows and discs at the edge whole; with kCoordinates it
// is 9 % beside a pawn or go board, to hold the files and ranks.
std::string board_svg(const games::Game& game, const games::Position& position,
                      const std::vector<kit::BeadSlot>& slots, const kit::Palette& palette,
                      double width_pt, BoardFrame frame = BoardFrame::kBare);

// Where cell `cell` of a board drawn by board_svg lies, as fractions of the picture's width and
// height (0..1 from the top-left corner), so a page can lay tap targets over it.
struct CellBox {
  int cell = 0;
  double x = 0, y = 0, w = 0, h = 0;
};

// Every cell of a board drawn by board_svg with `frame`: the squares of tic-tac-toe, pawns and
// checkers, the intersections of go (a cell-sized box round each point; the pass is no cell);
// empty for Nim, whose moves are not made on squares.
std::vector<CellBox> cell_boxes(const games::Game& game, const games::Position& position,
                                BoardFrame frame);

}  // namespace matchbox::render
