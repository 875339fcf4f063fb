// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kit/codes.h"

#include <algorithm>
#include <cctype>

#include "core/translation.h"
#include "kit/letters.h"
#include "spec/languages.h"

namespace matchbox::kit {
namespace {

// True if one of the characters of `code` looks like one in `taken`.
bool code_taken(const std::string& code, const std::vector<std::string>& taken) {
  const std::vector<std::string> chars = look_alike(code);
  return std::any_of(chars.begin(), chars.end(), [&](const std::string& c) {
    return std::find(taken.begin(), taken.end(), c) != taken.end();
  });
}

// The first candidate (a letter of `name`, in upper case, then a digit) not in `taken`; "" if
// none.
std::string free_code(const std::string& name, const std::vector<std::string>& taken) {
  std::vector<std::string> candidates;
  const std::string upper = upper_case(name);
  for (std::size_t i = 0; i < upper.size();) {
    std::size_t n = 1;
    while (i + n < upper.size() && (static_cast<unsigned char>(upper[i + n]) & 0xC0) == 0x80) ++n;
    const std::string c = upper.substr(i, n);
    if (code_character(c) && !std::isdigit(static_cast<unsigned char>(c[0])))
      candidates.push_back(c);
    i += n;
  }
  for (char d : std::string("123456789")) candidates.emplace_back(1, d);
  for (const std::string& c : candidates)
    if (!code_taken(c, taken)) return c;
  return {};
}

// The codes of kit.palette's colours in the language in force, by the rules of assign_codes().
std::vector<std::string> codes_here(const Kit& kit, const std::string& reserved) {
  std::vector<std::string> taken;
  for (char c : reserved) taken.emplace_back(1, c);
  const std::vector<Colour>& colours = kit.palette.colours;
  std::vector<std::string> codes;
  // Codes that clash with nothing keep their letters first, so only clashing colours move.
  std::vector<bool> clashes;
  for (const Colour& c : colours) {
    codes.push_back(wanted_code(c));
    clashes.push_back(code_taken(codes.back(), taken));
    if (!clashes.back())
      for (const std::string& ch : look_alike(codes.back())) taken.push_back(ch);
  }
  for (std::size_t i = 0; i < colours.size(); ++i) {
    if (!clashes[i]) continue;
    const std::string code = free_code(core::tr("colour", colours[i].name), taken);
    if (code.empty()) continue;  // Nothing free: keep the wanted code.
    codes[i] = code;
    taken.push_back(look_alike(code).front());
  }
  return codes;
}

}  // namespace

std::string reserved_letters(const Kit& kit) {
  std::string out = "WDL";
  if (kit.spec.plays == spec::Plays::kBoth) out += "MO";
  for (const Box& box : kit.boxes) {
    // The board only: words after it (go's "ko b2", "pass") are not pieces.
    const std::string position = kit.game->to_string(box.position);
    for (char c : position.substr(0, position.find(' ')))
      if (std::isalpha(static_cast<unsigned char>(c)))
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string wanted_code(const Colour& colour) {
  const std::string& own = colour.palette_code.empty() ? colour.code : colour.palette_code;
  const std::string translated = core::tr("bead code", colour.name);
  if (translated == colour.name) return own;  // Not translated.
  const std::vector<std::string> chars = look_alike(translated);
  const bool ok = !chars.empty() && chars.size() <= 2 &&
                  std::all_of(chars.begin(), chars.end(),
                              [](const std::string& c) { return code_character(c); });
  return ok ? upper_case(translated) : own;
}

void assign_codes(Kit& kit) {
  const std::string reserved = reserved_letters(kit);
  std::vector<Colour>& colours = kit.palette.colours;
  for (Colour& c : colours)
    if (c.palette_code.empty()) c.palette_code = c.code;
  for (const std::string& language : spec::languages()) {
    const core::LanguageScope scope(language);
    const std::vector<std::string> codes = codes_here(kit, reserved);
    for (std::size_t i = 0; i < colours.size(); ++i) colours[i].codes[language] = codes[i];
  }
  for (Colour& c : colours) c.code = c.codes.at("en");
}

const std::string& local_code(const Colour& colour) {
  const auto it =
      colour.codes.find(colour.kit_language.empty() ? core::language() : colour.kit_language);
  return it == colour.codes.end() ? colour.code : it->second;
}

}  // namespace matchbox::kit
