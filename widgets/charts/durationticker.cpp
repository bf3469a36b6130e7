#include "durationticker.h"

#include <QCoreApplication>

namespace shardscope::ui {

namespace {

constexpr double kDay = 86400.0, kHour = 3600.0;

QString unitName(const char* name)
{
    return QCoreApplication::translate("DurationTicker", name);
}

} // namespace

QSharedPointer<UnitTicker> durationTicker()
{
    return QSharedPointer<UnitTicker>::create(
        [](double s) {
            return s >= 2 * kDay    ? UnitTicker::compact(s, kDay, unitName(QT_TRANSLATE_NOOP("DurationTicker", "days")))
                   : s >= 3 * kHour ? UnitTicker::compact(s, kHour, unitName(QT_TRANSLATE_NOOP("DurationTicker", "h")))
                   : s >= 1 || s == 0 ? UnitTicker::compact(s, 1.0, unitName(QT_TRANSLATE_NOOP("DurationTicker", "s")))
                                      : UnitTicker::compact(s, 1e-3, unitName(QT_TRANSLATE_NOOP("DurationTicker", "ms")));
        },
        [](double top) { return top >= 2 * kDay ? kDay : top >= 3 * kHour ? kHour : top >= 1 ? 1.0 : 1e-3; });
}

} // namespace shardscope::ui
