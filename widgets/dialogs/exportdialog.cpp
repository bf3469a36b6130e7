#include "exportdialog.h"

#include "codehighlighter.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/colors.h"
#include "widgets/support/coretext.h"
#include "widgets/support/diagnostictext.h"
#include "widgets/support/format.h"

#include "core/estimate/verdict.h"
#include "core/analysis/analyse.h"
#include "core/export/adaptedplan.h"

#include "core/export/exporters.h"
#include "core/io/inputerror.h"
#include "core/io/safewrite.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QResizeEvent>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace shardscope;

namespace shardscope::ui {

ExportDialog::ExportDialog(ScenarioDocument* document, QWidget* parent) : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Export to a Launcher"));
    setObjectName(QStringLiteral("exportDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* split = new QSplitter;
    m_targets = new QListWidget;
    m_targets->setObjectName(QStringLiteral("exportTargets"));
    for (const ExportTarget& t : exportTargets()) {
        auto* item = new QListWidgetItem(QString::fromStdString(t.name), m_targets);
        item->setData(Qt::UserRole, QString::fromStdString(t.id));
        item->setToolTip(QCoreApplication::translate(kExportTextContext, t.description.c_str()));
    }
    int widest = 0;
    for (const ExportTarget& t : exportTargets())
        widest = std::max(widest, fontMetrics().horizontalAdvance(QString::fromStdString(t.name) + QStringLiteral("  \u2715")));
    const int listWidth = widest + fontMetrics().averageCharWidth() * 4;
    m_targets->setMinimumWidth(listWidth);
    m_targets->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    split->addWidget(m_targets);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_notes = new QLabel;
    m_notes->setObjectName(QStringLiteral("exportNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_notes);
    m_files = new QTabWidget;
    rightLayout->addWidget(m_files, 1);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_copy = buttons->addButton(tr("&Copy File"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("&Save All…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_copy, &QPushButton::clicked, this, &ExportDialog::copyCurrent);
    connect(m_save, &QPushButton::clicked, this, &ExportDialog::saveWithDialog);
    connect(m_targets, &QListWidget::currentRowChanged, this, [this] {
        QSettings().setValue(QStringLiteral("export/target"), currentTarget());
        refresh();
    });
    connect(document, &ScenarioDocument::reportChanged, this, [this] {
        if (isVisible())
            refresh();
    });
    split->setSizes({listWidth, fontMetrics().averageCharWidth() * 120});
    resize(fontMetrics().averageCharWidth() * 150, fontMetrics().height() * 44);
    selectTarget(QSettings().value(QStringLiteral("export/target"), QStringLiteral("megatron")).toString());
    if (m_targets->currentRow() < 0)
        m_targets->setCurrentRow(0);
}

void ExportDialog::selectTarget(const QString& id)
{
    for (int i = 0; i < m_targets->count(); ++i)
        if (m_targets->item(i)->data(Qt::UserRole).toString() == id)
            m_targets->setCurrentRow(i);
}

QString ExportDialog::currentTarget() const
{
    const QListWidgetItem* item = m_targets->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString ExportDialog::previewText(int index) const
{
    auto* edit = qobject_cast<QPlainTextEdit*>(m_files->widget(index));
    return edit ? edit->toPlainText() : QString();
}

QString ExportDialog::notesText() const
{
    return m_notes->text();
}

void ExportDialog::showEvent(QShowEvent* event)
{
    refresh(); // the document may have changed while the dialog was hidden
    QDialog::showEvent(event);
}

void ExportDialog::refresh()
{
    const QString target = currentTarget();
    if (target.isEmpty())
        return;
    m_result = exportScenario(m_document->scenario(), m_document->report(), target.toStdString());
    QString notes = tr("<b>%1</b> · follows %2")
                        .arg(QString::fromStdString(m_result.launcher).toHtmlEscaped(),
                             QString::fromStdString(m_result.version).toHtmlEscaped());
    // Never a quiet launch file for a plan the window itself says cannot run.
    if (const QString reason = unrunnableReason(); !reason.isEmpty())
        notes += QStringLiteral("<br><span style='color:%1'><b>%2</b></span>")
                     .arg(Colors::danger().name(),
                          tr("This plan does not run (%1): these files would start a job that fails.").arg(reason).toHtmlEscaped());
    if (!m_result.ok) {
        notes += QStringLiteral("<br><span style='color:%1'>%2</span>")
                     .arg(Colors::danger().name(),
                          tr("Cannot export: %1 (rule %2)")
                              .arg(translated(m_result.refusalText), QString::fromStdString(m_result.refusalRule))
                              .toHtmlEscaped());
    }
    for (const ExportAdaptation& a : m_result.adaptations) {
        const bool note = a.rule == "note";
        notes += QStringLiteral("<br>%1 %2")
                     .arg(note ? tr("Note:") : tr("Adapted (%1):").arg(QString::fromStdString(a.rule)),
                          translated(a.message).toHtmlEscaped());
    }
    // The launcher runs the adapted plan: estimate it beside the one the window shows.
    if (m_result.ok) {
        const AdaptedPlan adapted = adaptedPlan(m_document->scenario(), m_result);
        if (adapted.changed) {
            const Report& planned = m_document->report();
            const Report runs = analyse(adapted.scenario);
            const auto change = [](double before, double after) {
                return before > 0 ? QStringLiteral("%1%2 %").arg(after >= before ? QStringLiteral("+") : QString())
                                        .arg(QLocale().toString(100.0 * (after - before) / before, 'f', 1))
                                  : QString();
            };
            notes += QStringLiteral("<br><b>%1</b> %2")
                         .arg(tr("%1 runs the adapted plan:").arg(QString::fromStdString(m_result.launcher)).toHtmlEscaped(),
                              tr("step %1 → %2 (%3), %4 → %5 tokens/s, peak %6 → %7 per GPU.")
                                  .arg(Format::seconds(planned.step.timeS), Format::seconds(runs.step.timeS),
                                       change(planned.step.timeS, runs.step.timeS), Format::rate(planned.step.tokensPerS),
                                       Format::rate(runs.step.tokensPerS), Format::gibPrecise(double(planned.memory.peakBytes)),
                                       Format::gibPrecise(double(runs.memory.peakBytes)))
                                  .toHtmlEscaped());
            if (planVerdict(runs).verdict != Verdict::Runs)
                notes += QStringLiteral("<br><span style='color:%1'><b>%2</b></span>")
                             .arg(Colors::danger().name(),
                                  tr("The plan %1 runs does not: %2.")
                                      .arg(QString::fromStdString(m_result.launcher), verdictReason(runs))
                                      .toHtmlEscaped());
        }
        for (const ExportAdaptation& a : m_result.adaptations)
            if (a.changesPlan && a.changes.empty())
                notes += QStringLiteral("<br>%1").arg(tr("Not in the adapted estimate: %1").arg(translated(a.message)).toHtmlEscaped());
    }
    m_notes->setText(notes);
    fitNotes();
    markTargets();
    // Same files as before (the usual case while sliders move): replace the text in place so the
    // tab, the scroll position and the highlighter stay; otherwise rebuild the tabs.
    bool sameFiles = m_files->count() == int(m_result.files.size()) && !m_result.files.empty();
    for (int i = 0; sameFiles && i < m_files->count(); ++i)
        sameFiles = m_files->tabText(i) == QString::fromStdString(m_result.files[size_t(i)].name) &&
                    m_files->widget(i)->property("language").toString() ==
                        QString::fromStdString(m_result.files[size_t(i)].language);
    if (sameFiles) {
        for (int i = 0; i < m_files->count(); ++i) {
            auto* edit = static_cast<QPlainTextEdit*>(m_files->widget(i));
            const QString text = QString::fromStdString(m_result.files[size_t(i)].content);
            if (edit->toPlainText() == text)
                continue;
            const int v = edit->verticalScrollBar()->value();
            const int h = edit->horizontalScrollBar()->value();
            edit->setPlainText(text);
            edit->verticalScrollBar()->setValue(v);
            edit->horizontalScrollBar()->setValue(h);
        }
    } else {
        const int keepTab = m_files->currentIndex();
        while (m_files->count() > 0) {
            QWidget* w = m_files->widget(0);
            m_files->removeTab(0);
            w->deleteLater();
        }
        const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        for (const ExportFile& f : m_result.files) {
            auto* edit = new QPlainTextEdit;
            edit->setReadOnly(true);
            edit->setLineWrapMode(QPlainTextEdit::NoWrap);
            edit->setFont(mono);
            edit->setProperty("language", QString::fromStdString(f.language));
            new CodeHighlighter(edit->document(), QString::fromStdString(f.language));
            edit->setPlainText(QString::fromStdString(f.content));
            m_files->addTab(edit, QString::fromStdString(f.name));
        }
        if (m_result.files.empty()) {
            auto* why = new QLabel(tr("%1 cannot express this configuration, so there is nothing to write.\n\n%2\n\n"
                                      "Change the configuration as suggested, or pick another launcher on the left: "
                                      "the ones marked \u2715 refuse it too.")
                                       .arg(QString::fromStdString(m_result.launcher), translated(m_result.refusalText)));
            why->setWordWrap(true);
            why->setAlignment(Qt::AlignTop | Qt::AlignLeft);
            why->setMargin(fontMetrics().height());
            why->setProperty("language", QString());
            m_files->addTab(why, tr("Refused"));
        }
        if (keepTab >= 0 && keepTab < m_files->count())
            m_files->setCurrentIndex(keepTab);
    }
    m_copy->setEnabled(m_result.ok);
    m_save->setEnabled(m_result.ok);
}

void ExportDialog::markTargets()
{
    // Which launchers can take the configuration at all: each export is tens of microseconds.
    for (int i = 0; i < m_targets->count(); ++i) {
        QListWidgetItem* item = m_targets->item(i);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        const ExportTarget* target = findExportTarget(id);
        const ExportResult r = id == currentTarget().toStdString()
                                   ? m_result
                                   : exportScenario(m_document->scenario(), m_document->report(), id);
        const QString name = QString::fromStdString(target->name);
        item->setText(r.ok ? name : QStringLiteral("%1  \u2715").arg(name));
        item->setForeground(r.ok ? palette().color(QPalette::Text) : palette().color(QPalette::Disabled, QPalette::Text));
        item->setToolTip(r.ok ? QCoreApplication::translate(kExportTextContext, target->description.c_str())
                              : tr("Cannot express this configuration: %1").arg(translated(r.refusalText)));
    }
}

void ExportDialog::fitNotes()
{
    // A word-wrapped label in a splitter does not get its height-for-width; give it explicitly.
    m_notes->setMinimumHeight(m_notes->heightForWidth(std::max(1, m_notes->width())));
}

void ExportDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    fitNotes();
}

void ExportDialog::copyCurrent()
{
    const int index = m_files->currentIndex();
    if (index >= 0 && m_result.ok)
        QApplication::clipboard()->setText(previewText(index));
}

bool ExportDialog::saveTo(const QString& folder, QString* error)
{
    if (!m_result.ok) {
        if (error)
            *error = translated(m_result.refusalText);
        return false;
    }
    QDir().mkpath(folder);
    for (const ExportFile& f : m_result.files) {
        const QString path = QDir(folder).filePath(QString::fromStdString(f.name));
        // As the CLI's export -o: no link followed, modes kept, launch scripts executable.
        SafeWriteOptions options;
        options.executable = f.language == "bash";
        try {
            writeTextFileAtomically(QFile::encodeName(path).toStdString(), f.content, options);
        } catch (const InputError& e) {
            if (error)
                *error = tr("Cannot write %1: %2").arg(path, translated(e.text()));
            return false;
        }
    }
    return true;
}

QString ExportDialog::unrunnableReason() const
{
    return verdictReason(m_document->report());
}

QString ExportDialog::verdictReason(const Report& report)
{
    const PlanVerdict verdict = planVerdict(report);
    switch (verdict.verdict) {
    case Verdict::Runs: return {};
    case Verdict::OutOfMemory:
        return tr("out of memory: stage %1 needs %2 of %3")
            .arg(report.memory.peakStage)
            .arg(Format::gibPrecise(double(report.memory.peakBytes)), Format::gibPrecise(double(report.memory.capacityBytes)));
    case Verdict::Invalid: return diagnosticText(*verdict.firstError).title;
    }
    return {};
}

void ExportDialog::saveWithDialog()
{
    if (const QString reason = unrunnableReason(); !reason.isEmpty()) {
        const auto answer = QMessageBox::warning(
            this, tr("Save Files for a Plan That Does Not Run?"),
            tr("This plan does not run (%1). The launch files would start a job that fails. Save them anyway?").arg(reason),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save)
            return;
    }
    QSettings settings;
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Save Launch Files Into"), settings.value(QStringLiteral("export/folder"), QDir::homePath()).toString());
    if (folder.isEmpty())
        return;
    QStringList existing;
    for (const ExportFile& f : m_result.files)
        if (QFileInfo::exists(QDir(folder).filePath(QString::fromStdString(f.name))))
            existing << QString::fromStdString(f.name);
    if (!existing.isEmpty() &&
        QMessageBox::question(this, tr("Replace Files?"),
                              tr("%1 already contains %2. Replace?").arg(QDir::toNativeSeparators(folder), existing.join(QStringLiteral(", "))),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    QString error;
    if (!saveTo(folder, &error)) {
        QMessageBox::warning(this, tr("Cannot Save"), error);
        return;
    }
    settings.setValue(QStringLiteral("export/folder"), folder);
}

} // namespace shardscope::ui
