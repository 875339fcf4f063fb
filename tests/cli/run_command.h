// Runs the built matchbox executable the way a user would, capturing what it prints.
#pragma once

#include <string>

namespace matchbox::testing {

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// `args` is appended to the executable's path and run by /bin/sh (quote as in a shell), with
// `input` as its standard input (empty: /dev/null).
CommandResult run_matchbox(const std::string& args, const std::string& input = "");

// Runs any shell command, returning its standard output.
std::string shell_output(const std::string& command);

}  // namespace matchbox::testing
