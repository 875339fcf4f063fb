// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The last step of every PDF matchbox writes: Cairo's file read and written again through
// libqpdf (Debian: libqpdf-dev), for what Cairo 1.16 cannot do itself.
// - Cairo lists a Form XObject in the /Resources of a page (or of another form) once per paint,
//   so a stamp (render/stamp.h) painted twice on a page gives a dictionary with a duplicated key
//   (`/XObject << /x7 7 0 R /x7 7 0 R >>`), which the PDF specification forbids (qpdf --check
//   warns; cupsfilters' pdftopdf 2.2 drops such pages). Every copy names the same object, so
//   reading the file keeps its one meaning and writing it lists each key once.
// - Cairo has no API for the document's language, the catalogue's /Lang.
// The file written keeps Cairo's objects as they were (no object streams: a reader, or a test,
// finds them as plain text), with a file identifier made from its content, so two runs still
// give the same bytes.
#pragma once

#include <string>

namespace matchbox::render {

// `pdf` (a whole PDF file as Cairo wrote it) with its resources listed once each and /Lang set
// to `lang` (a BCP 47 code, "en", "de"). Throws core::Error with libqpdf's message if `pdf`
// cannot be read.
std::string tidy_pdf(const std::string& pdf, const std::string& lang);

}  // namespace matchbox::render
