# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""One game on the operator page for every machine in games/, so a machine added later is covered
without editing the test: the operator taps the machine's beads (the last colour the box
holds), Continue where it has no box, and the opponent's moves (the first legal move, then the
last, which is go's pass and keeps its games short) on the real board or, where a move is not
made on squares (Nim, go's pass), on its button. A machine that plays both sides starts on the
side it does not usually play, picked with "Who moves first". The file the page leaves must
equal, byte for byte, what `track record` writes for the same moves and beads. Only the first
game of each machine is played, so large machines (go3, checkers5, octapawn) stay quick.
"""
import difflib
import glob
import os
import time

import browser_driver as d

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_ANSWERS = 200  # More than any machine's longest game needs.


def same_books(a, b):
    """True if the two tournament files are the same; else prints how they differ."""
    with open(a) as fa, open(b) as fb:
        left, right = fa.read(), fb.read()
    if left != right:
        print("".join(difflib.unified_diff(left.splitlines(True), right.splitlines(True), a, b)))
    return left == right


def pick_first(b, view):
    """For a machine that plays both sides: picks the side it does not usually play. Returns the
    side that moves first, or None where there is no choice."""
    if not view["first_choices"]:
        d.check(not b.visible("#first-label"), "no 'who moves first' for a one-sided machine")
        return None
    other = "opponent" if view["first"] == "machine" else "machine"
    d.check(b.visible("#first-label") and b.js("return $('first').value;") == view["first"],
            "'who moves first' shows the machine's usual side, " + view["first"])
    b.click(f'#first option[value="{other}"]')
    b.wait(lambda: b.js("return view.first;") == other, "the page follows the pick: " + other)
    return other


def one_answer(b, view, name, seen):
    """Gives the answer the page asks for next; `seen` counts kinds of answers."""
    if view["box"] and view["box"]["empty"]:
        d.answer(b, "#resign", name + ": the resignation at an empty box")
        seen["resign"] += 1
    elif view["box"]:
        bead = [x["code"] for x in view["box"]["beads"] if x["beads"] > 0][-1]
        d.answer(b, f'#beads button[data-bead="{bead}"]', f"{name}: bead {bead}")
        seen["bead"] += 1
        seen["beads"].append(bead)
    elif view["forced"]:
        d.answer(b, "#continue", name + ": Continue")
        seen["continue"] += 1
    else:
        move = view["legal"][-1 if seen["move"] else 0]
        d.tap_move(b, move, f"{name}: move {move['notation']}")
        seen["move"] += 1


stopping = []  # Servers sent SIGTERM.


def play_machine(b, machine, work, shots, lang):
    """One game of `machine` on the operator page, which must speak `lang`. Returns the counts
    of answers given."""
    file = os.path.join(work, machine + ".yaml")
    made = d.matchbox("track", "new", file, "--machine", machine)
    d.check(made.returncode == 0, f"track new --machine {machine}: {made.stderr}")
    server, url, _ = d.start_server(file)
    seen = {"bead": 0, "move": 0, "continue": 0, "resign": 0, "beads": []}
    try:
        b.go(url + "/operator")
        d.settle(b)
        view = b.js("return view;")
        d.check(view and not view.get("error"), f"{machine}: the operator page opens "
                f"({(view or {}).get('error', 'no error')})")
        d.check(b.js("return document.documentElement.lang;") == lang,
                f"{machine}: the operator page speaks {lang}")
        first = pick_first(b, view)
        for _ in range(MAX_ANSWERS):
            if b.visible("#next"):
                break
            view = b.js("return view;")
            if seen["bead"] + seen["move"] == 1:
                b.screenshot(os.path.join(shots, f"operator-{machine}-1024x768.png"))
            one_answer(b, view, machine, seen)
        d.check(b.visible("#next"), f"{machine}: the game ends")
        moves = b.js("return state.last.moves;")
    finally:
        server.terminate()  # Waited for at the end: it lets the browser's connections go first.
        stopping.append(server)
    reference = os.path.join(work, machine + "-reference.yaml")
    d.matchbox("track", "new", reference, "--machine", machine)
    # The beads as the page showed them, in `lang`: read back with that language's codes.
    recorded = d.matchbox("--lang", lang, "track", "record", reference, "--moves", moves,
                          "--beads", " ".join(seen["beads"]),
                          *(["--first", first] if first else []))
    d.check(recorded.returncode == 0, f"{machine}: track record --moves '{moves}': "
            f"{recorded.stderr}")
    d.check(same_books(file, reference),
            f"{machine}: the page's file is what track record writes ({moves})")
    return seen


def every_machine(b, work, shots, lang="en"):
    """One game of every machine in games/ on the operator page, in `lang` (the language the
    browser `b` asks for)."""
    b.size(1024, 768)
    total = {"bead": 0, "move": 0, "continue": 0, "resign": 0}
    for path in sorted(glob.glob(os.path.join(ROOT, "games", "*.yaml"))):
        machine = os.path.splitext(os.path.basename(path))[0]
        start = time.monotonic()
        seen = play_machine(b, machine, work, shots, lang)
        print("%s: %.1f s" % (machine, time.monotonic() - start))
        d.check(seen["bead"] > 0 and seen["move"] > 0,
                f"{machine}: beads drawn and moves tapped ({seen})")
        total = {k: total[k] + seen[k] for k in total}
    d.check(total["continue"] > 0, "some machine had a forced move, played with Continue")
    for server in stopping:
        server.communicate(timeout=10)
        d.check(server.returncode == 0, "SIGTERM stops the server cleanly")
