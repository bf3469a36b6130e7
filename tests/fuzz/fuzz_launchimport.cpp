// libFuzzer target: any byte string as a launch file (a script, a DeepSpeed JSON, a torchtitan
// TOML, a NeMo / Bridge / accelerate YAML: the import tells them apart by their text). It
// must end in an InputError or a scenario that estimates; nothing in it is ever run, and
// the reader must neither hang nor crash on what sh itself would refuse.

#include "core/analysis/analyse.h"
#include "core/import/launchimport.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shardscope;
    ImportRequest request;
    request.files.push_back({"train.sh", std::string(reinterpret_cast<const char*>(data), size)});
    request.cluster = PresetLibrary::builtin().clusterSpec("dgx-h100");
    request.clusterLabel = "dgx-h100";
    ImportResult imported;
    try {
        imported = importLaunchConfiguration(request);
    } catch (const InputError&) {
        return 0;
    }
    (void)analyse(imported.scenario);
    return 0;
}
