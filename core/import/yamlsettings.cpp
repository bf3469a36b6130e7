#include "yamlsettings.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"

#include <yaml-cpp/eventhandler.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>
#include <unordered_map>

namespace shardscope {

namespace {

std::string lineText(int line)
{
    return line > 0 ? "line " + std::to_string(line) : std::string();
}

/** A scalar written in quotes or tagged !!str: a string, whatever it looks like. */
bool quotedScalar(const YAML::Node& node)
{
    return node.IsScalar() && (node.Tag() == "!" || node.Tag() == "tag:yaml.org,2002:str");
}

/** YAML null as OmegaConf reads it: `null`, `~`, `Null`, nothing. */
bool nullScalar(const YAML::Node& node, bool quoted)
{
    if (!node.IsDefined() || node.IsNull())
        return true;
    if (!node.IsScalar() || quoted)
        return false;
    const std::string& s = node.Scalar();
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

void render(const YAML::Node& node, std::string& out, size_t budget, int depth)
{
    if (out.size() > budget)
        return;
    if (!node.IsDefined() || node.IsNull()) {
        out += "null";
        return;
    }
    if (node.IsScalar()) {
        for (char c : node.Scalar()) {
            if (out.size() > budget)
                break;
            out += (c == '\n' || c == '\r') ? ' ' : c;
        }
        return;
    }
    if (depth > 8) {
        out += "...";
        return;
    }
    const bool seq = node.IsSequence();
    out += seq ? '[' : '{';
    bool first = true;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (out.size() > budget)
            break;
        if (!first)
            out += ", ";
        first = false;
        if (seq) {
            render(*it, out, budget, depth + 1);
        } else {
            render(it->first, out, budget, depth + 1);
            out += ": ";
            render(it->second, out, budget, depth + 1);
        }
    }
    out += seq ? ']' : '}';
}

/** Digits with optional `_` between them and a sign, as YAML 1.1 (OmegaConf) writes integers. */
std::optional<std::string> integerDigits(const std::string& s)
{
    std::string digits;
    size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        if (s[i] == '-')
            digits += '-';
        ++i;
    }
    bool any = false;
    for (; i < s.size(); ++i) {
        if (s[i] >= '0' && s[i] <= '9') {
            digits += s[i];
            any = true;
        } else if (s[i] == '_' && any && i + 1 < s.size()) {
            continue;
        } else {
            return std::nullopt;
        }
    }
    if (!any)
        return std::nullopt;
    return digits;
}

std::string kindOf(const YAML::Node& node)
{
    if (node.IsSequence())
        return "a list";
    if (node.IsMap())
        return "a section";
    return "\"" + yamlValueText(node) + "\"";
}

/** Counts a document's parser events and stops the parse past the bound, before any node is built. */
class EventBudget : public YAML::EventHandler
{
public:
    struct Exceeded
    {
        YAML::Mark mark;
    };
    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& m, YAML::anchor_t) override { spend(m); }
    void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { spend(m); }
    void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t, const std::string&) override { spend(m); }
    void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        spend(m);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        spend(m);
    }
    void OnMapEnd() override {}

private:
    void spend(const YAML::Mark& m)
    {
        if (++m_events > YamlSettings::kMaxEvents)
            throw Exceeded{m};
    }
    size_t m_events = 0;
};

} // namespace

std::string yamlValueText(const YAML::Node& node)
{
    std::string out;
    render(node, out, 200, 0);
    if (out.size() > 200) {
        out.resize(200);
        out += "...";
    }
    return out;
}

int firstInvalidUtf8Line(std::string_view text)
{
    int line = 1;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view part = text.substr(start, end - start);
        if (!isValidUtf8(part) || part.find('\0') != std::string_view::npos)
            return line;
        if (end == text.size())
            break;
        start = end + 1;
        ++line;
    }
    return 0;
}

YAML::Node yamlChild(const YAML::Node& map, std::string_view key)
{
    if (!map.IsMap())
        return YAML::Node(YAML::NodeType::Undefined);
    for (auto it = map.begin(); it != map.end(); ++it)
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return it->second;
    return YAML::Node(YAML::NodeType::Undefined);
}

std::optional<YAML::Node> yamlRootMap(const std::string& text)
{
    try {
        std::istringstream in(text);
        YAML::Parser parser(in);
        EventBudget budget;
        parser.HandleNextDocument(budget);
        YAML::Node root = YAML::Load(text);
        if (root.IsMap())
            return root;
    } catch (...) {
    }
    return std::nullopt;
}

