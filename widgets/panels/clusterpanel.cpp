#include "clusterpanel.h"

#include "widgets/document/scenariodocument.h"
#include "specform.h"
#include "widgets/support/format.h"

#include "core/calibrate/fitparameters.h"
#include "core/io/presetlibrary.h"
#include "core/model/enumnames.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

void ClusterPanel::listPresets()
{
    const QSignalBlocker quiet(m_presets);
    m_presets->clear();
    for (const Preset* p : m_document->presets().clusters())
        m_presets->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
}

ClusterPanel::ClusterPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presets(new QComboBox), m_summary(new QLabel),
      m_form(new SpecForm(document)), m_advancedToggle(new QToolButton),
      m_advanced(new SpecForm(document))
{
    auto* layout = new QVBoxLayout(this);
    m_presets->setObjectName(QStringLiteral("clusterPreset"));
    listPresets();
    connect(document, &ScenarioDocument::presetsChanged, this, [this] {
        listPresets();
        refresh();
    });
    layout->addWidget(m_presets);
    m_summary->setObjectName(QStringLiteral("clusterSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(m_form);
    m_advancedToggle->setObjectName(QStringLiteral("clusterAdvanced"));
    m_advancedToggle->setText(tr("Advanced: kernel profile and collectives"));
    m_advancedToggle->setToolTip(tr("The per-kernel efficiency curves of the GPU and the per-operation fits of "
                                    "the links, as the cluster preset gives them (with their sources)."));
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_advancedToggle->setAutoRaise(true);
    layout->addWidget(m_advancedToggle);
    layout->addWidget(m_advanced);
    m_advanced->setVisible(false);
    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool open) {
        m_advanced->setVisible(open);
        m_advancedToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    layout->addStretch(1);
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_presets->itemData(index).toString().toStdString();
        ClusterSpec spec = m_document->presets().clusterSpec(id);
        m_document->edit(tr("Use cluster %1").arg(QString::fromStdString(spec.name)), -1, [&](Scenario& s) {
            spec.nodes = s.cluster.nodes; // keep the size the user chose
            s.cluster = spec;
        });
    });

    // Each row's path, editor, range, unit, allowed values and accessors come from the field
    // registry (core/model/fields.h); the panel gives the words. A tier's latency and
    // efficiency move its operations' own fits along (normaliseField() in core/model/normalise.h).
    const auto linkKinds = SpecForm::labelsOf<LinkKind>({{LinkKind::NvLink, tr("NVLink")}, {LinkKind::Pcie, tr("PCIe")},
                                                         {LinkKind::InfiniBand, tr("InfiniBand")}, {LinkKind::RoCE, tr("RoCE")},
                                                         {LinkKind::Ethernet, tr("Ethernet")}});
    SpecForm* f = m_form;
    f->addField(tr("Nodes"), FieldId::Nodes);
    f->addField(tr("GPUs per node"), FieldId::GpusPerNode);
    f->addSection(tr("GPU"));
    f->addText(tr("Name"), QStringLiteral("cluster.gpu.name"), [](const Scenario& s) { return QString::fromStdString(s.cluster.gpu.name); },
               [](Scenario& s, const QString& v) { s.cluster.gpu.name = v.toStdString(); });
    f->addField(tr("Memory"), FieldId::GpuMemoryGiB, tr("What the driver reports (NVIDIA's \"80 GB\" H100 reports 79.65 GiB)."),
                {}, 2);
    f->addField(tr("BF16 peak"), FieldId::GpuPeakBf16, tr("Dense, without 2:4 sparsity."), {}, 0);
    f->addField(tr("FP8 peak"), FieldId::GpuPeakFp8, {}, {}, 0);
    f->addField(tr("FP4 peak"), FieldId::GpuPeakFp4,
                tr("Dense FP4 (NVFP4); 0 on GPUs without block-scaled tensor cores, which also run MXFP8."), {}, 0);
    f->addField(tr("FP8 GEMM ratio"), FieldId::GpuFp8MatmulRatio,
                tr("How much of its BF16 matmul efficiency the GPU keeps in FP8 and FP4 (best-shape FP8 / BF16 "
                   "fraction of peak)."),
                {}, 3);
    f->addField(tr("HBM bandwidth"), FieldId::GpuHbmTBps, {}, {}, 3);
    f->addField(tr("Matmul efficiency"), FieldId::GpuMatmulEfficiency,
                tr("Share of the dense peak that training matrix math reaches; calibrate against a measured run."), {}, 2);
    f->addField(tr("HBM efficiency"), FieldId::GpuHbmEfficiency,
                tr("Share of the HBM bandwidth that memory-bound kernels reach."), {}, 2);
    f->addField(tr("Host link"), FieldId::GpuHostLinkGBps,
                tr("The GPU's link to host memory at line rate (PCIe Gen5 x16: 64, Gen4: 32; GB200: its share of "
                   "NVLink-C2C); optimizer and activation offload cross it at 87 % of it."), {}, 0);
    f->addSection(tr("Inside a node"));
    f->addField(tr("Link"), FieldId::IntraKind, {}, linkKinds);
    f->addField(tr("Bandwidth"), FieldId::IntraBandwidth, {}, {}, 1);
    f->addField(tr("Latency per hop"), FieldId::IntraLatency, {}, {}, 2);
    f->addField(tr("Efficiency"), FieldId::IntraEfficiency,
                tr("Bus bandwidth NCCL reaches, as a share of the link's rate (nccl-tests busbw)."), {}, 2);
    f->addField(tr("NVLink domain"), FieldId::TopologyNvlinkDomain,
                tr("GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink."));
    f->addSection(tr("Between nodes"));
    f->addField(tr("Network"), FieldId::InterKind, {}, linkKinds);
    f->addField(tr("Bandwidth"), FieldId::InterBandwidth, {}, {}, 1);
    f->addField(tr("Latency per hop"), FieldId::InterLatency, {}, {}, 2);
    f->addField(tr("Efficiency"), FieldId::InterEfficiency, {}, {}, 2);
    f->addField(tr("Topology"), FieldId::TopologyKind, {},
                SpecForm::labelsOf<NetworkTopology>({{NetworkTopology::SingleSwitch, tr("Single switch")},
                                                     {NetworkTopology::FatTree, tr("Fat tree")},
                                                     {NetworkTopology::RailOptimized, tr("Rail-optimized")}}));
    f->addField(tr("Nodes per leaf switch"), FieldId::TopologyNodesPerLeaf, tr("0: one leaf for all nodes."));
    f->addField(tr("Oversubscription"), FieldId::TopologyOversubscription, {}, {}, 1);

    addKernelRows();
    addLinkRows();

    connect(document, &ScenarioDocument::scenarioChanged, this, &ClusterPanel::refresh);
    refresh();
}

