// The step's network terms: ZeRO-3's gathers across nodes against Narayanan et al. Table 2, the
// floor the NICs' bytes set under the step, and the stragglers of multi-node data-parallel
// groups; the topology view, the JSON and the text report carry the same figures.

#include "testsupport.h"

#include "core/estimate/estimate.h"
#include "core/estimate/linkload.h"
#include "core/estimate/paramcount.h"
#include "core/estimate/quickestimate.h"
#include "core/estimate/steptime.h"
#include "core/io/reportjson.h"
#include "core/text/reporttext.h"

#include <QTest>

#include <cmath>
#include <cstdio>

using namespace shardscope;
using testsupport::describe;
using testsupport::relClose;

namespace {

/** Narayanan et al. Table 2's GPT-3 175B ZeRO-3 setup (no model parallelism) on `gpus` A100. */
Scenario narayananZero3(const nlohmann::json& c, const nlohmann::json& row)
{
    const auto& m = c["model"];
    const int64_t h = m["hidden"];
    const nlohmann::json model = {{"name", "GPT-3 175B"}, {"layers", m["layers"]}, {"hidden", h},
                                  {"heads", m["heads"]}, {"kv_heads", m["heads"]}, {"ffn_hidden", 4 * h},
                                  {"vocab", m["vocab"]}, {"max_seq", m["seq"]}, {"activation", "gelu"},
                                  {"norm", "layernorm"}, {"tied_embeddings", true},
                                  {"position_embedding", "learned"}, {"bias", "all"}};
    const int gpus = row["gpus"];
    // Narayanan et al. compare against DeepSpeed's ZeRO-3.
    const nlohmann::json parallel = {{"tp", 1}, {"pp", 1}, {"dp", gpus}, {"sequence_parallel", false},
                                     {"zero_stage", 3}, {"zero3_engine", "deepspeed"}, {"schedule", "1f1b"}};
    const nlohmann::json training = {{"seq_length", m["seq"]}, {"micro_batch", row["micro_batch"]},
                                     {"global_batch", c["global_batch"]}, {"precision", "fp16"},
                                     {"recompute", "full"}, {"flash_attention", false}};
    return testsupport::makeScenario(model, parallel, training, "dgx-a100-40gb", gpus / 8);
}

} // namespace

class TestStepNetwork : public QObject
{
    Q_OBJECT
private slots:
    void zero3AcrossNodes_data();
    void zero3AcrossNodes();
    void nicFloorBoundsTheStep_data();
    void nicFloorBoundsTheStep();
    void stragglersOfMultiNodeDp();
    void reportCarriesNicFloorAndStragglers();
};

void TestStepNetwork::zero3AcrossNodes_data()
{
    QTest::addColumn<int>("index");
    const auto c = testsupport::loadJson("reference/communication.json")["narayanan_t2_zero3"];
    for (size_t i = 0; i < c["rows"].size(); ++i)
        QTest::addRow("175B ZeRO-3 on %d GPUs", c["rows"][i]["gpus"].get<int>()) << int(i);
}

void TestStepNetwork::zero3AcrossNodes()
{
    // Narayanan Table 2: ZeRO-3 falls from 144 to 88 to 44 TFLOP/s per GPU as the same batch
    // is spread over 384, 768 and 1,536 A100: the per-layer gathers run at about one NIC per
    // GPU whatever the DP size, so the step stops shrinking.
    QFETCH(int, index);
    const auto c = testsupport::loadJson("reference/communication.json")["narayanan_t2_zero3"];
    const auto& row = c["rows"][size_t(index)];
    const auto& m = c["model"];
    const double B = c["global_batch"], sq = m["seq"], l = m["layers"], h = m["hidden"], V = m["vocab"];
    const double flops = 96 * B * sq * l * h * h * (1 + sq / (6 * h) + V / (16 * l * h));
    const int gpus = row["gpus"];
    const Report r = estimate(narayananZero3(c, row));
    const double tflops = flops / (r.step.timeS * gpus) / 1e12;
    const double published = row["tflops_per_gpu"];
    QVERIFY2(relClose(tflops, published, c["tolerance_rel"].get<double>()), qPrintable(describe(tflops, published)));
    QVERIFY(r.communication.exposedTimeS > 0);
    if (index > 0) { // the fall: fewer TFLOP/s per GPU with every doubling
        const Report fewer = estimate(narayananZero3(c, c["rows"][size_t(index - 1)]));
        QVERIFY(r.step.timeS * gpus > fewer.step.timeS * c["rows"][size_t(index - 1)]["gpus"].get<int>());
    }
}

