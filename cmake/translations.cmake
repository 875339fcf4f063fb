# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Message catalogues (docs/translations.md): every po/<code>.po is compiled by GNU gettext's
# msgfmt into <build>/locale/<code>/LC_MESSAGES/matchbox-machines.mo, where matchbox looks beside
# its executable (src/spec/languages.h), and installed where gettext expects it,
# share/locale/<code>/LC_MESSAGES/matchbox-machines.mo (MATCHBOX_PACKAGE, cmake/install.cmake).
find_program(MATCHBOX_MSGFMT msgfmt)
if(NOT MATCHBOX_MSGFMT)
  message(FATAL_ERROR "msgfmt not found: install GNU gettext (Debian: apt-get install gettext)")
endif()
file(GLOB MATCHBOX_PO_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/po/*.po)
set(MATCHBOX_CATALOGUES)
foreach(po ${MATCHBOX_PO_FILES})
  get_filename_component(code ${po} NAME_WE)
  set(folder ${CMAKE_BINARY_DIR}/locale/${code}/LC_MESSAGES)
  set(mo ${folder}/${MATCHBOX_PACKAGE}.mo)
  # --check: format strings, header and plural forms; a wrong translation fails the build.
  add_custom_command(OUTPUT ${mo}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${folder}
    COMMAND ${MATCHBOX_MSGFMT} --check -o ${mo} ${po}
    DEPENDS ${po}
    COMMENT "Compiling the ${code} message catalogue")
  list(APPEND MATCHBOX_CATALOGUES ${mo})
  install(FILES ${mo} DESTINATION ${CMAKE_INSTALL_LOCALEDIR}/${code}/LC_MESSAGES)
endforeach()
add_custom_target(matchbox_catalogues ALL DEPENDS ${MATCHBOX_CATALOGUES})
