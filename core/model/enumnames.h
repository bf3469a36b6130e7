#pragma once

#include "clusterspec.h"
#include "modelspec.h"
#include "parallelconfig.h"
#include "trainingspec.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace shardscope {

/** One spelling of an enum value as it appears in files, the CLI and exports. */
template <typename E> struct EnumName
{
    E value;
    std::string_view name;
};

/** The file spelling of every value of E, in declaration order. */
template <typename E> std::span<const EnumName<E>> enumNames();
template <> std::span<const EnumName<Activation>> enumNames();
template <> std::span<const EnumName<Norm>> enumNames();
template <> std::span<const EnumName<PositionEmbedding>> enumNames();
template <> std::span<const EnumName<Bias>> enumNames();
template <> std::span<const EnumName<LocalAttention>> enumNames();
template <> std::span<const EnumName<LinkKind>> enumNames();
template <> std::span<const EnumName<NetworkTopology>> enumNames();
template <> std::span<const EnumName<PipelineSchedule>> enumNames();
template <> std::span<const EnumName<RankOrder>> enumNames();
template <> std::span<const EnumName<Zero3Engine>> enumNames();
template <> std::span<const EnumName<CpCommType>> enumNames();
template <> std::span<const EnumName<Precision>> enumNames();
template <> std::span<const EnumName<GradPrecision>> enumNames();
template <> std::span<const EnumName<MomentPrecision>> enumNames();
template <> std::span<const EnumName<Optimizer>> enumNames();
template <> std::span<const EnumName<Recompute>> enumNames();
template <> std::span<const EnumName<SelectiveRecompute>> enumNames();
template <> std::span<const EnumName<RecomputeMethod>> enumNames();
/** Megatron-Core's names of the recompute modules (--recompute-modules), also the file's keys. */
template <> std::span<const EnumName<RecomputeModule>> enumNames();
template <> std::span<const EnumName<KernelFusion>> enumNames();
template <> std::span<const EnumName<AttentionKernel>> enumNames();
template <> std::span<const EnumName<MoeDispatcher>> enumNames();

/**
 * Older spellings a file may still use for a value of E; read, never written, and not
 * offered as choices. Most enums have none.
 */
template <typename E> std::span<const EnumName<E>> enumAliases()
{
    return {};
}
template <> std::span<const EnumName<Precision>> enumAliases();
template <> std::span<const EnumName<SelectiveRecompute>> enumAliases();

template <typename E> std::string_view toString(E value)
{
    for (const auto& entry : enumNames<E>())
        if (entry.value == value)
            return entry.name;
    return "?";
}

template <typename E> std::optional<E> enumFromString(std::string_view text)
{
    for (const auto& entry : enumNames<E>())
        if (entry.name == text)
            return entry.value;
    for (const auto& entry : enumAliases<E>())
        if (entry.name == text)
            return entry.value;
    return std::nullopt;
}

/** "a | b | c" for error messages. */
template <typename E> std::string enumChoices()
{
    std::string out;
    for (const auto& entry : enumNames<E>()) {
        if (!out.empty())
            out += " | ";
        out += entry.name;
    }
    return out;
}

} // namespace shardscope
