#pragma once

#include "core/model/fields.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace shardscope::ui {

class ScenarioDocument;
class SpecForm;

/**
 * The cluster: a preset picker and every GPU, link and topology figure, with units. The
 * kernel profile (gpu.kernels) and both tiers' per-operation collective fits, NIC count,
 * overlap slowdown, straggler and ZeRO-3 rates sit in a collapsed "Advanced" form below.
 */
class ClusterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPanel(ScenarioDocument* document, QWidget* parent = nullptr);
    SpecForm* form() const { return m_form; }
    SpecForm* advancedForm() const { return m_advanced; }
    QToolButton* advancedToggle() const { return m_advancedToggle; }
    QComboBox* presetBox() const { return m_presets; }

private:
    void refresh();
    /** The preset box's items: every cluster preset of the document's library. */
    void listPresets();
    void addKernelRows();
    void addLinkRows();
    /** A section per collective with its own fit on `tier` (efficiency, step and fixed latency). */
    void addFitRows(shardscope::ClusterLink tier);

    ScenarioDocument* m_document;
    QComboBox* m_presets;
    QLabel* m_summary;
    SpecForm* m_form;
    QToolButton* m_advancedToggle;
    SpecForm* m_advanced;
};

} // namespace shardscope::ui
