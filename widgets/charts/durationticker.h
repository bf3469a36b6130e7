#pragma once

#include "unitticker.h"

namespace shardscope::ui {

/**
 * Ticks for a time axis from milliseconds to days ("250 ms", "7.5 s", "6 h", "12,500 days", "1.5·10⁷ days"),
 * on round numbers of the unit the axis's top uses. The pipeline and step-time charts share
 * it so their axes read alike.
 */
QSharedPointer<UnitTicker> durationTicker();

} // namespace shardscope::ui
