// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/run_command.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "read_bytes.h"

namespace matchbox::testing {
namespace {

// matchbox speaks the language the environment asks for (docs/translations.md): the tests read
// its English, whatever the developer's own locale, unless a test passes --lang.
const bool kEnglish = [] {
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) unsetenv(name);
  return setenv("LANG", "C.UTF-8", 1) == 0;
}();

}  // namespace

CommandResult run_matchbox(const std::string& args, const std::string& input) {
  const auto tmp = std::filesystem::temp_directory_path();
  // CTest runs test cases in parallel processes: every run gets its own capture files.
  static int counter = 0;
  const std::string tag = std::to_string(getpid()) + "-" + std::to_string(++counter);
  const auto out = tmp / ("matchbox-test-out-" + tag + ".txt");
  const auto err = tmp / ("matchbox-test-err-" + tag + ".txt");
  const auto in = tmp / ("matchbox-test-in-" + tag + ".txt");
  if (!input.empty()) std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string(MATCHBOX_BINARY) + " " + args + " >" + out.string() +
                              " 2>" + err.string() + " <" +
                              (input.empty() ? std::string("/dev/null") : in.string());
  const int status = std::system(command.c_str());
  CommandResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = testing::read_bytes(out);
  result.err = testing::read_bytes(err);
  std::filesystem::remove(out);
  std::filesystem::remove(err);
  std::filesystem::remove(in);
  return result;
}

CommandResult run_matchbox_into(const std::string& args, const std::string& sink,
                                const std::string& input, bool ignore_sigpipe) {
  const auto tmp = std::filesystem::temp_directory_path();
  static int counter = 0;
  const std::string tag = std::to_string(getpid()) + "-into-" + std::to_string(++counter);
  const auto err = tmp / ("matchbox-test-err-" + tag + ".txt");
  const auto in = tmp / ("matchbox-test-in-" + tag + ".txt");
  const auto status = tmp / ("matchbox-test-status-" + tag + ".txt");
  if (!input.empty()) std::ofstream(in, std::ios::binary) << input;
  // The group's status file has matchbox's own status, not the pipe's last command's; one that
  // never ends (a server) is stopped after two minutes, status 124.
  const std::string command = std::string("{ ") + (ignore_sigpipe ? "trap '' PIPE; " : "") +
                              "timeout 120 " + MATCHBOX_BINARY + " " + args + " 2>" + err.string() +
                              " <" + (input.empty() ? std::string("/dev/null") : in.string()) +
                              "; echo $? >" + status.string() + "; } " + sink;
  const int shell = std::system(command.c_str());
  CommandResult result;
  const std::string code = testing::read_bytes(status);
  result.exit_code = shell == -1 || code.empty() ? -1 : std::stoi(code);
  result.err = testing::read_bytes(err);
  std::filesystem::remove(err);
  std::filesystem::remove(in);
  std::filesystem::remove(status);
  return result;
}

CommandResult track(const std::string& args, const std::string& input) {
  return run_matchbox("track " + args, input);
}

std::filesystem::path fresh_dir(const std::string& name) {
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string shell_output(const std::string& command) {
  std::string out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    std::size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
    pclose(pipe);
  }
  return out;
}

}  // namespace matchbox::testing
