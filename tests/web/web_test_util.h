// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A `track serve` server running in the test process on a free loopback port, and the
// tournament files the web tests play on.
#pragma once

#include <httplib.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include "web/server.h"

namespace matchbox::testing {

// One MENACE draw (boxes 1, 10, 73, 287; beads Y K K R), as track_safety_test records it; the
// ninth move is forced: the operator makes it and answers Continue.
inline const std::string kDraw = "5 1 9 3 7 8 2 4 6";
inline const char* const kDrawAnswers[][2] = {
    {"/api/bead", "bead=Y"}, {"/api/move", "move=1"}, {"/api/bead", "bead=K"},
    {"/api/move", "move=3"}, {"/api/bead", "bead=K"}, {"/api/move", "move=8"},
    {"/api/bead", "bead=R"}, {"/api/move", "move=4"}, {"/api/continue", ""}};

inline bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Fixed time stamps, so files written by the server and by the command line compare equal.
struct FixedClock {
  FixedClock() { setenv("SOURCE_DATE_EPOCH", "1700000000", 1); }
  ~FixedClock() { unsetenv("SOURCE_DATE_EPOCH"); }
};

// A fresh folder under the system's temporary folder, named for the test.
std::filesystem::path web_test_dir(const std::string& name);

// A new MENACE tournament file in a fresh folder (made by `matchbox track new`).
std::filesystem::path new_menace(const std::string& name);

class RunningServer {
 public:
  // Serves `file` on 127.0.0.1, answers needing `token` if it is not empty, with visitors'
  // games at /play if `visitors`.
  explicit RunningServer(const std::filesystem::path& file, const std::string& token = "",
                         bool visitors = false);
  ~RunningServer();
  RunningServer(const RunningServer&) = delete;
  RunningServer& operator=(const RunningServer&) = delete;

  int port() const { return port_; }
  httplib::Client client() const;
  // The tournament's version now, as GET /api/version says it.
  std::string version() const;
  // `form` (already encoded, "move=5&first=machine") with the field `version` of the
  // tournament's version now, as the pages send their answers.
  std::string with_version(const std::string& form) const;
  // POSTs with_version(form) to `path` as an HTML form.
  httplib::Result post(const std::string& path, const std::string& form) const;

 private:
  std::unique_ptr<web::Server> server_;
  int port_ = 0;
  std::thread thread_;
};

}  // namespace matchbox::testing
