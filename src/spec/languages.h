// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The languages matchbox speaks (docs/translations.md): English, the source, and one more for each
// message catalogue built from po/<code>.po. The language comes from --lang, else from the
// environment as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace matchbox::spec {

// The catalogue folder, holding <code>/LC_MESSAGES/matchbox-machines.mo: <executable's
// folder>/locale in a build folder, else <prefix>/share/locale for an installed bin/matchbox
// (/usr/share/locale). May not exist (no catalogues: English only).
std::filesystem::path catalogue_dir();

// "en" and the code of every catalogue of matchbox's in catalogue_dir()
// (core::catalogue_languages), sorted after "en" ("en", "de", "es", "fr", "uk").
std::vector<std::string> languages();

// The first language the environment asks for that matchbox speaks: LANGUAGE's colon list, then
// LC_ALL, LC_MESSAGES and LANG ("de_DE.UTF-8" asks for "de"); "en" if none does.
std::string environment_language();

// Reads the environment's language, then hands gettext the catalogues (core::use_catalogues) and
// makes that language the process's. Call once at start-up, before any thread starts.
void start_languages();

// `code` if matchbox speaks it (a region is dropped: "de_AT" and "de-AT" give "de"). Throws
// core::Error "--lang CODE: expected one of en, de, ..." otherwise.
std::string check_language(const std::string& code);

}  // namespace matchbox::spec
