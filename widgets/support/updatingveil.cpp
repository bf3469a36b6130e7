#include "updatingveil.h"

#include <QPainter>

namespace shardscope::ui {

UpdatingVeil::UpdatingVeil(QWidget* covered) : CoveringWidget(covered)
{
    setObjectName(QStringLiteral("updatingVeil"));
    hide();
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
