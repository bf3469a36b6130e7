#include "warningspanel.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/diagnostictext.h"
#include "widgets/support/format.h"
#include "widgets/support/gesturethrottle.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QColor severityColour(Severity s)
{
    switch (s) {
    case Severity::Error: return Colors::danger();
    case Severity::Warning: return Colors::warning();
    case Severity::Info: return Colors::info();
    }
    return Colors::info();
}

QStyle::StandardPixmap severityIcon(Severity s)
{
    switch (s) {
    case Severity::Error: return QStyle::SP_MessageBoxCritical;
    case Severity::Warning: return QStyle::SP_MessageBoxWarning;
    case Severity::Info: return QStyle::SP_MessageBoxInformation;
    }
    return QStyle::SP_MessageBoxInformation;
}

} // namespace

WarningsPanel::WarningsPanel(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    m_cards = new QVBoxLayout(content);
    m_cards->setContentsMargins(6, 6, 6, 6);
    m_cards->setSpacing(6);
    m_empty = new QLabel(tr("No warnings: this configuration passes every check."), content);
    m_empty->setWordWrap(true);
    m_cards->addWidget(m_empty);
    m_cards->addStretch(1);
    scroll->setWidget(content);
    outer->addWidget(scroll);
    m_throttle = new GestureThrottle(document, 100, [this] { refresh(); }, this);
    m_throttle->veil({scroll});
    countDiagnostics();
    connect(document, &ScenarioDocument::reportChanged, m_throttle, &GestureThrottle::request);
    // The counts (the dock's title) are cheap: they follow every report, not the cards' pace.
    connect(document, &ScenarioDocument::reportChanged, this, &WarningsPanel::countDiagnostics);
    refresh();
}

WarningsPanel::Card WarningsPanel::makeCard()
{
    Card card;
    auto* frame = new QFrame;
    frame->setFrameShape(QFrame::StyledPanel);
    auto* grid = new QGridLayout(frame);
    grid->setContentsMargins(8, 6, 8, 6);
    card.frame = frame;
    card.icon = new QLabel(frame);
    card.title = new QLabel(frame);
    QFont bold = font();
    bold.setBold(true);
    card.title->setFont(bold);
    card.title->setWordWrap(true);
    card.explanation = new QLabel(frame);
    card.explanation->setWordWrap(true);
    card.explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    card.fix = new QLabel(frame);
    card.fix->setWordWrap(true);
    for (QLabel* label : {card.title, card.explanation, card.fix})
        label->setTextFormat(Qt::PlainText); // rich text would build a text document per update
    card.apply = new QPushButton(tr("Apply fix"), frame);
    card.apply->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    grid->addWidget(card.icon, 0, 0, Qt::AlignTop);
    grid->addWidget(card.title, 0, 1);
    grid->addWidget(card.explanation, 1, 1);
    grid->addWidget(card.fix, 2, 1);
    grid->addWidget(card.apply, 3, 1, Qt::AlignRight);
    grid->setColumnStretch(1, 1);
    const int index = int(m_pool.size());
    connect(card.apply, &QPushButton::clicked, this, [this, index] {
        // A card behind the document (throttled in a drag) may stand for another diagnostic
        // now: show the current cards instead of applying a fix the user did not read.
        if (m_throttle->shownRevision() != m_document->reportCount()) {
            m_throttle->catchUp();
            return;
        }
        const auto& diagnostics = m_document->diagnostics();
        const int i = m_pool[index].index;
        if (i < 0 || i >= int(diagnostics.size()))
            return;
        const Diagnostic d = diagnostics[size_t(i)]; // copy: applying replaces the report
        m_document->applyChanges(d.changes, tr("Fix: %1").arg(diagnosticText(d).title));
    });
    return card;
}

void WarningsPanel::refresh()
{
    const auto& diagnostics = m_document->diagnostics();
    // Errors first, then warnings, then notes; the core's order within each.
    std::vector<int> order(diagnostics.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return int(diagnostics[size_t(a)].severity) > int(diagnostics[size_t(b)].severity);
    });
    while (m_pool.size() < int(order.size())) {
        Card card = makeCard();
        m_pool << card;
        m_cards->insertWidget(m_cards->count() - 1, card.frame);
    }
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    for (int c = 0; c < m_pool.size(); ++c) {
        Card& card = m_pool[c];
        if (c >= int(order.size())) {
            card.frame->hide();
            card.index = -1;
            continue;
        }
        const Diagnostic& d = diagnostics[size_t(order[size_t(c)])];
        const DiagnosticText text = diagnosticText(d);
        card.index = order[size_t(c)];
        card.code = Format::text(d.code);

        card.title->setText(text.title);
        card.explanation->setText(text.explanation);
        card.fix->setText(text.fix.isEmpty() ? QString() : tr("Suggested: %1").arg(text.fix));
        card.fix->setVisible(!text.fix.isEmpty());
        card.apply->setVisible(!d.changes.empty());
        card.apply->setToolTip(describeChanges(d.changes));
        if (card.severity != int(d.severity)) { // restyling is slow; only when it changes
            card.severity = int(d.severity);
            card.icon->setPixmap(style()->standardIcon(severityIcon(d.severity), nullptr, this).pixmap(iconSize, iconSize));
            card.icon->setToolTip(severityText(d.severity));
            card.frame->setObjectName(QStringLiteral("card"));
            card.frame->setStyleSheet(QStringLiteral("QFrame#card { border: 1px solid palette(mid); "
                                                     "border-left: 4px solid %1; border-radius: 3px; }")
                                          .arg(severityColour(d.severity).name()));
        }
        card.frame->setToolTip(card.code);
        card.frame->show();
    }
    m_empty->setVisible(order.empty());
}

void WarningsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The cards' style sheets fix their fonts when polished: follow a new application font
    // (presentation mode) by hand.
    if (event->type() != QEvent::FontChange)
        return;
    QFont bold = font();
    bold.setBold(true);
    for (Card& card : m_pool) {
        card.title->setFont(bold);
        card.explanation->setFont(font());
        card.fix->setFont(font());
        card.apply->setFont(font());
    }
    m_empty->setFont(font());
}

void WarningsPanel::countDiagnostics()
{
    int errors = 0, warnings = 0;
    for (const Diagnostic& d : m_document->diagnostics()) {
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
    }
    emit countsChanged(errors, warnings);
}

int WarningsPanel::cardsHeight(int cards) const
{
    // Title, two lines of explanation, the suggestion and the button, in the frame's margins.
    const int line = fontMetrics().lineSpacing();
    const int card = 4 * line + style()->pixelMetric(QStyle::PM_ButtonMargin) * 2 + line + 12 + 6;
    return cards * card + 12 + 6 + 24; // the layout's margins and spacing, the dock's title
}

int WarningsPanel::cardCount() const
{
    int n = 0;
    for (const Card& c : m_pool)
        n += c.index >= 0 && !c.frame->isHidden();
    return n;
}

QString WarningsPanel::cardCode(int i) const
{
    return i >= 0 && i < m_pool.size() ? m_pool[i].code : QString();
}

QPushButton* WarningsPanel::applyButton(int i) const
{
    return i >= 0 && i < m_pool.size() ? m_pool[i].apply : nullptr;
}

bool WarningsPanel::applyFix(const QString& code)
{
    for (int i = 0; i < cardCount(); ++i) {
        if (m_pool[i].code == code && !m_pool[i].apply->isHidden()) {
            m_pool[i].apply->click();
            return true;
        }
    }
    return false;
}

} // namespace shardscope::ui
