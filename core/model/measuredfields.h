#pragma once

#include "fields.h"

#include <vector>

namespace shardscope {

/**
 * The generated rows of the field registry (fields.cpp builds the table): every number of the
 * kernel profile (its curves, curveField(), and its constants) and of each link tier's own fit
 * of every collective (fitField()), made from small tables (the curves, the constants, the
 * collectives, each with its key) so a curve, a constant or a collective is one entry. The optional objects they live in
 * (optionalObjects()) are defined here too.
 */
void appendMeasuredRows(std::vector<FieldInfo>& rows);

} // namespace shardscope
