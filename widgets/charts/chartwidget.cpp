#include "chartwidget.h"

#include "chartexport.h"
#include "unitticker.h"
#include "widgets/document/scenariodocument.h"

#include <QApplication>
#include <QClipboard>
#include <QHelpEvent>
#include <QMenu>
#include <QToolTip>

namespace shardscope::ui {

ChartWidget::ChartWidget(ScenarioDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document)
{
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(), QFont(font().family(), -1, QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);
    setNoAntialiasingOnDrag(true);
    // Replots only mark the widget dirty; the window then paints once per event-loop turn
    // instead of once per chart (QCustomPlot repaints synchronously by default).
    setPlottingHint(QCP::phImmediateRefresh, false);
    // Nothing is drawn on the buffered overlay layer: folding it into the others leaves one
    // paint buffer to clear and blend per replot instead of two.
    if (QCPLayer* overlay = layer(QStringLiteral("overlay")))
        overlay->setMode(QCPLayer::lmLogical);
    // Bars, grids and axes are pixel-aligned; antialiasing them only costs time.
    setNotAntialiasedElements(QCP::aePlottables | QCP::aeGrid | QCP::aeAxes | QCP::aeSubGrid | QCP::aeZeroLine);
    // QCustomPlot fills its whole area with the background: Qt need not paint what is below.
    setMinimumSize(200, 160);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setContextMenuPolicy(Qt::CustomContextMenu);
    // The axis rects have their sizes after the layout and before the ticks are made.
    connect(this, &QCustomPlot::afterLayout, this, &ChartWidget::fitTicks);
    connect(this, &QCustomPlot::afterLayout, this, &ChartWidget::relieveCrowding);
    connect(this, &QWidget::customContextMenuRequested, this, &ChartWidget::showContextMenu);
    // The document already coalesces estimates to one per event-loop turn, so the chart
    // redraws its buffer at once; the window then paints everything in a single pass.
    connect(document, &ScenarioDocument::reportChanged, this, [this] {
        updateFromReport();
        // A chart in a hidden dock tab keeps its data but draws only when shown again.
        if (!isVisible()) {
            m_stale = true;
            return;
        }
        fitLegend();
        replot(QCustomPlot::rpRefreshHint);
    });
    applyPalette();
}

void ChartWidget::showEvent(QShowEvent* event)
{
    QCustomPlot::showEvent(event);
    if (m_stale) {
        m_stale = false;
        fitLegend();
        replot(QCustomPlot::rpQueuedReplot);
    }
}

QString ChartWidget::title() const
{
    return m_fullTitle;
}

void ChartWidget::setTitle(const QString& title)
{
    m_fullTitle = title;
    fitTitle();
}

void ChartWidget::fitTitle()
{
    // The title's own font, bold; a step smaller when the wrapped lines would take more than
    // a quarter of a short chart (presentation mode on a 1280x720 projector).
    QFont font = this->font();
    font.setBold(true);
    QString text = wrapTitle(QFontMetrics(font));
    const int lines = int(text.count(QLatin1Char('\n'))) + 1;
    if ((m_crowding >= 2 || lines * QFontMetrics(font).lineSpacing() > height() / 4) && font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * 0.8);
        text = wrapTitle(QFontMetrics(font));
    }
    if (m_title->font() != font)
        m_title->setFont(font);
    if (m_title->text() != text)
        m_title->setText(text);
}

QString ChartWidget::wrapTitle(const QFontMetrics& metrics) const
{
    return wrapText(m_fullTitle, metrics, std::max(60, width() - 16));
}

QString ChartWidget::wrapText(const QString& text, const QFontMetrics& metrics, int available)
{
    const auto fits = [&](const QString& t) { return metrics.horizontalAdvance(t) <= available; };
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (fits(line)) {
            lines << line;
            continue;
        }
        // Words; a run without spaces (Chinese) wider than the room breaks between characters.
        QString current;
        const auto add = [&](const QString& piece, const QString& joiner) {
            const QString candidate = current.isEmpty() ? piece : current + joiner + piece;
            if (!current.isEmpty() && !fits(candidate)) {
                lines << current;
                current = piece;
            } else {
                current = candidate;
            }
        };
        for (const QString& word : line.split(QLatin1Char(' '))) {
            if (fits(word)) {
                add(word, QStringLiteral(" "));
                continue;
            }
            bool first = true;
            for (const QChar c : word) {
                add(QString(c), first ? QStringLiteral(" ") : QString());
                first = false;
            }
        }
        if (!current.isEmpty())
            lines << current;
    }
    return lines.join(QLatin1Char('\n'));
}

void ChartWidget::fitTicks()
{
    // Room for a label such as "12.5 s" and a gap: at most that many ticks on the axis.
    const int room = fontMetrics().averageCharWidth() * 7;
    bool relayout = false;
    for (QCPAxisRect* rect : axisRects()) {
        // The ticks were made before this layout, for the rect's old width: made again when
        // their count or the width they were made for changed.
        bool remake = false;
        for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
            if (!axis->visible() || axis->ticker().dynamicCast<QCPAxisTickerText>())
                continue;
            if (const auto labelled = axis->ticker().dynamicCast<UnitTicker>()) {
                labelled->keepLabelsApart(axis); // it measures its own labels
                remake = remake || axis->property("ticksMadeFor").toInt() != rect->width();
                axis->setProperty("ticksMadeFor", rect->width());
                continue;
            }
            QVariant preferred = axis->property("preferredTickCount");
            if (!preferred.isValid()) {
                preferred = axis->ticker()->tickCount();
                axis->setProperty("preferredTickCount", preferred);
            }
            const int count = std::clamp(rect->width() / room, 1, preferred.toInt());
            if (axis->ticker()->tickCount() != count) {
                axis->ticker()->setTickCount(count);
                remake = true;
            }
        }
        if (remake)
            rect->update(QCPLayoutElement::upPreparation);
        // An axis title wider than its narrow rect wraps rather than run into its neighbour's.
        for (QCPAxis* axis : rect->axes(QCPAxis::atBottom)) {
            if (axis->label() != axis->property("wrappedLabel").toString())
                axis->setProperty("fullLabel", axis->label()); // the chart set a new title
            const QString full = axis->property("fullLabel").toString();
            const QString wrapped = wrapText(full, QFontMetrics(axis->labelFont()), std::max(40, rect->width() + 8));
            axis->setProperty("wrappedLabel", wrapped);
            if (axis->label() != wrapped) {
                axis->setLabel(wrapped);
                relayout = true; // the margins were measured for the old title
            }
        }
    }
    if (relayout)
        replot(QCustomPlot::rpQueuedReplot);
}

