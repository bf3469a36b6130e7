// parseShellScript(): a launch script split into words as sh would, without running it.

#include "shellwords.h"

#include "inputerror.h"

#include <cctype>

namespace shardscope {

namespace {

constexpr int kMostNesting = 8;              ///< ${A:-${B:-${C}}} deeper than this is refused
constexpr size_t kMostWords = 1000000;       ///< words in one script (a real one: hundreds)

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
/** Characters that end an unquoted word. */
bool endsWord(char c) { return isBlank(c) || c == '\n' || c == ';' || c == '&' || c == '|' || c == '<' || c == '>' || c == '(' || c == ')'; }

/** A word being built: fields split where unquoted expansions hold blanks, each with its line. */
struct Fields
{
    explicit Fields(const int* line) : now(line) {}

    std::vector<std::string> done;
    std::vector<int> lines; ///< the line each field of `done` starts on
    /// For each field of `done`: the line of a command substitution its value needs, 0 if none.
    std::vector<int> opaque;
    int currentOpaque = 0;
    std::string current;
    bool started = false; ///< the current field exists even if empty ("" or '')
    int currentLine = 0;
    const int* now; ///< the reader's line

    void quoted(const std::string& text)
    {
        begin();
        current += text;
    }
    /** An array item's text as a field of its own that starts where the item was written. */
    void item(const std::string& text, int line)
    {
        const bool fresh = !started;
        quoted(text);
        if (fresh && line > 0)
            currentLine = line;
    }
    /** The field's value needs a command substitution (at `line`) that is not run. */
    void markOpaque(int line)
    {
        begin();
        if (currentOpaque == 0)
            currentOpaque = line;
    }
    /** The first unknown value among the fields so far (0: every one is known). */
    int firstOpaque() const
    {
        for (int o : opaque)
            if (o)
                return o;
        return currentOpaque;
    }
    void unquotedLiteral(char c)
    {
        begin();
        current += c;
    }
    /** An unquoted expansion: its blanks split fields (IFS), its empty value adds none. */
    void splittable(const std::string& text)
    {
        for (char c : text) {
            if (isBlank(c) || c == '\n') {
                finish();
            } else {
                begin();
                current += c;
            }
        }
    }
    void finish()
    {
        if (started) {
            done.push_back(current);
            lines.push_back(currentLine);
            opaque.push_back(currentOpaque);
        }
        current.clear();
        started = false;
        currentOpaque = 0;
    }

private:
    void begin()
    {
        if (!started)
            currentLine = *now;
        started = true;
    }
};

class Reader
{
public:
    explicit Reader(std::string_view text) : m_text(text) {}

    ShellScript read()
    {
        while (m_pos < m_text.size()) {
            skipBlanks();
            if (m_pos >= m_text.size())
                break;
            const char c = m_text[m_pos];
            if (c == '\n' || c == ';' || c == '&' || c == '|') {
                endCommand();
                advance();
                continue;
            }
            if (c == '#' && m_words.empty()) {
                skipComment();
                continue;
            }
            if (c == '#' && atWordStart()) {
                skipComment();
                continue;
            }
            if (c == '<' || c == '>') {
                redirection();
                continue;
            }
            if (c == '(' || c == ')') { // a subshell, a function's "()": its commands are read in line
                endCommand();
                ++m_pos;
                continue;
            }
            if (((m_words.empty() && !m_commandHasWords) || declaring()) && assignment())
                continue;
            word();
        }
        endCommand();
        return std::move(m_script);
    }

private:
    [[noreturn]] void fail(const std::string& why) const
    {
        throw InputError("line " + std::to_string(m_line), why + " (the script is read, never run)");
    }

    void advance()
    {
        if (m_text[m_pos] == '\n')
            ++m_line;
        ++m_pos;
    }

    /** The command so far is `export` / `declare` / ... (and its options): NAME=value follows. */
    bool declaring() const
    {
        if (m_words.empty())
            return false;
        const std::string& first = m_words.front();
        if (first != "export" && first != "declare" && first != "readonly" && first != "local")
            return false;
        for (size_t i = 1; i < m_words.size(); ++i)
            if (m_words[i].empty() || m_words[i][0] != '-')
                return false;
        return true;
    }

    bool atWordStart() const { return m_pos == 0 || endsWord(m_text[m_pos - 1]); }

    void skipBlanks()
    {
        while (m_pos < m_text.size()) {
            if (isBlank(m_text[m_pos])) {
                ++m_pos;
            } else if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n') {
                m_pos += 2; // a line continuation
                ++m_line;
            } else {
                break;
            }
        }
    }

    void skipComment()
    {
        while (m_pos < m_text.size() && m_text[m_pos] != '\n')
            ++m_pos;
    }

