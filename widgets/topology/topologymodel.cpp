#include "topologymodel.h"

#include "widgets/support/colors.h"
#include "widgets/support/format.h"

#include <QCoreApplication>

#include <algorithm>

using namespace shardscope;

namespace shardscope::ui {

const std::vector<QColor>& TopologyModel::palette()
{
    return Colors::categorical();
}

void TopologyModel::update(const Scenario& s, const Report& report, TopologyColouring colouring, int gpuCount)
{
    m_colouring = colouring;
    m_parallel = s.parallel;
    m_placement = std::make_unique<Placement>(s.parallel, s.cluster);
    m_world = std::min<int64_t>(m_placement->worldSize(), gpuCount);
    m_gpusPerNode = std::max(1, s.cluster.gpusPerNode);
    const int domain = std::max(1, s.cluster.topology.nvlinkDomainGpus);
    m_boundaryIsDomain = domain > m_gpusPerNode;
    m_boundaryGpus = std::max(domain, m_gpusPerNode);
    m_stageMemory.clear();
    for (const StageMemory& st : report.memory.stages)
        m_stageMemory.push_back(st.totalBytes);

    m_colour.assign(size_t(gpuCount), -1);
    m_crosses.assign(size_t(gpuCount), 0);
    m_examples.clear();
    m_groups = m_crossingGroups = 0;
    m_groupSize = 1;
    if (colouring == TopologyColouring::None || m_world == 0)
        return;

    const ParallelConfig& p = s.parallel;
    const int64_t tp = std::max(1, p.tp), cp = std::max(1, p.cp), dp = std::max(1, p.dp), pp = std::max(1, p.pp);
    const int64_t etp = std::max(1, p.expertTensorParallel()), ep = std::max(1, p.ep);
    const int64_t edp = std::max<int64_t>(1, m_placement->worldSize() / std::max<int64_t>(1, etp * ep * pp));
    // Group key: the rank's coordinates in every dimension but the chosen one.
    auto groupKey = [&](const RankCoords& c) -> int64_t {
        switch (colouring) {
        case TopologyColouring::Tp: return (c.pp * dp + c.dp) * cp + c.cp;
        case TopologyColouring::Cp: return (c.pp * dp + c.dp) * tp + c.tp;
        case TopologyColouring::DpReplica: return (c.pp * cp + c.cp) * tp + c.tp;
        case TopologyColouring::PpStage: return (c.dp * cp + c.cp) * tp + c.tp;
        case TopologyColouring::Ep: return (c.pp * edp + c.edp) * etp + c.etp;
        case TopologyColouring::None: break;
        }
        return 0;
    };
    switch (colouring) {
    case TopologyColouring::Tp: m_groupSize = int(tp); m_groups = cp * dp * pp; break;
    case TopologyColouring::Cp: m_groupSize = int(cp); m_groups = tp * dp * pp; break;
    case TopologyColouring::DpReplica: m_groupSize = int(dp); m_groups = tp * cp * pp; break;
    case TopologyColouring::PpStage: m_groupSize = int(pp); m_groups = tp * cp * dp; break;
    case TopologyColouring::Ep: m_groupSize = int(ep); m_groups = etp * edp * pp; break;
    case TopologyColouring::None: break;
    }
    // First pass: each group's first and last boundary unit, and its first and last rank.
    struct Span
    {
        int64_t firstUnit = -1, lastUnit = -1, firstRank = -1, lastRank = -1;
    };
    std::vector<Span> spans(size_t(std::max<int64_t>(m_groups, 1)));
    std::vector<int64_t> keys(static_cast<size_t>(m_world));
    const size_t colours = palette().size();
    for (int64_t r = 0; r < m_world; ++r) {
        const RankCoords c = m_placement->coordsOf(r);
        const int64_t key = std::min<int64_t>(groupKey(c), int64_t(spans.size()) - 1);
        keys[size_t(r)] = key;
        Span& span = spans[size_t(key)];
        const int64_t unit = r / m_boundaryGpus;
        if (span.firstRank < 0) {
            span.firstUnit = unit;
            span.firstRank = r;
        }
        span.lastUnit = std::max(span.lastUnit, unit);
        span.firstUnit = std::min(span.firstUnit, unit);
        span.lastRank = r;
        const int64_t colourKey = colouring == TopologyColouring::PpStage     ? c.pp
                                  : colouring == TopologyColouring::DpReplica ? c.dp
                                                                              : key;
        m_colour[size_t(r)] = int(colourKey % int64_t(colours));
    }
    for (size_t g = 0; g < spans.size(); ++g) {
        const Span& span = spans[g];
        if (span.firstRank < 0 || span.firstUnit == span.lastUnit)
            continue;
        ++m_crossingGroups;
        if (m_examples.size() < 3) {
            const QString unit = m_boundaryIsDomain ? QCoreApplication::translate("TopologyModel", "NVLink domains") : QCoreApplication::translate("TopologyModel", "nodes");
            m_examples.push_back(QCoreApplication::translate("TopologyModel", "ranks %1–%2 on %3 %4–%5")
                                     .arg(span.firstRank)
                                     .arg(span.lastRank)
                                     .arg(unit)
                                     .arg(span.firstUnit)
                                     .arg(span.lastUnit));
        }
    }
    for (int64_t r = 0; r < m_world; ++r) {
        const Span& span = spans[size_t(keys[size_t(r)])];
        m_crosses[size_t(r)] = span.firstUnit != span.lastUnit;
    }
}

QString TopologyModel::boundaryName() const
{
    return m_boundaryIsDomain ? QCoreApplication::translate("TopologyModel", "NVLink domain") : QCoreApplication::translate("TopologyModel", "node");
}

std::vector<std::pair<QColor, QString>> TopologyModel::legend() const
{
    std::vector<std::pair<QColor, QString>> out;
    const auto& colours = palette();
    switch (m_colouring) {
    case TopologyColouring::PpStage:
        for (int i = 0; i < std::min<int>(m_parallel.pp, int(colours.size())); ++i)
            out.push_back({colours[size_t(i)], QCoreApplication::translate("TopologyModel", "stage %1").arg(i)});
        break;
    case TopologyColouring::DpReplica:
        for (int i = 0; i < std::min<int>(m_parallel.dp, int(colours.size())); ++i)
            out.push_back({colours[size_t(i)], QCoreApplication::translate("TopologyModel", "replica %1").arg(i)});
        break;
    case TopologyColouring::Tp:
    case TopologyColouring::Cp:
    case TopologyColouring::Ep:
        for (int i = 0; i < std::min<int>(int(m_groups), 4); ++i)
            out.push_back({colours[size_t(i)], QCoreApplication::translate("TopologyModel", "group %1").arg(i)});
        break;
    case TopologyColouring::None: break;
    }
    return out;
}

std::vector<std::pair<QString, std::vector<int64_t>>> TopologyModel::groupsOf(int64_t rank) const
{
    std::vector<std::pair<QString, std::vector<int64_t>>> out;
    if (!m_placement || rank < 0 || rank >= m_world)
        return out;
    const std::pair<const char*, GroupDim> dims[] = {
        {"tp", GroupDim::Tp}, {"cp", GroupDim::Cp}, {"dp", GroupDim::Dp}, {"pp", GroupDim::Pp}, {"ep", GroupDim::Ep}};
    for (const auto& [name, dim] : dims) {
        if (m_placement->group(dim).size <= 1)
            continue;
        std::vector<int64_t> members;
        m_placement->membersOf(dim, rank, members);
        out.push_back({QString::fromLatin1(name), std::move(members)});
    }
    return out;
}

RankCoords TopologyModel::coordsOf(int64_t rank) const
{
    return m_placement ? m_placement->coordsOf(rank) : RankCoords{};
}

int TopologyModel::stageOf(int64_t rank) const
{
    return coordsOf(rank).pp;
}

int64_t TopologyModel::memoryOf(int64_t rank) const
{
    const int stage = stageOf(rank);
    return stage >= 0 && stage < int(m_stageMemory.size()) ? m_stageMemory[size_t(stage)] : 0;
}

} // namespace shardscope::ui
