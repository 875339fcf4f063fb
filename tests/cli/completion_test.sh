#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The bash completion (cmake/matchbox.bash) offers what the program lists where the command line
# wants it: sheets after --sheet, languages after --lang, palettes after --set palette=, commands,
# verbs, machines, tournaments and files, and the values of every option that takes one of a set.
#   tests/cli/completion_test.sh MATCHBOX [SOURCE_DIR]      (run by ctest)
set -euo pipefail
matchbox=$(realpath "$1")
source_dir=$(realpath "${2:-$(dirname "$0")/../..}")
PATH=$(dirname "$matchbox"):$PATH
# shellcheck source=../../cmake/matchbox.bash
source "$source_dir/cmake/matchbox.bash"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
mkdir -p output/tournaments
touch my.yaml rows.csv notes.txt output/tournaments/fest.yaml
failures=0

# What the completion offers for the command line "$@" (its last word is being completed), one
# word a line, sorted.
offered() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _matchbox
  [[ ${#COMPREPLY[@]} -eq 0 ]] || printf '%s\n' "${COMPREPLY[@]}" | sort -u
}

sorted() { tr ' ' '\n' <<< "$*" | sed '/^$/d' | sort -u; }

# expect "WORDS" WORD...: the completion of the command line WORD... offers exactly WORDS.
expect() {
  local want=$1 got
  shift
  got=$(offered "$@")
  if [[ $got != "$(sorted "$want")" ]]; then
    echo "FAIL: $*: offered [$(xargs <<< "$got")], expected [$(sorted "$want" | xargs)]"
    failures=$((failures + 1))
  fi
}

names() { matchbox list "$1" --names | xargs; }
sheets=$(names sheets) languages=$(names languages) palettes=$(names palettes)
machines=$(names machines)
[[ $sheets == *a4-cut* && $languages == "en "* && $palettes == *okabe-ito* && $machines == *menace* ]] ||
  { echo "FAIL: matchbox list KIND --names"; exit 1; }

# Names where they belong, and local files of the right kind beside them.
expect "$sheets my.yaml output" matchbox kit menace --sheet ''
expect "$sheets my.yaml output" matchbox kit menace --sheet = ''
expect "$languages" matchbox kit menace --lang ''
expect "$languages" matchbox --lang ''
expect "$palettes my.yaml output" matchbox kit her --set palette =
expect "okabe-ito" matchbox kit her --set palette = ok
expect "$machines my.yaml output" matchbox kit ''
expect "$(grep -o 'menace[a-z0-9-]*' <<< "$machines" | xargs)" matchbox boxes --format text me
expect "$machines my.yaml output" matchbox --lang de simulate --key ''
expect "$machines my.yaml output $(matchbox solve --help | sed -n 's/.* or a game: //p' | tr -d ,)" \
  matchbox solve ''
expect "$machines my.yaml output" matchbox track new fest --machine ''
expect "my.yaml output" matchbox validate ''
expect "fest my.yaml output" matchbox track show ''
expect "rows.csv output" matchbox track import fest ''
expect "fest my.yaml output" matchbox kit menace --contents ''
expect "output" matchbox kit menace -o ''
expect "notes.txt" matchbox track export fest -o n

# Commands, verbs and options, from the help.
commands=$(_matchbox_subcommands "$(matchbox --help)" | xargs)
verbs=$(_matchbox_subcommands "$(matchbox track --help)" | xargs)
[[ $commands == *kit*track* && $verbs == *record*serve* ]] || { echo "FAIL: subcommands"; exit 1; }
expect "$commands" matchbox ''
expect "track" matchbox tr
expect "$verbs" matchbox track ''
expect "$verbs" matchbox help track ''
expect "machines sheets palettes languages" matchbox list ''
expect "--set --sheet --spares-for" matchbox kit menace --s
expect "poster" matchbox kit menace --with p
expect "poster,worksheet" matchbox kit menace --with poster,w

# Every option of every command and verb that takes one of a set ({a,b} or "one of a|b" in its
# help) is offered exactly that set; every word the completion's table offers for an option
# whose help names its values only in prose is in that help.
for path in "" $commands $(printf 'track %s\n' $verbs | tr ' ' :); do
  path=${path//:/ }
  [[ $path == help || $path == track ]] && continue
  help=$(matchbox $path --help)
  for option in $(sed -n 's/^ *\(-[a-zA-Z],\)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' <<< "$help"); do
    line=$(_matchbox_option_line "$option" "$help")
    set=$(_matchbox_set "$line" | xargs)
    if [[ -n $set && $option != --lang ]]; then
      # shellcheck disable=SC2086
      expect "$set" matchbox $path "$option" ''
    fi
    for value in $(_matchbox_prose_values "$option" "$path"); do
      [[ " $machines " == *" $value "* ]] && continue
      # The option's help: its line and the lines below it up to the next option.
      text=$(awk -v o="$option" 'on && /^ *-/ { exit } $0 ~ "^ *(-[a-zA-Z],)?" o "( |$)" { on = 1 } on' \
        <<< "$help")
      if ! grep -qw -- "$value" <<< "$text"; then
        echo "FAIL: matchbox $path $option: the completion offers $value, which its help does not name"
        failures=$((failures + 1))
      fi
    done
  done
done

if [[ $failures -gt 0 ]]; then
  echo "$failures failures"
  exit 1
fi
echo "completion: all offered as expected"
