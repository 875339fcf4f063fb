#include "core/translation.h"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <set>
#include <system_error>

namespace matchbox::core {
namespace {

namespace fs = std::filesystem;

// Function statics, so that code run before main (a test registered at start-up) finds them
// made.
std::string& process_language() {  // Set before threads start.
  static std::string language = "en";
  return language;
}
std::set<std::string>& domains() {  // Bound in use_catalogues(), then read only.
  static std::set<std::string> bound;
  return bound;
}
thread_local const std::string* t_language = nullptr;  // A LanguageScope's, or none.

constexpr std::string_view kDomainPrefix = "matchbox-";

std::string domain_of(const std::string& code) { return std::string(kDomainPrefix) + code; }

// gettext's key for a message with a context: context EOT text.
std::string context_key(std::string_view context, std::string_view text) {
  std::string key;
  key.reserve(context.size() + 1 + text.size());
  key.append(context).push_back('\004');
  key.append(text);
  return key;
}

// The domain of the language in force, or nullptr for English or a language with no catalogue.
const std::string* domain_in_force() {
  if (domains().empty() || language() == "en") return nullptr;
  const std::string domain = domain_of(language());
  const auto it = domains().find(domain);
  return it == domains().end() ? nullptr : &*it;
}

}  // namespace

void use_catalogues(const fs::path& folder) {
  // gettext translates nothing in the C locale and, in any other, takes LANGUAGE first: the
  // message locale C.UTF-8 (built into the C library) with LANGUAGE cleared makes it look in
  // <folder>/C/LC_MESSAGES only, whatever the user's environment.
  if (std::setlocale(LC_MESSAGES, "C.UTF-8") == nullptr) return;
  unsetenv("LANGUAGE");
  std::error_code ec;
  for (fs::directory_iterator it(folder / "C" / "LC_MESSAGES", ec), end; !ec && it != end;
       it.increment(ec)) {
    const fs::path& file = it->path();
    const std::string stem = file.stem().string();
    if (file.extension() != ".mo" || stem.rfind(kDomainPrefix, 0) != 0) continue;
    bindtextdomain(stem.c_str(), folder.c_str());
    bind_textdomain_codeset(stem.c_str(), "UTF-8");
    domains().insert(stem);
  }
}

void set_language(std::string code) { process_language() = std::move(code); }

const std::string& language() { return t_language != nullptr ? *t_language : process_language(); }

LanguageScope::LanguageScope(std::string code) : code_(std::move(code)), before_(t_language) {
  t_language = &code_;
}

LanguageScope::~LanguageScope() { t_language = before_; }

std::string translate(std::string_view context, std::string_view text) {
  const std::string* domain = domain_in_force();
  if (domain == nullptr) return std::string(text);
  const std::string key = context_key(context, text);
  const char* found = dcgettext(domain->c_str(), key.c_str(), LC_MESSAGES);
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
  const std::string* domain = domain_in_force();
  if (domain == nullptr) return std::string(n == 1 ? one : other);
  const std::string key = context_key(context, one);
  const std::string plural(other);
  const unsigned long count =
      n < 0 ? static_cast<unsigned long>(-n) : static_cast<unsigned long>(n);
  const char* found = dcngettext(domain->c_str(), key.c_str(), plural.c_str(), count, LC_MESSAGES);
  if (found == key.c_str()) return std::string(one);
  if (found == plural.c_str()) return plural;
  return std::string(found);
}

}  // namespace matchbox::core
