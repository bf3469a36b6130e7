// The torchtitan reader's state while it maps one job's settings (torchtitanimport.cpp: model,
// batch, kernels, optimizer; torchtitantraining.cpp: precision and recompute;
// torchtitanparallel.cpp: the degrees and the pipeline).
#pragma once

#include "importbuilder.h"
#include "launchfile.h"
#include "torchtitansettings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/**
 * Maps the settings of one torchtitan job onto the builder: each effective setting is mapped
 * or ignored exactly once (markHandled), a setting an override replaced is listed as
 * overridden, and each field torchtitan decides by default without a setting is defaulted
 * with the source of that default. The parts run in order, each reading what the earlier
 * ones decided (the degrees before the batch, the pipeline before the recompute).
 */
class TitanReader
{
public:
    TitanReader(TitanSettings settings, ImportBuilder& builder, const ImportContext& context);
    void run();

private:
    // torchtitanimport.cpp
    void readModel();
    void readBatch();
    void readKernels();
    void readOptimizer();
    void listTheRest();
    // torchtitantraining.cpp
    void readPrecision();
    /** The recipe [model] converters asks for (model.converters and the converter's table), or none. */
    std::optional<Precision> readConverters();
    /// `<table>.enable_fsdp_float8_all_gather` of the float8 converter's table, if the file sets it.
    void readFloat8AllGather(const std::string& table);
    void readRecompute();
    // torchtitanparallel.cpp
    void readDegrees();
    void readDataParallel();
    void readExperts();
    void readPipeline();
    void readPipelineSplit(const TitanSetting* schedule, bool multiStage, int fixedStages);

    /** The setting that counts for `key`, or nullptr. */
    const TitanSetting* find(std::string_view key) const;
    /** Its value as an integer in [min, max]; refuses another type, a value a command gives, or out of range. */
    int64_t integer(const TitanSetting& s, int64_t min, int64_t max) const;
    /** The same within the range of `field` (core/model/fields.cpp). */
    int64_t integerFor(const TitanSetting& s, FieldId field) const;
    std::string text(const TitanSetting& s) const;
    bool flag(const TitanSetting& s) const;
    std::vector<std::string> list(const TitanSetting& s) const;
    /** Refuses a value that only running a command would give. */
    void requireKnown(const TitanSetting& s) const;

    void set(FieldId field, const FieldValue& value, const TitanSetting& s, const std::string& note = {});
    void ignore(const TitanSetting& s, const std::string& reason);
    /** torchtitan's default for a field no setting gives: `key` is the setting that would, `origin` where it is. */
    void defaultTo(FieldId field, const FieldValue& value, std::string_view key, const std::string& origin);
    /** `field` from `s` when given, else torchtitan's default. */
    void setOrDefault(FieldId field, const FieldValue& value, const TitanSetting* s, std::string_view key,
                      const std::string& origin, const std::string& note = {});
    /** An error at `a` that names `b` (or torchtitan's default of `bKey` when `b` is null). */
    [[noreturn]] void contradiction(const TitanSetting& a, const TitanSetting* b, std::string_view bKey,
                                    const std::string& why) const;
    bool handled(const TitanSetting& s) const;
    void markHandled(const TitanSetting& s);

    TitanSettings m_settings;
    std::vector<bool> m_handled;
    ImportBuilder& m_builder;
    const ImportContext& m_context;

    // What the earlier parts decided, for the later ones.
    int64_t m_tp = 1, m_pp = 1, m_cp = 1;
    int64_t m_replicate = 1;
    int64_t m_shard = -1;        ///< -1: the ranks TP, PP, CP and the replicas leave
    std::optional<int64_t> m_dp; ///< replicate x shard where the files state both
    bool m_fsdp = true;          ///< FSDP applies (shard > 1, -1, or CP > 1)
    int m_chunksPerRank = 1;     ///< pipeline stages each rank holds
    bool m_linearQuantized = false;
};

} // namespace shardscope
