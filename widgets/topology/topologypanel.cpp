#include "topologypanel.h"

#include "topologyview.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/format.h"
#include "widgets/support/names.h"
#include "widgets/support/gesturethrottle.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QSvgGenerator>
#include <QTemporaryFile>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <set>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QString tierName(LinkTier tier, const ClusterSpec& c)
{
    switch (tier) {
    case LinkTier::InsideNode:
        return c.intraNode.kind == LinkKind::NvLink ? TopologyPanel::tr("NVLink") : TopologyPanel::tr("Inside node (PCIe)");
    case LinkTier::Nic: return TopologyPanel::tr("NICs to leaf");
    case LinkTier::Spine: return TopologyPanel::tr("Leaf to spine");
    }
    return {};
}

QString swatch(const QColor& c)
{
    return QStringLiteral("<span style='color:%1'>■</span>").arg(c.name());
}

} // namespace

TopologyPanel::TopologyPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("Colour &by"));
    m_colouring = new QComboBox;
    m_colouring->setObjectName(QStringLiteral("topologyColouring"));
    m_colouring->addItem(tr("TP groups"), int(TopologyColouring::Tp));
    m_colouring->addItem(tr("CP groups"), int(TopologyColouring::Cp));
    m_colouring->addItem(tr("PP stages"), int(TopologyColouring::PpStage));
    m_colouring->addItem(tr("DP replicas"), int(TopologyColouring::DpReplica));
    m_colouring->addItem(tr("EP groups"), int(TopologyColouring::Ep));
    m_colouring->addItem(tr("Nothing"), int(TopologyColouring::None));
    label->setBuddy(m_colouring);
    top->addWidget(label);
    top->addWidget(m_colouring, 1);
    auto* fit = new QToolButton;
    fit->setText(tr("Fit"));
    fit->setToolTip(tr("Show the whole cluster (0 or double click)"));
    auto* exportButton = new QToolButton;
    exportButton->setText(tr("Export…"));
    exportButton->setToolTip(tr("Save the whole cluster picture as PNG or SVG"));
    top->addWidget(fit);
    top->addWidget(exportButton);
    layout->addLayout(top);

    for (QLabel** l : {&m_crossing, &m_legend, &m_loads, &m_selection}) {
        *l = new QLabel;
        (*l)->setWordWrap(true);
        (*l)->setTextFormat(Qt::RichText);
        (*l)->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_crossing->setObjectName(QStringLiteral("topologyCrossing"));
    m_selection->setObjectName(QStringLiteral("topologySelection"));
    // The explanations scroll when the dock is short (1366x768), so the picture keeps its room
    // and the Warnings dock below keeps two cards.
    auto* texts = new QWidget;
    auto* textLayout = new QVBoxLayout(texts);
    textLayout->setContentsMargins(0, 0, 0, 0);
    textLayout->addWidget(m_crossing);
    textLayout->addWidget(m_legend);
    textLayout->addWidget(m_loads);
    textLayout->addStretch(1);
    auto* textScroll = new QScrollArea;
    textScroll->setObjectName(QStringLiteral("topologyTexts"));
    textScroll->setWidget(texts);
    textScroll->setWidgetResizable(true);
    textScroll->setFrameShape(QFrame::NoFrame);
    textScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    textScroll->setMinimumHeight(fontMetrics().lineSpacing() * 3);
    textScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(textScroll);
    m_view = new TopologyView(&m_layout, &m_model);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_selection);

    const int saved = QSettings().value(QStringLiteral("topology/colouring"), int(TopologyColouring::Tp)).toInt();
    m_colouring->setCurrentIndex(std::max(0, m_colouring->findData(saved)));
    connect(m_colouring, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(QStringLiteral("topology/colouring"), m_colouring->currentData().toInt());
        refresh();
    });
    connect(fit, &QToolButton::clicked, m_view, &TopologyView::fitToView);
    connect(exportButton, &QToolButton::clicked, this, &TopologyPanel::exportWithDialog);
    connect(m_view, &TopologyView::gpuSelected, this, &TopologyPanel::showSelection);
    connect(m_view, &TopologyView::resized, this, &TopologyPanel::relayoutIfReshaped);
    m_textThrottle = new GestureThrottle(document, 100, [this] { refreshTexts(); }, this);
    m_textThrottle->veil({m_crossing, m_legend, m_loads, m_selection});
    connect(document, &ScenarioDocument::reportChanged, this, &TopologyPanel::refresh);
    refresh();
}

