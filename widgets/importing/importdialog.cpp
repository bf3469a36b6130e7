#include "importdialog.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/coretext.h"

#include "core/import/launchimport.h"
#include "core/io/boundedread.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shardscope::ui {

namespace {

QString fieldList(const std::vector<FieldId>& fields)
{
    QStringList out;
    for (FieldId f : fields)
        out << QString::fromUtf8(fieldInfo(f).path.data(), qsizetype(fieldInfo(f).path.size()));
    return out.join(QStringLiteral(", "));
}

} // namespace

ImportDialog::ImportDialog(ScenarioDocument* document, QWidget* parent) : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Import Launch Configuration"));
    setObjectName(QStringLiteral("importDialog"));
    auto* layout = new QVBoxLayout(this);

    auto* filesRow = new QHBoxLayout;
    m_filesLabel = new QLabel(this);
    m_filesLabel->setWordWrap(true);
    auto* chooseFilesButton = new QPushButton(tr("Choose Files…"), this);
    connect(chooseFilesButton, &QPushButton::clicked, this, &ImportDialog::chooseFiles);
    filesRow->addWidget(new QLabel(tr("Launch files:"), this));
    filesRow->addWidget(m_filesLabel, 1);
    filesRow->addWidget(chooseFilesButton);
    layout->addLayout(filesRow);

    auto* optionsRow = new QHBoxLayout;
    optionsRow->addWidget(new QLabel(tr("Cluster:"), this));
    m_cluster = new QComboBox(this);
    m_cluster->setObjectName(QStringLiteral("importCluster"));
    for (const Preset* p : m_document->presets().clusters())
        m_cluster->addItem(QString::fromStdString(p->name), QString::fromStdString(p->id));
    const int current = m_cluster->findData(QString::fromStdString(m_document->scenario().cluster.presetId));
    m_cluster->setCurrentIndex(current >= 0 ? current : 0);
    m_cluster->setToolTip(tr("Launch files do not name the GPUs or the network: the imported scenario runs on this "
                             "cluster, with the node count the files give"));
    connect(m_cluster, &QComboBox::currentIndexChanged, this, &ImportDialog::reimport);
    optionsRow->addWidget(m_cluster);
    optionsRow->addSpacing(12);
    optionsRow->addWidget(new QLabel(tr("Model:"), this));
    m_modelLabel = new QLabel(tr("from the files"), this);
    optionsRow->addWidget(m_modelLabel, 1);
    auto* modelButton = new QPushButton(tr("Hugging Face config.json…"), this);
    modelButton->setToolTip(tr("The model's shape from its config.json, when the files do not give it (DeepSpeed, "
                               "accelerate) or do not give all of it (the vocabulary)"));
    connect(modelButton, &QPushButton::clicked, this, &ImportDialog::chooseModel);
    optionsRow->addWidget(modelButton);
    layout->addLayout(optionsRow);

    auto* summaryRow = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summaryRow->addWidget(m_summary, 1);
    m_show = new QComboBox(this);
    m_show->addItem(tr("All settings"), -1);
    m_show->addItem(tr("Mapped"), int(SettingFate::Mapped));
    m_show->addItem(tr("Launcher defaults"), int(SettingFate::Defaulted));
    m_show->addItem(tr("Ignored"), int(SettingFate::Ignored));
    m_show->addItem(tr("Not in the files"), 3);
    connect(m_show, &QComboBox::currentIndexChanged, this, &ImportDialog::fillTable);
    summaryRow->addWidget(m_show);
    layout->addLayout(summaryRow);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("importTable"));
    m_table->setHorizontalHeaderLabels({tr("Setting"), tr("Where"), tr("Scenario field"), tr("How it was read")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle); // a long file name keeps its line number in view
    layout->addWidget(m_table, 1);

    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_notes);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_replace = buttons->addButton(tr("Replace Scenario"), QDialogButtonBox::AcceptRole);
    m_replace->setToolTip(tr("The imported scenario replaces the current one (Edit › Undo brings it back)"));
    connect(m_replace, &QPushButton::clicked, this, &ImportDialog::replaceScenario);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1000, 640);
    reimport();
}

void ImportDialog::setFiles(const QStringList& paths)
{
    m_files = paths;
    reimport();
}

void ImportDialog::setModelConfig(const QString& path)
{
    m_model = path;
    reimport();
}

void ImportDialog::setCluster(const QString& presetId)
{
    const int index = m_cluster->findData(presetId);
    if (index >= 0)
        m_cluster->setCurrentIndex(index);
}

void ImportDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import Launch Configuration"), m_files.isEmpty() ? QDir::homePath() : QFileInfo(m_files.front()).path(),
        tr("Launch scripts and configs (*.sh *.sbatch *.slurm *.bash *.json *.toml *.yaml *.yml);;All files (*)"));
    if (!paths.isEmpty())
        setFiles(paths);
}

void ImportDialog::chooseModel()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Model Configuration"), QDir::homePath(),
                                                      tr("Hugging Face config (config.json *.json);;All files (*)"));
    if (!path.isEmpty())
        setModelConfig(path);
}

