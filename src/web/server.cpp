// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/server.h"

#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/random.h>
#include <sys/socket.h>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>

#include "core/error.h"
#include "spec/text_limits.h"
#include "web/addresses.h"
#include "web/connections.h"
#include "web/json.h"
#include "web/page_texts.h"
#include "web/qr_page.h"
#include "web/server_impl.h"

namespace matchbox::web {
namespace {

// Display pages poll; every connection has a thread of its own (web/connections.h), and idle
// or slow ones are let go soon: a request must come in with no pause longer than the read
// timeout.
constexpr std::size_t kMaxConnections = 1024;
constexpr time_t kKeepAliveSeconds = 2;
constexpr time_t kReadTimeoutSeconds = 2;
// Connections the system holds for the server before it accepts them: a burst of display pages
// and tablets reconnecting at once (cpp-httplib listens with a backlog of 5).
constexpr int kListenBacklog = 512;

// On every answer: no guessing a content type other than the one given, no page of this server
// framed inside another site's page (where a tap could be stolen), and no Referer carrying the
// operator page's address, and with it its access token, to another site.
const httplib::Headers kSecurityHeaders = {
    {"X-Content-Type-Options", "nosniff"},
    {"Content-Security-Policy", "frame-ancestors 'none'"},
    {"X-Frame-Options", "DENY"},
    {"Referrer-Policy", "no-referrer"},
};

constexpr Route kAnswers[] = {
    {"/api/move", Answer::Kind::kMove, "move"}, {"/api/bead", Answer::Kind::kBead, "bead"},
    {"/api/resign", Answer::Kind::kResign, ""}, {"/api/continue", Answer::Kind::kContinue, ""},
    {"/api/undo", Answer::Kind::kUndo, ""},     {"/api/back", Answer::Kind::kBack, ""},
};

// Every refused or failed request answers {"error": "..."}, as the routes' own refusals do.
void set_error_handlers(httplib::Server& http) {
  http.set_error_handler(httplib::Server::HandlerWithResponse([](const Request&, Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const std::string message =
        res.status == 404 ? "no such page or data"
        : res.status == 413
            ? "request too large: at most " + std::to_string(kMaxBodyBytes) + " bytes"
            : "request refused (HTTP " + std::to_string(res.status) + ")";
    res.set_content(json_error(message), "application/json; charset=utf-8");
    return httplib::Server::HandlerResponse::Handled;
  }));
  http.set_exception_handler([](const Request&, Response& res, std::exception_ptr ep) {
    std::string what = "unknown";
    try {
      std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      what = e.what();
    } catch (...) {
    }
    send_error(res, 500, "internal error: " + what);
  });
}

}  // namespace

std::map<std::string, std::string> form_fields(const Request& req,
                                               std::initializer_list<std::string_view> allowed,
                                               std::initializer_list<std::string_view> required) {
  std::string expected;
  for (const std::string_view name : allowed)
    expected += (expected.empty() ? "" : ", ") + std::string(name);
  std::map<std::string, std::string> fields;
  for (const auto& [name, value] : req.params) {
    const std::string shown = name.size() > kMaxFieldBytes ? name.substr(0, kMaxFieldBytes) : name;
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
      throw core::Error("unknown field '" + shown + "': expected " + expected);
    if (!fields.emplace(name, value).second) throw core::Error("field '" + name + "' given twice");
    if (value.size() > kMaxFieldBytes)
      throw core::Error("field '" + name + "': " + std::to_string(value.size()) +
                        " bytes; expected at most " + std::to_string(kMaxFieldBytes));
    // UTF-8 is welcome (a German kit codes bluish green Ü); control characters are not.
    if (const std::string problem = spec::line_problem(value); !problem.empty())
      throw core::Error("field '" + name + "': " + problem);
  }
  for (const std::string_view name : required)
    if (!fields.count(std::string(name)))
      throw core::Error(name == "version"
                            ? "missing field 'version' (the tournament's version the page "
                              "showed): reload the page"
                            : "missing field '" + std::string(name) + "'");
  return fields;
}

std::optional<documents::PlotStyle> overlay_style(const Request& req, Response& res,
                                                  documents::PlotStyle natural) {
  const std::string word = style_word(req, natural);
  const auto style = documents::kPlotStyles.parse(word);
  if (style && *style != documents::PlotStyle::kOpenings) return style;
  send_error(res, 400,
             "style '" + word.substr(0, kMaxFieldBytes) + "': expected michie, gardner or rates");
  return std::nullopt;
}

void send_json(Response& res, const std::string& body, int status) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body, "application/json; charset=utf-8");
}

