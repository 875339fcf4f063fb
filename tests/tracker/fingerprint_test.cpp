// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The kit fingerprint a tournament file keeps: what the books depend on changes it;
// words that are only printed do not.
#include <catch2/catch.hpp>

#include "kit/build.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "tracker/machine.h"

namespace matchbox::tracker {
namespace {

std::string fingerprint_of(const std::vector<std::string>& overrides) {
  const spec::MachineSpec spec = spec::load_machine("menace", overrides);
  return fingerprint(kit::build(spec, spec::load_palette(spec.palette)));
}

TEST_CASE("A kit's fingerprint follows its boxes, beads and rules, not its words", "[tracker]") {
  const std::string menace = fingerprint_of({});
  CHECK(menace.size() == 16);
  CHECK(fingerprint_of({}) == menace);  // Deterministic.
  CHECK(fingerprint_of({"title=Our MENACE", "description=A class kit."}) == menace);
  CHECK(fingerprint_of({"initial_beads=2"}) != menace);
  CHECK(fingerprint_of({"reinforcement.win.beads=2"}) != menace);
  CHECK(fingerprint_of({"forced=keep", "initial_beads.9=1"}) != menace);
  CHECK(fingerprint_of({"palette=tol-muted"}) != menace);
  // The builder's reading of two compartments changes what a loss takes.
  CHECK(fingerprint_of({"compartments=2", "reinforcement.compartments=builder"}) !=
        fingerprint_of({"compartments=2"}));
}

}  // namespace
}  // namespace matchbox::tracker
