#include "searchpanel.h"

#include "scalingchart.h"
#include "searchscatterchart.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/coretext.h"
#include "widgets/support/format.h"
#include "widgets/support/names.h"

#include "core/model/enumnames.h"
#include "core/search/searchtypes.h"
#include "core/search/startingplan.h"

#include <cmath>

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
    return item;
}

QString scheduleText(const SearchKnobs& k)
{
    if (k.pp == 1)
        return QStringLiteral("–");
    QString text = Names::schedule(std::string(toString(k.schedule)));
    if (scheduleTraits(k.schedule).chosenChunks)
        text += QStringLiteral(" v%1").arg(k.virtualStages);
    return text;
}

} // namespace

SearchPanel::SearchPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_runner(new SearchRunner(this))
{
    setObjectName(QStringLiteral("searchPanel"));
    auto* layout = new QVBoxLayout(this);
    m_gpus = new QSpinBox;
    m_gpus->setObjectName(QStringLiteral("searchGpus"));
    m_gpus->setRange(0, int(kMaxSearchGpus));
    m_gpus->setSpecialValueText(tr("whole cluster"));
    m_gpus->setToolTip(tr("Use exactly this many GPUs (0: every GPU of the cluster). The cluster gets as many nodes as "
                          "that needs."));
    m_top = new QSpinBox;
    m_top->setObjectName(QStringLiteral("searchTop"));
    m_top->setRange(1, kMaxSearchTop);
    m_top->setValue(20);
    m_top->setToolTip(tr("How many of the fastest configurations the table lists"));
    m_maxMicroBatch = new QSpinBox;
    m_maxMicroBatch->setObjectName(QStringLiteral("searchMaxMicroBatch"));
    m_maxMicroBatch->setRange(1, kMaxSearchMicroBatch);
    m_maxMicroBatch->setValue(16);
    m_maxMicroBatch->setToolTip(tr("Micro-batches tried: the divisors of the global batch up to this"));
    m_launcher = new QComboBox;
    m_launcher->setObjectName(QStringLiteral("searchLauncher"));
    m_launcher->addItem(tr("Any launcher"), int(kAnyLauncher));
    for (const LauncherName& n : launcherNames())
        m_launcher->addItem(QString::fromLatin1(n.name), int(launcherBit(n.launcher)));
    m_launcher->setToolTip(tr("Rank only plans this launcher runs as planned: refused plans, and plans it would only run "
                              "after changing them (schedule, interleaving, ZeRO stage, SP, overlap), are left out"));
    // A form, one setting per row: the dock shares its width with the other panels.
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&GPUs:"), m_gpus);
    form->addRow(tr("&Top:"), m_top);
    form->addRow(tr("&Micro-batch up to:"), m_maxMicroBatch);
    form->addRow(tr("&Launcher:"), m_launcher);
    layout->addLayout(form);

    auto* actions = new QHBoxLayout;
    m_search = new QPushButton(tr("&Search"));
    m_search->setToolTip(tr("Every configuration of this model on these GPUs at this global batch, ranked by tokens "
                            "per second"));
    m_sweep = new QPushButton(tr("Scaling S&weep"));
    m_sweep->setToolTip(tr("The best configuration at one node, two, four, ... up to the whole cluster, at this global "
                           "batch"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    // Shown only while a search or sweep runs; its place in the row stays, so nothing moves.
    QSizePolicy keepPlace = m_progress->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keepPlace);
    m_progress->hide();
    // The progress bar beside the buttons: a row of its own cost the results a row of height,
    // which a 1280 x 800 window does not have.
    actions->addWidget(m_search);
    actions->addWidget(m_sweep);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress, 1);
    layout->addLayout(actions);
    m_status = new QLabel(tr("Search ranks every split of the job that fits; nothing has been searched yet."));
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("searchStatus"));
    layout->addWidget(m_status);
    // Where the open plan stands against the ranked ones (SearchResult::start).
    m_startingPlan = new QLabel;
    m_startingPlan->setWordWrap(true);
    m_startingPlan->setObjectName(QStringLiteral("searchStartingPlan"));
    m_startingPlan->setVisible(false);
    layout->addWidget(m_startingPlan);

    m_tabs = new QTabWidget;
    // Configurations: the scatter above, the table below.
    auto* explorer = new QSplitter(Qt::Vertical);
    auto* plotBox = new QWidget;
    auto* plotLayout = new QVBoxLayout(plotBox);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    auto* colourRow = new QHBoxLayout;
    m_colour = new QComboBox;
    for (int c = 0; c < kScatterColourCount; ++c)
        m_colour->addItem(scatterColourName(ScatterColour(c)), c);
    m_colour->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_colour->setMinimumContentsLength(14);
    auto* colourLabel = new QLabel(tr("C&olour by:"));
    colourLabel->setBuddy(m_colour);
    colourRow->addWidget(colourLabel);
    colourRow->addWidget(m_colour);
    colourRow->addStretch(1);
    plotLayout->addLayout(colourRow);
    m_scatter = new SearchScatterChart(document);
    plotLayout->addWidget(m_scatter, 1);
    explorer->addWidget(plotBox);
    auto* tableBox = new QWidget;
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto* listRow = new QHBoxLayout;
    m_list = new QComboBox;
    m_list->addItem(tr("Fastest configurations"));
    m_list->addItem(tr("Pareto front (throughput against free memory)"));
    m_list->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_list->setMinimumContentsLength(14);
    m_apply = new QPushButton(tr("&Apply to Document"));
    m_apply->setToolTip(tr("Load the selected configuration into the document (Undo takes it back)"));
    listRow->addWidget(m_list);
    listRow->addStretch(1);
    listRow->addWidget(m_apply);
    tableLayout->addLayout(listRow);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("searchTable"));
    const QStringList headers = {tr("Tokens/s"), tr("MFU"), tr("Step"), tr("Peak"), tr("Free"), tr("TP"),
                                 tr("PP"), tr("DP"), tr("CP"), tr("EP"), tr("Schedule"), tr("ZeRO"),
                                 tr("Micro-batch"), tr("Recompute"), tr("SP"), tr("Launchers"), tr("Warnings")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The splitter may squeeze the plot, never the table below five rows.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              5 * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
    tableLayout->addWidget(m_table, 1);
    explorer->addWidget(tableBox);
    explorer->setStretchFactor(0, 3);
    explorer->setStretchFactor(1, 2);
    m_tabs->addTab(explorer, tr("Configurations"));

    auto* scaling = new QSplitter(Qt::Vertical);
    m_scaling = new ScalingChart(document);
    scaling->addWidget(m_scaling);
    auto* sweepBox = new QWidget;
    auto* sweepLayout = new QVBoxLayout(sweepBox);
    sweepLayout->setContentsMargins(0, 0, 0, 0);
    m_sweepTable = new QTableWidget;
    m_sweepTable->setObjectName(QStringLiteral("sweepTable"));
    const QStringList sweepHeaders = {tr("GPUs"), tr("Tokens/s"), tr("Per GPU"), tr("Speed-up"), tr("Efficiency"),
                                      tr("Best configuration")};
    m_sweepTable->setColumnCount(int(sweepHeaders.size()));
    m_sweepTable->setHorizontalHeaderLabels(sweepHeaders);
    m_sweepTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sweepTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sweepTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sweepTable->verticalHeader()->setVisible(false);
    m_sweepTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_sweepTable->horizontalHeader()->setStretchLastSection(true);
    sweepLayout->addWidget(m_sweepTable, 1);
    m_applySweep = new QPushButton(tr("Apply to &Document"));
    m_applySweep->setToolTip(tr("Load the selected size's best configuration, with that many GPUs, into the document"));
    auto* sweepButtons = new QHBoxLayout;
    sweepButtons->addStretch(1);
    sweepButtons->addWidget(m_applySweep);
    sweepLayout->addLayout(sweepButtons);
    scaling->addWidget(sweepBox);
    m_tabs->addTab(scaling, tr("Scaling"));
    layout->addWidget(m_tabs, 1);

    connect(m_search, &QPushButton::clicked, this, &SearchPanel::startSearch);
    connect(m_sweep, &QPushButton::clicked, this, &SearchPanel::startSweep);
    connect(m_cancel, &QPushButton::clicked, this, &SearchPanel::cancel);
    connect(m_apply, &QPushButton::clicked, this, [this] { applyRow(m_table->currentRow()); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row) { applyRow(row); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SearchPanel::updateButtons);
    connect(m_applySweep, &QPushButton::clicked, this, [this] { applySweepRow(m_sweepTable->currentRow()); });
    connect(m_sweepTable, &QTableWidget::cellDoubleClicked, this, [this](int row) { applySweepRow(row); });
    connect(m_sweepTable, &QTableWidget::itemSelectionChanged, this, &SearchPanel::updateButtons);
    connect(m_list, &QComboBox::currentIndexChanged, this, [this](int index) { showPareto(index == 1); });
    connect(m_colour, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_scatter->setColouring(ScatterColour(m_colour->itemData(index).toInt())); });
    connect(m_scatter, &SearchScatterChart::configurationClicked, this, &SearchPanel::selectKnobs);
    connect(m_runner, &SearchRunner::runningChanged, this, &SearchPanel::updateButtons);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &SearchPanel::updateStartingPlan);
    connect(m_runner, &SearchRunner::progressed, this, [this](double fraction, qint64 enumerated, qint64 pruned, qint64 timed) {
        m_progress->setValue(int(fraction * 1000));
        m_status->setText(tr("Searching… %1 of %2 configurations looked at, %3 fit so far")
                              .arg(Format::integer(pruned + timed), Format::integer(enumerated), Format::integer(timed)));
    });
    connect(m_runner, &SearchRunner::searchFinished, this, [this] {
        const auto outcome = m_runner->lastSearch();
        const SearchResult& r = outcome->result;
        m_progress->setValue(1000);
        m_scatterData = std::shared_ptr<const ScatterData>(outcome, &outcome->scatter);
        m_scatter->setData(m_scatterData);
        reloadList();
        const auto& n = r.counts;
        QString text = tr("%1 configurations on %2 GPUs: %3 break a launcher rule, %4 do not fit in memory, %5 fit "
                          "(%6 s on %7 threads).")
                           .arg(Format::integer(n.enumerated), Format::integer(r.gpus), Format::integer(n.prunedByRules),
                                Format::integer(n.prunedByMemory), Format::integer(n.timed))
                           .arg(r.wallS, 0, 'f', 2)
                           .arg(r.threads);
        const int perNode = std::max(1, outcome->base.cluster.gpusPerNode);
        if (r.top.empty() && r.gpus > perNode && r.gpus % perNode != 0)
            text += QLatin1Char(' ') + tr("No launcher starts %1 GPUs on %2-GPU nodes: torchrun starts the same number "
                                          "of processes on every node.")
                                           .arg(r.gpus)
                                           .arg(perNode);
        else if (r.top.empty())
            text += QLatin1Char(' ') + tr("Nothing fits: use more GPUs, GPUs with more memory, or a smaller global batch.");
        else if (outcome->scatter.plotted < size_t(n.timed))
            text += QLatin1Char(' ') + tr("The plot shows the fastest of them at each spot (%1 points).")
                                           .arg(Format::integer(int64_t(outcome->scatter.plotted)));
        m_status->setText(text);
        m_placed = m_searching;
        updateStartingPlan();
        m_tabs->setCurrentIndex(0);
    });
    connect(m_runner, &SearchRunner::sweepFinished, this, [this] {
        m_progress->setValue(1000);
        m_scaling->setSweep(m_runner->lastSweep());
        fillSweepTable();
        const auto sweep = m_runner->lastSweep();
        m_status->setText(tr("Scaling sweep over %1 sizes done in %2 s.").arg(sweep->rows.size()).arg(sweep->wallS, 0, 'f', 2));
        m_tabs->setCurrentIndex(1);
    });
    connect(m_runner, &SearchRunner::cancelled, this, [this] {
        m_progress->setValue(0);
        m_status->setText(tr("Cancelled. The previous results stay as they were."));
    });
    connect(m_runner, &SearchRunner::failed, this, [this](const QString& reason) {
        m_progress->setValue(0);
        m_status->setText(tr("The search could not run: %1").arg(reason));
    });
    updateButtons();
}

