#pragma once

#include "jsonfields.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace shardscope {

/**
 * Reads HF fields; unlike scenario files, unknown keys are fine (configs carry many). Each
 * number is checked against the bound of the ShardScope field it becomes, so an error names
 * the Hugging Face field the user has, never the converted one.
 */
class HfFields
{
public:
    HfFields(const nlohmann::json& config, std::string modelType)
        : m_reader(config, ""), m_config(config), m_type(std::move(modelType))
    {}

    /** The integer at `key`; an error naming it when it is absent (hffields.cpp). */
    int64_t required(const char* key, int64_t max, int64_t min = 1);
    std::optional<int64_t> optional(const char* key, int64_t max, int64_t min = 1)
    {
        return m_reader.optionalInteger(key, min, max);
    }
    bool has(const char* key) const { return raw(key) != nullptr; }
    bool flag(const char* key, bool fallback)
    {
        return m_reader.optionalBoolean(key).value_or(fallback);
    }
    /** A dropout probability at `key` (0 to kMaxDropout), `fallback` when absent. */
    double probability(const char* key, double fallback)
    {
        return m_reader.optionalNumber(key, 0.0, kMaxDropout).value_or(fallback);
    }
    std::optional<std::string> text(const char* key)
    {
        return m_reader.optionalString(key, kMaxNameLength);
    }
    const nlohmann::json* raw(const char* key) const
    {
        auto it = m_config.find(key);
        return it == m_config.end() || it->is_null() ? nullptr : &*it;
    }
    [[noreturn]] void fail(const char* key, TranslatableText message)
    {
        m_reader.fail(key, std::move(message));
    }

private:
    ObjectReader m_reader;
    const nlohmann::json& m_config;
    std::string m_type;
};

} // namespace shardscope
