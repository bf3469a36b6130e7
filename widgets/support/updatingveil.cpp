#include "updatingveil.h"

#include <QEvent>
#include <QPainter>

namespace shardscope::ui {

UpdatingVeil::UpdatingVeil(QWidget* covered) : QWidget(covered), m_covered(covered)
{
    setObjectName(QStringLiteral("updatingVeil"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(covered->rect());
    covered->installEventFilter(this);
    hide();
}

bool UpdatingVeil::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_covered && event->type() == QEvent::Resize)
        setGeometry(m_covered->rect());
    return QWidget::eventFilter(watched, event);
}

void UpdatingVeil::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QColor cover = palette().color(QPalette::Window);
    cover.setAlpha(205);
    painter.fillRect(rect(), cover);
    QFont font = painter.font();
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    // At the top, where the first figures of a panel are: the middle of a tall dock may be
    // below the fold of a short one.
    // A one-line label gets the words in its middle.
    const bool tall = height() > 3 * fontMetrics().height();
    const QRect band = tall ? rect().adjusted(8, 8, -8, -8) : rect();
    painter.drawText(band, Qt::AlignHCenter | (tall ? Qt::AlignTop : Qt::AlignVCenter), tr("Updating…"));
}

} // namespace shardscope::ui
