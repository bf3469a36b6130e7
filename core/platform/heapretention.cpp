#include "heapretention.h"

#include <cstdlib> // defines __GLIBC__ where glibc is the C library
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace shardscope {

void keepFreedHeapForReuse()
{
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest threshold on 64-bit) come from the heap, not from a
    // mapping of their own, and up to 64 MiB free at the heap's top is kept. An idle process
    // holds at most that much more than it uses.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

} // namespace shardscope
