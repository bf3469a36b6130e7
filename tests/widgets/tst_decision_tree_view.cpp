// The decision tree view on three classroom cases, offscreen: the highlighted path and leaf,
// the live numbers in the questions, and a click on the reached leaf applying its start.

#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/teaching/decisiontreeview.h"

#include "core/estimate/estimate.h"
#include "core/advice/decisiontree.h"

#include <QDockWidget>
#include <QTest>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

MainWindow::Options options()
{
    return guisupport::windowOptions();
}

Scenario caseScenario(const QString& model, int nodes, int seq)
{
    Scenario s = guisupport::defaultScenario();
    s.model = PresetLibrary::builtin().modelSpec(model.toStdString());
    s.cluster = PresetLibrary::builtin().clusterSpec("dgx-h100");
    s.cluster.nodes = nodes;
    s.parallel = ParallelConfig{};
    s.parallel.dp = nodes * 8;
    s.training.seqLength = seq;
    s.training.microBatch = 1;
    s.training.globalBatch = 1024;
    return s;
}

} // namespace

class TestDecisionTreeView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void highlightsThePath_data();
    void highlightsThePath();
};

void TestDecisionTreeView::highlightsThePath_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("seq");
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("number"); // a live number the first question must show
    // 7B on 8 GPUs: 1.73x one GPU's memory, a gap ZeRO-3 closes.
    QTest::newRow("7B on 8 GPUs") << "llama-2-7b" << 1 << 4096
                                  << QStringList{"fits_one_gpu", "is_moe", "gap_at_most_2x", "zero-sharding"}
                                  << "1.73";
    // 70B on 64 GPUs: 17.9x; with TP 8 inside a node still 2.26x: PP across nodes.
    QTest::newRow("70B on 64 GPUs") << "llama-3-70b" << 8 << 8192
                                    << QStringList{"fits_one_gpu", "is_moe", "gap_at_most_2x", "fits_in_node",
                                                   "pipeline-across-nodes"}
                                    << "17.89";
    // MoE on 1,024 GPUs: experts first.
    QTest::newRow("MoE on 1,024 GPUs") << "mixtral-8x22b" << 128 << 4096
                                       << QStringList{"fits_one_gpu", "is_moe", "expert-parallel"} << "31.95";
}

void TestDecisionTreeView::highlightsThePath()
{
    QFETCH(QString, model);
    QFETCH(int, nodes);
    QFETCH(int, seq);
    QFETCH(QStringList, path);
    QFETCH(QString, number);
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QDockWidget*>(QStringLiteral("decisionTreeDock"))->raise();
    ScenarioDocument* doc = window.document();
    doc->replace(caseScenario(model, nodes, seq), QStringLiteral("case"));
    window.renderNow();
    QTest::qWait(150); // the view refreshes at most ten times a second
    DecisionTreeView* view = window.decisionTree();
    QCOMPARE(view->highlightedPath(), path);
    QVERIFY2(view->nodeText(QStringLiteral("fits_one_gpu")).contains(number),
             qPrintable(view->nodeText(QStringLiteral("fits_one_gpu"))));
    // The same decision as the core's.
    const DecisionResult expected = decide(doc->scenario());
    QCOMPARE(QString::fromStdString(expected.leafId), path.back());
    // The reached leaf shows the recommended start and the others do not.
    const QString leafText = view->nodeText(path.back());
    QVERIFY2(leafText.contains(QStringLiteral("Click to apply")), qPrintable(leafText));
    for (const char* other : {"data-parallel", "expert-parallel", "zero-sharding", "tensor-in-node", "pipeline-across-nodes"})
        if (path.back() != QLatin1String(other))
            QVERIFY(!view->nodeText(QLatin1String(other)).contains(QStringLiteral("Click to apply")));
    // It names what it follows, and what the sources say where they differ, on the view itself.
    QVERIFY2(view->sourceText().contains(QStringLiteral("§5 “Selection Decision Tree”")), qPrintable(view->sourceText()));
    QVERIFY(view->sourceText().contains(QStringLiteral("Distributed Parallelism Overview: From Single GPU to 10K")));
    if (!expected.notes.empty())
        QVERIFY2(view->notesText().startsWith(QStringLiteral("Where the sources differ from the overview:")),
                 qPrintable(view->notesText()));
    // Nodes do not overlap and lie inside the view.
    const QStringList ids = {"fits_one_gpu", "is_moe", "gap_at_most_2x", "fits_in_node", "data-parallel",
                             "expert-parallel", "zero-sharding", "tensor-in-node", "pipeline-across-nodes"};
    for (const QString& a : ids) {
        QVERIFY(view->rect().contains(view->nodeRect(a)));
        for (const QString& b : ids)
            if (a != b)
                QVERIFY(!view->nodeRect(a).intersects(view->nodeRect(b)));
    }
    if (qEnvironmentVariableIsSet("SHARDSCOPE_LOOK"))
        view->grab().save(qEnvironmentVariable("SHARDSCOPE_LOOK") + QStringLiteral("/tree-%1.png").arg(nodes));
    // A click on the reached leaf applies its start: one undo step, the leaf's configuration.
    const int steps = doc->undoStack()->count();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->nodeRect(path.back()).center());
    doc->flushEstimate();
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    const Scenario applied = applyDecision(caseScenario(model, nodes, seq), expected);
    QCOMPARE(doc->scenario().parallel.tp, applied.parallel.tp);
    QCOMPARE(doc->scenario().parallel.pp, applied.parallel.pp);
    QCOMPARE(doc->scenario().parallel.dp, applied.parallel.dp);
    QCOMPARE(doc->scenario().parallel.ep, applied.parallel.ep);
    QCOMPARE(doc->scenario().parallel.zeroStage, applied.parallel.zeroStage);
    QVERIFY(doc->report().memory.fits);
    // A click on a leaf off the path changes nothing.
    const QString off = path.back() == QLatin1String("data-parallel") ? QStringLiteral("tensor-in-node")
                                                                       : QStringLiteral("data-parallel");
    QTest::mouseClick(view, Qt::LeftButton, {}, view->nodeRect(off).center());
    QCOMPARE(doc->undoStack()->count(), steps + 1);
}

QTEST_MAIN(TestDecisionTreeView)
#include "tst_decision_tree_view.moc"
