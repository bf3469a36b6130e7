#include "fileactions.h"

#include "recentfiles.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/importing/importdialog.h"
#include "widgets/support/coretext.h"

#include "core/io/builtinpresets.h"
#include "core/io/inputerror.h"
#include "core/io/scenariofile.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

namespace shardscope::ui {

using shardscope::BuiltinPresetFile;
using shardscope::InputError;
using shardscope::exampleScenarioFiles;
using shardscope::parseScenario;

FileActions::FileActions(ScenarioDocument* document, QWidget* window, QObject* parent)
    : QObject(parent), m_document(document), m_window(window), m_recent(new RecentFiles(this))
{
    m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this);
    m_new->setShortcut(QKeySequence::New);
    m_new->setStatusTip(tr("Start again from the default scenario"));
    connect(m_new, &QAction::triggered, this, &FileActions::newDocument);

    m_open = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open..."), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Open Scenario"), dialogFolder(),
            tr("ShardScope scenarios (*.shardscope.json *.json);;All files (*)"));
        if (!path.isEmpty())
            load(path);
    });

    m_save = new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &FileActions::save);

    m_saveAs = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As..."), this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAs);

    m_import = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), tr("&Import Launch Configuration..."), this);
    m_import->setShortcut(QKeySequence(tr("Ctrl+I")));
    m_import->setStatusTip(tr("Read launch scripts and configs (Megatron-LM, DeepSpeed, torchtitan, NeMo, accelerate, SLURM) into a scenario"));
    connect(m_import, &QAction::triggered, this, [this] { showImport({}); });

    m_recentMenu = new QMenu(tr("Open &Recent"), window);
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->populate(m_recentMenu); });
    connect(m_recent, &RecentFiles::openRequested, this, &FileActions::open);

    buildExamplesMenu(window);

    askAboutUnsavedChanges = [this] {
        const QString name = m_document->fileName().isEmpty()
                                 ? tr("The scenario")
                                 : tr("\"%1\"").arg(QFileInfo(m_document->fileName()).fileName());
        const auto button = QMessageBox::question(
            m_window, tr("Unsaved Changes"), tr("%1 has changes that are not saved. Save them?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return button == QMessageBox::Save      ? Answer::Save
               : button == QMessageBox::Discard ? Answer::Discard
                                                : Answer::Cancel;
    };
}

void FileActions::buildExamplesMenu(QWidget* window)
{
    m_examplesMenu = new QMenu(tr("Open &Example"), window);
    for (const BuiltinPresetFile& file : exampleScenarioFiles()) {
        // The entry is the scenario's own name; a file that does not read is a build defect
        // (tests/core/tst_examples reads every one), shown rather than hidden.
        QString title;
        try {
            title = QString::fromStdString(parseScenario(file.text, m_document->presets(), std::string(file.path)).name);
        } catch (const InputError& e) {
            title = QString::fromUtf8(file.path.data(), qsizetype(file.path.size()));
        }
        QAction* action = m_examplesMenu->addAction(title);
        action->setData(QString::fromUtf8(file.path.data(), qsizetype(file.path.size())));
        connect(action, &QAction::triggered, this, [this, file] {
            if (!maybeSave())
                return;
            try {
                m_document->openExample(file.text, file.path);
            } catch (const InputError& e) {
                showError(tr("Cannot Open Example"), translated(e.text()));
            }
        });
    }
}

QString FileActions::dialogFolder() const
{
    if (!m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).absolutePath();
    return QSettings()
        .value(QStringLiteral("files/lastFolder"),
               QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

bool FileActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (askAboutUnsavedChanges()) {
    case Answer::Save: return save();
    case Answer::Discard: return true;
    case Answer::Cancel: return false;
    }
    return false;
}

void FileActions::newDocument()
{
    if (maybeSave())
        m_document->newDocument();
}

bool FileActions::open(const QString& path)
{
    return maybeSave() && load(path);
}

ImportDialog* FileActions::showImport(const QStringList& paths)
{
    auto* dialog = new ImportDialog(m_document, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!paths.isEmpty())
        dialog->setFiles(paths);
    dialog->show();
    dialog->raise();
    return dialog;
}

bool FileActions::openDropped(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return open(path); // let the scenario loader say why
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1 << 20));
    const QJsonObject object = doc.object();
    const bool scenario = object.value(QStringLiteral("format")).toString().startsWith(QLatin1String("shardscope.scenario"));
    const bool modelConfig = object.contains(QStringLiteral("model_type")) || object.contains(QStringLiteral("architectures"));
    if (scenario || (!doc.isObject() && path.endsWith(QLatin1String(".json"))))
        return open(path); // a scenario, or JSON that does not parse: the loader says where
    if (!modelConfig) {
        showImport({path}); // a launch script or a launcher's config
        return true;
    }
    QString error;
    if (!m_document->importHuggingFace(path, &error)) {
        showError(tr("Cannot Import Model"), tr("%1 is neither a scenario nor a model configuration ShardScope can read.\n\n%2")
                                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    return true;
}

bool FileActions::load(const QString& path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        showError(tr("Cannot Open Scenario"),
                  tr("%1 could not be opened; the current scenario is unchanged.\n\n%2")
                      .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_recent->add(path);
    QSettings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(path).absolutePath());
    return true;
}

bool FileActions::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool FileActions::saveAs()
{
    QString suggested = m_document->fileName();
    if (suggested.isEmpty())
        suggested = QDir(dialogFolder()).filePath(QStringLiteral("scenario.shardscope.json"));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Scenario"), suggested,
                                                tr("ShardScope scenarios (*.shardscope.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".shardscope.json");
    return saveTo(path);
}

bool FileActions::saveTo(const QString& path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        showError(tr("Cannot Save Scenario"), tr("The scenario was not saved.\n\n%1").arg(error));
        return false;
    }
    m_recent->add(path);
    QSettings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(path).absolutePath());
    return true;
}

void FileActions::showError(const QString& title, const QString& message)
{
    // Window-modal and non-blocking: the window stays responsive behind it.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("errorMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    emit errorShown(message);
}

} // namespace shardscope::ui
