#include "jsonparse.h"

#include "boundedread.h"
#include "inputerror.h"
#include "jsonfields.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace shardscope {

namespace {

using json = nlohmann::json;

/** Line and column (1-based) of byte `offset`, for syntax errors. */
std::pair<std::string, std::string> lineAndColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {std::to_string(line), std::to_string(column)};
}

/** "not valid JSON at line 3, column 9: <the parser's reason, in English>". */
TranslatableText notValidJsonAt(std::string_view text, std::size_t offset, TextArg reason)
{
    auto [line, column] = lineAndColumn(text, offset);
    return inputText(QT_TRANSLATE_NOOP("InputText", "not valid JSON at line %1, column %2: %3"),
                     {std::move(line), std::move(column), std::move(reason)});
}

/** A number literal for a message, cut short: an overflowing literal may be megabytes long. */
std::string shortLiteral(const std::string& literal)
{
    return literal.size() <= 40 ? literal : literal.substr(0, 40) + "...";
}

/** True for a literal such as 1e-400 or 0.000...1 that is not zero although it reads as 0. */
bool hasNonZeroDigit(const std::string& literal)
{
    for (char c : literal) {
        if (c == 'e' || c == 'E')
            break;
        if (c >= '1' && c <= '9')
            return true;
    }
    return false;
}

/**
 * nlohmann SAX handler that builds the tree iteratively (a stack of open containers, never a
 * recursive call) and stops at the first value a strict reader must refuse. It keeps the path
 * of the value being read, so every refusal names its field.
 */
class StrictTreeBuilder
{
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    explicit StrictTreeBuilder(std::string_view text) : m_text(text) {}

    bool null() { return add(nullptr) != nullptr; }
    bool boolean(bool value) { return add(value) != nullptr; }
    bool number_integer(number_integer_t value) { return add(value) != nullptr; }
    bool number_unsigned(number_unsigned_t value) { return add(value) != nullptr; }
    bool number_float(number_float_t value, const string_t& literal)
    {
        // strtod turns 1e-400 into 0 (or a denormal): the file said something else.
        if ((value == 0 && hasNonZeroDigit(literal)) || (value != 0 && std::fabs(value) < DBL_MIN))
            return refuse(valuePath(),
                          inputText(QT_TRANSLATE_NOOP("InputText", "number %1 underflows (its magnitude is below 2.2e-308, the smallest normal double)"),
                                    {shortLiteral(literal)}));
        return add(value) != nullptr;
    }
    bool string(string_t& value) { return add(std::move(value)) != nullptr; }
    bool binary(binary_t&)
    {
        return refuse(valuePath(), inputText(QT_TRANSLATE_NOOP("InputText", "binary values are not JSON")));
    }

    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& key)
    {
        Frame& top = m_open.back();
        if (top.container->contains(key))
            return refuse(joinPath(containerPath(m_open.size()), key), inputText(QT_TRANSLATE_NOOP("InputText", "duplicate key")));
        top.key = std::move(key);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& token,
                     const nlohmann::detail::exception& error)
    {
        if (error.id == 406) // out_of_range: the number does not fit a double
            return refuse(valuePath(),
                          inputText(QT_TRANSLATE_NOOP("InputText", "number %1 overflows (its magnitude is above 1.8e308, the largest double)"),
                                    {shortLiteral(token)}));
        const std::string what = error.what();
        // nlohmann: "... syntax error while parsing <context> - <reason>; last read: '...'"
        TextArg reason = inputWord(QT_TRANSLATE_NOOP("InputText", "syntax error"));
        if (auto dash = what.find(" - "); dash != std::string::npos) {
            const std::string parserReason = what.substr(dash + 3); // the parser's English
            reason = parserReason.substr(0, parserReason.find("; last read:"));
        }
        const std::size_t offset = position > 0 ? position - 1 : 0;
        return refuse(syntaxErrorPath(what), notValidJsonAt(m_text, offset, std::move(reason)));
    }

    json& root() { return m_root; }
    const std::optional<InputError>& error() const { return m_error; }

