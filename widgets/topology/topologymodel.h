#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"
#include "core/topology/placement.h"

#include <QColor>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace shardscope::ui {

class TopologyLayout;

/** What the GPUs are coloured by. */
enum class TopologyColouring { Tp, Cp, PpStage, DpReplica, Ep, None };

/**
 * What the topology view shows for the current scenario: which rank runs on each GPU,
 * the colour of each GPU for the chosen dimension, which groups of that dimension cross a
 * node (or a multi-node NVLink domain), and the members of a rank's groups. Ranks fill the
 * GPUs in order, as launchers place them; GPUs beyond the world size stay idle.
 */
class TopologyModel
{
public:
    void update(const shardscope::Scenario& scenario, const shardscope::Report& report, TopologyColouring colouring,
                int gpuCount);

    TopologyColouring colouring() const { return m_colouring; }
    int64_t worldSize() const { return m_world; }
    /** The rank on a GPU, or -1 for an idle GPU. */
    int64_t rankOf(int gpu) const { return gpu < m_world ? gpu : -1; }
    /** Index into palette() for a GPU, or -1 (idle, or no colouring). */
    int colourIndex(int gpu) const { return m_colour[size_t(gpu)]; }
    /** The GPU's group of the chosen dimension spans more than one boundary unit. */
    bool crosses(int gpu) const { return m_crosses[size_t(gpu)] != 0; }

    /** The group colours: the shared categorical palette (Colors::categorical()). */
    static const std::vector<QColor>& palette();

    /** Groups of the chosen dimension, and how many cross the boundary. */
    int64_t groupCount() const { return m_groups; }
    int64_t crossingGroups() const { return m_crossingGroups; }
    int groupSize() const { return m_groupSize; }
    /** "node" or "NVLink domain": the unit a group should stay inside. */
    QString boundaryName() const;
    int boundaryGpus() const { return m_boundaryGpus; }
    /** Up to a few example crossing groups: "ranks 0-15 on nodes 0-1". */
    const std::vector<QString>& crossingExamples() const { return m_examples; }
    /** The legend: a colour and what it means, at most a dozen entries. */
    std::vector<std::pair<QColor, QString>> legend() const;

    /** Members of every group of `rank` ("tp", "cp", "dp", "pp", "ep"), for highlighting. */
    std::vector<std::pair<QString, std::vector<int64_t>>> groupsOf(int64_t rank) const;
    shardscope::RankCoords coordsOf(int64_t rank) const;
    /** Memory of one GPU of this rank's pipeline stage, bytes. */
    int64_t memoryOf(int64_t rank) const;
    int stageOf(int64_t rank) const;

private:
    TopologyColouring m_colouring = TopologyColouring::Tp;
    std::unique_ptr<shardscope::Placement> m_placement;
    shardscope::ParallelConfig m_parallel;
    std::vector<int64_t> m_stageMemory;
    int64_t m_world = 0;
    int m_gpusPerNode = 1;
    int m_boundaryGpus = 1;
    bool m_boundaryIsDomain = false;
    std::vector<int> m_colour;
    std::vector<char> m_crosses;
    int64_t m_groups = 0;
    int64_t m_crossingGroups = 0;
    int m_groupSize = 1;
    std::vector<QString> m_examples;
};

} // namespace shardscope::ui
