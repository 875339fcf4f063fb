// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Translations of what matchbox prints, through GNU gettext (the C library's libintl). Every
// language has its own message catalogue, po/<code>.po compiled to
// <folder>/<code>/LC_MESSAGES/matchbox-machines.mo, the layout gettext and translators' tools
// expect (docs/translations.md). One process can speak several languages at once (the festival
// screen answers every browser in its own), so the language in force is per thread:
// LanguageScope sets it for the current thread, set_language() for the threads that set none.
//
// Every message is looked up by a context (the text's key, "labels.ply", or a short word such as
// "colour" for C++ strings) and its English text; an English text no catalogue translates is
// returned as it is. English ("en") has no catalogue: it is the source.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace matchbox::core {

// gettext's text domain, the name of every catalogue file: "matchbox-machines" (the package's
// name, cmake/install.cmake).
inline constexpr const char* kTextDomain = MATCHBOX_PACKAGE;

// The codes of the catalogues in `folder`, sorted: every <code> with a file
// <folder>/<code>/LC_MESSAGES/matchbox-machines.mo ("de", "es", "fr", "uk"); empty if the folder
// cannot be read. Other programs' catalogues beside them (/usr/share/locale) do not count.
std::vector<std::string> catalogue_languages(const std::filesystem::path& folder);

// Makes `folder` the catalogue folder, holding <code>/LC_MESSAGES/matchbox-machines.mo for each
// language (catalogue_languages). Sets the process's message locale to C.UTF-8 (built into the C
// library: no locale need be installed) and from then on sets the variable LANGUAGE for the
// length of each lookup only, to the language in force (read the environment's language first:
// spec/languages.h). Call once, before any thread starts. Never throws; with no catalogues,
// every message stays English.
void use_catalogues(const std::filesystem::path& folder);

// The language for threads without a LanguageScope: a code such as "de", or "en" (the default).
void set_language(std::string code);

// The language in force on this thread.
const std::string& language();

// Sets this thread's language for the scope's life (one web request, say), then puts back the
// one before.
class LanguageScope {
 public:
  explicit LanguageScope(std::string code);
  ~LanguageScope();
  LanguageScope(const LanguageScope&) = delete;
  LanguageScope& operator=(const LanguageScope&) = delete;

 private:
  std::string code_;
  const std::string* before_;
};

// `text` in the language in force, looked up under `context` (gettext's msgctxt); `text` itself
// if the language is English or its catalogue lacks it.
std::string translate(std::string_view context, std::string_view text);

// The plural form for the count `n` in the language in force, of the English pair `one` (n = 1)
// and `other` (gettext's msgid and msgid_plural; the catalogue's Plural-Forms picks among the
// language's forms: Ukrainian has three).
std::string translate_plural(std::string_view context, std::string_view one, std::string_view other,
                             long n);

// Marks a C++ string for translation under a context (xgettext --keyword=tr:1c,2, po/update.sh):
// tr("colour", "black").
inline std::string tr(std::string_view context, std::string_view text) {
  return translate(context, text);
}

// `number` as formatted in C ("66.67", "-1.5") with the language's decimal separator (the
// catalogue's translation of "." under the context "number": "66,67" in German).
std::string localise_number(std::string number);

// Marks a C++ string for the catalogue template without translating it (xgettext
// --keyword=tr_noop:1c,2): a name that is also an identifier (a transform's name, written into
// tournament files) and is translated only where it is printed, by tr() under the same context.
constexpr const char* tr_noop(const char* /*context*/, const char* text) { return text; }

}  // namespace matchbox::core
