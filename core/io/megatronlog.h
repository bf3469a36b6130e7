// A Megatron-LM training log read for what it measured (issue 17 item 1): the iteration lines
// of training_log(), the memory report lines, and the arguments block it prints at start-up.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One " iteration N/ M | ... | elapsed time per iteration (ms): X | ..." line. */
struct MegatronIteration
{
    int line = 0;
    long long iteration = 0;
    double elapsedMs = 0;             ///< the interval's mean time per iteration, as printed
    std::optional<double> tflopsPerGpu; ///< "throughput per GPU (TFLOP/s/GPU)" (--log-throughput)
};

struct MegatronLog
{
    std::vector<MegatronIteration> iterations; ///< in log order
    /// The largest "max allocated" / "max reserved" of the "[Rank r] ... memory (MB)" lines, MiB.
    std::optional<double> maxAllocatedMiB, maxReservedMiB;
    /// The start-up arguments block ("  tensor_model_parallel_size ........ 8"), name to value,
    /// and the line each is printed on.
    std::map<std::string, std::string> arguments;
    std::map<std::string, int> argumentLines;
    /// "> padded vocab (size: 128256) with 0 dummy tokens (new size: 128256)": the tokenizer's
    /// vocabulary, which the arguments block does not hold when a tokenizer file gives it.
    std::optional<long long> tokenizerVocab;
    int tokenizerVocabLine = 0;

    /**
     * Seconds per step: the median of the iteration lines after the first (which holds the
     * start-up and warm-up), or the only one. `warmupSkipped` says which.
     */
    double stepTimeS(bool* warmupSkipped = nullptr) const;
    /** The median TFLOP/s per GPU of the same lines, when the log prints it. */
    std::optional<double> tflopsPerGpu() const;
};

/** Whether a text holds the arguments block Megatron-LM prints at start-up (its scenario). */
bool printsMegatronArguments(std::string_view text);

/**
 * Reads a log as Megatron-LM's training.py prints it (parsed, never run). Throws InputError
 * naming the line: an iteration line without its elapsed time (a log cut there), a number that
 * is not one; and, for a log with no iteration line, what the log looks like instead (a
 * torchtitan or NeMo log, or nothing Megatron printed).
 */
MegatronLog parseMegatronLog(std::string_view text);

} // namespace shardscope
