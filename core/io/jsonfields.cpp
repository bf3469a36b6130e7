#include "jsonfields.h"

#include "printabletext.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

namespace shardscope {

namespace {

/** `"text"` for a message: at most `limit` characters, quotes escaped, controls escaped. */
std::string quoteForMessage(std::string_view text, size_t limit)
{
    std::string out;
    size_t shown = 0, i = 0;
    for (; i < text.size() && shown < limit; ++i) {
        const unsigned char c = text[i];
        if (c == '"' || c == '\\')
            out += '\\';
        out += char(c);
        // Count characters, not bytes, and never cut a UTF-8 sequence in two.
        if (i + 1 == text.size() || (uint8_t(text[i + 1]) & 0xc0) != 0x80)
            ++shown;
    }
    return "\"" + printableText(out) + (i < text.size() ? "...\"" : "\"");
}

bool isIdentifier(std::string_view key)
{
    if (key.empty() || key.size() > 64)
        return false;
    for (unsigned char c : key)
        if (!(std::isalnum(c) || c == '_'))
            return false;
    return true;
}

} // namespace

std::string describeJson(const nlohmann::json& value)
{
    return describedJson(value).text;
}

TextArg describedJson(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::string:
        return quoteForMessage(value.get_ref<const std::string&>(), 40);
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return value.dump();
    case nlohmann::json::value_t::array:
        return inputWord(QT_TRANSLATE_NOOP("InputText", "an array"));
    case nlohmann::json::value_t::object:
        return inputWord(QT_TRANSLATE_NOOP("InputText", "an object"));
    default:
        return inputWord(QT_TRANSLATE_NOOP("InputText", "an unsupported value"));
    }
}

std::string joinPath(std::string_view parent, std::string_view key)
{
    if (isIdentifier(key))
        return parent.empty() ? std::string(key) : std::string(parent) + "." + std::string(key);
    return std::string(parent) + "[" + quoteForMessage(key, 40) + "]";
}

std::optional<TranslatableText> integerProblem(int64_t value, int64_t min, int64_t max)
{
    if (value < min)
        return integerExpectation(min, std::nullopt, std::to_string(value));
    if (value > max)
        return integerExpectation(min, max, std::to_string(value));
    return std::nullopt;
}

std::optional<TranslatableText> numberProblem(double value, double min, double max)
{
    // A double as the writer puts it in a file: "0.5", "1e+17", NaN as "null".
    if (!std::isfinite(value) || value < min || value > max)
        return numberExpectation(min, max, describedJson(nlohmann::json(value)));
    return std::nullopt;
}

std::optional<TranslatableText> textProblem(std::string_view text, size_t maxLength)
{
    if (const size_t length = characterCount(text); length > maxLength)
        return textTooLong(maxLength, length);
    return std::nullopt;
}

ObjectReader::ObjectReader(const nlohmann::json& value, std::string path)
    : m_value(value), m_path(std::move(path))
{
    if (!m_value.is_object())
        throw InputError(m_path.empty() ? "(top level)" : m_path, mustBeAnObject(describedJson(m_value)));
}

bool ObjectReader::has(std::string_view key) const
{
    return m_value.find(key) != m_value.end();
}

bool ObjectReader::hasValue(std::string_view key) const
{
    auto it = m_value.find(key);
    return it != m_value.end() && !it->is_null();
}

const nlohmann::json* ObjectReader::find(std::string_view key)
{
    m_seen.insert(std::string(key));
    auto it = m_value.find(key);
    if (it == m_value.end() || it->is_null())
        return nullptr;
    return &*it;
}

const nlohmann::json& ObjectReader::require(std::string_view key)
{
    m_seen.insert(std::string(key));
    auto it = m_value.find(key);
    if (it == m_value.end())
        fail(key, missingRequiredField());
    return *it;
}

void ObjectReader::fail(std::string_view key, TranslatableText message) const
{
    throw InputError(childPath(key), std::move(message));
}

void ObjectReader::fail(std::string_view key, const std::string& message) const
{
    throw InputError(childPath(key), message);
}