void send_error(Response& res, int status, const std::string& message) {
  send_json(res, json_error(message), status);
}

void send_svg(Response& res, const std::string& svg) {
  res.set_header("Cache-Control", "no-store");
  res.set_content(svg, "image/svg+xml");
}

// The refusal of a request whose answer does not fit: 409 when another process holds the file,
// 400 otherwise.
int status_of(const core::Error& e) { return e.kind() == core::ErrorKind::kBusy ? 409 : 400; }

std::string Server::Impl::language_of(const Request& req) const {
  return request_language(req.has_param("lang") ? req.get_param_value("lang") : "",
                          req.get_header_value("Cookie"), req.get_header_value("Accept-Language"),
                          options.language);
}

void Server::Impl::get(const std::string& path, httplib::Server::Handler handler) {
  http.Get(path, [this, handler = std::move(handler)](const Request& req, Response& res) {
    const core::LanguageScope scope(language_of(req));
    handler(req, res);
  });
}

void Server::Impl::post(const std::string& path, httplib::Server::Handler handler) {
  http.Post(path, [this, handler = std::move(handler)](const Request& req, Response& res) {
    const core::LanguageScope scope(language_of(req));
    handler(req, res);
  });
}

void Server::Impl::shown(documents::PlotStyle style, std::optional<simulate::OpponentKind> expect) {
  const std::lock_guard lock(shown_mutex);
  styles_shown[core::language()] |= plot_bit(style, expect);
}

void Server::Impl::draw_ahead() {
  std::map<std::string, unsigned> languages;
  {
    const std::lock_guard lock(shown_mutex);
    languages = styles_shown;
  }
  renderer.post([this, snapshot = snapshots.current(), languages] {
    try {
      for (const auto& [language, styles] : languages) {
        const core::LanguageScope scope(language);
        for (const auto& [style, name] : documents::kPlotStyles.entries) {
          if (styles & plot_bit(style, std::nullopt)) snapshot->plot_svg(style);
          for (const auto& [kind, word] : simulate::kBuiltInOpponents.entries)
            if (styles & plot_bit(style, kind)) snapshot->plot_svg(style, kind);
        }
      }
      snapshot->last_board_svg();
    } catch (...) {
      // No finished game yet, or a picture that fails: it is drawn (and its failure answered)
      // when asked for. The snapshots are settled whatever happened, or /api/version would wait.
    }
    snapshots.settle();
    return std::string();
  });
}

bool Server::Impl::refused(const Request& req, Response& res) const {
  const auto refusal =
      guard->check({req.method, req.get_header_value("Host"), req.get_header_value("Origin"),
                    req.get_header_value("Sec-Fetch-Site")});
  if (refusal) send_error(res, refusal->status, refusal->message);
  return refusal.has_value();
}

