// The cluster panel's advanced rows, offscreen: the kernel profile and the links' collective
// fits are editable through the document (undoable), carry tooltips with units, write the
// field the scenario file holds, and fit the window at the supported sizes without clipping.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/panels/clusterpanel.h"
#include "widgets/panels/specform.h"
#include "widgets/shell/mainwindow.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <functional>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

using Reader = std::function<double(const Scenario&)>;

QDoubleSpinBox* spinAt(SpecForm* form, const QString& path)
{
    return qobject_cast<QDoubleSpinBox*>(form->field(path));
}

} // namespace

Q_DECLARE_METATYPE(Reader)

class TestClusterPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void advancedRowsEditTheScenario_data();
    void advancedRowsEditTheScenario();
    void editedFlashAttention2CurveIsSavedAsMeasured();
    void tierRowsMoveTheOperationsOwnFits_data();
    void tierRowsMoveTheOperationsOwnFits();
    void everyAdvancedRowSaysItsUnit();
    void advancedRowsFitTheWindow_data();
    void advancedRowsFitTheWindow();
};

void TestClusterPanel::advancedRowsEditTheScenario_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("value");
    QTest::addColumn<Reader>("read");
    QTest::newRow("GEMM weight-gradient e_max") << "cluster.gpu.kernels.gemm.weight_grad.max_efficiency" << 0.5
        << Reader([](const Scenario& s) { return s.cluster.gpu.kernels.gemmWeightGrad.maxEfficiency; });
    QTest::newRow("grouped GEMM half size") << "cluster.gpu.kernels.grouped_gemm.forward.half_tokens" << 512.0
        << Reader([](const Scenario& s) { return s.cluster.gpu.kernels.groupedForward.halfSize; });
    QTest::newRow("attention backward half size") << "cluster.gpu.kernels.attention.backward.half_flops" << 3e10
        << Reader([](const Scenario& s) { return s.cluster.gpu.kernels.attentionBackward.halfSize; });
    QTest::newRow("FlashAttention-2 forward e_max") << "cluster.gpu.kernels.flash_attention_2.forward.max_efficiency" << 0.3
        << Reader([](const Scenario& s) { return s.cluster.gpu.kernels.flashAttention2Forward.maxEfficiency; });
    QTest::newRow("memory kernel latency") << "cluster.gpu.kernels.memory_latency_us" << 12.5
        << Reader([](const Scenario& s) { return s.cluster.gpu.kernels.memoryLatencyUs; });
    QTest::newRow("all-to-all fixed latency (no fit of its own yet)")
        << "cluster.intra_node.collectives.all_to_all.fixed_latency_us" << 19.2
        << Reader([](const Scenario& s) { return s.cluster.intraNode.fit(Collective::AllToAll).fixedLatencyUs; });
    QTest::newRow("reduce-scatter efficiency") << "cluster.intra_node.collectives.reduce_scatter.efficiency" << 0.6
        << Reader([](const Scenario& s) { return s.cluster.intraNode.fit(Collective::ReduceScatter).efficiency; });
    QTest::newRow("NICs per node") << "cluster.inter_node.nics_per_node" << 4.0
        << Reader([](const Scenario& s) { return double(s.cluster.interNode.nicsPerNode); });
    QTest::newRow("NVLink overlap slowdown") << "cluster.intra_node.overlap_slowdown" << 0.2
        << Reader([](const Scenario& s) { return s.cluster.intraNode.overlapSlowdown; });
    QTest::newRow("straggler coefficient") << "cluster.inter_node.straggler_coefficient" << 0.09
        << Reader([](const Scenario& s) { return s.cluster.interNode.stragglerCoefficient; });
    QTest::newRow("ZeRO-3 NIC rate") << "cluster.inter_node.zero3_nic_rate" << 0.5
        << Reader([](const Scenario& s) { return s.cluster.interNode.zero3NicRate; });
}

