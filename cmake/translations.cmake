# Message catalogues (docs/translations.md): every po/<code>.po is compiled by GNU gettext's
# msgfmt into <build>/locale/C/LC_MESSAGES/matchbox-<code>.mo, where matchbox looks beside its
# executable (src/spec/languages.h), and installed under share/matchbox/locale.
find_program(MATCHBOX_MSGFMT msgfmt)
if(NOT MATCHBOX_MSGFMT)
  message(FATAL_ERROR "msgfmt not found: install GNU gettext (Debian: apt-get install gettext)")
endif()
file(GLOB MATCHBOX_PO_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/po/*.po)
set(MATCHBOX_CATALOGUE_DIR ${CMAKE_BINARY_DIR}/locale/C/LC_MESSAGES)
set(MATCHBOX_CATALOGUES)
foreach(po ${MATCHBOX_PO_FILES})
  get_filename_component(code ${po} NAME_WE)
  set(mo ${MATCHBOX_CATALOGUE_DIR}/matchbox-${code}.mo)
  # --check: format strings, header and plural forms; a wrong translation fails the build.
  add_custom_command(OUTPUT ${mo}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MATCHBOX_CATALOGUE_DIR}
    COMMAND ${MATCHBOX_MSGFMT} --check -o ${mo} ${po}
    DEPENDS ${po}
    COMMENT "Compiling the ${code} message catalogue")
  list(APPEND MATCHBOX_CATALOGUES ${mo})
endforeach()
add_custom_target(matchbox_catalogues ALL DEPENDS ${MATCHBOX_CATALOGUES})
install(DIRECTORY ${CMAKE_BINARY_DIR}/locale DESTINATION ${CMAKE_INSTALL_DATADIR}/matchbox OPTIONAL)
