#include "chartexport.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QSettings>
#include <QFileInfo>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTemporaryFile>

namespace shardscope::ui {

namespace ChartExport {

QString fileFilter()
{
    return QCoreApplication::translate("ChartExport",
                                       "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
}

namespace {

bool copyInto(const QString& from, const QString& to, QString* error)
{
    QFile in(from);
    QSaveFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(to, out.errorString());
        return false;
    }
    out.write(in.readAll());
    if (!out.commit()) {
        if (error)
            *error = QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(to, out.errorString());
        return false;
    }
    return true;
}

} // namespace

bool save(QCustomPlot* plot, const QString& path, QString* error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int w = std::max(plot->width(), 640);
    const int h = std::max(plot->height(), 400);
    QTemporaryFile temp(QFileInfo(path).absolutePath() + QStringLiteral("/.shardscope-export-XXXXXX.") + suffix);
    if (!temp.open()) {
        if (error)
            *error = QCoreApplication::translate("ChartExport", "Cannot write in the folder of %1: %2")
                         .arg(path, temp.errorString());
        return false;
    }
    temp.close();
    const QString tempPath = temp.fileName();
    plot->deselectAll();
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(tempPath, w, h, 2.0);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(tempPath, w, h, QCP::epNoCosmetic);
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(tempPath);
        svg.setSize(QSize(w, h));
        svg.setViewBox(QRect(0, 0, w, h));
        svg.setTitle(QStringLiteral("ShardScope"));
        QCPPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            plot->toPainter(&painter, w, h);
            ok = painter.end();
        }
    } else {
        if (error)
            *error = QCoreApplication::translate("ChartExport",
                                                 "Unknown image type \"%1\": use .png, .svg or .pdf.")
                         .arg(suffix);
        return false;
    }
    if (!ok) {
        if (error)
            *error = QCoreApplication::translate("ChartExport", "Could not render the chart to %1.").arg(path);
        return false;
    }
    return copyInto(tempPath, path, error);
}

QString saveWithDialog(QWidget* parent, QCustomPlot* plot, const QString& baseName)
{
    QSettings settings;
    const QString folder = settings.value(QStringLiteral("files/exportFolder"), QDir::homePath()).toString();
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(parent, QCoreApplication::translate("ChartExport", "Export Chart"),
                                                QDir(folder).filePath(baseName + QStringLiteral(".png")), fileFilter(),
                                                &selectedFilter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selectedFilter.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                                : QStringLiteral(".png");
    QString error;
    if (!save(plot, path, &error)) {
        QMessageBox::warning(parent, QCoreApplication::translate("ChartExport", "Cannot Export Chart"), error);
        return {};
    }
    settings.setValue(QStringLiteral("files/exportFolder"), QFileInfo(path).absolutePath());
    return path;
}

} // namespace ChartExport

} // namespace shardscope::ui
