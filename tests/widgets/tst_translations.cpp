// The translation catalogues: no unfinished entry in English or Chinese, every tr() string of
// the GUI sources and every QT_TRANSLATE_NOOP template of the core's rules, search and text
// present in both (lupdate is run on the sources into a temporary catalogue and compared),
// placeholders and markup kept in the Chinese text, and both catalogues load.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
    bool vanished = false;
};

QList<Message> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                current = Message{context, {}, {}, false, false};
            else if (xml.name() == QLatin1String("source"))
                current.source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                current.unfinished = type == QLatin1String("unfinished");
                current.vanished = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
                current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << current;
        }
    }
    return out;
}

QString catalogue(const char* name)
{
    return QStringLiteral(SHARDSCOPE_SOURCE_DIR "/translations/") + QLatin1String(name);
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?\\d+|%n"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    return out;
}

QStringList tags(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("</?([a-zA-Z]+)[^>]*>"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(1).toLower();
    out.sort();
    return out;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void cataloguesAreFinished_data();
    void cataloguesAreFinished();
    void everyTrStringIsInTheCatalogues();
    void chineseKeepsPlaceholdersAndMarkup();
    void cataloguesLoad();
};

void TestTranslations::cataloguesAreFinished_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("en") << catalogue("shardscope_en.ts");
    QTest::newRow("zh_CN") << catalogue("shardscope_zh_CN.ts");
}

void TestTranslations::cataloguesAreFinished()
{
    QFETCH(QString, path);
    const QList<Message> messages = readTs(path);
    QVERIFY2(messages.size() > 500, qPrintable(path));
    QStringList unfinished;
    for (const Message& m : messages)
        if (!m.vanished && (m.unfinished || m.translation.isEmpty()))
            unfinished << m.context + QStringLiteral(": ") + m.source;
    QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("%1 unfinished in %2, e.g. %3")
                                                   .arg(unfinished.size())
                                                   .arg(QFileInfo(path).fileName(), unfinished.value(0))));
}

void TestTranslations::everyTrStringIsInTheCatalogues()
{
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(SHARDSCOPE_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/widgets"), QStringLiteral(SHARDSCOPE_SOURCE_DIR "/app/gui"),
                   // the core's marked text (QT_TRANSLATE_NOOP), as translations/CMakeLists.txt scans it
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/rules"), QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/search"),
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/text"), QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/advice"),
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/export"),
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/model/schedule.cpp"),
                   QStringLiteral(SHARDSCOPE_SOURCE_DIR "/core/io"),
                   QStringLiteral("-ts"), fresh});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
    QSet<QString> inSources;
    for (const Message& m : readTs(fresh))
        inSources.insert(m.context + QLatin1Char('\x1f') + m.source);
    QVERIFY(inSources.size() > 500);
    for (const char* name : {"shardscope_en.ts", "shardscope_zh_CN.ts"}) {
        QSet<QString> inCatalogue;
        for (const Message& m : readTs(catalogue(name)))
            if (!m.vanished)
                inCatalogue.insert(m.context + QLatin1Char('\x1f') + m.source);
        QStringList missing;
        for (const QString& key : inSources)
            if (!inCatalogue.contains(key))
                missing << QString(key).replace(QLatin1Char('\x1f'), QStringLiteral(": "));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 string(s) of the sources missing from %2 "
                                                              "(run the shardscope_lupdate target), e.g. %3")
                                                   .arg(missing.size())
                                                   .arg(QLatin1String(name), missing.value(0))));
    }
}

void TestTranslations::chineseKeepsPlaceholdersAndMarkup()
{
    int checked = 0;
    for (const Message& m : readTs(catalogue("shardscope_zh_CN.ts"))) {
        if (m.vanished || m.translation.isEmpty())
            continue;
        QVERIFY2(placeholders(m.source) == placeholders(m.translation), qPrintable(m.source + QStringLiteral(" → ") + m.translation));
        QVERIFY2(tags(m.source) == tags(m.translation), qPrintable(m.source + QStringLiteral(" → ") + m.translation));
        QCOMPARE(m.source.count(QLatin1Char('\n')), m.translation.count(QLatin1Char('\n')));
        ++checked;
    }
    QVERIFY(checked > 500);
}

void TestTranslations::cataloguesLoad()
{
    // The compiled catalogues the application embeds (":/i18n") are built from these files;
    // here the .qm next to the build is loaded and asked for a known string.
    QTranslator zh;
    QVERIFY2(zh.load(QStringLiteral("shardscope_zh_CN"), QStringLiteral(SHARDSCOPE_QM_DIR)), SHARDSCOPE_QM_DIR);
    const QString file = zh.translate("shardscope::ui::MainWindow", "&File");
    QVERIFY2(!file.isEmpty() && file != QLatin1String("&File"), qPrintable(file));
    QVERIFY(file.contains(QStringLiteral("(&F)")));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
