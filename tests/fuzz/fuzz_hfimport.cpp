// libFuzzer target: any byte string through the Hugging Face config importer. Bad input must
// end in an InputError; an accepted config must estimate without trouble, and the preset
// file made from it must load back as the same model (ShardScope never writes a preset it
// then refuses).

#include "core/estimate/estimate.h"
#include "core/analysis/analyse.h"
#include "core/io/hfimport.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shardscope;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    HfImport imported;
    try {
        imported = importHuggingFaceConfigText(text, "fuzz");
    } catch (const InputError&) {
        return 0;
    }
    Scenario s;
    s.model = imported.model;
    s.cluster = PresetLibrary::builtin().clusterSpec("dgx-h100");
    s.training.seqLength = 4096;
    s.parallel.tp = 8;
    s.parallel.pp = 2;
    (void)analyse(s);

    const std::string id = presetIdFromName(imported.model.name);
    PresetLibrary library;
    library.add(modelPresetDocument(imported, id, "fuzz").dump(), "fuzz preset");
    ModelSpec expected = imported.model;
    expected.presetId = id;
    if (!(library.modelSpec(id) == expected))
        std::abort(); // the written preset must read back as the imported model
    return 0;
}
