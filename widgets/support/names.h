#pragma once

#include <QString>

#include <string>

/**
 * Translated display names of the core's identifiers (schedules, link classes, parallel
 * dimensions), so every view calls them the same.
 */
namespace Names {

QString schedule(const std::string& id);  ///< "interleaved-1f1b" -> "interleaved 1F1B"
QString link(const std::string& id);      ///< "network-spine" -> "network, spine"
QString dimension(const QString& id);     ///< "edp" -> "Expert DP"

} // namespace Names
