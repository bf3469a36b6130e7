#pragma once

#include "lesson.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace shardscope::ui {

class ScenarioDocument;

/**
 * Plays the guided lessons: pick one, Start, then Next/Back (or Page Down/Page Up, the
 * arrow keys in presentation mode). Each step replaces the document's scenario with the
 * step's configuration as one undo step, points at the chart that shows the point, and
 * explains it with the live numbers (they follow the sliders if the user experiments).
 */
class LessonPlayer : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPlayer(ScenarioDocument* document, QWidget* parent = nullptr);

    const std::vector<Lesson>& lessons() const { return m_lessons; }
    /** Start lesson `index` from the document's current scenario (step 0 applied). */
    void startLesson(int index);
    bool next();
    bool back();
    int currentLesson() const { return m_lesson; }
    int currentStep() const { return m_step; }
    QString stepText() const;
    /** What the current lesson cites (rich text): the overview's section and where the sources differ. */
    QString sourceLine() const;
    /** The current step's claim, checked on the document as it is now. */
    bool stepHolds() const;
    LessonView currentView() const;

signals:
    void highlightRequested(LessonView view);
    void started();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString sourceText(const Lesson& lesson) const;
    void enterStep(int step);
    void updateText();

    ScenarioDocument* m_document;
    std::vector<Lesson> m_lessons;
    int m_lesson = -1;
    int m_step = -1;
    shardscope::Scenario m_base;
    shardscope::Report m_previous;
    QComboBox* m_choice;
    QPushButton* m_start;
    QPushButton* m_back;
    QPushButton* m_next;
    QLabel* m_progress;
    QLabel* m_title;
    QLabel* m_source; ///< the overview's section the lesson follows, and where the sources differ
    QLabel* m_text;
};

} // namespace shardscope::ui
