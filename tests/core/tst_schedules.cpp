// The table of pipeline schedules (core/model/schedule.h) against what the code does with each
// schedule: every schedule has a row whose key the scenario file writes and reads back; the
// launchers a row says run it are the ones whose exporter runs it as planned; the row's
// activations-in-flight form is the memory model's figure; a schedule the row calls simulated
// is simulated, with the row's chunks per rank, B/W split and parameter copies.

#include "core/estimate/estimate.h"
#include "core/estimate/stagelayout.h"
#include "core/export/exporters.h"
#include "core/export/launchersupport.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <QTest>

#include <map>
#include <set>

using namespace shardscope;

Q_DECLARE_METATYPE(PipelineSchedule)
Q_DECLARE_METATYPE(ScheduleLauncher)

namespace {

/** Llama 3 8B (32 layers) on one 8-GPU node: PP 2 x DP 4, 8 micro-batches of 1 sequence. */
Scenario smallScenario(PipelineSchedule schedule, int pp = 2, int64_t microbatches = 8)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    Scenario s;
    s.name = "schedules";
    s.model = presets.modelSpec("llama-3-8b");
    s.cluster = presets.clusterSpec("dgx-h100");
    s.cluster.nodes = 1;
    s.training.seqLength = 4096;
    s.training.microBatch = 1;
    s.parallel.pp = pp;
    s.parallel.dp = 8 / pp;
    s.training.globalBatch = microbatches * s.parallel.dp;
    s.parallel.schedule = schedule;
    s.parallel.virtualStages = scheduleTraits(schedule).chosenChunks ? 2 : 1;
    return s;
}

/** The settings under which `launcher` runs plain 1F1B at PP 2 as planned. */
void suitLauncher(Scenario& s, const char* launcher)
{
    const std::string id = launcher;
    ParallelConfig& p = s.parallel;
    p.overlap.tensorParallel = false;
    if (id == "megatron" || id == "nemo2" || id == "nemo1") {
        p.zeroStage = 1; // the distributed optimizer
        p.overlap.dataParallel = true;
    } else if (id == "deepspeed") {
        p.zeroStage = 1; // the pipeline engine takes ZeRO <= 1 and reduces after the last micro-batch
        p.overlap.dataParallel = false;
        s.training.attentionKernel = AttentionKernel::FlashAttention2; // what Megatron-DeepSpeed runs
    } else if (id == "torchtitan") {
        p.zeroStage = 1; // FSDP under the pipeline schedule: gradients unsharded until the last micro-batch
        p.overlap.dataParallel = true;
        // torchtitan's selective recompute is its per-op policy; the module policy is an adaptation
        s.training.selectiveRecompute = SelectiveRecompute::EveryOtherMatmul;
    } else if (id == "accelerate") {
        p.zeroStage = 1; // the Megatron-LM plugin's distributed optimizer, no overlap flags
        p.overlap.dataParallel = false;
    }
}

ScheduleLauncher scheduleLauncherOf(Launcher l)
{
    switch (l) {
    case Launcher::Megatron: return ScheduleLauncher::Megatron;
    case Launcher::DeepSpeed: return ScheduleLauncher::DeepSpeed;
    case Launcher::Torchtitan: return ScheduleLauncher::Torchtitan;
    case Launcher::Nemo2:
    case Launcher::Nemo1: return ScheduleLauncher::Nemo;
    case Launcher::Accelerate: return ScheduleLauncher::Accelerate;
    }
    return ScheduleLauncher::Megatron;
}

QString adaptations(const ExportResult& r)
{
    if (!r.ok)
        return QStringLiteral("refused (%1: %2)").arg(QString::fromStdString(r.refusalRule), QString::fromStdString(r.refusal));
    QStringList out;
    for (const ExportAdaptation& a : r.adaptations)
        if (a.changesPlan)
            out << QString::fromStdString(a.rule + ": " + a.text);
    return out.isEmpty() ? QStringLiteral("as planned") : out.join(QLatin1String("; "));
}

