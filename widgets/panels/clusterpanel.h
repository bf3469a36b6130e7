#pragma once

#include <QWidget>

class ScenarioDocument;
class QComboBox;
class QLabel;
class SpecForm;

/** The cluster: a preset picker and every GPU, link and topology figure, with units. */
class ClusterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    SpecForm* form() const { return m_form; }
    QComboBox* presetBox() const { return m_presets; }

private:
    void refresh();

    ScenarioDocument* m_document;
    QComboBox* m_presets;
    QLabel* m_summary;
    SpecForm* m_form;
};
