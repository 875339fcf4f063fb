// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox list [machines|sheets|palettes|languages] [--names]: the built-in machine files
// (games/), sheet templates (templates/sheets/, each with the part of a standard matchbox its
// labels fit), palettes (templates/palettes/) and the languages of --lang, one per line under a
// heading in the language in force. Every file listed is loaded, so a broken built-in file shows
// up here as an error; --names prints the bare names of one kind (read by the bash completion,
// cmake/matchbox.bash), loading nothing.
#include <fmt/core.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/translation.h"
#include "layout/box_fit.h"
#include "spec/languages.h"
#include "spec/machine_file.h"
#include "spec/palette_file.h"
#include "spec/sheet_file.h"
#include "web/page_texts.h"

namespace matchbox::cli {
namespace {

struct ListOptions {
  std::string what;         // "" for everything.
  bool names_only = false;  // --names.
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

void list_machines(const std::vector<std::string>& names) {
  fmt::print("{}\n", core::tr("list", "Machines (games/):"));
  std::vector<std::vector<std::string>> rows;
  for (const std::string& name : names) {
    const spec::MachineSpec machine = spec::load_machine(name);
    rows.push_back({name, machine.title, machine.game});
  }
  print_columns(rows);
}

// Where a template's labels go on a box, in the list's words.
std::string fit_words(layout::BoxFit fit) {
  switch (fit) {
    case layout::BoxFit::kDrawerFront:
      return core::tr("list", "drawer front");
    case layout::BoxFit::kPocketTop:
      return core::tr("list", "pocket top or big drawer");
    case layout::BoxFit::kMatchboxTop:
      return core::tr("list", "matchbox top");
    case layout::BoxFit::kLarger:
      return core::tr("list", "larger boxes");
  }
  return "";
}

// A length in whole millimetres, as the language writes numbers.
std::string whole_mm(core::Length length) {
  return core::localise_number(fmt::format("{:.0f}", length.to_mm()));
}

void list_sheets(const std::vector<std::string>& ids) {
  fmt::print("{}\n", core::tr("list",
                              "Sheet templates (templates/sheets/), by the part of a box "
                              "their labels fit:"));
  std::vector<std::vector<std::string>> rows;
  for (const std::string& id : ids) {
    const layout::SheetTemplate sheet = spec::load_sheet(id);
    rows.push_back({id, fit_words(layout::box_fit(sheet)), sheet.title});
  }
  print_columns(rows);
  const std::string note = core::tr(
      "list",
      // xgettext:python-brace-format
      "a standard matchbox: top {top_width} × {top_height} mm, drawer front {front_width} × "
      "{front_height} mm; a pocket matchbox's top or a big box's drawer front: up to "
      "{pocket_width} × {pocket_height} mm; \"larger boxes\" sheets are for bigger boxes or cups");
  fmt::print(
      "  ({})\n",
      fmt::format(fmt::runtime(note), fmt::arg("top_width", whole_mm(layout::kMatchboxTopWidth)),
                  fmt::arg("top_height", whole_mm(layout::kMatchboxTopHeight)),
                  fmt::arg("front_width", whole_mm(layout::kDrawerFrontWidth)),
                  fmt::arg("front_height", whole_mm(layout::kDrawerFrontHeight)),
                  fmt::arg("pocket_width", whole_mm(layout::kPocketTopWidth)),
                  fmt::arg("pocket_height", whole_mm(layout::kPocketTopHeight))));
}

void list_palettes(const std::vector<std::string>& ids) {
  fmt::print("{}\n", core::tr("list", "Palettes (templates/palettes/):"));
  std::vector<std::vector<std::string>> rows;
  for (const std::string& id : ids) {
    const spec::Palette palette = spec::load_palette(id);
    std::string codes;
    for (const spec::Colour& colour : palette.colours)
      codes += (codes.empty() ? "" : " ") + colour.code;
    const long count = static_cast<long>(palette.colours.size());
    rows.push_back({id, fmt::format(fmt::runtime(core::translate_plural(
                                        // xgettext:python-brace-format
                                        "list", "{title} ({count} colour: {codes})",
                                        "{title} ({count} colours: {codes})", count)),
                                    fmt::arg("title", palette.title), fmt::arg("count", count),
                                    fmt::arg("codes", codes))});
  }
  print_columns(rows);
}

void list_languages(const std::vector<std::string>& codes) {
  fmt::print("{}\n", core::tr("list", "Languages (--lang):"));
  std::vector<std::vector<std::string>> rows;
  for (const std::string& code : codes) rows.push_back({code, web::language_name(code)});
  print_columns(rows);
}

// A kind of thing `list` lists: its word on the command line, the names of those there are, and
// how its section prints them.
struct Kind {
  const char* word;
  std::vector<std::string> (*names)();
  void (*print)(const std::vector<std::string>& names);
};

constexpr Kind kKinds[] = {{"machines", spec::machine_names, list_machines},
                           {"sheets", spec::sheet_ids, list_sheets},
                           {"palettes", spec::palette_ids, list_palettes},
                           {"languages", spec::languages, list_languages}};

void run_list(const ListOptions& options) {
  bool first = true;
  for (const Kind& kind : kKinds) {
    if (!options.what.empty() && options.what != kind.word) continue;
    if (options.names_only) {
      for (const std::string& name : kind.names()) fmt::print("{}\n", name);
      continue;
    }
    if (!first) fmt::print("\n");
    first = false;
    kind.print(kind.names());
  }
}

}  // namespace

void add_list_command(CLI::App& app) {
  auto options = std::make_shared<ListOptions>();
  CLI::App* command = app.add_subcommand(
      "list", "List the built-in machines, sheet templates and palettes, and the languages");
  std::vector<std::string> words;
  for (const Kind& kind : kKinds) words.push_back(kind.word);
  CLI::Option* what = command
                          ->add_option("what", options->what,
                                       "Only one kind: machines, sheets, palettes or languages")
                          ->check(CLI::IsMember(words));
  command
      ->add_flag("--names", options->names_only,
                 "Only the names of that kind, one a line, without a heading (for scripts and "
                 "tab completion)")
      ->needs(what);
  command->callback([options] { run_list(*options); });
}

}  // namespace matchbox::cli