void TestStepNetwork::nicFloorBoundsTheStep_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("zero");
    QTest::addColumn<bool>("tpOverlap");
    QTest::addColumn<bool>("nicBound");
    // TP 16 over two nodes hides behind its GEMMs while the ZeRO-1 reduce-scatter and gather
    // hide behind backward and forward: each alone fits, together they overload the NICs.
    QTest::addRow("TP16 overlapped + ZeRO-1, one micro-batch") << 16 << 4 << 1 << true << true;
    // The plan: FSDP over 512 H100 (the topology view showed 566 % of line rate).
    QTest::addRow("FSDP over 512 GPUs") << 1 << 512 << 3 << false << false;
    QTest::addRow("TP8 x DP64 ZeRO-1") << 8 << 64 << 1 << false << false;
}

void TestStepNetwork::nicFloorBoundsTheStep()
{
    QFETCH(int, tp);
    QFETCH(int, dp);
    QFETCH(int, zero);
    QFETCH(bool, tpOverlap);
    QFETCH(bool, nicBound);
    const Scenario s = testsupport::h100Plan(tp, 1, dp, zero, dp, tpOverlap);
    const Report r = estimate(s);
    const double lineRate = s.cluster.interNode.bandwidthGBps * 1e9;
    const double nicBytes = r.communication.nicBytesPerStep;
    QVERIFY(nicBytes > 0);
    QCOMPARE(r.communication.nicBound, nicBound);
    // Never shorter than the bytes each NIC carries over its line rate (the acceptance item),
    // nor than over its achievable rate.
    QVERIFY2(r.step.timeS >= nicBytes / lineRate, qPrintable(describe(r.step.timeS, nicBytes / lineRate)));
    QVERIFY(r.step.timeS >= r.communication.nicFloorS * (1 - 1e-12));
    if (nicBound)
        QVERIFY(relClose(r.step.timeS, r.communication.nicFloorS, 1e-12));
    // The topology view reads the same bytes: its NIC share stays at or below 100 %.
    const std::vector<LinkLoad> loads = linkLoads(s, r);
    bool sawNic = false;
    for (const LinkLoad& l : loads) {
        if (l.tier != LinkTier::Nic)
            continue;
        sawNic = true;
        QVERIFY(relClose(l.bytesPerStep, nicBytes, 1e-9));
        QVERIFY2(l.share <= 1.0, qPrintable(describe(l.share, 1.0)));
        QVERIFY(relClose(l.share, nicBytes / (lineRate * r.step.timeS), 1e-9));
    }
    QVERIFY(sawNic);
    // The fast path assembles the same step.
    QVERIFY(relClose(quickEstimate(s).stepS, [&] {
        Report closed;
        closed.worldSize = s.parallel.worldSize();
        estimateTime(s, countParameters(s.model, s.parallel.tp), microbatchesPerStep(s), false, closed);
        return closed.step.timeS;
    }(), 1e-12));
}

