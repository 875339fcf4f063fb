#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""The pages of `matchbox track serve` for every visitor, in headless Chromium: WCAG as a test.

One server holds a league of two tournaments (MENACE with 11 games played, HER with none) with
visitors' games on. Every state of every page is checked with axe-core (no violation of impact
moderate or worse) and html-validate (the HTML the server sends and the page as the browser has
built it): the festival screen, the operator page (a box open, the opponent to move, its menu
open, the confirmation of an undo, an error, a finished game), /play (before, during and after
a game, with an error), /league and the operator's QR page. Then:
- text grows with the user's text size (Chromium's default font size doubled: every text of
  every page gets bigger), so browser zoom enlarges the festival screen too;
- nothing is wider than a 390 px phone on /league, /play and the operator page, nor than a
  320 px screen on the operator page with its menu open;
- with JavaScript off, every page says so, and the festival screen and the league show the
  server's figures (11 games);
- /play is played with the keyboard alone, for every machine in games/ (tests/web/
  keyboard_play.py).
Screenshots go to SCREENSHOT_FOLDER.

Needs `npm ci` in tests/web (axe-core, html-validate; .ci/test runs it).
Usage: tests/web/accessibility_test.py build/matchbox [SCREENSHOT_FOLDER]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import json
import os
import re
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver as d  # noqa: E402
import browser_machines  # noqa: E402
import keyboard_play  # noqa: E402
import page_checkers  # noqa: E402

_, SHOTS, _ = d.test_args()  # start_server and d.matchbox run this build.
GAMES = 11  # MENACE's games before the pages are looked at.

# Every element that shows text of its own: [selector path, font size in px].
TEXT_SIZES = ("return [...document.querySelectorAll('body *')].filter((e) =>"
              " e.checkVisibility() && [...e.childNodes].some((n) =>"
              " n.nodeType === 3 && n.textContent.trim() !== ''))"
              ".map((e) => [e.id || e.className || e.tagName,"
              " parseFloat(getComputedStyle(e).fontSize)]);")
# Elements wider than the page, or sticking out of its right edge.
TOO_WIDE = ("return [document.documentElement.scrollWidth > innerWidth ?"
            " 'the page scrolls sideways: ' + document.documentElement.scrollWidth : '',"
            " ...[...document.querySelectorAll('body *')].filter((e) => e.checkVisibility() &&"
            " e.getBoundingClientRect().right > innerWidth + 1)"
            ".map((e) => (e.id || e.className || e.tagName) + ' ends at ' +"
            " Math.round(e.getBoundingClientRect().right))].filter((s) => s);")


def get(url):
    """The body of a GET of `url`, whatever its status (the QR page refuses a wrong token)."""
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.read().decode()
    except urllib.error.HTTPError as e:
        return e.read().decode()


class Pages:
    """The pages' states checked so far: axe-core at once, html-validate at the end."""

    def __init__(self, b, base, work):
        self.b, self.base, self.work = b, base, work
        self.html = {"served": {}, "dom": {}}

    def served(self, path, name):
        self.html["served"][name] = get(self.base + path)

    def state(self, name, width=1024, height=768):
        """Checks the page open now, as it stands: axe-core, and its DOM kept for
        html-validate; a screenshot."""
        self.b.size(width, height)
        found = page_checkers.axe(self.b)
        d.check(not found, f"{name}: axe-core finds nothing moderate or worse: {found}")
        self.html["dom"][name] = page_checkers.rendered(self.b)
        self.b.screenshot(os.path.join(SHOTS, f"a11y-{name}.png"))

    def validate(self):
        for kind, pages in self.html.items():
            folder = os.path.join(self.work, "html-" + kind)
            os.makedirs(folder, exist_ok=True)
            errors = page_checkers.html_validate(pages, kind, folder)
            d.check(not errors, f"html-validate finds no error in the {len(pages)} pages as "
                    f"{kind}: " + "\n  ".join(errors[:30]))


