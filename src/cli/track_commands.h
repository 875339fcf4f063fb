// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The verbs of `matchbox track`, one file each: cli/track_<verb>.cpp. Each registers
// its subcommand on the `track` command; cli/track.cpp wires them.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>

namespace matchbox::cli {

void add_track_new(CLI::App& track);     // track new FILE --machine M
void add_track_record(CLI::App& track);  // track record FILE --moves "..."
void add_track_import(CLI::App& track);  // track import FILE ROWS.csv
void add_track_show(CLI::App& track);    // track show FILE
void add_track_undo(CLI::App& track);    // track undo FILE
void add_track_adjust(CLI::App& track);  // track adjust FILE BOX COLOUR=N...
void add_track_export(CLI::App& track);  // track export FILE
void add_track_play(CLI::App& track);    // track play FILE
void add_track_plot(CLI::App& track);    // track plot FILE [-o OUT] [--style S]
void add_track_serve(CLI::App& track);   // track serve FILE [--port P] [--listen A]
// track session FILE NAME (in cli/track_new_session.cpp)
void add_track_session(CLI::App& track);

// A tournament FILE as typed: a bare name ("festival", no '/' and no extension) means
// output/tournaments/festival.yaml; anything else is a path.
std::filesystem::path tournament_path(const std::string& typed);

}  // namespace matchbox::cli
