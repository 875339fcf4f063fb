// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/addresses.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <unistd.h>

namespace matchbox::web {
namespace {

// An interface's address as text ("192.168.1.20", "fe80::1"), or "" for another family.
std::string address_text(const sockaddr* address) {
  char text[INET6_ADDRSTRLEN] = {};
  if (address->sa_family == AF_INET)
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr, text, sizeof text);
  else if (address->sa_family == AF_INET6)
    inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, text,
              sizeof text);
  return text;
}

// 0 for a private IPv4 address, 1 for another one a tablet may reach, 2 for loopback,
// link-local or not IPv4.
int tablet_rank(const std::string& address) {
  in_addr v4{};
  if (inet_pton(AF_INET, address.c_str(), &v4) != 1) return 2;
  const unsigned a = ntohl(v4.s_addr);
  if ((a >> 24) == 127 || (a >> 16) == 0xA9FE || a == 0) return 2;
  const bool private_net =
      (a >> 24) == 10 || (a >> 20) == ((172u << 4) | 1) || (a >> 16) == ((192u << 8) | 168);
  return private_net ? 0 : 1;
}

}  // namespace

std::vector<std::string> interface_addresses() {
  std::vector<std::string> addresses;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return addresses;
  for (const ifaddrs* i = list; i; i = i->ifa_next)
    if (i->ifa_addr && !address_text(i->ifa_addr).empty())
      addresses.push_back(address_text(i->ifa_addr));
  freeifaddrs(list);
  return addresses;
}

std::string tablet_host(const std::string& listen) {
  if (listen != "0.0.0.0" && listen != "::")
    return listen.find(':') != std::string::npos && listen.front() != '[' ? "[" + listen + "]"
                                                                          : listen;
  std::string best;
  int best_rank = 2;
  for (const std::string& address : interface_addresses())
    if (tablet_rank(address) < best_rank) {
      best = address;
      best_rank = tablet_rank(address);
    }
  if (!best.empty()) return best;
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) == 0 && name[0] != '\0') return name;
  return "localhost";
}

}  // namespace matchbox::web
