// The labels of a panel's combo boxes: a choice per enumerator, in the panel's words, and what
// each choice means when hovered. Shared by ParallelismPanel's files.
#pragma once

#include "parallelismpanel.h"

#include "core/model/enumnames.h"

#include <QComboBox>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <utility>
#include <vector>

namespace shardscope::ui {

/** (file spelling, translated label) of each enumerator listed, in order. */
template <typename E>
std::vector<std::pair<QString, QString>> choices(std::initializer_list<std::pair<E, const char*>> list)
{
    std::vector<std::pair<QString, QString>> out;
    for (const auto& [value, text] : list)
        out.push_back({QString::fromUtf8(shardscope::toString(value).data()), ParallelismPanel::tr(text)});
    return out;
}

/** Each choice of a combo box (in order) says what it means when hovered in the list. */
inline void describeChoices(QWidget* editor, const QStringList& meanings)
{
    auto* combo = qobject_cast<QComboBox*>(editor);
    for (int i = 0; combo && i < combo->count() && i < meanings.size(); ++i)
        combo->setItemData(i, meanings[i], Qt::ToolTipRole);
}

} // namespace shardscope::ui
