// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/languages.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <system_error>

#include "core/error.h"
#include "core/translation.h"
#include "spec/data_dir.h"

namespace matchbox::spec {
namespace {

namespace fs = std::filesystem;

// "de" from "de_DE.UTF-8", "de-AT" or "de@euro"; lower case.
std::string language_part(const std::string& name) {
  std::string code = name.substr(0, name.find_first_of("_-.@"));
  std::transform(code.begin(), code.end(), code.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return code;
}

bool speaks(const std::vector<std::string>& known, const std::string& code) {
  return std::find(known.begin(), known.end(), code) != known.end();
}

}  // namespace

fs::path catalogue_dir() {
  const fs::path exe_dir = executable_dir();
  if (exe_dir.empty()) return {};
  std::error_code error;
  const fs::path beside = exe_dir / "locale";
  if (fs::is_directory(beside, error)) return beside;
  return (exe_dir / ".." / "share" / "locale").lexically_normal();
}

std::vector<std::string> languages() {
  // The catalogue folder does not change while matchbox runs: read it once.
  static const std::vector<std::string> shipped = [] {
    std::vector<std::string> codes = core::catalogue_languages(catalogue_dir());
    codes.insert(codes.begin(), "en");
    return codes;
  }();
  return shipped;
}

std::string environment_language() {
  const std::vector<std::string> known = languages();
  std::vector<std::string> asked;
  if (const char* list = std::getenv("LANGUAGE"); list != nullptr) {
    const std::string all = list;
    for (std::size_t start = 0; start <= all.size();) {
      const std::size_t colon = all.find(':', start);
      asked.push_back(all.substr(start, colon - start));
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value != nullptr && *value != '\0') {
      asked.push_back(value);
      break;  // gettext takes the first of the three that is set.
    }
  for (const std::string& name : asked)
    if (const std::string code = language_part(name); speaks(known, code)) return code;
  return "en";
}

void start_languages() {
  const std::string code = environment_language();
  core::use_catalogues(catalogue_dir());
  core::set_language(code);
}

std::string check_language(const std::string& code) {
  const std::vector<std::string> known = languages();
  const std::string wanted = language_part(code);
  if (!code.empty() && speaks(known, wanted)) return wanted;
  std::string list;
  for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
  throw core::Error("--lang " + code + ": expected one of " + list);
}

}  // namespace matchbox::spec
