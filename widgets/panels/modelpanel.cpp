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

enum { KeyModel = 400 };

bool hasMoe(const Scenario& s) { return s.model.moe.has_value(); }
bool hasMla(const Scenario& s) { return s.model.mla.has_value(); }

MoeSpec& moeOf(Scenario& s)
{
    if (!s.model.moe)
        s.model.moe = MoeSpec{8, 2, s.model.ffnHidden, 0, 0, 0, 1, false, false};
    return *s.model.moe;
}

} // namespace

ModelPanel::ModelPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_presets(new QComboBox), m_summary(new QLabel),
      m_form(new SpecForm(document, KeyModel))
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

    SpecForm* f = m_form;
    f->addText(tr("Name"), QStringLiteral("model.name"), [](const Scenario& s) { return QString::fromStdString(s.model.name); },
               [](Scenario& s, const QString& v) { s.model.name = v.toStdString(); });
    f->addInt(tr("Layers"), QStringLiteral("model.layers"), {}, [](const Scenario& s) { return s.model.layers; },
              [](Scenario& s, int64_t v) { s.model.layers = int(v); });
    f->addInt(tr("Hidden size"), QStringLiteral("model.hidden"), {}, [](const Scenario& s) { return s.model.hidden; },
              [](Scenario& s, int64_t v) { s.model.hidden = v; });
    f->addInt(tr("Attention heads"), QStringLiteral("model.heads"), {}, [](const Scenario& s) { return s.model.heads; },
              [](Scenario& s, int64_t v) { s.model.heads = int(v); });
    f->addInt(tr("KV heads"), QStringLiteral("model.kv_heads"), {}, [](const Scenario& s) { return s.model.kvHeads; },
              [](Scenario& s, int64_t v) { s.model.kvHeads = int(v); }, tr("Grouped-query attention: fewer key/value heads than heads."));
    f->addInt(tr("Head size"), QStringLiteral("model.head_dim"), {},
              [](const Scenario& s) { return s.model.headDim.value_or(0); },
              [](Scenario& s, int64_t v) { s.model.headDim = v > 0 ? std::optional<int64_t>(v) : std::nullopt; },
              tr("Per attention head; leave at \"auto\" for hidden size / heads."), tr("auto (hidden / heads)"));
    f->addInt(tr("FFN width"), QStringLiteral("model.ffn_hidden"), {},
              [](const Scenario& s) { return s.model.ffnHidden; }, [](Scenario& s, int64_t v) { s.model.ffnHidden = v; });
    f->addInt(tr("Vocabulary"), QStringLiteral("model.vocab"), tr("tokens"),
              [](const Scenario& s) { return s.model.vocab; }, [](Scenario& s, int64_t v) { s.model.vocab = v; });
    f->addInt(tr("Max context"), QStringLiteral("model.max_seq"), tr("tokens"),
              [](const Scenario& s) { return s.model.maxSeq; }, [](Scenario& s, int64_t v) { s.model.maxSeq = v; });
    f->addChoice(tr("MLP"), QStringLiteral("model.activation"), {{"swiglu", tr("SwiGLU")}, {"gelu", tr("GeLU")}},
                 [](const Scenario& s) { return QString::fromUtf8(toString(s.model.activation).data()); },
                 [](Scenario& s, const QString& v) { s.model.activation = *enumFromString<Activation>(v.toStdString()); });
    f->addChoice(tr("Norm"), QStringLiteral("model.norm"), {{"rmsnorm", tr("RMSNorm")}, {"layernorm", tr("LayerNorm")}},
                 [](const Scenario& s) { return QString::fromUtf8(toString(s.model.norm).data()); },
                 [](Scenario& s, const QString& v) { s.model.norm = *enumFromString<Norm>(v.toStdString()); });
    f->addBool(tr("Tied embeddings"), QStringLiteral("model.tied_embeddings"), [](const Scenario& s) { return s.model.tiedEmbeddings; },
               [](Scenario& s, bool v) { s.model.tiedEmbeddings = v; });
    f->addChoice(tr("Positions"), QStringLiteral("model.position_embedding"),
                 {{"rope", tr("RoPE")}, {"learned", tr("Learned (GPT-2/3)")}, {"none", tr("None")}},
                 [](const Scenario& s) { return Format::text(toString(s.model.positionEmbedding)); },
                 [](Scenario& s, const QString& v) { s.model.positionEmbedding = *enumFromString<PositionEmbedding>(v.toStdString()); });
    f->addChoice(tr("Biases"), QStringLiteral("model.bias"),
                 {{"none", tr("None")}, {"qkv", tr("QKV only (Qwen2)")}, {"all", tr("All linear layers (GPT)")}},
                 [](const Scenario& s) { return Format::text(toString(s.model.bias)); },
                 [](Scenario& s, const QString& v) { s.model.bias = *enumFromString<Bias>(v.toStdString()); });
    f->addBool(tr("QK norm"), QStringLiteral("model.qk_norm"), [](const Scenario& s) { return s.model.qkNorm; },
               [](Scenario& s, bool v) { s.model.qkNorm = v; }, tr("Per-head RMSNorm on queries and keys (Qwen3, OLMo 2)."));
    f->addInt(tr("MTP layers"), QStringLiteral("model.mtp_layers"), {}, [](const Scenario& s) { return s.model.mtpLayers; },
              [](Scenario& s, int64_t v) { s.model.mtpLayers = int(v); }, tr("DeepSeek-V3's multi-token-prediction layers."));
    f->addBool(tr("Mixture of experts"), QStringLiteral("model.moe"), hasMoe, [](Scenario& s, bool v) {
        if (v)
            moeOf(s);
        else
            s.model.moe.reset();
    });
    auto moeRow = [&](QWidget* w) { f->setRowVisibility(w, hasMoe); };
    moeRow(f->addInt(tr("Experts"), QStringLiteral("model.moe.experts"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->experts : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).experts = int(v); }));
    moeRow(f->addInt(tr("Experts per token"), QStringLiteral("model.moe.top_k"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->topK : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).topK = int(v); }));
    moeRow(f->addInt(tr("Expert FFN width"), QStringLiteral("model.moe.expert_ffn_hidden"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->expertFfnHidden : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).expertFfnHidden = v; }));
    moeRow(f->addInt(tr("Shared experts"), QStringLiteral("model.moe.shared_experts"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->sharedExperts : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).sharedExperts = int(v); }));
    moeRow(f->addInt(tr("Leading dense layers"), QStringLiteral("model.moe.dense_layers"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->denseLayers : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).denseLayers = int(v); }));
    moeRow(f->addInt(tr("Shared expert FFN width"), QStringLiteral("model.moe.shared_expert_ffn_hidden"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->sharedExpertFfnHidden : 0; },
                     [](Scenario& s, int64_t v) { moeOf(s).sharedExpertFfnHidden = v; }, tr("0: same as a routed expert."),
                     tr("same as a routed expert")));
    moeRow(f->addInt(tr("MoE every n-th layer"), QStringLiteral("model.moe.layer_freq"), {},
                     [](const Scenario& s) { return s.model.moe ? s.model.moe->layerFrequency : 1; },
                     [](Scenario& s, int64_t v) { moeOf(s).layerFrequency = int(v); }));
    moeRow(f->addBool(tr("Router bias"), QStringLiteral("model.moe.router_bias"),
                      [](const Scenario& s) { return s.model.moe && s.model.moe->routerBias; },
                      [](Scenario& s, bool v) { moeOf(s).routerBias = v; }));
    moeRow(f->addBool(tr("Shared expert gate"), QStringLiteral("model.moe.shared_expert_gate"),
                      [](const Scenario& s) { return s.model.moe && s.model.moe->sharedExpertGate; },
                      [](Scenario& s, bool v) { moeOf(s).sharedExpertGate = v; }, tr("Qwen2-MoE's sigmoid gate.")));
    f->addBool(tr("Multi-head latent attention"), QStringLiteral("model.mla"), hasMla, [](Scenario& s, bool v) {
        if (v && !s.model.mla) { // DeepSeek-V3's shapes as a starting point; MLA has no KV groups
            s.model.mla = MlaSpec{1536, 512, 128, 64, 128};
            s.model.kvHeads = s.model.heads;
        }
        else if (!v)
            s.model.mla.reset();
    });
    auto mlaRow = [&](QWidget* w) { f->setRowVisibility(w, hasMla); };
    mlaRow(f->addInt(tr("Query LoRA rank"), QStringLiteral("model.mla.q_lora_rank"), {},
                     [](const Scenario& s) { return s.model.mla ? s.model.mla->qLoraRank : 0; },
                     [](Scenario& s, int64_t v) { if (s.model.mla) s.model.mla->qLoraRank = v; }));
    mlaRow(f->addInt(tr("KV LoRA rank"), QStringLiteral("model.mla.kv_lora_rank"), {},
                     [](const Scenario& s) { return s.model.mla ? s.model.mla->kvLoraRank : 0; },
                     [](Scenario& s, int64_t v) { if (s.model.mla) s.model.mla->kvLoraRank = v; }));

    mlaRow(f->addInt(tr("QK head size (no RoPE)"), QStringLiteral("model.mla.qk_nope_head_dim"), {},
                     [](const Scenario& s) { return s.model.mla ? s.model.mla->qkNopeHeadDim : 0; },
                     [](Scenario& s, int64_t v) { if (s.model.mla) s.model.mla->qkNopeHeadDim = v; }));
    mlaRow(f->addInt(tr("QK head size (RoPE)"), QStringLiteral("model.mla.qk_rope_head_dim"), {},
                     [](const Scenario& s) { return s.model.mla ? s.model.mla->qkRopeHeadDim : 0; },
                     [](Scenario& s, int64_t v) { if (s.model.mla) s.model.mla->qkRopeHeadDim = v; }));
    mlaRow(f->addInt(tr("V head size"), QStringLiteral("model.mla.v_head_dim"), {},
                     [](const Scenario& s) { return s.model.mla ? s.model.mla->vHeadDim : 0; },
                     [](Scenario& s, int64_t v) { if (s.model.mla) s.model.mla->vHeadDim = v; }));

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
