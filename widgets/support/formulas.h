#pragma once

#include "core/estimate/report.h"
#include "core/model/scenario.h"

#include <QString>

#include <vector>

namespace shardscope::ui {

/** One number of the window, how it is computed, with this configuration's values put in. */
struct Formula
{
    QString group;       ///< "Step", "Memory (stage 0)", "Communication"
    QString name;        ///< "Tokens per second"
    QString symbolic;    ///< "B · s / t_step"
    QString substituted; ///< "512 × 8,192 / 8.26 s"
    QString result;      ///< "507,751 tokens/s" (the figure the window shows)
    QString source;      ///< "PaLM (Chowdhery et al. 2022), App. B"
    double value = 0;    ///< the result as a number (tests recompute it from the inputs)
};

/**
 * The formulas behind the summary and the charts for the document's configuration: step
 * time and its parts, tokens per second, MFU and HFU, the pipeline bubble, the busiest
 * stage's memory by kind, and each parallel dimension's traffic. Every result is the
 * report's own number; the substituted inputs are the scenario's and the report's.
 */
std::vector<Formula> formulasFor(const shardscope::Scenario& scenario, const shardscope::Report& report);

} // namespace shardscope::ui