void TopologyPanel::setColouring(TopologyColouring colouring)
{
    m_colouring->setCurrentIndex(m_colouring->findData(int(colouring)));
}

QString TopologyPanel::crossingText() const
{
    return m_crossing->text();
}

QString TopologyPanel::selectionText() const
{
    return m_selection->text();
}

QString TopologyPanel::loadsText() const
{
    return m_loads->text();
}

void TopologyPanel::relayoutIfReshaped()
{
    const double aspect = m_view->height() > 0 ? double(m_view->width()) / m_view->height() : 1.5;
    const double bucket = std::pow(2.0, std::round(std::log2(std::clamp(aspect, 0.25, 4.0)) * 2) / 2);
    if (!m_shapeKey.startsWith(QString::number(bucket) + QLatin1Char('/')))
        refresh();
}

void TopologyPanel::refresh()
{
    const Scenario& s = m_document->scenario();
    const Report& r = m_document->report();
    const auto colouring = TopologyColouring(m_colouring->currentData().toInt());
    bool reshaped = false;
    // The geometry only depends on the cluster's shape; rebuild it when that changes.
    // ... and on the view's shape, in coarse steps (a square view stacks leaves, a wide one
    // puts them side by side).
    const double aspect = m_view->height() > 0 ? double(m_view->width()) / m_view->height() : 1.5;
    const double bucket = std::pow(2.0, std::round(std::log2(std::clamp(aspect, 0.25, 4.0)) * 2) / 2);
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6/%7")
                            .arg(bucket)
                            .arg(s.cluster.nodes)
                            .arg(s.cluster.gpusPerNode)
                            .arg(s.cluster.topology.nvlinkDomainGpus)
                            .arg(s.cluster.topology.nodesPerLeaf)
                            .arg(int(s.cluster.topology.kind))
                            .arg(int(s.cluster.intraNode.kind));
    if (key != m_shapeKey) {
        m_layout.build(s.cluster, bucket);
        m_shapeKey = key;
        reshaped = true;
    }
    m_model.update(s, r, colouring, m_layout.gpuCount());
    m_linkLoads = r.communication.links;
    m_view->dataChanged(reshaped, m_linkLoads);
    // The explanations are rich text: during a drag they catch up ten times a second.
    m_textThrottle->request();
}

