// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The worked examples of every machine's sheets, read back from the PDFs with pdftotext and
// checked against the game's rules, not against the functions that wrote them: "Reading the
// moves" writes the move the pictured bead makes on the pictured box; the turned box's example
// is there wherever boxes serve turned or mirrored boards, and its real move is the bead's move
// undone by the named turn; the worksheet's game is legal move by move, short, and its boxes and
// beads are the ones that play its moves; its "find the box" ply has a findable number of boxes;
// every sample move the instruction sheet's text names is legal in its game.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <unordered_set>

#include "cli/run_command.h"
#include "core/translation.h"
#include "documents/instructions.h"
#include "documents/worksheet.h"
#include "kit/box_finder.h"
#include "kit/box_quiz.h"
#include "kit/codes.h"
#include "machine_cases.h"
#include "render/render_test_util.h"

using namespace matchbox;
using matchbox::test::texts;

namespace {

// The words of a PDF on one line, as pdftotext reads them: lines joined with a space. Where the
// sheet breaks a line after a hyphen, pdftotext drops it ("a4-" "a3" reads "a4a3").
std::string pdf_words(const std::filesystem::path& pdf) {
  std::string text = testing::shell_output("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
  std::replace(text.begin(), text.end(), '\n', ' ');
  return std::regex_replace(text, std::regex(" +"), " ");
}

// Does `read` (a move read back by pdf_words) say `move`? The same, or the same without the
// hyphen pdftotext drops at the end of a line.
bool says(const std::string& read, const std::string& move) {
  if (read == move) return true;
  std::string joined = move;
  joined.erase(std::remove(joined.begin(), joined.end(), '-'), joined.end());
  return read.find('-') == std::string::npos && read == joined;
}

// The values of a text's {placeholders} where the page says it: the English template `key`
// turned into a pattern, up to the end of the sentence of its last placeholder (pdftotext may
// set a picture's caption into what follows). A placeholder met again must say the same, up to
// a hyphen dropped at a line's end. Empty if the page does not say it.
std::map<std::string, std::string> read_back(const std::string& page, const std::string& key) {
  std::string text = texts().at(key);
  const std::size_t stop = text.find('.', text.rfind('}'));
  if (stop != std::string::npos) text.resize(stop + 1);
  std::string pattern;
  std::vector<std::string> names;  // The placeholder of each group, in order.
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '{') {
      const std::size_t close = text.find('}', i);
      names.push_back(text.substr(i + 1, close - i - 1));
      pattern += "(.+?)";
      i = close + 1;
      continue;
    }
    if (std::string("\\^$.|?*+()[]{}").find(text[i]) != std::string::npos) pattern += '\\';
    pattern += text[i++];
  }
  std::smatch m;
  std::map<std::string, std::string> out;
  if (!std::regex_search(page, m, std::regex(pattern))) return out;
  for (std::size_t g = 0; g < names.size(); ++g) {
    const std::string value = m[g + 1].str();
    const auto [at, fresh] = out.emplace(names[g], value);
    INFO(key << ": {" << names[g] << "} says " << at->second << ", then " << value);
    if (!fresh) CHECK((says(value, at->second) || says(at->second, value)));
  }
  return out;
}

// Every move the game can make from every position reachable from its start, in notation
// (a walk bounded well above the boards of games/).
std::unordered_set<std::string> all_notations(const games::Game& game) {
  std::unordered_set<std::string> out;
  std::vector<games::Position> level = {game.initial_position()};
  std::unordered_set<games::Position, core::PositionHash> seen(level.begin(), level.end());
  while (!level.empty() && seen.size() < 400000) {
    std::vector<games::Position> next;
    for (const games::Position& p : level) {
      if (game.outcome(p)) continue;
      for (const games::Move& m : game.legal_moves(p)) {
        out.insert(game.move_notation(p, m));
        games::Position q = game.apply(p, m);
        if (seen.insert(q).second) next.push_back(std::move(q));
      }
    }
    level = std::move(next);
  }
  return out;
}

// The slot of `box` whose bead has code `code`, or -1.
int slot_of(const kit::Kit& kit, const kit::Box& box, const std::string& code) {
  for (std::size_t s = 0; s < box.slots.size(); ++s)
    if (kit::local_code(kit.palette.colours.at(static_cast<std::size_t>(box.slots[s].colour))) ==
        code)
      return static_cast<int>(s);
  return -1;
}

