// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Plural forms (docs/translations.md): a form of a plural message that a language uses for
// several counts must say the count (its placeholder, {n}). French uses its first form for 0 and 1
// (plural=(n > 1)), so "une perle" there would print "une perle" for no bead at all; Ukrainian uses
// its first for 1, 21, 31, ... The forms are read through gettext from each shipped catalogue,
// count by count, so every language's Plural-Forms is applied as the program applies it.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/translation.h"
#include "spec/languages.h"

using namespace matchbox;

namespace {

// One plural message of the catalogue template: msgctxt, msgid, msgid_plural.
struct PluralMessage {
  std::string context, one, other;
};

// The text of a PO string line's quoted part, escapes undone.
std::string po_unquote(const std::string& line) {
  const std::size_t open = line.find('"'), close = line.rfind('"');
  std::string out;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (line[i] == '\\' && i + 1 < close) {
      const char c = line[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += line[i];
    }
  }
  return out;
}

// The plural messages of po/matchbox.pot.
std::vector<PluralMessage> plural_messages() {
  std::ifstream in("po/matchbox.pot");
  REQUIRE(in);
  std::vector<PluralMessage> out;
  std::map<std::string, std::string> fields;
  std::string field;
  const auto flush = [&] {
    if (fields.count("msgid_plural"))
      out.push_back({fields["msgctxt"], fields["msgid"], fields["msgid_plural"]});
    fields.clear();
    field.clear();
  };
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      flush();
    } else if (line.front() == '"') {
      if (!field.empty()) fields[field] += po_unquote(line);
    } else if (line.front() != '#') {
      field = line.substr(0, line.find(' '));
      fields[field] = po_unquote(line);
    }
  }
  flush();
  return out;
}

// The placeholders of `text`: {name} (fmt) and %d (C).
std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> out;
  const std::regex pattern(R"(\{[A-Za-z_]+\}|%d)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern);
       it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

}  // namespace

TEST_CASE("a plural form a language uses for several counts says the count", "[i18n]") {
  static const bool bound = [] {  // Once per process, as core::use_catalogues asks.
    core::use_catalogues(spec::catalogue_dir());
    return true;
  }();
  (void)bound;
  const std::vector<PluralMessage> messages = plural_messages();
  REQUIRE(messages.size() > 20);
  std::vector<std::string> codes = spec::languages();
  codes.erase(codes.begin());  // English is the source: its first form is for 1 alone.
  REQUIRE(codes.size() >= 4);
  for (const std::string& code : codes) {
    const core::LanguageScope scope(code);
    for (const PluralMessage& m : messages) {
      // Each form's text and the counts (0 to 200: every form of every shipped rule) it serves.
      std::map<std::string, std::vector<long>> counts;
      for (long n = 0; n <= 200; ++n)
        counts[core::translate_plural(m.context, m.one, m.other, n)].push_back(n);
      // The count's placeholder: {n}, or what the English plural names that its "one" form
      // spells out ("one bead", "{n} beads").
      const std::set<std::string> plural = placeholders(m.other);
      std::set<std::string> count;
      for (const std::string& p : plural)
        if (p == "{n}" || p == "%d" ||
            (!plural.count("{n}") && !plural.count("%d") && !placeholders(m.one).count(p)))
          count.insert(p);
      for (const auto& [form, served] : counts) {
        if (served.size() < 2) continue;
        for (const std::string& p : count) {
          INFO(code << ", msgctxt \"" << m.context << "\", msgid \"" << m.one << "\": the form \""
                    << form << "\" serves n = " << served[0] << " and " << served[1]
                    << " but lacks " << p);
          CHECK(form.find(p) != std::string::npos);
        }
      }
    }
  }
}
