// Building a scenario setting by setting, remembering which launch setting gave each field.
#pragma once

#include <algorithm>

#include "importreport.h"

#include "core/model/fieldvalue.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace shardscope {

/**
 * The scenario an import builds and its report. Every field is set through set() with the
 * setting it comes from; a second setting that gives the same field another value is an
 * InputError naming both (a world size against the degrees, a DeepSpeed batch against the
 * script's). A field no setting gave can take the launcher's default through defaultTo(),
 * which says so in the report. Nothing is set without a row in the report.
 */
class ImportBuilder
{
public:
    explicit ImportBuilder(Scenario base, std::string launcher);

    /** Sets `field` from `source` (appending the field to the source's row). */
    /// Two files that give a field the same value, or a value and the one its absence means
    /// (a head dimension of hidden / heads), agree; any other second value is a contradiction.
    void set(FieldId field, const FieldValue& value, const SettingSource& source, const std::string& note = {});
    /** The launcher's default for a field no setting gave: `absent` is the setting that would have given it. */
    void defaultTo(FieldId field, const FieldValue& value, SettingSource absent, const std::string& origin);
    /** A setting whose effect other settings carry (a switch that makes them count): listed as mapped to `fields`. */
    void markMapped(const SettingSource& source, const std::vector<FieldId>& fields, const std::string& note);
    /** A setting that gives no field, and why. */
    void ignore(const SettingSource& source, const std::string& reason);
    /** A note on the whole import. */
    void note(const std::string& text);
    /**
     * What runs ZeRO-3 on the launcher path the files chose (DeepSpeed's stage 3, FSDP2,
     * Megatron-FSDP): recorded on the row of the setting that gave stage 3, with `why`;
     * nothing below stage 3, where the engine changes no figure.
     */
    void zero3RunsOn(Zero3Engine engine, const std::string& why);

    bool given(FieldId field) const { return m_sources[size_t(field)].has_value(); }
    /** The setting that gave a field (or defaulted it); nullptr when none has. */
    const SettingSource* sourceOf(FieldId field) const;
    FieldValue value(FieldId field) const;
    const Scenario& scenario() const { return m_scenario; }
    /** The scenario itself, for a block (MoE, MLA) a field needs before it can be set. */
    Scenario& editScenario() { return m_scenario; }

    /** An error at `at` that names `other` too: two settings that cannot both hold. */
    [[noreturn]] static void contradiction(const SettingSource& at, const SettingSource& other, const std::string& why);
    /** An error at one setting. */
    [[noreturn]] static void refuse(const SettingSource& at, const std::string& why);

    /**
     * The launcher's rule for a global batch the files do not give, applied once the data
     * parallel size is known: `perRank` sequences per DP rank (Megatron-LM: the micro-batch,
     * when `perRank` is 0; torchtitan: local_batch_size) x DP. `absent` is the setting that
     * would have given it, `origin` where the rule is written.
     */
    void globalBatchDefaultsToMicroTimesDp(SettingSource absent, std::string origin, int64_t perRank = 0)
    {
        m_globalBatchDefault = GlobalBatchDefault{std::move(absent), std::move(origin), perRank};
    }
    struct GlobalBatchDefault
    {
        SettingSource absent;
        std::string origin;
        int64_t perRank = 0; ///< 0: the micro-batch
    };
    const std::optional<GlobalBatchDefault>& globalBatchDefault() const { return m_globalBatchDefault; }

    /** A file the import read, listed once however many readers it passes through. */
    void addFile(const std::string& file)
    {
        if (std::find(m_report.files.begin(), m_report.files.end(), file) == m_report.files.end())
            m_report.files.push_back(file);
    }
    void keep(FieldId field, const std::string& reason) { m_report.kept.push_back({field, reason}); }
    ImportResult finish() &&;

private:
    ImportedSetting& rowFor(const SettingSource& source, SettingFate fate);

    Scenario m_scenario;
    ImportReport m_report;
    std::array<std::optional<SettingSource>, kFieldCount> m_sources;
    std::array<bool, kFieldCount> m_defaulted{}; ///< the source is a launcher default (defaultTo())
    std::optional<GlobalBatchDefault> m_globalBatchDefault;
    std::map<std::string, size_t> m_rows; ///< a setting (and its fate) -> its row of the report
};

/**
 * A field's value in `s` as the model uses it: an unset head dimension is hidden / heads.
 * Files agree on a field when these are equal.
 */
FieldValue effectiveFieldValue(const Scenario& s, FieldId field);

/// Tokens in GPT-2's byte-level BPE (its vocab.json), which Megatron-LM's and NeMo's
/// GPT2BPETokenizer load: the vocabulary of a run that names that tokenizer.
inline constexpr int64_t kGpt2BpeVocabulary = 50257;

} // namespace shardscope
