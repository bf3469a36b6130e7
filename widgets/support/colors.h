#pragma once

#include <QColor>
#include <QString>

#include <vector>

namespace shardscope::ui {

/**
 * One colour per memory kind, per parallel dimension and per pipeline operation, used by
 * every chart and view so that TP is the same colour everywhere.
 */
namespace Colors {

enum class MemoryKind { Weights, Gradients, Optimizer, Activations, Buffers, Overhead };
QColor memory(MemoryKind kind);

/** "tp", "cp", "pp", "dp", "ep", "edp" (the report's dimension names). */
QColor dimension(const QString& dim);
/** The grey of a dimension dimension() does not know (a test keeps every Dim off it). */
QColor fallbackDimension();

QColor forward();
QColor backward();
QColor weightGradient();
QColor bubble();
QColor compute();
QColor capacity();
QColor danger();
QColor warning();
QColor ok();
QColor info();
/**
 * Twelve well-separated colours for categories without a colour of their own (Tableau 10
 * and two more, readable in both themes): topology groups, search series. Callers repeat
 * them for more categories.
 */
const std::vector<QColor>& categorical();
/** `a` moved towards `b` by `t` (0..1), opaque (translucent fills are slow to paint). */
QColor mix(const QColor& a, const QColor& b, double t);

} // namespace Colors

} // namespace shardscope::ui
