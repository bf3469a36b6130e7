#pragma once

#include "core/text/translatable.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace shardscope {

/** The translation context of every reader's message (core/io). */
inline constexpr const char* kInputTextContext = "InputText";

/**
 * A reader's message: `source` marked QT_TRANSLATE_NOOP("InputText", ...) at the call, its
 * %1..%n filled with `args` (values from the file stay as they are; TextArg::word for words).
 */
TranslatableText inputText(const char* source, std::vector<TextArg> args = {});

/** A word of a message in the readers' context ("an array", "a FIFO"). */
TextArg inputWord(const char* source);

/**
 * The readers' common messages, worded once so that every reader (and scenariocheck.h, which
 * must say exactly what the reader would) words them alike. `got` is the value found, as
 * describedJson() (jsonfields.h) gives it, or a number; `limit` a number.
 */
TranslatableText missingRequiredField();
TranslatableText unknownField();
TranslatableText mustBeAnObject(TextArg got);
TranslatableText mustBeAString(TextArg got);
TranslatableText mustBeTrueOrFalse(TextArg got);
/** "must be one of a | b | c, got ..." (`choices` as enumChoices() lists them). */
TranslatableText mustBeOneOf(std::string choices, TextArg got);
/**
 * An integer outside [min, max]: "must be a positive integer" (min 1), "a non-negative
 * integer" (min 0) or "an integer of at least <min>", with " no larger than <max>" when
 * `tooLarge`, then ", got <got>".
 */
TranslatableText integerExpectation(int64_t min, std::optional<int64_t> tooLargeMax, TextArg got);
/** "must be a finite number from <min> to <max>, got <got>" (bounds as %g prints them). */
TranslatableText numberExpectation(double min, double max, TextArg got);
/** "must be at most <max> characters long, got <length>". */
TranslatableText textTooLong(std::size_t maxLength, std::size_t length);

/**
 * The rules between a model's fields, as the model reader (specjson.cpp) and the check of
 * values (scenariocheck.cpp) both state them; `other` names the field compared with.
 */
TranslatableText mustNotExceedField(const char* other, int64_t otherValue, int64_t got); // top_k, kv_heads
TranslatableText mustDivideField(const char* other, int64_t otherValue, int64_t got);    // kv_heads
TranslatableText mustBeSmallerThanField(const char* other, int64_t otherValue, int64_t got); // dense_layers
TranslatableText headSizeMissing(int64_t hidden, int64_t heads);                        // head_dim
TranslatableText sharedExpertGateNeedsSharedExperts();                                  // shared_expert_gate
TranslatableText mustEqualHeadsWithMla(int64_t got);                                    // kv_heads with mla
TranslatableText localAttentionNeedsWindow();                                           // local_window
/** cluster.nodes: "gpus_per_node x nodes must not exceed <max> GPUs, got <total>". */
TranslatableText clusterTooLarge(int64_t maxGpus, int64_t total);
/** parallel: "world size tp x pp x cp x dp = <world> exceeds the supported maximum of <max> GPUs". */
TranslatableText worldTooLarge(int64_t world, int64_t maxGpus);
/** A file over kMaxInputBytes (boundedread.h): "larger than 16 MiB, the limit ...". */
TranslatableText inputTooLarge(const char* limit);
/** "is a directory, not a file". */
TranslatableText isADirectory();

} // namespace shardscope
