// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Visitors' games (web/visitors.h) played over HTTP, as a phone plays them, for the web tests.
#pragma once

#include <httplib.h>

#include <cstddef>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace matchbox::testing {

inline const char* const kVisitForm = "application/x-www-form-urlencoded";

// The value of `key` in a game's JSON: a string's text, or the value as written ("true", "3").
inline std::string json_field(const std::string& json, const std::string& key) {
  std::smatch m;
  const std::regex pattern("\"" + key + "\":(\"([^\"]*)\"|[^,}]*)");
  if (!std::regex_search(json, m, pattern)) return "";
  return m[2].matched ? m[2].str() : m[1].str();
}

// The legal moves' notations in a game's JSON.
inline std::vector<std::string> legal_moves(const std::string& json) {
  std::vector<std::string> out;
  const std::regex pattern("\"notation\":\"([^\"]*)\"");
  for (std::sregex_iterator it(json.begin(), json.end(), pattern), end; it != end; ++it)
    out.push_back((*it)[1].str());
  return out;
}

// Plays a whole game as a visitor who takes the legal move `seed` picks. Returns the last
// JSON (the game over, and booked if `booked`); throws std::runtime_error for an answer
// refused, or a game not booked at its end when `booked`, so that it can run on threads of
// its own (Catch's assertions are for the test's thread).
inline std::string play_whole_game(httplib::Client& c, const std::string& first, std::size_t seed,
                                   bool booked = true) {
  const auto checked = [](const httplib::Result& r) {
    if (!r || r->status != 200)
      throw std::runtime_error(r ? std::to_string(r->status) + " " + r->body : "no answer");
    return r->body;
  };
  std::string json = checked(c.Post("/api/visit/begin", "first=" + first, kVisitForm));
  for (int guard = 0; json_field(json, "over") != "true"; ++guard) {
    const auto moves = legal_moves(json);
    if (guard > 400 || json_field(json, "to_move") != "you" || moves.empty())
      throw std::runtime_error("not the visitor's turn: " + json);
    const std::string move = moves[(seed + static_cast<std::size_t>(guard) * 7) % moves.size()];
    const int ply = std::stoi(json_field(json, "ply")) + 1;
    json = checked(
        c.Post("/api/visit/move",
               "game=" + json_field(json, "game") + "&move=" + move + "&ply=" + std::to_string(ply),
               kVisitForm));
  }
  if (booked && json_field(json, "booked") != "true")
    throw std::runtime_error("not booked: " + json);
  return json;
}

}  // namespace matchbox::testing