SearchOptions SearchPanel::options() const
{
    SearchOptions o;
    o.gpus = m_gpus->value();
    o.topN = m_top->value();
    o.maxMicroBatch = m_maxMicroBatch->value();
    o.launchers = LauncherMask(m_launcher->currentData().toInt());
    o.maxPoints = 400'000;
    o.backgroundPriority = true; // the window's thread shares the cores with the workers
    return o;
}

void SearchPanel::startSearch()
{
    if (m_runner->isRunning())
        return;
    m_progress->setValue(0);
    m_status->setText(tr("Searching…"));
    m_searching = m_document->scenario();
    m_runner->startSearch(m_document->scenario(), options());
}

void SearchPanel::updateStartingPlan()
{
    const auto outcome = m_runner->lastSearch();
    QString text;
    if (outcome && m_placed) {
        const Scenario& now = m_document->scenario();
        const SearchResult& r = outcome->result;
        if (now == *m_placed) {
            text = translated(shardscope::startingPlanText(r));
        } else {
            // Edited since: a ranked plan applied (same model, GPUs and batch) keeps its row;
            // anything else is no longer the plan the search placed.
            const SearchKnobs knobs = knobsOf(now);
            const bool sameJob = now.model == m_placed->model && now.cluster.gpu == m_placed->cluster.gpu &&
                                 now.training.globalBatch == m_placed->training.globalBatch &&
                                 now.training.seqLength == m_placed->training.seqLength &&
                                 now.parallel.worldSize() == r.gpus;
            for (size_t i = 0; sameJob && i < r.top.size() && text.isEmpty(); ++i)
                if (r.top[i].knobs == knobs)
                    text = tr("Your plan is #%1 of the plans the search ranked: %2 tokens/s.")
                               .arg(i + 1)
                               .arg(Format::integer(int64_t(std::llround(r.top[i].tokensPerS))));
            if (text.isEmpty())
                text = tr("Your plan has changed since the search; search again to see where it stands.");
        }
    }
    m_startingPlan->setText(text);
    m_startingPlan->setVisible(!text.isEmpty());
}