void addScheduleRows()
{
    QTest::addColumn<PipelineSchedule>("schedule");
    for (const ScheduleTraits& t : scheduleTable())
        QTest::newRow(std::string(t.key).c_str()) << t.schedule;
}

} // namespace

class TestSchedules : public QObject
{
    Q_OBJECT
private slots:
    void everyScheduleHasOneRow();
    void keyRoundTripsThroughTheScenarioFile_data();
    void keyRoundTripsThroughTheScenarioFile();
    void launchersAreTheExportersVerdict_data();
    void launchersAreTheExportersVerdict();
    void activationsInFlightAreTheMemoryModels_data();
    void activationsInFlightAreTheMemoryModels();
    void simulatedSchedulesAreSimulated_data();
    void simulatedSchedulesAreSimulated();
    void parameterCopiesAreTheStageLayouts_data();
    void parameterCopiesAreTheStageLayouts();
};

void TestSchedules::everyScheduleHasOneRow()
{
    const auto table = scheduleTable();
    QCOMPARE(table.size(), enumNames<PipelineSchedule>().size());
    QCOMPARE(allSchedules().size(), table.size());
    std::set<std::string_view> keys;
    std::set<std::string> labels;
    for (size_t i = 0; i < table.size(); ++i) {
        const ScheduleTraits& t = table[i];
        QCOMPARE(int(t.schedule), int(i)); // scheduleTraits() indexes by the enumerator
        QCOMPARE(&scheduleTraits(t.schedule), &t);
        QVERIFY2(!t.key.empty() && keys.insert(t.key).second, std::string(t.key).c_str());
        QVERIFY2(t.label && *t.label && labels.insert(t.label).second, std::string(t.key).c_str());
        QVERIFY(t.chunksPerRank >= 1 && t.parameterCopies >= 1 && t.fillPerStage >= 1);
        QVERIFY2(!t.chosenChunks || scheduleTraits(t.oneChunkRunsAs).chunksPerRank == 1, std::string(t.key).c_str());
    }
    QVERIFY(scheduleTraits(scheduleWithChosenChunks()).chosenChunks);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, scheduleTraits(PipelineSchedule(table.size())));
}

void TestSchedules::keyRoundTripsThroughTheScenarioFile_data()
{
    addScheduleRows();
}

void TestSchedules::keyRoundTripsThroughTheScenarioFile()
{
    QFETCH(PipelineSchedule, schedule);
    const ScheduleTraits& t = scheduleTraits(schedule);
    QCOMPARE(toString(schedule), t.key);
    QVERIFY(enumFromString<PipelineSchedule>(t.key) == std::optional<PipelineSchedule>(schedule));
    const PresetLibrary& presets = PresetLibrary::builtin();
    const Scenario s = smallScenario(schedule);
    const nlohmann::json written = writeScenario(s, presets);
    QCOMPARE(written.at("parallel").at("schedule").get<std::string>(), std::string(t.key));
    QVERIFY(readScenario(written, presets).parallel.schedule == schedule);
}

void TestSchedules::launchersAreTheExportersVerdict_data()
{
    // What each launcher runs, written out here apart from the table: Megatron-LM and
    // NeMo have 1F1B and interleaved 1F1B, DeepSpeed's pipeline engine and accelerate's
    // Megatron-LM plugin one 1F1B, torchtitan the classes below (no ZB-H1; DualPipeV for DualPipe,
    // a plan change).
    const std::set<std::string> megatron = {"1f1b", "interleaved-1f1b"};
    const std::map<std::string, std::set<std::string>> runs = {
        {"megatron", megatron}, {"nemo2", megatron}, {"nemo1", megatron},
        {"deepspeed", {"1f1b"}}, {"accelerate", {"1f1b"}},
        {"torchtitan", {"gpipe", "1f1b", "interleaved-1f1b", "zb-v", "dualpipe-v"}}};
    const std::map<std::string, QString> torchtitanClass = {
        {"gpipe", "GPipe"}, {"1f1b", "1F1B"}, {"interleaved-1f1b", "Interleaved1F1B"},
        {"zb-h1", "1F1B"}, {"zb-v", "ZBVZeroBubble"}, {"dualpipe", "DualPipeV"}, {"dualpipe-v", "DualPipeV"}};
    QTest::addColumn<PipelineSchedule>("schedule");
    QTest::addColumn<QString>("launcher");
    QTest::addColumn<bool>("asPlanned");
    QTest::addColumn<QString>("written"); ///< torchtitan's pipeline_parallel_schedule
    for (const ScheduleTraits& t : scheduleTable())
        for (const LauncherName& n : launcherNames()) {
            const std::string key(t.key);
            QTest::newRow((key + " on " + n.id).c_str())
                << t.schedule << QString::fromLatin1(n.id) << (runs.at(n.id).count(key) == 1) << torchtitanClass.at(key);
        }
}

