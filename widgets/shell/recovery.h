#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace shardscope::ui {

class ScenarioDocument;

/** After a crash: offer the autosaves that sessions left behind, newest first, each with its file. */
namespace Recovery {

/** Asks a question about recovering; true: recover. Empty: a message box. */
using Ask = std::function<bool(const QString& question)>;

/**
 * Asks about each orphaned autosave in `folder`, newest first, naming the file its changes
 * belong to; recovers at most one into `document`, attached to that file. With `onlyFor`
 * (the FILE of the command line) only that file's changes are offered; the others stay for
 * a later start. True when something was recovered.
 */
bool offer(QWidget* parent, ScenarioDocument* document, const QString& folder, const QString& onlyFor = {},
           const Ask& ask = {});

/** Whether two paths name the same file (through links and "..", where they exist). */
bool sameFile(const QString& a, const QString& b);

} // namespace Recovery

} // namespace shardscope::ui
