#include "calibrationdialog.h"

#include "calibrationscatter.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/coretext.h"
#include "widgets/support/format.h"

#include "core/calibrate/calibratedpreset.h"
#include "core/calibrate/fitparameters.h"
#include "core/estimate/evidence.h"
#include "core/import/measuredruns.h"
#include "core/io/boundedread.h"
#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/presetlibrary.h"
#include "core/io/safewrite.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QRegularExpressionValidator>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

namespace {

/** Whether a log prints Megatron-LM's arguments block (a file that cannot be read: no; adding it says why). */
bool logPrintsItsArguments(const QString& log)
{
    try {
        return printsMegatronArguments(readTextFile(QFile::encodeName(log).toStdString()));
    } catch (const InputError&) {
        return false;
    }
}

/** The parameters' names in the user's language, keyed by their ids (fitparameters.h). */
QString parameterLabel(std::string_view id)
{
    static const std::vector<std::pair<std::string_view, const char*>> labels = {
        {"gemm_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "GEMM efficiency (large GEMMs)")},
        {"gemm_half_flops", QT_TRANSLATE_NOOP("CalibrationDialog", "GEMM size at half efficiency (small GEMMs)")},
        {"grouped_gemm_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "Grouped expert GEMM efficiency")},
        {"attention_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "Attention kernel efficiency")},
        {"hbm_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "HBM efficiency (memory-bound kernels)")},
        {"kernel_latency_us", QT_TRANSLATE_NOOP("CalibrationDialog", "Memory-bound kernel latency")},
        {"intra_node.collective_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "Intra-node collective efficiency")},
        {"intra_node.collective_latency_us", QT_TRANSLATE_NOOP("CalibrationDialog", "Intra-node collective latency")},
        {"inter_node.collective_efficiency", QT_TRANSLATE_NOOP("CalibrationDialog", "Inter-node collective efficiency")},
        {"inter_node.collective_latency_us", QT_TRANSLATE_NOOP("CalibrationDialog", "Inter-node collective latency")},
        {"intra_node.overlap_slowdown", QT_TRANSLATE_NOOP("CalibrationDialog", "Compute slowdown under intra-node traffic")},
        {"inter_node.overlap_slowdown", QT_TRANSLATE_NOOP("CalibrationDialog", "Compute slowdown under inter-node traffic")},
        {"inter_node.straggler_coefficient", QT_TRANSLATE_NOOP("CalibrationDialog", "Straggler coefficient")},
    };
    for (const auto& [key, label] : labels)
        if (key == id)
            return QCoreApplication::translate("CalibrationDialog", label);
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString parameterValue(const FitParameter& p, double v)
{
    if (p.unit == std::string_view("FLOP"))
        return QStringLiteral("%1 GFLOP").arg(QLocale().toString(v / 1e9, 'f', 2));
    if (p.unit == std::string_view("us"))
        return QStringLiteral("%1 µs").arg(QLocale().toString(v, 'f', 1));
    return QLocale().toString(v, 'f', 3);
}

QString reasonText(const ParameterFit& fit)
{
    switch (fit.reason) {
    case FitReason::Pinned:
        return fit.atBound ? CalibrationDialog::tr("pinned down, at its bound") : CalibrationDialog::tr("pinned down");
    case FitReason::NothingToScale: return CalibrationDialog::tr("not fitted: the profile has nothing to scale");
    case FitReason::Unseen: return CalibrationDialog::tr("not fitted: no run depends on it");
    case FitReason::Confounded:
        return CalibrationDialog::tr("not fitted: the runs cannot tell it from %1")
            .arg(fit.confusedWith >= 0 ? parameterLabel(fitParameters()[size_t(fit.confusedWith)].id) : QString());
    case FitReason::Uncertain: return CalibrationDialog::tr("not fitted: the runs leave it uncertain");
    case FitReason::RestsOnOneRun:
        return CalibrationDialog::tr("not fitted: without one run the others would not pin it down (%1)").arg(QString::fromStdString(fit.onlyRun));
    }
    return {};
}

QString signedPercent(double share)
{
    return (share >= 0 ? QStringLiteral("+") : QString()) + Format::percent(share);
}

/** Where the window loads the user's presets from at start-up (and saves profiles to). */
QString userPresetFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/presets");
}

} // namespace

CalibrationDialog::CalibrationDialog(ScenarioDocument* document, QWidget* parent)
    : QDialog(parent), m_document(document), m_cluster(new QComboBox), m_id(new QLineEdit), m_files(new QListWidget),
      m_status(new QLabel), m_fitButton(new QPushButton(tr("&Fit"))), m_cancelButton(new QPushButton(tr("Cancel Fit"))),
      m_saveButton(new QPushButton(tr("&Save Profile…"))), m_useButton(new QPushButton(tr("&Use for This Scenario"))),
      m_progress(new QProgressBar), m_parameters(new QTableWidget), m_chart(new CalibrationScatter(document)),
      m_summary(new QLabel), m_progressTimer(new QTimer(this))
{
    setWindowTitle(tr("Calibrate to Measured Runs"));
    setObjectName(QStringLiteral("calibrationDialog"));
    auto* layout = new QVBoxLayout(this);

    auto* form = new QFormLayout;
    for (const Preset* p : document->presets().clusters())
        m_cluster->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    m_cluster->setCurrentIndex(std::max(0, m_cluster->findData(QString::fromStdString(document->scenario().cluster.presetId))));
    form->addRow(tr("Cluster preset to calibrate:"), m_cluster);
    m_id->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[a-z0-9._-]{1,64}")), m_id));
    m_id->setText(m_cluster->currentData().toString() + QStringLiteral("-calibrated"));
    m_id->setToolTip(tr("The id scenarios use for the calibrated preset: lower-case letters, digits, '.', '-', '_'."));
    form->addRow(tr("Id of the calibrated preset:"), m_id);
    layout->addLayout(form);
    connect(m_cluster, &QComboBox::currentIndexChanged, this, [this] {
        m_id->setText(m_cluster->currentData().toString() + QStringLiteral("-calibrated"));
    });

    auto* runsBox = new QGroupBox(tr("Measured runs"));
    auto* runsLayout = new QHBoxLayout(runsBox);
    m_files->setToolTip(tr("Run tables (scenario,step_time_s,peak_memory_GiB) and training logs, each with the "
                           "scenario it ran. Every run must use the cluster preset being calibrated."));
    m_files->setMaximumHeight(m_files->fontMetrics().height() * 7); // room for the table and chart below
    runsLayout->addWidget(m_files, 1);
    auto* fileButtons = new QVBoxLayout;
    auto* addTable = new QPushButton(tr("Add Run &Table…"));
    auto* addLog = new QPushButton(tr("Add &Log…"));
    auto* addNccl = new QPushButton(tr("Add &nccl-tests Output…"));
    addNccl->setToolTip(tr("all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf "
                           "output on this cluster: it pins down the links' efficiency and latency."));
    auto* remove = new QPushButton(tr("&Remove"));
    for (QPushButton* b : {addTable, addLog, addNccl, remove})
        fileButtons->addWidget(b);
    fileButtons->addStretch(1);
    runsLayout->addLayout(fileButtons);
    layout->addWidget(runsBox);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    connect(addTable, &QPushButton::clicked, this, &CalibrationDialog::addRunTableWithDialog);
    connect(addLog, &QPushButton::clicked, this, &CalibrationDialog::addLogWithDialog);
    connect(addNccl, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Add nccl-tests Output"), QString(),
                                                          tr("nccl-tests output (*.txt *.log *.out);;All files (*)"));
        QString error;
        if (!file.isEmpty() && !addRuns(file, &error))
            setStatus(error, true);
    });
    connect(remove, &QPushButton::clicked, this, &CalibrationDialog::removeSelected);

    auto* fitRow = new QHBoxLayout;
    fitRow->addWidget(m_fitButton);
    fitRow->addWidget(m_cancelButton);
    fitRow->addWidget(m_progress, 1);
    layout->addLayout(fitRow);
    m_progress->setRange(0, 100);
    connect(m_fitButton, &QPushButton::clicked, this, &CalibrationDialog::fit);
    connect(m_cancelButton, &QPushButton::clicked, this, &CalibrationDialog::cancel);
    connect(m_progressTimer, &QTimer::timeout, this, [this] { m_progress->setValue(int(100 * m_done.load())); });

    auto* split = new QSplitter(Qt::Horizontal);
    m_parameters->setColumnCount(4);
    m_parameters->setHorizontalHeaderLabels({tr("Parameter"), tr("Preset"), tr("Fitted (± 1σ)"), tr("Pinned down?")});
    m_parameters->verticalHeader()->setVisible(false);
    m_parameters->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_parameters->setWordWrap(true);
    m_parameters->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_parameters->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_parameters->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The reasons wrap in the stretched last column: rows take their height again when its
    // width settles (the splitter, the dialog's size), else a reason is cut with "...".
    connect(m_parameters->horizontalHeader(), &QHeaderView::sectionResized, m_parameters,
            [this](int column) {
                if (column == 3)
                    fitRowHeights();
            });
    split->addWidget(m_parameters);
    m_chart->setMinimumSize(300, 280);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({660, 420});
    layout->addWidget(split, 1);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_saveButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_useButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_saveButton, &QPushButton::clicked, this, &CalibrationDialog::saveWithDialog);
    connect(m_useButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!useForScenario(&error))
            setStatus(error, true);
    });
    layout->addWidget(buttons);
    setStatus(tr("Add the runs you measured on this cluster: at least three, the more the surer."), false);
    updateButtons();
    resize(1100, 760);
}

