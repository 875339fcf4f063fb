// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "spec/tournament_file.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "core/error.h"
#include "core/timestamp.h"
#include "spec/languages.h"
#include "spec/tournament_events.h"
#include "spec/yaml_util.h"
#include "spec/yaml_writer.h"

namespace matchbox::spec {
namespace {

MachineRef decode_ref(const YamlField& field) {
  field.check_keys({"file", "set", "fingerprint"});
  field["file"].require("the machine file the tournament was made with");
  field["fingerprint"].require("the fingerprint of the machine's kit");
  MachineRef ref;
  ref.machine = field["file"].as_string();
  if (ref.machine.empty()) field["file"].fail_expected("a machine name or path");
  if (field["set"].present())
    for (const YamlField& item : field["set"].items()) ref.overrides.push_back(item.as_string());
  ref.fingerprint = field["fingerprint"].as_string();
  if (ref.fingerprint.size() != 16 ||
      ref.fingerprint.find_first_not_of("0123456789abcdef") != std::string::npos)
    field["fingerprint"].fail_expected("16 hexadecimal digits");
  return ref;
}

void emit_ref(YAML::Emitter& out, const char* key, const MachineRef& ref) {
  out << YAML::Key << key << YAML::Value << YAML::Flow << YAML::BeginMap;
  out << YAML::Key << "file" << YAML::Value << yaml_text(ref.machine);
  out << YAML::Key << "set" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const std::string& o : ref.overrides) out << yaml_text(o);
  out << YAML::EndSeq;
  out << YAML::Key << "fingerprint" << YAML::Value << ref.fingerprint;
  out << YAML::EndMap;
}

// A YAML document marker ("---" or "...") at the start of a line: column 0, then a space, a
// line break or the end (YAML 1.2, section 9.1.2).
std::size_t find_marker(std::string_view text, std::string_view marker, std::size_t from) {
  if (from == 0 && text.substr(0, marker.size()) == marker &&
      (text.size() == marker.size() || std::strchr(" \t\r\n", text[marker.size()]) != nullptr))
    return 0;
  // Searched for with the line break before it (memmem: a tournament file has a "-" on every
  // line, so finding "---" by its first character would stop millions of times).
  std::string needle = "\n";  // (Appended: g++ 12 warns falsely, -Wrestrict, about "\n" + string.)
  needle += marker;
  for (std::size_t at = from == 0 ? 0 : from - 1; at < text.size(); ++at) {
    const void* hit = ::memmem(text.data() + at, text.size() - at, needle.data(), needle.size());
    if (hit == nullptr) break;
    at = static_cast<std::size_t>(static_cast<const char*>(hit) - text.data());
    const std::size_t after = at + needle.size();
    if (after == text.size() || std::strchr(" \t\r\n", text[after]) != nullptr) return at + 1;
  }
  return std::string_view::npos;
}

[[noreturn]] void throw_cut_short(const std::string& file) {
  throw core::Error(file +
                    ": cut short: its last line is not the end marker \"...\" (a copy or "
                    "a disk that stopped part-way?); restore it from a backup");
}

int line_of(std::string_view text, std::size_t offset) {
  return static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

// Where the events of a format 2 file end (the end marker's offset); checks that the file is
// whole (ends with the marker) and one document. `format` is the format the header names.
std::size_t events_end(const std::string& text, const std::string& file, int format) {
  const std::size_t marker = find_marker(text, "...", 0);
  if (format < 2) {
    if (marker != std::string::npos || find_marker(text, "---", 1) != std::string::npos)
      throw core::Error(file + ":" +
                        std::to_string(line_of(text, std::min(marker, text.size())) + 1) +
                        ": a second YAML document; expected one tournament per file");
    return text.size();
  }
  if (marker == std::string::npos || text.size() < kTournamentEnd.size() ||
      text.compare(text.size() - kTournamentEnd.size(), kTournamentEnd.size(), kTournamentEnd) !=
          0) {
    if (marker == std::string::npos) throw_cut_short(file);
    throw core::Error(file + ":" + std::to_string(line_of(text, marker) + 2) +
                      ": text after the end marker \"...\" (two files joined?); expected one "
                      "tournament per file");
  }
  const std::size_t second = find_marker(text, "---", 1);
  if (marker != text.size() - kTournamentEnd.size() || second != std::string::npos)
    throw core::Error(file + ":" + std::to_string(line_of(text, std::min(marker, second)) + 1) +
                      ": a second YAML document (two files joined?); expected one tournament "
                      "per file");
  return marker;
}

// Decodes the keys other than events. `format` is checked first, so a newer file is named as
// such even when its other keys are foreign.
Tournament decode_header(const YamlField& root, const std::string& file) {
  if (!root.is_map() || !root["format"].present() || !root["events"].present())
    throw core::Error(file +
                      ": not a matchbox tournament file (expected the keys format, "
                      "machine and events)");
  const int format = root["format"].as_int();
  if (format > kTournamentFormat)
    throw core::Error(file + ": written by a newer matchbox (format " + std::to_string(format) +
                      "; this one reads format " + std::to_string(kTournamentFormat) +
                      "); update matchbox to read it");
  if (format < 1) root["format"].fail_expected("1 or 2");
  root.check_keys({"format", "machine", "opponent_machine", "title", "place", "operator", "created",
                   "language", "events"});
  root["machine"].require("{file, set, fingerprint}");
  Tournament t;
  t.format = format;
  t.machine = decode_ref(root["machine"]);
  if (root["opponent_machine"].present()) t.opponent_machine = decode_ref(root["opponent_machine"]);
  t.title = root["title"].as_string();
  t.place = root["place"].as_string();
  t.operator_name = root["operator"].as_string();
  t.created = root["created"].as_string();
  if (!core::is_iso8601_utc(t.created))
    root["created"].fail_expected("a time in UTC such as 2026-11-24T10:00:00Z");
  if (root["language"].present()) {
    t.language = root["language"].as_string();
    const std::vector<std::string> known = languages();
    if (std::find(known.begin(), known.end(), t.language) == known.end()) {
      std::string codes;
      for (const std::string& code : known) codes += (codes.empty() ? "" : ", ") + code;
      root["language"].fail_expected("the printed kit's language, one of " + codes);
    }
  }
  const Names names = machine_names(t);
  if (!names.machine1.empty() && names.machine1 == names.machine0)
    root["opponent_machine"].fail(
        "has the same name as the machine; copy its file under another name");
  return t;
}

void check_size(const std::string& text, const std::string& file) {
  if (text.size() > kMaxTournamentBytes)
    throw core::Error(file + ": " + std::to_string(text.size()) +
                      " bytes, more than the largest tournament file read (" +
                      std::to_string(kMaxTournamentBytes) + " bytes)");
  if (text.empty()) throw core::Error(file + ": empty file, not a matchbox tournament file");
}

// Decodes the items of `events` (a list or null) into `t`.
void decode_events(const YamlField& events, const Names& names, Tournament& t) {
  if (events.is_null()) return;
  for (const YamlField& item : events.items()) t.events.push_back(decode_event(item, names));
}

// Fills offsets and lines of `out` (events from `from`, line `line`) and sets canonical if the
// text there is exactly what the writer writes for those events.
void mark_canonical(const std::string& text, std::size_t from, int line, TournamentText& out) {
  std::size_t at = from;
  for (const Event& e : out.tournament.events) {
    const std::string item = event_to_yaml(e, out.tournament);
    if (text.compare(at, item.size(), item) != 0) {
      out.offsets.clear();
      out.lines.clear();
      return;
    }
    out.offsets.push_back(at);
    out.lines.push_back(line);
    at += item.size();
    line += static_cast<int>(std::count(item.begin(), item.end(), '\n'));
  }
  out.canonical = at == out.events_end;
  if (!out.canonical) out.offsets.clear(), out.lines.clear();
}

// A format 2 file cut short may end anywhere, even inside its last key: say so before the YAML
// parser finds the ragged end. (Format 1 files, written before the end marker, have none; a
// foreign file names no format.)
void check_not_cut(const std::string& text, const std::string& file) {
  const bool ends =
      text.size() >= kTournamentEnd.size() &&
      text.compare(text.size() - kTournamentEnd.size(), kTournamentEnd.size(), kTournamentEnd) == 0;
  const bool format2 =
      text.rfind("format: 2\n", 0) == 0 || text.find("\nformat: 2\n") != std::string::npos;
  if (!ends && format2 && find_marker(text, "...", 0) == std::string::npos) throw_cut_short(file);
}

}  // namespace

namespace {

void finish_text(const std::string& text, TournamentText& out) {
  const std::string header = header_to_yaml(out.tournament);
  out.events_begin = header.size();
  if (text.compare(0, header.size(), header) == 0)
    mark_canonical(text, header.size(), line_of(header, header.size()), out);
}

// Events decoded at once when a file is decoded in parts (bounds the parser's memory).
constexpr std::size_t kEventsPerPart = 256;

// The offsets of the lines that start an item of a block list at indentation 2 ("  - "), the
// events of a file as matchbox writes them, from `begin` to `end`.
std::vector<std::size_t> item_starts(const std::string& text, std::size_t begin, std::size_t end) {
  std::vector<std::size_t> starts;
  for (std::size_t at = begin; at < end; ++at) {
    if (text.compare(at, 4, "  - ") == 0) starts.push_back(at);
    at = text.find('\n', at);
    if (at == std::string::npos) break;
  }
  return starts;
}

// Decodes the events of a format 2 file part by part (a file of 100,000 games at once would take
// the YAML parser gigabytes). Returns false, decoding nothing, if the events are not written as
// one block list item per event; the caller then decodes the whole document.
bool decode_in_parts(const std::string& text, const std::string& file, std::size_t begin,
                     TournamentText& out) {
  const std::vector<std::size_t> starts = item_starts(text, begin, out.events_end);
  if (starts.empty() || starts.front() != begin) return false;
  int line = line_of(text, begin);
  for (std::size_t i = 0; i < starts.size(); i += kEventsPerPart) {
    const std::size_t from = starts[i];
    const std::size_t to =
        i + kEventsPerPart < starts.size() ? starts[i + kEventsPerPart] : out.events_end;
    std::vector<Event> part = parse_events(text, file, from, to, line, out.tournament);
    for (Event& e : part) out.tournament.events.push_back(std::move(e));
    line += static_cast<int>(std::count(text.begin() + static_cast<long>(from),
                                        text.begin() + static_cast<long>(to), '\n'));
  }
  return true;
}

}  // namespace

TournamentText parse_tournament_text(const std::string& text, const std::string& file) {
  check_size(text, file);
  check_not_cut(text, file);
  TournamentText out;
  const std::size_t events_key = text.find("\nevents:\n");
  if (events_key != std::string::npos) {  // The header first, then the events in parts.
    const auto source = std::make_shared<YamlSource>(file);
    const YamlField header(parse_yaml_text(text.substr(0, events_key + 9), file), source);
    out.tournament = decode_header(header, file);
    out.events_end = events_end(text, file, out.tournament.format);
    if (out.tournament.format >= 2 && decode_in_parts(text, file, events_key + 9, out)) {
      finish_text(text, out);
      return out;
    }
  }
  const auto source = std::make_shared<YamlSource>(file);
  const YamlField root(parse_yaml_text(text, file), source);
  out.tournament = decode_header(root, file);
  out.events_end = events_end(text, file, out.tournament.format);
  decode_events(root["events"], machine_names(out.tournament), out.tournament);
  finish_text(text, out);
  return out;
}

Tournament parse_tournament(const std::string& text, const std::string& file) {
  return parse_tournament_text(text, file).tournament;
}

TournamentText parse_tournament_tail(const std::string& text, const std::string& file,
                                     std::size_t from, int from_line) {
  check_size(text, file);
  const std::size_t header_end = text.find("\nevents:\n");
  if (header_end == std::string::npos || from < header_end + 9 || from > text.size())
    throw core::Error(file + ": not where the events were (the file was edited)");
  const auto source = std::make_shared<YamlSource>(file);
  const YamlField root(parse_yaml_text(text.substr(0, header_end + 9), file), source);
  TournamentText out;
  out.tournament = decode_header(root, file);
  out.events_end = events_end(text, file, out.tournament.format);
  out.events_begin = header_end + 9;
  if (out.tournament.format < 2 || from > out.events_end ||
      (from < out.events_end && text.compare(from, 4, "  - ") != 0))
    throw core::Error(file + ": not where the events were (the file was edited)");
  out.tournament.events = parse_events(text, file, from, out.events_end, from_line, out.tournament);
  mark_canonical(text, from, from_line, out);
  return out;
}

std::vector<Event> parse_events(const std::string& text, const std::string& file, std::size_t begin,
                                std::size_t end, int line, const Tournament& header) {
  // Parsed as the items of an `events:` key on the line before the first.
  const auto source = std::make_shared<YamlSource>(file, line - 1);
  const std::string items = "events:\n" + text.substr(begin, end - begin);
  const YamlField root(parse_yaml_text(items, file, line - 1), source);
  root.check_keys({"events"});
  Tournament t;
  decode_events(root["events"], machine_names(header), t);
  return std::move(t.events);
}

std::string header_to_yaml(const Tournament& t) {
  YamlWriter out;
  out << YAML::Comment(
      "matchbox tournament file: every game of a matchbox machine, replayed to know what each "
      "box holds. Change it with `matchbox track ...`; see docs/tournaments.md");
  out << YAML::BeginMap;
  out << YAML::Key << "format" << YAML::Value << kTournamentFormat;
  emit_ref(out, "machine", t.machine);
  if (t.opponent_machine) emit_ref(out, "opponent_machine", *t.opponent_machine);
  out << YAML::Key << "title" << YAML::Value << yaml_quoted(t.title);
  out << YAML::Key << "place" << YAML::Value << yaml_quoted(t.place);
  out << YAML::Key << "operator" << YAML::Value << yaml_quoted(t.operator_name);
  out << YAML::Key << "created" << YAML::Value << t.created;
  if (!t.language.empty()) out << YAML::Key << "language" << YAML::Value << t.language;
  out << YAML::EndMap;
  return out.document() + "events:\n";
}

std::string event_to_yaml(const Event& event, const Tournament& t) {
  // Emitted as the one item of an `events:` list, so that it reads exactly as in the whole file.
  YamlWriter out;
  out << YAML::BeginMap << YAML::Key << "events" << YAML::Value << YAML::BeginSeq;
  emit_event(out, event, machine_names(t));
  out << YAML::EndSeq << YAML::EndMap;
  return out.document().substr(std::strlen("events:\n"));
}

std::string tournament_to_yaml(const Tournament& t) {
  std::string text = header_to_yaml(t);
  for (const Event& e : t.events) text += event_to_yaml(e, t);
  text += kTournamentEnd;
  return text;
}

}  // namespace matchbox::spec