def operator_states(p, b, base):
    b.go(base + "/operator")
    d.settle(b)
    b.wait(lambda: b.visible("#next"), "the operator page lists the last game's bead changes")
    p.state("operator-last-game")
    b.click("#next")
    b.wait(lambda: b.visible("#box-id") and b.text("#box-id") == "1",
           "the operator page opens box 1")
    p.state("operator-box")
    d.answer(b, "#beads button:not([disabled])", "a bead")
    b.wait(lambda: b.js("return view.to_move === 'opponent';"), "the opponent is to move")
    cells = b.js("return [...document.querySelectorAll('#cells button')].map((c) =>"
                 " [c.disabled, c.getAttribute('aria-label')]);")
    d.check(cells and all(re.fullmatch(r"square [1-9], (X|O|empty)", name) for _, name in cells),
            f"the operator's board names each square by its notation and what is on it: {cells}")
    d.check(sum(not off for off, _ in cells) == 8 and
            all(off for off, name in cells if not name.endswith("empty")),
            "the operator's board offers the 8 empty squares only")
    p.state("operator-opponent")
    b.click("#menu summary")
    p.state("operator-menu")
    b.size(320, 568)
    wide = b.js(TOO_WIDE)
    b.screenshot(os.path.join(SHOTS, "a11y-operator-menu-320.png"))
    d.check(not wide, f"the operator page with its menu open fits a 320 px screen: {wide}")
    b.click("#undo")
    b.wait(lambda: b.visible("#confirm"), "undo asks first")
    p.state("operator-confirm")
    b.click("#confirm-no")
    b.js("answer('/api/move', { move: '42' });")
    b.wait(lambda: b.visible("#error"), "an illegal move is refused")
    p.state("operator-error")
    b.js("showError('');")
    seen = {"bead": 0, "move": 0, "continue": 0, "resign": 0, "beads": []}
    for _ in range(12):
        if b.visible("#next"):
            break
        d.settle(b)
        browser_machines.one_answer(b, b.js("return view;"), "menace", seen)
    d.check(b.visible("#next"), "the operator's game ends")
    p.state("operator-finished")
    b.size(390, 844)
    wide = b.js(TOO_WIDE)
    d.check(not wide, f"the operator page fits a 390 px phone: {wide}")


def play_states(p, b, base):
    b.size(390, 844)
    b.go(base + "/play")
    b.wait(lambda: b.visible("#begin-me"), "/play offers a game")
    p.state("play-start", 390, 844)
    b.click("#begin-me")
    b.wait(lambda: b.js("return !!game && game.to_move === 'you' && !busy;"), "the visitor's turn")
    p.state("play-turn", 390, 844)
    b.js("move('42');")
    b.wait(lambda: b.visible("#error"), "/play refuses an illegal move")
    p.state("play-error", 390, 844)
    for _ in range(10):
        b.wait(lambda: b.js("return !busy && !!game && (game.over || game.to_move === 'you');"),
               "the visitor's turn")
        if b.visible("#end"):
            break
        b.click("#cells button.legal:not([disabled])")
        b.wait(lambda: b.js("return !busy;"), "the move is taken")
    b.wait(lambda: b.js("return game.booked;"), "the visitor's game is booked")
    p.state("play-end", 390, 844)
    wide = b.js(TOO_WIDE)
    d.check(not wide, f"/play fits a 390 px phone: {wide}")


def grows(b, url, what, width, height):
    """Every text of the page at `url` is bigger when the user's default text size is 32 px than
    at Chromium's 16 px."""
    sizes = []
    for standard in (16, 32):
        b.s("POST", "/goog/cdp/execute", {"cmd": "Page.setFontSizes",
                                          "params": {"fontSizes": {"standard": standard}}})
        b.size(width, height)
        b.go(url)
        time.sleep(0.8)
        sizes.append(dict(map(tuple, b.js(TEXT_SIZES))))
    b.s("POST", "/goog/cdp/execute", {"cmd": "Page.setFontSizes",
                                      "params": {"fontSizes": {"standard": 16}}})
    same = [f"{k} {v}px" for k, v in sizes[0].items() if k in sizes[1] and sizes[1][k] <= v]
    d.check(sizes[0] and not same,
            f"{what}: every text grows with the user's text size ({len(sizes[0])} kinds): {same}")


