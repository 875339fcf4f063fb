// The command line of matchbox, the one error funnel: user errors (core::Error, and
// command-line errors from CLI11) print one line on stderr and exit 1; --help and --version exit
// 0; anything else is an internal error, exit 2.
#pragma once

#include <string>

namespace matchbox::cli {

// Parses argv (argc words, argv[0] the program) and runs the command it names; returns the exit
// status (0, 1 or 2 as above). `revision` is the git revision `--version` prints ("6a46660").
int run_command_line(int argc, char** argv, const std::string& revision);

}  // namespace matchbox::cli
