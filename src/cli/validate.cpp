// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox validate FILE...: loads each file as what spec::file_kind() says it is (a machine
// file, a palette, a sheet template or a file of the kit's texts) and prints "FILE: ok (summary)".
// A machine file is also built into a kit with its palette, so a palette too small for the machine
// is caught. The first error stops the command (core::Error, exit 1).
#include <fmt/core.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/error.h"
#include "kit/build.h"
#include "spec/data_dir.h"
#include "spec/file_kind.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace matchbox::cli {
namespace {

namespace fs = std::filesystem;

struct ValidateOptions {
  std::vector<std::string> files;
};

// Loaders read a bare word ("menace") as a built-in id: make a path of such a file name.
std::string as_path(const std::string& file) {
  const fs::path extension = fs::path(file).extension();
  const bool path_like =
      file.find('/') != std::string::npos || extension == ".yaml" || extension == ".yml";
  return path_like ? file : "./" + file;
}

std::string validate_machine(const std::string& file) {
  const spec::MachineSpec machine = spec::load_machine(as_path(file));
  const kit::Palette palette = spec::load_palette(machine.palette);
  kit::Kit kit;
  try {
    kit = kit::build(machine, palette);
  } catch (const core::Error& e) {
    const std::string message = e.what();
    if (message.rfind(machine.file, 0) == 0) throw;
    throw core::Error(machine.file + ": " + message);
  }
  int colours = 0;
  for (int beads : kit.beads_per_colour()) colours += beads > 0 ? 1 : 0;
  return fmt::format("machine {}: {}, plays {}, {} boxes, {} beads in {} colours", machine.name,
                     machine.game, spec::kPlays.name(machine.plays), kit.boxes.size(),
                     kit.bead_count(), colours);
}

std::string validate_palette(const std::string& file) {
  const kit::Palette palette = spec::load_palette(as_path(file));
  std::string codes;
  for (const kit::Colour& colour : palette.colours)
    codes += (codes.empty() ? "" : " ") + colour.code;
  return fmt::format("palette {}: {} colours, codes {}", palette.id, palette.colours.size(), codes);
}

std::string validate_sheet(const std::string& file) {
  const layout::SheetTemplate sheet = spec::load_sheet(as_path(file));
  return fmt::format("sheet {}: {} x {} labels of {:.4g} x {:.4g} mm on {}", sheet.id, sheet.nx,
                     sheet.ny, sheet.label_width.to_mm(), sheet.label_height.to_mm(), sheet.paper);
}

std::string validate_texts(const std::string& file) {
  const int count = spec::check_text_file(file);
  return fmt::format("texts {}: {} texts, every one the kit uses", fs::path(file).stem().string(),
                     count);
}

void run_validate(const ValidateOptions& options) {
  for (const std::string& file : options.files) {
    if (!spec::is_file(file)) throw core::Error(file + ": no such file");
    std::string summary;
    switch (spec::file_kind(file)) {
      case spec::FileKind::kMachine:
        summary = validate_machine(file);
        break;
      case spec::FileKind::kPalette:
        summary = validate_palette(file);
        break;
      case spec::FileKind::kSheet:
        summary = validate_sheet(file);
        break;
      case spec::FileKind::kTexts:
        summary = validate_texts(file);
        break;
    }
    fmt::print("{}: ok ({})\n", file, summary);
  }
}

}  // namespace

void add_validate_command(CLI::App& app) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* command = app.add_subcommand(
      "validate",
      "Check machine files, palettes, sheet templates and files of the kit's texts (told "
      "apart by their folder or keys; docs/machine-files.md, docs/palettes.md, "
      "docs/sheet-templates.md); print FILE: ok (summary) for each");
  command->add_option("files", options->files, "Files to check")->required();
  command->callback([options] { run_validate(*options); });
}

}  // namespace matchbox::cli
