// Step time, MFU and HFU against Korthikanti et al. Table 5 (A100, default efficiency), and
// the agreement between the full (simulated) path and the closed-form path.

#include "testsupport.h"
#include "fastpathsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/estimate/steptime.h"
#include "core/estimate/steptail.h"
#include "core/model/enumnames.h"
#include "core/io/builtinpresets.h"
#include "core/estimate/kernels.h"
#include "core/estimate/overlapwindows.h"

#include <QTest>

#include <random>

using namespace shardscope;
using testsupport::describe;
using testsupport::exampleScenario;
using testsupport::relClose;

namespace {

Scenario table5(const nlohmann::json& row, const nlohmann::json& data, bool selective)
{
    const int64_t h = row["hidden"];
    const nlohmann::json model = {{"name", row["id"]},      {"layers", row["layers"]},
                                  {"hidden", h},            {"heads", row["heads"]},
                                  {"kv_heads", row["heads"]}, {"ffn_hidden", 4 * h},
                                  {"vocab", data["vocab"]}, {"max_seq", data["seq"]},
                                  {"activation", "gelu"},   {"norm", "layernorm"},
                                  {"tied_embeddings", true}};
    const int v = row["v"];
    const nlohmann::json parallel = {{"tp", row["tp"]}, {"pp", row["pp"]}, {"dp", 1},
                                     {"sequence_parallel", selective}, {"zero_stage", 0},
                                     {"schedule", v > 1 ? "interleaved-1f1b" : "1f1b"},
                                     {"virtual_stages", v}};
    const nlohmann::json training = {{"seq_length", data["seq"]}, {"micro_batch", row["micro_batch"]},
                                     {"global_batch", row["global_batch"]}, {"precision", "bf16"},
                                     {"recompute", selective ? "selective" : "full"},
                                     {"flash_attention", false}};
    const int gpus = row["tp"].get<int>() * row["pp"].get<int>();
    return testsupport::makeScenario(model, parallel, training, "dgx-a100-80gb", (gpus + 7) / 8);
}

/** Korthikanti's model FLOPs per iteration: 72·B·s·L·h²·(1 + s/(6h) + V/(12·L·h)). */
double korthikantiFlops(const nlohmann::json& row, const nlohmann::json& data)
{
    const double B = row["global_batch"], s = data["seq"], L = row["layers"], h = row["hidden"],
                 V = data["vocab"];
    return 72 * B * s * L * h * h * (1 + s / (6 * h) + V / (12 * L * h));
}

/** The search's fast path on `s`: the full path's closed form exactly, its simulated step within 5 %. */
void fastPathIsTheFullPath(const Scenario& s, const QString& where = {})
{
    fastpathsupport::fastPathIsTheClosedForm(s, where);
    if (QTest::currentTestFailed())
        return;
    const double quick = quickEstimate(s).stepS, full = estimate(s).step.timeS;
    QVERIFY2(relClose(quick, full, 0.05), qPrintable(where + describe(quick, full)));
}

} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT
private slots:
    void korthikantiTable5_data();
    void korthikantiTable5();
    void mfuFromPublishedTime();
    void closedFormAgreesWithSimulation_data();
    void closedFormAgreesWithSimulation();
    void stepIsSumOfParts();
    void partsAddUpOnEveryPlan();
    void hfuEqualsMfuWithoutRecompute();
    void tpAcrossNodesCostsTime();
    void quickEstimateIsTheClosedFormPath();
    void fastPathOnChunksWithTheEndsAlone();
    void figuresWithoutTheTimeline_data();
    void figuresWithoutTheTimeline();
    void overlapSwitches_data();
    void overlapSwitches();
    void exposureBehindKernelWindows_data();
    void exposureBehindKernelWindows();
    void windowsAreTheKernelTimes();
    void fastPathAssemblesTheSameStep_data();
    void fastPathAssemblesTheSameStep();
};

void TestStepTime::korthikantiTable5_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("selective");
    const auto rows = testsupport::loadJson("reference/step_time.json")["rows"];
    for (size_t i = 0; i < rows.size(); ++i) {
        QTest::addRow("%s selective+SP", rows[i]["id"].get<std::string>().c_str()) << int(i) << true;
        if (rows[i].contains("time_s"))
            QTest::addRow("%s full recompute", rows[i]["id"].get<std::string>().c_str()) << int(i) << false;
    }
}

