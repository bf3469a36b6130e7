#include "recovery.h"

#include "autosaver.h"

#include "document/scenariodocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace Recovery {

void offer(QWidget* parent, ScenarioDocument* document, const QString& folder)
{
    for (const QString& orphan : Autosaver::orphans(folder)) {
        QFile file(orphan);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        const auto answer = QMessageBox::question(
            parent, QCoreApplication::translate("Recovery", "Recover Unsaved Changes"),
            QCoreApplication::translate("Recovery", "ShardScope did not close properly last time and kept unsaved changes from %1.\n"
               "Recover them?")
                .arg(QLocale().toString(QFileInfo(orphan).lastModified(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            QString error;
            if (!document->restore(text, &error))
                QMessageBox::warning(parent, QCoreApplication::translate("Recovery", "Cannot Recover"), error);
        }
        Autosaver::discardOrphan(orphan);
        if (answer == QMessageBox::Yes)
            break; // one document per window
    }
}

} // namespace Recovery
