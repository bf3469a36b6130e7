// ScenarioDocument: the single owner of the scenario. Undo steps, gestures, coalesced
// estimates, atomic save and exact reopen, refusal of invalid edits and corrupt files.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/scenariofile.h"
#include "core/model/diagnostic.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <stdexcept>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace shardscope;
using namespace shardscope::ui;

Q_DECLARE_METATYPE(shardscope::FieldId)

class TestScenarioDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void startsOnTheDefaultScenario();
    void estimatesAreCoalescedPerEventLoopTurn();
    void revisitedScenariosReuseTheirReport();
    void aGestureIsOneUndoStep();
    void editsOutsideAGestureAreSeparateSteps();
    void invalidEditsAreRefused_data();
    void invalidEditsAreRefused();
    void applyChangesIsOneUndoStep();
    void saveAndReopenReproducesTheScenario();
    void corruptFilesLeaveTheDocumentUntouched_data();
    void corruptFilesLeaveTheDocumentUntouched();
    void failedSaveKeepsChanges();
    void restoredTextCountsAsUnsaved();
    void saveKeepsTheModeAndFollowsNoLink_data();
    void saveKeepsTheModeAndFollowsNoLink();
    void anEstimateOutOfMemoryIsReportedNotFatal();
    void aGestureIsNamedAfterItsLastValue();
    void changeFlagsSayWhatChanged_data();
    void changeFlagsSayWhatChanged();
    void theTypedVerbsNormalise();
    void setFieldByIdIsOneNamedStep_data();
    void setFieldByIdIsOneNamedStep();
    void setFieldByIdRefusesWhatAFileCannotHold();
};

void TestScenarioDocument::startsOnTheDefaultScenario()
{
    ScenarioDocument doc;
    QVERIFY(doc.scenario() == guisupport::defaultScenario());
    QVERIFY(!doc.isModified());
    QVERIFY(doc.fileName().isEmpty());
    QCOMPARE(doc.estimateCount(), 1);
    QCOMPARE(doc.report().memory.peakBytes, estimate(doc.scenario()).memory.peakBytes);
}

void TestScenarioDocument::estimatesAreCoalescedPerEventLoopTurn()
{
    ScenarioDocument doc;
    QSignalSpy reports(&doc, &ScenarioDocument::reportChanged);
    QSignalSpy scenarios(&doc, &ScenarioDocument::scenarioChanged);
    const int before = doc.estimateCount();
    for (int gb : {256, 1024, 2048, 4096})
        doc.edit(QStringLiteral("batch"), -1, [gb](Scenario& s) { s.training.globalBatch = gb; });
    QCOMPARE(scenarios.count(), 4);       // every change is seen by the views at once
    QCOMPARE(doc.estimateCount(), before); // but nothing is estimated inside the turn
    QCoreApplication::processEvents();
    QCOMPARE(doc.estimateCount(), before + 1);
    QCOMPARE(reports.count(), 1);
    QCOMPARE(doc.report().microbatches, estimate(doc.scenario()).microbatches);
    QCOMPARE(doc.report().microbatches, int64_t(4096 / 16)); // B / (b·dp), the last edit
}

void TestScenarioDocument::revisitedScenariosReuseTheirReport()
{
    // A drag back over notches already visited (and an undo) shows their reports again
    // without estimating: the same figures a fresh estimate gives, one reportChanged each.
    ScenarioDocument doc;
    QSignalSpy reports(&doc, &ScenarioDocument::reportChanged);
    const int before = doc.estimateCount();
    const auto setPp = [&doc](int pp) {
        doc.edit(QStringLiteral("pp"), 8, [pp](Scenario& s) { s.parallel.pp = pp; });
        QCoreApplication::processEvents();
    };
    doc.beginGesture();
    for (int pp : {8, 16, 8, 4, 16})
        setPp(pp);
    doc.endGesture();
    QCOMPARE(doc.estimateCount(), before + 2); // 8 and 16; the start (4) was estimated already
    QCOMPARE(reports.count(), 5);
    const Report fresh = analyse(doc.scenario());
    QCOMPARE(doc.report().step.timeS, fresh.step.timeS);
    QCOMPARE(doc.report().memory.peakBytes, fresh.memory.peakBytes);
    QCOMPARE(doc.report().pipeline.timeline.size(), fresh.pipeline.timeline.size());
    doc.undoStack()->undo(); // back to pp 4: reused too
    QCoreApplication::processEvents();
    QCOMPARE(doc.estimateCount(), before + 2);
    QCOMPARE(doc.report().memory.peakBytes, estimate(doc.scenario()).memory.peakBytes);
    // Only the last kRecentReports scenarios are kept: older ones are estimated again.
    for (int gb = 1; gb <= int(ScenarioDocument::kRecentReports) + 1; ++gb) {
        doc.edit(QStringLiteral("batch"), -1, [gb](Scenario& s) { s.training.globalBatch = 1024 + 64 * gb; });
        QCoreApplication::processEvents();
    }
    const int afterFill = doc.estimateCount();
    QCOMPARE(afterFill, before + 2 + int(ScenarioDocument::kRecentReports) + 1);
    doc.edit(QStringLiteral("batch"), -1, [](Scenario& s) { s.training.globalBatch = 1024 + 64; });
    QCoreApplication::processEvents();
    QCOMPARE(doc.estimateCount(), afterFill + 1); // the oldest was dropped
}

