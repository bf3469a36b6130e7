#pragma once

// Internal to the lesson catalogue: the lessons of each group (one .cpp per group) and the
// few text helpers their prose shares. The scenario building and report look-ups the
// steps use live in the core (core/lessons/).

#include "lesson.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace shardscope::ui {

/** The translation context of every lesson's text ("Lessons" in the catalogues). */
struct Lessons
{
    Q_DECLARE_TR_FUNCTIONS(Lessons)
};

namespace lessontext {

using P = const LessonContext&;

/** "1.25×", "12.5×". */
QString times(double x);
QString pct(double fraction);
QString gib(int64_t bytes);

} // namespace lessontext

// §2, the data-parallel family (dataparallellessons.cpp)
Lesson dataParallelLesson();
Lesson zeroLesson();
// §2, splitting the model (modelsplitlessons.cpp)
Lesson tensorParallelLesson();
Lesson pipelineParallelLesson();
Lesson sequenceAndContextLesson();
Lesson expertParallelLesson();
// §3 and §4 (recipelessons.cpp)
Lesson mixedRecipeLesson();
Lesson communicationLesson();
// §6 misconceptions (misconceptionlessons.cpp)
Lesson moreGpusLesson();
Lesson biggerTpLesson();
Lesson zeroSilverBulletLesson();
Lesson topologyLesson();
// Myths vs measured (mythlessons.cpp)
Lesson mythAdamLesson();
Lesson mythBubbleLesson();

} // namespace shardscope::ui