void TestClusterPanel::advancedRowsEditTheScenario()
{
    QFETCH(QString, path);
    QFETCH(double, value);
    QFETCH(Reader, read);
    MainWindow window(guisupport::windowOptions());
    ScenarioDocument* doc = window.document();
    Scenario start = doc->scenario();
    start.cluster.intraNode.collectives[size_t(Collective::AllToAll)].reset(); // the tier's default fit
    doc->replace(start, QStringLiteral("start"));
    const Scenario before = doc->scenario();
    SpecForm* form = window.clusterPanel()->advancedForm();
    QWidget* editor = form->field(path);
    QVERIFY2(editor, qPrintable(path));
    if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor))
        spin->setValue(value);
    else
        QFAIL("not a spin box");
    QCOMPARE(read(doc->scenario()), value);
    // Only that field moved: the other operations keep their fits, the rest of the cluster too.
    QVERIFY(doc->scenario().cluster.intraNode.fit(Collective::AllGather) == before.cluster.intraNode.fit(Collective::AllGather));
    QVERIFY(!(doc->scenario().cluster == before.cluster));
    // One undo step restores the file's value; the editor follows.
    doc->undoStack()->undo();
    QVERIFY(doc->scenario().cluster == before.cluster);
    QCOMPARE(spinAt(form, path)->value(), read(before));
}

void TestClusterPanel::editedFlashAttention2CurveIsSavedAsMeasured()
{
    // A GPU without FlashAttention-2 measurements (A100 presets) times FA2 on its fused curve;
    // typing a value makes the curve the profile's own, so the file keeps it.
    MainWindow window(guisupport::windowOptions());
    ScenarioDocument* doc = window.document();
    Scenario start = doc->scenario();
    start.cluster.gpu.kernels.flashAttention2Measured = false;
    start.cluster.gpu.kernels.flashAttention2Backward = start.cluster.gpu.kernels.attentionBackward;
    doc->replace(start, QStringLiteral("start"));
    auto* spin = spinAt(window.clusterPanel()->advancedForm(),
                        QStringLiteral("cluster.gpu.kernels.flash_attention_2.backward.max_efficiency"));
    QVERIFY(spin);
    spin->setValue(0.25);
    QVERIFY(doc->scenario().cluster.gpu.kernels.flashAttention2Measured);
    QCOMPARE(doc->scenario().cluster.gpu.kernels.flashAttention2Backward.maxEfficiency, 0.25);
    doc->undoStack()->undo();
    QVERIFY(!doc->scenario().cluster.gpu.kernels.flashAttention2Measured);
}

void TestClusterPanel::tierRowsMoveTheOperationsOwnFits_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("undoText");
    QTest::addColumn<Reader>("tier");
    QTest::addColumn<Reader>("own");
    QTest::addColumn<double>("ownExpected");
    // The all-gather fit of its own starts at efficiency 0.5 and step latency 4 µs; the tier's
    // at 0.8 and 2 µs (set below).
    QTest::newRow("NVLink efficiency scales the fit") << "cluster.intra_node.efficiency" << 0.4 << "Set Efficiency"
        << Reader([](const Scenario& s) { return s.cluster.intraNode.efficiency; })
        << Reader([](const Scenario& s) { return s.cluster.intraNode.fit(Collective::AllGather).efficiency; }) << 0.25;
    QTest::newRow("NVLink latency shifts the fit") << "cluster.intra_node.latency_us" << 5.0 << "Set Latency per hop"
        << Reader([](const Scenario& s) { return s.cluster.intraNode.latencyUs; })
        << Reader([](const Scenario& s) { return s.cluster.intraNode.fit(Collective::AllGather).stepLatencyUs; }) << 7.0;
    QTest::newRow("network efficiency scales the fit") << "cluster.inter_node.efficiency" << 0.4 << "Set Efficiency"
        << Reader([](const Scenario& s) { return s.cluster.interNode.efficiency; })
        << Reader([](const Scenario& s) { return s.cluster.interNode.fit(Collective::AllGather).efficiency; }) << 0.25;
    QTest::newRow("network latency shifts the fit") << "cluster.inter_node.latency_us" << 5.0 << "Set Latency per hop"
        << Reader([](const Scenario& s) { return s.cluster.interNode.latencyUs; })
        << Reader([](const Scenario& s) { return s.cluster.interNode.fit(Collective::AllGather).stepLatencyUs; }) << 7.0;
}

