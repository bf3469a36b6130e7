// What the readers of structured launch configs (DeepSpeed JSON, accelerate YAML) share:
// refusing text that is not UTF-8, spelling values for the report, ranged integers, and a
// bound on how many settings one file may hold.
#pragma once

#include "importbuilder.h"
#include "launchfile.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace shardscope {

/**
 * The most settings one config file may hold. DeepSpeed documents about 150 keys and
 * accelerate about 80; a file with more is not one of them, and the bound keeps the report
 * (whose rows are looked up one by one) and the time spent on a hostile file small.
 */
inline constexpr int kMaxConfigSettings = 4096;

/** Refuses text that is not UTF-8 or holds a NUL byte, naming the file and the first such line. */
void requireUtf8Text(const LaunchFile& file);

/** A value or key as a report row shows it: at most 80 bytes, cut at a character boundary. */
std::string shortText(std::string_view text);

/** `value` if it lies in the range of `field` (core/model/fields.cpp); refuses naming `at` otherwise. */
int64_t integerInRange(const SettingSource& at, int64_t value, FieldId field);

/** Counts the settings of one file and refuses the one past kMaxConfigSettings. */
class SettingBudget
{
public:
    void spend(const SettingSource& at);

private:
    int m_spent = 0;
};

/** "zero_optimization.stage = 3 (ds_config.json)": a setting and where it is, for messages. */
std::string describedSetting(const SettingSource& s);

/** ASCII case folding, for names a launcher compares without case. */
std::string lowerText(std::string s);
std::string upperText(std::string s);

/** Product of non-negative numbers, or -1 when it does not fit an int64_t. */
int64_t checkedProduct(int64_t a, int64_t b, int64_t c = 1);

} // namespace shardscope
