// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one error funnel of matchbox (cli/command_line.h): every exception and a failed write on
// standard output become one line on stderr and an exit status.
#include <cxxabi.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>
#include <new>
#include <streambuf>
#include <string>
#include <string_view>
#include <system_error>
#include <typeinfo>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/error.h"

namespace matchbox::cli {
namespace {

// `message` on one line: control characters (a newline in an echoed value) are escaped.
std::string one_line(std::string_view message) {
  std::string out;
  for (const char c : message) {
    if (c == '\n') {
      out += "\\n";
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char code[8];
      std::snprintf(code, sizeof code, "\\x%02x", static_cast<unsigned char>(c));
      out += code;
    } else {
      out += c;
    }
  }
  return out;
}

// The C++ name of `type` ("matchbox::tracker::ReplayFromStart", "int").
std::string type_name(const std::type_info* type) {
  if (type == nullptr) return "unknown type";
  int status = 0;
  const std::unique_ptr<char, void (*)(void*)> name(
      abi::__cxa_demangle(type->name(), nullptr, nullptr, &status), std::free);
  return status == 0 && name ? std::string(name.get()) : std::string(type->name());
}

// What the funnel prints for an exception (without "matchbox: " and the newline) and the exit
// status it gives.
struct Outcome {
  int status = 0;
  std::string line;
};

Outcome internal_error(const std::string& what) {
  return {1, "internal error: " + what +
                 " (a bug in matchbox; please report it, with the command that caused it)"};
}

// The outcome of the exception `thrown`.
Outcome outcome_of(const std::exception_ptr& thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const UsageError& e) {
    return {2, e.what()};
  } catch (const CLI::ParseError& e) {
    return {2, std::string(e.what()) + " (see --help)"};
  } catch (const core::Error& e) {
    return {1, e.what()};
  } catch (const core::InternalError& e) {
    return internal_error(e.what());
  } catch (const std::bad_alloc& e) {
    return {1, std::string("out of memory (") + e.what() +
                   "): close other programs, or ask for less, and try again"};
  } catch (const std::exception& e) {
    return internal_error(type_name(&typeid(e)) + ": " + e.what());
  } catch (...) {
    return internal_error("an exception of type " + type_name(abi::__cxa_current_exception_type()) +
                          " was not caught");
  }
}

std::string funnel_line(const std::string& text) { return "matchbox: " + one_line(text) + "\n"; }

// std::terminate's handler (install_terminate_handler): one line by write(2), which takes no lock
// another thread might hold, then _exit.
[[noreturn]] void terminate_in_one_line() {
  int status = 1;
  std::string line;
  try {
    Outcome outcome = internal_error("terminate called without an exception");
    if (const std::exception_ptr thrown = std::current_exception()) outcome = outcome_of(thrown);
    status = outcome.status;
    line = funnel_line(outcome.line);
  } catch (...) {
    line = "matchbox: internal error: terminate called (please report it)\n";
  }
  for (std::size_t done = 0; done < line.size();) {
    const ssize_t n = ::write(STDERR_FILENO, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::_exit(status);
}

// The errno of `thrown` if it is how a failed write reports itself (fmt::print throws
// std::system_error "cannot write to file: REASON"), else 0.
int write_error_code(const std::exception_ptr& thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const std::system_error& e) {
    return e.code().value() != 0 ? e.code().value() : EIO;
  } catch (...) {
    return 0;
  }
}

// The errno of the first failed write on standard output, 0 while none failed. Kept when it
// happens: a failed flush empties stdio's buffer (the next one succeeds, though output was lost),
// and errno soon says something else.
int g_stdout_error = 0;

void note_stdout_error(int error) {
  if (g_stdout_error == 0) g_stdout_error = error != 0 ? error : EIO;
}

// std::cout's buffer from run_command_line on: stdio's stdout, as the standard one (so it
// interleaves with fmt::print), noting the errno of a failed write.
class CheckedStdout : public std::streambuf {
 protected:
  int overflow(int c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    if (std::fputc(c, stdout) != EOF) return c;
    note_stdout_error(errno);
    return traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    const std::size_t written = std::fwrite(s, 1, static_cast<std::size_t>(n), stdout);
    if (written < static_cast<std::size_t>(n)) note_stdout_error(errno);
    return static_cast<std::streamsize>(written);
  }
  int sync() override {
    if (std::fflush(stdout) == 0) return 0;
    note_stdout_error(errno);
    return -1;
  }
};

}  // namespace

int flush_standard_output() {
  errno = 0;
  std::cout.flush();
  if (std::cout.fail() && errno != 0) note_stdout_error(errno);
  errno = 0;
  if (std::fflush(stdout) != 0) note_stdout_error(errno);
  if (std::ferror(stdout) != 0 || std::cout.fail()) note_stdout_error(0);
  return g_stdout_error;
}

bool flush_output(std::ostream& out) {
  if (&out == &std::cout) return flush_standard_output() == 0;
  out.flush();
  return !out.fail();
}

int run_guarded(const std::function<void()>& command) {
  std::exception_ptr thrown;
  try {
    command();
  } catch (...) {
    thrown = std::current_exception();
  }
  // A command stopped by its own failed write on standard output (fmt::print's exception) failed
  // because of standard output: say that, or nothing for a closed pipe.
  const int stopped_by = thrown && std::ferror(stdout) != 0 ? write_error_code(thrown) : 0;
  if (stopped_by != 0) note_stdout_error(stopped_by);
  const int error = flush_standard_output();
  Outcome outcome;
  try {
    if (thrown && stopped_by == 0) {
      outcome = outcome_of(thrown);
    } else if (error != 0 && error != EPIPE) {
      outcome = {1, std::string("cannot write standard output: ") + std::strerror(error)};
    }
  } catch (...) {  // Out of memory while saying it.
    outcome = {1, "internal error"};
  }
  if (!outcome.line.empty()) std::cerr << funnel_line(outcome.line) << std::flush;
  return outcome.status;
}

void check_standard_output() {
  // Never destroyed: std::cout is flushed at exit, after function-local statics are gone.
  static CheckedStdout* const buffer = new CheckedStdout;
  std::cout.rdbuf(buffer);
}

void install_terminate_handler() { std::set_terminate(terminate_in_one_line); }

}  // namespace matchbox::cli
