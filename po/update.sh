#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Regenerates po/matchbox.pot, the message catalogue template, from what matchbox prints:
# - the kit's texts, templates/texts/*.yaml (each key a msgctxt), written by matchbox_texts_pot;
# - C++ strings marked tr("context", "text") (src/core/translation.h), found by xgettext;
# then brings every po/<code>.po up to date with it (msgmerge: new messages come in
# untranslated, changed ones fuzzy, for a translator to finish; docs/translations.md).
#
#   po/update.sh [BUILD]            BUILD: the build folder (default build), which holds
#                                   matchbox_texts_pot (built with the tests)
#   po/update.sh --check [BUILD]    changes nothing; exits 1 if po/matchbox.pot lacks a message
#                                   or holds one no more printed
set -euo pipefail
# xgettext reads and writes UTF-8 only in a UTF-8 locale (C.UTF-8 comes with the C library).
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/.."
check=false
if [[ ${1:-} == --check ]]; then
  check=true
  shift
fi
build=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$build/matchbox_texts_pot" > "$work/texts.pot"
find src -name '*.cpp' -o -name '*.h' | LC_ALL=C sort > "$work/sources"
xgettext --language=C++ --from-code=UTF-8 --sort-by-file --add-comments=TRANSLATORS: \
  --keyword= --keyword=tr:1c,2 --keyword=tr_noop:1c,2 --keyword=translate_plural:1c,2,3 --files-from="$work/sources" \
  --output="$work/code.pot" 2> "$work/xgettext.log" || { cat "$work/xgettext.log" >&2; exit 1; }
if [[ -s $work/code.pot ]]; then
  msgcat --use-first --output-file="$work/matchbox.pot" "$work/texts.pot" "$work/code.pot"
else
  msgcat --output-file="$work/matchbox.pot" "$work/texts.pot"
fi

if $check; then
  # Where each message comes from (#: lines) moves with every edit; what the messages are does
  # not: only that is checked.
  if ! diff -q <(grep -v '^#:' po/matchbox.pot) <(grep -v '^#:' "$work/matchbox.pot") > /dev/null; then
    echo "po/matchbox.pot is out of date: run po/update.sh $build" >&2
    exit 1
  fi
  exit 0
fi
cp "$work/matchbox.pot" po/matchbox.pot
for po in po/*.po; do
  [[ -e $po ]] || continue
  msgmerge --quiet --update --backup=none "$po" po/matchbox.pot
done
