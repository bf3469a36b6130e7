#include "megatronlayout.h"

#include "core/estimate/stagelayout.h"

#include <stdexcept>

namespace shardscope {

namespace {

constexpr size_t kMostUnrolled = 1 << 20; ///< characters after unrolling (a real layout: a few hundred)

std::string repeat(const std::string& s, long long n)
{
    if (n < 0 || (n > 0 && s.size() * size_t(n) > kMostUnrolled))
        throw std::invalid_argument("unrolls to more than a million characters");
    std::string out;
    for (long long i = 0; i < n; ++i)
        out += s;
    return out;
}

/** The count after a '*' at `at` (which points at the '*'); `end` is set past its digits. */
long long countAt(const std::string& s, size_t at, size_t& end)
{
    end = at + 1;
    while (end < s.size() && std::isdigit(static_cast<unsigned char>(s[end])) && end - at <= 7)
        ++end;
    if (end == at + 1)
        throw std::invalid_argument("'*' needs a count");
    return std::stoll(s.substr(at + 1, end - at - 1));
}

/** One pass of Megatron's first pattern, \(([^)]+)\)\*(\d+), then its second, (.)\*(\d+). */
std::string unroll(std::string s)
{
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (s[i] == '(') {
            const size_t close = s.find(')', i);
            if (close != std::string::npos && close > i + 1 && close + 1 < s.size() && s[close + 1] == '*') {
                size_t end = 0;
                out += repeat(s.substr(i + 1, close - i - 1), countAt(s, close + 1, end));
                i = end;
                continue;
            }
        }
        out += s[i++];
    }
    s.swap(out);
    out.clear();
    for (size_t i = 0; i < s.size();) {
        if (i + 1 < s.size() && s[i + 1] == '*') {
            size_t end = 0;
            out += repeat(std::string(1, s[i]), countAt(s, i + 1, end));
            i = end;
            continue;
        }
        out += s[i++];
    }
    return out;
}

} // namespace

PipelineLayout parsePipelineLayout(const std::string& text, int pp)
{
    std::string s;
    for (char c : text)
        if (c != ',' && c != ' ')
            s += c;
    s = unroll(s);
    std::vector<std::string> stages(1);
    for (char c : s) {
        if (c == '|')
            stages.emplace_back();
        else if (c == 'E' || c == 'L' || c == 't' || c == 'm')
            stages.back() += c;
        else
            throw std::invalid_argument(std::string("'") + c + "' is not a layer (E, t, m, L)");
    }
    if (pp <= 0 || stages.size() % size_t(pp) != 0)
        throw std::invalid_argument(std::to_string(stages.size()) + " stages do not divide over " + std::to_string(pp) +
                                    " pipeline ranks");
    PipelineLayout layout;
    layout.virtualStages = int(stages.size() / size_t(pp));
    int embeddings = 0, losses = 0;
    for (size_t i = 0; i < stages.size(); ++i) {
        int decoders = 0;
        for (char c : stages[i]) {
            decoders += c == 't';
            embeddings += c == 'E';
            losses += c == 'L';
            if (c == 'm') {
                ++layout.mtpLayers;
                layout.mtpLast = layout.mtpLast && i + size_t(pp) >= stages.size() && (i + 1) % size_t(pp) == 0;
            }
        }
        layout.chunkLayers.push_back(decoders);
    }
    layout.embeddingFirst = embeddings == 1 && stages.front().find('E') != std::string::npos;
    layout.lossLast = losses == 1 && stages.back().find('L') != std::string::npos;
    return layout;
}

std::optional<ParallelConfig> splitForLayout(const PipelineLayout& layout, int layers, ParallelConfig parallel)
{
    parallel.virtualStages = layout.virtualStages;
    parallel.schedule = layout.virtualStages > 1 ? PipelineSchedule::Interleaved1F1B : PipelineSchedule::OneFOneB;
    const int pp = parallel.pp;
    int firstRank = 0, lastRank = 0;
    for (size_t c = 0; c < layout.chunkLayers.size(); ++c) {
        if (int(c) % pp == 0)
            firstRank += layout.chunkLayers[c];
        if (int(c) % pp == pp - 1)
            lastRank += layout.chunkLayers[c];
    }
    std::vector<ParallelConfig> candidates;
    for (int flags = 0; flags < 4; ++flags) {
        ParallelConfig p = parallel;
        p.firstStageLayers.reset();
        p.lastStageLayers.reset();
        p.embeddingInSplit = flags & 1;
        p.lossInSplit = flags & 2;
        candidates.push_back(p);
    }
    for (int which = 1; which < 4; ++which) {
        if (((which & 1) && firstRank == 0) || ((which & 2) && lastRank == 0))
            continue; // a rank without layers: no stage setting of ShardScope's gives one
        ParallelConfig p = parallel;
        p.embeddingInSplit = p.lossInSplit = false;
        p.firstStageLayers = which & 1 ? std::optional<int>(firstRank) : std::nullopt;
        p.lastStageLayers = which & 2 ? std::optional<int>(lastRank) : std::nullopt;
        candidates.push_back(p);
    }
    for (const ParallelConfig& p : candidates)
        if (chunkLayerCounts(layers, p) == layout.chunkLayers)
            return p;
    return std::nullopt;
}

} // namespace shardscope
