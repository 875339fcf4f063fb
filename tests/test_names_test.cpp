// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ctest runs each test case by the name catch_discover_tests lists, and CMake splits a list at a
// semicolon: a case named with one is run under a cut name that matches nothing, so never runs.
#include <catch2/catch.hpp>

TEST_CASE("No test case's name holds a semicolon, which would keep ctest from running it",
          "[tests]") {
  for (const Catch::TestCase& test : Catch::getRegistryHub().getTestCaseRegistry().getAllTests()) {
    INFO(test.name);
    CHECK(test.name.find(';') == std::string::npos);
  }
}
