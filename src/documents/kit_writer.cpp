// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/kit_writer.h"

#include <algorithm>
#include <future>

#include "documents/bead_list.h"
#include "documents/finder_document.h"
#include "documents/instructions.h"
#include "documents/key_sheet.h"
#include "documents/labels_document.h"
#include "documents/poster.h"
#include "documents/score_sheet.h"
#include "documents/turning_card.h"
#include "documents/worksheet.h"
#include "render/label.h"
#include "render/staged_folder.h"

namespace matchbox::documents {

// The drawing machinery every document is made with.
using namespace render;

std::vector<std::filesystem::path> write_kit(const kit::Kit& kit, const spec::Texts& texts,
                                             const KitOptions& options) {
  // Named, not a structured binding: clang 14 cannot capture one in a lambda.
  const layout::SheetTemplate& sheet = options.sheet;
  const layout::Offset& offset = options.offset;
  const Format format = options.format;
  const bool key = options.key;
  const auto with = [&](Extra extra) {
    return std::find(options.with.begin(), options.with.end(), extra) != options.with.end();
  };
  const std::optional<LabelLayout>& planned = options.label_layout;
  // Solved before anything is written, so a failure leaves no half kit.
  const std::vector<kit::BoxKey> values = key ? kit::solve_key(kit) : std::vector<kit::BoxKey>{};
  StagedFolder folder(options.dir);
  return folder.write(
      [&](const std::filesystem::path& staging) {
        // The labels are drawn on this thread, which planned them (cli/kit.cpp): the texts it
        // measured are drawn as they were laid out. The other documents are drawn on a second
        // thread meanwhile if there is one. Not for SVG: Cairo numbers SVG ids across the
        // process, so the files would depend on the threads' timing.
        auto others = [&] {
          std::vector<std::filesystem::path> files;
          auto add = [&](std::vector<std::filesystem::path> more) {
            files.insert(files.end(), more.begin(), more.end());
          };
          add(write_calibration(sheet, offset, texts, format, staging));
          add(options.spares ? write_planned_bead_list(kit, *options.spares, texts, format, staging)
                             : write_bead_list(kit, texts, format, staging));
          add(write_instructions(kit, texts, format, staging));
          add(write_box_finder(kit, texts, format, staging, key ? &values : nullptr));
          add(write_score_sheet(kit, texts, format, staging));
          add(write_turning_card(kit, texts, sheet, label_words(texts),
                                 planned ? &*planned : nullptr, format, staging));
          if (key) add(write_key_sheet(kit, values, texts, format, staging));
          if (with(Extra::kPoster)) add(write_poster(kit, texts, format, staging));
          if (with(Extra::kWorksheet)) add(write_worksheet(kit, texts, format, staging));
          return files;
        };
        std::future<std::vector<std::filesystem::path>> on_thread;
        if (format != Format::kSvg && options.threads > 1)
          on_thread = std::async(std::launch::async, others);
        std::vector<std::filesystem::path> files = write_labels(
            kit, sheet, offset, format, staging, label_words(texts), planned ? &*planned : nullptr);
        const std::vector<std::filesystem::path> rest =
            on_thread.valid() ? on_thread.get() : others();
        files.insert(files.end(), rest.begin(), rest.end());
        return files;
      },
      format);
}

std::vector<std::string> kit_text_files(const KitOptions& options) {
  std::vector<std::string> stems{"beads", "instructions", "labels", "rules", "scoresheet"};
  if (options.key) stems.push_back("key");
  for (Extra extra : options.with) stems.push_back(std::string(kExtras.name(extra)));
  return stems;
}

}  // namespace matchbox::documents
