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

}  // namespace matchbox::documents
