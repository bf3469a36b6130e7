// core/io/scenariocheck.h against the reference it replaces on every slider tick: writing the
// scenario to JSON and reading it back. For each broken field the direct check must report
// the same first problem, word for word, and for sound scenarios none.

#include "testsupport.h"

#include "core/io/builtinpresets.h"
#include "core/io/inputerror.h"
#include "core/io/scenariocheck.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>

using namespace shardscope;

namespace {

Scenario withPreset(const char* model, const char* cluster = "dgx-h100")
{
    Scenario s = parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default scenario");
    s.model = PresetLibrary::builtin().modelSpec(model);
    s.cluster = PresetLibrary::builtin().clusterSpec(cluster);
    return s;
}

/** What the window did before: a save and a reopen, and the reader's first complaint. */
std::optional<std::string> roundTripProblem(const Scenario& s)
{
    try {
        (void)readScenario(writeScenario(s, PresetLibrary::builtin()), PresetLibrary::builtin());
        return std::nullopt;
    } catch (const InputError& e) {
        return std::string(e.what());
    }
}

/** What the row expects of the reference (the round trip). */
enum Expect
{
    Broken, ///< both refuse it, with the same message
    Sound,  ///< both accept it
    /**
     * The round trip accepted it by mistake: a NaN in a field of a preset-backed model or
     * cluster compares unequal to nothing (nlohmann::json), so the written override dropped
     * out and the reopened file silently held the preset's value. The direct check refuses it.
     */
    MissedByRoundTrip
};

struct Breakage
{
    const char* name;
    const char* model; ///< the preset the row starts from
    std::function<void(Scenario&)> apply;
    Expect expect = Broken;
};

const double kNaN = std::numeric_limits<double>::quiet_NaN();

const std::vector<Breakage>& breakages()
{
    static const std::vector<Breakage> rows = {
        {"sound default", "llama-3-70b", [](Scenario&) {}, Sound},
        {"sound MoE", "mixtral-8x7b", [](Scenario&) {}, Sound},
        {"sound MLA", "deepseek-v3", [](Scenario&) {}, Sound},
        {"long scenario name", "llama-3-70b", [](Scenario& s) { s.name = std::string(201, 'x'); }},
        {"long name in characters, not bytes", "llama-3-70b", [](Scenario& s) {
             s.name.clear();
             for (int i = 0; i < 200; ++i)
                 s.name += "\xe4\xb8\xad"; // 200 characters, 600 bytes: fine
         }, Sound},
        {"long model name", "llama-3-70b", [](Scenario& s) { s.model.name = std::string(300, 'm'); }},
        {"zero layers", "llama-3-70b", [](Scenario& s) { s.model.layers = 0; }},
        {"too many layers", "llama-3-70b", [](Scenario& s) { s.model.layers = 20000; }},
        {"zero hidden", "llama-3-70b", [](Scenario& s) { s.model.hidden = 0; }},
        {"kv heads above heads", "llama-3-70b", [](Scenario& s) { s.model.kvHeads = s.model.heads * 2; }},
        {"kv heads not dividing", "llama-3-70b", [](Scenario& s) { s.model.kvHeads = 7; }},
        {"head dim missing", "llama-3-70b", [](Scenario& s) { s.model.hidden = 8191; s.model.headDim.reset(); }},
        {"head dim zero", "llama-3-70b", [](Scenario& s) { s.model.headDim = 0; }},
        {"negative mtp", "llama-3-70b", [](Scenario& s) { s.model.mtpLayers = -1; }},
        {"two problems: the first wins", "llama-3-70b", [](Scenario& s) { s.model.vocab = 0; s.parallel.tp = 0; }},
        {"top k above experts", "mixtral-8x7b", [](Scenario& s) { s.model.moe->topK = 9; }},
        {"zero experts", "mixtral-8x7b", [](Scenario& s) { s.model.moe->experts = 0; }},
        {"dense layers cover all", "mixtral-8x7b", [](Scenario& s) { s.model.moe->denseLayers = s.model.layers; }},
        {"shared gate without shared", "mixtral-8x7b", [](Scenario& s) { s.model.moe->sharedExpertGate = true; }},
        {"shared width below zero reads as unset", "mixtral-8x7b", [](Scenario& s) { s.model.moe->sharedExpertFfnHidden = -5; }, Sound},
        {"shared width too large", "mixtral-8x7b", [](Scenario& s) { s.model.moe->sharedExpertFfnHidden = int64_t(1) << 30; }},
        {"MLA kv heads", "deepseek-v3", [](Scenario& s) { s.model.kvHeads = 1; }},
        {"MLA zero rank", "deepseek-v3", [](Scenario& s) { s.model.mla->kvLoraRank = 0; }},
        {"GPU memory zero", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.memoryGiB = 0; }},
        {"GPU memory NaN", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.memoryGiB = kNaN; }, MissedByRoundTrip},
        {"layers far beyond the limit", "llama-3-70b", [](Scenario& s) { s.model.layers = 1 << 30; }},
        {"GPU memory infinite", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.memoryGiB = INFINITY; }},
        {"fp8 negative", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.peakTflopsFp8 = -1; }},
        {"matmul efficiency above 1", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.matmulEfficiency = 1.5; }},
        {"kernel curve", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.kernels.groupedInputGrad.halfSize = 2e7; }},
        {"kernel FA2 curve unmeasured", "llama-3-70b", [](Scenario& s) {
             s.cluster.gpu.kernels.flashAttention2Measured = false;
             s.cluster.gpu.kernels.flashAttention2Backward.maxEfficiency = 5; // not written, not read
         }, Sound},
        {"kernel FA2 curve measured", "llama-3-70b", [](Scenario& s) {
             s.cluster.gpu.kernels.flashAttention2Measured = true;
             s.cluster.gpu.kernels.flashAttention2Backward.maxEfficiency = 5;
         }},
        {"permute efficiency", "llama-3-70b", [](Scenario& s) { s.cluster.gpu.kernels.permuteEfficiency = 0; }},
        {"zero GPUs per node", "llama-3-70b", [](Scenario& s) { s.cluster.gpusPerNode = 0; }},
        {"cluster too large", "llama-3-70b", [](Scenario& s) { s.cluster.gpusPerNode = 1024; s.cluster.nodes = 2048; }},
        {"link bandwidth", "llama-3-70b", [](Scenario& s) { s.cluster.interNode.bandwidthGBps = 0; }},
        {"link NICs", "llama-3-70b", [](Scenario& s) { s.cluster.interNode.nicsPerNode = 2000; }},
        {"collective fit", "llama-3-70b", [](Scenario& s) {
             s.cluster.intraNode.collectives[size_t(Collective::AllToAll)] = CollectiveFit{9, 0, 0};
         }},
        {"group size latency", "llama-3-70b", [](Scenario& s) {
             CollectiveFit fit;
             fit.fixedLatencyByGroupUs[0] = {4, 2e6};
             fit.groupSizeCount = 1;
             s.cluster.interNode.collectives[size_t(Collective::AllReduce)] = fit;
         }},
        {"group size 1 is no field", "llama-3-70b", [](Scenario& s) {
             CollectiveFit fit;
             fit.fixedLatencyByGroupUs[0] = {8, 1};
             fit.fixedLatencyByGroupUs[1] = {1, 1};
             fit.groupSizeCount = 2;
             s.cluster.interNode.collectives[size_t(Collective::SendRecv)] = fit;
         }},
        {"group size -3 is no field", "llama-3-70b", [](Scenario& s) {
             CollectiveFit fit;
             fit.fixedLatencyByGroupUs[0] = {-3, 1};
             fit.groupSizeCount = 1;
             s.cluster.intraNode.collectives[size_t(Collective::AllGather)] = fit;
         }},
        {"topology domain", "llama-3-70b", [](Scenario& s) { s.cluster.topology.nvlinkDomainGpus = 0; }},
        {"oversubscription", "llama-3-70b", [](Scenario& s) { s.cluster.topology.oversubscription = 0.5; }},
        {"tp 0", "llama-3-70b", [](Scenario& s) { s.parallel.tp = 0; }},
        {"pp negative", "llama-3-70b", [](Scenario& s) { s.parallel.pp = -4; }},
        {"dp too large", "llama-3-70b", [](Scenario& s) { s.parallel.dp = 70000; }},
        {"etp 0", "llama-3-70b", [](Scenario& s) { s.parallel.etp = 0; }},
        {"zero stage 4", "llama-3-70b", [](Scenario& s) { s.parallel.zeroStage = 4; }},
        {"virtual stages 0", "llama-3-70b", [](Scenario& s) { s.parallel.virtualStages = 0; }},
        {"world too large", "llama-3-70b", [](Scenario& s) { s.parallel.tp = 1024; s.parallel.dp = 2048; }},
        {"sequence length 0", "llama-3-70b", [](Scenario& s) { s.training.seqLength = 0; }},
        {"global batch too large", "llama-3-70b", [](Scenario& s) { s.training.globalBatch = int64_t(1) << 40; }},
        {"allocator share NaN", "llama-3-70b", [](Scenario& s) { s.training.overhead.allocatorFraction = kNaN; }},
        {"CUDA context negative", "llama-3-70b", [](Scenario& s) { s.training.overhead.cudaContextGiB = -0.5; }},
    };
    return rows;
}

} // namespace

