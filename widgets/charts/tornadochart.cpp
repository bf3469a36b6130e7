#include "tornadochart.h"

#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

using namespace shardscope;

namespace shardscope::ui {

namespace {

constexpr double kBarWidth = 0.38;

QCPBars* sideBars(QCPAxis* key, QCPAxis* value, const QBrush& brush, const QColor& outline)
{
    auto* bars = new QCPBars(key, value);
    bars->setBrush(brush);
    bars->setPen(QPen(outline, 1));
    bars->setWidth(kBarWidth);
    return bars;
}

QString valueText(double v, const std::string& unit)
{
    const QString number = std::abs(v - std::round(v)) < 1e-9 && std::abs(v) >= 1 ? Format::integer(int64_t(std::llround(v)))
                                                                                  : QString::number(v, 'g', 3);
    // The core's units (core/analysis/sensitivity.h), as the rest of the window writes them.
    static const std::pair<const char*, const char*> units[] = {
        {"seq", QT_TRANSLATE_NOOP("TornadoChart", "seq")},   {"tokens", QT_TRANSLATE_NOOP("TornadoChart", "tokens")},
        {"us", QT_TRANSLATE_NOOP("TornadoChart", "µs")},     {"GB/s", "GB/s"},
        {"TB/s", "TB/s"},
    };
    QString shown = QString::fromStdString(unit);
    for (const auto& [key, text] : units)
        if (unit == key)
            shown = QCoreApplication::translate("TornadoChart", text);
    return unit.empty() ? number : number + QLatin1Char(' ') + shown;
}

/** The core's notes (core/analysis/sensitivity.cpp), translated. */
QString noteText(const std::string& note)
{
    static const char* const notes[] = {
        QT_TRANSLATE_NOOP("TornadoChart", "0 in this cluster's profile: moving it by a share moves nothing"),
        QT_TRANSLATE_NOOP("TornadoChart", "the higher side is capped at the ceiling of 1"),
        QT_TRANSLATE_NOOP("TornadoChart", "no shorter sequence the split allows"),
        QT_TRANSLATE_NOOP("TornadoChart", "1, and no larger micro-batch divides the global batch over DP"),
        QT_TRANSLATE_NOOP("TornadoChart", "already 1, the smallest"),
        QT_TRANSLATE_NOOP("TornadoChart", "no other micro-batch divides the global batch over DP"),
        QT_TRANSLATE_NOOP("TornadoChart", "no smaller micro-batch divides the global batch over DP"),
        QT_TRANSLATE_NOOP("TornadoChart", "no larger micro-batch divides the global batch over DP"),
        QT_TRANSLATE_NOOP("TornadoChart", "already one micro-batch per data-parallel rank"),
    };
    for (const char* known : notes)
        if (note == known)
            return QCoreApplication::translate("TornadoChart", known);
    return QString::fromStdString(note);
}

} // namespace

QString TornadoChart::inputName(const std::string& id)
{
    static const std::pair<const char*, const char*> names[] = {
        {"gemm_efficiency", QT_TRANSLATE_NOOP("TornadoChart", "GEMM and attention efficiency")},
        {"hbm_bandwidth", QT_TRANSLATE_NOOP("TornadoChart", "HBM bandwidth")},
        {"kernel_latency", QT_TRANSLATE_NOOP("TornadoChart", "Kernel launch latency")},
        {"nvlink_bandwidth", QT_TRANSLATE_NOOP("TornadoChart", "NVLink bandwidth")},
        {"nvlink_latency", QT_TRANSLATE_NOOP("TornadoChart", "NVLink latency")},
        {"nic_bandwidth", QT_TRANSLATE_NOOP("TornadoChart", "NIC bandwidth")},
        {"network_latency", QT_TRANSLATE_NOOP("TornadoChart", "Network latency")},
        {"overlap_slowdown", QT_TRANSLATE_NOOP("TornadoChart", "Overlap slowdown")},
        {"straggler_coefficient", QT_TRANSLATE_NOOP("TornadoChart", "Straggler coefficient")},
        {"seq_length", QT_TRANSLATE_NOOP("TornadoChart", "Sequence length")},
        {"micro_batch", QT_TRANSLATE_NOOP("TornadoChart", "Micro-batch")},
        {"global_batch", QT_TRANSLATE_NOOP("TornadoChart", "Global batch")},
    };
    for (const auto& [key, name] : names)
        if (id == key)
            return QCoreApplication::translate("TornadoChart", name);
    return QString::fromStdString(id);
}

TornadoChart::TornadoChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    // Horizontal bars: the rows on the left axis, the change on the bottom one.
    QCPAxis* rows = yAxis;
    QCPAxis* change = xAxis;
    rows->setRangeReversed(true);
    rows->grid()->setVisible(false);
    change->setLabel(tr("Change from the plan as it is (%)"));
    const QColor low = Colors::categorical()[0];
    const QColor high = Colors::categorical()[1];
    m_lowered = sideBars(rows, change, low, low.darker(140));
    m_lowered->setName(tr("Input lowered"));
    m_raised = sideBars(rows, change, high, high.darker(140));
    m_raised->setName(tr("Input raised"));
    m_loweredBroken = sideBars(rows, change, QBrush(low, Qt::BDiagPattern), low.darker(140));
    m_loweredBroken->setName(tr("That plan does not run"));
    m_raisedBroken = sideBars(rows, change, QBrush(high, Qt::BDiagPattern), high.darker(140));
    m_raisedBroken->removeFromLegend();
    placeLegendBelow(2);
    applyPalette();
}

