#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Soak test of `matchbox track serve --visitors`, run by hand (not part of CI; README.md, "Tests
and benchmark"): for MINUTES, SCREENS festival screens poll the server as display.js does, PHONES
phones play the software twin (each from an address of its own on loopback, 127.0.1.N, a tap
every 1.5 s; the first four phones leave every fifth game unfinished, which keeps its place for
the ten minutes an idle game is kept), and a table game is played every minute, through
the operator page's answers or by `matchbox track play --auto` in a terminal by turns, with
`matchbox track undo` every fifth minute. Then the server is stopped with SIGTERM.

It checks what a festival needs of its books at the end: the file is read by `track show` and
`track export`; every table game not undone is booked once; every visitor game a phone saw
finish is booked once (none lost, none twice); the server stopped within 10 s of SIGTERM; and its
resident memory (VmRSS), read every minute, stays flat: printed at the start, after 10 minutes
and at the end.

Usage: tests/web/soak_test.py build/matchbox [MINUTES=30] [SCREENS=50] [PHONES=40]
Exits 1 if a check failed or a request failed.
"""
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

MATCHBOX = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build/matchbox")
MINUTES = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
SCREENS = int(sys.argv[3]) if len(sys.argv) > 3 else 50
PHONES = int(sys.argv[4]) if len(sys.argv) > 4 else 40

lock = threading.Lock()
tally = {"requests": 0, "errors": 0, "visitor_finished": 0, "visitor_abandoned": 0,
         "table_games": 0, "undos": 0, "busy": 0}
errors = []


def add(key, n=1):
    with lock:
        tally[key] += n


def failed(where, e):
    add("errors")
    with lock:
        errors.append(f"{where}: {e}")


def request(port, method, path, fields=None, source="127.0.0.1"):
    """One request from `source` (a loopback address); returns (status, parsed JSON or body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15, source_address=(source, 0))
    try:
        body = urllib.parse.urlencode(fields).encode() if fields is not None else None
        headers = {"Content-Type": "application/x-www-form-urlencoded"} if body else {}
        conn.request(method, path, body=body, headers=headers)
        r = conn.getresponse()
        data = r.read()
        add("requests")
        kind = r.getheader("Content-Type", "")
        return r.status, json.loads(data) if "json" in kind else data
    finally:
        conn.close()


def screen(port, stop):
    """Polls as display.js does: the version twice a second, the state and plot when it changes."""
    shown = ""
    while not stop.is_set():
        try:
            _, version = request(port, "GET", "/api/version")
            if version != shown:
                request(port, "GET", "/api/state")
                request(port, "GET", "/api/plot.svg?style=michie")
                shown = version
        except Exception as e:  # noqa: BLE001 - counted and reported.
            failed("screen", e)
        stop.wait(0.5)


def phone(port, n, stop):
    """Plays the twin game after game, a tap every 1.5 s; phones 0-3 leave every fifth game."""
    source = f"127.0.1.{n + 1}"
    games = 0
    while not stop.is_set():
        try:
            status, game = request(port, "POST", "/api/visit/begin", {"first": ""}, source)
            if status == 503:
                add("busy")
                stop.wait(float(game.get("retry_after", 10)))
                continue
            if status != 200:
                raise RuntimeError(f"begin: HTTP {status}: {game}")
            games += 1
            leave = n < 4 and games % 5 == 0
            while not game["over"] and not stop.is_set():
                stop.wait(1.5)
                if leave and game["ply"] >= 1:
                    add("visitor_abandoned")
                    break
                move = game["legal"][games % len(game["legal"])]["notation"]
                status, game = request(port, "POST", "/api/visit/move",
                                       {"game": game["game"], "move": move,
                                        "ply": game["ply"] + 1}, source)
                if status != 200:
                    raise RuntimeError(f"move: HTTP {status}: {game}")
            if game["over"]:
                add("visitor_finished")
        except Exception as e:  # noqa: BLE001
            failed(f"phone {n}", e)
            stop.wait(2.0)


def operator_game(port):
    """One table game through the operator page's answers, a tap a second."""
    for _ in range(30):
        _, view = request(port, "GET", "/api/play")
        box = view.get("box")
        if box and box["empty"]:
            path, fields = "/api/resign", {}
        elif box:
            path, fields = "/api/bead", {"bead": next(b["code"] for b in box["beads"] if b["beads"])}
        elif view.get("forced"):
            path, fields = "/api/continue", {}
        else:
            path, fields = "/api/move", {"move": view["legal"][0]["notation"]}
        status, answer = request(port, "POST", path, dict(fields, version=view["version"]))
        if status == 409:  # Another writer holds the file, or answered first: look again.
            time.sleep(1.0)
            continue
        if status != 200:
            raise RuntimeError(f"{path}: HTTP {status}: {answer}")
        if answer.get("finished"):
            return
        time.sleep(1.0)
    raise RuntimeError("a table game over the operator page did not end")


