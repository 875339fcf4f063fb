// The kit's prose as data (templates/texts/*.yaml; keys are "<file stem>.<key>"): headings,
// paragraphs and table captions with {placeholders} filled by fmt's named arguments. No sentence a
// reader sees lives in C++.
#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace matchbox::spec {

struct Texts {
  std::map<std::string, std::string> entries;  // Dotted key ("instructions.setup") -> text.
  // Throws core::Error naming the key if it is missing.
  const std::string& at(const std::string& key) const;
};

// Loads every <data>/templates/texts/*.yaml. Throws core::Error (file:line:column) on bad YAML or a
// non-string value.
Texts load_texts();

// Checks a file of texts a user edited (other wording, a translation) against the built-in file
// of the same name in templates/texts/: it must define every key the kit uses, no other, and use
// only the {placeholders} the built-in text of the same key uses. Returns the number of texts.
// Throws core::Error "FILE:LINE:COLUMN: key: ..." (or "FILE: ..." for a missing key or an
// unknown file name).
int check_text_file(const std::filesystem::path& file);

}  // namespace matchbox::spec