void SearchPanel::startSweep()
{
    if (m_runner->isRunning())
        return;
    m_progress->setValue(0);
    m_status->setText(tr("Sweeping the cluster size…"));
    Scenario s = m_document->scenario();
    if (m_gpus->value() > 0)
        s.cluster.nodes = (m_gpus->value() + s.cluster.gpusPerNode - 1) / std::max(1, s.cluster.gpusPerNode);
    SearchOptions o = options();
    o.gpus = 0;
    m_runner->startSweep(s, o);
}

void SearchPanel::cancel()
{
    m_runner->cancel();
}

void SearchPanel::showPareto(bool pareto)
{
    if (m_list->currentIndex() != (pareto ? 1 : 0))
        m_list->setCurrentIndex(pareto ? 1 : 0); // comes back here through the signal
    else
        reloadList();
}

QString SearchPanel::statusText() const
{
    return m_status->text();
}

QString SearchPanel::startingPlanText() const
{
    return m_startingPlan->text();
}

void SearchPanel::reloadList()
{
    const auto outcome = m_runner->lastSearch();
    m_shown.clear();
    m_tieThreshold = kModelThroughputError;
    if (outcome) {
        m_shown = m_list->currentIndex() == 1 ? outcome->result.pareto : outcome->result.top;
        m_tieThreshold = outcome->result.tieThreshold;
    }
    fillTable();
}

