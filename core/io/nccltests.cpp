// parseNcclTests(): the device lines, the column header and the result rows of one nccl-tests run.

#include "nccltests.h"

#include "inputerror.h"
#include "textlines.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace shardscope {

namespace {

constexpr size_t npos = std::string_view::npos;
constexpr Collective kAll[] = {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                               Collective::AllToAll, Collective::SendRecv};

std::string lineName(int line, const std::string& column = std::string())
{
    return "line " + std::to_string(line) + (column.empty() ? std::string() : ", " + column);
}

/** The nccl-tests binary of a collective, for messages. */
const char* binaryName(Collective c)
{
    switch (c) {
    case Collective::AllReduce: return "all_reduce_perf";
    case Collective::AllGather: return "all_gather_perf";
    case Collective::ReduceScatter: return "reduce_scatter_perf";
    case Collective::AllToAll: return "alltoall_perf";
    case Collective::SendRecv: return "sendrecv_perf";
    }
    return "?";
}

/** The whitespace-separated fields of a line (printf pads every column with spaces). */
std::vector<std::string_view> tokensOf(std::string_view line)
{
    std::vector<std::string_view> out;
    size_t i = 0;
    while (true) {
        i = line.find_first_not_of(" \t", i);
        if (i == npos)
            return out;
        const size_t end = std::min(line.find_first_of(" \t", i), line.size());
        out.push_back(line.substr(i, end - i));
        i = end;
    }
}

bool allDigits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/** The whole field as an integer (sign allowed: root -1), or nullopt. */
std::optional<long long> integerOf(std::string_view s)
{
    const std::string t(s);
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(t.c_str(), &end, 10);
    if (t.empty() || end != t.c_str() + t.size() || errno == ERANGE)
        return std::nullopt;
    return v;
}

/** Bytes per element of the type names common.cu prints (old and new); 0 for one it does not know. */
int elementBytes(std::string_view type)
{
    if (type == "int8" || type == "uint8" || type == "char" || type == "f8e4m3" || type == "f8e5m2")
        return 1;
    if (type == "half" || type == "bfloat16")
        return 2;
    if (type == "int32" || type == "uint32" || type == "float" || type == "int")
        return 4;
    if (type == "int64" || type == "uint64" || type == "double")
        return 8;
    return 0;
}

/** Where the columns are: from the header's names, so cputime, per-iteration and old layouts read alike. */
struct Columns
{
    size_t redop = npos, root = npos;
    size_t place[2] = {0, 0}; ///< the "time" column out of place, in place; algbw, busbw, #wrong follow
    size_t needed = 0;
    std::vector<std::string> names;
};

Columns columnsOf(const std::vector<std::string_view>& names, int number)
{
    Columns c;
    for (size_t i = 0, found = 0; i < names.size(); ++i) {
        c.names.emplace_back(names[i]);
        if (names[i] == "redop")
            c.redop = i;
        else if (names[i] == "root")
            c.root = i;
        else if ((names[i] == "time" || names[i] == "cputime") && found < 2)
            c.place[found++] = i;
    }
    for (const size_t t : c.place)
        if (t == 0 || t + 3 >= names.size() || names[t + 1] != "algbw" || names[t + 2] != "busbw" ||
            (names[t + 3] != "#wrong" && names[t + 3] != "error"))
            throw InputError(lineName(number), "a column header nccl-tests does not print: time, algbw, busbw and "
                                               "#wrong, out of place then in place, are needed");
    c.needed = c.place[1] + 4;
    return c;
}

/** One result row by the header's columns; an InputError naming the line (and column) when it is not one. */
NcclTestsRow rowOf(const std::vector<std::string_view>& t, const Columns& c, int number)
{
    if (t.size() < c.needed)
        throw InputError(lineName(number), "a result row with " + std::to_string(t.size()) + " of its " +
                                               std::to_string(c.needed) + " columns: the output is cut here");
    const auto column = [&](size_t i, bool inPlace) {
        return std::string(i >= c.place[0] ? (inPlace ? "in-place " : "out-of-place ") : "") + c.names[i];
    };
    const auto integer = [&](size_t i) {
        const std::optional<long long> v = integerOf(t[i]);
        if (!v)
            throw InputError(lineName(number, column(i, false)), "'" + std::string(t[i]) + "' is not a whole number");
        return *v;
    };
    const auto figure = [&](size_t i, bool inPlace) {
        const std::string s(t[i]);
        char* end = nullptr;
        errno = 0;
        const double v = std::strtod(s.c_str(), &end);
        if (end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(v) || v < 0)
            throw InputError(lineName(number, column(i, inPlace)), "'" + s + "' is not a finite non-negative number");
        return v;
    };
    const auto wrong = [&](size_t i, bool inPlace) -> std::optional<long long> {
        if (t[i] == "N/A")
            return std::nullopt;
        const std::string s(t[i]);
        char* end = nullptr;
        const double v = std::strtod(s.c_str(), &end);
        if (end != s.c_str() + s.size() || !std::isfinite(v))
            throw InputError(lineName(number, column(i, inPlace)), "'" + s + "' is neither a count nor N/A");
        if (v < 0) // the older Reporter printed -1 for a placement not checked
            return std::nullopt;
        return std::llround(v);
    };
    NcclTestsRow r;
    r.line = number;
    r.sizeBytes = integer(0);
    r.count = integer(1);
    r.type = std::string(t[2]);
    if (c.redop != npos)
        r.redop = std::string(t[c.redop]);
    if (c.root != npos)
        r.root = static_cast<int>(integer(c.root));
    const size_t o = c.place[0], i = c.place[1];
    r.outOfPlaceTimeUs = figure(o, false);
    r.outOfPlaceAlgBw = figure(o + 1, false);
    r.outOfPlaceBusBw = figure(o + 2, false);
    r.outOfPlaceWrong = wrong(o + 3, false);
    r.inPlaceTimeUs = figure(i, true);
    r.inPlaceAlgBw = figure(i + 1, true);
    r.inPlaceBusBw = figure(i + 2, true);
    r.inPlaceWrong = wrong(i + 3, true);
    return r;
}

/** Whether "size" is ranks x count x element (the op's buffers hold every rank's part). */
bool perRankSize(Collective c)
{
    return c == Collective::AllGather || c == Collective::ReduceScatter || c == Collective::AllToAll;
}

/** busbw / algbw of each op's *GetBw() at n ranks (all_reduce: the ring and NVLS factors). */
bool ratioFits(Collective c, int n, double ratio)
{
    std::vector<double> factors;
    if (c == Collective::AllReduce)
        factors = {2.0 * (n - 1) / n, double(n - 1) / (n + 1)};
    else if (c == Collective::SendRecv)
        factors = {1.0};
    else
        factors = {double(n - 1) / n};
    return std::any_of(factors.begin(), factors.end(), [&](double f) { return std::abs(ratio - f) <= 0.01 + 0.01 * f; });
}

/** The one collective the columns fit (what each op's source prints), or an InputError at the first row. */
Collective inferCollective(const NcclTestsRun& run)
{
    const int n = run.communicatorRanks();
    bool sized = false, flat = true, perRank = true, reduction = false, noReduction = true;
    bool outChecked = true, inUnchecked = true, inChecked = false;
    double bus = 0, alg = 0;
    for (const NcclTestsRow& r : run.rows) {
        const long long e = elementBytes(r.type);
        if (e > 0 && r.count > 0) {
            sized = true;
            flat = flat && r.sizeBytes == r.count * e;
            perRank = perRank && r.sizeBytes == r.count * e * n;
        }
        const bool none = r.redop.empty() || r.redop == "none";
        reduction = reduction || !none;
        noReduction = noReduction && none;
        if (r.outOfPlaceAlgBw >= 1.0) { // two decimals: ratios of at least 1 GB/s hold to 1%
            bus += r.outOfPlaceBusBw;
            alg += r.outOfPlaceAlgBw;
        }
        outChecked = outChecked && r.outOfPlaceWrong.has_value();
        inUnchecked = inUnchecked && !r.inPlaceWrong;
        inChecked = inChecked || r.inPlaceWrong.has_value();
    }
    std::vector<Collective> fits;
    for (const Collective c : kAll) {
        const bool reduces = c == Collective::AllReduce || c == Collective::ReduceScatter;
        if ((sized && !(perRankSize(c) ? perRank : flat)) || (reduction && perRankSize(c) && !reduces) ||
            (noReduction && reduces) || (alg > 0 && !ratioFits(c, n, bus / alg)) ||
            (outChecked && inUnchecked && c != Collective::AllToAll && c != Collective::SendRecv) ||
            (inChecked && (c == Collective::AllToAll || c == Collective::SendRecv)))
            continue;
        fits.push_back(c);
    }
    if (fits.size() == 1)
        return fits.front();
    std::string evidence = std::to_string(n) + " ranks";
    if (alg > 0) {
        char ratio[32];
        std::snprintf(ratio, sizeof ratio, "%.3f", bus / alg);
        evidence += ", busbw/algbw " + std::string(ratio);
    }
    if (sized)
        evidence += flat && perRank ? "" : flat ? ", size = count x element" : perRank ? ", size = ranks x count x element"
                                                                                    : ", size neither count nor ranks x count elements";
    evidence += reduction ? ", a redop" : ", no redop";
    if (outChecked && inUnchecked)
        evidence += ", in place unchecked";
    std::string names, files;
    for (const Collective c : fits.empty() ? std::vector<Collective>(std::begin(kAll), std::end(kAll)) : fits) {
        names += std::string(names.empty() ? "" : fits.empty() ? ", " : " or ") + binaryName(c);
        files += std::string(files.empty() ? "" : ", ") + binaryName(c) + ".txt";
    }
    if (fits.empty())
        throw InputError(lineName(run.rows.front().line), "the columns fit none of " + names + " (" + evidence +
                                                              "): if it is one of them, name the file after its "
                                                              "binary or say which collective ran");
    throw InputError(lineName(run.rows.front().line), "the columns fit " + names + " (" + evidence +
                                                          "): name the file after the binary (" + files +
                                                          ") or say which collective ran");
}

} // namespace

