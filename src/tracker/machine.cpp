// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tracker/machine.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>

#include "core/error.h"
#include "core/translation.h"
#include "games/typed_move.h"
#include "kit/codes.h"

namespace matchbox::tracker {
namespace {

// `s` without the spaces around it, in capitals ("a " -> "A").
std::string upper_trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string out;
  for (char c : s) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string rule_text(const spec::OutcomeRule& r) {
  return std::to_string(r.beads) + (r.all_of_colour ? "all" : "") +
         (r.boxes == spec::UpdatedBoxes::kLast ? "last" : "every") + (r.keep_last ? "keep" : "") +
         (r.scale == spec::Scale::kLength ? "length" : "");
}

}  // namespace

TrackedMachine::TrackedMachine(kit::Kit kit)
    : kit_(std::move(kit)),
      layout_(bead_layout(kit_)),
      finder_(kit_),
      fingerprint_(tracker::fingerprint(kit_)) {}

const kit::Colour& TrackedMachine::colour(int box, int slot) const {
  const kit::Box& b = this->box(box);
  return kit_.palette.colours.at(static_cast<std::size_t>(
      b.slots.at(static_cast<std::size_t>(slot % layout_.moves(box))).colour));
}

std::optional<int> TrackedMachine::named_slot(int box, std::string_view bead,
                                              BeadReading reading) const {
  std::vector<const kit::Colour*> colours;
  for (int s = 0; s < layout_.moves(box); ++s) colours.push_back(&colour(box, s));
  const std::vector<int> named = colours_named(colours, bead, reading);
  if (named.size() == 1) return named[0];
  const std::string id = std::to_string(this->box(box).id);
  if (named.empty()) {
    if (reading == BeadReading::kStored) return std::nullopt;
    // Another language's code is not taken on trust (a slip of the operator's can be one): the
    // message names it, and --lang reads the codes in that language.
    std::vector<std::string> coded;
    std::string language;
    for (const kit::Colour* c : colours)
      for (const std::string& l : languages_coding(*c, bead)) {
        coded.push_back(fmt::format(
            // TRANSLATORS: {language} is a language's code (de, fr); {colour} a colour's name.
            // xgettext:python-brace-format
            fmt::runtime(core::tr("error", "in {language} it is {colour}")),
            fmt::arg("language", l), fmt::arg("colour", core::tr("colour", c->name))));
        if (language.empty()) language = l;
      }
    if (coded.empty()) return std::nullopt;
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {bead} is what the operator typed; {colours} lists the
                              // box's colours; {languages} says what {bead} is in other languages
                              // ("in de it is orange"); --lang is an option: keep it.
                              // xgettext:python-brace-format
                              "box {box} has no colour '{bead}'; its colours are "
                              "{colours} ({languages}: --lang {language} reads the "
                              "codes of a kit in that language)")),
        fmt::arg("box", id), fmt::arg("bead", bead), fmt::arg("colours", colour_list(box)),
        // TRANSLATORS: the last joining word of a list: "a, b and c".
        fmt::arg("languages", games::listed(coded, core::tr("error", "and"))),
        fmt::arg("language", language)));
  }
  std::vector<std::string> which;
  for (int i : named) which.push_back(bead_text(*colours[static_cast<std::size_t>(i)]));
  throw core::Error(
      fmt::format(fmt::runtime(core::tr("error",
                                        // TRANSLATORS: {beads} are the colours (with codes) that
                                        // {bead} could mean, joined by "or".
                                        // xgettext:python-brace-format
                                        "'{bead}' could be several beads of box {box}: {beads}; "
                                        "type the code or the whole colour name")),
                  fmt::arg("bead", bead), fmt::arg("box", id),
                  fmt::arg("beads", games::listed(which, core::tr("error", "or")))));
}

std::optional<int> TrackedMachine::slot_of(int box, std::string_view bead) const {
  return named_slot(box, bead, BeadReading::kStored);
}

std::optional<int> TrackedMachine::typed_slot(int box, std::string_view bead) const {
  return named_slot(box, bead, BeadReading::kTyped);
}

std::optional<int> TrackedMachine::slot_of(int box, std::string_view bead,
                                           std::string_view compartment) const {
  const auto slot = slot_of(box, bead);
  return slot ? in_compartment(box, *slot, compartment) : std::nullopt;
}

std::optional<int> TrackedMachine::in_compartment(int box, int slot,
                                                  std::string_view compartment) const {
  for (int c = 0; c < layout_.compartments; ++c)
    if (compartment_name(box, c * layout_.moves(box)) == compartment)
      return slot + c * layout_.moves(box);
  return std::nullopt;
}

int TrackedMachine::counted_slot(int box, std::string_view label, BeadReading reading) const {
  const auto colon = label.find(':');
  // "a:" or " A :" name compartment A.
  const std::string compartment =
      colon == std::string_view::npos ? std::string() : upper_trimmed(label.substr(0, colon));
  const std::string_view bead = colon == std::string_view::npos ? label : label.substr(colon + 1);
  const auto slot = named_slot(box, bead, reading);
  if (const auto placed = slot ? in_compartment(box, *slot, compartment) : std::nullopt)
    return *placed;
  if (!slot)
    throw core::Error(fmt::format(
        fmt::runtime(core::tr("error",
                              // TRANSLATORS: {bead} is what the operator typed; {colours} lists the
                              // box's colours.
                              // xgettext:python-brace-format
                              "box {box} has no colour '{bead}'; its colours are "
                              "{colours}")),
        fmt::arg("box", box + 1), fmt::arg("bead", bead), fmt::arg("colours", colour_list(box))));
  throw core::Error(fmt::format(
      fmt::runtime(layout_.compartments > 1
                       ? core::tr("error",
                                  // TRANSLATORS: {label} is what the operator typed; {code} a
                                  // bead's code.
                                  // xgettext:python-brace-format
                                  "box {box}: '{label}': expected a compartment and a colour, as "
                                  "A:{code} or B:{code}")
                       : core::tr("error",
                                  // xgettext:python-brace-format
                                  "box {box}: '{label}': expected a colour alone, as {code} (the "
                                  "boxes have one compartment)")),
      fmt::arg("box", box + 1), fmt::arg("label", label),
      fmt::arg("code", kit::local_code(colour(box, 0)))));
}

