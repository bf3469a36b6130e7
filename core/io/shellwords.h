#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** Why a value is not known without running the script. */
enum class UnknownCause : uint8_t
{
    CommandSubstitution, ///< `$(...)` or backticks, never run
    Arithmetic,          ///< `$((...))` over values the script does not give
    Condition,           ///< set in a branch of an `if` whose condition only running the script tells
    Scheduler            ///< a variable the scheduler or launcher sets at run time (SLURM_JOB_ID, ...)
};

/** A value that is not known here: where it comes from and why (line 0: the value is known). */
struct UnknownValue
{
    int line = 0;          ///< the line of the substitution, the `if`, or the variable's use
    UnknownCause cause = UnknownCause::CommandSubstitution;
    std::string name;      ///< Scheduler: the variable
    explicit operator bool() const { return line != 0; }
    /** "comes from a command substitution on line 7, which is not run", for "its value ..." */
    std::string describe() const;
};

/** One simple command of a script: its words after quoting and expansion, and where it starts. */
struct ShellCommand
{
    int line = 0; ///< 1-based line of its first word
    std::vector<std::string> words;
    /// The line each word starts on; for an item of an expanded array, the line the item was
    /// written on in the array's definition (where a flag in `ARGS=(...)` actually is).
    std::vector<int> wordLines;
    /// For each word, what its value needs that the script does not give (a command
    /// substitution, an undecided `if`, a scheduler's variable); line 0 for a known word.
    std::vector<UnknownValue> unknowns;
    /// Variables its words used that the script never set (they expanded to nothing), in order.
    std::vector<std::string> unsetVariables;
};

/** A file the script writes from a here-document (`cat <<EOT > $config_json`), as sh would write it. */
struct WrittenFile
{
    std::string text;     ///< the body, expanded unless the delimiter was quoted
    int firstLine = 0;    ///< the body's first line in the script
    UnknownValue unknown; ///< the first value in the body only running the script could give
};

/** What a launch script says, read without running any of it. */
struct ShellScript
{
    std::vector<ShellCommand> commands; ///< in order; assignments are not commands
    std::map<std::string, std::string> variables;
    std::map<std::string, std::vector<std::string>> arrays;
    /// Variables whose value is not known here (MASTER_ADDR=$(scontrol ...)), and why.
    std::map<std::string, UnknownValue> unknownVariables;
    /// What the reader passed over that the user should know of ("line 3: source ./env.sh is not read ...").
    std::vector<std::string> notes;
    /// Files `cat` writes from a here-document, by the target as the script spells it (expanded;
    /// a part only running gives is empty, as it is in the command that reads the file).
    std::map<std::string, WrittenFile> writtenFiles;
};

/**
 * Reads a launch script as POSIX sh (and bash's arrays) would split it into words, and never
 * runs anything: comments, line continuations, single and double quotes, backslashes;
 * `NAME=value`, `export NAME=value`, `NAME=(a b c)` and `NAME+=(d)` kept as the script's own
 * variables; `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME:=default}`, `${NAME:?message}`
 * and `${NAME[@]}` expanded from them (never from the environment), in order of appearance,
 * unquoted expansions (array items too) split into fields at blanks as sh splits them;
 * `$((...))` evaluated where it is integer arithmetic over numbers and the script's own
 * variables. Commands separated by newlines, `;`, `&&`, `||`, `|` and parentheses;
 * redirections (`> log 2>&1`, `<<< word`) dropped, here-document bodies passed over.
 *
 * `if` / `elif` / `else` / `fi` are followed where the condition is a test the script's own
 * values decide (`[ ... ]`, `[[ ... ]]`, `test`: string =, ==, !=, -z, -n, the integer
 * comparisons, `true`, `false`, `!`): the branch not taken is passed over, assignments and
 * commands alike. Where a condition needs what only running tells (a file test, a command,
 * an environment variable), the variables its branches set become unknown
 * (UnknownCause::Condition) and the commands in them are kept. Loops are read straight through.
 *
 * What only running could give is never guessed: a command substitution (`$(...)`,
 * backticks), arithmetic over values the script does not give, and a scheduler's variable
 * (SLURM_*, PMI_*, OMPI_COMM_WORLD_*, ...) are unknown values, one field each, and every
 * word and variable that needs one says so (ShellCommand::unknowns), so a reader refuses such
 * a value where it needs it. `source` / `.` are not read and are listed in ShellScript::notes.
 * Refused with an InputError naming the line: a command named by an unknown value, process
 * substitution, `eval`, a quote, `${` or here-document left open. glibc's wordexp() is not
 * used: it expands from the process's environment and globs against the filesystem.
 */
ShellScript parseShellScript(std::string_view text);

} // namespace shardscope
