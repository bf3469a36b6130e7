// shardscope: the desktop configurator.
// Usage: shardscope [FILE] [--lang CODE] [--screenshot OUT.png [--size WxH]]

#include "widgets/calibration/calibrationdialog.h"
#include "widgets/importing/importdialog.h"
#include "widgets/shell/fileactions.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/presentationmode.h"
#include "widgets/teaching/comparisonpanel.h"
#include "widgets/teaching/lessonplayer.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/shell/themes.h"
#include "widgets/support/wheelguard.h"

#include "core/io/printabletext.h"
#include "core/platform/heapretention.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QStandardPaths>
#include <QDir>
#include <QEventLoop>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <cstdio>
#include <string>

using namespace shardscope::ui;

namespace {

/** Text from the command line or a file, escaped so it prints on one terminal line. */
std::string terminalText(const QString& text)
{
    return shardscope::printableText(text.toStdString());
}

/** Our translation and Qt's own for `code` ("zh_CN"); English needs none. */
void installTranslations(QApplication& app, const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    auto* ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("shardscope"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(ours);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    QLocale::setDefault(locale);
}

bool parseSize(const QString& text, QSize* size)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okW = false, okH = false;
    const int w = parts[0].toInt(&okW), h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 320 || h < 240 || w > 16384 || h > 16384)
        return false;
    *size = QSize(w, h);
    return true;
}

} // namespace

/** --show, --lesson and --compare-with: what the window shows first (also for screenshots). */
bool applyViewOptions(MainWindow& window, const QString& show, const QString& lesson, const QString& compareWith)
{
    if (!compareWith.isEmpty()) {
        window.document()->flushEstimate();
        window.showPanel(QStringLiteral("comparison")); // before the pin, which makes the dock its room
        window.comparisonPanel()->pinCurrent();
        QString error;
        if (!window.document()->load(compareWith, &error)) {
            std::fprintf(stderr, "shardscope: %s: %s\n", terminalText(QDir::toNativeSeparators(compareWith)).c_str(), terminalText(error).c_str());
            return false;
        }
        window.document()->flushEstimate();
    }
    if (!lesson.isEmpty()) {
        const QString id = lesson.section(QLatin1Char(':'), 0, 0);
        const int step = lesson.contains(QLatin1Char(':')) ? lesson.section(QLatin1Char(':'), 1).toInt() : 1;
        const auto& lessons = window.lessonPlayer()->lessons();
        int index = -1;
        for (int i = 0; i < int(lessons.size()); ++i)
            if (lessons[size_t(i)].id == id)
                index = i;
        if (index < 0 || step < 1 || step > int(lessons[size_t(index)].steps.size())) {
            std::fprintf(stderr, "shardscope: --lesson: no lesson \"%s\" with a step %d\n", terminalText(id).c_str(), step);
            return false;
        }
        window.lessonPlayer()->startLesson(index);
        for (int k = 1; k < step; ++k)
            window.lessonPlayer()->next();
    }
    if (!show.isEmpty() && !window.showPanel(show)) {
        std::fprintf(stderr, "shardscope: --show: no panel \"%s\"; the panels: %s\n", terminalText(show).c_str(),
                     window.panelNames().join(QStringLiteral(", ")).toUtf8().constData());
        return false;
    }
    return true;
}

/**
 * The presets beyond the built-in ones: the user's folder (where calibrated profiles are saved;
 * a broken file there is reported and skipped), SHARDSCOPE_PRESETS_PATH and --presets (a
 * broken file there stops the start, as it does for the CLI).
 */
/** --calibrate: the calibration dialog with these runs, fitting the scenario's cluster preset. */
static CalibrationDialog* startCalibration(MainWindow& window, const QStringList& runs)
{
    CalibrationDialog* dialog = window.calibrationDialog();
    for (const QString& run : runs) {
        QString error;
        if (!dialog->addRuns(run, &error)) {
            std::fprintf(stderr, "shardscope: --calibrate: %s\n", terminalText(error).c_str());
            return nullptr;
        }
    }
    dialog->show();
    dialog->fit();
    return dialog;
}

