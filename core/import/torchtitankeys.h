// The keys of torchtitan 0.2.x's job config (torchtitan/config/job_config.py): what kind of
// value each holds, and why ShardScope does not read the ones it ignores.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace shardscope {

/** The kind of value a torchtitan key holds, as its dataclass field is annotated. */
enum class TitanKind : uint8_t
{
    Integer,
    Number,
    Bool,
    Text,
    TextList, ///< list[str]: a TOML array of strings, "a,b,c" on the command line
    Other     ///< anything else (module_fqns_per_model_part's list of lists)
};

/**
 * One key of the job config: its dotted path ("parallelism.tensor_parallel_degree"), its kind,
 * and why it is ignored; an empty reason marks a key the torchtitan reader maps (or decides
 * about by its value).
 */
struct TitanKey
{
    std::string_view path;
    TitanKind kind;
    std::string_view ignored;
};

/**
 * The key at `path`, or nullptr for a key torchtitan 0.2.x does not have. The older spellings
 * a 0.1 file may still use ([float8], [mx], training.compile, checkpoint.enable_checkpoint)
 * are listed too.
 */
const TitanKey* torchtitanKey(std::string_view path);

/**
 * The 0.2.x name of a setting torchtitan before 0.2 kept elsewhere (the parallel degrees in
 * [training] and [experimental]: training.tensor_parallel_degree is
 * parallelism.tensor_parallel_degree), or `path` itself. The reader reads both spellings as
 * the one setting; the report shows what the file wrote.
 */
std::string_view currentTorchtitanKey(std::string_view path);

/** torchtitan before 0.2: how many micro-batches the pipeline cuts the local batch into
 * (unset: one per pipeline stage); 0.2 gives the micro-batch size instead. */
inline constexpr std::string_view kLegacyPipelineMicrobatches = "experimental.pipeline_parallel_microbatches";

/** Why a key that is not in the table is not read: an unknown section or key of torchtitan's. */
std::string unknownTorchtitanKeyReason(std::string_view path);

} // namespace shardscope