int TornadoChart::rowsThatFit() const
{
    // One label line a row and a little air between them.
    const int pitch = QFontMetrics(yAxis->tickLabelFont()).height() + 2;
    return std::max(1, axisRect()->height() / std::max(pitch, 1));
}

void TornadoChart::updateLayout()
{
    ChartWidget::updateLayout();
    // Only ever fewer rows until the next size or report: the count a cut chart adds to its
    // title takes height, and fewer rows can narrow the labels, so a count that could also grow
    // back might swing between two layouts for ever. Laid out again at once, so that this
    // replot draws the rows it laid out.
    for (int fit = rowsThatFit(); fit < m_drawn; fit = rowsThatFit()) {
        m_drawn = fit;
        drawRows();
        ChartWidget::updateLayout();
    }
}

void TornadoChart::resizeEvent(QResizeEvent* event)
{
    if (m_drawn != int(m_order.size())) {
        m_drawn = int(m_order.size()); // a new size: every row again, then as many as fit
        drawRows();
    }
    ChartWidget::resizeEvent(event);
}

double TornadoChart::change(const std::optional<SensitivityPoint>& p) const
{
    if (!p)
        return std::numeric_limits<double>::quiet_NaN();
    const auto relative = [](double v, double base) { return base > 0 ? 100 * (v / base - 1) : 0.0; };
    switch (m_figure) {
    case Figure::Throughput: return relative(p->tokensPerS, m_report.baseTokensPerS);
    case Figure::StepTime: return relative(p->stepS, m_report.baseStepS);
    case Figure::PeakMemory: return relative(double(p->peakBytes), double(m_report.basePeakBytes));
    }
    return 0;
}

void TornadoChart::setReport(const SensitivityReport& report, Figure figure)
{
    m_report = report;
    m_figure = figure;
    // Largest swing of the chosen figure on top; rows that move nothing keep their order below.
    m_order.resize(m_report.rows.size());
    for (size_t i = 0; i < m_order.size(); ++i)
        m_order[i] = i;
    const auto swing = [&](size_t i) {
        double s = 0;
        for (const auto& p : {m_report.rows[i].low, m_report.rows[i].high})
            if (p)
                s = std::max(s, std::abs(change(p)));
        return s;
    };
    std::stable_sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) { return swing(a) > swing(b); });

    const QString figureName = figure == Figure::Throughput ? tr("throughput (tokens/s)")
                               : figure == Figure::StepTime ? tr("step time")
                                                            : tr("peak memory per GPU");
    m_heading = tr("What moves the %1\nhardware inputs ±%2 %, training settings to their nearest allowed values")
                    .arg(figureName)
                    .arg(QString::number(100 * m_report.delta, 'g', 3));
    m_drawn = int(m_order.size()); // every row, then as many as fit (updateLayout())
    drawRows();
    fitLegend();
    replot(QCustomPlot::rpQueuedReplot);
}

