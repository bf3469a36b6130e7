#pragma once

#include "core/estimate/steptail.h"

#include <QBrush>
#include <QString>

namespace shardscope::ui {

/**
 * How a phase of the step after the schedule looks and is called, so the time chart's step
 * bar and the Gantt chart's tail draw stragglers, gradients, the optimizer and the NIC floor
 * alike.
 */
namespace StepTailStyle {

QBrush brush(shardscope::StepTailKind kind);
/** The Gantt band's fill: lighter than brush(), so the phase reads as waiting and its name stays legible. */
QColor bandColour(shardscope::StepTailKind kind);
QString name(shardscope::StepTailKind kind); ///< translated: "Expert DP gradients (exposed)"

} // namespace StepTailStyle

} // namespace shardscope::ui
