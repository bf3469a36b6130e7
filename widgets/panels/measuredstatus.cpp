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
    QStringList parts;
    for (const MeasuredFigure& f : measured->figures) {
        // The figure's name as the report gives it, and the error in the sign convention of
        // the report: + is above what was measured.
        const char* label = f.figure == "tokens_per_s_per_gpu" ? QT_TRANSLATE_NOOP("ReportText", "tokens/s per GPU")
                            : f.figure == "tflops_per_gpu"     ? QT_TRANSLATE_NOOP("ReportText", "TFLOP/s per GPU")
                            : f.figure == "mfu"                ? QT_TRANSLATE_NOOP("ReportText", "MFU")
                            : f.figure == "peak_memory_GiB"    ? QT_TRANSLATE_NOOP("ReportText", "peak memory per GPU (GiB)")
                                                               : QT_TRANSLATE_NOOP("ReportText", "step time (s)");
        parts << tr("%1 %2").arg(QCoreApplication::translate("ReportText", label))
                     .arg(QStringLiteral("%1%2 %").arg(f.error() >= 0 ? QStringLiteral("+") : QString()).arg(100 * f.error(), 0, 'f', 1));
    }
    setText(tr("Estimate vs. measured: %1").arg(parts.join(QStringLiteral(", "))));
    setToolTip(translated(measuredText(*measured)).trimmed());
}

} // namespace shardscope::ui
