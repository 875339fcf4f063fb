// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator's random numbers: xoshiro256** (Blackman & Vigna, 2018) seeded through
// splitmix64, and our own bounded integers (Lemire's multiply-and-reject, 2019), so a seed gives
// the same games with every compiler and standard library (std::uniform_int_distribution does
// not). Run r of a simulation with seed s draws from Rng(s, r), whatever thread runs it.
#pragma once

#include <cstdint>

namespace matchbox::simulate {

// splitmix64 (Steele, Lea & Flood, 2014): one step; advances `state`.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  // The generator of run `stream` of a simulation seeded with `seed`.
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) {
    std::uint64_t mix = seed;
    const std::uint64_t a = splitmix64(mix);
    std::uint64_t state = a ^ (stream * 0xd1342543de82ef95ULL + 0x2545f4914f6cdd1dULL);
    for (std::uint64_t& word : s_) word = splitmix64(state);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, 1), 53 random bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // Uniform in [0, n); n >= 1. Unbiased (rejects the few values that would favour low numbers).
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
      const std::uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * n;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4] = {};
};

}  // namespace matchbox::simulate
