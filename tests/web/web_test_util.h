// A `track serve` server running in the test process on a free loopback port, and the
// tournament files the web tests play on.
#pragma once

#include <httplib.h>

#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include "web/server.h"

namespace matchbox::testing {

// A fresh folder under the system's temporary folder, named for the test.
std::filesystem::path web_test_dir(const std::string& name);

// A new MENACE tournament file in a fresh folder (made by `matchbox track new`).
std::filesystem::path new_menace(const std::string& name);

class RunningServer {
 public:
  // Serves `file` on 127.0.0.1, answers needing `token` if it is not empty.
  explicit RunningServer(const std::filesystem::path& file, const std::string& token = "");
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
