// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/command_line.h"

#include <CLI/CLI.hpp>
#include <string>

#include "cli/commands.h"
#include "core/translation.h"
#include "spec/languages.h"

namespace matchbox::cli {

void add_language_option(CLI::App& app) {
  std::string codes;
  for (const std::string& code : spec::languages()) codes += (codes.empty() ? "" : ", ") + code;
  app.add_option_function<std::string>(
         "--lang", [](const std::string& code) { core::set_language(spec::check_language(code)); },
         "Language of the kit, the plots and the tracker's terminal output: " + codes +
             " (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one, "
             "else en); also the web pages' for a browser that asks for none of them. "
             "Tournament files, --help and the solver's and simulator's tables stay English "
             "(docs/translations.md)")
      ->type_name("CODE");
}

int run_command_line(int argc, char** argv, const std::string& revision) {
  install_terminate_handler();
  check_standard_output();
  return run_guarded([&] {
    CLI::App app{"matchbox: printable kits for matchbox learning machines (MENACE, HER, ...)",
                 "matchbox"};
    app.require_subcommand(1);
    spec::start_languages();
    add_language_option(app);
    // --lang may follow the command's name: every command takes its parent's options.
    app.fallthrough();
    app.set_version_flag("--version",
                         std::string("matchbox ") + MATCHBOX_VERSION + " (git " + revision + ")");
    add_list_command(app);
    add_boxes_command(app);
    add_kit_command(app);
    add_validate_command(app);
    add_solve_command(app);
    add_simulate_command(app);
    add_compare_command(app);
    add_track_command(app);
    add_help_command(app);
    try {
      check_command_words(app, argc, argv);
      app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
      if (e.get_exit_code() != 0) throw;  // The funnel says what is wrong: exit 2.
      app.exit(e);                        // --help, --version: printed, exit 0.
    }
  });
}

}  // namespace matchbox::cli
