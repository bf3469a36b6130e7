#pragma once

#include <QString>

class QCustomPlot;
class QWidget;

namespace shardscope::ui {

/**
 * Saves a chart as PNG (at twice the screen size, for slides), SVG or PDF, chosen by the
 * file's suffix. Writes to a temporary file first so a failed export never leaves a
 * truncated file behind.
 */
namespace ChartExport {

/** "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)". */
QString fileFilter();
bool save(QCustomPlot* plot, const QString& path, QString* error);
/**
 * Ask for a file (remembering the folder in QSettings), save, and report a failure in a
 * message box. Returns the path written, or an empty string.
 */
QString saveWithDialog(QWidget* parent, QCustomPlot* plot, const QString& baseName);

} // namespace ChartExport

} // namespace shardscope::ui
