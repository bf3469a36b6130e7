#include "slurmexport.h"

#include "jobshape.h"
#include "megatronexport.h"
#include "shellscript.h"

namespace shardscope {

ExportResult exportSlurm(const Scenario& s, const Report& report)
{
    ExportResult r = exportMegatron(s, report);
    r.target = "slurm";
    r.launcher = "SLURM + torchrun + Megatron-LM";
    r.version = "sbatch (Slurm 23+), torchrun (PyTorch 2.x), megatron-core 0.15.x";
    if (!r.ok)
        return r;
    r.files.clear();
    JobShape shape;
    jobShape(s, shape);
    MegatronArguments args;
    ExportResult again = r;
    again.adaptations.clear();
    megatronArguments(s, shape, args, again);

    ShellScript script;
    script.line("#!/bin/bash");
    // Every #SBATCH line must come before the first command: sbatch stops reading there.
    // The job name (from the scenario name) is not on the first two lines (usertext.h).
    script.line("#SBATCH --nodes=" + std::to_string(shape.nodes));
    script.line("#SBATCH --ntasks-per-node=1");
    script.line("#SBATCH --gpus-per-node=" + std::to_string(shape.gpusPerNode));
    script.line("#SBATCH --exclusive");
    script.line("#SBATCH --output=%x-%j.out");
    script.line("#SBATCH --job-name=" + identifierSafe(s.name, "shardscope"));
    writeExportHeader(script, s, shape, r);
    script.comment("Submit with: sbatch " + std::string("train_megatron.sbatch"));
    script.line("set -euo pipefail");
    script.line("MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)");
    script.exportVariable("MASTER_ADDR", "\"$MASTER_ADDR\"");
    script.exportVariable("MASTER_PORT", "\"${MASTER_PORT:-29500}\"");
    script.exportVariable("JOB_ID", "\"$SLURM_JOB_ID\"");
    if (args.needsSingleConnection)
        script.exportVariable("CUDA_DEVICE_MAX_CONNECTIONS", "1", "MLM-28: required with TP or CP > 1 before Blackwell");
    script.blank();
    std::vector<std::pair<std::string, std::string>> launch{
        {"--nnodes", "\"$SLURM_NNODES\""},
        {"--nproc-per-node", std::to_string(shape.gpusPerNode)},
        {"--rdzv-backend", "c10d"},
        {"--rdzv-id", "\"$SLURM_JOB_ID\""},
        {"--rdzv-endpoint", "\"$MASTER_ADDR:$MASTER_PORT\""},
    };
    script.array("LAUNCH", launch);
    script.array("PARALLEL", args.parallel);
    script.array("MODEL", args.model);
    script.array("TRAIN", args.training);
    script.array("DATA", args.data);
    script.blank();
    script.line("srun --kill-on-bad-exit=1 torchrun \"${LAUNCH[@]}\" \"${MEGATRON_DIR:-.}/pretrain_gpt.py\" \\");
    script.line("  \"${PARALLEL[@]}\" \"${MODEL[@]}\" \"${TRAIN[@]}\" \"${DATA[@]}\"");
    r.files.push_back({"train_megatron.sbatch", "bash", script.text()});
    return r;
}

} // namespace shardscope
