#include "fieldmark.h"

#include "colors.h"

#include <QCheckBox>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionButton>

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
    QRectF outline = QRectF(rect()).adjusted(1, 1, -1, -1);
    // A check box fills its form row: outline its indicator, not the empty row beside it.
    if (const auto* box = qobject_cast<const QCheckBox*>(parentWidget())) {
        QStyleOptionButton option;
        option.initFrom(box);
        const QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
        outline = QRectF(indicator).adjusted(-2, -2, 2, 2) & QRectF(rect()).adjusted(1, 1, -1, -1);
    }
    painter.drawRoundedRect(outline, 3, 3);
}

} // namespace shardscope::ui