    void endCommand()
    {
        if (!m_words.empty()) {
            const std::string& first = m_words.front();
            if (first == "eval" || first == "source" || first == ".")
                throwAt(m_commandLine, "'" + first + "' runs other code, which is not read");
            if (first == "export" || first == "declare" || first == "readonly" || first == "local") {
                // their assignments were kept as they were read; the command itself says nothing
            } else {
                if (!m_wordOpaque.empty() && m_wordOpaque.front())
                    throwAt(m_commandLine, "the command's name comes from a command substitution (line " +
                                               std::to_string(m_wordOpaque.front()) + "), which is not run");
                m_script.commands.push_back({m_commandLine, std::move(m_words), std::move(m_wordLines),
                                             std::move(m_wordOpaque), std::move(m_unset)});
            }
        }
        m_words.clear();
        m_wordLines.clear();
        m_wordOpaque.clear();
        m_unset.clear();
        m_commandHasWords = false;
    }

    [[noreturn]] void throwAt(int line, const std::string& why) const
    {
        throw InputError("line " + std::to_string(line), why + " (the script is read, never run)");
    }

    void redirection()
    {
        if (m_text.substr(m_pos, 2) == "<<")
            fail("a here-document is not read");
        if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '(')
            fail("process substitution is not run");
        while (m_pos < m_text.size() && (m_text[m_pos] == '<' || m_text[m_pos] == '>' || m_text[m_pos] == '&'))
            ++m_pos;
        // the redirection's target ("log.txt", "&1") is not a word of the command
        skipBlanks();
        Fields target(&m_line);
        while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
            segment(target, 0);
    }

    /** NAME=value or NAME=(...) at the start of a command; false when the text is not one. */
    bool assignment()
    {
        size_t p = m_pos;
        if (!isNameStart(m_text[p]))
            return false;
        while (p < m_text.size() && isNameChar(m_text[p]))
            ++p;
        bool append = false;
        if (p + 1 < m_text.size() && m_text[p] == '+' && m_text[p + 1] == '=') {
            append = true;
            ++p;
        }
        if (p >= m_text.size() || m_text[p] != '=')
            return false;
        const std::string name(m_text.substr(m_pos, p - m_pos - (append ? 1 : 0)));
        m_pos = p + 1;
        if (m_pos < m_text.size() && m_text[m_pos] == '(') {
            ++m_pos;
            std::vector<std::string> items = append ? m_script.arrays[name] : std::vector<std::string>{};
            std::vector<int> itemLines = append ? m_arrayLines[name] : std::vector<int>{};
            std::vector<int> itemOpaque = append ? m_arrayOpaque[name] : std::vector<int>{};
            while (true) {
                skipBlanks();
                while (m_pos < m_text.size() && m_text[m_pos] == '\n') {
                    advance();
                    skipBlanks();
                }
                if (m_pos < m_text.size() && m_text[m_pos] == '#') {
                    skipComment();
                    continue;
                }
                if (m_pos >= m_text.size())
                    fail("the array " + name + " is not closed with ')'");
                if (m_text[m_pos] == ')') {
                    ++m_pos;
                    break;
                }
                Fields f(&m_line);
                while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
                    segment(f, 0);
                f.finish();
                items.insert(items.end(), f.done.begin(), f.done.end());
                itemLines.insert(itemLines.end(), f.lines.begin(), f.lines.end());
                itemOpaque.insert(itemOpaque.end(), f.opaque.begin(), f.opaque.end());
            }
            m_script.arrays[name] = std::move(items);
            m_arrayLines[name] = std::move(itemLines);
            m_arrayOpaque[name] = std::move(itemOpaque);
            return true;
        }
        // The value is one word: assignments do not split fields.
        Fields f(&m_line);
        while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
            segment(f, 0, true);
        f.finish();
        std::string value;
        for (size_t i = 0; i < f.done.size(); ++i)
            value += (i ? " " : "") + f.done[i];
        m_script.variables[name] = append ? m_script.variables[name] + value : value;
        if (const int o = f.firstOpaque())
            m_script.opaqueVariables[name] = o;
        else if (!append)
            m_script.opaqueVariables.erase(name);
        return true;
    }

    void word()
    {
        if (!m_commandHasWords)
            m_commandLine = m_line;
        m_commandHasWords = true;
        const size_t start = m_pos;
        Fields f(&m_line);
        while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
            segment(f, 0);
        f.finish();
        // "2>&1": the digits before a redirection name a file descriptor, not a word.
        if (m_pos < m_text.size() && (m_text[m_pos] == '>' || m_text[m_pos] == '<') &&
            m_text.substr(start, m_pos - start).find_first_not_of("0123456789") == std::string_view::npos) {
            if (m_words.empty())
                m_commandHasWords = false;
            return;
        }
        if (m_words.size() + f.done.size() > kMostWords)
            fail("more than a million words");
        for (std::string& w : f.done)
            m_words.push_back(std::move(w));
        m_wordLines.insert(m_wordLines.end(), f.lines.begin(), f.lines.end());
        m_wordOpaque.insert(m_wordOpaque.end(), f.opaque.begin(), f.opaque.end());
        if (m_words.empty())
            m_commandHasWords = false; // an expansion to nothing
    }

