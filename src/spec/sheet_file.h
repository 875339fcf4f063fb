// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Sheet templates (templates/sheets/<id>.yaml, docs/sheet-templates.md).
#pragma once

#include <string>
#include <vector>

#include "layout/sheet_template.h"

namespace matchbox::spec {

// Throws core::Error (file:line:column) for an unknown id, a malformed file, a length without a
// unit, or a grid that does not fit on its paper ("label larger than its page").
layout::SheetTemplate load_sheet(const std::string& id);
std::vector<std::string> sheet_ids();

}  // namespace matchbox::spec
