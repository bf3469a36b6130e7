// The command of a launch script that starts training, split into its launchers and its program.
#pragma once

#include "launchfile.h"

#include "core/io/shellwords.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** One launcher a training command runs through, with its options: torchrun, srun, deepspeed, accelerate launch. */
struct LauncherCall
{
    std::string name;              ///< "torchrun" (also python -m torch.distributed.run), "srun", "deepspeed", "accelerate"
    std::vector<ScriptWord> words; ///< its options, as written
};

/** The training command: the launchers it goes through, the program, the program's arguments. */
struct TrainingCommand
{
    int line = 0;
    std::vector<LauncherCall> launchers; ///< outermost first
    /// "pretrain_gpt.py" (the file name), a module ("torchtitan.train"), or empty when the
    /// script leaves it to a variable it does not set (the user's own training script)
    std::string program;
    std::string programPath;             ///< as written: "${MEGATRON_DIR:-.}/pretrain_gpt.py" expanded
    std::vector<ScriptWord> arguments;   ///< the program's arguments
};

/**
 * The last command of the script that runs a Python program through python, torchrun,
 * `python -m torch.distributed.run`, deepspeed, `accelerate launch` or srun (through exec,
 * env, nohup, time and numactl, and `bash -c '...'` read as a script of its own).
 * nullopt when no command runs one.
 */
std::optional<TrainingCommand> findTrainingCommand(const ShellScript& script);

/** The words of a command as ScriptWords, from index `from`. */
std::vector<ScriptWord> scriptWords(const ShellCommand& command, size_t from = 0);

} // namespace shardscope
