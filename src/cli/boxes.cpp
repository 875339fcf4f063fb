// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox boxes MACHINE [--format text|yaml] [--set key=value]...
// Lists the machine's boxes: ids, plies, positions and bead slots (docs/notation.md).
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "core/enum_table.h"
#include "documents/kit_yaml.h"

namespace matchbox::cli {
namespace {

enum class ListFormat { kText, kYaml };
constexpr auto kListFormats = core::make_enum_table<ListFormat>(
    std::pair{ListFormat::kText, "text"}, std::pair{ListFormat::kYaml, "yaml"});

struct BoxesOptions {
  MachineOptions machine;
  ListFormat format = ListFormat::kText;
};

void print_text(const kit::Kit& kit) {
  const games::Game& game = *kit.game;
  std::cout << kit.spec.title << " (" << kit.spec.name << "): " << kit.boxes.size() << " boxes, "
            << kit.slot_count() << " bead slots, " << kit.bead_count() << " initial beads\n";
  for (const kit::Box& box : kit.boxes) {
    std::cout << "box " << box.id << "  ply " << box.ply << "  " << game.to_string(box.position)
              << "  ";
    for (const kit::BeadSlot& slot : box.slots)
      std::cout << " " << slot.notation << ":" << kit.palette.colours.at(slot.colour).code << "×"
                << slot.beads;
    std::cout << "\n";
  }
}

}  // namespace

void add_boxes_command(CLI::App& app) {
  auto options = std::make_shared<BoxesOptions>();
  CLI::App* cmd = app.add_subcommand("boxes", "List a machine's boxes and bead slots");
  add_machine_options(*cmd, options->machine);
  cmd->add_option("--format", options->format, "Output format")
      ->transform(enum_words(kListFormats));
  cmd->callback([options] {
    const kit::Kit kit = build_kit(options->machine);
    if (options->format == ListFormat::kYaml)
      std::cout << documents::kit_to_yaml(kit);
    else
      print_text(kit);
  });
}

}  // namespace matchbox::cli
