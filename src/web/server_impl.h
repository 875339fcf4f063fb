// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the files of the server (web/server.cpp, web/server_visitors.cpp) share: the server's
// parts and the ways it answers. Not for other folders: web/server.h is the server's face.
#pragma once

#include <httplib.h>

#include <atomic>
#include <initializer_list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "core/translation.h"
#include "documents/learning_plot.h"
#include "simulate/opponent.h"
#include "web/desk.h"
#include "web/guard.h"
#include "web/league.h"
#include "web/play.h"
#include "web/render_thread.h"
#include "web/server.h"
#include "web/snapshot.h"
#include "web/visitors.h"

namespace matchbox::web {

using httplib::Request;
using httplib::Response;

// JSON `body` with `status`, never cached.
void send_json(Response& res, const std::string& body, int status = 200);
// {"error": message} with `status`.
void send_error(Response& res, int status, const std::string& message);
// SVG, never cached.
void send_svg(Response& res, const std::string& svg);
// The refusal of a request whose answer does not fit: 409 when another process holds the file,
// 400 otherwise.
int status_of(const core::Error& e);

// The fields of an HTML form (application/x-www-form-urlencoded), checked: only those named in
// `allowed`, each once, printable ASCII of at most kMaxFieldBytes, and every one of `required`.
// Throws core::Error naming the field.
std::map<std::string, std::string> form_fields(const Request& req,
                                               std::initializer_list<std::string_view> allowed,
                                               std::initializer_list<std::string_view> required);

// The bit of a plot the festival screens ask for: 4 per style, one without a range and one per
// built-in opponent of --expect.
inline unsigned plot_bit(documents::PlotStyle style, std::optional<simulate::OpponentKind> expect) {
  return 1u << (4 * static_cast<unsigned>(style) +
                (expect ? 1 + static_cast<unsigned>(*expect) : 0));
}

// The `style` of a request for a plot of several curves (`natural` when none): michie, gardner or
// rates. Otherwise it answers 400 naming them and returns nothing.
std::optional<documents::PlotStyle> overlay_style(const Request& req, Response& res,
                                                  documents::PlotStyle natural);

// The style a request for a plot names (?style=), or `natural`'s name when it names none.
inline std::string style_word(const Request& req, documents::PlotStyle natural) {
  return req.has_param("style") ? req.get_param_value("style")
                                : std::string(documents::kPlotStyles.name(natural));
}

// The plot style of the snapshot's machine 0 when a page asks for none
// (documents::natural_style); Michie's score for a file that cannot be read, whose plot answers
// its error anyway.
inline documents::PlotStyle natural_style_of(const Snapshot& snapshot) {
  return snapshot.session() ? documents::natural_style(snapshot.session()->machine().kit())
                            : documents::PlotStyle::kMichie;
}

// True for a page (HTML), which the server words and fills before sending (web/page_fill.h).
inline bool is_page(const Asset& asset) { return asset.content_type.rfind("text/html", 0) == 0; }

// An operator's answer: its path, its kind and the field that carries its value.
struct Route {
  const char* path;
  Answer::Kind kind;
  const char* field;  // The field that carries the answer's value, or "".
};

// How often the server tries to book the visitor games that wait (web/waiting_games.h).
inline constexpr int kWaitingRetrySeconds = 1;

struct Server::Impl {
  explicit Impl(ServeOptions o)
      : options(std::move(o)), snapshots(options.file), desk(options.file, snapshots) {
    if (options.language.empty()) options.language = core::language();
    natural_style = natural_style_of(*snapshots.current());
    styles_shown[options.language] = plot_bit(natural_style, std::nullopt);
  }

  // The language `req` is answered in (web/page_texts.h, request_language).
  std::string language_of(const Request& req) const;
  // Registers `handler` for GET (post: POST) requests of `path`, run in the request's language
  // (a core::LanguageScope around it).
  void get(const std::string& path, httplib::Server::Handler handler);
  void post(const std::string& path, httplib::Server::Handler handler);
  // Notes that a screen has asked for a plot, in the language in force, for draw_ahead().
  void shown(documents::PlotStyle style, std::optional<simulate::OpponentKind> expect);

  void routes();
  // GET of the pages (HTML): worded and filled by the server (web/page_fill.h;
  // web/server_pages.cpp).
  void page_routes();
  // GET /play and its data with options.visitors, else their refusal (web/server_visitors.cpp).
  void visitor_routes();
  // GET /league and its data when options.league names groups (web/server_league.cpp).
  void league_routes();
  // /play's address as a phone on the hall's network reaches it (web/addresses.h).
  std::string play_address() const;
  void answer(const Route& route, const Request& req, Response& res);
  // Draws the pictures the festival screens will ask for after an answer (the learning curve
  // in each style and language a screen has asked for, the last board), then settles the books
  // (web/desk.h): the screens go on showing the books before until then, and find the pictures
  // drawn.
  void draw_ahead();
  // Books the visitor games that wait (Desk::book_waiting), tells their visits
  // (VisitorGames::booked) and draws ahead for the screens. Throws nothing.
  void book_waiting();
  // Starts `retrier`: book_waiting() every kWaitingRetrySeconds until stopped.
  void start_retrying();
  // Refuses a request not meant for this server (web/guard.h); true if it did.
  bool refused(const Request& req, Response& res) const;
  std::string first_of(const Request& req) const {
    return req.has_param("first") ? req.get_param_value("first") : std::string();
  }

  ServeOptions options;
  SnapshotStore snapshots;
  Desk desk;
  RenderThread renderer;
  std::mutex write_mutex;  // Guards desk: one answer at a time (others wait, not refused).
  // The style of the machine's plots when a page asks for none (natural_style_of the file as
  // the server started: its machine, and so its rule, never changes).
  documents::PlotStyle natural_style = documents::PlotStyle::kMichie;
  // Per language, bit plot_bit(style, expect): a screen has asked for that plot in that language
  // (the screens' own, the natural style without a range in the server's language, from the
  // start).
  std::map<std::string, unsigned> styles_shown;
  std::mutex shown_mutex;  // Guards styles_shown.
  httplib::Server http;
  int port = 0;
  socket_t listen_socket = INVALID_SOCKET;  // The socket cpp-httplib listens on, once bound.
  std::optional<RequestGuard> guard;        // Made once the port is known.
  std::unique_ptr<VisitorGames> visitors;   // With options.visitors.
  std::unique_ptr<League> league;           // With options.league.
  // Books the visitor games that wait, in the background (start_retrying). Last, so that it
  // stops (its destructor asks it to, and waits) before anything it uses goes.
  std::jthread retrier;
};

}  // namespace matchbox::web
