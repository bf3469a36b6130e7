// libFuzzer target: any byte string as the measurements calibration reads (issue 17 item 1):
// a Megatron-LM, NeMo or torchtitan training log, nccl-tests output and a run table, each
// through its own reader. Every reader must end in an InputError whose message prints as one
// line, or in figures that are finite and not negative (a run table's step times: positive;
// a log whose steps measure 0 s is refused by loadMeasurements); a Megatron-LM log with an arguments block
// must become a scenario that estimates, or an InputError. Nothing in the text is ever run.

#include "core/analysis/analyse.h"
#include "core/import/megatronlogscenario.h"
#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/nccltests.h"
#include "core/io/nemolog.h"
#include "core/io/presetlibrary.h"
#include "core/io/printabletext.h"
#include "core/io/runtable.h"
#include "core/io/torchtitanlog.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

namespace {

using namespace shardscope;

void checkMessage(const InputError& error)
{
    if (printableText(error.what()).find('\n') != std::string::npos)
        std::abort(); // an error must print as one line
}

/** A figure a reader hands on: finite and not negative. */
void checkFigure(double value)
{
    if (!std::isfinite(value) || value < 0)
        std::abort();
}

void checkPositive(double value)
{
    checkFigure(value);
    if (value == 0)
        std::abort();
}

void checkFigure(const std::optional<double>& value)
{
    if (value && (!std::isfinite(*value) || *value < 0))
        std::abort();
}

/** Runs one reader; an InputError is a fine answer as long as it reads as one line. */
template <typename Read>
void reading(Read&& read)
{
    try {
        read();
    } catch (const InputError& error) {
        checkMessage(error);
    }
}

void megatron(std::string_view text)
{
    reading([&] {
        const MegatronLog log = parseMegatronLog(text);
        if (!log.iterations.empty()) {
            checkFigure(log.stepTimeS());
            checkFigure(log.tflopsPerGpu());
        }
        checkFigure(log.maxAllocatedMiB);
        checkFigure(log.maxReservedMiB);
        if (log.arguments.empty())
            return;
        const PresetLibrary& presets = PresetLibrary::builtin();
        const ImportResult imported =
            importMegatronLogArguments(log, "train.log", presets.clusterSpec("dgx-h100"), "dgx-h100", presets);
        (void)analyse(imported.scenario);
    });
}

void nemo(std::string_view text)
{
    reading([&] {
        const NemoLog log = parseNemoLog(text);
        checkFigure(log.stepTimeS());
        checkFigure(log.globalBatchSize());
        checkFigure(log.tflopsPerGpu());
        checkFigure(log.maxReservedGiB());
    });
}

void torchtitan(std::string_view text)
{
    reading([&] {
        const TorchtitanLog log = parseTorchtitanLog(text);
        checkFigure(log.tokensPerSPerGpu());
        checkFigure(log.tflopsPerGpu());
        checkFigure(log.maxReservedGiB());
    });
}

void ncclTests(std::string_view text, std::optional<Collective> hint)
{
    reading([&] {
        const NcclTestsRun run = parseNcclTests(text, hint);
        if (run.communicatorRanks() < 1 || run.rows.empty())
            std::abort();
        for (const NcclTestsRow& row : run.rows)
            if (row.sizeBytes < 0 || !std::isfinite(row.outOfPlaceTimeUs) || row.outOfPlaceTimeUs < 0)
                std::abort();
        checkFigure(run.avgBusBwGBps);
    });
}

void runTable(std::string_view text)
{
    reading([&] {
        const std::vector<TableRun> runs = parseRunTable(text);
        if (runs.empty())
            std::abort(); // a table with no run is refused
        for (const TableRun& run : runs) {
            checkPositive(run.stepTimeS);
            if (run.peakMemoryGiB)
                checkPositive(*run.peakMemoryGiB);
            if (run.line < 1)
                std::abort();
        }
    });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    megatron(text);
    nemo(text);
    torchtitan(text);
    // As the file's name gives it (all_gather_perf.txt) and from the text alone.
    ncclTests(text, std::nullopt);
    ncclTests(text, size ? std::optional<Collective>(Collective(data[0] % 5)) : std::nullopt);
    runTable(text);
    return 0;
}
