#pragma once

// What the DeepSpeed and accelerate import tests share: their data files, a base scenario
// unlike any file, report look-ups, golden exports split into files, and expected errors.

#include "exportsupport.h"

#include "core/import/importbuilder.h"
#include "core/import/launchfile.h"
#include "core/io/inputerror.h"
#include "core/model/fields.h"

#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <string>
#include <vector>

namespace configimport {

using namespace shardscope;

/** A data file of tests/data/import/<dir>/ as a launch file named by its file name. */
inline LaunchFile dataFile(const std::string& dir, const std::string& name)
{
    const QString path = QStringLiteral(SHARDSCOPE_TEST_DATA "/import/") + QString::fromStdString(dir + "/" + name);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test file %s", qPrintable(path));
    const QByteArray bytes = f.readAll();
    return {name, std::string(bytes.constData(), size_t(bytes.size()))};
}

/**
 * A base scenario whose every field the readers set differs from what the data files say, so
 * that a field a reader forgets shows up as this value.
 */
inline Scenario contraryBase()
{
    Scenario s = exportsupport::base();
    s.cluster.nodes = 3;
    s.cluster.gpusPerNode = 2;
    s.parallel.tp = 2;
    s.parallel.pp = 3;
    s.parallel.cp = 2;
    s.parallel.dp = 5;
    s.parallel.ep = 2;
    s.parallel.zeroStage = 1;
    s.parallel.sequenceParallel = true;
    s.parallel.overlap.dataParallel = false;
    s.parallel.overlap.tensorParallel = true;
    s.training.microBatch = 3;
    s.training.globalBatch = 999;
    s.training.precision = Precision::Fp8Current;
    s.training.mainGrads = GradPrecision::Bf16;
    s.training.optimizerMoments = MomentPrecision::Bf16;
    s.training.optimizer = Optimizer::Sgd;
    s.training.recompute = Recompute::Full;
    s.training.recomputeMethod = RecomputeMethod::Block;
    s.training.recomputeLayers = 4;
    s.training.offloadOptimizer = true;
    s.training.kernelFusion = KernelFusion::Fused;
    return s;
}

/** A field's value as a file spells it ("3", "bf16", "true"). */
inline QString fieldText(const Scenario& s, const QString& path)
{
    const auto field = fieldByPath(path.toStdString());
    if (!field)
        qFatal("no field %s", qPrintable(path));
    return QString::fromStdString(formatFieldValue(getField(s, *field)));
}

/** The report row of a setting by its name (and file, when given). */
inline const ImportedSetting* row(const ImportReport& report, const std::string& name, const std::string& file = {})
{
    for (const ImportedSetting& s : report.settings)
        if (s.source.name == name && (file.empty() || s.source.file == file))
            return &s;
    return nullptr;
}

inline QString fateName(SettingFate fate)
{
    return fate == SettingFate::Mapped      ? QStringLiteral("mapped")
           : fate == SettingFate::Defaulted ? QStringLiteral("defaulted")
                                            : QStringLiteral("ignored");
}

/**
 * Checks a row: its fate, and for a mapped or defaulted one that it lists `detail` (a field
 * path) or, for a defaulted or ignored one, that its note contains `detail`.
 */
inline QString rowProblem(const ImportReport& report, const std::string& name, const QString& fate,
                          const QString& detail)
{
    const ImportedSetting* r = row(report, name);
    if (r == nullptr)
        return QStringLiteral("no row for %1").arg(QString::fromStdString(name));
    if (fateName(r->fate) != fate)
        return QStringLiteral("%1 is %2").arg(QString::fromStdString(name), fateName(r->fate));
    if (r->fate == SettingFate::Ignored && r->note.empty())
        return QStringLiteral("%1 is ignored without a reason").arg(QString::fromStdString(name));
    if (r->fate == SettingFate::Defaulted && r->note.empty())
        return QStringLiteral("%1 is defaulted without a source").arg(QString::fromStdString(name));
    bool listed = false;
    for (FieldId f : r->fields)
        listed = listed || QString::fromUtf8(fieldInfo(f).path.data(), qsizetype(fieldInfo(f).path.size())) == detail;
    if (!listed && !QString::fromStdString(r->note).contains(detail))
        return QStringLiteral("%1 (%2) neither lists %3 nor says it: %4")
            .arg(QString::fromStdString(name), fateName(r->fate), detail, QString::fromStdString(r->note));
    return {};
}

/** The files of a golden export ("==> NAME <==" sections); empty for a REFUSED export. */
inline std::vector<LaunchFile> goldenFiles(const QString& scenario, const QString& target)
{
    const QString text =
        exportsupport::readFile(exportsupport::goldenDir() + '/' + scenario + '/' + target + ".golden");
    std::vector<LaunchFile> files;
    if (text.startsWith(QStringLiteral("REFUSED")))
        return files;
    for (const QString& part : text.split(
             QRegularExpression(QStringLiteral("^==> "), QRegularExpression::MultilineOption), Qt::SkipEmptyParts)) {
        const qsizetype end = part.indexOf(QStringLiteral(" <==\n"));
        files.push_back({part.left(end).toStdString(), part.mid(end + 5).toStdString()});
    }
    return files;
}

/** The whole golden text (its headers list the exporter's adaptations). */
inline QString goldenText(const QString& scenario, const QString& target)
{
    return exportsupport::readFile(exportsupport::goldenDir() + '/' + scenario + '/' + target + ".golden");
}

/** what() of the InputError `f` throws, or "accepted". */
inline QString errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("accepted");
}

/** The setting an orchestrator would give DP from: the world size of a launch script. */
inline SettingSource scriptDp(int64_t dp)
{
    return {"train.sh", 12, "--nnodes", std::to_string(dp)};
}

} // namespace configimport
