// libFuzzer target: any byte string through the Hugging Face config importer. Bad input must
// end in an InputError; an accepted config must estimate without trouble.

#include "estimate/estimate.h"
#include "io/hfimport.h"
#include "io/inputerror.h"
#include "io/presetlibrary.h"

#include <cstdint>
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
    (void)estimate(s);
    return 0;
}
