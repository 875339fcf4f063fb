// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox kit MACHINE [-o DIR] [--sheet ID] [--format pdf|svg|png] [--dpi N]
//                      [--offset-x L --offset-y L] [--key] [--with poster,worksheet]
//                      [--threads T] [--set key=value]...
//                      [--spares-for GAMES [--opponent random|perfect|strict]]
// matchbox kit MACHINE --contents TOURNAMENT [-o DIR] [--format pdf|svg|png] [--set ...]
// Writes the printable kit (docs/sheet-templates.md) to DIR (default output/<machine name>). With
// --contents, only the bead list and fill checklist, for the boxes' contents now in the tournament
// file (to set a trained machine up again elsewhere), to DIR (default
// output/<machine>-<tournament>).
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <numeric>
#include <optional>
#include <system_error>

#include "cli/commands.h"
#include "cli/machine_options.h"
#include "cli/run_options.h"
#include "cli/track_commands.h"
#include "cli/track_session.h"
#include "core/error.h"
#include "core/length.h"
#include "documents/bead_list.h"
#include "documents/kit_writer.h"
#include "render/label.h"
#include "render/legibility.h"
#include "render/page_sink.h"
#include "render/staged_folder.h"
#include "simulate/spares.h"
#include "spec/sheet_file.h"
#include "spec/texts.h"
#include "tracker/machine.h"

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
  double dpi = 150;
  int threads = 0;       // 0: one per core.
  std::string contents;  // A tournament file, or "".
  std::string with;      // --with: a comma list of documents::kExtras words.
  CLI::Option* with_option = nullptr;
  std::optional<int> spares_for;
  std::optional<std::string> opponent;  // Unset: random.
};

// The event the Spares column is sized for, if --spares-for is given. Throws core::Error for
// a number of games out of 1..kMaxSpareGames, an opponent other than random, perfect or strict,
// or --opponent without --spares-for.
std::optional<simulate::SparePlan> spare_plan(const KitCommandOptions& o) {
  if (!o.spares_for && !o.opponent) return std::nullopt;
  if (!o.spares_for)
    throw core::Error("--opponent " + *o.opponent +
                      ": give --spares-for GAMES too, the games the spares are for");
  if (*o.spares_for < 1 || *o.spares_for > simulate::kMaxSpareGames)
    throw core::Error(fmt::format("--spares-for {}: expected a number of games from 1 to {}",
                                  *o.spares_for, simulate::kMaxSpareGames));
  simulate::SparePlan plan{.games = *o.spares_for};
  if (!o.opponent) return plan;
  const auto kind = simulate::kBuiltInOpponents.parse(*o.opponent);
  if (!kind)
    throw core::Error("--opponent " + *o.opponent + ": expected one of " +
                      simulate::kBuiltInOpponents.choices());
  plan.opponent = *kind;
  return plan;
}

core::Length parse_offset(const std::string& flag, const std::string& text) {
  std::string why;
  auto length = core::Length::parse(text, &why);
  if (!length) throw core::Error(flag + " " + text + ": " + why);
  return *length;
}

