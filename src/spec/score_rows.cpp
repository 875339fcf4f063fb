// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/score_rows.h"

#include <cctype>

#include "core/error.h"

namespace matchbox::spec {
namespace {

// Lower case, leading and trailing spaces cut.
std::string lower_trimmed(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const auto b = s.find_first_not_of(' ');
  const auto e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::string field(const CsvRow& row, int col) {
  return col >= 0 && col < static_cast<int>(row.fields.size())
             ? row.fields[static_cast<std::size_t>(col)]
             : "";
}

// The per-turn columns joined into one space-separated list (empty cells end the list).
std::string per_turn(const CsvRow& row, const std::map<int, int>& cols) {
  std::string out;
  for (const auto& [turn, col] : cols) {
    const std::string v = lower_trimmed(field(row, col));
    if (v.empty()) break;
    out += (out.empty() ? "" : " ") + v;
  }
  return out;
}

}  // namespace

std::string score_sheet_header(bool with_first, int turns) {
  std::string out = with_first ? "game,first,moves" : "game,moves";
  for (int t = 1; t <= turns; ++t)
    out += ",box " + std::to_string(t) + ",bead " + std::to_string(t);
  return out + ",result";
}

std::string result_word(const std::string& typed) {
  const std::string word = lower_trimmed(typed);
  if (word.empty()) return "";
  for (const char* full : {"win", "draw", "loss"})
    if (word == full || word == std::string(1, full[0])) return full;
  throw core::Error("result '" + typed + "': expected W, D or L");
}

ScoreColumns::ScoreColumns(const CsvRow& header, const std::string& file) {
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    const std::string name = lower_trimmed(header.fields[i]);
    const int col = static_cast<int>(i);
    if (name == "moves")
      moves_ = col;
    else if (name == "first" || name.rfind("first ", 0) == 0)
      first_ = col;
    else if (name == "boxes")
      boxes_ = col;
    else if (name == "beads")
      beads_ = col;
    else if (name == "result" || name == "w/d/l")
      result_ = col;
    else if (name == "session")
      session_ = col;
    else if (name == "player")
      player_ = col;
    else if (name.rfind("box ", 0) == 0 && std::isdigit(static_cast<unsigned char>(name[4])))
      box_turn_[std::stoi(name.substr(4, 3))] = col;
    else if (name.rfind("bead ", 0) == 0 && std::isdigit(static_cast<unsigned char>(name[5])))
      bead_turn_[std::stoi(name.substr(5, 3))] = col;
  }
  if (moves_ < 0)
    throw core::Error(file + ":" + std::to_string(header.line) +
                      ": no 'moves' column in the header (expected columns such as: game, first, "
                      "moves, boxes, beads, result)");
}

ScoreFields ScoreColumns::fields(const CsvRow& row) const {
  return {field(row, first_),
          field(row, moves_),
          boxes_ >= 0 ? field(row, boxes_) : per_turn(row, box_turn_),
          beads_ >= 0 ? field(row, beads_) : per_turn(row, bead_turn_),
          field(row, result_),
          field(row, session_),
          field(row, player_)};
}

}  // namespace matchbox::spec
