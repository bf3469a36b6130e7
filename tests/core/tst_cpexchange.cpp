// Megatron-LM's context-parallel exchanges (parallel.cp_comm_type): the ring (p2p) hides its KV
// blocks behind the attention kernel, all_gather and a2a (Ulysses-style head switch) run before
// and after it unhidden; the rules, the imports and the exports that carry the setting.

#include "nemoimportsupport.h"

#include "core/estimate/activations.h"
#include "core/estimate/communication.h"
#include "core/analysis/analyse.h"
#include "core/estimate/estimate.h"
#include "core/export/exporters.h"
#include "core/import/launchimport.h"
#include "core/io/inputerror.h"
#include "core/model/enumnames.h"
#include "core/topology/placement.h"

#include <QTest>

using namespace shardscope;
using exportsupport::goldenScenario;

namespace {

/** SimuMax's B200 long-sequence run: Llama 3 70B (12 layers), TP 2 x CP 4, 32K tokens, no overlap switches. */
Scenario longSequenceB200(const std::string& exchange)
{
    const nlohmann::json doc = {
        {"format", "shardscope.scenario/1"},
        {"name", "cp exchange"},
        {"model", {{"preset", "llama-3-70b"}, {"layers", 12}, {"max_seq", 32768}}},
        {"cluster", {{"preset", "dgx-b200"}, {"nodes", 1}}},
        {"parallel",
         {{"tp", 2}, {"pp", 1}, {"dp", 1}, {"cp", 4}, {"sequence_parallel", true}, {"zero_stage", 1},
          {"schedule", "1f1b"}, {"cp_comm_type", exchange}, {"overlap", {{"dp", false}, {"tp", false}, {"cp", true}}}}},
        {"training",
         {{"seq_length", 32768}, {"micro_batch", 1}, {"global_batch", 4}, {"precision", "bf16"}, {"recompute", "none"}}}};
    return readScenario(doc, PresetLibrary::builtin());
}

const CommDimReport& cpDim(const Report& r)
{
    for (const CommDimReport& d : r.communication.dims)
        if (d.dim == "cp")
            return d;
    qFatal("no cp row");
}

bool hasCode(const Report& r, const std::string& code)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code)
            return true;
    return false;
}

const std::string kHeads = "cp.a2a_heads_not_divisible";
const std::string kNotRead = "cp.comm_type_not_read";

ImportRequest requestFor(const std::string& text)
{
    ImportRequest r;
    r.files = {{"train.sh", text}};
    r.cluster = PresetLibrary::builtin().clusterSpec("dgx-b200");
    r.clusterLabel = "dgx-b200";
    return r;
}

} // namespace

class TestCpExchange : public QObject
{
    Q_OBJECT

private slots:
    void allToAllMovesQkvAndOutput();
    void onlyTheRingHides_data();
    void onlyTheRingHides();
    void headsMustDivide();
    void pytorchRingDoesNotReadIt();
    void megatronRoundTrip_data();
    void megatronRoundTrip();
    void megatronRefusesWhatItCannotTime_data();
    void megatronRefusesWhatItCannotTime();
    void nemoWritesAndReadsIt();
    void ringLaunchersAdaptIt();
};

void TestCpExchange::allToAllMovesQkvAndOutput()
{
    // Llama 3 70B: 64 query heads, 8 KV heads of 128. Per TP rank (TP 2) 32 and 4; per CP rank
    // 32768 / 4 = 8,192 tokens. A layer's a2a moves Q, K, V forward and the output back, then
    // dO and dQ, dK, dV backward: each rank keeps 1/4 of what it holds and sends 3/4.
    const Scenario s = longSequenceB200("a2a");
    const ActivationContext ctx = makeActivationContext(s);
    const Placement placement(s.parallel, s.cluster);
    const LayerComm c = layerComm(s.model, false, ctx, placement, s.cluster);
    const double tokens = 8192, bf16 = 2;
    const double qkv = tokens * bf16 * (32 * 128 + 4 * 2 * 128);
    const double out = tokens * bf16 * 32 * 128;
    QCOMPARE(c.cpBytes, 2 * (qkv + out) * 0.75);
    QVERIFY(c.cpForward > 0 && c.cpBackward > 0);
    QCOMPARE(c.cpForward, c.cpBackward); // the same four messages, in the other direction
    // The ring moves K and V only (its all-gather and reduce-scatter volumes): less than a2a's
    // Q, K, V and output for GQA with 8 query heads a KV head.
    const Scenario ring = longSequenceB200("p2p");
    const LayerComm r = layerComm(ring.model, false, makeActivationContext(ring), Placement(ring.parallel, ring.cluster), ring.cluster);
    QVERIFY2(r.cpBytes < c.cpBytes, qPrintable(QStringLiteral("%1 vs %2").arg(r.cpBytes).arg(c.cpBytes)));
}

