#!/bin/bash
# Megatron-LM with its (experimental) YAML configuration: the YAML replaces the command line.
torchrun --nnodes 4 --nproc-per-node 8 pretrain_gpt.py --yaml-cfg ./gpt_1p3b_config.yaml --micro-batch-size 16
