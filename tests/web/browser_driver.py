# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the browser tests of `matchbox track serve` share: checks that count, the matchbox command,
a WebDriver session on chromedriver (the W3C WebDriver protocol, Python's standard library only)
and a `track serve` server on a free port.
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
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
passed = 0


def test_args():
    """The command line of a page test: `build/matchbox [SCREENSHOT_FOLDER] [--docs DIR]`.
    Returns (the matchbox binary, the screenshot folder, the docs folder or None); the binary
    is also the one start_server and matchbox() run."""
    global MATCHBOX
    args = [a for a in sys.argv[1:] if a != "--docs"]
    docs = sys.argv[sys.argv.index("--docs") + 1] if "--docs" in sys.argv else None
    if docs:
        args.remove(docs)
    MATCHBOX = os.path.abspath(args[0] if args else "build/matchbox")
    shots = os.path.abspath(args[1] if len(args) > 1 else "build/web-screenshots")
    return MATCHBOX, shots, docs


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

    def __init__(self, port, lang=None):
        """A browser whose user asks for the language `lang` ("de": its Accept-Language), or
        Chromium's default (English) if None."""
        self.base = f"http://127.0.0.1:{port}"
        profile = tempfile.mkdtemp(prefix="matchbox-chromium-")
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--hide-scrollbars", f"--user-data-dir={profile}"]
        options = {"binary": CHROMIUM, "args": args}
        if lang:
            args += [f"--lang={lang}", f"--accept-lang={lang}"]
            options["prefs"] = {"intl": {"accept_languages": lang}}
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome",
                                                 "goog:chromeOptions": options}}}
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
                if ("stale element" not in str(e) and "click intercepted" not in str(e)
                        or attempt == 4):
                    raise
                time.sleep(0.1)

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return e ? e.textContent : null;", selector)

    def visible(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return !!e && !e.closest('[hidden]') && e.checkVisibility();",
                       selector)

    def poll(self, condition, timeout=5.0):
        """Waits until `condition()` is true. Returns its value, or None after `timeout`."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = condition()
            if value:
                return value
            time.sleep(0.05)
        return None

    def wait(self, condition, what, timeout=5.0):
        value = self.poll(condition, timeout)
        if not value:
            check(False, what + " (waited %.1f s)" % timeout)
        return value

    def until(self, body, what, timeout=5.0):
        """Waits inside the page (one round trip) until the async JavaScript function body
        `body` returns true."""
        script = ("const deadline = Date.now() + arguments[0];"
                  "const test = async () => { %s };"
                  "return (async () => { while (Date.now() < deadline) {"
                  " if (await test()) return true;"
                  " await new Promise(r => setTimeout(r, 30)); } return false; })();" % body)
        if not self.js(script, timeout * 1000):
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


def start_server(tournament, *options, until=None):
    """Starts `matchbox track serve TOURNAMENT --port 0 OPTIONS...` (tournament: a file, or a
    list of files for a class league) and reads what it prints up to the first festival screen's
    address, or with `until` on to the first line that starts with it ("Press Ctrl-C" for the
    whole greeting). Returns (the server, the first festival screen's address, the lines read);
    a server that stops first fails the test."""
    files = [tournament] if isinstance(tournament, str) else list(tournament)
    server = subprocess.Popen([MATCHBOX, "track", "serve", *files, "--port", "0", *options],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    address = None
    for line in server.stdout:
        lines.append(line)
        m = re.search(r"Festival screen: (http://127\.0\.0\.1:\d+)/", line)
        address = address or (m.group(1) if m else None)
        if address and (until is None or line.startswith(until)):
            return server, address, lines
    check(False, "track serve prints its address: " + "".join(lines))


def stop_server(server):
    """Stops a server with SIGTERM (as Ctrl-C does). Returns what it printed."""
    server.send_signal(signal.SIGTERM)
    try:
        out, _ = server.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        out = ""
    return out


def start_chromedriver():
    """Starts chromedriver on a free port and waits until it answers. Returns (process, port)."""
    port = free_port()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=1)
            break
        except Exception:
            time.sleep(0.1)
    return driver, port


# The page shows the file as it is now, and no answer is on its way.
CAUGHT_UP = ("if (busy) return false;"
             "const v = await (await fetch('/api/version', { cache: 'no-store' })).text();"
             "return v === document.body.dataset.version;")


def settle(b):
    """Waits until the operator page shows the file as it is now."""
    b.until(CAUGHT_UP, "the operator page catches up with the file")


def answer(b, selector, what):
    """Taps `selector` (an answer that writes the file) and waits until the page shows the
    file it wrote, with no error."""
    before = b.js("return document.body.dataset.version;")
    b.until("const e = document.querySelector(%s);"
            "return !!e && !e.disabled && !e.closest('[hidden]') && e.checkVisibility();"
            % json.dumps(selector), f"the operator page offers {what}")
    b.click(selector)
    b.until("if (!$('error').hidden) return true;"
            "if (document.body.dataset.version === %s) return false;" % json.dumps(before) +
            CAUGHT_UP, f"the page shows the file after {what}")
    if b.visible("#error"):
        check(False, f"{what} is taken: {b.text('#error')}")


def tap_move(b, move, what):
    """Plays the opponent's `move` ({notation, path}) as a person does: its cells on the real
    board one after another (a piece, then where it lands), or its button below the board."""
    cells = b.js("return view.cells.map(c => c.cell);")
    if not all(c in cells for c in move["path"]):
        answer(b, f'#moves button[data-move="{move["notation"]}"]', what)
        return
    for i, cell in enumerate(move["path"]):
        selector = f'#cells button.legal[data-cell="{cell}"]'
        if i + 1 == len(move["path"]):
            answer(b, selector, what)
        else:
            # As a person would, tap again if the page has not taken the tap (a tap can land
            # while the page redraws its cells).
            for _ in range(3):
                b.wait(lambda: b.visible(selector), f"{what}: cell {cell} can be tapped")
                b.click(selector)
                if b.poll(lambda: b.js("return taps.picked.length;") == i + 1, 2.0):
                    break
            else:
                check(False, f"{what}: cell {cell} picked (tapped 3 times)")


def play_game(b, answers):
    """Taps the answers on the operator page: ('bead', code), ('cell', index) for a one-tap
    move, or ('continue', None)."""
    for kind, value in answers:
        selector = {"bead": f'#beads button[data-bead="{value}"]',
                    "cell": f'#cells button.legal[data-cell="{value}"]',
                    "continue": "#continue"}[kind]
        answer(b, selector, f"{kind} {value}")
