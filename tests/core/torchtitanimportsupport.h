// What tst_import_torchtitan shares: running the reader the way the caller does, finding the
// report's rows, reading the golden exports, and the tables of its data-driven tests.
#pragma once

#include "exportsupport.h"

#include "core/import/importbuilder.h"
#include "core/import/torchtitanimport.h"
#include "core/io/inputerror.h"
#include "core/io/shellwords.h"
#include "core/model/enumnames.h"

namespace titansupport {

using namespace shardscope;

/** The scenario the import starts from, as the caller makes it: the default, without a model. */
inline Scenario importBase()
{
    Scenario s = exportsupport::base();
    s.model = ModelSpec{};
    return s;
}

inline LaunchFile dataFile(const QString& name)
{
    const QString text = exportsupport::readFile(QStringLiteral(SHARDSCOPE_TEST_DATA "/import/torchtitan/") + name);
    if (text.isEmpty())
        qFatal("missing test file %s", qPrintable(name));
    return {name.toStdString(), text.toStdString()};
}

/** Words of a command line, all on line 3 of launch.sh. */
inline std::vector<ScriptWord> words(const QString& line)
{
    std::vector<ScriptWord> out;
    for (const QString& w : line.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back({w.toStdString(), 3, 0});
    return out;
}

struct Read
{
    ImportResult result;
    std::optional<ImportBuilder::GlobalBatchDefault> globalDefault;
};

inline Read readJob(const LaunchFile* toml, const std::vector<ScriptWord>& overrides = {}, Scenario base = importBase())
{
    ImportBuilder builder(std::move(base), "torchtitan");
    importTorchtitan(toml, "launch.sh", overrides, builder, ImportContext{});
    Read r;
    r.globalDefault = builder.globalBatchDefault();
    r.result = std::move(builder).finish();
    return r;
}

/** The error an import ends in ("" when it does not). */
inline QString importError(const LaunchFile* toml, const std::vector<ScriptWord>& overrides = {})
{
    try {
        readJob(toml, overrides);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

inline const ImportedSetting* row(const ImportReport& report, const std::string& name,
                                  std::optional<SettingFate> fate = {})
{
    for (const ImportedSetting& s : report.settings)
        if (s.source.name == name && (!fate || s.fate == *fate))
            return &s;
    return nullptr;
}

inline bool lists(const ImportedSetting& s, FieldId field)
{
    return std::find(s.fields.begin(), s.fields.end(), field) != s.fields.end();
}

template <typename E> inline std::string str(E value)
{
    return std::string(shardscope::toString(value));
}

/** An enum's file spelling, for QCOMPARE (QTest's toString() and shardscope's would be ambiguous). */
template <typename E> inline QString q(E value)
{
    return QString::fromStdString(str(value));
}

/** Every leaf of a TOML document with its line, as the test reads it on its own. */
inline void leaves(const toml::table& table, const std::string& prefix, std::vector<std::pair<std::string, int>>& out)
{
    for (const auto& [key, node] : table) {
        const std::string path = prefix.empty() ? std::string(key.str()) : prefix + "." + std::string(key.str());
        if (const toml::table* inner = node.as_table())
            leaves(*inner, path, out);
        else
            out.push_back({path, int(node.source().begin.line)});
    }
}

/** The files of a golden export, split at its "==> NAME <==" lines. */
inline std::map<std::string, std::string> goldenFiles(const QString& text)
{
    std::map<std::string, std::string> files;
    std::string current;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("==> ")) && line.endsWith(QLatin1String(" <=="))) {
            current = line.mid(4, line.size() - 8).toStdString();
            files[current];
            continue;
        }
        if (!current.empty())
            files[current] += line.toStdString() + "\n";
    }
    return files;
}

/** The words after `-m torchtitan.train` in a launch script, as the script reader gives them. */
inline std::vector<ScriptWord> trainWords(const std::string& script)
{
    std::vector<ScriptWord> out;
    for (const ShellCommand& c : parseShellScript(script).commands) {
        const auto it = std::find(c.words.begin(), c.words.end(), "torchtitan.train");
        if (it == c.words.end())
            continue;
        for (size_t i = size_t(it - c.words.begin()) + 1; i < c.words.size(); ++i)
            out.push_back({c.words[i], c.wordLines[i], c.unknowns[i]});
    }
    return out;
}

/** The rows of reportRows. */
inline void reportRowTable()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("fate");
    QTest::addColumn<QString>("field"); ///< a field a mapped or defaulted row lists
    QTest::addColumn<QString>("note");  ///< part of its note

