#pragma once

#include <QMainWindow>

class ReportTextView;

/** The main window. It only composes: the views come from the widgets library. */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    /** Loads a scenario file, or the built-in default scenario when `path` is empty. */
    bool openScenario(const QString& path);

private:
    ReportTextView* m_report;
};
