// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The learning-rule keys of a machine file (docs/machine-files.md): `reinforcement`,
// `compartments` and `select`. Decoded for spec/machine_file.cpp; every error is a core::Error
// "FILE:LINE:COLUMN: KEY: expected WHAT, found VALUE".
#pragma once

#include "spec/machine_spec.h"
#include "spec/yaml_util.h"

namespace matchbox::spec {

// `reinforcement: {win, draw, loss, empty_box, refill, floor, propagation, compartments}`; an
// outcome rule is {beads: int | "all", boxes: all|last, keep_last: bool, scale: fixed|length}.
// Absent keys keep `r`'s values.
void decode_reinforcement(const YamlField& field, Reinforcement& r);

// `compartments: 1 | 2`; `reinforcement` is the reinforcement field, whose `compartments:
// builder` (decoded into spec.reinforcement before) needs compartments: 2.
void decode_compartments(const YamlField& field, const YamlField& reinforcement, MachineSpec& spec);

// `select: draw | greedy | epsilon | duplicates`, or a map {rule, epsilon, schedule}: epsilon
// is a probability 0..1 (rule epsilon only); schedule a list of {share, epsilon} phases whose
// shares (each above 0) add up to 1, epsilon one probability or [first, second].
void decode_selection(const YamlField& field, MachineSpec& spec);

}  // namespace matchbox::spec
