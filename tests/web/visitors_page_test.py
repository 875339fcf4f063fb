#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Visitors playing the software twin (`matchbox track serve --visitors`) in headless Chromium.

For MENACE (the machine moves first) and HER (the visitor moves first) a tournament gets a few
games at the table by `track play --auto` and a few visitors' games over HTTP; then a phone-sized
page (390x844) plays a whole game at /play by tapping the board as a visitor does, and must end
with the result, the twin's bead changes and the game booked into the file as a visitor game.
The festival screen (1920x1080) must show the twin's column: its totals, the two curves on one
plot, and a QR code that zbarimg (Debian: zbar-tools) reads as /play's address. Screenshots go
to SCREENSHOT_FOLDER; with --docs DIR, MENACE's phone (mid-game) and screen are also written to
DIR/visitors-phone.png and DIR/display-visitors.png (the pictures of docs/tournaments.md).

Usage: tests/web/visitors_page_test.py build/matchbox [SCREENSHOT_FOLDER] [--docs DIR]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver  # noqa: E402
from browser_driver import Browser, check, start_chromedriver, stop_server  # noqa: E402

MATCHBOX, SHOTS, DOCS = browser_driver.test_args()


def matchbox(*args):
    return subprocess.run([MATCHBOX, *args], capture_output=True, text=True, timeout=120)


def post(url, fields):
    data = urllib.parse.urlencode(fields).encode()
    with urllib.request.urlopen(url, data, timeout=30) as r:
        return json.loads(r.read())


def get(url):
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read()


def visitor_game(base, seed):
    """A whole visitor's game over HTTP, the visitor playing the legal move `seed` picks."""
    game = post(base + "/api/visit/begin", {"first": ""})
    while not game["over"]:
        legal = game["legal"]
        move = legal[(seed + game["ply"]) % len(legal)]["notation"]
        game = post(base + "/api/visit/move",
                    {"game": game["game"], "move": move, "ply": game["ply"] + 1})
    return game


def start_visitors_server(tournament):
    server = subprocess.Popen([MATCHBOX, "track", "serve", tournament, "--port", "0",
                               "--visitors"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
    for line in server.stdout:
        m = re.search(r"Festival screen: (http://127\.0\.0\.1:\d+)/", line)
        if m:
            return server, m.group(1)
    check(False, "track serve --visitors prints its address")


def zbar(path):
    result = subprocess.run(["zbarimg", "--raw", "-q", path], capture_output=True, text=True,
                            timeout=30)
    return result.stdout.strip()


def phone_game(b, base, machine):
    """Plays a whole game on /play by tapping the first marked cell (or button) each turn."""
    b.size(390, 844)
    b.go(base + "/play")
    b.wait(lambda: b.visible("#begin-me"), f"{machine}: /play offers a game")
    b.click("#begin-me")
    b.wait(lambda: b.visible("#game"), f"{machine}: the game begins")
    shot = None
    for turn in range(60):
        if b.visible("#end"):
            break
        b.wait(lambda: b.js("return !busy && game && game.to_move === 'you';"),
               f"{machine}: the visitor's turn {turn}")
        if turn == 1:
            shot = os.path.join(SHOTS, f"visitors-phone-{machine}.png")
            b.screenshot(shot)
        ply = b.js("return game.ply;")
        # Tap the move the page offers first: its cells in turn, or its button.
        move = b.js("return game.legal.find((m) => taps.onBoard(m)) || game.legal[0];")
        if b.js("return taps.onBoard(arguments[0]);", move):
            for cell in move["path"]:
                b.click(f'#cells button[data-cell="{cell}"]')
        else:
            b.click(f'#moves button[data-move="{move["notation"]}"]')
        b.wait(lambda: b.js("return !busy && game && game.ply > arguments[0];", ply),
               f"{machine}: the move is taken")
    b.wait(lambda: b.visible("#end") and "learned" in b.text("#learned") or
           "no beads" in b.text("#learned"), f"{machine}: the end says what the twin learned")
    b.screenshot(os.path.join(SHOTS, f"visitors-end-{machine}.png"))
    check(b.text("#result") != "", f"{machine}: the result is shown ({b.text('#result')})")
    return shot


def run_machine(b, folder, machine):
    tournament = os.path.join(folder, machine + ".yaml")
    check(matchbox("track", "new", tournament, "--machine", machine).returncode == 0,
          f"{machine}: track new")
    check(matchbox("track", "play", tournament, "--auto", "random", "--games", "6").returncode == 0,
          f"{machine}: six games at the table")
    server, base = start_visitors_server(tournament)
    try:
        for seed in range(5):
            check(visitor_game(base, seed)["booked"], f"{machine}: visitor game {seed} booked")
        shot = phone_game(b, base, machine)
        state = json.loads(get(base + "/api/state"))
        check(state["games"] == 6 and state["twin"]["games"] == 6,
              f"{machine}: six games at the table and six visitors' games ({state['twin']})")
        b.size(1920, 1080)
        b.go(base + "/")
        b.wait(lambda: b.visible("#twin") and b.visible("#twin-plot"),
               f"{machine}: the festival screen shows the twin's column and its curves")
        check("6 games with visitors" in b.text("#twin-totals"),
              f"{machine}: the twin's totals ({b.text('#twin-totals')})")
        screen = os.path.join(SHOTS, f"display-visitors-{machine}.png")
        b.screenshot(screen)
        play = json.loads(get(base + "/api/visitors"))["play"]
        check(zbar(screen) == play, f"{machine}: the screen's QR code reads {play}")
        check(b.js("return document.documentElement.scrollHeight <= innerHeight;"),
              f"{machine}: the screen needs no scrolling")
        return shot, screen
    finally:
        stop_server(server)
        text = open(tournament).read()
        check(text.count("visitor: true") == 6, f"{machine}: six visitor games in the file")


def main():
    os.makedirs(SHOTS, exist_ok=True)
    driver, port = start_chromedriver()
    b = Browser(port)
    folder = tempfile.mkdtemp(prefix="matchbox-visitors-")
    try:
        shots = {m: run_machine(b, folder, m) for m in ["menace", "her"]}
        if DOCS:
            for name, path in [("visitors-phone.png", shots["menace"][0]),
                               ("display-visitors.png", shots["menace"][1])]:
                shutil.copyfile(path, os.path.join(DOCS, name))
    finally:
        b.quit()
        driver.terminate()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{browser_driver.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
