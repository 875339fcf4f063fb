// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The kit's prose as data (templates/texts/*.yaml; keys are "<file stem>.<key>"): headings,
// paragraphs and table captions with {placeholders} filled by fmt's named arguments. No sentence a
// reader sees lives in C++.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace matchbox::spec {

// A text chosen by a count: a map of exactly `one` and `other` in the YAML file. If either prints
// the count {n}, it is a grammatical plural: the forms are English, and a catalogue gives the
// language's own under the key. Otherwise it is a choice between two texts (one thing, or more),
// each translated on its own under "<key>.one" and "<key>.other".
struct Plural {
  std::string key;  // "labels.beads".
  std::string one;
  std::string other;
  bool grammatical = true;
  // The form for `n` in the language in force (core::translate_plural), or `one` if n is 1 and
  // `other` if not for a choice.
  std::string pick(long n) const;
};

struct Texts {
  // Dotted key ("instructions.setup") -> text, in the language in force when loaded; a
  // grammatical plural's forms stay English under "<key>.one" and "<key>.other" (see plural()).
  std::map<std::string, std::string> entries;
  std::set<std::string> plurals;  // Keys of the grammatical plurals ("labels.beads").
  // Throws core::Error naming the key if it is missing.
  const std::string& at(const std::string& key) const;
  // The plural under `key`. Throws core::Error naming the key if it is missing.
  Plural plural(const std::string& key) const;
};

// Loads every <data>/templates/texts/*.yaml and translates it into the language in force
// (core::language(); each text's key is its gettext context). Throws core::Error
// (file:line:column) on bad YAML or a non-string value.
Texts load_texts();

// One text of templates/texts/ as the message catalogue template lists it (po/update.sh): its
// key (the gettext context), its English text (a plural's `one` form) and `other` form (empty
// for a text that is no plural), and the file and 1-based line that define it.
struct TextSource {
  std::string key;
  std::string text;
  std::string plural;
  std::string file;  // "templates/texts/labels.yaml".
  int line = 0;
};

// Every text of <data>/templates/texts/*.yaml, file by file in name order, keys in order. Throws
// as load_texts() does.
std::vector<TextSource> text_sources();

// Loads only <data>/templates/texts/<stem>.yaml for each of `stems` ("beads", "labels", ...): a
// command that uses a few of the files spares parsing the others (yaml-cpp takes about 0.8 M
// instructions a KB). Texts of the other files are then missing (Texts::at throws). Throws
// core::Error as load_texts() does, and for a stem without a file.
Texts load_texts(const std::vector<std::string>& stems);

// Checks a file of texts a user edited (other wording, a translation) against the built-in file
// of the same name in templates/texts/: it must define every key the kit uses, no other, and use
// only the {placeholders} the built-in text of the same key uses. Returns the number of texts.
// Throws core::Error "FILE:LINE:COLUMN: key: ..." (or "FILE: ..." for a missing key or an
// unknown file name).
int check_text_file(const std::filesystem::path& file);

}  // namespace matchbox::spec
