// matchbox list [machines|sheets|palettes]: the built-in machine files (games/), sheet templates
// (templates/sheets/, each with the part of a standard matchbox its labels fit) and palettes
// (templates/palettes/), one per line. Every file listed is
// loaded, so a broken built-in file shows up here as an error.
#include <fmt/core.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "layout/box_fit.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"

namespace matchbox::cli {
namespace {

struct ListOptions {
  std::string what;  // "" for everything.
};

// The characters (UTF-8 code points) of `s`, as a terminal of fixed-width letters shows them.
std::size_t list_width(const std::string& s) {
  std::size_t n = 0;
  for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// Prints `rows`, indented by two spaces, every column but the last padded to its widest cell
// and the columns two spaces apart, so that each column starts at one place.
void print_columns(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows)
    for (std::size_t c = 0; c + 1 < row.size(); ++c) {
      widths.resize(std::max(widths.size(), c + 1));
      widths[c] = std::max(widths[c], list_width(row[c]));
    }
  for (const auto& row : rows) {
    std::string line = " ";
    for (std::size_t c = 0; c < row.size(); ++c)
      line += " " + row[c] +
              (c + 1 < row.size() ? std::string(widths[c] - list_width(row[c]) + 1, ' ') : "");
    fmt::print("{}\n", line);
  }
}

void list_machines() {
  fmt::print("Machines (games/):\n");
  std::vector<std::vector<std::string>> rows;
  for (const std::string& name : spec::machine_names()) {
    const spec::MachineSpec machine = spec::load_machine(name);
    rows.push_back({name, machine.title, machine.game});
  }
  print_columns(rows);
}

// Where a template's labels go on a box, in the list's words.
const char* fit_words(layout::BoxFit fit) {
  switch (fit) {
    case layout::BoxFit::kDrawerFront:
      return "drawer front";
    case layout::BoxFit::kPocketTop:
      return "pocket top or big drawer";
    case layout::BoxFit::kMatchboxTop:
      return "matchbox top";
    case layout::BoxFit::kLarger:
      return "larger boxes";
  }
  return "";
}

void list_sheets() {
  fmt::print("Sheet templates (templates/sheets/), by the part of a box their labels fit:\n");
  std::vector<std::vector<std::string>> rows;
  for (const std::string& id : spec::sheet_ids()) {
    const layout::SheetTemplate sheet = spec::load_sheet(id);
    rows.push_back({id, fit_words(layout::box_fit(sheet)), sheet.title});
  }
  print_columns(rows);
  fmt::print(
      "  (a standard matchbox: top {:.0f} × {:.0f} mm, drawer front {:.0f} × {:.0f} mm; a pocket "
      "matchbox's top or a big box's drawer front: up to {:.0f} × {:.0f} mm; \"larger boxes\" "
      "sheets are for bigger boxes or cups)\n",
      layout::kMatchboxTopWidth.to_mm(), layout::kMatchboxTopHeight.to_mm(),
      layout::kDrawerFrontWidth.to_mm(), layout::kDrawerFrontHeight.to_mm(),
      layout::kPocketTopWidth.to_mm(), layout::kPocketTopHeight.to_mm());
}

void list_palettes() {
  fmt::print("Palettes (templates/palettes/):\n");
  std::vector<std::vector<std::string>> rows;
  for (const std::string& id : spec::palette_ids()) {
    const spec::Palette palette = spec::load_palette(id);
    std::string codes;
    for (const spec::Colour& colour : palette.colours)
      codes += (codes.empty() ? "" : " ") + colour.code;
    rows.push_back(
        {id, fmt::format("{} ({} colours: {})", palette.title, palette.colours.size(), codes)});
  }
  print_columns(rows);
}

void run_list(const ListOptions& options) {
  const bool all = options.what.empty();
  if (all || options.what == "machines") list_machines();
  if (all) fmt::print("\n");
  if (all || options.what == "sheets") list_sheets();
  if (all) fmt::print("\n");
  if (all || options.what == "palettes") list_palettes();
}

}  // namespace

void add_list_command(CLI::App& app) {
  auto options = std::make_shared<ListOptions>();
  CLI::App* command =
      app.add_subcommand("list", "List the built-in machines, sheet templates and palettes");
  command->add_option("what", options->what, "Only one kind: machines, sheets or palettes")
      ->check(CLI::IsMember({"machines", "sheets", "palettes"}));
  command->callback([options] { run_list(*options); });
}

}  // namespace matchbox::cli
