#include "recovery.h"

#include "autosaver.h"

#include "widgets/document/scenariodocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace shardscope::ui {

namespace Recovery {

bool sameFile(const QString& a, const QString& b)
{
    const QFileInfo x(a), y(b);
    if (x.exists() && y.exists())
        return x.canonicalFilePath() == y.canonicalFilePath();
    return x.absoluteFilePath() == y.absoluteFilePath();
}

bool offer(QWidget* parent, ScenarioDocument* document, const QString& folder, const QString& onlyFor, const Ask& ask)
{
    for (const QString& orphan : Autosaver::orphans(folder)) {
        const std::optional<Autosaver::Contents> contents = Autosaver::read(orphan);
        if (!contents)
            continue;
        if (!onlyFor.isEmpty() && (contents->fileName.isEmpty() || !sameFile(contents->fileName, onlyFor)))
            continue; // another document's changes: kept for a start without FILE
        const QString when = QLocale().toString(QFileInfo(orphan).lastModified(), QLocale::ShortFormat);
        const QString question =
            contents->fileName.isEmpty()
                ? QCoreApplication::translate("Recovery", "ShardScope did not close properly last time and kept unsaved "
                                                          "changes from %1.\nRecover them?")
                      .arg(when)
                : QCoreApplication::translate("Recovery", "ShardScope did not close properly last time and kept unsaved "
                                                          "changes to %1 from %2.\nRecover them?")
                      .arg(QDir::toNativeSeparators(contents->fileName), when);
        const bool yes = ask ? ask(question)
                             : QMessageBox::question(parent, QCoreApplication::translate("Recovery", "Recover Unsaved Changes"),
                                                     question, QMessageBox::Yes | QMessageBox::No,
                                                     QMessageBox::Yes) == QMessageBox::Yes;
        bool recovered = false;
        if (yes) {
            QString error;
            recovered = document->restore(contents->scenarioText, contents->fileName, &error);
            if (!recovered)
                QMessageBox::warning(parent, QCoreApplication::translate("Recovery", "Cannot Recover"), error);
        }
        Autosaver::discardOrphan(orphan);
        if (yes)
            return recovered; // one document per window
    }
    return false;
}

} // namespace Recovery

} // namespace shardscope::ui
