#include "torchtitansettings.h"

#include "torchtitankeys.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"
#include "core/io/textlines.h"

#include <toml++/toml.h>

#include <algorithm>
#include <charconv>
#include <sstream>

namespace shardscope {

namespace {

/// torchtitan's deepest key is four levels down (quantize.linear.float8.recipe_name).
constexpr int kMaxDepth = 6;
/// toml++ builds one table per component of a dotted key or header and frees them recursively:
/// a line with tens of thousands of dots overflows the stack. No torchtitan line has more than a few.
constexpr size_t kMaxDotsPerLine = 256;
constexpr size_t kMaxKeyBytes = 200;

std::string lineText(int line)
{
    return "line " + std::to_string(line);
}

/** At most 80 bytes of a value as written, cut at a character boundary. */
std::string clipped(std::string text)
{
    constexpr size_t kMax = 80;
    if (text.size() <= kMax)
        return text;
    size_t cut = kMax;
    while (cut > 0 && (uint8_t(text[cut]) & 0xc0) == 0x80)
        --cut;
    text.resize(cut);
    return text + "...";
}

/** Refuses bytes that are not UTF-8 and lines toml++ cannot take safely, naming the line. */
void checkText(const LaunchFile& file)
{
    try {
        forEachLine(file.text, "TOML file", [&](std::string_view line, int number) {
            if (!isValidUtf8(line))
                throw InputError(file.name, lineText(number), "is not valid UTF-8 text");
            if (size_t(std::count(line.begin(), line.end(), '.')) > kMaxDotsPerLine)
                throw InputError(file.name, lineText(number),
                                 "holds more than " + std::to_string(kMaxDotsPerLine) +
                                     " dots: keys nested this deep are not a torchtitan job config (its keys are at "
                                     "most four levels deep)");
        });
    } catch (const InputError& e) {
        throw e.inFile(file.name);
    }
    if (!isValidUtf8(file.text)) // a line end in the middle of a multi-byte sequence
        throw InputError(file.name, "", "is not valid UTF-8 text");
}

toml::table parseToml(const LaunchFile& file)
{
    checkText(file);
    try {
        return toml::parse(file.text, file.name);
    } catch (const toml::parse_error& e) {
        throw InputError(file.name, lineText(int(e.source().begin.line)),
                         "is not valid TOML: " + std::string(e.description()));
    }
}

/** A string as TOML writes a basic string: in double quotes, with `"`, `\\` and control characters escaped. */
std::string basicString(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (uint8_t(c) < 0x20 || c == 0x7f) {
            static const char* hex = "0123456789ABCDEF";
            out += "\\u00";
            out += hex[uint8_t(c) >> 4];
            out += hex[uint8_t(c) & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

/** A TOML value as the report spells it: strings in double quotes as examples write them, the rest as toml++ does. */
std::string written(const toml::node& node)
{
    if (const auto* text = node.as_string())
        return clipped(basicString(text->get()));
    if (const auto* array = node.as_array()) {
        std::string out;
        for (const toml::node& item : *array) {
            out += out.empty() ? "[" : ", ";
            out += written(item);
            if (out.size() > 80)
                break; // clipped below
        }
        return clipped(out.empty() ? "[]" : out + "]");
    }
    if (const auto* number = node.as_floating_point()) { // the shortest spelling that reads back the same
        char buffer[64];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, number->get());
        if (ec == std::errc()) {
            std::string text(buffer, end);
            if (text.find_first_of(".eni") == std::string::npos)
                text += ".0"; // 1.0, not 1: still a float
            return text;
        }
    }
    std::ostringstream out;
    node.visit([&](const auto& value) { out << value; });
    return clipped(out.str());
}

TitanValue tomlValue(const toml::node& node)
{
    if (const auto* v = node.as_integer())
        return v->get();
    if (const auto* v = node.as_floating_point())
        return v->get();
    if (const auto* v = node.as_boolean())
        return v->get();
    if (const auto* v = node.as_string())
        return v->get();
    if (const auto* array = node.as_array()) {
        std::vector<std::string> items;
        for (const toml::node& item : *array) {
            const auto* text = item.as_string();
            if (!text)
                return std::monostate{};
            items.push_back(text->get());
        }
        return items;
    }
    return std::monostate{}; // dates, times, arrays of other things
}

/** Collects the leaves of one table, refusing what no torchtitan job holds. */
class TomlWalker
{
public:
    TomlWalker(const LaunchFile& file, std::vector<TitanSetting>& out) : m_file(file), m_out(out) {}

    void walk(const toml::table& table, const std::string& prefix, int depth)
    {
        for (const auto& [key, node] : table) {
            const int line = int(node.source().begin.line);
            const std::string path = prefix.empty() ? std::string(key.str()) : prefix + "." + std::string(key.str());
            if (path.size() > kMaxKeyBytes)
                throw InputError(m_file.name, lineText(line),
                                 "a key longer than " + std::to_string(kMaxKeyBytes) +
                                     " bytes is not a torchtitan key");
            if (const toml::table* inner = node.as_table()) {
                if (depth + 1 >= kMaxDepth)
                    throw InputError(m_file.name, lineText(line),
                                     printableText(path) + ": tables nested this deep are not a torchtitan job config");
                walk(*inner, path, depth + 1);
                continue;
            }
            if (m_out.size() >= kMaxTitanSettings)
                throw InputError(
                    m_file.name, lineText(line),
                    "the file holds more than " + std::to_string(kMaxTitanSettings) +
                        " settings: this is not a torchtitan job config (its JobConfig has about 200 keys)");
            TitanSetting s;
            s.key = std::string(currentTorchtitanKey(path)); // the source keeps what the file wrote
            s.value = tomlValue(node);
            s.source = {m_file.name, line, path, written(node)};
            m_out.push_back(std::move(s));
        }
    }

private:
    const LaunchFile& m_file;
    std::vector<TitanSetting>& m_out;
};

bool boolText(std::string_view text, bool& value)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower == "true" || lower == "1")
        value = true;
    else if (lower == "false" || lower == "0")
        value = false;
    else
        return false;
    return true;
}

/** An option's value read as its key's kind where it reads as one (else the text, which the reader refuses). */
TitanValue typedValue(const TitanKey* key, const std::string& text)
{
    if (!key)
        return text;
    switch (key->kind) {
    case TitanKind::Integer: {
        int64_t v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec == std::errc() && end == text.data() + text.size())
            return v;
        return text;
    }
    case TitanKind::Number: {
        double v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec == std::errc() && end == text.data() + text.size())
            return v;
        return text;
    }
    case TitanKind::Bool: {
        bool v = false;
        return boolText(text, v) ? TitanValue(v) : TitanValue(text);
    }
    case TitanKind::TextList: {
        std::vector<std::string> items;
        size_t at = 0;
        while (at <= text.size()) {
            const size_t comma = std::min(text.find(',', at), text.size());
            items.push_back(text.substr(at, comma - at));
            at = comma + 1;
        }
        return items;
    }
    case TitanKind::Text:
    case TitanKind::Other: return text;
    }
    return text;
}

