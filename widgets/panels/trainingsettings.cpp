#include "parallelismpanel.h"

#include "choicelabels.h"
#include "specform.h"
#include "widgets/support/names.h"

#include "core/model/precision.h"
#include "core/model/fields.h"

using namespace shardscope;

namespace shardscope::ui {

// The training rows of the panel: batch and sequence, recompute, kernels and precision, the
// optimizer, the pipeline's stage settings, overlap and the memory overhead.
void ParallelismPanel::addTrainingSettings()
{
    m_training = new SpecForm(m_document, this);
    // Each row's editor, range, allowed values and accessors come from the field registry
    // (core/model/fields.h); the panel gives the words.
    m_training->addField(tr("Micro-batch"), FieldId::MicroBatch);
    m_training->addField(tr("Global batch"), FieldId::GlobalBatch, tr("Sequences per optimizer step."));
    m_training->addField(tr("Sequence length"), FieldId::SeqLength);
    m_training->addField(tr("Recompute"), FieldId::Recompute, {}, Names::recomputeChoices());
    QWidget* selective = m_training->addField(
        tr("Selective recompute"), FieldId::SelectiveRecompute, tr("What selective recompute re-runs in the backward pass."),
        choices<SelectiveRecompute>({{SelectiveRecompute::Modules, QT_TR_NOOP("Megatron modules")},
                                     {SelectiveRecompute::EveryOtherMatmul, QT_TR_NOOP("Per-op policy")}}));
    describeChoices(selective,
                    {tr("Megatron-LM (--recompute-granularity selective --recompute-modules): the modules ticked "
                        "below are recomputed; by default only the core attention."),
                     tr("torchtitan's per-op policy (selective_ac_option = \"op\"): the output of every other matmul "
                        "and of the attention kernel is kept, everything else is recomputed.")});
    m_training->setRowVisibility(selective, [](const Scenario& s) { return s.training.recompute == Recompute::Selective; });
    addRecomputeModules();
    QWidget* method = m_training->addField(
        tr("Full recompute by"), FieldId::RecomputeMethod,
        tr("Megatron-LM --recompute-method: which layers full recompute checkpoints."),
        choices<RecomputeMethod>({{RecomputeMethod::Uniform, QT_TR_NOOP("Every layer")},
                                  {RecomputeMethod::Block, QT_TR_NOOP("First layers of each chunk")}}));
    describeChoices(method,
                    {tr("uniform: every layer is recomputed; one input is kept per group of the layers below."),
                     tr("block: the first layers below of each model chunk are recomputed, the others store all "
                        "their activations.")});
    QWidget* layers = m_training->addField(
        tr("Recompute layers"), FieldId::RecomputeLayers,
        tr("--recompute-num-layers: layers per checkpoint (every layer), or layers recomputed per model chunk "
           "(first layers)."));
    const auto full = [](const Scenario& s) { return s.training.recompute == Recompute::Full; };
    m_training->setRowVisibility(method, full);
    m_training->setRowVisibility(layers, full);
    m_training->addField(tr("Flash attention"), FieldId::FlashAttention);
    QWidget* attentionKernel = m_training->addField(
        tr("Attention kernel"), FieldId::AttentionKernel,
        tr("Which flash-attention kernel runs the core attention; on H100 they differ by about 1.6x."),
        choices<AttentionKernel>({{AttentionKernel::Fused, QT_TR_NOOP("Fused (Transformer Engine)")},
                                  {AttentionKernel::FlashAttention2, QT_TR_NOOP("FlashAttention-2")}}));
    describeChoices(attentionKernel,
                    {tr("Transformer Engine's fused attention (cuDNN on Hopper and Blackwell): Megatron-LM "
                        "--attention-backend fused or auto, NeMo's default."),
                     tr("FlashAttention-2: Megatron-LM --attention-backend flash with flash-attn 2, "
                        "Megatron-DeepSpeed --use-flash-attn-v2, PyTorch SDPA's flash backend (torchtitan on H100 "
                        "with torch builds that do not prefer cuDNN attention).")});
    m_training->setRowVisibility(attentionKernel, [](const Scenario& s) { return s.training.flashAttention; });
    QWidget* fusion = m_training->addField(
        tr("Kernel fusion"), FieldId::KernelFusion,
        tr("How the launcher runs the memory-bound ops between the matrix multiplications (norms, activation, "
           "rotary, residual adds, loss)."),
        choices<KernelFusion>({{KernelFusion::Fused, QT_TR_NOOP("Fused kernels")},
                               {KernelFusion::Compiled, QT_TR_NOOP("torch.compile")},
                               {KernelFusion::Eager, QT_TR_NOOP("PyTorch eager")}}));
    describeChoices(fusion,
                    {tr("Megatron-LM / Transformer Engine: fused kernels for the norms, bias and activation, rotary "
                        "and the loss; the fewest passes over memory."),
                     tr("torch.compile (torchtitan --training.compile): generated kernels fuse the ops inside each "
                        "transformer block."),
                     tr("PyTorch eager (torchtitan's default): one kernel per tensor op, each a full pass over "
                        "memory.")});
    QWidget* placeholders = m_training->addField(
        tr("Wgrad placeholders"), FieldId::WgradPlaceholders,
        tr("Transformer Engine keeps one placeholder weight gradient per weight shape when Megatron-LM fuses "
           "gradient accumulation (its default). Off: a framework without them, or "
           "--no-gradient-accumulation-fusion."));
    m_training->setRowVisibility(placeholders, [](const Scenario& s) { return !s.training.runsPyTorchOps(); });
    QWidget* precision = m_training->addField(
        tr("Precision"), FieldId::Precision,
        tr("What the transformer layers' matrix multiplications compute in; attention, the router and the output "
           "layer stay in BF16."),
        choices<Precision>({{Precision::Bf16, QT_TR_NOOP("BF16")},
                            {Precision::Fp16, QT_TR_NOOP("FP16")},
                            {Precision::Fp32, QT_TR_NOOP("FP32")},
                            {Precision::Fp8Delayed, QT_TR_NOOP("FP8 delayed")},
                            {Precision::Fp8Current, QT_TR_NOOP("FP8 current")},
                            {Precision::Fp8Blockwise, QT_TR_NOOP("FP8 blockwise")},
                            {Precision::Mxfp8, QT_TR_NOOP("MXFP8")},
                            {Precision::Nvfp4, QT_TR_NOOP("NVFP4")}}));
    describeChoices(precision,
                    {tr("BF16 mixed precision: 16-bit weights and activations, fp32 master weights."),
                     tr("FP16 mixed precision with loss scaling."),
                     tr("FP32 throughout (matrix math on TF32 tensor cores)."),
                     tr("FP8 with one scale per tensor from the amax history of earlier steps (Transformer Engine's "
                        "default; Megatron-LM --fp8-recipe delayed)."),
                     tr("FP8 with one scale per tensor from its own amax, one more pass over each tensor "
                        "(Megatron-LM --fp8-recipe tensorwise, torchtitan's float8 converter)."),
                     tr("FP8 with a scale per 1x128 activation tile and 128x128 weight block, as DeepSeek-V3 trained "
                        "(Megatron-LM --fp8-recipe blockwise)."),
                     tr("OCP MXFP8: a power-of-two scale per 32 values; Blackwell tensor cores (Megatron-LM "
                        "--fp8-recipe mxfp8, torchtitan's mx converter)."),
                     tr("NVFP4: 4-bit values with a scale per 16; Blackwell tensor cores (Megatron-LM --fp4-recipe "
                        "nvfp4).")});
    QWidget* paramGather = m_training->addField(
        tr("FP8 parameter gather"), FieldId::Fp8ParamGather,
        tr("The layers' weights kept in the FP8 recipe's format and gathered over data parallelism in it "
           "(Megatron-LM --fp8-param-gather, Megatron-Bridge fp8_param_gather, torchtitan "
           "enable_fsdp_float8_all_gather under FSDP): no 16-bit copy of them, about half the gather's bytes."));
    m_training->setRowVisibility(paramGather, [](const Scenario& s) {
        return precisionTraits(s.training.precision).gemms == GemmFormat::Fp8 || s.training.fp8ParamGather;
    });
    m_training->addField(tr("Main gradients"), FieldId::MainGrads, {},
                         choices<GradPrecision>({{GradPrecision::Fp32, QT_TR_NOOP("FP32 (Megatron default)")}, {GradPrecision::Bf16, QT_TR_NOOP("BF16")}}));
    m_training->addField(tr("Adam moments"), FieldId::OptimizerMoments,
                         tr("What the optimizer keeps Adam's two moments in: BF16 saves 4 bytes per parameter "
                            "(Megatron-LM's precision-aware optimizer, as DeepSeek-V3 trained)."),
                         choices<MomentPrecision>({{MomentPrecision::Fp32, QT_TR_NOOP("FP32")},
                                                   {MomentPrecision::Bf16, QT_TR_NOOP("BF16")}}));
    m_training->addField(tr("Offload optimizer"), FieldId::OffloadOptimizer);
    m_training->addField(tr("Offload activations"), FieldId::OffloadActivationLayers,
                         tr("Megatron-LM --cpu-offloading-num-layers: the activations of the model's first layers go "
                            "to host memory over the host link and come back for the backward pass (pp 1, no "
                            "recompute)."));
    m_training->addField(tr("Optimizer"), FieldId::Optimizer, {},
                         choices<Optimizer>({{Optimizer::Adam, QT_TR_NOOP("Adam (fp32 master, m, v)")},
                                             {Optimizer::Sgd, QT_TR_NOOP("SGD with momentum")}}));
    addExpertRouting();
    m_training->addSection(tr("Pipeline stages"));
    QWidget* group = m_training->addField(
        tr("Micro-batch group"), FieldId::MicrobatchGroup,
        tr("Interleaved 1F1B: micro-batches that go through one chunk before the rank moves to its next "
           "(Megatron-LM's --microbatch-group-size-per-virtual-pipeline-stage). Megatron takes PP up to the "
           "micro-batch count; each group above PP keeps (virtual stages - 1) more chunk forwards in flight."),
        {}, 0, tr("PP (default)"));
    m_training->setRowVisibility(group, [](const Scenario& s) {
        return s.parallel.pp > 1 && s.parallel.effectiveVirtualStages() > 1;
    });
    m_training->addField(tr("First stage layers"), FieldId::FirstStageLayers,
                         tr("Transformer layers on the first pipeline rank, its chunks together (Megatron-LM's "
                            "--decoder-first-pipeline-num-layers); the other ranks share the rest."),
                         {}, 0, tr("even split"));
    m_training->addField(tr("Last stage layers"), FieldId::LastStageLayers,
                         tr("Transformer layers on the last pipeline rank, its chunks together "
                            "(--decoder-last-pipeline-num-layers)."),
                         {}, 0, tr("even split"));
    m_training->addField(tr("Embedding as a layer"), FieldId::EmbeddingInSplit,
                         tr("The even split counts the input embedding as one layer, so the first chunk takes one "
                            "layer fewer (--account-for-embedding-in-pipeline-split)."));
    m_training->addField(tr("Loss as a layer"), FieldId::LossInSplit,
                         tr("The even split counts the output layer and loss as one layer, so the last chunk takes "
                            "one layer fewer (--account-for-loss-in-pipeline-split)."));
    QWidget* keepsOutputs = m_training->addField(
        tr("Last stage keeps outputs"), FieldId::PipelineKeepsOutputs,
        tr("PyTorch's pipelining keeps every micro-batch's output on the last stage until the step ends (for "
           "torchtitan's Llama the fp32 logits) unless the trainer passes return_outputs=False, which torch "
           "takes since late 2025."));
    m_training->setRowVisibility(keepsOutputs, [](const Scenario& s) {
        return s.parallel.pp > 1 && s.training.runsPyTorchOps();
    });
    m_training->addSection(tr("Overlap with compute"));
    m_training->addField(tr("DP gradients and gathers"), FieldId::OverlapDp,
                         tr("Megatron's overlap of the gradient reduce-scatter and parameter all-gather."));
    QWidget* engine = m_training->addField(
        tr("ZeRO-3 engine"), FieldId::Zero3Engine,
        tr("What runs ZeRO-3's per-layer gathers and reduce-scatters, and so how much of them hides behind "
           "compute across nodes."),
        choices<Zero3Engine>({{Zero3Engine::Fsdp, QT_TR_NOOP("FSDP")},
                              {Zero3Engine::DeepSpeed, QT_TR_NOOP("DeepSpeed")}}));
    describeChoices(engine,
                    {tr("PyTorch FSDP2 (torchtitan, accelerate) or Megatron-FSDP (Megatron-LM): hides 96 % of it."),
                     tr("DeepSpeed's ZeRO stage 3 (DeepSpeed, Megatron-DeepSpeed, accelerate's DeepSpeed plugin): "
                        "hides the share the cluster's ZeRO-3 overlap gives (0.60 on every preset).")});
    m_training->setRowVisibility(engine, [](const Scenario& s) { return s.parallel.zeroStage == 3; });
    m_training->addField(tr("TP communication"), FieldId::OverlapTp,
                         tr("Tensor-parallel communication overlap (Transformer Engine userbuffers)."));
    m_training->addField(tr("EP all-to-all"), FieldId::OverlapEp);
    QWidget* cpExchange = m_training->addField(
        tr("CP exchange"), FieldId::CpCommType,
        tr("How Megatron-LM exchanges context-parallel data (--cp-comm-type)."),
        choices<CpCommType>({{CpCommType::P2p, QT_TR_NOOP("Ring (p2p)")},
                             {CpCommType::AllGather, QT_TR_NOOP("All-gather")},
                             {CpCommType::AllToAll, QT_TR_NOOP("All-to-all (a2a)")}}));
    describeChoices(cpExchange,
                    {tr("K and V pass round a ring, each block behind a block of the attention kernel (hidden with "
                        "the CP ring switch below)."),
                     tr("The whole K and V are gathered before attention and their gradients reduce-scattered "
                        "after it: not hidden."),
                     tr("Q, K and V switch from a sequence split to a head split before attention and the output "
                        "back after it (DeepSpeed-Ulysses style): all-to-alls that are not hidden; the heads of "
                        "each TP rank must divide by CP.")});
    m_training->setRowVisibility(cpExchange, [](const Scenario& s) {
        return s.parallel.cp > 1 && !s.training.runsPyTorchOps();
    });
    QWidget* cpRing = m_training->addField(tr("CP ring exchange"), FieldId::OverlapCp);
    m_training->setRowVisibility(cpRing, [](const Scenario& s) {
        return s.training.runsPyTorchOps() || s.parallel.cpCommType == CpCommType::P2p;
    });
    m_training->addSection(tr("Memory overhead"));
    m_training->addField(tr("CUDA context"), FieldId::CudaContextGiB, {}, {}, 2);
    m_training->addField(tr("Allocator share"), FieldId::AllocatorFraction,
                         tr("Fragmentation and caching allocator slack, as a share of the accounted memory."), {}, 3);
}

void ParallelismPanel::addExpertRouting()
{
    // Shown when a file holds them: for models with experts, and for a dense model only while
    // a value is set (so the setting the warning names can be seen and reset).
    const auto shown = [](const Scenario& s) { return fieldStored(s, FieldId::MoeCapacityFactor); };
    m_training->setSectionVisibility(m_training->addSection(tr("MoE routing")), shown);
    QWidget* capacity = m_training->addField(
        tr("Expert capacity"), FieldId::MoeCapacityFactor,
        tr("Megatron-LM --moe-expert-capacity-factor: each expert takes at most this many times its even share of "
           "the tokens and drops the rest. Dropless (0) keeps every token."),
        {}, 2, tr("dropless"));
    m_training->setRowVisibility(capacity, shown);
    QWidget* imbalance = m_training->addField(
        tr("Load imbalance"), FieldId::MoeLoadImbalance,
        tr("The busiest expert-parallel rank's routed tokens over the mean: 1 is perfectly balanced (vendor "
           "benchmarks force it with --moe-router-force-load-balancing); 1.2 gives that rank 20 % more expert work "
           "and all-to-all traffic, which every other rank waits for."));
    m_training->setRowVisibility(imbalance, shown);
    QWidget* pad = m_training->addField(
        tr("Pad to capacity"), FieldId::MoePadToCapacity,
        tr("--moe-pad-expert-input-to-capacity: every expert runs its full capacity, so shapes stay fixed at the "
           "price of padding work (needs a capacity factor)."));
    m_training->setRowVisibility(pad, shown);
    QWidget* dispatcher = m_training->addField(
        tr("Token dispatcher"), FieldId::MoeDispatcher,
        tr("What moves the tokens between the expert-parallel ranks (with EP above 1)."),
        choices<MoeDispatcher>({{MoeDispatcher::AllToAll, QT_TR_NOOP("NCCL all-to-all")},
                                {MoeDispatcher::DeepEp, QT_TR_NOOP("DeepEP")}}));
    describeChoices(dispatcher,
                    {tr("NCCL's all-to-all (Megatron-LM --moe-token-dispatcher-type alltoall): across nodes every copy "
                        "of a token takes the network."),
                     tr("DeepEP (Megatron-LM --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep, "
                        "torchtitan expert_parallel_comm_backend): a token crosses the network once per node it is "
                        "routed to and is forwarded over NVLink there.")});
    m_training->setRowVisibility(dispatcher, shown);
}

void ParallelismPanel::addRecomputeModules()
{
    // Megatron-Core's --recompute-modules, shown below the Megatron-modules policy (so the
    // labels name only the module; the tooltips say what recomputing it drops); a module the
    // model lacks (MLA, experts, shared experts, dense layers) is hidden unless it is ticked,
    // so the setting a warning names can be seen and unticked.
    struct Row
    {
        FieldId field;
        const char* label;
        const char* help;
        bool (*exists)(const ModelSpec&);
    };
    static const Row kRows[] = {
        {FieldId::RecomputeCoreAttn, QT_TR_NOOP("Core attention"),
         QT_TR_NOOP("core_attn: the attention kernel runs again; with flash attention it saves no memory."),
         [](const ModelSpec&) { return true; }},
        {FieldId::RecomputeLayernorm, QT_TR_NOOP("Norms"),
         QT_TR_NOOP("layernorm: the output of a norm that is a module of its own (before MLA's down-projections "
                    "and before an MoE block) is dropped; Transformer Engine fuses the others into the next "
                    "linear."),
         [](const ModelSpec& m) { return m.mla.has_value() || m.isMoe(); }},
        {FieldId::RecomputeMlaUpProj, QT_TR_NOOP("MLA up-projections"),
         QT_TR_NOOP("mla_up_proj: Q, K and V are recomputed from the latents, as DeepSeek-V3 trained."),
         [](const ModelSpec& m) { return m.mla.has_value(); }},
        {FieldId::RecomputeMoeAct, QT_TR_NOOP("Expert activation"),
         QT_TR_NOOP("moe_act: the experts' activation output (fc2's input) is dropped and recomputed."),
         [](const ModelSpec& m) { return m.isMoe(); }},
        {FieldId::RecomputeMlp, QT_TR_NOOP("Dense MLP"),
         QT_TR_NOOP("mlp: a dense layer's whole MLP runs again, its TP communication too."),
         [](const ModelSpec& m) { return !m.isMoe() || m.moeLayersInRange(0, m.layers) < m.layers; }},
        {FieldId::RecomputeMoe, QT_TR_NOOP("MoE block"),
         QT_TR_NOOP("moe: the whole MoE block runs again, the token all-to-alls too."),
         [](const ModelSpec& m) { return m.isMoe(); }},
        {FieldId::RecomputeSharedExperts, QT_TR_NOOP("Shared experts"),
         QT_TR_NOOP("shared_experts: the shared experts' MLP runs again."),
         [](const ModelSpec& m) { return m.isMoe() && m.moe->sharedExperts > 0; }},
    };
    for (const Row& row : kRows) {
        QWidget* editor = m_training->addField(tr(row.label), row.field, tr(row.help));
        const auto exists = row.exists;
        const FieldId field = row.field;
        m_training->setRowVisibility(editor, [exists, field](const Scenario& s) {
            const bool ticked = std::get<bool>(getField(s, field));
            return s.training.recompute == Recompute::Selective &&
                   s.training.selectiveRecompute == SelectiveRecompute::Modules && (exists(s.model) || ticked);
        });
    }
}

} // namespace shardscope::ui
