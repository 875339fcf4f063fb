// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `matchbox track serve`: the tracker in a browser (docs/tournaments.md, "Running a festival").
// One HTTP server (cpp-httplib) on one tournament file:
//   GET  /                    the display page for the festival screen (read-only)
//   GET  /operator            the operator page for a tablet at the table
//   GET  /operator/qr?token=T the operator address's QR code, for a tablet's camera (web/qr_page.h)
//   GET  /style.css, /display.js, /operator.js, /words.js
//   GET  /texts.json          the pages' words in the request's language (web/page_texts.h)
//   GET  /api/version         the file's version (text): pages poll it and reload data on change
//   GET  /api/state           totals and the last game (web/snapshot.h, JSON)
//   GET  /api/plot.svg?style=michie|gardner|rates    the learning curve
//   GET  /api/last.svg        the last game's final board
//   GET  /api/play?first=F    the game in play (web/play.h, JSON); /api/play/board.svg and
//                             /api/play/box.svg draw its real board and the open box's picture
//   GET  /api/undo            what POST /api/undo would take back, for the operator to confirm
//   GET  /league, /api/league, /api/league/version, /api/league/plot.svg?style=S   a class
//                             league's page and data, when ServeOptions::league names groups
//   POST /api/move (move=N), /api/bead (bead=C), /api/resign, /api/continue, /api/undo,
//        /api/back (take back the last move) the operator's answers; fields `first` and
//                             `token` as well
// Every request is answered in its language (web/page_texts.h, request_language): a `lang`
// field, else the language menu's cookie, else the browser's Accept-Language, else
// ServeOptions::language.
// Answers are HTML forms (application/x-www-form-urlencoded) of at most kMaxBodyBytes, each
// field printable ASCII of at most kMaxFieldBytes; anything else is refused with a 4xx status
// and {"error": "..."} and changes nothing. Every answer carries the file's version the page
// showed (field `version`, as GET /api/version says it): one made against an older version is
// refused with 409 and {"error": "...", "state": the current /api/state}, so a retried or
// doubled tap counts once. With a token set, every answer must carry it (field `token`); pages
// and data stay readable without it. No request names a file. Requests for another host name,
// and answers from another site's pages, are refused (web/guard.h); every answer carries
// security headers against framing, sniffing and leaking the address.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "web/assets.h"
#include "web/guard.h"
#include "web/league.h"

namespace matchbox::web {

inline constexpr std::size_t kMaxBodyBytes = 4096;
inline constexpr std::size_t kMaxFieldBytes = 64;

struct ServeOptions {
  std::filesystem::path file;      // The tournament file.
  std::string host = "127.0.0.1";  // Address to listen on.
  int port = 8080;                 // 0: any free port.
  std::string token;               // "": answers need no token.
  std::string url_host;            // Host of the addresses the pages give; "": tablet_host(host).
  std::map<std::string, Asset> assets;  // load_assets().
  bool visitors = false;                // Visitors play the twin at /play (web/visitors.h).
  std::vector<LeagueGroup> league;      // Not empty: /league shows these groups (web/league.h).
  // The pages' language for a browser that asks for none matchbox speaks (web/page_texts.h);
  // "": the language in force when the server is made (--lang, else the environment's).
  std::string language;
};

class Server {
 public:
  explicit Server(ServeOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the address and reads the tournament (web/desk.h, Desk::prepare), booking the
  // visitor games an earlier server left waiting if the file is free, and from then on every
  // second those that wait (web/waiting_games.h). Returns the port. Throws core::Error "cannot
  // listen on HOST:PORT: ..." if the port is taken or the address is not this machine's, and
  // core::Error naming the waiting file if it is malformed.
  int bind();
  // Serves until stop(); requests in progress finish first (a write in progress completes and
  // its lock is released).
  void run();
  // Thread-safe; run() returns soon after. Call it only once run() has been or will be called.
  void stop();
  // Once run() has returned: one last attempt to book the visitor games that wait. Returns ""
  // if none is left, else one line for stderr: "N visitor games wait in WAITING-FILE (another
  // matchbox held FILE); the next `matchbox track serve` of it books them" ("it" for one).
  std::string book_waiting_at_stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A fresh random access token: 32 hex digits from the system's random source.
std::string random_token();

}  // namespace matchbox::web