// The box with id `id` as the page writes it.
const kit::Box& box_named(const kit::Kit& kit, const std::string& id) {
  const int n = std::stoi(id);
  REQUIRE(n >= 1);
  REQUIRE(n <= static_cast<int>(kit.boxes.size()));
  return kit.boxes[static_cast<std::size_t>(n - 1)];
}

void check_reading_the_moves(const kit::Kit& kit, const std::string& page) {
  auto said = read_back(page, "instructions.notation.example");
  REQUIRE(!said.empty());
  const kit::Box& box = box_named(kit, said["box"]);
  const int slot = slot_of(kit, box, said["code"]);
  REQUIRE(slot >= 0);
  // The move the pictured bead makes on the pictured box, by the game's rules.
  const games::Move& move = box.slots[static_cast<std::size_t>(slot)].move;
  const std::vector<games::Move> legal = kit.game->legal_moves(box.position);
  REQUIRE(std::find(legal.begin(), legal.end(), move) != legal.end());
  const std::string bead_move = kit.game->move_notation(box.position, move);
  CHECK(says(said["move"], bead_move));
  CHECK(says(said["real"], bead_move));
}

// Every sample move the sheet's own words name (not the machine file's description or source)
// is a move of its game: "8x3" (a jump on 4×4 only) is no move on 5×5; "8x3x…" must begin one.
void check_sample_moves(const kit::Kit& kit) {
  const std::unordered_set<std::string> legal = all_notations(*kit.game);
  const std::regex move(R"(([a-z]?[0-9]+(?:[-x][a-z]?[0-9]+)+)(x…)?|[0-9]+from[0-9]+)");
  for (const documents::Block& block : documents::instruction_blocks(kit, texts())) {
    if (block.kind == documents::Block::Kind::kNote || block.text == kit.spec.description) continue;
    for (std::sregex_iterator it(block.text.begin(), block.text.end(), move), end; it != end;
         ++it) {
      const std::string sample = (*it)[1].matched ? (*it)[1].str() : it->str();
      INFO(sample);
      if (!(*it)[2].matched) {
        CHECK(legal.count(sample) == 1);
        continue;
      }
      CHECK(std::any_of(legal.begin(), legal.end(),
                        [&](const std::string& m) { return m.rfind(sample + "x", 0) == 0; }));
    }
  }
}

// The turned box's example: wherever boxes turn, the sheet works one through, and the move it
// writes for the real board is the bead's move taken back through the turn it names.
void check_turned_example(const kit::Kit& kit, const std::string& page) {
  const bool heading = page.find(texts().at("instructions.turning.heading")) != std::string::npos;
  CHECK(heading == kit::boxes_turn(kit));
  if (!kit::boxes_turn(kit)) return;
  auto said = read_back(page, "instructions.turning.text");
  REQUIRE(!said.empty());
  const kit::Box& box = box_named(kit, said["box"]);
  const int slot = slot_of(kit, box, said["code"]);
  REQUIRE(slot >= 0);
  const kit::BeadSlot& bead = box.slots[static_cast<std::size_t>(slot)];
  CHECK(says(said["move"], kit.game->move_notation(box.position, bead.move)));
  const games::Game& game = *kit.game;
  const auto& group = game.symmetries();
  const auto named = std::find_if(group.begin(), group.end(), [&](const games::Transform& t) {
    return core::tr("transform", t.name) == said["transform"];
  });
  REQUIRE(named != group.end());
  REQUIRE(named != group.begin());  // A turn or a mirror, not "as printed".
  // The real board: the board the named turn takes onto the picture.
  std::optional<games::Position> real;
  for (const games::Transform& u : group)
    if (game.transform(game.transform(box.position, u), *named) == box.position)
      real = game.transform(box.position, u);
  REQUIRE(real);
  const std::vector<games::Move> legal = game.legal_moves(*real);
  const auto played = std::find_if(legal.begin(), legal.end(), [&](const games::Move& m) {
    return game.transform(m, *named) == bead.move;
  });
  REQUIRE(played != legal.end());
  CHECK(says(said["real"], game.move_notation(*real, *played)));
  CHECK(said["real"] != said["move"]);
}

