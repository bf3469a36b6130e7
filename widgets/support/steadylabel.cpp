#include "steadylabel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>

namespace shardscope::ui {

SteadyLabel::SteadyLabel(const QString& sample, QWidget* parent) : QWidget(parent), m_sample(sample)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto* copy = new QAction(tr("Copy"), this);
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(m_text); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

void SteadyLabel::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    update();
}

QSize SteadyLabel::sizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(m_sample), metrics.height()};
}

QSize SteadyLabel::minimumSizeHint() const
{
    return sizeHint();
}

void SteadyLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    const QString shown = fontMetrics().elidedText(m_text, Qt::ElideRight, width());
    painter.drawText(rect(), int(Qt::AlignLeft | Qt::AlignVCenter) | Qt::TextSingleLine, shown);
}

} // namespace shardscope::ui
