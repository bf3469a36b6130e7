#include "parallelismpanel.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/fieldmark.h"
#include "choicelabels.h"
#include "specform.h"
#include "widgets/support/diagnostictext.h"
#include "widgets/support/format.h"
#include "widgets/support/names.h"

#include "core/model/enumnames.h"
#include "core/model/fieldlimits.h"
#include "core/model/normalise.h"
#include "core/rules/degreecheck.h"
#include "core/model/schedule.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

using namespace shardscope;

namespace shardscope::ui {

namespace {

const char* const kDegrees[] = {"tp", "pp", "dp", "cp", "ep", "etp", "v"};

/** The document's enumerator of a combo box choice (the choices carry the file's names). */
template <typename E> int enumerator(const QString& name)
{
    return int(*enumFromString<E>(name.toStdString()));
}

std::vector<int> powersOfTwo(int limit)
{
    std::vector<int> out;
    for (int v = 1; v <= std::max(limit, 1); v *= 2)
        out.push_back(v);
    return out;
}

std::vector<int> divisorsOf(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= n && d <= limit; ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

/** Every schedule of the table (core/model/schedule.h), its label translated. */
std::vector<std::pair<QString, QString>> scheduleChoices()
{
    std::vector<std::pair<QString, QString>> out;
    for (const ScheduleTraits& t : scheduleTable())
        out.push_back({QString::fromUtf8(t.key.data(), qsizetype(t.key.size())), QCoreApplication::translate("ParallelismPanel", t.label)});
    return out;
}

} // namespace

ParallelismPanel::ParallelismPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_storage.reserve(std::size(kDegrees));
    auto* layout = new QVBoxLayout(this);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    setLayout(layout);

    addDegree("tp", tr("TP"), tr("Tensor parallelism: each layer's matrices split over this many GPUs; "
                                 "two all-reduces per layer forward and two backward. Keep it inside NVLink."));
    addDegree("pp", tr("PP"), tr("Pipeline parallelism: the layers split into this many stages; "
                                 "cheap to communicate, costs a bubble."));
    addDegree("dp", tr("DP"), tr("Data parallelism: model replicas, each on its own share of the batch."));
    addDegree("cp", tr("CP"), tr("Context parallelism: each sequence split over this many GPUs (long context)."));
    addDegree("ep", tr("EP"), tr("Expert parallelism: the experts split over this many GPUs. It re-splits "
                                 "the data-parallel ranks; it does not add GPUs."));
    addDegree("etp", tr("Expert TP"), tr("Tensor parallelism inside each expert (0: same as TP)."));
    addDegree("v", tr("Virtual stages"), tr("Model chunks per pipeline rank for the interleaved schedule."));
    int row = 0;
    for (const char* key : kDegrees) {
        DegreeRow* r = m_rows[QString::fromLatin1(key)];
        grid->addWidget(r->label, row, 0);
        grid->addWidget(r->slider, row, 1);
        grid->addWidget(r->spin, row, 2);
        ++row;
    }
    m_fillCluster = new QCheckBox(tr("DP fills the cluster"));
    m_fillCluster->setToolTip(tr("Keep DP = cluster GPUs / (TP x PP x CP) while the other degrees change."));
    m_fillCluster->setChecked(QSettings().value(QStringLiteral("parallelism/fillCluster"), true).toBool());
    document->setFillsCluster(m_fillCluster->isChecked());
    connect(m_fillCluster, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("parallelism/fillCluster"), on);
        m_document->setFillsCluster(on);
        if (on) // DP follows at once
            m_document->setDegree(Dim::Tp, m_document->scenario().parallel.tp);
    });
    grid->addWidget(m_fillCluster, row++, 1, 1, 2);
    m_world = new QLabel;
    m_world->setObjectName(QStringLiteral("worldLabel"));
    m_world->setTextFormat(Qt::PlainText);
    // No word wrap: re-wrapping on every tick would re-lay out the whole panel.
    m_world->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    QFont bold = m_world->font();
    bold.setBold(true);
    m_world->setFont(bold);
    auto* worldCaption = new QLabel(tr("World"));
    worldCaption->setToolTip(tr("TP × PP × CP × DP"));
    grid->addWidget(worldCaption, row, 0);
    grid->addWidget(m_world, row++, 1, 1, 2);
    m_worldStatus = new QLabel;
    m_worldStatus->setObjectName(QStringLiteral("worldStatus"));
    m_worldStatus->setTextFormat(Qt::PlainText);
    m_worldStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    grid->addWidget(m_worldStatus, row++, 1, 1, 2);

    m_switches = new SpecForm(document, this);
    // The switches go through the document's typed verb, which applies the couplings.
    m_switches->addBoolCommand(tr("Sequence parallelism"), QStringLiteral("parallel.sequence_parallel"),
                               [](const Scenario& s) { return s.parallel.sequenceParallel; },
                               [document](bool on, const QString& text) { document->setField(Setting::SequenceParallel, on, text); },
                               tr("Splits the norm and dropout activations over the TP group (needs TP > 1)."));
    m_switches->addChoiceCommand(tr("ZeRO stage"), QStringLiteral("parallel.zero_stage"),
                                 {{"0", tr("0: replicate (DDP)")}, {"1", tr("1: shard optimizer")},
                                  {"2", tr("2: + gradients")}, {"3", tr("3: + weights (FSDP)")}},
                                 [](const Scenario& s) { return QString::number(s.parallel.zeroStage); },
                                 [document](const QString& v, const QString& text) { document->setField(Setting::ZeroStage, v.toInt(), text); });
    m_switches->addChoiceCommand(tr("Schedule"), QStringLiteral("parallel.schedule"),
                          scheduleChoices(),
                          [](const Scenario& s) { return QString::fromUtf8(toString(s.parallel.schedule).data()); },
                          [document](const QString& v, const QString& text) {
                              document->setField(Setting::Schedule, enumerator<PipelineSchedule>(v), text);
                          });
    m_switches->addChoiceCommand(tr("Rank order"), QStringLiteral("parallel.rank_order"),
                          choices<RankOrder>({{RankOrder::TpCpEpDpPp, QT_TR_NOOP("TP-CP-EP-DP-PP (Megatron)")},
                                              {RankOrder::TpCpEpPpDp, QT_TR_NOOP("TP-CP-EP-PP-DP")}}),
                          [](const Scenario& s) { return QString::fromUtf8(toString(s.parallel.rankOrder).data()); },
                          [document](const QString& v, const QString& text) {
                              document->setField(Setting::RankOrder, enumerator<RankOrder>(v), text);
                          },
                          tr("Which dimension varies fastest across ranks, so which groups share a node."));
    layout->addWidget(m_switches);

    addTrainingSettings();
    layout->addWidget(m_training);
    layout->addStretch(1);

    connect(document, &ScenarioDocument::scenarioChanged, this, &ParallelismPanel::refresh);
    connect(document, &ScenarioDocument::reportChanged, this, &ParallelismPanel::markDiagnostics);
    refresh();
    markDiagnostics();
}

