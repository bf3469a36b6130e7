#include "decisiontreeview.h"

#include "core/advice/seedarticle.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/coretext.h"
#include "widgets/support/format.h"
#include "widgets/support/visiblerefresh.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

using namespace shardscope;

namespace shardscope::ui {

namespace {

// Questions in the order the tree asks them, and the leaf each "yes" leads to; the last
// question's "no" leads to the fifth leaf.
const char* const kQuestions[] = {"fits_one_gpu", "is_moe", "gap_at_most_2x", "fits_in_node"};
const char* const kLeaves[] = {"data-parallel", "expert-parallel", "zero-sharding", "tensor-in-node",
                               "pipeline-across-nodes"};

QString configText(const ParallelConfig& p)
{
    QStringList parts;
    if (p.tp > 1)
        parts << QStringLiteral("TP %1").arg(p.tp);
    if (p.pp > 1)
        parts << QStringLiteral("PP %1").arg(p.pp);
    if (p.ep > 1)
        parts << QStringLiteral("EP %1").arg(p.ep);
    parts << QStringLiteral("DP %1").arg(p.dp);
    QString text = parts.join(QStringLiteral(" · "));
    if (p.zeroStage > 0)
        text += QStringLiteral(", ZeRO-%1").arg(p.zeroStage);
    return text;
}

} // namespace

DecisionTreeView::DecisionTreeView(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("decisionTree"));
    setMouseTracking(true);
    for (int i = 0; i < 4; ++i)
        m_nodes[size_t(i)].id = QString::fromLatin1(kQuestions[i]);
    for (int i = 0; i < 5; ++i) {
        m_nodes[size_t(4 + i)].id = QString::fromLatin1(kLeaves[i]);
        m_nodes[size_t(4 + i)].leaf = true;
    }
    // The tree runs a handful of closed-form estimates: ten times a second is plenty during a drag.
    // Ten refreshes a second at most during a drag, none while hidden.
    m_refresher = new VisibleRefresh(this, document, 100, [this] { refresh(); });
    refresh();
}

QSize DecisionTreeView::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 34);
}

QSize DecisionTreeView::minimumSizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 56, fontMetrics().height() * 24);
}

QString DecisionTreeView::questionText(const DecisionStep* step, const QString& id) const
{
    QString q, value;
    if (id == QLatin1String("fits_one_gpu")) {
        q = tr("Does it train on one GPU?");
        if (step)
            value = tr("needs %1× one GPU's memory").arg(step->value, 0, 'f', 2);
    } else if (id == QLatin1String("is_moe")) {
        q = tr("Is it a mixture-of-experts model?");
        if (step)
            value = m_document->scenario().model.isMoe()
                        ? tr("%1 experts, %2 per token").arg(m_document->scenario().model.moe->experts)
                              .arg(m_document->scenario().model.moe->topK)
                        : tr("dense: every parameter works on every token");
    } else if (id == QLatin1String("gap_at_most_2x")) {
        q = tr("Is the memory gap at most 2×?");
        if (step)
            value = tr("gap %1× (ZeRO-3 closes up to 2×)").arg(step->value, 0, 'f', 2);
    } else {
        q = tr("Does it fit in one node with TP?");
        if (step)
            value = tr("with TP inside one node: %1× of GPU memory").arg(step->value, 0, 'f', 2);
    }
    return value.isEmpty() ? q : q + QLatin1Char('\n') + value;
}

QString DecisionTreeView::leafText(const QString& id) const
{
    QString title;
    if (id == QLatin1String("data-parallel"))
        title = tr("Data parallelism");
    else if (id == QLatin1String("expert-parallel"))
        title = tr("Expert parallelism (EP + DP, TP/PP as needed)");
    else if (id == QLatin1String("zero-sharding"))
        title = tr("ZeRO-3 / FSDP over all GPUs");
    else if (id == QLatin1String("tensor-in-node"))
        title = tr("TP inside the node + DP");
    else
        title = tr("TP inside the node + PP across nodes + DP");
    if (id != QString::fromStdString(m_decision.leafId))
        return title;
    QString text = title + QLatin1Char('\n') + tr("Start: %1").arg(configText(m_decision.recommended));
    text += QLatin1Char('\n') + (m_decision.recommendedFits
                                     ? tr("fits: %1 per GPU, %2 tokens/s")
                                           .arg(Format::gib(double(m_decision.recommendedPeakBytes)),
                                                Format::rate(m_decision.recommendedTokensPerS))
                                     : tr("does not fit yet: %1 per GPU").arg(Format::gib(double(m_decision.recommendedPeakBytes))));
    text += QLatin1Char('\n') + tr("Click to apply");
    return text;
}

