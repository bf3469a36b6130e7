#include "summarystrip.h"

#include "widgets/support/diagnostictext.h"
#include "widgets/support/formulas.h"

#include "core/estimate/evidence.h"
#include "core/estimate/verdict.h"

#include <QCoreApplication>

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"
#include "widgets/support/steadylabel.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

SummaryStrip::SummaryStrip(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    addTile(QStringLiteral("memory"), tr("Memory"));
    addTile(QStringLiteral("step"), tr("Step time"));
    addTile(QStringLiteral("tokens"), tr("Tokens/s"));
    addTile(QStringLiteral("mfu"), tr("MFU"));
    addTile(QStringLiteral("comm"), tr("Comm. exposed"));
    addTile(QStringLiteral("gpus"), tr("GPUs"));
    connect(document, &ScenarioDocument::reportChanged, this, &SummaryStrip::refresh);
    refresh();
}

void SummaryStrip::addTile(const QString& key, const QString& caption)
{
    auto* frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    auto* v = new QVBoxLayout(frame);
    v->setContentsMargins(6, 3, 6, 3);
    v->setSpacing(0);
    Tile tile;
    tile.key = key;
    tile.frame = frame;
    // The tiles' text changes on every estimate; their size must not, or the window would
    // re-lay out (and re-measure every dock) on each slider tick.
    const QString sample = QStringLiteral("00.0 GiB");
    tile.caption = new SteadyLabel(sample, frame);
    tile.caption->setText(caption);
    tile.value = new SteadyLabel(sample, frame);
    applyTileFonts(tile);
    v->addWidget(tile.caption);
    v->addWidget(tile.value);
    // The memory tile says the most ("Memory: over 80 GiB"), so it gets more room.
    static_cast<QHBoxLayout*>(layout())->addWidget(frame, key == QLatin1String("memory") ? 3 : 2);
    m_tiles << tile;
}

void SummaryStrip::applyTileFonts(Tile& tile)
{
    // Relative to the strip's font, so presentation mode (a larger application font) enlarges them.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    tile.caption->setFont(small);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    tile.value->setFont(big);
}

void SummaryStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        for (Tile& tile : m_tiles)
            applyTileFonts(tile);
}

void SummaryStrip::setTile(const QString& key, const QString& value, const QColor& colour, const QString& toolTip)
{
    for (Tile& t : m_tiles) {
        if (t.key != key)
            continue;
        t.value->setText(value);
        const QColor wanted = colour.isValid() ? colour : palette().color(QPalette::WindowText);
        if (t.value->palette().color(QPalette::WindowText) != wanted) { // palette changes are costly
            QPalette pal = t.value->palette();
            pal.setColor(QPalette::WindowText, wanted);
            t.value->setPalette(pal);
        }
        t.frame->setToolTip(toolTip);
    }
}

void SummaryStrip::setCaption(const QString& key, const QString& caption)
{
    for (Tile& t : m_tiles)
        if (t.key == key)
            t.caption->setText(caption);
}

QString SummaryStrip::tileCaption(const QString& key) const
{
    for (const Tile& t : m_tiles)
        if (t.key == key)
            return t.caption->text();
    return {};
}

QString SummaryStrip::tileToolTip(const QString& key) const
{
    for (const Tile& t : m_tiles)
        if (t.key == key)
            return t.frame->toolTip();
    return {};
}

QColor SummaryStrip::tileColour(const QString& key) const
{
    for (const Tile& t : m_tiles)
        if (t.key == key)
            return t.value->palette().color(QPalette::WindowText);
    return {};
}

QString SummaryStrip::tileText(const QString& key) const
{
    for (const Tile& t : m_tiles)
        if (t.key == key)
            return t.value->text();
    return {};
}

/** The peak's range and what it rests on (core/estimate/evidence.h), for the memory tile's tooltip. */
QString SummaryStrip::memoryHowSure(const MemoryReport& mem)
{
    if (mem.band.runs == 0)
        return tr("\nHow sure: no range; no public run measured the memory of a plan on these kernels.");
    QString text =
        mem.bandRuns == MemoryBandRuns::Megatron
            ? tr("\nHow sure: on Megatron-LM with Transformer Engine, 80 % of %1 measured runs allocated a peak "
                 "between %2 and %3 of such an estimate without its overhead: %4 to %5 here, the overhead as set.")
                  .arg(mem.band.runs)
                  .arg(Format::percent(1 / (1 + mem.band.high)), Format::percent(1 / (1 + mem.band.low)),
                       Format::gib(double(mem.peakBytesLow), 1), Format::gib(double(mem.peakBytesHigh), 1))
            : tr("\nHow sure: on PyTorch's own kernels, 80 % of %1 torchtitan runs measured a peak between %2 "
                 "and %3 of such an estimate: %4 to %5 here.")
                  .arg(mem.band.runs)
                  .arg(Format::percent(1 / (1 + mem.band.high)), Format::percent(1 / (1 + mem.band.low)),
                       Format::gib(double(mem.peakBytesLow), 1), Format::gib(double(mem.peakBytesHigh), 1));
    if (mem.fits && mem.peakBytesHigh > mem.capacityBytes)
        text += tr(" The upper end does not fit: the run may go out of memory.");
    return text;
}

