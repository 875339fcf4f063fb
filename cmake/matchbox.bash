# Bash completion for matchbox: subcommands, the options of each (read from its --help, so
# they never drift), machine names from `matchbox list`, and file names where an option takes
# a file. Needs nothing but bash (the bash-completion package is optional).
_matchbox() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local -a path=()
  local i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      -*) ;;
      *) [[ ${#path[@]} -lt 2 ]] && path+=("${COMP_WORDS[i]}") ;;
    esac
  done
  case "$prev" in
    -o|--output|--plot|--contents) COMPREPLY=($(compgen -f -- "$cur")); return ;;
  esac
  local help
  help=$(matchbox "${path[@]:0:2}" --help 2>/dev/null) ||
    help=$(matchbox "${path[@]:0:1}" --help 2>/dev/null)
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(sed -n 's/^ *\(-[a-zA-Z],\)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' \
                                <<<"$help")" -- "$cur"))
    return
  fi
  local subs
  subs=$(sed -n '/^Subcommands:/,$s/^  \([a-z][a-z0-9-]*\) .*/\1/p' <<<"$help")
  if [[ -n "$subs" && ${#path[@]} -lt 2 ]]; then
    COMPREPLY=($(compgen -W "$subs" -- "$cur"))
    return
  fi
  local machines
  machines=$(matchbox list 2>/dev/null | sed -n '/^Machines/,/^$/s/^  \([a-z0-9_-]*\) .*/\1/p')
  COMPREPLY=($(compgen -W "$machines" -- "$cur") $(compgen -f -X '!*.y*ml' -- "$cur"))
}
complete -o filenames -F _matchbox matchbox
