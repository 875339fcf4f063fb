// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line of matchbox and its one error funnel (issue 36). Whatever goes wrong, matchbox
// prints ONE line on stderr, "matchbox: WHAT", naming the file when the error names one, and
// exits with:
//   0  success; also --help and --version;
//   1  the command failed: bad input or a file that cannot be read or written (core::Error),
//      standard output that cannot be written ("cannot write standard output: REASON"), or an
//      internal error ("internal error: WHAT (a bug in matchbox; please report it ...)": a
//      core::InternalError, any other exception, even one not derived from std::exception, and
//      one escaping a thread, through install_terminate_handler());
//   2  a bad command line: CLI11's parse errors ("WHAT (see --help)") and an unknown command
//      word (UsageError, cli/commands.h).
// A closed pipe on standard output (`matchbox track export F | head -1`) is no error: SIGPIPE
// keeps its default action and ends matchbox quietly, and where it is ignored the command stops
// quietly with the status it had.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace matchbox::cli {

// Parses argv (argc words, argv[0] the program) and runs the command it names, through
// run_guarded(); returns the exit status (0, 1 or 2 as above). Installs the terminate handler
// and check_standard_output() first. `revision` is the git revision `--version` prints ("6a46660").
int run_command_line(int argc, char** argv, const std::string& revision);

// The funnel: runs `command`, then flushes standard output (std::cout and stdio's stdout,
// which fmt::print writes to). Any exception `command` throws, and a failed write on standard
// output, becomes one line on stderr (the first of them: a failed write after an error adds
// nothing); returns the exit status. Never throws.
int run_guarded(const std::function<void()>& command);

// Makes std::terminate (an exception escaping a thread, or a noexcept function) print the line
// run_guarded() would print for the exception in flight (or "internal error: terminate called
// without an exception") and end the process with _exit of its exit status (1 for internal
// errors) rather than abort.
void install_terminate_handler();

// From now on, notes the reason of a failed write on std::cout when it happens, for the funnel's
// message (run_command_line calls it).
void check_standard_output();

// Flushes std::cout and stdout. Returns 0, or the errno of the write that failed (ENOSPC on a
// full disk, EPIPE on a pipe nobody reads any more; EIO if the reason was lost), the first such
// error again on every later call. A command that
// prints as it goes asks this to stop early when nobody can read it; the funnel then says why.
int flush_standard_output();

// Flushes `out` (std::cout through flush_standard_output(), which keeps the reason for the
// funnel's message). Returns false if it could not be written.
bool flush_output(std::ostream& out);

}  // namespace matchbox::cli