void YamlSettings::readYaml(const LaunchFile& file)
{
    if (const int bad = firstInvalidUtf8Line(file.text))
        throw InputError(file.name, lineText(bad),
                         "not UTF-8 text (or a NUL byte): a YAML configuration is UTF-8 text");
    YAML::Node root;
    try {
        std::istringstream in(file.text);
        YAML::Parser parser(in);
        EventBudget budget;
        parser.HandleNextDocument(budget);
        root = YAML::Load(file.text);
    } catch (const EventBudget::Exceeded& e) {
        throw InputError(file.name, lineText(e.mark.line + 1),
                         "more than " + std::to_string(kMaxEvents) + " values: not a training configuration");
    } catch (const YAML::Exception& e) {
        const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
        throw InputError(file.name, lineText(line), "not valid YAML: " + e.msg);
    }
    if (!root.IsDefined() || root.IsNull())
        throw InputError(file.name, "", "the file holds no settings");
    if (!root.IsMap())
        throw InputError(file.name, lineText(root.Mark().line + 1),
                         "not a YAML configuration: its top level is not a mapping of keys");
    m_builder.addFile(file.name);
    m_documents.push_back(root);
    flatten(root, "", file.name, 1);
}

void YamlSettings::flatten(const YAML::Node& map, const std::string& prefix, const std::string& file, int depth)
{
    if (depth > kMaxDepth)
        throw InputError(file, lineText(map.Mark().line + 1),
                         "sections nested deeper than " + std::to_string(kMaxDepth) +
                             " levels: not a training configuration");
    std::unordered_map<std::string, int> seen;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (++m_nodes > kMaxNodes)
            throw InputError(file, lineText(it->first.Mark().line + 1),
                             "more than " + std::to_string(kMaxNodes) +
                                 " settings (aliases counted): not a training configuration");
        const int line = it->first.Mark().line + 1;
        if (!it->first.IsScalar())
            throw InputError(file, lineText(line), "a key must be a name, not a list or a section");
        const std::string key = it->first.Scalar();
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (key == "<<")
            throw InputError(file, lineText(line),
                             path + ": YAML merge keys (<<) are not read; write the settings out");
        if (key.empty() || key.find('.') != std::string::npos)
            throw InputError(file, lineText(line),
                             "\"" + printableText(path) + "\": a key with a dot or no name is not read");
        if (const auto [at, fresh] = seen.emplace(key, line); !fresh)
            throw InputError(file, lineText(line),
                             path + ": duplicate key (also on line " + std::to_string(at->second) +
                                 "); OmegaConf refuses a key given twice");
        const YAML::Node value = it->second;
        if (value.IsMap() && value.size() > 0) {
            m_sections.emplace(path, std::make_pair(file, line));
            flatten(value, path, file, depth + 1);
            continue;
        }
        YamlLeaf leaf;
        leaf.path = path;
        leaf.value = value;
        leaf.quoted = quotedScalar(value);
        leaf.source = {file, line, path, yamlValueText(value)};
        add(std::move(leaf), {});
    }
}

void YamlSettings::add(YamlLeaf leaf, const std::string& overriddenBy)
{
    // A value set inside a path that holds a value (not a section) cannot hold.
    for (size_t dot = leaf.path.find('.'); dot != std::string::npos; dot = leaf.path.find('.', dot + 1))
        if (YamlLeaf* parent = find(std::string_view(leaf.path).substr(0, dot)); parent && !parent->value.IsMap())
            ImportBuilder::contradiction(leaf.source, parent->source,
                                         "sets a key inside " + parent->path + ", which " + parent->source.spelled() +
                                             " (" + parent->source.where() + ") makes a value, not a section");
    std::vector<std::string> replaced;
    if (m_leaves.count(leaf.path))
        replaced.push_back(leaf.path);
    const std::string below = leaf.path + ".";
    for (auto it = m_leaves.lower_bound(below); it != m_leaves.end() && it->first.rfind(below, 0) == 0; ++it)
        replaced.push_back(it->first);
    for (const std::string& path : replaced) {
        YamlLeaf& old = m_leaves.at(path);
        if (!old.reported)
            m_builder.ignore(old.source, overriddenBy);
        m_leaves.erase(path);
    }
    leaf.order = m_order++;
    m_leaves.emplace(leaf.path, std::move(leaf));
}

