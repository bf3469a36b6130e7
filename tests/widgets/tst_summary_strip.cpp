// The summary strip's verdict (issue 16 item 1): a plan that runs shows its figures in their
// colours; an out-of-memory plan says by how much and on which stage; an invalid plan shows
// its first error; and the figures of a plan that does not run are greyed, their tooltips
// saying what it would do if it ran.

#include "guisupport.h"
#include "testsupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/panels/summarystrip.h"
#include "widgets/support/format.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::ui;

class TestSummaryStrip : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void theVerdictComesFirst_data();
    void theVerdictComesFirst();
    void stepAndThroughputSayHowSure();
    void ratesKeepThreeDigits_data();
    void ratesKeepThreeDigits();
};

void TestSummaryStrip::theVerdictComesFirst_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("memoryCaption");
    QTest::addColumn<QString>("memoryText");
    QTest::addColumn<bool>("greyed");
    QTest::newRow("the default plan runs") << "" << "Fits in" << "" << false;
    QTest::newRow("40 GiB GPUs: out of memory") << "small GPUs" << "Over 40 GiB · stage" << "" << true;
    QTest::newRow("TP 3 on 64 heads: invalid") << "tp 3" << "Does not run" << "Heads not divisible by TP" << true;
    // The PP 5 with a global batch its DP does not divide. (Its third example, Mixtral
    // 8x22B's 56 layers over 20 chunks, runs since issue 15: Megatron-LM takes the uneven
    // interleaved split as a --pipeline-model-parallel-layout, and the card says so.)
    QTest::newRow("PP 5: batch does not divide") << "pp 5" << "Does not run" << "Global batch does not divide" << true;
}

void TestSummaryStrip::theVerdictComesFirst()
{
    QFETCH(QString, change);
    QFETCH(QString, memoryCaption);
    QFETCH(QString, memoryText);
    QFETCH(bool, greyed);
    ScenarioDocument doc;
    Scenario s = doc.scenario();
    if (change == QLatin1String("small GPUs"))
        s.cluster.gpu.memoryGiB = 40;
    else if (change == QLatin1String("tp 3"))
        s.parallel.tp = 3;
    else if (change == QLatin1String("pp 5")) {
        s.parallel.pp = 5;
        s.parallel.dp = 12;
        s.parallel.schedule = PipelineSchedule::OneFOneB;
        s.parallel.virtualStages = 1;
    }
    doc.replace(s, QStringLiteral("case"));
    doc.flushEstimate();
    SummaryStrip strip(&doc);
    QVERIFY2(strip.tileCaption(QStringLiteral("memory")).startsWith(memoryCaption),
             qPrintable(strip.tileCaption(QStringLiteral("memory"))));
    if (!memoryText.isEmpty())
        QCOMPARE(strip.tileText(QStringLiteral("memory")), memoryText);
    const QColor grey = strip.palette().color(QPalette::Disabled, QPalette::WindowText);
    for (const QString& tile : {QStringLiteral("step"), QStringLiteral("tokens"), QStringLiteral("mfu"), QStringLiteral("comm")}) {
        QCOMPARE(strip.tileColour(tile) == grey, greyed);
        QCOMPARE(strip.tileToolTip(tile).startsWith(QStringLiteral("What it would do if it")), greyed);
    }
}

