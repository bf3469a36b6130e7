// DeepSpeed's batch identity, kept from the config until the data-parallel size is known.
#pragma once

#include "importbuilder.h"

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope {

/** One number of the identity as a file states it: the setting and its value. */
struct BatchTerm
{
    SettingSource source;
    int64_t value = 0;
};

/**
 * What a DeepSpeed config (or accelerate's DeepSpeed or Megatron-LM plugin) states about
 * DeepSpeed's identity train_batch_size = micro-batch x gradient_accumulation_steps x DP
 * (deepspeed/runtime/config.py `_batch_assertion`; DP is world / (TP x PP) with a model
 * parallel unit). A reader cannot check it: DP is the orchestrator's, from the world size of
 * the launch script. So the reader maps micro and global batch where the file gives them,
 * keeps the three terms here (a term the file leaves out or writes as "auto" is absent),
 * and the orchestrator calls checkDeepSpeedBatch() once parallel.dp holds the run's DP.
 */
struct DeepSpeedBatch
{
    std::optional<BatchTerm> global;       ///< train_batch_size
    std::optional<BatchTerm> micro;        ///< train_micro_batch_size_per_gpu
    std::optional<BatchTerm> accumulation; ///< gradient_accumulation_steps
    /// The config's ZeRO stage, for DeepSpeed's pipeline-engine rule (stage 0 or 1 with PP > 1).
    std::optional<BatchTerm> zeroStage;
    std::string file;                           ///< the file that states them
    std::string globalKey = "train_batch_size"; ///< how a derived global batch is named
    std::string microKey = "train_micro_batch_size_per_gpu";
    std::string origin = "deepspeed/runtime/config.py _set_batch_related_parameters"; ///< where the rule is written

    bool empty() const { return !global && !micro && !accumulation && !zeroStage; }
};

/**
 * Applies DeepSpeed's batch rule once parallel.dp is known (the builder's value, whoever set
 * it). A term the config leaves out takes the value another file gives it (a Megatron-DeepSpeed
 * script's --micro-batch-size); with two terms known DeepSpeed derives the third with floor
 * division and re-checks the identity, so the derived micro or global batch is set through
 * defaultTo() citing `origin`, and a derivation that does not divide is refused; with one
 * term the accumulation is 1. All three known must satisfy the identity. Each failure is an
 * InputError naming every term and where DP came from. Also refuses ZeRO-2/3 with PP > 1
 * (deepspeed/runtime/pipe/engine.py accepts stage 0 or 1 only). Calling it twice is harmless.
 */
void checkDeepSpeedBatch(const DeepSpeedBatch& batch, ImportBuilder& builder);

} // namespace shardscope
