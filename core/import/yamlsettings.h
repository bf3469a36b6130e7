// A YAML configuration (NeMo 1.x, Megatron-Bridge) and Hydra-style overrides read as one flat
// list of settings, each with the file and line it is written on.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One setting: a dotted path to a value that is not a section (a scalar, a list, null, `{}`). */
struct YamlLeaf
{
    std::string path;      ///< "model.tensor_model_parallel_size"
    YAML::Node value;      ///< the value as the parser gave it
    SettingSource source;  ///< file, line, the key as written and the value as written
    bool quoted = false;   ///< a scalar written in quotes: a string, never a number or a switch
    bool reported = false; ///< has its row in the report
    UnknownValue unknown;  ///< an override whose value only running the script gives (ScriptWord::unknown)
    size_t order = 0;      ///< the order it was met in (the report lists the leftovers in it)
};

/**
 * The settings of one configuration, read from a YAML file and then from Hydra overrides
 * (`key=value`, `+key=value`, `++key=value`, `~key`): a later setting of a path replaces the
 * earlier one, which is reported as overridden. Hostile input ends in an InputError naming the
 * file and line: bytes that are not UTF-8, a parse error, a duplicate key (OmegaConf refuses
 * them), a YAML merge key, nesting deeper than kMaxDepth, more than kMaxNodes nodes (aliases
 * included). The typed readers refuse a value of the wrong type or out of range naming the
 * key and its line, and resolve OmegaConf's `${path}` / `${.key}` interpolations.
 */
class YamlSettings
{
public:
    static constexpr int kMaxDepth = 64;
    static constexpr size_t kMaxNodes = 200'000;
    /// Parser events (scalars, aliases, collections) a file may hold before it is built into
    /// nodes: the bound on what a hostile file costs (yaml-cpp's nodes take hundreds of bytes each).
    static constexpr size_t kMaxEvents = 2 * kMaxNodes;

    explicit YamlSettings(ImportBuilder& builder) : m_builder(builder) {}

    /** Reads a YAML file whose root is a mapping. */
    void readYaml(const LaunchFile& file);
    /**
     * Reads one Hydra override word (without a leading `-`): `[+|++]path=value` or `~path`.
     * Returns false when the word is not an override (no `=` and no `~`).
     */
    bool readOverride(const std::string& file, const ScriptWord& word);

    /** The setting at `path`, or nullptr. */
    YamlLeaf* find(std::string_view path);
    /** Every setting in the order met. */
    std::vector<YamlLeaf*> leaves();

    /** Whether the leaf holds null (YAML null, `~`, nothing) after interpolation. */
    bool isNull(YamlLeaf& leaf);
    /** A whole number in [min, max]; refuses other values naming the key and line. */
    int64_t integer(YamlLeaf& leaf, int64_t min, int64_t max);
    /** A finite number in [min, max]. */
    double number(YamlLeaf& leaf, double min, double max);
    /** true or false (any case, as OmegaConf reads them). */
    bool boolean(YamlLeaf& leaf);
    /** A scalar's text (a number or a switch is read as its text too). */
    std::string text(YamlLeaf& leaf);
    /** A list of scalars (at most `maxItems`), each as its text. */
    std::vector<std::string> textList(YamlLeaf& leaf, size_t maxItems);

    /** The value `leaf` stands for: itself, or what its `${...}` interpolation refers to. */
    YAML::Node resolved(YamlLeaf& leaf);
    /** Refuses `leaf` with `why` (an InputError at its file and line). */
    [[noreturn]] void refuse(const YamlLeaf& leaf, const std::string& why) const;

    /** Marks a leaf reported and sets a field from it. */
    void set(YamlLeaf& leaf, FieldId field, const FieldValue& value, const std::string& note = {});
    /** Marks a leaf reported and lists it as ignored. */
    void ignore(YamlLeaf& leaf, const std::string& reason);

    ImportBuilder& builder() { return m_builder; }
    /** The line a section's key is written on in `file`, or 0 (not a section of that file). */
    int sectionLine(const std::string& path, const std::string& file) const;

private:
    void flatten(const YAML::Node& map, const std::string& prefix, const std::string& file, int depth);
    void add(YamlLeaf leaf, const std::string& overriddenBy);
    const YAML::Node& target(YamlLeaf& leaf, int hops);

    ImportBuilder& m_builder;
    std::map<std::string, YamlLeaf, std::less<>> m_leaves;
    std::vector<YAML::Node> m_documents;                                        ///< keeps every parsed document alive
    std::map<std::string, std::pair<std::string, int>, std::less<>> m_sections; ///< section -> file, line
    YamlLeaf* m_lastTarget = nullptr; ///< the leaf the last resolved() ended at
    size_t m_nodes = 0;
    size_t m_order = 0;
};

/** A setting a reader knows and does not map, and why: `path` is a key, or a section ending in ".*". */
struct KnownSetting
{
    const char* path;
    const char* reason;
};

/**
 * Lists every setting no reader has reported: a known key with its reason; the settings left
 * in a known section as one row for the section ("exp_manager", "(14 settings)"); any other
 * key with `unknownReason`. More than `maxUnknown` unknown keys is an InputError (a file of
 * that many keys ShardScope does not know is not this launcher's configuration, and listing
 * them all would only bury the rows that matter).
 */
void reportLeftovers(YamlSettings& settings, std::span<const KnownSetting> known, const std::string& unknownReason,
                     size_t maxUnknown);

/**
 * Reads the words after an entry script: each `key=value`, `+key=value`, `++key=value` and
 * `~key` is an override; an option (`--name value`, `--name=value`, `-x value`) is listed as
 * ignored with `optionReason(name)`; any other word as not an override.
 */
void readOverrideWords(YamlSettings& settings, const std::string& file, const std::vector<ScriptWord>& words,
                       const std::function<std::string(const std::string& name)>& optionReason);

/** "[4096, 0]", "{a: 1}", "8": a value as a report shows it, at most about 200 characters. */
std::string yamlValueText(const YAML::Node& node);

/** The first line (1-based) of `text` that is not UTF-8 or holds a NUL byte, or 0. */
int firstInvalidUtf8Line(std::string_view text);

/** The value of `key` in `map`, or an undefined node (found by walking the map: never throws). */
YAML::Node yamlChild(const YAML::Node& map, std::string_view key);

/** Whether `text` parses as a YAML mapping; the mapping when it does (never throws). */
std::optional<YAML::Node> yamlRootMap(const std::string& text);

} // namespace shardscope
