#include "diagnostictext.h"

#include "coretext.h"
#include "format.h"

#include "core/rules/diagnostictable.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

using namespace shardscope;

namespace shardscope::ui {

namespace {

double number(const Diagnostic& d, const char* key)
{
    auto it = d.params.find(key);
    if (it == d.params.end())
        return 0;
    if (const double* v = std::get_if<double>(&it->second))
        return *v;
    return 0;
}

QString word(const Diagnostic& d, const char* key)
{
    auto it = d.params.find(key);
    if (it == d.params.end())
        return {};
    if (const std::string* v = std::get_if<std::string>(&it->second))
        return QString::fromStdString(*v);
    return {};
}

QString n(double v)
{
    return QLocale().toString(qlonglong(v));
}

QString partName(const QString& part)
{
    if (part == QLatin1String("weights"))
        return QCoreApplication::translate("DiagnosticText", "weights");
    if (part == QLatin1String("gradients"))
        return QCoreApplication::translate("DiagnosticText", "gradients");
    if (part == QLatin1String("optimizer"))
        return QCoreApplication::translate("DiagnosticText", "optimizer state");
    if (part == QLatin1String("activations"))
        return QCoreApplication::translate("DiagnosticText", "activations");
    if (part == QLatin1String("buffers"))
        return QCoreApplication::translate("DiagnosticText", "buffers");
    return QCoreApplication::translate("DiagnosticText", "overhead");
}

/** One parameter of the diagnostic as its row says to show it. */
QString paramText(const Diagnostic& d, const DiagnosticParam& p)
{
    switch (p.unit) {
    case ParamUnit::Count: return n(number(d, p.name));
    case ParamUnit::Bytes: return Format::gibPrecise(number(d, p.name));
    case ParamUnit::Fraction: return Format::percent(number(d, p.name), 0);
    case ParamUnit::Factor: return QLocale().toString(number(d, p.name), 'g', 3);
    case ParamUnit::Word: return word(d, p.name);
    case ParamUnit::Dimension: return word(d, p.name).toUpper();
    case ParamUnit::MemoryPart: return partName(word(d, p.name));
    }
    return {};
}

QString valueText(const DiagnosticValue& v)
{
    if (const double* d = std::get_if<double>(&v))
        return *d == std::floor(*d) ? QLocale().toString(qlonglong(*d)) : QLocale().toString(*d, 'g', 4);
    if (const bool* b = std::get_if<bool>(&v))
        return *b ? QCoreApplication::translate("DiagnosticText", "on") : QCoreApplication::translate("DiagnosticText", "off");
    return QString::fromStdString(std::get<std::string>(v));
}

} // namespace

QString severityText(Severity s)
{
    switch (s) {
    case Severity::Error: return QCoreApplication::translate("DiagnosticText", "Error");
    case Severity::Warning: return QCoreApplication::translate("DiagnosticText", "Warning");
    case Severity::Info: return QCoreApplication::translate("DiagnosticText", "Note");
    }
    return {};
}

QString settingName(const QString& path)
{
    static const struct { const char* path; const char* name; } names[] = {
        {"parallel.tp", QT_TRANSLATE_NOOP("DiagnosticText", "TP")},
        {"parallel.pp", QT_TRANSLATE_NOOP("DiagnosticText", "PP")},
        {"parallel.dp", QT_TRANSLATE_NOOP("DiagnosticText", "DP")},
        {"parallel.cp", QT_TRANSLATE_NOOP("DiagnosticText", "CP")},
        {"parallel.ep", QT_TRANSLATE_NOOP("DiagnosticText", "EP")},
        {"parallel.etp", QT_TRANSLATE_NOOP("DiagnosticText", "expert TP")},
        {"parallel.sequence_parallel", QT_TRANSLATE_NOOP("DiagnosticText", "sequence parallelism")},
        {"parallel.zero_stage", QT_TRANSLATE_NOOP("DiagnosticText", "ZeRO stage")},
        {"parallel.schedule", QT_TRANSLATE_NOOP("DiagnosticText", "pipeline schedule")},
        {"parallel.virtual_stages", QT_TRANSLATE_NOOP("DiagnosticText", "virtual stages")},
        {"training.global_batch", QT_TRANSLATE_NOOP("DiagnosticText", "global batch")},
        {"training.micro_batch", QT_TRANSLATE_NOOP("DiagnosticText", "micro-batch")},
        {"training.seq_length", QT_TRANSLATE_NOOP("DiagnosticText", "sequence length")},
        {"training.recompute", QT_TRANSLATE_NOOP("DiagnosticText", "recompute")},
        {"training.flash_attention", QT_TRANSLATE_NOOP("DiagnosticText", "flash attention")},
        {"training.offload_optimizer", QT_TRANSLATE_NOOP("DiagnosticText", "optimizer offload")},
        {"training.precision", QT_TRANSLATE_NOOP("DiagnosticText", "precision")},
        {"training.offload_activation_layers", QT_TRANSLATE_NOOP("DiagnosticText", "offloaded activation layers")},
        {"training.fp8_param_gather", QT_TRANSLATE_NOOP("DiagnosticText", "FP8 parameter gather")},
        {"training.recompute_modules.layernorm", QT_TRANSLATE_NOOP("DiagnosticText", "norm recompute")},
        {"training.recompute_modules.mla_up_proj", QT_TRANSLATE_NOOP("DiagnosticText", "MLA up-projection recompute")},
        {"training.recompute_modules.moe_act", QT_TRANSLATE_NOOP("DiagnosticText", "expert activation recompute")},
        {"training.recompute_modules.mlp", QT_TRANSLATE_NOOP("DiagnosticText", "dense MLP recompute")},
        {"training.recompute_modules.moe", QT_TRANSLATE_NOOP("DiagnosticText", "MoE block recompute")},
        {"training.recompute_modules.shared_experts", QT_TRANSLATE_NOOP("DiagnosticText", "shared expert recompute")},
        {"parallel.microbatch_group", QT_TRANSLATE_NOOP("DiagnosticText", "micro-batch group")},
        {"parallel.first_stage_layers", QT_TRANSLATE_NOOP("DiagnosticText", "first stage layers")},
        {"parallel.last_stage_layers", QT_TRANSLATE_NOOP("DiagnosticText", "last stage layers")},
        {"parallel.embedding_in_split", QT_TRANSLATE_NOOP("DiagnosticText", "embedding counted as a layer")},
        {"parallel.loss_in_split", QT_TRANSLATE_NOOP("DiagnosticText", "loss counted as a layer")},
        {"cluster.nodes", QT_TRANSLATE_NOOP("DiagnosticText", "nodes")},
    };
    for (const auto& entry : names)
        if (path == QLatin1String(entry.path))
            return QCoreApplication::translate("DiagnosticText", entry.name);
    return path;
}

QString describeChanges(const std::vector<FixChange>& changes)
{
    QStringList parts;
    for (const auto& c : changes)
        parts << QCoreApplication::translate("DiagnosticText", "%1 to %2").arg(settingName(QString::fromStdString(c.path)), valueText(c.value));
    return parts.isEmpty() ? QString() : QCoreApplication::translate("DiagnosticText", "Set %1").arg(parts.join(QStringLiteral(", ")));
}

DiagnosticText diagnosticText(const Diagnostic& d)
{
    DiagnosticText t;
    t.fix = describeChanges(d.changes);
    if (!d.fixResolves && !t.fix.isEmpty())
        t.fix = QCoreApplication::translate("DiagnosticText", "%1 (the closest: it still does not fit)").arg(t.fix);
    const DiagnosticRow* row = findDiagnosticRow(d.code);
    if (!row) { // not raised by any rule (a file from a newer version, a hand-made report)
        t.title = QString::fromStdString(d.code);
        t.explanation = QString::fromStdString(d.message);
        return t;
    }
    QStringList values;
    for (const DiagnosticParam& p : row->params)
        values << paramText(d, p);
    t.title = fillPlaceholders(QCoreApplication::translate(kDiagnosticTextContext, row->title), values);
    t.explanation = fillPlaceholders(QCoreApplication::translate(kDiagnosticTextContext, row->explanation), values);
    return t;
}

} // namespace shardscope::ui
