#include "modelpanel.h"

#include "widgets/document/scenariodocument.h"
#include "specform.h"
#include "widgets/support/format.h"

#include "core/estimate/paramcount.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"
#include "core/model/enumnames.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

namespace {

bool hasMoe(const Scenario& s) { return s.model.moe.has_value(); }
bool hasMla(const Scenario& s) { return s.model.mla.has_value(); }

} // namespace

ModelPanel::ModelPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presets(new QComboBox), m_summary(new QLabel),
      m_form(new SpecForm(document))
{
    setAcceptDrops(true);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_presets->setObjectName(QStringLiteral("modelPreset"));
    m_presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presets->setMinimumContentsLength(10);
    m_presets->setToolTip(tr("Start from a published model; every field below stays editable."));
    for (const Preset* p : document->presets().models())
        m_presets->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    top->addWidget(m_presets, 1);
    auto* import = new QPushButton(tr("Import config.json…"));
    import->setToolTip(tr("Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, DeepSeek, GPT-2); "
                          "you can also drop the file here."));
    top->addWidget(import);
    layout->addLayout(top);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    layout->addWidget(m_summary);
    layout->addWidget(m_form);
    layout->addStretch(1);

    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_presets->itemData(index).toString().toStdString();
        if (id.empty())
            return;
        const ModelSpec spec = m_document->presets().modelSpec(id);
        m_document->edit(tr("Use model %1").arg(QString::fromStdString(spec.name)), -1,
                         [&](Scenario& s) { s.model = spec; });
    });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config.json"), QString(),
                                                          tr("JSON files (*.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !importHuggingFace(path, &error))
            QMessageBox::warning(this, tr("Cannot import"), error);
    });

    // Each row's path, editor, range, allowed values and accessors come from the field registry
    // (core/model/fields.h; the MoE and MLA rows show while the model has the block); the panel
    // gives the words. The name and the two block switches are not fields of the registry.
    SpecForm* f = m_form;
    f->addText(tr("Name"), QStringLiteral("model.name"), [](const Scenario& s) { return QString::fromStdString(s.model.name); },
               [](Scenario& s, const QString& v) { s.model.name = v.toStdString(); });
    f->addField(tr("Layers"), FieldId::Layers);
    f->addField(tr("Hidden size"), FieldId::Hidden);
    f->addField(tr("Attention heads"), FieldId::Heads);
    f->addField(tr("KV heads"), FieldId::KvHeads, tr("Grouped-query attention: fewer key/value heads than heads."));
    f->addField(tr("Head size"), FieldId::HeadDim, tr("Per attention head; leave at \"auto\" for hidden size / heads."),
                {}, 2, tr("auto (hidden / heads)"));
    f->addField(tr("FFN width"), FieldId::FfnHidden);
    f->addField(tr("Vocabulary"), FieldId::Vocab);
    f->addField(tr("Max context"), FieldId::MaxSeq);
    f->addField(tr("MLP"), FieldId::Activation, {},
                SpecForm::labelsOf<Activation>({{Activation::Swiglu, tr("SwiGLU")}, {Activation::Gelu, tr("GeLU")}}));
    f->addField(tr("Norm"), FieldId::Norm, {},
                SpecForm::labelsOf<Norm>({{Norm::RmsNorm, tr("RMSNorm")}, {Norm::LayerNorm, tr("LayerNorm")}}));
    f->addField(tr("Tied embeddings"), FieldId::TiedEmbeddings);
    f->addField(tr("Positions"), FieldId::PositionEmbedding, {},
                SpecForm::labelsOf<PositionEmbedding>({{PositionEmbedding::Rope, tr("RoPE")},
                                                       {PositionEmbedding::Learned, tr("Learned (GPT-2/3)")},
                                                       {PositionEmbedding::None, tr("None")}}));
    f->addField(tr("Biases"), FieldId::Bias, {},
                SpecForm::labelsOf<Bias>({{Bias::None, tr("None")}, {Bias::Qkv, tr("QKV only (Qwen2)")},
                                          {Bias::All, tr("All linear layers (GPT)")}}));
    f->addField(tr("QK norm"), FieldId::QkNorm, tr("Per-head RMSNorm on queries and keys (Qwen3, OLMo 2)."));
    f->addField(tr("MTP layers"), FieldId::MtpLayers, tr("DeepSeek-V3's multi-token-prediction layers."));
    f->addField(tr("Local attention"), FieldId::LocalAttention,
                tr("Layers that attend to part of the sequence: a sliding window of recent tokens, or "
                   "the earlier tokens of a fixed chunk. A fused attention kernel skips the rest."),
                SpecForm::labelsOf<LocalAttention>({{LocalAttention::None, tr("None (full attention)")},
                                                    {LocalAttention::Sliding, tr("Sliding window")},
                                                    {LocalAttention::Chunked, tr("Chunks (Llama 4)")}}));
    QWidget* window = f->addField(tr("Window or chunk"), FieldId::LocalWindow,
                                  tr("Tokens a local layer attends to: the window, or the chunk size."));
    QWidget* globalEvery =
        f->addField(tr("Global every n-th layer"), FieldId::GlobalAttentionEvery,
                    tr("Layers n, 2n, 3n, ... keep full attention (Gemma 3: 6, gpt-oss: 2); 0: every layer "
                       "is local."));
    const auto local = [](const Scenario& s) { return s.model.localAttention != LocalAttention::None; };
    f->setRowVisibility(window, local);
    f->setRowVisibility(globalEvery, local);
    f->addField(tr("Attention sinks"), FieldId::AttentionSinks, tr("gpt-oss: one learned logit per head and layer."));
    f->addField(tr("Hidden dropout"), FieldId::HiddenDropout,
                tr("Dropout after the attention and MLP blocks and on the embeddings (Megatron's --hidden-dropout). "
                   "Above 0 each keeps a 1-byte mask per value for the backward pass; Llama-style models train "
                   "with 0."));
    f->addField(tr("Attention dropout"), FieldId::AttentionDropout,
                tr("Dropout on the attention probabilities (--attention-dropout). Outside a flash-attention "
                   "kernel it keeps a mask and an output per score."));
    f->addBool(tr("Mixture of experts"), QStringLiteral("model.moe"), hasMoe, [](Scenario& s, bool v) {
        if (v && !s.model.moe)
            s.model.moe = MoeSpec{8, 2, s.model.ffnHidden, 0, 0, 0, 1, false, false};
        else if (!v)
            s.model.moe.reset();
    });
    f->addField(tr("Experts"), FieldId::MoeExperts);
    f->addField(tr("Experts per token"), FieldId::MoeTopK);
    f->addField(tr("Expert FFN width"), FieldId::MoeExpertFfnHidden);
    f->addField(tr("Shared experts"), FieldId::MoeSharedExperts);
    f->addField(tr("Leading dense layers"), FieldId::MoeDenseLayers);
    f->addField(tr("Shared expert FFN width"), FieldId::MoeSharedExpertFfnHidden, tr("0: same as a routed expert."), {},
                2, tr("same as a routed expert"));
    f->addField(tr("MoE every n-th layer"), FieldId::MoeLayerFreq);
    f->addField(tr("Router groups"), FieldId::MoeRouterGroups,
                tr("Group-limited routing (DeepSeek-V3's n_group, --moe-router-num-groups): the experts in equal "
                   "groups; 0 or 1: no groups."));
    f->addField(tr("Groups per token"), FieldId::MoeRouterGroupTopK,
                tr("How many groups a token picks its experts from (topk_group, --moe-router-group-topk); with "
                   "DeepEP across nodes it bounds the nodes a token is sent to."));
    f->addField(tr("Router bias"), FieldId::MoeRouterBias);
    f->addField(tr("Shared expert gate"), FieldId::MoeSharedExpertGate, tr("Qwen2-MoE's sigmoid gate."));
    f->addBool(tr("Multi-head latent attention"), QStringLiteral("model.mla"), hasMla, [](Scenario& s, bool v) {
        if (v && !s.model.mla) { // DeepSeek-V3's shapes as a starting point; MLA has no KV groups
            s.model.mla = MlaSpec{1536, 512, 128, 64, 128};
            s.model.kvHeads = s.model.heads;
        }
        else if (!v)
            s.model.mla.reset();
    });
    f->addField(tr("Query LoRA rank"), FieldId::MlaQLoraRank);
    f->addField(tr("KV LoRA rank"), FieldId::MlaKvLoraRank);
    f->addField(tr("QK head size (no RoPE)"), FieldId::MlaQkNopeHeadDim);
    f->addField(tr("QK head size (RoPE)"), FieldId::MlaQkRopeHeadDim);
    f->addField(tr("V head size"), FieldId::MlaVHeadDim);

    connect(document, &ScenarioDocument::scenarioChanged, this, &ModelPanel::refresh);
    connect(document, &ScenarioDocument::reportChanged, this, &ModelPanel::refresh);
    refresh();
}