CalibrationDialog::~CalibrationDialog()
{
    cancel();
    if (m_worker.joinable())
        m_worker.join(); // it stops at its next iteration; what it posts dies with the dialog
}

bool CalibrationDialog::addRuns(const QString& argument, QString* error)
{
    MeasuredSet found;
    try {
        // A Megatron-LM log alone is built from its arguments block on the preset being calibrated.
        const std::string clusterId = m_cluster->currentData().toString().toStdString();
        const ClusterSpec cluster = m_document->presets().clusterSpec(clusterId);
        found = loadMeasurements(QFile::encodeName(argument).toStdString(), m_document->presets(), &cluster, clusterId);
    } catch (const InputError& e) {
        if (error)
            *error = inputErrorText(e);
        return false;
    }
    const QString shown = argument.contains(QLatin1Char('='))
                              ? tr("%1 with %2").arg(QFileInfo(argument.section(QLatin1Char('='), 0, 0)).fileName(),
                                                    QFileInfo(argument.section(QLatin1Char('='), 1)).fileName())
                              : QFileInfo(argument).fileName();
    const size_t runs = found.runs.size();
    m_files->addItem(!found.collectives.empty() ? tr("%1: nccl-tests, %2 sizes").arg(shown).arg(found.collectives.size())
                     : runs == 1                 ? tr("%1: one run").arg(shown)
                                                 : tr("%1: %2 runs").arg(shown).arg(runs));
    m_files->item(m_files->count() - 1)->setToolTip(argument);
    m_arguments.push_back(argument);
    m_perFile.push_back(std::move(found));
    gatherMeasurements();
    return true;
}

