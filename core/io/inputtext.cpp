#include "inputtext.h"

#include <cstdio>

namespace shardscope {

namespace {

std::string number(int64_t value)
{
    return std::to_string(value);
}

/** A bound as the readers print it: "0.5", "1e+17". */
std::string formatBound(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace

TranslatableText inputText(const char* source, std::vector<TextArg> args)
{
    return TranslatableText(kInputTextContext, source, std::move(args));
}

TextArg inputWord(const char* source)
{
    return TextArg::word(kInputTextContext, source);
}

TranslatableText missingRequiredField()
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "missing (required field)"));
}

TranslatableText unknownField()
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "unknown field (check the spelling; see README, \"Scenario files\")"));
}

TranslatableText mustBeAnObject(TextArg got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be an object, got %1"), {std::move(got)});
}

TranslatableText mustBeAString(TextArg got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be a string, got %1"), {std::move(got)});
}

TranslatableText mustBeTrueOrFalse(TextArg got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be true or false, got %1"), {std::move(got)});
}

TranslatableText mustBeOneOf(std::string choices, TextArg got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be one of %1, got %2"), {std::move(choices), std::move(got)});
}

TranslatableText integerExpectation(int64_t min, std::optional<int64_t> tooLargeMax, TextArg got)
{
    if (!tooLargeMax) {
        if (min == 1)
            return inputText(QT_TRANSLATE_NOOP("InputText", "must be a positive integer, got %1"), {std::move(got)});
        if (min == 0)
            return inputText(QT_TRANSLATE_NOOP("InputText", "must be a non-negative integer, got %1"), {std::move(got)});
        return inputText(QT_TRANSLATE_NOOP("InputText", "must be an integer of at least %1, got %2"),
                         {number(min), std::move(got)});
    }
    const std::string max = number(*tooLargeMax);
    if (min == 1)
        return inputText(QT_TRANSLATE_NOOP("InputText", "must be a positive integer no larger than %1, got %2"),
                         {max, std::move(got)});
    if (min == 0)
        return inputText(QT_TRANSLATE_NOOP("InputText", "must be a non-negative integer no larger than %1, got %2"),
                         {max, std::move(got)});
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be an integer of at least %1 no larger than %2, got %3"),
                     {number(min), max, std::move(got)});
}

TranslatableText numberExpectation(double min, double max, TextArg got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be a finite number from %1 to %2, got %3"),
                     {formatBound(min), formatBound(max), std::move(got)});
}

TranslatableText textTooLong(std::size_t maxLength, std::size_t length)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be at most %1 characters long, got %2"),
                     {std::to_string(maxLength), std::to_string(length)});
}

TranslatableText mustNotExceedField(const char* other, int64_t otherValue, int64_t got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must not exceed %1 (%2), got %3"), {other, number(otherValue), number(got)});
}

TranslatableText mustDivideField(const char* other, int64_t otherValue, int64_t got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must divide %1 (%2), got %3"), {other, number(otherValue), number(got)});
}

TranslatableText mustBeSmallerThanField(const char* other, int64_t otherValue, int64_t got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be smaller than %1 (%2), got %3"),
                     {other, number(otherValue), number(got)});
}

TranslatableText headSizeMissing(int64_t hidden, int64_t heads)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "missing: hidden (%1) is not divisible by heads (%2), so the head size must be given"),
                     {number(hidden), number(heads)});
}

TranslatableText sharedExpertGateNeedsSharedExperts()
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "needs shared_experts > 0"));
}

TranslatableText localAttentionNeedsWindow()
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must be at least 1 token when local_attention is sliding or chunked"));
}

TranslatableText mustEqualHeadsWithMla(int64_t got)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "must equal heads with multi-latent attention (mla), got %1"), {number(got)});
}

TranslatableText clusterTooLarge(int64_t maxGpus, int64_t total)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "gpus_per_node x nodes must not exceed %1 GPUs, got %2"),
                     {number(maxGpus), number(total)});
}

TranslatableText worldTooLarge(int64_t world, int64_t maxGpus)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "world size tp x pp x cp x dp = %1 exceeds the supported maximum of %2 GPUs"),
                     {number(world), number(maxGpus)});
}

TranslatableText inputTooLarge(const char* limit)
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "larger than %1, the most ShardScope reads from one file"),
                     {limit});
}

TranslatableText isADirectory()
{
    return inputText(QT_TRANSLATE_NOOP("InputText", "is a directory, not a file"));
}

} // namespace shardscope
