#pragma once

#include <QString>

class QCustomPlot;

/**
 * Saves a chart as PNG (at twice the screen size, for slides), SVG or PDF, chosen by the
 * file's suffix. Writes to a temporary file first so a failed export never leaves a
 * truncated file behind.
 */
namespace ChartExport {

/** "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)". */
QString fileFilter();
bool save(QCustomPlot* plot, const QString& path, QString* error);

} // namespace ChartExport
