#pragma once

#include "jsonfields.h"
#include "core/model/fields.h"

#include <nlohmann/json.hpp>

namespace shardscope {

/**
 * The fields of the registry (core/model/fields.h) in a file: one reader and one writer for
 * every field, driven by its row (path, kind, range, choices, required or not, "not set" as
 * null), so a new field is read, checked and written without code of its own here.
 *
 * Both take a run of fields, `first` to `last` in registry order, that live in the object
 * at registry path `parent` ("parallel", "model") or in objects directly inside it
 * ("overlap", "overhead"); such an inner object may be left out as a whole and is closed
 * with finish(). The reader's own path names the fields in messages (a preset file reads
 * the model at "").
 */
void readFields(ObjectReader& in, std::string_view parent, Scenario& scenario, FieldId first, FieldId last);

/** The fields from `first` to `last` as `parent`'s JSON object holds them (inner objects included). */
void writeFields(nlohmann::json& object, std::string_view parent, const Scenario& scenario, FieldId first,
                 FieldId last);

} // namespace shardscope