    const int mapped = int(SettingFate::Mapped), defaulted = int(SettingFate::Defaulted),
              ignored = int(SettingFate::Ignored);
    QTest::newRow("flavor gives the model") << "llama3_8b.toml"
                                            << "model.flavor" << mapped << "model.ffn_hidden"
                                            << "preset llama-3-8b";
    QTest::newRow("name too") << "llama3_8b.toml"
                              << "model.name" << mapped << "model.layers"
                              << "llama3 8B";
    QTest::newRow("learning rate") << "llama3_8b.toml"
                                   << "optimizer.lr" << ignored << ""
                                   << "does not change memory";
    QTest::newRow("unused converter table") << "llama3_8b.toml"
                                            << "quantize.linear.float8.filter_fqns" << ignored << ""
                                            << "not in model.converters";
    QTest::newRow("shard -1 is the rest") << "llama3_8b.toml"
                                          << "parallelism.data_parallel_replicate_degree" << ignored << ""
                                          << "plain FSDP";
    QTest::newRow("reshard default") << "llama3_8b.toml"
                                     << "parallelism.fsdp_reshard_after_forward" << defaulted << "parallel.zero_stage"
                                     << "torchtitan/config/job_config.py";
    QTest::newRow("FSDP2 runs ZeRO-3") << "llama3_8b.toml"
                                       << "parallelism.fsdp_reshard_after_forward" << defaulted
                                       << "parallel.zero3_engine" << "fully_shard";
    QTest::newRow("mixed precision default") << "llama3_8b.toml"
                                             << "training.mixed_precision_param" << defaulted << "training.precision"
                                             << "torchtitan/config/job_config.py";
    QTest::newRow("per-op policy") << "llama3_8b.toml"
                                   << "activation_checkpoint.selective_ac_option" << mapped
                                   << "training.selective_recompute"
                                   << "every other matmul";
    QTest::newRow("TP gives SP") << "llama3_70b.toml"
                                 << "parallelism.tensor_parallel_degree" << mapped << "parallel.sequence_parallel"
                                 << "sequence";
    QTest::newRow("async TP") << "llama3_70b.toml"
                              << "parallelism.enable_async_tensor_parallel" << mapped << "parallel.overlap.tp"
                              << "async";
    QTest::newRow("layers per stage") << "llama3_405b_pp.toml"
                                      << "parallelism.pipeline_parallel_layers_per_stage" << mapped
                                      << "parallel.virtual_stages"
                                      << "2 stages per rank";
    QTest::newRow("embedding counted") << "llama3_405b_pp.toml"
                                       << "parallelism.pipeline_parallel_first_stage_less_layers" << defaulted
                                       << "parallel.embedding_in_split"
                                       << "(1)";
    QTest::newRow("PP micro-batch") << "llama3_405b_pp.toml"
                                    << "parallelism.pipeline_parallel_microbatch_size" << mapped
                                    << "training.micro_batch"
                                    << "";
    QTest::newRow("local batch with PP") << "llama3_405b_pp.toml"
                                         << "training.local_batch_size" << ignored << ""
                                         << "pipeline flush";
    QTest::newRow("float8 converter") << "llama3_8b_float8.toml"
                                      << "model.converters" << mapped << "training.precision"
                                      << "tensorwise";
    QTest::newRow("float8 recipe") << "llama3_8b_float8.toml"
                                   << "quantize.linear.float8.recipe_name" << mapped << "training.precision"
                                   << "";
    QTest::newRow("output kept in 16 bit") << "llama3_8b_float8.toml"
                                           << "quantize.linear.float8.filter_fqns" << ignored << ""
                                           << "output layer stays in 16 bit";
    QTest::newRow("reshard always") << "llama3_8b_float8.toml"
                                    << "parallelism.fsdp_reshard_after_forward" << mapped << "parallel.zero_stage"
                                    << "ZeRO-3";
    QTest::newRow("reshard always on FSDP2") << "llama3_8b_float8.toml"
                                             << "parallelism.fsdp_reshard_after_forward" << mapped
                                             << "parallel.zero3_engine" << "FSDP2";
    QTest::newRow("MTP not built") << "deepseek_v3_671b.toml"
                                   << "model.flavor" << mapped << "model.mtp_layers"
                                   << "multi-token-prediction";
    QTest::newRow("DeepEP") << "deepseek_v3_671b.toml"
                            << "parallelism.expert_parallel_comm_backend" << mapped << "training.moe.dispatcher"
                            << "";
    QTest::newRow("dropless") << "deepseek_v3_671b.toml"
                              << "MoE capacity (no setting)" << defaulted << "training.moe.capacity_factor"
                              << "dropless";
    QTest::newRow("DualPipeV") << "deepseek_v3_671b.toml"
                               << "parallelism.pipeline_parallel_schedule" << mapped << "parallel.schedule"
                               << "";
    QTest::newRow("EP overlap default") << "deepseek_v3_671b.toml"
                                        << "parallelism.pipeline_parallel_expert_parallel_overlap" << defaulted
                                        << "parallel.overlap.ep"
                                        << "torchtitan/config/job_config.py";
    QTest::newRow("DP from the shard degree") << "deepseek_v3_671b.toml"
                                              << "parallelism.data_parallel_shard_degree" << mapped << "parallel.dp"
                                              << "";
}

