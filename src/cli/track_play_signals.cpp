// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/track_play_signals.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstring>

#include "core/translation.h"

namespace matchbox::cli {
namespace {

// What SIGINT and SIGHUP print before exiting (set once, read by the handler).
char g_signal_message[512] = "Saved.\n";

extern "C" void exit_saved(int) {
  const ssize_t ignored = write(STDERR_FILENO, g_signal_message, std::strlen(g_signal_message));
  (void)ignored;
  _exit(1);
}

}  // namespace

std::string saved_words(const std::string& file) {
  // xgettext:python-brace-format
  return fmt::format(fmt::runtime(core::tr("track", "Saved; `{command}` resumes the game.")),
                     fmt::arg("command", "matchbox track play " + file));
}

void exit_saved_on_signal(const std::string& file) {
  const std::string text = "\n" + saved_words(file) + "\n";
  std::strncpy(g_signal_message, text.c_str(), sizeof g_signal_message - 1);
  struct sigaction action {};
  action.sa_handler = exit_saved;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGHUP, &action, nullptr);
}

}  // namespace matchbox::cli
