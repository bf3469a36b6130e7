// The wheel over a long form scrolls it: a combo box, spin box or slider the pointer passes
// over keeps its value unless the user clicked it first (WheelGuard).
#include "widgets/support/wheelguard.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QWheelEvent>

using shardscope::ui::WheelGuard;

class TestWheelGuard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void unfocusedEditorScrollsTheForm_data();
    void unfocusedEditorScrollsTheForm();

private:
    /** One wheel notch down over `w`, delivered as the window system would (through QApplication). */
    static void wheelDown(QWidget* w)
    {
        const QPointF at(w->width() / 2.0, w->height() / 2.0);
        QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &e);
    }
};

void TestWheelGuard::initTestCase()
{
    qApp->installEventFilter(new WheelGuard(qApp));
}

void TestWheelGuard::unfocusedEditorScrollsTheForm_data()
{
    QTest::addColumn<QString>("editor");
    QTest::addColumn<bool>("focused");
    for (const char* e : {"combo", "spin", "slider"}) {
        QTest::addRow("%s, not clicked", e) << QString::fromLatin1(e) << false;
        QTest::addRow("%s, clicked", e) << QString::fromLatin1(e) << true;
    }
}

void TestWheelGuard::unfocusedEditorScrollsTheForm()
{
    QFETCH(QString, editor);
    QFETCH(bool, focused);
    QScrollArea area;
    auto* form = new QWidget;
    auto* layout = new QFormLayout(form);
    QWidget* target = nullptr;
    for (int row = 0; row < 40; ++row) {
        QWidget* w = nullptr;
        if (editor == QLatin1String("combo")) {
            auto* c = new QComboBox;
            c->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
            w = c;
        } else if (editor == QLatin1String("spin")) {
            auto* s = new QSpinBox;
            s->setRange(0, 100);
            s->setValue(50);
            w = s;
        } else {
            auto* s = new QSlider(Qt::Horizontal);
            s->setRange(0, 100);
            s->setValue(50);
            w = s;
        }
        layout->addRow(QStringLiteral("row %1").arg(row), w);
        if (row == 3)
            target = w;
    }
    area.setWidget(form);
    area.setWidgetResizable(true);
    area.resize(300, 200);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    const auto value = [&] {
        if (auto* c = qobject_cast<QComboBox*>(target))
            return c->currentIndex();
        if (auto* s = qobject_cast<QSpinBox*>(target))
            return s->value();
        return static_cast<QSlider*>(target)->value();
    };
    const int before = value();
    if (focused) {
        target->setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(target->hasFocus());
    }
    QCOMPARE(area.verticalScrollBar()->value(), 0);
    wheelDown(target);
    if (focused) {
        QVERIFY2(value() != before, "a clicked editor takes the wheel");
        QCOMPARE(area.verticalScrollBar()->value(), 0);
    } else {
        QCOMPARE(value(), before);
        QVERIFY2(area.verticalScrollBar()->value() > 0, "the form scrolls instead");
        QVERIFY(!target->hasFocus());
    }
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheel_guard.moc"