void TestCpExchange::onlyTheRingHides_data()
{
    QTest::addColumn<QString>("exchange");
    QTest::addColumn<bool>("hidden");
    QTest::newRow("p2p") << "p2p" << true;
    QTest::newRow("all_gather") << "all_gather" << false;
    QTest::newRow("a2a") << "a2a" << false;
}

void TestCpExchange::onlyTheRingHides()
{
    // With parallel.overlap.cp on, only the ring hides anything; the others are all exposed.
    QFETCH(QString, exchange);
    QFETCH(bool, hidden);
    const Report r = analyse(longSequenceB200(exchange.toStdString()));
    const CommDimReport& cp = cpDim(r);
    QVERIFY(cp.timeS > 0);
    if (hidden)
        QVERIFY2(cp.exposedTimeS < cp.timeS, qPrintable(QStringLiteral("%1 of %2").arg(cp.exposedTimeS).arg(cp.timeS)));
    else
        QVERIFY(std::abs(cp.exposedTimeS - cp.timeS) <= 1e-12 * cp.timeS);
    QVERIFY(!hasCode(r, kHeads));
}

void TestCpExchange::headsMustDivide()
{
    // TP 8 leaves each rank 8 query heads and 1 KV head: CP 2 cannot split the KV head.
    Scenario s = longSequenceB200("a2a");
    s.parallel.tp = 8;
    s.parallel.cp = 1;
    s.parallel.dp = 1;
    QVERIFY(!hasCode(analyse(s), kHeads)); // no CP, nothing split
    s.cluster.nodes = 2;
    s.parallel.cp = 2;
    const Report r = analyse(s);
    QVERIFY(hasCode(r, kHeads));
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == kHeads) {
            QVERIFY(d.severity == Severity::Error);
            QCOMPARE(d.changes.size(), size_t(1));
            QCOMPARE(d.changes.front().path, std::string("parallel.cp_comm_type"));
        }
    s.parallel.cpCommType = CpCommType::P2p; // the fix
    QVERIFY(!hasCode(analyse(s), kHeads));
}

void TestCpExchange::pytorchRingDoesNotReadIt()
{
    Scenario s = longSequenceB200("a2a");
    s.training.kernelFusion = KernelFusion::Compiled;
    const Report r = analyse(s);
    QVERIFY(hasCode(r, kNotRead));
    QVERIFY(!hasCode(r, kHeads));
    // It is timed as PyTorch's ring: the same as with p2p.
    s.parallel.cpCommType = CpCommType::P2p;
    const Report ring = analyse(s);
    QVERIFY(!hasCode(ring, kNotRead));
    QCOMPARE(r.step.timeS, ring.step.timeS);
}

void TestCpExchange::megatronRoundTrip_data()
{
    QTest::addColumn<QString>("exchange");
    QTest::newRow("p2p") << "p2p";
    QTest::newRow("all_gather") << "all_gather";
    QTest::newRow("a2a") << "a2a";
}

void TestCpExchange::megatronRoundTrip()
{
    QFETCH(QString, exchange);
    Scenario s = goldenScenario(QStringLiteral("long-context-cp"));
    QVERIFY(s.parallel.cp > 1);
    s.parallel.cpCommType = enumFromString<CpCommType>(exchange.toStdString()).value();
    const ExportResult exported = exportScenario(s, estimate(s), "megatron");
    QVERIFY2(exported.ok, exported.refusal.c_str());
    std::string text = exported.files.front().content;
    QVERIFY2(text.find("--cp-comm-type " + exchange.toStdString() + "\n") != std::string::npos, text.c_str());
    if (text.find("--vocab-size") == std::string::npos)
        text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size " + std::to_string(s.model.vocab) + "\n");
    const ImportResult r = importLaunchConfiguration(requestFor(text));
    QVERIFY(r.scenario.parallel.cpCommType == s.parallel.cpCommType);
}