// The worksheet's game and its "find the box".
void check_worksheet(const kit::Kit& kit, const std::string& page) {
  const games::Game& game = *kit.game;
  // (2): the ply of the board shown has a findable number of boxes, and the answer is one.
  auto quiz = read_back(page, "worksheet.box.board.other");
  if (quiz.empty()) quiz = read_back(page, "worksheet.box.board.one");
  if (quiz.empty()) quiz = read_back(page, "worksheet.box.piles.other");
  if (quiz.empty()) quiz = read_back(page, "worksheet.box.piles.one");
  REQUIRE(!quiz.empty());
  const int ply = std::stoi(quiz["ply"]);
  const auto at_ply = std::count_if(kit.boxes.begin(), kit.boxes.end(),
                                    [&](const kit::Box& b) { return b.ply == ply; });
  CHECK(at_ply <= kit::kFindableBoxes);
  // (3): the moves, legal one after the other; the game short enough that the machine opens no
  // more boxes than it has plies with boxes (go3's 36-move draw opened 17 of its 9 plies); each box
  // and bead the answer table names is the box of the board at a machine turn and the bead whose
  // move was played there.
  auto intro = read_back(page, "worksheet.rule.intro");
  REQUIRE(!intro.empty());
  std::vector<std::string> moves;
  const std::string sep = texts().at("worksheet.rule.move_sep");
  for (std::size_t at = 0, next; at <= intro["moves"].size(); at = next + sep.size()) {
    next = intro["moves"].find(sep, at);
    if (next == std::string::npos) next = intro["moves"].size();
    moves.push_back(intro["moves"].substr(at, next - at));
  }
  const std::regex cell(std::regex_replace(
      std::regex_replace(texts().at("worksheet.rule.box_cell"), std::regex(R"([()])"), R"(\$&)"),
      std::regex(R"(\{box\}|\{code\})"), "(\\S+?)"));
  std::vector<std::pair<std::string, std::string>> written;
  for (std::sregex_iterator it(page.begin(), page.end(), cell), end; it != end; ++it)
    written.emplace_back((*it)[1].str(), (*it)[2].str());
  const games::Player machine =
      kit.spec.plays == spec::Plays::kSecond ? games::Player::kSecond : games::Player::kFirst;
  const kit::BoxFinder finder(kit);
  std::vector<std::pair<std::string, std::string>> played;
  std::size_t opened = 0;
  games::Position p = game.initial_position();
  for (const std::string& typed : moves) {
    INFO(typed);
    REQUIRE(!game.outcome(p));
    const std::vector<games::Move> legal = game.legal_moves(p);
    const auto move = std::find_if(legal.rbegin(), legal.rend(), [&](const games::Move& m) {
      return says(typed, game.move_notation(p, m));
    });
    REQUIRE(move != legal.rend());
    const std::optional<kit::BoxMatch> match = p.to_move == machine ? finder.find(p) : std::nullopt;
    if (match) {
      ++opened;
      const kit::Box& box = kit.boxes.at(static_cast<std::size_t>(match->box));
      for (std::size_t s = 0; s < box.slots.size(); ++s)
        if (finder.real_move(p, *match, static_cast<int>(s)) == *move) {
          const std::pair<std::string, std::string> use{
              std::to_string(box.id), kit::local_code(kit.palette.colours.at(
                                          static_cast<std::size_t>(box.slots[s].colour)))};
          if (std::none_of(played.begin(), played.end(),
                           [&](const auto& u) { return u.first == use.first; }))
            played.push_back(use);
        }
    }
    p = game.apply(p, *move);
  }
  CHECK((game.outcome(p) || static_cast<int>(moves.size()) == game.max_plies()));
  CHECK(written == played);
  CHECK(opened <= kit.plies().size());
}

void check_machine(const std::string& name) {
  const kit::Kit kit = test::machine_kit(name);
  test::ScratchDir dir("worked-" + name);
  const auto sheet =
      documents::write_instructions(kit, texts(), render::Format::kPdf, dir.path()).at(0);
  const std::string page = pdf_words(sheet);
  check_reading_the_moves(kit, page);
  check_turned_example(kit, page);
  check_sample_moves(kit);
  documents::write_worksheet(kit, texts(), render::Format::kPdf, dir.path());
  check_worksheet(kit, pdf_words(dir.path() / "worksheet-answers.pdf"));
}

const bool kRegistered =
    testing::register_machine_cases("worked examples read back", "[pages]", check_machine);

}  // namespace
