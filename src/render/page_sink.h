// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// PageSink: the one drawing path for every format. A document asks for pages
// and draws on the cairo_t it gets, in points with the origin at the page's top-left corner;
// the format only chooses the surface. PDF: one multi-page file `<stem>.pdf`; SVG / PNG: one
// file per page, `<stem>-<nn>.svg|png` (nn from 01, zero-padded to sort; PNG at png_dpi(), 150
// dpi by default). Every file is written to a temporary name in the same folder and renamed into
// place by finish(), so a failure never leaves a half-written file. Pages left from an earlier,
// longer document are not the sink's business (render/staged_folder.h removes those a kit
// wrote). PDFs carry a fixed creation date (SOURCE_DATE_EPOCH if set, else 2000-01-01) so two
// runs give byte-identical files, the PdfInfo's title and subject, "matchbox <version>" as author
// and creator, and the language in force (core::language()) as /Lang (render/pdf_tidy.h).
#pragma once

#include <cairo.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/length.h"
#include "render/format.h"

namespace matchbox::render {

// The resolution of PNG pages in dots per inch, for every PageSink made afterwards in this
// process (the command line's --dpi). Throws core::Error unless 72 <= dpi <= 1200.
void set_png_dpi(double dpi);
double png_dpi();

// What a PDF says about itself, in the language of its text: Title ("MENACE — box labels") and
// Subject (a sentence on what the document is for). SVG and PNG pages do not carry them.
struct PdfInfo {
  std::string title;
  std::string subject;
};

class PageSink {
 public:
  // Throws core::Error if the folder does not exist or is not writable.
  PageSink(std::filesystem::path dir, std::string stem, Format format, core::Length page_width,
           core::Length page_height, PdfInfo info);
  // A sink for trying a layout out: pages on recording surfaces that clip every drawing away
  // (text is laid out and measured on them as on PDF and SVG pages, render/text.h), no file
  // written. finish() must not be called.
  static PageSink trial(core::Length page_width, core::Length page_height);
  ~PageSink();  // Removes temporary files if finish() was not called.
  PageSink(const PageSink&) = delete;
  PageSink& operator=(const PageSink&) = delete;

  // Ends the previous page (if any) and returns a context for a fresh white page. The context
  // stays owned by the sink and is valid until the next call to new_page() or finish().
  cairo_t* new_page();
  int page_count() const;
  double width_pt() const;
  double height_pt() const;

  // Ends the last page, checks Cairo's status (throwing core::Error with
  // cairo_status_to_string), and renames the files into place. Returns them in page order.
  std::vector<std::filesystem::path> finish();

 private:
  struct Impl;
  explicit PageSink(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace matchbox::render