void TestStepTime::korthikantiTable5()
{
    QFETCH(int, index);
    QFETCH(bool, selective);
    const auto data = testsupport::loadJson("reference/step_time.json");
    const auto& row = data["rows"][size_t(index)];
    const Report r = estimate(table5(row, data, selective));
    double published;
    if (row.contains("time_s")) {
        published = row["time_s"][selective ? "selective" : "full"].get<double>();
    } else { // the time the published MFU implies
        const int gpus = row["tp"].get<int>() * row["pp"].get<int>();
        published = korthikantiFlops(row, data) / (row["mfu_percent"].get<double>() / 100 * gpus * 312e12);
    }
    QVERIFY2(relClose(r.step.timeS, published, data["tolerance"]["time_rel"].get<double>()),
             qPrintable(describe(r.step.timeS, published)));
    // Our model FLOPs are exactly Korthikanti's for these GPT shapes.
    QVERIFY(relClose(r.compute.modelFlopsPerStep, korthikantiFlops(row, data), 1e-9));
}

void TestStepTime::mfuFromPublishedTime()
{
    // MFU by PaLM's definition from the measured iteration time reproduces the published MFU.
    const auto data = testsupport::loadJson("reference/step_time.json");
    for (const auto& row : data["rows"]) {
        if (!row.contains("time_s"))
            continue;
        const Report r = estimate(table5(row, data, true));
        const double time = row["time_s"]["selective"];
        const double mfu = r.compute.modelFlopsPerStep / (time * double(r.worldSize) * r.compute.peakFlops);
        QVERIFY2(std::abs(100 * mfu - row["mfu_percent"].get<double>()) <= data["tolerance"]["mfu_abs_percent"].get<double>(),
                 qPrintable(QStringLiteral("%1: MFU %2 vs %3").arg(QString::fromStdString(row["id"])).arg(100 * mfu).arg(row["mfu_percent"].get<double>())));
    }
}

void TestStepTime::closedFormAgreesWithSimulation_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("globalBatch");
    for (const char* s : {"gpipe", "1f1b", "zb-h1"})
        for (int pp : {1, 2, 4, 8})
            for (int gb : {64, 512})
                QTest::addRow("%s pp=%d B=%d", s, pp, gb) << QString(s) << pp << 1 << gb;
    for (int pp : {2, 4, 8})
        for (int v : {2, 4})
            QTest::addRow("interleaved pp=%d v=%d", pp, v) << "interleaved-1f1b" << pp << v << 512;
}

void TestStepTime::closedFormAgreesWithSimulation()
{
    QFETCH(QString, schedule);
    QFETCH(int, pp);
    QFETCH(int, v);
    QFETCH(int, globalBatch);
    // Uniform stages: a model whose embedding and output layer are negligible.
    const nlohmann::json model = {{"name", "uniform"}, {"layers", 64}, {"hidden", 8192}, {"heads", 64},
                                  {"kv_heads", 8}, {"ffn_hidden", 28672}, {"vocab", 128},
                                  {"max_seq", 8192}, {"activation", "swiglu"}, {"norm", "rmsnorm"},
                                  {"tied_embeddings", false}};
    const nlohmann::json parallel = {{"tp", 8}, {"pp", pp}, {"dp", 4}, {"sequence_parallel", true},
                                     {"zero_stage", 1}, {"schedule", schedule.toStdString()},
                                     {"virtual_stages", v}};
    const nlohmann::json training = {{"seq_length", 4096}, {"micro_batch", 1}, {"global_batch", globalBatch},
                                     {"precision", "bf16"}, {"recompute", "selective"}};
    const Scenario s = testsupport::makeScenario(model, parallel, training, "dgx-h100", 4 * pp);
    const ModelParams params = countParameters(s.model, s.parallel.tp);
    Report full, closed;
    full.worldSize = closed.worldSize = s.parallel.worldSize();
    estimateTime(s, params, microbatchesPerStep(s), true, full);
    estimateTime(s, params, microbatchesPerStep(s), false, closed);
    QVERIFY(full.pipeline.simulated && !closed.pipeline.simulated);
    QVERIFY2(relClose(closed.step.timeS, full.step.timeS, 0.01), qPrintable(describe(closed.step.timeS, full.step.timeS)));
    QVERIFY(relClose(closed.step.computeS, full.step.computeS, 1e-12));
}