void ParallelismPanel::addDegree(const QString& key, const QString& label, const QString& help)
{
    m_storage.push_back({});
    DegreeRow* row = &m_storage.back();
    row->key = key;
    row->help = help;
    row->label = new QLabel(label, this);
    row->slider = new QSlider(Qt::Horizontal, this);
    row->slider->setObjectName(key + QStringLiteral("Slider"));
    row->slider->setPageStep(1);
    row->slider->setTickPosition(QSlider::TicksBelow);
    row->spin = new QSpinBox(this);
    row->spin->setObjectName(key + QStringLiteral("Spin"));
    // The reader's range; expert TP 0 is "not set" (= TP).
    const QString path = key == QLatin1String("v") ? QStringLiteral("parallel.virtual_stages")
                                                   : QStringLiteral("parallel.") + key;
    const FieldRange range = fieldRange(path.toStdString());
    row->spin->setProperty("scenarioPath", path);
    row->spin->setRange(int(range.min) - (key == QLatin1String("etp") ? 1 : 0), int(range.max));
    row->spin->setKeyboardTracking(false);
    row->spin->setAccelerated(true);
    if (key == QLatin1String("etp"))
        row->spin->setSpecialValueText(tr("= TP"));
    for (QWidget* w : {static_cast<QWidget*>(row->label), static_cast<QWidget*>(row->slider),
                       static_cast<QWidget*>(row->spin)})
        w->setToolTip(help);
    row->label->setBuddy(row->spin);
    m_rows.insert(key, row);

    connect(row->slider, &QSlider::sliderPressed, m_document, &ScenarioDocument::beginGesture);
    connect(row->slider, &QSlider::sliderReleased, m_document, &ScenarioDocument::endGesture);
    connect(row->slider, &QSlider::valueChanged, this, [this, row](int index) {
        if (index >= 0 && index < int(row->values.size()))
            setDegree(row->key, row->values[size_t(index)]);
    });
    connect(row->spin, &QSpinBox::valueChanged, this, [this, row](int value) { setDegree(row->key, value); });
}

QSlider* ParallelismPanel::slider(const QString& degree) const
{
    const DegreeRow* row = m_rows.value(degree);
    return row ? row->slider : nullptr;
}

