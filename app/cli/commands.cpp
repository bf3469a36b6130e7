#include "commands.h"

#include "presetsource.h"
#include "terminaljson.h"

#include "core/estimate/bytes.h"
#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/estimate/verdict.h"
#include "core/io/boundedread.h"
#include "core/io/hfimport.h"
#include "core/io/inputerror.h"
#include "core/io/printabletext.h"
#include "core/io/reportjson.h"
#include "core/io/scenariofile.h"
#include "core/io/speclimits.h"
#include "core/export/exporters.h"
#include "core/advice/decisiontree.h"
#include "core/advice/seedarticle.h"
#include "core/export/adaptedplan.h"
#include "core/rules/rules.h"
#include "core/model/enumnames.h"
#include "core/text/reporttext.h"

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace shardscope::cli {

namespace {

/** How messages name an input: the file, or "standard input" for `-`. */
std::string inputName(const std::string& file)
{
    return file == "-" ? "standard input" : file;
}

/** A file or, for `-`, standard input: at most the input size limit either way. */
std::string readInput(const std::string& file)
{
    return file == "-" ? readBoundedStream(std::cin, inputName(file)) : readTextFile(file);
}

} // namespace

Scenario loadScenario(const CommonOptions& common, const std::string& file)
{
    const PresetLibrary presets = loadPresets(common.presetDirectories);
    return parseScenario(readInput(file), presets, inputName(file)); // errors name the file
}

namespace {

/** The scenario with its names made safe for a terminal, for the text reports. */
Scenario withPrintableNames(Scenario s)
{
    for (std::string* name : {&s.name, &s.model.name, &s.cluster.name, &s.cluster.gpu.name})
        *name = printableText(*name);
    return s;
}

} // namespace

void writeOutput(const std::string& path, const std::string& text, const OutputOptions& output, bool executable)
{
    try {
        writeTextFileAtomically(path, text, {output.force, executable});
    } catch (const UnsafeTargetError& e) {
        throw InputError(e.path(), e.message() + " (--force writes " +
                                       (e.message().find("link") != std::string::npos ? "the file it points to"
                                                                                      : "into it") +
                                       ")");
    }
}

namespace {

std::string number(double value, const char* format)
{
    return printfNumber(format, value);
}

} // namespace

std::string printfNumber(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

int runEstimate(const CommonOptions& common, const std::string& file, bool json)
{
    const Scenario scenario = loadScenario(common, file);
    const Report report = analyse(scenario);
    if (json) {
        // Streamed to the terminal as it is written: 65,536 stages are 67 MB of JSON.
        TerminalJsonBuffer terminal(std::cout.rdbuf());
        std::ostream out(&terminal);
        writeReportJson(out, report);
        out << '\n';
    } else {
        std::cout << formatReportText(withPrintableNames(scenario), report);
    }
    return 0;
}

int runValidate(const CommonOptions& common, const std::string& file, bool json)
{
    const Scenario scenario = loadScenario(common, file);
    const Report report = analyse(scenario);
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& d : report.diagnostics)
            list.push_back(diagnosticToJson(d));
        std::cout << terminalJson(
            nlohmann::json{{"valid", !hasErrors(report.diagnostics)}, {"diagnostics", list}});
    } else if (report.diagnostics.empty()) {
        std::cout << printableText(inputName(file)) << ": no problems found\n";
    } else {
        for (const auto& d : report.diagnostics) {
            std::cout << printableText(inputName(file)) << ": " << severityName(d.severity)
                      << ": " << d.code << ": " << printableText(d.message) << "\n";
            if (!d.fix.empty())
                std::cout << "    fix: " << printableText(d.fix) << "\n";
        }
    }
    return hasErrors(report.diagnostics) ? 1 : 0;
}

