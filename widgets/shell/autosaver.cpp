#include "autosaver.h"

#include "widgets/document/scenariodocument.h"

#include "core/io/inputerror.h"
#include "core/io/jsonfields.h"
#include "core/io/scenariofile.h"

#include <QFile>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

namespace shardscope::ui {

namespace {
const QString kSuffix = QStringLiteral(".shardscope.json");
constexpr const char* kFormat = "shardscope.autosave/1";
}

Autosaver::Autosaver(ScenarioDocument* document, const QString& folder, QObject* parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this))
{
    QDir().mkpath(folder);
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_path = QDir(folder).filePath(id + kSuffix);
    m_lock = std::make_unique<QLockFile>(QDir(folder).filePath(id + QStringLiteral(".lock")));
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    connect(document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
    setInterval(30);
}

Autosaver::~Autosaver()
{
    discard();
    m_lock->unlock();
}

QString Autosaver::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosaver::setInterval(int seconds)
{
    m_timer->start(std::max(1, seconds) * 1000);
}

void Autosaver::saveNow()
{
    if (!m_document->isModified()) {
        discard();
        return;
    }
    const QString fileName = m_document->fileName();
    const QString text = compose(m_document->scenario(), m_document->presets(),
                                 fileName.isEmpty() ? QString() : QFileInfo(fileName).absoluteFilePath());
    if (text == m_lastText && QFileInfo::exists(m_path))
        return;
    try {
        shardscope::writeTextFileAtomically(QFile::encodeName(m_path).toStdString(), text.toStdString());
        m_lastText = text;
    } catch (const shardscope::InputError&) {
        // A full disk or a vanished folder: the next tick tries again.
    }
}

QString Autosaver::compose(const shardscope::Scenario& scenario, const shardscope::PresetLibrary& presets,
                           const QString& fileName)
{
    const nlohmann::json doc = {{"format", kFormat},
                                {"file", fileName.isEmpty() ? nlohmann::json(nullptr)
                                                            : nlohmann::json(fileName.toStdString())},
                                {"scenario", shardscope::writeScenario(scenario, presets)}};
    return QString::fromStdString(doc.dump(2) + "\n");
}

std::optional<Autosaver::Contents> Autosaver::read(const QString& path, QString* error)
{
    try {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw shardscope::InputError(QFile::encodeName(path).toStdString(), file.errorString().toStdString());
        const nlohmann::json doc =
            shardscope::parseJsonText(file.readAll().toStdString(), QFile::encodeName(path).toStdString());
        Contents c;
        const auto format = doc.is_object() ? doc.find("format") : doc.end();
        if (format == doc.end() || *format != kFormat) {
            c.scenarioText = QString::fromStdString(doc.dump()); // a bare scenario: untitled
            return c;
        }
        const auto owner = doc.find("file");
        if (owner != doc.end() && owner->is_string())
            c.fileName = QString::fromStdString(owner->get<std::string>());
        const auto scenario = doc.find("scenario");
        if (scenario == doc.end())
            throw shardscope::InputError(QFile::encodeName(path).toStdString(), "scenario: missing");
        c.scenarioText = QString::fromStdString(scenario->dump());
        return c;
    } catch (const shardscope::InputError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

void Autosaver::discard()
{
    QFile::remove(m_path);
    m_lastText.clear();
}

QStringList Autosaver::orphans(const QString& folder)
{
    QStringList out;
    const QDir dir(folder);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Time)) {
        const QString id = info.fileName().chopped(kSuffix.size());
        QLockFile lock(dir.filePath(id + QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        // A lock we can take belongs to nobody: its session ended without cleaning up.
        if (lock.tryLock(0)) {
            lock.unlock();
            out << info.absoluteFilePath();
        }
    }
    return out;
}

void Autosaver::discardOrphan(const QString& path)
{
    QFile::remove(path);
}

} // namespace shardscope::ui
