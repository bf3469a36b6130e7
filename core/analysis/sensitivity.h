// How the step time, the throughput and the peak memory move when one input moves: the
// tornado chart's and `shardscope-cli sensitivity`'s figures.
#pragma once

#include "core/estimate/verdict.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** One input moved down or up, and what the plan does then. */
struct SensitivityPoint
{
    double value = 0;  ///< the input's value at this point
    double stepS = 0;
    double tokensPerS = 0;
    int64_t peakBytes = 0;
    Verdict verdict = Verdict::Runs;
    std::string reason; ///< planVerdict()'s reason when it does not run
};

/**
 * One input: hardware inputs move by ±delta of their value; workload inputs to the nearest
 * values the plan allows (a sequence length the TP/CP split divides, a micro-batch that
 * divides the global batch, a global batch that whole micro-batches fill), preferring among
 * nearby candidates the nearest one the rules accept.
 */
struct SensitivityRow
{
    std::string id;   ///< "gemm_efficiency", "hbm_bandwidth", ..., "global_batch"
    std::string name; ///< English, for the CLI; the GUI translates by id
    std::string unit; ///< the value's unit as printed: "", "TB/s", "GB/s", "us", "tokens", "seq"
    bool workload = false; ///< a training setting rather than a hardware figure
    double baseValue = 0;
    std::optional<SensitivityPoint> low, high; ///< absent: no such value (see `note`)
    std::string note; ///< why a side is absent or the row moves nothing ("0 in this profile")

    /** The widest move of the step time between the two sides and the base, in seconds. */
    double stepSwingS(double baseStepS) const;
    /** The same for the throughput, in tokens/s. */
    double tokensSwing(double baseTokensPerS) const;
    /** The same for the peak memory, in bytes. */
    double memorySwingBytes(int64_t basePeakBytes) const;
};

struct SensitivityReport
{
    double delta = 0.1; ///< the hardware inputs' relative move
    double baseStepS = 0;
    double baseTokensPerS = 0;
    int64_t basePeakBytes = 0;
    Verdict baseVerdict = Verdict::Runs;
    /// Largest throughput swing first (for hardware inputs the step time's, the tokens being
    /// the same), then largest memory swing; rows that move nothing last.
    std::vector<SensitivityRow> rows;
};

/** Every input moved on its own, with the scenario's other inputs as they are. */
SensitivityReport sensitivity(const Scenario& scenario, double delta = 0.1);

} // namespace shardscope
