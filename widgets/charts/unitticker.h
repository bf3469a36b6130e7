#pragma once

#include <qcustomplot.h>

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
    /** "2 s", "7.5 GB": a tick value in a unit, with at most three significant digits. */
    static QString compact(double value, double unit, const QString& unitName)
    {
        return value == 0 ? QStringLiteral("0")
                          : QStringLiteral("%1 %2").arg(QLocale().toString(value / unit, 'g', 3), unitName);
    }

private:
    std::function<QString(double)> m_format;
    std::function<double(double)> m_unit;
};

} // namespace shardscope::ui
