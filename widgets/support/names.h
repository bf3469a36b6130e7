#pragma once

#include "core/model/trainingspec.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace shardscope::ui {

/**
 * Translated display names of the core's identifiers (schedules, link classes, parallel
 * dimensions), so every view calls them the same.
 */
namespace Names {

QString schedule(const std::string& id);  ///< "interleaved-1f1b" -> "interleaved 1F1B"
QString link(const std::string& id);      ///< "network-spine" -> "network, spine"
QString dimension(const QString& id);     ///< "edp" -> "Expert DP"

/** How a recompute choice reads where it is shown. */
enum class RecomputeWording
{
    Phrase, ///< inside a sentence or a legend: "selective recompute"
    Cell,   ///< a table cell under a "Recompute" heading: "selective"
    Choice  ///< a combo box entry: "Selective", "Full layers"
};
QString recompute(shardscope::Recompute r, RecomputeWording wording);
/** The combo box's (id, label) pairs in the order None, Selective, Full. */
std::vector<std::pair<QString, QString>> recomputeChoices();

} // namespace Names

} // namespace shardscope::ui