void TopologyPanel::refreshTexts()
{
    const Scenario& s = m_document->scenario();
    const auto colouring = m_model.colouring();
    const auto& loads = m_linkLoads;

    // The verdict on crossings, worded by how much a crossing hurts that dimension.
    const QString dim = m_colouring->currentText();
    QString verdict;
    if (colouring == TopologyColouring::None) {
        verdict = tr("%1 GPUs, %2 ranks.").arg(Format::integer(m_layout.clusterGpus()), Format::integer(m_model.worldSize()));
    } else if (m_model.groupSize() <= 1) {
        verdict = tr("%1: one GPU each, nothing to cross.").arg(dim);
    } else if (m_model.crossingGroups() == 0) {
        verdict = QStringLiteral("<span style='color:%1'>%2</span>")
                      .arg(Colors::ok().name(), tr("%1 of %2: every group stays inside one %3.")
                                                    .arg(dim)
                                                    .arg(m_model.groupSize())
                                                    .arg(m_model.boundaryName()).toHtmlEscaped());
    } else {
        const bool hurts = colouring == TopologyColouring::Tp || colouring == TopologyColouring::Cp ||
                           colouring == TopologyColouring::Ep;
        const QColor colour = hurts ? Colors::danger() : palette().color(QPalette::WindowText);
        QString text = tr("%1 of %2: %3 of %4 groups cross a %5 boundary (outlined in red)")
                           .arg(dim)
                           .arg(m_model.groupSize())
                           .arg(Format::integer(m_model.crossingGroups()), Format::integer(m_model.groupCount()))
                           .arg(m_model.boundaryName());
        if (!m_model.crossingExamples().empty())
            text += QStringLiteral(": ") + m_model.crossingExamples().front();
        text += hurts ? tr(". Their collectives leave NVLink for the network.")
                      : tr(". Expected: this traffic is meant for the network.");
        verdict = QStringLiteral("<span style='color:%1'>%2</span>").arg(colour.name(), text.toHtmlEscaped());
    }
    if (m_model.worldSize() < m_layout.clusterGpus())
        verdict += tr(" %1 GPUs idle (grey).").arg(Format::integer(m_layout.clusterGpus() - m_model.worldSize()));
    if (s.parallel.worldSize() > m_layout.clusterGpus())
        verdict += QStringLiteral(" <span style='color:%1'>%2</span>")
                       .arg(Colors::danger().name(),
                            tr("%1 ranks have no GPU.").arg(Format::integer(s.parallel.worldSize() - m_layout.clusterGpus())));
    m_crossing->setText(verdict);

    QStringList legend;
    for (const auto& [colour, name] : m_model.legend())
        legend << swatch(colour) + QStringLiteral(" ") + name.toHtmlEscaped();
    if (colouring == TopologyColouring::Tp || colouring == TopologyColouring::Cp || colouring == TopologyColouring::Ep)
        legend << tr("one colour per group; colours repeat");
    else if (m_model.groupSize() > int(TopologyModel::palette().size()))
        legend << tr("colours repeat every %1").arg(TopologyModel::palette().size());
    legend << swatch(palette().color(QPalette::Mid)) + QStringLiteral(" ") + tr("idle");
    m_legend->setText(legend.join(QStringLiteral(" &nbsp; ")));

    QStringList loadText;
    std::set<std::string> seen, split; // dimensions on more than one of the node and NIC tiers
    for (const LinkLoad& l : loads) {
        QStringList dims;
        for (size_t i = 0; i < l.dims.size(); ++i) {
            // Each dimension's part of the tier, so the tiers add up to the step-time chart's
            // bytes per dimension.
            dims << tr("%1 %2").arg(Names::dimension(QString::fromStdString(l.dims[i])), Format::bytes(l.dimBytes[i]));
            if (l.tier != LinkTier::Spine && !seen.insert(l.dims[i]).second)
                split.insert(l.dims[i]);
        }
        QString line = tr("%1 <b>%2</b>: %3 per step on the busiest GPU, %4 of its capacity%5")
                           .arg(swatch(heatColour(l.share)), tierName(l.tier, s.cluster).toHtmlEscaped(),
                                Format::bytes(l.bytesPerStep), Format::percent(l.share),
                                dims.isEmpty() ? QString() : QStringLiteral(" (") + dims.join(QStringLiteral(", ")) + QStringLiteral(")"));
        // The NIC's busy time is the step's NIC floor: the same bytes over the same rate.
        if (l.tier == LinkTier::Nic && l.bytesPerStep > 0)
            line += tr("; busy at least %1 of the %2 step%3")
                        .arg(Format::seconds(l.busySeconds), Format::seconds(m_document->report().step.timeS),
                             m_document->report().communication.nicBound ? tr(", which it sets") : QString());
        loadText << line;
    }
    if (!split.empty()) {
        QStringList names;
        for (const std::string& d : split)
            names << Names::dimension(QString::fromStdString(d));
        loadText << tr("%1: part of the traffic stays inside the node, part goes over the NIC; the two parts add "
                       "up to the bytes per GPU in the step-time chart.")
                        .arg(names.join(QStringLiteral(", ")))
                        .toHtmlEscaped();
    }
    // The loads are the busiest GPU's; where only some groups of the coloured dimension cross
    // the boundary, the others keep that traffic inside (TP 3 on 8-GPU nodes: most groups).
    const int64_t inside = m_model.groupCount() - m_model.crossingGroups();
    if (colouring != TopologyColouring::None && m_model.groupSize() > 1 && m_model.crossingGroups() > 0 && inside > 0)
        loadText << tr("%1 of %2 %3 stay inside one %4: their GPUs send that traffic over %5, not the NIC.")
                        .arg(Format::integer(inside), Format::integer(m_model.groupCount()), dim,
                             m_model.boundaryName(), tierName(LinkTier::InsideNode, s.cluster))
                        .toHtmlEscaped();
    m_loads->setText(loadText.join(QStringLiteral("<br>")));
    showSelection(m_view->selectedGpu());
}