void TestClusterPanel::tierRowsMoveTheOperationsOwnFits()
{
    // A tier's one "Efficiency" and "Latency per hop" move the operations' own fits along (a
    // preset's measured all-gather stays as far from the tier's default as it was), as one
    // undo step named after the row.
    QFETCH(QString, path);
    QFETCH(double, value);
    QFETCH(QString, undoText);
    QFETCH(Reader, tier);
    QFETCH(Reader, own);
    QFETCH(double, ownExpected);
    MainWindow window(guisupport::windowOptions());
    ScenarioDocument* doc = window.document();
    Scenario start = doc->scenario();
    for (LinkSpec* link : {&start.cluster.intraNode, &start.cluster.interNode}) {
        link->efficiency = 0.8;
        link->latencyUs = 2;
        link->collectives[size_t(Collective::AllGather)] = CollectiveFit{0.5, 4, 10};
    }
    doc->replace(start, QStringLiteral("start"));
    QDoubleSpinBox* spin = spinAt(window.clusterPanel()->form(), path);
    QVERIFY2(spin, qPrintable(path));
    spin->setValue(value);
    QCOMPARE(tier(doc->scenario()), value);
    QCOMPARE(own(doc->scenario()), ownExpected);
    QCOMPARE(doc->undoStack()->text(doc->undoStack()->index() - 1), undoText);
    doc->undoStack()->undo();
    QVERIFY(doc->scenario().cluster == start.cluster);
}

void TestClusterPanel::everyAdvancedRowSaysItsUnit()
{
    MainWindow window(guisupport::windowOptions());
    SpecForm* form = window.clusterPanel()->advancedForm();
    QVERIFY(form->paths().size() >= 40);
    for (const QString& path : form->paths()) {
        QWidget* editor = form->field(path);
        const QString help = editor->toolTip();
        QVERIFY2(!help.isEmpty(), qPrintable(path));
        const auto* spin = qobject_cast<QAbstractSpinBox*>(editor);
        QVERIFY(spin);
        // A unit in the suffix (µs, FLOP, tokens) or, for pure numbers, said in the tooltip.
        const QString suffix = qobject_cast<QDoubleSpinBox*>(editor) ? qobject_cast<QDoubleSpinBox*>(editor)->suffix() : QString();
        QVERIFY2(!suffix.isEmpty() || help.contains(QStringLiteral("fraction")) || help.contains(QStringLiteral("no unit")) ||
                     help.contains(QStringLiteral("GPU")) || help.contains(QStringLiteral("head dimension")),
                 qPrintable(path + QStringLiteral(": ") + help));
    }
}

void TestClusterPanel::advancedRowsFitTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
}

void TestClusterPanel::advancedRowsFitTheWindow()
{
    // Opened, every label and editor of the advanced rows lies inside the dock's width: no
    // sideways scrolling, nothing cut off. SHARDSCOPE_SCREENSHOT_DIR keeps the picture.
    QFETCH(QSize, size);
    MainWindow window(guisupport::windowOptions());
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("clusterDock"));
    QVERIFY(dock);
    dock->raise();
    ClusterPanel* panel = window.clusterPanel();
    panel->advancedToggle()->setChecked(true);
    QTest::qWait(50);
    QVERIFY(panel->advancedForm()->isVisible());
    auto* area = qobject_cast<QScrollArea*>(dock->widget());
    QVERIFY(area);
    QVERIFY2(!area->horizontalScrollBar()->isVisible(), "the advanced rows scroll sideways");
    const int width = area->viewport()->width();
    for (const QString& path : panel->advancedForm()->paths()) {
        QWidget* editor = panel->advancedForm()->field(path);
        const QPoint right = editor->mapTo(area->viewport(), QPoint(editor->width(), 0));
        QVERIFY2(right.x() <= width, qPrintable(QStringLiteral("%1 ends at %2 of %3").arg(path).arg(right.x()).arg(width)));
        QVERIFY2(editor->width() >= editor->minimumSizeHint().width() / 2, qPrintable(path));
    }
    for (QLabel* label : panel->advancedForm()->findChildren<QLabel*>()) {
        if (!label->isVisible())
            continue;
        QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(label->text() + QStringLiteral(" is cut")));
        QVERIFY(label->mapTo(area->viewport(), QPoint(label->width(), 0)).x() <= width);
    }
    const QByteArray dir = qgetenv("SHARDSCOPE_SCREENSHOT_DIR");
    if (!dir.isEmpty()) { // the advanced rows scrolled into view, top and bottom
        QScrollBar* bar = area->verticalScrollBar();
        int part = 0;
        for (int y = panel->advancedToggle()->y(); part < 6 && y < bar->maximum() + area->viewport()->height();
             y += area->viewport()->height() - 40, ++part) {
            bar->setValue(y);
            QTest::qWait(20);
            window.grab().save(QString::fromLocal8Bit(dir) +
                               QStringLiteral("/cluster-advanced-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(part));
        }
    }
}

QTEST_MAIN(TestClusterPanel)
#include "tst_cluster_panel.moc"
