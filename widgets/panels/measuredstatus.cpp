#include "measuredstatus.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/coretext.h"

#include "core/text/reporttext.h"

#include <QCoreApplication>

namespace shardscope::ui {

MeasuredStatus::MeasuredStatus(ScenarioDocument* document, QWidget* parent) : QLabel(parent), m_document(document)
{
    setTextFormat(Qt::PlainText);
    connect(document, &ScenarioDocument::reportChanged, this, &MeasuredStatus::refresh);
    refresh();
}

void MeasuredStatus::refresh()
{
    const auto& measured = m_document->report().measured;
    setVisible(measured.has_value() && !measured->figures.empty());
    if (!measured || measured->figures.empty())
        return;
    if (!measured->comparable()) {
        // Another plan's figures: no percentage that would read as the estimate's error.
        setText(tr("Measured on another plan (edited since: %1)")
                    .arg(QString::fromStdString(measured->planEdits.front()) +
                         (measured->planEdits.size() > 1 ? QStringLiteral(", …") : QString())));
        setToolTip(translated(measuredText(*measured)).trimmed());
        return;
    }
    QStringList parts;
    for (const MeasuredFigure& f : measured->figures) {
        // The figure's name as the report gives it, and the error in the sign convention of
        // the report: + is above what was measured.
        parts << tr("%1 %2").arg(QCoreApplication::translate("ReportText", measuredFigureLabel(f.figure)))
                     .arg(QStringLiteral("%1%2 %").arg(f.error() >= 0 ? QStringLiteral("+") : QString()).arg(100 * f.error(), 0, 'f', 1));
    }
    setText(tr("Estimate vs. measured: %1").arg(parts.join(QStringLiteral(", "))));
    setToolTip(translated(measuredText(*measured)).trimmed());
}

} // namespace shardscope::ui
