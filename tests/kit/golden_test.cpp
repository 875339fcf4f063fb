// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Golden box lists: box ids are printed on physical boxes, so every change to
// any machine's boxes must show up as a diff of tests/golden/<machine>.yaml. After a deliberate
// change, regenerate with:
//   for m in $(ls games | sed 's/\.yaml$//'); do build/matchbox boxes $m --format yaml >
//   tests/golden/$m.yaml; done
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "documents/kit_yaml.h"
#include "kit/build.h"
#include "read_bytes.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"

namespace matchbox::kit {
namespace {

TEST_CASE("Every machine file's boxes match its golden list", "[kit][golden]") {
  const auto names = spec::machine_names();
  REQUIRE(names.size() >= 3);
  for (const std::string& name : names) {
    INFO("machine " << name << " (regenerate: see tests/kit/golden_test.cpp)");
    const spec::MachineSpec s = spec::load_machine(name);
    const std::string yaml = documents::kit_to_yaml(build(s, spec::load_palette(s.palette)));
    const std::string golden =
        testing::read_bytes(std::string(MATCHBOX_TEST_DATA) + "/../golden/" + name + ".yaml");
    REQUIRE_FALSE(golden.empty());
    CHECK(yaml == golden);
  }
}

}  // namespace
}  // namespace matchbox::kit
