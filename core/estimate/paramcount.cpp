#include "paramcount.h"

#include <algorithm>

namespace shardscope {

int64_t paddedVocab(int64_t vocab, int tp, int divisibleBy)
{
    const int64_t multiple = int64_t(divisibleBy) * std::max(tp, 1);
    return (vocab + multiple - 1) / multiple * multiple;
}

double LayerParams::activeMatmul() const
{
    // Norm weights, biases and gates are element-wise; the router is a matmul.
    return attention + attentionReplicated + mlp + routedExpertsActive + router;
}

namespace {

double normSize(const ModelSpec& m)
{
    // RMSNorm has a weight; LayerNorm a weight and a bias (Megatron: norm_size 1 or 2).
    return m.norm == Norm::RmsNorm ? 1.0 : 2.0;
}

/** Matrices of one MLP of width f, plus its biases. Returns {sharded, replicated}. */
std::pair<double, double> mlpParams(const ModelSpec& m, double f)
{
    const double h = double(m.hidden);
    const double gated = m.activation == Activation::Swiglu ? 1.5 : 1.0;
    double sharded = 2.0 * h * f * gated;
    double replicated = 0;
    if (m.bias == Bias::All) {
        sharded += f * (m.activation == Activation::Swiglu ? 2.0 : 1.0); // fc1 (column-parallel)
        replicated += h;                                                 // fc2 (row-parallel)
    }
    return {sharded, replicated};
}

void addAttention(const ModelSpec& m, LayerParams& layer)
{
    const double h = double(m.hidden);
    const double a = m.heads;
    const double ns = normSize(m);
    if (m.mla) {
        const auto& mla = *m.mla;
        const double qkDim = double(mla.qkNopeHeadDim + mla.qkRopeHeadDim);
        if (mla.qLoraRank > 0) {
            const double r = double(mla.qLoraRank);
            layer.attentionReplicated += h * r + ns * r; // q down-projection and its norm
            layer.attention += r * a * qkDim;            // q up-projection
        } else {
            layer.attention += h * a * qkDim;
        }
        const double kv = double(mla.kvLoraRank);
        layer.attentionReplicated += h * (kv + double(mla.qkRopeHeadDim)) + ns * kv;
        layer.attention += kv * a * double(mla.qkNopeHeadDim + mla.vHeadDim);
        layer.attention += a * double(mla.vHeadDim) * h; // output projection
    } else {
        const double dh = double(m.effectiveHeadDim());
        const double g = m.kvHeads;
        layer.attention += 2.0 * h * a * dh + 2.0 * h * g * dh;
        if (m.bias != Bias::None)
            layer.attention += a * dh + 2.0 * g * dh; // qkv bias (column-parallel)
        if (m.qkNorm)
            layer.attentionReplicated += 2.0 * ns * dh;
    }
    if (m.attentionSinks)
        layer.attention += a; // one sink logit per head, split with the heads over TP
    if (m.bias == Bias::All)
        layer.attentionReplicated += h; // output projection bias (row-parallel)
}

LayerParams makeLayer(const ModelSpec& m, bool moe)
{
    LayerParams layer;
    layer.moe = moe;
    const double h = double(m.hidden);
    addAttention(m, layer);
    layer.norms = 2.0 * h * normSize(m);
    if (!moe) {
        auto [sharded, replicated] = mlpParams(m, double(m.ffnHidden));
        layer.mlp = sharded;
        layer.mlpReplicated = replicated;
        return layer;
    }
    const auto& e = *m.moe;
    if (e.sharedExperts > 0) {
        const double width =
            double(e.sharedExpertFfnHidden > 0 ? e.sharedExpertFfnHidden : e.expertFfnHidden) *
            e.sharedExperts;
        auto [sharded, replicated] = mlpParams(m, width);
        layer.mlp = sharded;
        layer.mlpReplicated = replicated;
        if (e.sharedExpertGate)
            layer.router += h;
    }
    auto [expertSharded, expertReplicated] = mlpParams(m, double(e.expertFfnHidden));
    const double oneExpert = expertSharded + expertReplicated;
    layer.routedExperts = oneExpert * e.experts;
    layer.routedExpertsActive = oneExpert * e.topK;
    layer.router += h * e.experts + (e.routerBias ? e.experts : 0);
    return layer;
}

} // namespace

double ModelParams::total() const
{
    return embedding + outputLayer + positionEmbedding + finalNorm +
           denseLayers * denseLayer.total() + moeLayers * moeLayer.total();
}

double ModelParams::active() const
{
    return embedding + outputLayer + positionEmbedding + finalNorm +
           denseLayers * denseLayer.active() + moeLayers * moeLayer.active();
}

double ModelParams::largestGatherUnit() const
{
    double largest = std::max(embedding, outputLayer);
    if (denseLayers > 0)
        largest = std::max(largest, denseLayer.total());
    if (moeLayers > 0)
        largest = std::max(largest, moeLayer.total());
    return largest;
}

VocabPadding vocabPaddingOf(const TrainingSpec& training)
{
    return training.runsPyTorchOps() ? VocabPadding::None : VocabPadding::Megatron;
}

ModelParams countParameters(const ModelSpec& m, int tp, VocabPadding padding)
{
    ModelParams p;
    p.vocabPadded = padding == VocabPadding::Megatron ? paddedVocab(m.vocab, tp) : m.vocab;
    const double h = double(m.hidden);
    p.embedding = double(p.vocabPadded) * h;
    p.outputLayer = m.tiedEmbeddings ? 0.0 : double(p.vocabPadded) * h;
    if (m.positionEmbedding == PositionEmbedding::Learned)
        p.positionEmbedding = double(m.maxSeq) * h;
    p.finalNorm = normSize(m) * h;

    const LayerParams dense = makeLayer(m, false);
    const LayerParams moe = m.isMoe() ? makeLayer(m, true) : dense;
    p.denseLayer = dense;
    p.moeLayer = moe;
    p.moeLayers = m.moeLayerCount();
    p.denseLayers = m.layers - p.moeLayers;

    // A DeepSeek-V3 MTP module: a transformer layer of the last layer's kind, plus the
    // projection of [embedding; hidden] (2h x h, column-parallel) and two input norms.
    p.mtpLayers = m.mtpLayers;
    if (m.mtpLayers > 0) {
        p.mtpLayer = m.isMoeLayer(m.layers - 1) ? moe : dense;
        p.mtpLayer.attention += 2.0 * h * h;
        p.mtpLayer.norms += 2.0 * h * normSize(m);
    }
    return p;
}

double largestModuleParams(const ModelSpec& m)
{
    // Hugging Face modules own one matrix each (q_proj, gate_proj, each expert's w1, ...);
    // for language models the word embedding / output head is almost always the largest.
    const double h = double(m.hidden);
    double largest = double(m.vocab) * h;
    largest = std::max(largest, h * double(m.ffnHidden));
    largest = std::max(largest, h * double(m.effectiveHeadDim()) * m.heads);
    if (m.isMoe()) {
        largest = std::max(largest, h * double(m.moe->expertFfnHidden));
        largest = std::max(largest, h * double(m.moe->experts));
    }
    return largest;
}

} // namespace shardscope