std::optional<Collective> collectiveFromName(std::string_view fileName)
{
    const size_t slash = fileName.find_last_of("/\\");
    std::string name(slash == npos ? fileName : fileName.substr(slash + 1));
    for (char& ch : name)
        ch = ch == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    struct Pattern
    {
        const char* text;
        Collective collective;
    };
    static constexpr Pattern patterns[] = {
        {"reduce_scatter", Collective::ReduceScatter}, {"reducescatter", Collective::ReduceScatter},
        {"all_reduce", Collective::AllReduce},         {"allreduce", Collective::AllReduce},
        {"all_gather", Collective::AllGather},         {"allgather", Collective::AllGather},
        {"alltoall", Collective::AllToAll},            {"all_to_all", Collective::AllToAll},
        {"sendrecv", Collective::SendRecv},            {"send_recv", Collective::SendRecv}};
    std::set<Collective> found;
    for (const Pattern& p : patterns)
        for (size_t at = name.find(p.text); at != npos; at = name.find(p.text, at + 1))
            if (name.compare(at, 9, "alltoallv") != 0) // alltoallv_perf is another test
                found.insert(p.collective);
    return found.size() == 1 ? std::optional(*found.begin()) : std::nullopt;
}

bool looksLikeNcclTests(std::string_view text)
{
    for (size_t at = 0; at < text.size();) { // by hand, not forEachLine: a test never throws
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        at = end + 1;
        const std::vector<std::string_view> t = tokensOf(line.substr(line.empty() || line[0] != '#' ? line.size() : 1));
        if ((!t.empty() && t[0] == "nThread") || (t.size() >= 3 && t[0] == "size" && t[1] == "count"))
            return true;
    }
    return false;
}

