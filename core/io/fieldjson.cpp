#include "fieldjson.h"

#include "inputtext.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace shardscope {

namespace {

/** An Enum field's choices as its messages list them: "a | b | c". */
std::string choiceList(const FieldInfo& f)
{
    std::string out;
    for (std::string_view name : f.choices())
        out += (out.empty() ? "" : " | ") + std::string(name);
    return out;
}

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
            in.fail(key, mustBeOneOf(choiceList(f), describedJson(*text)));
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

/** Whether `path` lies inside the object at `object` ("a.b.c" inside "a.b"). */
bool inside(std::string_view path, std::string_view object)
{
    return path.size() > object.size() && path.compare(0, object.size(), object) == 0 && path[object.size()] == '.';
}

/**
 * Whether the object at `path`, holding the fields `first` to `last`, must be in a file: it
 * holds a required field that no optional object inside it holds (a collective's own fit may
 * be left out, so "collectives" may be too).
 */
bool objectRequired(std::string_view path, std::span<const FieldInfo> fields, size_t first, size_t last)
{
    if (findOptionalObject(path))
        return false;
    for (size_t i = first; i <= last; ++i) {
        const FieldInfo& f = fields[i];
        if (f.required && std::none_of(optionalObjects().begin(), optionalObjects().end(), [&](const OptionalObject& o) {
                return inside(o.path, path) && inside(f.path, o.path);
            }))
            return true;
    }
    return false;
}

} // namespace

void readFields(ObjectReader& in, std::string_view parent, Scenario& s, FieldId first, FieldId last,
                const ObjectHook& hook)
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
        // The run of fields inside one inner object (registry order is file order, so they
        // are neighbours), read through its own reader.
        const std::string innerPath = std::string(parent) + "." + std::string(rest.substr(0, dot));
        size_t end = i;
        while (end <= size_t(last) && inside(fields[end].path, innerPath))
            ++end;
        const std::string_view key = rest.substr(0, dot);
        const bool required = objectRequired(innerPath, fields, i, end - 1);
        std::optional<ObjectReader> object = required ? std::optional<ObjectReader>(in.object(key)) : in.optionalObject(key);
        if (object) {
            readFields(*object, innerPath, s, FieldId(i), FieldId(end - 1), hook);
            if (hook)
                hook(*object, innerPath, s);
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
        if (!fieldStored(s, f.id))
            continue; // inside an optional object the scenario does not hold
        std::string_view rest = below(f, parent);
        nlohmann::json* at = &object;
        for (size_t dot = rest.find('.'); dot != std::string_view::npos; dot = rest.find('.')) {
            at = &(*at)[std::string(rest.substr(0, dot))];
            rest.remove_prefix(dot + 1);
        }
        (*at)[std::string(rest)] = toJson(f, s);
    }
}

} // namespace shardscope