bool YamlSettings::readOverride(const std::string& file, const ScriptWord& word)
{
    const std::string& w = word.text;
    const size_t eq = w.find('=');
    const bool deletion = !w.empty() && w[0] == '~';
    if (eq == std::string::npos && !deletion)
        return false;
    std::string key = w.substr(0, eq);
    const std::string written = key;
    if (deletion)
        key = key.substr(1);
    else if (key.rfind("++", 0) == 0)
        key = key.substr(2);
    else if (key.rfind('+', 0) == 0)
        key = key.substr(1);
    const SettingSource source{file, word.line, written, eq == std::string::npos ? std::string() : w.substr(eq + 1)};
    if (key.empty() || key.front() == '.' || key.back() == '.' || key.find("..") != std::string::npos)
        ImportBuilder::refuse(source, "not an override: expected key.path=value");
    const std::string by = "overridden by " + source.spelled() + " (" + source.where() + ")";
    if (deletion) {
        YamlLeaf leaf;
        leaf.path = key;
        leaf.source = source;
        add(std::move(leaf), "removed by " + source.spelled() + " (" + source.where() + ")");
        YamlLeaf& added = *find(key);
        ignore(added, "removes the setting: the default of the configuration it is applied to holds, which ShardScope "
                      "does not read");
        return true;
    }
    const std::string text = w.substr(eq + 1);
    YamlLeaf leaf;
    leaf.path = key;
    leaf.source = source;
    if (word.unknown) {
        leaf.value = YAML::Node(text);
        leaf.source.value = text;
        leaf.quoted = true;
    } else if (text.empty()) {
        leaf.value = YAML::Node(std::string());
        leaf.quoted = true;
    } else {
        try {
            leaf.value = YAML::Load(text);
            leaf.quoted = quotedScalar(leaf.value);
        } catch (const YAML::Exception&) {
            leaf.value = YAML::Node(text); // Hydra reads what YAML does not as a plain string
        }
    }
    m_documents.push_back(leaf.value);
    leaf.unknown = word.unknown;
    add(std::move(leaf), by);
    return true;
}

YamlLeaf* YamlSettings::find(std::string_view path)
{
    const auto it = m_leaves.find(path);
    return it == m_leaves.end() ? nullptr : &it->second;
}

std::vector<YamlLeaf*> YamlSettings::leaves()
{
    std::vector<YamlLeaf*> out;
    out.reserve(m_leaves.size());
    for (auto& [path, leaf] : m_leaves)
        out.push_back(&leaf);
    std::sort(out.begin(), out.end(), [](const YamlLeaf* a, const YamlLeaf* b) { return a->order < b->order; });
    return out;
}

void YamlSettings::refuse(const YamlLeaf& leaf, const std::string& why) const
{
    ImportBuilder::refuse(leaf.source, why);
}

const YAML::Node& YamlSettings::target(YamlLeaf& leaf, int hops)
{
    if (leaf.unknown)
        refuse(leaf, "its value " + leaf.unknown.describe() +
                         "; ShardScope never runs a script");
    if (!leaf.value.IsScalar())
        return leaf.value;
    const std::string& s = leaf.value.Scalar();
    const size_t open = s.find("${");
    if (open == std::string::npos)
        return leaf.value;
    if (open != 0 || s.back() != '}' || s.find("${", 2) != std::string::npos || s.find('}') != s.size() - 1)
        refuse(leaf, "a value built from an OmegaConf interpolation and text is not read; write the number");
    const std::string ref = s.substr(2, s.size() - 3);
    if (ref.find(':') != std::string::npos)
        refuse(leaf, "an OmegaConf resolver (" + ref.substr(0, ref.find(':')) + ") is not evaluated; write the value");
    if (hops > 16)
        refuse(leaf, "interpolations refer to each other in a loop");
    std::string path;
    if (!ref.empty() && ref[0] == '.') {
        size_t dots = ref.find_first_not_of('.');
        if (dots == std::string::npos)
            refuse(leaf, "an interpolation without a key");
        std::string base = leaf.path;
        for (size_t i = 0; i < dots; ++i) {
            const size_t cut = base.rfind('.');
            base = cut == std::string::npos ? std::string() : base.substr(0, cut);
        }
        path = base.empty() ? ref.substr(dots) : base + "." + ref.substr(dots);
    } else {
        path = ref;
    }
    YamlLeaf* to = find(path);
    if (!to)
        refuse(leaf, "refers to " + path + ", which the configuration does not set");
    if (to == &leaf)
        refuse(leaf, "refers to itself");
    m_lastTarget = to;
    return target(*to, hops + 1);
}

