# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""The checkers of the accessibility test (tests/web/accessibility_test.py), from npm
(tests/web/package.json, installed by `npm ci` in tests/web, as .ci/test does): axe-core, run
inside the page in Chromium, and html-validate, run by Node on the HTML the server sends and on
the page as the browser has built it.
"""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = os.path.join(HERE, "node_modules")
AXE = os.path.join(MODULES, "axe-core", "axe.min.js")
HTML_VALIDATE = os.path.join(MODULES, "html-validate", "bin", "html-validate.mjs")
# The HTML the server sends is held to html-validate's recommended rules. The page as the
# browser has built it is serialized by the browser (hidden="", disabled="") and holds the styles
# its scripts set (a square's place over the board picture, a bead's colour): those three style
# rules are left out for it (htmlvalidate-dom.json).
CONFIGS = {"served": os.path.join(HERE, "htmlvalidate.json"),
           "dom": os.path.join(HERE, "htmlvalidate-dom.json")}
# axe-core's impacts that fail a page: all but "minor".
FAILING = ("critical", "serious", "moderate")


def installed():
    """'' if both checkers are installed, else what to run."""
    missing = [p for p in (AXE, HTML_VALIDATE) if not os.path.exists(p)]
    return f"run `npm ci` in {HERE} ({', '.join(missing)} missing)" if missing else ""


_axe_source = None


def axe(b):
    """axe-core's violations of the page open in browser `b` (WCAG 2.2 A and AA and axe's best
    practices) of impact moderate or worse, each as 'rule (impact): selector, ...'."""
    global _axe_source
    if _axe_source is None:
        with open(AXE) as f:
            _axe_source = f.read()
    found = b.s("POST", "/execute/async", {"script": (
        "const done = arguments[arguments.length - 1];"
        "if (!window.axe) (0, eval)(arguments[0]);"
        "axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations.map("
        "  (v) => [v.id, v.impact, v.nodes.map((n) => n.target.join(' ')).slice(0, 4),"
        "          v.nodes.length && v.nodes[0].failureSummary])), (e) => done([['error', e.message]]));"
    ), "args": [_axe_source]})
    return [f"{rule} ({impact}): {', '.join(targets)} [{summary}]"
            for rule, impact, targets, summary in (v + [None] * (4 - len(v)) for v in found)
            if impact in FAILING or rule == "error"]


def rendered(b):
    """The page open in browser `b` as it stands (its DOM), as an HTML document."""
    return "<!DOCTYPE html>\n" + b.js("return document.documentElement.outerHTML;")


def html_validate(pages, kind, folder):
    """html-validate's errors in `pages` ({name: HTML}) of `kind` ("served" or "dom"), as
    'name:line:column: message (rule)'. The pages are written to `folder`; one run of Node."""
    files = []
    for name, html in pages.items():
        path = os.path.join(folder, name + ".html")
        with open(path, "w") as f:
            f.write(html)
        files.append(path)
    result = subprocess.run(["node", HTML_VALIDATE, "--config", CONFIGS[kind], "--formatter",
                             "json", *files], capture_output=True, text=True, timeout=120)
    errors = []
    for report in json.loads(result.stdout or "[]"):
        name = os.path.splitext(os.path.basename(report["filePath"]))[0]
        for m in report["messages"]:
            errors.append(f"{name}:{m['line']}:{m['column']}: {m['message']} ({m['ruleId']})")
    if result.returncode not in (0, 1) or (result.returncode == 1 and not errors):
        errors.append("html-validate failed: " + result.stderr[-400:])
    return errors
