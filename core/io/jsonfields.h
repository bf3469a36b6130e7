#pragma once

#include "inputerror.h"
#include "inputtext.h"
#include "jsonparse.h"
#include "speclimits.h"
#include "core/model/enumnames.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace shardscope {

/** Short description of a JSON value for error messages ("0", "\"8\"", "an array"). */
std::string describeJson(const nlohmann::json& value);
/** The same as a message's argument: the value as it is, or a translatable word ("an array"). */
TextArg describedJson(const nlohmann::json& value);

/** `parent.key`, or `parent["odd key"]` when the key is not a plain identifier. */
std::string joinPath(std::string_view parent, std::string_view key);

/**
 * What the reader says about an integer or a number outside [min, max] (nullopt: inside),
 * so a check of values that never were JSON (scenariocheck.h) words it the same way.
 */
std::optional<TranslatableText> integerProblem(int64_t value, int64_t min, int64_t max);
std::optional<TranslatableText> numberProblem(double value, double min, double max);
/** What the reader says about a name longer than `maxLength` characters (nullopt: fine). */
std::optional<TranslatableText> textProblem(std::string_view text, size_t maxLength);

/**
 * Strict reader for one JSON object. Every accessor checks presence, type and range and
 * throws an InputError naming the full path; finish() rejects keys nobody asked for. This
 * is the only place where scenario, preset and model files are checked field by field.
 */
class ObjectReader
{
public:
    ObjectReader(const nlohmann::json& value, std::string path);

    const std::string& path() const { return m_path; }
    std::string childPath(std::string_view key) const { return joinPath(m_path, key); }
    bool has(std::string_view key) const;
    /** Present and not null. */
    bool hasValue(std::string_view key) const;
    /** Mark a key as handled without reading it through an accessor. */
    void accept(std::string_view key) { m_seen.insert(std::string(key)); }

    int64_t integer(std::string_view key, int64_t min, int64_t max);
    std::optional<int64_t> optionalInteger(std::string_view key, int64_t min, int64_t max);
    double number(std::string_view key, double min, double max);
    std::optional<double> optionalNumber(std::string_view key, double min, double max);
    bool boolean(std::string_view key);
    std::optional<bool> optionalBoolean(std::string_view key);
    std::string string(std::string_view key, size_t maxLength = kMaxNameLength);
    std::optional<std::string> optionalString(std::string_view key,
                                              size_t maxLength = kMaxNameLength);
    ObjectReader object(std::string_view key);
    std::optional<ObjectReader> optionalObject(std::string_view key);

    template <typename E> E enumeration(std::string_view key)
    {
        return parseEnum<E>(key, string(key, 64));
    }

    template <typename E> std::optional<E> optionalEnumeration(std::string_view key)
    {
        auto text = optionalString(key, 64);
        if (!text)
            return std::nullopt;
        return parseEnum<E>(key, *text);
    }

    /** Throws for the first key that no accessor (or accept()) touched. */
    void finish() const;

    /** Throws the InputError at this object's `key`; a plain string is shown as it is in every language. */
    [[noreturn]] void fail(std::string_view key, TranslatableText message) const;
    [[noreturn]] void fail(std::string_view key, const std::string& message) const;

private:
    const nlohmann::json& require(std::string_view key);
    const nlohmann::json* find(std::string_view key);

    template <typename E> E parseEnum(std::string_view key, const std::string& text) const
    {
        if (auto value = enumFromString<E>(text))
            return *value;
        fail(key, mustBeOneOf(enumChoices<E>(), describedJson(text)));
    }

    const nlohmann::json& m_value;
    std::string m_path;
    std::set<std::string, std::less<>> m_seen;
};

} // namespace shardscope