class TestScenarioCheck : public QObject
{
    Q_OBJECT
private slots:
    void sameProblemAsASaveAndReopen_data();
    void sameProblemAsASaveAndReopen();
};

void TestScenarioCheck::sameProblemAsASaveAndReopen_data()
{
    QTest::addColumn<int>("row");
    const auto& rows = breakages();
    for (size_t i = 0; i < rows.size(); ++i)
        QTest::newRow(rows[i].name) << int(i);
}

void TestScenarioCheck::sameProblemAsASaveAndReopen()
{
    QFETCH(int, row);
    const Breakage& b = breakages()[size_t(row)];
    Scenario s = withPreset(b.model);
    b.apply(s);
    const std::optional<std::string> reference = roundTripProblem(s);
    const std::optional<std::string> direct = scenarioProblem(s);
    QCOMPARE(reference.has_value(), b.expect == Broken); // the row breaks what it says it breaks
    if (b.expect == MissedByRoundTrip) {
        QCOMPARE(QString::fromStdString(direct.value_or("(none)")),
                 QStringLiteral("cluster.gpu.memory_GiB: must be a finite number from 0.001 to 1e+06, got null"));
        return;
    }
    QCOMPARE(QString::fromStdString(direct.value_or("(none)")), QString::fromStdString(reference.value_or("(none)")));
}

QTEST_GUILESS_MAIN(TestScenarioCheck)
#include "tst_scenariocheck.moc"
