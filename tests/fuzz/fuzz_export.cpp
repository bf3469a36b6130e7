// libFuzzer target: any byte string as a scenario; when it parses, it is estimated and
// exported to every target, and every generated file must be read back by its format's
// parser (nlohmann for JSON, toml++ for TOML, yaml-cpp for YAML), be clean UTF-8 with no
// character that can end or hide a comment line (control characters but '\n', U+0085,
// U+2028, U+2029, bidi controls, noncharacters), start with the coding line if it is
// Python, and have the same first two lines, the same YAML keys and the same JSON and TOML
// shape (strings aside) as the export of the same scenario with plain names: no user text
// escapes its quoting. Any violation aborts with the target, file and reason.

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/export/exporters.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <nlohmann/json.hpp>
#include <toml++/toml.h>
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace shardscope;

[[noreturn]] void finding(const ExportResult& r, const ExportFile& f, const std::string& why)
{
    std::fprintf(stderr, "fuzz_export: %s/%s: %s\n", r.target.c_str(), f.name.c_str(), why.c_str());
    std::abort();
}

/** The first character that is not clean (see the header), as "U+XXXX" or "byte 0xNN", or "". */
std::string uncleanCharacter(std::string_view text)
{
    char buffer[32];
    for (size_t at = 0; at < text.size();) {
        const auto lead = static_cast<unsigned char>(text[at]);
        size_t length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                                      : lead >= 0xF0 && lead <= 0xF4   ? 4
                                                                       : 0;
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        for (size_t k = 1; k < length; ++k) {
            const auto next = at + k < text.size() ? static_cast<unsigned char>(text[at + k]) : 0;
            if ((next & 0xC0) != 0x80)
                length = 0;
            else
                c = (c << 6) | (next & 0x3F);
        }
        const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (length == 0 || c < smallest[length] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
            std::snprintf(buffer, sizeof buffer, "byte 0x%02X is not UTF-8", unsigned(lead));
            return buffer;
        }
        const bool control = (c < 0x20 && c != '\n') || c == 0x7F || (c >= 0x80 && c <= 0x9F);
        const bool hides = c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) ||
                           (c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF);
        if (control || hides) {
            std::snprintf(buffer, sizeof buffer, "U+%04X", unsigned(c));
            return buffer;
        }
        at += length;
    }
    return {};
}

std::vector<std::string> firstLines(const std::string& text, size_t count)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; lines.size() < count && std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

nlohmann::json withoutStrings(nlohmann::json j)
{
    if (j.is_string())
        return "";
    if (j.is_structured())
        for (auto& child : j)
            child = withoutStrings(child);
    return j;
}

nlohmann::json tomlShape(const std::string& text)
{
    std::ostringstream out;
    out << toml::json_formatter{toml::parse(text)};
    return withoutStrings(nlohmann::json::parse(out.str()));
}

std::vector<std::string> yamlKeys(const std::string& text)
{
    std::vector<std::string> keys;
    const YAML::Node document = YAML::Load(text);
    if (document.IsMap())
        for (const auto& kv : document)
            keys.push_back(kv.first.as<std::string>());
    return keys;
}

/** One file of the export against the same file of the plain-name export. */
void checkFile(const ExportResult& r, const ExportFile& f, const ExportFile& plain)
{
    if (f.name != plain.name || f.language != plain.language)
        finding(r, f, "the plain-name export writes " + plain.name + " here");
    if (const std::string unclean = uncleanCharacter(f.content); !unclean.empty())
        finding(r, f, "unclean character " + unclean);
    const auto lines = firstLines(f.content, 2), plainLines = firstLines(plain.content, 2);
    if (lines != plainLines)
        finding(r, f, "user text on the first two lines");
    if (f.language == "python") {
        const bool shebang = !lines.empty() && lines[0].rfind("#!", 0) == 0;
        if (lines.size() < 2 || lines[shebang ? 1 : 0] != "# -*- coding: utf-8 -*-")
            finding(r, f, "no coding line");
    }
    try {
        if (f.language == "json") {
            if (withoutStrings(nlohmann::json::parse(f.content)) != withoutStrings(nlohmann::json::parse(plain.content)))
                finding(r, f, "JSON differs from the plain-name export beyond strings");
        } else if (f.language == "toml") {
            if (tomlShape(f.content) != tomlShape(plain.content))
                finding(r, f, "TOML differs from the plain-name export beyond strings");
        } else if (f.language == "yaml") {
            if (yamlKeys(f.content) != yamlKeys(plain.content))
                finding(r, f, "YAML keys differ from the plain-name export");
        }
    } catch (const std::exception& e) {
        finding(r, f, std::string("does not parse: ") + e.what());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const PresetLibrary& presets = PresetLibrary::builtin();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Scenario scenario;
    try {
        scenario = parseScenario(text, presets, "fuzz");
    } catch (const InputError&) {
        return 0;
    }
    const Report report = analyse(scenario);
    Scenario plain = scenario;
    for (std::string* name : {&plain.name, &plain.model.name, &plain.cluster.name, &plain.cluster.gpu.name})
        *name = "plain";
    for (const ExportTarget& target : exportTargets()) {
        const ExportResult r = target.run(scenario, report);
        const ExportResult p = target.run(plain, report); // the report does not depend on names
        if (r.ok != p.ok || r.files.size() != p.files.size()) {
            std::fprintf(stderr, "fuzz_export: %s: the names change the outcome (%s)\n", target.id.c_str(),
                         r.ok ? "exported" : r.refusal.c_str());
            std::abort();
        }
        for (size_t i = 0; i < r.files.size(); ++i)
            checkFile(r, r.files[i], p.files[i]);
    }
    return 0;
}
