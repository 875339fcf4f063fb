// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One Catch2 test case per item of a list, registered at start-up: a check of every machine in
// games/ becomes a short case for each machine ("<base name>: <machine>"), so that ctest runs
// them apart and in parallel, and a machine added later is covered without editing the tests.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "spec/machine_file.h"

namespace matchbox::testing {

// What a registered case runs: the check of one item (a machine's name, a language's code).
using CaseCheck = void (*)(const std::string& item);

// Registers, for each of `items`, a test case named "<base>: <item>" with the tags `tags`
// ("[track][checkpoint]") that calls `check(item)`; the cases point at `file` and `line`, the
// caller's (GCC's and Clang's __builtin_FILE/__builtin_LINE: std::source_location needs a newer
// Clang than Debian 12's, which builds the fuzz targets). Meant to initialise a namespace-scope
// constant, so that the cases exist before Catch2 lists or runs any; returns true. Throws nothing:
// Catch2 reports a name registered twice when it starts.
inline bool register_cases(const std::string& base, const std::string& tags,
                           const std::vector<std::string>& items, CaseCheck check,
                           const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
  struct Invoker : Catch::ITestInvoker {
    Invoker(CaseCheck run, std::string of) : check(run), item(std::move(of)) {}
    void invoke() const override { check(item); }
    CaseCheck check;
    std::string item;
  };
  for (const std::string& item : items)
    Catch::AutoReg(new Invoker(check, item),
                   Catch::SourceLineInfo(file, static_cast<std::size_t>(line)), Catch::StringRef(),
                   Catch::NameAndTags{base + ": " + item, tags});
  return true;
}

// Registers one test case per machine in games/ (spec::machine_names()), "<base>: <machine>",
// as register_cases does; returns true. Throws core::Error if the data folder cannot be found
// (at start-up, which ends the test program with the error's message).
inline bool register_machine_cases(const std::string& base, const std::string& tags,
                                   CaseCheck check, const char* file = __builtin_FILE(),
                                   int line = __builtin_LINE()) {
  return register_cases(base, tags, spec::machine_names(), check, file, line);
}

}  // namespace matchbox::testing
