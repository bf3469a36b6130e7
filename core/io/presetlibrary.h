#pragma once

#include "core/model/clusterspec.h"
#include "core/model/modelspec.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace shardscope {

enum class PresetKind
{
    Model,
    Cluster
};

/** One preset as written in its file: the fields, where each number comes from, notes. */
struct Preset
{
    PresetKind kind = PresetKind::Model;
    std::string id;
    std::string name;
    nlohmann::json fields;  ///< complete field set, base preset already applied
    nlohmann::json sources; ///< field -> citation
    std::string notes;
    std::string origin; ///< "builtin:<file>" or a path on disk
    /// A cluster preset fitted to measured runs: its band and fitted values (else empty).
    CalibrationStamp calibration;
};

/**
 * The named models and clusters a scenario can refer to. The built-in ones are compiled
 * into the core from `resources/presets/`, so the CLI, the GUI and the tests see the same
 * set without looking for files; users can add directories of their own.
 *
 * Preset files are `{"format": "shardscope.model/1" | "shardscope.cluster/1", "id", ...fields,
 * "sources": {...}, "notes": "...", "preset": "<base id>"?}`; a base preset is applied first
 * and the file's fields override it (JSON merge patch).
 */
class PresetLibrary
{
public:
    PresetLibrary() = default;

    /** The presets shipped with this build (parsed once, on first use). */
    static const PresetLibrary& builtin();

    /** Adds one preset document; throws InputError naming `origin` and the field. */
    void add(const std::string& jsonText, const std::string& origin);
    /**
     * Adds every regular `*.json` file in `directory` and in its immediate subdirectories
     * (models/ and clusters/, or flat). Special files, broken symlinks and subdirectories that
     * cannot be listed are skipped; a file that cannot be read, is over the input size limit
     * or is not a valid preset throws an InputError naming it.
     */
    void addDirectory(const std::string& directory);

    const Preset* model(const std::string& id) const;
    const Preset* cluster(const std::string& id) const;
    std::vector<const Preset*> models() const;
    std::vector<const Preset*> clusters() const;

    /** Fully checked spec of a preset (throws InputError for an unknown id). */
    ModelSpec modelSpec(const std::string& id) const;
    ClusterSpec clusterSpec(const std::string& id) const;

private:
    struct Pending
    {
        nlohmann::json document;
        std::string origin;
    };
    void resolve(PresetKind kind, const std::string& id, std::vector<std::string>& chain);
    void addDocument(nlohmann::json document, const std::string& origin);
    void resolvePending();

    std::map<std::string, Preset> m_models;
    std::map<std::string, Preset> m_clusters;
    std::map<std::string, Pending> m_pendingModels;
    std::map<std::string, Pending> m_pendingClusters;
};

} // namespace shardscope
