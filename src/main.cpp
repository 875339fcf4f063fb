// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// matchbox: printable kits for matchbox learning machines. The command line and its error
// funnel live in cli/command_line.h; this file adds only the git revision (generated/revision.h,
// rewritten when the revision changes), so that a new revision recompiles nothing else.
#include "cli/command_line.h"
#include "revision.h"

int main(int argc, char** argv) {
  return matchbox::cli::run_command_line(argc, argv, MATCHBOX_REVISION);
}
