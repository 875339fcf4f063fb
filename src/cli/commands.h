// One function per subcommand; each lives in its own file cli/<name>.cpp, owns an options
// struct, registers the subcommand and its callback on `app`. Callbacks throw core::Error for
// user errors; main.cpp is the one error funnel (DESIGN idiom 9).
#pragma once

#include <CLI/CLI.hpp>

namespace matchbox::cli {

void add_list_command(CLI::App& app);      // matchbox list
void add_boxes_command(CLI::App& app);     // matchbox boxes MACHINE
void add_kit_command(CLI::App& app);       // matchbox kit MACHINE
void add_validate_command(CLI::App& app);  // matchbox validate FILE...
void add_solve_command(CLI::App& app);     // matchbox solve MACHINE-or-GAME
void add_simulate_command(CLI::App& app);  // matchbox simulate MACHINE --opponent ...
void add_track_command(CLI::App& app);     // matchbox track VERB ... (cli/track_*.cpp)

}  // namespace matchbox::cli
