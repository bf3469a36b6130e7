#include "timechart.h"

#include "widgets/support/formulas.h"

#include <QCoreApplication>

#include "steptailstyle.h"
#include "durationticker.h"
#include "unitticker.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"
#include "widgets/support/names.h"

#include "core/estimate/evidence.h"

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

namespace {

const char* const kDims[] = {"tp", "cp", "pp", "dp", "ep", "edp"};
constexpr double kCommunicationShareLimit = 0.30; // the rule of thumb the rules use too

QBrush hiddenBrush(const QColor& c)
{
    return QBrush(c.lighter(135), Qt::FDiagPattern);
}

} // namespace

QString TimeChart::nothingToSendText()
{
    return tr("Nothing to send:\nevery group has one GPU.");
}

void TimeChart::fitNothingLabel()
{
    // The message sits over the narrow "sent per GPU" rect: wrapped to its width (the tick
    // label margin on its left included), it never runs past the chart's edge.
    if (!m_nothingLabel->visible())
        return;
    const int available = std::max(40, m_volumeRect->outerRect().width() - 4);
    const QString wrapped = wrapText(nothingToSendText(), QFontMetrics(m_nothingLabel->font()), available);
    if (m_nothingLabel->text() != wrapped) {
        m_nothingLabel->setText(wrapped);
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void TimeChart::fitVolumeLabels()
{
    // Each volume bar's figure goes on the side with room for it: after the bar's end, or inside
    // a bar long enough (white on the bar). Where neither side has the room (a narrow dock), the
    // roomier side takes it in a smaller font rather than cut its digits off at the rect's edge.
    // Decided after each layout, from the rect's width in pixels.
    const double upper = m_volumeRect->axis(QCPAxis::atBottom)->range().upper;
    const double widthPx = m_volumeRect->width();
    QFont base = font();
    base.setPointSizeF(base.pointSizeF() * 0.9);
    for (int row = 0; row < int(m_linkValues.size()); ++row) {
        QCPItemText* label = m_linkLabels[row];
        const double value = m_linkValues[row];
        const double textPx = QFontMetrics(base).horizontalAdvance(label->text()) + 6;
        const double barPx = widthPx > 0 && upper > 0 ? widthPx * value / upper : 0;
        const double roomPx = widthPx - barPx;
        // Before the first layout (no width yet): inside when the bar is over half the axis.
        const bool inside = widthPx > 0 ? roomPx < textPx && barPx > roomPx : value > 0.55 * upper / 1.1;
        QFont labelFont = base;
        const double sidePx = inside ? barPx : roomPx;
        if (widthPx > 0 && textPx > sidePx)
            labelFont.setPointSizeF(base.pointSizeF() * std::max(0.6, sidePx / textPx));
        label->setFont(labelFont);
        label->setPositionAlignment((inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        label->setPadding(inside ? QMargins(0, 0, 4, 0) : QMargins(4, 0, 0, 0));
        label->setColor(inside ? QColor(Qt::white) : palette().color(QPalette::WindowText));
    }
}

void TimeChart::fitRowLabels()
{
    // Two lines a row (the group and its link) where the rows have room, else the group alone.
    const int rows = std::max<int>(1, int(m_rowLabels.size()));
    const int lineSpacing = QFontMetrics(font()).lineSpacing();
    const int rowPixels = m_shareRect->height() > 0 ? m_shareRect->height() / rows : 1000;
    // 0: two lines; 1: the group alone; 2: the group alone, in a smaller font.
    const int shortLabels = rowPixels >= 2 * lineSpacing + 4 ? 0 : rowPixels >= lineSpacing + 2 ? 1 : 2;
    if (shortLabels == m_rowLabelsShort)
        return;
    m_rowLabelsShort = shortLabels;
    QFont labelFont = font();
    if (shortLabels == 2)
        labelFont.setPointSizeF(labelFont.pointSizeF() * 0.8);
    for (QCPAxisRect* r : {m_shareRect, m_volumeRect})
        r->axis(QCPAxis::atLeft)->setTickLabelFont(labelFont);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int row = 0; row < int(m_rowLabels.size()); ++row)
        ticker->addTick(row, shortLabels ? m_rowLabels[size_t(row)].second : m_rowLabels[size_t(row)].first);
    m_shareRect->axis(QCPAxis::atLeft)->setTicker(ticker);
    m_volumeRect->axis(QCPAxis::atLeft)->setTicker(ticker);
    replot(QCustomPlot::rpQueuedReplot);
}

QCPBars* TimeChart::stepBar(const QString& name, const QBrush& brush)
{
    auto* bars = new QCPBars(m_stepRect->axis(QCPAxis::atLeft), m_stepRect->axis(QCPAxis::atBottom));
    bars->setName(name);
    bars->setBrush(brush);
    bars->setPen(QPen(brush.color().darker(140), 1));
    bars->setWidth(0.7);
    bars->setStackingGap(0);
    if (m_lastStep)
        bars->moveAbove(m_lastStep);
    m_lastStep = bars;
    return bars;
}

TimeChart::TimeChart(ScenarioDocument* document, QWidget* parent) : ChartWidget(document, parent)
{
    // Layout: title / step bar / (share | volume) / legend.
    m_stepRect = axisRect();
    m_stepRect->axis(QCPAxis::atBottom)->setLabel(tr("Time per step"));
    m_stepRect->axis(QCPAxis::atBottom)->setTicker(durationTicker());
    m_stepRect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    m_stepRect->axis(QCPAxis::atLeft)->setTickLabels(false);
    m_stepRect->axis(QCPAxis::atLeft)->setTicks(false);
    m_stepRect->axis(QCPAxis::atLeft)->grid()->setVisible(false);
    m_stepRect->axis(QCPAxis::atLeft)->setRange(-0.5, 0.5);
    m_stepRect->setMinimumSize(100, 60);

    auto* lower = new QCPLayoutGrid;
    plotLayout()->addElement(2, 0, lower);
    m_shareRect = new QCPAxisRect(this);
    m_volumeRect = new QCPAxisRect(this);
    lower->addElement(0, 0, m_shareRect);
    lower->addElement(0, 1, m_volumeRect);
    lower->setColumnStretchFactors({1.4, 1.0});
    plotLayout()->setRowStretchFactors({0.001, 0.35, 1.0});
    for (QCPAxisRect* r : {m_shareRect, m_volumeRect}) {
        r->axis(QCPAxis::atLeft)->setRangeReversed(true);
        r->axis(QCPAxis::atLeft)->grid()->setVisible(false);
    }
    m_shareRect->axis(QCPAxis::atBottom)->setLabel(tr("% of the step"));
    // Numbers only on the ticks; the unit goes into the axis label (set per report).
    m_volumeRect->axis(QCPAxis::atBottom)->setTicker(QSharedPointer<UnitTicker>::create(
        [this](double gb) { return UnitTicker::number(gb / m_volumeUnit); },
        [this](double) { return m_volumeUnit; }));
    // Shares in percent, titled so: numbers only, measured so that a narrow chart keeps two.
    m_shareRect->axis(QCPAxis::atBottom)->setTicker(
        QSharedPointer<UnitTicker>::create([](double share) { return UnitTicker::number(share); }));
    m_volumeRect->axis(QCPAxis::atBottom)->ticker()->setTickCount(2);
    m_shareRect->axis(QCPAxis::atBottom)->ticker()->setTickCount(3);
    m_stepRect->axis(QCPAxis::atBottom)->ticker()->setTickCount(4);
    m_volumeRect->axis(QCPAxis::atLeft)->setTickLabels(false);
    // Rows line up across the two lower charts.
    auto* group = new QCPMarginGroup(this);
    m_shareRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_volumeRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    auto* leftGroup = new QCPMarginGroup(this);
    m_stepRect->setMarginGroup(QCP::msLeft, leftGroup);
    m_shareRect->setMarginGroup(QCP::msLeft | QCP::msTop | QCP::msBottom, leftGroup);
    m_shareRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);

    m_compute = stepBar(tr("Compute"), Colors::compute());
    for (const char* d : kDims) {
        const QString dim = QString::fromLatin1(d);
        DimBars bars;
        bars.step = stepBar(Names::dimension(dim), Colors::dimension(dim));
        m_dims[dim] = bars;
    }
    m_nicFloor = stepBar(tr("NIC floor"), StepTailStyle::brush(StepTailKind::NicFloor));
    m_bubble = stepBar(tr("Bubble"), QBrush(Colors::bubble().darker(115), Qt::Dense4Pattern));
    m_stragglers = stepBar(StepTailStyle::name(StepTailKind::Stragglers), StepTailStyle::brush(StepTailKind::Stragglers));
    m_optimizer = stepBar(StepTailStyle::name(StepTailKind::Optimizer), StepTailStyle::brush(StepTailKind::Optimizer));
    // The compute bar shows its colour in the legend; the per-dimension ones too.
    for (auto& [dim, bars] : m_dims) {
        const QColor c = Colors::dimension(dim);
        bars.exposed = new QCPBars(m_shareRect->axis(QCPAxis::atLeft), m_shareRect->axis(QCPAxis::atBottom));
        bars.exposed->setBrush(c);
        bars.exposed->setPen(QPen(c.darker(140), 1));
        bars.hidden = new QCPBars(m_shareRect->axis(QCPAxis::atLeft), m_shareRect->axis(QCPAxis::atBottom));
        bars.hidden->setBrush(hiddenBrush(c));
        bars.hidden->setPen(QPen(c, 1));
        bars.hidden->moveAbove(bars.exposed);
        bars.volume = new QCPBars(m_volumeRect->axis(QCPAxis::atLeft), m_volumeRect->axis(QCPAxis::atBottom));
        bars.volume->setBrush(c);
        bars.volume->setPen(QPen(c.darker(140), 1));
        for (QCPBars* b : {bars.exposed, bars.hidden, bars.volume}) {
            b->setWidth(0.6);
            b->setStackingGap(0);
            b->removeFromLegend();
        }
    }
    m_allExposed = new QCPBars(m_shareRect->axis(QCPAxis::atLeft), m_shareRect->axis(QCPAxis::atBottom));
    m_allExposed->setWidth(0.6);
    m_allExposed->removeFromLegend();

    m_limitLine = new QCPItemStraightLine(this);
    m_limitLine->setClipAxisRect(m_shareRect);
    for (QCPItemPosition* pos : {m_limitLine->point1, m_limitLine->point2})
        pos->setAxes(m_shareRect->axis(QCPAxis::atBottom), m_shareRect->axis(QCPAxis::atLeft));
    m_limitLine->point1->setCoords(100 * kCommunicationShareLimit, 0);
    m_limitLine->point2->setCoords(100 * kCommunicationShareLimit, 1);
    m_limitLine->setPen(QPen(Colors::danger(), 1.5, Qt::DashLine));
    m_limitLabel = new QCPItemText(this);
    m_limitLabel->setClipAxisRect(m_shareRect);
    m_limitLabel->position->setAxisRect(m_shareRect);
    m_limitLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_limitLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_limitLabel->position->setAxes(m_shareRect->axis(QCPAxis::atBottom), m_shareRect->axis(QCPAxis::atLeft));
    m_limitLabel->position->setCoords(100 * kCommunicationShareLimit, 0.0);
    m_limitLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_limitLabel->setPadding(QMargins(3, 1, 3, 1));
    m_limitLabel->setColor(Colors::danger());
    m_limitLabel->setText(tr("30 %"));
    // How sure: the range 80 % of the measured runs fell in, as a whisker across the bar's end.
    m_stepRange = new QCPItemLine(this);
    m_stepRange->setClipAxisRect(m_stepRect);
    for (QCPItemPosition* end : {m_stepRange->start, m_stepRange->end})
        end->setAxes(m_stepRect->axis(QCPAxis::atBottom), m_stepRect->axis(QCPAxis::atLeft));
    m_stepRange->setHead(QCPLineEnding(QCPLineEnding::esBar, 10, 14));
    m_stepRange->setTail(QCPLineEnding(QCPLineEnding::esBar, 10, 14));
    m_nothingLabel = new QCPItemText(this);
    m_nothingLabel->setClipToAxisRect(false);
    m_nothingLabel->position->setAxisRect(m_volumeRect);
    m_nothingLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_nothingLabel->position->setCoords(0.5, 0.4);
    m_nothingLabel->setPositionAlignment(Qt::AlignCenter);
    m_nothingLabel->setTextAlignment(Qt::AlignCenter);
    m_nothingLabel->setText(nothingToSendText());

    placeLegendBelow(3);
    connect(this, &QCustomPlot::afterLayout, this, &TimeChart::fitRowLabels);
    connect(this, &QCustomPlot::afterLayout, this, &TimeChart::fitNothingLabel);
    connect(this, &QCustomPlot::afterLayout, this, &TimeChart::fitVolumeLabels);
    applyPalette();
    updateFromReport();
}

void TimeChart::updateFromReport()
{
    const Report& report = document()->report();
    const StepReport& step = report.step;
    const CommunicationReport& comm = report.communication;
    const QVector<double> zero{0.0};
    const auto one = [&](QCPBars* bars, double value, bool legendEntry) {
        bars->setData(zero, QVector<double>{value}, true);
        if (legendEntry && value > 0)
            bars->addToLegend();
        else
            bars->removeFromLegend();
    };
    one(m_compute, step.computeS, true);
    // Stragglers stretch the makespan, so the report counts them in the bubble; the NIC
    // floor's addition is exposed communication of no one dimension.
    const double stragglers = std::min(comm.stragglerS, step.bubbleS);
    one(m_bubble, step.bubbleS - stragglers, true);
    one(m_stragglers, stragglers, true);
    one(m_nicFloor, comm.nicExtraS, true);
    one(m_optimizer, step.optimizerS, true);
    m_nicBytes = comm.nicBytesPerStep;
    m_nicFloorS = comm.nicFloorS;
    m_nicFloor->setName(tr("NIC floor (%1 per NIC per step)").arg(Format::bytes(m_nicBytes)));

    // Rows of the lower charts: dimensions with a group, in the report's order, then "all".
    m_rowDims.clear();
    double maxShare = 100 * kCommunicationShareLimit * 1.15;
    double maxVolume = 0;
    for (auto& [dim, bars] : m_dims) {
        bars.exposed->data()->clear();
        bars.hidden->data()->clear();
        bars.volume->data()->clear();
        one(bars.step, 0, false);
    }
    m_rowLabels.clear();
    const double stepS = std::max(step.timeS, 1e-12);
    // Exposed time in the step bar, per dimension: the report's split of step.exposedCommS.
    for (const CommDimReport& d : comm.dims) {
        const QString dim = Format::text(d.dim);
        auto it = m_dims.find(dim);
        if (it == m_dims.end())
            continue;
        DimBars& bars = it->second;
        one(bars.step, d.exposedTimeS, true);
        if (d.groupSize <= 1 && d.bytesPerStep <= 0)
            continue;
        const int row = int(m_rowDims.size());
        m_rowDims << dim;
        const double exposed = 100 * d.exposedTimeS / stepS;
        const double hidden = 100 * std::max(0.0, d.timeS - d.exposedTimeS) / stepS;
        bars.exposed->addData(row, exposed);
        bars.hidden->addData(row, hidden);
        bars.volume->addData(row, d.bytesPerStep / 1e9);
        maxShare = std::max(maxShare, exposed + hidden);
        maxVolume = std::max(maxVolume, d.bytesPerStep / 1e9);
        // The gradient group of dense data parallelism spans DP x CP ranks: name both, so
        // "DP x4096" never stands beside DP 2048 with CP 2.
        const bool withCp = dim == QLatin1String("dp") && document()->scenario().parallel.cp > 1;
        const QString name = withCp ? tr("DP·CP") : Names::dimension(dim);
        const QString group = tr("%1 ×%2").arg(name).arg(d.groupSize);
        m_rowLabels.push_back({group + QLatin1Char('\n') + Names::link(d.link), group});
    }
    const int allRow = int(m_rowDims.size());
    m_nothingLabel->setVisible(allRow == 0);
    fitNothingLabel();
    m_nothingLabel->setColor(palette().color(QPalette::WindowText));
    m_rowDims << QStringLiteral("all");
    m_allExposed->data()->clear();
    m_allExposed->addData(allRow, 100 * comm.share);
    const bool over = comm.share > kCommunicationShareLimit;
    const QColor allColour = over ? Colors::danger() : Colors::ok();
    m_allExposed->setBrush(allColour);
    m_allExposed->setPen(QPen(allColour.darker(140), 1));
    m_rowLabels.push_back({tr("All exposed"), tr("All exposed")});
    maxShare = std::max(maxShare, 100 * comm.share);
    m_rowLabelsShort = -1; // rebuilt by fitRowLabels()

    fitRowLabels();
    for (QCPAxisRect* r : {m_shareRect, m_volumeRect})
        r->axis(QCPAxis::atLeft)->setRange(-0.5, allRow + 0.5);
    m_shareRect->axis(QCPAxis::atBottom)->setRange(0, std::min(100.0, maxShare * 1.1));
    // The "30 %" label sits on the side of the line with room for it.
    const bool lineOnTheLeft = 100 * kCommunicationShareLimit < 0.5 * std::min(100.0, maxShare * 1.1);
    m_limitLabel->setPositionAlignment((lineOnTheLeft ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    m_volumeRect->axis(QCPAxis::atBottom)->setRange(0, maxVolume > 0 ? maxVolume * 1.1 : 1.0);
    m_volumeUnit = maxVolume >= 1000 ? 1000.0 : maxVolume >= 1 || maxVolume == 0 ? 1.0 : 1e-3;
    m_volumeRect->axis(QCPAxis::atBottom)->setLabel(maxVolume >= 1000 ? tr("Sent per GPU (TB)")
                                                    : maxVolume >= 1 || maxVolume == 0 ? tr("Sent per GPU (GB)")
                                                                                       : tr("Sent per GPU (MB)"));

    // Each volume bar's figure (placed by fitVolumeLabels()).
    while (m_linkLabels.size() < allRow) {
        auto* label = new QCPItemText(this);
        label->setClipAxisRect(m_volumeRect);
        label->position->setAxes(m_volumeRect->axis(QCPAxis::atBottom), m_volumeRect->axis(QCPAxis::atLeft));
        m_linkLabels << label;
    }
    int row = 0;
    m_linkValues.clear();
    for (const CommDimReport& d : comm.dims) {
        if (d.groupSize <= 1 && d.bytesPerStep <= 0)
            continue;
        QCPItemText* label = m_linkLabels[row];
        label->setVisible(true);
        label->position->setCoords(d.bytesPerStep / 1e9, row);
        label->setText(Format::bytes(d.bytesPerStep));
        m_linkValues << d.bytesPerStep / 1e9;
        ++row;
    }
    fitVolumeLabels();
    for (int i = row; i < m_linkLabels.size(); ++i)
        m_linkLabels[i]->setVisible(false);
    m_limitLabel->setFont(font());
    m_limitLabel->setBrush(palette().brush(QPalette::Base)); // legible where it sits over a bar

    const double total = step.computeS + step.bubbleS + step.exposedCommS + step.optimizerS;
    m_stepRange->start->setCoords(step.timeLowS, 0);
    m_stepRange->end->setCoords(step.timeHighS, 0);
    m_stepRange->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    m_stepRect->axis(QCPAxis::atBottom)->setRange(0, std::max({total, step.timeHighS, 1e-9}) * 1.02);
    setTitle(tr("Step time %1 (%2–%3)\nexposed communication %4 of the step")
                 .arg(Format::seconds(step.timeS), Format::seconds(step.timeLowS), Format::seconds(step.timeHighS),
                      Format::percent(comm.share)));
}

QCPRange TimeChart::shownStepRange() const
{
    return QCPRange(m_stepRange->start->coords().x(), m_stepRange->end->coords().x());
}

double TimeChart::plottedSeconds(const QString& part) const
{
    const QCPBars* bars = part == QLatin1String("compute")       ? m_compute
                          : part == QLatin1String("bubble")      ? m_bubble
                          : part == QLatin1String("stragglers")  ? m_stragglers
                          : part == QLatin1String("nic-floor")   ? m_nicFloor
                          : part == QLatin1String("optimizer") ? m_optimizer
                          : m_dims.count(part)                 ? m_dims.at(part).step
                                                               : nullptr;
    if (!bars || bars->data()->isEmpty())
        return 0;
    return bars->data()->constBegin()->value;
}

double TimeChart::plottedExposedPercent(const QString& dim) const
{
    const QCPBars* bars = dim == QLatin1String("all") ? m_allExposed : m_dims.count(dim) ? m_dims.at(dim).exposed : nullptr;
    if (!bars || bars->data()->isEmpty())
        return 0;
    return bars->data()->constBegin()->value;
}

QString TimeChart::toolTipAt(const QPointF& pos) const
{
    const Report& report = document()->report();
    // The formula behind a figure, with this configuration's values and its source.
    const std::vector<Formula> formulas = formulasFor(document()->scenario(), report);
    const auto formula = [&](const QString& name) {
        for (const Formula& f : formulas)
            if (f.name == name)
                return tr("<br><i>%1 = %2<br>= %3 — %4</i>")
                    .arg(f.symbolic.toHtmlEscaped(), f.substituted.toHtmlEscaped(), f.result.toHtmlEscaped(),
                         f.source.toHtmlEscaped());
        return QString();
    };
    if (m_stepRect->rect().contains(pos.toPoint())) {
        const StepReport& s = report.step;
        const CommunicationReport& c = report.communication;
        QString text = tr("<b>One step: %1</b><br>compute %2<br>pipeline bubble %3<br>exposed communication %4<br>"
                          "optimizer %5<br>%6 tokens/s, MFU %7")
                           .arg(Format::seconds(s.timeS), Format::seconds(s.computeS), Format::seconds(s.bubbleS),
                                Format::seconds(s.exposedCommS), Format::seconds(s.optimizerS), Format::rate(s.tokensPerS),
                                Format::percent(s.mfu));
        if (m_nicBytes > 0)
            text += tr("<br>NIC floor: %1 per NIC / %2 = %3%4")
                        .arg(Format::bytes(m_nicBytes), Format::bytes(c.nicBytesPerSecond) + tr("/s"),
                             Format::seconds(m_nicFloorS),
                             c.nicBound ? tr(", sets the step (+%1 exposed)").arg(Format::seconds(c.nicExtraS))
                                        : tr(", below the step"));
        if (c.stragglerS > 0)
            text += tr("<br>stragglers: makespan × %1 = +%2 (in the bubble)")
                        .arg(QLocale().toString(c.stragglerFactor, 'f', 3), Format::seconds(c.stragglerS));
        text += s.timeEvidence == Evidence::Calibrated
                    ? tr("<br>Whisker: %1 to %2, the range the %3 held-out runs of this calibrated profile set")
                          .arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS))
                          .arg(s.timeBand.runs)
                : s.timeBandWidening == BandWidening::ContextParallel
                    ? tr("<br>Whisker: %1 to %2, where 80 % of the %3 public runs with context parallelism fell around "
                         "such an estimate (modelled profile, widened for CP)")
                          .arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS))
                          .arg(s.timeBand.runs)
                : s.timeBandWidening == BandWidening::AtScale
                    ? tr("<br>Whisker: %1 to %2, where all %3 public runs on more than %4 GPUs fell around such an "
                         "estimate (modelled profile, widened for that scale)")
                          .arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS))
                          .arg(s.timeBand.runs)
                          .arg(Format::integer(kLargestCheckedWorldSize))
                : s.timeBandWidening == BandWidening::ContextParallelAtScale
                    ? tr("<br>Whisker: %1 to %2, where at least 80 % of the %3 public runs with context parallelism or on "
                         "more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)")
                          .arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS))
                          .arg(s.timeBand.runs)
                          .arg(Format::integer(kLargestCheckedWorldSize))
                    : tr("<br>Whisker: %1 to %2, where 80 % of %3 public measured runs fell around such an estimate "
                         "(modelled profile)")
                          .arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS))
                          .arg(s.timeBand.runs);
        if (s.timeBandWidenedForExperts)
            text += tr(" (widened to hold %1 of the %2 public runs that trained experts)")
                        .arg(kExpertRunsInsideWidenedBand)
                        .arg(kModelledExpertStepTimeBand.runs);
        if (s.timeBandWidenedForQuantizedBlackwell)
            text += tr(" (widened to hold the %1 public FP8 runs on Blackwell GPUs)")
                        .arg(kModelledQuantizedBlackwellStepTimeBand.runs);
        return text +
               formula(QCoreApplication::translate("Formulas", "Step time")) +
               formula(QCoreApplication::translate("Formulas", "Pipeline bubble"));
    }
    for (QCPAxisRect* r : {m_shareRect, m_volumeRect}) {
        if (!r->rect().contains(pos.toPoint()))
            continue;
        const int row = int(std::lround(r->axis(QCPAxis::atLeft)->pixelToCoord(pos.y())));
        if (row < 0 || row >= m_rowDims.size())
            return {};
        if (m_rowDims[row] == QLatin1String("all"))
            return tr("<b>Exposed communication: %1 of the step</b><br>Above 30 %, communication rather than "
                      "compute sets the pace; look at the largest bar above.")
                .arg(Format::percent(report.communication.share));
        for (const CommDimReport& d : report.communication.dims) {
            if (Format::text(d.dim) != m_rowDims[row])
                continue;
            QString text = tr("<b>%1 over %2 GPUs</b> (%3%4)<br>%5 sent per GPU per step; %6 in total, %7 exposed")
                               .arg(Names::dimension(m_rowDims[row]))
                               .arg(d.groupSize)
                               .arg(Names::link(d.link))
                               .arg(d.crossesNodes ? tr(", crosses nodes") : QString())
                               .arg(Format::bytes(d.bytesPerStep), Format::seconds(d.timeS), Format::seconds(d.exposedTimeS));
            for (const CollectiveReport& c : d.collectives)
                text += tr("<br>• %1 of %2: %3 × %4 per step, %5 each")
                            .arg(Format::text(c.kind), Format::text(c.what).toHtmlEscaped(), Format::bytes(c.bytes),
                                 QLocale().toString(c.callsPerStep, 'g', 4), Format::seconds(c.seconds));
            text += formula(QCoreApplication::translate("Formulas", "%1 over %2 GPUs")
                                .arg(QString::fromStdString(d.dim).toUpper())
                                .arg(d.groupSize));
            return text;
        }
    }
    return {};
}

} // namespace shardscope::ui
