// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/page_texts.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "core/error.h"
#include "core/translation.h"
#include "documents/game_rules.h"
#include "spec/languages.h"
#include "web/json.h"

namespace matchbox::web {
namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// The parts of `s` between the `sep` characters, trimmed.
std::vector<std::string_view> parts(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0; start <= s.size();) {
    const std::size_t end = std::min(s.find(sep, start), s.size());
    out.push_back(trimmed(s.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

// The language matchbox speaks that `code` names ("de", "de-AT"), or "".
std::string spoken(std::string_view code) {
  if (code.empty() || code.size() > 35) return "";
  try {
    return spec::check_language(std::string(code));
  } catch (const core::Error&) {
    return "";
  }
}

std::string cookie_language(std::string_view header) {
  for (const std::string_view pair : parts(header, ';')) {
    const std::size_t eq = pair.find('=');
    if (eq != std::string_view::npos && trimmed(pair.substr(0, eq)) == kLanguageCookie)
      return spoken(trimmed(pair.substr(eq + 1)));
  }
  return "";
}

// The first language of an Accept-Language header (RFC 9110, 12.5.4) that matchbox speaks.
std::string accepted_language(std::string_view header) {
  std::vector<std::pair<double, std::string_view>> asked;  // (q-value, tag), in header order.
  for (const std::string_view item : parts(header, ',')) {
    const std::vector<std::string_view> fields = parts(item, ';');
    double q = 1;
    for (std::size_t i = 1; i < fields.size(); ++i)
      if (fields[i].size() > 2 && (fields[i][0] == 'q' || fields[i][0] == 'Q') &&
          fields[i][1] == '=') {
        const std::string_view number = fields[i].substr(2);
        if (std::from_chars(number.data(), number.data() + number.size(), q).ec != std::errc())
          q = 0;
      }
    if (q > 0) asked.emplace_back(q, fields[0]);
  }
  std::stable_sort(asked.begin(), asked.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [q, tag] : asked)
    if (std::string code = spoken(tag); !code.empty()) return code;
  return "";
}

}  // namespace

std::string request_language(std::string_view query, std::string_view cookie_header,
                             std::string_view accept_language, const std::string& fallback) {
  for (std::string code :
       {spoken(query), cookie_language(cookie_header), accepted_language(accept_language)})
    if (!code.empty()) return code;
  return fallback;
}

namespace {

// The texts of `stems` in the language in force, loaded once per language; thread-safe.
const spec::Texts& loaded_texts(const std::vector<std::string>& stems) {
  static std::mutex mutex;
  static std::map<std::pair<std::vector<std::string>, std::string>,
                  std::unique_ptr<const spec::Texts>>
      loaded;
  const std::lock_guard lock(mutex);
  auto& texts = loaded[{stems, core::language()}];
  if (!texts) texts = std::make_unique<const spec::Texts>(spec::load_texts(stems));
  return *texts;
}

}  // namespace

const spec::Texts& page_texts() { return loaded_texts({"web"}); }

std::string rules_line(const games::Game& game) {
  return documents::game_end_rule(game, loaded_texts({"rules", "instructions"}));
}

std::string language_name(const std::string& code) {
  const core::LanguageScope scope(code);
  const std::string& name = page_texts().at("web.language");
  return code != "en" && name == "English" ? code : name;
}

std::string texts_json() {
  const spec::Texts& texts = page_texts();
  JsonWriter w;
  w.begin_object().key("lang").value(core::language()).key("texts").begin_object();
  for (const auto& [key, text] : texts.entries)
    if (!texts.plurals.count(key.substr(0, key.rfind('.'))))
      w.key(std::string_view(key).substr(key.find('.') + 1)).value(text);
  w.end_object().key("languages").begin_array();
  for (const std::string& code : spec::languages())
    w.begin_object().key("code").value(code).key("name").value(language_name(code)).end_object();
  w.end_array().end_object();
  return w.str();
}

}  // namespace matchbox::web
