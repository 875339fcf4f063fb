// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Moves tapped on a board's picture, shared by the operator page and the visitors' page: a
// button over each cell (cells as fractions of the picture, from the pages' JSON: legal and
// cells), the pieces that can move marked, and a move of several taps (a piece, then each
// landing of a jump) followed tap by tap. Moves that are not made on the board (Nim's piles,
// go's pass) are left to the page's own buttons. Each button is named for screen readers by
// the square's name in the game's notation and what stands on it ("square 5, X": the cell's
// words); only the squares where a tap can go on are offered, the others are disabled (not
// focusable, not clickable), so the board is played from the keyboard with Tab and Enter.
"use strict";

class BoardTaps {
  // layer: the element over the picture. hooks: active() (may a move be tapped now),
  // play(notation), error(message, "" to clear) and changed() (the taps so far changed).
  constructor(layer, hooks) {
    this.layer = layer;
    this.hooks = hooks;
    this.view = null;
    this.picked = [];  // Cells tapped so far for a move that takes several taps.
  }

  // A new view of the game; `fresh` (another position) forgets the taps so far.
  show(view, fresh) {
    if (fresh) this.picked = [];
    this.view = view;
    this.draw();
  }

  reset() { this.picked = []; this.draw(); }

  onBoard(m) { return m.path.every((c) => this.view.cells.some((b) => b.cell === c)); }

  following(prefix) {
    return this.view.legal.filter((m) => this.onBoard(m) && m.path.length > prefix.length &&
                                         prefix.every((c, i) => m.path[i] === c));
  }

  tap(cell) {
    if (!this.view || !this.hooks.active()) return;
    const picked = this.picked;
    if (picked.length > 0 && picked[picked.length - 1] === cell) { this.reset(); return; }
    let next = picked.concat([cell]);
    if (this.following(next.slice(0, -1)).every((m) => m.path[picked.length] !== cell)) {
      next = [cell];
    }
    const candidates = this.view.legal.filter((m) => this.onBoard(m) &&
                                                     next.every((c, i) => m.path[i] === c));
    const exact = candidates.filter((m) => m.path.length === next.length);
    if (candidates.length === 0) {
      this.picked = [];
      this.hooks.error(t("board.no_move_there",
                         { moves: this.view.legal.map((m) => m.notation).join(", ") }));
    } else if (exact.length > 0 && (candidates.length === exact.length || next.length > 1)) {
      this.picked = [];
      this.hooks.play(exact[0].notation);
    } else {
      this.picked = next;
      this.hooks.error("");
    }
    this.draw();
    this.hooks.changed();
  }

  draw() {
    const focused = this.layer.contains(document.activeElement)
      ? Number(document.activeElement.dataset.cell) : null;
    this.layer.replaceChildren();
    if (!this.view || !this.view.cells) return;
    const active = this.hooks.active();
    const nextCells = active ? this.following(this.picked).map((m) => m.path[this.picked.length])
                             : [];
    // With a piece picked, another piece that can move may be tapped instead.
    const starts = active && this.picked.length
      ? this.following([]).map((m) => m.path[0]) : [];
    const pieces = this.view.legal.some((m) => m.path.length > 1);
    for (const c of this.view.cells) {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.cell = c.cell;
      b.style.left = c.x * 100 + "%";
      b.style.top = c.y * 100 + "%";
      b.style.width = c.w * 100 + "%";
      b.style.height = c.h * 100 + "%";
      const classes = [];
      // Pieces that can move are marked; a move of one tap (a mark, a stone) needs no mark.
      if (nextCells.includes(c.cell)) {
        classes.push("legal", this.picked.length ? "target" : pieces ? "from" : "");
      }
      if (this.picked.includes(c.cell)) classes.push("picked");
      b.className = classes.join(" ");
      b.disabled = !nextCells.includes(c.cell) && !this.picked.includes(c.cell) &&
        !starts.includes(c.cell);
      b.setAttribute("aria-label", c.words);
      b.onclick = () => this.tap(c.cell);
      this.layer.append(b);
      if (c.cell === focused && !b.disabled) b.focus();
    }
  }

  // What to tap now, in words (texts web.board.*): `who` is "opponent" (the operator taps the
  // opponent's move) or "own" (the visitor taps their own).
  prompt(who) {
    const tapped = this.view.legal.filter((m) => this.onBoard(m));
    const longest = Math.max(0, ...tapped.map((m) => m.path.length));
    return t(this.picked.length > 0
      ? (longest > 2 ? "board.tap_landings" : "board.tap_target")
      : longest > 1 ? "board.tap_" + who + "_piece"
      : tapped.length === 0 ? "board.tap_" + who + "_button"
      : "board.tap_" + who + "_move" + (tapped.length < this.view.legal.length ? "_or_below" : ""));
  }
}
