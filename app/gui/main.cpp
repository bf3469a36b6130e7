// shardscope: the desktop configurator. Usage: shardscope [FILE]

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ShardScope"));
    QApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Plan distributed LLM training: memory, time, launch configs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QApplication::translate("main", "Scenario file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    window.openScenario(files.isEmpty() ? QString() : files.first());
    window.show();
    return app.exec();
}
