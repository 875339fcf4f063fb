// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The QR code `matchbox track serve` prints under its addresses when tablets can reach it: the
// operator address with its token (web/qr.h), for the tablet's camera.
#pragma once

#include <iosfwd>
#include <string>

namespace matchbox::cli {

// Prints what the code is for, `address` in text, the code in UTF-8 half blocks, and where the
// laptop's screen shows it big (`address` with "/operator/qr" for "/operator"). The code sets
// its own colours (white on black) when standard output is a terminal and neither NO_COLOR is
// set nor TERM=dumb, so it reads on light and dark terminals alike; otherwise it is plain text.
void print_operator_qr(std::ostream& out, const std::string& address);

}  // namespace matchbox::cli
