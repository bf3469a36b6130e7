#include "clusterpanel.h"

#include "widgets/document/scenariodocument.h"
#include "specform.h"
#include "widgets/support/format.h"

#include "core/io/presetlibrary.h"
#include "core/model/enumnames.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

namespace {

enum { KeyCluster = 500, KeyClusterAdvanced = 550 };

} // namespace

ClusterPanel::ClusterPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presets(new QComboBox), m_summary(new QLabel),
      m_form(new SpecForm(document, KeyCluster)), m_advancedToggle(new QToolButton),
      m_advanced(new SpecForm(document, KeyClusterAdvanced))
{
    auto* layout = new QVBoxLayout(this);
    m_presets->setObjectName(QStringLiteral("clusterPreset"));
    for (const Preset* p : document->presets().clusters())
        m_presets->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    layout->addWidget(m_presets);
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

    // Each row's path, editor, range, allowed values and accessors come from the field registry
    // (core/model/fields.h); the panel gives the words. A tier's latency and efficiency move
    // its operations' own fits along (LinkSpec::shiftStepLatency(), scaleEfficiency()).
    const auto linkKinds = SpecForm::labelsOf<LinkKind>({{LinkKind::NvLink, tr("NVLink")}, {LinkKind::Pcie, tr("PCIe")},
                                                         {LinkKind::InfiniBand, tr("InfiniBand")}, {LinkKind::RoCE, tr("RoCE")},
                                                         {LinkKind::Ethernet, tr("Ethernet")}});
    SpecForm* f = m_form;
    f->addField(tr("Nodes"), FieldId::Nodes);
    f->addField(tr("GPUs per node"), FieldId::GpusPerNode);
    f->addSection(tr("GPU"));
    f->addText(tr("Name"), QStringLiteral("cluster.gpu.name"), [](const Scenario& s) { return QString::fromStdString(s.cluster.gpu.name); },
               [](Scenario& s, const QString& v) { s.cluster.gpu.name = v.toStdString(); });
    f->addField(tr("Memory"), FieldId::GpuMemoryGiB, tr("GiB"), tr("What the driver reports (NVIDIA's \"80 GB\" H100 reports 79.65 GiB)."),
                {}, 2);
    f->addField(tr("BF16 peak"), FieldId::GpuPeakBf16, tr("TFLOP/s"), tr("Dense, without 2:4 sparsity."), {}, 0);
    f->addField(tr("FP8 peak"), FieldId::GpuPeakFp8, tr("TFLOP/s"), {}, {}, 0);
    f->addField(tr("FP4 peak"), FieldId::GpuPeakFp4, tr("TFLOP/s"),
                tr("Dense FP4 (NVFP4); 0 on GPUs without block-scaled tensor cores, which also run MXFP8."), {}, 0);
    f->addField(tr("FP8 GEMM ratio"), FieldId::GpuFp8MatmulRatio, {},
                tr("How much of its BF16 matmul efficiency the GPU keeps in FP8 and FP4 (best-shape FP8 / BF16 "
                   "fraction of peak)."),
                {}, 3);
    f->addField(tr("HBM bandwidth"), FieldId::GpuHbmTBps, tr("TB/s"), {}, {}, 3);
    f->addField(tr("Matmul efficiency"), FieldId::GpuMatmulEfficiency, {},
                tr("Share of the dense peak that training matrix math reaches; calibrate against a measured run."), {}, 2);
    f->addField(tr("HBM efficiency"), FieldId::GpuHbmEfficiency, {},
                tr("Share of the HBM bandwidth that memory-bound kernels reach."), {}, 2);
    f->addSection(tr("Inside a node"));
    f->addField(tr("Link"), FieldId::IntraKind, {}, {}, linkKinds);
    f->addField(tr("Bandwidth"), FieldId::IntraBandwidth, tr("GB/s per GPU per direction"), {}, {}, 1);
    f->addFieldWith(tr("Latency per hop"), FieldId::IntraLatency,
                    [](Scenario& s, const FieldValue& v) { s.cluster.intraNode.shiftStepLatency(std::get<double>(v)); }, tr("µs"),
                    {}, 2);
    f->addFieldWith(tr("Efficiency"), FieldId::IntraEfficiency,
                    [](Scenario& s, const FieldValue& v) { s.cluster.intraNode.scaleEfficiency(std::get<double>(v)); }, {},
                    tr("Bus bandwidth NCCL reaches, as a share of the link's rate (nccl-tests busbw)."), 2);
    f->addField(tr("NVLink domain"), FieldId::TopologyNvlinkDomain, tr("GPUs"),
                tr("GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink."));
    f->addSection(tr("Between nodes"));
    f->addField(tr("Network"), FieldId::InterKind, {}, {}, linkKinds);
    f->addField(tr("Bandwidth"), FieldId::InterBandwidth, tr("GB/s per GPU per direction"), {}, {}, 1);
    f->addFieldWith(tr("Latency per hop"), FieldId::InterLatency,
                    [](Scenario& s, const FieldValue& v) { s.cluster.interNode.shiftStepLatency(std::get<double>(v)); }, tr("µs"),
                    {}, 2);
    f->addFieldWith(tr("Efficiency"), FieldId::InterEfficiency,
                    [](Scenario& s, const FieldValue& v) { s.cluster.interNode.scaleEfficiency(std::get<double>(v)); }, {}, {}, 2);
    f->addField(tr("Topology"), FieldId::TopologyKind, {}, {},
                SpecForm::labelsOf<NetworkTopology>({{NetworkTopology::SingleSwitch, tr("Single switch")},
                                                     {NetworkTopology::FatTree, tr("Fat tree")},
                                                     {NetworkTopology::RailOptimized, tr("Rail-optimized")}}));
    f->addField(tr("Nodes per leaf switch"), FieldId::TopologyNodesPerLeaf, {}, tr("0: one leaf for all nodes."));
    f->addField(tr("Oversubscription"), FieldId::TopologyOversubscription, tr(": 1"), {}, {}, 1);

    addKernelRows();
    addLinkRows();

    connect(document, &ScenarioDocument::scenarioChanged, this, &ClusterPanel::refresh);
    refresh();
}

