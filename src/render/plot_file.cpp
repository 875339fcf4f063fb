// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Writing a learning-curve plot (render/plot.h) to a file: one page drawn through PageSink
// into a scratch folder beside the target, then renamed onto the requested name.
#include <unistd.h>

#include <atomic>
#include <string>
#include <vector>

#include "core/error.h"
#include "render/page_sink.h"
#include "render/plot.h"
#include "render/plot_input.h"
#include "render/staged_folder.h"

namespace matchbox::render {

namespace fs = std::filesystem;

namespace {

// A scratch folder beside the target: PageSink names SVG / PNG pages <stem>-<n>, so the page
// is written in here and renamed onto the requested name, never touching the user's other files.
class ScratchFolder {
 public:
  explicit ScratchFolder(const fs::path& file) {
    static std::atomic<unsigned> counter{0};
    fs::path dir = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
      throw core::Error("cannot write to " + dir.string() + ": not an existing folder");
    std::string name = ".";
    name += file.filename().string();
    name += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    path_ = dir / name;
    if (!fs::create_directory(path_, ec) || ec)
      throw core::Error("cannot write " + file.string() + ": " +
                        (ec ? ec.message() : std::string("scratch folder exists")));
  }
  ~ScratchFolder() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// The PDF's subject: what the plot shows, in its own words (its y axis and note).
std::string subject_of(const Plot& plot) {
  return plot.note.empty() ? plot.y_label : plot.y_label + " · " + plot.note;
}

}  // namespace

void write_plot(const Plot& plot, const fs::path& file) {
  const Format format = plot_format(file);
  validate_plot(plot);
  check_replaceable(file);
  ScratchFolder scratch(file);
  std::vector<fs::path> written;
  try {
    PageSink sink(scratch.path(), "plot", format, core::Length::points(kPrintLook.width_pt),
                  core::Length::points(kPrintLook.height_pt), {plot.title, subject_of(plot)});
    draw_plot(sink.new_page(), plot, kPrintLook);
    written = sink.finish();
  } catch (const core::Error& e) {
    // Name the user's file, not the scratch copy (plot.pdf, or plot-01.svg|png).
    std::string message = e.what();
    for (const char* name : {"plot.pdf", "plot-01.svg", "plot-01.png"})
      message = rename_in_message(message, scratch.path() / name, file);
    throw core::Error(message);
  }
  MATCHBOX_CHECK_EQ(written.size(), std::size_t{1});
  std::error_code ec;
  fs::rename(written.front(), file, ec);
  if (ec) throw core::Error("cannot write " + file.string() + ": " + ec.message());
}

}  // namespace matchbox::render
