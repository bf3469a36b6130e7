#include "stageboundarydrag.h"

#include "widgets/document/scenariodocument.h"

#include "core/model/fields.h"

#include <qcustomplot.h>

#include <QMouseEvent>

#include <algorithm>
#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

namespace {

/** How close to a handle, in pixels, a press or a hover takes it. */
constexpr double kGrabPixels = 6.0;

} // namespace

StageBoundaryDrag::StageBoundaryDrag(QCustomPlot* plot, ScenarioDocument* document)
    : QObject(plot), m_plot(plot), m_document(document)
{
    for (QCPItemStraightLine*& handle : m_handles) {
        handle = new QCPItemStraightLine(plot);
        handle->setLayer(QStringLiteral("main")); // above the bars (added after them), below the labels
        handle->setSelectable(false);
        handle->setVisible(false);
    }
    plot->setMouseTracking(true);
    plot->installEventFilter(this);
}

bool StageBoundaryDrag::editable() const
{
    const Scenario& s = m_document->scenario();
    const ParallelConfig& p = s.parallel;
    return p.pp >= 2 && !p.embeddingInSplit && !p.lossInSplit && int(m_document->report().memory.stages.size()) == p.pp &&
           s.model.layers >= p.pp;
}

double StageBoundaryDrag::boundaryKey(Boundary boundary) const
{
    const int stages = m_document->scenario().parallel.pp;
    return boundary == First ? 0.5 : stages - 1.5;
}

void StageBoundaryDrag::update()
{
    const bool on = editable();
    const int stages = m_document->scenario().parallel.pp;
    QPen pen(m_plot->palette().color(QPalette::Text), 1.5, Qt::DashDotLine);
    // Two stages have one boundary: it moves the count the scenario sets (the first's unless
    // only the last's is set).
    const ParallelConfig& p = m_document->scenario().parallel;
    const Boundary single = p.lastStageLayers && !p.firstStageLayers ? Last : First;
    for (int b = First; b <= Last; ++b) {
        const bool shown = on && (stages > 2 || b == single);
        QCPItemStraightLine* handle = m_handles[b];
        handle->setVisible(shown);
        if (!shown)
            continue;
        const double key = boundaryKey(Boundary(b));
        handle->point1->setCoords(key, 0);
        handle->point2->setCoords(key, 1);
        handle->setPen(pen);
    }
}

StageBoundaryDrag::Boundary StageBoundaryDrag::boundaryAt(const QPointF& pixel) const
{
    if (!m_plot->axisRect()->rect().contains(pixel.toPoint()))
        return None;
    for (int b = First; b <= Last; ++b) {
        if (!m_handles[b]->visible())
            continue;
        const double x = m_plot->xAxis->coordToPixel(boundaryKey(Boundary(b)));
        if (std::abs(pixel.x() - x) <= kGrabPixels)
            return Boundary(b);
    }
    return None;
}

int StageBoundaryDrag::layersFor(Boundary boundary, double pressX, double x) const
{
    const Scenario& s = m_document->scenario();
    const ParallelConfig& p = s.parallel;
    // A whole bar's width moves as many layers as the dragged stage had: right grows the
    // first stage, and shrinks the last.
    const int moved = int(std::lround((x - pressX) * m_pressLayers));
    const int wanted = boundary == First ? m_pressLayers + moved : m_pressLayers - moved;
    // Every other stage keeps at least one layer (core/rules: "leave one layer each").
    const bool otherSet = boundary == First ? p.lastStageLayers.has_value() && p.pp > 2
                                            : p.firstStageLayers.has_value();
    const int other = otherSet ? (boundary == First ? *p.lastStageLayers : *p.firstStageLayers) : 0;
    const int others = p.pp - 1 - (otherSet ? 1 : 0);
    const int most = s.model.layers - other - others;
    return std::clamp(wanted, 1, std::max(1, most));
}

void StageBoundaryDrag::press(Boundary boundary, const QPointF& pixel)
{
    const auto& stages = m_document->report().memory.stages;
    m_dragging = boundary;
    m_pressKey = m_plot->xAxis->pixelToCoord(pixel.x());
    m_pressLayers = boundary == First ? stages.front().layers : stages.back().layers;
    m_lastSet = m_pressLayers;
    m_document->beginGesture();
}

void StageBoundaryDrag::move(const QPointF& pixel)
{
    const int layers = layersFor(m_dragging, m_pressKey, m_plot->xAxis->pixelToCoord(pixel.x()));
    if (layers == m_lastSet)
        return;
    m_lastSet = layers;
    const bool first = m_dragging == First;
    m_document->setField(first ? FieldId::FirstStageLayers : FieldId::LastStageLayers, int64_t(layers),
                         (first ? tr("Drag the first stage's layers to %1") : tr("Drag the last stage's layers to %1"))
                             .arg(layers));
}

void StageBoundaryDrag::release()
{
    m_dragging = None;
    m_document->endGesture();
}

bool StageBoundaryDrag::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: { // a quick second press arrives as a double click
        if (dragging())
            return true;
        auto* e = static_cast<QMouseEvent*>(event);
        const Boundary b = e->button() == Qt::LeftButton ? boundaryAt(e->position()) : None;
        if (b == None)
            return false;
        press(b, e->position());
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (dragging()) {
            move(e->position());
            return true;
        }
        if (boundaryAt(e->position()) != None)
            m_plot->setCursor(Qt::SplitHCursor);
        else
            m_plot->unsetCursor();
        return false;
    }
    case QEvent::MouseButtonRelease:
        if (!dragging())
            return false;
        release();
        return true;
    default: return false;
    }
}

} // namespace shardscope::ui
