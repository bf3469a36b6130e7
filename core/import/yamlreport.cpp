// The settings no reader maps, listed with why, and the words of a launch command read as overrides.

#include "yamlsettings.h"

#include <algorithm>

namespace shardscope {

void reportLeftovers(YamlSettings& settings, std::span<const KnownSetting> known, const std::string& unknownReason,
                     size_t maxUnknown)
{
    struct Section
    {
        const KnownSetting* known;
        SettingSource source;
        size_t count = 0;
    };
    std::vector<Section> sections;
    size_t unknown = 0;
    for (YamlLeaf* leaf : settings.leaves()) {
        if (leaf->reported)
            continue;
        const KnownSetting* exact = nullptr;
        const KnownSetting* section = nullptr;
        size_t sectionLength = 0;
        for (const KnownSetting& k : known) {
            const std::string_view p = k.path;
            if (p.size() > 2 && p.substr(p.size() - 2) == ".*") {
                const std::string_view prefix = p.substr(0, p.size() - 1); // "exp_manager."
                if (leaf->path.rfind(prefix, 0) == 0 && prefix.size() > sectionLength) {
                    section = &k;
                    sectionLength = prefix.size();
                }
            } else if (leaf->path == p) {
                exact = &k;
            }
        }
        if (exact) {
            settings.ignore(*leaf, exact->reason);
            continue;
        }
        // A section's leftovers in the YAML it is written in make one row; an override into
        // it (another file) keeps its own row, with the section's reason.
        const std::string sectionPath = section ? std::string(section->path, sectionLength - 1) : std::string();
        const int sectionLine = section ? settings.sectionLine(sectionPath, leaf->source.file) : 0;
        if (section && sectionLine == 0) {
            settings.ignore(*leaf, section->reason);
            continue;
        }
        if (section) {
            leaf->reported = true;
            auto it = std::find_if(sections.begin(), sections.end(), [&](const Section& s) {
                return s.known == section && s.source.file == leaf->source.file;
            });
            if (it == sections.end()) {
                sections.push_back({section, {leaf->source.file, sectionLine, sectionPath, ""}, 0});
                it = sections.end() - 1;
            }
            ++it->count;
            continue;
        }
        if (++unknown > maxUnknown)
            settings.refuse(
                *leaf, "more than " + std::to_string(maxUnknown) +
                           " settings ShardScope does not know: this does not read as the launcher's configuration");
        settings.ignore(*leaf, unknownReason);
    }
    for (Section& s : sections) {
        s.source.value = "(" + std::to_string(s.count) + (s.count == 1 ? " setting)" : " settings)");
        settings.builder().ignore(s.source, s.known->reason);
    }
}

void readOverrideWords(YamlSettings& settings, const std::string& file, const std::vector<ScriptWord>& words,
                       const std::function<std::string(const std::string& name)>& optionReason)
{
    for (size_t i = 0; i < words.size(); ++i) {
        const ScriptWord& w = words[i];
        const bool option = w.text.size() > 1 && w.text[0] == '-' && !(w.text[1] >= '0' && w.text[1] <= '9');
        if (!option) {
            if (!settings.readOverride(file, w))
                settings.builder().ignore({file, w.line, w.text, ""}, "not an override (key=value): not read");
            continue;
        }
        std::string name = w.text;
        std::string value;
        if (const size_t eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        } else if (i + 1 < words.size() && !words[i + 1].text.empty() && words[i + 1].text[0] != '-' &&
                   words[i + 1].text.find('=') == std::string::npos) {
            value = words[++i].text;
        }
        settings.builder().ignore({file, w.line, name, value}, optionReason(name));
    }
}

} // namespace shardscope
