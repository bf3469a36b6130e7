#pragma once

#include <cstdint>
#include <string>
#include <variant>

namespace shardscope {

/** A setting of a scenario (its rows are in core/model/fields.h). */
enum class FieldId : uint8_t;

/**
 * One field's value, typed by the field's FieldKind: Integer holds int64_t, Number double,
 * Bool bool, Enum the file spelling as std::string. Its own header so that the couplings
 * (normalise.h) and the registry (fields.h) name the same type without including each other.
 */
using FieldValue = std::variant<int64_t, double, bool, std::string>;

} // namespace shardscope