namespace {

/** A curve's key below cluster.gpu.kernels, from its e_max field ("gemm.forward"). */
QString curveKey(KernelCurve curve)
{
    const std::string_view parent = fieldInfo(curveField(curve, CurveParam::MaxEfficiency)).parent();
    return QString::fromUtf8(parent.data(), qsizetype(parent.size())).section(QLatin1Char('.'), 3);
}

/** The section a curve is listed under. */
QString familyName(const QString& k)
{
    if (k.startsWith(QLatin1String("gemm."))) return ClusterPanel::tr("GEMM curves");
    if (k.startsWith(QLatin1String("grouped_gemm."))) return ClusterPanel::tr("Grouped GEMM curves");
    if (k.startsWith(QLatin1String("flash_attention_2."))) return ClusterPanel::tr("FlashAttention-2 curves");
    return ClusterPanel::tr("Attention curves");
}

/** The pass a curve times, as a row label prefix. */
QString passName(const QString& k)
{
    if (k.endsWith(QLatin1String(".forward"))) return ClusterPanel::tr("Forward");
    if (k.endsWith(QLatin1String(".input_grad"))) return ClusterPanel::tr("Input grad");
    if (k.endsWith(QLatin1String(".weight_grad"))) return ClusterPanel::tr("Weight grad");
    return ClusterPanel::tr("Backward");
}

QString opName(Collective kind)
{
    switch (kind) {
    case Collective::AllReduce: return ClusterPanel::tr("All-reduce");
    case Collective::AllGather: return ClusterPanel::tr("All-gather");
    case Collective::ReduceScatter: return ClusterPanel::tr("Reduce-scatter");
    case Collective::AllToAll: return ClusterPanel::tr("All-to-all");
    case Collective::SendRecv: return ClusterPanel::tr("Send/receive");
    }
    return {};
}

} // namespace

void ClusterPanel::addKernelRows()
{
    SpecForm* f = m_advanced;
    QString family;
    for (int i = 0; i < kKernelCurves; ++i) {
        const KernelCurve curve = KernelCurve(i);
        const QString key = curveKey(curve);
        if (familyName(key) != family) {
            family = familyName(key);
            f->addSection(family);
        }
        f->addField(tr("%1 e_max").arg(passName(key)), curveField(curve, CurveParam::MaxEfficiency),
                    tr("e_max of e(x) = e_max · x / (x + x_half): the share of the dense peak the largest calls "
                       "reach (a fraction; the compute curves are scaled so that GEMM forward's equals the "
                       "matmul efficiency)."),
                    {}, 4);
        const FieldId half = curveField(curve, CurveParam::HalfSize);
        f->addField(tr("%1 half size").arg(passName(key)), half,
                    fieldInfo(half).key() == "half_tokens"
                        ? tr("Tokens per local expert at which a grouped GEMM reaches half its peak share.")
                        : tr("FLOPs of one call at which the kernel reaches half its peak share (attention: "
                             "causal FLOPs)."),
                    {}, 0);
    }
    f->addSection(tr("Other kernels"));
    f->addField(tr("Batched GEMM half dim"), FieldId::KernelBatchedGemmHalfDim,
                tr("Unfused attention's batched GEMMs run at e · d / (d + this), d = head dimension."), {}, 0);
    f->addField(tr("Launch latency"), FieldId::KernelLaunchLatency,
                tr("Added to every GEMM and attention kernel, in µs. The presets use 0: their curves are fitted "
                   "to measured kernel times, which include the launch."),
                {}, 1);
    f->addField(tr("Memory kernel latency"), FieldId::KernelMemoryLatency,
                tr("Added to every memory-bound kernel and optimizer pass, in µs."), {}, 1);
    f->addField(tr("Cross-entropy HBM"), FieldId::KernelCrossEntropyEfficiency,
                tr("Share of the HBM bandwidth the loss kernels reach (a fraction)."), {}, 3);
    f->addField(tr("Permute HBM"), FieldId::KernelPermuteEfficiency,
                tr("Share of the HBM bandwidth MoE token permutation reaches (a fraction)."), {}, 3);
}

