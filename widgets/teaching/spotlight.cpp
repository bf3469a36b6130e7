#include "spotlight.h"

#include <QPainter>
#include <QTimer>

namespace shardscope::ui {

Spotlight::Spotlight(QWidget* target) : CoveringWidget(target)
{
    setObjectName(QStringLiteral("spotlight"));
}

Spotlight* Spotlight::show(QWidget* target, int ms)
{
    if (!target)
        return nullptr;
    for (Spotlight* old : target->findChildren<Spotlight*>(QString(), Qt::FindDirectChildrenOnly))
        old->deleteLater();
    auto* frame = new Spotlight(target);
    frame->raise();
    frame->QWidget::show();
    QTimer::singleShot(ms, frame, &QObject::deleteLater);
    return frame;
}

void Spotlight::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int w = std::max(4, fontMetrics().height() / 4);
    p.setPen(QPen(palette().color(QPalette::Highlight), w));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(rect()).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0), w * 2, w * 2);
}

} // namespace shardscope::ui
