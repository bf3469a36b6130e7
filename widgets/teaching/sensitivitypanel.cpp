#include "sensitivitypanel.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/visiblerefresh.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QMetaObject>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

SensitivityPanel::SensitivityPanel(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("sensitivityPanel"));
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QFormLayout; // two rows: the dock stays as narrow as the others
    m_figure = new QComboBox;
    m_figure->setObjectName(QStringLiteral("sensitivityFigure"));
    m_figure->addItem(tr("Throughput (tokens/s)"), int(TornadoChart::Figure::Throughput));
    m_figure->addItem(tr("Step time"), int(TornadoChart::Figure::StepTime));
    m_figure->addItem(tr("Peak memory per GPU"), int(TornadoChart::Figure::PeakMemory));
    m_delta = new QSpinBox;
    m_delta->setObjectName(QStringLiteral("sensitivityDelta"));
    m_delta->setRange(1, 50);
    m_delta->setValue(10);
    m_delta->setPrefix(QStringLiteral("± "));
    m_delta->setSuffix(QStringLiteral(" %"));
    m_delta->setToolTip(tr("How far each hardware input moves down and up"));
    auto* figureLabel = new QLabel(tr("&Figure"));
    figureLabel->setBuddy(m_figure);
    auto* deltaLabel = new QLabel(tr("&Hardware moved by"));
    deltaLabel->setBuddy(m_delta);
    controls->addRow(figureLabel, m_figure);
    controls->addRow(deltaLabel, m_delta);
    layout->addLayout(controls);
    m_chart = new TornadoChart(document);
    layout->addWidget(m_chart, 1);
    m_explanation = new QLabel(tr("Each row moves one input with everything else as it is: the hardware figures of "
                                  "the cluster profile by the amount above, the training settings to the nearest "
                                  "values the launchers accept. Hatched: that plan does not run (hover for why)."));
    m_explanation->setWordWrap(true);
    layout->addWidget(m_explanation);
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this] { redraw(); });
    connect(m_delta, &QSpinBox::valueChanged, this, [this] { recompute(); });
    // Two dozen estimates a refresh: three a second at most during a drag, none while hidden.
    m_refresher = new VisibleRefresh(this, document, 300, [this] { recompute(); });
    m_refresher->markStale();
}

SensitivityPanel::~SensitivityPanel()
{
    if (m_worker.joinable())
        m_worker.join(); // at most one sensitivity() long; what it posts dies with this panel
}

void SensitivityPanel::recompute()
{
    if (m_worker.joinable()) {
        m_pending = true;
        return;
    }
    m_pending = false;
    m_worker = std::thread([this, scenario = m_document->scenario(), delta = m_delta->value() / 100.0] {
        SensitivityReport report;
        try {
            report = sensitivity(scenario, delta);
        } catch (const std::exception&) {
            // a plan the core cannot estimate: the chart stays empty, the summary says why
        }
        QMetaObject::invokeMethod(this, [this, report = std::move(report)]() mutable { finished(std::move(report)); },
                                  Qt::QueuedConnection);
    });
}

void SensitivityPanel::finished(SensitivityReport report)
{
    m_worker.join(); // it posted this as its last act
    m_report = std::move(report);
    redraw();
    if (m_pending)
        recompute();
}

void SensitivityPanel::redraw()
{
    m_chart->setReport(m_report, TornadoChart::Figure(m_figure->currentData().toInt()));
}

void SensitivityPanel::ensureCurrent() const
{
    m_refresher->ensureCurrent();
}

} // namespace shardscope::ui