void TestStepTime::stepIsSumOfParts()
{
    const Report r = estimate(parseScenario(defaultScenarioText(), PresetLibrary::builtin()));
    const auto& s = r.step;
    QVERIFY(relClose(s.timeS, s.computeS + s.bubbleS + s.exposedCommS + s.optimizerS, 1e-9));
    QVERIFY(relClose(s.tokensPerS, 512.0 * 8192 / s.timeS, 1e-12));
    double exposed = 0;
    for (const auto& d : r.communication.dims)
        exposed += d.exposedTimeS;
    QVERIFY(relClose(r.communication.exposedTimeS, exposed, 1e-12));
    QVERIFY(relClose(r.communication.share, s.exposedCommS / s.timeS, 1e-12));
    QVERIFY(s.mfu > 0.2 && s.mfu < 0.7);
}

void TestStepTime::partsAddUpOnEveryPlan()
{
    // Issue 16 item 2: on every bundled scenario and 200 generated plans (dense and MoE, PP,
    // CP, EP, every schedule, overlap on and off) the step is the sum of its parts and the
    // dimensions' exposed communication plus the named remainder, what the NIC floor adds
    // (communication.nic_extra_s), is the exposed total, within 1e-9 relative; the drawn
    // schedule and stepTail() end where the step does.
    std::vector<Scenario> plans;
    for (const BuiltinPresetFile& f : exampleScenarioFiles())
        plans.push_back(parseScenario(f.text, PresetLibrary::builtin(), std::string(f.path)));
    plans.push_back(parseScenario(defaultScenarioText(), PresetLibrary::builtin()));
    const size_t bundled = plans.size();
    std::mt19937 rng(16);
    const auto pick = [&](std::initializer_list<int> values) {
        return *(values.begin() + std::uniform_int_distribution<int>(0, int(values.size()) - 1)(rng));
    };
    const char* models[] = {"llama-3-8b", "llama-3-70b", "mixtral-8x7b", "deepseek-v3", "qwen3-30b-a3b", "gpt-oss-20b"};
    const char* schedules[] = {"1f1b", "gpipe", "interleaved-1f1b", "zb-h1", "zb-v", "dualpipe"};
    while (plans.size() < bundled + 200) {
        const int tp = pick({1, 2, 4, 8}), pp = pick({1, 2, 4, 8}), cp = pick({1, 1, 2}), nodes = pick({4, 16, 64});
        const int dp = std::max(1, nodes * 8 / (tp * pp * cp));
        const std::string schedule = pp > 1 ? schedules[pick({0, 1, 2, 3, 4, 5})] : "1f1b";
        const nlohmann::json parallel = {
            {"tp", tp}, {"pp", pp}, {"cp", cp}, {"dp", dp}, {"ep", pick({1, 2, 8})},
            {"sequence_parallel", tp > 1}, {"zero_stage", pick({0, 1, 2, 3})}, {"schedule", schedule},
            {"virtual_stages", schedule == "interleaved-1f1b" ? pick({2, 4}) : 1},
            {"overlap", {{"dp", pick({0, 1}) == 1}, {"tp", pick({0, 1}) == 1}, {"ep", pick({0, 1}) == 1}, {"cp", true}}}};
        const nlohmann::json training = {{"seq_length", 4096}, {"micro_batch", pick({1, 2})},
                                         {"global_batch", dp * pick({8, 16, 32}) * 2}, {"precision", "bf16"},
                                         {"recompute", pick({0, 1}) == 1 ? "selective" : "full"}};
        try {
            plans.push_back(testsupport::makeScenario({{"preset", models[pick({0, 1, 2, 3, 4, 5})]}}, parallel, training,
                                                      "dgx-h100", nodes));
        } catch (const std::exception&) {
            // a generated plan the reader refuses (an expert count EP does not divide, say)
        }
    }
    for (const Scenario& s : plans) {
        const Report r = estimate(s);
        const StepReport& st = r.step;
        QVERIFY2(relClose(st.timeS, st.computeS + st.bubbleS + st.exposedCommS + st.optimizerS, 1e-9), s.name.c_str());
        double exposed = r.communication.nicExtraS;
        for (const CommDimReport& d : r.communication.dims)
            exposed += d.exposedTimeS;
        QVERIFY2(relClose(r.communication.exposedTimeS, exposed, 1e-9) || r.communication.exposedTimeS == exposed,
                 qPrintable(QStringLiteral("%1 (%4, TP %5 PP %6 CP %7 DP %8 EP %9, %10): dimensions %2 s, total %3 s, NIC floor adds %11 s")
                                .arg(QString::fromStdString(s.name)).arg(exposed).arg(r.communication.exposedTimeS)
                                .arg(QString::fromStdString(s.model.name)).arg(s.parallel.tp).arg(s.parallel.pp)
                                .arg(s.parallel.cp).arg(s.parallel.dp).arg(s.parallel.ep)
                                .arg(QString::fromUtf8(toString(s.parallel.schedule).data()))
                                .arg(r.communication.nicExtraS)));
        // The Gantt chart draws the schedule and then this tail: together the whole step.
        const std::vector<StepTailPhase> tail = stepTail(r);
        double at = drawnScheduleEndS(r.pipeline);
        for (const StepTailPhase& phase : tail) {
            QVERIFY2(phase.startS == at && phase.endS > phase.startS, s.name.c_str());
            at = phase.endS;
        }
        QVERIFY2(relClose(at, st.timeS, 1e-9),
                 qPrintable(QStringLiteral("%1: schedule and tail end at %2 s, the step at %3 s")
                                .arg(QString::fromStdString(s.name)).arg(at).arg(st.timeS)));
    }
}