private:
    struct Frame
    {
        json* container;
        std::string key; ///< the member being read, for objects
    };

    /** Stores `value` where the parser is (top level, array element or object member). */
    json* add(json value)
    {
        if (++m_values > kMaxJsonValues) {
            refuse(valuePath(), inputText(QT_TRANSLATE_NOOP("InputText", "more than %1 values (ShardScope input holds a few hundred)"),
                                          {std::to_string(kMaxJsonValues)}));
            return nullptr;
        }
        if (m_open.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame& top = m_open.back();
        if (top.container->is_array()) {
            top.container->push_back(std::move(value));
            return &top.container->back();
        }
        auto [it, inserted] = top.container->emplace(top.key, std::move(value));
        (void)inserted; // duplicates were refused in key()
        return &*it;
    }

    bool open(json container)
    {
        if (m_open.size() >= kMaxJsonDepth)
            return refuse(valuePath(),
                          inputText(QT_TRANSLATE_NOOP("InputText", "nested deeper than %1 levels (ShardScope input needs at most a few)"),
                                    {std::to_string(kMaxJsonDepth)}));
        // The new container is the last element of its parent, and only the innermost open
        // container ever grows, so these pointers stay valid.
        json* added = add(std::move(container));
        if (!added)
            return false;
        m_open.push_back({added, {}});
        return true;
    }

    bool close()
    {
        m_open.pop_back();
        return true;
    }

    /** Path of the innermost `depth` open containers' child being read, shortened if long. */
    std::string containerPath(std::size_t depth) const
    {
        constexpr std::size_t kShown = 6;
        std::string path;
        for (std::size_t i = 0; i + 1 < depth; ++i) {
            if (i == kShown)
                return path + "...";
            path = childOf(path, i, true);
        }
        return path;
    }

    /**
     * The field a syntax error belongs to, from nlohmann's context: inside a value (`NaN`,
     * `1.`), right after a member or an element (`"tp": 08` stops after the 0), or between
     * members (the enclosing object).
     */
    std::string syntaxErrorPath(const std::string& what) const
    {
        const auto context = [&](const char* text) {
            return what.find(std::string("while parsing ") + text + " -") != std::string::npos;
        };
        if (context("value"))
            return valuePath();
        if (m_open.empty() || context("object key"))
            return containerPath(m_open.size());
        if (context("object separator") || context("object") || context("array"))
            return containerPath(m_open.size() + 1); // the member or element just read
        return containerPath(m_open.size());
    }

    /** Path of the value being read right now. */
    std::string valuePath() const
    {
        if (m_open.empty())
            return "";
        const std::string parent = containerPath(m_open.size());
        if (parent.size() >= 3 && parent.compare(parent.size() - 3, 3, "...") == 0)
            return parent;
        return childOf(parent, m_open.size() - 1, false);
    }

    /** `parent` extended by frame i's current child; `open` when that child is a container. */
    std::string childOf(const std::string& parent, std::size_t i, bool open) const
    {
        const Frame& frame = m_open[i];
        if (frame.container->is_object())
            return joinPath(parent, frame.key);
        const std::size_t size = frame.container->size();
        return parent + "[" + std::to_string(open && size > 0 ? size - 1 : size) + "]";
    }

    bool refuse(std::string path, TranslatableText message)
    {
        if (!m_error)
            m_error.emplace(std::move(path), std::move(message));
        return false;
    }

    std::string_view m_text;
    json m_root;
    std::vector<Frame> m_open;
    std::size_t m_values = 0;
    std::optional<InputError> m_error;
};

} // namespace

json parseJsonText(std::string_view text, const std::string& origin)
{
    if (text.size() > kMaxInputBytes)
        throw InputError(origin, "", inputTooLarge(kMaxInputText));
    if (auto nul = text.find('\0'); nul != std::string_view::npos)
        throw InputError(origin, "",
                         notValidJsonAt(text, nul, inputWord(QT_TRANSLATE_NOOP("InputText", "a NUL byte (JSON text never contains one)"))));
    StrictTreeBuilder builder(text);
    const bool parsed = json::sax_parse(text.begin(), text.end(), &builder,
                                        json::input_format_t::json, /*strict=*/true,
                                        /*ignore_comments=*/false);
    if (builder.error())
        throw builder.error()->inFile(origin);
    if (!parsed)
        throw InputError(origin, "", inputText(QT_TRANSLATE_NOOP("InputText", "not valid JSON")));
    return std::move(builder.root());
}

} // namespace shardscope
