#include "mainwindow.h"

#include "autosaver.h"
#include "docktabs.h"
#include "fileactions.h"
#include "recovery.h"
#include "themes.h"

#include "widgets/charts/chartexport.h"
#include "widgets/charts/memorychart.h"
#include "widgets/charts/pipelinechart.h"
#include "widgets/panels/measuredstatus.h"
#include "widgets/charts/timechart.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/calibration/calibrationdialog.h"
#include "widgets/search/searchpanel.h"
#include "widgets/search/searchrunner.h"
#include "widgets/teaching/comparisonpanel.h"
#include "widgets/teaching/decisiontreeview.h"
#include "widgets/teaching/formulapanel.h"
#include "widgets/teaching/sensitivitypanel.h"
#include "widgets/teaching/lessonplayer.h"
#include "widgets/teaching/spotlight.h"
#include "widgets/shell/presentationmode.h"
#include "widgets/document/scenariodocument.h"
#include "widgets/panels/clusterpanel.h"
#include "widgets/panels/modelpanel.h"
#include "widgets/panels/parallelismpanel.h"
#include "widgets/panels/summarystrip.h"
#include "widgets/panels/warningspanel.h"
#include "widgets/report/reporttextview.h"
#include "widgets/support/steadylabel.h"
#include "widgets/topology/topologypanel.h"

#include "core/text/reporttext.h"

#include <algorithm>

#include <QActionGroup>
#include <QApplication>
#include <QGuiApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace shardscope::ui {

namespace {

QScrollArea* scrolling(QWidget* content)
{
    auto* area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // The dock starts no narrower than its form's minimum; if the user squeezes the
    // window further, the form scrolls sideways rather than being cut off.
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    area->setMinimumWidth(content->minimumSizeHint().width() + area->verticalScrollBar()->sizeHint().width());
    return area;
}

} // namespace

MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent), m_document(new ScenarioDocument(this)), m_files(new FileActions(m_document, this, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    // No AnimatedDocks: the animation re-lays out the docks over several frames whenever a
    // panel's size hint changes, which happens on slider ticks.
    setDockOptions(AllowTabbedDocks | AllowNestedDocks);
    m_parallelism = new ParallelismPanel(m_document);
    m_model = new ModelPanel(m_document);
    m_cluster = new ClusterPanel(m_document);
    m_memory = new MemoryChart(m_document);
    m_pipeline = new PipelineChart(m_document);
    m_time = new TimeChart(m_document);
    m_summary = new SummaryStrip(m_document);
    // Across the whole window, above the docks: at 1280 pixels the centre alone is too narrow
    // for six figures and the first error of a plan that does not run.
    QToolBar* summaryBar = addToolBar(tr("Summary"));
    summaryBar->setObjectName(QStringLiteral("summaryBar"));
    summaryBar->setMovable(false);
    summaryBar->setFloatable(false);
    summaryBar->setContextMenuPolicy(Qt::PreventContextMenu);
    summaryBar->toggleViewAction()->setVisible(false);
    summaryBar->addWidget(m_summary);
    m_warnings = new WarningsPanel(m_document);
    m_topology = new TopologyPanel(m_document);
    m_reportText = new ReportTextView(m_document);
    m_search = new SearchPanel(m_document);
    m_decisionTree = new DecisionTreeView(m_document);
    m_comparison = new ComparisonPanel(m_document);
    m_lessons = new LessonPlayer(m_document);
    m_formulas = new FormulaPanel(m_document);
    m_sensitivity = new SensitivityPanel(m_document);

    setCentralWidget(buildCentralArea());
    buildDocks();
    buildMenus();

    // Its text changes on every estimate; a size from a sample text keeps that from
    // re-laying out the status bar and the window on each slider tick, and follows the font.
    m_statusEstimate = new SteadyLabel(tr("Estimated in %1 µs").arg(QLocale().toString(999999)) + QStringLiteral("  "));
    m_statusEstimate->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_statusFile = new QLabel;
    statusBar()->addWidget(m_statusFile, 1);
    statusBar()->addWidget(new MeasuredStatus(m_document, this));
    statusBar()->addPermanentWidget(m_statusEstimate);

    connect(m_document, &ScenarioDocument::reportChanged, this, [this] {
        updateStatus();
    });
    connect(m_document, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::editRejected, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Change not made: %1").arg(reason), 8000);
    });
    connect(m_document, &ScenarioDocument::estimateFailed, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, 15000); });
    connect(m_warnings, &WarningsPanel::countsChanged, this, [this](int errors, int warnings) {
        m_warningsDock->setWindowTitle(errors + warnings > 0 ? tr("Warnings (%1)").arg(errors + warnings)
                                                             : tr("Warnings"));
    });
    for (ChartWidget* chart : charts())
        connect(chart, &ChartWidget::exportRequested, this, &MainWindow::exportChart);
    connect(m_lessons, &LessonPlayer::started, this, [this] {
        m_lessonsDock->show();
        m_lessonsDock->raise();
    });
    connect(m_lessons, &LessonPlayer::highlightRequested, this, [this](LessonView view) {
        if (view == LessonView::Topology) {
            m_topologyDock->show();
            m_topologyDock->raise();
        } else if (view == LessonView::Warnings) {
            m_warningsDock->show();
            m_warningsDock->raise();
        }
        Spotlight::show(lessonTarget(view));
    });

    if (options.autosave) {
        m_autosaver = new Autosaver(m_document,
                                    options.autosaveFolder.isEmpty() ? Autosaver::defaultFolder() : options.autosaveFolder,
                                    this);
        m_autosaver->setInterval(QSettings().value(QStringLiteral("files/autosaveSeconds"), 30).toInt());
    }

    // First start: most of the screen, up to 1600 x 1000 logical pixels.
    const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                          : QRect(0, 0, 1600, 1000);
    resize(std::min(1600, screen.width() * 9 / 10), std::min(1000, screen.height() * 9 / 10));
    if (options.restoreWindowState) {
        QSettings settings;
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        m_restoredState = restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    }
    updateTitle();
    updateStatus();
}