void SummaryStrip::refresh()
{
    const Report& r = m_document->report();
    const MemoryReport& mem = r.memory;
    const double overBy = double(mem.peakBytes - mem.capacityBytes);
    // The value is short (it must fit a tile at any window width); the caption says the verdict.
    const QString peak = Format::gib(double(mem.peakBytes));
    const QString capacity = Format::gibPrecise(double(mem.capacityBytes));
    // The verdict first: a plan that cannot run shows why, and its figures only as what it
    // would do (greyed; the tooltips say "if it ran"), never in the colours of a plan that
    // works. The captions stay short: they must not be elided at 1280 pixels.
    const PlanVerdict verdict = planVerdict(r);
    // A plan that does not run names its first error in the memory tile: it takes the room
    // of the figures beside it, which are only what the plan would do (greyed). The layout
    // changes only when the verdict does, not on every tick.
    auto* row = static_cast<QHBoxLayout*>(layout());
    const int stretch = verdict.firstError ? 5 : 3;
    if (row->stretch(0) != stretch)
        row->setStretch(0, stretch);
    if (verdict.firstError) {
        const DiagnosticText text = diagnosticText(*verdict.firstError);
        setCaption(QStringLiteral("memory"), tr("Does not run"));
        setTile(QStringLiteral("memory"), text.title, Colors::danger(),
                text.title + QStringLiteral("\n") + text.explanation +
                    (text.fix.isEmpty() ? QString() : QStringLiteral("\n") + tr("Fix: %1").arg(text.fix)) +
                    QStringLiteral("\n") + tr("Peak memory %1 on stage %2 of %3.")
                                          .arg(Format::gib(double(mem.peakBytes), 2))
                                          .arg(mem.peakStage)
                                          .arg(capacity));
    } else if (mem.fits) {
        setCaption(QStringLiteral("memory"), tr("Fits in %1").arg(capacity));
        // Not in the colour of a sure fit when measured peaks of such plans reach past the capacity.
        const bool rangeOver = mem.band.runs > 0 && mem.peakBytesHigh > mem.capacityBytes;
        setTile(QStringLiteral("memory"), peak, rangeOver ? Colors::warning() : Colors::ok(),
                tr("Peak %1 on stage %2; %3 to spare.")
                        .arg(Format::gib(double(mem.peakBytes), 2))
                        .arg(mem.peakStage)
                        .arg(Format::gib(-overBy, 2)) +
                    memoryHowSure(mem));
    } else {
        setCaption(QStringLiteral("memory"), tr("Over %1 · stage %2").arg(capacity).arg(mem.peakStage));
        setTile(QStringLiteral("memory"), peak, Colors::danger(),
                tr("Peak %1 on stage %2 does not fit in %3: %4 too much.")
                        .arg(Format::gib(double(mem.peakBytes), 2))
                        .arg(mem.peakStage)
                        .arg(capacity, Format::gib(overBy, 2)) +
                    memoryHowSure(mem));
    }

    const StepReport& s = r.step;
    // The formula behind each figure, with this configuration's values (the Formulas panel has all).
    const std::vector<Formula> formulas = formulasFor(m_document->scenario(), r);
    const auto formula = [&](const QString& name) {
        for (const Formula& f : formulas)
            if (f.name == name)
                return QStringLiteral("\n%1 = %2\n= %3\n(%4)").arg(f.symbolic, f.substituted, f.result, f.source);
        return QString();
    };
    const bool runs = verdict.verdict == Verdict::Runs;
    const QColor hypothetical = palette().color(QPalette::Disabled, QPalette::WindowText);
    const QString hypotheticalNote =
        runs ? QString()
             : (verdict.verdict == Verdict::OutOfMemory ? tr("What it would do if it fit: the plan runs out of memory.")
                                                         : tr("What it would do if it ran: the plan is invalid.")) +
                   QStringLiteral("\n");
    // How sure (core/estimate/evidence.h): the range 80 % of the measured runs fell in.
    const QString bandLow = Format::percent(1 / (1 + s.timeBand.high));
    const QString bandHigh = Format::percent(1 / (1 + s.timeBand.low));
    const QString howSure =
        s.timeEvidence == Evidence::Calibrated
            ? tr("\nHow sure: a profile calibrated to your own runs; its %1 held-out runs took between %2 and %3 "
                 "of such an estimate.")
                  .arg(s.timeBand.runs)
                  .arg(bandLow, bandHigh)
        : s.timeBandWidening == BandWidening::ContextParallel
            ? tr("\nHow sure: a modelled profile (datasheets and public microbenchmarks), widened for context "
                 "parallelism: 80 % of the %1 public runs with CP took between %2 and %3 of such an estimate, most of "
                 "them longer than estimated.")
                  .arg(s.timeBand.runs)
                  .arg(bandLow, bandHigh)
        : s.timeBandWidening == BandWidening::AtScale
            ? tr("\nHow sure: a modelled profile (datasheets and public microbenchmarks), widened for more than %4 "
                 "GPUs: all %1 public runs beyond that scale took between %2 and %3 of such an estimate, all of "
                 "them longer than estimated.")
                  .arg(s.timeBand.runs)
                  .arg(bandLow, bandHigh, Format::integer(kLargestCheckedWorldSize))
        : s.timeBandWidening == BandWidening::ContextParallelAtScale
            ? tr("\nHow sure: a modelled profile (datasheets and public microbenchmarks), widened for context "
                 "parallelism and for more than %4 GPUs: at least 80 % of the %1 public runs with CP or beyond that scale took "
                 "between %2 and %3 of such an estimate, most of them longer than estimated.")
                  .arg(s.timeBand.runs)
                  .arg(bandLow, bandHigh, Format::integer(kLargestCheckedWorldSize))
            : tr("\nHow sure: a modelled profile (datasheets and public microbenchmarks); 80 % of %1 "
                 "measured runs took between %2 and %3 of such an estimate.")
                  .arg(s.timeBand.runs)
                  .arg(bandLow, bandHigh);
    QString widenedFor =
        s.timeBandWidenedForExperts
            ? tr(" Widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all "
                 "of them longer than estimated.")
                  .arg(kExpertRunsInsideWidenedBand)
                  .arg(kModelledExpertStepTimeBand.runs)
            : QString();
    if (s.timeBandWidenedForQuantizedBlackwell)
        widenedFor += tr(" Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on "
                        "B200, GB200 and GB300, most of them shorter than estimated.")
                         .arg(kModelledQuantizedBlackwellStepTimeBand.runs);
    setCaption(QStringLiteral("step"), tr("Step time · %1–%2").arg(Format::seconds(s.timeLowS), Format::seconds(s.timeHighS)));
    setTile(QStringLiteral("step"), Format::seconds(s.timeS), runs ? QColor() : hypothetical,
            hypotheticalNote + tr("Compute %1 + bubble %2 + exposed communication %3 + optimizer %4")
                    .arg(Format::seconds(s.computeS), Format::seconds(s.bubbleS), Format::seconds(s.exposedCommS),
                         Format::seconds(s.optimizerS)) +
                howSure + widenedFor + formula(QCoreApplication::translate("Formulas", "Step time")));
    setCaption(QStringLiteral("tokens"), tr("Tokens/s · %1–%2").arg(Format::rate(s.tokensPerSLow), Format::rate(s.tokensPerSHigh)));
    setTile(QStringLiteral("tokens"), Format::rate(s.tokensPerS), runs ? QColor() : hypothetical,
            hypotheticalNote + tr("Global batch × sequence length / step time") + howSure + widenedFor +
                formula(QCoreApplication::translate("Formulas", "Tokens per second")));
    const QColor mfuColour = !runs ? hypothetical : s.mfu >= 0.35 ? Colors::ok() : s.mfu >= 0.2 ? QColor() : Colors::warning();
    setTile(QStringLiteral("mfu"), Format::percent(s.mfu), mfuColour,
            hypotheticalNote + tr("Model FLOPs utilisation (PaLM, App. B): %1 of peak; with recompute (HFU) %2.")
                    .arg(Format::percent(s.mfu), Format::percent(s.hfu)) +
                formula(QCoreApplication::translate("Formulas", "MFU")));
    const double share = r.communication.share;
    setTile(QStringLiteral("comm"), Format::percent(share), !runs ? hypothetical : share > 0.30 ? Colors::danger() : QColor(),
            hypotheticalNote + tr("Communication not hidden behind compute, as a share of the step. Above 30 % it sets the pace."));
    const int64_t used = r.worldSize;
    const int64_t total = m_document->scenario().cluster.totalGpus();
    if (used > total)
        setTile(QStringLiteral("gpus"), tr("%1 of %2").arg(Format::integer(used), Format::integer(total)),
                Colors::danger(), tr("The layout needs %1 more GPUs than the cluster has.").arg(Format::integer(used - total)));
    else if (used < total)
        setTile(QStringLiteral("gpus"), tr("%1 of %2").arg(Format::integer(used), Format::integer(total)),
                Colors::warning(), tr("%1 GPUs of the cluster stay idle.").arg(Format::integer(total - used)));
    else
        setTile(QStringLiteral("gpus"), Format::integer(used), QColor(), tr("Every GPU of the cluster is used."));
}

} // namespace shardscope::ui