void ClusterPanel::addFitRows(ClusterLink tier)
{
    SpecForm* f = m_advanced;
    for (int i = 0; i < kCollectiveKinds; ++i) {
        const Collective op = Collective(i);
        f->addSection((tier == ClusterLink::IntraNode ? tr("%1 inside a node") : tr("%1 between nodes")).arg(opName(op)));
        f->addField(tr("Efficiency"), fitField(tier, op, FitParam::Efficiency),
                    tr("Bus bandwidth this operation reaches as a share of the link's rate (a fraction; "
                       "t = fixed + steps × step latency + bytes × bus factor / (bandwidth × efficiency))."),
                    {}, 3);
        f->addField(tr("Step latency"), fitField(tier, op, FitParam::StepLatency),
                    tr("Latency per ring step, in µs (all-reduce has 2(n−1) steps, the others n−1)."), {}, 2);
        f->addField(tr("Fixed latency"), fitField(tier, op, FitParam::FixedLatency),
                    tr("Cost of every call of this operation, in µs (group sizes the preset lists separately, as "
                       "B200 all-to-all over 2 and 4 GPUs, keep their own)."),
                    {}, 1);
    }
}

void ClusterPanel::addLinkRows()
{
    SpecForm* f = m_advanced;
    f->addSection(tr("Collectives inside a node"));
    f->addField(tr("Fixed latency"), FieldId::IntraFixedLatency,
                tr("Cost of every call of an operation without a fit of its own, in µs (NCCL's base cost: 6.6 µs)."), {}, 1);
    f->addField(tr("Overlap slowdown"), FieldId::IntraOverlapSlowdown,
                tr("How much slower compute runs while this tier's traffic overlaps it (a fraction: 0.15 = 15 %)."), {}, 3);
    addFitRows(ClusterLink::IntraNode);

    f->addSection(tr("Collectives between nodes"));
    f->addField(tr("Fixed latency"), FieldId::InterFixedLatency,
                tr("Cost of every call that crosses nodes, in µs (NCCL's base cost: 6.6 µs)."), {}, 1);
    f->addField(tr("NICs per node"), FieldId::InterNics,
                tr("Network interfaces each node shares among its GPUs; 0: one per GPU. A GPU uses at most one."));
    f->addField(tr("Overlap slowdown"), FieldId::InterOverlapSlowdown,
                tr("How much slower compute runs while network traffic overlaps it (a fraction: 0.02 = 2 %)."), {}, 3);
    f->addField(tr("Straggler coefficient"), FieldId::InterStraggler,
                tr("c of the makespan factor 1 + L/(L+1) · c · √L, L = log2 of the nodes a data-parallel group "
                   "spans (no unit; 0 = no stragglers)."), {}, 4);
    f->addField(tr("ZeRO-3 NIC rate"), FieldId::InterZero3NicRate,
                tr("ZeRO-3/FSDP per-layer gathers across nodes move at this share of one NIC's line rate per GPU "
                   "(a fraction; 0 = the ring path like other collectives)."), {}, 3);
    f->addField(tr("ZeRO-3 overlap"), FieldId::InterZero3Overlap,
                tr("Share of the compute window ZeRO-3's traffic hides behind (a fraction; 1 = all of it)."), {}, 3);
    addFitRows(ClusterLink::InterNode);
}

void ClusterPanel::refresh()
{
    const Scenario& s = m_document->scenario();
    const QSignalBlocker block(m_presets);
    m_presets->setCurrentIndex(m_presets->findData(QString::fromStdString(s.cluster.presetId)));
    m_summary->setText(tr("%1 GPUs: %2 nodes x %3 %4, %5 each")
                           .arg(Format::integer(s.cluster.totalGpus()))
                           .arg(s.cluster.nodes)
                           .arg(s.cluster.gpusPerNode)
                           .arg(QString::fromStdString(s.cluster.gpu.name), Format::gib(s.cluster.gpu.memoryGiB * 1073741824.0, 2)) +
                       (calibrationHolds(s.cluster)
                            ? tr(" · calibrated to your runs (range from %1 held-out runs)").arg(s.cluster.calibration.band.runs)
                        : s.cluster.calibration.present()
                            ? tr(" · a fitted value was edited: back to the modelled range")
                            : QString()));
}

} // namespace shardscope::ui