void DecisionTreeView::refresh()
{
    m_decision = decide(m_document->scenario());
    for (Node& n : m_nodes)
        n.onPath = false;
    for (int i = 0; i < 4; ++i) {
        Node& n = m_nodes[size_t(i)];
        const DecisionStep* step = nullptr;
        for (const DecisionStep& s : m_decision.path)
            if (n.id == QString::fromStdString(s.id))
                step = &s;
        n.onPath = step != nullptr;
        n.text = questionText(step, n.id);
    }
    for (int i = 0; i < 5; ++i) {
        Node& n = m_nodes[size_t(4 + i)];
        n.onPath = n.id == QString::fromStdString(m_decision.leafId);
        n.text = leafText(n.id);
    }
    const QStringList notes = translated(m_decision.notes);
    m_notes = notes.isEmpty() ? QString()
                              : tr("Where the sources differ from the overview:") + QStringLiteral("\n• ") +
                                    notes.join(QStringLiteral("\n• "));
    layoutNodes();
    update();
}

void DecisionTreeView::layoutNodes()
{
    // Questions down the left, each "yes" leaf to its right; the last "no" below.
    const int margin = fontMetrics().height();
    const int gapX = fontMetrics().averageCharWidth() * 8;
    const int columnWidth = std::max(60, (width() - 2 * margin - gapX) / 2);
    const int pad = fontMetrics().height() / 2;
    const auto heightFor = [&](const QString& text, bool) {
        QFont bold = font();
        bold.setBold(true);
        const QRect area(0, 0, columnWidth - 2 * pad, 10000);
        const QString title = text.section(QLatin1Char('\n'), 0, 0);
        const QString detail = text.section(QLatin1Char('\n'), 1);
        int h = QFontMetrics(bold).boundingRect(area, Qt::TextWordWrap, title).height();
        if (!detail.isEmpty())
            h += fontMetrics().boundingRect(area, Qt::TextWordWrap, detail).height();
        return h + 2 * pad;
    };
    const int fullWidth = std::max(60, width() - 2 * margin);
    const auto textHeight = [&](const QString& text) {
        return text.isEmpty() ? 0 : fontMetrics().boundingRect(QRect(0, 0, fullWidth, 10000), Qt::TextWordWrap, text).height();
    };
    m_sourceRect = QRect(margin, margin / 2, fullWidth, textHeight(sourceText()));
    int y = m_sourceRect.bottom() + margin;
    const int rowGap = fontMetrics().height() * 2;
    for (int i = 0; i < 4; ++i) {
        Node& q = m_nodes[size_t(i)];
        Node& leaf = m_nodes[size_t(4 + i)];
        const int h = std::max(heightFor(q.text, q.onPath), heightFor(leaf.text, leaf.onPath));
        q.rect = QRect(margin, y, columnWidth, h);
        leaf.rect = QRect(margin + columnWidth + gapX, y, columnWidth, h);
        y += h + rowGap;
    }
    Node& last = m_nodes[8];
    last.rect = QRect(margin, y, columnWidth, heightFor(last.text, last.onPath));
    m_notesRect = QRect(margin, last.rect.bottom() + margin, fullWidth, textHeight(m_notes));
    setMinimumHeight((m_notes.isEmpty() ? last.rect.bottom() : m_notesRect.bottom()) + margin);
}

void DecisionTreeView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    layoutNodes();
}