// The documents --with names: a comma list of documents::kExtras words, each kept once. Throws
// core::Error naming the first word that is not one.
std::vector<documents::Extra> parse_with(const std::string& list) {
  std::vector<documents::Extra> out;
  for (std::size_t start = 0;;) {
    const std::size_t comma = list.find(',', start);
    const std::string word = list.substr(start, comma == std::string::npos ? comma : comma - start);
    const std::optional<documents::Extra> extra = documents::kExtras.parse(word);
    if (!extra)
      throw core::Error(fmt::format("--with {}: '{}' is not one of {} (a comma list)", list, word,
                                    documents::kExtras.choices()));
    if (std::find(out.begin(), out.end(), *extra) == out.end()) out.push_back(*extra);
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

// Creates `dir` if needed; throws core::Error if it cannot be created or written.
void prepare_output_dir(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw core::Error("cannot create output folder " + dir.string() + ": " + ec.message());
  if (!std::filesystem::is_directory(dir))
    throw core::Error("output path " + dir.string() + " exists and is not a folder");
}

// Which machine of the tournament `session` is `kit`: 0, or 1 for its opponent machine. Throws
// core::Error if neither has the kit's fingerprint.
int tracked_index(const TrackSession& session, const kit::Kit& kit) {
  const std::string mine = tracker::fingerprint(kit);
  std::string theirs;
  for (int m = 0; m < session.machine_count(); ++m) {
    if (session.machine(m).fingerprint() == mine) return m;
    theirs += (m > 0 ? " and " : "") + session.machine(m).name() + " (fingerprint " +
              session.machine(m).fingerprint() + ")";
  }
  throw core::Error("--contents " + session.file().string() +
                    ": the tournament keeps the books "
                    "of " +
                    theirs + ", not of the kit given here, " + kit.spec.name + " (fingerprint " +
                    mine +
                    "); give the machine and --set options the "
                    "tournament was started with");
}

// The bead list of the contents now in a tournament file.
void run_contents(const KitCommandOptions& options, const kit::Kit& kit) {
  const TrackSession session(tournament_path(options.contents), TrackSession::Mode::kRead);
  const int m = tracked_index(session, kit);
  const documents::Contents contents{session.ledger().beads(m), session.ledger().tally().games(),
                                     session.tournament().title};
  const spec::Texts texts = spec::load_texts();
  const std::filesystem::path dir =
      !options.output_dir.empty() ? std::filesystem::path(options.output_dir)
                                  : std::filesystem::path("output") /
                                        (kit.spec.name + "-" + session.file().stem().string());
  prepare_output_dir(dir);
  render::StagedFolder folder(dir);
  const auto files = folder.write(
      [&](const std::filesystem::path& staging) {
        return documents::write_contents_list(kit, contents, texts, options.format, staging);
      },
      options.format);
  const long long total = std::accumulate(contents.beads.begin(), contents.beads.end(), 0LL);
  std::cout << kit.spec.title << ": " << kit.boxes.size() << " boxes, " << total << " beads after "
            << contents.games << " games of " << session.file().string() << "; wrote "
            << count_of(std::ssize(files), "file", "files") << " to " << dir.string() << "\n";
  for (const auto& file : files) std::cout << "  " << file.string() << "\n";
}

// What to try instead of a sheet on which `failing` labels of `kit` are hard to read: the
// smallest built-in template (by label area) on which every label reads, else the one on which
// the fewest are, if it has fewer.
std::string better_sheet(const kit::Kit& kit, const render::LabelWords& words,
                         std::size_t failing) {
  std::vector<layout::SheetTemplate> sheets;
  for (const std::string& id : spec::sheet_ids()) sheets.push_back(spec::load_sheet(id));
  std::stable_sort(sheets.begin(), sheets.end(), [](const auto& a, const auto& b) {
    return a.label_width.pt() * a.label_height.pt() < b.label_width.pt() * b.label_height.pt();
  });
  const layout::SheetTemplate* best = nullptr;
  std::size_t fewest = failing;
  for (const layout::SheetTemplate& sheet : sheets) {
    const std::size_t n = render::label_problems(kit, sheet, words, fewest).size();
    if (n < fewest) fewest = n, best = &sheet;
    if (n == 0) break;
  }
  if (best == nullptr) return "no built-in sheet template does better";
  const std::string name = fmt::format("{} ({:.4g} × {:.4g} mm)", best->id,
                                       best->label_width.to_mm(), best->label_height.to_mm());
  if (fewest == 0) return "the smallest sheet on which every label reads is " + name;
  return fmt::format("the fewest ({}) are on {}", fewest, name);
}

// Warns on stderr if labels of `kit` break the legibility rules on `sheet` (render/legibility.h),
// naming the first such box and a built-in template that does better. Returns the labels'
// layout it checked, for the labels document (none for a kit without boxes).
std::optional<render::LabelLayout> warn_if_illegible(const kit::Kit& kit,
                                                     const layout::SheetTemplate& sheet,
                                                     const spec::Texts& texts) {
  if (kit.boxes.empty()) return std::nullopt;
  const render::LabelWords words = render::label_words(texts);
  render::LegibleLabels legible = render::legible_labels(kit, sheet, words);
  const std::vector<render::LabelProblem>& problems = legible.problems;
  if (problems.empty()) return std::move(legible.layout);
  std::cerr << fmt::format(
      "matchbox: warning: {} of {} labels of {} are hard to read on sheet {} (box {}: {}); {}\n",
      problems.size(), kit.boxes.size(), kit.spec.name, sheet.id, problems.front().box_id,
      problems.front().what, better_sheet(kit, words, problems.size()));
  return std::move(legible.layout);
}

void run(const KitCommandOptions& options) {
  documents::KitOptions out;
  render::set_png_dpi(options.dpi);
  check_threads(options.threads);
  if (options.with_option->count() > 0) out.with = parse_with(options.with);
  // Everything that can be refused is read before anything is written.
  const kit::Kit kit = build_kit(options.machine);
  if (!options.contents.empty()) return run_contents(options, kit);
  out.spares = spare_plan(options);
  out.sheet = spec::load_sheet(options.sheet);
  out.offset = {parse_offset("--offset-x", options.offset_x),
                parse_offset("--offset-y", options.offset_y)};
  out.format = options.format;
  out.key = options.key;
  out.threads = worker_threads(options.threads);
  const spec::Texts texts = spec::load_texts(documents::kit_text_files(out));
  out.label_layout = warn_if_illegible(kit, out.sheet, texts);
  out.dir = options.output_dir.empty() ? std::filesystem::path("output") / kit.spec.name
                                       : std::filesystem::path(options.output_dir);
  prepare_output_dir(out.dir);
  const auto files = documents::write_kit(kit, texts, out);
  std::cout << kit.spec.title << ": " << kit.boxes.size() << " boxes, " << kit.bead_count()
            << " beads; wrote " << count_of(std::ssize(files), "file", "files") << " to "
            << out.dir.string() << "\n";
  for (const auto& file : files) std::cout << "  " << file.string() << "\n";
}

}  // namespace

void add_kit_command(CLI::App& app) {
  auto options = std::make_shared<KitCommandOptions>();
  CLI::App* cmd = app.add_subcommand("kit", "Write a machine's printable kit (PDF, SVG or PNG)");
  add_machine_options(*cmd, options->machine);
  add_language_option(*cmd);
  cmd->add_option("-o,--output", options->output_dir,
                  "Output folder (default: output/<machine name>)");
  cmd->add_option("--sheet", options->sheet, "Sheet template for the labels (see `matchbox list`)")
      ->capture_default_str();
  cmd->add_option("--format", options->format,
                  "pdf (one file per document), svg or png "
                  "(one file per page)")
      ->transform(enum_words(render::kFormats));
  cmd->add_option("--dpi", options->dpi, "Resolution of PNG pages, dots per inch (72 to 1200)")
      ->capture_default_str();
  cmd->add_option("--offset-x", options->offset_x,
                  "Printer offset to the right, with a unit (e.g. 1.5mm); see calibration.pdf")
      ->capture_default_str();
  cmd->add_option("--offset-y", options->offset_y, "Printer offset downwards, with a unit")
      ->capture_default_str();
  cmd->add_option("--threads", options->threads,
                  "Threads: 0 (one per core) draws the labels and the other documents at once; "
                  "1 draws them one after another, using the least CPU time")
      ->capture_default_str();
  cmd->add_flag("--key", options->key,
                "Add the teacher's key: each bead slot's game value on the box finder, and a key "
                "sheet (key.pdf)");
  options->with_option = cmd->add_option(
      "--with", options->with,
      "Add documents, a comma list: poster (poster-a3.pdf and poster-a2.pdf, how the machine "
      "learns, for a festival stand), worksheet (worksheet.pdf and worksheet-answers.pdf, for a "
      "class)");
  cmd->add_option("--contents", options->contents,
                  "A tournament file (see `matchbox track`): write only the bead list and fill "
                  "checklist, for the contents its boxes should hold now")
      ->excludes("--key")
      ->excludes("--with")
      ->excludes("--sheet")
      ->excludes("--offset-x")
      ->excludes("--offset-y");
  cmd->add_option("--spares-for", options->spares_for,
                  fmt::format("Size the bead list's spare beads for this many games (1 to {}; "
                              "default {} against a random opponent)",
                              simulate::kMaxSpareGames, simulate::kSpareGames))
      ->excludes("--contents");
  cmd->add_option("--opponent", options->opponent,
                  "With --spares-for: the opponent of those games, random (default), perfect or "
                  "strict")
      ->excludes("--contents");
  cmd->callback([options] { run(*options); });
}

}  // namespace matchbox::cli
