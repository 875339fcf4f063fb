#!/usr/bin/env python3
"""`matchbox track serve` in a real browser: headless Chromium driven through chromedriver (the
W3C WebDriver protocol, Python's standard library only).

A MENACE tournament is played from the operator page end to end: a first game whose second box
shows a rotated board, then a game that reaches an empty box, where the machine resigns. The
display page, open in a second tab, must show the new totals within a second of each game's
last answer, and a game recorded with `matchbox track record` while the server runs. Ctrl-C
(SIGTERM) must stop the server cleanly and leave the file writable. Screenshots of both pages
at 1920x1080 and 1024x768 are written to the folder given as the second argument.

Usage: tests/web/browser_test.py build/matchbox [SCREENSHOT_FOLDER]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

MATCHBOX = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build/matchbox")
SHOTS = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "build/web-screenshots")
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
passed = 0


def check(condition, what):
    global passed
    if not condition:
        print("FAILED:", what)
        print(f"{passed} passed, 1 failed")
        sys.exit(1)
    passed += 1
    print("ok:", what)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def matchbox(*args):
    return subprocess.run([MATCHBOX, *args], capture_output=True, text=True, timeout=30)


class Browser:
    """A WebDriver session on chromedriver."""

    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"
        profile = tempfile.mkdtemp(prefix="matchbox-chromium-")
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--hide-scrollbars", f"--user-data-dir={profile}"]
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": CHROMIUM, "args": args}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as r:
                return json.loads(r.read())["value"]
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"{method} {path}: {e.read().decode()[:400]}") from None

    def s(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def go(self, url):
        self.s("POST", "/url", {"url": url})

    def size(self, width, height):
        """Makes the current tab's page exactly width x height CSS pixels."""
        self.s("POST", "/window/rect", {"width": width, "height": height + 200})
        self.s("POST", "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride", "params": {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}})
        return self.js("return [window.innerWidth, window.innerHeight];")

    def js(self, script, *args):
        return self.s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def click(self, selector):
        # A page that redraws between finding and clicking makes the element stale: find again.
        for attempt in range(5):
            found = self.s("POST", "/element", {"using": "css selector", "value": selector})
            element = next(iter(found.values()))
            try:
                self.s("POST", f"/element/{element}/click", {})
                return
            except RuntimeError as e:
                if "stale element" not in str(e) or attempt == 4:
                    raise
                time.sleep(0.1)

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return e ? e.textContent : null;", selector)

    def visible(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return !!e && !e.closest('[hidden]');", selector)

    def wait(self, condition, what, timeout=5.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = condition()
            if value:
                return value
            time.sleep(0.05)
        check(False, what + " (waited %.1f s)" % timeout)

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.s("GET", "/screenshot")))

    def new_tab(self):
        return self.s("POST", "/window/new", {"type": "tab"})["handle"]

    def switch(self, handle):
        self.s("POST", "/window", {"handle": handle})

    def handle(self):
        return self.s("GET", "/window")

    def quit(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except Exception:
            pass


def start_server(tournament):
    server = subprocess.Popen([MATCHBOX, "track", "serve", tournament, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    for line in server.stdout:
        lines.append(line)
        m = re.search(r"Festival screen: (http://127\.0\.0\.1:\d+)/", line)
        if m:
            return server, m.group(1), lines
    check(False, "track serve prints its address: " + "".join(lines))


def settle(b):
    """Waits until the operator page shows the file as it is now."""
    b.wait(lambda: b.js("return fetch('/api/version').then(r => r.text())"
                        ".then(v => v === document.body.dataset.version);"),
           "the operator page catches up with the file")


def play_game(b, answers):
    """Taps the answers on the operator page: ('bead', code) or ('cell', index)."""
    for kind, value in answers:
        settle(b)
        if kind == "bead":
            selector = f'#beads button[data-bead="{value}"]'
        else:
            selector = f'#cells button.legal[data-cell="{value}"]'
        b.wait(lambda: b.visible(selector) and
               b.js("const e = document.querySelector(arguments[0]); return !e.disabled;",
                    selector), f"the operator page offers {kind} {value}")
        b.click(selector)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="matchbox-browser-")
    tournament = os.path.join(work, "festival.yaml")
    check(matchbox("track", "new", tournament, "--machine", "menace", "--title",
                   "Science festival", "--place", "Hall B").returncode == 0, "track new")
    # Box 11 (after 5 2) set empty, so the second game meets an empty box.
    emptied = matchbox("track", "adjust", tournament, "11", "K=0", "R=0", "G=0", "V=0",
                       "--note", "emptied for the browser test")
    check(emptied.returncode == 0, "track adjust empties box 11: " + emptied.stderr)
    server, url, _ = start_server(tournament)
    driver_port = free_port()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={driver_port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    b = None
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{driver_port}/status", timeout=1)
                break
            except Exception:
                time.sleep(0.1)
        b = Browser(driver_port)
        b.size(1024, 768)
        b.go(url + "/operator")
        operator = b.handle()
        b.wait(lambda: b.text("#box-id") == "1", "the operator page opens box 1")
        display = b.new_tab()
        b.switch(display)
        b.size(1920, 1080)
        b.go(url + "/")
        b.wait(lambda: b.text("#games") == "0" and "MENACE" in b.text("#machine"),
               "the display page shows MENACE with 0 games")
        b.switch(operator)

        # Game 1: the machine opens the centre (Y), the opponent takes a corner (cell 2: move 3),
        # and box 10's picture is the real board turned.
        play_game(b, [("bead", "Y"), ("cell", 2)])
        b.wait(lambda: b.text("#box-id") not in ("", "1"), "a box at ply 3 opens")
        settle(b)
        check(b.size(1024, 768) == [1024, 768], "the operator page is 1024x768")
        time.sleep(0.3)
        words = b.text("#box-words")
        check("turned" in words or "mirrored" in words, "the box shows a turned board: " + words)
        b.screenshot(os.path.join(SHOTS, "operator-1024x768.png"))
        beads = b.js("return [...document.querySelectorAll('#beads button')]"
                     ".map(e => e.dataset.bead);")
        check(len(beads) >= 2, "bead buttons for the colours the box holds: %s" % beads)
        # Play on with whatever beads the boxes offer, and the first legal tap for the opponent.
        while not b.visible("#finished"):
            settle(b)
            view = b.js("return fetch('/api/play').then(r => r.json());")
            if view.get("box"):
                bead = next(x["code"] for x in view["box"]["beads"] if x["beads"] > 0)
                play_game(b, [("bead", bead)])
            elif view.get("to_move") == "opponent":
                play_game(b, [("cell", view["legal"][0]["path"][0])])
            time.sleep(0.2)
            if b.visible("#error"):
                check(False, "no error on the operator page: %s" % b.text("#error"))
        finished = time.monotonic()
        result = b.text("#finished-result")
        check(result.startswith("Game over"), "the game ends: " + result)
        ticks = b.js("return document.querySelectorAll('#finished-changes input').length;")
        check(ticks >= 1, "a done tick per bead change (%d)" % ticks)
        b.click("#done-0")
        check(b.js("return document.querySelector('#finished-changes li').className;") == "done",
              "a ticked box is marked done")
        b.screenshot(os.path.join(SHOTS, "operator-finished-1024x768.png"))
        b.switch(display)
        b.wait(lambda: b.text("#games") == "1", "the display shows game 1", timeout=1.0)
        check(time.monotonic() - finished <= 1.0, "the display updated within a second")
        b.wait(lambda: b.js("return document.querySelector('#plot').complete && "
                            "document.querySelector('#plot').naturalWidth > 0;"),
               "the display shows the learning curve")
        b.wait(lambda: len(b.text("#last-changes") or "") > 0, "the display lists the boxes changed")

        losses = int(b.text("#loss"))
        # Game 2: 5 then 2 leads to box 11, which is empty: the machine resigns.
        b.switch(operator)
        b.click("#next")
        play_game(b, [("bead", "Y"), ("cell", 1)])
        b.wait(lambda: b.visible("#resign"), "the empty box offers the resignation")
        check("empty" in b.text("#box-words"), "the page says the box is empty")
        b.click("#resign")
        b.wait(lambda: b.visible("#finished") and "resigned" in b.text("#finished-result"),
               "the machine resigns at the empty box")
        finished = time.monotonic()
        b.switch(display)
        b.wait(lambda: b.text("#games") == "2" and b.text("#loss") == str(losses + 1),
               "the display shows 2 games and one more loss", timeout=1.0)
        check(time.monotonic() - finished <= 1.0, "the display updated within a second")

        # A game recorded in a terminal while the server runs.
        recorded = matchbox("track", "record", tournament, "--moves", "5 2")
        check(recorded.returncode == 0 and "resigned" in recorded.stdout,
              "track record while serving (box 11 is still empty): " + recorded.stderr)
        finished = time.monotonic()
        b.wait(lambda: b.text("#games") == "3", "the display shows the terminal's game",
               timeout=1.0)
        time.sleep(0.5)
        check(b.size(1920, 1080) == [1920, 1080], "the display page is 1920x1080")
        b.screenshot(os.path.join(SHOTS, "display-1920x1080.png"))
        b.size(1024, 768)
        time.sleep(0.3)
        b.screenshot(os.path.join(SHOTS, "display-1024x768.png"))
        b.switch(operator)
        b.click("#next")
        b.wait(lambda: b.text("#box-id") == "1", "the operator page is ready for game 4")
        play_game(b, [("bead", "Y"), ("cell", 1)])
        b.wait(lambda: b.visible("#resign"), "game 4 meets the empty box 11 too")
        b.size(1920, 1080)
        time.sleep(0.3)
        b.screenshot(os.path.join(SHOTS, "operator-1920x1080.png"))
    finally:
        if b:
            b.quit()
        driver.terminate()
        driver.wait(timeout=10)
        server.send_signal(signal.SIGTERM)
        try:
            out, _ = server.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            out = ""
    check(server.returncode == 0 and "Stopped" in out, "SIGTERM stops the server cleanly")
    check(matchbox("track", "undo", tournament).returncode == 0,
          "the file is writable once the server has stopped")
    shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, 0 failed")


if __name__ == "__main__":
    main()
