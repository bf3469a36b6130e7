#include "fixes.h"

#include "core/model/enumnames.h"

#include <stdexcept>

namespace shardscope {

namespace {

int asInt(const FixChange& c)
{
    if (const double* d = std::get_if<double>(&c.value))
        return int(*d);
    throw std::invalid_argument(c.path + ": expected a number");
}

int64_t asInt64(const FixChange& c)
{
    if (const double* d = std::get_if<double>(&c.value))
        return int64_t(*d);
    throw std::invalid_argument(c.path + ": expected a number");
}

bool asBool(const FixChange& c)
{
    if (const bool* b = std::get_if<bool>(&c.value))
        return *b;
    throw std::invalid_argument(c.path + ": expected true or false");
}

template <typename E>
E asEnum(const FixChange& c)
{
    if (const std::string* s = std::get_if<std::string>(&c.value))
        if (auto e = enumFromString<E>(*s))
            return *e;
    throw std::invalid_argument(c.path + ": expected one of " + enumChoices<E>());
}

} // namespace

Scenario applyChanges(const Scenario& scenario, const std::vector<FixChange>& changes)
{
    Scenario s = scenario;
    for (const FixChange& c : changes) {
        auto& p = s.parallel;
        auto& t = s.training;
        if (c.path == "parallel.tp")
            p.tp = asInt(c);
        else if (c.path == "parallel.pp")
            p.pp = asInt(c);
        else if (c.path == "parallel.dp")
            p.dp = asInt(c);
        else if (c.path == "parallel.cp")
            p.cp = asInt(c);
        else if (c.path == "parallel.ep")
            p.ep = asInt(c);
        else if (c.path == "parallel.etp")
            p.etp = asInt(c);
        else if (c.path == "parallel.sequence_parallel")
            p.sequenceParallel = asBool(c);
        else if (c.path == "parallel.zero_stage")
            p.zeroStage = asInt(c);
        else if (c.path == "parallel.schedule")
            p.schedule = asEnum<PipelineSchedule>(c);
        else if (c.path == "parallel.virtual_stages")
            p.virtualStages = asInt(c);
        else if (c.path == "parallel.rank_order")
            p.rankOrder = asEnum<RankOrder>(c);
        else if (c.path == "training.global_batch")
            t.globalBatch = asInt64(c);
        else if (c.path == "training.micro_batch")
            t.microBatch = asInt64(c);
        else if (c.path == "training.seq_length")
            t.seqLength = asInt64(c);
        else if (c.path == "training.recompute")
            t.recompute = asEnum<Recompute>(c);
        else if (c.path == "training.flash_attention")
            t.flashAttention = asBool(c);
        else if (c.path == "training.offload_optimizer")
            t.offloadOptimizer = asBool(c);
        else if (c.path == "cluster.nodes")
            s.cluster.nodes = asInt(c);
        else
            throw std::invalid_argument("no such fix path: " + c.path);
    }
    return s;
}

} // namespace shardscope
