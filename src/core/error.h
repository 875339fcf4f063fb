// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Errors. A matchbox::Error is a user error (bad input, unwritable folder): the error funnel
// (cli/command_line.h) prints its message as one line on stderr and exits 1. Anything else that
// escapes is an internal error: one line "internal error: ...", also exit 1. MATCHBOX_CHECK
// guards invariants in every build type and prints both sides.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

namespace matchbox::core {

// What kind of failure an Error is, for callers that answer each differently (the server's HTTP
// status, web/server.cpp).
enum class ErrorKind {
  kInput,  // Bad input, or a file that cannot be read or written: the message says which.
  kBusy,   // Another process is writing the file (it holds the write lock): try again later.
};

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message, ErrorKind kind = ErrorKind::kInput)
      : std::runtime_error(message), kind_(kind) {}
  ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

// Thrown when an always-on invariant check fails: a bug in matchbox, not in the user's input.
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& message) : std::logic_error(message) {}
};

}  // namespace matchbox::core

#define MATCHBOX_CHECK(condition)                                                                  \
  do {                                                                                             \
    if (!(condition))                                                                              \
      throw ::matchbox::core::InternalError(                                                       \
          std::string(__FILE__) + ":" + std::to_string(__LINE__) + ": check failed: " #condition); \
  } while (false)

#define MATCHBOX_CHECK_EQ(a, b)                                                           \
  do {                                                                                    \
    const auto& matchbox_a_ = (a);                                                        \
    const auto& matchbox_b_ = (b);                                                        \
    if (!(matchbox_a_ == matchbox_b_)) {                                                  \
      std::ostringstream matchbox_os_;                                                    \
      matchbox_os_ << __FILE__ << ":" << __LINE__ << ": check failed: " #a " == " #b " (" \
                   << matchbox_a_ << " vs " << matchbox_b_ << ")";                        \
      throw ::matchbox::core::InternalError(matchbox_os_.str());                          \
    }                                                                                     \
  } while (false)