void TestStepTime::hfuEqualsMfuWithoutRecompute()
{
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    s.training.recompute = Recompute::None;
    const Report none = estimate(s);
    QVERIFY2(relClose(none.step.hfu, none.step.mfu, 1e-9), qPrintable(describe(none.step.hfu, none.step.mfu)));
    s.training.recompute = Recompute::Full;
    const Report full = estimate(s);
    QVERIFY(full.step.hfu > full.step.mfu * 1.25); // one more forward: about 4/3
    QVERIFY(full.step.timeS > none.step.timeS);

    // A global batch that b·dp does not divide (513 over 16 replicas: 32 micro-batches run,
    // 512 sequences): throughput and MFU count the sequences the timed step runs, so MFU
    // cannot exceed HFU and the plan is not flattered by the sequence it drops.
    s.training.recompute = Recompute::None;
    s.training.globalBatch = 513;
    const Report uneven = estimate(s);
    QCOMPARE(uneven.microbatches, int64_t(32));
    QVERIFY2(relClose(uneven.step.hfu, uneven.step.mfu, 1e-9), qPrintable(describe(uneven.step.hfu, uneven.step.mfu)));
    QVERIFY2(relClose(uneven.step.tokensPerS * uneven.step.timeS, 512.0 * s.training.seqLength, 1e-9),
             qPrintable(describe(uneven.step.tokensPerS * uneven.step.timeS, 512.0 * s.training.seqLength)));
    QVERIFY2(relClose(quickEstimate(s).tokensPerS, uneven.step.tokensPerS, 0.05),
             qPrintable(describe(quickEstimate(s).tokensPerS, uneven.step.tokensPerS)));
}

void TestStepTime::tpAcrossNodesCostsTime()
{
    // The article's "bigger TP is better" misconception: TP 16 across nodes is slower than 8.
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin());
    const Report tp8 = estimate(s);
    s.parallel.tp = 16;
    s.parallel.dp = 8;
    const Report tp16 = estimate(s);
    QVERIFY(tp16.communication.dims[0].crossesNodes);
    QVERIFY(tp16.step.timeS > tp8.step.timeS);
    // Each GPU moves about the same bytes for half the compute, over a slower path.
    QVERIFY(tp16.communication.dims[0].exposedTimeS > 2 * tp8.communication.dims[0].exposedTimeS);
    QVERIFY(tp16.step.mfu < 0.9 * tp8.step.mfu);
}