QString ChartWidget::toolTipAt(const QPointF&) const
{
    return {};
}

bool ChartWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QCustomPlot::event(event);
}

void ChartWidget::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyPalette();
        paletteChanged();
        m_crowding = 0;
        fitLegend(); // applyPalette() set the legend's font back to the full size
        fitSpareParts(false);
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void ChartWidget::resizeEvent(QResizeEvent* event)
{
    m_crowding = 0; // a new size: start from everything at full size again
    fitLegend();
    fitTitle();
    fitSpareParts(false);
    QCustomPlot::resizeEvent(event);
}

void ChartWidget::relieveCrowding()
{
    // After the layout the legend's rows know their true size: when they did not get it, the
    // chart is too short, and gives way one step per layout (legend font, title font, spare
    // parts) until everything is drawn whole.
    if (!legend->visible() || m_crowding >= 3)
        return;
    if (legend->outerRect().height() >= legend->minimumOuterSizeHint().height())
        return;
    ++m_crowding;
    fitLegend();
    fitTitle();
    fitSpareParts(m_crowding >= 3);
    replot(QCustomPlot::rpQueuedReplot);
}

void ChartWidget::placeLegendBelow(int row)
{
    plotLayout()->addElement(row, 0, legend);
    legend->setVisible(true);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setMargins(QMargins(4, 0, 4, 2));
    plotLayout()->setRowStretchFactor(row, 0.001);
}

void ChartWidget::fitLegend()
{
    if (!legend->visible())
        return;
    // Cells of a wrapped legend can be empty, so walk the elements rather than item(i).
    int widest = 1;
    int items = 0;
    for (int i = 0; i < legend->elementCount(); ++i) {
        if (QCPLayoutElement* e = legend->elementAt(i)) {
            widest = std::max(widest, e->minimumOuterSizeHint().width());
            ++items;
        }
    }
    if (items == 0)
        return;
    // The legend's font (applyPalette), a step smaller when its rows would take more than a
    // quarter of a short chart (presentation mode on a 1280x720 projector).
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    const int available = width() - legend->margins().left() - legend->margins().right() - 8;
    const auto rowsAt = [&](const QFont& f, int* columns) {
        const double ratio = double(QFontMetrics(f).horizontalAdvance(QStringLiteral("0000000000"))) /
                             std::max(1, QFontMetrics(legend->font()).horizontalAdvance(QStringLiteral("0000000000")));
        *columns = std::clamp(available / (int(widest * ratio) + legend->columnSpacing()), 1, items);
        return ((items + *columns - 1) / *columns) * (QFontMetrics(f).height() + legend->rowSpacing());
    };
    const auto apply = [&](const QFont& f) {
        int columns = 1;
        const int rows = rowsAt(f, &columns);
        if (legend->font() != f) {
            legend->setFont(f);
            legend->setIconSize(QFontMetrics(f).height(), QFontMetrics(f).height() * 2 / 3);
        }
        if (legend->wrap() != columns) {
            legend->setWrap(columns);
            legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
        }
        return rows;
    };
    // Smaller when the chart is too short for the title, the axes and the legend together.
    if (apply(font) > height() / 4 || m_crowding >= 1) {
        font.setPointSizeF(font.pointSizeF() * 0.8);
        apply(font);
    }
}

void ChartWidget::styleAxisRect(QCPAxisRect* rect)
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(40);
    for (QCPAxis* axis : rect->axes()) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(font());
        axis->setLabelFont(font());
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
}

void ChartWidget::applyPalette()
{
    const QPalette pal = palette();
    setBackground(pal.brush(QPalette::Base));
    m_title->setTextColor(pal.color(QPalette::WindowText));
    fitTitle(); // sets the title's font too
    for (QCPAxisRect* rect : axisRects()) {
        styleAxisRect(rect);
        rect->setBackground(pal.brush(QPalette::Base));
    }
    legend->setBrush(pal.brush(QPalette::Base));
    legend->setBorderPen(Qt::NoPen);
    legend->setTextColor(pal.color(QPalette::WindowText));
    QFont legendFont = font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.9);
    legend->setFont(legendFont);
    legend->setIconSize(QFontMetrics(legendFont).height(), QFontMetrics(legendFont).height() * 2 / 3);
}

void ChartWidget::showContextMenu(const QPoint& pos)
{
    QMenu menu(this);
    menu.addAction(tr("Export Chart..."), this, [this] { emit exportRequested(this); });
    menu.addAction(tr("Copy Chart as Image"), this, [this] {
        QApplication::clipboard()->setPixmap(toPixmap(width(), height(), devicePixelRatioF()));
    });
    menu.exec(mapToGlobal(pos));
}

} // namespace shardscope::ui
