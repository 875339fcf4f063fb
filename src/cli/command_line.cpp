#include "cli/command_line.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "core/error.h"
#include "core/translation.h"
#include "spec/languages.h"

namespace matchbox::cli {
namespace {

// `message` on one line: control characters (a newline in an echoed value) are escaped.
std::string one_line(std::string_view message) {
  std::string out;
  for (const char c : message) {
    if (c == '\n') {
      out += "\\n";
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char code[8];
      std::snprintf(code, sizeof code, "\\x%02x", static_cast<unsigned char>(c));
      out += code;
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

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
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version.
    std::cerr << "matchbox: " << one_line(e.what()) << " (see --help)\n";
    return 1;
  } catch (const core::Error& e) {
    std::cerr << "matchbox: " << one_line(e.what()) << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "matchbox: internal error: " << one_line(e.what()) << "\n";
    return 2;
  }
  return 0;
}

}  // namespace matchbox::cli
