#include "web/qr_page.h"

#include "render/text.h"
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
  if (given_token != token)
    return {403,
            filled(page_template,
                   {{"heading", given_token.empty() ? "This page needs the operator's access token"
                                                    : "Wrong access token"},
                    {"code", ""},
                    {"text",
                     "Open it as <code>/operator/qr?token=…</code> with the token of the "
                     "operator address <code>matchbox track serve</code> "
                     "printed."}})};
  return {200, filled(page_template,
                      {{"heading", "Scan this with the tablet's camera to open the operator page"},
                       {"code", qr_svg(address)},
                       {"text", "<code>" + render::escape_markup(address) + "</code>"}})};
}

}  // namespace matchbox::web