/** The rows of olderSpellings. */
inline void olderSpellingTable()
{
    QTest::addColumn<QString>("toml");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    const QString model = QStringLiteral("[model]\nname = \"llama3\"\nflavor = \"8B\"\n");
    QTest::newRow("[float8]") << model + "converters = [\"float8\"]\n[float8]\nrecipe_name = \"tensorwise\"\n"
                              << "training.precision"
                              << "fp8-current";
    QTest::newRow("[mx]") << model + "converters = [\"mx\"]\n[mx]\nrecipe_name = \"mxfp8\"\n"
                          << "training.precision"
                          << "mxfp8";
    QTest::newRow("float8 without a recipe") << model + "converters = [\"quantize.linear.float8\"]\n"
                                             << "training.precision"
                                             << "fp8-current";
    // torchtitan 0.1's train_configs/llama3_8b.toml: batch_size = 1 is the per-rank batch
    QTest::newRow("training.batch_size") << model + "[training]\nbatch_size = 1\nseq_len = 8192\n"
                                         << "training.micro_batch"
                                         << "1";
    // torchtitan before [parallelism] (its December 2024 benchmarks' configs): the degrees in
    // [training] and [experimental], the pipeline's micro-batch count (unset: one per stage),
    // and float8.enable_float8_linear instead of model.converters.
    const QString legacy = model + "[training]\nbatch_size = 32\ntensor_parallel_degree = 8\n"
                                   "[experimental]\npipeline_parallel_degree = 8\n"
                                   "pipeline_parallel_schedule = \"Interleaved1F1B\"\n";
    QTest::newRow("training.tensor_parallel_degree") << legacy << "parallel.tp" << "8";
    QTest::newRow("experimental.pipeline_parallel_degree") << legacy << "parallel.pp" << "8";
    QTest::newRow("one micro-batch per stage") << legacy << "training.micro_batch" << "2"; // 32 / (8 x 2 stages)
    QTest::newRow("experimental.pipeline_parallel_microbatches")
        << legacy + "pipeline_parallel_microbatches = 32\n" << "training.micro_batch" << "1";
    QTest::newRow("experimental.context_parallel_degree")
        << model + "[experimental]\ncontext_parallel_degree = 2\n" << "parallel.cp" << "2";
    QTest::newRow("float8.enable_float8_linear") << model + "[float8]\nenable_float8_linear = true\n"
                                                 << "training.precision" << "fp8-current";
    QTest::newRow("training.compile") << model + "[training]\ncompile = true\n"
                                      << "training.kernel_fusion"
                                      << "compiled";
    QTest::newRow("only the loss compiled") << model + "[compile]\nenable = true\ncomponents = [\"loss\"]\n"
                                            << "training.kernel_fusion"
                                            << "eager";
    QTest::newRow("pure bf16") << model + "[training]\ndtype = \"bfloat16\"\n"
                               << "training.optimizer_moments"
                               << "bf16";
    QTest::newRow("fp32") << model + "[training]\nmixed_precision_param = \"float32\"\n"
                          << "training.precision"
                          << "fp32";
    QTest::newRow("no FSDP with TP: fp32") << model + "[parallelism]\ndata_parallel_shard_degree = 1\n"
                                                      "tensor_parallel_degree = 2\n"
                                           << "training.precision"
                                           << "fp32";
    QTest::newRow("DDP") << model +
                                "[parallelism]\ndata_parallel_replicate_degree = 8\ndata_parallel_shard_degree = 1\n"
                         << "parallel.zero_stage"
                         << "0";
    QTest::newRow("HSDP") << model +
                                 "[parallelism]\ndata_parallel_replicate_degree = 2\ndata_parallel_shard_degree = 8\n"
                          << "parallel.dp"
                          << "16";
    QTest::newRow("every layer") << model + "[activation_checkpoint]\nselective_ac_option = \"1\"\n"
                                 << "training.recompute"
                                 << "full";
    QTest::newRow("one layer in 4") << model + "[activation_checkpoint]\nselective_ac_option = \"4\"\n"
                                    << "training.recompute_layers"
                                    << "8";
    QTest::newRow("one layer in 64") << model + "[activation_checkpoint]\nselective_ac_option = \"64\"\n"
                                     << "training.recompute"
                                     << "none";
    QTest::newRow("ZB-V") << model + "[parallelism]\npipeline_parallel_degree = 4\ndata_parallel_shard_degree = 2\n"
                                     "pipeline_parallel_schedule = \"zbvzerobubble\"\n"
                          << "parallel.schedule"
                          << "zb-v";
    QTest::newRow("GPipe") << model +
                                  "[training]\nglobal_batch_size = 64\n[parallelism]\npipeline_parallel_degree = 2\n"
                                  "pipeline_parallel_schedule = \"GPipe\"\n"
                           << "parallel.schedule"
                           << "gpipe";
    QTest::newRow("interleaved, two per rank") << model + "[training]\nlocal_batch_size = 1\n"
                                                          "[parallelism]\npipeline_parallel_degree = 2\n"
                                                          "pipeline_parallel_schedule = \"Interleaved1F1B\"\n"
                                               << "parallel.virtual_stages"
                                               << "2";
    QTest::newRow("offload") << model + "[training]\nenable_cpu_offload = true\n"
                             << "training.offload_optimizer"
                             << "true";
    QTest::newRow("offload without FSDP") << model + "[training]\nenable_cpu_offload = true\n"
                                                     "[parallelism]\ndata_parallel_shard_degree = 1\n"
                                          << "training.offload_optimizer"
                                          << "false";
    QTest::newRow("expert TP with EP 1") << "[model]\nname = \"qwen3\"\nflavor = \"30B-A3B\"\n"
                                            "[parallelism]\ntensor_parallel_degree = 4\n"
                                         << "parallel.etp"
                                         << "4";
}

