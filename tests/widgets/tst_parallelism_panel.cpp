// The parallelism panel through its own controls (offscreen): TP 8 -> 1 -> 8 on the default
// scenario gives back the 41.5 GiB plan with SP on and undo names the last value of each
// drag; the switches go through the document's typed verbs, so the couplings hold there too.

#include "guisupport.h"

#include "widgets/panels/parallelismpanel.h"
#include "widgets/panels/specform.h"

#include "core/model/enumnames.h"

#include "core/io/presetlibrary.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

double peakGiB(ScenarioDocument& doc)
{
    doc.flushEstimate();
    return double(doc.report().memory.peakBytes) / kGiB;
}

} // namespace

class TestParallelismPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void tpOneAndBackRestoresThePlan_data();
    void tpOneAndBackRestoresThePlan();
    void aDragIsNamedAfterWhereItEnded();
    void theScheduleKeepsVirtualStagesConsistent_data();
    void theScheduleKeepsVirtualStagesConsistent();
    void expertRoutingRowsFollowTheModel();
    void aLayerCountReadsInTheSingular();
    void aMicrobatchGroupShowsWithInterleaving();
    void theCpExchangeShowsWithContextParallelism();
    void aSliderWithNothingToChooseIsDisabled();
};

void TestParallelismPanel::tpOneAndBackRestoresThePlan_data()
{
    QTest::addColumn<bool>("slider"); // else the spin box
    QTest::addColumn<bool>("fill");
    QTest::newRow("slider, DP fills the cluster") << true << true;
    QTest::newRow("slider, DP left alone") << true << false;
    QTest::newRow("spin box, DP fills the cluster") << false << true;
    QTest::newRow("spin box, DP left alone") << false << false;
}

void TestParallelismPanel::tpOneAndBackRestoresThePlan()
{
    // Issue 14: TP 8 -> 1 -> 8 left SP off and the default plan at 96 GiB, out of memory.
    QFETCH(bool, slider);
    QFETCH(bool, fill);
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    panel.fillClusterBox()->setChecked(fill);
    const Scenario start = doc.scenario();
    const double startPeak = peakGiB(doc);
    QCOMPARE(QString::number(startPeak, 'f', 1), QStringLiteral("41.7"));
    QVERIFY(start.parallel.sequenceParallel);
    const int stepsBefore = doc.undoStack()->count();

    auto setTp = [&](int tp) {
        if (slider)
            return guisupport::dragSliderTo(panel.slider(QStringLiteral("tp")), panel.snapValues(QStringLiteral("tp")), tp);
        panel.spinBox(QStringLiteral("tp"))->setValue(tp);
        return true;
    };
    QVERIFY(setTp(1));
    QCOMPARE(doc.scenario().parallel.tp, 1);
    QVERIFY(!doc.scenario().parallel.sequenceParallel);
    QVERIFY(setTp(8));
    QCOMPARE(doc.scenario().parallel.tp, 8);
    QVERIFY(doc.scenario().parallel.sequenceParallel);
    QVERIFY(doc.scenario() == start);
    QCOMPARE(peakGiB(doc), startPeak);
    QCOMPARE(QString::number(peakGiB(doc), 'f', 1), QStringLiteral("41.7"));
    auto* sp = qobject_cast<QCheckBox*>(panel.switchesForm()->field(QStringLiteral("parallel.sequence_parallel")));
    QVERIFY(sp && sp->isChecked()); // the switch shows it

    QCOMPARE(doc.undoStack()->count(), stepsBefore + 2);
    QCOMPARE(doc.undoStack()->text(doc.undoStack()->count() - 1), QStringLiteral("Set TP to 8"));
    QCOMPARE(doc.undoStack()->text(doc.undoStack()->count() - 2), QStringLiteral("Set TP to 1"));
    doc.undoStack()->undo(); // back at TP 1, SP off; redo brings the plan back
    QVERIFY(!doc.scenario().parallel.sequenceParallel);
    doc.undoStack()->redo();
    QVERIFY(doc.scenario() == start);
}

void TestParallelismPanel::aDragIsNamedAfterWhereItEnded()
{
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    QSlider* tp = panel.slider(QStringLiteral("tp"));
    QVERIFY(guisupport::dragSliderTo(tp, panel.snapValues(QStringLiteral("tp")), 2)); // 8 -> 4 -> 2
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Set TP to 2"));
    QVERIFY(guisupport::dragSliderTo(panel.slider(QStringLiteral("v")), panel.snapValues(QStringLiteral("v")), 1));
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.undoStack()->text(1), QStringLiteral("Set V to 1"));
}

