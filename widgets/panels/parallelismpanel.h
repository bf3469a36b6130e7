#pragma once

#include <QMap>
#include <QWidget>

#include <string>
#include <vector>

class QCheckBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace shardscope {
struct DegreeProblem;
}

namespace shardscope::ui {

class ScenarioDocument;
class SpecForm;

/**
 * The parallel layout and the training settings. Each degree (TP, PP, DP, CP, EP, expert
 * TP, virtual stages) has a slider that snaps to values that make sense for the model and
 * cluster (powers of two, divisors) and a spin box that accepts any value, so an invalid
 * one can be tried and its warning seen. DP can follow "fill the cluster". Settings that a
 * diagnostic is about are outlined.
 */
class ParallelismPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelismPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    /** "tp", "pp", "dp", "cp", "ep", "etp", "v". */
    QSlider* slider(const QString& degree) const;
    QSpinBox* spinBox(const QString& degree) const;
    QCheckBox* fillClusterBox() const { return m_fillCluster; }
    SpecForm* trainingForm() const { return m_training; }
    SpecForm* switchesForm() const { return m_switches; }
    /** The values the slider of `degree` snaps to for the current scenario. */
    std::vector<int> snapValues(const QString& degree) const;

private:
    struct DegreeRow
    {
        QString key;
        QString help;
        QLabel* label = nullptr;
        QSlider* slider = nullptr;
        QSpinBox* spin = nullptr;
        std::vector<int> values;
    };
    void addDegree(const QString& key, const QString& label, const QString& help);
    void addTrainingSettings();  // trainingsettings.cpp
    void addRecomputeModules();
    void addExpertRouting();
    void setDegree(const QString& key, int value);
    /** Why `key` = `value` breaks the plan, in the user's words (the slider's tooltip). */
    static QString problemText(const QString& key, int value, const shardscope::DegreeProblem& problem);
    void refresh();
    void markDiagnostics();
    int current(const QString& key) const;

    ScenarioDocument* m_document;
    QMap<QString, DegreeRow*> m_rows;
    std::vector<DegreeRow> m_storage;
    QCheckBox* m_fillCluster = nullptr;
    QLabel* m_world = nullptr;
    QLabel* m_worldStatus = nullptr;
    SpecForm* m_switches = nullptr;
    SpecForm* m_training = nullptr;
    std::string m_markSignature = "\x01"; ///< codes and fields of the last marking
};

} // namespace shardscope::ui