QSpinBox* ParallelismPanel::spinBox(const QString& degree) const
{
    const DegreeRow* row = m_rows.value(degree);
    return row ? row->spin : nullptr;
}

int ParallelismPanel::current(const QString& key) const
{
    const std::optional<Dim> dim = dimByKey(key.toStdString());
    return settingValue(m_document->scenario(), dim ? Setting::Degree : Setting::VirtualStages, dim.value_or(Dim::Tp));
}

std::vector<int> ParallelismPanel::snapValues(const QString& key) const
{
    const Scenario& s = m_document->scenario();
    const ParallelConfig& p = s.parallel;
    const int gpus = int(std::min<int64_t>(s.cluster.totalGpus(), 1 << 20));
    std::set<int> values;
    auto add = [&](const std::vector<int>& list) { values.insert(list.begin(), list.end()); };
    if (key == QLatin1String("tp")) {
        add(powersOfTwo(std::min(64, std::max(1, s.model.heads))));
    } else if (key == QLatin1String("pp")) {
        add(divisorsOf(s.model.layers, 128));
        add(powersOfTwo(std::min(128, s.model.layers)));
    } else if (key == QLatin1String("dp")) {
        const int max = std::max(1, gpus / std::max(1, p.tp * p.pp * p.cp));
        add(powersOfTwo(max));
        add(divisorsOf(max, max));
    } else if (key == QLatin1String("cp")) {
        add(powersOfTwo(64));
    } else if (key == QLatin1String("ep")) {
        if (s.model.isMoe())
            add(divisorsOf(s.model.moe->experts, 1024));
        else
            values.insert(1);
    } else if (key == QLatin1String("etp")) {
        values.insert(0);
        add(powersOfTwo(8));
    } else {
        add(divisorsOf(std::max(1, s.model.layers / std::max(1, p.pp)), 16));
    }
    // Only the values a launcher would start with every GPU busy and the batch divisible
    // (core/rules/degreecheck.h); the spin box still takes any value, and the slider then says
    // what breaks (refresh()).
    if (const std::optional<Dim> dim = dimByKey(key.toStdString()); dim && key != QLatin1String("etp")) {
        for (auto it = values.begin(); it != values.end();)
            it = degreeProblem(s, *dim, *it, m_document->fillsCluster()) ? values.erase(it) : std::next(it);
    }
    values.insert(current(key)); // the current value, valid or not, is always reachable
    return {values.begin(), values.end()};
}

QString ParallelismPanel::problemText(const QString& key, int value, const DegreeProblem& problem)
{
    using K = DegreeProblem::Kind;
    const QString setting = QStringLiteral("%1 %2").arg(key.toUpper()).arg(value);
    switch (problem.kind) {
    case K::TooManyGpus:
        return tr("%1 needs %2 GPUs; the cluster has %3.").arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    case K::IdleGpus:
        return tr("%1 leaves %2 of %3 GPUs idle: the slider skips it.").arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    case K::BatchNotDivisible:
        return tr("%1: the global batch of %2 does not divide by micro-batch × DP = %3, so Megatron-LM refuses it; the slider skips it.")
            .arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    case K::ShapeNotDivisible:
        return tr("%1: the model width %2 (heads, KV heads or FFN) does not divide by %3; the slider skips it.")
            .arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    case K::MoreChunksThanLayers:
        return tr("%1: %2 pipeline chunks for %3 layers leave some empty; the slider skips it.")
            .arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    case K::ExpertsNotDivisible:
        return tr("%1: %2 experts do not divide by %3; the slider skips it.").arg(setting, Format::integer(problem.a), Format::integer(problem.b));
    }
    return {};
}

void ParallelismPanel::setDegree(const QString& key, int value)
{
    // The document applies the couplings (shardscope::normalise()); the panel only says what was set.
    if (const std::optional<Dim> dim = dimByKey(key.toStdString()))
        m_document->setDegree(*dim, value);
    else
        m_document->setField(Setting::VirtualStages, value, tr("Set %1 to %2").arg(key.toUpper()).arg(value));
}