std::string TrackedMachine::slot_label(int box, int slot) const {
  const std::string compartment = compartment_name(box, slot);
  return (compartment.empty() ? "" : compartment + ":") + colour(box, slot).code;
}

std::string TrackedMachine::compartment_name(int box, int slot) const {
  if (layout_.compartments == 1) return {};
  return std::string(1, static_cast<char>('A' + slot / layout_.moves(box)));
}

std::string TrackedMachine::counted_beads(int box, int slot, int n, Place place) const {
  const kit::Colour& c = colour(box, slot);
  const std::string beads =
      fmt::format(fmt::runtime(core::translate_plural(
                      // TRANSLATORS: a count of beads of one colour and its code: "3 orange (O)".
                      // xgettext:python-brace-format
                      "track", "{n} {colour} ({code})", "{n} {colour} ({code})", n)),
                  fmt::arg("n", n), fmt::arg("colour", core::tr("colour", c.name)),
                  fmt::arg("code", kit::local_code(c)));
  if (layout_.compartments == 1) return beads;
  std::string words;
  // TRANSLATORS: beads put into, taken out of, or kept in compartment A or B of a box.
  switch (place) {
    case Place::kTo:
      // xgettext:python-brace-format
      words = core::tr("track", "{beads} to {compartment}");
      break;
    case Place::kFrom:
      // xgettext:python-brace-format
      words = core::tr("track", "{beads} from {compartment}");
      break;
    case Place::kIn:
      // xgettext:python-brace-format
      words = core::tr("track", "{beads} in {compartment}");
      break;
  }
  return fmt::format(fmt::runtime(words), fmt::arg("beads", beads),
                     fmt::arg("compartment", compartment_name(box, slot)));
}

std::string TrackedMachine::slot_words(int box, int slot) const {
  const kit::Colour& c = colour(box, slot);
  const std::string name = core::tr("colour", c.name);
  if (layout_.compartments == 1)
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("track", "{colour} ({code})")),
                       fmt::arg("colour", name), fmt::arg("code", kit::local_code(c)));
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("track", "{colour} ({code}) in {compartment}")),
                     fmt::arg("colour", name), fmt::arg("code", kit::local_code(c)),
                     fmt::arg("compartment", compartment_name(box, slot)));
}

std::string box_line(const std::string& machine, int box, const std::string& what) {
  if (machine.empty())
    // xgettext:python-brace-format
    return fmt::format(fmt::runtime(core::tr("track", "box {box}: {what}")), fmt::arg("box", box),
                       fmt::arg("what", what));
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("track", "{machine} box {box}: {what}")),
                     fmt::arg("machine", machine), fmt::arg("box", box), fmt::arg("what", what));
}

std::string TrackedMachine::colour_list(int box) const {
  std::string out;
  for (int s = 0; s < layout_.moves(box); ++s) {
    const kit::Colour& c = colour(box, s);
    out += (s > 0 ? ", " : "") + bead_text(c);
  }
  return out;
}

bool TrackedMachine::plays(core::Player side) const {
  switch (kit_.spec.plays) {
    case spec::Plays::kFirst:
      return side == core::Player::kFirst;
    case spec::Plays::kSecond:
      return side == core::Player::kSecond;
    case spec::Plays::kBoth:
      break;
  }
  return true;
}

std::string fingerprint(const kit::Kit& kit) {
  const games::Game& game = *kit.game;
  std::string text = game.name() + "\n";
  for (const auto& [key, value] : game.params()) text += key + "=" + value + "\n";
  text += std::string(spec::kPlays.name(kit.spec.plays)) + "\n";
  for (const kit::Box& box : kit.boxes) {
    text += std::to_string(box.id) + " " + game.to_string(box.position) + ":";
    for (const kit::BeadSlot& slot : box.slots) {
      // The palette's own code names the colour: a kit that re-codes a colour for its pages
      // (kit/codes.h) holds the same beads, and its tournaments stay valid.
      const kit::Colour& colour = kit.palette.colours.at(static_cast<std::size_t>(slot.colour));
      text += " " + slot.notation + "/" +
              (colour.palette_code.empty() ? colour.code : colour.palette_code) + "/" +
              std::to_string(slot.beads);
    }
    text += "\n";
  }
  const spec::Reinforcement& r = kit.spec.reinforcement;
  text += rule_text(r.win) + " " + rule_text(r.draw) + " " + rule_text(r.loss) + " " +
          std::string(spec::kRefills.name(r.refill)) +
          (r.floor > 0 ? " floor " + std::to_string(r.floor) : std::string()) +
          (r.propagation == spec::Propagation::kPreviousBox ? " propagation" : "") +
          (r.compartments == spec::CompartmentRules::kBuilder ? " builder" : "") + "\n";
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ULL;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace matchbox::tracker