void CalibrationDialog::addRunTableWithDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Add Run Table"), QString(), tr("Run tables (*.csv)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!addRuns(file, &error))
        setStatus(error, true);
}

void CalibrationDialog::addLogWithDialog()
{
    const QString log = QFileDialog::getOpenFileName(this, tr("Add Training Log"), QString(),
                                                     tr("Training logs (*.log *.txt *.out);;All files (*)"));
    if (log.isEmpty())
        return;
    QString error;
    if (logPrintsItsArguments(log)) { // Megatron-LM's arguments block: the scenario needs no file
        if (!addRuns(log, &error))
            setStatus(error, true);
        return;
    }
    const QString scenario = QFileDialog::getOpenFileName(this, tr("Scenario of %1").arg(QFileInfo(log).fileName()),
                                                          QFileInfo(log).absolutePath(),
                                                          tr("Scenarios (*.shardscope.json *.json)"));
    if (scenario.isEmpty())
        return;
    if (!addRuns(log + QLatin1Char('=') + scenario, &error))
        setStatus(error, true);
}

void CalibrationDialog::removeSelected()
{
    const int row = m_files->currentRow();
    if (row < 0 || isFitting())
        return;
    delete m_files->takeItem(row);
    m_arguments.erase(m_arguments.begin() + row);
    m_perFile.erase(m_perFile.begin() + row);
    gatherMeasurements();
}

void CalibrationDialog::gatherMeasurements()
{
    m_measured = {};
    for (const MeasuredSet& file : m_perFile)
        m_measured.append(file);
    setStatus(m_measured.collectives.empty()
                  ? tr("Measured runs in all: %1.").arg(m_measured.runs.size())
                  : tr("Measured runs in all: %1; nccl-tests sizes: %2.").arg(m_measured.runs.size()).arg(m_measured.collectives.size()),
              false);
    updateButtons();
}

