# Install layout (included from CMakeLists.txt; debian/ packages the same install as
# matchbox-machines, the name Debian's own `matchbox` packages leave free):
#   bin/matchbox
#   share/matchbox-machines/games/*.yaml, .../templates/...  (found from bin/../share/...)
#   share/locale/<code>/LC_MESSAGES/matchbox-machines.mo      (cmake/translations.cmake)
#   share/man/man1/matchbox.1.gz                              (generated from the CLI help)
#   share/bash-completion/completions/matchbox
#   share/doc/matchbox-machines/README.md
# The package's name names the data folder and the catalogues (gettext's text domain) too.
set(MATCHBOX_PACKAGE matchbox-machines)
set(CMAKE_INSTALL_DOCDIR share/doc/${MATCHBOX_PACKAGE} CACHE PATH "Documentation folder")
include(GNUInstallDirs)
foreach(target matchbox_cold matchbox_lib)
  target_compile_definitions(${target} PUBLIC MATCHBOX_PACKAGE="${MATCHBOX_PACKAGE}")
endforeach()

# The man page, generated from `matchbox ... --help` whenever the executable changes.
set(MATCHBOX_MAN_PAGE ${CMAKE_BINARY_DIR}/matchbox.1)
add_custom_command(
  OUTPUT ${MATCHBOX_MAN_PAGE}.gz
  COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:matchbox> -DOUTPUT=${MATCHBOX_MAN_PAGE}
          -DVERSION=${PROJECT_VERSION} -P ${CMAKE_SOURCE_DIR}/cmake/man_page.cmake
  COMMAND gzip -9nf ${MATCHBOX_MAN_PAGE}
  DEPENDS matchbox ${CMAKE_SOURCE_DIR}/cmake/man_page.cmake
  COMMENT "Generating the man page matchbox.1 from the CLI help")
add_custom_target(matchbox_man ALL DEPENDS ${MATCHBOX_MAN_PAGE}.gz)

install(TARGETS matchbox RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/games ${CMAKE_SOURCE_DIR}/templates
        DESTINATION ${CMAKE_INSTALL_DATADIR}/${MATCHBOX_PACKAGE})
install(FILES ${MATCHBOX_MAN_PAGE}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/cmake/matchbox.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME matchbox)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
