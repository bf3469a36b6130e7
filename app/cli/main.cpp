// shardscope-cli: estimate, validate, advise, search, export to launchers, list presets, import Hugging Face configs.
// Invalid input of any kind ends with exit code 2 and one line on stderr.

#include "commands.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"
#include "core/platform/heapretention.h"

#include <CLI/CLI.hpp>

#include <exception>
#include <filesystem>
#include <iostream>
#include <new>

using namespace shardscope;

namespace {

/** The one line every failure ends with: escaped, so a name cannot add lines or colours. */
int fail(const std::string& text)
{
    std::cerr << "shardscope-cli: " << printableText(text) << "\n";
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    shardscope::keepFreedHeapForReuse();
    CLI::App app{"ShardScope: memory, time and launch configurations for distributed LLM "
                 "training.",
                 "shardscope-cli"};
    app.set_version_flag("--version", "shardscope-cli 0.1.0");
    app.require_subcommand(1);
    cli::CommonOptions common;
    app.add_option("--presets", common.presetDirectories,
                   "extra directory of model/cluster preset files (repeatable; also "
                   "SHARDSCOPE_PRESETS_PATH)");

    std::string file;
    bool json = false;
    auto* estimateCmd = app.add_subcommand("estimate", "memory per stage and the report");
    estimateCmd->add_option("FILE", file, "scenario file (*.shardscope.json, or - for stdin)")
        ->required();
    estimateCmd->add_flag("--json", json, "the report as JSON (DESIGN §4 field names)");

    auto* validateCmd = app.add_subcommand("validate", "diagnostics only; exit 1 if any error");
    validateCmd->add_option("FILE", file, "scenario file")->required();
    validateCmd->add_flag("--json", json, "diagnostics as JSON");

    std::string kind;
    auto* presetsCmd = app.add_subcommand("presets", "list the model and cluster presets");
    presetsCmd->add_option("KIND", kind, "models | clusters");
    presetsCmd->add_flag("--json", json, "full preset definitions with their sources");

    auto* adviseCmd = app.add_subcommand("advise", "the selection tree and a starting configuration");
    adviseCmd->add_option("FILE", file, "scenario file (its model, cluster and training settings)")->required();
    adviseCmd->add_flag("--json", json, "as JSON");

    std::string target;
    cli::OutputOptions exportOutput;
    auto* exportCmd = app.add_subcommand("export", "launch files for a training launcher (exit 1 if the plan does not "
                                                   "fit or is invalid, 2 if the launcher cannot express it)");
    exportCmd->add_option("FILE", file, "scenario file")->required();
    exportCmd->add_option("--to", target, "megatron | slurm | deepspeed | torchtitan | nemo2 | nemo1 | accelerate")
        ->required();
    exportCmd->add_option("-o,--output", exportOutput.path,
                          "write here: a file for one-file targets, else a directory (default, or -: stdout)");
    exportCmd->add_flag("--force", exportOutput.force,
                        "write the files even for a plan that does not fit or is invalid, and through a symbolic "
                        "link, or into a FIFO or device, at the output path instead of refusing");

    cli::SearchCommandOptions searchOptions;
    auto* searchCmd = app.add_subcommand("search", "rank every configuration of the model on the cluster at its global batch");
    searchCmd->add_option("FILE", file, "scenario file (its model, cluster and training settings)")->required();
    searchCmd->add_option("--top", searchOptions.top, "how many ranked configurations to print (default 10)");
    searchCmd->add_option("--gpus", searchOptions.gpus,
                          "use this many GPUs, at most 1048576 (default: the whole cluster)");
    searchCmd->add_option("--max-micro-batch", searchOptions.maxMicroBatch,
                          "largest micro-batch tried (default 16, at most 256; the divisors of the global batch up "
                          "to it)");
    searchCmd->add_option("--max-virtual-stages", searchOptions.maxVirtualStages,
                          "cap on the interleaved schedule's virtual stages (default 0: every count the layers allow)");
    searchCmd->add_option("--launcher", searchOptions.launchers,
                          "only plans this launcher runs as planned: megatron, deepspeed, torchtitan, nemo2, nemo1, "
                          "accelerate (repeat or comma-separate; default: any)")
        ->delimiter(',');
    searchCmd->add_option("--threads", searchOptions.threads, "worker threads (default: one per hardware thread)");
    searchCmd->add_flag("--sweep", searchOptions.sweep,
                        "the best configuration at every size from one node to the cluster (fixed global batch)");
    searchCmd->add_flag("--json", searchOptions.json, "as JSON");

    bool articleJson = false;
    auto* articleCmd = app.add_subcommand("article-table", "the seed article's typical configurations against the search");
    articleCmd->add_flag("--json", articleJson, "as JSON");

    std::string fileB;
    auto* compareCmd = app.add_subcommand("compare", "configuration B against configuration A, figure by figure");
    compareCmd->add_option("A", file, "scenario file A")->required();
    compareCmd->add_option("B", fileB, "scenario file B")->required();
    compareCmd->add_flag("--json", json, "as JSON");

    double deltaPercent = 10;
    auto* sensitivityCmd = app.add_subcommand(
        "sensitivity", "how step time, tokens/s and peak memory move with each hardware input and training setting");
    sensitivityCmd->add_option("FILE", file, "scenario file")->required();
    sensitivityCmd->add_option("--delta", deltaPercent, "how far the hardware inputs move, in percent (default 10)");
    sensitivityCmd->add_flag("--json", json, "as JSON");

    auto* runsCmd = app.add_subcommand("runs", "measured runs of a table (scenario,step_time_s,peak_memory_GiB) "
                                               "against their estimates and the modelled range");
    runsCmd->add_option("TABLE", file, "CSV file; scenario paths are relative to it")->required();
    runsCmd->add_flag("--json", json, "as JSON");

    std::string logScenario;
    auto* readLogCmd = app.add_subcommand("read-log", "what a Megatron-LM or torchtitan training log measured (step "
                                                      "time or tokens/s, TFLOP/s, peak memory), against a scenario's estimate");
    readLogCmd->add_option("LOG", file, "the training log (read, never run)")->required();
    readLogCmd->add_option("--scenario", logScenario, "the scenario the run was: estimate it and check the log's arguments");
    readLogCmd->add_flag("--json", json, "as JSON");

    cli::CalibrateCommandOptions calibrateOptions;
    auto* calibrateCmd = app.add_subcommand(
        "calibrate", "fit a cluster profile's efficiencies and latencies to measured runs; save it as a preset");
    calibrateCmd->add_option("--cluster", calibrateOptions.cluster, "the cluster preset id or preset file to calibrate")
        ->required();
    calibrateCmd->add_option("RUN", calibrateOptions.runs,
                             "run tables (*.csv: scenario,step_time_s,peak_memory_GiB), launcher logs with their "
                             "scenario (LOG=SCENARIO.shardscope.json), Megatron-LM logs alone (the scenario from the "
                             "arguments block they print) and nccl-tests output; at least 3 runs")
        ->required();
    calibrateCmd->add_option("--id", calibrateOptions.id, "id of the calibrated preset")->required();
    calibrateCmd->add_option("-o,--output", calibrateOptions.output.path, "write the preset to this file");
    calibrateCmd->add_flag("--force", calibrateOptions.output.force,
                           "write through a symbolic link, or into a FIFO or device, at the output path instead of "
                           "refusing");
    calibrateCmd->add_flag("--json", calibrateOptions.json, "the preset and where it went, as JSON");

    cli::ImportCommandOptions launchImport;
    auto* launchImportCmd = app.add_subcommand(
        "import", "a scenario from launch files: Megatron-LM and Megatron-DeepSpeed scripts, DeepSpeed JSON, "
                  "torchtitan TOML, NeMo 1.x / Megatron-Bridge YAML, accelerate YAML, SLURM batch scripts, or a "
                  "Megatron-LM training log's arguments block; prints how each setting was read");
    launchImportCmd->add_option("FILE", launchImport.files, "launch scripts and configs")->required();
    launchImportCmd->add_option("--model", launchImport.model, "a Hugging Face config.json for the model");
    launchImportCmd->add_option("--cluster", launchImport.cluster,
                                "the cluster preset id or preset file (launch files do not name the GPUs)");
    launchImportCmd->add_option("-o,--output", launchImport.output.path,
                                "write the scenario to this file (default: stdout, with the report on stderr)");
    launchImportCmd->add_flag("--force", launchImport.output.force,
                              "write through a symbolic link, or into a FIFO or device, instead of refusing");

    std::string id, name;
    cli::OutputOptions importOutput;
    auto* importCmd =
        app.add_subcommand("import-hf", "model definition from a Hugging Face config.json");
    importCmd->add_option("CONFIG", file, "config.json")->required();
    importCmd->add_option("--id", id, "preset id to write (default: from the model name)");
    importCmd->add_option("--name", name, "display name (default: _name_or_path)");
    importCmd->add_option("-o,--output", importOutput.path, "write to this file instead of stdout (-: stdout)");
    importCmd->add_flag("--force", importOutput.force,
                        "write through a symbolic link, or into a FIFO or device, at the output path instead of "
                        "refusing");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        return fail(std::string(e.what()) + " (see shardscope-cli --help)");
    }

