// How a row of the field table (fields.cpp) is built: a member's value to and from a
// FieldValue, its kind, its enum choices, and the row builders the table is written with.
// Private to core/model: fields.cpp includes it inside its anonymous namespace's place.
#pragma once

#include "enumnames.h"
#include "fieldlimits.h"
#include "fields.h"

#include <limits>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace shardscope::fieldrows {

using namespace limits;
using G = FieldGroup;
using F = FieldId;

// ---- Converting between a member and a FieldValue ---------------------------------------

template <typename T> FieldValue toValue(const T& v)
{
    if constexpr (std::is_same_v<T, bool>)
        return v;
    else if constexpr (std::is_enum_v<T>)
        return std::string(toString(v));
    else if constexpr (std::is_floating_point_v<T>)
        return double(v);
    else
        return int64_t(v);
}

/** Writes `value` (already of the member's kind) into `member`; false if it cannot hold it. */
template <typename T> bool fromValue(T& member, const FieldValue& value)
{
    if constexpr (std::is_same_v<T, bool>) {
        member = std::get<bool>(value);
    } else if constexpr (std::is_enum_v<T>) {
        const auto e = enumFromString<T>(std::get<std::string>(value));
        if (!e)
            return false;
        member = *e;
    } else if constexpr (std::is_floating_point_v<T>) {
        member = std::get<double>(value);
    } else {
        const int64_t v = std::get<int64_t>(value);
        if (v < int64_t(std::numeric_limits<T>::min()) || v > int64_t(std::numeric_limits<T>::max()))
            return false;
        member = T(v);
    }
    return true;
}

/** The names of a list of spellings (enumNames() or enumAliases()), kept for the program's life. */
template <typename E, std::span<const EnumName<E>> (*List)()> std::span<const std::string_view> namesOf()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const auto& entry : List())
            out.push_back(entry.name);
        return out;
    }();
    return names;
}

template <typename E> std::span<const std::string_view> choiceNames()
{
    return namesOf<E, &enumNames<E>>();
}

template <typename E> std::span<const std::string_view> aliasNames()
{
    return namesOf<E, &enumAliases<E>>();
}

template <typename T> constexpr FieldKind kindOf()
{
    if constexpr (std::is_same_v<T, bool>)
        return FieldKind::Bool;
    else if constexpr (std::is_enum_v<T>)
        return FieldKind::Enum;
    else if constexpr (std::is_floating_point_v<T>)
        return FieldKind::Number;
    else
        return FieldKind::Integer;
}

// ---- Rows -----------------------------------------------------------------------------------

constexpr FieldInfo row(FieldId id, std::string_view path, FieldKind kind, FieldGroup group, double min, double max,
                        std::string_view unit)
{
    FieldInfo f{};
    f.id = id;
    f.path = path;
    f.kind = kind;
    f.group = group;
    f.min = min;
    f.max = max;
    f.unit = unit;
    return f;
}

/**
 * A row for a plain member. `Ref` is a captureless generic lambda returning the member of a
 * (const or not) Scenario; the kind follows from the member's type.
 */
template <typename Ref>
constexpr FieldInfo field(FieldId id, std::string_view path, FieldGroup group, double min, double max,
                          std::string_view unit, Ref, FieldBlock block = FieldBlock::Always)
{
    using T = std::remove_cvref_t<decltype(Ref{}(std::declval<Scenario&>()))>;
    FieldInfo f = row(id, path, kindOf<T>(), group, min, max, unit);
    f.block = block;
    if constexpr (std::is_enum_v<T>) {
        f.choices = &choiceNames<T>;
        f.aliases = &aliasNames<T>;
    }
    f.get = [](const Scenario& s) { return toValue(Ref{}(s)); };
    f.set = [](Scenario& s, const FieldValue& v) { return fromValue(Ref{}(s), v); };
    return f;
}

/** A member without a range (a switch or an enumeration). */
template <typename Ref>
constexpr FieldInfo choice(FieldId id, std::string_view path, FieldGroup group, Ref ref,
                           FieldBlock block = FieldBlock::Always)
{
    return field(id, path, group, 0, 0, {}, ref, block);
}