namespace {

/** A curve of the kernel profile, by its JSON key, with how a user should read it. */
struct CurveRow
{
    const char* key; ///< "gemm.forward"
    EfficiencyCurve KernelProfile::*curve;
    bool tokens;     ///< half size in tokens per local expert, else FLOPs per call
    bool KernelProfile::*measured = nullptr; ///< set on edit: the curve is then the profile's own
};

constexpr CurveRow kCurves[] = {
    {"gemm.forward", &KernelProfile::gemmForward, false},
    {"gemm.input_grad", &KernelProfile::gemmInputGrad, false},
    {"gemm.weight_grad", &KernelProfile::gemmWeightGrad, false},
    {"grouped_gemm.forward", &KernelProfile::groupedForward, true},
    {"grouped_gemm.input_grad", &KernelProfile::groupedInputGrad, true},
    {"grouped_gemm.weight_grad", &KernelProfile::groupedWeightGrad, true},
    {"attention.forward", &KernelProfile::attentionForward, false},
    {"attention.backward", &KernelProfile::attentionBackward, false},
    {"flash_attention_2.forward", &KernelProfile::flashAttention2Forward, false, &KernelProfile::flashAttention2Measured},
    {"flash_attention_2.backward", &KernelProfile::flashAttention2Backward, false, &KernelProfile::flashAttention2Measured},
};

/** The section a curve is listed under. */
QString familyName(const char* key)
{
    const QString k = QString::fromLatin1(key);
    if (k.startsWith(QLatin1String("gemm."))) return ClusterPanel::tr("GEMM curves");
    if (k.startsWith(QLatin1String("grouped_gemm."))) return ClusterPanel::tr("Grouped GEMM curves");
    if (k.startsWith(QLatin1String("flash_attention_2."))) return ClusterPanel::tr("FlashAttention-2 curves");
    return ClusterPanel::tr("Attention curves");
}

/** The pass a curve times, as a row label prefix. */
QString passName(const char* key)
{
    const QString k = QString::fromLatin1(key);
    if (k.endsWith(QLatin1String(".forward"))) return ClusterPanel::tr("Forward");
    if (k.endsWith(QLatin1String(".input_grad"))) return ClusterPanel::tr("Input grad");
    if (k.endsWith(QLatin1String(".weight_grad"))) return ClusterPanel::tr("Weight grad");
    return ClusterPanel::tr("Backward");
}

/** The per-operation fits of a link's "collectives" object. */
struct OpRow
{
    const char* key;
    Collective kind;
};

constexpr OpRow kOps[] = {
    {"all_reduce", Collective::AllReduce},      {"all_gather", Collective::AllGather},
    {"reduce_scatter", Collective::ReduceScatter}, {"all_to_all", Collective::AllToAll},
    {"send_recv", Collective::SendRecv},
};

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

/** Writes one field of an operation's fit, giving the operation its own entry first. */
void setFit(LinkSpec& link, Collective kind, double CollectiveFit::*field, double value)
{
    auto& own = link.collectives[size_t(kind)];
    if (!own)
        own = link.fit(kind);
    own.value().*field = value;
}

} // namespace

