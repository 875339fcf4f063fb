#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""Load test of `matchbox track serve`, run by hand (not part of CI): CLIENTS display pages poll
the server on loopback for SECONDS while games are recorded, then poll for SECONDS / 3 more
with no games (where memory must stay flat). Reports requests, errors, the latency of the
operator page's answers (taps) and of the display pages' GETs (median, 99th percentile,
largest), and the server's resident memory (VmRSS) before, during and after.

With GAMES = 0 (the default) games are recorded alternately through the operator page's answers
and by `matchbox track play --auto` in a terminal, one a second. With GAMES > 0 the tournament
first gets GAMES games from `track play --auto random` (100,000 take about 90 s), and then the
operator page answers once a second (a tap every second, as at a busy festival table).

Usage: tests/web/load_test.py build/matchbox [CLIENTS=50] [SECONDS=60] [GAMES=0]
Exits 1 if any request failed.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

MATCHBOX = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build/matchbox")
CLIENTS = int(sys.argv[2]) if len(sys.argv) > 2 else 50
SECONDS = float(sys.argv[3]) if len(sys.argv) > 3 else 60.0
GAMES = int(sys.argv[4]) if len(sys.argv) > 4 else 0

lock = threading.Lock()
counts = {"requests": 0, "errors": 0, "games_http": 0, "games_terminal": 0}
errors = []
latency = {"tap": [], "GET": []}  # Seconds, per request.


def count(key, n=1):
    with lock:
        counts[key] += n


def timed(kind, started):
    with lock:
        latency[kind].append(time.monotonic() - started)


def get(url):
    started = time.monotonic()
    with urllib.request.urlopen(url, timeout=10) as r:
        if r.status != 200:
            raise RuntimeError(f"{url}: HTTP {r.status}")
        body = r.read()
    timed("GET", started)
    return body


def display_client(base, stop):
    """Polls as display.js does: the version twice a second, the data when it changes."""
    shown = ""
    while not stop.is_set():
        try:
            version = get(base + "/api/version").decode()
            count("requests")
            if version != shown:
                state = json.loads(get(base + "/api/state"))
                count("requests")
                if state.get("last"):
                    get(base + "/api/plot.svg?style=michie&v=" + urllib.parse.quote(version))
                    get(base + "/api/last.svg?v=" + urllib.parse.quote(version))
                    count("requests", 2)
                shown = version
        except Exception as e:  # noqa: BLE001 - every failure is counted and reported.
            count("errors")
            with lock:
                errors.append(str(e))
        stop.wait(0.5)


def post(base, path, fields, version):
    """An answer made on the page that showed `version` of the tournament."""
    body = urllib.parse.urlencode(dict(fields, version=version)).encode()
    request = urllib.request.Request(base + path, data=body, method="POST")
    started = time.monotonic()
    with urllib.request.urlopen(request, timeout=10) as r:
        answer = json.loads(r.read())
    timed("tap", started)
    return answer


def http_game(base, pause=0.0, stop=None):
    """Plays one game through the operator page's answers, `pause` seconds after each."""
    for _ in range(20):
        if pause:
            stop.wait(pause)
        view = json.loads(get(base + "/api/play"))
        box = view.get("box")
        if box and box["empty"]:
            answer = post(base, "/api/resign", {}, view["version"])
        elif box:
            bead = next(b["code"] for b in box["beads"] if b["beads"] > 0)
            answer = post(base, "/api/bead", {"bead": bead}, view["version"])
        else:
            answer = post(base, "/api/move", {"move": view["legal"][-1]["notation"]},
                          view["version"])
        count("requests", 2)
        if answer.get("finished"):
            count("games_http")
            return
    raise RuntimeError("a game over HTTP did not end")


def writer(base, tournament, stop, until):
    seed = 1
    while not stop.is_set() and time.monotonic() < until:
        try:
            if GAMES:
                http_game(base, 1.0, stop)
                continue
            http_game(base)
            stop.wait(1.0)
            played = subprocess.run([MATCHBOX, "track", "play", tournament, "--auto", "random",
                                     "--games", "1", "--seed", str(seed)],
                                    capture_output=True, text=True, timeout=30)
            if played.returncode != 0:
                raise RuntimeError("track play --auto: " + played.stderr.strip())
            count("games_terminal")
            seed += 1
        except Exception as e:  # noqa: BLE001
            count("errors")
            with lock:
                errors.append("writer: " + str(e))
        stop.wait(1.0)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def main():
    work = tempfile.mkdtemp(prefix="matchbox-load-")
    tournament = os.path.join(work, "festival.yaml")
    subprocess.run([MATCHBOX, "track", "new", tournament, "--machine", "menace"], check=True,
                   capture_output=True)
    if GAMES:
        subprocess.run([MATCHBOX, "track", "play", tournament, "--auto", "random", "--games",
                        str(GAMES)], check=True, capture_output=True)
    server = subprocess.Popen([MATCHBOX, "track", "serve", tournament, "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    base = None
    for line in server.stdout:
        m = re.search(r"Festival screen: (http://127\.0\.0\.1:\d+)/", line)
        if m:
            base = m.group(1)
            break
    get(base + "/api/state")
    get(base + "/api/play/board.svg")
    rss = [("start", rss_kib(server.pid))]
    stop = threading.Event()
    threads = [threading.Thread(target=display_client, args=(base, stop)) for _ in range(CLIENTS)]
    started = time.monotonic()
    threads.append(threading.Thread(target=writer,
                                    args=(base, tournament, stop, started + SECONDS)))
    for t in threads:
        t.start()
    while time.monotonic() - started < SECONDS * 4 / 3:
        time.sleep(min(10.0, SECONDS / 6))
        quiet = " (no games)" if time.monotonic() - started > SECONDS + 1 else ""
        rss.append(("%.0f s%s" % (time.monotonic() - started, quiet), rss_kib(server.pid)))
    stop.set()
    for t in threads:
        t.join(timeout=30)
    rss.append(("after", rss_kib(server.pid)))
    server.terminate()
    server.wait(timeout=10)
    games = counts["games_http"] + counts["games_terminal"]
    if GAMES:
        print(f"A tournament of {GAMES} games played beforehand; "
              f"{os.path.getsize(tournament) / 1e6:.1f} MB.")
    print(f"{CLIENTS} display clients for {SECONDS * 4 / 3:.0f} s: {counts['requests']} requests, "
          f"{counts['errors']} errors; {games} games recorded ({counts['games_http']} over HTTP, "
          f"{counts['games_terminal']} by track play --auto) in the first {SECONDS:.0f} s")
    for kind, seconds in latency.items():
        if seconds:
            seconds.sort()
            ms = [1000 * seconds[len(seconds) // 2], 1000 * seconds[(99 * len(seconds)) // 100],
                  1000 * seconds[-1]]
            print(f"{kind}: {len(seconds)} requests; median {ms[0]:.1f} ms, p99 {ms[1]:.1f} ms, "
                  f"largest {ms[2]:.1f} ms")
    print("server VmRSS (KiB): " + ", ".join(f"{when} {kib}" for when, kib in rss))
    print("server exit status after SIGTERM:", server.returncode)
    for e in errors[:10]:
        print("error:", e)
    sys.exit(1 if counts["errors"] or server.returncode != 0 else 0)


if __name__ == "__main__":
    main()
