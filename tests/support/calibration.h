#pragma once

// The measured runs the time model is checked against (tests/data/calibration/*.json), read
// and compared with estimate(). Shared by tests/core/tst_fidelity.cpp and
// tests/benchmarks/bench_fidelity.cpp so the test and the printed table cannot disagree.
// Plain C++ (no Qt): the benchmark links only the core.

#include "core/estimate/estimate.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace calibration {

inline constexpr const char* kFormat = "shardscope.calibration/1";

/** What a row's measured number is, and so how a report is turned into the same quantity. */
enum class Quantity
{
    StepTime,          ///< "step_time_s": seconds per optimizer step
    TflopsPerGpu,      ///< "tflops_per_gpu": the source's own FLOP count per step / (time x GPUs)
    ModelTflopsPerGpu, ///< "model_tflops_per_gpu": ShardScope's model FLOPs (PaLM) / (time x GPUs)
    TokensPerGpu       ///< "tokens_per_s_per_gpu": global batch x sequence / (time x GPUs)
};

/** FLOPs per step as a source counts them, for Quantity::TflopsPerGpu. */
enum class FlopCount
{
    None,
    NarayananEq3,    ///< "narayanan-eq3": 96 B s L h^2 (1 + s/(6h) + V/(16 L h)), with recompute
    KorthikantiModel ///< "korthikanti-model": 72 B s L h^2 (1 + s/(6h) + V/(12 L h)), model FLOPs
};

struct Row
{
    std::string id;
    nlohmann::json scenario; ///< a shardscope.scenario/1 document
    Quantity quantity = Quantity::StepTime;
    FlopCount flopCount = FlopCount::None;
    double measured = 0;
    /// The run's measured peak memory per GPU (GiB; 0: not measured) and how it was read:
    /// "peak_reserved_GiB" (the allocator's reserved peak, torch.cuda.max_memory_reserved) or
    /// "peak_allocated_GiB".
    double measuredMemoryGiB = 0;
    std::string memoryReading;
    /// The row whose run measured this peak, when the source reuses one run's memory for rows
    /// that differ only in what leaves the peak alone (the micro-batch count); empty: this run.
    std::string memorySameRunAs;
    std::string notes;
};

struct Group
{
    std::string name; ///< e.g. "vtrain"
    std::string title;
    std::string file;
    double rowTolerance = 0;    ///< |predicted / measured - 1| allowed per row
    double medianTolerance = 0; ///< the same for the median over the group
    double memoryTolerance = 0; ///< |predicted / measured - 1| of peak memory per row (rows that have it)
    std::vector<Row> rows;
};

/** One row estimated: the prediction in the row's quantity and the signed error. */
struct Outcome
{
    double predicted = 0;
    double error = 0; ///< predicted / measured - 1 (time: + is too slow; throughput: + is too fast)
    double memoryGiB = 0;   ///< the predicted peak per GPU
    double memoryError = 0; ///< memoryGiB / measured - 1, where the row has a measured peak
    shardscope::Report report;
};

class DataError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