void TestScenarioDocument::aGestureIsOneUndoStep()
{
    ScenarioDocument doc;
    const Scenario start = doc.scenario();
    doc.beginGesture();
    for (int tp : {1, 2, 4, 16})
        doc.edit(QStringLiteral("tp"), 7, [tp](Scenario& s) { s.parallel.tp = tp; });
    doc.endGesture();
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().parallel.tp, 16);
    doc.undoStack()->undo();
    QVERIFY(doc.scenario() == start);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(doc.scenario().parallel.tp, 16);
}

void TestScenarioDocument::editsOutsideAGestureAreSeparateSteps()
{
    ScenarioDocument doc;
    doc.edit(QStringLiteral("tp"), 7, [](Scenario& s) { s.parallel.tp = 4; });
    doc.edit(QStringLiteral("tp"), 7, [](Scenario& s) { s.parallel.tp = 2; });
    QCOMPARE(doc.undoStack()->count(), 2);
    // A gesture that ends where it began leaves no step behind.
    doc.beginGesture();
    doc.edit(QStringLiteral("pp"), 8, [](Scenario& s) { s.parallel.pp = 8; });
    doc.edit(QStringLiteral("pp"), 8, [](Scenario& s) { s.parallel.pp = 4; });
    doc.endGesture();
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestScenarioDocument::invalidEditsAreRefused_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("field");
    QTest::newRow("tp 0") << 0 << "parallel.tp";
    QTest::newRow("negative pp") << 1 << "parallel.pp";
    QTest::newRow("NaN allocator share") << 2 << "allocator";
    QTest::newRow("zero layers") << 3 << "model.layers";
}

void TestScenarioDocument::invalidEditsAreRefused()
{
    QFETCH(int, which);
    QFETCH(QString, field);
    ScenarioDocument doc;
    const Scenario start = doc.scenario();
    QSignalSpy rejected(&doc, &ScenarioDocument::editRejected);
    doc.edit(QStringLiteral("bad"), -1, [which](Scenario& s) {
        switch (which) {
        case 0: s.parallel.tp = 0; break;
        case 1: s.parallel.pp = -4; break;
        case 2: s.training.overhead.allocatorFraction = std::nan(""); break;
        default: s.model.layers = 0; break;
        }
    });
    QCOMPARE(rejected.count(), 1);
    const QString reason = rejected.first().first().toString();
    QVERIFY2(reason.contains(field), qPrintable(reason)); // the message names the field
    QVERIFY(doc.scenario() == start);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestScenarioDocument::applyChangesIsOneUndoStep()
{
    ScenarioDocument doc;
    doc.applyChanges({{"parallel.tp", 4.0}, {"parallel.dp", 32.0}}, QStringLiteral("fix"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().parallel.tp, 4);
    QCOMPARE(doc.scenario().parallel.dp, 32);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().parallel.tp, 8);
    QCOMPARE(doc.scenario().parallel.dp, 16);
}

void TestScenarioDocument::saveAndReopenReproducesTheScenario()
{
    QTemporaryDir dir;
    ScenarioDocument doc;
    QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
    doc.edit(QStringLiteral("a"), -1, [](Scenario& s) {
        s.parallel.tp = 4;
        s.parallel.dp = 32;
        s.parallel.zeroStage = 2;
        s.training.recompute = Recompute::Full;
        s.training.overhead.allocatorFraction = 0.07;
        s.model.layers = 60; // an edited preset: saved inline
        s.cluster.gpu.memoryGiB = 96;
    });
    QVERIFY(doc.isModified());
    const QString path = dir.filePath(QStringLiteral("plan.shardscope.json"));
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().first().toBool(), false);
    QCOMPARE(doc.fileName(), path);

    doc.flushEstimate();
    ScenarioDocument reopened;
    QVERIFY2(reopened.load(path, &error), qPrintable(error));
    QVERIFY(reopened.scenario() == doc.scenario());
    QCOMPARE(reopened.text(), doc.text());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), doc.text());
    QVERIFY(!reopened.isModified());
    QCOMPARE(reopened.report().memory.peakBytes, doc.report().memory.peakBytes);
}

