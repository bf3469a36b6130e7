// The shell reader's quotes and `$` expansions: a word's pieces, `${...}` with its defaults and
// arrays, `$(...)` and backticks passed over unrun, and variables looked up in the script alone.

#include "shellreader.h"

#include "inputerror.h"

#include <cstdlib>

namespace shardscope::shell {

void Reader::segment(Fields& f, int depth, bool noSplit)
{
    const char c = m_text[m_pos];
    if (c == '\'') {
        const size_t end = m_text.find('\'', m_pos + 1);
        if (end == std::string_view::npos)
            fail("a single quote is not closed");
        const std::string inside(m_text.substr(m_pos + 1, end - m_pos - 1));
        for (char ch : inside)
            m_line += ch == '\n';
        f.quoted(inside);
        m_pos = end + 1;
    } else if (c == '"') {
        ++m_pos;
        f.quoted({}); // the field starts at the opening quote, whatever the string spans
        std::string inside;
        while (true) {
            if (m_pos >= m_text.size())
                fail("a double quote is not closed");
            const char d = m_text[m_pos];
            if (d == '"') {
                ++m_pos;
                break;
            }
            if (d == '\\' && m_pos + 1 < m_text.size() &&
                std::string_view("$`\"\\\n").find(m_text[m_pos + 1]) != std::string_view::npos) {
                if (m_text[m_pos + 1] == '\n')
                    ++m_line;
                else
                    inside += m_text[m_pos + 1];
                m_pos += 2;
            } else if (d == '`') {
                f.markOpaque({m_line, UnknownCause::CommandSubstitution, {}});
                skipBackticks();
            } else if (d == '$') {
                const std::vector<std::string> values = expansion(depth, true);
                if (m_lastOpaque)
                    f.markOpaque(m_lastOpaque);
                if (values.size() > 1) { // "${ARRAY[@]}": a field for each item
                    f.item(inside + values[0], expandedLine(0));
                    if (const UnknownValue o = expandedOpaque(0))
                        f.markOpaque(o);
                    for (size_t i = 1; i < values.size(); ++i) {
                        f.finish();
                        f.item(values[i], expandedLine(i));
                        if (const UnknownValue o = expandedOpaque(i))
                            f.markOpaque(o);
                    }
                    inside.clear();
                } else {
                    inside += values.front();
                }
            } else {
                inside += d;
                advance();
            }
        }
        f.quoted(inside);
    } else if (c == '\\') {
        if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n') {
            m_pos += 2;
            ++m_line;
        } else if (m_pos + 1 < m_text.size()) {
            f.quoted(std::string(1, m_text[m_pos + 1]));
            m_pos += 2;
        } else {
            ++m_pos;
        }
    } else if (c == '`') {
        f.markOpaque({m_line, UnknownCause::CommandSubstitution, {}});
        skipBackticks();
    } else if (c == '$') {
        // $'...' is a quoted word, not an expansion to split.
        const bool ansiQuoted = m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\'';
        const std::vector<std::string> values = expansion(depth, false);
        if (m_lastOpaque)
            f.markOpaque(m_lastOpaque);
        if (values.size() > 1) { // an array: one field each, each split at its blanks
            for (size_t i = 0; i < values.size(); ++i) {
                if (i)
                    f.finish();
                if (const UnknownValue o = expandedOpaque(i)) {
                    f.item({}, expandedLine(i)); // the field starts where the item is written
                    f.markOpaque(o);
                }
                f.splittable(values[i], expandedLine(i));
            }
        } else if (noSplit || ansiQuoted) {
            f.quoted(values.front());
        } else {
            f.splittable(values.front());
        }
    } else {
        f.unquotedLiteral(c);
        advance();
    }
}

void Reader::skipBackticks()
{
    ++m_pos;
    while (m_pos < m_text.size() && m_text[m_pos] != '`') {
        if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size())
            advance();
        advance();
    }
    if (m_pos >= m_text.size())
        fail("a backtick is not closed");
    ++m_pos;
}