def run_cli(*args):
    """`matchbox ARGS` as a terminal runs it, again while the server is writing the file."""
    for _ in range(20):
        done = subprocess.run([MATCHBOX, *args], capture_output=True, text=True, timeout=60)
        if done.returncode == 0:
            return
        if "another matchbox is writing it" not in done.stderr:
            raise RuntimeError(" ".join(args[:2]) + ": " + done.stderr.strip())
        time.sleep(0.5)
    raise RuntimeError(" ".join(args[:2]) + ": the file stayed locked")


def table(port, tournament, stop):
    """A table game every minute, by turns on the operator page and in a terminal; every fifth
    minute `track undo` takes the last one back."""
    minute = 0
    while not stop.wait(60.0 if minute else 5.0):
        minute += 1
        try:
            if minute % 2:
                operator_game(port)
            else:
                run_cli("track", "play", tournament, "--auto", "random", "--games", "1", "--seed",
                        str(minute))
            add("table_games")
            if minute % 5 == 0:
                run_cli("track", "undo", tournament)
                add("undos")
        except Exception as e:  # noqa: BLE001
            failed(f"table, minute {minute}", e)


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1)) / 1024


def main():
    work = tempfile.mkdtemp(prefix="matchbox-soak-")
    tournament = os.path.join(work, "festival.yaml")
    subprocess.run([MATCHBOX, "track", "new", tournament, "--machine", "menace"], check=True,
                   capture_output=True)
    server = subprocess.Popen([MATCHBOX, "track", "serve", tournament, "--port", "0",
                               "--visitors", "--no-qr"], stdout=subprocess.PIPE, text=True)
    port = None
    for line in server.stdout:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            port = int(m.group(1))
            break
    threading.Thread(target=server.stdout.read, daemon=True).start()
    request(port, "GET", "/api/state")
    rss = [(0, rss_mib(server.pid))]
    stop = threading.Event()
    threads = [threading.Thread(target=screen, args=(port, stop)) for _ in range(SCREENS)]
    threads += [threading.Thread(target=phone, args=(port, n, stop)) for n in range(PHONES)]
    threads.append(threading.Thread(target=table, args=(port, tournament, stop)))
    for t in threads:
        t.start()
    started = time.monotonic()
    while (elapsed := time.monotonic() - started) < MINUTES * 60:
        time.sleep(min(60.0, MINUTES * 60 - elapsed))
        rss.append((round((time.monotonic() - started) / 60), rss_mib(server.pid)))
        print(f"{rss[-1][0]} min: VmRSS {rss[-1][1]:.1f} MiB, {tally}", flush=True)
    stop.set()
    for t in threads:
        t.join(timeout=90)
    time.sleep(3)  # The server books what it still has (a visitor game ends as the phones stop).
    asked = time.monotonic()
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=60)
    stopped = time.monotonic() - asked
    shown = subprocess.run([MATCHBOX, "track", "show", tournament], capture_output=True,
                           text=True)
    exported = subprocess.run([MATCHBOX, "track", "export", tournament], capture_output=True,
                              text=True)
    games = re.search(r"Games: (\d+)", shown.stdout)
    twin = re.search(r"software twin \(.*?\): (\d+)", shown.stdout)
    table_expected = tally["table_games"] - tally["undos"]
    checks = {
        "track show and track export read the file":
            shown.returncode == 0 and exported.returncode == 0,
        f"table games booked once ({table_expected})":
            games is not None and int(games.group(1)) == table_expected,
        f"visitor games booked once ({tally['visitor_finished']})":
            twin is not None and int(twin.group(1)) == tally["visitor_finished"],
        f"server stopped within 10 s of SIGTERM ({stopped:.1f} s)": stopped < 10,
        "no request failed": tally["errors"] == 0,
    }
    at = {m: mib for m, mib in rss}
    print(f"{MINUTES:.0f} min, {SCREENS} screens, {PHONES} phones: {tally}")
    print(f"file: {os.path.getsize(tournament) / 1e6:.2f} MB; show: {shown.stdout.splitlines()[2:3]}"
          f" {twin.group(0) if twin else shown.stderr.strip()}")
    print("server VmRSS (MiB): start {:.1f}, after 10 min {}, at the end {:.1f}".format(
        rss[0][1], f"{at[10]:.1f}" if 10 in at else "-", rss[-1][1]))
    for what, ok in checks.items():
        print(("ok    " if ok else "FAIL  ") + what)
    for e in errors[:10]:
        print("error:", e)
    sys.exit(0 if all(checks.values()) else 1)


if __name__ == "__main__":
    main()
