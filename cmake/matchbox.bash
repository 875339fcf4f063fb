# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Bash completion for matchbox. Everything it offers comes from the program, so it never drifts:
# commands, verbs and options from their --help; the values of an option that takes one of a
# set ({a,b} or "one of a|b" in its help line); machine, sheet, palette and language names from
# `matchbox list KIND --names`. A few options take one of a set that only their help's words
# name (--opponent random, perfect or strict): those are in the table below, and
# tests/cli/completion_test.sh checks that each word is in the option's help (and the rest of
# what this offers). Needs nothing but bash (the bash-completion package is optional).

# The words bash completes from, as lines: `matchbox list KIND --names` (machines, sheets,
# palettes, languages).
_matchbox_names() { matchbox list "$1" --names 2> /dev/null; }

# COMPREPLY: what `compgen ARGS` prints, one word a line.
_matchbox_reply() { mapfile -t COMPREPLY < <(compgen "$@"); }

# Files ending in one of the extensions $2.. (a|b), and folders to walk into, for the word $1.
_matchbox_files() {
  local extglob=false
  shopt -q extglob && extglob=true
  shopt -s extglob
  compgen -d -- "$1"
  compgen -f -X "!*.@($2)" -- "$1"
  $extglob || shopt -u extglob
  return 0
}

# Tournament files: bare names of output/tournaments/*.yaml and paths of YAML files.
_matchbox_tournaments() {
  local file
  for file in output/tournaments/*.yaml; do
    [[ -e $file ]] && file=${file##*/} && printf '%s\n' "${file%.yaml}"
  done
  _matchbox_files "$1" 'yaml|yml'
}

# The help line of option $1 (-o or --output) in the help text $2, from the option on.
_matchbox_option_line() {
  sed -n "s/^ *\(-[a-zA-Z],\)\{0,1\}\(--[a-z0-9-]*,\)\{0,1\}\($1\)\([ ,].*\|\)$/\3\4/p" <<< "$2" |
    head -1
}

# Whether option $1 takes a value, by its help line in $2: a type (TEXT, INT, ENUM, CODE, N[,N])
# follows its name after one space; a flag's line goes on with spaces, Excludes: or Needs:.
_matchbox_takes_value() {
  local line
  line=$(_matchbox_option_line "$1" "$2")
  [[ -n $line && ${line#* } =~ ^([A-Z][A-Z]+|N\[) ]]
}

# The values of a set in the help line $1: {a,b,c} or "one of a|b|c".
_matchbox_set() {
  local set newline=$'\n'
  set=$(sed -n 's/.*:{\([^}]*\)}.*/\1/p; s/.*one of \([a-z0-9|-]*\).*/\1/p' <<< "$1" | head -1)
  [[ -z $set ]] || printf '%s\n' "${set//[,|]/$newline}"
}

# What option $1 of command $2 ("kit", "track play") takes, as words, where its help names them
# only in prose.
_matchbox_prose_values() {
  case "$2 $1" in
    "kit --opponent" | "track play --auto" | "track plot --expect") echo random perfect strict ;;
    "compare --opponent") echo random perfect strict self ;;
    "simulate --opponent")
      echo random perfect strict self
      _matchbox_names machines
      ;;
    "kit --with") echo poster worksheet ;;
    "track record --first") echo machine opponent ;;
    "track play --first") echo machine opponent alternate ;;
  esac
}

# Completes the value $4 of option $1 of command $2 ("kit", "track play"), whose help text is $3;
# fails if the option takes no value.
_matchbox_value() {
  local option=$1 command=$2 help=$3 cur=$4 words
  case "$option" in
    --sheet) words="$(_matchbox_names sheets) $(_matchbox_files "$cur" 'yaml|yml')" ;;
    --lang) words=$(_matchbox_names languages) ;;
    --machine | --opponent-machine | --base)
      words="$(_matchbox_names machines) $(_matchbox_files "$cur" 'yaml|yml')"
      ;;
    --contents) words=$(_matchbox_tournaments "$cur") ;;
    --plot) words=$(_matchbox_files "$cur" 'pdf|svg|png') ;;
    -o | --output) # A folder for kit, a file for the others.
      local kind=-f
      [[ $command == kit ]] && kind=-d
      words=$(compgen "$kind" -- "$cur")
      ;;
    *)
      _matchbox_takes_value "$option" "$help" || return 1
      words="$(_matchbox_set "$(_matchbox_option_line "$option" "$help")")"
      [[ -n $words ]] || words=$(_matchbox_prose_values "$option" "$command")
      if [[ $option == --with && $cur == *,* ]]; then # A comma list: complete its last item.
        _matchbox_reply -P "${cur%,*}," -W "$words" -- "${cur##*,}"
        return 0
      fi
      ;;
  esac
  _matchbox_reply -W "$words" -- "$cur"
}