    // What a failure that is not an InputError is about: the input files, else the command.
    std::string subject = file.empty() ? app.get_subcommands().front()->get_name() : file;
    if (!fileB.empty())
        subject += ", " + fileB;

    try {
        if (estimateCmd->parsed())
            return cli::runEstimate(common, file, json);
        if (validateCmd->parsed())
            return cli::runValidate(common, file, json);
        if (presetsCmd->parsed())
            return cli::runPresets(common, kind, json);
        if (adviseCmd->parsed())
            return cli::runAdvise(common, file, json);
        if (exportCmd->parsed())
            return cli::runExport(common, file, target, exportOutput);
        if (searchCmd->parsed())
            return cli::runSearchCommand(common, file, searchOptions);
        if (compareCmd->parsed())
            return cli::runCompare(common, file, fileB, json);
        if (readLogCmd->parsed())
            return cli::runReadLog(common, file, logScenario, json);
        if (runsCmd->parsed())
            return cli::runRunsTable(common, file, json);
        if (calibrateCmd->parsed())
            return cli::runCalibrate(common, calibrateOptions);
        if (sensitivityCmd->parsed())
            return cli::runSensitivity(common, file, deltaPercent, json);
        if (articleCmd->parsed())
            return cli::runArticleTable(common, articleJson);
        if (launchImportCmd->parsed())
            return cli::runImport(common, launchImport);
        if (importCmd->parsed())
            return cli::runImportHf(common, file, id, name, importOutput);
    } catch (const InputError& e) {
        return fail(e.what());
    } catch (const std::bad_alloc&) {
        return fail(subject + ": out of memory: this input needs more memory than the process may use");
    } catch (const std::filesystem::filesystem_error& e) {
        const std::string path = e.path1().empty() ? subject : e.path1().string();
        return fail(path + ": " + e.code().message());
    } catch (const std::exception&) {
        return fail(subject + ": internal error while processing this input (please report it)");
    }
    return 2;
}
