// What a slider tick must not do, offscreen in the real window: refresh the views of dock
// tabs the user cannot see, or make the main window re-lay out because a summary figure or
// an idle lesson player got a new text. Each of these once cost a few milliseconds per
// tick (bench_ui; scripts/bench-ui-instructions.sh counts it exactly).
#include "guisupport.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/panels/summarystrip.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/support/steadylabel.h"

#include "core/model/dim.h"

#include <QDockWidget>
#include <QEvent>
#include <QPlainTextEdit>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace shardscope;
using namespace shardscope::ui;

namespace {

/**
 * What a dock shows, read from its widgets without going through the panel's accessors
 * (which would make it catch up first): the rows of a tree or the text of a text view.
 */
QStringList dockTexts(const QDockWidget* dock)
{
    QStringList out;
    if (auto* tree = dock->findChild<QTreeWidget*>()) {
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            for (int c = 0; c < tree->columnCount(); ++c)
                out << (*it)->text(c);
    } else if (auto* text = dock->findChild<QPlainTextEdit*>()) {
        out << text->toPlainText();
    }
    return out;
}

/** Counts the layout requests that reach `root` or any widget inside it. */
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QWidget* root) : m_root(root) { qApp->installEventFilter(this); }
    int count() const { return m_count; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest && watched->isWidgetType()) {
            auto* w = static_cast<QWidget*>(watched);
            if (w == m_root || m_root->isAncestorOf(w))
                ++m_count;
        }
        return false;
    }

private:
    QWidget* m_root;
    int m_count = 0;
};

/** Sets TP and waits for the new report (and the throttled views) to arrive. */
void setTpAndSettle(MainWindow& window, int tp)
{
    ScenarioDocument* doc = window.document();
    const int reports = doc->reportCount();
    doc->setDegree(Dim::Tp, tp);
    QTRY_VERIFY(doc->reportCount() > reports);
    QTest::qWait(150); // past the 100 ms throttle of the secondary views
}

} // namespace

class TestTickCost : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { guisupport::isolateSettings(); }
    void aDockTabBehindAnotherCatchesUpOnlyWhenRaised_data();
    void aDockTabBehindAnotherCatchesUpOnlyWhenRaised();
    void summaryFiguresRepaintWithoutReLayout();
    void anIdleLessonPlayerStaysLaidOut();
    void steadyLabelElidesAndKeepsItsSize();
};

void TestTickCost::aDockTabBehindAnotherCatchesUpOnlyWhenRaised_data()
{
    // Both sit behind the Warnings tab in the default layout.
    QTest::addColumn<QString>("dockName");
    QTest::newRow("formulas") << QStringLiteral("formulasDock");
    QTest::newRow("report") << QStringLiteral("reportDock");
}

void TestTickCost::aDockTabBehindAnotherCatchesUpOnlyWhenRaised()
{
    QFETCH(QString, dockName);
    const auto shown = guisupport::shownWindow();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    MainWindow& window = *shown;
    auto* dock = window.findChild<QDockWidget*>(dockName);
    QVERIFY(dock);
    QWidget* view = dock->widget();
    // Qt keeps a dock behind another tab "visible", moved off the window; it must not work.
    QVERIFY(view->isVisible());
    QVERIFY(view->visibleRegion().isEmpty());
    const QStringList before = dockTexts(dock);
    setTpAndSettle(window, 4);
    QCOMPARE(dockTexts(dock), before);

    dock->raise();
    QTRY_VERIFY(!view->visibleRegion().isEmpty());
    QTRY_VERIFY(dockTexts(dock) != before);
    const QStringList raised = dockTexts(dock);
    // Once in front it follows every estimate again.
    setTpAndSettle(window, 2);
    QVERIFY(dockTexts(dock) != raised);
}

void TestTickCost::summaryFiguresRepaintWithoutReLayout()
{
    const auto shown = guisupport::shownWindow();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    MainWindow& window = *shown;
    SummaryStrip* strip = window.summaryStrip();
    const QString step = strip->tileText(QStringLiteral("step"));
    const LayoutRequests requests(strip);
    setTpAndSettle(window, 4);
    QVERIFY(strip->tileText(QStringLiteral("step")) != step);
    QCOMPARE(requests.count(), 0);
}

void TestTickCost::anIdleLessonPlayerStaysLaidOut()
{
    const auto shown = guisupport::shownWindow();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    MainWindow& window = *shown;
    auto* lessons = window.findChild<QDockWidget*>(QStringLiteral("lessonsDock"));
    QVERIFY(lessons);
    setTpAndSettle(window, 4); // the first estimate after show may still settle the layout
    const LayoutRequests requests(lessons);
    setTpAndSettle(window, 2);
    setTpAndSettle(window, 8);
    QCOMPARE(requests.count(), 0);
}

void TestTickCost::steadyLabelElidesAndKeepsItsSize()
{
    SteadyLabel label(QStringLiteral("00.0 GiB"));
    const QSize hint = label.sizeHint();
    QCOMPARE(hint.width(), label.fontMetrics().horizontalAdvance(QStringLiteral("00.0 GiB")));
    label.setText(QStringLiteral("a much longer text than the sample it was sized for"));
    QCOMPARE(label.sizeHint(), hint);
    QCOMPARE(label.text(), QStringLiteral("a much longer text than the sample it was sized for"));
    QCOMPARE(label.accessibleName(), label.text());
    // Larger font (presentation mode): the size follows.
    QFont big = label.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    label.setFont(big);
    QVERIFY(label.sizeHint().width() > hint.width());
    // Copy from the context menu.
    QCOMPARE(label.contextMenuPolicy(), Qt::ActionsContextMenu);
    QCOMPARE(label.actions().size(), 1);
}

QTEST_MAIN(TestTickCost)
#include "tst_tick_cost.moc"
