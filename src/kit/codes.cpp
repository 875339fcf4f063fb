#include "kit/codes.h"

#include <algorithm>
#include <cctype>

namespace matchbox::kit {
namespace {

char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

std::string upper(const std::string& s) {
  std::string out;
  for (char c : s) out += upper(c);
  return out;
}

// The first candidate (a letter of `name`, then a digit) not in `taken`; "" if none.
std::string free_code(const std::string& name, const std::string& taken) {
  std::string candidates;
  for (char c : name)
    if (std::isalpha(static_cast<unsigned char>(c))) candidates += upper(c);
  candidates += "123456789";
  for (char c : candidates)
    if (taken.find(c) == std::string::npos) return std::string(1, c);
  return {};
}

}  // namespace

std::string reserved_letters(const Kit& kit) {
  std::string out = "WDL";
  if (kit.spec.plays == spec::Plays::kBoth) out += "MO";
  for (const Box& box : kit.boxes) {
    // The board only: words after it (go's "ko b2", "pass") are not pieces.
    const std::string position = kit.game->to_string(box.position);
    for (char c : position.substr(0, position.find(' ')))
      if (std::isalpha(static_cast<unsigned char>(c))) out += upper(c);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void assign_codes(Kit& kit) {
  std::string taken = reserved_letters(kit);
  std::vector<Colour>& colours = kit.palette.colours;
  // Codes that clash with nothing keep their letters first, so only clashing colours move.
  std::vector<bool> clashes;
  for (const Colour& c : colours) {
    const std::string code = upper(c.code);
    clashes.push_back(std::any_of(code.begin(), code.end(),
                                  [&](char ch) { return taken.find(ch) != std::string::npos; }));
  }
  for (std::size_t i = 0; i < colours.size(); ++i) {
    colours[i].palette_code = colours[i].code;
    if (!clashes[i]) taken += upper(colours[i].code);
  }
  for (std::size_t i = 0; i < colours.size(); ++i) {
    if (!clashes[i]) continue;
    const std::string code = free_code(colours[i].name, taken);
    if (code.empty()) continue;  // Nothing free: keep the palette's code.
    colours[i].code = code;
    taken += code;
  }
}

}  // namespace matchbox::kit