void TestStepTime::quickEstimateIsTheClosedFormPath()
{
    // The search's fast path gives exactly the closed-form numbers of the full path (same
    // memory model, same per-rank costs), and stays within a few percent of the simulation.
    const auto& presets = PresetLibrary::builtin();
    int checked = 0;
    for (const char* model : {"llama-3-70b", "mixtral-8x7b", "gpt-3-175b", "deepseek-v3", "llama-3-8b"})
        for (const char* schedule : {"1f1b", "interleaved-1f1b", "gpipe", "zb-h1", "dualpipe"})
            for (int pp : {1, 2, 4, 8}) {
                Scenario s = parseScenario(defaultScenarioText(), presets);
                s.model = presets.modelSpec(model);
                s.parallel.pp = pp;
                s.parallel.tp = 4;
                s.parallel.dp = 16;
                s.parallel.ep = s.model.isMoe() ? 4 : 1;
                s.parallel.schedule = *enumFromString<PipelineSchedule>(schedule);
                s.parallel.virtualStages = 2;
                s.parallel.zeroStage = 1 + (checked % 3);
                s.cluster.nodes = 4 * pp * 2;
                s.training.globalBatch = 256;
                s.training.seqLength = 4096;
                fastPathIsTheFullPath(s, QStringLiteral("%1 %2 pp=%3: ").arg(model, schedule).arg(pp));
                if (QTest::currentTestFailed())
                    return;
                ++checked;
            }
    QCOMPARE(checked, 100);
}

void TestStepTime::figuresWithoutTheTimeline_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<int>("batchTimes"); // the example's global batch multiplied by
    QTest::addColumn<QString>("method");
    QTest::newRow("405B, 16 stages x 8 chunks") << QStringLiteral("llama-3.1-405b-16384-h100") << 1 << "simulated";
    QTest::newRow("405B, 16 stages x 8 chunks, 32 micro-batches") << QStringLiteral("llama-3.1-405b-8192-h100") << 1 << "simulated";
    QTest::newRow("DeepSeek-V3, DualPipe") << QStringLiteral("deepseek-v3-2048-h800") << 1 << "simulated";
    QTest::newRow("default, 8,192 micro-batches") << QString() << 256 << "extrapolated";
}

void TestStepTime::figuresWithoutTheTimeline()
{
    // The search ranks on estimates that drop the simulated ops (EstimateOptions): every
    // figure must be the one the window shows, only the drawn timeline missing.
    QFETCH(QString, example);
    QFETCH(int, batchTimes);
    QFETCH(QString, method);
    Scenario s = exampleScenario(example.toStdString());
    s.training.globalBatch *= batchTimes;
    const Report drawn = estimate(s);
    const Report figures = estimate(s, EstimateOptions{.keepTimeline = false});
    QCOMPARE(QString::fromStdString(drawn.pipeline.method), method);
    QVERIFY(!drawn.pipeline.timeline.empty());
    QVERIFY(figures.pipeline.timeline.empty());
    QCOMPARE(figures.pipeline.method, drawn.pipeline.method);
    QCOMPARE(figures.step.timeS, drawn.step.timeS);
    QCOMPARE(figures.step.bubbleS, drawn.step.bubbleS);
    QCOMPARE(figures.step.exposedCommS, drawn.step.exposedCommS);
    QCOMPARE(figures.pipeline.makespanS, drawn.pipeline.makespanS);
    QCOMPARE(figures.pipeline.bubbleFraction, drawn.pipeline.bubbleFraction);
    QCOMPARE(figures.pipeline.criticalStage, drawn.pipeline.criticalStage);
    QCOMPARE(figures.communication.share, drawn.communication.share);
    QCOMPARE(figures.memory.peakBytes, drawn.memory.peakBytes);
}

void TestStepTime::fastPathOnChunksWithTheEndsAlone()
{
    // Llama 3.1 405B (126 layers) on PP 16 with 8 chunks a rank, as the Llama 3 report lays it
    // out: the first chunk holds the embedding alone and the last the loss alone. The search
    // visits such plans; its fast path must give the full path's memory and closed-form step.
    const Scenario s = exampleScenario("llama-3.1-405b-8192-h100");
    QCOMPARE(s.parallel.virtualStages, 8);
    fastPathIsTheFullPath(s);
    // The two end ranks train 7 layers; their end chunks none.
    const Report full = estimate(s);
    QCOMPARE(full.memory.stages.front().layers, 7);
    QCOMPARE(full.memory.stages.back().layers, 7);
}

QTEST_APPLESS_MAIN(TestStepTime)
#include "tst_steptime.moc"