NcclTestsRun parseNcclTests(std::string_view text, std::optional<Collective> hint)
{
    NcclTestsRun run;
    std::optional<Columns> columns;
    int firstLine = 0, startLine = 0, headerLine = 0, namedLine = 0;
    std::optional<Collective> named;
    std::string program;
    std::set<long long> rankIds, groupIds;
    std::set<std::string> hosts;
    const auto failed = [&](int number) {
        if (!run.validationFailed)
            run.validationLine = number;
        run.validationFailed = true;
    };
    const int lines = forEachLine(text, "nccl-tests output", [&](std::string_view line, int number) {
        if (!firstLine && line.find_first_not_of(" \t") != npos)
            firstLine = number;
        if (!line.empty() && line[0] == '#') {
            const std::vector<std::string_view> t = tokensOf(line.substr(1));
            if (t.empty())
                return;
            if (t[0] == "nThread") {
                if (startLine)
                    throw InputError(lineName(number), "a second nccl-tests run starts here (the first at line " +
                                                           std::to_string(startLine) + "): give one run per file; a "
                                                           "binary built without MPI under mpirun prints one per process");
                startLine = number;
            } else if (t.size() >= 4 && t[0] == "Collective" && t[1] == "test" && t[2] == "starting:") {
                program = std::string(t[3]);
                named = collectiveFromName(program);
                namedLine = number;
                if (!named)
                    throw InputError(lineName(number), program + " is not one of the five collectives read here "
                                                                 "(all_reduce, all_gather, reduce_scatter, alltoall, sendrecv)");
            } else if (t[0] == "Rank" && t.size() >= 2 && integerOf(t[1])) {
                rankIds.insert(*integerOf(t[1]));
                for (size_t i = 2; i + 1 < t.size(); ++i) {
                    if (t[i] == "Group" && integerOf(t[i + 1]))
                        groupIds.insert(*integerOf(t[i + 1]));
                    if (t[i] == "on")
                        hosts.insert(std::string(t[i + 1]));
                }
                const size_t bracket = line.find(']');
                const size_t name = bracket == npos ? npos : line.find_first_not_of(" \t", bracket + 1);
                if (run.gpuName.empty() && name != npos)
                    run.gpuName = std::string(line.substr(name, line.find_last_not_of(" \t") + 1 - name));
            } else if (t.size() >= 3 && t[0] == "size" && t[1] == "count" && t[2] == "type") {
                if (columns)
                    throw InputError(lineName(number), "a second column header (the first at line " +
                                                           std::to_string(headerLine) + "): give one run per file");
                columns = columnsOf(t, number);
                headerLine = number;
            } else if (t.size() >= 6 && t[0] == "Out" && t[2] == "bounds" && t[4] == ":") {
                if (integerOf(t[5]).value_or(0) != 0 || (t.size() > 6 && t[6] == "FAILED"))
                    failed(number);
            } else if (t.size() >= 5 && t[0] == "Avg" && t[1] == "bus" && t[2] == "bandwidth" && t[3] == ":") {
                run.avgBusBwGBps = std::strtod(std::string(t[4]).c_str(), nullptr);
            }
            return;
        }
        const std::vector<std::string_view> t = tokensOf(line);
        if (!columns || t.empty() || !allDigits(t[0]))
            return;
        NcclTestsRow row = rowOf(t, *columns, number);
        if (row.root >= 0)
            throw InputError(lineName(number, "root"), "root " + std::to_string(row.root) + ": a rooted collective "
                                                       "(broadcast, reduce, ...), not one of the five read here");
        if (row.outOfPlaceWrong.value_or(0) > 0 || row.inPlaceWrong.value_or(0) > 0)
            failed(number);
        run.rows.push_back(std::move(row));
    });
    if (!startLine && !columns)
        throw InputError(lineName(std::max(firstLine, 1)), "this is not nccl-tests output: no '# nThread ...' line "
                                                           "and no '#  size  count  type ...' column header");
    if (!columns)
        throw InputError(lineName(std::max(lines, 1)), "nccl-tests output without its result table (the '#  size  "
                                                       "count  type ...' header): the run stopped before its first size");
    if (run.rows.empty())
        throw InputError(lineName(std::max(lines, 1)), "no result row after the column header at line " +
                                                           std::to_string(headerLine) + ": the output stops here");
    if (rankIds.empty())
        throw InputError(lineName(headerLine), "no '#  Rank N ... device' line before the table: the rank count "
                                               "is unknown");
    run.ranks = static_cast<int>(rankIds.size());
    run.groups = std::max(1, static_cast<int>(groupIds.size()));
    run.nodes = static_cast<int>(hosts.size());
    if (named) {
        if (hint && *hint != *named)
            throw InputError(lineName(namedLine), "the output names " + program + " but it was given as " +
                                                      binaryName(*hint) + "'s");
        run.collective = *named;
    } else if (hint) {
        run.collective = *hint;
    } else {
        run.collective = inferCollective(run);
        run.collectiveInferred = true;
    }
    return run;
}

} // namespace shardscope
