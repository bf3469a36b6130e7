#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace shardscope::ui {

class ScenarioDocument;
class SpecForm;

/**
 * The model: a preset picker, every architecture field editable, and import of a Hugging
 * Face config.json (button, or drop the file on the panel).
 */
class ModelPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ModelPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    SpecForm* form() const { return m_form; }
    QComboBox* presetBox() const { return m_presets; }

    /** Imports a Hugging Face config.json into the document; false (and a message) on error. */
    bool importHuggingFace(const QString& path, QString* error);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void refresh();

    ScenarioDocument* m_document;
    QComboBox* m_presets;
    QLabel* m_summary;
    SpecForm* m_form;
};

} // namespace shardscope::ui