void TornadoChart::drawRows()
{
    for (QCPBars* bars : {m_lowered, m_raised, m_loweredBroken, m_raisedBroken})
        bars->data()->clear();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double widest = 1;
    for (size_t r = 0; r < size_t(m_drawn); ++r) {
        const SensitivityRow& row = m_report.rows[m_order[r]];
        ticker->addTick(double(r), tr("%1 (%2)").arg(inputName(row.id), valueText(row.baseValue, row.unit)));
        const auto add = [&](const std::optional<SensitivityPoint>& p, QCPBars* runs, QCPBars* broken, double offset) {
            if (!p)
                return;
            const double c = change(p);
            (p->verdict == Verdict::Runs ? runs : broken)->addData(double(r) + offset, c);
            widest = std::max(widest, std::abs(c));
        };
        add(row.low, m_lowered, m_loweredBroken, -kBarWidth / 2);
        add(row.high, m_raised, m_raisedBroken, kBarWidth / 2);
    }
    yAxis->setTicker(ticker);
    yAxis->setRange(-0.6, double(std::max(m_drawn, 1)) - 0.4);
    xAxis->setRange(-widest * 1.15, widest * 1.15);
    const int total = int(m_order.size());
    setTitle(m_drawn < total
                 ? m_heading + QLatin1Char('\n') +
                       tr("the %1 largest of %2 inputs: enlarge the panel for the rest").arg(m_drawn).arg(total)
                 : m_heading);
    m_loweredBroken->setVisible(!m_loweredBroken->data()->isEmpty() || !m_raisedBroken->data()->isEmpty());
    if (m_loweredBroken->visible())
        m_loweredBroken->addToLegend();
    else
        m_loweredBroken->removeFromLegend();
}

std::pair<double, double> TornadoChart::plotted(int row) const
{
    const SensitivityRow& r = m_report.rows[m_order[size_t(row)]];
    return {change(r.low), change(r.high)};
}

QStringList TornadoChart::rowIds() const
{
    QStringList ids;
    for (size_t i : m_order)
        ids << QString::fromStdString(m_report.rows[i].id);
    return ids;
}

QString TornadoChart::toolTipAt(const QPointF& pos) const
{
    if (!axisRect()->rect().contains(pos.toPoint()) || m_order.empty())
        return {};
    const int r = int(std::lround(yAxis->pixelToCoord(pos.y())));
    if (r < 0 || r >= m_drawn)
        return {};
    const SensitivityRow& row = m_report.rows[m_order[size_t(r)]];
    const auto side = [&](const QString& which, const std::optional<SensitivityPoint>& p) {
        if (!p)
            return tr("%1: none").arg(which);
        QString text = tr("%1 to %2: step %3, %4 tokens/s, peak %5")
                           .arg(which, valueText(p->value, row.unit), Format::seconds(p->stepS), Format::rate(p->tokensPerS),
                                Format::gibPrecise(double(p->peakBytes)));
        if (p->verdict == Verdict::OutOfMemory)
            text += tr(" (does not fit)");
        else if (p->verdict == Verdict::Invalid)
            text += tr(" (does not run: %1)").arg(QString::fromStdString(p->reason).toHtmlEscaped());
        return text;
    };
    QString tip = tr("<b>%1</b>, now %2<br>%3<br>%4")
                      .arg(inputName(row.id), valueText(row.baseValue, row.unit), side(tr("Lowered"), row.low),
                           side(tr("Raised"), row.high));
    if (!row.note.empty())
        tip += QStringLiteral("<br><i>%1</i>").arg(noteText(row.note).toHtmlEscaped());
    return tip;
}

} // namespace shardscope::ui