void ImportDialog::reimport()
{
    QStringList names;
    for (const QString& f : m_files)
        names << QDir::toNativeSeparators(f);
    m_filesLabel->setText(names.isEmpty() ? tr("none yet") : names.join(QStringLiteral(", ")));
    m_modelLabel->setText(m_model.isEmpty() ? tr("from the files") : QDir::toNativeSeparators(m_model));
    m_result.reset();
    m_error.clear();
    if (!m_files.isEmpty()) {
        try {
            ImportRequest request;
            request.presets = &m_document->presets();
            for (const QString& f : m_files)
                request.files.push_back({QFileInfo(f).fileName().toStdString(), readTextFile(f.toStdString())});
            if (!m_model.isEmpty())
                request.huggingFaceConfig = LaunchFile{QFileInfo(m_model).fileName().toStdString(),
                                                       readTextFile(m_model.toStdString())};
            const std::string cluster = m_cluster->currentData().toString().toStdString();
            request.cluster = m_document->presets().clusterSpec(cluster);
            request.clusterLabel = cluster;
            m_result = importLaunchConfiguration(request);
        } catch (const InputError& e) {
            m_error = translated(e.textWithoutFile());
            if (!e.file().empty())
                m_error = QString::fromStdString(e.file()) + QStringLiteral(": ") + m_error;
        }
    }
    m_replace->setEnabled(m_result.has_value());
    m_summary->setText(summaryText());
    m_summary->setStyleSheet(m_error.isEmpty() ? QString() : QStringLiteral("color: palette(bright-text); "
                                                                              "background: #b3261e; padding: 4px;"));
    fillTable();
}

QString ImportDialog::summaryText() const
{
    if (!m_error.isEmpty())
        return tr("Cannot import: %1").arg(m_error);
    if (!m_result)
        return tr("Choose the launch files to read: Megatron-LM, Megatron-DeepSpeed, torchtitan, NeMo, Megatron-Bridge and "
                  "accelerate scripts and configs, DeepSpeed JSON, SLURM batch scripts.");
    const ImportReport& r = m_result->report;
    return tr("%1: %2 settings mapped, %3 launcher defaults, %4 ignored; %5 fields keep ShardScope's value. "
              "Nothing in the files was run.")
        .arg(QString::fromStdString(r.launcher))
        .arg(r.count(SettingFate::Mapped))
        .arg(r.count(SettingFate::Defaulted))
        .arg(r.count(SettingFate::Ignored))
        .arg(r.kept.size());
}

int ImportDialog::rowCount() const
{
    return m_table->rowCount();
}

void ImportDialog::fillTable()
{
    m_table->setRowCount(0);
    m_notes->clear();
    if (!m_result)
        return;
    const int show = m_show->currentData().toInt();
    const ImportReport& r = m_result->report;
    const QString fates[] = {tr("mapped"), tr("launcher default"), tr("ignored")};
    auto addRow = [this](const QStringList& cells, const QColor& tint) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (tint.isValid())
                item->setForeground(tint);
            m_table->setItem(row, c, item);
        }
    };
    for (const ImportedSetting& s : r.settings) {
        if (show >= 0 && show != int(s.fate))
            continue;
        const QString setting = s.fate == SettingFate::Defaulted
                                    ? tr("%1 (not given) = %2").arg(QString::fromStdString(s.source.name),
                                                                    QString::fromStdString(s.source.value))
                                    : QString::fromStdString(s.source.spelled());
        const QString where = s.source.line > 0 ? tr("%1, line %2").arg(QString::fromStdString(s.source.file)).arg(s.source.line)
                                                : QString::fromStdString(s.source.file);
        const QString how = fates[int(s.fate)] + (s.note.empty() ? QString() : QStringLiteral(": ") + QString::fromStdString(s.note));
        addRow({setting, where, fieldList(s.fields), how},
               s.fate == SettingFate::Ignored ? palette().color(QPalette::PlaceholderText) : QColor());
    }
    if (show < 0 || show == 3)
        for (const KeptField& k : r.kept)
            addRow({QString(), QString(), fieldList({k.field}), tr("not in the files: %1").arg(QString::fromStdString(k.reason))},
                   palette().color(QPalette::PlaceholderText));
    m_table->resizeColumnsToContents();
    const int widths[] = {std::max(width() / 4, 200), std::max(width() / 5, 160), std::max(width() / 5, 160)};
    for (int c = 0; c < 3; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), widths[c]));
    m_table->resizeRowsToContents();
    QStringList notes;
    for (const std::string& n : r.notes)
        notes << QString::fromStdString(n);
    m_notes->setText(notes.join(QLatin1Char('\n')));
}

void ImportDialog::replaceScenario()
{
    if (!m_result)
        return;
    m_document->replace(m_result->scenario, tr("Import %1").arg(QString::fromStdString(m_result->report.launcher)));
    accept();
}

} // namespace shardscope::ui
