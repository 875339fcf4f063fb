// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The routes of visitors' games (web/visitors.h), with `track serve --visitors`:
//   GET  /play                   the visitors' page (templates/web/play.html)
//   GET  /api/visitors           {on, in_play, max, machine, first_choices, play, rule}: is
//                                /play open, how full, whom visitors play, who may move first
//                                (["me", "machine"] for a machine of both sides, else []),
//                                /play's address as a phone on the network reaches it and how
//                                a game ends (web/page_texts.h, rules_line)
//   POST /api/visit/begin        (first=me|machine) a new game: its JSON (VisitorGames::look)
//   GET  /api/visit?game=ID      the game as it stands
//   POST /api/visit/move         (game, move, ply) the visitor's move; the twin answers
//   GET  /api/visit/board.svg?game=ID    its board
//   GET  /api/visitors/qr.svg    the QR code of /play's address, for the festival screen
//   GET  /api/visitors/plot.svg?style=S  the machine's and the twin's curves on one plot
// No token: anyone who reaches the server may play; a game's random id is its visitor's key.
// No room answers 503 with a Retry-After header and {error, busy: true, retry_after}.
// Also here, with or without visitors: the booking of visitor games that wait for the file
// (web/waiting_games.h), every kWaitingRetrySeconds in the background and once more at a stop.
#include <charconv>
#include <condition_variable>
#include <mutex>

#include "web/addresses.h"
#include "web/json.h"
#include "web/page_texts.h"
#include "web/qr.h"
#include "web/server_impl.h"