void TestCpExchange::megatronRefusesWhatItCannotTime_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reason");
    QTest::newRow("hierarchical") << "a2a+p2p" << "hierarchical";
    QTest::newRow("per-layer mix") << "p2p a2a" << "one exchange per layer";
    QTest::newRow("unknown") << "ring" << "not one ShardScope reads";
}

void TestCpExchange::megatronRefusesWhatItCannotTime()
{
    QFETCH(QString, value);
    QFETCH(QString, reason);
    Scenario s = goldenScenario(QStringLiteral("long-context-cp"));
    std::string text = exportScenario(s, estimate(s), "megatron").files.front().content;
    const std::string flag = "--cp-comm-type p2p\n";
    const size_t at = text.find(flag);
    QVERIFY(at != std::string::npos);
    text.replace(at, flag.size(), "--cp-comm-type " + value.toStdString() + "\n");
    if (text.find("--vocab-size") == std::string::npos)
        text.replace(text.find("MODEL=(\n"), 8, "MODEL=(\n  --vocab-size " + std::to_string(s.model.vocab) + "\n");
    try {
        (void)importLaunchConfiguration(requestFor(text));
        QFAIL("imported");
    } catch (const InputError& e) {
        const QString what = QString::fromUtf8(e.what());
        QVERIFY2(what.contains(QStringLiteral("--cp-comm-type")) && what.contains(reason), qPrintable(what));
    }
}

void TestCpExchange::nemoWritesAndReadsIt()
{
    Scenario s = goldenScenario(QStringLiteral("long-context-cp"));
    s.parallel.cpCommType = CpCommType::AllToAll;
    const Report report = estimate(s);
    const ExportResult two = exportScenario(s, report, "nemo2");
    QVERIFY2(two.ok, two.refusal.c_str());
    QVERIFY(exportsupport::fileNamed(two, "pretrain_nemo.py")->content.find(
                "recipe.model.config.cp_comm_type = \"a2a\"\n") != std::string::npos);
    const ExportResult one = exportScenario(s, report, "nemo1");
    QVERIFY2(one.ok, one.refusal.c_str());
    const ImportResult back = nemosupport::nemo({"megatron_gpt_config.yaml", one.files.front().content});
    QVERIFY(back.scenario.parallel.cpCommType == CpCommType::AllToAll);
    // Megatron-Bridge's model section, and what it cannot time.
    const LaunchFile bridge{"bridge.yaml", "model:\n  cp_comm_type: all_gather\n"};
    QVERIFY(nemosupport::bridge(&bridge, "run.sh", {}).scenario.parallel.cpCommType == CpCommType::AllGather);
    const LaunchFile hierarchical{"bridge.yaml", "model:\n  cp_comm_type: a2a+p2p\n"};
    try {
        (void)nemosupport::bridge(&hierarchical, "run.sh", {});
        QFAIL("imported");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("cp_comm_type")), e.what());
    }
}

void TestCpExchange::ringLaunchersAdaptIt()
{
    Scenario s = goldenScenario(QStringLiteral("long-context-cp"));
    s.parallel.cpCommType = CpCommType::AllToAll;
    const ExportResult titan = exportScenario(s, estimate(s), "torchtitan");
    bool adapted = false;
    for (const ExportAdaptation& a : titan.adaptations)
        adapted = adapted || (a.rule == "TT-cp-exchange" && a.changes.size() == 1 &&
                              a.changes.front().path == "parallel.cp_comm_type");
    QVERIFY(adapted || !titan.ok);
    s.parallel.cpCommType = CpCommType::P2p;
    for (const ExportAdaptation& a : exportScenario(s, estimate(s), "torchtitan").adaptations)
        QVERIFY(a.rule != "TT-cp-exchange");
}

QTEST_APPLESS_MAIN(TestCpExchange)
#include "tst_cpexchange.moc"