MainWindow::~MainWindow() = default;

bool MainWindow::showPanel(const QString& name)
{
    auto* dock = findChild<QDockWidget*>(name + QStringLiteral("Dock"));
    if (!dock)
        return false;
    dock->show();
    dock->raise();
    return true;
}

QStringList MainWindow::panelNames() const
{
    QStringList names;
    const QString suffix = QStringLiteral("Dock");
    for (const QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock->objectName().endsWith(suffix))
            names << dock->objectName().chopped(suffix.size());
    return names;
}

QWidget* MainWindow::lessonTarget(LessonView view) const
{
    switch (view) {
    case LessonView::Memory: return m_memory;
    case LessonView::Time: return m_time;
    case LessonView::Pipeline: return m_pipeline;
    case LessonView::Topology: return m_topology;
    case LessonView::Summary: return m_summary;
    case LessonView::Warnings: return m_warnings;
    }
    return nullptr;
}

CalibrationDialog* MainWindow::calibrationDialog()
{
    if (!m_calibrationDialog)
        m_calibrationDialog = new CalibrationDialog(m_document, this);
    return m_calibrationDialog;
}

QList<ChartWidget*> MainWindow::charts() const
{
    return {m_memory, m_pipeline, m_time};
}

QWidget* MainWindow::buildCentralArea()
{
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QSplitter(Qt::Horizontal);
    top->setObjectName(QStringLiteral("chartsTopSplitter"));
    top->addWidget(m_memory);
    top->addWidget(m_time);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 1);
    top->setSizes({1000, 1000});
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("chartsSplitter"));
    split->addWidget(top);
    split->addWidget(m_pipeline);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return central;
}

