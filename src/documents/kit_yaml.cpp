// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/kit_yaml.h"

#include "spec/yaml_writer.h"

namespace matchbox::documents {
namespace {

void emit_counts(YAML::Emitter& out, const kit::Kit& kit) {
  out << YAML::Key << "counts" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "total" << YAML::Value << kit.boxes.size();
  out << YAML::Key << "by_ply" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (int ply : kit.plies()) {
    int n = 0;
    for (const auto& box : kit.boxes) n += box.ply == ply;
    out << YAML::Key << ply << YAML::Value << n;
  }
  out << YAML::EndMap;
  out << YAML::Key << "slots" << YAML::Value << kit.slot_count();
  out << YAML::Key << "beads" << YAML::Value << kit.bead_count();
  out << YAML::EndMap;
}

void emit_box(YAML::Emitter& out, const kit::Kit& kit, const kit::Box& box) {
  const games::Game& game = *kit.game;
  out << YAML::BeginMap;
  out << YAML::Key << "id" << YAML::Value << box.id;
  out << YAML::Key << "ply" << YAML::Value << box.ply;
  out << YAML::Key << "position" << YAML::Value << spec::yaml_quoted(game.to_string(box.position));
  out << YAML::Key << "moves" << YAML::Value << YAML::BeginSeq;
  for (const kit::BeadSlot& slot : box.slots) {
    const kit::Colour& colour = kit.palette.colours.at(slot.colour);
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "move" << YAML::Value << spec::yaml_quoted(slot.notation);
    out << YAML::Key << "result" << YAML::Value << spec::yaml_quoted(game.to_string(slot.result));
    out << YAML::Key << "colour" << YAML::Value << spec::yaml_text(colour.name);
    out << YAML::Key << "code" << YAML::Value << spec::yaml_quoted(colour.code);
    out << YAML::Key << "beads" << YAML::Value << slot.beads;
    out << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
}

}  // namespace

std::string kit_to_yaml(const kit::Kit& kit) {
  spec::YamlWriter out;
  out << YAML::BeginMap;
  out << YAML::Key << "machine" << YAML::Value << spec::yaml_text(kit.spec.name);
  out << YAML::Key << "game" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "name" << YAML::Value << kit.game->name();
  out << YAML::Key << "params" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto& [key, value] : kit.game->params())
    out << YAML::Key << key << YAML::Value << value;
  out << YAML::EndMap << YAML::EndMap;
  emit_counts(out, kit);
  out << YAML::Key << "boxes" << YAML::Value << YAML::BeginSeq;
  for (const kit::Box& box : kit.boxes) emit_box(out, kit, box);
  out << YAML::EndSeq << YAML::EndMap;
  return out.document();
}

}  // namespace matchbox::documents