# The subcommands listed in the help text $1.
_matchbox_subcommands() { sed -n '/^Subcommands:/,$s/^  \([a-z][a-z0-9-]*\) .*/\1/p' <<< "$1"; }

_matchbox() {
  local cur=${COMP_WORDS[COMP_CWORD]} at=$((COMP_CWORD - 1))
  # --option=value and --set palette=value: bash splits the word at '=' (COMP_WORDBREAKS).
  local split=false
  if [[ $cur == = ]]; then
    cur='' split=true
  elif [[ ${COMP_WORDS[at]} == = ]]; then
    at=$((at - 1)) split=true
  fi
  local prev=${COMP_WORDS[at]}
  $split && [[ $prev == palette && ${COMP_WORDS[at - 1]} == --set ]] && prev=--palette
  # The command (and track's verb), and the positional words typed after them.
  local command='' verb='' i word before help
  local -a positionals=()
  help=$(matchbox --help 2> /dev/null)
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]} before=${COMP_WORDS[i - 1]}
    if [[ $word == -* || $word == = || $before == = ]]; then
      continue
    elif [[ $before == --lang ]] ||
      { [[ $before == -* ]] && _matchbox_takes_value "$before" "$help"; }; then
      continue # The value of an option.
    elif [[ -z $command ]]; then
      command=$word
      help=$(matchbox "$command" --help 2> /dev/null)
    elif [[ $command == track && -z $verb ]]; then
      verb=$word
      help=$(matchbox track "$verb" --help 2> /dev/null)
    else
      positionals+=("$word")
    fi
  done
  local words=''
  if [[ $prev == --palette ]]; then
    words="$(_matchbox_names palettes) $(_matchbox_files "$cur" 'yaml|yml')"
  elif [[ $prev == -* ]] && _matchbox_value "$prev" "$command${verb:+ $verb}" "$help" "$cur"; then
    return
  elif [[ $cur == -* ]]; then
    words=$(sed -n 's/^ *\(-[a-zA-Z],\)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' <<< "$help")
  else
    case "$command" in
      '') words=$(_matchbox_subcommands "$help") ;;
      help)
        if [[ ${#positionals[@]} -eq 0 ]]; then
          words=$(_matchbox_subcommands "$(matchbox --help 2> /dev/null)")
        elif [[ ${positionals[*]} == track ]]; then
          words=$(_matchbox_subcommands "$(matchbox track --help 2> /dev/null)")
        fi
        ;;
      list)
        [[ ${#positionals[@]} -eq 0 ]] && words=$(_matchbox_set "$(grep '^  what ' <<< "$help")")
        ;;
      boxes | kit | simulate | compare)
        words="$(_matchbox_names machines) $(_matchbox_files "$cur" 'yaml|yml')"
        ;;
      solve)
        # A machine, or a game its help names: "... or a game: tic-tac-toe, pawns, ...".
        [[ ${#positionals[@]} -eq 0 ]] && words="$(_matchbox_names machines)
          $(_matchbox_files "$cur" 'yaml|yml')
          $(sed -n 's/.* or a game: //p' <<< "$help" | tr -d ,)"
        ;;
      validate) words=$(_matchbox_files "$cur" 'yaml|yml') ;;
      track)
        if [[ -z $verb ]]; then
          words=$(_matchbox_subcommands "$help")
        elif [[ $verb == import && ${#positionals[@]} -eq 1 ]]; then
          words=$(_matchbox_files "$cur" 'csv')
        elif [[ $verb != new && (${#positionals[@]} -eq 0 || $verb == plot || $verb == serve) ]]
        then
          words=$(_matchbox_tournaments "$cur")
        fi
        ;;
    esac
  fi
  _matchbox_reply -W "$words" -- "$cur"
}
complete -o filenames -F _matchbox matchbox
