// The reader behind parseShellScript() (shellwords.h), shared by the files that define it:
// shellwords.cpp (commands, assignments, conditionals, here-documents), shellexpansion.cpp
// (quotes and `$` expansions) and shelltest.cpp (test verdicts and `$((...))`). Internal to
// core/io: nothing outside these files includes it.
#pragma once

#include "shellwords.h"

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::shell {

inline constexpr int kMostNesting = 8;              ///< ${A:-${B:-${C}}} deeper than this is refused
inline constexpr size_t kMostWords = 1000000;       ///< words in one script (a real one: hundreds)

inline bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
inline bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
/** Characters that end an unquoted word. */
inline bool endsWord(char c) { return isBlank(c) || c == '\n' || c == ';' || c == '&' || c == '|' || c == '<' || c == '>' || c == '(' || c == ')'; }

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
bool isSchedulerVariable(const std::string& name);

/** Three-valued truth of a condition the reader may not be able to decide. */
enum class Truth : uint8_t
{
    False,
    True,
    Unknown
};

/** `a && b` and `a || b` read left to right as sh does, where either side may be unknown. */
Truth combined(Truth left, bool both, Truth right);

/** A test command's verdict from its words (`[ a = b ]`, `[[ -z x ]]`, `test 3 -gt 2`, `true`). */
Truth testVerdict(std::vector<std::string> words);

/**
 * Integer arithmetic as `$((...))` does it, over numbers and the script's own integer
 * variables: + - * / % and parentheses; nullopt where it needs anything else.
 */
std::optional<long long> arithmetic(std::string_view text, const std::map<std::string, std::string>& variables,
                                    const std::map<std::string, UnknownValue>& unknown);

/**
 * One pass over a script's text, as parseShellScript() makes it: owns the ShellScript being
 * built (variables, arrays, commands) and the reading state (position, line, the command and
 * word in progress, the `if`s around, pending here-documents), which every piece of the pass
 * updates in order. Never runs or evaluates anything but the script's own values.
 */
class Reader
{
public:
    explicit Reader(std::string_view text) : m_text(text) {}

    ShellScript read();

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

    [[noreturn]] void fail(const std::string& why) const;

    void advance();

    /** A branch not taken is being passed over: nothing in it counts. */
    bool skipping() const;

    /** The innermost undecided `if` around what is read (line 0: every branch around is certain). */
    UnknownValue uncertainty() const;

    /** The command so far is `export` / `declare` / ... (and its options): NAME=value follows. */
    bool declaring() const;

    bool atWordStart() const { return m_pos == 0 || endsWord(m_text[m_pos - 1]); }

    void skipBlanks();

    void skipComment();

    /** The verdict of the test command read so far, unknown where its words are. */
    Truth currentTest() const;

    /** The `if` / `elif` condition read so far is one test of several joined by && or ||. */
    void chainCondition(bool both);

    /** The condition of the `if` / `elif` being read is complete: which branch runs. */
    void decideCondition();

    /** `if`, `then`, `elif`, `else`, `fi` written as a command's first word. */
    bool keyword(std::string_view w);

    void endCommand();

    [[noreturn]] void throwAt(int line, const std::string& why) const;

    void redirection();

    /**
     * At the start of a line after `<<EOF`: the here-documents' bodies, input to a command and
     * never its words. The body `cat` writes to a file is kept (ShellScript::writtenFiles),
     * expanded as sh expands it: parameters and arithmetic, never a command substitution.
     */
    void skipHereDocuments();

    /** A here-document's body from m_pos to `end`, with `$` expansions as sh makes them (never `...`). */
    std::string expandedBody(size_t end, UnknownValue& unknown);

    /** Stores a variable's value as the branches around it allow. */
    void store(const std::string& name, std::string value, UnknownValue unknown, bool append);

    /** NAME=value or NAME=(...) at the start of a command; false when the text is not one. */
    bool assignment();

    void word();

    /** One piece of a word at m_pos: quoted text, an escape, an expansion or a character. */
    void segment(Fields& f, int depth, bool noSplit = false);

    /** Past a `...` substitution at m_pos (the opening backtick), counting its lines. */
    void skipBackticks();

    /** Past a $(...) or $((...)) whose '(' is at m_pos: nested parentheses and quotes, counting lines. */
    void skipParenthesised();

    /** The value of the expansion at m_pos ('$'); several for an array's [@]. */
    std::vector<std::string> expansion(int depth, bool quoted);

    std::vector<std::string> braced(int depth, bool quoted);

    /** A default's word (${A:-word}), expanded like the inside of double quotes. */
    std::string expandWord(const std::string& word, int depth);

    /** The line the i-th item of the last array expansion was written on (0: not known). */
    int expandedLine(size_t i) const { return i < m_expandedLines.size() ? m_expandedLines[i] : 0; }
    UnknownValue expandedOpaque(size_t i) const { return i < m_expandedOpaque.size() ? m_expandedOpaque[i] : UnknownValue{}; }

    std::string lookup(const std::string& name);

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

} // namespace shardscope::shell
