// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Running a tournament's runs (simulate/training.h): result counts, block sizes, the
// checks on run counts, and runs spread over threads, each run seeded on its own so the
// results are the same whatever the thread count.
#include <algorithm>
#include <exception>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <utility>

#include "core/error.h"
#include "simulate/training.h"

namespace matchbox::simulate {
namespace {

// Runs work(0) .. work(workers - 1) on threads of their own. If the system refuses a thread,
// no more are started, the ones running are joined, and a core::Error names the thread.
template <typename Work>
void run_workers(int workers, const Work& work) {
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(workers));
  std::string failure;
  for (int w = 0; w < workers && failure.empty(); ++w) {
    try {
      pool.emplace_back(work, w);
    } catch (const std::system_error& e) {
      failure = "cannot start thread " + std::to_string(w + 1) + " of " + std::to_string(workers) +
                ": " + e.code().message() + "; expected fewer --threads (0: one per core)";
    }
  }
  for (std::thread& t : pool) t.join();
  if (!failure.empty()) throw core::Error(failure);
}

}  // namespace

int block_size(int games, bool per_game) {
  if (per_game || games <= kMaxBlocks) return 1;
  return (games + kMaxBlocks - 1) / kMaxBlocks;
}

void check_run_counts(int games, int runs) {
  if (games < 1) throw core::Error("--games " + std::to_string(games) + ": expected at least 1");
  if (runs < 1) throw core::Error("--runs " + std::to_string(runs) + ": expected at least 1");
}

std::vector<RunResult> Training::run(int games, int runs, std::uint64_t seed, int threads) const {
  return run(games, runs, seed, threads, [](int) { return RunHooks{}; });
}

std::vector<RunResult> Training::run(int games, int runs, std::uint64_t seed, int threads,
                                     const std::function<RunHooks(int run)>& hooks) const {
  check_run_counts(games, runs);
  std::vector<RunResult> results(static_cast<std::size_t>(runs));
  run(games, runs, seed, threads, hooks,
      [&](int r, RunResult&& result) { results[static_cast<std::size_t>(r)] = std::move(result); });
  return results;
}

void Training::run(int games, int runs, std::uint64_t seed, int threads,
                   const std::function<RunHooks(int run)>& hooks,
                   const std::function<void(int run, RunResult&& result)>& done) const {
  check_run_counts(games, runs);
  const int workers = std::clamp(threads, 1, runs);
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(workers));
  std::mutex handing;
  const auto work = [&](int worker) {
    try {
      for (int r = worker; r < runs; r += workers) {
        RunResult result = run_one(games, seed, r, hooks(r));
        const std::lock_guard lock(handing);
        done(r, std::move(result));
      }
    } catch (...) {
      errors[static_cast<std::size_t>(worker)] = std::current_exception();
    }
  };
  if (workers == 1)
    work(0);
  else
    run_workers(workers, work);
  for (const auto& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace matchbox::simulate
