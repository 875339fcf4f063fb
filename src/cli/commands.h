// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One function per subcommand; each lives in its own file cli/<name>.cpp, owns an options
// struct, registers the subcommand and its callback on `app`. Callbacks throw core::Error for
// user errors; run_command_line (cli/command_line.h) is the one error funnel.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "core/error.h"

namespace matchbox::cli {

// A command line matchbox cannot run, found outside CLI11 (an unknown command word): the funnel
// prints its message as it prints a core::Error's, and exits 2 as for CLI11's parse errors.
class UsageError : public core::Error {
 public:
  using core::Error::Error;
};

void add_list_command(CLI::App& app);      // matchbox list
void add_boxes_command(CLI::App& app);     // matchbox boxes MACHINE
void add_kit_command(CLI::App& app);       // matchbox kit MACHINE
void add_validate_command(CLI::App& app);  // matchbox validate FILE...
void add_solve_command(CLI::App& app);     // matchbox solve MACHINE-or-GAME
void add_simulate_command(CLI::App& app);  // matchbox simulate MACHINE --opponent ...
void add_compare_command(CLI::App& app);   // matchbox compare MACHINE... --opponent ...
void add_track_command(CLI::App& app);     // matchbox track VERB ... (cli/track_*.cpp)
void add_help_command(CLI::App& app);      // matchbox help [COMMAND [VERB]] (cli/help.cpp)

// Adds --lang CODE to `app` (docs/translations.md): the language of the words printed from then
// on. On the root it reaches every command (they take their parent's options); a command whose
// words are translated adds it too, so its --help lists it. Throws core::Error for a language
// matchbox does not speak.
void add_language_option(CLI::App& app);

// Checks the leading words of a command line (those before the first option) against the
// subcommands `app` has, level by level. Throws UsageError for an unknown one:
// "matchbox: unknown command 'kitt'; did you mean 'kit'? (commands: list, boxes, ...)".
void check_command_words(CLI::App& app, int argc, const char* const* argv);

// The names in `names` a user may have meant by `word`, closest first: those `word` begins
// (two letters or more), then those within one typing slip per three letters (a slip: a letter
// added, left out, changed, or two neighbours swapped).
std::vector<std::string> similar_words(const std::string& word,
                                       const std::vector<std::string>& names);

// "1 run", "20 runs": a count and its noun, singular for one (cli/help.cpp).
std::string count_of(long long n, const char* one, const char* other);

}  // namespace matchbox::cli
