# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Unity builds: the sources of one folder are compiled as a few large translation units instead
# of one each, so that the headers every file includes (the standard library, CLI11, yaml-cpp,
# Cairo and Pango, Catch2) are parsed, and their inline functions compiled, once per unit rather
# than once per file. A unit holds the files of one folder only, at most `size` of them: by
# default a whole folder, which on the 2-core machine the README's figures come from builds
# `matchbox` in a fifth less CPU time than units of 10 files, while changing one file rebuilds
# only its folder's unit (src/games/: under 10 s).
#
#   matchbox_unity_build(TARGET SIZE [WHOLE FOLDER...])
#       groups TARGET's .cpp sources by folder, SIZE to a unit; each FOLDER (a path below src/ or
#       tests/, "cli") is one unit whatever its size. src/cli/ is: CLI11 is header-only, and
#       every unit that adds an option compiles its parser, help formatter and config writer
#       again (about 15 s a unit on the 2-core machine the README's figures come from).
#
# -DMATCHBOX_UNITY=OFF compiles every file on its own (what a fuzzer or a tool that reads
# compile_commands.json per file may prefer); the code compiles both ways, which is why a file's
# helpers live in a namespace named after the file rather than in an anonymous one when two files
# of a folder would otherwise define the same name.
option(MATCHBOX_UNITY "Compile each folder's sources as a few unity translation units" ON)
# At most this many files to a unit; the default makes every folder one unit, so a build finds
# any two files of a folder that would clash in any other grouping. A smaller size (10, say)
# rebuilds less after one file of a large folder changes, at more CPU time for a clean build.
set(MATCHBOX_UNITY_SIZE 1000 CACHE STRING "Most source files in one unity translation unit")

function(matchbox_unity_build target size)
  if(NOT MATCHBOX_UNITY)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 2 unity "" "" "WHOLE")
  set(whole "")
  foreach(folder IN LISTS unity_WHOLE)
    string(MAKE_C_IDENTIFIER "${CMAKE_SOURCE_DIR}/src/${folder}" key)
    list(APPEND whole ${key})
    string(MAKE_C_IDENTIFIER "${CMAKE_SOURCE_DIR}/tests/${folder}" key)
    list(APPEND whole ${key})
  endforeach()
  get_target_property(sources ${target} SOURCES)
  set(folders "")
  set(others "")
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.cpp$")
      list(APPEND others ${source})
      continue()
    endif()
    get_filename_component(source ${source} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    get_filename_component(folder ${source} DIRECTORY)
    string(MAKE_C_IDENTIFIER "${folder}" key)
    if(NOT key IN_LIST folders)
      list(APPEND folders ${key})
      set(bytes_${key} 0)
    endif()
    list(APPEND folder_${key} ${source})
    file(SIZE ${source} bytes)
    math(EXPR bytes_${key} "${bytes_${key}} + ${bytes}")
  endforeach()
  # The largest folders' units first: `make -j2` starts a target's objects in the order of its
  # sources, so the long units run side by side and the short ones fill in at the end instead of
  # one long unit running alone. (CMake's own UNITY_BUILD orders its units as it likes, so the
  # units are written here, each a .cpp that includes its folder's files.)
  set(by_size "")
  foreach(key IN LISTS folders)
    list(APPEND by_size "${bytes_${key}}:${key}")
  endforeach()
  list(SORT by_size COMPARE NATURAL ORDER DESCENDING)
  list(TRANSFORM by_size REPLACE "^[0-9]+:" "")
  set(units_written "")
  foreach(key IN LISTS by_size)
    list(LENGTH folder_${key} count)
    # Units of equal size: 10 files at SIZE 8 make two units of 5, not one of 8 and one of 2.
    math(EXPR units "(${count} + ${size} - 1) / ${size}")
    if(key IN_LIST whole)
      set(units 1)
    endif()
    math(EXPR per_unit "(${count} + ${units} - 1) / ${units}")
    set(index 0)
    foreach(source IN LISTS folder_${key})
      math(EXPR unit "${index} / ${per_unit}")
      string(APPEND unit_${key}_${unit} "#include \"${source}\"\n")
      math(EXPR index "${index} + 1")
    endforeach()
    math(EXPR last "${units} - 1")
    foreach(unit RANGE ${last})
      set(file ${CMAKE_BINARY_DIR}/unity/${target}/${key}_${unit}.cpp)
      # Rewritten only when its list of files changes, so a configure rebuilds nothing else.
      file(CONFIGURE OUTPUT ${file} CONTENT "${unit_${key}_${unit}}" @ONLY)
      list(APPEND units_written ${file})
    endforeach()
  endforeach()
  set_target_properties(${target} PROPERTIES SOURCES "${units_written};${others}")
  # A class of a header that holds a type of a file's anonymous namespace is an ODR hazard that
  # GCC warns of; a unit includes .cpp files as if they were headers, where the same pattern
  # (Solver::Impl holding solve.cpp's private Graph) is harmless.
  target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
endfunction()