/** The rows of contradictions. */
inline void contradictionTable()
{
    QTest::addColumn<QString>("toml");
    QTest::addColumn<QString>("overrides");
    QTest::addColumn<QStringList>("names"); ///< every setting the message must name

    const QString model = QStringLiteral("[model]\nname = \"llama3\"\nflavor = \"8B\"\n");
    QTest::newRow("DDP with TP (file)") << "@contradiction_ddp_tp.toml"
                                        << ""
                                        << QStringList{"data_parallel_replicate_degree = 4",
                                                       "tensor_parallel_degree = 2",
                                                       "contradiction_ddp_tp.toml: line 8",
                                                       "contradiction_ddp_tp.toml line 10"};
    QTest::newRow("DDP with PP override")
        << model + "[parallelism]\ndata_parallel_replicate_degree = 2\n"
                   "data_parallel_shard_degree = 1\n"
        << "--parallelism.pipeline_parallel_degree 2"
        << QStringList{"data_parallel_replicate_degree = 2", "--parallelism.pipeline_parallel_degree 2",
                       "launch.sh line 3"};
    QTest::newRow("global batch") << model + "[training]\nlocal_batch_size = 4\nglobal_batch_size = 100\n"
                                             "[parallelism]\ndata_parallel_shard_degree = 8\n"
                                  << ""
                                  << QStringList{"global_batch_size = 100", "local_batch_size = 4", "line 5", "line 6"};
    QTest::newRow("PP micro-batch")
        << model + "[training]\nlocal_batch_size = 6\n[parallelism]\npipeline_parallel_degree = 2\n"
                   "pipeline_parallel_microbatch_size = 4\n"
        << "" << QStringList{"local_batch_size = 6", "pipeline_parallel_microbatch_size = 4"};
    QTest::newRow("sequence and CP") << model +
                                            "[training]\nseq_len = 1020\n[parallelism]\ncontext_parallel_degree = 4\n"
                                     << "" << QStringList{"seq_len = 1020", "context_parallel_degree = 4"};
    QTest::newRow("stages and PP") << model + "[parallelism]\npipeline_parallel_degree = 4\n"
                                              "pipeline_parallel_schedule = \"Interleaved1F1B\"\n"
                                              "pipeline_parallel_layers_per_stage = 5\n"
                                   << ""
                                   << QStringList{"pipeline_parallel_layers_per_stage = 5",
                                                  "pipeline_parallel_degree = 4", "7 stages"};
    QTest::newRow("single-stage schedule") << model + "[parallelism]\npipeline_parallel_degree = 2\n"
                                                      "pipeline_parallel_schedule = \"1F1B\"\n"
                                                      "pipeline_parallel_layers_per_stage = 9\n"
                                           << ""
                                           << QStringList{"pipeline_parallel_layers_per_stage = 9",
                                                          "pipeline_parallel_schedule = \"1F1B\"", "2 stages per rank"};
    QTest::newRow("async TP without compile")
        << model + "[parallelism]\ntensor_parallel_degree = 2\n"
                   "enable_async_tensor_parallel = true\n[compile]\nenable = false\n"
        << "" << QStringList{"enable_async_tensor_parallel = true", "compile.enable = false"};
    QTest::newRow("FP8 with float32 params")
        << model + "converters = [\"quantize.linear.float8\"]\n"
                   "[training]\nmixed_precision_param = \"float32\"\n"
        << "" << QStringList{"model.converters", "mixed_precision_param = \"float32\""};
    QTest::newRow("expert TP")
        << "[model]\nname = \"qwen3\"\nflavor = \"30B-A3B\"\n[parallelism]\ntensor_parallel_degree = 4\n"
           "expert_parallel_degree = 4\nexpert_tensor_parallel_degree = 2\n"
        << "" << QStringList{"expert_tensor_parallel_degree = 2", "tensor_parallel_degree = 4"};
}

