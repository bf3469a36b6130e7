#pragma once

#include <QLabel>

namespace shardscope::ui {

class ScenarioDocument;

/**
 * One line for the status bar when the scenario carries a real run's figures (the examples,
 * File > Open Example): the estimate's error against each of them, the source and its note
 * in the tooltip. Hidden for every other scenario.
 */
class MeasuredStatus : public QLabel
{
    Q_OBJECT
public:
    explicit MeasuredStatus(ScenarioDocument* document, QWidget* parent = nullptr);

private:
    void refresh();
    ScenarioDocument* m_document;
};

} // namespace shardscope::ui