void SearchPanel::fillTable()
{
    m_table->setUpdatesEnabled(false);
    m_table->setRowCount(int(m_shown.size()));
    for (int row = 0; row < int(m_shown.size()); ++row) {
        const RankedConfiguration& r = m_shown[size_t(row)];
        const SearchKnobs& k = r.knobs;
        QStringList warnings;
        for (const std::string& w : r.warnings)
            warnings << QString::fromStdString(w);
        // "≈": within the model's error of the fastest plan (SearchResult::tieThreshold).
        const QString rate = r.nearBest ? tr("≈ %1").arg(Format::rate(r.tokensPerS)) : Format::rate(r.tokensPerS);
        const QList<QTableWidgetItem*> items = {
            cell(rate), cell(Format::percent(r.mfu)), cell(Format::seconds(r.stepS)),
            cell(Format::gib(double(r.peakBytes))), cell(Format::gib(double(r.headroomBytes()))),
            cell(QString::number(k.tp)), cell(QString::number(k.pp)), cell(QString::number(k.dp)),
            cell(QString::number(k.cp)),
            cell(k.ep > 1 && k.etp != k.tp ? tr("%1 (ETP %2)").arg(k.ep).arg(k.etp) : QString::number(k.ep)),
            cell(scheduleText(k), false), cell(QString::number(k.zeroStage)), cell(QString::number(k.microBatch)),
            cell(Names::recompute(k.recompute, Names::RecomputeWording::Cell), false), cell(k.sequenceParallel ? tr("on") : tr("off"), false),
            cell(QString::fromStdString(describeLaunchers(r.launchers)), false),
            cell(warnings.join(QStringLiteral(", ")), false)};
        for (int c = 0; c < items.size(); ++c)
            m_table->setItem(row, c, items[c]);
        // The step's range, as the summary strip gives it for the open plan (evidence.h).
        QString stepTip =
            r.rangeWidenedFor == BandWidening::None
                ? tr("Measured steps of such plans fell between %1 and %2")
                      .arg(Format::seconds(r.stepLowS), Format::seconds(r.stepHighS))
                : tr("Measured steps of such plans fell between %1 and %2: a range widened for context "
                     "parallelism or for more than %3 GPUs, where the public runs fell farther from the estimate, "
                     "most of them slower. The ranking uses the estimate.")
                      .arg(Format::seconds(r.stepLowS), Format::seconds(r.stepHighS),
                           Format::integer(kLargestCheckedWorldSize));
        if (r.rangeWidenedForExperts)
            stepTip += tr("\nWidened for a mixture of experts: the public runs that trained experts were all slower "
                          "than estimated.");
        if (r.rangeWidenedForQuantizedBlackwell)
            stepTip += tr("\nWidened for a low-precision recipe on Blackwell: most public FP8 runs on Blackwell GPUs "
                          "were faster than estimated.");
        m_table->item(row, 2)->setToolTip(stepTip);
        QString tip = translated(knobsText(k));
        if (r.nearBest)
            tip += QLatin1Char('\n') +
                   (m_tieThreshold == kModelThroughputError
                        ? tr("Within the model's error (%1) of the fastest plan: to the model, as good as the best")
                        : tr("Within the calibrated profile's held-out error (%1) of the fastest plan: on this "
                             "cluster, as good as the best"))
                       .arg(Format::percent(m_tieThreshold));
        tip += QLatin1Char('\n') + tr("Runs as planned on: %1").arg(QString::fromStdString(describeLaunchers(r.launchers)));
        m_table->item(row, 0)->setToolTip(tip);
    }
    m_table->resizeColumnsToContents();
    m_table->setUpdatesEnabled(true);
    if (!m_shown.empty())
        m_table->selectRow(0);
    updateButtons();
}

