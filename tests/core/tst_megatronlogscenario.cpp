// Issue 17 item 1: a Megatron-LM log tied to its scenario "from the log's own arguments where it
// prints them". The excerpts follow _print_args() of Megatron-LM's megatron/training/arguments.py
// (two-space indent, the destination, dots to column 48, Python's str() of the value) and the
// tokenizer's "padded vocab" line; written here, not copied from a run.

#include "core/import/measuredruns.h"
#include "core/import/megatronlogscenario.h"
#include "core/io/inputerror.h"
#include "core/io/presetlibrary.h"
#include "core/model/enumnames.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace shardscope;

namespace {

/** One "  name ......... value" line as _print_args() lays it out. */
std::string argumentLine(const std::string& name, const std::string& value)
{
    return "  " + name + " " + std::string(name.size() < 48 ? 48 - name.size() : 1, '.') + " " + value + "\n";
}

std::string block(const std::vector<std::pair<std::string, std::string>>& arguments)
{
    std::string out = "------------------------ arguments ------------------------\n";
    for (const auto& [name, value] : arguments)
        out += argumentLine(name, value);
    return out + "-------------------- end of arguments ---------------------\n";
}

const char* const kIterations =
    " [2026-12-01 09:00:10] iteration       10/     500 | consumed samples:         1280 | elapsed time per "
    "iteration (ms): 5230.1 | learning rate: 1.000000E-05 | global batch size:   128 |\n"
    " [2026-12-01 09:01:02] iteration       20/     500 | consumed samples:         2560 | elapsed time per "
    "iteration (ms): 4811.5 | learning rate: 2.000000E-05 | global batch size:   128 |\n"
    " [2026-12-01 09:01:50] iteration       30/     500 | consumed samples:         3840 | elapsed time per "
    "iteration (ms): 4790.3 | learning rate: 3.000000E-05 | global batch size:   128 |\n";

/** A Llama 3 8B run on one DGX H100: TP 2 · PP 2 · DP 2, GQA, a tokenizer file's vocabulary. */
std::vector<std::pair<std::string, std::string>> llamaArguments()
{
    return {{"account_for_embedding_in_pipeline_split", "False"},
            {"add_bias_linear", "False"},
            {"add_position_embedding", "True"},
            {"add_qkv_bias", "False"},
            {"attention_backend", "AttnBackend.auto"},
            {"attention_dropout", "0.0"},
            {"bf16", "True"},
            {"context_parallel_size", "1"},
            {"cp_comm_type", "['p2p']"},
            {"data_parallel_size", "2"},
            {"data_path", "['/data/tokens_text_document']"},
            {"exp_avg_dtype", "torch.float32"},
            {"expert_model_parallel_size", "1"},
            {"ffn_hidden_size", "14336"},
            {"fp16", "False"},
            {"fp8", "None"},
            {"global_batch_size", "128"},
            {"group_query_attention", "True"},
            {"hidden_dropout", "0.0"},
            {"hidden_size", "4096"},
            {"kv_channels", "128"},
            {"lr", "0.0003"},
            {"main_grads_dtype", "torch.float32"},
            {"make_vocab_size_divisible_by", "128"},
            {"max_position_embeddings", "8192"},
            {"micro_batch_size", "1"},
            {"moe_router_topk", "2"},
            {"moe_token_dispatcher_type", "allgather"},
            {"normalization", "RMSNorm"},
            {"num_attention_heads", "32"},
            {"num_experts", "None"},
            {"num_layers", "32"},
            {"num_query_groups", "8"},
            {"optimizer", "adam"},
            {"overlap_grad_reduce", "True"},
            {"overlap_param_gather", "True"},
            {"params_dtype", "torch.bfloat16"},
            {"pipeline_model_parallel_size", "2"},
            {"position_embedding_type", "rope"},
            {"recompute_granularity", "selective"},
            {"recompute_method", "None"},
            {"recompute_modules", "['core_attn']"},
            {"recompute_num_layers", "None"},
            {"seq_length", "8192"},
            {"sequence_parallel", "True"},
            {"swiglu", "True"},
            {"tensor_model_parallel_size", "2"},
            {"tokenizer_model", "/models/llama3/tokenizer"},
            {"tokenizer_type", "HuggingFaceTokenizer"},
            {"tp_comm_overlap", "False"},
            {"transformer_impl", "transformer_engine"},
            {"untie_embeddings_and_output_weights", "True"},
            {"use_distributed_optimizer", "True"},
            {"use_flash_attn", "False"},
            {"use_precision_aware_optimizer", "False"},
            {"virtual_pipeline_model_parallel_size", "None"},
            {"vocab_size", "None"},
            {"world_size", "8"}};
}

std::string llamaLog()
{
    return "using world size: 8, data-parallel size: 2, context-parallel size: 1, tensor-model-parallel size: 2\n" +
           block(llamaArguments()) + " > padded vocab (size: 128256) with 0 dummy tokens (new size: 128256)\n" +
           kIterations;
}

std::string withArgument(const std::string& name, const std::string& value)
{
    auto args = llamaArguments();
    for (auto& [n, v] : args)
        if (n == name)
            v = value;
    return block(args) + kIterations;
}

MegatronLog parsed(const std::string& text)
{
    return parseMegatronLog(text);
}

const ClusterSpec& h100()
{
    static const ClusterSpec spec = PresetLibrary::builtin().clusterSpec("dgx-h100");
    return spec;
}

} // namespace

