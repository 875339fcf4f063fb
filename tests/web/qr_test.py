#!/ usr / bin / env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""The QR codes of `matchbox track serve`, read by zbarimg (Debian: zbar-tools) as a tablet's
camera would read them.

`track serve --listen 0.0.0.0 --port 0` prints the operator address with its token, then its QR
code in UTF-8 half blocks: the blocks are turned into a picture of a dark terminal (light text
on black) and zbarimg must read the address printed beside them. `--no-qr` and a server for
this computer only print no code. `/operator/qr` is refused (403) without the token or with a
wrong one; with it, a screenshot of the page in headless Chromium at 1280x800 must read as the
same address. The screenshot is written to SCREENSHOT_FOLDER/operator-qr.png.

Usage: tests/web/qr_test.py build/matchbox [SCREENSHOT_FOLDER]
Prints "N passed, 0 failed" and exits 0, or names the first check that failed and exits 1.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

sys.dont_write_bytecode = True  # No __pycache__ beside the tests.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver  # noqa: E402
from browser_driver import (Browser, check, matchbox, start_chromedriver,  # noqa: E402
                            stop_server)

MATCHBOX = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build/matchbox")
browser_driver.MATCHBOX = MATCHBOX
SHOTS = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "build/web-screenshots")
HALVES = {" ": (0, 0), "▀": (1, 0), "▄": (0, 1), "█": (1, 1)}


def serve(tournament, *args):
    """Starts `track serve` and reads what it prints up to "Press Ctrl-C". Returns the process
    and those lines."""
    server = subprocess.Popen([MATCHBOX, "track", "serve", tournament, "--port", "0", *args],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              encoding="utf-8")
    lines = []
    for line in server.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith("Press Ctrl-C"):
            return server, lines
    check(False, "track serve starts: " + "\n".join(lines))


def zbar(path):
    """The text zbarimg reads in the picture at `path` ("" if none)."""
    result = subprocess.run(["zbarimg", "--raw", "-q", path], capture_output=True, text=True,
                            timeout=30)
    return result.stdout.rstrip("\n")


def terminal_picture(code_lines, path, scale=3):
    """Writes what a dark terminal shows for `code_lines` (drawn halves light, the rest and a
    border of 4 cells black) as a PGM file at `path`."""
    border = 4
    columns = max(len(line) for line in code_lines) + 2 * border
    rows = (len(code_lines) + 2 * border) * 2
    pixels = [[0] * columns for _ in range(rows)]
    for r, line in enumerate(code_lines):
        for c, char in enumerate(line):
            for half, drawn in enumerate(HALVES[char]):
                pixels[(r + border) * 2 + half][c + border] = 255 * drawn
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (columns * scale, rows * scale))
        for row in pixels:
            line = bytes(v for v in row for _ in range(scale))
            f.write(line * scale)


def status_of(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def terminal_code(tournament, work):
    """The code printed by a server for every network: read by zbarimg. Returns the server, its
    port, token and the address the code carries."""
    server, lines = serve(tournament, "--listen", "0.0.0.0")
    text = "\n".join(lines)
    scan = next((i for i, line in enumerate(lines) if "Scan this with the tablet's camera" in line),
                None)
    check(scan is not None, "track serve --listen 0.0.0.0 says to scan the code"
          + ("" if scan is not None else ":\n" + text))
    address = lines[scan + 1].strip()
    m = re.fullmatch(r"http://([0-9.]+):(\d+)/operator\?token=([0-9a-f]{32})", address)
    check(m is not None, f"the code's address is an IP address with the token: {address}")
    port, token = int(m.group(2)), m.group(3)
    printed = next((line for line in lines if "Operator page:" in line), "")
    check(printed.endswith(f"/operator?token={token}"), "the code's token is the printed one")
    code = []
    for line in lines[scan + 2:]:
        if not line.startswith("  ") or not line[2:] or set(line[2:]) - set(HALVES):
            break
        code.append(line[2:])
    check(len(code) >= 12, f"the code is printed in half blocks ({len(code)} lines)")
    check(max(len(line) for line in code) <= 80, "the code fits an 80-column terminal")
    picture = os.path.join(work, "terminal.pgm")
    terminal_picture(code, picture)
    check(zbar(picture) == address, "zbarimg reads the terminal's code as the operator address")
    big = address.replace("/operator?", "/operator/qr?")
    check(any(line.strip().endswith(big) for line in lines[scan:]),
          "track serve says where the screen shows the code big")
    return server, port, token, address


def qr_page(b, port, token, address):
    base = f"http://127.0.0.1:{port}/operator/qr"
    for url, what in ((base, "no token"), (base + "?token=" + "0" * 32, "a wrong token")):
        status, body = status_of(url)
        check(status == 403 and "access token" in body and token not in body
              and "<svg" not in body, f"/operator/qr with {what} is refused with 403, no code")
    status, body = status_of(base + "?token=" + token)
    check(status == 200 and address in body, "/operator/qr with the token shows the address")
    b.size(1280, 800)
    b.go(base + "?token=" + token)
    b.wait(lambda: b.text("h1"), "the QR page loads")
    check(b.js("return document.documentElement.scrollHeight <= innerHeight;"),
          "the QR page fits 1280x800 without scrolling")
    check(b.js("return document.querySelector('.qr-code svg').getBoundingClientRect().width;")
          >= 500, "the code is drawn at least 500 px wide at 1280x800")
    shot = os.path.join(SHOTS, "operator-qr.png")
    b.screenshot(shot)
    check(zbar(shot) == address, "zbarimg reads the screenshot of /operator/qr as the address")


def main():
    if not shutil.which("zbarimg"):
        print("SKIPPED: zbarimg is not installed (Debian: zbar-tools); no QR code decoded")
        return
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="matchbox-qr-")
    try:
        tournament = os.path.join(work, "festival")
        check(matchbox("track", "new", tournament, "--machine", "menace").returncode == 0,
              "track new")
        for args, what in ((["--listen", "0.0.0.0", "--no-qr"], "--no-qr"),
                           ([], "a server for this computer only")):
            server, lines = serve(tournament, *args)
            stop_server(server)
            check(not any(set(line.strip()) <= set("▀▄█ ") and line.strip() for line in lines)
                  and not any("Scan this" in line for line in lines), f"{what}: no code printed")
        server, port, token, address = terminal_code(tournament, work)
        driver, driver_port = start_chromedriver()
        b = Browser(driver_port)
        try:
            qr_page(b, port, token, address)
        finally:
            b.quit()
            driver.terminate()
            driver.wait(timeout=10)
            stop_server(server)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{browser_driver.passed} passed, 0 failed")


if __name__ == "__main__":
    main()
