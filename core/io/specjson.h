#pragma once

#include "core/model/clusterspec.h"
#include "core/model/modelspec.h"

#include <nlohmann/json.hpp>

#include <string>

namespace shardscope {

class ObjectReader;

/**
 * Field-by-field conversion of model and cluster definitions. Readers check every field
 * (types, ranges, cross-field consistency inside the definition) and consume all keys they
 * know; the caller decides what else may appear (a preset reference, provenance notes) and
 * calls finish(). Writers emit every field, so `read(write(x)) == x`.
 */
ModelSpec readModelFields(ObjectReader& reader);
nlohmann::json writeModelFields(const ModelSpec& model);

ClusterSpec readClusterFields(ObjectReader& reader);
nlohmann::json writeClusterFields(const ClusterSpec& cluster);

/** Keys a model/cluster object may carry besides its fields (not part of the spec). */
inline constexpr const char* kPresetKey = "preset";

/**
 * The smallest JSON merge patch (RFC 7396) that turns `base` into `target`: objects are
 * compared recursively, removed keys become null.
 */
nlohmann::json makeMergePatch(const nlohmann::json& base, const nlohmann::json& target);

} // namespace shardscope