void ClusterPanel::addKernelRows()
{
    SpecForm* f = m_advanced;
    QString family;
    for (const CurveRow& c : kCurves) {
        if (familyName(c.key) != family) {
            family = familyName(c.key);
            f->addSection(family);
        }
        const QString base = QStringLiteral("cluster.gpu.kernels.") + QString::fromLatin1(c.key);
        const auto curve = c.curve;
        const auto measured = c.measured;
        auto own = [measured](Scenario& s) {
            if (measured)
                s.cluster.gpu.kernels.*measured = true;
        };
        f->addReal(tr("%1 e_max").arg(passName(c.key)), base + QStringLiteral(".max_efficiency"), 4, {},
                   [curve](const Scenario& s) { return (s.cluster.gpu.kernels.*curve).maxEfficiency; },
                   [curve, own](Scenario& s, double v) { (s.cluster.gpu.kernels.*curve).maxEfficiency = v; own(s); },
                   tr("e_max of e(x) = e_max · x / (x + x_half): the share of the dense peak the largest calls "
                      "reach (a fraction; the compute curves are scaled so that GEMM forward's equals the "
                      "matmul efficiency)."));
        if (c.tokens)
            f->addReal(tr("%1 half size").arg(passName(c.key)), base + QStringLiteral(".half_tokens"), 0,
                       tr("tokens"), [curve](const Scenario& s) { return (s.cluster.gpu.kernels.*curve).halfSize; },
                       [curve, own](Scenario& s, double v) { (s.cluster.gpu.kernels.*curve).halfSize = v; own(s); },
                       tr("Tokens per local expert at which a grouped GEMM reaches half its peak share."));
        else
            f->addReal(tr("%1 half size").arg(passName(c.key)), base + QStringLiteral(".half_flops"), 0,
                       tr("FLOP"), [curve](const Scenario& s) { return (s.cluster.gpu.kernels.*curve).halfSize; },
                       [curve, own](Scenario& s, double v) { (s.cluster.gpu.kernels.*curve).halfSize = v; own(s); },
                       tr("FLOPs of one call at which the kernel reaches half its peak share (attention: "
                          "causal FLOPs)."));
    }
    f->addSection(tr("Other kernels"));
    f->addReal(tr("Batched GEMM half dim"), QStringLiteral("cluster.gpu.kernels.batched_gemm_half_dim"), 0, {},
               [](const Scenario& s) { return s.cluster.gpu.kernels.batchedGemmHalfDim; },
               [](Scenario& s, double v) { s.cluster.gpu.kernels.batchedGemmHalfDim = v; },
               tr("Unfused attention's batched GEMMs run at e · d / (d + this), d = head dimension."));
    f->addReal(tr("Launch latency"), QStringLiteral("cluster.gpu.kernels.launch_latency_us"), 1, tr("µs"),
               [](const Scenario& s) { return s.cluster.gpu.kernels.launchLatencyUs; },
               [](Scenario& s, double v) { s.cluster.gpu.kernels.launchLatencyUs = v; },
               tr("Added to every GEMM and attention kernel, in µs. The presets use 0: their curves are fitted "
                  "to measured kernel times, which include the launch."));
    f->addReal(tr("Memory kernel latency"), QStringLiteral("cluster.gpu.kernels.memory_latency_us"), 1, tr("µs"),
               [](const Scenario& s) { return s.cluster.gpu.kernels.memoryLatencyUs; },
               [](Scenario& s, double v) { s.cluster.gpu.kernels.memoryLatencyUs = v; },
               tr("Added to every memory-bound kernel and optimizer pass, in µs."));
    f->addReal(tr("Cross-entropy HBM"), QStringLiteral("cluster.gpu.kernels.cross_entropy_efficiency"), 3, {},
               [](const Scenario& s) { return s.cluster.gpu.kernels.crossEntropyEfficiency; },
               [](Scenario& s, double v) { s.cluster.gpu.kernels.crossEntropyEfficiency = v; },
               tr("Share of the HBM bandwidth the loss kernels reach (a fraction)."));
    f->addReal(tr("Permute HBM"), QStringLiteral("cluster.gpu.kernels.permute_efficiency"), 3, {},
               [](const Scenario& s) { return s.cluster.gpu.kernels.permuteEfficiency; },
               [](Scenario& s, double v) { s.cluster.gpu.kernels.permuteEfficiency = v; },
               tr("Share of the HBM bandwidth MoE token permutation reaches (a fraction)."));
}