namespace {


} // namespace

void TestStepTime::overlapSwitches_data()
{
    QTest::addColumn<QString>("dim");
    QTest::addColumn<QString>("what");
    QTest::addRow("tp: --tp-comm-overlap") << "tp" << "tp";
    QTest::addRow("dp: --overlap-grad-reduce") << "dp" << "dp";
    QTest::addRow("cp: ring exchange behind attention") << "cp" << "cp";
    QTest::addRow("ep: overlapped all-to-all") << "ep" << "ep";
    QTest::addRow("ep: DualPipe") << "ep" << "dualpipe";
}

void TestStepTime::overlapSwitches()
{
    // Turning a dimension's overlap on never exposes more of its communication, and here
    // (enough compute to hide behind) exposes strictly less; the step follows.
    QFETCH(QString, dim);
    QFETCH(QString, what);
    Scenario s = testsupport::h100Plan(8, 2, 8, 1, 64, false);
    if (dim == "cp")
        s.parallel.cp = 2, s.cluster.nodes *= 2;
    if (dim == "ep") {
        s.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
        s.parallel.ep = 8;
        s.parallel.tp = 1;
        s.parallel.sequenceParallel = false;
    }
    auto exposedOf = [&](const Report& r) {
        for (const auto& d : r.communication.dims)
            if (d.dim == dim.toStdString())
                return d.exposedTimeS;
        return -1.0;
    };
    auto set = [&](Scenario& x, bool on) {
        if (what == "tp")
            x.parallel.overlap.tensorParallel = on;
        else if (what == "dp")
            x.parallel.overlap.dataParallel = on;
        else if (what == "cp")
            x.parallel.overlap.contextParallel = on;
        else if (what == "ep")
            x.parallel.overlap.expertParallel = on;
        else
            x.parallel.schedule = on ? PipelineSchedule::DualPipe : PipelineSchedule::OneFOneB;
    };
    Scenario off = s, on = s;
    set(off, false);
    set(on, true);
    const Report a = estimate(off), b = estimate(on);
    QVERIFY2(exposedOf(a) > 0, "the plan has no exposed communication to hide");
    QVERIFY2(exposedOf(b) < exposedOf(a), qPrintable(describe(exposedOf(b), exposedOf(a))));
    if (what != "dualpipe") // DualPipe also changes the schedule itself
        QVERIFY(b.step.timeS < a.step.timeS);
}

void TestStepTime::exposureBehindKernelWindows_data()
{
    // One layer's collectives (ms) against its kernel windows (ms), slowdown 0.1 on NVLink.
    // Columns: SP, TP overlap switch, full recompute, CP size, EP overlap; expected TP, CP, EP
    // exposure (ms).
    QTest::addColumn<bool>("sp");
    QTest::addColumn<bool>("tpOverlap");
    QTest::addColumn<bool>("fullRecompute");
    QTest::addColumn<int>("cp");
    QTest::addColumn<bool>("epOverlap");
    QTest::addColumn<double>("tp");
    QTest::addColumn<double>("cpExposed");
    QTest::addColumn<double>("ep");
    // No SP, no switch: both forward all-reduces (2 x 1) exposed; the backward ones hide
    // behind the weight-gradient GEMMs, attention's (3 ms) fully (0.1 x 1), the MLP's
    // (0.5 ms) partly (0.5 + 0.1 x 0.5).
    QTest::newRow("no SP: forward exposed, backward behind wgrad") << false << false << false << 1 << false
                                                                    << 2.0 + 0.1 + 0.55 << 0.0 << 0.0;
    // SP, no switch: forward AG + RS per block exposed (2 x 2), the row-parallel output
    // gradient gathers exposed (2), the re-gathers behind dgrad (attention 3 ms: 0.1; MLP
    // 0.2 ms: 0.8 + 0.02), the input-gradient RS behind wgrad as above (0.1 + 0.55).
    QTest::newRow("SP: re-gather behind dgrad") << true << false << false << 1 << false
                                                << 4.0 + 2.0 + 0.1 + 0.82 + 0.1 + 0.55 << 0.0 << 0.0;
    // SP with TE's overlap: every forward collective behind its GEMM (QKV 4, out 0.5, fc1 2,
    // fc2 0.25 ms), the output gradients' gathers behind the row-parallel dgrad (out 0.5,
    // fc2 0.3 ms).
    QTest::newRow("SP + --tp-comm-overlap") << true << true << false << 1 << false
                                            << 0.1 + (0.5 + 0.05) + 0.1 + (0.75 + 0.025) +
                                                   (0.5 + 0.05) + (0.7 + 0.03) + 0.1 + 0.82 + 0.1 + 0.55
                                            << 0.0 << 0.0;
    // Full recompute re-runs the forward, collectives and all: no SP, forward 2 exposed twice.
    QTest::newRow("full recompute re-runs the forward's collectives") << false << false << true << 1 << false
                                                                     << 2.0 + 2.0 + 0.1 + 0.55 << 0.0 << 0.0;
    // CP 2: one ring transfer behind half the attention kernel (forward 6 -> 3 ms window for
    // 4 ms: 1 + 0.3; backward 10 -> 5 ms window for 4 ms: 0.4).
    QTest::newRow("CP 2: one transfer behind one of two blocks") << false << false << false << 2 << false
                                                                 << 2.65 << 1.3 + 0.4 << 0.0;
    // CP 4: three transfers behind three of four blocks (4.5 and 7.5 ms windows).
    QTest::newRow("CP 4: three of four blocks") << false << false << false << 4 << false
                                                << 2.65 << 0.4 + 0.4 << 0.0;
    QTest::newRow("EP exposed") << false << false << false << 1 << false << 2.65 << 0.0 << 6.0;
    // EP overlapped: all-to-alls (6 ms) behind the paired forward + backward (20 + 30 ms).
    // (This dense plan's EP group is one GPU: no tier, so no slowdown while it overlaps.)
    QTest::newRow("EP behind the paired passes") << false << false << false << 1 << true << 2.65 << 0.0 << 0.0;
}

