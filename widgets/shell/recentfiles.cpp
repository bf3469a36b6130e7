#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace shardscope::ui {

namespace {
const char* const kKey = "files/recent";
constexpr int kMaxRecent = 10;
}

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

QStringList RecentFiles::files() const
{
    return QSettings().value(QLatin1String(kKey)).toStringList();
}

void RecentFiles::store(const QStringList& files)
{
    QSettings().setValue(QLatin1String(kKey), files);
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent)
        list.removeLast();
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::populate(QMenu* menu)
{
    menu->clear();
    int n = 0;
    for (const QString& path : files()) {
        if (!QFileInfo::exists(path))
            continue;
        ++n;
        const QString text = n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(QDir::toNativeSeparators(path))
                                    : QDir::toNativeSeparators(path);
        menu->addAction(text, this, [this, path] { emit openRequested(path); });
    }
    if (n == 0)
        menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("Clear Recent Files"), this, &RecentFiles::clear)->setEnabled(n > 0);
}

} // namespace shardscope::ui
