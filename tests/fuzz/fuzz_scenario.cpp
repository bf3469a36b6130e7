// libFuzzer target: any byte string through the strict JSON parser, the scenario reader and
// the preset reader. Bad input must end in an InputError whose message fits one terminal line
// once escaped; JSON the strict parser accepts must mean the same to a lenient parser; good
// scenarios must estimate without trouble and survive a save/load round trip.

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/inputerror.h"
#include "core/io/jsonparse.h"
#include "core/io/presetlibrary.h"
#include "core/io/printabletext.h"
#include "core/io/scenariofile.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void checkMessage(const shardscope::InputError& error)
{
    if (shardscope::printableText(error.what()).find('\n') != std::string::npos)
        std::abort(); // an error must print as one line
}

/** Two base presets a fuzzed preset can derive from (copying all built-ins is too slow). */
const shardscope::PresetLibrary& basePresets()
{
    static const shardscope::PresetLibrary library = [] {
        const auto& builtin = shardscope::PresetLibrary::builtin();
        shardscope::PresetLibrary lib;
        for (const auto* preset : {builtin.model("llama-3-8b"), builtin.cluster("dgx-h100")}) {
            nlohmann::json doc = preset->fields;
            doc["format"] = preset->kind == shardscope::PresetKind::Model ? "shardscope.model/1"
                                                                          : "shardscope.cluster/1";
            doc["id"] = preset->id;
            lib.add(doc.dump(), "base");
        }
        return lib;
    }();
    return library;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shardscope;
    const PresetLibrary& presets = PresetLibrary::builtin();
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    // The strict parser accepts a subset of JSON, and reads it as everyone else does.
    try {
        const nlohmann::json strict = parseJsonText(text, "fuzz");
        const nlohmann::json lenient = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
        if (lenient.is_discarded() || lenient != strict)
            std::abort();
    } catch (const InputError& error) {
        checkMessage(error);
    }

    // As a preset file (stripMeta, base presets, merge patches).
    try {
        PresetLibrary library = basePresets();
        library.add(std::string(text), "fuzz");
    } catch (const InputError& error) {
        checkMessage(error);
    }

    Scenario scenario;
    try {
        scenario = parseScenario(text, presets, "fuzz");
    } catch (const InputError& error) {
        checkMessage(error);
        return 0;
    }
    (void)analyse(scenario);
    const std::string saved = formatScenario(scenario, presets);
    const Scenario back = parseScenario(saved, presets, "round trip");
    if (!(back == scenario))
        std::abort(); // a lossy round trip is a bug
    return 0;
}