void ParallelismPanel::refresh()
{
    const Scenario& s = m_document->scenario();
    for (DegreeRow& row : m_storage) {
        row.values = snapValues(row.key);
        const int value = current(row.key);
        const QSignalBlocker blockSlider(row.slider);
        const QSignalBlocker blockSpin(row.spin);
        // Untouched controls are left alone: a tick only repaints what changed.
        const int notches = int(row.values.size()) - 1;
        if (row.slider->maximum() != notches)
            row.slider->setRange(0, notches);
        const int index = int(std::find(row.values.begin(), row.values.end(), value) - row.values.begin());
        if (row.slider->value() != index)
            row.slider->setValue(index);
        // With no other value to go to (a micro-batch that divides no batch leaves each degree
        // only its own), a one-notch slider would sit at the left as if at its smallest value:
        // it is disabled, and its tip says what breaks.
        if (row.slider->isEnabled() != (notches > 0))
            row.slider->setEnabled(notches > 0);
        if (row.spin->value() != value)
            row.spin->setValue(value);
        // The slider says why its current value breaks the plan, if it does.
        const std::optional<Dim> dim = dimByKey(row.key.toStdString());
        const std::optional<DegreeProblem> problem =
            dim && row.key != QLatin1String("etp") ? degreeProblem(s, *dim, value, m_document->fillsCluster()) : std::nullopt;
        const QString sliderTip = problem ? row.help + QStringLiteral("\n\n") + problemText(row.key, value, *problem) : row.help;
        if (row.slider->toolTip() != sliderTip)
            row.slider->setToolTip(sliderTip);
        const bool relevant = row.key != QLatin1String("ep") && row.key != QLatin1String("etp") &&
                                      row.key != QLatin1String("v")
                                  ? true
                              : row.key == QLatin1String("v") ? scheduleTraits(s.parallel.schedule).chosenChunks ||
                                                                    s.parallel.virtualStages > 1
                                                              : s.model.isMoe() || s.parallel.ep > 1;
        if (row.slider->isHidden() == relevant) {
            row.label->setVisible(relevant);
            row.slider->setVisible(relevant);
            row.spin->setVisible(relevant);
        }
    }
    const int64_t world = s.parallel.worldSize();
    const int64_t cluster = s.cluster.totalGpus();
    // Plain text (a rich-text label builds a text document on every tick).
    m_world->setText(tr("%1 of %2 GPUs").arg(Format::integer(world), Format::integer(cluster)));
    m_world->setToolTip(tr("World size: TP %1 × PP %2 × CP %3 × DP %4 = %5 GPUs; the cluster has %6.")
                            .arg(s.parallel.tp).arg(s.parallel.pp).arg(s.parallel.cp).arg(s.parallel.dp)
                            .arg(Format::integer(world), Format::integer(cluster)));
    QString status;
    QColor colour;
    if (world > cluster) {
        status = tr("%1 more than the cluster has").arg(Format::integer(world - cluster));
        colour = QColor(0xC0, 0x1C, 0x28);
    } else if (world < cluster) {
        status = tr("%1 GPUs idle").arg(Format::integer(cluster - world));
        colour = QColor(0xB0, 0x6A, 0x00);
    }
    m_worldStatus->setText(status);
    m_worldStatus->setVisible(!status.isEmpty());
    if (colour.isValid() && m_worldStatus->palette().color(QPalette::WindowText) != colour) {
        QPalette pal = m_worldStatus->palette();
        pal.setColor(QPalette::WindowText, colour);
        m_worldStatus->setPalette(pal);
    }
}

void ParallelismPanel::markDiagnostics()
{
    // Which settings are marked depends only on the codes and their fields; skip the work
    // (and the restyling) while a drag does not change them.
    // A diagnostic with a fix marks the controls the fix changes, and only those (the TP and
    // PP of one GPU cannot change, so an out-of-memory plan must not outline them); one
    // without a fix marks the settings it involves.
    const auto marked = [](const Diagnostic& d) {
        std::vector<std::string> paths;
        for (const FixChange& c : d.changes)
            paths.push_back(c.path);
        return paths.empty() ? d.fields : paths;
    };
    std::string signature;
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.severity == Severity::Info)
            continue;
        signature += d.code;
        for (const auto& f : marked(d))
            signature += ' ' + f;
        signature += ';';
    }
    if (signature == m_markSignature)
        return;
    m_markSignature = signature;
    QStringList paths;
    QStringList reasons;
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.severity == Severity::Info)
            continue;
        for (const auto& f : marked(d))
            paths << QString::fromStdString(f);
        reasons << diagnosticText(d).title;
    }
    const QString why = reasons.join(QStringLiteral("\n"));
    for (DegreeRow& r : m_storage) {
        DegreeRow* row = &r;
        const bool marked = paths.contains(row->spin->property("scenarioPath").toString());
        row->spin->setToolTip(marked ? why : row->help);
        if (row->spin->property("marked").toBool() == marked)
            continue; // restyling is slow: only when the mark changes
        FieldMark::setMarked(row->spin, marked);
        row->spin->setProperty("marked", marked);
        row->label->setText((marked ? QStringLiteral("⚠ ") : QString()) + row->label->text().remove(QStringLiteral("⚠ ")));
    }
    m_switches->markFields(paths, why);
    m_training->markFields(paths, why);
}

} // namespace shardscope::ui
