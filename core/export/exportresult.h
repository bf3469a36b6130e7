#pragma once

#include "core/model/diagnostic.h"
#include "core/text/translatable.h"

#include <string>
#include <utility>
#include <vector>

namespace shardscope {

/** One file an export writes. */
struct ExportFile
{
    std::string name;     ///< e.g. "train_megatron.sh", "ds_config.json"
    std::string language; ///< "bash", "json", "toml", "yaml", "python" (for highlighting)
    std::string content;
};

/**
 * A change the exporter made so that the launcher accepts the configuration, or a note
 * about how it expresses it. Only the first kind changes the plan that was estimated
 * (schedule, interleaving, ZeRO stage, SP, overlap, precision, ...): the search ranks
 * plans a launcher runs as planned (launchersupport.h), i.e. without such changes.
 */
struct ExportAdaptation
{
    std::string rule; ///< the launcher rule behind it, e.g. "MDS-5"
    std::string text; ///< what changed and why, in a sentence (English: the CLI, the generated files)
    bool changesPlan = true; ///< false: the plan runs as estimated (e.g. how a split is written)
    TranslatableText message; ///< the same sentence for the window (translated there)
    /// The plan the launcher runs instead, as scenario fields (applyChanges(), fixes.h), so the
    /// window and the CLI can estimate it; empty for a change the estimate cannot express.
    std::vector<FixChange> changes;
};

/** The translation context of the exporters' refusals, adaptations and notes. */
inline constexpr const char* kExportTextContext = "ExportText";

/** An exporter's sentence: a template marked QT_TRANSLATE_NOOP("ExportText", ...) and its arguments. */
inline TranslatableText exportText(const char* source, std::vector<TextArg> args = {})
{
    return {kExportTextContext, source, std::move(args)};
}

/**
 * What an export produced: the files, or the reason the target cannot express the
 * configuration. Every result names the launcher version whose flags and checks it follows.
 */
struct ExportResult
{
    std::string target;   ///< registry id, e.g. "megatron"
    std::string launcher; ///< "Megatron-LM"
    std::string version;  ///< "megatron-core 0.15.x"
    bool ok = false;
    std::string refusalRule; ///< set when !ok
    std::string refusal;     ///< English (the CLI)
    std::vector<ExportFile> files;
    std::vector<ExportAdaptation> adaptations;
    TranslatableText refusalText; ///< the refusal for the window (translated there)

    /** Refuse with the launcher rule behind it; returns the result to hand back. */
    ExportResult refuse(std::string rule, TranslatableText text)
    {
        ok = false;
        refusalRule = std::move(rule);
        refusal = text.english();
        refusalText = std::move(text);
        return *this;
    }
    /**
     * Record a change the exporter made so that the launcher accepts the configuration, and
     * what it changes in the plan's own fields (`changes`: the plan the launcher runs).
     */
    void adapt(std::string rule, TranslatableText text, std::vector<FixChange> changes = {})
    {
        record(std::move(rule), std::move(text), true);
        adaptations.back().changes = std::move(changes);
    }
    /** Record how the exporter expresses the plan, without changing it. */
    void note(std::string rule, TranslatableText text) { record(std::move(rule), std::move(text), false); }

private:
    void record(std::string rule, TranslatableText text, bool changesPlan)
    {
        std::string english = text.english();
        adaptations.push_back({std::move(rule), std::move(english), changesPlan, std::move(text)});
    }
};

} // namespace shardscope
