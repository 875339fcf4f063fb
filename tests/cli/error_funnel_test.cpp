// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one error funnel (cli/command_line.h, issue 36): whatever a layer throws, and an exception
// escaping a thread, ends in one line on stderr and exit 1 (2 for a bad command line), never in
// abort's "terminate called after throwing ...".
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <functional>
#include <iostream>
#include <new>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/run_command.h"
#include "core/error.h"
#include "core/locked_file.h"
#include "read_bytes.h"
#include "spec/machine_file.h"
#include "tracker/ledger.h"
#include "tracker/session.h"

namespace matchbox::testing {
namespace {

namespace fs = std::filesystem;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;

struct Funnelled {
  int status = -1;
  std::string err;
};

// run_guarded(command) in this process, with what it prints on std::cerr.
Funnelled funnel(const std::function<void()>& command) {
  std::ostringstream err;
  std::streambuf* const saved = std::cerr.rdbuf(err.rdbuf());
  Funnelled out;
  out.status = cli::run_guarded(command);
  std::cerr.rdbuf(saved);
  out.err = err.str();
  return out;
}

// One line, ending in a newline, that starts "matchbox: ".
void check_one_line(const std::string& err) {
  INFO(err);
  CHECK_THAT(err, StartsWith("matchbox: ") && EndsWith("\n"));
  CHECK(err.find('\n') == err.size() - 1);
}

void check_internal(const Funnelled& r, const std::string& what) {
  INFO(r.err);
  CHECK(r.status == 1);
  check_one_line(r.err);
  CHECK_THAT(r.err, StartsWith("matchbox: internal error: ") && Contains(what) &&
                        Contains("please report it"));
}

// run_guarded(command) in a child process that installed the terminate handler, as matchbox
// does: its exit status (-1 if a signal ended it) and what it printed on stderr.
Funnelled funnel_in_child(const std::function<void()>& command) {
  const fs::path err = fresh_dir("funnel-child") / "err.txt";
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    const int fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0 || ::dup2(fd, STDERR_FILENO) < 0) ::_exit(98);
    cli::install_terminate_handler();
    ::_exit(cli::run_guarded(command) + 100);  // 100 + the status if the funnel returned.
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  Funnelled out;
  out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  out.err = read_bytes(err);
  fs::remove_all(err.parent_path());
  return out;
}

}  // namespace

TEST_CASE("the funnel: a user error of any layer is one line and exit 1", "[funnel]") {
  const Funnelled none = funnel([] {});
  CHECK(none.status == 0);
  CHECK(none.err.empty());
  const std::string missing = (fs::temp_directory_path() / "matchbox-no-such-file.yaml").string();
  const std::function<void()> layers[] = {
      [] { throw core::Error("festival.yaml:3:1: result: expected win, draw or loss"); },
      [&] { core::read_whole_file(missing, 100, "a tournament file"); },            // core
      [&] { spec::load_machine(missing); },                                         // spec
      [&] { tracker::TrackSession(missing, tracker::TrackSession::Mode::kRead); },  // tracker
  };
  for (const auto& layer : layers) {
    const Funnelled r = funnel(layer);
    INFO(r.err);
    CHECK(r.status == 1);
    check_one_line(r.err);
    CHECK(r.err.find("internal error") == std::string::npos);
  }
  CHECK(funnel(layers[1]).err.find(missing) != std::string::npos);  // It names the file.
  // A value echoed with a newline stays on one line.
  const Funnelled echoed = funnel([] { throw core::Error("bad value 'a\nb\x01'"); });
  CHECK(echoed.err == "matchbox: bad value 'a\\nb\\x01'\n");
}

TEST_CASE("the funnel: a bad command line is one line and exit 2", "[funnel]") {
  const Funnelled word = funnel([] { throw cli::UsageError("unknown command 'kitt'"); });
  CHECK(word.status == 2);
  CHECK(word.err == "matchbox: unknown command 'kitt'\n");
  const Funnelled parse = funnel([] {
    CLI::App app{"test", "matchbox"};
    int games = 0;
    app.add_option("--games", games, "games");
    const char* argv[] = {"matchbox", "--gmaes", "3"};
    app.parse(3, argv);
  });
  CHECK(parse.status == 2);
  check_one_line(parse.err);
  CHECK_THAT(parse.err, Contains("--gmaes") && EndsWith("(see --help)\n"));
}

TEST_CASE("the funnel: an internal error is one line and exit 1, whatever was thrown", "[funnel]") {
  check_internal(funnel([] { MATCHBOX_CHECK(1 + 1 == 3); }), "check failed: 1 + 1 == 3");
  check_internal(funnel([] { throw std::out_of_range("vector::_M_range_check"); }),
                 "std::out_of_range: vector::_M_range_check");
  check_internal(funnel([] { throw std::system_error(EIO, std::generic_category(), "disk"); }),
                 "disk");
  check_internal(funnel([] { throw tracker::ReplayFromStart{3}; }),
                 "an exception of type matchbox::tracker::ReplayFromStart");
  check_internal(funnel([] { throw 42; }), "an exception of type int");
  const Funnelled memory = funnel([] { throw std::bad_alloc(); });
  CHECK(memory.status == 1);
  check_one_line(memory.err);
  CHECK_THAT(memory.err, StartsWith("matchbox: out of memory"));
}

TEST_CASE("the funnel: an exception escaping a thread is one line and exit 1, not abort",
          "[funnel]") {
  const Funnelled user = funnel_in_child([] {
    std::thread t([] { throw core::Error("festival.yaml: cannot read: Input/output error"); });
    t.join();
  });
  CHECK(user.status == 1);
  CHECK(user.err == "matchbox: festival.yaml: cannot read: Input/output error\n");
  const Funnelled replay = funnel_in_child([] {
    std::thread t([] { throw tracker::ReplayFromStart{}; });
    t.join();
  });
  CHECK(replay.status == 1);
  check_one_line(replay.err);
  CHECK_THAT(replay.err, Contains("internal error: an exception of type "
                                  "matchbox::tracker::ReplayFromStart"));
  const Funnelled bare = funnel_in_child([] { std::terminate(); });
  CHECK(bare.status == 1);
  check_one_line(bare.err);
  CHECK_THAT(bare.err, Contains("internal error: terminate called without an exception"));
  // And in the main thread, the funnel itself answers.
  CHECK(funnel_in_child([] { throw 7; }).status == 101);
}

}  // namespace matchbox::testing
