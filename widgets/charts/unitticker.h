#pragma once

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <functional>

namespace shardscope::ui {

/**
 * Axis ticks labelled by a formatting function, so every label carries its unit. An
 * optional `unit(range)` gives the size of the unit the labels will use (e.g. 1024 when
 * GiB data is shown in TiB), so that ticks fall on round numbers of that unit.
 */
class UnitTicker : public QCPAxisTicker
{
public:
    explicit UnitTicker(std::function<QString(double)> format, std::function<double(double)> unit = {})
        : m_format(std::move(format)), m_unit(std::move(unit))
    {
    }

protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return m_format(tick); }
    double getTickStep(const QCPRange& range) override
    {
        const double unit = m_unit ? m_unit(range.upper) : 1.0;
        const int wanted = mTickCount;
        const auto stepFor = [&](int count) {
            mTickCount = count;
            return QCPAxisTicker::getTickStep(QCPRange(range.lower / unit, range.upper / unit)) * unit;
        };
        // Fewer ticks until their labels fit side by side, keeping two of them where one step
        // or twice it allows (one label alone gives no scale).
        double chosen = stepFor(wanted), lastResort = 0;
        bool found = !m_axis;
        for (int count = wanted; count >= 1 && !found; --count) {
            const double step = stepFor(count);
            for (double candidate : {step, 2 * step}) {
                if (!labelsFit(range, candidate))
                    continue;
                if (tickCount(range, candidate) >= 2) {
                    chosen = candidate;
                    found = true;
                    break;
                }
                if (lastResort == 0)
                    lastResort = candidate;
            }
        }
        if (!found && lastResort > 0)
            chosen = lastResort;
        mTickCount = wanted;
        return chosen;
    }

public:
    /**
     * Keep the labels of horizontal `axis` apart: fewer ticks when the labels are long
     * ("12,500,000 days" fits two or three times in a narrow chart, not five times).
     * ChartWidget::fitTicks() tells each of its horizontal axes' tickers.
     */
    void keepLabelsApart(const QCPAxis* axis) { m_axis = axis; }

    /**
     * "2 s", "7.5 GB", "3,000 s": a tick value in a unit, with at most three significant digits
     * below a thousand and whole digit groups from there ('g' would write "3e+03", which
     * QCustomPlot typesets as a power only in locales whose exponent is "e", not in Chinese).
     */
    static QString compact(double value, double unit, const QString& unitName)
    {
        if (value == 0)
            return QStringLiteral("0");
        const double v = value / unit;
        const QString digits = std::abs(v) >= 1000 ? QLocale().toString(v, 'f', 0) : QLocale().toString(v, 'g', 3);
        return QStringLiteral("%1 %2").arg(digits, unitName);
    }

private:
    static int tickCount(const QCPRange& range, double step)
    {
        return step > 0 ? int(std::floor(range.upper / step) - std::ceil(range.lower / step)) + 1 : 0;
    }

    /**
     * Whether the labels of ticks `step` apart over `range`, each centred on its tick, keep a
     * gap between them and stay inside the chart (QCustomPlot leaves out a label the widget's
     * edge would cut).
     */
    bool labelsFit(const QCPRange& range, double step) const
    {
        const QCPAxisRect* rect = m_axis ? m_axis->axisRect() : nullptr;
        if (!rect || m_axis->orientation() != Qt::Horizontal || !(step > 0) || rect->width() <= 0 ||
            !(range.size() > 0)) // not laid out yet
            return true;
        const QFontMetrics metrics(m_axis->tickLabelFont());
        const int gap = metrics.horizontalAdvance(QLatin1Char('M'));
        const double left = rect->left(), width = rect->width();
        const double right = m_axis->parentPlot()->viewport().right();
        double previousEnd = -1e300;
        int ticks = 0;
        for (double t = std::ceil(range.lower / step) * step; t <= range.upper && ticks < 100; t += step, ++ticks) {
            const double x = left + (t - range.lower) / range.size() * width;
            const double half = metrics.horizontalAdvance(m_format(std::abs(t) < step * 1e-9 ? 0.0 : t)) / 2.0;
            if (x - half < previousEnd + gap || x + half > right)
                return false;
            previousEnd = x + half;
        }
        return true;
    }

    std::function<QString(double)> m_format;
    std::function<double(double)> m_unit;
    const QCPAxis* m_axis = nullptr;
};

} // namespace shardscope::ui
