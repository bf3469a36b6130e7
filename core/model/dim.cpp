#include "dim.h"

namespace shardscope {

namespace {

constexpr std::array<DimInfo, kDimCount> kDims{{
    {Dim::Tp, "tp", "parallel.tp", "TP", true},
    {Dim::Pp, "pp", "parallel.pp", "PP", true},
    {Dim::Dp, "dp", "parallel.dp", "DP", true},
    {Dim::Cp, "cp", "parallel.cp", "CP", true},
    {Dim::Ep, "ep", "parallel.ep", "EP", false},
    {Dim::Etp, "etp", "parallel.etp", "ETP", false},
}};

} // namespace

const std::array<DimInfo, kDimCount>& allDims()
{
    return kDims;
}

const DimInfo& dimInfo(Dim dim)
{
    return kDims[size_t(dim)];
}

std::optional<Dim> dimByKey(std::string_view key)
{
    for (const DimInfo& d : kDims)
        if (d.key == key)
            return d.dim;
    return std::nullopt;
}

int degreeOf(const ParallelConfig& p, Dim dim)
{
    switch (dim) {
    case Dim::Tp: return p.tp;
    case Dim::Pp: return p.pp;
    case Dim::Dp: return p.dp;
    case Dim::Cp: return p.cp;
    case Dim::Ep: return p.ep;
    case Dim::Etp: return p.expertTensorParallel();
    }
    return 1;
}

void setDegreeOf(ParallelConfig& p, Dim dim, int degree)
{
    switch (dim) {
    case Dim::Tp: p.tp = degree; break;
    case Dim::Pp: p.pp = degree; break;
    case Dim::Dp: p.dp = degree; break;
    case Dim::Cp: p.cp = degree; break;
    case Dim::Ep: p.ep = degree; break;
    case Dim::Etp: p.etp = degree; break;
    }
}

} // namespace shardscope
