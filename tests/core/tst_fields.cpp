// core/model/fields.h, the one table of the scenario's fields, against everything that reads
// it: every field (the cluster's kernel curves and collective fits included) keeps what is set
// through it, survives a save and a reopen, is found by its path, takes exactly the range the
// reader accepts (just outside, the reader and the direct check refuse it naming the path) and
// is reachable by a rule's fix. An optional object (a collective's own fit) is written only
// when the scenario holds it, and a file without it reads as before.

#include "testsupport.h"

#include "core/io/builtinpresets.h"
#include "core/io/inputerror.h"
#include "core/io/scenariocheck.h"
#include "core/io/specjson.h"
#include "core/model/fields.h"
#include "core/rules/fixes.h"

#include <QTest>

#include <set>
#include <stdexcept>

using namespace shardscope;

Q_DECLARE_METATYPE(shardscope::FieldId)

namespace {

const PresetLibrary& presets()
{
    return PresetLibrary::builtin();
}

/**
 * The default scenario, with a model that has the field's block: DeepSeek-V3 for the MoE and
 * MLA fields (its shared expert lets the shared-expert gate be switched on). A field of an
 * optional object the scenario lacks (the network tier's own collective fits, measured
 * FlashAttention-2 curves) gets the object, at the values in use, so that setting the old
 * value back gives the scenario back.
 */
Scenario baseFor(FieldId id)
{
    Scenario s = parseScenario(defaultScenarioText(), presets(), "default scenario");
    // The expert routing (training.moe) is written for models with experts.
    if (fieldInfo(id).block != FieldBlock::Always || std::string_view(fieldInfo(id).path).starts_with("training.moe."))
        s.model = presets().modelSpec("deepseek-v3");
    // Local attention needs a window (model.local_window >= 1): the default model has none.
    if (id == FieldId::LocalAttention)
        s.model.localWindow = 4096;
    if (!fieldStored(s, id)) {
        setField(s, id, getField(s, id));
        if (!fieldStored(s, id))
            throw std::logic_error(std::string(fieldInfo(id).path) + ": setting it does not give the scenario its object");
    }
    return s;
}

/** Values of the field's kind other than its current one, plausible ones first. */
std::vector<FieldValue> otherValues(const FieldInfo& f, const Scenario& s)
{
    const FieldValue now = getField(s, f.id);
    std::vector<FieldValue> out;
    auto add = [&](const FieldValue& v) {
        if (v != now && std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(v);
    };
    switch (f.kind) {
    case FieldKind::Integer: {
        const int64_t n = std::get<int64_t>(now);
        for (int64_t v : {n * 2, n + 1, n - 1, n / 2, int64_t(f.min), int64_t(f.max), int64_t(f.min) + 1})
            if (v >= int64_t(f.min) && v <= int64_t(f.max))
                add(v);
        if (f.unsettable())
            add(int64_t(f.min) - 1);
        break;
    }
    case FieldKind::Number: {
        const double x = std::get<double>(now);
        for (double v : {x * 2, x / 2, f.min, f.max, (f.min + f.max) / 2})
            if (v >= f.min && v <= f.max)
                add(v);
        break;
    }
    case FieldKind::Bool:
        add(!std::get<bool>(now));
        break;
    case FieldKind::Enum:
        for (std::string_view name : f.choices())
            add(std::string(name));
        break;
    }
    return out;
}

/** The first of otherValues() that leaves a scenario a file can hold (the rules between fields). */
std::optional<FieldValue> validOtherValue(const FieldInfo& f, const Scenario& base)
{
    for (const FieldValue& v : otherValues(f, base)) {
        Scenario s = base;
        setField(s, f.id, v);
        if (!scenarioProblem(s))
            return v;
    }
    return std::nullopt;
}

/** A value as a rule's fix writes it. */
DiagnosticValue asFixValue(const FieldValue& v)
{
    if (const int64_t* i = std::get_if<int64_t>(&v))
        return double(*i);
    if (const double* d = std::get_if<double>(&v))
        return *d;
    if (const bool* b = std::get_if<bool>(&v))
        return *b;
    return std::get<std::string>(v);
}

/** The reader's complaint about the scenario as a file, or empty; `path` receives its JSON path. */
std::string readerComplaint(const Scenario& s, std::string* path)
{
    try {
        (void)parseScenario(formatScenario(s, presets()), presets(), "file");
    } catch (const InputError& e) {
        *path = e.path();
        return e.withoutFile();
    }
    return {};
}

/** The message of a range check, as opposed to a rule between fields. */
bool isRangeMessage(const std::string& message)
{
    for (const char* text : {"no larger than", "must be a finite number from", "must be a positive integer",
                             "must be a non-negative integer", "must be an integer of at least"})
        if (message.find(text) != std::string::npos)
            return true;
    return false;
}

void addFieldRows(bool (*wanted)(const FieldInfo&))
{
    QTest::addColumn<FieldId>("id");
    for (const FieldInfo& f : allFields())
        if (wanted(f))
            QTest::newRow(std::string(f.path).c_str()) << f.id;
}

bool everyField(const FieldInfo&) { return true; }
bool numericField(const FieldInfo& f) { return f.isNumeric(); }

} // namespace

class TestFields : public QObject
{
    Q_OBJECT
private slots:
    void tableIsInIdOrderAndPathsAreUnique();
    void degreesAreTheDimensions();
    void setThenGetGivesTheValue_data() { addFieldRows(everyField); }
    void setThenGetGivesTheValue();
    void survivesASaveAndAReopen_data() { addFieldRows(everyField); }
    void survivesASaveAndAReopen();
    void readerTakesExactlyTheRange_data() { addFieldRows(numericField); }
    void readerTakesExactlyTheRange();
    void fixesReachEveryField_data() { addFieldRows(everyField); }
    void fixesReachEveryField();
    void wrongKindIsRefusedNamingThePath_data() { addFieldRows(everyField); }
    void wrongKindIsRefusedNamingThePath();
    void absentBlockIsRefusedNamingThePath();
    void optionalObjectsAreWrittenOnlyWhenHeld();
};

void TestFields::tableIsInIdOrderAndPathsAreUnique()
{
    QCOMPARE(allFields().size(), kFieldCount);
    std::set<std::string_view> seen;
    for (size_t i = 0; i < allFields().size(); ++i) {
        const FieldInfo& f = allFields()[i];
        QCOMPARE(size_t(f.id), i);
        QCOMPARE(&fieldInfo(f.id), &f);
        QVERIFY2(seen.insert(f.path).second, std::string(f.path).c_str());
        QCOMPARE(fieldByPath(f.path), std::optional<FieldId>(f.id));
        QVERIFY2(f.get && f.set, std::string(f.path).c_str());
        QCOMPARE(f.kind == FieldKind::Enum, f.choices != nullptr);
        if (f.isNumeric())
            QVERIFY2(f.min < f.max, std::string(f.path).c_str());
        const std::string_view group[] = {"model.", "cluster.", "parallel.", "training."};
        QVERIFY2(f.path.rfind(group[size_t(f.group)], 0) == 0, std::string(f.path).c_str());
    }
    QCOMPARE(fieldByPath("parallel.tensor"), std::optional<FieldId>());
    QCOMPARE(fieldByPath("parallel"), std::optional<FieldId>());
    QCOMPARE(fieldByPath(""), std::optional<FieldId>());
}

void TestFields::degreesAreTheDimensions()
{
    for (const DimInfo& d : allDims()) {
        const FieldInfo& f = fieldInfo(fieldOfDim(d.dim));
        QCOMPARE(f.path, d.jsonPath);
        QCOMPARE(f.dim, std::optional<Dim>(d.dim));
    }
    int degrees = 0;
    for (const FieldInfo& f : allFields())
        degrees += f.dim.has_value();
    QCOMPARE(degrees, kDimCount);
    // ETP: unset is 0 both ways (the same convention as Change and the panel's spin box).
    Scenario s = baseFor(FieldId::Etp);
    QVERIFY(!s.parallel.etp);
    QCOMPARE(getField(s, FieldId::Etp), FieldValue(int64_t(0)));
    setField(s, FieldId::Etp, int64_t(2));
    QCOMPARE(s.parallel.etp, std::optional<int>(2));
    setField(s, FieldId::Etp, int64_t(0));
    QVERIFY(!s.parallel.etp);
}

void TestFields::setThenGetGivesTheValue()
{
    QFETCH(FieldId, id);
    const FieldInfo& f = fieldInfo(id);
    const Scenario base = baseFor(id);
    const std::vector<FieldValue> values = otherValues(f, base);
    QVERIFY(!values.empty());
    for (const FieldValue& v : values) {
        Scenario s = base;
        setField(s, id, v);
        QCOMPARE(getField(s, id), v);
        QVERIFY(!(s == base));
        // Nothing else moved: setting the old value back gives the scenario back.
        setField(s, id, getField(base, id));
        QVERIFY(s == base);
    }
}

void TestFields::survivesASaveAndAReopen()
{
    QFETCH(FieldId, id);
    const FieldInfo& f = fieldInfo(id);
    const Scenario base = baseFor(id);
    const std::optional<FieldValue> v = validOtherValue(f, base);
    QVERIFY2(v, "no other value of this field makes a valid scenario");
    Scenario s = base;
    setField(s, id, *v);
    const Scenario back = parseScenario(formatScenario(s, presets()), presets(), "file");
    QCOMPARE(getField(back, id), *v);
    QVERIFY(back == s);
}

void TestFields::readerTakesExactlyTheRange()
{
    QFETCH(FieldId, id);
    const FieldInfo& f = fieldInfo(id);
    const std::string path(f.path);
    const Scenario base = baseFor(id);
    auto with = [&](double x) {
        Scenario s = base;
        if (f.kind == FieldKind::Integer)
            setField(s, id, int64_t(x));
        else
            setField(s, id, x);
        return s;
    };
    // The bounds pass the range check (a rule between fields may still object).
    for (double edge : {f.min, f.max}) {
        const Scenario s = with(edge);
        const std::string problem = scenarioProblem(s).value_or("");
        QVERIFY2(problem.rfind(path + ":", 0) != 0 || !isRangeMessage(problem), problem.c_str());
    }
    // Just outside, the direct check and the reader both refuse, naming the path, in the same words.
    const bool integral = f.kind == FieldKind::Integer;
    std::vector<double> outside = {integral ? f.max + 1 : f.max * 1.01};
    const double below = integral ? f.min - (f.unsettable() ? 2 : 1) : (f.min > 0 ? f.min / 2 : -0.001);
    if (f.isSet == nullptr || f.isSet(with(below)))
        outside.push_back(below); // a width of 0 or less is "not set", written as null
    for (double x : outside) {
        const Scenario s = with(x);
        const std::optional<std::string> problem = scenarioProblem(s);
        QVERIFY2(problem, qPrintable(QStringLiteral("%1 = %2 accepted").arg(path.c_str()).arg(x, 0, 'g', 12)));
        QVERIFY2(problem->rfind(path + ": ", 0) == 0 && isRangeMessage(*problem), problem->c_str());
        std::string readerPath;
        const std::string complaint = readerComplaint(s, &readerPath);
        QCOMPARE(QString::fromStdString(readerPath), QString::fromStdString(path));
        QCOMPARE(QString::fromStdString(complaint), QString::fromStdString(*problem));
    }
}

void TestFields::fixesReachEveryField()
{
    QFETCH(FieldId, id);
    const FieldInfo& f = fieldInfo(id);
    const Scenario base = baseFor(id);
    for (const FieldValue& v : otherValues(f, base)) {
        const Scenario fixed = applyChanges(base, {{std::string(f.path), asFixValue(v)}});
        QCOMPARE(getField(fixed, id), v);
        Scenario direct = base;
        setField(direct, id, v);
        QVERIFY(fixed == direct);
    }
    // A fix of the wrong kind names the path.
    const DiagnosticValue wrong = f.kind == FieldKind::Bool ? DiagnosticValue(std::string("yes")) : DiagnosticValue(true);
    try {
        (void)applyChanges(base, {{std::string(f.path), wrong}});
        QFAIL("a fix of the wrong kind was applied");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(std::string(e.what()).rfind(std::string(f.path) + ": expected ", 0) == 0, e.what());
    }
}

void TestFields::wrongKindIsRefusedNamingThePath()
{
    QFETCH(FieldId, id);
    const FieldInfo& f = fieldInfo(id);
    Scenario s = baseFor(id);
    const Scenario before = s;
    std::vector<FieldValue> wrong = {int64_t(1), 1.5, true, std::string("no-such-choice")};
    wrong.erase(wrong.begin() + std::ptrdiff_t(f.kind)); // the variant's order is FieldKind's
    if (f.kind == FieldKind::Enum)
        wrong.push_back(std::string("no-such-choice"));
    for (const FieldValue& v : wrong) {
        try {
            setField(s, id, v);
            QFAIL(qPrintable(QStringLiteral("%1 took %2").arg(f.path.data()).arg(formatFieldValue(v).c_str())));
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).rfind(std::string(f.path) + ": expected ", 0) == 0, e.what());
        }
        QVERIFY(s == before);
    }
}