void TestStepTime::exposureBehindKernelWindows()
{
    QFETCH(bool, sp);
    QFETCH(bool, tpOverlap);
    QFETCH(bool, fullRecompute);
    QFETCH(int, cp);
    QFETCH(bool, epOverlap);
    QFETCH(double, tp);
    QFETCH(double, cpExposed);
    QFETCH(double, ep);
    Scenario s = testsupport::h100Plan(8, 1, 1, 1, 8, tpOverlap);
    s.cluster.intraNode.overlapSlowdown = 0.1;
    s.parallel.cp = cp;
    s.parallel.tp = 8 / cp;
    s.parallel.ep = 1;
    s.parallel.overlap.expertParallel = epOverlap;
    s.parallel.overlap.contextParallel = true;
    s.training.recompute = fullRecompute ? Recompute::Full : Recompute::Selective;
    const Placement placement(s.parallel, s.cluster);
    const double ms = 1e-3;
    LayerComm c;
    if (sp) {
        c.tpEnter = c.tpExitGrad = c.tpRegather = 1 * ms;
        c.tpExit = c.tpEnterGrad = 1 * ms;
    } else {
        c.tpExit = c.tpEnterGrad = 1 * ms;
    }
    c.cpForward = cp > 1 ? 4 * ms : 0;
    c.cpBackward = cp > 1 ? 4 * ms : 0;
    const bool withEp = QByteArray(QTest::currentDataTag()).startsWith("EP");
    c.epForward = c.epBackward = withEp ? 3 * ms : 0.0;
    LayerWindows w;
    w.attnInForward = 4 * ms, w.attnInInputGrad = 3 * ms, w.attnInWeightGrad = 3 * ms;
    w.attnOutForward = 0.5 * ms, w.attnOutInputGrad = 0.5 * ms;
    w.mlpInForward = 2 * ms, w.mlpInInputGrad = 0.2 * ms, w.mlpInWeightGrad = 0.5 * ms;
    w.mlpOutForward = 0.25 * ms, w.mlpOutInputGrad = 0.3 * ms;
    w.attentionForward = 6 * ms, w.attentionBackward = 10 * ms;
    w.forward = 20 * ms, w.backward = 30 * ms;
    const ExposedComm e = exposedComm(c, w, s, placement);
    const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(std::abs(b), 1e-3); };
    QVERIFY2(near(e.tp, tp * ms), qPrintable(describe(e.tp / ms, tp)));
    QVERIFY2(near(e.cp, cpExposed * ms), qPrintable(describe(e.cp / ms, cpExposed)));
    QVERIFY2(near(e.ep, ep * ms), qPrintable(describe(e.ep / ms, ep)));
    QVERIFY(relClose(e.passes.forward + e.passes.backward, e.tp + e.cp + e.ep, 1e-12));
}

