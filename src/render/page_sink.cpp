// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/page_sink.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <utility>

#include "core/error.h"
#include "core/timestamp.h"
#include "core/translation.h"
#include "render/cairo_handles.h"
#include "render/pdf_tidy.h"
#include "render/png_writer.h"

namespace matchbox::render {

namespace fs = std::filesystem;

namespace {

// The PNG resolution set_png_dpi() chose.
double& png_dpi_setting() {
  static double dpi = 150.0;
  return dpi;
}

// One output file: written under a temporary name in the target folder, renamed by finish().
struct OutFile {
  fs::path temp;
  fs::path final_path;
  std::FILE* file = nullptr;
  int write_errno = 0;
};

// Writes `length` bytes to `out`'s file, keeping the first failure's errno.
bool write_bytes(OutFile& out, const void* data, std::size_t length) {
  if (out.file == nullptr || out.write_errno != 0) return false;
  if (std::fwrite(data, 1, length, out.file) == length) return true;
  out.write_errno = errno;
  return false;
}

cairo_status_t write_to_file(void* closure, const unsigned char* data, unsigned int length) {
  return write_bytes(*static_cast<OutFile*>(closure), data, length) ? CAIRO_STATUS_SUCCESS
                                                                    : CAIRO_STATUS_WRITE_ERROR;
}

// Cairo's PDF, kept whole for tidy_pdf() to write to the file.
cairo_status_t write_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

fs::path temp_name(const fs::path& final_path) {
  static std::atomic<unsigned> counter{0};
  std::string name = ".";
  name += final_path.filename().string();
  name += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
  return final_path.parent_path() / name;
}

// The PDF creation date: SOURCE_DATE_EPOCH (seconds since 1970, UTC) if set, else 2000-01-01.
std::string creation_date() {
  return core::iso8601_utc(core::source_date_or(946684800));  // 2000-01-01T00:00:00Z
}

std::string file_error(const fs::path& path, const std::string& why) {
  return "cannot write " + path.string() + ": " + why;
}

}  // namespace

void set_png_dpi(double dpi) {
  if (!(dpi >= 72 && dpi <= 1200))
    throw core::Error(fmt::format("--dpi {}: expected a resolution from 72 to 1200", dpi));
  png_dpi_setting() = dpi;
}

double png_dpi() { return png_dpi_setting(); }

struct PageSink::Impl {
  fs::path dir;
  std::string stem;
  Format format;
  double width, height;
  PdfInfo info;
  std::string pdf;                              // Cairo's PDF so far.
  std::vector<std::unique_ptr<OutFile>> files;  // PDF: one; SVG / PNG: one per page.
  SurfacePtr surface;
  CairoPtr cr;
  int pages = 0;
  bool finished = false;
  bool trial = false;  // PageSink::trial(): recording surfaces, no files.

  // The file of `page` (1-based); SVG / PNG page numbers are zero-padded to the digits of
  // `last` (at least two) so that the files sort in page order: labels-01.svg .. labels-12.svg.
  fs::path final_path(int page, int last) const {
    if (format == Format::kPdf) return dir / (stem + ".pdf");
    const char* ext = format == Format::kSvg ? ".svg" : ".png";
    const std::size_t digits = std::max<std::size_t>(2, std::to_string(last).size());
    std::string number = std::to_string(page);
    number.insert(0, digits - std::min(digits, number.size()), '0');
    return dir / (stem + "-" + number + ext);
  }

  OutFile& open_file(int page) {
    auto out = std::make_unique<OutFile>();
    out->final_path = final_path(page, page);
    out->temp = temp_name(out->final_path);
    out->file = std::fopen(out->temp.c_str(), "wb");
    if (out->file == nullptr) throw core::Error(file_error(out->final_path, std::strerror(errno)));
    files.push_back(std::move(out));
    return *files.back();
  }

  // Flushes, syncs and closes the file, and throws if any write to it failed: Cairo does not
  // always report a failed write of its stream (a PDF's last objects, written by
  // cairo_surface_finish, went missing with a status of success), so the file keeps its own
  // record. A full disk shows at the latest here (blocks allocated at fsync, quotas at close).
  void close_file(OutFile& out) {
    if (out.file == nullptr) return;
    int err = out.write_errno;
    if ((std::fflush(out.file) != 0 || ::fsync(::fileno(out.file)) != 0) && err == 0) err = errno;
    if (std::ferror(out.file) && err == 0) err = EIO;
    if (std::fclose(out.file) != 0 && err == 0) err = errno;
    out.file = nullptr;
    if (err != 0) throw core::Error(file_error(out.final_path, std::strerror(err)));
  }

  void check(cairo_status_t status) const {
    if (status == CAIRO_STATUS_SUCCESS) return;
    const OutFile* out = files.empty() ? nullptr : files.back().get();
    // A failed write says why in the system's words ("No space left on device"); Cairo's own
    // text for it is only "error while writing to output stream".
    const std::string why = out && out->write_errno != 0 ? std::strerror(out->write_errno)
                                                         : cairo_status_to_string(status);
    throw core::Error(file_error(out ? out->final_path : dir / stem, why));
  }

  void check_context() {
    if (cr) check(cairo_status(cr.get()));
  }