void TestStepNetwork::stragglersOfMultiNodeDp()
{
    // SimuMax's straggler form stretches the makespan by L/(L+1) x c x sqrt(L) with
    // L = log2(nodes of the DP group), only when that group spans nodes.
    Scenario s = testsupport::h100Plan(8, 1, 16, 1, 64, false);
    // The presets carry c = 0.0178, fitted by scripts/fit-straggler.py to the public runs.
    const Report fitted = estimate(s);
    const double l = std::log2(16.0);
    QVERIFY(relClose(fitted.communication.stragglerFactor, 1 + l / (l + 1) * 0.0178 * std::sqrt(l), 1e-12));
    s.cluster.interNode.stragglerCoefficient = 0;
    const Report none = estimate(s);
    QCOMPARE(none.communication.stragglerS, 0.0);
    s.cluster.interNode.stragglerCoefficient = 0.09;
    const Report with = estimate(s);
    const double expected = with.pipeline.makespanS * l / (l + 1) * 0.09 * std::sqrt(l);
    QVERIFY2(relClose(with.communication.stragglerS, expected, 1e-12),
             qPrintable(describe(with.communication.stragglerS, expected)));
    QVERIFY(relClose(with.step.timeS - none.step.timeS, expected, 1e-9));
    // The report's text keeps them apart from the pipeline's idle time: a one-stage plan has
    // no bubble, and the parts of the line still add up to the step.
    char parts[160];
    std::snprintf(parts, sizeof parts, "+ bubble 0.000 + stragglers %.3f + exposed communication", with.communication.stragglerS);
    QVERIFY2(formatReportText(s, with).find(parts) != std::string::npos, formatReportText(s, with).c_str());
    QVERIFY(formatReportText(s, none).find("+ stragglers") == std::string::npos);
    s.parallel.dp = 1; // one node: no straggler
    s.training.globalBatch = 4;
    s.cluster.nodes = 1;
    QCOMPARE(estimate(s).communication.stragglerS, 0.0);
}

void TestStepNetwork::reportCarriesNicFloorAndStragglers()
{
    // The NIC floor and the stragglers are in the report, its JSON and its text, with the
    // same numbers the step was assembled from.
    Scenario s = testsupport::h100Plan(16, 1, 4, 1, 4, true);
    s.cluster.interNode.stragglerCoefficient = 0.09;
    const Report r = estimate(s);
    const CommunicationReport& c = r.communication;
    QVERIFY(c.nicBound);
    QVERIFY(c.nicExtraS > 0);
    QVERIFY(relClose(c.nicBytesPerSecond, s.cluster.interNode.bandwidthGBps * 1e9 * s.cluster.interNode.efficiency, 1e-12));
    QVERIFY(relClose(c.nicFloorS, c.nicBytesPerStep / c.nicBytesPerSecond, 1e-12));
    QVERIFY(relClose(r.step.timeS, c.nicFloorS, 1e-12));
    QVERIFY(c.stragglerS > 0 && c.stragglerFactor > 1);
    QVERIFY(relClose(c.stragglerS, r.pipeline.makespanS * (c.stragglerFactor - 1), 1e-12));
    // The floor's addition is exposed communication; the parts still add up to the step.
    QVERIFY(relClose(r.step.computeS + r.step.bubbleS + r.step.exposedCommS + r.step.optimizerS, r.step.timeS, 1e-9));
    QVERIFY(relClose(c.exposedTimeS, r.step.exposedCommS, 1e-9));
    const nlohmann::json j = reportToJson(r);
    const auto& jc = j["communication"];
    QCOMPARE(jc["nic_bytes_per_step"].get<double>(), c.nicBytesPerStep);
    QCOMPARE(jc["nic_bytes_per_s"].get<double>(), c.nicBytesPerSecond);
    QCOMPARE(jc["nic_floor_s"].get<double>(), c.nicFloorS);
    QCOMPARE(jc["nic_bound"].get<bool>(), true);
    QCOMPARE(jc["nic_extra_s"].get<double>(), c.nicExtraS);
    QCOMPARE(jc["straggler_s"].get<double>(), c.stragglerS);
    QCOMPARE(jc["straggler_factor"].get<double>(), c.stragglerFactor);
    const std::string text = formatReportText(s, r);
    QVERIFY2(text.find("NIC floor:") != std::string::npos && text.find("sets the step") != std::string::npos, text.c_str());
    QVERIFY(text.find("stragglers: makespan x") != std::string::npos);
}

QTEST_MAIN(TestStepNetwork)
#include "tst_stepnetwork.moc"
