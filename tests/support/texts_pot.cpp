// matchbox_texts_pot: writes the message catalogue template's entries for the kit's texts
// (templates/texts/*.yaml) to stdout, for po/update.sh. Each text's key is its msgctxt, its English
// text the msgid (a plural's `one` and `other` forms the msgid and msgid_plural), and a text
// with {placeholders} is flagged python-brace-format, the syntax fmt shares, so that
// `msgfmt --check` refuses a translation that names other placeholders.
#include <iostream>
#include <string>
#include <vector>

#include "core/error.h"
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

}  // namespace

int main() {
  try {
    std::cout << "msgid \"\"\nmsgstr \"\"\n"
                 "\"Project-Id-Version: matchbox\\n\"\n"
                 "\"Language: \\n\"\n"
                 "\"MIME-Version: 1.0\\n\"\n"
                 "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                 "\"Content-Transfer-Encoding: 8bit\\n\"\n"
                 "\"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n\"\n";
    for (const auto& t : matchbox::spec::text_sources()) {
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
  } catch (const matchbox::core::Error& e) {
    std::cerr << "matchbox_texts_pot: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
