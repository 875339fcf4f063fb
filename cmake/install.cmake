# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Install layout (included from CMakeLists.txt; debian/ packages the same install as
# matchbox-machines, the name Debian's own `matchbox` packages leave free):
#   bin/matchbox
#   share/matchbox-machines/games/*.yaml, .../templates/...  (found from bin/../share/...)
#   share/locale/<code>/LC_MESSAGES/matchbox-machines.mo      (cmake/translations.cmake)
#   share/man/man1/matchbox.1                                 (docs/matchbox.1)
#   share/bash-completion/completions/matchbox
#   share/doc/matchbox-machines/README.md
# The package's name names the data folder and the catalogues (gettext's text domain) too.
set(MATCHBOX_PACKAGE matchbox-machines)
set(CMAKE_INSTALL_DOCDIR share/doc/${MATCHBOX_PACKAGE} CACHE PATH "Documentation folder")
include(GNUInstallDirs)
foreach(target matchbox_cold matchbox_lib)
  target_compile_definitions(${target} PUBLIC MATCHBOX_PACKAGE="${MATCHBOX_PACKAGE}")
endforeach()

install(TARGETS matchbox RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/games ${CMAKE_SOURCE_DIR}/templates
        DESTINATION ${CMAKE_INSTALL_DATADIR}/${MATCHBOX_PACKAGE})
# The man page, written by hand (tests/cli/man_page_test.py keeps it to the CLI), installed as it
# is: man reads it so, and dh_installman compresses it in the Debian package.
install(FILES ${CMAKE_SOURCE_DIR}/docs/matchbox.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/cmake/matchbox.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME matchbox)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
