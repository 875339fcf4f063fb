// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "documents/plot_words.h"

#include <fmt/format.h>

#include "core/translation.h"

namespace matchbox::documents {

std::string runs_words(int runs) {
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::translate_plural("plot", "{n} run", "{n} runs", runs)),
                     fmt::arg("n", runs));
}

std::string mean_note(int runs, int block) {
  const std::string pattern =
      block == 1
          // xgettext:python-brace-format
          ? core::tr("plot", "Mean of {runs}, after every game.")
          // xgettext:python-brace-format
          : core::translate_plural("plot", "Mean of {runs}, after every {n} game.",
                                   "Mean of {runs}, after every {n} games.", block);
  return fmt::format(fmt::runtime(pattern), fmt::arg("runs", runs_words(runs)),
                     fmt::arg("n", block));
}

std::string simulated_rates_title(const std::string& title, const std::string& opponent, int window,
                                  bool draws) {
  const std::string pattern =
      draws ? core::tr("plot",
                       // xgettext:python-brace-format
                       "{title} against {opponent}: win, draw and loss rates over the last "
                       "{window} games")
            : core::tr("plot",
                       // xgettext:python-brace-format
                       "{title} against {opponent}: win and loss rates over the last {window} "
                       "games");
  return fmt::format(fmt::runtime(pattern), fmt::arg("title", title),
                     fmt::arg("opponent", opponent), fmt::arg("window", window));
}

std::string simulated_rates_axis(int runs) {
  // xgettext:python-brace-format no-c-format
  return fmt::format(fmt::runtime(core::tr("plot", "Rate (mean of {runs}; band: 10–90 %)")),
                     fmt::arg("runs", runs_words(runs)));
}

}  // namespace matchbox::documents
