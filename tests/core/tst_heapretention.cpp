// keepFreedHeapForReuse() (core/platform/heapretention.h): after it, a block of the size a deep
// pipeline's timeline takes comes from the heap and stays with the process when freed, so the
// next estimate does not fault its pages in again. Its first version tested __GLIBC__ before
// any header had defined it and did nothing; this test fails on that.

#include "core/platform/heapretention.h"

#include <QTest>

#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstring>
#include <vector>

class TestHeapRetention : public QObject
{
    Q_OBJECT
private slots:
    void largeBlocksStayInTheHeap();
};

void TestHeapRetention::largeBlocksStayInTheHeap()
{
#if !defined(__GLIBC__)
    QSKIP("the setting is glibc's; elsewhere it does nothing");
#elif defined(SHARDSCOPE_SANITIZED)
    QSKIP("AddressSanitizer's allocator stands in for glibc's");
#else
    shardscope::keepFreedHeapForReuse();
    constexpr size_t kBlock = size_t(4) << 20; // 4 MiB: mapped on its own under glibc's defaults
    const auto mapped = [] { return mallinfo2().hblkhd; };
    const size_t before = mapped();
    for (int round = 0; round < 3; ++round) {
        std::vector<char> block(kBlock);
        std::memset(block.data(), round, block.size());
        QCOMPARE(mapped(), before); // not a mapping of its own
    }
    // Freed, it is kept: the heap's free space still holds it.
    QVERIFY(mallinfo2().fordblks >= kBlock);
#endif
}

QTEST_APPLESS_MAIN(TestHeapRetention)
#include "tst_heapretention.moc"
