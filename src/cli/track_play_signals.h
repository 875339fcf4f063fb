// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How `matchbox track play` survives Ctrl-C and a closed terminal: every answer is saved at
// once, a save is never cut short, and the signal says how to resume (cli/track_play_table.cpp).
#pragma once

#include <csignal>
#include <string>

namespace matchbox::cli {

// "Saved; `matchbox track play FILE` resumes the game." in the language in force.
std::string saved_words(const std::string& file);

// Makes SIGINT and SIGHUP print saved_words(file) (prepared now, in the language in force) to
// standard error and exit 1: every answer is saved already. Never throws.
void exit_saved_on_signal(const std::string& file);

// Holds SIGINT and SIGHUP while it lives, so that a save is never cut short.
class SignalsHeld {
 public:
  SignalsHeld() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    sigprocmask(SIG_BLOCK, &set, &saved_);
  }
  ~SignalsHeld() { sigprocmask(SIG_SETMASK, &saved_, nullptr); }
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t saved_;
};

}  // namespace matchbox::cli
