// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which requests `track serve` answers at all. Any web page open in a browser of the festival
// laptop (or of a tablet on its network) can make that browser send requests to the server: a
// form posted from another site, or a site whose name is made to point at this computer ("DNS
// rebinding", which lets that site read the answers as well). So a request is answered only
// when its Host names this computer as the server printed it, and an answer (POST) only when
// the page that sent it came from this server too.
#pragma once

#include <optional>
#include <set>
#include <string>

namespace matchbox::web {

// Why a request is refused: an HTTP status (403 or 421) and the message of its {"error": ...}.
struct Refusal {
  int status = 403;
  std::string message;
};

// The HTTP headers the guard looks at; "" for a header the request lacks.
struct RequestHeaders {
  std::string method;      // "GET", "POST", ...
  std::string host;        // Host: "127.0.0.1:8080", "[::1]:8080", "localhost".
  std::string origin;      // Origin: "http://127.0.0.1:8080", or "null".
  std::string fetch_site;  // Sec-Fetch-Site: "same-origin", "cross-site", "none", ...
};

// True for addresses only this machine reaches: "localhost", 127.0.0.0/8 and ::1 (bare or in
// brackets), checked as addresses (so "127.0.0.1.example.com" is not loopback).
bool is_loopback(const std::string& host);

class RequestGuard {
 public:
  // For a server listening on `listen` (an address or host name; "0.0.0.0" or "::" for every
  // network, which adds this computer's name and every address of its network interfaces)
  // and `port`. Loopback names (localhost, 127.0.0.0/8, [::1]) are always this computer.
  RequestGuard(const std::string& listen, int port);

  // The refusal of a request, or nothing if it may be answered: 421 if its Host is not one of
  // this server's names with its port (a missing port means 80); for a POST, 403 if it has an
  // Origin that is not such a name, or Sec-Fetch-Site is "cross-site".
  std::optional<Refusal> check(const RequestHeaders& request) const;

  // True if `host` ("name:port", "[v6]:port" or "name") is this server: one of its names,
  // any case, with its port.
  bool is_this_server(const std::string& host) const;

 private:
  std::set<std::string> names_;  // Lower case; IPv6 addresses in brackets.
  int port_ = 0;
};

}  // namespace matchbox::web
