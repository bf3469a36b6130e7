#pragma once

namespace shardscope {

/**
 * Process setting for a program that estimates again and again (the GUI on every slider
 * tick, the CLI's search, sensitivity and calibration, the benchmarks): freed heap memory is
 * kept for the next estimate instead of going back to the system at each free.
 *
 * Why: a deep pipeline's report holds its timeline, megabytes for tens of thousands of ops.
 * With glibc's defaults such a block is mapped afresh and unmapped at each estimate until an
 * earlier, larger free happens to raise glibc's thresholds, so the same estimate cost 0.8 ms
 * or 11 ms depending on what the process had freed before (Llama 3.1 405B at PP 64, v = 2,
 * 4,096 sequences; measured in a 2-core virtual machine, where page faults are dear). Call
 * once at the start of main(); does nothing off glibc.
 */
void keepFreedHeapForReuse();

} // namespace shardscope
