// The layer split over the pipeline: the counts the estimate uses for the stage settings
// (first / last stage layers, the embedding and the loss counted as layers), how Megatron-LM
// is told that split (flags or a layout string, read back here the way Megatron-Core parses
// it), and that the estimate follows the split.

#include "testsupport.h"

#include "core/analysis/analyse.h"
#include "core/estimate/estimate.h"
#include "core/estimate/stagelayout.h"
#include "core/export/exporters.h"
#include "core/export/megatronlayersplit.h"
#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/rules/degreecheck.h"

#include <QTest>

#include <numeric>
#include <random>
#include <regex>

using namespace shardscope;

namespace {

ParallelConfig pipeline(int pp, PipelineSchedule schedule, int v)
{
    ParallelConfig p;
    p.pp = pp;
    p.schedule = schedule;
    p.virtualStages = v;
    return p;
}

QString joined(const std::vector<int>& counts)
{
    QStringList out;
    for (int c : counts)
        out << QString::number(c);
    return out.join(QLatin1Char(','));
}

/** Megatron-Core's reading of a layout string (PipelineParallelLayerLayout.parse_str_to_list):
 * commas dropped, "(...)*n" then "x*n" unrolled, chunks split at "|". */
std::vector<std::string> parseLayout(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), ','), text.end());
    const auto unroll = [](std::string in, const std::regex& pattern) {
        std::string out;
        std::smatch m;
        while (std::regex_search(in, m, pattern)) {
            out += m.prefix().str();
            for (int i = 0; i < std::stoi(m[2].str()); ++i)
                out += m[1].str();
            in = m.suffix().str();
        }
        return out + in;
    };
    text = unroll(text, std::regex(R"(\(([^)]+)\)\*(\d+))"));
    text = unroll(text, std::regex(R"((.)\*(\d+))"));
    std::vector<std::string> chunks(1);
    for (char c : text) {
        if (c == '|')
            chunks.emplace_back();
        else
            chunks.back() += c;
    }
    return chunks;
}

Scenario defaultScenario()
{
    return parseScenario(std::string(defaultScenarioText()), PresetLibrary::builtin(), "default");
}

std::string exported(const Scenario& s, const char* target)
{
    const ExportResult r = exportScenario(s, estimate(s), target);
    std::string all;
    for (const ExportFile& f : r.files)
        all += f.content;
    return r.ok ? all : "refused: " + r.refusal;
}

} // namespace

class TestStageSplit : public QObject
{
    Q_OBJECT
private slots:
    void rankCounts_data();
    void rankCounts();
    void megatronSpelling_data();
    void megatronSpelling();
    void layoutStringsReadBackAsTheirChunks();
    void exportsWriteTheSplit();
    void estimateFollowsTheSplit();
    void chunksWithNothingToDo_data();
    void chunksWithNothingToDo();
};

void TestStageSplit::rankCounts_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("first"); // 0: not set
    QTest::addColumn<int>("last");
    QTest::addColumn<bool>("counted"); // embedding and loss counted as layers
    QTest::addColumn<QString>("ranks");
    const int line = int(PipelineSchedule::OneFOneB), interleaved = int(PipelineSchedule::Interleaved1F1B),
              vee = int(PipelineSchedule::ZeroBubbleV);
    QTest::newRow("even") << 128 << 16 << line << 1 << 0 << 0 << false << "8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8";
    // Llama 3.1 405B over 16 stages: the ends one layer lighter, as Meta trained it.
    QTest::newRow("126 over 16") << 126 << 16 << line << 1 << 0 << 0 << false << "7,8,8,8,8,8,8,8,8,8,8,8,8,8,8,7";
    QTest::newRow("126 over 16 x 4 chunks") << 126 << 16 << interleaved << 4 << 0 << 0 << false
                                         << "7,8,8,8,8,8,8,8,8,8,8,8,8,8,8,7";
    QTest::newRow("first and last set") << 128 << 16 << line << 1 << 7 << 7 << false
                                     << "7,8,8,8,8,8,8,9,9,8,8,8,8,8,8,7";
    QTest::newRow("first only") << 80 << 4 << line << 1 << 17 << 0 << false << "17,21,21,21";
    QTest::newRow("ends counted, interleaved") << 80 << 4 << interleaved << 5 << 0 << 0 << true << "19,21,21,19";
    QTest::newRow("ends counted") << 78 << 4 << line << 1 << 0 << 0 << true << "19,20,20,19";
    QTest::newRow("ZB-V, first set") << 30 << 4 << vee << 1 << 6 << 0 << false << "6,8,8,8";
    // Too many for the stages (a rule says so): capped, the rest on the last rank.
    QTest::newRow("two stages, counts short") << 20 << 2 << line << 1 << 10 << 5 << false << "10,10";
    QTest::newRow("counts over the model") << 20 << 4 << line << 1 << 15 << 9 << false << "15,0,0,5";
    QTest::newRow("one stage") << 20 << 1 << line << 1 << 7 << 0 << false << "20";
}

