// core/model/fieldlimits.h against the scenario reader: for every numeric field of a
// scenario file the reader accepts the table's minimum and maximum and refuses the values
// just outside, naming the field. The window's spin boxes take their ranges from the same
// table (tests/widgets/tst_field_ranges), so the two cannot drift apart.

#include "testsupport.h"

#include "core/io/inputerror.h"
#include "core/model/fieldlimits.h"
#include "core/model/fields.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace shardscope;

namespace {

/**
 * The default scenario's file, with a model that has the block `path` lives in, and the
 * optional object it lives in (the network tier's own fit of a collective) at the values in use.
 */
nlohmann::json baseDocument(const std::string& path)
{
    Scenario s = shardscope::parseScenario(R"({"format": "shardscope.scenario/1", "name": "limits",
            "model": {"preset": "llama-3-70b"}, "cluster": {"preset": "dgx-h100", "nodes": 64},
            "parallel": {"tp": 8, "pp": 4, "dp": 16, "sequence_parallel": true, "zero_stage": 1,
                         "schedule": "1f1b"},
            "training": {"seq_length": 8192, "micro_batch": 1, "global_batch": 512,
                         "precision": "bf16", "recompute": "selective"}})",
                                           PresetLibrary::builtin());
    if (const std::optional<FieldId> id = fieldByPath(path); id && !fieldStored(s, *id))
        setField(s, *id, getField(s, *id));
    nlohmann::json doc = nlohmann::json::parse(shardscope::formatScenario(s, PresetLibrary::builtin()));
    if (path.rfind("model.moe.", 0) == 0)
        doc["model"] = {{"preset", "mixtral-8x7b"}};
    if (path.rfind("model.mla.", 0) == 0)
        doc["model"] = {{"preset", "deepseek-v3"}};
    if (path.rfind("cluster.topology.", 0) == 0)
        doc["cluster"]["topology"] = {{"kind", "fat-tree"}};
    return doc;
}

/** doc at the dotted path, created on the way (model and cluster fields become overrides). */
nlohmann::json& at(nlohmann::json& doc, const std::string& path)
{
    nlohmann::json* node = &doc;
    size_t start = 0;
    for (;;) {
        const size_t dot = path.find('.', start);
        node = &(*node)[path.substr(start, dot - start)];
        if (dot == std::string::npos)
            return *node;
        start = dot + 1;
    }
}

/** The message of the reader's range check, as opposed to a rule between fields. */
bool isRangeMessage(const std::string& message)
{
    for (const char* text : {"no larger than", "must be a finite number from", "must be a positive integer",
                             "must be a non-negative integer", "must be an integer of at least"})
        if (message.find(text) != std::string::npos)
            return true;
    return false;
}

/** The reader's complaint about `path` when the field holds `value`; empty if none. */
std::string complaintAbout(const std::string& path, double value, bool integral)
{
    nlohmann::json doc = baseDocument(path);
    at(doc, path) = integral ? nlohmann::json(int64_t(value)) : nlohmann::json(value);
    try {
        (void)readScenario(doc, PresetLibrary::builtin());
    } catch (const InputError& e) {
        if (e.path() == path)
            return e.message();
    }
    return {};
}

} // namespace

class TestFieldLimits : public QObject
{
    Q_OBJECT
private slots:
    void readerTakesExactlyTheTablesRange_data();
    void readerTakesExactlyTheTablesRange();
    void worldAndClusterSizeStopAtTheLargestWorld();
    void everyPathIsListedOnce();
};

void TestFieldLimits::readerTakesExactlyTheTablesRange_data()
{
    QTest::addColumn<QString>("path");
    for (const FieldRange& r : scenarioFieldRanges())
        QTest::newRow(std::string(r.path).c_str()) << QString::fromStdString(std::string(r.path));
}

void TestFieldLimits::readerTakesExactlyTheTablesRange()
{
    QFETCH(QString, path);
    const std::string p = path.toStdString();
    const FieldRange& r = fieldRange(p);
    const bool integral = r.integer;
    // The bounds themselves pass the range check (a rule between fields may still object:
    // kv_heads = 65536 exceeds the 64 heads).
    for (double edge : {r.min, r.max}) {
        const std::string complaint = complaintAbout(p, edge, integral);
        QVERIFY2(!isRangeMessage(complaint), qPrintable(QStringLiteral("%1 = %2 refused: %3")
                                                            .arg(path).arg(edge, 0, 'g', 12)
                                                            .arg(QString::fromStdString(complaint))));
    }
    // Just outside, the reader refuses with the field's path and its range.
    const double below = integral ? r.min - 1 : (r.min > 0 ? r.min / 2 : -0.001);
    const double above = integral ? r.max + 1 : r.max * 1.01;
    for (double outside : {below, above}) {
        const std::string complaint = complaintAbout(p, outside, integral);
        QVERIFY2(isRangeMessage(complaint), qPrintable(QStringLiteral("%1 = %2: %3")
                                                           .arg(path).arg(outside, 0, 'g', 12)
                                                           .arg(QString::fromStdString(complaint))));
    }
}

void TestFieldLimits::worldAndClusterSizeStopAtTheLargestWorld()
{
    nlohmann::json doc = baseDocument("parallel.tp");
    doc["parallel"]["tp"] = 16;
    doc["parallel"]["pp"] = 1;
    doc["parallel"]["dp"] = limits::kMaxWorld / 16;
    doc["cluster"]["gpus_per_node"] = limits::kMaxGpusPerNode;
    doc["cluster"]["nodes"] = limits::kMaxWorld / limits::kMaxGpusPerNode;
    QCOMPARE(readScenario(doc, PresetLibrary::builtin()).parallel.worldSize(), limits::kMaxWorld);
    doc["parallel"]["pp"] = 2;
    QVERIFY_THROWS_EXCEPTION(InputError, readScenario(doc, PresetLibrary::builtin()));
    try {
        (void)readScenario(doc, PresetLibrary::builtin());
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("parallel"));
        QVERIFY(std::string(e.what()).find(std::to_string(limits::kMaxWorld)) != std::string::npos);
    }
    doc["parallel"]["pp"] = 1;
    doc["cluster"]["nodes"] = limits::kMaxWorld / limits::kMaxGpusPerNode + 1;
    try {
        (void)readScenario(doc, PresetLibrary::builtin());
        QFAIL("a cluster of more than 2^20 GPUs was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("cluster.nodes"));
    }
}

void TestFieldLimits::everyPathIsListedOnce()
{
    std::set<std::string_view> seen;
    for (const FieldRange& r : scenarioFieldRanges()) {
        QVERIFY2(seen.insert(r.path).second, std::string(r.path).c_str());
        QVERIFY(r.min < r.max);
        QCOMPARE(&fieldRange(r.path), &r);
    }
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, fieldRange("parallel.tensor"));
}

QTEST_APPLESS_MAIN(TestFieldLimits)
#include "tst_fieldlimits.moc"
