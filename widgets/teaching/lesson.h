#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <QString>

#include <functional>
#include <vector>

namespace shardscope::ui {

/** The view a lesson step points at. */
enum class LessonView
{
    Memory,
    Time,
    Pipeline,
    Topology,
    Summary,
    Warnings
};

/** What a step's text and check see: the scenario the lesson started from, now and before. */
struct LessonContext
{
    const shardscope::Scenario& base;     ///< the document when the lesson started
    const shardscope::Scenario& scenario; ///< the document now
    const shardscope::Report& report;     ///< its report
    const shardscope::Report& previous;   ///< the report of the previous step's configuration
};

/**
 * One step: a configuration made from the lesson's starting scenario, the view that shows
 * the point, a few sentences with the live numbers, and the claim those sentences make as a
 * predicate (the tests run every lesson and check each claim on the real document).
 */
struct LessonStep
{
    QString title;
    LessonView view = LessonView::Memory;
    std::function<shardscope::Scenario(const shardscope::Scenario& base)> setup;
    std::function<QString(const LessonContext&)> text;
    std::function<bool(const LessonContext&)> holds;
};

struct Lesson
{
    QString id;       ///< "dp", "zero", ..., "myth-adam"
    QString title;
    QString section;  ///< the overview's section it follows ("2.3"; core/advice/seedarticle.h)
    /// Where the overview's rule of thumb differs from the sources, with them (empty: they agree).
    QString sourcesDiffer;
    std::vector<LessonStep> steps;
};

} // namespace shardscope::ui
