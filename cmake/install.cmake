# Install layout and the Debian package (included from CMakeLists.txt):
#   bin/matchbox
#   share/matchbox/games/*.yaml, share/matchbox/templates/...   (found from bin/../share/matchbox)
#   share/man/man1/matchbox.1                                   (docs/matchbox.1)
#   share/bash-completion/completions/matchbox
#   share/doc/matchbox/README.md
include(GNUInstallDirs)

install(TARGETS matchbox RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/games ${CMAKE_SOURCE_DIR}/templates
        DESTINATION ${CMAKE_INSTALL_DATADIR}/matchbox)
# The man page, written by hand (tests/cli/man_page_test.py keeps it to the CLI), installed as it
# is: man reads it so, and dh_installman compresses it in the Debian package.
install(FILES ${CMAKE_SOURCE_DIR}/docs/matchbox.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_SOURCE_DIR}/cmake/matchbox.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME matchbox)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

# `cpack -G DEB` (from the build folder) writes matchbox_<version>_<arch>.deb. The library
# dependencies come from dpkg-shlibdeps; fonts-dejavu-core gives the labels their font.
set(CPACK_PACKAGE_NAME matchbox)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "printable kits for matchbox learning machines (MENACE, HER, ...)")
set(CPACK_PACKAGE_CONTACT "matchbox maintainers <matchbox@localhost>")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "poppler-utils")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
include(CPack)
