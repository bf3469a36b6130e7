#pragma once

#include <qcustomplot.h>

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
        return QCPAxisTicker::getTickStep(QCPRange(range.lower / unit, range.upper / unit)) * unit;
    }

public:
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
    std::function<QString(double)> m_format;
    std::function<double(double)> m_unit;
};

} // namespace shardscope::ui
