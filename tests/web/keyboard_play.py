# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""/play with the keyboard alone, as a blind visitor plays it, for every machine in games/ (so a
machine added later is covered): real key presses (WebDriver's key actions: Tab and Enter)
reach "Play" and every square or move button. The page's one line of rules must say how a game
ends. At each of the visitor's turns the board must offer exactly the squares where a legal move
starts (or goes on), each a button named by the game's notation and what stands on it ("square
5, empty", "square a1, white pawn"), every other square disabled: not focusable, not clickable
(with a piece picked, the other pieces that can move stay offered, to pick instead); and the
live region must describe the position in words, changed after every move. The first KEY_TURNS
turns of each machine are played, and one whole game of MENACE to "Play again".
"""
import glob
import os
import re

import browser_driver as d

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEY_TURNS = 3
TAB, ENTER = "\ue004", "\ue007"
CELLS = ("return [...document.querySelectorAll('#cells button')].map((c) =>"
         " [Number(c.dataset.cell), c.disabled, c.getAttribute('aria-label') || '',"
         "  (c.focus(), document.activeElement === c)]);")
FOCUSED = ("const e = document.activeElement;"
           "return e ? [e.id, e.dataset.cell || '', e.dataset.move || ''] : ['', '', ''];")


def press(b, key):
    b.s("POST", "/actions", {"actions": [{"type": "key", "id": "keys", "actions": [
        {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})


def tab_to(b, want, what):
    """Presses Tab until the focused element is `want` (its [id, cell, move]), then Enter."""
    for _ in range(80):
        press(b, TAB)
        if b.js(FOCUSED) == want:
            press(b, ENTER)
            return
    d.check(False, f"{what}: Tab reaches {want}")


def live_words(b):
    return b.js("return [...document.querySelectorAll('[aria-live]')]"
                ".map((e) => e.textContent).join(' ');")


def check_board(b, name, game):
    """The squares offered are where the legal moves start (or go on), each named."""
    cells = b.js(CELLS)
    if not cells:
        return
    picked = b.js("return taps.picked;")
    legal = [m for m in game["legal"] if b.js("return taps.onBoard(arguments[0]);", m)]
    starts = {m["path"][len(picked)] for m in legal if m["path"][:len(picked)] == picked}
    # With a piece picked: the piece itself (to let go) and the other pieces that can move.
    if picked:
        starts |= set(picked) | {m["path"][0] for m in legal}
    offered = {c for c, off, _, focusable in cells if not off}
    d.check(offered == starts,
            f"{name}: the board offers {sorted(offered)}, where a move goes on: {sorted(starts)}")
    for cell, off, label, focusable in cells:
        m = re.fullmatch(r"(square|point) (\S+), (.+)", label)
        d.check(m, f"{name}: square {cell} is named by its notation and what is on it: {label!r}")
        d.check(off != focusable, f"{name}: {label} is focusable only if offered")
        moves = [x for x in legal if x["path"][len(picked):len(picked) + 1] == [cell]]
        if moves and len(moves[0]["path"]) == 1:
            d.check(m.group(3) == "empty", f"{name}: a placement goes on an empty square: {label}")
        if moves and not picked and len(moves[0]["path"]) > 1:
            d.check(m.group(3) != "empty", f"{name}: a piece stands where a move starts: {label}")
        if moves:
            d.check(any(re.search(r"(^|\D)" + re.escape(m.group(2)) + r"($|\D)", x["notation"])
                        for x in moves), f"{name}: {label} is in the notation of {moves[0]}")


def key_move(b, name, game):
    """Plays the first legal move with the keyboard: its squares or its button."""
    move = b.js("return game.legal.find((m) => taps.onBoard(m)) || game.legal[0];")
    if b.js("return taps.onBoard(arguments[0]);", move):
        for cell in move["path"]:
            check_board(b, name, b.js("return game;"))
            tab_to(b, ["", str(cell), ""], f"{name}: square {cell} of {move['notation']}")
    else:
        tab_to(b, ["", "", move["notation"]], f"{name}: the button of {move['notation']}")


def play(b, base, name, turns):
    b.size(390, 844)
    b.go(base + "/play")
    b.wait(lambda: b.visible("#begin-me") and b.js("return !!info && !busy;"),
           f"{name}: /play offers a game")
    rule = b.text("#rule")
    d.check(b.visible("#rule") and re.search(r"wins|loses|draw", rule),
            f"{name}: /play says in one line how a game ends: {rule!r}")
    tab_to(b, ["begin-me", "", ""], f"{name}: Play")
    said = ""
    for turn in range(turns):
        b.wait(lambda: b.js("return !busy && !!game && (game.over || game.to_move === 'you');"),
               f"{name}: the visitor's turn {turn + 1}")
        words = live_words(b)
        d.check(words != said and re.search(r"\S: \S", words),
                f"{name}: the live region describes the position: {words!r}")
        said = words
        game = b.js("return game;")
        if game["over"]:
            return True
        ply = game["ply"]
        key_move(b, name, game)
        b.wait(lambda: b.js("return !busy && game.ply > arguments[0];", ply),
               f"{name}: the keyed move is taken")
    return b.js("return game.over;")


def every_machine(b, work):
    for path in sorted(glob.glob(os.path.join(ROOT, "games", "*.yaml"))):
        name = os.path.splitext(os.path.basename(path))[0]
        file = os.path.join(work, "keys-" + name + ".yaml")
        d.check(d.matchbox("track", "new", file, "--machine", name).returncode == 0,
                f"track new --machine {name}")
        server, base, _ = d.start_server(file, "--visitors")
        try:
            over = play(b, base, name, 60 if name == "menace" else KEY_TURNS)
            if name == "menace":
                d.check(over, "menace: a whole game played with the keyboard")
                b.wait(lambda: b.js("return game.booked;"), "menace: the game is booked")
                tab_to(b, ["again", "", ""], "menace: Play again")
                b.wait(lambda: b.visible("#begin-me"), "menace: Play again from the keyboard")
        finally:
            d.stop_server(server)
