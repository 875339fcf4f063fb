#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""`matchbox track serve` in a real browser: headless Chromium driven through chromedriver.

First a MENACE festival on the operator page: a draw whose last move is forced (Continue), a game
that reaches an empty box, where the machine resigns, the checklist of bead changes kept across a
reload and "Next game", taking back a move, and undo, which asks first and says what it takes
back. The display page, open in a second tab, must show the new totals within a second of each
game's last answer, and a game recorded with `matchbox track record` while the server runs.
Ctrl-C (SIGTERM) must stop the server cleanly and leave the file writable. Then, in a browser
that asks for German, the pages in its language and the language menu (browser_languages.py),
and one game on the operator page for every machine in games/ (browser_machines.py), in German,
each file equal to what `track record` writes for its moves.
Screenshots go to the folder given as the second argument.

Usage: tests/web/browser_test.py build/matchbox [SCREENSHOT_FOLDER]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import os
import shutil
import sys
import tempfile
import time

import browser_driver as d
import browser_languages
import browser_machines

SHOTS = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "build/web-screenshots")
# One MENACE draw (boxes 1, 10, 73, 287; beads Y K K R), the ninth move forced: the operator taps
# the opponent's cells 0, 2, 7, 3 (moves 1 3 8 4) and Continue.
DRAW = "5 1 9 3 7 8 2 4 6"
DRAW_TAPS = [("bead", "Y"), ("cell", 0), ("bead", "K"), ("cell", 2), ("bead", "K"), ("cell", 7),
             ("bead", "R"), ("cell", 3), ("continue", None)]


def new_festival(file):
    """A MENACE tournament whose box 11 (after 5 2) is empty."""
    d.check(d.matchbox("track", "new", file, "--machine", "menace", "--title", "Science festival",
                       "--place", "Hall B").returncode == 0, "track new " + file)
    emptied = d.matchbox("track", "adjust", file, "11", "K=0", "R=0", "G=0", "V=0", "--note",
                         "emptied for the browser test")
    d.check(emptied.returncode == 0, "track adjust empties box 11: " + emptied.stderr)


def first_game(b, display, operator, url, tournament):
    """The draw, the checklist of its bead changes across a reload, and the display."""
    d.play_game(b, DRAW_TAPS)
    finished = time.monotonic()
    b.switch(display)
    b.wait(lambda: b.text("#games") == "1", "the display shows game 1", timeout=1.0)
    d.check(time.monotonic() - finished <= 1.0, "the display updated within a second")
    b.wait(lambda: b.js("return document.querySelector('#plot').complete && "
                        "document.querySelector('#plot').naturalWidth > 0;"),
           "the display shows the learning curve")
    b.wait(lambda: len(b.text("#last-changes") or "") > 0, "the display lists the boxes changed")
    b.switch(operator)
    b.wait(lambda: b.visible("#next"), "the game ends with a Next game button")
    result = b.text("#finished-result")
    d.check(result.startswith("Game 1: a draw"), "the page names the finished game: " + result)
    d.check(b.text("#heading").startswith("Game 1 over"), "so does the header")
    ticks = b.js("return document.querySelectorAll('#finished-changes input').length;")
    d.check(ticks >= 2, "a done tick per bead change (%d)" % ticks)
    b.click("#done-0")
    d.check(b.js("return document.querySelector('#finished-changes li').className;") == "done",
            "a ticked box is marked done")
    b.screenshot(os.path.join(SHOTS, "operator-finished-1024x768.png"))
    b.switch(operator)
    b.go(url + "/operator")
    b.wait(lambda: b.visible("#next") and b.js("return document.querySelector('#done-0')?.checked "
                                               "&& !document.querySelector('#done-1').checked;"),
           "after a reload the checklist is there, its ticks kept")
    reference = os.path.join(os.path.dirname(tournament), "reference.yaml")
    new_festival(reference)
    d.check(d.matchbox("track", "record", reference, "--moves", DRAW).returncode == 0,
            "track record of the same draw")
    d.check(browser_machines.same_books(tournament, reference),
            "the operator page's file is what track record writes for the same draw")


def resignation_game(b, display):
    """Box 11 (after 5 2) is empty: the machine resigns. The checklist of game 1 stays."""
    losses = int(b.js("return fetch('/api/state').then(r => r.json()).then(s => s.loss);"))
    b.click("#next")
    b.wait(lambda: not b.visible("#next") and b.visible("#finished"),
           "after Next game the unticked changes of game 1 stay listed")
    d.check(b.text("#heading").startswith("Game 1 over"), "the header names game 1 until game 2 "
            "starts: " + b.text("#heading"))
    d.play_game(b, [("bead", "Y")])
    d.check(b.text("#heading") == "Game 2: 5", "then it names game 2: " + b.text("#heading"))
    b.wait(lambda: b.visible("#finished") and "Game 1" in b.text("#finished-result"),
           "game 1's checklist is still beside the board")
    for i in range(b.js("return document.querySelectorAll('#finished-changes input').length;")):
        if not b.js("return document.querySelector(arguments[0]).checked;", f"#done-{i}"):
            b.click(f"#done-{i}")
    b.wait(lambda: not b.visible("#finished"), "once every change is ticked the list goes")
    d.play_game(b, [("cell", 1)])
    b.wait(lambda: b.visible("#resign"), "the empty box offers the resignation")
    d.check("empty" in b.text("#box-words"), "the page says the box is empty")
    d.answer(b, "#resign", "the resignation")
    b.wait(lambda: b.visible("#next") and "resigned" in b.text("#finished-result"),
           "the machine resigns at the empty box")
    finished = time.monotonic()
    b.switch(display)
    b.wait(lambda: b.text("#games") == "2" and b.text("#loss") == str(losses + 1),
           "the display shows 2 games and one more loss", timeout=1.0)
    d.check(time.monotonic() - finished <= 1.0, "the display updated within a second")


