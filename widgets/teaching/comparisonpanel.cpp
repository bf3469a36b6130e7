#include "comparisonpanel.h"

#include "comparisonchart.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/diagnostictext.h"
#include "widgets/support/format.h"
#include "widgets/support/visiblerefresh.h"
#include "widgets/support/names.h"

#include "core/estimate/estimate.h"
#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <QLocale>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace shardscope;

namespace shardscope::ui {

namespace {

/** Whether a larger B is better, worse, or neither for this figure. */
enum class Better { Higher, Lower, Neither };

QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
    return item;
}

QTableWidget* table(const QStringList& headers)
{
    auto* t = new QTableWidget;
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->verticalHeader()->setVisible(false);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    t->horizontalHeader()->setStretchLastSection(true);
    // The splitter may squeeze the chart, never a table below four rows.
    t->setMinimumHeight(t->horizontalHeader()->sizeHint().height() + 4 * t->verticalHeader()->defaultSectionSize() +
                        2 * t->frameWidth());
    return t;
}

/** The configuration in words, translated (the core's summary is English). */
QString configurationText(const Scenario& s)
{
    const ParallelConfig& p = s.parallel;
    QString text = ComparisonPanel::tr("TP %1 · PP %2 · DP %3 · CP %4 · EP %5").arg(p.tp).arg(p.pp).arg(p.dp).arg(p.cp).arg(p.ep);
    if (p.pp > 1) {
        text += QStringLiteral(", ") + Names::schedule(std::string(toString(p.schedule)));
        if (scheduleTraits(p.schedule).chosenChunks)
            text += QStringLiteral(" v%1").arg(p.virtualStages);
    }
    text += ComparisonPanel::tr(", ZeRO %1, micro-batch %2").arg(p.zeroStage).arg(s.training.microBatch);
    text += QStringLiteral(", ") + Names::recompute(s.training.recompute, Names::RecomputeWording::Phrase);
    if (p.sequenceParallel)
        text += QStringLiteral(", SP");
    return text;
}

QString signedText(double delta, const std::function<QString(double)>& format)
{
    const QString magnitude = format(std::abs(delta));
    // A difference that rounds to nothing in the shown unit reads as 0, not "−0 µs".
    if (delta == 0 || magnitude == format(0.0) || magnitude.startsWith(QStringLiteral("0 ")))
        return QStringLiteral("0");
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + magnitude;
}

QString relativeText(const Delta& d)
{
    if (d.a == 0 || d.delta() == 0 || std::abs(d.relative()) < 0.0005)
        return QString();
    return QStringLiteral("%1%2 %").arg(d.delta() > 0 ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(100 * d.relative()), 0, 'f', 1);
}

QColor deltaColour(const Delta& d, Better better)
{
    if (better == Better::Neither || d.delta() == 0 || std::abs(d.relative()) < 1e-3)
        return {};
    const bool good = (d.delta() > 0) == (better == Better::Higher);
    return good ? Colors::ok() : Colors::danger();
}

} // namespace

ComparisonPanel::ComparisonPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("comparisonPanel"));
    auto* layout = new QVBoxLayout(this);
    auto* buttons = new QHBoxLayout;
    m_pin = new QPushButton(tr("&Pin as A"));
    m_pin->setToolTip(tr("Keep the current configuration as A; go on changing the document (B) and compare"));
    m_load = new QPushButton(tr("&Load A"));
    m_load->setToolTip(tr("Put A back into the document (Undo takes it back)"));
    m_clear = new QPushButton(tr("&Clear"));
    buttons->addWidget(m_pin);
    buttons->addWidget(m_load);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_heading = new QLabel;
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::RichText);
    layout->addWidget(m_heading);
    m_certainty = new QLabel;
    m_certainty->setObjectName(QStringLiteral("comparisonCertainty"));
    m_certainty->setWordWrap(true);
    m_certainty->setVisible(false);
    layout->addWidget(m_certainty);

    auto* split = new QSplitter(Qt::Vertical);
    m_chart = new ComparisonChart(document);
    split->addWidget(m_chart);
    auto* tabs = new QTabWidget;
    m_summary = table({tr("Figure"), tr("A"), tr("B"), tr("B − A"), tr("Change")});
    m_stages = table({tr("Stage"), tr("A"), tr("B"), tr("B − A"), tr("Largest change")});
    m_comm = table({tr("Dimension"), tr("A per GPU"), tr("B per GPU"), tr("B − A"), tr("Exposed A"), tr("Exposed B")});
    m_warnings = table({tr("Warning"), tr("In")});
    tabs->addTab(m_summary, tr("Summary"));
    tabs->addTab(m_stages, tr("Memory per Stage"));
    tabs->addTab(m_comm, tr("Communication"));
    tabs->addTab(m_warnings, tr("Warnings"));
    split->addWidget(tabs);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);

    connect(m_pin, &QPushButton::clicked, this, &ComparisonPanel::pinCurrent);
    connect(m_load, &QPushButton::clicked, this, &ComparisonPanel::loadA);
    connect(m_clear, &QPushButton::clicked, this, &ComparisonPanel::clearPin);
    // Ten refreshes a second at most during a drag, none while hidden.
    m_refresher = new VisibleRefresh(this, document, 100, [this] { refresh(); });
    refresh();
}

