// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// This computer's network addresses: which Host names the server answers to (web/guard.h), and
// which address a tablet on the hall's network reaches it at (the QR codes, web/qr_page.h).
#pragma once

#include <string>
#include <vector>

namespace matchbox::web {

// The addresses of this computer's network interfaces as text, IPv6 without brackets:
// "127.0.0.1", "192.168.1.20", "fe80::1", ...; empty if the system does not say.
std::vector<std::string> interface_addresses();

// The host of the addresses a tablet is given for a server listening on `listen`: for "0.0.0.0"
// or "::" (every network), this computer's first IPv4 address that is neither loopback nor
// link-local (169.254.x.x), private ones (10.x, 172.16-31.x, 192.168.x) first, as a tablet
// seldom knows a laptop's name; its name if it has no such address. Otherwise `listen` itself,
// an IPv6 address in brackets.
std::string tablet_host(const std::string& listen);

}  // namespace matchbox::web
