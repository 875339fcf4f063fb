#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""A class league (`matchbox track serve A B C`) in headless Chromium.

Three HER tournaments (two with games played by `track play --auto`, one not begun) are served
as a league. The league page (/league on the first group's server, 1280x800) must list every
group with its standings as each file's books say, name the group whose machine stopped
losing first as /api/league says, and draw every group's curve on one plot; each group's own
festival screen must answer on its port. A screenshot goes to SCREENSHOT_FOLDER; with --docs
DIR it is also written to DIR/league.png (the picture of docs/tournaments.md).

Usage: tests/web/league_page_test.py build/matchbox [SCREENSHOT_FOLDER] [--docs DIR]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver  # noqa: E402
from browser_driver import Browser, check, start_chromedriver, stop_server  # noqa: E402

MATCHBOX, SHOTS, DOCS = browser_driver.test_args()
GROUPS = {"Group A": 40, "Group B": 25, "Group C": 0}


def matchbox(*args):
    return subprocess.run([MATCHBOX, *args], capture_output=True, text=True, timeout=120)


def get(url):
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="matchbox-league-")
    files = []
    for seed, (title, games) in enumerate(GROUPS.items()):
        path = os.path.join(folder, title.replace(" ", "-").lower() + ".yaml")
        check(matchbox("track", "new", path, "--machine", "her", "--title", title).returncode
              == 0, f"track new {title}")
        if games:
            check(matchbox("track", "play", path, "--auto", "random", "--games", str(games),
                           "--seed", str(seed + 1)).returncode == 0, f"{title}: {games} games")
        files.append(path)
    server, _, printed = browser_driver.start_server(files, until="Press Ctrl-C")
    text = "".join(printed)
    league = re.search(r"Class league of 3 tournaments: (http://127\.0\.0\.1:\d+)/league", text)
    check(league is not None, "track serve A B C prints the league page's address")
    screens = re.findall(r"Festival screen: (http://127\.0\.0\.1:\d+)/", text)
    check(len(set(screens)) == 3, f"every group has a festival screen of its own: {screens}")
    driver, port = start_chromedriver()
    b = Browser(port)
    try:
        base = league.group(1)
        data = json.loads(get(base + "/api/league"))
        for group, screen in zip(data["groups"], screens):
            want = GROUPS[group["name"]]
            check(group["games"] == want, f"{group['name']}: {want} games in the league's data")
            state = json.loads(get(screen + "/api/state"))
            check(state["title"] == group["name"] and state["games"] == want,
                  f"{group['name']}: its own screen answers with its books")
        b.size(1280, 800)
        b.go(base + "/league")
        b.wait(lambda: b.visible("#plot") and b.js(
            "return document.querySelectorAll('#groups tr').length === 3;"),
               "the league page lists three groups and draws their curves")
        for name in GROUPS:
            check(name in b.text("#groups"), f"the standings name {name}")
        if data["first"]:
            check(" and ".join(data["first"]["names"]) in b.text("#first"),
                  f"the page names the first to stop losing: {b.text('#first')}")
        svg = get(base + "/api/league/plot.svg").decode()
        check("<svg" in svg, "the groups' curves on one plot, as SVG")
        shot = os.path.join(SHOTS, "league.png")
        b.screenshot(shot)
        if DOCS:
            shutil.copyfile(shot, os.path.join(DOCS, "league.png"))
    finally:
        b.quit()
        driver.terminate()
        stop_server(server)
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{browser_driver.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