namespace detail {

inline const nlohmann::json& member(const nlohmann::json& object, const std::string& key,
                                    const std::string& where)
{
    if (!object.is_object() || !object.contains(key))
        throw DataError(where + ": missing field \"" + key + "\"");
    return object[key];
}

inline std::string text(const nlohmann::json& object, const std::string& key,
                        const std::string& where)
{
    const auto& v = member(object, key, where);
    if (!v.is_string() || v.get<std::string>().empty())
        throw DataError(where + "." + key + ": must be a non-empty string");
    return v.get<std::string>();
}

inline double positive(const nlohmann::json& object, const std::string& key,
                       const std::string& where)
{
    const auto& v = member(object, key, where);
    if (!v.is_number() || !(v.get<double>() > 0) || !std::isfinite(v.get<double>()))
        throw DataError(where + "." + key + ": must be a positive number, got " + v.dump());
    return v.get<double>();
}

inline Quantity quantityNamed(const std::string& name, const std::string& where)
{
    if (name == "step_time_s")
        return Quantity::StepTime;
    if (name == "tflops_per_gpu")
        return Quantity::TflopsPerGpu;
    if (name == "model_tflops_per_gpu")
        return Quantity::ModelTflopsPerGpu;
    if (name == "tokens_per_s_per_gpu")
        return Quantity::TokensPerGpu;
    throw DataError(where + ": unknown quantity \"" + name +
                    "\" (step_time_s, tflops_per_gpu, model_tflops_per_gpu, tokens_per_s_per_gpu)");
}

inline FlopCount flopCountNamed(const std::string& name, const std::string& where)
{
    if (name == "narayanan-eq3")
        return FlopCount::NarayananEq3;
    if (name == "korthikanti-model")
        return FlopCount::KorthikantiModel;
    throw DataError(where + ": unknown flop_count \"" + name +
                    "\" (narayanan-eq3, korthikanti-model)");
}

inline Group readGroup(const nlohmann::json& doc, const std::string& file)
{
    Group g;
    g.file = file;
    g.name = text(doc, "group", file);
    g.title = text(doc, "title", file);
    const auto& source = member(doc, "source", file);
    if (!source.is_object() || source.empty())
        throw DataError(file + ".source: must be an object naming where the numbers come from");
    const auto& tol = member(doc, "tolerance", file);
    g.rowTolerance = positive(tol, "row", file + ".tolerance");
    g.medianTolerance = positive(tol, "median", file + ".tolerance");
    if (tol.contains("memory"))
        g.memoryTolerance = positive(tol, "memory", file + ".tolerance");
    text(tol, "source", file + ".tolerance");
    const auto& rows = member(doc, "rows", file);
    if (!rows.is_array() || rows.empty())
        throw DataError(file + ".rows: must be a non-empty array");
    for (size_t i = 0; i < rows.size(); ++i) {
        const std::string where = file + ".rows[" + std::to_string(i) + "]";
        Row r;
        r.id = text(rows[i], "id", where);
        for (const Row& other : g.rows)
            if (other.id == r.id)
                throw DataError(where + ".id: \"" + r.id + "\" appears twice");
        r.scenario = member(rows[i], "scenario", where);
        r.notes = text(rows[i], "notes", where);
        text(rows[i], "source_detail", where);
        const auto& m = member(rows[i], "measured", where);
        r.quantity =
            quantityNamed(text(m, "quantity", where + ".measured"), where + ".measured.quantity");
        r.measured = positive(m, "value", where + ".measured");
        if (r.quantity == Quantity::TflopsPerGpu)
            r.flopCount = flopCountNamed(text(m, "flop_count", where + ".measured"),
                                         where + ".measured.flop_count");
        if (rows[i].contains("measured_memory")) {
            const auto& mm = rows[i]["measured_memory"];
            const std::string at = where + ".measured_memory";
            r.memoryReading = text(mm, "quantity", at);
            if (r.memoryReading != "peak_reserved_GiB" && r.memoryReading != "peak_allocated_GiB")
                throw DataError(at + ".quantity: unknown \"" + r.memoryReading +
                                "\" (peak_reserved_GiB, peak_allocated_GiB)");
            r.measuredMemoryGiB = positive(mm, "value", at);
            if (mm.contains("same_run_as"))
                r.memorySameRunAs = text(mm, "same_run_as", at);
            if (g.memoryTolerance <= 0)
                throw DataError(at + ": the group has no tolerance.memory");
        }
        g.rows.push_back(std::move(r));
    }
    return g;
}

} // namespace detail

/** Every calibration group in `folder` (files with "format": shardscope.calibration/1), by name. */
inline std::vector<Group> loadGroups(const std::string& folder)
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<Group> groups;
    for (const auto& path : files) {
        std::ifstream in(path);
        std::stringstream content;
        content << in.rdbuf();
        const std::string name = path.filename().string();
        nlohmann::json doc;
        try {
            doc = nlohmann::json::parse(content.str());
        } catch (const nlohmann::json::parse_error& e) {
            throw DataError(name + ": invalid JSON: " + e.what());
        }
        if (!doc.is_object() || doc.value("format", std::string()) != kFormat)
            continue; // not a group (the fitted profiles live in the same folder)
        groups.push_back(detail::readGroup(doc, name));
    }
    std::sort(groups.begin(), groups.end(),
              [](const Group& a, const Group& b) { return a.name < b.name; });
    return groups;
}

