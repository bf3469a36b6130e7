#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace shardscope::ui {

/** The recently opened scenario files, kept in QSettings, newest first, at most ten. */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    explicit RecentFiles(QObject* parent = nullptr);
    QStringList files() const;
    void add(const QString& path);
    void clear();
    /** Fill `menu` with the files (missing ones left out) and a "Clear" entry. */
    void populate(QMenu* menu);

signals:
    void openRequested(const QString& path);

private:
    void store(const QStringList& files);
};

} // namespace shardscope::ui
