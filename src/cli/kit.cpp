// matchbox kit MACHINE [-o DIR] [--sheet ID] [--format pdf|svg|png]
//                      [--offset-x L --offset-y L] [--key] [--set key=value]...
// Writes the printable kit (SPEC §5) to DIR (default output/<machine name>).
#include <filesystem>
#include <iostream>
#include <memory>
#include <system_error>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "core/error.h"
#include "core/length.h"
#include "render/kit_writer.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"

namespace matchbox::cli {
namespace {

struct KitCommandOptions {
  MachineOptions machine;
  std::string output_dir;
  std::string sheet = "a4-cut";
  render::Format format = render::Format::kPdf;
  std::string offset_x = "0mm";
  std::string offset_y = "0mm";
  bool key = false;
};

core::Length parse_offset(const std::string& flag, const std::string& text) {
  std::string why;
  auto length = core::Length::parse(text, &why);
  if (!length) throw core::Error(flag + " " + text + ": " + why);
  return *length;
}

// Creates `dir` if needed; throws core::Error if it cannot be created or written.
void prepare_output_dir(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw core::Error("cannot create output folder " + dir.string() + ": " + ec.message());
  if (!std::filesystem::is_directory(dir))
    throw core::Error("output path " + dir.string() + " exists and is not a folder");
}

void run(const KitCommandOptions& options) {
  render::KitOptions out;
  // Everything that can be refused is read before anything is written.
  const kit::Kit kit = build_kit(options.machine);
  out.sheet = spec::load_sheet(options.sheet);
  out.offset = {parse_offset("--offset-x", options.offset_x),
                parse_offset("--offset-y", options.offset_y)};
  out.format = options.format;
  out.key = options.key;
  const spec::Texts texts = spec::load_texts();
  out.dir = options.output_dir.empty() ? std::filesystem::path("output") / kit.spec.name
                                       : std::filesystem::path(options.output_dir);
  prepare_output_dir(out.dir);
  const auto files = render::write_kit(kit, texts, out);
  std::cout << kit.spec.title << ": " << kit.boxes.size() << " boxes, " << kit.bead_count()
            << " beads; wrote " << files.size() << " files to " << out.dir.string() << "\n";
  for (const auto& file : files) std::cout << "  " << file.string() << "\n";
}

}  // namespace

void add_kit_command(CLI::App& app) {
  auto options = std::make_shared<KitCommandOptions>();
  CLI::App* cmd = app.add_subcommand("kit", "Write a machine's printable kit (PDF, SVG or PNG)");
  add_machine_options(*cmd, options->machine);
  cmd->add_option("-o,--output", options->output_dir,
                  "Output folder (default: output/<machine name>)");
  cmd->add_option("--sheet", options->sheet, "Sheet template for the labels (see `matchbox list`)")
      ->capture_default_str();
  cmd->add_option("--format", options->format, "pdf (one file per document), svg or png "
                                               "(one file per page)")
      ->transform(enum_words(render::kFormats));
  cmd->add_option("--offset-x", options->offset_x,
                  "Printer offset to the right, with a unit (e.g. 1.5mm); see calibration.pdf")
      ->capture_default_str();
  cmd->add_option("--offset-y", options->offset_y, "Printer offset downwards, with a unit")
      ->capture_default_str();
  cmd->add_flag("--key", options->key,
               "Add the teacher's key: each bead slot's game value on the box finder, and a key "
               "sheet (key.pdf)");
  cmd->callback([options] { run(*options); });
}

}  // namespace matchbox::cli