/** "--compile.no_enable" / "--compile.no-enable": the switch it turns off, or nullptr. */
const TitanKey* negatedSwitch(const std::string& key, std::string& positive)
{
    const size_t dot = key.rfind('.');
    const size_t start = dot == std::string::npos ? 0 : dot + 1;
    if (key.compare(start, 3, "no_") != 0)
        return nullptr;
    positive = key.substr(0, start) + key.substr(start + 3);
    const TitanKey* k = torchtitanKey(positive);
    return k && k->kind == TitanKind::Bool ? k : nullptr;
}

/** Reads `--section.key value`, `--section.key=value`, a switch, `--section.no_key`; other words are kept as is. */
void readOverrides(const std::string& file, const std::vector<ScriptWord>& words, std::vector<TitanSetting>& out)
{
    for (size_t i = 0; i < words.size(); ++i) {
        const ScriptWord& w = words[i];
        if (out.size() >= kMaxTitanSettings)
            throw InputError(file, lineText(w.line),
                             "more than " + std::to_string(kMaxTitanSettings) +
                                 " settings: this is not a torchtitan launch");
        TitanSetting s;
        s.commandLine = true;
        s.unknown = w.unknown;
        if (w.text.size() <= 2 || w.text.rfind("--", 0) != 0) {
            s.source = {file, w.line, clipped(w.text), ""}; // not an option: s.key stays empty
            out.push_back(std::move(s));
            continue;
        }
        std::string name = w.text.substr(2), value;
        bool hasValue = false, spelled = false; // a value at all; one the user wrote (not a switch)
        if (const size_t eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
            hasValue = spelled = true;
        } else if (w.unknown) {
            throw InputError(file, lineText(w.line),
                             clipped(w.text) + ": the option's name " + w.unknown.describe() +
                                 "; ShardScope never runs a script");
        }
        if (name.size() > kMaxKeyBytes)
            throw InputError(file, lineText(w.line),
                             "an option longer than " + std::to_string(kMaxKeyBytes) +
                                 " bytes is not a torchtitan option");
        std::string key = name;
        std::replace(key.begin(), key.end(), '-', '_'); // tyro takes --a.b-c for --a.b_c
        key = std::string(currentTorchtitanKey(key));
        const TitanKey* spec = torchtitanKey(key);
        std::string positive;
        if (!spec && !hasValue && (spec = negatedSwitch(key, positive))) {
            key = positive;
            value = "false";
            hasValue = true;
        }
        const bool next = i + 1 < words.size() && words[i + 1].text.rfind("--", 0) != 0;
        bool ignored = false;
        if (!hasValue && spec && spec->kind == TitanKind::Bool) {
            if (next && boolText(words[i + 1].text, ignored)) {
                value = words[++i].text;
                s.unknown = words[i].unknown;
                spelled = true;
            } else {
                value = "true"; // a switch
            }
            hasValue = true;
        } else if (!hasValue && next) {
            value = words[++i].text;
            s.unknown = words[i].unknown;
            hasValue = spelled = true;
        }
        s.key = key;
        s.value = hasValue ? typedValue(spec, value) : TitanValue(std::monostate{});
        s.source = {file, w.line, "--" + clipped(name), spelled ? clipped(value) : ""};
        out.push_back(std::move(s));
    }
}

} // namespace

TitanSettings readTorchtitanSettings(const LaunchFile* toml, const std::string& scriptName,
                                     const std::vector<ScriptWord>& overrides)
{
    TitanSettings settings;
    if (toml) {
        const toml::table root = parseToml(*toml);
        TomlWalker(*toml, settings.all).walk(root, "", 0);
        // toml++ keeps a table's keys sorted; the report lists them in the order of the file.
        std::stable_sort(settings.all.begin(), settings.all.end(),
                         [](const TitanSetting& a, const TitanSetting& b) { return a.source.line < b.source.line; });
    }
    readOverrides(scriptName, overrides, settings.all);
    for (size_t i = 0; i < settings.all.size(); ++i)
        if (!settings.all[i].key.empty())
            settings.effective[settings.all[i].key] = i; // the later one wins
    return settings;
}

bool tomlLooksLikeTorchtitan(const std::string& text)
{
    try {
        const toml::table root = parseToml({"toml", text});
        if (root["parallelism"].is_table() || root["training"].is_table())
            return true;
        const toml::table* model = root["model"].as_table();
        return model && (model->contains("name") || model->contains("flavor"));
    } catch (const std::exception&) {
        return false;
    }
}

} // namespace shardscope
