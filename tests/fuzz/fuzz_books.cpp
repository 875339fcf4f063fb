// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes the books with the model-based test's sequences (tests/tracker/books_steps.h), drawn
// from bytes: the first byte picks the machine in games/ (or two machines, HER against HIM), each
// later pair of bytes a step and its seed. Kills become full disks here (no fork inside the
// fuzzer). Any difference from the model is a finding (trap), printed first.
#include <cstdio>
#include <filesystem>

#include "fuzz_util.h"
#include "spec/machine_file.h"
#include "tracker/books_steps.h"
#include "tracker/session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace matchbox;
  namespace books = testing::books;
  static const std::vector<std::string> machines = [] {
    tracker::set_events_after_checkpoint(2);  // Short sequences take checkpoints too.
    return spec::machine_names();
  }();
  if (size < 1) return 0;
  const std::size_t pick = data[0] % (machines.size() + 1);
  const std::string machine = pick == machines.size() ? "her" : machines[pick];
  const std::string opponent = pick == machines.size() ? "him" : "";
  std::vector<books::Op> ops;
  for (std::size_t i = 1; i + 1 < size && ops.size() < 40; i += 2)
    ops.push_back({static_cast<books::Step>(data[i] % static_cast<int>(books::Step::kCount)),
                   static_cast<std::uint32_t>(data[i + 1]) * 2654435761u});
  const std::filesystem::path dir = fuzz::scratch() / "books";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const books::Outcome outcome = books::run(machine, opponent, ops, dir, false);
  if (!outcome.failure.empty()) {
    std::fprintf(stderr, "books differ from the model: %s: %s\n%s\n", machine.c_str(),
                 books::describe(ops).c_str(), outcome.failure.c_str());
    __builtin_trap();
  }
  return 0;
}