void TestStageSplit::rankCounts()
{
    QFETCH(int, layers);
    QFETCH(int, pp);
    QFETCH(int, schedule);
    QFETCH(int, v);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(bool, counted);
    QFETCH(QString, ranks);
    ParallelConfig p = pipeline(pp, PipelineSchedule(schedule), v);
    if (first > 0)
        p.firstStageLayers = first;
    if (last > 0)
        p.lastStageLayers = last;
    p.embeddingInSplit = p.lossInSplit = counted;
    QCOMPARE(joined(rankLayerCounts(layers, p)), ranks);
    const std::vector<int> chunks = chunkLayerCounts(layers, p);
    QCOMPARE(std::accumulate(chunks.begin(), chunks.end(), 0), layers);
    // The stage layouts cover the model once, chunk after chunk, with the counts above.
    std::vector<int> cover(size_t(layers), 0);
    const std::vector<StageLayout> stages = layoutStages(layers, p);
    QCOMPARE(int(stages.size()), pp);
    for (const StageLayout& stage : stages) {
        QCOMPARE(stage.layerCount(), rankLayerCounts(layers, p)[size_t(stage.rank)]);
        for (const LayerChunk& c : stage.chunks)
            for (int l = c.firstLayer; l < c.firstLayer + c.layerCount && !c.copy; ++l)
                ++cover[size_t(l)];
    }
    QVERIFY(std::all_of(cover.begin(), cover.end(), [](int n) { return n == 1; }));
}

void TestStageSplit::megatronSpelling_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<bool>("counted");
    QTest::addColumn<int>("form");
    QTest::addColumn<QString>("spelled"); // flags as "first/last", or the layout string
    using F = MegatronLayerSplit::Form;
    QTest::newRow("even") << 128 << 16 << 1 << 0 << 0 << false << int(F::Even) << "";
    QTest::newRow("126 over 16: ends lighter") << 126 << 16 << 1 << 0 << 0 << false << int(F::FirstLast) << "7/7";
    QTest::newRow("79 over 8: last lighter") << 79 << 8 << 1 << 0 << 0 << false << int(F::FirstLast) << "-/9";
    QTest::newRow("stage counts as flags") << 80 << 4 << 1 << 19 << 19 << false << int(F::FirstLast) << "19/19";
    QTest::newRow("stage counts dividing by v") << 80 << 4 << 2 << 18 << 22 << false << int(F::FirstLast) << "18/22";
    QTest::newRow("counted ends") << 126 << 16 << 1 << 0 << 0 << true << int(F::CountedEnds) << "";
    QTest::newRow("126 over 16 x 4 chunks") << 126 << 16 << 4 << 0 << 0 << false << int(F::Layout) << "Et|(t*2|)*62,tL";
    QTest::newRow("stage counts not dividing by v") << 80 << 4 << 5 << 19 << 19 << false << int(F::Layout) << "";
    QTest::newRow("counted ends not dividing") << 80 << 4 << 1 << 0 << 0 << true << int(F::Layout) << "";
    QTest::newRow("middle ranks unequal") << 128 << 16 << 1 << 7 << 7 << false << int(F::Layout) << "";
    // Llama 3 report §3.3.2: one layer off the first and the last stage leaves the first chunk
    // the embedding alone and the last the loss alone, so 128 one-layer chunks over 16 ranks.
    QTest::newRow("Llama 3 405B: 7 / 7 in 8 chunks") << 126 << 16 << 8 << 7 << 7 << false << int(F::Layout)
                                                   << "E|(t|)*126,L";
    QTest::newRow("Llama 3 405B: ends counted, 8 chunks") << 126 << 16 << 8 << 0 << 0 << true << int(F::CountedEnds)
                                                        << "";
}