/** The rows of badValues. */
inline void badValueTable()
{
    QTest::addColumn<QString>("toml");
    QTest::addColumn<QString>("overrides");
    QTest::addColumn<QStringList>("parts"); ///< the file, the line, the key

    QTest::newRow("word for a degree (file)")
        << "@bad_value.toml"
        << "" << QStringList{"bad_value.toml", "line 9", "tensor_parallel_degree", "must be an integer"};
    const QString model = QStringLiteral("[model]\nname = \"llama3\"\nflavor = \"8B\"\n");
    QTest::newRow("negative") << model + "[parallelism]\npipeline_parallel_degree = -2\n"
                              << "" << QStringList{"job.toml", "line 5", "pipeline_parallel_degree", "-2"};
    QTest::newRow("zero shard") << model + "[parallelism]\ndata_parallel_shard_degree = 0\n"
                                << "" << QStringList{"line 5", "data_parallel_shard_degree", "-1"};
    QTest::newRow("nan") << model + "[training]\nseq_len = nan\n"
                         << "" << QStringList{"line 5", "seq_len", "integer"};
    QTest::newRow("float degree") << model + "[parallelism]\ntensor_parallel_degree = 8.0\n"
                                  << "" << QStringList{"line 5", "tensor_parallel_degree", "integer"};
    QTest::newRow("huge in range of int64") << model + "[parallelism]\ntensor_parallel_degree = 9223372036854775807\n"
                                            << "" << QStringList{"line 5", "tensor_parallel_degree", "65536"};
    QTest::newRow("unknown schedule") << model + "[parallelism]\npipeline_parallel_degree = 2\n"
                                                 "pipeline_parallel_schedule = \"Zigzag\"\n"
                                      << "" << QStringList{"line 6", "pipeline_parallel_schedule", "Interleaved1F1B"};
    QTest::newRow("LoopedBFS") << model + "[parallelism]\npipeline_parallel_degree = 2\n"
                                          "pipeline_parallel_schedule = \"LoopedBFS\"\n"
                               << "" << QStringList{"line 6", "LoopedBFS", "no model"};
    QTest::newRow("AC option") << model +
                                      "[activation_checkpoint]\nmode = \"selective\"\nselective_ac_option = \"-3\"\n"
                               << "" << QStringList{"line 6", "selective_ac_option", "op"};
    QTest::newRow("AC mode") << model + "[activation_checkpoint]\nmode = \"everything\"\n"
                             << "" << QStringList{"line 5", "mode", "memory_budget"};
    QTest::newRow("memory budget") << model + "[activation_checkpoint]\nmode = \"memory_budget\"\n"
                                   << "" << QStringList{"line 5", "mode", "memory budget"};
    QTest::newRow("reshard policy") << model + "[parallelism]\nfsdp_reshard_after_forward = \"sometimes\"\n"
                                    << "" << QStringList{"line 5", "fsdp_reshard_after_forward", "never"};
    QTest::newRow("rowwise FP8") << model + "converters = [\"quantize.linear.float8\"]\n"
                                            "[quantize.linear.float8]\nrecipe_name = \"rowwise\"\n"
                                 << "" << QStringList{"line 6", "recipe_name", "rowwise"};
    QTest::newRow("unknown converter") << model + "converters = [\"int4\"]\n"
                                       << "" << QStringList{"line 4", "model.converters", "int4"};
    QTest::newRow("unmapped flavour") << "[model]\nname = \"llama3\"\nflavor = \"1B\"\n"
                                      << ""
                                      << QStringList{"line 3", "model.flavor", "llama3 1B", "llama3 8B, 70B, 405B"};
    QTest::newRow("debug model") << "[model]\nname = \"llama3\"\n[training]\nseq_len = 4096\n"
                                 << "" << QStringList{"line 2", "model.name", "debugmodel"};
    QTest::newRow("optimizer") << model + "[optimizer]\nname = \"Lion\"\n"
                               << "" << QStringList{"line 5", "optimizer.name", "Adam"};
    QTest::newRow("bad override") << model << "--parallelism.tensor_parallel_degree eight"
                                  << QStringList{"launch.sh", "line 3", "--parallelism.tensor_parallel_degree eight"};
    QTest::newRow("override without value")
        << model << "--parallelism.tensor_parallel_degree" << QStringList{"launch.sh", "line 3", "needs a value"};
    QTest::newRow("embedding as two layers") << model + "[parallelism]\npipeline_parallel_degree = 2\n"
                                                        "pipeline_parallel_first_stage_less_layers = 2\n"
                                             << "" << QStringList{"line 6", "first_stage_less_layers", "one layer"};
    QTest::newRow("schedule CSV") << model + "[parallelism]\npipeline_parallel_degree = 2\n"
                                             "pipeline_parallel_schedule_csv = \"order.csv\"\n"
                                  << "" << QStringList{"line 6", "schedule_csv", "CSV"};
}