void ClusterPanel::addLinkRows()
{
    SpecForm* f = m_advanced;
    f->addSection(tr("Collectives inside a node"));
    f->addField(tr("Fixed latency"), FieldId::IntraFixedLatency, tr("µs"),
                tr("Cost of every call of an operation without a fit of its own, in µs (NCCL's base cost: 6.6 µs)."), {}, 1);
    f->addField(tr("Overlap slowdown"), FieldId::IntraOverlapSlowdown, {},
                tr("How much slower compute runs while this tier's traffic overlaps it (a fraction: 0.15 = 15 %)."), {}, 3);
    for (const OpRow& op : kOps) {
        const QString base = QStringLiteral("cluster.intra_node.collectives.") + QString::fromLatin1(op.key);
        const Collective kind = op.kind;
        f->addSection(tr("%1 inside a node").arg(opName(kind)));
        f->addReal(tr("Efficiency"), base + QStringLiteral(".efficiency"), 3, {},
                   [kind](const Scenario& s) { return s.cluster.intraNode.fit(kind).efficiency; },
                   [kind](Scenario& s, double v) { setFit(s.cluster.intraNode, kind, &CollectiveFit::efficiency, v); },
                   tr("Bus bandwidth this operation reaches as a share of the link's rate (a fraction; "
                      "t = fixed + steps × step latency + bytes × bus factor / (bandwidth × efficiency))."));
        f->addReal(tr("Step latency"), base + QStringLiteral(".step_latency_us"), 2, tr("µs"),
                   [kind](const Scenario& s) { return s.cluster.intraNode.fit(kind).stepLatencyUs; },
                   [kind](Scenario& s, double v) { setFit(s.cluster.intraNode, kind, &CollectiveFit::stepLatencyUs, v); },
                   tr("Latency per ring step, in µs (all-reduce has 2(n−1) steps, the others n−1)."));
        f->addReal(tr("Fixed latency"), base + QStringLiteral(".fixed_latency_us"), 1, tr("µs"),
                   [kind](const Scenario& s) { return s.cluster.intraNode.fit(kind).fixedLatencyUs; },
                   [kind](Scenario& s, double v) { setFit(s.cluster.intraNode, kind, &CollectiveFit::fixedLatencyUs, v); },
                   tr("Cost of every call of this operation, in µs (group sizes the preset lists separately, as "
                      "B200 all-to-all over 2 and 4 GPUs, keep their own)."));
    }

    f->addSection(tr("Collectives between nodes"));
    f->addField(tr("Fixed latency"), FieldId::InterFixedLatency, tr("µs"),
                tr("Cost of every call that crosses nodes, in µs (NCCL's base cost: 6.6 µs)."), {}, 1);
    f->addField(tr("NICs per node"), FieldId::InterNics, {},
                tr("Network interfaces each node shares among its GPUs; 0: one per GPU. A GPU uses at most one."));
    f->addField(tr("Overlap slowdown"), FieldId::InterOverlapSlowdown, {},
                tr("How much slower compute runs while network traffic overlaps it (a fraction: 0.02 = 2 %)."), {}, 3);
    f->addField(tr("Straggler coefficient"), FieldId::InterStraggler, {},
                tr("c of the makespan factor 1 + L/(L+1) · c · √L, L = log2 of the nodes a data-parallel group "
                   "spans (no unit; 0 = no stragglers)."), {}, 3);
    f->addField(tr("ZeRO-3 NIC rate"), FieldId::InterZero3NicRate, {},
                tr("ZeRO-3/FSDP per-layer gathers across nodes move at this share of one NIC's line rate per GPU "
                   "(a fraction; 0 = the ring path like other collectives)."), {}, 3);
    f->addField(tr("ZeRO-3 overlap"), FieldId::InterZero3Overlap, {},
                tr("Share of the compute window ZeRO-3's traffic hides behind (a fraction; 1 = all of it)."), {}, 3);
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
                           .arg(QString::fromStdString(s.cluster.gpu.name), Format::gib(s.cluster.gpu.memoryGiB * 1073741824.0, 2)));
}

} // namespace shardscope::ui
