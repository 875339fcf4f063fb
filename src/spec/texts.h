// The kit's prose as data (templates/texts/*.yaml; keys are "<file stem>.<key>"): headings, paragraphs and table captions with
// {placeholders} filled by fmt's named arguments. No sentence a reader sees lives in C++.
#pragma once

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

}  // namespace matchbox::spec