YAML::Node YamlSettings::resolved(YamlLeaf& leaf)
{
    m_lastTarget = &leaf;
    return target(leaf, 0);
}

bool YamlSettings::isNull(YamlLeaf& leaf)
{
    const YAML::Node node = resolved(leaf);
    return nullScalar(node, m_lastTarget->quoted);
}

int64_t YamlSettings::integer(YamlLeaf& leaf, int64_t min, int64_t max)
{
    const YAML::Node node = resolved(leaf);
    const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    if (!node.IsScalar() || m_lastTarget->quoted || nullScalar(node, m_lastTarget->quoted))
        refuse(leaf, "expected " + range + ", found " + (m_lastTarget->quoted ? "the string " : "") + kindOf(node));
    const auto digits = integerDigits(node.Scalar());
    if (!digits)
        refuse(leaf, "expected " + range + ", found " + kindOf(node));
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(digits->data(), digits->data() + digits->size(), v);
    if (ec != std::errc() || end != digits->data() + digits->size() || v < min || v > max)
        refuse(leaf, "out of range: expected " + range);
    return v;
}

double YamlSettings::number(YamlLeaf& leaf, double min, double max)
{
    const YAML::Node node = resolved(leaf);
    if (!node.IsScalar() || m_lastTarget->quoted || nullScalar(node, m_lastTarget->quoted))
        refuse(leaf, "expected a number, found " + kindOf(node));
    std::string s = node.Scalar();
    if (!s.empty() && s[0] == '+')
        s.erase(0, 1);
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        refuse(leaf, "expected a finite number, found " + kindOf(node));
    if (v < min || v > max)
        refuse(leaf, "out of range: expected a number from " + formatFieldValue(min) + " to " + formatFieldValue(max));
    return v;
}

bool YamlSettings::boolean(YamlLeaf& leaf)
{
    const YAML::Node node = resolved(leaf);
    if (node.IsScalar() && !m_lastTarget->quoted) {
        std::string s = node.Scalar();
        for (char& c : s)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (s == "true")
            return true;
        if (s == "false")
            return false;
    }
    refuse(leaf, "expected true or false, found " +
                     (m_lastTarget->quoted ? std::string("the string ") : std::string()) + kindOf(node));
}

std::string YamlSettings::text(YamlLeaf& leaf)
{
    const YAML::Node node = resolved(leaf);
    if (!node.IsScalar() || nullScalar(node, m_lastTarget->quoted))
        refuse(leaf, "expected a name, found " + kindOf(node));
    return node.Scalar();
}

std::vector<std::string> YamlSettings::textList(YamlLeaf& leaf, size_t maxItems)
{
    const YAML::Node node = resolved(leaf);
    if (!node.IsSequence())
        refuse(leaf, "expected a list, found " + kindOf(node));
    if (node.size() > maxItems)
        refuse(leaf, "a list of more than " + std::to_string(maxItems) + " items");
    std::vector<std::string> out;
    for (const YAML::Node& item : node) {
        if (!item.IsScalar())
            refuse(leaf, "expected a list of names or numbers, found an item that is " + kindOf(item));
        out.push_back(item.Scalar());
    }
    return out;
}

int YamlSettings::sectionLine(const std::string& path, const std::string& file) const
{
    const auto it = m_sections.find(path);
    return it == m_sections.end() || it->second.first != file ? 0 : it->second.second;
}

void YamlSettings::set(YamlLeaf& leaf, FieldId field, const FieldValue& value, const std::string& note)
{
    std::string how = note;
    if (leaf.value.IsScalar() && leaf.value.Scalar().rfind("${", 0) == 0) {
        const YAML::Node v = resolved(leaf);
        const std::string via = "the interpolation gives " + yamlValueText(v);
        how = how.empty() ? via : via + "; " + how;
    }
    m_builder.set(field, value, leaf.source, how);
    leaf.reported = true;
}

void YamlSettings::ignore(YamlLeaf& leaf, const std::string& reason)
{
    m_builder.ignore(leaf.source, reason);
    leaf.reported = true;
}

} // namespace shardscope
