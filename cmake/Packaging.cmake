# CPack: `cpack -G DEB` in the build directory makes a Debian package of everything the
# install rules name (the GUI, the CLI, presets, scenarios, translations, desktop files).
# The runtime dependencies are computed from the binaries by dpkg-shlibdeps (dpkg-dev) when
# it is there; otherwise the Debian 12 package names are listed by hand.

# Debian wants the licence as /usr/share/doc/<package>/copyright.
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/shardscope"
        RENAME copyright)

set(SHARDSCOPE_PACKAGE_MAINTAINER "The ShardScope authors <shardscope@example.org>"
    CACHE STRING "Maintainer field of the Debian package")

set(CPACK_PACKAGE_NAME shardscope)
set(CPACK_PACKAGE_VENDOR "The ShardScope authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "ShardScope estimates, for a model and a GPU cluster, what a choice of tensor, pipeline, data, "
    "context and expert parallelism costs: memory per GPU, the pipeline bubble, communication and "
    "step time, with launcher exports. The package holds the Qt GUI (shardscope) and the "
    "command-line client (shardscope-cli).")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SHARDSCOPE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Qt's own Chinese strings (file dialogs, standard buttons) and CJK glyphs for --lang zh_CN.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")

find_program(SHARDSCOPE_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(SHARDSCOPE_DPKG_SHLIBDEPS)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
elseif(SHARDSCOPE_GUI)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        "libc6, libstdc++6, libgcc-s1, libyaml-cpp0.7, libqt6core6, libqt6gui6, libqt6widgets6, "
        "libqt6svg6, libqcustomplot2.1-qt6")
    string(JOIN "" CPACK_DEBIAN_PACKAGE_DEPENDS ${CPACK_DEBIAN_PACKAGE_DEPENDS})
else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libstdc++6, libgcc-s1, libyaml-cpp0.7")
endif()

include(CPack)
