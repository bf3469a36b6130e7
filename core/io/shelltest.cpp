// What the shell reader decides without running anything: a variable a scheduler sets, the
// verdict of a test command (`[ ... ]`, `[[ ... ]]`, `test`), and `$((...))` over known numbers.

#include "shellreader.h"

namespace shardscope::shell {

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

namespace {

Truth truthOf(bool b) { return b ? Truth::True : Truth::False; }
Truth negated(Truth t) { return t == Truth::Unknown ? t : truthOf(t == Truth::False); }

} // namespace

/** `a && b` and `a || b` read left to right as sh does, where either side may be unknown. */
Truth combined(Truth left, bool both, Truth right)
{
    if (both)
        return left == Truth::False ? Truth::False : left == Truth::True ? right : (right == Truth::False ? Truth::False : Truth::Unknown);
    return left == Truth::True ? Truth::True : left == Truth::False ? right : (right == Truth::True ? Truth::True : Truth::Unknown);
}

namespace {

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

} // namespace

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

namespace {

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

} // namespace

std::optional<long long> arithmetic(std::string_view text, const std::map<std::string, std::string>& variables,
                                    const std::map<std::string, UnknownValue>& unknown)
{
    long long value = 0;
    if (Arithmetic(text, variables, unknown).evaluate(value))
        return value;
    return std::nullopt;
}

} // namespace shardscope::shell
