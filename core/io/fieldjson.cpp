#include "fieldjson.h"

#include <stdexcept>

namespace shardscope {

namespace {

/** The path of `f` below `parent` ("overlap.dp" below "parallel"). */
std::string_view below(const FieldInfo& f, std::string_view parent)
{
    if (f.path.size() <= parent.size() + 1 || f.path.compare(0, parent.size(), parent) != 0 ||
        f.path[parent.size()] != '.')
        throw std::logic_error(std::string(f.path) + " is not a field of " + std::string(parent));
    return f.path.substr(parent.size() + 1);
}

/** Reads one field directly inside `in`; a missing optional field keeps the scenario's value. */
void readField(ObjectReader& in, Scenario& s, const FieldInfo& f)
{
    const std::string_view key = f.key();
    std::optional<FieldValue> value;
    switch (f.kind) {
    case FieldKind::Integer:
        if (f.required)
            value = in.integer(key, int64_t(f.min), int64_t(f.max));
        else if (auto v = in.optionalInteger(key, int64_t(f.min), int64_t(f.max)))
            value = *v;
        break;
    case FieldKind::Number:
        if (f.required)
            value = in.number(key, f.min, f.max);
        else if (auto v = in.optionalNumber(key, f.min, f.max))
            value = *v;
        break;
    case FieldKind::Bool:
        if (f.required)
            value = in.boolean(key);
        else if (auto v = in.optionalBoolean(key))
            value = *v;
        break;
    case FieldKind::Enum: {
        std::optional<std::string> text = f.required ? in.string(key, 64) : in.optionalString(key, 64);
        if (text && !holdsKind(f, *text))
            in.fail(key, "must be " + kindExpectation(f) + ", got " + describeJson(*text));
        if (text)
            value = std::move(*text);
        break;
    }
    }
    if (value)
        setField(s, f.id, *value);
}

nlohmann::json toJson(const FieldInfo& f, const Scenario& s)
{
    if (f.unsettable() && !f.isSet(s))
        return nullptr;
    const FieldValue value = f.get(s);
    if (const int64_t* i = std::get_if<int64_t>(&value))
        return *i;
    if (const double* d = std::get_if<double>(&value))
        return *d;
    if (const bool* b = std::get_if<bool>(&value))
        return *b;
    return std::get<std::string>(value);
}

} // namespace

void readFields(ObjectReader& in, std::string_view parent, Scenario& s, FieldId first, FieldId last)
{
    const auto fields = allFields();
    for (size_t i = size_t(first); i <= size_t(last);) {
        const FieldInfo& f = fields[i];
        const std::string_view rest = below(f, parent);
        const size_t dot = rest.find('.');
        if (dot == std::string_view::npos) {
            readField(in, s, f);
            ++i;
            continue;
        }
        // The run of fields inside one inner object, read through its own reader.
        const std::string_view inner = rest.substr(0, dot);
        const std::string innerPath = std::string(parent) + "." + std::string(inner);
        size_t end = i;
        while (end <= size_t(last) && fields[end].parent() == innerPath)
            ++end;
        if (end == i)
            throw std::logic_error(std::string(f.path) + " is nested more than one object deep");
        if (auto object = in.optionalObject(inner)) {
            readFields(*object, innerPath, s, FieldId(i), FieldId(end - 1));
            object->finish();
        }
        i = end;
    }
}

void writeFields(nlohmann::json& object, std::string_view parent, const Scenario& s, FieldId first, FieldId last)
{
    const auto fields = allFields();
    for (size_t i = size_t(first); i <= size_t(last); ++i) {
        const FieldInfo& f = fields[i];
        const std::string_view rest = below(f, parent);
        const size_t dot = rest.find('.');
        if (dot == std::string_view::npos)
            object[std::string(rest)] = toJson(f, s);
        else
            object[std::string(rest.substr(0, dot))][std::string(rest.substr(dot + 1))] = toJson(f, s);
    }
}

} // namespace shardscope