static bool addPresetFolders(MainWindow& window, const QStringList& explicitFolders)
{
    QString error;
    const QString user = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/presets");
    if (QFileInfo(user).isDir() && !window.document()->addPresets(user, &error))
        std::fprintf(stderr, "shardscope: your presets folder: %s (its presets are not loaded)\n", terminalText(error).c_str());
    QStringList folders = qEnvironmentVariable("SHARDSCOPE_PRESETS_PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    folders += explicitFolders;
    for (const QString& folder : folders)
        if (!window.document()->addPresets(folder, &error)) {
            std::fprintf(stderr, "shardscope: --presets %s: %s\n", terminalText(folder).c_str(), terminalText(error).c_str());
            return false;
        }
    return true;
}

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    QApplication app(argc, argv);
    app.installEventFilter(new shardscope::ui::WheelGuard(&app));
    QApplication::setApplicationName(QStringLiteral("ShardScope"));
    QApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QApplication::setApplicationVersion(QStringLiteral(SHARDSCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.shardscope.ShardScope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/shardscope.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan distributed LLM training: memory, time, launch configs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Scenario file to open."), QStringLiteral("[FILE]"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Interface language, e.g. en or zh_CN."),
                                  QStringLiteral("CODE"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the window offscreen to OUT.png and exit."),
                                        QStringLiteral("OUT.png"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot (default 1600x1000)."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption theme(QStringLiteral("theme"), QStringLiteral("system, light or dark."), QStringLiteral("THEME"));
    const QCommandLineOption show(QStringLiteral("show"),
                                  QStringLiteral("Raise a panel: decisionTree, comparison, sensitivity, lessons, search, formulas, "
                                                 "topology, report."),
                                  QStringLiteral("PANEL"));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QStringLiteral("Start a lesson (dp, zero, tp, pp, sp-cp, ep, recipe, network, more-gpus, "
                                                   "bigger-tp, zero3-bullet, topology, myth-adam, myth-bubble) at a step."),
                                    QStringLiteral("ID[:STEP]"));
    const QCommandLineOption compareWith(QStringLiteral("compare-with"),
                                         QStringLiteral("Pin FILE (or the default scenario) as A and open FILE2 as B."),
                                         QStringLiteral("FILE2"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          QStringLiteral("Start in presentation mode (with --screenshot: in a window of --size)."));
    const QCommandLineOption presets(QStringLiteral("presets"),
                                     QStringLiteral("Extra directory of model/cluster preset files (repeatable; also "
                                                    "SHARDSCOPE_PRESETS_PATH and the user's presets folder)."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption calibrate(QStringLiteral("calibrate"),
                                       QStringLiteral("Open Tools > Calibrate to Measured Runs with RUN (a run table, or "
                                                      "LOG=SCENARIO; repeatable) and fit the scenario's cluster to them "
                                                      "(with --screenshot: the dialog's picture)."),
                                       QStringLiteral("RUN"));
    const QCommandLineOption import(QStringLiteral("import"),
                                    QStringLiteral("Open File > Import Launch Configuration with FILE (a launch script; "
                                                   "repeatable) read (with --screenshot: the dialog's picture)."),
                                    QStringLiteral("FILE"));
    parser.addOptions({lang, screenshot, size, theme, show, lesson, compareWith, presentation, presets, calibrate, import});
    parser.process(app);

    installTranslations(app, parser.isSet(lang) ? parser.value(lang)
                                                : QSettings().value(QStringLiteral("appearance/language")).toString());
    const QString themeName = parser.isSet(theme) ? parser.value(theme)
                                                  : QSettings().value(QStringLiteral("appearance/theme"), QStringLiteral("system")).toString();
    if (themeName != QLatin1String("system") && themeName != QLatin1String("light") && themeName != QLatin1String("dark")) {
        std::fprintf(stderr, "shardscope: --theme must be system, light or dark, not \"%s\"\n", terminalText(themeName).c_str());
        return 2;
    }
    Themes::apply(themeName);

    const QStringList files = parser.positionalArguments();
    const QString file = files.isEmpty() ? QString() : files.first();

    if (parser.isSet(screenshot)) {
        QSize windowSize;
        if (!parseSize(parser.value(size), &windowSize)) {
            std::fprintf(stderr, "shardscope: --size must be WIDTHxHEIGHT between 320x240 and 16384x16384, not \"%s\"\n",
                         terminalText(parser.value(size)).c_str());
            return 2;
        }
        MainWindow::Options options;
        options.autosave = false;
        options.restoreWindowState = false;
        MainWindow window(options);
        if (!addPresetFolders(window, parser.values(presets)))
            return 2;
        QString error;
        if (!file.isEmpty() && !window.document()->load(file, &error)) {
            std::fprintf(stderr, "shardscope: %s: %s\n", terminalText(QDir::toNativeSeparators(file)).c_str(), terminalText(error).c_str());
            return 1;
        }
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.resize(windowSize);
        window.show();
        if (parser.isSet(presentation)) {
            window.presentation()->setWindowed(true);
            window.presentation()->setActive(true);
            QCoreApplication::processEvents();
        }
        window.renderNow();
        if (!applyViewOptions(window, parser.value(show), parser.value(lesson), parser.value(compareWith)))
            return 2;
        window.renderNow();
        QWidget* shown = &window;
        if (parser.isSet(calibrate)) {
            CalibrationDialog* dialog = startCalibration(window, parser.values(calibrate));
            if (!dialog)
                return 2;
            QEventLoop wait;
            QObject::connect(dialog, &CalibrationDialog::fitFinished, &wait, &QEventLoop::quit);
            if (dialog->isFitting())
                wait.exec();
            dialog->setAttribute(Qt::WA_DontShowOnScreen);
            dialog->resize(windowSize.boundedTo(dialog->size()));
            dialog->show();
            QCoreApplication::processEvents();
            shown = dialog;
        }
        if (parser.isSet(import)) {
            ImportDialog* dialog = window.fileActions()->showImport(parser.values(import));
            dialog->setAttribute(Qt::WA_DontShowOnScreen);
            dialog->resize(windowSize.boundedTo(dialog->size()));
            dialog->show();
            QCoreApplication::processEvents();
            shown = dialog;
        }
        const QString out = parser.value(screenshot);
        if (!shown->grab().save(out)) {
            std::fprintf(stderr, "shardscope: cannot write %s\n", terminalText(QDir::toNativeSeparators(out)).c_str());
            return 1;
        }
        return 0;
    }

    MainWindow window;
    if (!addPresetFolders(window, parser.values(presets)))
        return 2;
    window.show();
    window.startWith(file);
    if (parser.isSet(presentation))
        window.presentation()->setActive(true);
    if (!applyViewOptions(window, parser.value(show), parser.value(lesson), parser.value(compareWith)))
        return 2;
    if (parser.isSet(calibrate) && !startCalibration(window, parser.values(calibrate)))
        return 2;
    if (parser.isSet(import))
        window.fileActions()->showImport(parser.values(import));
    return app.exec();
}
