# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Writes OUTPUT, a header defining MATCHBOX_REVISION: the git revision of SOURCE_DIR
# ("6a46660", with "-dirty" for uncommitted changes), or "unknown" outside a git checkout.
# Run at every build (cmake -P); the file is rewritten only when the revision changes, so
# only main.cpp recompiles, and only then.
execute_process(
  COMMAND git -C "${SOURCE_DIR}" describe --always --dirty --abbrev=7 --exclude=*
  OUTPUT_VARIABLE revision
  OUTPUT_STRIP_TRAILING_WHITESPACE
  ERROR_QUIET
  RESULT_VARIABLE failed)
if(failed OR revision STREQUAL "")
  set(revision "unknown")
endif()
set(text "#define MATCHBOX_REVISION \"${revision}\"\n")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUTPUT}" "${text}")
endif()