def no_script(b, base, shots):
    """The pages with JavaScript off (Chromium's content setting, by CDP)."""
    games = json.loads(get(base + "/api/state"))["games"]  # 11, and the operator's game.
    b.s("POST", "/goog/cdp/execute", {"cmd": "Emulation.setScriptExecutionDisabled",
                                      "params": {"value": True}})
    try:
        for path in ["/", "/operator", "/play", "/league"]:
            b.go(base + path)
            time.sleep(0.3)
            words = b.js("return document.body.innerText;")
            d.check("JavaScript" in words,
                    f"{path} without JavaScript says that it needs it: {words[:160]!r}")
            b.screenshot(os.path.join(shots, "a11y-noscript" + path.replace("/", "-") + ".png"))
            if path == "/":
                d.check(b.text("#games") == str(games) and "MENACE" in b.text("#machine") and
                        b.text("#last-number") == f"(game {games})",
                        f"the festival screen shows the server's figures: {b.text('#games')} "
                        f"games of {b.text('#machine')}, the last {b.text('#last-number')}")
            if path == "/league":
                rows = b.js("return [...document.querySelectorAll('#groups tr')]"
                            ".map((r) => r.innerText);")
                d.check(len(rows) == 2 and f"\t{games}\t" in rows[0],
                        f"the league shows the server's standings: {rows}")
    finally:
        b.s("POST", "/goog/cdp/execute", {"cmd": "Emulation.setScriptExecutionDisabled",
                                          "params": {"value": False}})


def main():
    d.check(page_checkers.installed() == "", page_checkers.installed() or "the checkers")
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="matchbox-a11y-")
    started = time.monotonic()
    files = [os.path.join(work, "a.yaml"), os.path.join(work, "b.yaml")]
    for path, machine, title in zip(files, ["menace", "her"], ["Group A", "Group B"]):
        d.check(d.matchbox("track", "new", path, "--machine", machine, "--title",
                           title).returncode == 0, f"track new {machine}")
    d.check(d.matchbox("track", "play", files[0], "--auto", "random", "--games", str(GAMES),
                       "--seed", "2").returncode == 0, f"{GAMES} games of MENACE")
    server, base, _ = d.start_server(files, "--visitors", until="Press Ctrl-C")
    driver, port = d.start_chromedriver()
    b = d.Browser(port)
    try:
        p = Pages(b, base, work)
        for path, name in [("/", "display"), ("/operator", "operator"), ("/play", "play"),
                           ("/league", "league"), ("/operator/qr", "qr"),
                           ("/operator/qr?token=wrong", "qr-refused")]:
            p.served(path, name)
        b.size(1920, 1080)
        b.go(base + "/")
        b.wait(lambda: b.text("#games") == str(GAMES) and b.visible("#plot"),
               "the festival screen shows its games")
        p.state("display", 1920, 1080)
        b.go(base + "/league")
        b.wait(lambda: b.visible("#plot"), "the league draws its curves")
        p.state("league", 1280, 800)
        b.size(390, 844)
        wide = b.js(TOO_WIDE)
        b.screenshot(os.path.join(SHOTS, "a11y-league-390.png"))
        d.check(not wide, f"the league fits a 390 px phone: {wide}")
        for path, name in [("/operator/qr", "qr"), ("/operator/qr?token=wrong", "qr-refused")]:
            b.go(base + path)
            p.state(name)
        operator_states(p, b, base)
        play_states(p, b, base)
        p.validate()
        for path, what, size in [("/", "the festival screen", (1920, 1080)),
                                 ("/operator", "the operator page", (1024, 768)),
                                 ("/play", "/play", (390, 844)),
                                 ("/league", "the league", (1280, 800))]:
            grows(b, base + path, what, *size)
        no_script(b, base, SHOTS)
        print("the pages: %.1f s" % (time.monotonic() - started))
        keyboard_play.every_machine(b, work)
    finally:
        b.quit()
        driver.terminate()
        d.stop_server(server)
        shutil.rmtree(work, ignore_errors=True)
    print("in all: %.1f s" % (time.monotonic() - started))
    print(f"{d.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
