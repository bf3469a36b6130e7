#include "importbuilder.h"

#include "core/io/inputerror.h"
#include "core/model/enumnames.h"
#include "core/model/fields.h"

#include <stdexcept>

namespace shardscope {

namespace {

std::string lineText(const SettingSource& s)
{
    return s.line > 0 ? "line " + std::to_string(s.line) : std::string();
}

/** Adds `note` to a row's note once, after what it already says. */
void appendNote(ImportedSetting& row, const std::string& note)
{
    if (!note.empty() && row.note.find(note) == std::string::npos)
        row.note = row.note.empty() ? note : row.note + "; " + note;
}

} // namespace

ImportBuilder::ImportBuilder(Scenario base, std::string launcher) : m_scenario(std::move(base))
{
    m_report.launcher = std::move(launcher);
}

ImportedSetting& ImportBuilder::rowFor(const SettingSource& source, SettingFate fate)
{
    const std::string key = source.file + '\x1f' + std::to_string(source.line) + '\x1f' + source.name + '\x1f' +
                            source.value + '\x1f' + char('0' + int(fate));
    const auto [it, added] = m_rows.try_emplace(key, m_report.settings.size());
    if (added)
        m_report.settings.push_back({source, fate, {}, {}});
    return m_report.settings[it->second];
}

FieldValue effectiveFieldValue(const Scenario& s, FieldId field)
{
    if (field == FieldId::HeadDim && s.model.heads > 0)
        return FieldValue(s.model.effectiveHeadDim());
    return getField(s, field);
}

void ImportBuilder::set(FieldId field, const FieldValue& value, const SettingSource& source, const std::string& note)
{
    const FieldInfo& info = fieldInfo(field);
    std::optional<SettingSource>& given = m_sources[size_t(field)];
    if (given && !(*given == source)) {
        const FieldValue before = getField(m_scenario, field);
        Scenario after = m_scenario;
        try {
            setField(after, field, value);
        } catch (const std::invalid_argument& e) {
            refuse(source, e.what());
        }
        if (effectiveFieldValue(m_scenario, field) != effectiveFieldValue(after, field))
            contradiction(source, *given,
                          std::string(info.path) + " would be " + formatFieldValue(value) + ", but " + given->spelled() +
                              (given->where().empty() ? "" : " (" + given->where() + ")") + " makes it " +
                              formatFieldValue(before));
    }
    try {
        setField(m_scenario, field, value);
    } catch (const std::invalid_argument& e) {
        refuse(source, e.what());
    }
    given = source;
    m_defaulted[size_t(field)] = false;
    ImportedSetting& row = rowFor(source, SettingFate::Mapped);
    bool listed = false;
    for (FieldId f : row.fields)
        listed = listed || f == field;
    if (!listed)
        row.fields.push_back(field);
    appendNote(row, note);
}

void ImportBuilder::defaultTo(FieldId field, const FieldValue& value, SettingSource absent, const std::string& origin)
{
    if (given(field))
        return;
    const FieldInfo& info = fieldInfo(field);
    const bool unset = info.unsettable() && value == FieldValue(int64_t(info.min) - 1);
    absent.value = unset ? std::string("not set") : formatFieldValue(value);
    try {
        setField(m_scenario, field, value);
    } catch (const std::invalid_argument& e) {
        throw std::logic_error(e.what()); // a launcher default that does not fit its field is ours to fix
    }
    m_sources[size_t(field)] = absent;
    m_defaulted[size_t(field)] = true;
    ImportedSetting& row = rowFor(absent, SettingFate::Defaulted);
    row.fields.push_back(field);
    row.note = origin;
}

void ImportBuilder::markMapped(const SettingSource& source, const std::vector<FieldId>& fields, const std::string& note)
{
    ImportedSetting& row = rowFor(source, SettingFate::Mapped);
    for (FieldId f : fields)
        row.fields.push_back(f);
    row.note = note;
}

void ImportBuilder::ignore(const SettingSource& source, const std::string& reason)
{
    ImportedSetting& row = rowFor(source, SettingFate::Ignored);
    row.note = reason;
}

void ImportBuilder::zero3RunsOn(Zero3Engine engine, const std::string& why)
{
    const SettingSource* stage = sourceOf(FieldId::ZeroStage);
    if (!stage || given(FieldId::Zero3Engine) || value(FieldId::ZeroStage) != FieldValue(int64_t(3)))
        return;
    const std::string name(toString(engine));
    if (!m_defaulted[size_t(FieldId::ZeroStage)]) {
        set(FieldId::Zero3Engine, name, *stage, why);
        return;
    }
    // The stage is the launcher's default: the engine goes on that default's row.
    setField(m_scenario, FieldId::Zero3Engine, name);
    m_sources[size_t(FieldId::Zero3Engine)] = *stage;
    m_defaulted[size_t(FieldId::Zero3Engine)] = true;
    ImportedSetting& row = rowFor(*stage, SettingFate::Defaulted);
    row.fields.push_back(FieldId::Zero3Engine);
    appendNote(row, why);
}

void ImportBuilder::note(const std::string& text)
{
    for (const std::string& n : m_report.notes)
        if (n == text)
            return;
    m_report.notes.push_back(text);
}

const SettingSource* ImportBuilder::sourceOf(FieldId field) const
{
    const std::optional<SettingSource>& s = m_sources[size_t(field)];
    return s ? &*s : nullptr;
}

FieldValue ImportBuilder::value(FieldId field) const
{
    return getField(m_scenario, field);
}

void ImportBuilder::contradiction(const SettingSource& at, const SettingSource& other, const std::string& why)
{
    (void)other; // `why` names it: its spelling and where it is
    throw InputError(at.file, lineText(at), at.spelled() + ": " + why);
}

void ImportBuilder::refuse(const SettingSource& at, const std::string& why)
{
    throw InputError(at.file, lineText(at), at.spelled() + ": " + why);
}

ImportResult ImportBuilder::finish() &&
{
    return {std::move(m_scenario), std::move(m_report)};
}

} // namespace shardscope