void SearchPanel::fillSweepTable()
{
    const auto sweep = m_runner->lastSweep();
    const int rows = sweep ? int(sweep->rows.size()) : 0;
    m_sweepTable->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const ScalingRow& r = sweep->rows[size_t(row)];
        m_sweepTable->setItem(row, 0, cell(Format::integer(r.gpus)));
        if (!r.feasible) {
            m_sweepTable->setItem(row, 1, cell(tr("nothing fits"), false));
            for (int c = 2; c < 6; ++c)
                m_sweepTable->setItem(row, c, cell(QString(), false));
            continue;
        }
        m_sweepTable->setItem(row, 1, cell(Format::rate(r.tokensPerS)));
        m_sweepTable->setItem(row, 2, cell(Format::integer(int64_t(std::llround(r.tokensPerSPerGpu)))));
        m_sweepTable->setItem(row, 3, cell(QStringLiteral("%1×").arg(r.speedup, 0, 'f', 2)));
        m_sweepTable->setItem(row, 4, cell(Format::percent(r.efficiency)));
        m_sweepTable->setItem(row, 5, cell(translated(knobsText(r.best.knobs)), false));
    }
    m_sweepTable->resizeColumnsToContents();
    if (rows > 0)
        m_sweepTable->selectRow(rows - 1); // the whole cluster
    updateButtons();
}