void TestScenarioDocument::corruptFilesLeaveTheDocumentUntouched_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("malformed JSON") << QByteArray("{\"format\": \"shardscope.scenario/1\", ") << "JSON";
    QTest::newRow("wrong type") << QByteArray(R"({"format": "shardscope.scenario/1", "name": "x",
        "model": {"preset": "llama-3-8b"}, "cluster": {"preset": "dgx-h100"},
        "parallel": {"tp": "eight"}, "training": {}})") << "parallel.tp";
    QTest::newRow("zero degree") << QByteArray(R"({"format": "shardscope.scenario/1", "name": "x",
        "model": {"preset": "llama-3-8b"}, "cluster": {"preset": "dgx-h100"},
        "parallel": {"tp": 1, "pp": 0, "dp": 1, "cp": 1, "ep": 1, "etp": null, "sequence_parallel": false,
                     "zero_stage": 1, "schedule": "1f1b", "virtual_stages": 1, "rank_order": "tp-cp-ep-dp-pp"},
        "training": {}})") << "parallel.pp";
    QTest::newRow("not a scenario") << QByteArray(R"({"architectures": ["LlamaForCausalLM"]})") << "format";
    QTest::newRow("empty file") << QByteArray() << "";
}

void TestScenarioDocument::corruptFilesLeaveTheDocumentUntouched()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    ScenarioDocument doc;
    doc.edit(QStringLiteral("a"), -1, [](Scenario& s) { s.parallel.pp = 8; s.parallel.dp = 8; });
    const Scenario before = doc.scenario();
    const int steps = doc.undoStack()->count();
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    QString error;
    QVERIFY(!doc.load(path, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(doc.scenario() == before);
    QCOMPARE(doc.undoStack()->count(), steps);
    QVERIFY(doc.isModified());
    QVERIFY(doc.fileName().isEmpty());
    QCOMPARE(changed.count(), 0);
    QVERIFY(!doc.load(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(doc.scenario() == before);
}

void TestScenarioDocument::failedSaveKeepsChanges()
{
    ScenarioDocument doc;
    doc.edit(QStringLiteral("a"), -1, [](Scenario& s) { s.parallel.pp = 8; });
    QString error;
    QVERIFY(!doc.save(QStringLiteral("/nonexistent-folder/x/plan.shardscope.json"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(doc.isModified());
    QVERIFY(doc.fileName().isEmpty());
}

void TestScenarioDocument::restoredTextCountsAsUnsaved()
{
    ScenarioDocument source;
    source.edit(QStringLiteral("a"), -1, [](Scenario& s) { s.parallel.pp = 8; s.parallel.dp = 8; });
    ScenarioDocument doc;
    QString error;
    QVERIFY2(doc.restore(source.text(), QString(), &error), qPrintable(error));
    QVERIFY(doc.scenario() == source.scenario());
    QVERIFY(doc.isModified());
    QVERIFY(!doc.restore(QStringLiteral("{ not json"), QString(), &error));
    QVERIFY(doc.scenario() == source.scenario());
}

void TestScenarioDocument::saveKeepsTheModeAndFollowsNoLink_data()
{
    // Saving replaces the file the way the CLI's -o does (io/safewrite.h): QSaveFile wrote
    // through symbolic links and replaced FIFOs with regular files.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("saved");
    QTest::newRow("0600 file stays 0600") << "private" << true;
    QTest::newRow("0644 file stays 0644") << "shared" << true;
    QTest::newRow("symbolic link refused, its target untouched") << "link" << false;
    QTest::newRow("FIFO refused, not replaced") << "fifo" << false;
}

void TestScenarioDocument::saveKeepsTheModeAndFollowsNoLink()
{
    QFETCH(QString, kind);
    QFETCH(bool, saved);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.shardscope.json"));
    const QString victim = dir.filePath(QStringLiteral("victim.json"));
    QFile old(kind == QLatin1String("link") ? victim : path);
    if (kind != QLatin1String("fifo")) {
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
    }
    const auto mode = kind == QLatin1String("private") ? QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                                        : QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                              QFileDevice::ReadGroup | QFileDevice::ReadOther;
    if (kind == QLatin1String("link"))
        QVERIFY(QFile::link(victim, path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
    else
        QVERIFY(QFile::setPermissions(path, mode));
    ScenarioDocument doc;
    doc.edit(QStringLiteral("a"), -1, [](Scenario& s) { s.parallel.pp = 8; });
    QString error;
    QCOMPARE(doc.save(path, &error), saved);
    const QFileInfo info(path);
    if (saved) {
        QVERIFY(error.isEmpty());
        QCOMPARE(QFile::permissions(path) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser), mode);
        QVERIFY(!doc.isModified());
        return;
    }
    QVERIFY2(error.contains(kind == QLatin1String("link") ? QStringLiteral("symbolic link") : QStringLiteral("FIFO")),
             qPrintable(error));
    QVERIFY(doc.isModified());
    if (kind == QLatin1String("link")) {
        QVERIFY(info.isSymLink());
        QFile v(victim);
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("old"));
    } else {
        struct stat st{};
        QCOMPARE(::lstat(path.toLocal8Bit().constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).size(),
             kind == QLatin1String("link") ? 2 : 1); // no temporary left behind
}

void TestScenarioDocument::anEstimateOutOfMemoryIsReportedNotFatal()
{
#ifdef SHARDSCOPE_SANITIZED
    QSKIP("the sanitizers need terabytes of address space");
#endif
    // The last resort at the window's boundary: with the address space capped just above
    // what the process uses, estimating 65,536 stages runs out of memory. The document keeps
    // the scenario and the last figures and says why, instead of aborting (std::bad_alloc
    // escaped from load()).
    ScenarioDocument doc;
    const int64_t peakBefore = doc.report().memory.peakBytes;
    QSignalSpy failed(&doc, &ScenarioDocument::estimateFailed);
    QFile statm(QStringLiteral("/proc/self/statm"));
    QVERIFY(statm.open(QIODevice::ReadOnly));
    const int64_t used = statm.readAll().split(' ').first().toLongLong() * ::sysconf(_SC_PAGESIZE);
    rlimit saved{};
    QCOMPARE(::getrlimit(RLIMIT_AS, &saved), 0);
    rlimit tight = saved;
    tight.rlim_cur = rlim_t(used + (int64_t(8) << 20));
    const QString path = QStringLiteral(SHARDSCOPE_TEST_DATA "/bad/absurd-pp65536-zb-h1.shardscope.json");
    QString error;
    bool loaded = false;
    bool escaped = false;
    QCOMPARE(::setrlimit(RLIMIT_AS, &tight), 0);
    try {
        loaded = doc.load(path, &error);
    } catch (const std::bad_alloc&) {
        escaped = true;
    }
    ::setrlimit(RLIMIT_AS, &saved);
    QVERIFY2(!escaped, "std::bad_alloc escaped from ScenarioDocument::load()");
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(failed.count(), 1);
    QVERIFY2(doc.estimateError().contains(QStringLiteral("memory")), qPrintable(doc.estimateError()));
    QCOMPARE(doc.fileName(), path);
    QCOMPARE(doc.scenario().parallel.pp, 65536);
    QCOMPARE(doc.report().memory.peakBytes, peakBefore); // the last figures, not garbage
    // With the memory back, the next change estimates again.
    doc.edit(QStringLiteral("pp"), -1, [](Scenario& s) { s.parallel.pp = 8; });
    doc.flushEstimate();
    QVERIFY(doc.estimateError().isEmpty());
    QCOMPARE(doc.report().pipeline.stageBusyS.size(), size_t(8));
}

void TestScenarioDocument::aGestureIsNamedAfterItsLastValue()
{
    ScenarioDocument doc;
    doc.beginGesture();
    for (int tp : {4, 2})
        doc.setDegree(Dim::Tp, tp);
    doc.endGesture();
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Set TP to 2"));
    // The same through edit(): the merged step takes the label of the last tick.
    doc.beginGesture();
    for (int pp : {8, 16})
        doc.edit(QStringLiteral("pp %1").arg(pp), 8, [pp](Scenario& s) { s.parallel.pp = pp; });
    doc.endGesture();
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.undoStack()->text(1), QStringLiteral("pp 16"));
}

void TestScenarioDocument::changeFlagsSayWhatChanged_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("flags");
    using D = ScenarioDocument;
    QTest::newRow("a degree") << 0 << int(D::ParallelChanged);
    QTest::newRow("a switch") << 1 << int(D::ParallelChanged);
    QTest::newRow("the global batch") << 2 << int(D::TrainingChanged);
    QTest::newRow("the model") << 3 << int(D::ModelChanged);
    QTest::newRow("the cluster") << 4 << int(D::ClusterChanged);
    QTest::newRow("the name") << 5 << int(D::NameChanged);
    QTest::newRow("a fix over two parts") << 6 << int(D::ParallelChanged | D::TrainingChanged);
    QTest::newRow("a refused edit") << 7 << int(D::AllChanged);
    QTest::newRow("a new document") << 8 << int(D::AllChanged);
}

void TestScenarioDocument::changeFlagsSayWhatChanged()
{
    QFETCH(int, which);
    QFETCH(int, flags);
    ScenarioDocument doc;
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    switch (which) {
    case 0: doc.setDegree(Dim::Pp, 8); break;
    case 1: doc.setField(Setting::ZeroStage, 3, QStringLiteral("ZeRO 3")); break;
    case 2: doc.edit(QStringLiteral("gb"), -1, [](Scenario& s) { s.training.globalBatch = 1024; }); break;
    case 3: doc.edit(QStringLiteral("m"), -1, [](Scenario& s) { s.model.layers = 40; }); break;
    case 4: doc.edit(QStringLiteral("c"), -1, [](Scenario& s) { s.cluster.nodes = 32; }); break;
    case 5: doc.edit(QStringLiteral("n"), -1, [](Scenario& s) { s.name = "renamed"; }); break;
    case 6: doc.applyChanges({{"parallel.tp", 4.0}, {"training.global_batch", 256.0}}, QStringLiteral("fix")); break;
    case 7: doc.setDegree(Dim::Tp, 0); break;
    default: doc.newDocument(); break;
    }
    QCOMPARE(changed.count(), 1);
    const auto got = changed.first().first().value<ScenarioDocument::Changes>();
    QCOMPARE(int(got), flags);
    if (which < 7) { // undo touches the same parts
        doc.undoStack()->undo();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(int(changed.last().first().value<ScenarioDocument::Changes>()), flags);
    }
}

void TestScenarioDocument::theTypedVerbsNormalise()
{
    // The couplings of core/model/normalise.h through the document (no panel involved).
    ScenarioDocument doc;
    doc.setFillsCluster(true);
    doc.setDegree(Dim::Tp, 1);
    QVERIFY(!doc.scenario().parallel.sequenceParallel);
    QCOMPARE(doc.scenario().parallel.dp, 128); // 512 GPUs / (1 x 4)
    QVERIFY(doc.sequenceParallelWanted());
    doc.edit(QStringLiteral("gb"), -1, [](Scenario& s) { s.training.globalBatch = 1024; }); // SP memory kept
    doc.setDegree(Dim::Tp, 8);
    QVERIFY(doc.scenario().parallel.sequenceParallel);
    QCOMPARE(doc.scenario().parallel.dp, 16);
    doc.setField(Setting::Schedule, int(PipelineSchedule::OneFOneB), QStringLiteral("1F1B"));
    QCOMPARE(doc.scenario().parallel.virtualStages, 1);
    doc.setField(Setting::VirtualStages, 4, QStringLiteral("v 4"));
    QVERIFY(doc.scenario().parallel.schedule == PipelineSchedule::Interleaved1F1B);
    // A refused degree leaves everything as it was, couplings included.
    const Scenario before = doc.scenario();
    QSignalSpy rejected(&doc, &ScenarioDocument::editRejected);
    doc.setDegree(Dim::Tp, 0);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.first().first().toString(), QStringLiteral("parallel.tp: must be a positive integer, got 0"));
    QVERIFY(doc.scenario() == before);

    // Undo takes the SP intent back with the scenario: SP switched on at TP 1 and undone is
    // still wanted from TP 8, so TP 8 brings it back.
    ScenarioDocument other;
    other.setDegree(Dim::Tp, 1);
    other.setField(Setting::SequenceParallel, 1, QStringLiteral("SP"));
    other.undoStack()->undo();
    QVERIFY(!other.scenario().parallel.sequenceParallel);
    QVERIFY(other.sequenceParallelWanted());
    other.setDegree(Dim::Tp, 8);
    QVERIFY(other.scenario().parallel.sequenceParallel);
    // And undoing TP 1 -> 8 and redoing it gives the same.
    other.undoStack()->undo();
    other.undoStack()->redo();
    QVERIFY(other.scenario().parallel.sequenceParallel);
}

void TestScenarioDocument::setFieldByIdIsOneNamedStep_data()
{
    QTest::addColumn<FieldId>("field");
    QTest::addColumn<QVariant>("value"); // qlonglong, double, bool or QString, as the field's kind
    QTest::addColumn<QString>("undoText");
    QTest::addColumn<QString>("effect"); // a coupling normalise() applies, if any
    QTest::newRow("degree") << FieldId::Tp << QVariant(qlonglong(1)) << QStringLiteral("Set TP to 1")
                            << QStringLiteral("sp off");
    QTest::newRow("switch") << FieldId::Schedule << QVariant(QStringLiteral("1f1b"))
                            << QStringLiteral("Set parallel.schedule to 1f1b") << QStringLiteral("v 1");
    QTest::newRow("integer") << FieldId::MicroBatch << QVariant(qlonglong(2))
                             << QStringLiteral("Set training.micro_batch to 2") << QString();
    QTest::newRow("number") << FieldId::CudaContextGiB << QVariant(2.5)
                            << QStringLiteral("Set training.overhead.cuda_context_GiB to 2.5") << QString();
    QTest::newRow("bool") << FieldId::OffloadOptimizer << QVariant(true)
                          << QStringLiteral("Set training.offload_optimizer to true") << QString();
    QTest::newRow("choice") << FieldId::Precision << QVariant(QStringLiteral("fp8-current"))
                            << QStringLiteral("Set training.precision to fp8-current") << QString();
    QTest::newRow("cluster") << FieldId::Nodes << QVariant(qlonglong(32))
                             << QStringLiteral("Set cluster.nodes to 32") << QString();
}

void TestScenarioDocument::setFieldByIdIsOneNamedStep()
{
    QFETCH(FieldId, field);
    QFETCH(QVariant, value);
    QFETCH(QString, undoText);
    QFETCH(QString, effect);
    FieldValue v;
    switch (value.typeId()) {
    case QMetaType::LongLong: v = int64_t(value.toLongLong()); break;
    case QMetaType::Double: v = value.toDouble(); break;
    case QMetaType::Bool: v = value.toBool(); break;
    default: v = value.toString().toStdString(); break;
    }
    ScenarioDocument doc;
    const Scenario before = doc.scenario();
    QVERIFY(before.parallel.sequenceParallel && before.parallel.virtualStages == 5);
    QVERIFY(getField(before, field) != v);
    doc.setField(field, v);
    QCOMPARE(getField(doc.scenario(), field), v);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), undoText);
    if (effect == QLatin1String("sp off"))
        QVERIFY(!doc.scenario().parallel.sequenceParallel);
    else if (effect == QLatin1String("v 1"))
        QCOMPARE(doc.scenario().parallel.virtualStages, 1);
    else // nothing but the field moved
        QVERIFY([&] { Scenario s = before; setField(s, field, v); return s == doc.scenario(); }());
    doc.undoStack()->undo();
    QVERIFY(doc.scenario() == before);
}

void TestScenarioDocument::setFieldByIdRefusesWhatAFileCannotHold()
{
    ScenarioDocument doc;
    const Scenario before = doc.scenario();
    QSignalSpy rejected(&doc, &ScenarioDocument::editRejected);
    doc.setField(FieldId::MicroBatch, int64_t(0));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.first().first().toString(), QStringLiteral("training.micro_batch: must be a positive integer, got 0"));
    QVERIFY(doc.scenario() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
    // The wrong kind and a MoE field of a dense model are the caller's bugs, named by path.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, doc.setField(FieldId::MicroBatch, 2.0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, doc.setField(FieldId::Precision, std::string("fp7")));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, doc.setField(FieldId::MoeExperts, int64_t(8)));
    QVERIFY(doc.scenario() == before);
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
