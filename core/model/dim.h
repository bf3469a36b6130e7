#pragma once

#include "parallelconfig.h"

#include <array>
#include <optional>
#include <string_view>

namespace shardscope {

/**
 * A parallel dimension a user sets a degree for. The one definition of the list: its order
 * is the order every view shows the dimensions in, and dimInfo() holds the names each layer
 * knows it by. ETP is a dimension too (expert tensor parallel size; unset = TP).
 */
enum class Dim : uint8_t
{
    Tp,
    Pp,
    Dp,
    Cp,
    Ep,
    Etp
};
inline constexpr int kDimCount = 6;

/** How each layer names a dimension. */
struct DimInfo
{
    Dim dim;
    std::string_view key;      ///< "tp": report entries, panel keys, diagnostic parameters
    std::string_view jsonPath; ///< "parallel.tp": scenario files, fixes, rule fields
    std::string_view label;    ///< "TP": what the window shows (not translated: an acronym)
    bool addsGpus;             ///< part of the world size tp x pp x cp x dp
};

const std::array<DimInfo, kDimCount>& allDims();
const DimInfo& dimInfo(Dim dim);
std::optional<Dim> dimByKey(std::string_view key);

/** The degree of a dimension (ETP: its effective value, TP when unset). */
int degreeOf(const ParallelConfig& parallel, Dim dim);
/** Sets the degree of a dimension, nothing else (ETP: sets the explicit value). */
void setDegreeOf(ParallelConfig& parallel, Dim dim, int degree);

} // namespace shardscope