void DecisionTreeView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QColor accent = pal.color(QPalette::Highlight);
    const QColor muted = pal.color(QPalette::Disabled, QPalette::Text);
    const QColor text = pal.color(QPalette::Text);
    const int thick = std::max(3, fontMetrics().height() / 6);
    const auto edge = [&](QPoint from, QPoint to, bool onPath, const QString& label) {
        p.setPen(QPen(onPath ? accent : muted, onPath ? thick : 1));
        p.drawLine(from, to);
        // Arrow head.
        const QPointF d = QPointF(to - from) / std::max(1.0, std::hypot(double(to.x() - from.x()), double(to.y() - from.y())));
        const QPointF n(-d.y(), d.x());
        const double s = fontMetrics().height() / 2.5;
        QPainterPath head;
        head.moveTo(to);
        head.lineTo(QPointF(to) - d * s * 1.6 + n * s);
        head.lineTo(QPointF(to) - d * s * 1.6 - n * s);
        head.closeSubpath();
        p.fillPath(head, onPath ? accent : muted);
        QFont f = font();
        f.setBold(onPath);
        p.setFont(f);
        p.setPen(onPath ? accent : muted);
        const QPoint mid = (from + to) / 2;
        const int w = fontMetrics().averageCharWidth() * 8;
        const bool horizontal = from.y() == to.y();
        const QRect box = horizontal ? QRect(mid.x() - w / 2, mid.y() - fontMetrics().height() - 2, w, fontMetrics().height())
                                     : QRect(mid.x() + fontMetrics().averageCharWidth(), mid.y() - fontMetrics().height() / 2,
                                             w, fontMetrics().height());
        p.drawText(box, (horizontal ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter, label);
    };
    p.setPen(muted);
    p.drawText(m_sourceRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, sourceText());
    p.setPen(text);
    p.drawText(m_notesRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_notes);
    // Edges: yes to the right, no downwards.
    for (int i = 0; i < 4; ++i) {
        const Node& q = m_nodes[size_t(i)];
        const Node& leaf = m_nodes[size_t(4 + i)];
        edge(QPoint(q.rect.right(), q.rect.center().y()), QPoint(leaf.rect.left() - 2, leaf.rect.center().y()),
             q.onPath && leaf.onPath, tr("yes"));
        const Node& next = i < 3 ? m_nodes[size_t(i + 1)] : m_nodes[8];
        edge(QPoint(q.rect.center().x(), q.rect.bottom()), QPoint(next.rect.center().x(), next.rect.top() - 2),
             q.onPath && next.onPath, tr("no"));
    }
    const int pad = fontMetrics().height() / 2;
    const int radius = fontMetrics().height() / 2;
    for (const Node& n : m_nodes) {
        QColor fill = pal.color(QPalette::Base);
        if (n.onPath && n.leaf)
            fill = Colors::mix(pal.color(QPalette::Base), accent, 0.22);
        else if (n.onPath)
            fill = Colors::mix(pal.color(QPalette::Base), accent, 0.08);
        p.setPen(QPen(n.onPath ? accent : muted, n.onPath ? thick : 1, n.leaf && !n.onPath ? Qt::DashLine : Qt::SolidLine));
        p.setBrush(fill);
        p.drawRoundedRect(n.rect, radius, radius);
        // The question or the leaf's name in bold, its live numbers below in the normal weight.
        const QString title = n.text.section(QLatin1Char('\n'), 0, 0);
        const QString detail = n.text.section(QLatin1Char('\n'), 1);
        QFont bold = font();
        bold.setBold(true);
        const QRect inner = n.rect.adjusted(pad, pad, -pad, -pad);
        const QRect titleRect = QFontMetrics(bold).boundingRect(inner, Qt::TextWordWrap, title);
        p.setPen(n.onPath ? text : muted);
        p.setFont(bold);
        p.drawText(inner, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, title);
        p.setFont(font());
        p.drawText(inner.adjusted(0, titleRect.height(), 0, 0), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, detail);
    }
}

const DecisionTreeView::Node* DecisionTreeView::nodeAt(const QPoint& pos) const
{
    for (const Node& n : m_nodes)
        if (n.rect.contains(pos))
            return &n;
    return nullptr;
}

void DecisionTreeView::mousePressEvent(QMouseEvent* event)
{
    const Node* n = nodeAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && n && n->leaf && n->onPath) {
        applyReachedLeaf();
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void DecisionTreeView::mouseMoveEvent(QMouseEvent* event)
{
    const Node* n = nodeAt(event->position().toPoint());
    setCursor(n && n->leaf && n->onPath ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QWidget::mouseMoveEvent(event);
}

bool DecisionTreeView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Node* n = nodeAt(help->pos());
        QString tip;
        if (n && n->leaf && n->onPath) {
            tip = reachedLeafToolTip();
        } else if (n && n->leaf) {
            tip = tr("Not on this model's path.");
        }
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

QString DecisionTreeView::sourceText() const
{
    const std::string_view section = seedArticleSection(kDecisionTreeSection);
    return tr("Follows §%1 “%2” of the overview “%3”; every answer comes from ShardScope's own estimate.")
        .arg(QString::fromUtf8(kDecisionTreeSection.data(), qsizetype(kDecisionTreeSection.size())),
             QString::fromUtf8(section.data(), qsizetype(section.size())),
             QString::fromUtf8(kSeedArticleTitle.data(), qsizetype(kSeedArticleTitle.size())));
}

QString DecisionTreeView::reachedLeafToolTip() const
{
    ensureCurrent();
    const QStringList notes = translated(m_decision.notes);
    QString tip = tr("The overview's typical configuration for this size (its §3): %1 (%2).")
                      .arg(QString::fromStdString(m_decision.articleRow), translated(m_decision.articleConfig));
    if (!notes.isEmpty())
        tip += QLatin1Char('\n') + notes.join(QLatin1Char('\n'));
    return tip;
}

void DecisionTreeView::applyReachedLeaf()
{
    ensureCurrent();
    m_document->replace(applyDecision(m_document->scenario(), m_decision), tr("Apply the decision tree's start"));
}

QStringList DecisionTreeView::highlightedPath() const
{
    ensureCurrent();
    QStringList out;
    for (const DecisionStep& s : m_decision.path)
        out << QString::fromStdString(s.id);
    out << QString::fromStdString(m_decision.leafId);
    return out;
}

QRect DecisionTreeView::nodeRect(const QString& id) const
{
    ensureCurrent();
    for (const Node& n : m_nodes)
        if (n.id == id)
            return n.rect;
    return {};
}

QString DecisionTreeView::nodeText(const QString& id) const
{
    ensureCurrent();
    for (const Node& n : m_nodes)
        if (n.id == id)
            return n.text;
    return {};
}

void DecisionTreeView::ensureCurrent() const
{
    m_refresher->ensureCurrent();
}

} // namespace shardscope::ui