void TestSchedules::launchersAreTheExportersVerdict()
{
    QFETCH(PipelineSchedule, schedule);
    QFETCH(QString, launcher);
    QFETCH(bool, asPlanned);
    QFETCH(QString, written);
    const Launcher l = *launcherById(launcher.toStdString());
    Scenario plain = smallScenario(PipelineSchedule::OneFOneB);
    suitLauncher(plain, launcherNames()[size_t(l)].id);
    // The settings are right for this launcher: it runs plain 1F1B as planned.
    const ExportResult base = exportScenario(plain, Report{}, launcher.toStdString());
    QVERIFY2(base.ok && !changesPlan(base), qPrintable(adaptations(base)));

    Scenario s = plain;
    s.parallel.schedule = schedule;
    s.parallel.virtualStages = scheduleTraits(schedule).chosenChunks ? 2 : 1;
    const ScheduleTraits& t = scheduleTraits(schedule);
    const bool accepts = launcherAccepts(t, scheduleLauncherOf(l));
    QCOMPARE(accepts, asPlanned);
    const ExportResult r = exportScenario(s, Report{}, launcher.toStdString());
    QVERIFY2(r.ok, qPrintable(adaptations(r))); // a schedule is adapted, never refused
    QVERIFY2(!changesPlan(r) == accepts, qPrintable(QStringLiteral("the row says %1, the exporter: %2")
                                                        .arg(accepts ? QStringLiteral("accepted") : QStringLiteral("not"),
                                                             adaptations(r))));
    QCOMPARE((LauncherSupport(s).accepting(s) & launcherBit(l)) != 0, accepts);

    if (l == Launcher::Torchtitan) { // the class torchtitan is given
        const std::string expected = "\"" + written.toStdString() + "\"";
        bool found = false;
        for (const ExportFile& f : r.files)
            found |= f.content.find("pipeline_parallel_schedule = " + expected) != std::string::npos;
        QVERIFY2(found, expected.c_str());
    }
}

void TestSchedules::activationsInFlightAreTheMemoryModels_data()
{
    // PP 4, 8 micro-batches: the figure per rank, by the papers' counts (activations.h).
    QTest::addColumn<PipelineSchedule>("schedule");
    QTest::addColumn<QList<double>>("perRank");
    QTest::newRow("gpipe: every micro-batch") << PipelineSchedule::GPipe << QList<double>{8, 8, 8, 8};
    QTest::newRow("1f1b: p - i") << PipelineSchedule::OneFOneB << QList<double>{4, 3, 2, 1};
    // (2(p-1-i) + (v-1)p + 1) chunk-forwards of half a stage each, v = 2
    QTest::newRow("interleaved-1f1b v2") << PipelineSchedule::Interleaved1F1B << QList<double>{5.5, 4.5, 3.5, 2.5};
    QTest::newRow("zb-h1: p - i") << PipelineSchedule::ZeroBubbleH1 << QList<double>{4, 3, 2, 1};
    QTest::newRow("zb-v: p") << PipelineSchedule::ZeroBubbleV << QList<double>{4, 4, 4, 4};
    QTest::newRow("dualpipe: (p + 1) / 2") << PipelineSchedule::DualPipe << QList<double>{2.5, 2.5, 2.5, 2.5};
    // DualPipeV: 2p + 1 chunk-forwards of half a stage (DualPipe's PP + 1 on its 2p stages)
    QTest::newRow("dualpipe-v: (2p + 1) / 2") << PipelineSchedule::DualPipeV << QList<double>{4.5, 4.5, 4.5, 4.5};
}

