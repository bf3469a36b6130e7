#pragma once

#include "core/text/translatable.h"

#include <stdexcept>
#include <string>

namespace shardscope {

/**
 * Bad input from a file or a command line: one message that names where the problem is
 * (the file, then a JSON path such as `parallel.tp` or a command-line option) and what was
 * wrong with it. what() is "file: path: message" with the empty parts left out. The text is
 * not escaped here: whoever shows it to a terminal passes it through printableText().
 *
 * The message is a TranslatableText (core/io/inputtext.h has the readers' templates): the CLI
 * prints what() and message(), its English; the window shows text() or textWithoutFile() in
 * the user's language (ui::translated(), widgets/support/coretext.h). A message given as a
 * plain string is shown as it is in every language.
 */
class InputError : public std::runtime_error
{
public:
    /** An error at `path` (a JSON path, an option, or a file when nothing finer is known). */
    InputError(std::string path, std::string message)
        : InputError(std::string(), std::move(path), std::move(message))
    {}
    InputError(std::string path, TranslatableText message)
        : InputError(std::string(), std::move(path), std::move(message))
    {}

    /** An error at `path` inside `file`; `path` is empty for problems with the whole file. */
    InputError(std::string file, std::string path, std::string message)
        : InputError(std::move(file), std::move(path), TranslatableText().verbatim(std::move(message)))
    {}
    InputError(std::string file, std::string path, TranslatableText message)
        : std::runtime_error(join(join(file, path), message.english())), m_file(std::move(file)),
          m_path(std::move(path)), m_message(message.english()), m_text(std::move(message))
    {}

    const std::string& file() const { return m_file; }
    const std::string& path() const { return m_path; }
    /** The message in English (what the CLI prints after the file and the path). */
    const std::string& message() const { return m_message; }
    /** The message as a translatable text; its english() is message(). */
    const TranslatableText& text() const { return m_text; }

    /** The same error inside `file`; an error that already names its file is kept as is. */
    InputError inFile(const std::string& file) const
    {
        return m_file.empty() ? InputError(file, m_path, m_text) : *this;
    }

    /** "path: message" (or only the message): for a view that names the file itself. */
    std::string withoutFile() const { return join(m_path, m_message); }
    /** withoutFile() as a translatable text: the path as it is, the message translated. */
    TranslatableText textWithoutFile() const
    {
        TranslatableText out;
        if (!m_path.empty())
            out.verbatim(m_text.empty() ? m_path : m_path + ": ");
        return out.append(m_text);
    }

private:
    static std::string join(const std::string& a, const std::string& b)
    {
        if (a.empty())
            return b;
        return b.empty() ? a : a + ": " + b;
    }

    std::string m_file;
    std::string m_path;
    std::string m_message;
    TranslatableText m_text;
};

} // namespace shardscope
