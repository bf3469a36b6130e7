#include "configsettings.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"
#include "core/io/textlines.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace shardscope {

void requireUtf8Text(const LaunchFile& file)
{
    if (isValidUtf8(file.text) && file.text.find('\0') == std::string::npos)
        return;
    try {
        forEachLine(file.text, "config", [&](std::string_view line, int number) {
            if (!isValidUtf8(line))
                throw InputError(file.name, "line " + std::to_string(number), "is not valid UTF-8 text");
        });
    } catch (const InputError& e) {
        throw e.inFile(file.name);
    }
    // A line end in the middle of a multi-byte sequence leaves every line valid alone.
    throw InputError(file.name, "", "is not valid UTF-8 text");
}

std::string shortText(std::string_view text)
{
    constexpr size_t kMax = 80;
    if (text.size() <= kMax)
        return std::string(text);
    size_t cut = kMax;
    while (cut > 0 && (uint8_t(text[cut]) & 0xc0) == 0x80)
        --cut; // never inside a UTF-8 sequence
    return std::string(text.substr(0, cut)) + "...";
}

int64_t integerInRange(const SettingSource& at, int64_t value, FieldId field)
{
    const FieldInfo& info = fieldInfo(field);
    if (double(value) < info.min || double(value) > info.max)
        ImportBuilder::refuse(at, "must be between " + formatFieldValue(int64_t(info.min)) + " and " +
                                      formatFieldValue(int64_t(info.max)) + " (" + std::string(info.path) + ")");
    return value;
}

void SettingBudget::spend(const SettingSource& at)
{
    if (++m_spent > kMaxConfigSettings)
        ImportBuilder::refuse(at, "the file holds more than " + std::to_string(kMaxConfigSettings) +
                                      " settings: this is not a launch configuration ShardScope reads");
}

std::string describedSetting(const SettingSource& s)
{
    const std::string at = s.where();
    return s.spelled() + (at.empty() ? "" : " (" + at + ")");
}

std::string lowerText(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string upperText(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    return s;
}

int64_t checkedProduct(int64_t a, int64_t b, int64_t c)
{
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    if (a < 0 || b < 0 || c < 0)
        return -1;
    if (b != 0 && a > kMax / b)
        return -1;
    const int64_t ab = a * b;
    if (c != 0 && ab > kMax / c)
        return -1;
    return ab * c;
}

} // namespace shardscope
