// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Machine files (games/*.yaml, docs/machine-files.md): the only place machine YAML is decoded.
// Every error is a core::Error whose message starts "FILE:LINE:COLUMN: " (1-based) and names
// the key, the value found and what was expected; errors in a --set override name the
// override instead ("--set symmetry=sideways: ...").
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "spec/machine_spec.h"

namespace matchbox::spec {

// "menace" -> <data>/games/menace.yaml; anything containing '/' or ending in .yaml/.yml is a
// path. Throws core::Error for an unknown name (listing the known ones) or a missing file.
std::filesystem::path resolve_machine(const std::string& name_or_path);

// Names of the machine files in <data>/games/, sorted.
std::vector<std::string> machine_names();

// Reads, applies `overrides` ("key=value", dotted keys for nested maps, e.g.
// "reinforcement.win.beads=1"; the value is read as YAML; a game parameter the file sets can
// be named alone: "width=4" for "params.width=4"), validates, returns the spec.
// Validation includes building the game with its params (unknown game or params are errors).
//
// Keys (games/menace.yaml is the annotated example): `game` is required; `name` defaults to the
// file stem (letters, digits, '-', '_': it names the output folder) and `title` to the name;
// every other key defaults to MachineSpec's value. Unknown or repeated keys are errors.
// `palette` must name a file in templates/palettes/. `initial_beads` is one integer >= 1 for
// every ply (stored under key 0) or a map ply -> integer >= 1, whose plies must be ones the
// machine moves at (odd if it plays first, even if second). An outcome rule's `beads` is an
// integer or "all" (all_of_colour). Enum words are those of the tables in machine_spec.h.
MachineSpec load_machine(const std::string& name_or_path,
                         const std::vector<std::string>& overrides = {});

}  // namespace matchbox::spec
