// parseShellScript(): a launch script split into words as sh would, without running it. The
// reader's commands, assignments, conditionals and here-documents; its expansions are in
// shellexpansion.cpp, its test verdicts and arithmetic in shelltest.cpp.

#include "shellwords.h"

#include "inputerror.h"
#include "shellreader.h"

#include <algorithm>

namespace shardscope {

namespace shell {

ShellScript Reader::read()
{
    while (m_pos < m_text.size()) {
        skipBlanks();
        if (m_pos >= m_text.size())
            break;
        const char c = m_text[m_pos];
        if (c == '\n') {
            endCommand();
            advance();
            skipHereDocuments();
            continue;
        }
        if (c == '&' || c == '|') {
            const bool pair = m_pos + 1 < m_text.size() && m_text[m_pos + 1] == c;
            if (m_inCondition && pair) { // `if [ a ] && [ b ]`: one condition of several tests
                chainCondition(c == '&');
                m_pos += 2;
                continue;
            }
            m_conditionChained = m_inCondition;
            endCommand();
            advance();
            continue;
        }
        if (c == ';') {
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
    if (!m_hereDocuments.empty())
        fail("a here-document is not closed with " + m_hereDocuments.front().delimiter);
    return std::move(m_script);
}

void Reader::fail(const std::string& why) const
{
    throw InputError("line " + std::to_string(m_line), why + " (the script is read, never run)");
}

void Reader::advance()
{
    if (m_text[m_pos] == '\n')
        ++m_line;
    ++m_pos;
}

bool Reader::skipping() const
{
    for (const Conditional& c : m_conditionals)
        if (c.branch == Branch::Waiting || c.branch == Branch::Done || c.branch == Branch::Dead)
            return true;
    return false;
}

UnknownValue Reader::uncertainty() const
{
    for (auto it = m_conditionals.rbegin(); it != m_conditionals.rend(); ++it)
        if (it->branch == Branch::Unknown)
            return {it->line, UnknownCause::Condition, {}};
    return {};
}

bool Reader::declaring() const
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

void Reader::skipBlanks()
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

void Reader::skipComment()
{
    while (m_pos < m_text.size() && m_text[m_pos] != '\n')
        ++m_pos;
}

Truth Reader::currentTest() const
{
    const bool unknownWords = !m_unset.empty() || std::any_of(m_wordOpaque.begin(), m_wordOpaque.end(),
                                                              [](const UnknownValue& u) { return bool(u); });
    return unknownWords ? Truth::Unknown : testVerdict(m_words);
}

void Reader::chainCondition(bool both)
{
    const Truth t = currentTest();
    m_conditionSoFar = m_conditionParts == 0 ? t : combined(m_conditionSoFar, m_conditionBoth, t);
    ++m_conditionParts;
    m_conditionBoth = both;
    m_words.clear();
    m_wordLines.clear();
    m_wordOpaque.clear();
    m_unset.clear();
    m_commandHasWords = false;
}

void Reader::decideCondition()
{
    const Truth last = m_conditionChained ? Truth::Unknown : currentTest();
    const Truth t = m_conditionParts == 0 ? last : combined(m_conditionSoFar, m_conditionBoth, last);
    Conditional& c = m_conditionals.back();
    if (c.branch == Branch::Evaluating)
        c.branch = t == Truth::True ? Branch::Taking : t == Truth::False ? Branch::Waiting : Branch::Unknown;
    m_inCondition = false;
    m_conditionParts = 0;
    m_conditionChained = false;
}

bool Reader::keyword(std::string_view w)
{
    if (w == "if") {
        const bool dead = skipping();
        m_conditionals.push_back({dead ? Branch::Dead : Branch::Evaluating, m_line});
        m_inCondition = !dead;
        return true;
    }
    if (m_conditionals.empty())
        return w == "then" || w == "else" || w == "elif" || w == "fi" ? (fail("'" + std::string(w) + "' without 'if'"), true)
                                                                      : false;
    Conditional& c = m_conditionals.back();
    if (w == "then") {
        endCommand();
        return true;
    }
    if (w == "elif") {
        if (c.branch == Branch::Taking)
            c.branch = Branch::Done;
        else if (c.branch == Branch::Waiting)
            c.branch = Branch::Evaluating;
        m_inCondition = c.branch == Branch::Evaluating;
        return true;
    }
    if (w == "else") {
        if (c.branch == Branch::Taking)
            c.branch = Branch::Done;
        else if (c.branch == Branch::Waiting)
            c.branch = Branch::Taking;
        endCommand();
        return true;
    }
    if (w == "fi") {
        m_conditionals.pop_back();
        endCommand();
        return true;
    }
    return false;
}

void Reader::endCommand()
{
    if (m_inCondition)
        decideCondition();
    if (!m_words.empty()) {
        const std::string& name = m_words.front();
        const bool cat = name == "cat" || (name.size() > 4 && name.compare(name.size() - 4, 4, "/cat") == 0);
        for (HereDocument& h : m_hereDocuments)
            if (h.command == int(m_commands) && cat && !skipping())
                h.target = m_commandOutput;
        ++m_commands;
    }
    m_commandOutput.clear();
    if (!m_words.empty() && !skipping()) {
        const std::string& first = m_words.front();
        if (first == "eval")
            throwAt(m_commandLine, "'eval' runs other code, which is not read");
        if (first == "source" || first == ".") {
            m_script.notes.push_back("line " + std::to_string(m_commandLine) + ": '" + first +
                                     (m_words.size() > 1 ? " " + m_words[1] : std::string()) +
                                     "' is not read: what it sets is not known here");
        } else if (first == "export" || first == "declare" || first == "readonly" || first == "local") {
            // their assignments were kept as they were read; the command itself says nothing
        } else {
            // a command named by what only running gives is refused; one named by a variable an
            // undecided `if` or the scheduler sets is kept as written (nothing is run either way)
            const UnknownValue& name = m_wordOpaque.empty() ? UnknownValue{} : m_wordOpaque.front();
            if (name && (name.cause == UnknownCause::CommandSubstitution || name.cause == UnknownCause::Arithmetic))
                throwAt(m_commandLine, "the command's name " + m_wordOpaque.front().describe());
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

void Reader::throwAt(int line, const std::string& why) const
{
    throw InputError("line " + std::to_string(line), why + " (the script is read, never run)");
}

void Reader::redirection()
{
    const bool output = m_text[m_pos] == '>';
    size_t start = m_pos;
    if (m_text.substr(m_pos, 3) == "<<<") { // a here-string: its word is input, not an argument
        m_pos += 3;
    } else if (m_text.substr(m_pos, 2) == "<<") {
        m_pos += 2;
        const bool stripTabs = m_pos < m_text.size() && m_text[m_pos] == '-';
        m_pos += stripTabs ? 1 : 0;
        skipBlanks();
        start = m_pos;
        Fields delimiter(&m_line);
        while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
            segment(delimiter, 0, true);
        delimiter.finish();
        if (delimiter.done.empty())
            fail("a here-document without its delimiter");
        const std::string_view raw = m_text.substr(start, m_pos - start);
        m_hereDocuments.push_back({delimiter.done.front(), stripTabs, raw.find_first_of("'\"\\") != std::string_view::npos,
                                   int(m_commands), {}});
        return;
    } else if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '(') {
        fail("process substitution is not run");
    }
    while (m_pos < m_text.size() && (m_text[m_pos] == '<' || m_text[m_pos] == '>' || m_text[m_pos] == '&'))
        ++m_pos;
    // the redirection's target ("log.txt", "&1") is not a word of the command
    skipBlanks();
    Fields target(&m_line);
    while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
        segment(target, 0, true);
    target.finish();
    if (output && !target.done.empty())
        m_commandOutput = target.done.front();
}

void Reader::skipHereDocuments()
{
    for (const HereDocument& h : m_hereDocuments) {
        const size_t bodyStart = m_pos;
        const int firstLine = m_line;
        size_t bodyEnd = m_pos;
        while (true) {
            if (m_pos >= m_text.size())
                fail("a here-document is not closed with " + h.delimiter);
            const size_t end = std::min(m_text.find('\n', m_pos), m_text.size());
            std::string_view line = m_text.substr(m_pos, end - m_pos);
            if (h.stripTabs)
                line.remove_prefix(std::min(line.find_first_not_of('\t'), line.size()));
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            if (line == h.delimiter) {
                bodyEnd = m_pos;
                m_pos = end;
                if (m_pos < m_text.size())
                    advance();
                break;
            }
            m_pos = end;
            if (m_pos < m_text.size())
                advance();
        }
        if (h.target.empty())
            continue;
        const size_t resume = m_pos;
        const int resumeLine = m_line;
        WrittenFile& written = m_script.writtenFiles[h.target];
        written = {{}, firstLine, {}};
        if (h.quoted) {
            written.text = std::string(m_text.substr(bodyStart, bodyEnd - bodyStart));
        } else {
            m_pos = bodyStart;
            m_line = firstLine;
            written.text = expandedBody(bodyEnd, written.unknown);
        }
        if (h.stripTabs) { // <<- drops leading tabs of every line
            std::string out;
            bool lineStart = true;
            for (char c : written.text) {
                if (lineStart && c == '\t')
                    continue;
                lineStart = c == '\n';
                out += c;
            }
            written.text = std::move(out);
        }
        m_pos = resume;
        m_line = resumeLine;
    }
    m_hereDocuments.clear();
}

std::string Reader::expandedBody(size_t end, UnknownValue& unknown)
{
    std::string out;
    while (m_pos < end) {
        const char c = m_text[m_pos];
        if (c == '\\' && m_pos + 1 < end && std::string_view("$`\\\n").find(m_text[m_pos + 1]) != std::string_view::npos) {
            if (m_text[m_pos + 1] != '\n')
                out += m_text[m_pos + 1];
            else
                ++m_line;
            m_pos += 2;
        } else if (c == '$') {
            const std::vector<std::string> values = expansion(0, true);
            for (size_t i = 0; i < values.size(); ++i)
                out += (i ? " " : "") + values[i];
            if (m_lastOpaque && !unknown)
                unknown = m_lastOpaque;
        } else if (c == '`') {
            if (!unknown)
                unknown = {m_line, UnknownCause::CommandSubstitution, {}};
            skipBackticks();
        } else {
            out += c;
            advance();
        }
    }
    return out;
}

void Reader::store(const std::string& name, std::string value, UnknownValue unknown, bool append)
{
    if (skipping())
        return;
    if (const UnknownValue maybe = uncertainty(); maybe && !unknown)
        unknown = maybe;
    m_script.variables[name] = append ? m_script.variables[name] + value : std::move(value);
    if (unknown)
        m_script.unknownVariables[name] = unknown;
    else if (!append)
        m_script.unknownVariables.erase(name);
}

bool Reader::assignment()
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
        std::vector<UnknownValue> itemOpaque = append ? m_arrayOpaque[name] : std::vector<UnknownValue>{};
        const UnknownValue maybe = uncertainty();
        if (maybe && !append) // the array is either what it was or this
            for (UnknownValue& u : itemOpaque)
                u = u ? u : maybe;
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
            if (endsWord(m_text[m_pos])) // `A=(a ; b)`, `A=(a > b)`: bash refuses them too
                fail("the array " + name + " holds '" + std::string(1, m_text[m_pos]) + "', which sh does not take inside ( )");
            Fields f(&m_line);
            while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
                segment(f, 0);
            f.finish();
            items.insert(items.end(), f.done.begin(), f.done.end());
            itemLines.insert(itemLines.end(), f.lines.begin(), f.lines.end());
            for (const UnknownValue& u : f.opaque)
                itemOpaque.push_back(u ? u : maybe);
        }
        if (skipping())
            return true;
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
    store(name, std::move(value), f.firstOpaque(), append);
    return true;
}

void Reader::word()
{
    const bool first = m_words.empty() && !m_commandHasWords;
    if (first)
        m_commandLine = m_line;
    m_commandHasWords = true;
    const size_t start = m_pos;
    Fields f(&m_line);
    while (m_pos < m_text.size() && !endsWord(m_text[m_pos]))
        segment(f, 0);
    f.finish();
    if (first && keyword(m_text.substr(start, m_pos - start))) {
        m_commandHasWords = false;
        return;
    }
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

} // namespace shell

std::string UnknownValue::describe() const
{
    const std::string at = std::to_string(line);
    switch (cause) {
    case UnknownCause::CommandSubstitution:
        return "comes from a command substitution on line " + at + ", which is not run";
    case UnknownCause::Arithmetic:
        return "comes from arithmetic on line " + at + " over values the script does not give";
    case UnknownCause::Condition:
        return "depends on the 'if' on line " + at + ", whose condition only running the script can tell";
    case UnknownCause::Scheduler:
        return "is " + name + " (line " + at + "), which the scheduler sets when the job runs";
    }
    return {};
}

ShellScript parseShellScript(std::string_view text)
{
    return shell::Reader(text).read();
}

} // namespace shardscope