void TestStageSplit::megatronSpelling()
{
    QFETCH(int, layers);
    QFETCH(int, pp);
    QFETCH(int, v);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(bool, counted);
    QFETCH(int, form);
    QFETCH(QString, spelled);
    ParallelConfig p = pipeline(pp, v > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::OneFOneB, v);
    if (first > 0)
        p.firstStageLayers = first;
    if (last > 0)
        p.lastStageLayers = last;
    p.embeddingInSplit = p.lossInSplit = counted;
    const MegatronLayerSplit split = megatronLayerSplit(layers, 0, p);
    QCOMPARE(int(split.form), form);
    const std::vector<int> chunks = chunkLayerCounts(layers, p);
    switch (split.form) {
    case MegatronLayerSplit::Form::Even:
        QVERIFY(std::all_of(chunks.begin(), chunks.end(), [&](int c) { return c == chunks.front(); }));
        break;
    case MegatronLayerSplit::Form::FirstLast: {
        const QString text = (split.first ? QString::number(*split.first) : QStringLiteral("-")) + QLatin1Char('/') +
                             (split.last ? QString::number(*split.last) : QStringLiteral("-"));
        QCOMPARE(text, spelled);
        // Megatron's rule (transformer_block.get_num_layers_to_build): the ranks between share the rest evenly.
        const int between = pp - (split.first ? 1 : 0) - (split.last ? 1 : 0);
        const int rest = layers - split.first.value_or(0) - split.last.value_or(0);
        QCOMPARE(rest % between, 0);
        for (int r = split.first ? 1 : 0; r < pp - (split.last ? 1 : 0); ++r)
            QCOMPARE(rankLayerCounts(layers, p)[size_t(r)], rest / between);
        break;
    }
    case MegatronLayerSplit::Form::CountedEnds:
        QCOMPARE((layers + 2) % (pp * v), 0);
        QCOMPARE(chunks.front(), (layers + 2) / (pp * v) - 1);
        QCOMPARE(chunks.back(), (layers + 2) / (pp * v) - 1);
        break;
    case MegatronLayerSplit::Form::Layout: {
        if (!spelled.isEmpty())
            QCOMPARE(QString::fromStdString(split.layout), spelled);
        const std::vector<std::string> read = parseLayout(split.layout);
        QCOMPARE(read.size(), chunks.size());
        for (size_t c = 0; c < read.size(); ++c)
            QCOMPARE(int(std::count(read[c].begin(), read[c].end(), 't')), chunks[c]);
        break;
    }
    }
}

void TestStageSplit::layoutStringsReadBackAsTheirChunks()
{
    std::mt19937 rng(7);
    for (int trial = 0; trial < 500; ++trial) {
        std::vector<int> chunks(size_t(std::uniform_int_distribution<int>(1, 40)(rng)));
        for (int& c : chunks)
            c = std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? std::uniform_int_distribution<int>(0, 12)(rng) : 4;
        const int mtp = std::uniform_int_distribution<int>(0, 2)(rng);
        const std::string layout = pipelineLayout(chunks, mtp);
        const std::vector<std::string> read = parseLayout(layout);
        QCOMPARE(read.size(), chunks.size());
        for (size_t c = 0; c < read.size(); ++c) {
            QCOMPARE(int(std::count(read[c].begin(), read[c].end(), 't')), chunks[c]);
            // The embedding opens the first chunk, the MTP layers and the loss close the last.
            QCOMPARE(read[c].find('E') != std::string::npos, c == 0);
            QCOMPARE(read[c].find('L') != std::string::npos, c + 1 == read.size());
            QCOMPARE(int(std::count(read[c].begin(), read[c].end(), 'm')), c + 1 == read.size() ? mtp : 0);
        }
        QCOMPARE(read.front().front(), 'E');
        QCOMPARE(read.back().back(), 'L');
    }
}

void TestStageSplit::exportsWriteTheSplit()
{
    Scenario s = defaultScenario(); // Llama 3 70B: 80 layers, PP 4, interleaved with 5 chunks
    s.parallel.firstStageLayers = 19;
    s.parallel.lastStageLayers = 19;
    // 19 layers do not divide over 5 chunks: a layout string, which sets the chunks itself.
    std::string megatron = exported(s, "megatron");
    // The embedding's chunk takes the lighter share of the first rank's 19 layers (3, then 4 x 4).
    QVERIFY2(megatron.find("--pipeline-model-parallel-layout \"Et*3|") != std::string::npos, megatron.c_str());
    QVERIFY(megatron.find("--num-virtual-stages-per-pipeline-rank") == std::string::npos);
    QVERIFY(megatron.find("--decoder-first-pipeline-num-layers") == std::string::npos);
    const std::string nemo = exported(s, "nemo2");
    QVERIFY2(nemo.find("strategy.pipeline_model_parallel_layout = \"Et*3|") != std::string::npos, nemo.c_str());
    // The strategy's chunk count must equal the layout's (Megatron-Core's TransformerConfig asserts it).
    QVERIFY(nemo.find("strategy.virtual_pipeline_model_parallel_size = 5") != std::string::npos);
    QVERIFY(exported(s, "nemo1").rfind("refused: ", 0) == 0);

    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    megatron = exported(s, "megatron");
    QVERIFY(megatron.find("--decoder-first-pipeline-num-layers 19") != std::string::npos);
    QVERIFY(megatron.find("--decoder-last-pipeline-num-layers 19") != std::string::npos);
    QVERIFY(megatron.find("--pipeline-model-parallel-layout") == std::string::npos);

    s.parallel.firstStageLayers.reset();
    s.parallel.lastStageLayers.reset();
    s.model.layers = 78;
    s.model.presetId.clear();
    s.parallel.embeddingInSplit = s.parallel.lossInSplit = true;
    megatron = exported(s, "megatron");
    QVERIFY(megatron.find("--account-for-embedding-in-pipeline-split") != std::string::npos);
    QVERIFY(megatron.find("--account-for-loss-in-pipeline-split") != std::string::npos);
}

