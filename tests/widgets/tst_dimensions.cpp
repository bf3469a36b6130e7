// Every parallel dimension of core/model/dim.h is known by every layer that shows or stores
// it: a JSON path the scenario reader accepts, a row in the parallelism panel, its own colour
// and a name (issue 14 item 9). A new Dim row without these fails here.

#include "guisupport.h"

#include "core/model/dim.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "widgets/panels/parallelismpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/support/colors.h"
#include "widgets/support/names.h"

#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace shardscope;
using namespace shardscope::ui;

class TestDimensions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void everyDimIsKnownEverywhere_data();
    void everyDimIsKnownEverywhere();
    void coloursAreDistinct();
};

void TestDimensions::everyDimIsKnownEverywhere_data()
{
    QTest::addColumn<int>("dim");
    for (const DimInfo& d : allDims())
        QTest::newRow(std::string(d.key).c_str()) << int(d.dim);
}

void TestDimensions::everyDimIsKnownEverywhere()
{
    QFETCH(int, dim);
    const DimInfo& d = dimInfo(Dim(dim));
    const QString key = QString::fromLatin1(d.key.data(), int(d.key.size()));
    QCOMPARE(dimByKey(d.key), std::optional<Dim>(d.dim));
    // The JSON path: setting it in the default scenario's file reads back as the degree.
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    const std::string path(d.jsonPath);
    QVERIFY2(path.rfind("parallel.", 0) == 0, path.c_str());
    doc["parallel"][path.substr(9)] = 2;
    const Scenario s = readScenario(doc, PresetLibrary::builtin());
    QCOMPARE(degreeOf(s.parallel, d.dim), 2);
    // A panel row: a slider and a spin box named by the key.
    MainWindow window(guisupport::windowOptions());
    auto* panel = window.findChild<ParallelismPanel*>();
    QVERIFY(panel);
    QVERIFY2(panel->slider(key), qPrintable(key));
    QVERIFY2(panel->spinBox(key), qPrintable(key));
    // Its own colour and a name from the catalogue, not the fallbacks.
    QVERIFY2(Colors::dimension(key) != Colors::fallbackDimension(), qPrintable(key));
    QVERIFY(!Names::dimension(key).isEmpty());
}

void TestDimensions::coloursAreDistinct()
{
    QSet<QRgb> seen;
    for (const DimInfo& d : allDims())
        seen.insert(Colors::dimension(QString::fromLatin1(d.key.data(), int(d.key.size()))).rgb());
    QCOMPARE(int(seen.size()), kDimCount);
}

QTEST_MAIN(TestDimensions)
#include "tst_dimensions.moc"