def take_back(b):
    """The game in play is 5 2: "Take back the last move" takes back the opponent's 2."""
    b.click("#menu summary")
    d.answer(b, "#back", "take back the last move")
    d.check("Took back" in b.text("#notice"), "the page says what it took back: " +
            b.text("#notice"))
    d.check(b.text("#heading") == "Game 4: 5", "the game in play is 5 again: " +
            b.text("#heading"))


def undo(b):
    """Undo asks first, naming what it takes back; "No" keeps the game."""
    b.click("#menu summary")
    b.click("#undo")
    b.wait(lambda: b.visible("#confirm"), "undo asks first")
    text = b.text("#confirm-text")
    d.check("the unfinished game 5?" in text, "and says what it takes back: " + text)
    before = b.js("return document.body.dataset.version;")
    b.click("#confirm-no")
    time.sleep(0.3)
    d.check(not b.visible("#confirm") and b.js("return document.body.dataset.version;") == before,
            "No keeps the game")
    b.click("#menu summary")
    b.click("#undo")
    b.wait(lambda: b.visible("#confirm"), "undo asks again")
    d.answer(b, "#confirm-yes", "the undo")
    d.check("Took back the unfinished game 5." in b.text("#notice"),
            "the page says what it took back: " + b.text("#notice"))


def stale_tap(b, tournament):
    """A tap made on a page that shows an older version of the file (another tablet answered
    first, or the tap was sent twice) is not counted: the page says so, with no error, and shows
    the game as it stands."""
    before = open(tournament, "rb").read()
    b.wait(lambda: b.visible("#beads button:not([disabled])"), "the page offers a bead")
    b.js("view.version = 'an older version';")
    b.click("#beads button:not([disabled])")
    b.wait(lambda: "not counted" in (b.text("#notice") or ""),
           "a tap on an older version is refused, and the page says so")
    d.check(not b.visible("#error"), "the refusal is a notice, not an error")
    b.wait(lambda: b.js("return view.version;") != "an older version",
           "the page shows the game as it stands")
    d.check(open(tournament, "rb").read() == before, "the refused tap wrote nothing")


def festival(b, url, tournament):
    b.size(1024, 768)
    b.go(url + "/operator")
    operator = b.handle()
    b.wait(lambda: b.text("#box-id") == "1", "the operator page opens box 1")
    d.check(b.visible("#undo") is False, "undo is in the menu, out of the way")
    display = b.new_tab()
    b.switch(display)
    b.size(1920, 1080)
    b.go(url + "/")
    b.wait(lambda: b.text("#games") == "0" and "MENACE" in b.text("#machine"),
           "the display page shows MENACE with 0 games")
    b.switch(operator)
    first_game(b, display, operator, url, tournament)
    resignation_game(b, display)

    # A game recorded in a terminal while the server runs.
    recorded = d.matchbox("track", "record", tournament, "--moves", "5 2")
    d.check(recorded.returncode == 0 and "resigned" in recorded.stdout,
            "track record while serving (box 11 is still empty): " + recorded.stderr)
    finished = time.monotonic()
    b.wait(lambda: b.text("#games") == "3", "the display shows the terminal's game", timeout=1.0)
    time.sleep(0.5)
    d.check(b.size(1920, 1080) == [1920, 1080], "the display page is 1920x1080")
    b.screenshot(os.path.join(SHOTS, "display-1920x1080.png"))
    b.size(1024, 768)
    time.sleep(0.3)
    b.screenshot(os.path.join(SHOTS, "display-1024x768.png"))
    b.switch(operator)
    b.wait(lambda: "Game 3" in (b.text("#finished-result") or ""),
           "the operator page lists the terminal's game")
    b.click("#next")
    b.wait(lambda: b.text("#box-id") == "1", "the operator page is ready for game 4")
    d.play_game(b, [("bead", "Y"), ("cell", 1)])
    b.wait(lambda: b.visible("#resign"), "game 4 meets the empty box 11 too")
    b.size(1920, 1080)
    time.sleep(0.3)
    b.screenshot(os.path.join(SHOTS, "operator-1920x1080.png"))
    b.size(1024, 768)
    take_back(b)
    undo(b)
    stale_tap(b, tournament)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    os.environ["SOURCE_DATE_EPOCH"] = "1700000000"  # Files from the page and the terminal agree.
    work = tempfile.mkdtemp(prefix="matchbox-browser-")
    tournament = os.path.join(work, "festival.yaml")
    new_festival(tournament)
    server, url, _ = d.start_server(tournament)
    driver, driver_port = d.start_chromedriver()
    b = None
    try:
        b = d.Browser(driver_port)
        festival(b, url, tournament)
    finally:
        if b:
            b.quit()
        out = d.stop_server(server)
    d.check(server.returncode == 0 and "Stopped" in out, "SIGTERM stops the server cleanly")
    d.check(d.matchbox("track", "undo", tournament).returncode == 0,
            "the file is writable once the server has stopped")
    # In German from here on: the pages in the browser's language, then every machine's game.
    german = os.path.join(work, "sprachen.yaml")
    d.check(d.matchbox("track", "new", german, "--machine", "menace").returncode == 0,
            "track new " + german)
    server, url, _ = d.start_server(german)
    try:
        b = d.Browser(driver_port, lang="de")
        browser_languages.languages(b, url, SHOTS)
        d.stop_server(server)
        browser_machines.every_machine(b, work, SHOTS, "de")
    finally:
        if server.poll() is None:
            d.stop_server(server)
        b.quit()
        driver.terminate()
        driver.wait(timeout=10)
    shutil.rmtree(work, ignore_errors=True)
    print(f"{d.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
