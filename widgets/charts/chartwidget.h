#pragma once

#include <qcustomplot.h>

namespace shardscope::ui {

class ScenarioDocument;

/**
 * What every chart shares: a title row, colours taken from the widget palette (so light
 * and dark themes both read well), a context menu to export or copy the chart, and a
 * queued replot after each new report so a slider drag replots once per event-loop turn.
 */
class ChartWidget : public QCustomPlot
{
    Q_OBJECT
public:
    ChartWidget(ScenarioDocument* document, QWidget* parent = nullptr);

    QString title() const;
    /** A file name stem for exports, e.g. "memory". */
    virtual QString exportBaseName() const = 0;

signals:
    void exportRequested(ChartWidget* chart);

protected:
    void setTitle(const QString& title);
    /** Rebuild the chart's data from the document's current report. */
    virtual void updateFromReport() = 0;
    /** Palette changed: plottables that use palette colours update them here. */
    virtual void paletteChanged() {}
    /** Leave out what the chart can do without when it is too short for all of it (`crowded`). */
    virtual void fitSpareParts(bool crowded) { Q_UNUSED(crowded) }
    /** The tooltip for a point of the chart, empty for none. */
    virtual QString toolTipAt(const QPointF& pos) const;
    /** Style an axis rect (axes, grid, tick labels) from the palette. */
    void styleAxisRect(QCPAxisRect* rect);

    bool event(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /** Wrap the legend into as many columns as the width allows. */
    void fitLegend();
    /** Wrap the title's lines at words (CJK: characters) where the width is short of them. */
    void fitTitle();
    QString wrapTitle(const QFontMetrics& metrics) const;
    /** `text` broken at words (CJK: characters) into lines no wider than `available` pixels. */
    static QString wrapText(const QString& text, const QFontMetrics& metrics, int available);
    /**
     * Fewer value ticks where an axis is short, so labels never run together ("0102030"), and
     * bottom axis titles wrapped to their rect's width.
     */
    void fitTicks();
    /** Move the legend out of the plot into layout row `row`, so it never hides data. */
    void placeLegendBelow(int row);

    ScenarioDocument* document() const { return m_document; }
    /** Colours and fonts of every axis rect, the title and the legend from the palette. */
    void applyPalette();

private:
    void showContextMenu(const QPoint& pos);
    void relieveCrowding();

    ScenarioDocument* m_document;
    QCPTextElement* m_title;
    QString m_fullTitle; ///< title(): the whole text, before fitTitle() wraps it
    int m_crowding = 0;   ///< steps given way to a short chart: 1 legend font, 2 title font, 3 spare parts
    bool m_stale = false; ///< a report arrived while hidden: redraw when shown
};

} // namespace shardscope::ui
