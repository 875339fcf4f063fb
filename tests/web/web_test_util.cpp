// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/web_test_util.h"

#include <unistd.h>

#include <catch2/catch.hpp>

#include "cli/run_command.h"
#include "web/assets.h"

namespace matchbox::testing {

namespace fs = std::filesystem;

fs::path web_test_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("matchbox-web-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

fs::path new_menace(const std::string& name) {
  const fs::path file = web_test_dir(name) / "festival.yaml";
  REQUIRE(run_matchbox("track new " + file.string() + " --machine menace").exit_code == 0);
  return file;
}

RunningServer::RunningServer(const fs::path& file, const std::string& token, bool visitors) {
  web::ServeOptions o;
  o.file = file;
  o.host = "127.0.0.1";
  o.port = 0;
  o.token = token;
  o.visitors = visitors;
  o.assets = web::load_assets(web::assets_folder());
  server_ = std::make_unique<web::Server>(std::move(o));
  port_ = server_->bind();
  thread_ = std::thread([this] { server_->run(); });
}

RunningServer::~RunningServer() {
  server_->stop();
  thread_.join();
}

httplib::Client RunningServer::client() const { return httplib::Client("127.0.0.1", port_); }

std::string RunningServer::version() const {
  const auto r = client().Get("/api/version");
  REQUIRE(r);
  return r->body;
}

std::string RunningServer::with_version(const std::string& form) const {
  return form + (form.empty() ? "" : "&") + "version=" + version();
}

httplib::Result RunningServer::post(const std::string& path, const std::string& form) const {
  return client().Post(path.c_str(), with_version(form), "application/x-www-form-urlencoded");
}

}  // namespace matchbox::testing