void TopologyPanel::showSelection(int gpu)
{
    if (gpu < 0) {
        m_selection->setText(tr("<i>Click a GPU to see its rank, its coordinates and its groups.</i>"));
        return;
    }
    const int64_t rank = m_model.rankOf(gpu);
    const int gpn = std::max(1, m_layout.gpusPerNode());
    if (rank < 0) {
        m_selection->setText(tr("Node %1, GPU %2: idle.").arg(gpu / gpn).arg(gpu % gpn));
        return;
    }
    const RankCoords c = m_model.coordsOf(rank);
    QString text = tr("<b>Rank %1</b> on node %2, GPU %3: TP %4, CP %5, DP %6, PP stage %7, EP %8; %9 per GPU.")
                       .arg(rank)
                       .arg(gpu / gpn)
                       .arg(gpu % gpn)
                       .arg(c.tp)
                       .arg(c.cp)
                       .arg(c.dp)
                       .arg(c.pp)
                       .arg(c.ep)
                       .arg(Format::gib(double(m_model.memoryOf(rank))));
    QStringList groups;
    for (const auto& [dim, members] : m_model.groupsOf(rank)) {
        QString list;
        if (members.size() <= 6) {
            QStringList ranks;
            for (int64_t m : members)
                ranks << QString::number(m);
            list = ranks.join(QStringLiteral(", "));
        } else {
            list = tr("%1, %2, … %3 (%4 ranks)").arg(members[0]).arg(members[1]).arg(members.back()).arg(members.size());
        }
        groups << QStringLiteral("%1 %2: %3").arg(swatch(Colors::dimension(dim)), Names::dimension(dim), list);
    }
    if (!groups.isEmpty())
        text += QStringLiteral("<br>") + groups.join(QStringLiteral("<br>"));
    m_selection->setText(text);
}

bool TopologyPanel::exportTo(const QString& path, QString* error) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size(std::max(m_view->width(), 800) * 2, std::max(m_view->height(), 600) * 2);
    QTemporaryFile temp(QFileInfo(path).absolutePath() + QStringLiteral("/.shardscope-topology-XXXXXX.") + suffix);
    if (!temp.open()) {
        if (error)
            *error = tr("Cannot write in the folder of %1: %2").arg(path, temp.errorString());
        return false;
    }
    temp.close();
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        m_view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
        ok = image.save(temp.fileName(), "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(temp.fileName());
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("ShardScope topology"));
        QPainter painter(&svg);
        m_view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        ok = painter.end();
    } else {
        if (error)
            *error = tr("Unknown image type \"%1\": use .png or .svg.").arg(suffix);
        return false;
    }
    if (!ok) {
        if (error)
            *error = tr("Could not render the topology to %1.").arg(path);
        return false;
    }
    QFile in(temp.fileName());
    QSaveFile out(path);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    out.write(in.readAll());
    if (!out.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

void TopologyPanel::exportWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(QStringLiteral("files/exportFolder"), QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Topology"), QDir(folder).filePath(QStringLiteral("topology.png")),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Cannot Export Topology"), error);
    else
        settings.setValue(QStringLiteral("files/exportFolder"), QFileInfo(path).absolutePath());
}

} // namespace shardscope::ui
