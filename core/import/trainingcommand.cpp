#include "trainingcommand.h"

#include <set>

namespace shardscope {

namespace {

std::string baseName(const std::string& path)
{
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool isPython(const std::string& w)
{
    const std::string b = baseName(w);
    return b == "python" || b == "python3" || (b.rfind("python3.", 0) == 0);
}

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

/** Options of a launcher that take a value in the next word (the others are switches). */
bool takesValue(const std::string& launcher, const std::string& option)
{
    if (option.find('=') != std::string::npos)
        return false;
    static const std::set<std::string> torchrunSwitches = {"--standalone", "--no-python", "--no_python", "-m", "--module",
                                                           "--run-path", "--run_path", "--tee-all"};
    static const std::set<std::string> srunSwitches = {"-l", "--label", "-u", "--unbuffered", "--exclusive", "--overlap",
                                                       "-K", "--kill-on-bad-exit", "--no-kill", "-k", "-v", "--verbose",
                                                       "-Q", "--quiet", "--container-remap-root", "--no-container-mount-home",
                                                       "--container-writable", "--wait", "--pty"};
    static const std::set<std::string> deepspeedSwitches = {"--no_python", "--no_local_rank", "--module", "--force_multi",
                                                            "--autotuning", "--no_ssh_check", "--save_pid", "--enable_each_rank_log",
                                                            "--bind_cores_to_rank", "--elastic_training"};
    static const std::set<std::string> accelerateSwitches = {"--multi_gpu", "--use_deepspeed", "--use_fsdp", "--cpu", "-m",
                                                             "--module", "--no_python", "--debug", "-q", "--quiet", "--tpu",
                                                             "--use_megatron_lm", "--same_network", "--rdzv_conf"};
    if (launcher == "torchrun")
        return !torchrunSwitches.count(option);
    if (launcher == "srun")
        return !srunSwitches.count(option);
    if (launcher == "deepspeed")
        return !deepspeedSwitches.count(option);
    if (launcher == "accelerate")
        return !accelerateSwitches.count(option);
    return false;
}

/** Reads one command's words as a launch chain; false when it runs no Python program. */
bool readChain(const std::vector<ScriptWord>& w, TrainingCommand& out)
{
    size_t i = 0;
    auto skipWrapper = [&]() {
        while (i < w.size()) {
            const std::string b = baseName(w[i].text);
            if (b == "exec" || b == "nohup" || b == "time") {
                ++i;
            } else if (b == "env") {
                ++i;
                while (i < w.size() && (w[i].text.find('=') != std::string::npos || w[i].text.rfind("-", 0) == 0))
                    ++i;
            } else if (b == "numactl") {
                ++i;
                while (i < w.size() && w[i].text.rfind("-", 0) == 0)
                    ++i;
            } else {
                break;
            }
        }
    };
    while (true) {
        skipWrapper();
        if (i >= w.size())
            return false;
        const std::string b = baseName(w[i].text);
        std::string launcher;
        if (b == "torchrun" || b == "srun" || b == "deepspeed") {
            launcher = b;
            ++i;
        } else if (b == "accelerate" && i + 1 < w.size() && w[i + 1].text == "launch") {
            launcher = "accelerate";
            i += 2;
        } else if (isPython(w[i].text)) {
            ++i;
            while (i < w.size() && w[i].text.rfind("-", 0) == 0 && w[i].text != "-m")
                ++i; // -u, -O, ...
            if (i + 1 < w.size() && w[i].text == "-m") {
                const std::string module = w[i + 1].text;
                if (module == "torch.distributed.run" || module == "torch.distributed.launch") {
                    launcher = "torchrun";
                    i += 2;
                } else if (module == "deepspeed.launcher.runner") {
                    launcher = "deepspeed";
                    i += 2;
                } else {
                    out.program = module;
                    out.programPath = module;
                    out.line = w[i + 1].line;
                    out.arguments.assign(w.begin() + long(i + 2), w.end());
                    return true;
                }
            } else if (i < w.size()) {
                out.program = baseName(w[i].text);
                out.programPath = w[i].text;
                out.line = w[i].line;
                out.arguments.assign(w.begin() + long(i + 1), w.end());
                return endsWith(out.program, ".py");
            } else {
                return false;
            }
        } else if ((b == "bash" || b == "sh") && i + 2 < w.size() && w[i + 1].text == "-c") {
            std::optional<TrainingCommand> nested = findTrainingCommand(parseShellScript(w[i + 2].text));
            if (!nested)
                return false;
            // the string's lines count from its own start, on the file's line of the string
            const int offset = w[i + 2].line - 1;
            const auto inFile = [&](ScriptWord word) {
                word.line += offset;
                word.unknown.line = word.unknown ? word.unknown.line + offset : 0;
                return word;
            };
            for (LauncherCall& l : nested->launchers) {
                for (ScriptWord& word : l.words)
                    word = inFile(word);
                out.launchers.push_back(std::move(l));
            }
            out.program = nested->program;
            out.programPath = nested->programPath;
            out.line = nested->line + offset;
            for (const ScriptWord& a : nested->arguments)
                out.arguments.push_back(inFile(a));
            return true;
        } else if (!out.launchers.empty() && w[i].text.empty()) {
            // the training script is a variable the script leaves to the user (${TRAIN_SCRIPT:?...})
            out.program.clear();
            out.programPath = "(your training script)";
            out.line = w[i].line;
            out.arguments.assign(w.begin() + long(i + 1), w.end());
            return true;
        } else if (!out.launchers.empty() && endsWith(w[i].text, ".py")) {
            out.program = baseName(w[i].text);
            out.programPath = w[i].text;
            out.line = w[i].line;
            out.arguments.assign(w.begin() + long(i + 1), w.end());
            return true;
        } else {
            return false;
        }
        // the launcher's options up to its program
        LauncherCall call{launcher, {}};
        while (i < w.size() && w[i].text.rfind("-", 0) == 0) {
            const std::string option = w[i].text;
            call.words.push_back(w[i++]);
            if (launcher == "torchrun" && (option == "-m" || option == "--module") && i < w.size()) {
                out.launchers.push_back(std::move(call));
                out.program = w[i].text;
                out.programPath = w[i].text;
                out.line = w[i].line;
                out.arguments.assign(w.begin() + long(i + 1), w.end());
                return true;
            }
            // an empty variable leaves "--nnodes --nproc-per-node 8": the next option is no value
            if (takesValue(launcher, option) && i < w.size() && w[i].text.rfind("--", 0) != 0)
                call.words.push_back(w[i++]);
        }
        out.launchers.push_back(std::move(call));
    }
}

} // namespace

std::vector<ScriptWord> scriptWords(const ShellCommand& command, size_t from)
{
    std::vector<ScriptWord> out;
    for (size_t i = from; i < command.words.size(); ++i)
        out.push_back({command.words[i], i < command.wordLines.size() ? command.wordLines[i] : command.line,
                       i < command.unknowns.size() ? command.unknowns[i] : UnknownValue{}});
    return out;
}

std::optional<TrainingCommand> findTrainingCommand(const ShellScript& script)
{
    std::optional<TrainingCommand> found;
    for (const ShellCommand& c : script.commands) {
        TrainingCommand t;
        if (readChain(scriptWords(c), t) && (!t.program.empty() || !t.launchers.empty()))
            found = std::move(t);
    }
    return found;
}

} // namespace shardscope
