#include "presetlibrary.h"

#include "boundedread.h"
#include "builtinpresets.h"
#include "calibrationjson.h"
#include "core/calibrate/fitparameters.h"
#include "jsonfields.h"
#include "specjson.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <new>

namespace shardscope {

namespace {

constexpr const char* kModelFormat = "shardscope.model/1";
constexpr const char* kClusterFormat = "shardscope.cluster/1";
/** Longest chain of base presets (a real one has one or two links). */
constexpr std::size_t kMaxBaseChain = 16;
/** Most entries a presets directory and its subdirectories may hold (a real one: dozens). */
constexpr std::size_t kMaxDirectoryEntries = 100000;

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
    for (const char* key : {"format", "id", "sources", "notes", kPresetKey, kCalibrationKey})
        document.erase(key);
    return document;
}

/**
 * A calibration describes the values it fitted: a preset whose fields were edited afterwards
 * would carry a band that no longer belongs to it, so loading it says which value moved.
 */
void checkFittedValues(const CalibrationStamp& stamp, const ClusterSpec& fields, const std::string& origin)
{
    const int changed = firstChangedValue(fields, stamp.values);
    if (changed < 0)
        return;
    const FitParameter& p = fitParameters()[size_t(changed)];
    throw InputError(origin, joinPath(joinPath(kCalibrationKey, "fitted_values"), p.id),
                     inputText(QT_TRANSLATE_NOOP("InputText", "is %1, but the preset's fields give %2: they were edited after the fit; calibrate again or remove the calibration block"),
                               {describedJson(nlohmann::json(stamp.values[size_t(changed)])),
                                describedJson(nlohmann::json(p.value(fields)))}));
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
        throw error.inFile(origin);
    }
    PresetKind kind;
    if (format == kModelFormat)
        kind = PresetKind::Model;
    else if (format == kClusterFormat)
        kind = PresetKind::Cluster;
    else
        throw InputError(origin, "format",
                         inputText(QT_TRANSLATE_NOOP("InputText", "must be \"%1\" or \"%2\", got %3"),
                                   {kModelFormat, kClusterFormat, describedJson(document["format"])}));
    if (!isValidId(id))
        throw InputError(origin, "id",
                         inputText(QT_TRANSLATE_NOOP("InputText", "must be 1-64 lower-case letters, digits, '-', '.' or '_', got %1"),
                                   {describedJson(document["id"])}));
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
        throw InputError(it->second.origin, kPresetKey,
                         inputText(QT_TRANSLATE_NOOP("InputText", "base presets form a cycle through \"%1\""), {id}));
    // resolve() recurses once per base preset: a chain longer than any real one is refused
    // before the stack could notice.
    if (chain.size() >= kMaxBaseChain)
        throw InputError(it->second.origin, kPresetKey,
                         inputText(QT_TRANSLATE_NOOP("InputText", "base presets nest more than %1 levels deep"),
                                   {std::to_string(kMaxBaseChain)}));
    chain.push_back(id);
    const Pending entry = it->second;
    const nlohmann::json& doc = entry.document;

    nlohmann::json fields = stripMeta(doc);
    nlohmann::json sources = nlohmann::json::object();
    CalibrationStamp calibration;
    if (doc.contains(kPresetKey)) {
        if (!doc[kPresetKey].is_string())
            throw InputError(entry.origin, kPresetKey, mustBeAString(describedJson(doc[kPresetKey])));
        const std::string baseId = doc[kPresetKey].get<std::string>();
        resolve(kind, baseId, chain);
        auto base = done.find(baseId);
        if (base == done.end())
            throw InputError(entry.origin, kPresetKey,
                             inputText(QT_TRANSLATE_NOOP("InputText", "unknown base preset %1"), {describedJson(doc[kPresetKey])}));
        nlohmann::json merged = base->second.fields;
        merged.merge_patch(fields);
        fields = std::move(merged);
        if (base->second.sources.is_object())
            sources = base->second.sources; // a derived preset keeps its base's citations
        calibration = base->second.calibration; // and its fit (which holds while the values do)
    }

    // Check the complete field set now, so that a broken preset fails at load, not later.
    Preset preset;
    ClusterSpec clusterFields;
    preset.kind = kind;
    preset.id = id;
    try {
        ObjectReader reader(fields, "");
        if (kind == PresetKind::Model) {
            preset.name = readModelFields(reader).name;
        } else {
            clusterFields = readClusterFields(reader);
            preset.name = clusterFields.name;
        }
        reader.finish();
    } catch (const InputError& error) {
        throw error.inFile(entry.origin);
    }
    preset.fields = std::move(fields);
    if (doc.contains("sources") && doc["sources"].is_object())
        sources.update(doc["sources"]);
    preset.sources = std::move(sources);
    if (doc.contains("notes") && doc["notes"].is_string())
        preset.notes = doc["notes"].get<std::string>();
    if (doc.contains(kCalibrationKey)) {
        if (kind != PresetKind::Cluster)
            throw InputError(entry.origin, kCalibrationKey,
                             inputText(QT_TRANSLATE_NOOP("InputText", "only a cluster preset can carry a calibration")));
        try {
            calibration = readCalibrationStamp(doc[kCalibrationKey], kCalibrationKey);
        } catch (const InputError& error) {
            throw error.inFile(entry.origin);
        }
        checkFittedValues(calibration, clusterFields, entry.origin);
    }
    preset.calibration = calibration;
    preset.origin = entry.origin;
    done[id] = std::move(preset);
    pending.erase(id);
    chain.pop_back();
}

