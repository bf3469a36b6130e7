// `shardscope-cli read-log LOG [--scenario FILE]`: what a Megatron-LM log measured, against
// the scenario's estimate, with the log's own arguments checked against the scenario.

#include "commands.h"

#include "core/analysis/analyse.h"
#include "core/io/boundedread.h"
#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/nemolog.h"
#include "core/io/torchtitanlog.h"
#include "core/io/printabletext.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace shardscope::cli {

namespace {

/** The log's arguments that a scenario also states, where they disagree. */
std::vector<std::string> disagreements(const MegatronLog& log, const Scenario& s)
{
    const std::pair<const char*, long long> pairs[] = {
        {"tensor_model_parallel_size", s.parallel.tp},
        {"pipeline_model_parallel_size", s.parallel.pp},
        {"context_parallel_size", s.parallel.cp},
        {"expert_model_parallel_size", s.parallel.ep},
        {"data_parallel_size", s.parallel.dp},
        {"micro_batch_size", s.training.microBatch},
        {"global_batch_size", s.training.globalBatch},
        {"seq_length", s.training.seqLength},
        {"num_layers", s.model.layers},
    };
    std::vector<std::string> out;
    for (const auto& [name, value] : pairs) {
        const auto it = log.arguments.find(name);
        if (it == log.arguments.end())
            continue;
        char* end = nullptr;
        const long long logged = std::strtoll(it->second.c_str(), &end, 10);
        if (end != it->second.c_str() && logged != value)
            out.push_back(std::string(name) + " is " + printableText(it->second) + " in the log, " + std::to_string(value) +
                          " in the scenario");
    }
    return out;
}

/** The estimate beside a measured step time: its range, the error and whether the measurement lies inside. */
nlohmann::json estimateJson(const Report& report, double measuredStepS)
{
    const StepReport& st = report.step;
    return {{"step_time_s", st.timeS},
            {"low", st.timeLowS},
            {"high", st.timeHighS},
            {"error", st.timeS / measuredStepS - 1},
            {"inside", measuredStepS >= st.timeLowS && measuredStepS <= st.timeHighS},
            {"peak_GiB", double(report.memory.peakBytes) / double(int64_t(1) << 30)}};
}

/** The scenario a log is read against, estimated; no report without one. */
struct Beside
{
    Scenario scenario;
    std::optional<Report> report;
};

Beside estimateIfGiven(const CommonOptions& common, const std::string& scenarioFile)
{
    Beside b;
    if (!scenarioFile.empty()) {
        b.scenario = loadScenario(common, scenarioFile);
        b.report = analyse(b.scenario);
    }
    return b;
}

/** "range 1.234-1.567 s: measured inside" for a measured step against the estimate's range. */
std::string rangeVerdict(const Report& report, double measuredStepS)
{
    const StepReport& st = report.step;
    return "range " + printfNumber("%.3f", st.timeLowS) + "-" + printfNumber("%.3f", st.timeHighS) + " s: measured " +
           (measuredStepS >= st.timeLowS && measuredStepS <= st.timeHighS ? "inside" : "outside");
}

/** torchtitan's log: throughput per GPU, which the scenario's batch turns into a step time. */
int readTorchtitanLog(const CommonOptions& common, const std::string& file, const std::string& text,
                      const std::string& scenarioFile, bool json)
{
    TorchtitanLog log;
    try {
        log = parseTorchtitanLog(text);
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    bool warmupSkipped = false;
    const double tps = log.tokensPerSPerGpu(&warmupSkipped);
    const auto [scenario, report] = estimateIfGiven(common, scenarioFile);
    const double gpus = report ? double(std::max<int64_t>(report->worldSize, 1)) : 1.0;
    const double tokens = report ? double(scenario.training.globalBatch) * double(scenario.training.seqLength) : 0.0;
    const double stepS = report && tps > 0 ? tokens / (tps * gpus) : 0.0;
    if (json) {
        nlohmann::json out{{"launcher", "torchtitan"}, {"metrics_lines", log.steps.size()},
                           {"warmup_skipped", warmupSkipped}, {"tokens_per_s_per_gpu", tps}};
        if (const auto t = log.tflopsPerGpu())
            out["tflops_per_gpu"] = *t;
        if (const auto m = log.maxReservedGiB())
            out["max_reserved_GiB"] = *m;
        if (report) {
            out["step_time_s"] = stepS;
            out["estimate"] = estimateJson(*report, stepS);
            out["estimate"]["tokens_per_s_per_gpu"] = report->step.tokensPerS / gpus;
        }
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << printableText(file) << ": torchtitan, " << log.steps.size()
              << (log.steps.size() == 1 ? " metrics line; " : " metrics lines; ") << printfNumber("%.0f", tps)
              << " tokens/s per GPU (median"
              << (warmupSkipped ? ", the first line left out as warm-up" : ", one line only: warm-up included") << ")";
    if (const auto t = log.tflopsPerGpu())
        std::cout << ", " << printfNumber("%.1f", *t) << " TFLOP/s per GPU as torchtitan counts them";
    std::cout << "\n";
    if (const auto m = log.maxReservedGiB())
        std::cout << "Peak memory: max reserved " << printfNumber("%.2f", *m) << " GiB (torchtitan logs reserved, not "
                  << "allocated: the caching allocator's pool, above what the tensors need)\n";
    if (!report)
        return 0;
    std::cout << "Estimate for " << printableText(scenario.name) << ": " << printfNumber("%.0f", report->step.tokensPerS / gpus)
              << " tokens/s per GPU, step " << printfNumber("%.3f", report->step.timeS) << " s against "
              << printfNumber("%.3f", stepS) << " s measured (" << printfNumber("%+.1f %%", 100 * (report->step.timeS / stepS - 1))
              << "), " << rangeVerdict(*report, stepS) << "\n";
    std::cout << "Table row: " << scenarioFile << "," << printfNumber("%.6g", stepS) << ",\n";
    return 0;
}

/** A NeMo log: its step timings, the scenario's estimate beside them. */
int readNemoLog(const CommonOptions& common, const std::string& file, const std::string& text,
                const std::string& scenarioFile, bool json)
{
    NemoLog log;
    try {
        log = parseNemoLog(text);
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    bool warmupSkipped = false;
    const double stepS = log.stepTimeS(&warmupSkipped);
    const auto [scenario, report] = estimateIfGiven(common, scenarioFile);
    if (json) {
        nlohmann::json out{{"launcher", "nemo"}, {"timing_records", log.steps.size()},
                           {"warmup_skipped", warmupSkipped}, {"step_time_s", stepS}};
        if (const auto t = log.tflopsPerGpu())
            out["tflops_per_gpu"] = *t;
        if (const auto m = log.maxReservedGiB())
            out["max_reserved_GiB"] = *m;
        if (report)
            out["estimate"] = estimateJson(*report, stepS);
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << printableText(file) << ": NeMo, " << log.steps.size()
              << (log.steps.size() == 1 ? " step timing; step " : " step timings; step ") << printfNumber("%.3f", stepS)
              << " s (median" << (warmupSkipped ? ", the first left out as warm-up" : ", one only: warm-up included") << ")";
    if (const auto t = log.tflopsPerGpu())
        std::cout << ", " << printfNumber("%.1f", *t) << " TFLOP/s per GPU as NeMo counts them";
    std::cout << "\n";
    if (const auto m = log.maxReservedGiB())
        std::cout << "Peak memory: " << printfNumber("%.2f", *m) << " GiB (peak_memory_usage, reserved)\n";
    if (!report)
        return 0;
    std::cout << "Estimate for " << printableText(scenario.name) << ": step " << printfNumber("%.3f", report->step.timeS)
              << " s (" << printfNumber("%+.1f %%", 100 * (report->step.timeS / stepS - 1)) << "), "
              << rangeVerdict(*report, stepS) << "\n";
    std::cout << "Table row: " << scenarioFile << "," << printfNumber("%.6g", stepS) << ",\n";
    return 0;
}

} // namespace

int runReadLog(const CommonOptions& common, const std::string& file, const std::string& scenarioFile, bool json)
{
    const std::string text = readTextFile(file);
    if (looksLikeNemoLog(text))
        return readNemoLog(common, file, text, scenarioFile, json);
    if (looksLikeTorchtitanLog(text))
        return readTorchtitanLog(common, file, text, scenarioFile, json);
    MegatronLog log;
    try {
        log = parseMegatronLog(text);
    } catch (const InputError& e) {
        throw e.inFile(file);
    }
    bool warmupSkipped = false;
    const double stepS = log.stepTimeS(&warmupSkipped);
    const auto gib = [](double mib) { return mib / 1024.0; };
    const auto [scenario, report] = estimateIfGiven(common, scenarioFile);
    const std::vector<std::string> differs = report ? disagreements(log, scenario) : std::vector<std::string>{};
    if (json) {
        nlohmann::json out{{"iterations", log.iterations.size()},
                           {"warmup_skipped", warmupSkipped},
                           {"step_time_s", stepS}};
        if (const auto t = log.tflopsPerGpu())
            out["tflops_per_gpu"] = *t;
        if (log.maxAllocatedMiB)
            out["max_allocated_GiB"] = gib(*log.maxAllocatedMiB);
        if (log.maxReservedMiB)
            out["max_reserved_GiB"] = gib(*log.maxReservedMiB);
        out["arguments"] = log.arguments;
        if (report) {
            out["estimate"] = estimateJson(*report, stepS);
            out["disagreements"] = differs;
        }
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << printableText(file) << ": " << log.iterations.size()
              << (log.iterations.size() == 1 ? " iteration line; step " : " iteration lines; step ")
              << printfNumber("%.3f", stepS) << " s (median"
              << (warmupSkipped ? ", the first line left out as warm-up" : ", one line only: warm-up included") << ")";
    if (const auto t = log.tflopsPerGpu())
        std::cout << ", " << printfNumber("%.1f", *t) << " TFLOP/s per GPU as Megatron counts them";
    std::cout << "\n";
    if (log.maxAllocatedMiB)
        std::cout << "Peak memory: max allocated " << printfNumber("%.2f", gib(*log.maxAllocatedMiB)) << " GiB, max reserved "
                  << printfNumber("%.2f", gib(log.maxReservedMiB.value_or(0))) << " GiB (largest rank reported)\n";
    if (!report)
        return 0;
    const double error = report->step.timeS / stepS - 1;
    std::cout << "Estimate for " << printableText(scenario.name) << ": step " << printfNumber("%.3f", report->step.timeS)
              << " s (" << printfNumber("%+.1f %%", 100 * error) << "), " << rangeVerdict(*report, stepS) << "\n";
    for (const std::string& d : differs)
        std::cout << "  Not the same plan: " << d << "\n";
    // The line for `shardscope-cli runs` (max allocated: what the estimate models).
    std::cout << "Table row: " << scenarioFile << "," << printfNumber("%.6g", stepS) << ","
              << (log.maxAllocatedMiB ? printfNumber("%.4g", gib(*log.maxAllocatedMiB)) : std::string()) << "\n";
    return 0;
}

} // namespace shardscope::cli
