// libFuzzer target: any byte string through the scenario parser. Bad input must end in an
// InputError; good input must estimate without trouble and survive a save/load round trip.

#include "estimate/estimate.h"
#include "io/inputerror.h"
#include "io/presetlibrary.h"
#include "io/scenariofile.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shardscope;
    const PresetLibrary& presets = PresetLibrary::builtin();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Scenario scenario;
    try {
        scenario = parseScenario(text, presets, "fuzz");
    } catch (const InputError&) {
        return 0;
    }
    (void)estimate(scenario);
    const std::string saved = formatScenario(scenario, presets);
    const Scenario back = parseScenario(saved, presets, "round trip");
    if (!(back == scenario))
        std::abort(); // a lossy round trip is a bug
    return 0;
}
