#pragma once

#include "jsonfields.h"
#include "core/model/fields.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string_view>

namespace shardscope {

/**
 * The fields of the registry (core/model/fields.h) in a file: one reader and one writer for
 * every field, driven by its row (path, kind, range, choices, required or not, "not set" as
 * null), so a new field is read, checked and written without code of its own here.
 *
 * Both take a run of fields, `first` to `last` in registry order, that live in the object
 * at registry path `parent` ("parallel", "cluster.gpu") or in objects inside it, at any depth
 * ("overlap", "kernels.gemm.forward"). The reader requires an inner object when a field inside
 * is required, unless the registry lists it, or the object holding that field inside it, as
 * optional (findOptionalObject()); an object a file may leave out is left out as a whole. Each inner object is closed with finish()
 * after `hook`, which reads what it holds besides registry fields. The reader's own path names
 * the fields in messages (a preset file reads the model at "").
 */
using ObjectHook = std::function<void(ObjectReader& object, std::string_view path, Scenario& scenario)>;
void readFields(ObjectReader& in, std::string_view parent, Scenario& scenario, FieldId first, FieldId last,
                const ObjectHook& hook = {});

/**
 * The fields from `first` to `last` as `parent`'s JSON object holds them (inner objects
 * included), leaving out the optional objects the scenario does not hold (fieldStored()).
 */
void writeFields(nlohmann::json& object, std::string_view parent, const Scenario& scenario, FieldId first,
                 FieldId last);

} // namespace shardscope
