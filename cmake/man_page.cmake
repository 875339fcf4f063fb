# Writes OUTPUT, the man page matchbox(1), from the help the executable EXE prints: the
# top-level --help, then `EXE COMMAND --help` for every subcommand it lists (and theirs, one
# level down: `track new`, ...). Run at build time (cmake -P) so the page never drifts from
# the CLI. VERSION is the project version.

# Troff-safe text: backslashes escaped, lines that start with '.' or "'" protected.
function(troff_escape text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The subcommand names listed under "Subcommands:" in a help text.
function(subcommands help out)
  set(names "")
  string(FIND "${help}" "Subcommands:" at)
  if(at GREATER -1)
    string(SUBSTRING "${help}" ${at} -1 tail)
    string(REGEX MATCHALL "\n  [a-z][a-z0-9-]*" found "${tail}")
    foreach(line IN LISTS found)
      string(STRIP "${line}" name)
      list(APPEND names "${name}")
    endforeach()
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

function(help_of words out)
  execute_process(COMMAND "${EXE}" ${words} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "${EXE} ${words} --help failed")
  endif()
  set(${out} "${help}" PARENT_SCOPE)
endfunction()

function(section words out)
  help_of("${words}" help)
  troff_escape("${help}" body)
  string(REPLACE ";" " " title "${words}")
  set(${out} ".SS \"matchbox ${title}\"\n.nf\n${body}.fi\n" PARENT_SCOPE)
endfunction()

help_of("" top)
subcommands("${top}" commands)
troff_escape("${top}" top_text)
set(page ".TH MATCHBOX 1 \"\" \"matchbox ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\nmatchbox \\- printable kits for matchbox learning machines\n")
string(APPEND page ".SH SYNOPSIS\n.B matchbox\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGS\\fR]\n")
string(APPEND page ".SH DESCRIPTION\n.nf\n${top_text}.fi\n.SH COMMANDS\n")
foreach(command IN LISTS commands)
  section("${command}" text)
  string(APPEND page "${text}")
  help_of("${command}" help)
  subcommands("${help}" verbs)
  foreach(verb IN LISTS verbs)
    section("${command};${verb}" text)
    string(APPEND page "${text}")
  endforeach()
endforeach()
string(APPEND page [=[
.SH ENVIRONMENT
.TP
.B MATCHBOX_DATA_DIR
The folder that holds games/ and templates/, instead of the one found beside the executable
(\fI../share/matchbox\fR from its folder).
.TP
.B SOURCE_DATE_EPOCH
The creation date written into PDF files (seconds since 1970), for reproducible kits.
.SH FILES
.TP
.I share/matchbox/games/*.yaml
The built-in machine files (MENACE, HER, NIMBLE, ...).
.TP
.I share/matchbox/templates/
Sheet templates, palettes and the texts printed in a kit.
.SH EXIT STATUS
Whatever goes wrong, matchbox prints one line on standard error saying what and what to do.
0 on success, and for \fB--help\fR and \fB--version\fR; 1 when the command failed: bad input or
a file that cannot be read or written (the line names the file, the line and column, the value
and what was expected), standard output that cannot be written ("cannot write standard output"),
or an internal error (a bug: "internal error: ...", please report it); 2 for a bad command line
(an unknown command or option, a missing argument). A closed pipe on standard output
(\fBmatchbox track export FILE | head -1\fR) is no error: matchbox stops quietly.
]=])
file(WRITE "${OUTPUT}" "${page}")