/** The rows of hostileFiles. */
inline void hostileTable()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("parts");

    QTest::newRow("invalid UTF-8") << QByteArray("[model]\nname = \"llama3\"\nflavor = \"8B\xff\xfe\"\n")
                                   << QStringList{"job.toml", "line 3", "UTF-8"};
    QTest::newRow("invalid UTF-8 in a comment")
        << QByteArray("# caf\xe9\n[training]\nseq_len = 4096\n") << QStringList{"job.toml", "line 1", "UTF-8"};
    QTest::newRow("NUL byte") << QByteArray("[training]\nseq_len = 4096") + QByteArray(1, '\0') + QByteArray("\n")
                              << QStringList{"job.toml", "line 2", "NUL"};
    QByteArray header = "[training]\nseq_len = 1\n[a";
    for (int i = 0; i < 100000; ++i)
        header += ".a";
    header += "]\nx = 1\n";
    QTest::newRow("header 100000 tables deep") << header << QStringList{"job.toml", "line 3", "dots"};
    QByteArray dotted = "[training]\n";
    for (int i = 0; i < 50000; ++i)
        dotted += "a.";
    dotted += "b = 1\n";
    QTest::newRow("dotted key 50000 deep") << dotted << QStringList{"job.toml", "line 2", "dots"};
    QByteArray inlineTables = "x = ";
    for (int i = 0; i < 100000; ++i)
        inlineTables += "{a=";
    QTest::newRow("inline tables 100000 deep") << inlineTables << QStringList{"job.toml", "line 1", "not valid TOML"};
    QByteArray arrays = "x = ";
    for (int i = 0; i < 100000; ++i)
        arrays += "[";
    QTest::newRow("arrays 100000 deep") << arrays << QStringList{"job.toml", "line 1", "not valid TOML"};
    QTest::newRow("tables 7 deep") << QByteArray("[model]\nflavor = \"8B\"\n[a.b.c.d.e.f.g]\nx = 1\n")
                                   << QStringList{"job.toml", "line 3", "nested"};
    QTest::newRow("integer overflow") << QByteArray("[parallelism]\ntensor_parallel_degree = 99999999999999999999999\n")
                                      << QStringList{"job.toml", "line 2", "not valid TOML"};
    QTest::newRow("long key") << QByteArray("[training]\n") + QByteArray(300, 'k') + QByteArray(" = 1\n")
                              << QStringList{"job.toml", "line 2", "longer than 200"};
    QTest::newRow("not TOML") << QByteArray("#!/bin/bash\ntorchrun -m torchtitan.train\n")
                              << QStringList{"job.toml", "line 2", "not valid TOML"};
}

