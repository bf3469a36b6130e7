#pragma once

#include <QPlainTextEdit>

namespace shardscope {
struct Report;
struct Scenario;
} // namespace shardscope

/**
 * Read-only view of a report as the CLI prints it. It keeps no scenario of its own:
 * whoever owns the scenario hands it the latest report.
 */
class ReportTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ReportTextView(QWidget* parent = nullptr);
    void showReport(const shardscope::Scenario& scenario, const shardscope::Report& report);
    void showError(const QString& message);
};
