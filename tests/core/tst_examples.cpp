// The published runs shipped as examples (resources/scenarios/examples): each reads, carries
// what its source measured, and the report sets the estimate next to it; the measured block
// of a scenario file is read strictly and written back as it was.

#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/io/builtinpresets.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/reportjson.h"
#include "core/io/scenariofile.h"
#include "core/text/reporttext.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace shardscope;

namespace {

Scenario example(const char* file)
{
    for (const BuiltinPresetFile& f : exampleScenarioFiles())
        if (f.path == std::string("examples/") + file)
            return parseScenario(f.text, PresetLibrary::builtin(), std::string(f.path));
    throw std::runtime_error(std::string("no example ") + file);
}

double errorOf(const Report& r, const std::string& figure)
{
    for (const MeasuredFigure& f : r.measured->figures)
        if (f.figure == figure)
            return f.error();
    throw std::runtime_error("no figure " + figure);
}

} // namespace

class TestExamples : public QObject
{
    Q_OBJECT
private slots:
    void everyExampleReadsAndIsCompared();
    void acceptanceRuns_data();
    void acceptanceRuns();
    void measuredBlockRoundTrips();
    void anEditedPlanIsNotCompared();
    void badMeasuredBlocksNameTheField_data();
    void badMeasuredBlocksNameTheField();
};

void TestExamples::everyExampleReadsAndIsCompared()
{
    QVERIFY(exampleScenarioFiles().size() >= 5);
    for (const BuiltinPresetFile& f : exampleScenarioFiles()) {
        const Scenario s = parseScenario(f.text, PresetLibrary::builtin(), std::string(f.path));
        QVERIFY2(s.measured && !s.measured->source.empty(), f.path.data());
        const Report r = analyse(s);
        QVERIFY(r.measured);
        QVERIFY(!r.measured->figures.empty());
        for (const MeasuredFigure& m : r.measured->figures) {
            QVERIFY(m.measured > 0 && m.estimated > 0);
            QCOMPARE(m.error(), m.estimated / m.measured - 1);
        }
        // The report shows the source and every figure; the JSON carries them.
        const std::string text = formatReportText(s, r);
        QVERIFY2(text.find("Measured:      " + s.measured->source) != std::string::npos, f.path.data());
        const nlohmann::json j = reportToJson(r);
        QCOMPARE(j["measured"]["figures"].size(), r.measured->figures.size());
    }
}

void TestExamples::acceptanceRuns_data()
{
    // Issue 15's bounds for the runs as published: every stage fits, and the throughput within
    // `bound`. A bound the model misses today names why (docs/time-model-validation.md) and is
    // kept failing, so that closing it shows.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<double>("bound");
    QTest::addColumn<QString>("memoryGap");
    QTest::addColumn<QString>("throughputGap");
    QTest::newRow("DeepSeek-V3, 2.664M H800 hours for 14.8T tokens") << "deepseek-v3-2048-h800.shardscope.json"
                                                                    << "tokens_per_s_per_gpu" << 0.20 << "" << "";
    // Meta's one-layer chunks without activation checkpointing (a 12 % bubble): the estimate is
    // 17.6 % fast at 16,384 GPUs and 17.3 % at 8,192 (the fitted straggler coefficient took
    // 5 points off the 22.6 and 21.9 % before it), what else Meta's runs lose at that scale
    // (document-masked batches of unequal cost) being in no public data.
    const QString atScale = QStringLiteral("17.6 % fast at 16,384 GPUs, 17.3 % at 8,192, on Meta's layout");
    QTest::newRow("Llama 3.1 405B, 16,384 GPUs, 400 TFLOP/s")
        << "llama-3.1-405b-16384-h100.shardscope.json" << "tflops_per_gpu" << 0.15 << "" << atScale;
    // 32 micro-batches per pipeline: Megatron's interleaved warm-up (Meta's schedule with its
    // round at the stage count) holds 141 one-layer chunks on rank 1, 82.8 GiB.
    QTest::newRow("Llama 3.1 405B, 8,192 GPUs, 430 TFLOP/s")
        << "llama-3.1-405b-8192-h100.shardscope.json" << "tflops_per_gpu" << 0.15
        << "rank 1 holds 141 one-layer chunks in the warm-up: 82.8 GiB" << atScale;
}

void TestExamples::acceptanceRuns()
{
    QFETCH(QString, file);
    QFETCH(QString, figure);
    QFETCH(double, bound);
    QFETCH(QString, memoryGap);
    QFETCH(QString, throughputGap);
    const Report r = analyse(example(file.toUtf8().constData()));
    const double error = errorOf(r, figure.toStdString());
    if (!memoryGap.isEmpty())
        QEXPECT_FAIL("", qPrintable(memoryGap), Continue);
    QVERIFY2(r.memory.fits, qPrintable(QStringLiteral("peak %1 GiB").arg(double(r.memory.peakBytes) / (1 << 30), 0, 'f', 2)));
    if (!throughputGap.isEmpty())
        QEXPECT_FAIL("", qPrintable(throughputGap), Continue);
    QVERIFY2(std::abs(error) <= bound, qPrintable(QStringLiteral("%1 off by %2 %").arg(figure).arg(100 * error, 0, 'f', 1)));
}

