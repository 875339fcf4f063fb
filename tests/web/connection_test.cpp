// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `track serve` under many connections: half-open requests from one client (slowloris) leave
// the other clients answered, a burst of connections is answered in full, and keep-alive
// answers are not held back by the Nagle algorithm.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <future>
#include <string>
#include <vector>

#include "web/web_test_util.h"

namespace matchbox::testing {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// A connection to the server on `port` that sends the start of a request and then nothing.
int half_open(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  REQUIRE(connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
  const std::string start = "GET /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  REQUIRE(send(fd, start.data(), start.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(start.size()));
  return fd;
}

// `clients` GETs of /api/version at once, each on a connection of its own that gives up after
// two seconds; the number answered.
int answered_at_once(const RunningServer& server, int clients) {
  std::vector<std::future<bool>> gets;
  for (int i = 0; i < clients; ++i)
    gets.push_back(std::async(std::launch::async, [&server] {
      auto client = server.client();
      client.set_connection_timeout(2);
      client.set_read_timeout(2);
      const auto r = client.Get("/api/version");
      return r && r->status == 200;
    }));
  int answered = 0;
  for (auto& get : gets) answered += get.get();
  return answered;
}

TEST_CASE("Half-open requests from one client do not stall the others", "[web][connections]") {
  const RunningServer server(new_menace("slowloris"));
  std::vector<int> slow;
  for (int i = 0; i < 100; ++i) slow.push_back(half_open(server.port()));
  const auto start = Clock::now();
  const int answered = answered_at_once(server, 8);
  const double took = seconds_since(start);
  for (const int fd : slow) close(fd);
  CHECK(answered == 8);
  CHECK(took < 2.0);
}

TEST_CASE("A burst of 100 connections is all answered", "[web][connections]") {
  const RunningServer server(new_menace("burst"));
  CHECK(answered_at_once(server, 100) == 100);
}

TEST_CASE("Keep-alive answers are not delayed 40 ms", "[web][connections]") {
  const RunningServer server(new_menace("nodelay"));
  auto client = server.client();
  client.set_keep_alive(true);
  // 200 answers on one connection: about 0.1 s; held back by up to 40 ms each (a delayed
  // acknowledgement meeting the Nagle algorithm) they take about 5 s.
  const auto start = Clock::now();
  int answered = 0;
  for (int i = 0; i < 200; ++i) {
    const auto r = client.Get("/api/version");
    answered += r && r->status == 200;
  }
  CHECK(answered == 200);
  CHECK(seconds_since(start) < 2.0);
}

}  // namespace
}  // namespace matchbox::testing
