# The headers precompiled once per target family instead of parsed by every source file.
# Measured on a 2-core machine (one file each, -O2 -g1): a widgets source 5.0 s -> 2.9 s
# (panels/summarystrip.cpp), a widget test 8.2 s -> 3.7 s (tst_summary_strip), a core test
# 9.0 s -> 6.0 s (tst_memory). Only headers most of a family's files include: the QtWidgets
# umbrella header costs a widget test as much to load as it saves.

# The standard library and nlohmann/json (every family).
set(SHARDSCOPE_PCH_STANDARD
    <nlohmann/json.hpp>
    <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory> <optional> <set>
    <string> <string_view> <utility> <vector>)

# The Qt headers most widget files include (shardscope_widgets and the widget tests).
set(SHARDSCOPE_PCH_QT_WIDGETS
    <QCoreApplication> <QString> <QStringList> <QObject> <QWidget> <QLabel> <QComboBox>
    <QPushButton> <QVBoxLayout> <QHBoxLayout> <QTimer> <QPainter> <QEvent> <QSettings>
    <QLocale> <QDir> <QFileInfo>)

# Qt Test and the QtCore headers the tests use (every test family).
set(SHARDSCOPE_PCH_QT_TEST
    <QTest> <QSignalSpy> <QString> <QStringList> <QByteArray> <QTemporaryDir> <QFile> <QDir>
    <fstream> <sstream> <variant>)
