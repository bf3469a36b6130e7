// A command line's options as argparse would group them: `--name value...` and `--name=value`.
#pragma once

#include "importreport.h"
#include "launchfile.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope {

/** One option of a command line with the words that follow it up to the next option. */
struct ParsedOption
{
    std::string name;               ///< "--tensor-model-parallel-size" (before any '=')
    std::vector<ScriptWord> values; ///< none for a switch; several for argparse's nargs='+'
    int line = 0;
    /// Set where only one branch of an undecided `if` gives the option: whether the program
    /// sees it is not known, so a reader that needs it refuses it with presence.describe().
    UnknownValue presence;

    /** The report's spelling: the name, then the values as written. */
    SettingSource source(const std::string& file) const;
};

/**
 * Groups words into options the way argparse reads a parser without positional arguments
 * (Megatron-LM's, torchrun's): a word starting with "--" (or "-" and a letter) opens an
 * option, "--name=value" carries its value, and every following word that does not open an
 * option is one of its values ("-1" and "-0.5" are values). Words before the first option
 * are returned in `leading`. An option that only one branch of an undecided `if` gives
 * carries that in ParsedOption::presence.
 */
std::vector<ParsedOption> parseOptions(const std::vector<ScriptWord>& words, std::vector<ScriptWord>* leading = nullptr);

/** The single value of an option, refusing a missing one, several, or one only running a command could give. */
const ScriptWord& singleValue(const ParsedOption& option, const std::string& file);
/** A whole number in [min, max] from an option's single value (an InputError naming the option and line otherwise). */
long long integerValue(const ParsedOption& option, const std::string& file, long long min, long long max);
/** A finite number in [min, max]. */
double numberValue(const ParsedOption& option, const std::string& file, double min, double max);
/** A switch must have no value. */
void expectSwitch(const ParsedOption& option, const std::string& file);

} // namespace shardscope
