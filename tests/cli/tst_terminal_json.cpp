// The CLI's terminal-safe JSON stream (app/cli/terminaljson.h): DEL and the C1 controls come
// out as \u escapes however the serialiser splits its writes, and nothing else changes, so a
// report streamed to a terminal cannot move the cursor or retitle the window.

#include "app/cli/terminaljson.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

using shardscope::cli::TerminalJsonBuffer;

namespace {

/** `text` written through the buffer in pieces of `piece` bytes (0: one write). */
std::string throughBuffer(const std::string& text, size_t piece)
{
    std::ostringstream sink;
    {
        TerminalJsonBuffer buffer(sink.rdbuf());
        std::ostream out(&buffer);
        if (piece == 0)
            out << text;
        else
            for (size_t i = 0; i < text.size(); i += piece)
                out.write(text.data() + i, std::streamsize(std::min(piece, text.size() - i)));
    }
    return sink.str();
}

} // namespace

class TestTerminalJson : public QObject
{
    Q_OBJECT
private slots:
    void escapesWhereverTheWriteSplits_data();
    void escapesWhereverTheWriteSplits();
    void jsonReadsBackTheSameName();
};

void TestTerminalJson::escapesWhereverTheWriteSplits_data()
{
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<QByteArray>("out");
    QTest::newRow("CSI (U+009B)") << QByteArray("\"a\xc2\x9b" "31m\"") << QByteArray("\"a\\u009b31m\"");
    QTest::newRow("DEL") << QByteArray("\"a\x7f" "b\"") << QByteArray("\"a\\u007fb\"");
    QTest::newRow("first and last C1") << QByteArray("\"\xc2\x80\xc2\x9f\"") << QByteArray("\"\\u0080\\u009f\"");
    QTest::newRow("two-byte letters stay") << QByteArray("\"\xc2\xa0\xc2\xb5\xc3\xa9\"") << QByteArray("\"\xc2\xa0\xc2\xb5\xc3\xa9\"");
    QTest::newRow("lead byte before a control") << QByteArray("\"\xc2\xc2\x9b\"") << QByteArray("\"\xc2\\u009b\"");
    QTest::newRow("text ends on a lead byte") << QByteArray("\"x\"\xc2") << QByteArray("\"x\"\xc2");
    QTest::newRow("CJK and line separator stay") << QByteArray("\"\xe6\xa8\xa1\xe2\x80\xa8\"") << QByteArray("\"\xe6\xa8\xa1\xe2\x80\xa8\"");
}

void TestTerminalJson::escapesWhereverTheWriteSplits()
{
    QFETCH(QByteArray, in);
    QFETCH(QByteArray, out);
    const std::string text = in.toStdString();
    // One write, byte by byte, and every split in between: the 0xC2 of a control and its
    // second byte may arrive in different writes.
    for (size_t piece : std::vector<size_t>{0, 1, 2, 3, 5})
        QCOMPARE(QByteArray::fromStdString(throughBuffer(text, piece)), out);
}

void TestTerminalJson::jsonReadsBackTheSameName()
{
    const std::string name = "plan\xc2\x9b" "31m\x7f\xc3\xa9\x1b[2J";
    const std::string text = shardscope::cli::terminalJson(nlohmann::json{{"name", name}});
    QVERIFY(text.find("\xc2\x9b") == std::string::npos);
    QVERIFY(text.find('\x7f') == std::string::npos);
    QVERIFY(text.find('\x1b') == std::string::npos);
    QCOMPARE(text.back(), '\n');
    QCOMPARE(nlohmann::json::parse(text)["name"].get<std::string>(), name);
}

QTEST_APPLESS_MAIN(TestTerminalJson)
#include "tst_terminal_json.moc"