  // Creates the surface for the next page (every page for SVG / PNG, the first for PDF).
  void open_surface() {
    if (trial) {
      surface.reset(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
      return;
    }
    if (format == Format::kPng) {
      double scale = png_dpi() / 72.0;
      surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24,
                                               static_cast<int>(std::ceil(width * scale)),
                                               static_cast<int>(std::ceil(height * scale))));
      check(cairo_surface_status(surface.get()));
      return;
    }
    OutFile& out = open_file(pages + 1);
    if (format == Format::kPdf) {
      surface.reset(cairo_pdf_surface_create_for_stream(write_to_string, &pdf, width, height));
      check(cairo_surface_status(surface.get()));
      const std::string date = creation_date();
      const std::string matchbox = std::string("matchbox ") + MATCHBOX_VERSION;
      const std::pair<cairo_pdf_metadata_t, const std::string&> fields[] = {
          {CAIRO_PDF_METADATA_CREATE_DATE, date}, {CAIRO_PDF_METADATA_MOD_DATE, date},
          {CAIRO_PDF_METADATA_TITLE, info.title}, {CAIRO_PDF_METADATA_SUBJECT, info.subject},
          {CAIRO_PDF_METADATA_AUTHOR, matchbox},  {CAIRO_PDF_METADATA_CREATOR, matchbox}};
      for (const auto& [field, value] : fields)
        cairo_pdf_surface_set_metadata(surface.get(), field, value.c_str());
    } else {
      surface.reset(cairo_svg_surface_create_for_stream(write_to_file, &out, width, height));
      check(cairo_surface_status(surface.get()));
      cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
    }
  }

  // Finishes the current SVG / PNG page file; for PDF only the last call (from finish) closes.
  void close_surface() {
    check_context();
    cr.reset();
    if (trial) {
      surface.reset();
      return;
    }
    if (format == Format::kPng) {
      OutFile& out = open_file(pages);
      const std::string why = write_png(surface.get(), out.file, png_dpi());
      if (!why.empty()) throw core::Error(file_error(out.final_path, why));
    } else {
      cairo_surface_finish(surface.get());
      check(cairo_surface_status(surface.get()));
    }
    surface.reset();
    if (format == Format::kPdf) {
      const std::string tidy = tidy_pdf(pdf, core::language());
      pdf.clear();
      write_bytes(*files.back(), tidy.data(), tidy.size());  // close_file() reports a failure.
    }
    close_file(*files.back());
  }

  void start_context() {
    cr.reset(cairo_create(surface.get()));
    check(cairo_status(cr.get()));
    if (format == Format::kPng) cairo_scale(cr.get(), png_dpi() / 72.0, png_dpi() / 72.0);
    if (trial) {
      // Nothing a trial draws is seen: an empty clip lets Cairo drop every drawing at once,
      // while text is laid out and measured as on any page.
      cairo_rectangle(cr.get(), 0, 0, 0, 0);
      cairo_clip(cr.get());
      return;
    }
    if (format == Format::kSvg) return;
    // White paper. On PDF this also spares Cairo work: it keeps the area each page draws on
    // as one rectangle, where the drawings alone would make it a region of hundreds of
    // rectangles that every operation has to be merged into.
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_set_source_rgb(cr.get(), 0, 0, 0);
  }
};

PageSink::PageSink(fs::path dir, std::string stem, Format format, core::Length page_width,
                   core::Length page_height, PdfInfo info)
    : impl_(std::make_unique<Impl>()) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw core::Error("cannot write to " + dir.string() + ": not an existing folder");
  if (::access(dir.c_str(), W_OK) != 0)
    throw core::Error("cannot write to " + dir.string() + ": " + std::strerror(errno));
  MATCHBOX_CHECK(page_width.pt() > 0 && page_height.pt() > 0);
  impl_->dir = std::move(dir);
  impl_->stem = std::move(stem);
  impl_->format = format;
  impl_->width = page_width.pt();
  impl_->height = page_height.pt();
  impl_->info = std::move(info);
  if (format == Format::kPdf) impl_->open_surface();
}

PageSink::PageSink(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

PageSink PageSink::trial(core::Length page_width, core::Length page_height) {
  MATCHBOX_CHECK(page_width.pt() > 0 && page_height.pt() > 0);
  auto impl = std::make_unique<Impl>();
  impl->format = Format::kSvg;  // A page per surface, drawn as on a vector page.
  impl->width = page_width.pt();
  impl->height = page_height.pt();
  impl->trial = true;
  return PageSink(std::move(impl));
}

PageSink::~PageSink() {
  impl_->cr.reset();
  impl_->surface.reset();  // May still write to an open PDF file: close files after this.
  for (auto& out : impl_->files) {
    if (out->file) std::fclose(out->file);
    out->file = nullptr;
    if (!impl_->finished) {
      std::error_code ec;
      fs::remove(out->temp, ec);
    }
  }
}

cairo_t* PageSink::new_page() {
  MATCHBOX_CHECK(!impl_->finished);
  if (impl_->format == Format::kPdf) {
    if (impl_->cr) {
      impl_->check_context();
      impl_->cr.reset();
      cairo_surface_show_page(impl_->surface.get());
    }
  } else {
    if (impl_->cr) impl_->close_surface();
    impl_->open_surface();
  }
  ++impl_->pages;
  impl_->start_context();
  return impl_->cr.get();
}

int PageSink::page_count() const { return impl_->pages; }
double PageSink::width_pt() const { return impl_->width; }
double PageSink::height_pt() const { return impl_->height; }

std::vector<fs::path> PageSink::finish() {
  MATCHBOX_CHECK(!impl_->finished && !impl_->trial);
  if (impl_->pages == 0) new_page();  // A document always has at least one (blank) page.
  impl_->close_surface();
  std::vector<fs::path> written;
  int page = 0;
  for (auto& out : impl_->files) {
    out->final_path = impl_->final_path(++page, impl_->pages);
    std::error_code ec;
    fs::rename(out->temp, out->final_path, ec);
    if (ec) throw core::Error(file_error(out->final_path, ec.message()));
    written.push_back(out->final_path);
  }
  impl_->finished = true;
  return written;
}

}  // namespace matchbox::render
