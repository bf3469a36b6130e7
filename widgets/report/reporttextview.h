#pragma once

#include <QPlainTextEdit>

namespace shardscope::ui {

class ScenarioDocument;
class VisibleRefresh;

/**
 * The report as the CLI prints it, in the user's language (the core's marked templates,
 * translated; numbers and names as they are; each diagnostic in the Warnings panel's words,
 * from the diagnostics table), read-only. It follows the document but only lays out the
 * text while it is on screen (a tab behind another costs nothing during a slider drag), and
 * keeps the scroll position across updates.
 */
class ReportTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ReportTextView(ScenarioDocument* document, QWidget* parent = nullptr);

private:
    void refresh();

    ScenarioDocument* m_document;
    VisibleRefresh* m_refresher;
};

} // namespace shardscope::ui
