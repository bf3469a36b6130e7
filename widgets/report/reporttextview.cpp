#include "reporttextview.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/visiblerefresh.h"
#include "widgets/support/coretext.h"
#include "widgets/support/diagnostictext.h"

#include "core/text/reporttext.h"

#include <QFontDatabase>
#include <QScrollBar>

namespace shardscope::ui {

namespace {

/** A diagnostic's lines in the words of the Warnings panel: the table's translated text. */
shardscope::DiagnosticWording translatedWording(const shardscope::Diagnostic& diagnostic)
{
    const DiagnosticText text = diagnosticText(diagnostic);
    return {text.explanation.toStdString(), text.fix.toStdString()};
}

} // namespace

ReportTextView::ReportTextView(ScenarioDocument* document, QWidget* parent)
    : QPlainTextEdit(parent), m_document(document)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Ten refreshes a second at most during a drag, none while hidden or behind another tab;
    // nothing is laid out before the view is first shown.
    m_refresher = new VisibleRefresh(this, document, 100, [this] { refresh(); });
    m_refresher->markStale();
}

void ReportTextView::refresh()
{
    const int vertical = verticalScrollBar()->value();
    const int horizontal = horizontalScrollBar()->value();
    setPlainText(translated(shardscope::reportText(m_document->scenario(), m_document->report(), translatedWording)));
    verticalScrollBar()->setValue(vertical);
    horizontalScrollBar()->setValue(horizontal);
}

} // namespace shardscope::ui
