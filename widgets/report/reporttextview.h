#pragma once

#include <QPlainTextEdit>

namespace shardscope::ui {

class ScenarioDocument;

/**
 * The report as the CLI prints it, in the user's language (the core's marked templates,
 * translated; numbers and names as they are; each diagnostic in the Warnings panel's words,
 * from the diagnostics table), read-only. It follows the document but only lays out the
 * text while it is visible (a hidden tab costs nothing during a slider drag), and keeps the
 * scroll position across updates.
 */
class ReportTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ReportTextView(ScenarioDocument* document, QWidget* parent = nullptr);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();

    ScenarioDocument* m_document;
    bool m_stale = true;
};

} // namespace shardscope::ui
