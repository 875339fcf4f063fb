// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Length: a physical length stored in PostScript points (1 pt = 1/72 in = 25.4/72 mm).
// Templates and the command line write lengths with a unit ("52mm", "0.5in", "12pt",
// "1.2cm"); a bare number is refused so that a unit is never implied.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace matchbox::core {

// Points in a millimetre: `12 * kMm` is 12 mm in the points Cairo draws in.
inline constexpr double kMm = 72.0 / 25.4;

class Length {
 public:
  constexpr Length() = default;
  static constexpr Length points(double pt) { return Length(pt); }
  static constexpr Length mm(double mm) { return Length(mm * 72.0 / 25.4); }
  static constexpr Length inches(double in) { return Length(in * 72.0); }

  constexpr double pt() const { return pt_; }
  constexpr double to_mm() const { return pt_ * 25.4 / 72.0; }

  // Parses "<number><unit>" with unit mm, cm, in or pt, optionally with spaces between and a
  // leading sign. Returns nullopt on anything else; `error` (if given) then says why.
  static std::optional<Length> parse(std::string_view text, std::string* error = nullptr);

  friend constexpr Length operator+(Length a, Length b) { return Length(a.pt_ + b.pt_); }
  friend constexpr Length operator-(Length a, Length b) { return Length(a.pt_ - b.pt_); }
  friend constexpr Length operator*(Length a, double k) { return Length(a.pt_ * k); }
  friend constexpr auto operator<=>(Length, Length) = default;

 private:
  constexpr explicit Length(double pt) : pt_(pt) {}
  double pt_ = 0;
};

}  // namespace matchbox::core
