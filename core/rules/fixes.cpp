#include "fixes.h"

#include "core/model/fields.h"

#include <cmath>
#include <stdexcept>

namespace shardscope {

namespace {

/**
 * A fix's value as the field's kind: a rule writes every number as a double (DiagnosticValue),
 * an integer field takes it truncated as before. The messages name the path.
 */
FieldValue valueFor(const FieldInfo& field, const FixChange& c)
{
    switch (field.kind) {
    case FieldKind::Integer:
    case FieldKind::Number:
        if (const double* d = std::get_if<double>(&c.value)) {
            if (field.kind == FieldKind::Number)
                return *d;
            if (!std::isfinite(*d))
                break;
            return int64_t(*d);
        }
        throw std::invalid_argument(c.path + ": expected a number");
    case FieldKind::Bool:
        if (const bool* b = std::get_if<bool>(&c.value))
            return *b;
        throw std::invalid_argument(c.path + ": expected true or false");
    case FieldKind::Enum:
        if (const std::string* s = std::get_if<std::string>(&c.value))
            if (holdsKind(field, *s))
                return *s;
        break;
    }
    throw std::invalid_argument(c.path + ": expected " + kindExpectation(field));
}

} // namespace

Scenario applyChanges(const Scenario& scenario, const std::vector<FixChange>& changes)
{
    Scenario s = scenario;
    for (const FixChange& c : changes) {
        const std::optional<FieldId> id = fieldByPath(c.path);
        if (!id)
            throw std::invalid_argument("no such fix path: " + c.path);
        setField(s, *id, valueFor(fieldInfo(*id), c));
    }
    return s;
}

void dropChangesThatChangeNothing(const Scenario& scenario, std::vector<Diagnostic>& diagnostics)
{
    for (Diagnostic& d : diagnostics) {
        if (d.changes.empty())
            continue;
        std::vector<FixChange> kept;
        for (const FixChange& c : d.changes) {
            const std::optional<FieldId> id = fieldByPath(c.path);
            if (!id || getField(applyChanges(scenario, {c}), *id) != getField(scenario, *id))
                kept.push_back(c);
        }
        if (kept.empty())
            d.fix.clear();
        d.changes = std::move(kept);
    }
}

} // namespace shardscope
