// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// GET /operator/qr: the operator address's QR code, big on the laptop's screen with the address
// in text under it, so a tablet joins by its camera (docs/tournaments.md, "Running a
// festival"). The code carries the access token, so the page is shown only to a request that
// carries it too (`/operator/qr?token=...`, the token of the operator address); others get a
// page that says so, with status 403. A server without a token (this computer only) shows the
// code of its local address to anyone who can reach it.
#pragma once

#include <string>

namespace matchbox::web {

// The operator page's address: "http://HOST:PORT/operator", with "?token=TOKEN" if `token` is
// not empty. `host` as web::tablet_host gives it (an IPv6 address in brackets).
std::string operator_address(const std::string& host, int port, const std::string& token);

struct QrPage {
  int status = 200;
  std::string html;
};

// The page for a request that gave `given_token` ("" if none) to a server with `token`:
// `page_template` (templates/web/operator-qr.html) with {{lang}} and {{title}}, {{heading}},
// {{code}} (the QR code of `address` as inline SVG, web/qr.h) and {{text}} (`address` as <code>)
// filled in; or, if the tokens differ, the refusal (status 403) on the same template: what to open,
// no code and no address. Worded in the language in force (templates/texts/web.yaml). Throws
// core::Error if a text is missing.
QrPage operator_qr_page(const std::string& page_template, const std::string& address,
                        const std::string& token, const std::string& given_token);

}  // namespace matchbox::web
