#include "clusterpanel.h"

#include "document/scenariodocument.h"
#include "specform.h"
#include "support/format.h"

#include "io/presetlibrary.h"
#include "model/enumnames.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace shardscope;

namespace {

enum { KeyCluster = 500 };

std::vector<std::pair<QString, QString>> linkKinds()
{
    return {{"nvlink", ClusterPanel::tr("NVLink")}, {"pcie", ClusterPanel::tr("PCIe")},
            {"infiniband", ClusterPanel::tr("InfiniBand")}, {"roce", ClusterPanel::tr("RoCE")},
            {"ethernet", ClusterPanel::tr("Ethernet")}};
}

} // namespace

ClusterPanel::ClusterPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presets(new QComboBox), m_summary(new QLabel),
      m_form(new SpecForm(document, KeyCluster))
{
    auto* layout = new QVBoxLayout(this);
    m_presets->setObjectName(QStringLiteral("clusterPreset"));
    for (const Preset* p : document->presets().clusters())
        m_presets->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    layout->addWidget(m_presets);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(m_form);
    layout->addStretch(1);
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_presets->itemData(index).toString().toStdString();
        ClusterSpec spec = m_document->presets().clusterSpec(id);
        m_document->edit(tr("Use cluster %1").arg(QString::fromStdString(spec.name)), -1, [&](Scenario& s) {
            spec.nodes = s.cluster.nodes; // keep the size the user chose
            s.cluster = spec;
        });
    });

    SpecForm* f = m_form;
    f->addInt(tr("Nodes"), QStringLiteral("cluster.nodes"), {}, [](const Scenario& s) { return s.cluster.nodes; },
              [](Scenario& s, int64_t v) { s.cluster.nodes = int(v); });
    f->addInt(tr("GPUs per node"), QStringLiteral("cluster.gpus_per_node"), {},
              [](const Scenario& s) { return s.cluster.gpusPerNode; }, [](Scenario& s, int64_t v) { s.cluster.gpusPerNode = int(v); });
    f->addSection(tr("GPU"));
    f->addText(tr("Name"), QStringLiteral("cluster.gpu.name"), [](const Scenario& s) { return QString::fromStdString(s.cluster.gpu.name); },
               [](Scenario& s, const QString& v) { s.cluster.gpu.name = v.toStdString(); });
    f->addReal(tr("Memory"), QStringLiteral("cluster.gpu.memory_GiB"), 2, tr("GiB"),
               [](const Scenario& s) { return s.cluster.gpu.memoryGiB; }, [](Scenario& s, double v) { s.cluster.gpu.memoryGiB = v; },
               tr("What the driver reports (NVIDIA's \"80 GB\" H100 reports 79.65 GiB)."));
    f->addReal(tr("BF16 peak"), QStringLiteral("cluster.gpu.peak_TFLOPS.bf16"), 0, tr("TFLOP/s"),
               [](const Scenario& s) { return s.cluster.gpu.peakTflopsBf16; }, [](Scenario& s, double v) { s.cluster.gpu.peakTflopsBf16 = v; },
               tr("Dense, without 2:4 sparsity."));
    f->addReal(tr("FP8 peak"), QStringLiteral("cluster.gpu.peak_TFLOPS.fp8"), 0, tr("TFLOP/s"),
               [](const Scenario& s) { return s.cluster.gpu.peakTflopsFp8; }, [](Scenario& s, double v) { s.cluster.gpu.peakTflopsFp8 = v; });
    f->addReal(tr("HBM bandwidth"), QStringLiteral("cluster.gpu.hbm_TBps"), 3, tr("TB/s"),
               [](const Scenario& s) { return s.cluster.gpu.hbmTBps; }, [](Scenario& s, double v) { s.cluster.gpu.hbmTBps = v; });
    f->addReal(tr("Matmul efficiency"), QStringLiteral("cluster.gpu.matmul_efficiency"), 2, {},
               [](const Scenario& s) { return s.cluster.gpu.matmulEfficiency; }, [](Scenario& s, double v) { s.cluster.gpu.matmulEfficiency = v; },
               tr("Share of the dense peak that training matrix math reaches; calibrate against a measured run."));
    f->addReal(tr("HBM efficiency"), QStringLiteral("cluster.gpu.hbm_efficiency"), 2, {},
               [](const Scenario& s) { return s.cluster.gpu.hbmEfficiency; }, [](Scenario& s, double v) { s.cluster.gpu.hbmEfficiency = v; },
               tr("Share of the HBM bandwidth that memory-bound kernels reach."));
    f->addSection(tr("Inside a node"));
    f->addChoice(tr("Link"), QStringLiteral("cluster.intra_node.kind"), linkKinds(),
                 [](const Scenario& s) { return QString::fromUtf8(toString(s.cluster.intraNode.kind).data()); },
                 [](Scenario& s, const QString& v) { s.cluster.intraNode.kind = *enumFromString<LinkKind>(v.toStdString()); });
    f->addReal(tr("Bandwidth"), QStringLiteral("cluster.intra_node.bandwidth_GBps"), 1, tr("GB/s per GPU per direction"),
               [](const Scenario& s) { return s.cluster.intraNode.bandwidthGBps; }, [](Scenario& s, double v) { s.cluster.intraNode.bandwidthGBps = v; });
    f->addReal(tr("Latency per hop"), QStringLiteral("cluster.intra_node.latency_us"), 2, tr("µs"),
               [](const Scenario& s) { return s.cluster.intraNode.latencyUs; }, [](Scenario& s, double v) { s.cluster.intraNode.shiftStepLatency(v); });
    f->addReal(tr("Efficiency"), QStringLiteral("cluster.intra_node.efficiency"), 2, {},
               [](const Scenario& s) { return s.cluster.intraNode.efficiency; }, [](Scenario& s, double v) { s.cluster.intraNode.scaleEfficiency(v); },
               tr("Bus bandwidth NCCL reaches, as a share of the link's rate (nccl-tests busbw)."));
    f->addInt(tr("NVLink domain"), QStringLiteral("cluster.topology.nvlink_domain_gpus"), tr("GPUs"),
              [](const Scenario& s) { return s.cluster.topology.nvlinkDomainGpus; },
              [](Scenario& s, int64_t v) { s.cluster.topology.nvlinkDomainGpus = int(v); },
              tr("GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink."));
    f->addSection(tr("Between nodes"));
    f->addChoice(tr("Network"), QStringLiteral("cluster.inter_node.kind"), linkKinds(),
                 [](const Scenario& s) { return QString::fromUtf8(toString(s.cluster.interNode.kind).data()); },
                 [](Scenario& s, const QString& v) { s.cluster.interNode.kind = *enumFromString<LinkKind>(v.toStdString()); });
    f->addReal(tr("Bandwidth"), QStringLiteral("cluster.inter_node.bandwidth_GBps"), 1, tr("GB/s per GPU per direction"),
               [](const Scenario& s) { return s.cluster.interNode.bandwidthGBps; }, [](Scenario& s, double v) { s.cluster.interNode.bandwidthGBps = v; });
    f->addReal(tr("Latency per hop"), QStringLiteral("cluster.inter_node.latency_us"), 2, tr("µs"),
               [](const Scenario& s) { return s.cluster.interNode.latencyUs; }, [](Scenario& s, double v) { s.cluster.interNode.shiftStepLatency(v); });
    f->addReal(tr("Efficiency"), QStringLiteral("cluster.inter_node.efficiency"), 2, {},
               [](const Scenario& s) { return s.cluster.interNode.efficiency; }, [](Scenario& s, double v) { s.cluster.interNode.scaleEfficiency(v); });
    f->addChoice(tr("Topology"), QStringLiteral("cluster.topology.kind"),
                 {{"single-switch", tr("Single switch")}, {"fat-tree", tr("Fat tree")}, {"rail-optimized", tr("Rail-optimized")}},
                 [](const Scenario& s) { return QString::fromUtf8(toString(s.cluster.topology.kind).data()); },
                 [](Scenario& s, const QString& v) { s.cluster.topology.kind = *enumFromString<NetworkTopology>(v.toStdString()); });
    f->addInt(tr("Nodes per leaf switch"), QStringLiteral("cluster.topology.nodes_per_leaf"), {},
              [](const Scenario& s) { return s.cluster.topology.nodesPerLeaf; },
              [](Scenario& s, int64_t v) { s.cluster.topology.nodesPerLeaf = int(v); }, tr("0: one leaf for all nodes."));
    f->addReal(tr("Oversubscription"), QStringLiteral("cluster.topology.oversubscription"), 1, tr(": 1"),
               [](const Scenario& s) { return s.cluster.topology.oversubscription; },
               [](Scenario& s, double v) { s.cluster.topology.oversubscription = v; });

    connect(document, &ScenarioDocument::scenarioChanged, this, &ClusterPanel::refresh);
    refresh();
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