/** The row's scenario, read like any scenario file (presets resolved, every field checked). */
inline shardscope::Scenario scenarioOf(const Group& g, const Row& r)
{
    try {
        return shardscope::readScenario(r.scenario, shardscope::PresetLibrary::builtin());
    } catch (const std::exception& e) {
        throw DataError(g.file + ": row \"" + r.id + "\": scenario: " + e.what());
    }
}

/** FLOPs per step as the row's source counts them (B, s, L, h, V from the scenario). */
inline double sourceFlopsPerStep(FlopCount count, const shardscope::Scenario& s)
{
    const double B = double(s.training.globalBatch), seq = double(s.training.seqLength),
                 L = s.model.layers, h = double(s.model.hidden), V = double(s.model.vocab);
    switch (count) {
    case FlopCount::NarayananEq3:
        return 96 * B * seq * L * h * h * (1 + seq / (6 * h) + V / (16 * L * h));
    case FlopCount::KorthikantiModel:
        return 72 * B * seq * L * h * h * (1 + seq / (6 * h) + V / (12 * L * h));
    case FlopCount::None:
        break;
    }
    return 0;
}

/** The report turned into the row's measured quantity. */
inline double predictedQuantity(const Row& r, const shardscope::Scenario& s,
                                const shardscope::Report& report)
{
    const double time = report.step.timeS;
    const double gpus = double(report.worldSize);
    switch (r.quantity) {
    case Quantity::StepTime:
        return time;
    case Quantity::TflopsPerGpu:
        return sourceFlopsPerStep(r.flopCount, s) / (time * gpus) / 1e12;
    case Quantity::ModelTflopsPerGpu:
        return report.compute.modelFlopsPerStep / (time * gpus) / 1e12;
    case Quantity::TokensPerGpu:
        return double(s.training.globalBatch) * double(s.training.seqLength) / (time * gpus);
    }
    return 0;
}

inline Outcome evaluate(const Group& g, const Row& r)
{
    const shardscope::Scenario s = scenarioOf(g, r);
    Outcome o;
    o.report = shardscope::estimate(s);
    o.predicted = predictedQuantity(r, s, o.report);
    o.error = o.predicted / r.measured - 1;
    o.memoryGiB = double(o.report.memory.peakBytes) / double(1ull << 30);
    if (r.measuredMemoryGiB > 0)
        o.memoryError = o.memoryGiB / r.measuredMemoryGiB - 1;
    return o;
}

inline const char* unitOf(Quantity q)
{
    switch (q) {
    case Quantity::StepTime:
        return "s";
    case Quantity::TflopsPerGpu:
        return "TFLOP/s/GPU";
    case Quantity::ModelTflopsPerGpu:
        return "model TFLOP/s/GPU";
    case Quantity::TokensPerGpu:
        return "tokens/s/GPU";
    }
    return "";
}

inline double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/** Median of |error| over a group's outcomes. */
inline double medianAbsError(const std::vector<Outcome>& outcomes)
{
    std::vector<double> a;
    for (const Outcome& o : outcomes)
        a.push_back(std::abs(o.error));
    return median(a);
}

/**
 * Rows 0, 3, 6, ... of `g` (`count` of them) as scenario files run<k>.shardscope.json and a
 * run table runs.csv in `folder`, each scenario's cluster preset replaced by `clusterPreset`
 * when one is given: what a user's own measured runs look like to `calibrate`. Returns the
 * table's path.
 */
inline std::string writeRunTable(const Group& g, const std::string& folder, size_t count,
                                 const std::string& clusterPreset = "")
{
    const std::string table = folder + "/runs.csv";
    std::ofstream out(table);
    out << "scenario,step_time_s,peak_memory_GiB\n";
    for (size_t k = 0; k < count && 3 * k < g.rows.size(); ++k) {
        const Row& row = g.rows[3 * k];
        nlohmann::json scenario = row.scenario;
        if (!clusterPreset.empty())
            scenario["cluster"]["preset"] = clusterPreset;
        const std::string name = "run" + std::to_string(k) + ".shardscope.json";
        std::ofstream(folder + "/" + name) << scenario.dump(1);
        out << name << "," << row.measured << ",\n";
    }
    return table;
}

/** The group named `name` of the calibration folder. */
inline Group groupNamed(const std::string& folder, const std::string& name)
{
    for (Group& g : loadGroups(folder))
        if (g.name == name)
            return g;
    throw DataError(folder + ": no group \"" + name + "\"");
}

} // namespace calibration