void TestFields::absentBlockIsRefusedNamingThePath()
{
    Scenario dense = baseFor(FieldId::Tp);
    QVERIFY(!dense.model.moe && !dense.model.mla);
    QVERIFY(!fieldPresent(dense, FieldId::MoeExperts));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, getField(dense, FieldId::MlaKvLoraRank));
    try {
        (void)applyChanges(dense, {{"model.moe.experts", 8.0}});
        QFAIL("a dense model took an expert count");
    } catch (const std::invalid_argument& e) {
        QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("model.moe.experts: the model has no moe block"));
    }
    try {
        (void)applyChanges(dense, {{"parallel.tensor", 8.0}});
        QFAIL("an unknown path was applied");
    } catch (const std::invalid_argument& e) {
        QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("no such fix path: parallel.tensor"));
    }
}

void TestFields::optionalObjectsAreWrittenOnlyWhenHeld()
{
    // DGX H100 has its own intra-node fits and measured FlashAttention-2 curves; its network
    // tier has no fits of its own, so a file leaves inter_node.collectives out.
    Scenario s = baseFor(FieldId::Tp);
    QVERIFY(s.cluster.gpu.kernels.flashAttention2Measured);
    nlohmann::json j = writeClusterFields(s.cluster);
    QVERIFY(j["intra_node"].contains("collectives"));
    QVERIFY(!j["inter_node"].contains("collectives"));
    QVERIFY(j["gpu"]["kernels"].contains("flash_attention_2"));
    const FieldId allToAll = fitField(ClusterLink::InterNode, Collective::AllToAll, FitParam::StepLatency);
    QVERIFY(!fieldStored(s, allToAll));
    QCOMPARE(getField(s, allToAll), FieldValue(s.cluster.interNode.latencyUs)); // the tier's, in use
    setField(s, allToAll, 7.5);
    QVERIFY(fieldStored(s, allToAll));
    j = writeClusterFields(s.cluster);
    QCOMPARE(j["inter_node"]["collectives"].size(), size_t(1));
    QCOMPARE(j["inter_node"]["collectives"]["all_to_all"]["step_latency_us"].get<double>(), 7.5);
    QCOMPARE(j["inter_node"]["collectives"]["all_to_all"]["efficiency"].get<double>(), s.cluster.interNode.efficiency);

    // Without the blocks a file reads as it always has: FlashAttention-2 as the fused kernel,
    // a flat profile at the GPU's efficiencies, a node as one NVLink domain.
    j = writeClusterFields(presets().clusterSpec("dgx-a100-80gb"));
    QVERIFY(!j["gpu"]["kernels"].contains("flash_attention_2"));
    {
        const ClusterSpec c = readClusterObject(j, "cluster", presets());
        QVERIFY(!c.gpu.kernels.flashAttention2Measured);
        QVERIFY(c.gpu.kernels.flashAttention2Forward == c.gpu.kernels.attentionForward);
        QVERIFY(c.gpu.kernels.flashAttention2Backward == c.gpu.kernels.attentionBackward);
    }
    j["gpu"].erase("kernels");
    j["gpu"].erase("matmul_efficiency");
    j.erase("topology");
    j["gpus_per_node"] = 4;
    const ClusterSpec c = readClusterObject(j, "cluster", presets());
    QCOMPARE(c.gpu.matmulEfficiency, GpuSpec{}.matmulEfficiency);
    QVERIFY(c.gpu.kernels == flatKernelProfile(c.gpu.matmulEfficiency, c.gpu.hbmEfficiency));
    QCOMPARE(c.topology.nvlinkDomainGpus, 4);
    QVERIFY(c.topology.kind == TopologySpec{}.kind);
}

QTEST_APPLESS_MAIN(TestFields)
#include "tst_fields.moc"
