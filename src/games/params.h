// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading a game's rule parameters (GameParams: key -> the value as written, e.g. "4", "slide",
// "on"). Each game states its keys and defaults in its header; these readers give every game the
// same messages: "GAME: parameter KEY is VALUE, expected WHAT".
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "games/game.h"

namespace matchbox::games {

// An integer in [lo, hi]; `fallback` if the key is absent. Throws core::Error.
int param_int(std::string_view game, const GameParams& params, const std::string& key, int fallback,
              int lo, int hi);

// A number in [lo, hi] written as an integer or with ".5" ("0", "6.5", "-1.5"), returned in half
// points (6.5 -> 13); `fallback_half` if absent. Throws core::Error.
int param_half_points(std::string_view game, const GameParams& params, const std::string& key,
                      int fallback_half, int lo, int hi);

// One of `choices`; `fallback` if absent. Throws core::Error listing the choices.
std::string param_choice(std::string_view game, const GameParams& params, const std::string& key,
                         std::string fallback, std::initializer_list<std::string_view> choices);

// "on"/"off" (also true/false, yes/no); `fallback` if absent. Throws core::Error.
bool param_switch(std::string_view game, const GameParams& params, const std::string& key,
                  bool fallback);

// Throws core::Error naming the first key of `params` not in `known`.
void check_param_keys(std::string_view game, const GameParams& params,
                      std::initializer_list<std::string_view> known);

}  // namespace matchbox::games
