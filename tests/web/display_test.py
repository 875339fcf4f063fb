#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""The festival screen of `matchbox track serve` in headless Chromium, for several machines.

For each machine a tournament gets a few games played by `track play --auto`, then a game is
begun through the operator's answers (POST /api/bead, /api/move, ...) until a box is open. The
display page, at 1920x1080, must show that game live (the board as it stands, the box's number
and printed picture), say in at most two lines what the machine is, and fill the screen: no
scrolling at 1920x1080, 1280x720 and 1024x768, and the learning curve drawn over at least half
the screen's width. The game is then finished and the page must show it counted. Screenshots
of every machine mid-game and after the games are written to SCREENSHOT_FOLDER; with --docs
DIR, the ones after the games of MENACE and HER are also written, small, to
DIR/display-<machine>.png, and MENACE's operator page at the open box, on a 1024x768 tablet, to
DIR/operator-page.png (the README's pictures).

Usage: tests/web/display_test.py build/matchbox [SCREENSHOT_FOLDER] [--docs DIR]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver  # noqa: E402
from browser_driver import Browser, check, free_port, start_server  # noqa: E402

MATCHBOX, SHOTS, DOCS = browser_driver.test_args()  # start_server runs this build.
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
MACHINES = ["menace", "her", "nimble", "go3"]
DOCS_MACHINES = ["menace", "her"]
DOCS_OPERATOR = "menace"  # Its operator page at the open box is the README's picture too.
AUTO_GAMES = 10


def matchbox(*args):
    return subprocess.run([MATCHBOX, *args], capture_output=True, text=True, timeout=120)


def get_json(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def answer(url, view):
    """Makes the next answer of the game in play, as an operator would: the first bead the
    open box holds (a resignation at an empty box), the opponent's first legal move, or the
    machine's move where it has no box."""
    if view.get("box"):
        box = view["box"]
        if box["empty"]:
            path, form = "/api/resign", {}
        else:
            path, form = "/api/bead", {"bead": next(b["code"] for b in box["beads"] if b["beads"])}
    elif view["to_move"] == "opponent":
        path, form = "/api/move", {"move": view["legal"][0]["notation"]}
    else:
        path, form = "/api/continue", {}
    form["version"] = view["version"]  # The answer is made on the version the page showed.
    request = urllib.request.Request(url + path, data=urllib.parse.urlencode(form).encode(),
                                     headers={"Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request, timeout=10) as r:
        return json.loads(r.read())


def fills(b, name, width, height):
    """The page fits the screen exactly, and the learning curve covers half its width (a quarter
    when the last game's changes take the whole width under it)."""
    check(b.size(width, height) == [width, height], f"{name}: the display page is {width}x{height}")
    time.sleep(0.4)
    size = b.js("const e = document.documentElement; return [e.scrollWidth, e.scrollHeight];")
    check(size[0] <= width and size[1] <= height,
          f"{name}: no scrolling at {width}x{height}: {size}")
    outside = b.js("return [...document.querySelectorAll('main > section, header')]"
                   ".filter(e => { const r = e.getBoundingClientRect();"
                   " return r.right > innerWidth + 1 || r.bottom > innerHeight + 1; })"
                   ".map(e => e.className || e.tagName);")
    check(not outside, f"{name}: every part is on the screen at {width}x{height}: {outside}")
    drawn = b.js("const e = document.querySelector('#plot'); const r = e.getBoundingClientRect();"
                 "const k = Math.min(r.width / e.naturalWidth, r.height / e.naturalHeight);"
                 "return e.naturalWidth * k / innerWidth;")
    # A last game whose bead changes need the screen's whole width under the curve
    # (display.js, fitLast) leaves the curve the rows above it: then a quarter of the width.
    wide = b.js("return document.querySelector('.display-grid').classList.contains('wide-last');")
    least = 0.25 if wide else 0.5
    check(drawn >= least, f"{name}: the curve is drawn over {least:.0%} of the width at "
          f"{width}x{height}{' (the last game across the screen)' if wide else ''}: {drawn:.2f}")


def loaded(b, selector):
    return b.js("const e = document.querySelector(arguments[0]);"
                "return !!e && !e.hidden && e.complete && e.naturalWidth > 0;", selector)


def screenshot(b, path, scale=1):
    b.s("POST", "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride", "params": {
        "width": 1920, "height": 1080, "deviceScaleFactor": scale, "mobile": False}})
    time.sleep(0.4)
    b.screenshot(path)


def mid_game(b, url, name):
    """Begins a game through the operator's answers until a box is open after a move or two;
    the display shows it live."""
    view = get_json(url + "/api/play")
    for _ in range(30):
        if view.get("box") and len(view["moves"]) >= 2 and not view["box"]["empty"]:
            break
        answer(url, view)
        view = get_json(url + "/api/play")
    check(view.get("box") is not None, f"{name}: a box is open in game {view['game_number']}")
    box_id = str(view["box"]["id"])
    b.wait(lambda: b.text("#box-id") == box_id, f"{name}: the display shows box {box_id} open")
    b.wait(lambda: loaded(b, "#play-board") and loaded(b, "#play-box"),
           f"{name}: the display shows the board and the box's picture")
    check("in play" in b.text("#now-title"), f"{name}: the game is in play: {b.text('#now-title')}")
    moves = " ".join(view["moves"])
    check(moves in b.text("#play-moves"), f"{name}: the moves so far: {b.text('#play-moves')}")
    screenshot(b, os.path.join(SHOTS, f"display-{name}-mid-game.png"))
    if DOCS and name == DOCS_OPERATOR:
        operator_page(b, url, box_id)
    return view["game_number"]


def operator_page(b, url, box_id):
    """The operator page on a 1024x768 tablet at the open box, for the README
    (DOCS/operator-page.png), in a tab of its own; back to the display's tab after."""
    display = b.handle()
    b.switch(b.new_tab())
    b.size(1024, 768)
    b.go(url + "/operator")
    b.wait(lambda: b.text("#box-id") == box_id and loaded(b, "#board") and
           loaded(b, "#box-picture"), f"the operator page shows box {box_id} open")
    b.screenshot(os.path.join(DOCS, "operator-page.png"))
    b.switch(display)


def about_fits(b, name, state):
    check(b.text("#about") == state["about"] and len(state["about"]) >= 40,
          f"{name}: the screen says what the machine is: {state['about']}")
    lines = b.js("const e = document.querySelector('#about');"
                 "return [e.scrollHeight, e.clientHeight,"
                 " parseFloat(getComputedStyle(e).lineHeight)];")
    check(lines[0] <= lines[1] + 1 and lines[1] <= 2 * lines[2] + 1,
          f"{name}: in two lines, not cut off (heights {lines})")


def machine_screen(b, name, work):
    tournament = os.path.join(work, name + ".yaml")
    check(matchbox("track", "new", tournament, "--machine", name, "--title",
                   "Science festival", "--place", "Hall B").returncode == 0, f"{name}: track new")
    played = matchbox("track", "play", tournament, "--auto", "random", "--games", str(AUTO_GAMES),
                      "--seed", "3")
    check(played.returncode == 0, f"{name}: track play --auto: {played.stderr}")
    server, url, _ = start_server(tournament)
    try:
        b.size(1920, 1080)
        b.go(url + "/")
        b.wait(lambda: b.text("#games") == str(AUTO_GAMES), f"{name}: the display shows the games")
        b.wait(lambda: loaded(b, "#plot"), f"{name}: the display shows the learning curve")
        about_fits(b, name, get_json(url + "/api/state"))
        game = mid_game(b, url, name)
        finished = get_json(url + "/api/state")["games"] + 1
        for width, height in [(1920, 1080), (1280, 720), (1024, 768)]:
            fills(b, name, width, height)
        view = get_json(url + "/api/play")
        for _ in range(60):
            if view["game_number"] != game:
                break
            answer(url, view)
            view = get_json(url + "/api/play")
        b.size(1920, 1080)
        b.wait(lambda: b.text("#games") == str(finished),
               f"{name}: the display counts the game finished on the operator's answers")
        b.wait(lambda: b.text("#last-number") == f"(game {game})" and loaded(b, "#last-board"),
               f"{name}: the display shows the last game's board")
        b.wait(lambda: "about to start" in b.text("#now-title"),
               f"{name}: the next game waits to start")
        time.sleep(0.5)
        fills(b, name, 1920, 1080)
        screenshot(b, os.path.join(SHOTS, f"display-{name}.png"))
        if DOCS and name in DOCS_MACHINES:
            screenshot(b, os.path.join(DOCS, f"display-{name}.png"), scale=0.5)
    finally:
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=10)


def answers(url):
    try:
        urllib.request.urlopen(url, timeout=1)
        return True
    except OSError:
        return False


@contextlib.contextmanager
def chromium():
    """A WebDriver session on a chromedriver of its own, both ended on the way out."""
    port = free_port()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={port}"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not answers(f"http://127.0.0.1:{port}/status") and time.monotonic() < deadline:
            time.sleep(0.1)
        b = Browser(port)
        try:
            yield b
        finally:
            b.quit()
    finally:
        driver.terminate()
        driver.wait(timeout=10)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="matchbox-display-")
    try:
        with chromium() as b:
            for name in MACHINES:
                machine_screen(b, name, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{browser_driver.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
