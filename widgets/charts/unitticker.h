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
        // Fewer ticks until their labels fit side by side, keeping two of them drawn where one
        // step or twice it allows (one label alone gives no scale).
        double chosen = stepFor(wanted), lastResort = 0;
        bool found = !m_axis;
        for (int count = wanted; count >= 1 && !found; --count) {
            const double step = stepFor(count);
            for (double candidate : {step, 2 * step}) {
                const int drawn = labelsDrawn(range, candidate);
                if (drawn < 0)
                    continue;
                if (drawn >= 2) {
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
     * ("750,000 days" fits two or three times in a narrow chart, not five times).
     * ChartWidget::fitTicks() tells each of its horizontal axes' tickers.
     */
    void keepLabelsApart(const QCPAxis* axis) { m_axis = axis; }

    /**
     * "2 s", "7.5 GB", "3,000 s", "2.5·10⁷ days": a tick value in a unit (see number()).
     */
    static QString compact(double value, double unit, const QString& unitName)
    {
        return value == 0 ? QStringLiteral("0") : QStringLiteral("%1 %2").arg(number(value / unit), unitName);
    }

    /**
     * "7.5", "3,000", "2.5·10⁷": at most three significant digits below a thousand, whole digit
     * groups up to a million and a power of ten in superscript digits from there, which read
     * alike in every locale ('g' would write "3e+03", which QCustomPlot typesets as a power
     * only where the exponent is "e", not in Chinese; "10,000,000 days" is too wide for two
     * ticks on a narrow chart).
     */
    static QString number(double v)
    {
        if (!(std::abs(v) >= 1e6) || !std::isfinite(v))
            return std::abs(v) >= 1000 ? QLocale().toString(v, 'f', 0) : QLocale().toString(v, 'g', 3);
        int exponent = int(std::floor(std::log10(std::abs(v))));
        double mantissa = std::round(v / std::pow(10.0, exponent) * 100) / 100;
        if (std::abs(mantissa) >= 10) {
            mantissa /= 10;
            ++exponent;
        }
        constexpr char16_t kSuperscript[] = u"\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079";
        QString tenTo = QStringLiteral("10");
        for (QChar c : QString::number(exponent))
            tenTo += QChar(kSuperscript[c.digitValue()]);
        if (std::abs(mantissa) == 1)
            return mantissa < 0 ? QStringLiteral("-") + tenTo : tenTo;
        return QLocale().toString(mantissa, 'g', 3) + QChar(0x00b7) + tenTo;
    }

private:
    /**
     * How many labels of ticks `step` apart over `range`, each centred on its tick, are drawn,
     * or -1 when two of them would not keep a gap between them. A label the widget's edge would
     * cut is not drawn (QCustomPlot leaves it out). Before the axis is laid out: its tick count.
     */
    int labelsDrawn(const QCPRange& range, double step) const
    {
        if (!(step > 0) || !(range.size() > 0))
            return 0;
        const QCPAxisRect* rect = m_axis ? m_axis->axisRect() : nullptr;
        if (!rect || m_axis->orientation() != Qt::Horizontal || rect->width() <= 0) // not laid out yet
            return int(std::floor(range.upper / step) - std::ceil(range.lower / step)) + 1;
        const QFontMetrics metrics(m_axis->tickLabelFont());
        const int gap = metrics.horizontalAdvance(QLatin1Char('M'));
        const double left = rect->left(), width = rect->width();
        const QRect viewport = m_axis->parentPlot()->viewport();
        double previousEnd = -1e300;
        int drawn = 0, ticks = 0;
        for (double t = std::ceil(range.lower / step) * step; t <= range.upper && ticks < 100; t += step, ++ticks) {
            const double x = left + (t - range.lower) / range.size() * width;
            const double half = metrics.horizontalAdvance(m_format(std::abs(t) < step * 1e-9 ? 0.0 : t)) / 2.0;
            if (x + half > viewport.right() || x - half < viewport.left())
                continue;
            if (x - half < previousEnd + gap)
                return -1;
            previousEnd = x + half;
            ++drawn;
        }
        return drawn;
    }

    std::function<QString(double)> m_format;
    std::function<double(double)> m_unit;
    const QCPAxis* m_axis = nullptr;
};

} // namespace shardscope::ui
