# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# libFuzzer targets (clang only): one executable per loader in tests/fuzz/, linked with the
# library built with -fsanitize=fuzzer-no-link and ASan + UBSan. Run them with
# tests/fuzz/run_fuzzers.sh (seed corpora from games/, templates/ and tests/data/).
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "MATCHBOX_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++")
endif()
file(GLOB MATCHBOX_FUZZ_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_*.cpp)
foreach(source IN LISTS MATCHBOX_FUZZ_SOURCES)
  get_filename_component(name ${source} NAME_WE)
  add_executable(${name} ${source})
  target_link_libraries(${name} PRIVATE matchbox_lib)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
endforeach()
# The books' sequences come from the model-based test (tests/tracker/books_steps.h).
file(GLOB MATCHBOX_BOOKS_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/tracker/books_*.cpp)
list(FILTER MATCHBOX_BOOKS_SOURCES EXCLUDE REGEX "_test\\.cpp$")
target_sources(fuzz_books PRIVATE ${MATCHBOX_BOOKS_SOURCES})
target_include_directories(fuzz_books PRIVATE ${CMAKE_SOURCE_DIR}/tests)