void SearchPanel::selectKnobs(const SearchKnobs& knobs)
{
    const auto outcome = m_runner->lastSearch();
    if (!outcome)
        return;
    for (size_t i = 0; i < m_shown.size(); ++i) {
        if (m_shown[i].knobs == knobs) {
            m_table->selectRow(int(i));
            return;
        }
    }
    // Not in the list: put it first, with the full estimate's figures like the others.
    const RankedConfiguration r = rankConfiguration(outcome->base, knobs);
    if (r.capacityBytes < 0)
        return;
    m_shown.insert(m_shown.begin(), r);
    fillTable();
}

void SearchPanel::updateButtons()
{
    const bool running = m_runner->isRunning();
    m_search->setEnabled(!running);
    m_sweep->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
    m_gpus->setEnabled(!running);
    m_top->setEnabled(!running);
    m_maxMicroBatch->setEnabled(!running);
    m_launcher->setEnabled(!running);
    m_apply->setEnabled(m_table->currentRow() >= 0 && m_table->currentRow() < int(m_shown.size()));
    const auto sweep = m_runner->lastSweep();
    const int row = m_sweepTable->currentRow();
    m_applySweep->setEnabled(sweep && row >= 0 && row < int(sweep->rows.size()) && sweep->rows[size_t(row)].feasible);
}

void SearchPanel::apply(const RankedConfiguration& r, const Scenario& base)
{
    const SearchKnobs knobs = r.knobs;
    const int nodes = base.cluster.nodes;
    m_document->edit(tr("Apply %1").arg(translated(knobsText(knobs))), -1, [knobs, nodes](Scenario& s) {
        setKnobs(s, knobs);
        s.cluster.nodes = nodes;
    });
}

bool SearchPanel::applyRow(int row)
{
    const auto outcome = m_runner->lastSearch();
    if (!outcome || row < 0 || row >= int(m_shown.size()))
        return false;
    apply(m_shown[size_t(row)], outcome->base);
    return true;
}

bool SearchPanel::applySweepRow(int row)
{
    const auto sweep = m_runner->lastSweep();
    if (!sweep || row < 0 || row >= int(sweep->rows.size()) || !sweep->rows[size_t(row)].feasible)
        return false;
    const RankedConfiguration& r = sweep->rows[size_t(row)].best;
    apply(r, r.scenario);
    return true;
}

} // namespace shardscope::ui
