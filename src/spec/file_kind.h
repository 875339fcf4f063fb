// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a YAML file of this project is, for `matchbox validate`: a machine file, a palette, a
// sheet template or a file of the kit's texts.
#pragma once

#include <filesystem>

namespace matchbox::spec {

enum class FileKind { kMachine, kPalette, kSheet, kTexts };

// The nearest enclosing folder named `palettes`, `sheets` or `texts` decides, as in
// templates/. Elsewhere the file's top-level keys do: `game` makes a machine file, `colours` a
// palette, `grid` or `label` a sheet template; anything else is read as a machine file, whose
// loader then names what is missing. Throws core::Error (file:line:column) if the file is not
// YAML.
FileKind file_kind(const std::filesystem::path& file);

}  // namespace matchbox::spec
