#include "exporters.h"

#include "accelerateexport.h"
#include "deepspeedexport.h"
#include "megatronexport.h"
#include "nemoexport.h"
#include "torchtitanexport.h"
#include "slurmexport.h"

namespace shardscope {

const std::vector<ExportTarget>& exportTargets()
{
    // The descriptions are marked for the window's catalogues (its list tooltips).
    static const std::vector<ExportTarget> targets = {
        {"megatron", "Megatron-LM (torchrun)",
         QT_TRANSLATE_NOOP("ExportText", "pretrain_gpt.py flags in a per-node torchrun script"), &exportMegatron},
        {"slurm", "SLURM + Megatron-LM", QT_TRANSLATE_NOOP("ExportText", "an sbatch script that starts torchrun on every node"),
         &exportSlurm},
        {"deepspeed", "DeepSpeed",
         QT_TRANSLATE_NOOP("ExportText", "ds_config.json and a Megatron-DeepSpeed or torchrun launch script"), &exportDeepSpeed},
        {"torchtitan", "torchtitan 0.2", QT_TRANSLATE_NOOP("ExportText", "a TOML job file and its torchrun launch"),
         &exportTorchtitan},
        {"nemo2", "NeMo 2", QT_TRANSLATE_NOOP("ExportText", "a recipe override script and its torchrun launch"), &exportNemo2},
        {"nemo1", "NeMo 1.x (YAML)",
         QT_TRANSLATE_NOOP("ExportText", "the parallelism and shape block of megatron_gpt_config.yaml"), &exportNemo1},
        {"accelerate", "Hugging Face accelerate", QT_TRANSLATE_NOOP("ExportText", "an accelerate config YAML and its launch line"),
         &exportAccelerate},
    };
    return targets;
}

const ExportTarget* findExportTarget(std::string_view id)
{
    for (const ExportTarget& t : exportTargets())
        if (t.id == id)
            return &t;
    return nullptr;
}

ExportResult exportScenario(const Scenario& scenario, const Report& report, std::string_view target)
{
    const ExportTarget* t = findExportTarget(target);
    if (!t) {
        ExportResult r;
        r.target = std::string(target);
        std::string known;
        for (const ExportTarget& e : exportTargets())
            known += (known.empty() ? "" : ", ") + e.id;
        return r.refuse("target", exportText(QT_TRANSLATE_NOOP("ExportText", "unknown export target \"%1\" (known: %2)"),
                                             {std::string(target), known}));
    }
    return t->run(scenario, report);
}

} // namespace shardscope
