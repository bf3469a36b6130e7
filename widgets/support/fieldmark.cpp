#include "fieldmark.h"

#include "colors.h"

#include <QPainter>

namespace shardscope::ui {

FieldMark::FieldMark(QWidget* editor) : CoveringWidget(editor)
{
    setObjectName(QStringLiteral("fieldMark"));
}

void FieldMark::setMarked(QWidget* editor, bool marked)
{
    auto* mark = editor->findChild<FieldMark*>(QString(), Qt::FindDirectChildrenOnly);
    if (!mark && !marked)
        return;
    if (!mark)
        mark = new FieldMark(editor);
    mark->setVisible(marked);
    if (marked)
        mark->raise();
}

bool FieldMark::isMarked(const QWidget* editor)
{
    const auto* mark = editor->findChild<FieldMark*>(QString(), Qt::FindDirectChildrenOnly);
    return mark && !mark->isHidden();
}

void FieldMark::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Colors::danger(), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
}

} // namespace shardscope::ui