void TestParallelismPanel::theScheduleKeepsVirtualStagesConsistent_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("startV");
    QTest::addColumn<int>("wantV");
    QTest::newRow("1F1B resets v") << "1f1b" << 5 << 1;
    QTest::newRow("ZB-V resets v") << "zb-v" << 5 << 1;
    QTest::newRow("interleaved keeps v") << "interleaved-1f1b" << 5 << 5;
}

void TestParallelismPanel::theScheduleKeepsVirtualStagesConsistent()
{
    QFETCH(QString, schedule);
    QFETCH(int, startV);
    QFETCH(int, wantV);
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    QCOMPARE(doc.scenario().parallel.virtualStages, startV);
    auto* combo = qobject_cast<QComboBox*>(panel.switchesForm()->field(QStringLiteral("parallel.schedule")));
    QVERIFY(combo);
    const int index = combo->findData(schedule);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index); // what a user's pick sends
    QCOMPARE(QString::fromUtf8(toString(doc.scenario().parallel.schedule).data()), schedule);
    QCOMPARE(doc.scenario().parallel.virtualStages, wantV);
    QCOMPARE(panel.spinBox(QStringLiteral("v"))->value(), wantV);

    // Virtual stages above 1 bring the interleaved schedule back.
    panel.spinBox(QStringLiteral("v"))->setValue(2);
    QVERIFY(doc.scenario().parallel.schedule == PipelineSchedule::Interleaved1F1B);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("interleaved-1f1b"));
}

void TestParallelismPanel::expertRoutingRowsFollowTheModel()
{
    // The routing rows show for a model with experts, and for a dense one only while set; the
    // capacity spin box reads "dropless" at 0, and an edit reaches the estimate.
    ScenarioDocument doc; // Llama 3 70B: dense
    ParallelismPanel panel(&doc);
    panel.show();
    SpecForm* form = panel.trainingForm();
    auto* capacity = qobject_cast<QDoubleSpinBox*>(form->field(QStringLiteral("training.moe.capacity_factor")));
    auto* imbalance = qobject_cast<QDoubleSpinBox*>(form->field(QStringLiteral("training.moe.load_imbalance")));
    QVERIFY(capacity && imbalance && form->field(QStringLiteral("training.moe.pad_to_capacity")));
    QVERIFY(capacity->isHidden() && imbalance->isHidden());

    Scenario moe = doc.scenario();
    moe.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
    moe.parallel.ep = 8;
    doc.replace(moe, QStringLiteral("Mixtral"));
    QVERIFY(!capacity->isHidden() && !imbalance->isHidden());
    QCOMPARE(capacity->text(), QStringLiteral("dropless"));

    doc.flushEstimate();
    const double even = doc.report().step.timeS;
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    imbalance->setValue(1.3);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.scenario().training.moe.loadImbalance, 1.3);
    doc.flushEstimate();
    QVERIFY(doc.report().step.timeS > even);
    capacity->setValue(1.25);
    QCOMPARE(doc.scenario().training.moe.capacityFactor, 1.25);
    doc.flushEstimate();
    QVERIFY(doc.report().experts && doc.report().experts->droppedShare > 0.03);

    // Back to a dense model with the routing still set: the rows stay, so the warning's setting can be reset.
    Scenario dense = doc.scenario();
    dense.model = PresetLibrary::builtin().modelSpec("llama-3-70b");
    dense.parallel.ep = 1;
    doc.replace(dense, QStringLiteral("dense"));
    QVERIFY(!capacity->isHidden());
}

void TestParallelismPanel::aMicrobatchGroupShowsWithInterleaving()
{
    // The default plan interleaves (PP 4, 5 chunks): the group row shows Megatron's default;
    // a group of 8 keeps (5 - 1) x (8 - 4) more chunk forwards on rank 0; 1F1B hides the row.
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    panel.show();
    auto* group = qobject_cast<QDoubleSpinBox*>(panel.trainingForm()->field(QStringLiteral("parallel.microbatch_group")));
    QVERIFY(group);
    QVERIFY(!group->isHidden());
    QCOMPARE(group->text(), QStringLiteral("PP (default)"));
    doc.flushEstimate();
    const double before = doc.report().memory.stages.front().inFlightMicrobatches;
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    group->setValue(8);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.scenario().parallel.microbatchGroup, std::optional<int>(8));
    doc.flushEstimate();
    QCOMPARE(doc.report().memory.stages.front().inFlightMicrobatches - before, 16.0 / 5);
    Scenario plain = doc.scenario();
    plain.parallel.schedule = PipelineSchedule::OneFOneB;
    plain.parallel.virtualStages = 1;
    doc.replace(plain, QStringLiteral("1F1B"));
    QVERIFY(group->isHidden());
}

