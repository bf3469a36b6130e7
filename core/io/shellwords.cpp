// parseShellScript(): a launch script split into words as sh would, without running it.

#include "shellwords.h"

#include "inputerror.h"

#include <algorithm>
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
    /// For each field of `done`: what its value needs that the script does not give (line 0: nothing).
    std::vector<UnknownValue> opaque;
    UnknownValue currentOpaque;
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
    /** The field's value needs something the script does not give. */
    void markOpaque(const UnknownValue& why)
    {
        begin();
        if (!currentOpaque)
            currentOpaque = why;
    }
    /** The first unknown value among the fields so far (line 0: every one is known). */
    UnknownValue firstOpaque() const
    {
        for (const UnknownValue& o : opaque)
            if (o)
                return o;
        return currentOpaque;
    }
    void unquotedLiteral(char c)
    {
        begin();
        current += c;
    }
    /**
     * An unquoted expansion: its blanks split fields (IFS), its empty value adds none. `line`,
     * where not 0, is where the text was written (an array's item), for the fields it starts.
     */
    void splittable(const std::string& text, int line = 0)
    {
        for (char c : text) {
            if (isBlank(c) || c == '\n') {
                finish();
            } else {
                const bool fresh = !started;
                begin();
                if (fresh && line > 0)
                    currentLine = line;
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
        currentOpaque = {};
    }

private:
    void begin()
    {
        if (!started)
            currentLine = *now;
        started = true;
    }
};

/** Whether a variable is one a scheduler or launcher sets for each job at run time. */
bool isSchedulerVariable(const std::string& name)
{
    static constexpr std::string_view prefixes[] = {"SLURM_", "SLURMD_", "PMI_", "PMIX_", "OMPI_COMM_WORLD_", "PBS_",
                                                    "LSB_", "MV2_COMM_WORLD_", "OMPI_MCA_"};
    for (std::string_view p : prefixes)
        if (name.compare(0, p.size(), p) == 0)
            return true;
    return false;
}

/** Three-valued truth of a condition the reader may not be able to decide. */
enum class Truth : uint8_t
{
    False,
    True,
    Unknown
};

Truth truthOf(bool b) { return b ? Truth::True : Truth::False; }
Truth negated(Truth t) { return t == Truth::Unknown ? t : truthOf(t == Truth::False); }

/** `a && b` and `a || b` read left to right as sh does, where either side may be unknown. */
Truth combined(Truth left, bool both, Truth right)
{
    if (both)
        return left == Truth::False ? Truth::False : left == Truth::True ? right : (right == Truth::False ? Truth::False : Truth::Unknown);
    return left == Truth::True ? Truth::True : left == Truth::False ? right : (right == Truth::True ? Truth::True : Truth::Unknown);
}

bool integerText(const std::string& s, long long& out)
{
    if (s.empty() || s.size() > 18)
        return false;
    size_t i = s[0] == '-' || s[0] == '+' ? 1 : 0;
    if (i == s.size())
        return false;
    for (size_t k = i; k < s.size(); ++k)
        if (!std::isdigit(static_cast<unsigned char>(s[k])))
            return false;
    out = std::stoll(s);
    return true;
}

/** A test command's verdict from its words (`[ a = b ]`, `[[ -z x ]]`, `test 3 -gt 2`, `true`). */
Truth testVerdict(std::vector<std::string> w)
{
    bool negate = false;
    while (!w.empty() && w.front() == "!") {
        negate = !negate;
        w.erase(w.begin());
    }
    if (w.empty())
        return Truth::Unknown;
    Truth t = Truth::Unknown;
    const bool doubleBracket = w.front() == "[[";
    if (w.size() == 1 && (w.front() == "true" || w.front() == ":")) {
        t = Truth::True;
    } else if (w.size() == 1 && w.front() == "false") {
        t = Truth::False;
    } else if ((w.front() == "[" && w.back() == "]") || (doubleBracket && w.back() == "]]") || w.front() == "test") {
        std::vector<std::string> in(w.begin() + 1, w.end() - (w.front() == "test" ? 0 : 1));
        bool inner = false;
        while (!in.empty() && in.front() == "!") {
            inner = !inner;
            in.erase(in.begin());
        }
        long long a = 0, b = 0;
        if (in.empty()) {
            t = Truth::False;
        } else if (in.size() == 1) {
            t = truthOf(!in[0].empty());
        } else if (in.size() == 2 && (in[0] == "-z" || in[0] == "-n")) {
            t = truthOf(in[0] == "-z" ? in[1].empty() : !in[1].empty());
        } else if (in.size() == 3) {
            const std::string& op = in[1];
            const bool pattern = doubleBracket && in[2].find_first_of("*?[") != std::string::npos;
            if ((op == "=" || op == "==") && !pattern)
                t = truthOf(in[0] == in[2]);
            else if (op == "!=" && !pattern)
                t = truthOf(in[0] != in[2]);
            else if (integerText(in[0], a) && integerText(in[2], b)) {
                if (op == "-eq")
                    t = truthOf(a == b);
                else if (op == "-ne")
                    t = truthOf(a != b);
                else if (op == "-lt")
                    t = truthOf(a < b);
                else if (op == "-le")
                    t = truthOf(a <= b);
                else if (op == "-gt")
                    t = truthOf(a > b);
                else if (op == "-ge")
                    t = truthOf(a >= b);
            }
        } // file tests, -a / -o and the rest need running the script
        if (inner)
            t = negated(t);
    }
    return negate ? negated(t) : t;
}

/**
 * Integer arithmetic as `$((...))` does it, over numbers and the script's own integer
 * variables: + - * / % and parentheses. False where it needs anything else.
 */
class Arithmetic
{
public:
    Arithmetic(std::string_view text, const std::map<std::string, std::string>& variables,
               const std::map<std::string, UnknownValue>& unknown)
        : m_text(text), m_variables(variables), m_unknown(unknown)
    {
    }

    bool evaluate(long long& out)
    {
        if (!sum(out))
            return false;
        blanks();
        return m_pos == m_text.size();
    }

private:
    void blanks()
    {
        while (m_pos < m_text.size() && (isBlank(m_text[m_pos]) || m_text[m_pos] == '\n'))
            ++m_pos;
    }
    bool sum(long long& v)
    {
        if (!product(v))
            return false;
        while (true) {
            blanks();
            if (m_pos >= m_text.size() || (m_text[m_pos] != '+' && m_text[m_pos] != '-'))
                return true;
            const char op = m_text[m_pos++];
            long long r = 0;
            if (!product(r))
                return false;
            v = op == '+' ? v + r : v - r;
        }
    }
    bool product(long long& v)
    {
        if (!factor(v))
            return false;
        while (true) {
            blanks();
            if (m_pos >= m_text.size() || std::string_view("*/%").find(m_text[m_pos]) == std::string_view::npos)
                return true;
            const char op = m_text[m_pos++];
            long long r = 0;
            if (!factor(r) || (op != '*' && r == 0))
                return false;
            if (op == '*' && r != 0 && (v > (1LL << 40) || v < -(1LL << 40) || r > (1LL << 22) || r < -(1LL << 22)))
                return false; // no overflow: a launch script's numbers are far smaller
            v = op == '*' ? v * r : op == '/' ? v / r : v % r;
        }
    }
    bool factor(long long& v)
    {
        blanks();
        if (m_pos >= m_text.size() || ++m_depth > kMostNesting * 4)
            return false;
        const char c = m_text[m_pos];
        if (c == '(') {
            ++m_pos;
            if (!sum(v))
                return false;
            blanks();
            if (m_pos >= m_text.size() || m_text[m_pos] != ')')
                return false;
            ++m_pos;
            return true;
        }
        if (c == '-' || c == '+') {
            ++m_pos;
            if (!factor(v))
                return false;
            v = c == '-' ? -v : v;
            return true;
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            const size_t start = m_pos;
            while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
                ++m_pos;
            return integerText(std::string(m_text.substr(start, m_pos - start)), v);
        }
        size_t p = m_pos;
        bool braced = false;
        if (c == '$') {
            ++p;
            braced = p < m_text.size() && m_text[p] == '{';
            p += braced ? 1 : 0;
        }
        if (p >= m_text.size() || !isNameStart(m_text[p]))
            return false;
        const size_t start = p;
        while (p < m_text.size() && isNameChar(m_text[p]))
            ++p;
        const std::string name(m_text.substr(start, p - start));
        if (braced) {
            if (p >= m_text.size() || m_text[p] != '}')
                return false;
            ++p;
        }
        m_pos = p;
        const auto it = m_variables.find(name);
        return it != m_variables.end() && !m_unknown.count(name) && integerText(it->second, v);
    }

    std::string_view m_text;
    const std::map<std::string, std::string>& m_variables;
    const std::map<std::string, UnknownValue>& m_unknown;
    size_t m_pos = 0;
    int m_depth = 0;
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

private:
    /// One `if ... fi` the reader is in, and which of its branches it is reading.
    enum class Branch : uint8_t
    {
        Evaluating, ///< reading the condition of `if` / `elif`
        Taking,     ///< the branch the condition chose
        Waiting,    ///< passing over a branch whose condition failed; a later one may run
        Done,       ///< passing over the rest once a branch ran
        Unknown,    ///< the condition needs running the script: the branch may or may not run
        Dead        ///< the whole `if` is inside a branch that does not run
    };
    struct Conditional
    {
        Branch branch = Branch::Evaluating;
        int line = 0; ///< of the `if` (or of the `elif` that made it unknown)
    };

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

    /** A branch not taken is being passed over: nothing in it counts. */
    bool skipping() const
    {
        for (const Conditional& c : m_conditionals)
            if (c.branch == Branch::Waiting || c.branch == Branch::Done || c.branch == Branch::Dead)
                return true;
        return false;
    }

    /** The innermost undecided `if` around what is read (line 0: every branch around is certain). */
    UnknownValue uncertainty() const
    {
        for (auto it = m_conditionals.rbegin(); it != m_conditionals.rend(); ++it)
            if (it->branch == Branch::Unknown)
                return {it->line, UnknownCause::Condition, {}};
        return {};
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

    /** The verdict of the test command read so far, unknown where its words are. */
    Truth currentTest() const
    {
        const bool unknownWords = !m_unset.empty() || std::any_of(m_wordOpaque.begin(), m_wordOpaque.end(),
                                                                  [](const UnknownValue& u) { return bool(u); });
        return unknownWords ? Truth::Unknown : testVerdict(m_words);
    }

    /** The `if` / `elif` condition read so far is one test of several joined by && or ||. */
    void chainCondition(bool both)
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

    /** The condition of the `if` / `elif` being read is complete: which branch runs. */
    void decideCondition()
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

    /** `if`, `then`, `elif`, `else`, `fi` written as a command's first word. */
    bool keyword(std::string_view w)
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

    void endCommand()
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

    [[noreturn]] void throwAt(int line, const std::string& why) const
    {
        throw InputError("line " + std::to_string(line), why + " (the script is read, never run)");
    }

    void redirection()
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

    /**
     * At the start of a line after `<<EOF`: the here-documents' bodies, input to a command and
     * never its words. The body `cat` writes to a file is kept (ShellScript::writtenFiles),
     * expanded as sh expands it: parameters and arithmetic, never a command substitution.
     */
    void skipHereDocuments()
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

    /** A here-document's body from m_pos to `end`, with `$` expansions as sh makes them (never `...`). */
    std::string expandedBody(size_t end, UnknownValue& unknown)
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

    /** Stores a variable's value as the branches around it allow. */
    void store(const std::string& name, std::string value, UnknownValue unknown, bool append)
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

    void word()
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
        m_lastOpaque = {};
        if (m_pos >= m_text.size())
            return {"$"};
        const char c = m_text[m_pos];
        if (c == '(') { // $(...) is never run; $((...)) is evaluated where the script gives its operands
            const int line = m_line;
            const size_t open = m_pos;
            skipParenthesised();
            const bool arithmetic = m_pos - open >= 4 && m_text[open + 1] == '(' && m_text[m_pos - 2] == ')';
            if (arithmetic) {
                long long value = 0;
                if (Arithmetic(m_text.substr(open + 2, m_pos - open - 4), m_script.variables, m_script.unknownVariables)
                        .evaluate(value))
                    return {std::to_string(value)};
            }
            m_lastOpaque = {line, arithmetic ? UnknownCause::Arithmetic : UnknownCause::CommandSubstitution, {}};
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

    /** A default's word (${A:-word}), expanded like the inside of double quotes. */
    std::string expandWord(const std::string& word, int depth)
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

    /** The line the i-th item of the last array expansion was written on (0: not known). */
    int expandedLine(size_t i) const { return i < m_expandedLines.size() ? m_expandedLines[i] : 0; }
    UnknownValue expandedOpaque(size_t i) const { return i < m_expandedOpaque.size() ? m_expandedOpaque[i] : UnknownValue{}; }

    std::string lookup(const std::string& name)
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

    std::string_view m_text;
    size_t m_pos = 0;
    int m_line = 1;
    int m_commandLine = 1;
    bool m_commandHasWords = false;
    std::vector<std::string> m_words;
    std::vector<int> m_wordLines; ///< the line of each of m_words
    std::vector<UnknownValue> m_wordOpaque; ///< for each of m_words, what its value needs that is not known
    UnknownValue m_lastOpaque; ///< what the last expansion's value needs that is not known (line 0: nothing)
    std::map<std::string, std::vector<int>> m_arrayLines; ///< the line of each item of each array
    std::map<std::string, std::vector<UnknownValue>> m_arrayOpaque; ///< each item's unknown part (line 0: known)
    std::vector<UnknownValue> m_expandedOpaque; ///< the same for the items the last expansion gave
    std::vector<int> m_expandedLines; ///< the lines of the array items the last expansion gave
    std::vector<std::string> m_unset;
    ShellScript m_script;
    std::vector<Conditional> m_conditionals; ///< the `if`s around the text being read, outermost first
    bool m_inCondition = false;      ///< reading an `if` / `elif` condition
    bool m_conditionChained = false; ///< the condition is a pipeline or runs in the background: unknown
    int m_conditionParts = 0;        ///< tests of the condition already joined by && / ||
    bool m_conditionBoth = false;    ///< the last join was && (else ||)
    Truth m_conditionSoFar = Truth::Unknown;
    /// A here-document waiting for the end of its command's line.
    struct HereDocument
    {
        std::string delimiter;
        bool stripTabs = false; ///< <<-
        bool quoted = false;    ///< <<'EOF': the body is not expanded
        int command = 0;        ///< m_commands when it was met: its command is the one being read
        std::string target;     ///< the file `cat` writes it to, once its command is read
    };
    std::vector<HereDocument> m_hereDocuments;
    std::string m_commandOutput; ///< the current command's `> file`, as expanded
    size_t m_commands = 0;       ///< commands ended so far (numbers the current one)
};

} // namespace

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
    return Reader(text).read();
}

} // namespace shardscope
