#include "formulapanel.h"

#include "widgets/document/scenariodocument.h"
#include "widgets/support/visiblerefresh.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace shardscope::ui {

FormulaPanel::FormulaPanel(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("formulaPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tree = new QTreeWidget;
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Figure"), tr("Formula"), tr("With this configuration"), tr("Result")});
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->header()->setStretchLastSection(true);
    layout->addWidget(m_tree);
    // Ten refreshes a second at most during a drag, none while hidden.
    m_refresher = new VisibleRefresh(this, document, 100, [this] { refresh(); });
    refresh();
}

void FormulaPanel::refresh()
{
    m_formulas = formulasFor(m_document->scenario(), m_document->report());
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    QTreeWidgetItem* group = nullptr;
    for (const Formula& f : m_formulas) {
        if (!group || group->text(0) != f.group) {
            group = new QTreeWidgetItem(m_tree, {f.group});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setExpanded(true);
        }
        auto* item = new QTreeWidgetItem(group, {f.name, f.symbolic, f.substituted, f.result});
        const QString tip = tr("%1 = %2\n= %3\n= %4\nSource: %5").arg(f.name, f.symbolic, f.substituted, f.result, f.source);
        for (int c = 0; c < 4; ++c)
            item->setToolTip(c, tip);
    }
    for (int c = 0; c < 3; ++c)
        m_tree->resizeColumnToContents(c);
    m_tree->setUpdatesEnabled(true);
}

void FormulaPanel::ensureCurrent() const
{
    m_refresher->ensureCurrent();
}

} // namespace shardscope::ui
