#include "reporttextview.h"

#include "estimate/report.h"
#include "model/scenario.h"
#include "text/reporttext.h"

#include <QFontDatabase>

ReportTextView::ReportTextView(QWidget* parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

void ReportTextView::showReport(const shardscope::Scenario& scenario,
                                const shardscope::Report& report)
{
    setPlainText(QString::fromStdString(shardscope::formatReportText(scenario, report)));
}

void ReportTextView::showError(const QString& message)
{
    setPlainText(message);
}
