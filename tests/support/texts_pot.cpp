// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox_texts_pot: writes the message catalogue template's entries for the words matchbox
// prints from its data files to stdout, for po/update.sh:
// - the kit's texts (templates/texts/*.yaml): each text's key is its msgctxt, its English text the
//   msgid (a plural's `one` and `other` forms the msgid and msgid_plural), and a text with
//   {placeholders} is flagged python-brace-format, the syntax fmt shares, so that
//   `msgfmt --check` refuses a translation that names other placeholders;
// - the palettes' titles and colour names, the sheet templates' titles (msgctxt "palette",
//   "colour" and "sheet");
// - each colour's bead code in the language (msgctxt "bead code", msgid the English colour name,
//   kit/codes.h), with a comment for the translator listing the colours it must differ from;
// - the shipped machines' titles, descriptions and rules (msgctxt "machine"; a machine file may
//   also carry its own, docs/machine-files.md).
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/translation.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace {

// `text` as a PO string: one quoted line, or "" followed by one quoted line per line of text
// (each but the last ending in \n).
std::string po_string(const std::string& text) {
  std::vector<std::string> lines{""};
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' || c == '\\') lines.back() += '\\';
    lines.back() += c == '\n'   ? std::string("\\n")
                    : c == '\t' ? std::string("\\t")
                                : std::string(1, c);
    if (c == '\n' && i + 1 < text.size()) lines.emplace_back();
  }
  if (lines.size() == 1) return '"' + lines[0] + '"';
  std::string out = "\"\"";
  for (const std::string& line : lines) out += "\n\"" + line + '"';
  return out;
}

bool has_placeholder(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    return true;
  }
  return false;
}

// What a translator needs to choose the bead code of each colour name: the palettes holding it,
// each with its other colours. One entry per name, in the palettes' order.
void write_bead_codes(const std::vector<matchbox::spec::Palette>& palettes) {
  std::vector<std::string> names;
  std::map<std::string, std::string> file, beside;
  for (const auto& palette : palettes) {
    for (const auto& colour : palette.colours) {
      if (!file.count(colour.name)) {
        names.push_back(colour.name);
        file[colour.name] = "templates/palettes/" + palette.id + ".yaml";
      }
      std::string others;
      for (const auto& other : palette.colours)
        if (other.name != colour.name) others += (others.empty() ? "" : ", ") + other.name;
      beside[colour.name] += "\n#. In " + palette.id + " beside: " + others + ".";
    }
  }
  for (const std::string& name : names) {
    const std::string comment =
        "TRANSLATORS: the bead code of the colour \"" + name +
        "\", printed on every bead marker and written on score sheets: one upper-case letter, "
        "preferably the first of the colour's name in your language. Keep it distinct from the "
        "codes of the colours beside it, and avoid X, O, W, D, L and M (pieces, results and "
        "sides printed beside the codes; the kit would re-code it)." +
        beside[name];
    std::cout << "\n#. " << comment << "\n#: " << file[name] << "\nmsgctxt \"bead code\"\nmsgid "
              << po_string(name) << "\nmsgstr \"\"\n";
  }
}

}  // namespace

int main() {
  namespace spec = matchbox::spec;
  try {
    std::cout << "msgid \"\"\nmsgstr \"\"\n"
                 "\"Project-Id-Version: matchbox\\n\"\n"
                 "\"Language: \\n\"\n"
                 "\"MIME-Version: 1.0\\n\"\n"
                 "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                 "\"Content-Transfer-Encoding: 8bit\\n\"\n"
                 "\"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n\"\n";
    for (const auto& t : spec::text_sources()) {
      std::cout << "\n#: " << t.file << ":" << t.line << "\n";
      if (has_placeholder(t.text) || has_placeholder(t.plural))
        std::cout << "#, python-brace-format\n";
      std::cout << "msgctxt " << po_string(t.key) << "\nmsgid " << po_string(t.text) << "\n";
      if (t.plural.empty()) {
        std::cout << "msgstr \"\"\n";
      } else {
        std::cout << "msgid_plural " << po_string(t.plural) << "\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
      }
    }
    std::set<std::pair<std::string, std::string>> seen;  // One entry per context and text.
    auto plain = [&](const std::string& file, const std::string& context, const std::string& text) {
      if (text.empty() || !seen.emplace(context, text).second) return;
      std::cout << "\n#: " << file << "\nmsgctxt " << po_string(context) << "\nmsgid "
                << po_string(text) << "\nmsgstr \"\"\n";
    };
    std::vector<spec::Palette> palettes;
    for (const std::string& id : spec::palette_ids()) {
      palettes.push_back(spec::load_palette(id));
      const std::string file = "templates/palettes/" + id + ".yaml";
      plain(file, "palette", palettes.back().title);
      for (const auto& colour : palettes.back().colours) plain(file, "colour", colour.name);
    }
    write_bead_codes(palettes);
    for (const std::string& id : spec::sheet_ids())
      plain("templates/sheets/" + id + ".yaml", "sheet", spec::load_sheet(id).title);
    for (const std::string& name : spec::machine_names()) {
      const spec::MachineSpec machine = spec::load_machine(name);
      const std::string file = "games/" + name + ".yaml";
      plain(file, "machine", machine.title);
      plain(file, "machine", machine.description);
      for (const std::string& rule : machine.rules) plain(file, "machine", rule);
    }
  } catch (const matchbox::core::Error& e) {
    std::cerr << "matchbox_texts_pot: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
