// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox track serve FILE... [--port 8080] [--listen 127.0.0.1] [--visitors] [--no-qr]
// The tracker in a browser: a display page for the festival screen and an operator page for a
// tablet at the table, both live on FILE (web/server.h). Several files are a class league
// (web/league.h): each file gets its own server on the next port, and the first also serves the
// league page at /league. Listens on this machine only unless
// --listen says otherwise; then answers need the random access token in the printed address,
// also printed as a QR code for the tablet's camera (cli/serve_qr.h; --no-qr leaves it out).
// Ctrl-C or SIGTERM stops it once the request in progress is done; visitor games still waiting
// for the file (web/waiting_games.h) are then named in one line on stderr.
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/serve_qr.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "web/addresses.h"
#include "web/qr_page.h"
#include "web/server.h"

namespace matchbox::cli {
namespace {

struct ServeCliOptions {
  std::vector<std::string> files;
  int port = 8080;
  std::string listen = "127.0.0.1";
  bool visitors = false;
  bool no_qr = false;  // --no-qr: no QR code of the operator address.
};

// The host part of the printed addresses: for an address that means "every network", this
// computer's name (a tablet may need its IP address instead).
std::string url_host(const std::string& host) {
  if (host == "0.0.0.0" || host == "::") {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0 && name[0] != '\0') return name;
    return "THIS-COMPUTER";
  }
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

// The signals that stop the server: held in every thread (block them before any thread starts)
// and taken by one that stops the server, so no request is cut short.
sigset_t stop_signals() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  return signals;
}

// Serves until one of stop_signals() arrives.
void serve_until_signal(const std::vector<std::unique_ptr<web::Server>>& servers) {
  const sigset_t signals = stop_signals();
  std::thread waiter([&servers, signals] {
    int signal = 0;
    sigwait(&signals, &signal);
    for (const auto& server : servers) server->stop();
  });
  std::vector<std::thread> others;
  for (std::size_t i = 1; i < servers.size(); ++i)
    others.emplace_back([&server = *servers[i]] { server.run(); });
  servers.front()->run();
  // run() ends after a signal, or on its own if the socket failed: wake the waiter either way.
  pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  for (const auto& server : servers) server->stop();
  for (std::thread& t : others) t.join();
}

// Refuses an address or port that cannot be served, in one line.
void check_options(const ServeCliOptions& o) {
  if (o.listen.empty())
    throw core::Error(
        "--listen '': expected an address of this computer: 127.0.0.1 (this "
        "computer only), 0.0.0.0 (every network) or one of its IP addresses");
  if (o.port < 0 || o.port > 65535)
    throw core::Error("--port " + std::to_string(o.port) + ": expected 0 to 65535");
}

// One tournament's server, bound.
struct Served {
  std::unique_ptr<web::Server> server;
  std::filesystem::path file;
  std::string title;  // The machine's.
  int games = 0;
  int port = 0;
};

Served bind_server(const ServeCliOptions& o, const std::string& file, int port,
                   const std::string& token, std::vector<web::LeagueGroup> league) {
  web::ServeOptions options;
  options.file = tournament_path(file);
  options.host = o.listen;
  options.port = port;
  options.visitors = o.visitors;
  options.token = token;
  options.url_host = web::tablet_host(o.listen);
  options.league = std::move(league);
  // Refuse a file that does not open now, rather than show an error page later.
  const TrackSession check(options.file, TrackSession::Mode::kRead);
  options.assets = web::load_assets(web::assets_folder());
  Served s{nullptr, check.file(), check.machine().kit().spec.title, check.ledger().tally().games()};
  s.server = std::make_unique<web::Server>(std::move(options));
  s.port = s.server->bind();
  return s;
}

void print_served(const ServeCliOptions& o, const Served& s, const std::string& token) {
  const std::string base = "http://" + url_host(o.listen) + ":" + std::to_string(s.port);
  std::cout << "Serving " << s.file.string() << " (" << s.title << ", "
            << count_of(s.games, "game", "games") << ")\n"
            << "  Festival screen: " << base << "/\n"
            << "  Operator page:   " << base << "/operator"
            << (token.empty() ? std::string() : "?token=" + token) << "\n";
  if (o.visitors)
    std::cout << "  Visitors play:   " << base << "/play (the machine's software twin)\n";
}

// The tournament files named: a folder stands for its .yaml files, in name order. Throws
// core::Error for a folder without any.
std::vector<std::string> league_files(const std::vector<std::string>& named) {
  std::vector<std::string> files;
  for (const std::string& name : named) {
    std::error_code ec;
    if (!std::filesystem::is_directory(name, ec)) {
      files.push_back(name);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(name, ec))
      if (entry.is_regular_file(ec) && entry.path().extension() == ".yaml")
        found.push_back(entry.path().string());
    if (found.empty()) throw core::Error(name + ": a folder without tournament files (.yaml)");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

void run(ServeCliOptions o) {
  // glibc gives threads their own heaps (up to 8 per core), and each keeps what it freed: with
  // dozens of request threads rebuilding the books after every game, memory would creep up for
  // hours. Two heaps keep a festival day's server at a steady size (tests/web/load_test.py).
  mallopt(M_ARENA_MAX, 2);
  const sigset_t signals = stop_signals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  check_options(o);
  o.files = league_files(o.files);
  const std::size_t n = o.files.size();
  if (n > 1 && o.port != 0 && o.port + static_cast<int>(n) - 1 > 65535)
    throw core::Error("--port " + std::to_string(o.port) + ": a league of " + std::to_string(n) +
                      " files needs ports " + std::to_string(o.port) + " to " +
                      std::to_string(o.port + static_cast<int>(n) - 1));
  const bool local = web::is_loopback(o.listen);
  const std::string token = local ? std::string() : web::random_token();
  // The other groups first, so that the first group's league page knows their screens.
  std::vector<Served> served(n);
  std::vector<web::LeagueGroup> league;
  for (std::size_t i = n; i-- > 1;) {
    served[i] =
        bind_server(o, o.files[i], o.port == 0 ? 0 : o.port + static_cast<int>(i), token, {});
    league.insert(league.begin(), {served[i].file, "http://" + web::tablet_host(o.listen) + ":" +
                                                       std::to_string(served[i].port) + "/"});
  }
  if (n > 1) league.insert(league.begin(), {tournament_path(o.files[0]), "/"});
  served[0] = bind_server(o, o.files[0], o.port, token, std::move(league));
  if (n > 1)
    std::cout << "Class league of " << n << " tournaments: http://" << url_host(o.listen) << ":"
              << served[0].port << "/league\n";
  for (const Served& s : served) print_served(o, s, token);
  if (!token.empty())
    std::cout << "  Anyone who can reach this computer sees the screen; only the operator "
                 "address, with its token, can change the tournament"
              << (o.listen == "0.0.0.0" || o.listen == "::"
                      ? " (put this computer's IP address in place of its name if the tablet "
                        "does not know the name)"
                      : "")
              << ".\n";
  // A local server's address is of no use to a tablet: its code is left out; a league's
  // operator addresses are handed to the groups.
  if (!token.empty() && !o.no_qr && n == 1)
    print_operator_qr(std::cout,
                      web::operator_address(web::tablet_host(o.listen), served[0].port, token));
  std::cout << "Press Ctrl-C to stop.\n" << std::flush;
  // Nobody can read the addresses (standard output a full disk): serve nothing; the funnel
  // (cli/command_line.h) says why.
  if (flush_standard_output() != 0) return;
  std::vector<std::unique_ptr<web::Server>> servers;
  for (Served& s : served) servers.push_back(std::move(s.server));
  serve_until_signal(servers);
  for (const auto& server : servers)
    if (const std::string waiting = server->book_waiting_at_stop(); !waiting.empty())
      std::cerr << waiting << "\n";
  for (const std::string& file : o.files)
    std::cout << "Stopped; " << tournament_path(file).string() << " is saved.\n";
}

}  // namespace

void add_track_serve(CLI::App& track) {
  auto o = std::make_shared<ServeCliOptions>();
  CLI::App* cmd = track.add_subcommand(
      "serve",
      "Show the tournament in a browser: a display page for a festival screen and an operator "
      "page for a tablet, live on the same file");
  add_tournament_files(*cmd, o->files,
                       "Several (or a folder of them): a class league, each file served on the "
                       "next port and the league page at /league of the first");
  cmd->add_option("--port", o->port, "The port to listen on (0: any free port)")
      ->capture_default_str();
  cmd->add_option("--listen", o->listen,
                  "The address to listen on; anything but 127.0.0.1 or localhost lets other "
                  "computers in, and answers then need the access token in the printed address")
      ->capture_default_str();
  cmd->add_flag("--visitors", o->visitors,
                "Let visitors play the machine's software twin from their phones at /play; "
                "their games are booked into the file as visitor games, on the twin's own boxes");
  cmd->add_flag("--no-qr", o->no_qr,
                "Print no QR code of the operator address (it is printed when other computers "
                "can connect)");
  cmd->callback([o] { run(*o); });
}

}  // namespace matchbox::cli
