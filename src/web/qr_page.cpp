// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/qr_page.h"

#include "core/translation.h"
#include "render/page_flow.h"
#include "render/text.h"
#include "web/page_texts.h"
#include "web/qr.h"

namespace matchbox::web {
namespace {

// `page_template` with every {{NAME}} of `fields` replaced by its value (once each).
std::string filled(std::string page,
                   std::initializer_list<std::pair<std::string, std::string>> fields) {
  for (const auto& [name, value] : fields) {
    const std::string mark = "{{" + name + "}}";
    const std::size_t at = page.find(mark);
    if (at != std::string::npos) page.replace(at, mark.size(), value);
  }
  return page;
}

}  // namespace

std::string operator_address(const std::string& host, int port, const std::string& token) {
  return "http://" + host + ":" + std::to_string(port) + "/operator" +
         (token.empty() ? std::string() : "?token=" + token);
}

QrPage operator_qr_page(const std::string& page_template, const std::string& address,
                        const std::string& token, const std::string& given_token) {
  const spec::Texts& texts = page_texts();
  const std::pair<std::string, std::string> title{"title", texts.at("web.qr.title")};
  const std::pair<std::string, std::string> lang{"lang", core::language()};
  if (given_token != token)
    return {403,
            filled(page_template,
                   {lang,
                    title,
                    {"heading",
                     texts.at(given_token.empty() ? "web.qr.no_token" : "web.qr.wrong_token")},
                    {"code", ""},
                    {"text", render::fill(texts, "web.qr.how",
                                          {{"page", "<code>/operator/qr?token=…</code>"},
                                           {"command", "<code>matchbox track serve</code>"}})}})};
  return {200,
          filled(page_template, {lang,
                                 title,
                                 {"heading", texts.at("web.qr.scan")},
                                 {"code", qr_svg(address)},
                                 {"text", "<code>" + render::escape_markup(address) + "</code>"}})};
}

}  // namespace matchbox::web
