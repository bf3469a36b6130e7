// The launch files of one import: what kind each is, and which a script has already read.
#pragma once

#include "launchfile.h"

#include <string>
#include <vector>

namespace shardscope {

/** What a launch file holds, told from its text (and, for scripts, its name). */
enum class LaunchFileKind
{
    Script,          ///< a shell or sbatch script
    MegatronYaml,    ///< Megatron-LM's --yaml-cfg
    DeepSpeedJson,   ///< ds_config.json
    TorchtitanToml,  ///< a torchtitan job file
    AccelerateYaml,  ///< an accelerate config
    NemoYaml,        ///< NeMo 1.x megatron_gpt_config-style YAML
    BridgeYaml,      ///< a Megatron-Bridge ConfigContainer YAML
    HuggingFaceJson, ///< a model's config.json (belongs to --model)
    Python,          ///< a Python file (a NeMo 2 recipe, a training script): never read or run
    Unknown
};

/** "a DeepSpeed config", ...: for messages. */
const char* launchFileKindName(LaunchFileKind kind);

/** Refuses text that is not UTF-8 or holds a NUL byte, naming the file and line. */
void checkLaunchText(const LaunchFile& file);

LaunchFileKind classifyLaunchFile(const LaunchFile& file);

/**
 * The files of an import with their kinds; a script that names one of them (--yaml-cfg,
 * --deepspeed_config, --config_file, --job.config_file) takes it, and the import reads the
 * rest on their own afterwards.
 */
class LaunchFileSet
{
public:
    explicit LaunchFileSet(const std::vector<LaunchFile>& files);

    size_t size() const { return m_files.size(); }
    const LaunchFile& file(size_t i) const { return m_files[i]; }
    LaunchFileKind kind(size_t i) const { return m_kinds[i]; }
    bool taken(size_t i) const { return m_taken[i]; }
    const std::vector<LaunchFile>& files() const { return m_files; }

    /**
     * The file a script names by `written` (its path as written, or its file name) or, when
     * it names none, the one not yet taken of `kind` (nullptr: none). Marks it taken.
     */
    const LaunchFile* take(const std::string& written, LaunchFileKind kind);
    void markTaken(size_t i) { m_taken[i] = true; }
    /**
     * A file a script writes itself (`cat <<EOT > $config_json`): found only by the name the
     * script writes it to (`writtenAs`), never read on its own.
     */
    void addWritten(const LaunchFile& file, const std::string& writtenAs);

private:
    std::vector<LaunchFile> m_files;
    std::vector<std::string> m_matchNames; ///< what a script's option must say to name each file
    std::vector<LaunchFileKind> m_kinds;
    std::vector<bool> m_taken;
};

} // namespace shardscope