void Reader::skipParenthesised()
{
    int open = 0;
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c == '\\' && m_pos + 1 < m_text.size()) {
            advance();
        } else if (c == '\'' || c == '"') {
            advance();
            while (m_pos < m_text.size() && m_text[m_pos] != c) {
                if (c == '"' && m_text[m_pos] == '\\' && m_pos + 1 < m_text.size())
                    advance();
                advance();
            }
            if (m_pos >= m_text.size())
                fail(c == '"' ? "a double quote is not closed" : "a single quote is not closed");
        } else if (c == '(') {
            ++open;
        } else if (c == ')' && --open == 0) {
            ++m_pos;
            return;
        }
        advance();
    }
    fail("$( is not closed with )");
}

std::vector<std::string> Reader::expansion(int depth, bool quoted)
{
    if (depth > kMostNesting)
        fail("expansions nest more than " + std::to_string(kMostNesting) + " levels deep");
    ++m_pos; // '$'
    m_expandedLines.clear();
    m_expandedOpaque.clear();
    m_lastOpaque = {};
    if (m_pos >= m_text.size())
        return {"$"};
    const char c = m_text[m_pos];
    if (c == '(') { // $(...) is never run; $((...)) is evaluated where the script gives its operands
        const int line = m_line;
        const size_t open = m_pos;
        skipParenthesised();
        const bool isArithmetic = m_pos - open >= 4 && m_text[open + 1] == '(' && m_text[m_pos - 2] == ')';
        if (isArithmetic)
            if (const auto value = arithmetic(m_text.substr(open + 2, m_pos - open - 4), m_script.variables,
                                              m_script.unknownVariables))
                return {std::to_string(*value)};
        m_lastOpaque = {line, isArithmetic ? UnknownCause::Arithmetic : UnknownCause::CommandSubstitution, {}};
        return {""};
    }
    if (c == '\'' && !quoted) { // $'...': ANSI-C quoting
        const size_t end = m_text.find('\'', m_pos + 1);
        if (end == std::string_view::npos)
            fail("a single quote is not closed");
        std::string out;
        for (size_t i = m_pos + 1; i < end; ++i) {
            if (m_text[i] == '\\' && i + 1 < end) {
                const char e = m_text[++i];
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
            } else {
                out += m_text[i];
            }
        }
        m_pos = end + 1;
        return {out};
    }
    if (c == '{')
        return braced(depth, quoted);
    if (isNameStart(c)) {
        const size_t start = m_pos;
        while (m_pos < m_text.size() && isNameChar(m_text[m_pos]))
            ++m_pos;
        return {lookup(std::string(m_text.substr(start, m_pos - start)))};
    }
    if (std::isdigit(static_cast<unsigned char>(c)) || std::string_view("@*#?$!-").find(c) != std::string_view::npos) {
        ++m_pos;
        m_unset.push_back(std::string("$") + c); // the script's arguments are not known here
        return {""};
    }
    return {"$"};
}