void TestSchedules::activationsInFlightAreTheMemoryModels()
{
    QFETCH(PipelineSchedule, schedule);
    QFETCH(QList<double>, perRank);
    const Scenario s = smallScenario(schedule, 4, 8);
    const Report r = estimate(s);
    QCOMPARE(r.memory.stages.size(), size_t(4));
    for (int rank = 0; rank < 4; ++rank) {
        const double row = inFlightMicrobatches(scheduleTraits(schedule), rank, 4, s.parallel.effectiveVirtualStages(), 8);
        QCOMPARE(row, perRank[rank]);
        QCOMPARE(r.memory.stages[size_t(rank)].inFlightMicrobatches, perRank[rank]);
    }
}

void TestSchedules::simulatedSchedulesAreSimulated_data()
{
    QTest::addColumn<PipelineSchedule>("schedule");
    QTest::addColumn<int>("pp");
    for (const ScheduleTraits& t : scheduleTable())
        for (int pp : {2, 4, 1}) // PP 1 with 8 GPUs of DP 8; odd, so DualPipe has no order
            QTest::newRow((std::string(t.key) + " pp " + std::to_string(pp)).c_str()) << t.schedule << pp;
}

void TestSchedules::simulatedSchedulesAreSimulated()
{
    QFETCH(PipelineSchedule, schedule);
    QFETCH(int, pp);
    const ScheduleTraits& t = scheduleTraits(schedule);
    Scenario s = smallScenario(schedule, pp, 8);
    const Report r = estimate(s);
    const bool simulated = scheduleSimulates(t, pp);
    QCOMPARE(r.pipeline.simulated, simulated);
    QCOMPARE(QString::fromStdString(r.pipeline.method), simulated ? QStringLiteral("simulated") : QStringLiteral("closed-form"));
    QCOMPARE(r.pipeline.schedule, std::string(t.key));
    QCOMPARE(r.pipeline.virtualStages, scheduleChunksPerRank(t, s.parallel.virtualStages));
    if (!simulated)
        return;
    std::set<char> kinds;
    std::set<int> chunks;
    for (const auto& rank : r.pipeline.timeline)
        for (const TimelineOp& op : rank) {
            kinds.insert(op.kind);
            chunks.insert(op.chunk);
        }
    QCOMPARE(kinds.count('W') == 1, t.splitsBackward);
    // Every chunk of every rank runs: p·chunks for a line or a V, p stages per direction for DualPipe.
    const int expectedChunks = t.placement == ChunkPlacement::TwoWay && pp > 1 ? 2 * pp : pp * r.pipeline.virtualStages;
    QCOMPARE(int(chunks.size()), expectedChunks);
}

void TestSchedules::parameterCopiesAreTheStageLayouts_data()
{
    addScheduleRows();
}

void TestSchedules::parameterCopiesAreTheStageLayouts()
{
    QFETCH(PipelineSchedule, schedule);
    const ScheduleTraits& t = scheduleTraits(schedule);
    const Scenario s = smallScenario(schedule, 4, 8);
    int held = 0, own = 0;
    for (const StageLayout& stage : layoutStages(s.model.layers, s.parallel)) {
        held += stage.heldLayerCount();
        own += stage.layerCount();
        QCOMPARE(int(stage.chunks.size()), scheduleChunksPerRank(t, s.parallel.virtualStages));
    }
    QCOMPARE(own, s.model.layers);
    QCOMPARE(held, t.parameterCopies * s.model.layers);
}

QTEST_GUILESS_MAIN(TestSchedules)
#include "tst_schedules.moc"
