// `shardscope-cli import FILE... [--model CONFIG] [--cluster PRESET] [-o OUT]`: launch files read
// back into a scenario (core/import), with the report of every setting; or a Megatron-LM training
// log, whose arguments block is read back as the command line that started it.

#include "commands.h"
#include "presetsource.h"

#include "core/import/launchimport.h"
#include "core/import/megatronlogscenario.h"
#include "core/io/inputerror.h"
#include "core/io/megatronlog.h"
#include "core/io/boundedread.h"
#include "core/io/printabletext.h"
#include "core/io/scenariofile.h"

#include <iostream>

namespace shardscope::cli {

namespace {

/** Each line made safe for a terminal on its own, so the report keeps its line breaks. */
std::string printableLines(const std::string& text)
{
    std::string out;
    size_t at = 0;
    while (at < text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        out += printableText(text.substr(at, end - at)) + "\n";
        at = end + 1;
    }
    return out;
}

MegatronLog parseMegatronLogOf(const LaunchFile& file)
{
    try {
        return parseMegatronLog(file.text);
    } catch (const InputError& e) {
        throw e.inFile(file.name);
    }
}

} // namespace

int runImport(const CommonOptions& common, const ImportCommandOptions& options)
{
    PresetLibrary presets = loadPresets(common.presetDirectories);
    ImportRequest request;
    request.presets = &presets;
    for (const std::string& file : options.files)
        request.files.push_back({file, readTextFile(file)});
    if (!options.model.empty())
        request.huggingFaceConfig = LaunchFile{options.model, readTextFile(options.model)};
    if (!options.cluster.empty()) {
        const Preset& cluster = clusterPresetOrFile(presets, options.cluster);
        request.cluster = presets.clusterSpec(cluster.id);
        request.clusterLabel = cluster.id;
    }
    // A Megatron-LM training log: its arguments block is the command line that started it.
    const bool megatronLog = request.files.size() == 1 && printsMegatronArguments(request.files[0].text);
    if (megatronLog && !request.cluster)
        throw InputError("--cluster", "a training log's arguments name no GPUs: give the cluster it ran on");
    const ImportResult result =
        megatronLog ? importMegatronLogArguments(parseMegatronLogOf(request.files[0]), request.files[0].name,
                                                 *request.cluster, request.clusterLabel, presets)
                    : importLaunchConfiguration(request);
    const std::string scenario = formatScenario(result.scenario, presets);
    const std::string report = printableLines(importReportText(result.report));
    if (options.output.toStdout()) {
        std::cout << scenario;
        std::cerr << report; // the scenario alone on standard output, so it can be piped
    } else {
        writeOutput(options.output.path, scenario, options.output, false);
        std::cout << report << "\nWrote " << printableText(options.output.path) << "\n";
    }
    return 0;
}

} // namespace shardscope::cli
