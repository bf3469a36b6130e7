// nccl-tests output read for what it measured (issue 17 item 1): the result table of
// all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf at any
// rank count, with the device lines that say how many ranks and hosts ran it.
//
// Read in NVIDIA/nccl-tests (the excerpts in tests/core/tst_nccltests.cpp follow them):
// - src/common.cu (run(), TimeTest(), BenchTime()) and src/util.cu (writeDeviceReport(),
//   writeResultHeader(), writeBenchmarkLine*(), writeResultFooter()): "# nThread .. nGpus ..";
//   one "#  Rank r Group g Pid p on host device d [bus] name" line per rank, every process's
//   gathered by rank 0 under MPI; the column header "size count type redop root", then time,
//   algbw, busbw, #wrong out of place and again in place ("cputime" with -C 1, per-iteration
//   columns with per_iter_timing, a trailing timestamp with timestamps on); rows
//   "%12li  %12li  %8s  %6s  %6i" then the figures, #wrong "N/A" where that placement is not
//   checked; "# Out of bounds values : N OK|FAILED", "# Avg bus bandwidth : X"; util.cu also
//   "# Collective test starting: <program>". -d all / -o all print every type / op in one table.
// - TimeTest(): size = max(send, receive bytes), count = the count given to NCCL. So, with e the
//   element size: src/all_reduce.cu size = count e, busbw = algbw 2(n-1)/n ((n-1)/(n+1) under
//   NCCL_ALGO=NVLS or NVLSTREE); src/reduce_scatter.cu size = n count e, (n-1)/n, a redop;
//   src/all_gather.cu and src/alltoall.cu size = n count e, (n-1)/n, redop "none" (alltoall does
//   not check in place: "N/A"); src/sendrecv.cu size = count e, factor 1, in place unchecked,
//   the redop printed (sum) though unused. Rooted ops (broadcast, reduce) print root >= 0.
#pragma once

#include "core/model/clusterspec.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

/** One result row: one message size of one data type and reduction, out of place and in place. */
struct NcclTestsRow
{
    int line = 0;
    long long sizeBytes = 0; ///< "size": the larger of the send and receive buffers
    long long count = 0;     ///< "count": elements per NCCL call (see the header for each op)
    std::string type;        ///< "float", "bfloat16", ...
    std::string redop;       ///< "sum", ...; "none" (or "" in layouts without the column) for no reduction
    int root = -1;           ///< -1 for the unrooted collectives
    double outOfPlaceTimeUs = 0, outOfPlaceAlgBw = 0, outOfPlaceBusBw = 0; ///< us, GB/s (1e9 B/s)
    double inPlaceTimeUs = 0, inPlaceAlgBw = 0, inPlaceBusBw = 0;
    /// "#wrong": elements that failed the check; nullopt for "N/A" (that placement not checked).
    std::optional<long long> outOfPlaceWrong, inPlaceWrong;
};

/**
 * One run. A run whose check failed keeps its rows (the timings are what was measured) with
 * validationFailed set and the first line that shows it: a fit should not use such a run.
 */
struct NcclTestsRun
{
    Collective collective = Collective::AllReduce;
    bool collectiveInferred = false; ///< from the columns, not a name (printed, or the hint)
    int ranks = 0;                   ///< distinct "#  Rank" lines
    int groups = 1;                  ///< distinct "Group"s (NCCL_TESTS_SPLIT_MASK splits the ranks)
    int nodes = 0;                   ///< distinct host names on those lines
    std::string gpuName;             ///< the first Rank line's device ("NVIDIA H100 80GB HBM3")
    std::vector<NcclTestsRow> rows;  ///< in output order (every type and op of a -d all run)
    bool validationFailed = false;   ///< a row's #wrong > 0, or "Out of bounds values : N FAILED"
    int validationLine = 0;
    std::optional<double> avgBusBwGBps; ///< the footer; absent when the output stops before it

    /** The ranks of one communicator: the n of the bus-bandwidth factors. */
    int communicatorRanks() const { return groups > 0 ? ranks / groups : ranks; }
};

/**
 * The collective a file or program name names ("all_gather_perf", "logs/alltoall_perf_16.txt",
 * "reduce_scatter_perf_mpi"), or nullopt for none of the five or more than one.
 */
std::optional<Collective> collectiveFromName(std::string_view fileName);

/** True when `text` has nccl-tests' "# nThread" line or its "#  size  count  type" column header. */
bool looksLikeNcclTests(std::string_view text);

/**
 * Reads one run (parsed, never run). The collective is the program the output names, else
 * `hint` (collectiveFromName() of the file, say), else what the columns show: size against
 * count, the redop, busbw/algbw against the rank count, which placement was checked. Throws
 * InputError naming the line ("line N" or "line N, column"): a row with fewer columns (cut), a
 * figure that is not a number, a rooted or unknown op, columns that fit none or several of the
 * five (all_gather and alltoall without their check look alike: name the file after the
 * binary), a second run, no rank lines, no rows, and a file that is not nccl-tests output.
 */
NcclTestsRun parseNcclTests(std::string_view text, std::optional<Collective> hint = std::nullopt);

} // namespace shardscope
