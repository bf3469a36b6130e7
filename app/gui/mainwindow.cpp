#include "mainwindow.h"

#include "report/reporttextview.h"

#include "estimate/estimate.h"
#include "io/builtinpresets.h"
#include "io/inputerror.h"
#include "io/presetlibrary.h"
#include "io/scenariofile.h"

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_report(new ReportTextView(this))
{
    setCentralWidget(m_report);
    setWindowTitle(tr("ShardScope"));
    resize(1000, 700);
}

bool MainWindow::openScenario(const QString& path)
{
    using namespace shardscope;
    try {
        const PresetLibrary& presets = PresetLibrary::builtin();
        const Scenario scenario =
            path.isEmpty() ? parseScenario(defaultScenarioText(), presets, "default scenario")
                           : loadScenarioFile(path.toStdString(), presets);
        m_report->showReport(scenario, estimate(scenario));
        setWindowTitle(tr("%1 - ShardScope").arg(QString::fromStdString(scenario.name)));
        return true;
    } catch (const InputError& error) {
        m_report->showError(
            tr("Cannot open the scenario:\n%1").arg(QString::fromStdString(error.what())));
        return false;
    }
}
