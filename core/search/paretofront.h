#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace shardscope {

/**
 * The non-dominated set of (throughput, peak memory): no kept entry has another entry with
 * at least its throughput and at most its memory. Kept sorted by rising peak memory, so
 * throughput rises along it too; inserting costs a binary search plus what it removes.
 */
template <typename Payload> class ParetoFront
{
public:
    struct Entry
    {
        double throughput = 0;
        int64_t peakBytes = 0;
        Payload payload{};
    };

    /** Returns false when an existing entry dominates (or equals) the new one. */
    bool insert(double throughput, int64_t peakBytes, const Payload& payload)
    {
        auto at = std::upper_bound(m_entries.begin(), m_entries.end(), peakBytes,
                                   [](int64_t peak, const Entry& e) { return peak < e.peakBytes; });
        // The entry just before has the largest throughput among those with no more memory.
        if (at != m_entries.begin() && std::prev(at)->throughput >= throughput)
            return false;
        // Entries from the first with this much memory on are dominated while their throughput is not higher.
        auto first = std::lower_bound(m_entries.begin(), at, peakBytes,
                                      [](const Entry& e, int64_t peak) { return e.peakBytes < peak; });
        auto last = first;
        while (last != m_entries.end() && last->throughput <= throughput)
            ++last;
        first = m_entries.erase(first, last);
        m_entries.insert(first, Entry{throughput, peakBytes, payload});
        return true;
    }

    /** Whether insert() would refuse every point of at most `throughput` at `peakBytes`. */
    bool dominates(double throughput, int64_t peakBytes) const
    {
        auto at = std::upper_bound(m_entries.begin(), m_entries.end(), peakBytes,
                                   [](int64_t peak, const Entry& e) { return peak < e.peakBytes; });
        return at != m_entries.begin() && std::prev(at)->throughput >= throughput;
    }

    const std::vector<Entry>& entries() const { return m_entries; }

private:
    std::vector<Entry> m_entries;
};

} // namespace shardscope