/** The rows of readsLaunchersExamples. */
inline void exampleTable()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("cp");
    QTest::addColumn<int>("dp"); ///< -1: not stated (the caller derives it from the world size)
    QTest::addColumn<int>("ep");
    QTest::addColumn<QString>("schedule"); ///< "" without PP
    QTest::addColumn<int>("virtualStages");
    QTest::addColumn<int>("micro");
    QTest::addColumn<int>("global"); ///< -1: micro-batch x DP, left to the caller
    QTest::addColumn<int>("seq");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("recompute");
    QTest::addColumn<int>("zero");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<QString>("fusion");

    QTest::newRow("llama3 8B FSDP") << "llama3_8b.toml"
                                    << "llama-3-8b" << 1 << 1 << 1 << -1 << 1 << "" << 1 << 1 << -1 << 8192 << "bf16"
                                    << "selective/every-other-matmul" << 3 << false << "eager";
    QTest::newRow("llama3 70B TP+FSDP") << "llama3_70b.toml"
                                        << "llama-3-70b" << 8 << 1 << 1 << -1 << 1 << "" << 1 << 8 << -1 << 8192
                                        << "bf16"
                                        << "full" << 3 << true << "compiled";
    QTest::newRow("llama3 405B PP interleaved")
        << "llama3_405b_pp.toml"
        << "llama-3.1-405b" << 8 << 8 << 1 << 8 << 1 << "interleaved-1f1b" << 2 << 1 << 128 << 8192 << "bf16"
        << "full" << 1 << true << "compiled"; // FSDP under PP: ZeRO-1 (TT-pp-fsdp)
    QTest::newRow("llama3 8B float8") << "llama3_8b_float8.toml"
                                      << "llama-3-8b" << 1 << 1 << 1 << 8 << 1 << "" << 1 << 2 << 64 << 8192
                                      << "fp8-current"
                                      << "selective/every-other-matmul" << 3 << false << "compiled";
    QTest::newRow("deepseek_v3 671B EP DualPipeV")
        << "deepseek_v3_671b.toml"
        << "deepseek-v3" << 1 << 4 << 1 << 16 << 8 << "dualpipe-v" << 1 << 1 << 256 << 4096 << "bf16"
        << "none" << 1 << false << "eager";
}

/** The rows of commandLineSpellings. */
inline void spellingTable()
{
    QTest::addColumn<QString>("overrides");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");

    QTest::newRow("space") << "--parallelism.tensor_parallel_degree 4"
                           << "parallel.tp"
                           << "4";
    QTest::newRow("equals") << "--parallelism.tensor_parallel_degree=4"
                            << "parallel.tp"
                            << "4";
    QTest::newRow("hyphens") << "--parallelism.tensor-parallel-degree 4"
                             << "parallel.tp"
                             << "4";
    QTest::newRow("last one counts")
        << "--parallelism.context_parallel_degree 2 --parallelism.context_parallel_degree 4"
        << "parallel.cp"
        << "4";
    QTest::newRow("switch") << "--compile.enable"
                            << "training.kernel_fusion"
                            << "compiled";
    QTest::newRow("switch with value") << "--compile.enable false"
                                       << "training.kernel_fusion"
                                       << "eager";
    QTest::newRow("switch off") << "--compile.no_enable"
                                << "training.kernel_fusion"
                                << "eager";
    QTest::newRow("list") << "--model.converters quantize.linear.mx"
                          << "training.precision"
                          << "mxfp8";
    QTest::newRow("shard degree") << "--parallelism.data_parallel_shard_degree 16"
                                  << "parallel.dp"
                                  << "16";
    QTest::newRow("model flavor") << "--model.flavor 70B"
                                  << "model.layers"
                                  << "80";
}

} // namespace titansupport