void TestStageSplit::estimateFollowsTheSplit()
{
    Scenario s = defaultScenario();
    s.parallel.schedule = PipelineSchedule::OneFOneB;
    s.parallel.virtualStages = 1;
    const Report even = analyse(s);
    // The even split spelled as counts is the same plan.
    Scenario spelled = s;
    spelled.parallel.firstStageLayers = 20;
    spelled.parallel.lastStageLayers = 20;
    const Report same = analyse(spelled);
    QCOMPARE(same.memory.peakBytes, even.memory.peakBytes);
    QCOMPARE(same.step.timeS, even.step.timeS);
    // Two layers off the first stage: it holds less, a middle stage more, and the slowest
    // stage sets a longer step.
    Scenario lighter = s;
    lighter.parallel.firstStageLayers = 18;
    const Report r = analyse(lighter);
    QCOMPARE(r.memory.stages.front().layers, 18);
    QVERIFY(r.memory.stages.front().totalBytes < even.memory.stages.front().totalBytes);
    QVERIFY(r.memory.stages[1].totalBytes > even.memory.stages[1].totalBytes);
    QVERIFY(r.step.timeS > even.step.timeS);
    for (const Diagnostic& d : r.diagnostics)
        QVERIFY2(d.severity != Severity::Error || d.code == "memory.over_capacity", d.code.c_str());
}

void TestStageSplit::chunksWithNothingToDo_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("first"); // 0: not set
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("idle");
    // Llama 3.1 405B (126 layers) on PP 16: 128 chunks, the embedding's and the loss's alone.
    QTest::newRow("7 / 7, one layer a chunk") << 126 << 8 << 7 << 7 << 0;
    QTest::newRow("even split, one layer a chunk") << 126 << 8 << 0 << 0 << 0;
    QTest::newRow("7 / 7, two layers a chunk") << 126 << 4 << 7 << 7 << 0;
    // Two layers off the first rank: its second chunk holds nothing and is not an end.
    QTest::newRow("6 / 7, one layer a chunk") << 126 << 8 << 6 << 7 << 1;
    // 120 layers in 128 chunks: the middle of the model has holes.
    QTest::newRow("120 layers in 128 chunks") << 120 << 8 << 0 << 0 << 6;
}

void TestStageSplit::chunksWithNothingToDo()
{
    QFETCH(int, layers);
    QFETCH(int, v);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, idle);
    // Llama 3.1 405B on 8,192 H100 (Table 4 of the Llama 3 report), with this row's split.
    Scenario s = testsupport::exampleScenario("llama-3.1-405b-8192-h100");
    s.parallel.firstStageLayers.reset();
    s.parallel.lastStageLayers.reset();
    s.model.layers = layers;
    s.parallel.virtualStages = v;
    if (first > 0)
        s.parallel.firstStageLayers = first;
    if (last > 0)
        s.parallel.lastStageLayers = last;
    QCOMPARE(idleChunkCount(layers, s.parallel), idle);
    // The rule refuses exactly the plans with a chunk that does nothing.
    const Report r = analyse(s);
    const bool refused = std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                                     [](const Diagnostic& d) { return d.code == "pipeline.more_stages_than_layers"; });
    QCOMPARE(refused, idle > 0);
    // So does the PP slider (it offers PP 16 here exactly when the rule lets the plan run).
    const auto problem = degreeProblem(s, Dim::Pp, 16, true);
    QCOMPARE(problem && problem->kind == DegreeProblem::Kind::MoreChunksThanLayers, idle > 0);
}

QTEST_GUILESS_MAIN(TestStageSplit)
#include "tst_stage_split.moc"
