#pragma once

#include "core/model/normalise.h"
#include "core/model/scenario.h"

#include <QUndoCommand>

namespace shardscope::ui {

class ScenarioDocument;

/**
 * One undoable change of the scenario: it keeps the scenario before and after (a small
 * value type), with the user's SP intent at each end (normalise.h), and swaps them. Consecutive edits with the same merge key inside the same
 * gesture merge; an edit that returns to where it started becomes obsolete. Internal to
 * the document: views call ScenarioDocument's verbs.
 */
class ScenarioEditCommand : public QUndoCommand
{
public:
    ScenarioEditCommand(ScenarioDocument* document, shardscope::Scenario before,
                        shardscope::Scenario after, const QString& text, int mergeKey, int gesture,
                        shardscope::SequenceParallelIntent intentBefore,
                        shardscope::SequenceParallelIntent intentAfter);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* m_document;
    shardscope::Scenario m_before;
    shardscope::Scenario m_after;
    int m_mergeKey;
    int m_gesture;
    shardscope::SequenceParallelIntent m_intentBefore;
    shardscope::SequenceParallelIntent m_intentAfter;
};

} // namespace shardscope::ui
