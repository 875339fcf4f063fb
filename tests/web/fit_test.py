#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Nothing clipped or overflowing on the pages of `matchbox track serve`, in headless Chromium,
for every machine in games/, in every language, at 1920x1080, 1280x720, 1024x768 and a 390x844
phone, with the longest bead-change list a game of the machine can give.

For each machine, build/matchbox_longest_game (tests/support/longest_game.cpp) finds the game in
which the machine opens the most boxes against a person; `track record` books it into a fresh
tournament, so the last game's bead-change list has a line for every box it opened. One server
per machine (`track serve FILE OTHER --visitors`: a league of two, visitors on) answers every
page: the festival screen with the twin's column and without it (the page told that visitors
are off), the operator page with the game's checklist, /play at the end of a visitor's game
showing the same list (the page's own showGame given the list) and /league. Each page is
loaded once per language (?lang=) and checked at each size in the same tab: every visible
element that holds text has its scroll size within its box (scrollWidth <= clientWidth,
scrollHeight <= clientHeight: no clipped, cut off or overflowing text), nothing lies left or
right of the viewport, and on the festival screen of a landscape screen, which is not meant to
scroll, nothing lies below it either. Screenshots of the first failure, and of MENACE's pages
in English and Ukrainian at every size, go to SCREENSHOT_FOLDER/fit/.

Usage: tests/web/fit_test.py build/matchbox [SCREENSHOT_FOLDER] [--machines a,b]
(matchbox_longest_game is looked for beside the matchbox given, else in build/.)
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver as d  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LANGUAGES = ["en", "fr", "de", "es", "uk"]
SIZES = [(1920, 1080), (1280, 720), (1024, 768), (390, 844)]
BROWSERS = 2  # Machines checked at once, each in a browser of its own.
SHOT_LANGUAGES = ["en", "uk"]  # MENACE's pages are shot at every size in these.

# What does not fit in the page: a list of "what: why". arguments[0] is true where the page
# may scroll down (its height is not the screen's). It looks once the page has redrawn for its
# size in its next two frames (display.js fits the last game's words then, as on a real screen)
# and its pictures have loaded (a picture loading changes the layout).
MISFITS = r"""
return (async (scrolls) => {
await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
for (let i = 0; i < 200 && ![...document.images].every((i) => i.hidden ||
       !i.getAttribute('src') || (i.complete && i.naturalWidth > 0)); i++)
  await new Promise((r) => setTimeout(r, 25));
const W = innerWidth, H = innerHeight, bad = [];
const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
  (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ').join('.') : '');
for (const e of document.body.querySelectorAll('*')) {
  if (['SCRIPT', 'STYLE', 'OPTION'].includes(e.tagName) || !e.textContent.trim() ||
      !e.checkVisibility()) continue;
  const text = e.textContent.trim();
  const what = name(e) + ' "' + text.slice(0, 40).replace(/\s+/g, ' ') + '"';
  if (getComputedStyle(e).display !== 'inline' &&
      (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
    bad.push(what + ': scroll ' + e.scrollWidth + 'x' + e.scrollHeight + ' in its box ' +
             e.clientWidth + 'x' + e.clientHeight);
  const r = e.getBoundingClientRect();
  if (r.left < -1 || r.right > W + 1 || (!scrolls && (r.top < -1 || r.bottom > H + 1)))
    bad.push(what + ': outside the ' + W + 'x' + H + ' screen at ' + Math.round(r.left) + ',' +
             Math.round(r.top) + '-' + Math.round(r.right) + ',' + Math.round(r.bottom));
}
const page = document.documentElement;
if (page.scrollWidth > W + 1) bad.push('the page scrolls sideways: ' + page.scrollWidth);
if (!scrolls && page.scrollHeight > H + 1) bad.push('the page scrolls down: ' + page.scrollHeight);
return bad;
})(arguments[0]);
"""


def longest_game(machine):
    """(first, boxes, moves, beads) of the game in which `machine` opens the most boxes."""
    beside = os.path.join(os.path.dirname(d.MATCHBOX), "matchbox_longest_game")
    tool = beside if os.path.exists(beside) else os.path.join(ROOT, "build",
                                                               "matchbox_longest_game")
    out = subprocess.run([tool, machine], capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, MATCHBOX_DATA_DIR=ROOT))
    d.check(out.returncode == 0, f"{machine}: the longest game is found: {out.stderr}")
    head, moves, beads = out.stdout.split("\n")[:3]
    first, boxes = head.split()
    return first, int(boxes), moves, beads


def start(files):
    """`track serve FILES --visitors`: returns (server, the first group's address, which
    answers /league too)."""
    server, _, printed = d.start_server(files, "--visitors", until="Press Ctrl-C")
    text = "".join(printed)
    league = re.search(r"Class league of \d+ tournaments: (http://127\.0\.0\.1:\d+)/league", text)
    d.check(league is not None, "track serve prints the league's address" +
            ("" if league else ": " + text))
    return server, league.group(1)