void CalibrationDialog::fit()
{
    if (isFitting() || m_measured.runs.empty())
        return;
    const std::string baseId = m_cluster->currentData().toString().toStdString();
    ClusterSpec base;
    try {
        base = m_document->presets().clusterSpec(baseId);
    } catch (const InputError& e) {
        setStatus(inputErrorText(e), true);
        return;
    }
    m_cancel = false;
    m_done = 0;
    m_progress->setValue(0);
    m_progressTimer->start(100);
    setStatus(tr("Fitting %1 to the measured runs (%2)…").arg(m_cluster->currentText()).arg(m_measured.runs.size()), false);
    m_fittedBase = baseId;
    m_worker = std::thread([this, base, measured = m_measured] {
        CalibrationResult result;
        QString error;
        CalibrationOptions options;
        options.progress = [this](double share) {
            m_done = share;
            return !m_cancel.load();
        };
        try {
            result = calibrate(base, measured, options);
        } catch (const InputError& e) {
            error = inputErrorText(e);
        } catch (const std::exception& e) {
            error = tr("The fit failed: %1").arg(QString::fromUtf8(e.what()));
        }
        QMetaObject::invokeMethod(
            this, [this, result = std::move(result), measured, error]() mutable { finished(std::move(result), std::move(measured), error); },
            Qt::QueuedConnection);
    });
    updateButtons();
}

void CalibrationDialog::cancel()
{
    m_cancel = true;
}

void CalibrationDialog::finished(CalibrationResult result, MeasuredSet measured, QString error)
{
    m_worker.join(); // it posted this as its last act
    m_progressTimer->stop();
    m_progress->setValue(error.isEmpty() && !result.cancelled ? 100 : 0);
    if (!error.isEmpty()) {
        setStatus(error, true);
    } else if (result.cancelled) {
        setStatus(tr("Fit cancelled."), false);
    } else {
        m_result = std::move(result);
        m_fitted = std::move(measured);
        setStatus(tr("Fitted to the measured runs (%1).").arg(m_fitted.runs.size()), false);
        showResult();
    }
    updateButtons();
    emit fitFinished();
}

void CalibrationDialog::fitRowHeights()
{
    // Each row as tall as its most wrapped cell, measured a little narrower than the cell: the
    // delegate paints the text inside its margins and wraps it sooner than the view's own size
    // hint (or the bare cell width) says, and a reason that needs one more line than it gets
    // ends in "..." (Inter-node collective efficiency at 1280x800 did, by both).
    const int margin = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_parameters) + 1) + 12;
    const QFontMetrics metrics(m_parameters->font());
    for (int row = 0; row < m_parameters->rowCount(); ++row) {
        int height = metrics.height();
        for (int column = 0; column < m_parameters->columnCount(); ++column) {
            if (const QTableWidgetItem* item = m_parameters->item(row, column)) {
                const QRect room(0, 0, std::max(1, m_parameters->columnWidth(column) - margin), 0);
                height = std::max(height, metrics.boundingRect(room, Qt::TextWordWrap, item->text()).height());
            }
        }
        m_parameters->setRowHeight(row, height + 6);
    }
}

void CalibrationDialog::showResult()
{
    const CalibrationResult& r = *m_result;
    const auto& parameters = fitParameters();
    m_parameters->setRowCount(int(parameters.size()));
    for (size_t j = 0; j < parameters.size(); ++j) {
        const FitParameter& p = parameters[j];
        const ParameterFit& f = r.parameters[j];
        const int row = int(j);
        m_parameters->setItem(row, 0, new QTableWidgetItem(parameterLabel(p.id)));
        m_parameters->setItem(row, 1, new QTableWidgetItem(parameterValue(p, f.before)));
        QString fitted = parameterValue(p, f.after);
        if (f.pinned)
            fitted += QStringLiteral(" ± ") + parameterValue(p, f.sigma);
        m_parameters->setItem(row, 2, new QTableWidgetItem(fitted));
        auto* reason = new QTableWidgetItem(reasonText(f));
        reason->setToolTip(reasonText(f));
        if (!f.pinned)
            reason->setForeground(palette().color(QPalette::Disabled, QPalette::WindowText));
        m_parameters->setItem(row, 3, reason);
    }
    fitRowHeights();
    m_chart->setResult(m_fitted.runs, r);
    int outliers = 0;
    for (const RunFit& f : r.runs)
        outliers += f.outlier;
    QString text = tr("Median |step time error| over %1 runs: %2 before, %3 after, %4 held out (each run estimated by "
                      "a fit that did not see it).")
                       .arg(r.runs.size())
                       .arg(Format::percent(r.medianAbsErrorBefore), Format::percent(r.medianAbsErrorAfter),
                            Format::percent(r.medianAbsErrorHeldOut));
    if (r.band.runs > 0)
        text += QLatin1Char(' ') +
                tr("Calibrated range: estimates %1 to %2 of the measured time; at least 80 % of runs like these fall "
                   "inside with %3 confidence. The modelled range is %4 to %5.")
                    .arg(signedPercent(r.band.low), signedPercent(r.band.high), Format::percent(r.bandConfidence, 0),
                         signedPercent(kModelledStepTimeBand.low), signedPercent(kModelledStepTimeBand.high));
    if (!r.collectives.empty())
        text += QLatin1Char(' ') + tr("Collectives (%1 nccl-tests sizes): median |time error| %2 before, %3 after.")
                                       .arg(r.collectives.size())
                                       .arg(Format::percent(r.medianAbsCollectiveErrorBefore),
                                            Format::percent(r.medianAbsCollectiveErrorAfter));
    if (outliers > 0)
        text += QLatin1Char(' ') + tr("Runs far off after the fit, which weighed little in it: %1. Check them.").arg(outliers);
    m_summary->setText(text);
}

