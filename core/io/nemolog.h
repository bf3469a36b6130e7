// A NeMo training log read for what it measured (issue 17 item 1): the progress records NeMo 2.0
// and NeMo 1.x print through PyTorch Lightning, which carry the step time of NeMo's
// TimingCallback ("train_step_timing in s").
//
// Read in the sources (labels and layouts; the excerpts in tests/core/tst_nemolog.cpp follow them):
// - NVIDIA/NeMo nemo/utils/exp_manager.py, TimingCallback: logs "train_step_timing in s" to the
//   progress bar (prog_bar only for that timer), the last step's time (buffer_size 1).
// - NVIDIA/NeMo nemo/lightning/pytorch/callbacks/progress_printer.py, ProgressPrinter (NeMo 2.0):
//   print()s "Training epoch E, iteration N/M | key: value | ..." every log_interval steps, each
//   value the interval's mean (global_step the latest), whole floats as ints, others as {:.4}.
// - NVIDIA/NeMo nemo/lightning/pytorch/callbacks/progress_bar.py, MegatronProgressBar, over
//   Lightning-AI/pytorch-lightning src/lightning/pytorch/callbacks/progress/tqdm_progress.py: the
//   tqdm bar "Epoch E: P%|bar| N/M [elapsed<remaining, key=value, ...]", numbers padded by
//   format_num ("9.000"), each redraw after a '\r' on the same line (NeMo 1.x prints this too).
// - The keys: NVIDIA/NeMo nemo/lightning/pytorch/strategies/megatron_strategy.py (global_step,
//   reduced_train_loss; with log_memory_usage peak_memory_usage = max_memory_reserved() and
//   memory_allocated, bytes), nemo/lightning/pytorch/plugins/data_sampler.py (consumed_samples,
//   global_batch_size), nemo/lightning/pytorch/callbacks/flops_callback.py
//   (tflops_per_sec_per_gpu); NeMo 1.x nemo/collections/nlp/models/language_modeling/
//   megatron_gpt_model.py (reduced_train_loss, global_step, consumed_samples: no batch size).
// Megatron-Bridge (NVIDIA-NeMo/Megatron-Bridge src/megatron/bridge/training/utils/train_utils.py,
// training_log) prints Megatron-LM's own " iteration N/ M | ... elapsed time per iteration (ms):"
// lines: those logs go through parseMegatronLog (megatronlog.h), not this reader.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace shardscope {

/** One progress record with a step time: a ProgressPrinter line or one tqdm redraw. */
struct NemoStep
{
    int line = 0;
    long long step = 0;                     ///< "iteration N/M" or the bar's "N/M": steps done this epoch
    double stepTimeS = 0;                   ///< "train_step_timing in s"
    std::optional<double> globalBatchSize;  ///< "global_batch_size" (NeMo 2.0's data sampler)
    std::optional<double> tflopsPerGpu;     ///< "tflops_per_sec_per_gpu" (FLOPsMeasurementCallback)
    std::optional<double> maxReservedGiB;   ///< "peak_memory_usage" (bytes as logged), in GiB
    std::optional<double> allocatedGiB;     ///< "memory_allocated" (bytes as logged), in GiB
};

struct NemoLog
{
    std::vector<NemoStep> steps; ///< in log order; a tqdm step redrawn keeps its last drawing

    /**
     * Seconds per step: the median of the records after the first (which holds start-up and
     * warm-up), or the only one. `warmupSkipped` says which. As parseMegatronLog's stepTimeS().
     */
    double stepTimeS(bool* warmupSkipped = nullptr) const;
    std::optional<double> globalBatchSize() const; ///< the last record's that prints one
    std::optional<double> tflopsPerGpu() const;    ///< median, records after the first
    std::optional<double> maxReservedGiB() const;  ///< the largest of every record
};

/**
 * True when a line holds "train_step_timing": the test parseMegatronLog's message uses to call a
 * log a NeMo / Lightning one, so the two readers agree on which is which.
 */
bool looksLikeNemoLog(std::string_view text);

/**
 * Reads the progress records (parsed, never run); validation bars and other lines are left out.
 * Throws InputError naming the line: a record cut before its number (a tqdm bar without its
 * closing ']', a ProgressPrinter line without the step time the others print), a value that is
 * not a finite non-negative number; and, for a log with no step time, what it looks like
 * instead (Megatron-LM or Megatron-Bridge, torchtitan, NeMo without its TimingCallback).
 */
NemoLog parseNemoLog(std::string_view text);

} // namespace shardscope
