#pragma once

#include <QString>

class QWidget;
class ScenarioDocument;

/** After a crash: offer the autosaves that sessions left behind, newest first. */
namespace Recovery {

/** Asks about each orphaned autosave in `folder`; recovers at most one into `document`. */
void offer(QWidget* parent, ScenarioDocument* document, const QString& folder);

} // namespace Recovery
