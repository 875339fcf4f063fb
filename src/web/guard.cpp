// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/guard.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>

#include "web/addresses.h"
#include "web/server.h"

namespace matchbox::web {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// `host` as a Host header names it: IPv6 addresses in brackets, lower case.
std::string host_name(const std::string& host) {
  const bool v6 = host.find(':') != std::string::npos && host.front() != '[';
  return lower(v6 ? "[" + host + "]" : host);
}

// The addresses of this computer's network interfaces, as host names.
std::set<std::string> interface_names() {
  std::set<std::string> names;
  for (const std::string& address : interface_addresses()) names.insert(host_name(address));
  return names;
}

// Cuts "name:port" (or "[v6]:port") into its name and port; the port is 80 if none is given,
// -1 if it is not a number.
std::pair<std::string, int> split_host(const std::string& host) {
  const std::size_t bracket = host.rfind(']');
  const std::size_t colon = host.rfind(':');
  if (colon == std::string::npos || (bracket != std::string::npos && colon < bracket))
    return {lower(host), 80};
  const std::string port = host.substr(colon + 1);
  const bool digits =
      !port.empty() && port.size() <= 5 &&
      std::all_of(port.begin(), port.end(), [](unsigned char c) { return std::isdigit(c); });
  return {lower(host.substr(0, colon)), digits ? std::stoi(port) : -1};
}

// A header's value as a message quotes it: at most kMaxFieldBytes, printable ASCII only.
std::string shown(const std::string& value) {
  std::string text = value.substr(0, kMaxFieldBytes);
  for (char& c : text)
    if (c < 0x20 || c > 0x7e) c = '?';
  return text;
}

}  // namespace

bool is_loopback(const std::string& host) {
  if (lower(host) == "localhost") return true;
  const std::string bare = host.size() > 2 && host.front() == '[' && host.back() == ']'
                               ? host.substr(1, host.size() - 2)
                               : host;
  in_addr v4{};
  if (inet_pton(AF_INET, bare.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
  in6_addr v6{};
  return inet_pton(AF_INET6, bare.c_str(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

RequestGuard::RequestGuard(const std::string& listen, int port) : port_(port) {
  if (listen != "0.0.0.0" && listen != "::") {
    names_.insert(host_name(listen));
    return;
  }
  names_ = interface_names();
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) == 0 && name[0] != '\0') names_.insert(lower(name));
}

bool RequestGuard::is_this_server(const std::string& host) const {
  const auto [name, port] = split_host(host);
  return port == port_ && (is_loopback(name) || names_.count(name) > 0);
}

std::optional<Refusal> RequestGuard::check(const RequestHeaders& request) const {
  if (!is_this_server(request.host))
    return Refusal{421,
                   "this server answers only requests for the addresses `matchbox track "
                   "serve` printed, not for '" +
                       shown(request.host) + "'"};
  if (request.method != "POST") return std::nullopt;
  const std::string scheme = "http://";
  const bool foreign_origin =
      !request.origin.empty() && (request.origin.rfind(scheme, 0) != 0 ||
                                  !is_this_server(request.origin.substr(scheme.size())));
  if (foreign_origin || request.fetch_site == "cross-site")
    return Refusal{403,
                   "answers are taken only from this server's own pages, not from another "
                   "site" +
                       (foreign_origin ? " ('" + shown(request.origin) + "')" : std::string())};
  return std::nullopt;
}

}  // namespace matchbox::web
