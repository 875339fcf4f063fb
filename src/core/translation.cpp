// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/translation.h"

#include <libintl.h>

#include <algorithm>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <system_error>

// glibc's count of catalogue changes (GNU gettext manual, "Being a gettext grok"): raising it
// makes gettext forget the translations it cached for the language it looked in before.
extern "C" int _nl_msg_cat_cntr;

namespace matchbox::core {
namespace {

namespace fs = std::filesystem;

// Function statics, so that code run before main (a test registered at start-up) finds them
// made.
std::string& process_language() {  // Set before threads start.
  static std::string language = "en";
  return language;
}
std::set<std::string>& catalogued() {  // Filled in use_catalogues(), then read only.
  static std::set<std::string> codes;
  return codes;
}
thread_local const std::string* t_language = nullptr;  // A LanguageScope's, or none.

// gettext picks the catalogue by the variable LANGUAGE, which is the whole process's: each
// lookup sets it to the language in force and empties it afterwards, under one lock, in this
// very buffer (put into the environment with putenv, which keeps the pointer). Writing its
// value in place never reallocates the environment under another thread's getenv.
constexpr std::size_t kNameSize = sizeof("LANGUAGE=") - 1;
constexpr std::size_t kMaxCode = 15;
char g_language_variable[kNameSize + kMaxCode + 1] = "LANGUAGE=";
std::mutex& lookup_mutex() {
  static std::mutex mutex;
  return mutex;
}

// Holds the lock with LANGUAGE set to `code` (whose catalogue use_catalogues() bound) for one
// gettext lookup, and empties it again afterwards, so that a program matchbox runs or another
// library's gettext does not see it.
class LookupIn {
 public:
  explicit LookupIn(const std::string& code) : lock_(lookup_mutex()) {
    static std::string cached;  // The language gettext's cache holds translations of.
    char* value = g_language_variable + kNameSize;
    // Put back if someone replaced or removed the variable since.
    if (std::getenv("LANGUAGE") != value) putenv(g_language_variable);
    std::memcpy(value, code.c_str(), code.size() + 1);
    if (code != cached) {
      cached = code;
      ++_nl_msg_cat_cntr;
    }
  }
  ~LookupIn() { g_language_variable[kNameSize] = '\0'; }
  LookupIn(const LookupIn&) = delete;
  LookupIn& operator=(const LookupIn&) = delete;

 private:
  std::lock_guard<std::mutex> lock_;
};

// gettext's key for a message with a context: context EOT text.
std::string context_key(std::string_view context, std::string_view text) {
  std::string key;
  key.reserve(context.size() + 1 + text.size());
  key.append(context).push_back('\004');
  key.append(text);
  return key;
}

// The language in force if a catalogue translates it; nullptr for English or a language with
// none.
const std::string* catalogue_in_force() {
  if (catalogued().empty() || language() == "en") return nullptr;
  const auto it = catalogued().find(language());
  return it == catalogued().end() ? nullptr : &*it;
}

}  // namespace

std::vector<std::string> catalogue_languages(const fs::path& folder) {
  std::vector<std::string> codes;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string code = it->path().filename().string();
    std::error_code missing;
    if (code.size() <= kMaxCode &&
        fs::is_regular_file(it->path() / "LC_MESSAGES" / (std::string(kTextDomain) + ".mo"),
                            missing))
      codes.push_back(code);
  }
  std::sort(codes.begin(), codes.end());
  return codes;
}

void use_catalogues(const fs::path& folder) {
  // gettext translates nothing in the C locale and, in any other, looks in the languages that
  // LANGUAGE lists: the message locale C.UTF-8 (built into the C library) needs no locale
  // installed, and LookupIn sets LANGUAGE for each lookup.
  if (std::setlocale(LC_MESSAGES, "C.UTF-8") == nullptr) return;
  g_language_variable[kNameSize] = '\0';
  putenv(g_language_variable);
  bindtextdomain(kTextDomain, folder.c_str());
  bind_textdomain_codeset(kTextDomain, "UTF-8");
  for (const std::string& code : catalogue_languages(folder)) catalogued().insert(code);
}

void set_language(std::string code) { process_language() = std::move(code); }

const std::string& language() { return t_language != nullptr ? *t_language : process_language(); }

LanguageScope::LanguageScope(std::string code) : code_(std::move(code)), before_(t_language) {
  t_language = &code_;
}

LanguageScope::~LanguageScope() { t_language = before_; }

std::string translate(std::string_view context, std::string_view text) {
  const std::string* code = catalogue_in_force();
  if (code == nullptr) return std::string(text);
  const std::string key = context_key(context, text);
  const LookupIn lookup(*code);
  const char* found = dcgettext(kTextDomain, key.c_str(), LC_MESSAGES);
  return found == key.c_str() ? std::string(text) : std::string(found);
}

std::string localise_number(std::string number) {
  // TRANSLATORS: the decimal separator of numbers such as 1.5 mm.
  const std::string point = tr("number", ".");
  if (point == ".") return number;
  std::string out;
  for (const char c : number) out += c == '.' ? point : std::string(1, c);
  return out;
}

std::string translate_plural(std::string_view context, std::string_view one, std::string_view other,
                             long n) {
  const std::string* code = catalogue_in_force();
  if (code == nullptr) return std::string(n == 1 ? one : other);
  const std::string key = context_key(context, one);
  const std::string plural(other);
  const unsigned long count =
      n < 0 ? static_cast<unsigned long>(-n) : static_cast<unsigned long>(n);
  const LookupIn lookup(*code);
  const char* found = dcngettext(kTextDomain, key.c_str(), plural.c_str(), count, LC_MESSAGES);
  if (found == key.c_str()) return std::string(one);
  if (found == plural.c_str()) return plural;
  return std::string(found);
}

}  // namespace matchbox::core