void ComparisonPanel::pinCurrent()
{
    m_a = m_document->scenario();
    m_reportA = m_document->report();
    refresh();
    emit pinChanged(true);
}

void ComparisonPanel::clearPin()
{
    m_a.reset();
    m_reportA = Report{};
    refresh();
    emit pinChanged(false);
}

void ComparisonPanel::loadA()
{
    if (!m_a)
        return;
    const Scenario b = m_document->scenario();
    const Report reportB = m_document->report();
    m_document->replace(*m_a, tr("Load A"));
    // What was the document becomes A, so the comparison reads the same way round.
    m_a = b;
    m_reportA = reportB;
    refresh();
}

void ComparisonPanel::refresh()
{
    const Report& b = m_document->report();
    m_pin->setText(m_a ? tr("Re-&pin as A") : tr("&Pin as A"));
    m_load->setEnabled(m_a.has_value());
    m_clear->setEnabled(m_a.has_value());
    if (!m_a) {
        m_comparison = compareReports(b, b);
        m_heading->setText(tr("Pin the current configuration as A, then change the document: B is always the "
                              "document, and every figure shows B − A."));
        m_chart->setReports(nullptr, b);
    } else {
        m_comparison = compareReports(m_reportA, b);
        m_heading->setText(tr("<b>A</b>: %1<br><b>B</b> (the document): %2")
                               .arg(configurationText(*m_a).toHtmlEscaped(),
                                    configurationText(m_document->scenario()).toHtmlEscaped()));
        m_chart->setReports(&m_reportA, b);
    }
    // How sure (core/estimate/evidence.h): a difference inside the ranges is one the measured
    // runs would not confirm on their own.
    const StepReport& sa = m_reportA.step;
    const bool inside = m_a && b.step.timeS >= sa.timeLowS && b.step.timeS <= sa.timeHighS &&
                        sa.timeS >= b.step.timeLowS && sa.timeS <= b.step.timeHighS && b.step.timeS != sa.timeS;
    m_certainty->setVisible(inside);
    m_certainty->setText(inside ? tr("How sure: B's step time (%1) lies inside A's range (%2–%3), and A's inside B's. "
                                     "Measured runs of such plans fell that far around such estimates, so the runs alone "
                                     "would not tell these two plans apart; the ranking holds only where both err "
                                     "alike (the same cluster and kernels).")
                                      .arg(Format::seconds(b.step.timeS), Format::seconds(sa.timeLowS),
                                           Format::seconds(sa.timeHighS))
                                : QString());
    fillSummary();
    fillStages();
    fillCommunication();
    fillWarnings();
}

QString ComparisonPanel::certaintyNote() const
{
    ensureCurrent();
    return m_certainty->text();
}

void ComparisonPanel::fillSummary()
{
    const ReportComparison& c = m_comparison;
    const auto gib = [](double v) { return Format::gib(v); };
    const auto secs = [](double v) { return Format::seconds(v); };
    const auto rate = [](double v) { return Format::rate(v); };
    const auto pct = [](double v) { return Format::percent(v); };
    // A difference of two shares is in percentage points, apart from the relative change
    // the next column gives in per cent.
    const auto points = [](double v) { return ComparisonPanel::tr("%1 pp").arg(QLocale().toString(100.0 * v, 'f', 1)); };
    const auto bytes = [](double v) { return Format::bytes(v); };
    const auto count = [](double v) { return Format::integer(int64_t(std::llround(v))); };
    struct Row
    {
        QString name;
        const Delta& d;
        std::function<QString(double)> format;
        Better better;
        std::function<QString(double)> deltaFormat = {}; ///< the difference's, when not `format`
    };
    const std::vector<Row> rows = {
        {tr("Tokens per second"), c.tokensPerS, rate, Better::Higher},
        {tr("Step time"), c.stepS, secs, Better::Lower},
        {tr("  compute"), c.computeS, secs, Better::Lower},
        {tr("  pipeline bubble"), c.bubbleS, secs, Better::Lower},
        {tr("  exposed communication"), c.exposedCommS, secs, Better::Lower},
        {tr("  optimizer"), c.optimizerS, secs, Better::Lower},
        {tr("MFU"), c.mfu, pct, Better::Higher, points},
        {tr("Peak memory per GPU"), c.peakBytes, gib, Better::Lower},
        {tr("GPU memory"), c.capacityBytes, [](double v) { return Format::gibPrecise(v); }, Better::Neither},
        {tr("GPUs"), c.world, count, Better::Neither},
        {tr("Communication per GPU per step"), c.commBytes, bytes, Better::Lower},
        {tr("Exposed communication share"), c.commShare, pct, Better::Lower, points},
        {tr("Bubble share of the schedule"), c.bubbleFraction, pct, Better::Lower, points},
    };
    m_summary->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const Row& r = rows[size_t(i)];
        m_summary->setItem(i, 0, cell(r.name, false));
        m_summary->setItem(i, 1, cell(m_a ? r.format(r.d.a) : QString()));
        m_summary->setItem(i, 2, cell(r.format(r.d.b)));
        auto* delta = cell(m_a ? signedText(r.d.delta(), r.deltaFormat ? r.deltaFormat : r.format) : QString());
        auto* change = cell(m_a ? relativeText(r.d) : QString());
        const QColor colour = m_a ? deltaColour(r.d, r.better) : QColor();
        if (colour.isValid()) {
            delta->setForeground(colour);
            change->setForeground(colour);
        }
        m_summary->setItem(i, 3, delta);
        m_summary->setItem(i, 4, change);
    }
    m_summary->resizeColumnsToContents();
}