void Server::Impl::routes() {
  for (const auto& [url, asset] : options.assets)
    if (url.front() == '/' && !is_page(asset) && (options.visitors || url != "/play.js") &&
        (!options.league.empty() || url != "/league.js"))
      http.Get(url, [&asset = asset](const Request&, Response& res) {
        res.set_content(asset.body, asset.content_type.c_str());
      });
  page_routes();
  get("/texts.json", [](const Request&, Response& res) { send_json(res, texts_json()); });
  get("/operator/qr", [this](const Request& req, Response& res) {
    const std::string host =
        options.url_host.empty() ? tablet_host(options.host) : options.url_host;
    const QrPage page = operator_qr_page(
        options.assets.at("operator-qr.html").body, operator_address(host, port, options.token),
        options.token, req.has_param("token") ? req.get_param_value("token") : std::string());
    res.status = page.status;
    res.set_header("Cache-Control", "no-store");
    res.set_content(page.html, "text/html; charset=utf-8");
  });
  get("/api/version", [this](const Request&, Response& res) {
    res.set_header("Cache-Control", "no-store");
    res.set_content(snapshots.version(), "text/plain");
  });
  get("/api/state",
      [this](const Request&, Response& res) { send_json(res, snapshots.latest()->state_json()); });
  get("/api/plot.svg", [this](const Request& req, Response& res) {
    const std::string word = style_word(req, natural_style);
    const auto style = documents::kPlotStyles.parse(word);
    if (!style)
      return send_error(res, 400,
                        "style '" + word.substr(0, kMaxFieldBytes) + "': expected one of " +
                            documents::kPlotStyles.choices());
    std::optional<simulate::OpponentKind> expect;
    if (req.has_param("expect")) {
      const std::string kind = req.get_param_value("expect");
      expect = simulate::kBuiltInOpponents.parse(kind);
      if (!expect || *style == documents::PlotStyle::kOpenings)
        return send_error(res, 400,
                          "expect '" + kind.substr(0, kMaxFieldBytes) + "': expected one of " +
                              simulate::kBuiltInOpponents.choices() +
                              ", with the michie, gardner or rates style");
    }
    shown(*style, expect);
    try {
      const auto snapshot = snapshots.current();
      send_svg(res, renderer.run([&] { return snapshot->plot_svg(*style, expect); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
  get("/api/last.svg", [this](const Request&, Response& res) {
    try {
      const auto snapshot = snapshots.current();
      send_svg(res, renderer.run([&] { return snapshot->last_board_svg(); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
  get("/api/play", [this](const Request& req, Response& res) {
    send_json(res, play_json(*snapshots.current(), first_of(req)));
  });
  get("/api/undo",
      [this](const Request&, Response& res) { send_json(res, undo_json(*snapshots.current())); });
  get("/api/play/board.svg", [this](const Request& req, Response& res) {
    try {
      const auto snapshot = snapshots.current();
      send_svg(res, renderer.run([&] { return play_board_svg(*snapshot, first_of(req)); }));
    } catch (const core::Error& e) {
      send_error(res, 400, e.what());
    }
  });
  get("/api/play/box.svg", [this](const Request& req, Response& res) {
    try {
      const auto snapshot = snapshots.current();
      send_svg(res, renderer.run([&] { return play_box_svg(*snapshot, first_of(req)); }));
    } catch (const core::Error& e) {
      send_error(res, 404, e.what());
    }
  });
  for (const Route& route : kAnswers)
    post(route.path,
         [this, &route](const Request& req, Response& res) { answer(route, req, res); });
}

void Server::Impl::answer(const Route& route, const Request& req, Response& res) {
  if (req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) != 0)
    return send_error(res, 415, "expected an HTML form (application/x-www-form-urlencoded)");
  std::map<std::string, std::string> fields;
  try {
    if (*route.field)
      fields =
          form_fields(req, {"token", "first", "version", route.field}, {route.field, "version"});
    else
      fields = form_fields(req, {"token", "first", "version"}, {"version"});
  } catch (const core::Error& e) {
    return send_error(res, 400, e.what());
  }
  if (!options.token.empty() && fields["token"] != options.token)
    return send_error(res, 403,
                      fields["token"].empty()
                          ? "this server needs its access token: open the operator page at the "
                            "address `matchbox track serve` printed"
                          : "wrong access token: open the operator page at the address "
                            "`matchbox track serve` printed");
  const Answer answer{route.kind, fields["first"], *route.field ? fields[route.field] : "",
                      fields["version"]};
  const std::lock_guard lock(write_mutex);
  try {
    send_json(res, desk.apply(answer));
    draw_ahead();
  } catch (const StaleAnswer& e) {
    draw_ahead();
    // The refusal carries the state as it stands, for the page to show at once.
    const std::string state = snapshots.current()->state_json();
    JsonWriter w;
    w.begin_object().key("error").value(e.what()).key("state").raw(state).end_object();
    send_json(res, w.str(), 409);
  } catch (const core::Error& e) {
    send_error(res, status_of(e), e.what());
  }
}

Server::Server(ServeOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  httplib::Server& http = impl_->http;
  http.new_task_queue = [] { return new ConnectionThreads(kMaxConnections); };
  // SO_REUSEADDR alone (cpp-httplib's default adds SO_REUSEPORT, which lets a second
  // `track serve` bind a port the first holds, and the two then answer at random): a restarted
  // server still gets its port back at once. TCP_NODELAY, which accepted connections inherit:
  // an answer's last small packet is sent at once, not held up to 40 ms for an acknowledgement.
  // The socket is kept for bind() to give it a longer backlog.
  http.set_socket_options([impl = impl_.get()](socket_t sock) {
    const int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    impl->listen_socket = sock;
  });
  http.set_default_headers(kSecurityHeaders);
  http.set_pre_routing_handler([impl = impl_.get()](const Request& req, Response& res) {
    return impl->refused(req, res) ? httplib::Server::HandlerResponse::Handled
                                   : httplib::Server::HandlerResponse::Unhandled;
  });
  http.set_keep_alive_timeout(kKeepAliveSeconds);
  http.set_payload_max_length(kMaxBodyBytes);
  http.set_read_timeout(kReadTimeoutSeconds, 0);
  http.set_write_timeout(5, 0);
  set_error_handlers(http);
  impl_->routes();
  impl_->visitor_routes();
  impl_->league_routes();
}

Server::~Server() = default;

int Server::bind() {
  const ServeOptions& o = impl_->options;
  if (o.host.empty())
    throw core::Error(
        "no address to listen on: expected an address of this computer, such as "
        "127.0.0.1");
  const std::string where = o.host + ":" + std::to_string(o.port);
  if (o.port == 0) {
    impl_->port = impl_->http.bind_to_any_port(o.host);
    if (impl_->port <= 0)
      throw core::Error("cannot listen on " + where + ": the address is not this machine's");
  } else {
    if (!impl_->http.bind_to_port(o.host, o.port))
      throw core::Error("cannot listen on " + where +
                        ": the port is in use, or the address is not this machine's");
    impl_->port = o.port;
  }
  // Listening again on a listening socket only changes its backlog (Linux).
  if (impl_->listen_socket != INVALID_SOCKET) ::listen(impl_->listen_socket, kListenBacklog);
  impl_->guard.emplace(o.host, impl_->port);
  impl_->desk.prepare();
  impl_->draw_ahead();
  impl_->start_retrying();
  return impl_->port;
}

void Server::run() { impl_->http.listen_after_bind(); }

void Server::stop() {
  // A stop that comes before run() has started listening would be lost: wait for it (briefly).
  for (int i = 0; i < 2000 && !impl_->http.is_running(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  impl_->http.stop();
  impl_->retrier.request_stop();
}

std::string random_token() {
  unsigned char bytes[16];
  std::size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = getrandom(bytes + got, sizeof bytes - got, 0);
    if (n <= 0) throw core::Error("cannot make an access token: no random source");
    got += static_cast<std::size_t>(n);
  }
  std::string hex;
  for (const unsigned char b : bytes) {
    char pair[3];
    std::snprintf(pair, sizeof pair, "%02x", b);
    hex += pair;
  }
  return hex;
}

}  // namespace matchbox::web