class Pages:
    """The pages of one machine's server, checked in a browser `b`."""

    def __init__(self, b, url, machine, lines, shots):
        self.b, self.url, self.machine, self.lines, self.shots = b, url, machine, lines, shots

    def fits(self, page, lang, landscape_scrolls=True):
        """Checks the page as it stands at every size; `landscape_scrolls`: whether it may
        scroll down on a landscape screen (every page may on a phone held upright)."""
        b = self.b
        where = f"{self.machine}, {page}, {lang}"
        for width, height in SIZES:
            b.s("POST", "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride",
                                              "params": {"width": width, "height": height,
                                                         "deviceScaleFactor": 1,
                                                         "mobile": False}})
            bad = b.js(MISFITS, landscape_scrolls or width < height)
            shot = os.path.join(self.shots, re.sub(r"[^\w.-]+", "-", where) +
                                f"-{width}x{height}.png")
            if bad or (self.machine == "menace" and lang in SHOT_LANGUAGES):
                b.screenshot(shot)
            if bad:
                d.check(False, f"{where}, {width}x{height}: everything fits (screenshot {shot}):"
                        "\n  " + "\n  ".join(bad[:12]))
        d.check(True, f"{where}: everything fits at every size")

    def display(self, lang):
        b = self.b
        b.go(self.url + "/?lang=" + lang)
        # No change is one line too: "No beads change."
        b.until("return document.documentElement.lang === %s && $('last-changes').children.length"
                " === %d && !$('twin').hidden && !$('twin-plot').hidden && !$('plot').hidden;"
                % (json.dumps(lang), max(1, len(self.lines))),
                f"{self.machine}: the festival screen shows the game's {len(self.lines)} lines "
                "and the twin's column", 10)
        self.fits("festival screen with visitors", lang, False)
        # The same screen for a server without visitors: the page told so, it redraws.
        b.js("visitors.on = false; showTwin({});")
        b.until("return $('twin').hidden;", "the festival screen without the twin's column")
        self.fits("festival screen", lang, False)

    def operator(self, lang):
        b = self.b
        b.go(self.url + "/operator?lang=" + lang)
        b.until("return document.documentElement.lang === %s && "
                "$('finished-changes').children.length === %d && !$('next').hidden;"
                % (json.dumps(lang), len(self.lines)),
                f"{self.machine}: the operator page lists the game's {len(self.lines)} changes")
        self.fits("operator page", lang)

    def play(self, lang):
        b = self.b
        b.go(self.url + "/play?lang=" + lang)
        b.until("return document.documentElement.lang === %s && !busy && "
                "(!$('start').hidden || !$('game').hidden);" % json.dumps(lang), "/play opens")
        if b.visible("#begin-me"):
            b.click("#begin-me")
        b.until("return !busy && !!game && !$('game').hidden;", "/play begins a game")
        # The end of the game, with the longest list of bead changes the machine's game gives.
        b.js("showGame(Object.assign({}, game, {over: true, booked: true, result: 'loss',"
             " resigned: false, changes: arguments[0]}));", self.lines_in(lang))
        self.fits("/play", lang)

    def league(self, lang):
        b = self.b
        b.go(self.url + "/league?lang=" + lang)
        b.until("return document.documentElement.lang === %s && "
                "$('groups').children.length === 2 && !$('plot').hidden;" % json.dumps(lang),
                f"{self.machine}: the league page lists both groups")
        self.fits("/league", lang)

    def lines_in(self, lang):
        """The last game's bead changes in `lang`, as the server words them."""
        return self.b.js("return fetch('/api/state?lang=' + arguments[0], {cache: 'no-store'})"
                         ".then(r => r.json()).then(s => s.last.changes);", lang)


def machine_pages(b, machine, work, shots):
    first, boxes, moves, beads = longest_game(machine)
    file = os.path.join(work, machine + ".yaml")
    other = os.path.join(work, machine + "-b.yaml")
    for path, title in [(file, "Science festival"), (other, "Group B")]:
        made = d.matchbox("track", "new", path, "--machine", machine, "--title", title,
                          "--place", "Hall B")
        d.check(made.returncode == 0, f"{machine}: track new {title}: {made.stderr}")
    recorded = d.matchbox("track", "record", file, "--moves", moves, "--first", first,
                          "--beads", beads)
    d.check(recorded.returncode == 0, f"{machine}: track record of its longest game ({boxes} boxes"
            f", {moves}): {recorded.stderr}")
    server, url = start([file, other])
    try:
        pages = Pages(b, url, machine, [], shots)
        b.go(url + "/api/version")
        for lang in LANGUAGES:
            pages.lines = pages.lines_in(lang)
            if lang == "en":
                print(f"{machine}: {boxes} boxes opened, {len(pages.lines)} lines of bead changes")
            pages.display(lang)
            pages.operator(lang)
            pages.play(lang)
            pages.league(lang)
    finally:
        d.stop_server(server)


def worker(machines, work, shots, port, failed):
    """Checks the pages of each machine taken from `machines` (a shared list) in a browser of
    its own; on a failed check, stops the others (`failed` set)."""
    b = d.Browser(port)
    try:
        while machines and not failed:
            machine = machines.pop(0)
            began = time.monotonic()
            machine_pages(b, machine, work, shots)
            print("%s: %.1f s" % (machine, time.monotonic() - began))
    except SystemExit:  # d.check failed: it has said what.
        failed.append(True)
    except Exception:
        failed.append(True)
        raise
    finally:
        b.quit()


def main():
    named = None
    if "--machines" in sys.argv:
        at = sys.argv.index("--machines")
        named = sys.argv[at + 1].split(",")
        del sys.argv[at:at + 2]
    _, shots, _ = d.test_args()
    shots = os.path.join(shots, "fit")
    os.makedirs(shots, exist_ok=True)
    machines = named or [os.path.splitext(os.path.basename(p))[0]
                         for p in sorted(glob.glob(os.path.join(ROOT, "games", "*.yaml")))]
    work = tempfile.mkdtemp(prefix="matchbox-fit-")
    driver, port = d.start_chromedriver()
    began = time.monotonic()
    failed = []
    try:
        threads = [threading.Thread(target=worker, args=(machines, work, shots, port, failed))
                   for _ in range(BROWSERS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        driver.terminate()
        driver.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    if failed:
        sys.exit(1)  # The check that failed has said what.
    print("%.0f s in all" % (time.monotonic() - began))
    print(f"{d.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