void ComparisonPanel::fillStages()
{
    const ReportComparison& c = m_comparison;
    m_stages->setRowCount(int(c.stages.size()));
    for (int i = 0; i < int(c.stages.size()); ++i) {
        const StageDelta& s = c.stages[size_t(i)];
        m_stages->setItem(i, 0, cell(QString::number(s.stage)));
        m_stages->setItem(i, 1, cell(m_a && s.inA ? Format::gib(s.total.a) : QStringLiteral("–")));
        m_stages->setItem(i, 2, cell(s.inB ? Format::gib(s.total.b) : QStringLiteral("–")));
        auto* delta = cell(m_a ? signedText(s.total.delta(), [](double v) { return Format::gib(v); }) : QString());
        const QColor colour = m_a ? deltaColour(s.total, Better::Lower) : QColor();
        if (colour.isValid())
            delta->setForeground(colour);
        m_stages->setItem(i, 3, delta);
        // Which kind of memory moved most.
        QString largest;
        if (m_a) {
            const std::pair<QString, const Delta*> kinds[] = {
                {tr("weights"), &s.weights},         {tr("gradients"), &s.gradients}, {tr("optimizer state"), &s.optimizer},
                {tr("activations"), &s.activations}, {tr("buffers"), &s.buffers},     {tr("overhead"), &s.overhead}};
            double most = 0;
            for (const auto& [name, d] : kinds)
                if (std::abs(d->delta()) > most) {
                    most = std::abs(d->delta());
                    largest = QStringLiteral("%1 %2").arg(name, signedText(d->delta(), [](double v) { return Format::gib(v); }));
                }
        }
        m_stages->setItem(i, 4, cell(largest, false));
    }
    m_stages->resizeColumnsToContents();
}

void ComparisonPanel::fillCommunication()
{
    const ReportComparison& c = m_comparison;
    m_comm->setRowCount(int(c.communication.size()));
    for (int i = 0; i < int(c.communication.size()); ++i) {
        const CommDelta& d = c.communication[size_t(i)];
        m_comm->setItem(i, 0, cell(Names::dimension(QString::fromStdString(d.dim)), false));
        m_comm->setItem(i, 1, cell(m_a && d.inA ? Format::bytes(d.bytes.a) : QStringLiteral("–")));
        m_comm->setItem(i, 2, cell(d.inB ? Format::bytes(d.bytes.b) : QStringLiteral("–")));
        m_comm->setItem(i, 3, cell(m_a ? signedText(d.bytes.delta(), [](double v) { return Format::bytes(v); }) : QString()));
        m_comm->setItem(i, 4, cell(m_a && d.inA ? Format::seconds(d.exposedS.a) : QStringLiteral("–")));
        m_comm->setItem(i, 5, cell(d.inB ? Format::seconds(d.exposedS.b) : QStringLiteral("–")));
    }
    m_comm->resizeColumnsToContents();
}

void ComparisonPanel::fillWarnings()
{
    const ReportComparison& c = m_comparison;
    std::vector<std::pair<std::string, QString>> rows;
    if (m_a) {
        for (const std::string& code : c.diagnosticsOnlyB)
            rows.push_back({code, tr("B only (new)")});
        for (const std::string& code : c.diagnosticsOnlyA)
            rows.push_back({code, tr("A only (fixed in B)")});
        for (const std::string& code : c.diagnosticsBoth)
            rows.push_back({code, tr("both")});
    }
    m_warnings->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const auto& [code, where] = rows[size_t(i)];
        const bool onlyA = std::find(c.diagnosticsOnlyA.begin(), c.diagnosticsOnlyA.end(), code) != c.diagnosticsOnlyA.end();
        const Report& source = onlyA ? m_reportA : m_document->report();
        QString title = QString::fromStdString(code);
        for (const Diagnostic& d : source.diagnostics)
            if (d.code == code)
                title = diagnosticText(d).title;
        auto* item = cell(title, false);
        item->setToolTip(QString::fromStdString(code));
        m_warnings->setItem(i, 0, item);
        m_warnings->setItem(i, 1, cell(where, false));
    }
    m_warnings->resizeColumnsToContents();
}

void ComparisonPanel::ensureCurrent() const
{
    m_refresher->ensureCurrent();
}

} // namespace shardscope::ui