void CalibrationDialog::updateButtons()
{
    const bool running = isFitting();
    m_fitButton->setEnabled(!running && !m_measured.runs.empty());
    m_cancelButton->setEnabled(running);
    m_progress->setVisible(running || m_progress->value() > 0);
    const bool fitted = m_result.has_value() && m_result->band.runs > 0;
    m_saveButton->setEnabled(!running && fitted);
    m_useButton->setEnabled(!running && fitted);
}

void CalibrationDialog::setStatus(const QString& text, bool problem)
{
    m_status->setText(text);
    QPalette colours = palette();
    if (problem)
        colours.setColor(QPalette::WindowText, Colors::danger());
    m_status->setPalette(colours);
}

nlohmann::json CalibrationDialog::presetDocument() const
{
    std::vector<std::string> files;
    for (const QString& a : m_arguments)
        files.push_back(QFileInfo(a.section(QLatin1Char('='), 0, 0)).fileName().toStdString());
    const CalibrationProvenance provenance{m_id->text().toStdString(),
                                           QDate::currentDate().toString(Qt::ISODate).toStdString(), files};
    return calibratedPresetDocument(*m_document->presets().cluster(m_fittedBase), *m_result, m_fitted, provenance);
}

bool CalibrationDialog::save(const QString& path, QString* error)
{
    if (!m_result)
        return false;
    const std::string text = presetDocument().dump(2) + "\n";
    try {
        writeTextFileAtomically(QFile::encodeName(path).toStdString(), text);
    } catch (const InputError& e) {
        if (error)
            *error = inputErrorText(e);
        return false;
    }
    // Scenarios opened in this session may now refer to it; the user's folder loads it at start.
    if (!m_document->presets().cluster(m_id->text().toStdString()))
        return m_document->addPreset(text, path, error);
    return true;
}

void CalibrationDialog::saveWithDialog()
{
    QDir().mkpath(userPresetFolder());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Calibrated Profile"),
                                                      userPresetFolder() + QLatin1Char('/') + m_id->text() +
                                                          QStringLiteral(".json"),
                                                      tr("Cluster presets (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (save(path, &error))
        setStatus(tr("Saved %1: cluster preset \"%2\".").arg(QDir::toNativeSeparators(path), m_id->text()), false);
    else
        setStatus(error, true);
}

bool CalibrationDialog::useForScenario(QString* error)
{
    if (!m_result || m_result->band.runs == 0)
        return false;
    const std::string id = m_id->text().toStdString();
    if (const Preset* existing = m_document->presets().cluster(id); !existing) {
        if (!m_document->addPreset(presetDocument().dump(), tr("calibration %1").arg(m_id->text()), error))
            return false;
    } else if (existing->calibration.values != m_result->profile.calibration.values) {
        if (error)
            *error = tr("A preset \"%1\" exists already and is another fit: choose another id.").arg(m_id->text());
        return false;
    }
    const ClusterSpec fitted = m_document->presets().clusterSpec(id);
    const auto& parameters = fitParameters();
    m_document->edit(tr("Use calibrated cluster %1").arg(m_id->text()), -1, [&](Scenario& s) {
        if (s.cluster.presetId == m_fittedBase) {
            // The scenario's own nodes, bandwidths and other overrides stay; the fitted values change.
            for (const FitParameter& p : parameters)
                p.set(s.cluster, p.value(fitted));
            s.cluster.calibration = fitted.calibration;
            s.cluster.presetId = id;
        } else {
            const int nodes = s.cluster.nodes;
            s.cluster = fitted;
            s.cluster.nodes = nodes; // keep the size the user chose
        }
    });
    setStatus(tr("The scenario now uses %1.").arg(m_id->text()), false);
    return true;
}

} // namespace shardscope::ui
