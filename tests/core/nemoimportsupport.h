// Files, scenarios and helpers shared by the NeMo / Megatron-Bridge import suites
// (tst_import_nemo: fields, report rows, round trips; tst_import_nemo_errors: refusals and
// hostile files).
#pragma once

#include "configimportsupport.h"
#include "exportsupport.h"

#include "core/import/nemoimport.h"
#include "core/io/inputerror.h"
#include "core/io/shellwords.h"

#include <chrono>
#include <functional>
#include <set>
#include <tuple>

namespace nemosupport {

using namespace shardscope;
using exportsupport::goldenScenario;

inline QString dataPath(const QString& name)
{
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/import/nemo/") + name;
}

inline LaunchFile dataFile(const QString& name)
{
    QFile f(dataPath(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test file %s", qPrintable(name));
    return {name.toStdString(), f.readAll().toStdString()};
}

/** A scenario unlike every file here: MoE with MLA, odd degrees and batch, fp16, no recompute, ZeRO-2. */
inline Scenario otherBase(bool dense = false)
{
    Scenario s = exportsupport::base();
    const PresetLibrary& presets = PresetLibrary::builtin();
    s.model = presets.modelSpec(dense ? "llama-3-70b" : "deepseek-v3");
    s.model.maxSeq = 1000;
    s.cluster.nodes = 3;
    s.cluster.gpusPerNode = 4;
    s.parallel.tp = 4;
    s.parallel.pp = 3;
    s.parallel.cp = 8;
    s.parallel.ep = 2;
    s.parallel.dp = 5;
    s.parallel.sequenceParallel = false;
    s.parallel.zeroStage = 2;
    s.parallel.schedule = PipelineSchedule::GPipe;
    s.parallel.virtualStages = 3;
    s.training.seqLength = 777;
    s.training.microBatch = 7;
    s.training.globalBatch = 77;
    s.training.precision = Precision::Fp16;
    s.training.recompute = Recompute::None;
    s.training.recomputeModules.mlp = true;
    s.training.optimizer = Optimizer::Sgd;
    s.training.optimizerMoments = MomentPrecision::Bf16;
    return s;
}

inline ImportResult nemo(const LaunchFile& file, const std::string& script = {}, const std::vector<ScriptWord>& words = {},
                  const Scenario& base = otherBase())
{
    ImportBuilder b(base, "NeMo 1.x");
    importNemoYaml(file, script, words, b, ImportContext{});
    return std::move(b).finish();
}

inline ImportResult bridge(const LaunchFile* file, const std::string& script, const std::vector<ScriptWord>& words,
                    const Scenario& base = otherBase())
{
    ImportBuilder b(base, "Megatron-Bridge");
    importBridge(file, script, words, b, ImportContext{});
    return std::move(b).finish();
}

/** The words after the entry script (`*.py`) of the script's torchrun command, as the orchestrator passes them. */
inline std::vector<ScriptWord> wordsAfterScript(const std::string& script, std::string* entry = nullptr)
{
    const ShellScript parsed = parseShellScript(script);
    for (const ShellCommand& c : parsed.commands) {
        if (c.words.empty() ||
            (c.words[0] != "torchrun" && c.words[0] != "exec" && c.words[0] != "python" && c.words[0] != "python3"))
            continue;
        for (size_t i = 1; i < c.words.size(); ++i) {
            if (c.words[i].size() < 3 || c.words[i].substr(c.words[i].size() - 3) != ".py")
                continue;
            if (entry)
                *entry = c.words[i];
            std::vector<ScriptWord> words;
            for (size_t j = i + 1; j < c.words.size(); ++j)
                words.push_back({c.words[j], c.wordLines[j], c.unknowns[j]});
            return words;
        }
    }
    return {};
}

inline std::string valueOf(const Scenario& s, const QString& path)
{
    const auto field = fieldByPath(path.toStdString());
    if (!field)
        qFatal("no field %s", qPrintable(path));
    if (!fieldPresent(s, *field))
        return "(absent)";
    return formatFieldValue(getField(s, *field));
}

inline const ImportedSetting* row(const ImportReport& report, const std::string& name, std::optional<SettingFate> fate = {},
                           const std::string& noteHas = {})
{
    for (const ImportedSetting& s : report.settings)
        if (s.source.name == name && (!fate || s.fate == *fate) && s.note.find(noteHas) != std::string::npos)
            return &s;
    return nullptr;
}

using configimport::errorOf; // what() of the InputError `f` throws, or "accepted"

/** The files of a golden export ("==> NAME <==" sections). */
inline std::vector<LaunchFile> goldenFiles(const QString& scenario, const QString& target)
{
    const QString text =
        exportsupport::readFile(exportsupport::goldenDir() + '/' + scenario + '/' + target + ".golden");
    std::vector<LaunchFile> files;
    for (const QString& part : text.split(
             QRegularExpression(QStringLiteral("^==> "), QRegularExpression::MultilineOption), Qt::SkipEmptyParts)) {
        const qsizetype end = part.indexOf(QStringLiteral(" <==\n"));
        files.push_back({part.left(end).toStdString(), part.mid(end + 5).toStdString()});
    }
    return files;
}

inline const std::string kUnknown = "not read by ShardScope";

inline ImportResult bridgeLaunch();

inline ImportResult nemoLaunch()
{
    const LaunchFile script = dataFile(QStringLiteral("launch_nemo1.sh"));
    return nemo(dataFile(QStringLiteral("megatron_llama_config.yaml")), script.name, wordsAfterScript(script.text));
}

/** The import a test row names: a data file (by its reader), "launch" / "nemo-launch" (a YAML with its launch
 *  script's overrides), or inline YAML after "nemo:" / "bridge:". */
inline ImportResult importSource(const QString& source)
{
    if (source == QLatin1String("launch"))
        return bridgeLaunch();
    if (source == QLatin1String("nemo-launch"))
        return nemoLaunch();
    if (source.startsWith(QLatin1String("nemo:")))
        return nemo({"inline.yaml", source.mid(5).toStdString()});
    if (source.startsWith(QLatin1String("bridge:"))) {
        const LaunchFile f{"inline.yaml", source.mid(7).toStdString()};
        return bridge(&f, "run.sh", {});
    }
    if (source.startsWith(QLatin1String("bridge"))) {
        const LaunchFile f = dataFile(source);
        return bridge(&f, "run.sh", {});
    }
    return nemo(dataFile(source));
}

inline ImportResult bridgeLaunch()
{
    const LaunchFile yaml = dataFile(QStringLiteral("bridge_llama3_8b.yaml"));
    const LaunchFile script = dataFile(QStringLiteral("launch_bridge.sh"));
    return bridge(&yaml, script.name, wordsAfterScript(script.text));
}

} // namespace nemosupport
