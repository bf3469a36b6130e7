#!/usr/bin/env bash
# Megatron-Bridge pretraining of Llama 3 8B on 4 nodes: the YAML above with Hydra-style
# overrides on the command line (scripts/training style).
set -euo pipefail
NNODES=4
TP=2
torchrun --nnodes "$NNODES" --nproc-per-node 8 \
  examples/recipes/llama/pretrain_llama3_8b.py \
  --config-file conf/bridge_llama3_8b.yaml \
  model.tensor_model_parallel_size=$TP \
  model.sequence_parallel=true \
  ++model.virtual_pipeline_model_parallel_size=null \
  train.global_batch_size=1024 \
  +model.tp_comm_overlap=true \
  mixed_precision=bf16_with_fp8_current_scaling_mixed \
  optimizer.lr=0.0002 \
  checkpoint.save_interval=500
