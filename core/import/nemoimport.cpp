#include "nemoimport.h"

#include "mcoremodel.h"
#include "nemokeys.h"
#include "yamlsettings.h"

namespace shardscope {

namespace {

/** NeMo 1.x's template and code, where its defaults are written (the legacy files of the NeMo 2.x tree). */
constexpr const char* kTemplate = "NeMo examples/nlp/language_modeling/conf/megatron_gpt_config.yaml";
constexpr const char* kGptModel = "NeMo nemo/collections/nlp/models/language_modeling/megatron_gpt_model.py";
constexpr const char* kTrainerBuilder = "NeMo nemo/collections/nlp/parts/megatron_trainer_builder.py";

std::string lower(std::string s)
{
    for (char& c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

SettingSource absent(const std::string& path)
{
    return {"", 0, path, ""};
}

/** trainer.num_nodes and trainer.devices: the job's shape as Lightning starts it. */
void cluster(YamlSettings& s)
{
    ImportBuilder& b = s.builder();
    const std::pair<const char*, FieldId> keys[] = {{"trainer.num_nodes", FieldId::Nodes},
                                                    {"trainer.devices", FieldId::GpusPerNode}};
    for (const auto& [key, field] : keys) {
        YamlLeaf* l = s.find(key);
        if (!l) {
            b.defaultTo(field, int64_t(1), absent(key), kTemplate);
            continue;
        }
        const YAML::Node v = s.resolved(*l);
        if (v.IsSequence() || (v.IsScalar() && (v.Scalar() == "auto" || v.Scalar() == "-1")))
            s.refuse(*l, "a list of devices, auto or -1 is not read: write the number of GPUs per node");
        const FieldInfo& info = fieldInfo(field);
        s.set(*l, field, s.integer(*l, int64_t(info.min), int64_t(info.max)));
    }
    if (YamlLeaf* l = s.find("trainer.accelerator")) {
        const std::string v = lower(s.text(*l));
        if (v != "gpu" && v != "cuda" && v != "auto")
            s.refuse(*l, "ShardScope estimates training on GPUs, not " + v);
        s.ignore(*l, "GPUs: what ShardScope estimates");
    }
    if (YamlLeaf* l = s.find("trainer.accumulate_grad_batches")) {
        if (s.integer(*l, 1, 1 << 20) != 1)
            s.refuse(*l, "NeMo accumulates gradients itself (global_batch_size / micro_batch_size / DP); the template "
                         "says not to change this");
        s.ignore(*l, "1: NeMo accumulates gradients from global_batch_size itself");
    }
}

/** The batch and the sequence: micro and global batch, encoder_seq_length and its aliases. */
void batch(YamlSettings& s)
{
    ImportBuilder& b = s.builder();
    const std::pair<const char*, FieldId> keys[] = {{"model.micro_batch_size", FieldId::MicroBatch},
                                                    {"model.global_batch_size", FieldId::GlobalBatch}};
    for (const auto& [key, field] : keys) {
        YamlLeaf* l = s.find(key);
        const FieldInfo& info = fieldInfo(field);
        if (l)
            s.set(*l, field, s.integer(*l, int64_t(info.min), int64_t(info.max)));
    }
    if (!s.find("model.micro_batch_size"))
        b.defaultTo(FieldId::MicroBatch, int64_t(4), absent("model.micro_batch_size"), kTemplate);
    if (!s.find("model.global_batch_size"))
        b.defaultTo(FieldId::GlobalBatch, int64_t(8), absent("model.global_batch_size"), kTemplate);
    if (YamlLeaf* l = s.find("model.rampup_batch_size")) {
        if (s.isNull(*l))
            s.ignore(*l, "null: no batch ramp-up");
        else
            s.ignore(*l, "the batch ramp-up: ShardScope estimates a step at the full global batch");
    }
    const FieldInfo& seq = fieldInfo(FieldId::SeqLength);
    bool given = false;
    for (const char* key : {"model.encoder_seq_length", "model.seq_length", "model.data.seq_length"}) {
        if (YamlLeaf* l = s.find(key)) {
            s.set(*l, FieldId::SeqLength, s.integer(*l, int64_t(seq.min), int64_t(seq.max)));
            given = true;
        }
    }
    if (!given)
        b.defaultTo(FieldId::SeqLength, int64_t(512), absent("model.encoder_seq_length"), kTemplate);
}

/** NeMo 1.x's `activation` and `bias`, its own names for Megatron-Core's gated MLP and add_bias_linear. */
void activationAndBias(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("model.activation")) {
        const std::string v = lower(s.text(*l));
        if (v == "gelu" || v == "fast-gelu")
            s.set(*l, FieldId::Activation, std::string("gelu"));
        else if (v == "squared-relu" || v == "relu")
            s.set(*l, FieldId::Activation, std::string("gelu"), "a two-matrix MLP like GELU's");
        else if (v == "swiglu" || v == "fast-swiglu")
            s.set(*l, FieldId::Activation, std::string("swiglu"));
        else if (v == "geglu" || v == "fast-geglu" || v == "reglu" || v == "fast-reglu")
            s.set(*l, FieldId::Activation, std::string("swiglu"), "a gated three-matrix MLP like SwiGLU's");
        else
            s.refuse(*l, "expected gelu, swiglu, geglu, reglu (or their fast- forms) or squared-relu");
    }
    if (YamlLeaf* l = s.find("model.bias"))
        s.set(*l, FieldId::Bias, std::string(s.boolean(*l) ? "all" : "none"));
}

/** trainer.precision, then model.fp8 and its recipe on top of it. */
void precision(YamlSettings& s)
{
    ImportBuilder& b = s.builder();
    YamlLeaf* p = s.find("trainer.precision");
    std::string base = "bf16";
    if (p) {
        const std::string v = lower(s.text(*p));
        if (v == "16" || v == "16-mixed")
            base = "fp16";
        else if (v == "bf16" || v == "bf16-mixed")
            base = "bf16";
        else if (v == "32" || v == "32-true")
            base = "fp32";
        else
            s.refuse(*p, "expected 16, 16-mixed, bf16, bf16-mixed or 32 (" + std::string(kTrainerBuilder) +
                             " builds its mixed-precision plugin from those)");
    }
    YamlLeaf* fp8 = s.find("model.fp8");
    const bool on = fp8 && s.boolean(*fp8);
    YamlLeaf* recipeLeaf = s.find("model.fp8_recipe");
    if (!on) {
        if (p)
            s.set(*p, FieldId::Precision, base);
        else
            b.defaultTo(FieldId::Precision, base, absent("trainer.precision"), kTemplate);
        if (fp8)
            s.ignore(*fp8, "false: no FP8");
        for (const char* key : {"model.fp8_recipe", "model.fp8_e4m3", "model.fp8_hybrid", "model.fp8_params"})
            if (YamlLeaf* l = s.find(key))
                s.ignore(*l, "FP8 is off (model.fp8 is not true)");
        return;
    }
    if (base == "fp32")
        ImportBuilder::contradiction(fp8->source, p ? p->source : absent("trainer.precision"),
                                     "FP8 runs on 16-bit weights, but trainer.precision is 32");
    // NeMo's build_transformer_config: fp8 needs one of the two formats (fp8_hybrid is on in the template).
    YamlLeaf* e4m3 = s.find("model.fp8_e4m3");
    YamlLeaf* hybrid = s.find("model.fp8_hybrid");
    const bool e4m3On = e4m3 && s.boolean(*e4m3);
    const bool hybridOn = hybrid ? s.boolean(*hybrid) : true;
    if (!e4m3On && !hybridOn)
        ImportBuilder::contradiction(
            fp8->source, hybrid->source,
            "FP8 needs fp8_e4m3 or fp8_hybrid, but " + hybrid->source.spelled() + " (" + hybrid->source.where() +
                ") turns the hybrid format off and fp8_e4m3 is not on "
                "(NeMo refuses it: \"fp8 enabled but fp8_format (fp8_e4m3 | fp8_hybrid) is not set\")");
    for (YamlLeaf* l : {e4m3, hybrid})
        if (l)
            s.ignore(*l, "the FP8 number format: one byte either way");
    std::string recipe = "delayed";
    if (recipeLeaf)
        recipe = lower(s.text(*recipeLeaf));
    const std::pair<const char*, const char*> recipes[] = {
        {"delayed", "fp8-delayed"}, {"tensorwise", "fp8-current"}, {"blockwise", "fp8-blockwise"}, {"mxfp8", "mxfp8"}};
    std::string value;
    for (const auto& [name, precision] : recipes)
        if (recipe == name)
            value = precision;
    if (value.empty())
        s.refuse(*recipeLeaf, "expected delayed, tensorwise, blockwise or mxfp8");
    const std::string note = recipeLeaf ? "FP8 (" + recipe + ") on " + base + " weights"
                                        : "FP8 on " + base +
                                              " weights: Transformer Engine's delayed scaling, the recipe "
                                              "NeMo 1.x builds";
    s.set(*fp8, FieldId::Precision, value, note);
    if (recipeLeaf)
        s.set(*recipeLeaf, FieldId::Precision, value);
    if (p)
        s.set(*p, FieldId::Precision, value, "the 16-bit weights under model.fp8");
    if (YamlLeaf* l = s.find("model.fp8_params"))
        s.set(*l, FieldId::Fp8ParamGather, s.boolean(*l),
              s.boolean(*l) ? "FP8 weights (Transformer Engine's fp8_model_init), gathered in FP8" : "16-bit weights");
}

/** megatron_amp_O2, mcore_gpt and transformer_engine: which implementation NeMo builds. */
void implementation(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("model.megatron_amp_O2")) {
        if (s.boolean(*l))
            s.ignore(*l, "16-bit weights with fp32 main weights: the layout ShardScope estimates");
        else
            s.ignore(*l, "false: NeMo keeps fp32 weights and autocasts (O1); ShardScope estimates 16-bit weights with "
                         "fp32 main weights (O2), so the weights take about 2 bytes per parameter more than estimated");
    }
    if (YamlLeaf* l = s.find("model.mcore_gpt")) {
        if (s.boolean(*l))
            s.ignore(*l, "Megatron-Core's GPT model: what ShardScope estimates");
        else
            s.ignore(*l, "false: NeMo's legacy (Apex) GPT model, estimated as Megatron-Core's");
    }
    if (YamlLeaf* l = s.find("model.transformer_engine")) {
        if (s.boolean(*l))
            s.ignore(*l, "Transformer Engine's layers: what ShardScope estimates");
        else
            s.ignore(*l, "false: PyTorch layers without Transformer Engine, estimated as Transformer Engine's");
    }
    readGradientAccumulationFusion(s);
    readCpCommType(s);
}

/** model.optim.name and model.fsdp: the optimizer and how its state is sharded. */
void optimizer(YamlSettings& s)
{
    ImportBuilder& b = s.builder();
    YamlLeaf* name = s.find("model.optim.name");
    YamlLeaf* fsdp = s.find("model.fsdp");
    const bool fsdpOn = fsdp && s.boolean(*fsdp);
    std::string optim = name ? lower(s.text(*name)) : "fused_adam";
    const bool distributed = optim == "distributed_fused_adam" || optim == "mcore_distributed_optim";
    const bool adam =
        distributed || optim == "fused_adam" || optim == "adam" || optim == "adamw" || optim == "megatron_fused_adam";
    if (!adam && optim != "sgd")
        s.refuse(*name, "ShardScope estimates Adam's two moments or SGD, not " + optim);
    if (fsdpOn && distributed)
        ImportBuilder::contradiction(fsdp->source, name->source,
                                     "FSDP cannot run with the distributed optimizer " + name->source.spelled() + " (" +
                                         name->source.where() + "); NeMo refuses it (" + kTrainerBuilder + ")");
    if (name)
        s.set(*name, FieldId::Optimizer, std::string(adam ? "adam" : "sgd"));
    else
        b.defaultTo(FieldId::Optimizer, std::string("adam"), absent("model.optim.name"), kTemplate);
    if (fsdpOn) {
        std::string strategy = "full";
        YamlLeaf* st = s.find("model.fsdp_sharding_strategy");
        if (st)
            strategy = lower(s.text(*st));
        const int64_t stage = strategy == "full" ? 3 : strategy == "grad" ? 2 : -1;
        if (stage < 0)
            s.refuse(st ? *st : *fsdp,
                     "the FSDP sharding strategy " + strategy + " is not modelled (full and grad are)");
        s.set(*fsdp, FieldId::ZeroStage, stage, "Torch FSDP, " + strategy + " sharding");
        if (st)
            s.set(*st, FieldId::ZeroStage, stage);
        s.builder().zero3RunsOn(Zero3Engine::Fsdp, "Torch FSDP");
        if (YamlLeaf* l = s.find("model.fsdp_cpu_offload")) {
            if (s.boolean(*l))
                s.refuse(*l, "FSDP's CPU offload of weights, gradients and optimizer state is not modelled");
            s.ignore(*l, "false: nothing on the host");
        }
        for (const char* key : {"model.fsdp_grad_reduce_dtype", "model.fsdp_sharded_checkpoint",
                                "model.fsdp_use_orig_params", "model.fsdp_limit_all_gathers"})
            if (YamlLeaf* l = s.find(key))
                s.ignore(*l, "an FSDP communication or checkpoint detail: does not change the estimate");
        return;
    }
    if (fsdp)
        s.ignore(*fsdp, "false: no FSDP");
    for (const char* key : {"model.fsdp_cpu_offload", "model.fsdp_grad_reduce_dtype", "model.fsdp_sharded_checkpoint",
                            "model.fsdp_use_orig_params", "model.fsdp_limit_all_gathers"})
        if (YamlLeaf* l = s.find(key))
            s.ignore(*l, "FSDP is off");
    if (YamlLeaf* st = s.find("model.fsdp_sharding_strategy"))
        s.ignore(*st, "FSDP is off");
    if (name)
        s.set(*name, FieldId::ZeroStage, int64_t(distributed ? 1 : 0),
              distributed ? "the distributed optimizer: Adam's state sharded over DP (ZeRO-1)" : "");
    else
        b.defaultTo(FieldId::ZeroStage, int64_t(0), absent("model.optim.name"), kTemplate);
}

/** Communication overlap: TP userbuffers and the distributed optimizer's gradient sync. */
void overlap(YamlSettings& s)
{
    if (YamlLeaf* l = s.find("model.ub_tp_comm_overlap"))
        s.set(*l, FieldId::OverlapTp, s.boolean(*l));
    if (YamlLeaf* l = s.find("model.optim.overlap_grad_sync"))
        s.set(*l, FieldId::OverlapDp, s.boolean(*l));
    if (YamlLeaf* l = s.find("model.optim.overlap_param_sync"))
        s.ignore(*l, "the parameter all-gather's overlap: parallel.overlap.dp follows overlap_grad_sync");
}

/** Partial activation checkpointing across micro-batches has no counterpart in the estimate. */
void partialRecompute(YamlSettings& s)
{
    for (const char* key : {"model.num_micro_batches_with_partial_activation_checkpoints",
                            "model.activations_checkpoint_layers_per_pipeline"}) {
        YamlLeaf* l = s.find(key);
        if (!l)
            continue;
        if (!s.isNull(*l))
            s.refuse(*l, "checkpointing some micro-batches or fewer layers on later stages is not modelled");
        s.ignore(*l, "null: not used");
    }
}

void readNemo1(YamlSettings& s, const std::string& file)
{
    ImportBuilder& b = s.builder();
    cluster(s);
    McoreModelReader model(s, "model.", McoreDialect::Nemo1, kTemplate);
    model.parallel();
    batch(s);
    model.shape();
    model.normalization("normalization");
    activationAndBias(s);
    // Keys no NeMo template writes: NeMo's code (cfg.get with a default) and Megatron-Core decide them.
    if (!s.find("model.num_moe_experts") && b.scenario().model.moe) {
        b.editScenario().model.moe.reset();
        b.note(file + " does not set model.num_moe_experts: NeMo builds a dense model (" + std::string(kGptModel) +
               ": cfg.get('num_moe_experts', None)); the base scenario's experts are dropped");
    }
    model.moe();
    const std::string mcore = kMcoreTransformerConfig;
    model.defaultTo(FieldId::LocalAttention, std::string("none"), "window_size", mcore + " (window_size None)");
    model.defaultTo(FieldId::QkNorm, false, "qk_layernorm", mcore);
    model.defaultTo(FieldId::HiddenDropout, 0.1, "hidden_dropout");
    model.defaultTo(FieldId::AttentionDropout, 0.1, "attention_dropout");
    model.defaultTo(FieldId::MtpLayers, int64_t(0), "mtp_num_layers", mcore);
    if (b.given(FieldId::Heads)) // num_query_groups None: one key/value head per attention head
        model.defaultTo(FieldId::KvHeads, b.value(FieldId::Heads), "num_query_groups",
                        mcore + " (num_query_groups None: multi-head attention)");
    model.defaultTo(FieldId::AttentionSinks, false, "softmax_type", mcore + " (vanilla softmax)");
    if (b.scenario().model.mla) {
        b.editScenario().model.mla.reset();
        b.note("NeMo 1.x's GPT model has no multi-latent attention: the base scenario's MLA block is dropped");
    }
    model.recompute({"activations_checkpoint_granularity", "activations_checkpoint_method",
                     "activations_checkpoint_num_layers", nullptr});
    partialRecompute(s);
    precision(s);
    implementation(s);
    optimizer(s);
    overlap(s);
    reportLeftovers(s, nemo1KnownSettings(),
                    "not read by ShardScope: a key it does not know; check that it does not "
                    "change the parallel layout, the batch or the model",
                    10000);
    std::string missing;
    for (const char* key :
         {"num_layers", "hidden_size", "ffn_hidden_size", "num_attention_heads", "num_query_groups", "normalization",
          "activation", "bias", "position_embedding_type", "share_embeddings_and_output_weights"})
        if (!s.find(std::string("model.") + key))
            missing += (missing.empty() ? "model." : ", model.") + std::string(key);
    if (!missing.empty())
        b.note(file + " does not set " + missing +
               ": NeMo takes them from the configuration the file is merged into (" + std::string(kTemplate) +
               " has a 12-layer GPT with GELU, LayerNorm, biases, learned positions and tied "
               "embeddings); ShardScope keeps the base scenario's values for them");
}

} // namespace

bool looksLikeNemoYaml(const std::string& text)
{
    const auto root = yamlRootMap(text);
    if (!root || !yamlChild(*root, "trainer").IsMap() || yamlChild(*root, "train").IsDefined())
        return false;
    const YAML::Node model = yamlChild(*root, "model");
    for (const char* key :
         {"tensor_model_parallel_size", "pipeline_model_parallel_size", "micro_batch_size", "global_batch_size",
          "encoder_seq_length", "activations_checkpoint_granularity", "mcore_gpt"})
        if (yamlChild(model, key).IsDefined())
            return true;
    return false;
}

void importNemoYaml(const LaunchFile& file, ImportBuilder& builder, const ImportContext& context)
{
    importNemoYaml(file, std::string(), {}, builder, context);
}

void importNemoYaml(const LaunchFile& file, const std::string& scriptName, const std::vector<ScriptWord>& overrides,
                    ImportBuilder& builder, const ImportContext&)
{
    YamlSettings s(builder);
    s.readYaml(file);
    if (!overrides.empty()) {
        builder.addFile(scriptName);
        readOverrideWords(s, scriptName, overrides, [](const std::string& name) {
            if (name == "--config-path" || name == "-cp" || name == "--config-name" || name == "-cn" ||
                name == "--config-dir")
                return std::string("which YAML Hydra loads: ShardScope reads the file it is given");
            return std::string("an option of Hydra or of the script, not a configuration override: not read");
        });
    }
    readNemo1(s, file.name);
}

} // namespace shardscope
