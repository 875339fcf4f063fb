#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every machine-readable output of matchbox read by strict parsers, with hostile names.

For every machine in games/, a copy of its machine file takes a name that YAML readers would take
for something else ("no", "123", "2026-01-01", ...), a title full of YAML's special characters,
and a palette whose colour names hold quotes, ': ', '#', a leading '-', '&', '*', '!', '%', '@',
backticks, commas and brackets, tabs, line breaks, control characters (C0, DEL, C1), line
separators, non-ASCII text and a name of 3000 characters, and whose codes are punctuation. Once
`validate` accepts the copy, every command that writes YAML or CSV for scripts runs on it
(boxes, simulate, solve, compare, and a tournament: track new, play, show, export) and its output
goes to PyYAML's yaml.safe_load (which refuses what YAML does not allow) or Python's csv module;
the names read back must be the names in the files. The tournament file itself, and the server's
JSON for one machine, are read the same way.

Usage: hostile_names_test.py build/matchbox"""
import concurrent.futures
import csv
import io
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time
import urllib.request

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
MATCHBOX = pathlib.Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "build" / "matchbox"

# Machine names: letters, digits, '-' and '_' only (docs/machine-files.md), but words a YAML
# reader would take for a boolean, a number, null or a date.
NAMES = ["no", "123", "null", "0x1F", "1e3", "On", "2026-01-01", "1_000", "y", "True", "-1"]
# Names that --set gives as YAML (where null would be no name at all).
OTHER_NAMES = ["yes", "off", "456", "0o17", "2027-12-31", "-2", "1e5"]
COLOURS = [
    "yes", "null", "12", "a: b", "#hash", "- dash", "&anchor", "*alias", "!tag", "%directive",
    "@at", "`tick`", "'single'", '"double"', "tab\there", "line\nbreak", "esc\x1b[31mred",
    "del\x7f", "nel\x85", "ls\u2028  sep", "Okabe\u2013Ito \u00fc \U0001F600", "a,b [c] {d}",
    "trail ", " lead", "~~", "2026-01-01", "0x1F", "bom\ufeff", "x" * 3000 + ": long",
]
# Bead codes: one or two printable characters, none of them another colour's name, and not "-",
# which a score sheet writes for an empty box.
CODES = [",", "#", "&", "*", "!", "%", "@", "`", "'", '"', ":", "[", "{", "?", "|", ">", "~",
         "1", "a,", ":x"]
TITLE = "Title: #1 - & * ! % @ ` 'q' \"dq\" [a] {b} \u2013 \u00fc \U0001F600\t\x01\x7f\x85"
# What `track new` takes as typed (printable, one line) and a player tag (one word).
TOURNAMENT_TITLE = "no: #1, [a] & *b* !c %d @e `f` 'g' \"h\" \u2013 \u00fc " + "x" * 200
SESSION = "- 12: #a, [b] & *c* `d` \u00fc"
PLAYER = "null:#&*!%@`'\"\u00e9"


def run(*args, cwd):
    done = subprocess.run([str(MATCHBOX), *map(str, args)], cwd=cwd, capture_output=True,
                          timeout=300)
    if done.returncode != 0:
        raise AssertionError(f"matchbox {' '.join(map(str, args))}: exit {done.returncode}\n"
                             + done.stderr.decode(errors="replace"))
    return done.stdout.decode("utf-8")


def strict_yaml(text, what):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise AssertionError(f"{what}: PyYAML refuses it: {e}")


def check(condition, what):
    if not condition:
        raise AssertionError(what)


def palette_of(machine_file, spec):
    palette = spec.get("palette", "okabe-ito")
    path = pathlib.Path(palette)
    if palette.endswith((".yaml", ".yml")) or "/" in palette:
        return (machine_file.parent / path) if not path.is_absolute() else path
    return ROOT / "templates" / "palettes" / f"{palette}.yaml"


class QuotingDumper(yaml.SafeDumper):
    """Writes every string double-quoted, with escapes: in other styles PyYAML writes U+0085 raw,
    and YAML 1.1 readers take it for a line break where yaml-cpp does not."""


QuotingDumper.add_representer(
    str, lambda dumper, text: dumper.represent_scalar("tag:yaml.org,2002:str", text, style='"'))


def dump(data):
    """`data` as YAML that yaml-cpp reads: PyYAML escapes U+0085 and U+00A0 as \\N and \\_, which
    yaml-cpp 0.7 decodes into bytes that are not UTF-8 (and validate refuses)."""
    text = yaml.dump(data, Dumper=QuotingDumper, allow_unicode=True, width=1 << 20)
    return text.replace("\\N", "\\x85").replace("\\_", "\\xA0")


def hostile_copy(index, machine_file, folder):
    """Writes the hostile machine file and its palette; returns (file, name, colours, codes)."""
    spec = yaml.safe_load(machine_file.read_text(encoding="utf-8"))
    palette = yaml.safe_load(palette_of(machine_file, spec).read_text(encoding="utf-8"))
    colours = [COLOURS[(index * 3 + i) % len(COLOURS)] for i in range(len(palette["colours"]))]
    codes = [CODES[(index + i) % len(CODES)] for i in range(len(palette["colours"]))]
    for colour, name, code in zip(palette["colours"], colours, codes):
        colour["name"], colour["code"] = name, code
    (folder / "palette.yaml").write_text(dump(palette),
                                         encoding="utf-8")
    name = NAMES[index % len(NAMES)]
    spec.update(name=name, title=TITLE, palette="palette.yaml")
    (folder / "machine.yaml").write_text(dump(spec), encoding="utf-8")
    return "machine.yaml", name, set(colours), set(codes)


def check_colour(colour, code, colours, codes, what):
    check(colour in colours, f"{what}: colour {colour!r} is none of the palette's names")
    check(isinstance(code, str), f"{what}: code {code!r} read as {type(code).__name__}")


def check_machine(index, machine_file):
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        os.symlink(ROOT / "games", folder / "games")
        os.symlink(ROOT / "templates", folder / "templates")
        path, name, colours, codes = hostile_copy(index, machine_file, folder)
        run("validate", path, cwd=folder)

        boxes = strict_yaml(run("boxes", path, "--format", "yaml", cwd=folder), "boxes")
        check(boxes["machine"] == name, f"boxes: machine {boxes['machine']!r}, not {name!r}")
        for box in boxes["boxes"]:
            for move in box["moves"]:
                check_colour(move["colour"], move["code"], colours, codes, "boxes")

        sim = strict_yaml(run("simulate", path, "--games", 12, "--runs", 2, "--format", "yaml",
                              cwd=folder), "simulate")
        check(sim["machine"] == name, f"simulate: machine {sim['machine']!r}, not {name!r}")
        for extra in sim["summary"]["extra_beads"]:
            check_colour(extra["colour"], extra["code"], colours, codes, "simulate")
        rows = list(csv.reader(io.StringIO(run("simulate", path, "--games", 12, "--runs", 2,
                                               "--format", "csv", cwd=folder))))
        check(rows[0][0] == "game" and len(rows) == 13, "simulate --format csv: 12 rows of games")

        solved = strict_yaml(run("solve", path, "--format", "yaml", cwd=folder), "solve")
        check(solved["machine"] == name, f"solve: machine {solved['machine']!r}, not {name!r}")

        # A machine is labelled as typed, or by the name its own --set gives it.
        other = OTHER_NAMES[index % len(OTHER_NAMES)]
        study = strict_yaml(run("compare", path, path, "--set", f"2:name={other}", "--games", 12,
                                "--runs", 2, "--format", "yaml", cwd=folder), "compare")
        labels = [m["name"] for m in study["machines"]]
        check(labels == [path, other], f"compare: machines {labels!r}, not {[path, other]!r}")
        check(all(isinstance(f["text"], str) for f in study["findings"]), "compare: findings")

        check_tournament(folder, path, name, colours)


def check_tournament(folder, path, name, colours):
    run("track", "new", "t.yaml", "--machine", path, "--title", TOURNAMENT_TITLE, "--session",
        SESSION, cwd=folder)
    run("track", "play", "t.yaml", "--auto", "random", "--games", 3, "--player", PLAYER,
        cwd=folder)
    books = strict_yaml((folder / "t.yaml").read_text(encoding="utf-8"), "the tournament file")
    check(books["title"] == TOURNAMENT_TITLE, f"tournament file: title {books['title']!r}")
    show = strict_yaml(run("track", "show", "t.yaml", "--format", "yaml", cwd=folder),
                       "track show")
    check(show["machine"] == name and show["title"] == TOURNAMENT_TITLE,
          f"track show: machine {show['machine']!r}, title {show['title']!r}")
    check(show["session"] == SESSION, f"track show: session {show['session']!r}")
    for box in show["boxes"]:
        for key in box["beads"]:
            check(re.sub("^[AB]:", "", key) in colours, f"track show: bead key {key!r}")
    by = strict_yaml(run("track", "show", "t.yaml", "--by", "player", "--format", "yaml",
                         cwd=folder), "track show --by player")
    check([g["player"] for g in by["groups"]] == [PLAYER], f"track show --by: {by['groups']!r}")
    games = strict_yaml(run("track", "export", "t.yaml", "--format", "yaml", cwd=folder),
                        "track export")
    check(all(g["session"] == SESSION and g["player"] == PLAYER for g in games),
          "track export: session and player")
    turns = strict_yaml(run("track", "export", "t.yaml", "--format", "yaml", "--rows", "turns",
                            cwd=folder), "track export --rows turns")
    check(all(t["machine"] == name for t in turns), "track export --rows turns: machine")
    for rows in ("games", "turns"):
        table = list(csv.DictReader(io.StringIO(run("track", "export", "t.yaml", "--rows", rows,
                                                    cwd=folder))))
        check(len(table) >= 3, f"track export --rows {rows}: {len(table)} rows")
        if rows == "games":
            check(all(r["session"] == SESSION and r["player"] == PLAYER for r in table),
                  "track export: CSV session and player")
        else:
            check(all(r["machine"] == name for r in table), "track export: CSV machine")


def strings_of(value):
    """Every string in a parsed JSON value."""
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_of(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings_of(v)]
    return [value] if isinstance(value, str) else []


def check_server(folder):
    """The JSON of `track serve` for the last tournament: its title as typed."""
    server = subprocess.Popen([str(MATCHBOX), "track", "serve", "t.yaml", "--port", "0"],
                              cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        address = None
        deadline = time.time() + 30
        while address is None and time.time() < deadline:
            line = server.stdout.readline().decode()
            found = re.search(r"http://127\.0\.0\.1:\d+", line)
            address = found.group(0) if found else None
        check(address is not None, "track serve printed no address")
        with urllib.request.urlopen(address + "/api/state", timeout=30) as answer:
            state = json.loads(answer.read().decode("utf-8"))
        check(TOURNAMENT_TITLE in strings_of(state), "track serve: /api/state lacks the title")
    finally:
        server.terminate()
        server.wait(timeout=30)


def main():
    started = time.time()
    machines = sorted((ROOT / "games").glob("*.yaml"))
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = {pool.submit(check_machine, i, m): m for i, m in enumerate(machines)}
        for future in concurrent.futures.as_completed(futures):
            try:
                future.result()
            except AssertionError as e:
                failures.append(f"{futures[future].name}: {e}")
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        os.symlink(ROOT / "games", folder / "games")
        os.symlink(ROOT / "templates", folder / "templates")
        try:
            path, name, colours, _ = hostile_copy(0, machines[0], folder)
            check_tournament(folder, path, name, colours)
            check_server(folder)
        except AssertionError as e:
            failures.append(f"track serve: {e}")
    for failure in failures:
        print("FAIL", failure)
    print(f"hostile names: {len(machines)} machines, {len(failures)} failures, "
          f"{time.time() - started:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