int runPresets(const CommonOptions& common, const std::string& kind, bool json)
{
    const PresetLibrary presets = loadPresets(common.presetDirectories);
    const bool models = kind.empty() || kind == "models";
    const bool clusters = kind.empty() || kind == "clusters";
    if (!models && !clusters)
        throw InputError("presets", "expected \"models\" or \"clusters\", got \"" + kind + "\"");
    if (json) {
        nlohmann::json out = nlohmann::json::object();
        if (models) {
            out["models"] = nlohmann::json::array();
            for (const auto* p : presets.models()) {
                const Report r = [&] {
                    Scenario s;
                    s.model = presets.modelSpec(p->id);
                    s.cluster = presets.clusterSpec("dgx-h100");
                    s.training.seqLength = 2048;
                    return analyse(s);
                }();
                out["models"].push_back({{"id", p->id},
                                         {"name", p->name},
                                         {"params_total", r.model.paramsTotal},
                                         {"params_active", r.model.paramsActive},
                                         {"fields", p->fields},
                                         {"sources", p->sources},
                                         {"notes", p->notes}});
            }
        }
        if (clusters) {
            out["clusters"] = nlohmann::json::array();
            for (const auto* p : presets.clusters())
                out["clusters"].push_back({{"id", p->id},
                                           {"name", p->name},
                                           {"fields", p->fields},
                                           {"sources", p->sources},
                                           {"notes", p->notes}});
        }
        std::cout << terminalJson(out);
        return 0;
    }
    if (models) {
        std::cout << "Models (use as \"model\": {\"preset\": ID})\n";
        for (const auto* p : presets.models()) {
            const ModelSpec m = presets.modelSpec(p->id);
            Scenario s;
            s.model = m;
            s.cluster = presets.clusterSpec("dgx-h100");
            s.training.seqLength = 2048;
            const Report r = analyse(s);
            std::string line = "  " + p->id;
            line.resize(std::max<size_t>(line.size() + 1, 20), ' ');
            line += printableText(p->name);
            line.resize(std::max<size_t>(line.size() + 1, 58), ' ');
            line += formatCount(double(r.model.paramsTotal));
            if (m.isMoe())
                line += " (" + formatCount(double(r.model.paramsActive)) + " active)";
            std::cout << line << "\n";
        }
    }
    if (clusters) {
        if (models)
            std::cout << "\n";
        std::cout << "Clusters (use as \"cluster\": {\"preset\": ID, \"nodes\": N})\n";
        for (const auto* p : presets.clusters()) {
            const ClusterSpec c = presets.clusterSpec(p->id);
            std::string line = "  " + p->id;
            line.resize(std::max<size_t>(line.size() + 1, 20), ' ');
            line += printableText(p->name);
            line.resize(std::max<size_t>(line.size() + 1, 52), ' ');
            line += std::to_string(c.gpusPerNode) + " x " + printableText(c.gpu.name) + ", " +
                    number(c.gpu.memoryGiB, "%.2f") + " GiB, " +
                    number(c.gpu.peakTflopsBf16, "%.0f") + " TFLOP/s bf16, links " +
                    number(c.intraNode.bandwidthGBps, "%.0f") + " / " +
                    number(c.interNode.bandwidthGBps, "%.0f") + " GB/s";
            std::cout << line << "\n";
        }
    }
    return 0;
}

