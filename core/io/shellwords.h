#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One simple command of a script: its words after quoting and expansion, and where it starts. */
struct ShellCommand
{
    int line = 0; ///< 1-based line of its first word
    std::vector<std::string> words;
    /// The line each word starts on; for an item of an expanded array, the line the item was
    /// written on in the array's definition (where a flag in `ARGS=(...)` actually is).
    std::vector<int> wordLines;
    /// For each word, the line of a command substitution (`$(...)`, backticks, `$((...))`) its
    /// value needs, which is never run; 0 for a word whose value the script itself gives.
    std::vector<int> opaqueLines;
    /// Variables its words used that the script never set (they expanded to nothing), in order.
    std::vector<std::string> unsetVariables;
};

/** What a launch script says, read without running any of it. */
struct ShellScript
{
    std::vector<ShellCommand> commands; ///< in order; assignments are not commands
    std::map<std::string, std::string> variables;
    std::map<std::string, std::vector<std::string>> arrays;
    /// Variables whose value needs a command substitution (MASTER_ADDR=$(scontrol ...)): the line of it.
    std::map<std::string, int> opaqueVariables;
};

/**
 * Reads a launch script as POSIX sh (and bash's arrays) would split it into words, and never
 * runs anything: comments, line continuations, single and double quotes, backslashes;
 * `NAME=value`, `export NAME=value`, `NAME=(a b c)` and `NAME+=(d)` kept as the script's own
 * variables; `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME:=default}`, `${NAME:?message}`
 * and `${NAME[@]}` expanded from them (never from the environment), in order of appearance;
 * command substitution (`$(...)`, backticks) and arithmetic (`$((...))`) are never run or
 * evaluated: they expand to nothing, and every word and variable whose value needs one says
 * on which line (ShellCommand::opaqueLines), so a reader refuses such a value where it needs it;
 * commands separated by newlines, `;`, `&&`, `||`, `|` and parentheses; redirections
 * (`> log 2>&1`) dropped. Conditionals and loops are read straight through: every assignment
 * counts, in the order written, the last one winning. Anything whose value only running
 * the script could give is refused with an InputError naming the line: a command named by a
 * command substitution, process substitution, `eval`, `source` / `.`, here-documents, and a
 * quote left open. glibc's wordexp() is not used: it expands from the
 * process's environment and globs against the filesystem.
 */
ShellScript parseShellScript(std::string_view text);

} // namespace shardscope
