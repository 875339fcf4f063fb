// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The JSON writer of `track serve` (web/json.h): strings escaped, and a refusal that carries a
// state written by another writer (raw) as one object.
#include <catch2/catch.hpp>

#include "web/json.h"

namespace matchbox::testing {
namespace {

TEST_CASE("The JSON writer escapes quotes, backslashes and control characters", "[json]") {
  web::JsonWriter w;
  w.begin_object().key("a\"b").value("tab\there \\ \x01 \xc3\xa9").end_object();
  CHECK(w.str() == "{\"a\\\"b\":\"tab\\there \\\\ \\u0001 \xc3\xa9\"}");
}

TEST_CASE("The JSON writer puts a value already written as JSON in its place", "[json]") {
  web::JsonWriter state;
  state.begin_object().key("games").value(3).end_object();
  web::JsonWriter w;
  w.begin_object().key("error").value("stale").key("state").raw(state.str()).key("busy");
  w.value(true).end_object();
  CHECK(w.str() == "{\"error\":\"stale\",\"state\":{\"games\":3},\"busy\":true}");
}

}  // namespace
}  // namespace matchbox::testing