void TestSummaryStrip::stepAndThroughputSayHowSure()
{
    // Issue 17 item 3: the step time and the throughput carry the range 80 % of the measured
    // runs fell in, and the tooltip says what it rests on.
    ScenarioDocument doc;
    doc.flushEstimate();
    SummaryStrip strip(&doc);
    const StepReport& st = doc.report().step;
    QVERIFY(st.timeLowS < st.timeS && st.timeS < st.timeHighS);
    QCOMPARE(strip.tileCaption(QStringLiteral("step")),
             QStringLiteral("Step time · %1–%2").arg(Format::seconds(st.timeLowS), Format::seconds(st.timeHighS)));
    QCOMPARE(strip.tileCaption(QStringLiteral("tokens")),
             QStringLiteral("Tokens/s · %1–%2").arg(Format::rate(st.tokensPerSLow), Format::rate(st.tokensPerSHigh)));
    QVERIFY(strip.tileToolTip(QStringLiteral("step")).contains(QStringLiteral("80 % of %1 measured runs").arg(kModelledStepTimeBand.runs)));

    // With context parallelism the range is widened to the public runs with CP, and says so.
    Scenario s = doc.scenario();
    s.parallel.cp = 2;
    s.parallel.dp /= 2;
    doc.replace(s, QStringLiteral("cp2"));
    doc.flushEstimate();
    const StepReport& cp = doc.report().step;
    QCOMPARE(cp.timeBandWidening, BandWidening::ContextParallel);
    QCOMPARE(strip.tileCaption(QStringLiteral("step")),
             QStringLiteral("Step time · %1–%2").arg(Format::seconds(cp.timeLowS), Format::seconds(cp.timeHighS)));
    QVERIFY(cp.timeHighS / cp.timeS > st.timeHighS / st.timeS + 0.15); // up to 26 % fast, not 14 %
    const QString tip = strip.tileToolTip(QStringLiteral("step"));
    QVERIFY2(tip.contains(QStringLiteral("widened for context parallelism")) &&
                 tip.contains(QStringLiteral("80 % of the %1 public runs with CP").arg(kModelledContextParallelStepTimeBand.runs)),
             qPrintable(tip));

    // Beyond the largest scale checked apart from Meta's runs the range is widened to those.
    s.parallel.cp = 1;
    s.parallel.dp = 128; // TP 8 x PP 4 x DP 128 = 4,096 GPUs
    s.cluster.nodes = 512;
    doc.replace(s, QStringLiteral("4096 GPUs"));
    doc.flushEstimate();
    const StepReport& big = doc.report().step;
    QCOMPARE(big.timeBandWidening, BandWidening::AtScale);
    QVERIFY(big.timeHighS / big.timeS > st.timeHighS / st.timeS + 0.2);
    const QString bigTip = strip.tileToolTip(QStringLiteral("step"));
    QVERIFY2(bigTip.contains(QStringLiteral("widened for more than 3,072 GPUs")) &&
                 bigTip.contains(QStringLiteral("all 3 public runs beyond that scale")),
             qPrintable(bigTip));
    QVERIFY(!bigTip.contains(QStringLiteral("mixture of experts")));

    // A mixture of experts gets the range widened to hold the public runs that trained experts,
    // and the tooltip says so.
    doc.replace(testsupport::exampleScenario("deepseek-v3-2048-h800"), QStringLiteral("moe"));
    doc.flushEstimate();
    QVERIFY(doc.report().step.timeBandWidenedForExperts);
    for (const QString& tile : {QStringLiteral("step"), QStringLiteral("tokens")})
        QVERIFY2(strip.tileToolTip(tile).contains(QStringLiteral("Widened for a mixture of experts: it also holds 14 of the "
                                                                 "15 public runs that trained experts")),
                 qPrintable(strip.tileToolTip(tile)));

    // A low-precision recipe on Blackwell gets the range widened to hold the public FP8 runs on
    // B200, GB200 and GB300 (the model was slow on all of them), and the tooltip says so.
    Scenario blackwell = testsupport::exampleScenario("");
    const int nodes = blackwell.cluster.nodes;
    blackwell.cluster = PresetLibrary::builtin().clusterSpec("dgx-b200");
    blackwell.cluster.nodes = nodes;
    blackwell.training.precision = Precision::Fp8Current;
    doc.replace(blackwell, QStringLiteral("fp8 on b200"));
    doc.flushEstimate();
    const StepReport& fp8 = doc.report().step;
    QVERIFY(fp8.timeBandWidenedForQuantizedBlackwell);
    QCOMPARE(fp8.timeBand.high, kModelledQuantizedBlackwellStepTimeBand.high);
    QVERIFY(fp8.timeLowS < fp8.timeS / 1.3); // estimated up to a third longer than measured
    for (const QString& tile : {QStringLiteral("step"), QStringLiteral("tokens")})
        QVERIFY2(strip.tileToolTip(tile).contains(
                     QStringLiteral("Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs")
                         .arg(kModelledQuantizedBlackwellStepTimeBand.runs)),
                 qPrintable(strip.tileToolTip(tile)));
}

void TestSummaryStrip::ratesKeepThreeDigits_data()
{
    QTest::addColumn<double>("perSecond");
    QTest::addColumn<QString>("text");
    // A one-GPU plan of the default model runs about 1,300 tokens/s: its range once read
    // "1 k–1 k" and its figure "1 k".
    QTest::newRow("one GPU") << 1356.0 << "1.36 k";
    QTest::newRow("tens of thousands") << 12345.0 << "12.3 k";
    QTest::newRow("hundreds of thousands") << 415000.0 << "415 k";
    QTest::newRow("millions") << 1719011.0 << "1.72 M";
    QTest::newRow("below a thousand") << 548.0 << "548";
}

void TestSummaryStrip::ratesKeepThreeDigits()
{
    QFETCH(double, perSecond);
    QFETCH(QString, text);
    QCOMPARE(guisupport::inLocale(QLocale::c(), [&] { return Format::rate(perSecond); }), text);
}

QTEST_MAIN(TestSummaryStrip)
#include "tst_summary_strip.moc"