std::vector<std::string> Reader::braced(int depth, bool quoted)
{
    // The matching brace, past nested ${...} and quotes.
    size_t end = m_pos + 1;
    int open = 1;
    while (end < m_text.size() && open > 0) {
        if (m_text[end] == '\\')
            ++end;
        else if (m_text[end] == '{')
            ++open;
        else if (m_text[end] == '}')
            --open;
        if (open > 0)
            ++end;
    }
    if (end >= m_text.size())
        fail("${ is not closed with }");
    const std::string body(m_text.substr(m_pos + 1, end - m_pos - 1));
    const size_t resume = end + 1;
    size_t n = 0;
    if (!body.empty() && body[0] == '#')
        fail("${#...} (a length) is not evaluated");
    while (n < body.size() && isNameChar(body[n]))
        ++n;
    const std::string name = body.substr(0, n);
    if (name.empty())
        fail("${" + body + "} is not a variable this reader expands");
    std::string rest = body.substr(n);
    if (!rest.empty() && rest[0] == '[') {
        const size_t close = rest.find(']');
        const std::string index = close == std::string::npos ? "" : rest.substr(1, close - 1);
        m_pos = resume;
        const auto it = m_script.arrays.find(name);
        if (it == m_script.arrays.end()) {
            m_unset.push_back(name);
            return {""};
        }
        if (index == "@" || index == "*") {
            if (it->second.empty())
                return {""};
            if (index == "*" || !quoted) {
                std::string joined;
                for (size_t i = 0; i < it->second.size(); ++i)
                    joined += (i ? " " : "") + it->second[i];
                if (!quoted) {
                    m_expandedLines = m_arrayLines[name];
                    m_expandedOpaque = m_arrayOpaque[name];
                } else {
                    for (const UnknownValue& o : m_arrayOpaque[name])
                        m_lastOpaque = m_lastOpaque ? m_lastOpaque : o;
                }
                return quoted ? std::vector<std::string>{joined} : it->second;
            }
            m_expandedLines = m_arrayLines[name];
            m_expandedOpaque = m_arrayOpaque[name];
            if (it->second.size() == 1)
                m_lastOpaque = m_expandedOpaque.empty() ? UnknownValue{} : m_expandedOpaque.front();
            return it->second;
        }
        char* stop = nullptr;
        const long k = std::strtol(index.c_str(), &stop, 10);
        const bool inRange = k >= 0 && size_t(k) < it->second.size() && stop && *stop == '\0';
        if (inRange && size_t(k) < m_arrayOpaque[name].size())
            m_lastOpaque = m_arrayOpaque[name][size_t(k)];
        return {inRange ? it->second[size_t(k)] : ""};
    }
    const bool colon = !rest.empty() && rest[0] == ':';
    const std::string op = rest.empty() ? "" : rest.substr(colon ? 1 : 0, 1);
    const std::string word = rest.size() > size_t(colon ? 2 : 1) ? rest.substr(colon ? 2 : 1) : "";
    const auto it = m_script.variables.find(name);
    const bool set = it != m_script.variables.end() && (!colon || !it->second.empty());
    m_pos = resume;
    if (!set && isSchedulerVariable(name) && op != "+") { // its default is what the scheduler does not set
        const std::string value = op == "-" || op == "=" ? expandWord(word, depth + 1) : "";
        m_lastOpaque = {m_line, UnknownCause::Scheduler, name};
        return {value};
    }
    if (rest.empty())
        return {lookup(name)};
    if (op == "-" || op == "=" || op == "?") {
        if (set)
            return {lookup(name)};
        if (op == "?") {
            m_unset.push_back(name);
            return {""};
        }
        const std::string value = expandWord(word, depth + 1);
        if (op == "=")
            m_script.variables[name] = value;
        return {value};
    }
    if (op == "+")
        return {set ? expandWord(word, depth + 1) : ""};
    fail("${" + body + "}: this form of expansion is not evaluated");
}

std::string Reader::expandWord(const std::string& word, int depth)
{
    Reader inner(word);
    inner.m_script.variables = m_script.variables;
    inner.m_script.arrays = m_script.arrays;
    inner.m_script.unknownVariables = m_script.unknownVariables;
    inner.m_line = m_line;
    Fields f(&m_line);
    while (inner.m_pos < word.size())
        inner.segment(f, depth, true);
    f.finish();
    for (const std::string& u : inner.m_unset)
        m_unset.push_back(u);
    if (const UnknownValue o = f.firstOpaque())
        m_lastOpaque = o;
    return f.done.empty() ? std::string() : f.done.front();
}

std::string Reader::lookup(const std::string& name)
{
    if (const auto o = m_script.unknownVariables.find(name); o != m_script.unknownVariables.end())
        m_lastOpaque = o->second;
    const auto it = m_script.variables.find(name);
    if (it != m_script.variables.end())
        return it->second;
    if (isSchedulerVariable(name)) { // set for each job at run time: a value, just not known here
        m_lastOpaque = {m_line, UnknownCause::Scheduler, name};
        return "";
    }
    m_unset.push_back(name);
    return "";
}

} // namespace shardscope::shell
