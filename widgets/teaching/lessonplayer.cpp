#include "lessonplayer.h"

#include "lessoncatalogue.h"

#include "widgets/document/scenariodocument.h"

#include "core/advice/seedarticle.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

LessonPlayer::LessonPlayer(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_lessons(lessonCatalogue())
{
    setObjectName(QStringLiteral("lessonPlayer"));
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    m_choice = new QComboBox;
    for (const Lesson& l : m_lessons)
        m_choice->addItem(QStringLiteral("%1 (§%2)").arg(l.title, l.section));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(18);
    m_start = new QPushButton(tr("&Start"));
    m_start->setToolTip(tr("Set up the lesson's first step on your model (Undo takes each step back)"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_choice, 1);
    top->addWidget(m_start);
    layout->addLayout(top);
    m_title = new QLabel;
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_source = new QLabel;
    m_source->setObjectName(QStringLiteral("lessonSource"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::RichText);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_source->hide();
    layout->addWidget(m_source);
    m_text = new QLabel(tr("Each lesson sets up a configuration on your model and cluster, points at the chart that "
                           "shows the idea and explains it with the live numbers. Pick one and press Start."));
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_text, 1);
    auto* nav = new QHBoxLayout;
    m_back = new QPushButton(tr("◀ &Back"));
    m_next = new QPushButton(tr("&Next ▶"));
    m_progress = new QLabel;
    nav->addWidget(m_back);
    nav->addStretch(1);
    nav->addWidget(m_progress);
    nav->addStretch(1);
    nav->addWidget(m_next);
    layout->addLayout(nav);
    connect(m_start, &QPushButton::clicked, this, [this] { startLesson(m_choice->currentIndex()); });
    connect(m_back, &QPushButton::clicked, this, &LessonPlayer::back);
    connect(m_next, &QPushButton::clicked, this, &LessonPlayer::next);
    connect(document, &ScenarioDocument::reportChanged, this, &LessonPlayer::updateText);
    updateText();
}

void LessonPlayer::startLesson(int index)
{
    if (index < 0 || index >= int(m_lessons.size()))
        return;
    m_document->flushEstimate();
    m_lesson = index;
    m_base = m_document->scenario();
    m_choice->setCurrentIndex(index);
    emit started();
    enterStep(0);
}

bool LessonPlayer::next()
{
    if (m_lesson < 0 || m_step + 1 >= int(m_lessons[size_t(m_lesson)].steps.size()))
        return false;
    enterStep(m_step + 1);
    return true;
}

bool LessonPlayer::back()
{
    if (m_lesson < 0 || m_step <= 0)
        return false;
    enterStep(m_step - 1);
    return true;
}

void LessonPlayer::enterStep(int step)
{
    const Lesson& lesson = m_lessons[size_t(m_lesson)];
    m_step = step;
    // The figures the text compares with: the previous step's configuration (the start for step 0).
    m_previous = analyse(step > 0 ? lesson.steps[size_t(step - 1)].setup(m_base) : m_base);
    const LessonStep& s = lesson.steps[size_t(step)];
    Scenario next = s.setup(m_base);
    next.name = m_base.name;
    m_document->replace(next, tr("Lesson %1, step %2").arg(lesson.title).arg(step + 1));
    m_document->flushEstimate();
    updateText();
    emit highlightRequested(s.view);
}

QString LessonPlayer::sourceText(const Lesson& lesson) const
{
    // The titles stay as the overview prints them; the sentence is in the user's language.
    const std::string number = lesson.section.toStdString();
    QString text = tr("Follows §%1 “%2” of the overview “%3”.")
                       .arg(lesson.section, QString::fromUtf8(seedArticleSection(number).data(), qsizetype(seedArticleSection(number).size())),
                            QString::fromUtf8(kSeedArticleTitle.data(), qsizetype(kSeedArticleTitle.size())))
                       .toHtmlEscaped();
    if (!lesson.sourcesDiffer.isEmpty())
        text += QStringLiteral("<br><b>%1</b> %2").arg(tr("Where the sources differ:").toHtmlEscaped(), lesson.sourcesDiffer.toHtmlEscaped());
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(palette().color(QPalette::PlaceholderText).name(), text);
}

QString LessonPlayer::sourceLine() const
{
    return m_source->text();
}

QString LessonPlayer::stepText() const
{
    return m_text->text();
}

LessonView LessonPlayer::currentView() const
{
    if (m_lesson < 0 || m_step < 0)
        return LessonView::Summary;
    return m_lessons[size_t(m_lesson)].steps[size_t(m_step)].view;
}

bool LessonPlayer::stepHolds() const
{
    if (m_lesson < 0 || m_step < 0)
        return false;
    const LessonContext c{m_base, m_document->scenario(), m_document->report(), m_previous};
    return m_lessons[size_t(m_lesson)].steps[size_t(m_step)].holds(c);
}

void LessonPlayer::updateText()
{
    const bool active = m_lesson >= 0 && m_step >= 0;
    m_back->setEnabled(active && m_step > 0);
    m_next->setEnabled(active && m_step + 1 < int(m_lessons[size_t(std::max(m_lesson, 0))].steps.size()));
    if (!active) {
        // QLabel::clear() re-lays out the dock even when the label is empty already, and this
        // runs on every estimate.
        m_progress->setText(QString());
        return;
    }
    const Lesson& lesson = m_lessons[size_t(m_lesson)];
    const LessonStep& s = lesson.steps[size_t(m_step)];
    m_title->setText(QStringLiteral("%1 — %2").arg(lesson.title, s.title));
    m_source->setText(sourceText(lesson));
    m_source->show();
    m_progress->setText(tr("Step %1 of %2").arg(m_step + 1).arg(lesson.steps.size()));
    const LessonContext c{m_base, m_document->scenario(), m_document->report(), m_previous};
    m_text->setText(s.text(c));
}

void LessonPlayer::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Space:
        next();
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
        back();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace shardscope::ui
