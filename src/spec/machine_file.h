// Machine files (games/*.yaml, SPEC §2–§4): the only place machine YAML is decoded.
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
// "reinforcement.win.beads=1"; the value is read as YAML), validates, returns the spec.
// Validation includes building the game with its params (unknown game or params are errors).
MachineSpec load_machine(const std::string& name_or_path,
                         const std::vector<std::string>& overrides = {});

}  // namespace matchbox::spec