void TestStepTime::windowsAreTheKernelTimes()
{
    // The windows come from the compute model's own timed kernels: the forward window is
    // the layer's forward time without recompute, whatever the matmul efficiency says.
    for (double efficiency : {0.35, 0.7}) {
        Scenario s = testsupport::h100Plan(8, 2, 8, 1, 64, false);
        s.cluster.gpu.matmulEfficiency = efficiency;
        s.training.recompute = Recompute::None;
        const CostModel cm(s, countParameters(s.model, s.parallel.tp));
        QVERIFY(relClose(cm.denseWindows.forward, cm.denseCompute.forward, 1e-12));
        QVERIFY(relClose(cm.denseWindows.backward, cm.denseCompute.backward + cm.denseCompute.weight, 1e-12));
        KernelList list;
        layerKernels(s, cm.ctx, false, list);
        timeKernels(list, kernelRates(s.cluster, s.training.precision));
        const LayerWindows w = layerWindows(list);
        QVERIFY(relClose(cm.denseWindows.attnInWeightGrad, w.attnInWeightGrad, 1e-12));
        QVERIFY(relClose(cm.denseWindows.attentionBackward, w.attentionBackward, 1e-12));
    }
}

void TestStepTime::fastPathAssemblesTheSameStep_data()
{
    QTest::addColumn<QString>("what");
    for (const char* w : {"sp", "no-sp", "tp-overlap", "cp", "moe", "moe-overlap", "dualpipe", "nic-bound",
                          "stragglers", "zero3", "full-recompute"})
        QTest::newRow(w) << QString::fromLatin1(w);
}

void TestStepTime::fastPathAssemblesTheSameStep()
{
    // estimate()'s closed-form path and the search's fast path share CostModel and
    // assembleStep(): the same step, exposure and NIC floor to the last bit, for every kind
    // of communication.
    QFETCH(QString, what);
    Scenario s = testsupport::h100Plan(8, 2, 8, 1, 64, false);
    if (what == "no-sp")
        s.parallel.sequenceParallel = false;
    else if (what == "tp-overlap")
        s.parallel.overlap.tensorParallel = true;
    else if (what == "cp")
        s.parallel.cp = 2, s.cluster.nodes *= 2;
    else if (what == "moe" || what == "moe-overlap" || what == "dualpipe") {
        s.model = PresetLibrary::builtin().modelSpec("mixtral-8x7b");
        s.parallel.tp = 2, s.parallel.ep = 4, s.parallel.dp = 32;
        s.parallel.overlap.expertParallel = what == "moe-overlap";
        if (what == "dualpipe")
            s.parallel.schedule = PipelineSchedule::DualPipe;
    } else if (what == "nic-bound")
        s = testsupport::h100Plan(16, 1, 4, 1, 4, true);
    else if (what == "stragglers")
        s.cluster.interNode.stragglerCoefficient = 0.09;
    else if (what == "zero3")
        s = testsupport::h100Plan(1, 1, 64, 3, 64, false);
    else if (what == "full-recompute")
        s.training.recompute = Recompute::Full;
    Report closed;
    closed.worldSize = s.parallel.worldSize();
    estimateTime(s, countParameters(s.model, s.parallel.tp), microbatchesPerStep(s), false, closed);
    const QuickEstimate q = quickEstimate(s);
    QVERIFY2(relClose(q.stepS, closed.step.timeS, 1e-12), qPrintable(describe(q.stepS, closed.step.timeS)));
    QVERIFY(relClose(q.exposedCommS, closed.step.exposedCommS, 1e-12));
    QVERIFY(relClose(q.computeS, closed.step.computeS, 1e-12));
    QVERIFY(relClose(q.bubbleS, closed.step.bubbleS, 1e-9) || std::abs(q.bubbleS - closed.step.bubbleS) < 1e-12);
    if (what == "nic-bound")
        QVERIFY(closed.communication.nicBound);
    if (what == "stragglers")
        QVERIFY(closed.communication.stragglerS > 0);
}