/** A member of the MoE / MLA block (present only with the block). */
template <typename Ref>
constexpr FieldInfo moe(FieldId id, std::string_view path, double min, double max, Ref ref)
{
    return field(id, path, G::Model, min, max, {}, ref, FieldBlock::Moe);
}
template <typename Ref>
constexpr FieldInfo mla(FieldId id, std::string_view path, double min, double max, Ref ref)
{
    return field(id, path, G::Model, min, max, {}, ref, FieldBlock::Mla);
}

/**
 * An integer of which 0 and below mean "not set" (shared_expert_ffn_hidden: the file holds
 * null, the estimate uses the expert's width).
 */
template <typename Ref>
constexpr FieldInfo zeroUnset(FieldId id, std::string_view path, double min, double max, Ref ref,
                              FieldBlock block = FieldBlock::Always)
{
    FieldInfo f = field(id, path, G::Model, min, max, {}, ref, block);
    f.isSet = [](const Scenario& s) { return Ref{}(s) > 0; };
    return f;
}

/**
 * A std::optional<int> member of which the file's null means "not set" (the first pipeline
 * stage's layer count: the even split): get() gives 0 when unset, set() of 0 unsets it; other
 * values are held as they are, for the range check to judge.
 */
template <typename Ref>
constexpr FieldInfo unsetAtZero(FieldId id, std::string_view path, FieldGroup group, double min, double max, Ref)
{
    FieldInfo f = row(id, path, FieldKind::Integer, group, min, max, {});
    f.isSet = [](const Scenario& s) { return Ref{}(s).has_value(); };
    f.get = [](const Scenario& s) -> FieldValue { return int64_t(Ref{}(s).value_or(0)); };
    f.set = [](Scenario& s, const FieldValue& v) {
        const int64_t n = std::get<int64_t>(v);
        if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
            return false;
        if (n == 0)
            Ref{}(s).reset();
        else
            Ref{}(s) = int(n);
        return true;
    };
    return f;
}

/** A parallel degree, through degreeOf() / setDegreeOf(); ETP gives 0 when unset and 0 unsets it. */
template <Dim D> FieldInfo degree(FieldId id)
{
    FieldInfo f = row(id, dimInfo(D).jsonPath, FieldKind::Integer, G::Parallel, 1, double(kMaxDegree), {});
    f.dim = D;
    if (D == Dim::Etp)
        f.isSet = [](const Scenario& s) { return s.parallel.etp.has_value(); };
    f.get = [](const Scenario& s) -> FieldValue {
        return int64_t(D == Dim::Etp ? s.parallel.etp.value_or(0) : degreeOf(s.parallel, D));
    };
    f.set = [](Scenario& s, const FieldValue& v) {
        const int64_t n = std::get<int64_t>(v);
        if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
            return false;
        if (D == Dim::Etp && n == 0)
            s.parallel.etp.reset();
        else
            setDegreeOf(s.parallel, D, int(n));
        return true;
    };
    return f;
}

constexpr FieldInfo required(FieldInfo f)
{
    f.required = true;
    return f;
}

constexpr FieldInfo coupled(FieldInfo f, Setting setting)
{
    f.setting = setting;
    return f;
}

/** model.head_dim: std::optional, 0 when unset; setting 0 unsets it. */
constexpr FieldInfo headDim()
{
    FieldInfo f = row(F::HeadDim, "model.head_dim", FieldKind::Integer, G::Model, 1, double(kMaxHidden), {});
    f.isSet = [](const Scenario& s) { return s.model.headDim.has_value(); };
    f.get = [](const Scenario& s) -> FieldValue { return int64_t(s.model.headDim.value_or(0)); };
    f.set = [](Scenario& s, const FieldValue& v) {
        const int64_t n = std::get<int64_t>(v);
        if (n == 0)
            s.model.headDim.reset();
        else
            s.model.headDim = n;
        return true;
    };
    return f;
}

constexpr double d(int64_t v) { return double(v); }

} // namespace shardscope::fieldrows
