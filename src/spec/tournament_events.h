// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One event of a tournament file (spec/tournament_file.h): a game, an adjust or an undo, decoded
// from and emitted to YAML. Used only by spec/tournament_file.cpp.
#pragma once

#include <string>

#include "spec/tournament.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {

// Names of the machines: turns and changes of machine 1 name it ("machine: him").
struct Names {
  std::string machine0;
  std::string machine1;  // Empty if there is none.
};

// A machine's name as its events write it: the machine file's name without folder or extension.
std::string machine_name(const MachineRef& ref);
// The names of `t`'s machines.
Names machine_names(const Tournament& t);

// Decodes one item of `events:`. Throws core::Error "FILE:LINE:COLUMN: KEY: expected WHAT,
// found VALUE" for anything malformed.
Event decode_event(const YamlField& field, const Names& names);

// Emits one event as a map (the item of `events:`).
void emit_event(YAML::Emitter& out, const Event& e, const Names& names);

}  // namespace matchbox::spec
