#include "steadylabel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>

#include <algorithm>

namespace shardscope::ui {

SteadyLabel::SteadyLabel(const QString& sample, QWidget* parent) : QWidget(parent), m_sample(sample)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    // Its colour is the palette's WindowText wherever it sits (a tool bar would give ButtonText).
    setForegroundRole(QPalette::WindowText);
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
    // Text a little wider than the label is drawn smaller, down to two thirds of the size,
    // before anything is elided: "Global batch does not divide" stays whole in a narrow tile.
    QFont f = font();
    const int wide = QFontMetrics(f).horizontalAdvance(m_text);
    if (wide > width() && width() > 0 && f.pointSizeF() > 0) {
        f.setPointSizeF(std::max(f.pointSizeF() * 2 / 3, f.pointSizeF() * width() / wide));
        painter.setFont(f);
    }
    const QString shown = QFontMetrics(f).elidedText(m_text, Qt::ElideRight, width());
    painter.drawText(rect(), int(Qt::AlignLeft | Qt::AlignVCenter) | Qt::TextSingleLine, shown);
}

} // namespace shardscope::ui
