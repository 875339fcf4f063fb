// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serve_load.h"

#include <arpa/inet.h>
#include <fmt/format.h>
#include <httplib.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <regex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace matchbox::bench {
namespace {

using Clock = std::chrono::steady_clock;

// The pages' first look at the server (every curve drawn for the first time) is not measured:
// the clients run this long before the figures count.
constexpr auto kWarmUp = std::chrono::seconds(2);

// Latencies in milliseconds, gathered from many threads once `measuring` is set.
struct Latencies {
  explicit Latencies(const std::atomic<bool>& on) : measuring(on) {}
  const std::atomic<bool>& measuring;
  std::mutex mutex;
  std::vector<double> ms;
  void add(Clock::time_point start) {
    const double t = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (!measuring) return;
    const std::lock_guard lock(mutex);
    ms.push_back(t);
  }
  std::string row(const std::string& what) {
    std::sort(ms.begin(), ms.end());
    if (ms.empty()) return fmt::format("| {} | 0 | | | |\n", what);
    return fmt::format("| {} | {} | {:.1f} ms | {:.1f} ms | {:.1f} ms |\n", what, ms.size(),
                       ms[ms.size() / 2], ms[ms.size() * 99 / 100], ms.back());
  }
};

// `matchbox track serve FILE --port 0` started, with the port it printed.
struct ServerProcess {
  pid_t pid = -1;
  int port = 0;
};

ServerProcess start_server(const std::filesystem::path& matchbox, const std::string& file,
                           bool visitors) {
  int out[2];
  if (pipe(out) != 0) throw std::runtime_error("cannot start track serve: no pipe");
  ServerProcess s;
  s.pid = fork();
  if (s.pid < 0) throw std::runtime_error("cannot start track serve");
  if (s.pid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    execl(matchbox.c_str(), matchbox.c_str(), "track", "serve", file.c_str(), "--port", "0",
          visitors ? "--visitors" : static_cast<char*>(nullptr), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  std::string printed;
  char c;
  const std::regex address(R"(Festival screen: http://127\.0\.0\.1:(\d+)/)");
  std::smatch m;
  while (read(out[0], &c, 1) == 1) {
    printed += c;
    if (c == '\n' && std::regex_search(printed, m, address)) {
      s.port = std::stoi(m[1]);
      break;
    }
  }
  // The rest of what it prints is read and dropped until it stops.
  std::thread([fd = out[0]] {
    char buffer[256];
    while (read(fd, buffer, sizeof buffer) > 0) {
    }
    close(fd);
  }).detach();
  if (s.port == 0) throw std::runtime_error("track serve printed no address: " + printed);
  return s;
}

// The server's peak resident memory (VmHWM) in MB.
double peak_mb(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024;
  return 0;
}

std::string first_match(const std::string& text, const std::regex& re) {
  std::smatch m;
  return std::regex_search(text, m, re) ? m[1].str() : std::string();
}

// The answer the operator page sends next for the game in play (as tests/web/load_test.py
// plays): the first bead the open box holds, a resignation at an empty box, else the last
// legal move. Returns {path, form}.
std::pair<std::string, std::string> next_answer(const std::string& play) {
  const std::string version = first_match(play, std::regex(R"re("version":"([^"]*)")re"));
  if (play.find("\"box\":{") != std::string::npos) {
    if (play.find("\"empty\":true") != std::string::npos)
      return {"/api/resign", "version=" + version};
    const std::regex held(R"re("code":"([^"]+)","colour":"[^"]*","rgb":"[^"]*","beads":[1-9])re");
    const std::string bead = first_match(play, held);
    return {"/api/bead", "bead=" + bead + "&version=" + version};
  }
  std::string move;
  const std::regex notation(R"re("notation":"([^"]*)")re");
  for (auto it = std::sregex_iterator(play.begin(), play.end(), notation);
       it != std::sregex_iterator(); ++it)
    move = (*it)[1].str();
  if (move.empty()) return {"/api/continue", "version=" + version};
  return {"/api/move", "move=" + move + "&version=" + version};
}

// One phone, from 127.0.0.`n`, playing the twin until `stop`: the first legal move every 1.5 s.
// Every request's latency goes to `latencies`; a game the server had no room for waits its
// Retry-After and counts in `busy`.
void play_visitor(int port, int n, const std::atomic<bool>& stop, Latencies& latencies,
                  std::atomic<int>& busy, std::atomic<int>& games,
                  const std::function<void(const std::string&)>& fail) {
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(60, 0);
  client.set_socket_options([n](socket_t sock) {
    sockaddr_in from{};
    from.sin_family = AF_INET;
    from.sin_addr.s_addr = htonl(0x7f000000u + static_cast<unsigned>(n));
    ::bind(sock, reinterpret_cast<sockaddr*>(&from), sizeof from);
  });
  const auto post = [&](const std::string& path, const std::string& form) {
    const auto start = Clock::now();
    auto r = client.Post(path.c_str(), form, "application/x-www-form-urlencoded");
    if (r && (r->status == 200 || r->status == 503)) latencies.add(start);
    return r;
  };
  const std::regex move(R"re("notation":"([^"]*)")re");
  std::string game;
  while (!stop) {
    auto r =
        game.empty() || first_match(game, std::regex(R"re("over":(true))re")) == "true"
            ? post("/api/visit/begin", "")
            : post("/api/visit/move",
                   "game=" + first_match(game, std::regex(R"re("game":"([^"]*)")re")) +
                       "&move=" + first_match(game, move) + "&ply=" +
                       std::to_string(
                           std::stoi(first_match(game, std::regex(R"re("ply":(\d+))re"))) + 1));
    if (r && r->status == 503) {
      ++busy;
      std::this_thread::sleep_for(
          std::chrono::seconds(std::stoi(r->get_header_value("Retry-After"))));
      continue;
    }
    if (!r || r->status != 200) {
      fail("visitor: " + (r ? r->body : std::string("no answer")));
      game.clear();
    } else {
      if (r->body.find("\"booked\":true") != std::string::npos) ++games;
      game = r->body;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  }
}

}  // namespace

void print_serve_load(const std::filesystem::path& matchbox, const std::string& file, int pollers,
                      double seconds, int visitors) {
  const ServerProcess server = start_server(matchbox, file, visitors > 0);
  std::atomic<bool> stop{false}, measuring{false};
  Latencies taps{measuring}, gets{measuring}, visits{measuring};
  std::atomic<int> busy{0}, visitor_games{0};
  std::atomic<int> failures{0};
  std::string failure;
  std::mutex failure_mutex;
  const auto fail = [&](const std::string& what) {
    ++failures;
    const std::lock_guard lock(failure_mutex);
    failure = what;
  };
  std::vector<std::thread> threads;
  for (int i = 0; i < pollers; ++i)
    threads.emplace_back([&] {
      httplib::Client client("127.0.0.1", server.port);
      std::string shown;
      while (!stop) {
        const auto get = [&](const std::string& path) {
          const auto start = Clock::now();
          const auto r = client.Get(path.c_str());
          if (!r || r->status != 200)
            fail("GET " + path);
          else
            gets.add(start);
          return r ? r->body : std::string();
        };
        const std::string version = get("/api/version");
        if (version != shown) {
          if (get("/api/state").find("\"last\":{") != std::string::npos) {
            get("/api/plot.svg?style=michie&v=" + version);
            get("/api/last.svg?v=" + version);
          }
          shown = version;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
      }
    });
  for (int v = 0; v < visitors; ++v)
    threads.emplace_back(
        [&, v] { play_visitor(server.port, v + 2, stop, visits, busy, visitor_games, fail); });
  std::this_thread::sleep_for(kWarmUp);
  measuring = true;
  threads.emplace_back([&] {
    httplib::Client client("127.0.0.1", server.port);
    while (!stop) {
      const auto play = client.Get("/api/play");
      if (!play || play->status != 200) {
        fail("GET /api/play");
      } else {
        const auto [path, form] = next_answer(play->body);
        const auto start = Clock::now();
        const auto r = client.Post(path.c_str(), form, "application/x-www-form-urlencoded");
        if (!r || r->status != 200)
          fail("POST " + path + " " + form + ": " + (r ? r->body : ""));
        else
          taps.add(start);
      }
      std::this_thread::sleep_for(std::chrono::seconds(1));
    }
  });
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  stop = true;
  for (std::thread& t : threads) t.join();
  const double peak = peak_mb(server.pid);
  kill(server.pid, SIGTERM);
  waitpid(server.pid, nullptr, 0);
  std::cout << fmt::format(
      "\n`track serve` for {:.0f} s: {} display pages polling twice a second, "
      "a tap every second{}; latency as the clients saw it (after the pages' "
      "first {} s); server peak memory {:.0f} MB.\n\n",
      seconds, pollers,
      visitors > 0 ? fmt::format(", {} visitors playing the twin ({} games booked, {} told "
                                 "to wait)",
                                 visitors, visitor_games.load(), busy.load())
                   : std::string(),
      kWarmUp.count(), peak);
  std::cout << "| requests | count | median | 99th percentile | largest |\n"
               "| --- | --- | --- | --- | --- |\n";
  std::cout << taps.row("taps (answers of the operator page)");
  std::cout << gets.row("display pages' GETs");
  if (visitors > 0) std::cout << visits.row("visitors' moves and new games");
  if (failures > 0)
    throw std::runtime_error(std::to_string(failures.load()) +
                             " requests failed; the last: " + failure);
}

}  // namespace matchbox::bench