void TestParallelismPanel::theCpExchangeShowsWithContextParallelism()
{
    // Without CP the row is hidden; with CP on Megatron's kernels it shows p2p, and choosing
    // a2a exposes the exchange the ring hid and hides the ring's overlap switch.
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    panel.show();
    auto* exchange = qobject_cast<QComboBox*>(panel.trainingForm()->field(QStringLiteral("parallel.cp_comm_type")));
    QWidget* ring = panel.trainingForm()->field(QStringLiteral("parallel.overlap.cp"));
    QVERIFY(exchange && ring);
    QVERIFY(exchange->isHidden());
    Scenario s = doc.scenario();
    s.parallel.cp = 2;
    s.parallel.dp /= 2;
    doc.replace(s, QStringLiteral("CP 2"));
    QVERIFY(!exchange->isHidden() && !ring->isHidden());
    QCOMPARE(exchange->currentData().toString(), QStringLiteral("p2p"));
    doc.flushEstimate();
    const auto cpExposed = [&doc] {
        for (const CommDimReport& d : doc.report().communication.dims)
            if (d.dim == "cp")
                return std::pair{d.exposedTimeS, d.timeS};
        return std::pair{0.0, 0.0};
    };
    QVERIFY(cpExposed().first < cpExposed().second);
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    const int a2a = exchange->findData(QStringLiteral("a2a"));
    QVERIFY(a2a >= 0);
    exchange->setCurrentIndex(a2a);
    emit exchange->activated(a2a); // what a user's pick sends
    QCOMPARE(changed.count(), 1);
    QVERIFY(doc.scenario().parallel.cpCommType == CpCommType::AllToAll);
    doc.flushEstimate();
    QVERIFY(cpExposed().second > 0);
    QCOMPARE(cpExposed().first, cpExposed().second);
    QVERIFY(ring->isHidden());
}

void TestParallelismPanel::aLayerCountReadsInTheSingular()
{
    // "1 layer", "2 layers": when typed, and when the value comes from the document (undo).
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    auto* layers = qobject_cast<QDoubleSpinBox*>(panel.trainingForm()->field(QStringLiteral("training.recompute_layers")));
    QVERIFY(layers);
    layers->setValue(2);
    QCOMPARE(layers->suffix(), QStringLiteral(" layers"));
    layers->setValue(1);
    QCOMPARE(layers->suffix(), QStringLiteral(" layer"));
    doc.undoStack()->undo();
    QCOMPARE(layers->value(), 2.0);
    QCOMPARE(layers->suffix(), QStringLiteral(" layers"));
}

void TestParallelismPanel::aSliderWithNothingToChooseIsDisabled()
{
    // The default plan (global batch 512, DP 16): micro-batch 3 divides it at no DP, so TP, PP
    // and DP each keep only their own value; their sliders must not sit at the left as if at
    // the smallest value, but read as having nothing to choose.
    ScenarioDocument doc;
    ParallelismPanel panel(&doc);
    QSlider* tp = panel.slider(QStringLiteral("tp"));
    QSlider* dp = panel.slider(QStringLiteral("dp"));
    QVERIFY(tp->isEnabled() && dp->isEnabled());
    QVERIFY(tp->maximum() > 0);
    doc.setField(FieldId::MicroBatch, FieldValue(int64_t(3)));
    QCOMPARE(panel.snapValues(QStringLiteral("tp")), std::vector<int>{doc.scenario().parallel.tp});
    QVERIFY(!tp->isEnabled());
    QVERIFY(!dp->isEnabled());
    QVERIFY(tp->toolTip().contains(QStringLiteral("does not divide")));
    doc.undoStack()->undo();
    QVERIFY(tp->isEnabled() && dp->isEnabled());
    QVERIFY(tp->maximum() > 0);
}

QTEST_MAIN(TestParallelismPanel)
#include "tst_parallelism_panel.moc"