namespace matchbox::web {
namespace {

constexpr std::string_view kVisitorsOff =
    "visitors' games are off: start the server with `matchbox track serve FILE --visitors`";

VisitorGames::Clock::time_point now() { return VisitorGames::Clock::now(); }

std::string game_of(const Request& req) {
  const std::string id = req.has_param("game") ? req.get_param_value("game") : "";
  return id.size() > kMaxFieldBytes ? id.substr(0, kMaxFieldBytes) : id;
}

}  // namespace

std::string Server::Impl::play_address() const {
  const std::string host = options.url_host.empty() ? tablet_host(options.host) : options.url_host;
  return "http://" + host + ":" + std::to_string(port) + "/play";
}

void Server::Impl::book_waiting() {
  std::vector<tracker::GameRecord> booked;
  try {
    const std::lock_guard lock(write_mutex);
    if (desk.waiting() == 0) return;
    booked = desk.book_waiting();
    if (!booked.empty()) draw_ahead();
  } catch (...) {
    return;  // (Memory, or a bug:) the games wait for the next round.
  }
  if (visitors)
    for (const tracker::GameRecord& game : booked) visitors->booked(game);
}

void Server::Impl::start_retrying() {
  retrier = std::jthread([this](const std::stop_token& stop) {
    std::mutex mutex;
    std::condition_variable_any tick;
    std::unique_lock lock(mutex);
    while (!stop.stop_requested()) {
      tick.wait_for(lock, stop, std::chrono::seconds(kWaitingRetrySeconds), [] { return false; });
      if (!stop.stop_requested()) book_waiting();
    }
  });
}

std::string Server::book_waiting_at_stop() {
  impl_->retrier.request_stop();
  if (impl_->retrier.joinable()) impl_->retrier.join();
  impl_->book_waiting();
  const std::lock_guard lock(impl_->write_mutex);
  const int n = impl_->desk.waiting();
  if (n == 0) return "";
  return (n == 1 ? std::string("1 visitor game waits")
                 : std::to_string(n) + " visitor games wait") +
         " in " + impl_->desk.waiting_file().string() + " (another matchbox held " +
         impl_->options.file.string() + "); the next `matchbox track serve` of it books " +
         (n == 1 ? "it" : "them");
}

void Server::Impl::visitor_routes() {
  get("/api/visitors", [this](const Request&, Response& res) {
    JsonWriter w;
    w.begin_object().key("on").value(visitors != nullptr);
    w.key("in_play").value(visitors ? visitors->in_play() : 0).key("max").value(kMaxVisitorGames);
    const auto snapshot = snapshots.latest();
    const tracker::TrackSession* s = snapshot->session();
    w.key("machine").value(s ? machine_title(s->machine()) : "");
    const bool both =
        s && s->machine().plays(core::Player::kFirst) && s->machine().plays(core::Player::kSecond);
    w.key("first_choices")
        .strings(both ? std::vector<std::string>{"me", "machine"} : std::vector<std::string>{});
    w.key("play").value(play_address());
    w.key("rule").value(s ? rules_line(*s->machine().kit().game) : "");
    send_json(res, w.end_object().str());
  });
  if (!options.visitors) {
    for (const char* path : {"/play", "/api/visit", "/api/visit/board.svg"})
      get(path,
          [](const Request&, Response& res) { send_error(res, 404, std::string(kVisitorsOff)); });
    for (const char* path : {"/api/visit/begin", "/api/visit/move"})
      post(path,
           [](const Request&, Response& res) { send_error(res, 404, std::string(kVisitorsOff)); });
    return;
  }
  visitors = std::make_unique<VisitorGames>(snapshots, [this](const tracker::GameRecord& game) {
    const std::lock_guard lock(write_mutex);
    std::optional<tracker::GameRecord> stored = desk.book_visitor(game);
    if (stored) draw_ahead();
    return stored;
  });
  // Every visitor answer: the game's JSON, or the refusal of the request.
  const auto answer = [](Response& res, const std::function<std::string()>& what) {
    try {
      send_json(res, what());
    } catch (const VisitorsBusy& e) {
      res.set_header("Retry-After", std::to_string(e.retry_after));
      JsonWriter w;
      w.begin_object().key("error").value(e.what()).key("busy").value(true);
      w.key("retry_after").value(e.retry_after).end_object();
      send_json(res, w.str(), 503);
    } catch (const NoSuchVisit& e) {
      send_error(res, 404, e.what());
    } catch (const core::Error& e) {
      send_error(res, status_of(e), e.what());
    }
  };
  post("/api/visit/begin", [this, answer](const Request& req, Response& res) {
    answer(res, [&] {
      auto fields = form_fields(req, {"first"}, {});
      return visitors->begin(req.remote_addr, fields["first"], now());
    });
  });
  get("/api/visit", [this, answer](const Request& req, Response& res) {
    answer(res, [&] { return visitors->look(game_of(req), now()); });
  });
  post("/api/visit/move", [this, answer](const Request& req, Response& res) {
    answer(res, [&] {
      auto fields = form_fields(req, {"game", "move", "ply"}, {"game", "move", "ply"});
      const std::string& text = fields["ply"];
      int ply = 0;
      const auto [end, err] = std::from_chars(text.data(), text.data() + text.size(), ply);
      if (err != std::errc() || end != text.data() + text.size() || ply < 1)
        throw core::Error("field 'ply': expected the move's number, 1 or more");
      return visitors->move(fields["game"], fields["move"], ply, now());
    });
  });
  get("/api/visitors/qr.svg", [this](const Request&, Response& res) {
    res.set_header("Cache-Control", "no-store");
    res.set_content(qr_svg(play_address()), "image/svg+xml");
  });
  get("/api/visitors/plot.svg", [this](const Request& req, Response& res) {
    const auto style = overlay_style(req, res, natural_style);
    if (!style) return;
    try {
      const auto snapshot = snapshots.current();
      send_svg(res, renderer.run([&] { return snapshot->twin_plot_svg(*style); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
  get("/api/visit/board.svg", [this](const Request& req, Response& res) {
    try {
      const std::string id = game_of(req);
      send_svg(res, renderer.run([&] { return visitors->board_svg(id); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
}

}  // namespace matchbox::web