int runAdvise(const CommonOptions& common, const std::string& file, bool json)
{
    const Scenario scenario = loadScenario(common, file);
    const DecisionResult d = decide(scenario);
    if (json) {
        nlohmann::json path = nlohmann::json::array();
        for (const auto& step : d.path)
            path.push_back({{"id", step.id}, {"question", step.question}, {"value", step.value},
                            {"threshold", step.threshold}, {"answer", step.answer}});
        const auto& p = d.recommended;
        std::cout << terminalJson(nlohmann::json{{"path", path},
                                    {"leaf", d.leafId},
                                    {"recommendation", d.recommendation},
                                    {"recommended",
                                     {{"tp", p.tp}, {"pp", p.pp}, {"dp", p.dp}, {"ep", p.ep},
                                      {"zero_stage", p.zeroStage}, {"sequence_parallel", p.sequenceParallel},
                                      {"recompute", std::string(toString(d.recompute))}}},
                                    {"fits", d.recommendedFits},
                                    {"peak_bytes", d.recommendedPeakBytes},
                                    {"tokens_per_s", d.recommendedTokensPerS},
                                    {"article_row", d.articleRow},
                                    {"article_config", d.articleConfig.english()},
                                    {"notes", englishTexts(d.notes)},
                                    {"source", seedArticleCitation(kDecisionTreeSection)}});
        return 0;
    }
    std::cout << "Selection tree for " << printableText(scenario.model.name) << " on "
              << scenario.cluster.totalGpus() << " x " << printableText(scenario.cluster.gpu.name)
              << "\n";
    std::cout << "(follows " << seedArticleCitation(kDecisionTreeSection) << ")\n";
    for (const auto& step : d.path) {
        std::string line = "  " + step.question;
        line.resize(std::max<size_t>(line.size() + 1, 48), ' ');
        const bool ratio = step.id != "is_moe";
        if (ratio)
            line += number(step.value, "%.2f") + "x of one GPU's memory (limit " + number(step.threshold, "%.0f") + "x)";
        line.resize(std::max<size_t>(line.size() + 1, 96), ' ');
        std::cout << line << (step.answer ? "yes" : "no") << "\n";
    }
    std::cout << "  -> " << d.leafId << ": " << d.recommendation << "\n\n";
    const auto& p = d.recommended;
    std::cout << "Recommended start: TP " << p.tp << " x PP " << p.pp << " x DP " << p.dp;
    if (p.ep > 1)
        std::cout << ", EP " << p.ep;
    std::cout << ", ZeRO " << p.zeroStage << (p.sequenceParallel ? ", SP" : "") << ", recompute "
              << toString(d.recompute) << "\n";
    std::cout << "                   " << formatGiB(d.recommendedPeakBytes) << " GiB per GPU ("
              << (d.recommendedFits ? "fits" : "does not fit") << "), "
              << number(d.recommendedTokensPerS, "%.0f") << " tokens/s\n";
    if (!d.articleRow.empty())
        std::cout << "Typical configuration in " << seedArticleCitation("3") << ", " << d.articleRow << ": "
                  << d.articleConfig.english() << "\n";
    for (const auto& note : d.notes)
        std::cout << "  note: " << printableText(note.english()) << "\n";
    return 0;
}

int runImportHf(const CommonOptions&, const std::string& file, const std::string& id,
                const std::string& name, const OutputOptions& output)
{
    // Refuse a name the preset reader would refuse before anything is read or written.
    if (!isValidUtf8(name))
        throw InputError("--name", "must be valid UTF-8 text");
    if (characterCount(name) > kMaxNameLength)
        throw InputError("--name", "must be at most " + std::to_string(kMaxNameLength) +
                                       " characters long (the limit for model names in preset "
                                       "files), got " + std::to_string(characterCount(name)));
    HfImport imported = importHuggingFaceConfigText(readInput(file), inputName(file));
    if (!name.empty())
        imported.model.name = name;
    const std::string presetId = id.empty() ? presetIdFromName(imported.model.name) : id;
    if (presetId != presetIdFromName(presetId))
        throw InputError("--id", "must be lower-case letters, digits, '.' and '-', got \"" +
                                     presetId + "\"");
    const nlohmann::json doc = modelPresetDocument(
        imported, presetId, "Hugging Face config.json: " + printableText(inputName(file)));
    const std::string text = doc.dump(2) + "\n";
    if (output.toStdout())
        std::cout << text;
    else
        writeOutput(output.path, text, output, false);
    for (const auto& note : imported.notes)
        std::cerr << "note: " << note << "\n";
    return 0;
}

