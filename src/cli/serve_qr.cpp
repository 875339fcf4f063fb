// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/serve_qr.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <ostream>

#include "web/qr.h"

namespace matchbox::cli {
namespace {

bool colour_terminal() {
  const char* term = std::getenv("TERM");
  return isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR") && term && std::strcmp(term, "dumb");
}

}  // namespace

void print_operator_qr(std::ostream& out, const std::string& address) {
  const std::string page = "/operator";
  std::string big = address;
  big.replace(big.find(page), page.size(), page + "/qr");
  out << "  Scan this with the tablet's camera to open the operator page at\n  " << address << "\n";
  for (const std::string& line : web::qr_terminal_lines(web::qr_encode(address), colour_terminal()))
    out << "  " << line << "\n";
  out << "  Big on this computer's screen: " << big << "\n";
}

}  // namespace matchbox::cli
