#include "importreport.h"

#include <algorithm>

namespace shardscope {

std::string SettingSource::where() const
{
    if (file.empty())
        return {};
    return line > 0 ? file + " line " + std::to_string(line) : file;
}

std::string SettingSource::spelled() const
{
    if (value.empty())
        return name;
    const bool flag = name.rfind("-", 0) == 0;
    return flag ? name + " " + value : name + " = " + value;
}

int ImportReport::count(SettingFate fate) const
{
    return int(std::count_if(settings.begin(), settings.end(), [&](const ImportedSetting& s) { return s.fate == fate; }));
}

namespace {

std::string fieldList(const std::vector<FieldId>& fields)
{
    std::string out;
    for (FieldId f : fields)
        out += (out.empty() ? "" : ", ") + std::string(fieldInfo(f).path);
    return out;
}

void section(std::string& out, const ImportReport& report, SettingFate fate, const char* title)
{
    if (report.count(fate) == 0)
        return;
    out += std::string("\n") + title + ":\n";
    for (const ImportedSetting& s : report.settings) {
        if (s.fate != fate)
            continue;
        if (fate == SettingFate::Defaulted) {
            out += "  " + s.source.name + " (not given)  -> " + fieldList(s.fields) + " = " + s.source.value;
        } else {
            out += "  " + s.source.spelled();
            if (const std::string at = s.source.where(); !at.empty())
                out += "  (" + at + ")";
            if (!s.fields.empty())
                out += "  -> " + fieldList(s.fields);
        }
        if (!s.note.empty())
            out += fate == SettingFate::Ignored ? "  : " + s.note : "  [" + s.note + "]";
        out += '\n';
    }
}

} // namespace

std::string importReportText(const ImportReport& report)
{
    std::string out = report.launcher + ": " + std::to_string(report.count(SettingFate::Mapped)) + " settings mapped, " +
                      std::to_string(report.count(SettingFate::Defaulted)) + " launcher defaults, " +
                      std::to_string(report.count(SettingFate::Ignored)) + " ignored, " +
                      std::to_string(report.kept.size()) + " fields not given by the files\n";
    for (const std::string& file : report.files)
        out += "  read " + file + '\n';
    section(out, report, SettingFate::Mapped, "Mapped");
    section(out, report, SettingFate::Defaulted, "Launcher defaults (the files do not set them)");
    section(out, report, SettingFate::Ignored, "Ignored");
    if (!report.kept.empty()) {
        out += "\nNot given by the files (kept):\n";
        for (const KeptField& k : report.kept)
            out += "  " + std::string(fieldInfo(k.field).path) + ": " + k.reason + '\n';
    }
    if (!report.notes.empty()) {
        out += "\nNotes:\n";
        for (const std::string& n : report.notes)
            out += "  " + n + '\n';
    }
    return out;
}

} // namespace shardscope
