#include "autosaver.h"

#include "document/scenariodocument.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

namespace {
const QString kSuffix = QStringLiteral(".shardscope.json");
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
    const QString text = m_document->text();
    if (text == m_lastText && QFileInfo::exists(m_path))
        return;
    QSaveFile file(m_path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(text.toUtf8());
        if (file.commit())
            m_lastText = text;
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