namespace {

namespace fs = std::filesystem;

/**
 * Calls `visit(path, status)` for each entry of `folder`, symlinks followed (a broken one is
 * skipped). Returns why `folder` could not be listed, if it could not. Throws once `entries`
 * passes the bound.
 */
template <typename Visit>
std::error_code forEachEntry(const fs::path& folder, const std::string& directory, std::size_t& entries,
                  Visit visit)
{
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        if (++entries > kMaxDirectoryEntries)
            throw InputError(directory, "",
                             inputText(QT_TRANSLATE_NOOP("InputText", "holds more than %1 entries in it and its subdirectories; this is not a presets directory"),
                                       {std::to_string(kMaxDirectoryEntries)}));
        std::error_code statusError;
        const fs::file_status status = fs::status(it->path(), statusError);
        if (!statusError) // else a broken symlink, or gone since it was listed
            visit(it->path(), status);
    }
    return ec;
}

bool isPresetFile(const fs::path& path, const fs::file_status& status)
{
    // Regular files only: a FIFO would block the reader, a device might never end.
    return fs::is_regular_file(status) && path.extension() == ".json";
}

/**
 * The `*.json` files a presets directory holds: the directory itself and one level of
 * subdirectories (models/, clusters/), sorted. Special files, broken symlinks and
 * subdirectories that cannot be listed are skipped; errors name the directory.
 */
std::vector<fs::path> presetFilesIn(const std::string& directory)
{
    std::vector<fs::path> files, subdirectories;
    std::size_t entries = 0;
    const auto visitTop = [&](const fs::path& path, const fs::file_status& status) {
        if (fs::is_directory(status))
            subdirectories.push_back(path);
        else if (isPresetFile(path, status))
            files.push_back(path);
    };
    if (const std::error_code ec = forEachEntry(directory, directory, entries, visitTop))
        throw InputError(directory, "",
                         inputText(QT_TRANSLATE_NOOP("InputText", "cannot list the presets directory: %1"), {ec.message()}));
    for (const auto& subdirectory : subdirectories)
        (void)forEachEntry(subdirectory, directory, entries,
                           [&](const fs::path& path, const fs::file_status& status) {
                               if (isPresetFile(path, status))
                                   files.push_back(path);
                           });
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

void PresetLibrary::addDirectory(const std::string& directory)
{
    std::error_code ec;
    if (!std::filesystem::is_directory(directory, ec))
        throw InputError(directory, "",
                         ec ? inputText(QT_TRANSLATE_NOOP("InputText", "cannot read the presets directory: %1"), {ec.message()})
                            : inputText(QT_TRANSLATE_NOOP("InputText", "not a directory (presets are read from a directory of *.json files)")));
    for (const auto& file : presetFilesIn(directory)) {
        const std::string origin = file.string();
        try {
            addDocument(parseJsonText(readTextFile(origin), origin), origin);
        } catch (const std::bad_alloc&) {
            throw InputError(origin, "", inputText(QT_TRANSLATE_NOOP("InputText", "out of memory while reading this preset file")));
        }
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
        throw InputError("", inputText(QT_TRANSLATE_NOOP("InputText", "unknown model preset \"%1\""), {id}));
    ObjectReader reader(preset->fields, "");
    ModelSpec spec = readModelFields(reader);
    spec.presetId = id;
    return spec;
}

ClusterSpec PresetLibrary::clusterSpec(const std::string& id) const
{
    const Preset* preset = cluster(id);
    if (!preset)
        throw InputError("", inputText(QT_TRANSLATE_NOOP("InputText", "unknown cluster preset \"%1\""), {id}));
    ObjectReader reader(preset->fields, "");
    ClusterSpec spec = readClusterFields(reader);
    spec.presetId = id;
    spec.calibration = preset->calibration;
    return spec;
}

} // namespace shardscope

namespace shardscope {

std::span<const BuiltinPresetFile> exampleScenarioFiles()
{
    // The files are sorted by path (core/CMakeLists.txt), so the examples are one run.
    const auto all = builtinScenarioFiles();
    const auto isExample = [](const BuiltinPresetFile& f) { return f.path.rfind("examples/", 0) == 0; };
    const auto first = std::find_if(all.begin(), all.end(), isExample);
    const auto last = std::find_if_not(first, all.end(), isExample);
    return all.subspan(size_t(first - all.begin()), size_t(last - first));
}

std::string_view defaultScenarioText()
{
    for (const auto& file : builtinScenarioFiles())
        if (file.path == "default.shardscope.json")
            return file.text;
    return {};
}

} // namespace shardscope
