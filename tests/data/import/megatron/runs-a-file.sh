#!/bin/bash
# Running this script would create a file; reading it must not.
touch /tmp/shardscope-import-ran
NODES=`touch /tmp/shardscope-import-ran-2; echo 4`
torchrun --nnodes 1 --nproc-per-node 8 pretrain_gpt.py --num-layers 32 --hidden-size 4096 \
  --num-attention-heads 32 --seq-length 4096 --micro-batch-size 1 \
  --tensor-model-parallel-size $(touch /tmp/shardscope-import-ran-3; echo 8) --bf16