int runExport(const CommonOptions& common, const std::string& file, const std::string& target,
              const OutputOptions& output)
{
    const Scenario scenario = loadScenario(common, file);
    const Report report = analyse(scenario);
    // Launch files only for a plan that runs, unless the user insists.
    const PlanVerdict verdict = planVerdict(report);
    if (verdict.verdict != Verdict::Runs && !output.force) {
        std::cerr << "shardscope-cli: not exporting: the plan "
                  << (verdict.verdict == Verdict::Invalid ? "is invalid" : "does not fit") << " ("
                  << printableText(verdict.reason) << "); fix it, or pass --force to write the files anyway\n";
        return 1;
    }
    const ExportResult result = exportScenario(scenario, report, target);
    if (!result.ok) {
        std::cerr << "shardscope-cli: cannot export to " << printableText(target) << ": " << result.refusalRule << ": "
                  << printableText(result.refusal) << "\n";
        return 2;
    }
    std::cerr << "shardscope-cli: " << result.launcher << ", " << result.version << "\n";
    if (verdict.verdict != Verdict::Runs)
        std::cerr << "shardscope-cli: warning: written with --force although the plan "
                  << (verdict.verdict == Verdict::Invalid ? "is invalid" : "does not fit") << " ("
                  << printableText(verdict.reason) << ")\n";
    for (const ExportAdaptation& a : result.adaptations)
        std::cerr << "shardscope-cli: adapted (" << a.rule << "): " << printableText(a.text) << "\n";
    // The launcher runs the adapted plan: its figures beside the plan's.
    const AdaptedPlan adapted = adaptedPlan(scenario, result);
    if (adapted.changed) {
        const Report runs = analyse(adapted.scenario);
        const auto change = [](double before, double after) {
            return before > 0 ? " (" + number(100.0 * (after - before) / before, "%+.1f") + " %)" : std::string();
        };
        std::cerr << "shardscope-cli: " << result.launcher << " runs the adapted plan: step "
                  << number(report.step.timeS, "%.3f") << " s -> " << number(runs.step.timeS, "%.3f") << " s"
                  << change(report.step.timeS, runs.step.timeS) << ", " << number(report.step.tokensPerS, "%.0f")
                  << " -> " << number(runs.step.tokensPerS, "%.0f") << " tokens/s, peak "
                  << formatGiB(report.memory.peakBytes) << " -> " << formatGiB(runs.memory.peakBytes) << " GiB per GPU\n";
        if (const PlanVerdict v = planVerdict(runs); v.verdict != Verdict::Runs)
            std::cerr << "shardscope-cli: warning: the plan " << result.launcher << " runs "
                      << (v.verdict == Verdict::Invalid ? "is invalid" : "does not fit") << " (" << printableText(v.reason) << ")\n";
    }
    for (const std::string& text : adapted.notEstimated)
        std::cerr << "shardscope-cli: not in the adapted estimate: " << printableText(text) << "\n";
    // Standard output (no -o, or -o -): every file, with a header line each when there are
    // several, the form `head` prints.
    if (output.toStdout()) {
        for (const ExportFile& f : result.files) {
            if (result.files.size() > 1)
                std::cout << "==> " << f.name << " <==\n";
            std::cout << f.content;
        }
        return 0;
    }
    namespace fs = std::filesystem;
    const std::string& out = output.path;
    std::error_code ec;
    const bool directory = result.files.size() > 1 || fs::is_directory(out, ec) || out.back() == '/';
    const auto makeDirectory = [](const fs::path& dir) {
        std::error_code error;
        fs::create_directories(dir, error);
        if (error)
            throw InputError(dir.string(), "cannot create the directory: " + error.message());
    };
    if (directory)
        makeDirectory(out);
    for (const ExportFile& f : result.files) {
        const fs::path path = directory ? fs::path(out) / f.name : fs::path(out);
        if (!directory && path.has_parent_path())
            makeDirectory(path.parent_path());
        writeOutput(path.string(), f.content, output, f.language == "bash");
        std::cerr << "shardscope-cli: wrote " << path.string() << "\n";
    }
    return 0;
}

} // namespace shardscope::cli