    /** One piece of a word at m_pos: quoted text, an escape, an expansion or a character. */
    void segment(Fields& f, int depth, bool noSplit = false)
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
                    f.markOpaque(m_line);
                    skipBackticks();
                } else if (d == '$') {
                    const std::vector<std::string> values = expansion(depth, true);
                    if (m_lastOpaque)
                        f.markOpaque(m_lastOpaque);
                    if (values.size() > 1) { // "${ARRAY[@]}": a field for each item
                        f.item(inside + values[0], expandedLine(0));
                        if (const int o = expandedOpaque(0))
                            f.markOpaque(o);
                        for (size_t i = 1; i < values.size(); ++i) {
                            f.finish();
                            f.item(values[i], expandedLine(i));
                            if (const int o = expandedOpaque(i))
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
            f.markOpaque(m_line);
            skipBackticks();
        } else if (c == '$') {
            // $'...' is a quoted word, not an expansion to split.
            const bool ansiQuoted = m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\'';
            const std::vector<std::string> values = expansion(depth, false);
            if (m_lastOpaque)
                f.markOpaque(m_lastOpaque);
            if (values.size() > 1) { // an array: one field each
                for (size_t i = 0; i < values.size(); ++i) {
                    if (i)
                        f.finish();
                    f.item(values[i], expandedLine(i));
                    if (const int o = expandedOpaque(i))
                        f.markOpaque(o);
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

    /** Past a `...` substitution at m_pos (the opening backtick), counting its lines. */
    void skipBackticks()
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

    /** Past a $(...) or $((...)) whose '(' is at m_pos: nested parentheses and quotes, counting lines. */
    void skipParenthesised()
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

    /** The value of the expansion at m_pos ('$'); several for an array's [@]. */
    std::vector<std::string> expansion(int depth, bool quoted)
    {
        if (depth > kMostNesting)
            fail("expansions nest more than " + std::to_string(kMostNesting) + " levels deep");
        ++m_pos; // '$'
        m_expandedLines.clear();
        m_expandedOpaque.clear();
        m_lastOpaque = 0;
        if (m_pos >= m_text.size())
            return {"$"};
        const char c = m_text[m_pos];
        if (c == '(') { // $(...) and $((...)): their value would need running them; only their extent is read
            m_lastOpaque = m_line;
            skipParenthesised();
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

    std::vector<std::string> braced(int depth, bool quoted)
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
                        for (int o : m_arrayOpaque[name])
                            m_lastOpaque = m_lastOpaque ? m_lastOpaque : o;
                    }
                    return quoted ? std::vector<std::string>{joined} : it->second;
                }
                m_expandedLines = m_arrayLines[name];
                m_expandedOpaque = m_arrayOpaque[name];
                if (it->second.size() == 1)
                    m_lastOpaque = m_expandedOpaque.empty() ? 0 : m_expandedOpaque.front();
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

    /** A default's word (${A:-word}), expanded like the inside of double quotes. */
    std::string expandWord(const std::string& word, int depth)
    {
        Reader inner(word);
        inner.m_script.variables = m_script.variables;
        inner.m_script.arrays = m_script.arrays;
        inner.m_script.opaqueVariables = m_script.opaqueVariables;
        inner.m_line = m_line;
        Fields f(&m_line);
        while (inner.m_pos < word.size())
            inner.segment(f, depth, true);
        f.finish();
        for (const std::string& u : inner.m_unset)
            m_unset.push_back(u);
        if (const int o = f.firstOpaque())
            m_lastOpaque = o;
        return f.done.empty() ? std::string() : f.done.front();
    }

    /** The line the i-th item of the last array expansion was written on (0: not known). */
    int expandedLine(size_t i) const { return i < m_expandedLines.size() ? m_expandedLines[i] : 0; }
    int expandedOpaque(size_t i) const { return i < m_expandedOpaque.size() ? m_expandedOpaque[i] : 0; }

    std::string lookup(const std::string& name)
    {
        if (const auto o = m_script.opaqueVariables.find(name); o != m_script.opaqueVariables.end())
            m_lastOpaque = o->second;
        const auto it = m_script.variables.find(name);
        if (it != m_script.variables.end())
            return it->second;
        m_unset.push_back(name);
        return "";
    }

    std::string_view m_text;
    size_t m_pos = 0;
    int m_line = 1;
    int m_commandLine = 1;
    bool m_commandHasWords = false;
    std::vector<std::string> m_words;
    std::vector<int> m_wordLines; ///< the line of each of m_words
    std::vector<int> m_wordOpaque; ///< for each of m_words, the line of a command substitution it needs (0: none)
    int m_lastOpaque = 0; ///< the last expansion's value needs the command substitution on this line (0: known)
    std::map<std::string, std::vector<int>> m_arrayLines; ///< the line of each item of each array
    std::map<std::string, std::vector<int>> m_arrayOpaque; ///< each item's command-substitution line (0: known)
    std::vector<int> m_expandedOpaque; ///< the same for the items the last expansion gave
    std::vector<int> m_expandedLines; ///< the lines of the array items the last expansion gave
    std::vector<std::string> m_unset;
    ShellScript m_script;
};

} // namespace

ShellScript parseShellScript(std::string_view text)
{
    return Reader(text).read();
}

} // namespace shardscope
