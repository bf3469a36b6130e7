#include "jobimport.h"

#include "core/io/shellwords.h"

#include <set>

namespace shardscope {

namespace {

/** Whether an option's value is unknown here (an unset variable, a command substitution): listed, not read. */
bool unknownValue(const ParsedOption& o, const std::string& file, ImportBuilder& b)
{
    if (o.values.size() == 1 && !o.values.front().text.empty() && !o.values.front().unknown)
        return false;
    if (o.values.size() > 1)
        return false; // singleValue() refuses it with the count
    b.ignore(o.source(file), o.values.empty() || !o.values.front().unknown
                                 ? "its value is a variable the script does not set (the scheduler's, at run time)"
                                 : "its value " + o.values.front().unknown.describe());
    return true;
}

void count(const ParsedOption& o, FieldId field, const std::string& file, ImportBuilder& b, const std::string& note = {},
           const ParsedOption* written = nullptr)
{
    if (unknownValue(o, file, b))
        return;
    const FieldInfo& info = fieldInfo(field);
    b.set(field, int64_t(integerValue(o, file, (long long)info.min, (long long)info.max)),
          (written ? *written : o).source(file), note);
}

} // namespace

std::vector<ParsedOption> sbatchDirectives(const std::string& text)
{
    std::vector<ParsedOption> out;
    size_t at = 0;
    int line = 0;
    while (at < text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        std::string l = text.substr(at, end - at);
        at = end + 1;
        ++line;
        const size_t first = l.find_first_not_of(" \t\r");
        if (first == std::string::npos)
            continue;
        if (l[first] != '#')
            break; // sbatch reads directives up to the first command
        if (l.compare(first, 7, "#SBATCH") != 0)
            continue;
        const ShellScript words = parseShellScript(l.substr(first + 7));
        std::vector<ScriptWord> ws;
        for (const ShellCommand& c : words.commands)
            for (const std::string& w : c.words)
                ws.push_back({w, line, {}});
        for (ParsedOption& o : parseOptions(ws))
            out.push_back(std::move(o));
    }
    return out;
}

void importJobShape(const TrainingCommand& command, const std::vector<ParsedOption>& sbatch, const std::string& file,
                    ImportBuilder& b)
{
    bool programLauncher = false; // torchrun, deepspeed or accelerate starts the GPU processes
    for (const LauncherCall& call : command.launchers)
        programLauncher = programLauncher || call.name != "srun";
    for (const LauncherCall& call : command.launchers) {
        std::optional<ParsedOption> machines, processes;
        for (const ParsedOption& o : parseOptions(call.words)) {
            const std::string& n = o.name;
            if (o.presence) {
                b.ignore(o.source(file), "whether it is given " + o.presence.describe());
                continue;
            }
            if (call.name == "torchrun") {
                if (n == "--nnodes") {
                    if (!o.values.empty() && o.values.front().text.find(':') != std::string::npos)
                        ImportBuilder::refuse(o.source(file), "an elastic range of nodes: ShardScope plans for one count");
                    count(o, FieldId::Nodes, file, b);
                } else if (n == "--nproc-per-node" || n == "--nproc_per_node") {
                    if (!o.values.empty() && (o.values.front().text == "gpu" || o.values.front().text == "auto"))
                        b.ignore(o.source(file), "one process per GPU of the node: cluster.gpus_per_node keeps the "
                                                 "cluster's count");
                    else
                        count(o, FieldId::GpusPerNode, file, b);
                } else if (n == "--standalone") {
                    b.set(FieldId::Nodes, int64_t(1), o.source(file), "a single-node job");
                } else {
                    b.ignore(o.source(file), "launcher plumbing (rendezvous, restarts, logs): it does not change the plan");
                }
            } else if (call.name == "deepspeed") {
                if (n == "--num_nodes" || n == "--num-nodes")
                    count(o, FieldId::Nodes, file, b);
                else if (n == "--num_gpus" || n == "--num-gpus")
                    count(o, FieldId::GpusPerNode, file, b);
                else
                    b.ignore(o.source(file), "launcher plumbing (hosts, ports): it does not change the plan");
            } else if (call.name == "accelerate") {
                if (n == "--num_machines" || n == "--num-machines")
                    machines = o;
                else if (n == "--num_processes" || n == "--num-processes")
                    processes = o;
                else if (n == "--config_file" || n == "--config-file")
                    b.ignore(o.source(file), "the accelerate config: give that file to the import as well");
                else
                    b.ignore(o.source(file), "launcher plumbing: it does not change the plan");
            } else { // srun
                if (n == "-N" || n == "--nodes")
                    count(o, FieldId::Nodes, file, b);
                else if ((n == "--ntasks-per-node") && !programLauncher)
                    count(o, FieldId::GpusPerNode, file, b, "srun starts one process per GPU");
                else
                    b.ignore(o.source(file), n == "--ntasks-per-node" ? "one task per node runs the launcher below it"
                                                                       : "scheduling: it does not change the plan");
            }
        }
        if (machines)
            count(*machines, FieldId::Nodes, file, b);
        if (processes && !unknownValue(*processes, file, b)) {
            const int64_t total = integerValue(*processes, file, 1, (long long)fieldInfo(FieldId::Nodes).max * 64);
            const int64_t nodes = std::get<int64_t>(b.value(FieldId::Nodes));
            if (total % nodes != 0)
                ImportBuilder::refuse(processes->source(file), std::to_string(total) + " processes do not split over " +
                                                                   std::to_string(nodes) + " machines");
            b.set(FieldId::GpusPerNode, total / nodes, processes->source(file), "processes in all / machines");
        }
    }
    // torchrun without --nnodes runs one node (torch/distributed/run.py: default "1:1")
    for (const LauncherCall& call : command.launchers) {
        if (call.name != "torchrun" || b.given(FieldId::Nodes))
            continue;
        bool named = false;
        for (const ParsedOption& o : parseOptions(call.words))
            named = named || o.name == "--nnodes" || o.name == "--standalone";
        bool fromSbatch = false;
        for (const ParsedOption& o : sbatch)
            fromSbatch = fromSbatch || o.name == "-N" || o.name == "--nodes";
        if (!named && !fromSbatch)
            b.defaultTo(FieldId::Nodes, int64_t(1), {file, 0, "--nnodes", {}}, "torch/distributed/run.py (default 1)");
    }
    for (const ParsedOption& o : sbatch) {
        const std::string& n = o.name;
        if (n == "-N" || n == "--nodes") {
            count(o, FieldId::Nodes, file, b);
        } else if (n == "--gpus-per-node" && !o.values.empty()) {
            ParsedOption g = o;
            const std::string v = o.values.front().text;
            g.values.front().text = v.substr(v.rfind(':') == std::string::npos ? 0 : v.rfind(':') + 1); // "h100:8"
            count(g, FieldId::GpusPerNode, file, b, {}, &o);
        } else if (n == "--gres" && !o.values.empty() && o.values.front().text.rfind("gpu", 0) == 0) {
            ParsedOption g = o;
            const std::string v = o.values.front().text;
            g.values.front().text = v.substr(v.rfind(':') + 1);
            count(g, FieldId::GpusPerNode, file, b, {}, &o);
        } else if (n == "--ntasks-per-node" && !programLauncher) {
            count(o, FieldId::GpusPerNode, file, b, "srun starts one process per GPU");
        } else {
            b.ignore(o.source(file), "scheduling: it does not change the plan");
        }
    }
}

} // namespace shardscope