void ModelPanel::refresh()
{
    const Scenario& s = m_document->scenario();
    const QSignalBlocker block(m_presets);
    const QString id = QString::fromStdString(s.model.presetId);
    int index = m_presets->findData(id);
    bool modified = false;
    if (index >= 0) {
        ModelSpec preset = m_document->presets().modelSpec(s.model.presetId);
        modified = !(preset == s.model);
    }
    m_presets->setCurrentIndex(index);
    const auto& r = m_document->report().model;
    QString summary = tr("%1 parameters").arg(Format::count(double(r.paramsTotal)));
    if (r.paramsActive != r.paramsTotal)
        summary += tr(", %1 active per token").arg(Format::count(double(r.paramsActive)));
    if (modified)
        summary += tr(" — edited from the preset");
    else if (index < 0)
        summary += tr(" — custom model");
    m_summary->setText(summary);
}

bool ModelPanel::importHuggingFace(const QString& path, QString* error)
{
    const bool imported = m_document->importHuggingFace(path, error);
    if (!imported && error) // the document leaves naming the file to the view
        *error = QDir::toNativeSeparators(path) + QStringLiteral(": ") + *error;
    return imported;
}

void ModelPanel::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ModelPanel::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        QString error;
        if (url.isLocalFile() && !importHuggingFace(url.toLocalFile(), &error))
            QMessageBox::warning(this, tr("Cannot import"), error);
    }
    event->acceptProposedAction();
}

} // namespace shardscope::ui
