// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Runs the built matchbox executable the way a user would, capturing what it prints.
#pragma once

#include <filesystem>
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

// `matchbox ARGS` (as run_matchbox) with its standard output going where the shell words `sink`
// say (">/dev/full", "| head -c1 >/dev/null"), and SIGPIPE ignored if `ignore_sigpipe` (as a
// server or a script's parent may leave it). `out` stays empty; `exit_code` is matchbox's own
// status, 128+N if signal N ended it, 124 if it ran for two minutes and was stopped.
CommandResult run_matchbox_into(const std::string& args, const std::string& sink,
                                const std::string& input = "", bool ignore_sigpipe = false);

// `matchbox track ARGS`, as run_matchbox.
CommandResult track(const std::string& args, const std::string& input = "");

// An empty folder for one test: <temporary folder>/matchbox-NAME-<process id>, emptied and made.
std::filesystem::path fresh_dir(const std::string& name);

// Runs any shell command, returning its standard output.
std::string shell_output(const std::string& command);

}  // namespace matchbox::testing
