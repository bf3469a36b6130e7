#include "lessoncatalogue.h"

#include "lessongroups.h"

#include "widgets/support/format.h"

// The catalogue's order and the prose helpers shared by the lesson groups.

namespace shardscope::ui {

namespace lessontext {

QString times(double x)
{
    return QStringLiteral("%1×").arg(x, 0, 'f', x < 10 ? 2 : 1);
}

QString pct(double fraction)
{
    return Format::percent(fraction);
}

QString gib(int64_t bytes)
{
    return Format::gib(double(bytes));
}

} // namespace lessontext

std::vector<Lesson> lessonCatalogue()
{
    return {dataParallelLesson(),     zeroLesson(),          tensorParallelLesson(),   pipelineParallelLesson(),
            sequenceAndContextLesson(), expertParallelLesson(), mixedRecipeLesson(),    communicationLesson(),
            moreGpusLesson(),         biggerTpLesson(),      zeroSilverBulletLesson(), topologyLesson(),
            mythAdamLesson(),         mythBubbleLesson()};
}

} // namespace shardscope::ui
