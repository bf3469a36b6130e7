#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace shardscope::ui {

class ScenarioDocument;
class GestureThrottle;

/**
 * Every diagnostic of the current report as a card: severity, what is wrong in plain
 * words with the live numbers, the suggested change and an "Apply fix" button that makes
 * it as one undoable step. Cards are updated in place; while a slider is dragged they
 * catch up at most ten times a second (re-wrapping their text is the costliest part of a
 * tick), and at once when it is released.
 */
class WarningsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WarningsPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    int cardCount() const;
    /** The dock height `cards` cards of three lines and a button take (two: the default share). */
    int cardsHeight(int cards) const;
    /** The code of card i, e.g. "layout.tp_exceeds_nvlink_domain". */
    QString cardCode(int i) const;
    QPushButton* applyButton(int i) const;
    /** Apply the fix of the first card with this code; false when there is none. */
    bool applyFix(const QString& code);

protected:
    void changeEvent(QEvent* event) override;

signals:
    /** Errors, warnings (for the dock title and the status bar). */
    void countsChanged(int errors, int warnings);

private:
    struct Card
    {
        QWidget* frame = nullptr;
        QLabel* icon = nullptr;
        QLabel* title = nullptr;
        QLabel* explanation = nullptr;
        QLabel* fix = nullptr;
        QPushButton* apply = nullptr;
        QString code;
        int index = 0;
        int severity = -1;
    };
    Card makeCard();
    void refresh();
    void countDiagnostics();

    ScenarioDocument* m_document;
    QVBoxLayout* m_cards;
    QLabel* m_empty;
    QList<Card> m_pool;
    GestureThrottle* m_throttle;
};

} // namespace shardscope::ui