static int64_t readInteger(const ObjectReader& reader, std::string_view key,
                           const nlohmann::json& value, int64_t min, int64_t max)
{
    const auto kind = [&] { return integerExpectation(min, std::nullopt, describedJson(value)); };
    const auto tooLarge = [&] { return integerExpectation(min, max, describedJson(value)); };
    if (value.is_number_integer()) {
        if (value.is_number_unsigned() &&
            value.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
            reader.fail(key, tooLarge());
        const int64_t n = value.get<int64_t>();
        if (auto problem = integerProblem(n, min, max))
            reader.fail(key, *problem);
        return n;
    }
    if (value.is_number_float()) {
        const double d = value.get<double>();
        // 8.0 is accepted as 8; 8.5, NaN and infinities are not integers.
        if (!std::isfinite(d) || d != std::floor(d))
            reader.fail(key, kind());
        if (d < double(min))
            reader.fail(key, kind());
        if (d > double(max))
            reader.fail(key, tooLarge());
        return int64_t(d);
    }
    reader.fail(key, kind());
}

int64_t ObjectReader::integer(std::string_view key, int64_t min, int64_t max)
{
    const auto& value = require(key);
    return readInteger(*this, key, value, min, max);
}

std::optional<int64_t> ObjectReader::optionalInteger(std::string_view key, int64_t min, int64_t max)
{
    const auto* value = find(key);
    if (!value)
        return std::nullopt;
    return readInteger(*this, key, *value, min, max);
}

static double readNumber(const ObjectReader& reader, std::string_view key,
                         const nlohmann::json& value, double min, double max)
{
    // A file's value as the file writes it ("0", not the double's "0.0").
    if (!value.is_number() || numberProblem(value.get<double>(), min, max))
        reader.fail(key, numberExpectation(min, max, describedJson(value)));
    return value.get<double>();
}

double ObjectReader::number(std::string_view key, double min, double max)
{
    const auto& value = require(key);
    return readNumber(*this, key, value, min, max);
}

std::optional<double> ObjectReader::optionalNumber(std::string_view key, double min, double max)
{
    const auto* value = find(key);
    if (!value)
        return std::nullopt;
    return readNumber(*this, key, *value, min, max);
}

bool ObjectReader::boolean(std::string_view key)
{
    const auto& value = require(key);
    if (!value.is_boolean())
        fail(key, mustBeTrueOrFalse(describedJson(value)));
    return value.get<bool>();
}

std::optional<bool> ObjectReader::optionalBoolean(std::string_view key)
{
    const auto* value = find(key);
    if (!value)
        return std::nullopt;
    if (!value->is_boolean())
        fail(key, mustBeTrueOrFalse(describedJson(*value)));
    return value->get<bool>();
}

static std::string readString(const ObjectReader& reader, std::string_view key,
                              const nlohmann::json& value, size_t maxLength)
{
    if (!value.is_string())
        reader.fail(key, mustBeAString(describedJson(value)));
    const auto& text = value.get_ref<const std::string&>();
    if (auto problem = textProblem(text, maxLength))
        reader.fail(key, *problem);
    return text;
}

std::string ObjectReader::string(std::string_view key, size_t maxLength)
{
    const auto& value = require(key);
    return readString(*this, key, value, maxLength);
}

std::optional<std::string> ObjectReader::optionalString(std::string_view key, size_t maxLength)
{
    const auto* value = find(key);
    if (!value)
        return std::nullopt;
    return readString(*this, key, *value, maxLength);
}

ObjectReader ObjectReader::object(std::string_view key)
{
    const auto& value = require(key);
    return ObjectReader(value, childPath(key));
}

std::optional<ObjectReader> ObjectReader::optionalObject(std::string_view key)
{
    const auto* value = find(key);
    if (!value)
        return std::nullopt;
    return ObjectReader(*value, childPath(key));
}

void ObjectReader::finish() const
{
    for (auto it = m_value.begin(); it != m_value.end(); ++it) {
        if (m_seen.find(it.key()) == m_seen.end())
            fail(it.key(), unknownField());
    }
}

} // namespace shardscope