void MainWindow::buildDocks()
{
    const auto dock = [this](const QString& name, const QString& title, QWidget* content, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(content);
        addDockWidget(area, d);
        return d;
    };
    const int panelWidth = fontMetrics().averageCharWidth() * 36;
    QDockWidget* parallel = dock(QStringLiteral("parallelismDock"), tr("Parallelism and Training"),
                                 scrolling(m_parallelism), Qt::LeftDockWidgetArea);
    parallel->widget()->setMinimumWidth(std::max(parallel->widget()->minimumWidth(), panelWidth));
    QDockWidget* model = dock(QStringLiteral("modelDock"), tr("Model"), scrolling(m_model), Qt::RightDockWidgetArea);
    model->widget()->setMinimumWidth(std::max(model->widget()->minimumWidth(), panelWidth));
    m_warningsDock = dock(QStringLiteral("warningsDock"), tr("Warnings"), m_warnings, Qt::RightDockWidgetArea);
    splitDockWidget(model, m_warningsDock, Qt::Vertical);
    QDockWidget* cluster = dock(QStringLiteral("clusterDock"), tr("Cluster"), scrolling(m_cluster), Qt::RightDockWidgetArea);
    tabifyDockWidget(model, cluster);
    QDockWidget* topology = dock(QStringLiteral("topologyDock"), tr("Topology"), m_topology, Qt::RightDockWidgetArea);
    tabifyDockWidget(cluster, topology);
    QScrollArea* searchScroll = scrolling(m_search);
    m_searchDock = dock(QStringLiteral("searchDock"), tr("Search"), searchScroll, Qt::RightDockWidgetArea);
    tabifyDockWidget(topology, m_searchDock);
    QDockWidget* report = dock(QStringLiteral("reportDock"), tr("Report"), m_reportText, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_warningsDock, report);
    QDockWidget* formulas = dock(QStringLiteral("formulasDock"), tr("Formulas"), m_formulas, Qt::RightDockWidgetArea);
    tabifyDockWidget(report, formulas);
    QDockWidget* tree = dock(QStringLiteral("decisionTreeDock"), tr("Decision Tree"), scrolling(m_decisionTree),
                             Qt::RightDockWidgetArea);
    tabifyDockWidget(m_searchDock, tree);
    m_comparisonDock = dock(QStringLiteral("comparisonDock"), tr("Compare A/B"), scrolling(m_comparison),
                            Qt::RightDockWidgetArea);
    tabifyDockWidget(m_searchDock, m_comparisonDock);
    QDockWidget* sensitivity = dock(QStringLiteral("sensitivityDock"), tr("Sensitivity"), m_sensitivity,
                                    Qt::RightDockWidgetArea);
    tabifyDockWidget(m_comparisonDock, sensitivity);
    connect(m_search->runner(), &SearchRunner::runningChanged, this, [this](bool running) {
        if (running)
            giveRoom(m_searchDock, m_search);
    });
    // Pinning A fills the comparison's tables: the same room, and the tables scrolled into sight.
    QScrollArea* comparisonScroll = qobject_cast<QScrollArea*>(m_comparisonDock->widget());
    connect(m_comparison, &ComparisonPanel::pinChanged, this, [this, comparisonScroll](bool pinned) {
        if (!pinned || !m_comparisonDock->isVisible())
            return;
        giveRoom(m_comparisonDock, m_comparison);
        // Scrolled no further than the figure table needs, so the buttons stay where they fit.
        QTimer::singleShot(0, comparisonScroll, [this, comparisonScroll] {
            comparisonScroll->ensureWidgetVisible(m_comparison->summaryTable(), 0, 0);
        });
    });
    // Where even that room is short, the results (the table is last) scroll into sight and the
    // controls above them out.
    connect(m_search->runner(), &SearchRunner::searchFinished, searchScroll, [searchScroll] {
        QTimer::singleShot(0, searchScroll, [searchScroll] {
            searchScroll->verticalScrollBar()->setValue(searchScroll->verticalScrollBar()->maximum());
        });
    });
    m_lessonsDock = dock(QStringLiteral("lessonsDock"), tr("Lessons"), m_lessons, Qt::LeftDockWidgetArea);
    tabifyDockWidget(parallel, m_lessonsDock);
    parallel->raise();
    topology->raise();
    m_warningsDock->raise();
    m_topologyDock = topology;
    new DockTabPolicy(this);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_files->newAction());
    file->addAction(m_files->openAction());
    file->addMenu(m_files->recentMenu());
    file->addMenu(m_files->examplesMenu());
    file->addAction(m_files->importAction());
    file->addSeparator();
    file->addAction(m_files->saveAction());
    file->addAction(m_files->saveAsAction());
    file->addSeparator();
    QAction* launch = file->addAction(tr("Export to &Launcher…"), this, [this] {
        if (!m_exportDialog)
            m_exportDialog = new ExportDialog(m_document, this);
        m_exportDialog->show();
        m_exportDialog->raise();
    });
    launch->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QMenu* exportMenu = file->addMenu(tr("&Export Chart"));
    const auto exportEntry = [this, exportMenu](const QString& text, ChartWidget* chart, const QKeySequence& key) {
        QAction* a = exportMenu->addAction(text, this, [this, chart] { exportChart(chart); });
        a->setShortcut(key);
    };
    exportEntry(tr("&Memory Chart..."), m_memory, QKeySequence(tr("Ctrl+E, M")));
    exportEntry(tr("&Pipeline Chart..."), m_pipeline, QKeySequence(tr("Ctrl+E, P")));
    exportEntry(tr("&Time Chart..."), m_time, QKeySequence(tr("Ctrl+E, T")));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy Report as Text"), this, &MainWindow::copyReport);
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* search = tools->addAction(tr("&Search Configurations"), this, [this] {
        m_searchDock->show();
        m_searchDock->raise();
        m_search->startSearch();
    });
    search->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    QAction* sweep = tools->addAction(tr("Scaling S&weep"), this, [this] {
        m_searchDock->show();
        m_searchDock->raise();
        m_search->startSweep();
    });
    sweep->setShortcut(QKeySequence(tr("Ctrl+Shift+W")));
    tools->addAction(tr("&Calibrate to Measured Runs…"), this, [this] {
        calibrationDialog()->show();
        calibrationDialog()->raise();
    });
    tools->addSeparator();
    QAction* pin = tools->addAction(tr("&Pin as A for Comparison"), this, [this] {
        m_comparison->pinCurrent();
        m_comparisonDock->show();
        m_comparisonDock->raise();
    });
    pin->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    tools->addAction(tr("&Lessons"), this, [this] {
        m_lessonsDock->show();
        m_lessonsDock->raise();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_presentation = new PresentationMode(this, m_lessons, charts());
    view->addAction(m_presentation->action());
    view->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    QAction* resetZoom = view->addAction(tr("Show the &Whole Step"), m_pipeline, [this] {
        m_pipeline->resetZoom();
        m_pipeline->replot(QCustomPlot::rpQueuedReplot);
    });
    resetZoom->setShortcut(QKeySequence(tr("Ctrl+0")));
    QMenu* theme = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(this);
    const QString currentTheme = QSettings().value(QStringLiteral("appearance/theme"), QStringLiteral("system")).toString();
    for (const auto& [key, text] : {std::pair{QStringLiteral("system"), tr("&System")},
                                    std::pair{QStringLiteral("light"), tr("&Light")},
                                    std::pair{QStringLiteral("dark"), tr("&Dark")}}) {
        QAction* a = theme->addAction(text);
        a->setCheckable(true);
        a->setChecked(key == currentTheme);
        themes->addAction(a);
        connect(a, &QAction::triggered, this, [key] {
            Themes::apply(key);
            QSettings().setValue(QStringLiteral("appearance/theme"), key);
        });
    }
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(this);
    const QString currentLanguage = QSettings().value(QStringLiteral("appearance/language")).toString();
    for (const auto& [code, text] : {std::pair{QString(), tr("System Default")}, std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                     std::pair{QStringLiteral("zh_CN"), QStringLiteral("简体中文")}}) {
        QAction* a = language->addAction(text);
        a->setCheckable(true);
        a->setChecked(code == currentLanguage);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            QSettings().setValue(QStringLiteral("appearance/language"), code);
            statusBar()->showMessage(tr("The language changes when ShardScope starts again."), 8000);
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ShardScope"), this, [this] {
        QMessageBox::about(this, tr("About ShardScope"),
                           tr("<h3>ShardScope %1</h3><p>Plan distributed LLM training: memory per GPU, the pipeline "
                              "schedule, communication and step time, from published formulas.</p>"
                              "<p>Every formula and its source is listed in docs/formulas.md.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

bool MainWindow::openScenario(const QString& path)
{
    if (path.isEmpty())
        return true;
    return m_files->open(path);
}

bool MainWindow::offerRecovery(const QString& onlyFor)
{
    if (!m_autosaver)
        return false;
    return Recovery::offer(this, m_document, QFileInfo(m_autosaver->path()).absolutePath(), onlyFor, askToRecover);
}

void MainWindow::startWith(const QString& file)
{
    if (offerRecovery(file) || file.isEmpty())
        return; // recovered FILE's changes are FILE, with "*"
    openScenario(file);
}

void MainWindow::renderNow()
{
    m_document->flushEstimate();
    QApplication::processEvents();
    for (ChartWidget* chart : charts())
        chart->replot(QCustomPlot::rpImmediateRefresh);
}

void MainWindow::exportChart(ChartWidget* chart)
{
    const QString path = ChartExport::saveWithDialog(this, chart, chart->exportBaseName());
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::copyReport()
{
    QApplication::clipboard()->setText(
        QString::fromStdString(shardscope::formatReportText(m_document->scenario(), m_document->report())));
    statusBar()->showMessage(tr("Report copied to the clipboard."), 4000);
}

void MainWindow::updateTitle()
{
    const QString name = m_document->fileName().isEmpty() ? tr("Untitled")
                                                           : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1[*] — %2 — ShardScope").arg(name, QString::fromStdString(m_document->scenario().name)));
    setWindowModified(m_document->isModified());
    m_statusFile->setText(m_document->fileName().isEmpty() ? tr("Not saved yet")
                                                           : QDir::toNativeSeparators(m_document->fileName()));
}

void MainWindow::updateStatus()
{
    // Microseconds as long as they fit the label's sample width; an absurd plan (65,536 stages)
    // can take a second, shown in milliseconds rather than cut off.
    const double us = m_document->lastEstimateMicroseconds();
    m_statusEstimate->setText(us < 1e6 ? tr("Estimated in %1 µs").arg(QLocale().toString(us, 'f', 0))
                                       : tr("Estimated in %1 ms").arg(QLocale().toString(us / 1000, 'f', 0)));
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_sizedDocks && !m_restoredState) {
        // The topology needs room: about a third of the window on the right.
        m_sizedDocks = true;
        resizeDocks({m_topologyDock}, {width() * 3 / 10}, Qt::Horizontal);
        // The warnings get at least two cards' height (about 40 % of the column), the tabs
        // above the rest; once the first layout has placed the tool bar and the docks.
        QTimer::singleShot(0, this, [this] {
            const int column = m_warningsDock->height() + m_topologyDock->height();
            const int warnings = std::max(column * 2 / 5, m_warnings->cardsHeight(2));
            resizeDocks({m_topologyDock, m_warningsDock}, {column - warnings, warnings}, Qt::Vertical);
        });
    }
}

void MainWindow::giveRoom(QDockWidget* dock, QWidget* panel)
{
    // At 1280 x 800 the tabs above the Warnings dock leave a search's results, or the A/B
    // tables, below their controls, out of sight. A search the user starts, or an A the user
    // pins, takes the column down to one warning card, no further, and only when the dock has
    // less than its panel asks for; the user's own layout otherwise stays.
    if (dock->isFloating() || m_warningsDock->isFloating() || m_warningsDock->isHidden() ||
        dockWidgetArea(dock) != dockWidgetArea(m_warningsDock))
        return;
    const int column = dock->height() + m_warningsDock->height();
    const int wanted = panel->sizeHint().height() + m_warnings->cardsHeight(0);
    if (dock->height() >= wanted)
        return;
    const int warnings = std::max(m_warnings->cardsHeight(1), column - wanted);
    if (warnings >= m_warningsDock->height())
        return;
    // resizeDocks() shares the column out in proportion to the sizes asked, tab bars aside; a
    // minimum height holds the Warnings dock at exactly what it keeps, released once laid out.
    const int minimum = m_warningsDock->minimumHeight();
    m_warningsDock->setMinimumHeight(warnings);
    resizeDocks({dock, m_warningsDock}, {column, 1}, Qt::Vertical);
    QTimer::singleShot(0, this, [this, minimum] { m_warningsDock->setMinimumHeight(minimum); });
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (m_autosaver)
        m_autosaver->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.size() == 1)
        m_files->openDropped(paths.front());
    else if (paths.size() > 1)
        m_files->showImport(paths); // a script with its configs
    event->acceptProposedAction();
}

} // namespace shardscope::ui