void TestExamples::measuredBlockRoundTrips()
{
    const Scenario s = example("llama-3.1-405b-512-h100-torchtitan.shardscope.json");
    QVERIFY(s.measured->tokensPerSPerGpu && s.measured->peakMemoryGiB && !s.measured->tflopsPerGpu);
    const Scenario again = parseScenario(formatScenario(s, PresetLibrary::builtin()), PresetLibrary::builtin(), "again");
    QVERIFY(again == s);
    Scenario without = s;
    without.measured.reset();
    QVERIFY(formatScenario(without, PresetLibrary::builtin()).find("\"measured\"") == std::string::npos);
}

void TestExamples::anEditedPlanIsNotCompared()
{
    // DeepSeek measured 1,543 tokens/s per GPU on DualPipe; the same figure against a DualPipeV
    // estimate would read as the model's error (-13.7 % in the window before).
    const Scenario s = example("deepseek-v3-2048-h800.shardscope.json");
    QVERIFY(analyse(s).measured->comparable());
    Scenario edited = s;
    edited.parallel.schedule = PipelineSchedule::DualPipeV;
    const Report r = analyse(edited);
    QCOMPARE(r.measured->planEdits, std::vector<std::string>{"parallel.schedule"});
    const std::string text = formatReportText(edited, r);
    QVERIFY2(text.find("this plan differs in parallel.schedule") != std::string::npos, text.c_str());
    QVERIFY(text.find("tokens/s per GPU: measured 1543\n") != std::string::npos);
    const nlohmann::json j = reportToJson(r);
    QVERIFY(j["measured"]["figures"][0]["error"].is_null());
    QVERIFY(j["measured"]["plan_edits"] == nlohmann::json::array({"parallel.schedule"}));
    // Saved and opened again, the file still knows which plan was measured.
    const std::string saved = formatScenario(edited, PresetLibrary::builtin());
    QVERIFY(saved.find("\"plan\"") != std::string::npos);
    const Scenario reopened = parseScenario(saved, PresetLibrary::builtin(), "reopened");
    QVERIFY(reopened == edited);
    QCOMPARE(analyse(reopened).measured->planEdits, std::vector<std::string>{"parallel.schedule"});
    // Back to the plan measured, it is compared again; a new name is no new plan.
    Scenario back = reopened;
    back.parallel.schedule = PipelineSchedule::DualPipe;
    back.model.name = "DeepSeek-V3, renamed";
    QVERIFY(analyse(back).measured->comparable());
    QVERIFY(formatScenario(back, PresetLibrary::builtin()).find("\"plan\"") == std::string::npos);
}

void TestExamples::badMeasuredBlocksNameTheField_data()
{
    QTest::addColumn<QString>("measured");
    QTest::addColumn<QString>("path");
    QTest::newRow("no figure") << R"({"source": "a paper"})" << "measured.source";
    QTest::newRow("no source") << R"({"mfu": 0.4})" << "measured.source";
    QTest::newRow("negative") << R"({"source": "a paper", "tokens_per_s_per_gpu": -3})" << "measured.tokens_per_s_per_gpu";
    QTest::newRow("MFU above 1") << R"({"source": "a paper", "mfu": 41})" << "measured.mfu";
    QTest::newRow("unknown key") << R"({"source": "a paper", "mfu": 0.4, "tflops": 400})" << "measured.tflops";
    QTest::newRow("wrong type") << R"({"source": "a paper", "step_time_s": "6 s"})" << "measured.step_time_s";
    QTest::newRow("plan without a cluster") << R"({"source": "a paper", "mfu": 0.4, "plan": {"model": {"preset": "llama-3-70b"},
                                                  "parallel": {}, "training": {}}})" << "measured.plan.cluster";
    QTest::newRow("plan with a bad degree") << R"({"source": "a paper", "mfu": 0.4, "plan": {"model": {"preset": "llama-3-70b"},
                                                  "cluster": {"preset": "dgx-h100", "nodes": 64}, "parallel": {"tp": 0}, "training": {}}})"
                                            << "measured.plan.parallel.tp";
}

void TestExamples::badMeasuredBlocksNameTheField()
{
    QFETCH(QString, measured);
    QFETCH(QString, path);
    nlohmann::json doc = nlohmann::json::parse(defaultScenarioText());
    doc["measured"] = nlohmann::json::parse(measured.toStdString());
    try {
        (void)readScenario(doc, PresetLibrary::builtin());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find(path.toStdString()) != std::string::npos, e.what());
    }
}

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
