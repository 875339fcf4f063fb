// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A small JSON writer for the answers of `track serve` (RFC 8259): objects, arrays, strings
// (UTF-8 passed through, control characters escaped), integers and booleans. Requests come in
// as HTML forms, so nothing here parses JSON.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace matchbox::web {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // The key of the next value inside an object.
  JsonWriter& key(std::string_view name);
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(long long number);
  JsonWriter& value(int number) { return value(static_cast<long long>(number)); }
  JsonWriter& value(double number);  // Finite; written with up to 6 significant digits.
  JsonWriter& value(bool flag);
  JsonWriter& null();
  // A value that is already JSON, written as it is: an object from another writer.
  JsonWriter& raw(std::string_view json);
  // A list of strings as an array.
  JsonWriter& strings(const std::vector<std::string>& items);
  // The text written so far (whole once every object and array is closed).
  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // Per open object or array: no member written yet.
  bool after_key_ = false;
};

// `text` as a JSON string literal, quotes included.
std::string json_quoted(std::string_view text);

// {"error": message}: the body of every refused request.
std::string json_error(std::string_view message);

}  // namespace matchbox::web
