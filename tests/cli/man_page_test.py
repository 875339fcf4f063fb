#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The man page, docs/matchbox.1, against the program it describes (run by ctest):

- groff -ww and man --warnings (as lintian runs it) print no warning, lexgrog reads its NAME
  line, and at MANWIDTH=80 no rendered line is longer than 80 columns;
- it has a section for every command and every verb of `track` the program lists, each section
  names every option the command's --help lists, every option it describes (a .TP item) is one
  the command has, and every option the page names anywhere exists;
- its version is the program's, and it names every language --lang takes;
- its EXAMPLES run and exit 0 (but track play, which waits for a player, and track serve, a
  server, whose options are checked above).

    tests/cli/man_page_test.py MATCHBOX PAGE
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

MATCHBOX, PAGE = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
OPTION = re.compile(r"(?<![\w-])(-[a-zA-Z]|--[a-z][a-z0-9-]*)\b")
failures = []


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def helps():
    """{"": top-level help, "kit": ..., "track new": ...} for every command and verb listed."""
    def subcommands(text):
        tail = text.split("Subcommands:", 1)[1] if "Subcommands:" in text else ""
        return re.findall(r"^  ([a-z][a-z0-9-]*) ", tail, re.M)

    out = {"": run([MATCHBOX, "--help"]).stdout}
    for command in subcommands(out[""]):
        out[command] = run([MATCHBOX, command, "--help"]).stdout
        for verb in subcommands(out[command]):
            out[f"{command} {verb}"] = run([MATCHBOX, command, verb, "--help"]).stdout
    return out


def options(help_text):
    """The options a --help text lists: "-o", "--output", ..."""
    found = set()
    for line in help_text.splitlines():
        m = re.match(r"^ +((?:-[a-zA-Z],)?--[a-z][a-z0-9-]*)", line)
        if m:
            found.update(m.group(1).split(","))
    return found


def roff_text(line):
    """A roff line with its escapes for hyphens, fonts and specials resolved."""
    line = line.replace(r"\-", "-").replace(r"\e", "\\")
    return re.sub(r"\\f[BIRP]|\\\(..|\\&|\\%", "", line)


def sections(roff):
    """{".SS heading": [lines]} of the page, headings unquoted."""
    out, current = {}, None
    for line in roff.splitlines():
        if line.startswith((".SS ", ".SH ")):
            current = line[4:].strip('"') if line.startswith(".SS ") else None
            if current is not None:
                out[current] = []
        elif current is not None:
            out[current].append(line)
    return out


def check_rendering():
    env = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="80", MANROFFSEQ="")
    groff = run(["groff", "-ww", "-man", "-Tutf8", "-z", PAGE], env=env)
    if groff.returncode or groff.stderr:
        failures.append(f"groff -ww: {groff.stderr.strip()}")
    man = run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", PAGE], env=env)
    if man.returncode or man.stderr:
        failures.append(f"man --warnings: {man.stderr.strip()}")
    rendered = run(["man", "-l", PAGE], env=env).stdout
    for line in rendered.splitlines():
        if len(line) > 80:
            failures.append(f"rendered line of {len(line)} columns: {line}")
    whatis = run(["lexgrog", PAGE], env=env)
    if whatis.returncode or "manual page for" in whatis.stdout:
        failures.append(f"lexgrog: {whatis.stdout.strip()} {whatis.stderr.strip()}")
    return rendered


def check_commands(roff, all_help):
    page = sections(roff)
    top = options(all_help[""])
    everywhere = set().union(*(options(h) for h in all_help.values()))
    for path, help_text in all_help.items():
        if not path:
            continue
        if path not in page:
            failures.append(f"no section .SS \"{path}\" for `matchbox {path}`")
            continue
        text = roff_text("\n".join(page[path]))
        named = set(OPTION.findall(text))
        for option in sorted(options(help_text) - top - {"-h"}):
            if option not in named:
                failures.append(f"section {path}: does not name {option}")
        lines = page[path]
        for i, line in enumerate(lines[:-1]):
            if line == ".TP":
                for option in OPTION.findall(roff_text(lines[i + 1])):
                    if option not in options(help_text) | top:
                        failures.append(f"section {path}: describes {option}, which it lacks")
        for kind in re.findall(r"\{([^}]*)\}", help_text):
            for word in kind.split(","):
                if not re.search(rf"\b{re.escape(word)}\b", text):
                    failures.append(f"section {path}: does not name {word}")
    for option in sorted(set(OPTION.findall(roff_text(roff))) - everywhere):
        failures.append(f"the page names {option}, which no command has")


def check_facts(roff, rendered):
    version = run([MATCHBOX, "--version"]).stdout.split()[1]
    if not re.search(rf'^\.TH .*"matchbox {re.escape(version)}"', roff, re.M):
        failures.append(f".TH does not say matchbox {version}")
    codes = run([MATCHBOX, "list", "languages", "--names"]).stdout.split()
    if ", ".join(codes[1:]) not in " ".join(rendered.split()):
        failures.append(f"the page does not list the languages {', '.join(codes)}")


def check_examples(roff):
    blocks = re.findall(r"^\.EX\n(.*?)^\.EE", roff, re.M | re.S)
    commands = " ".join(blocks).replace("\\e\n", " ")
    scratch = tempfile.mkdtemp()
    try:
        for line in commands.splitlines():
            line = roff_text(line).strip()
            if not line.startswith("matchbox ") or re.match(r"matchbox track (play|serve) ", line):
                continue
            words = re.findall(r'"[^"]*"|\S+', line)
            args = [w.strip('"') for w in words[1:]]
            done = run([MATCHBOX] + args, cwd=scratch)
            if done.returncode:
                failures.append(f"example `{line}` exits {done.returncode}: {done.stderr.strip()}")
    finally:
        shutil.rmtree(scratch)


roff = open(PAGE, encoding="utf-8").read()
all_help = helps()
rendered = check_rendering()
check_commands(roff, all_help)
check_facts(roff, rendered)
check_examples(roff)
for failure in failures:
    print("FAIL:", failure)
print(f"man page: {len(all_help) - 1} commands and verbs, {len(failures)} failures")
sys.exit(1 if failures else 0)
