#!/bin/bash
# NeMo 1.x pretraining as NeMo's documentation launches it: the template plus Hydra overrides.
NEMO=/opt/NeMo
python ${NEMO}/examples/nlp/language_modeling/megatron_gpt_pretraining.py \
    --config-path=conf \
    --config-name=megatron_llama_config \
    trainer.num_nodes=4 \
    model.tensor_model_parallel_size=4 \
    +model.context_parallel_size=2 \
    model.global_batch_size=256 \
    "model.data.data_prefix=[1.0,/data/pile_text_document]" \
    exp_manager.name=llama2_7b_cp2