class TestMegatronLogScenario : public QObject
{
    Q_OBJECT
private slots:
    void readsTheScenarioFromItsArguments();
    void readsPythonSpellings();
    void refusesWithTheLogsLine_data();
    void refusesWithTheLogsLine();
    void aLogAloneIsACalibrationRun();
};

void TestMegatronLogScenario::readsTheScenarioFromItsArguments()
{
    const ImportResult r = importMegatronLogArguments(parsed(llamaLog()), "train.log", h100(), "dgx-h100",
                                                      PresetLibrary::builtin());
    const Scenario& s = r.scenario;
    QCOMPARE(s.cluster.presetId, std::string("dgx-h100"));
    QCOMPARE(s.cluster.nodes, 1);
    QCOMPARE(s.parallel.tp, 2);
    QCOMPARE(s.parallel.pp, 2);
    QCOMPARE(s.parallel.dp, 2);
    QCOMPARE(s.parallel.cp, 1);
    QVERIFY(s.parallel.sequenceParallel);
    QCOMPARE(s.parallel.zeroStage, 1); // the distributed optimizer
    QVERIFY(s.parallel.overlap.dataParallel);
    QVERIFY(!s.parallel.overlap.tensorParallel);
    QCOMPARE(s.training.microBatch, int64_t(1));
    QCOMPARE(s.training.globalBatch, int64_t(128));
    QCOMPARE(s.training.seqLength, int64_t(8192));
    QCOMPARE(toString(s.training.precision), std::string_view("bf16"));
    QVERIFY(s.training.recompute == Recompute::Selective);
    QVERIFY(s.training.recomputeModules.coreAttn);
    QCOMPARE(s.model.layers, 32);
    QCOMPARE(s.model.hidden, int64_t(4096));
    QCOMPARE(s.model.heads, 32);
    QCOMPARE(s.model.kvHeads, 8);
    QCOMPARE(s.model.ffnHidden, int64_t(14336));
    QCOMPARE(s.model.vocab, int64_t(128256)); // the "padded vocab" line: a tokenizer file gave it
    QVERIFY(s.model.activation == Activation::Swiglu);
    QVERIFY(!s.model.tiedEmbeddings);
    QVERIFY(s.model.bias == Bias::None); // add_bias_linear False: --disable-bias-linear
    QCOMPARE(s.model.hiddenDropout, 0.0); // the run's own dropout, not the parser's 0.1
    QCOMPARE(s.model.attentionDropout, 0.0);
}

