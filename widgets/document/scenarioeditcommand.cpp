#include "scenarioeditcommand.h"

#include "scenariodocument.h"

namespace shardscope::ui {

ScenarioEditCommand::ScenarioEditCommand(ScenarioDocument* document, shardscope::Scenario before,
                                         shardscope::Scenario after, const QString& text,
                                         int mergeKey, int gesture,
                                         shardscope::SequenceParallelIntent intentBefore,
                                         shardscope::SequenceParallelIntent intentAfter)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_mergeKey(mergeKey), m_gesture(gesture), m_intentBefore(intentBefore),
      m_intentAfter(intentAfter)
{
}

void ScenarioEditCommand::undo()
{
    m_document->m_sequenceParallel = m_intentBefore;
    m_document->setScenarioFromCommand(m_before);
}

void ScenarioEditCommand::redo()
{
    m_document->m_sequenceParallel = m_intentAfter;
    m_document->setScenarioFromCommand(m_after);
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioEditCommand*>(other);
    if (m_gesture == 0 || next->m_gesture != m_gesture || next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    m_intentAfter = next->m_intentAfter;
    setText(next->text()); // the step is named after where the gesture ended ("Set TP to 2")
    setObsolete(m_after == m_before); // a drag back to the start leaves no step
    return true;
}

} // namespace shardscope::ui
