#include "presetlibrary.h"

#include "builtinpresets.h"
#include "jsonfields.h"
#include "specjson.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace shardscope {

namespace {

constexpr const char* kModelFormat = "shardscope.model/1";
constexpr const char* kClusterFormat = "shardscope.cluster/1";

bool isValidId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (unsigned char c : id)
        if (!(std::islower(c) || std::isdigit(c) || c == '-' || c == '.' || c == '_'))
            return false;
    return true;
}

nlohmann::json stripMeta(nlohmann::json document)
{
    for (const char* key : {"format", "id", "sources", "notes", kPresetKey})
        document.erase(key);
    return document;
}

} // namespace

const PresetLibrary& PresetLibrary::builtin()
{
    static const PresetLibrary library = [] {
        PresetLibrary lib;
        for (const auto& file : builtinPresetFiles()) {
            const std::string origin = "builtin:" + std::string(file.path);
            lib.addDocument(parseJsonText(file.text, origin), origin);
        }
        lib.resolvePending();
        return lib;
    }();
    return library;
}

void PresetLibrary::add(const std::string& jsonText, const std::string& origin)
{
    addDocument(parseJsonText(jsonText, origin), origin);
    resolvePending();
}

void PresetLibrary::resolvePending()
{
    while (!m_pendingModels.empty()) {
        std::vector<std::string> chain;
        resolve(PresetKind::Model, m_pendingModels.begin()->first, chain);
    }
    while (!m_pendingClusters.empty()) {
        std::vector<std::string> chain;
        resolve(PresetKind::Cluster, m_pendingClusters.begin()->first, chain);
    }
}

void PresetLibrary::addDocument(nlohmann::json document, const std::string& origin)
{
    std::string format, id;
    try {
        ObjectReader head(document, "");
        format = head.string("format", 64);
        id = head.string("id", 64);
    } catch (const InputError& error) {
        throw InputError(origin + ": " + error.path(), error.message());
    }
    PresetKind kind;
    if (format == kModelFormat)
        kind = PresetKind::Model;
    else if (format == kClusterFormat)
        kind = PresetKind::Cluster;
    else
        throw InputError(origin + ": format", "must be \"" + std::string(kModelFormat) +
                                                  "\" or \"" + kClusterFormat + "\", got " +
                                                  describeJson(document["format"]));
    if (!isValidId(id))
        throw InputError(origin + ": id",
                         "must be 1-64 lower-case letters, digits, '-', '.' or '_', got " +
                             describeJson(document["id"]));
    auto& pending = kind == PresetKind::Model ? m_pendingModels : m_pendingClusters;
    auto& done = kind == PresetKind::Model ? m_models : m_clusters;
    done.erase(id); // a later directory may override a built-in preset of the same id
    pending[id] = Pending{std::move(document), origin};
}

void PresetLibrary::resolve(PresetKind kind, const std::string& id, std::vector<std::string>& chain)
{
    auto& pending = kind == PresetKind::Model ? m_pendingModels : m_pendingClusters;
    auto& done = kind == PresetKind::Model ? m_models : m_clusters;
    auto it = pending.find(id);
    if (it == pending.end())
        return;
    if (std::find(chain.begin(), chain.end(), id) != chain.end())
        throw InputError(it->second.origin + ": preset",
                         "base presets form a cycle through \"" + id + "\"");
    chain.push_back(id);
    const Pending entry = it->second;
    const nlohmann::json& doc = entry.document;

    nlohmann::json fields = stripMeta(doc);
    nlohmann::json sources = nlohmann::json::object();
    if (doc.contains(kPresetKey)) {
        if (!doc[kPresetKey].is_string())
            throw InputError(entry.origin + ": preset",
                             "must be a string, got " + describeJson(doc[kPresetKey]));
        const std::string baseId = doc[kPresetKey].get<std::string>();
        resolve(kind, baseId, chain);
        auto base = done.find(baseId);
        if (base == done.end())
            throw InputError(entry.origin + ": preset", "unknown base preset \"" + baseId + "\"");
        nlohmann::json merged = base->second.fields;
        merged.merge_patch(fields);
        fields = std::move(merged);
        if (base->second.sources.is_object())
            sources = base->second.sources; // a derived preset keeps its base's citations
    }

    // Check the complete field set now, so that a broken preset fails at load, not later.
    Preset preset;
    preset.kind = kind;
    preset.id = id;
    try {
        ObjectReader reader(fields, "");
        if (kind == PresetKind::Model)
            preset.name = readModelFields(reader).name;
        else
            preset.name = readClusterFields(reader).name;
        reader.finish();
    } catch (const InputError& error) {
        throw InputError(entry.origin + ": " + error.path(), error.message());
    }
    preset.fields = std::move(fields);
    if (doc.contains("sources") && doc["sources"].is_object())
        sources.update(doc["sources"]);
    preset.sources = std::move(sources);
    if (doc.contains("notes") && doc["notes"].is_string())
        preset.notes = doc["notes"].get<std::string>();
    preset.origin = entry.origin;
    done[id] = std::move(preset);
    pending.erase(id);
    chain.pop_back();
}

void PresetLibrary::addDirectory(const std::string& directory)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(directory, ec))
        throw InputError(directory, "not a directory");
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(directory, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file() && it->path().extension() == ".json")
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        addDocument(parseJsonText(text.str(), file.string()), file.string());
    }
    resolvePending();
}

const Preset* PresetLibrary::model(const std::string& id) const
{
    auto it = m_models.find(id);
    return it == m_models.end() ? nullptr : &it->second;
}

const Preset* PresetLibrary::cluster(const std::string& id) const
{
    auto it = m_clusters.find(id);
    return it == m_clusters.end() ? nullptr : &it->second;
}

std::vector<const Preset*> PresetLibrary::models() const
{
    std::vector<const Preset*> out;
    for (const auto& [id, preset] : m_models)
        out.push_back(&preset);
    return out;
}

std::vector<const Preset*> PresetLibrary::clusters() const
{
    std::vector<const Preset*> out;
    for (const auto& [id, preset] : m_clusters)
        out.push_back(&preset);
    return out;
}

ModelSpec PresetLibrary::modelSpec(const std::string& id) const
{
    const Preset* preset = model(id);
    if (!preset)
        throw InputError("", "unknown model preset \"" + id + "\"");
    ObjectReader reader(preset->fields, "");
    ModelSpec spec = readModelFields(reader);
    spec.presetId = id;
    return spec;
}

ClusterSpec PresetLibrary::clusterSpec(const std::string& id) const
{
    const Preset* preset = cluster(id);
    if (!preset)
        throw InputError("", "unknown cluster preset \"" + id + "\"");
    ObjectReader reader(preset->fields, "");
    ClusterSpec spec = readClusterFields(reader);
    spec.presetId = id;
    return spec;
}

} // namespace shardscope

namespace shardscope {

std::string_view defaultScenarioText()
{
    for (const auto& file : builtinScenarioFiles())
        if (file.path == "default.shardscope.json")
            return file.text;
    return {};
}

} // namespace shardscope