void TestMegatronLogScenario::readsPythonSpellings()
{
    // A GPT-2 style fp16 block: biases kept (add_bias_linear True writes no flag), no GQA (its
    // num_query_groups 1 is not read), learned positions, GPT2BPETokenizer's 50,257 tokens.
    const std::string text = block({{"add_bias_linear", "True"},
                                    {"add_position_embedding", "True"},
                                    {"attention_backend", "AttnBackend.auto"},
                                    {"bf16", "False"},
                                    {"fp16", "True"},
                                    {"ffn_hidden_size", "4096"},
                                    {"global_batch_size", "64"},
                                    {"group_query_attention", "False"},
                                    {"hidden_size", "1024"},
                                    {"kv_channels", "64"},
                                    {"max_position_embeddings", "1024"},
                                    {"micro_batch_size", "4"},
                                    {"normalization", "LayerNorm"},
                                    {"num_attention_heads", "16"},
                                    {"num_layers", "24"},
                                    {"num_query_groups", "1"},
                                    {"pipeline_model_parallel_size", "1"},
                                    {"position_embedding_type", "learned_absolute"},
                                    {"seq_length", "1024"},
                                    {"tensor_model_parallel_size", "4"},
                                    {"tokenizer_type", "GPT2BPETokenizer"},
                                    {"vocab_size", "None"},
                                    {"world_size", "16"}}) +
                             kIterations;
    const Scenario s =
        importMegatronLogArguments(parsed(text), "gpt2.log", h100(), "dgx-h100", PresetLibrary::builtin()).scenario;
    QCOMPARE(s.cluster.nodes, 2);
    QCOMPARE(s.parallel.tp, 4);
    QCOMPARE(s.parallel.dp, 4);
    QCOMPARE(s.parallel.zeroStage, 0);
    QCOMPARE(s.model.kvHeads, 16);
    QCOMPARE(s.model.vocab, int64_t(50257));
    QCOMPARE(toString(s.training.precision), std::string_view("fp16"));
    QCOMPARE(toString(s.model.positionEmbedding), std::string_view("learned"));
    QVERIFY(s.model.bias == Bias::All);
}

void TestMegatronLogScenario::refusesWithTheLogsLine_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    QTest::newRow("no arguments block") << QString::fromLatin1(kIterations) << "train.log"
                                        << "no \"----- arguments -----\" block";
    // The block starts on line 1; world_size is its last argument.
    const int worldLine = 1 + int(llamaArguments().size());
    QTest::newRow("world size not whole nodes") << QString::fromStdString(withArgument("world_size", "12"))
                                                << QStringLiteral("line %1 (world_size)").arg(worldLine)
                                                << "not a whole number of 8-GPU nodes";
    // TP 3 on 8 GPUs: Megatron-LM refuses it at start-up, so does the import; the message names
    // the log's line of the argument (the block's flags stand on their own lines).
    int tpLine = 1;
    for (const auto& [name, value] : llamaArguments()) {
        ++tpLine;
        if (name == "tensor_model_parallel_size")
            break;
    }
    QTest::newRow("TP not dividing the world") << QString::fromStdString(withArgument("tensor_model_parallel_size", "3"))
                                               << QStringLiteral("train.log: line %1:").arg(tpLine)
                                               << "does not divide the world of 8 GPUs";
}

void TestMegatronLogScenario::refusesWithTheLogsLine()
{
    QFETCH(QString, log);
    QFETCH(QString, where);
    QFETCH(QString, says);
    try {
        importMegatronLogArguments(parsed(log.toStdString()), "train.log", h100(), "dgx-h100", PresetLibrary::builtin());
        QFAIL("accepted");
    } catch (const InputError& e) {
        const QString what = QString::fromStdString(e.what());
        QVERIFY2(what.contains(where) && what.contains(says), qPrintable(what));
    }
}

void TestMegatronLogScenario::aLogAloneIsACalibrationRun()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + QStringLiteral("/llama-8b-tp2-pp2.log")).toStdString();
    std::ofstream(path) << llamaLog();
    const ClusterSpec cluster = h100();
    const MeasuredSet set = loadMeasurements(path, PresetLibrary::builtin(), &cluster, "dgx-h100");
    QCOMPARE(int(set.runs.size()), 1);
    QCOMPARE(set.runs[0].measuredStepS, (4.8115 + 4.7903) / 2); // the median after the first interval
    QCOMPARE(set.runs[0].scenario.parallel.tp, 2);
    QVERIFY(QString::fromStdString(set.runs[0].name).contains(QStringLiteral("its arguments")));
    // Without the cluster it cannot be built, and says so.
    try {
        loadMeasurements(path, PresetLibrary::builtin());
        QFAIL("accepted without a cluster");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("cluster")), e.what());
    }
}

QTEST_APPLESS_MAIN(TestMegatronLogScenario)
#include "tst_megatronlogscenario.moc"
