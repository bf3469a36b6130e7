#pragma once

#include <stdexcept>
#include <string>

namespace shardscope {

/**
 * Bad input from a file or a command line: one message that names where the problem is
 * (the file, then a JSON path such as `parallel.tp` or a command-line option) and what was
 * wrong with it. what() is "file: path: message" with the empty parts left out. The text is
 * not escaped here: whoever shows it to a terminal passes it through printableText().
 */
class InputError : public std::runtime_error
{
public:
    /** An error at `path` (a JSON path, an option, or a file when nothing finer is known). */
    InputError(std::string path, std::string message)
        : InputError(std::string(), std::move(path), std::move(message))
    {}

    /** An error at `path` inside `file`; `path` is empty for problems with the whole file. */
    InputError(std::string file, std::string path, std::string message)
        : std::runtime_error(join(join(file, path), message)), m_file(std::move(file)),
          m_path(std::move(path)), m_message(std::move(message))
    {}

    const std::string& file() const { return m_file; }
    const std::string& path() const { return m_path; }
    const std::string& message() const { return m_message; }

    /** The same error inside `file`; an error that already names its file is kept as is. */
    InputError inFile(const std::string& file) const
    {
        return m_file.empty() ? InputError(file, m_path, m_message) : *this;
    }

    /** "path: message" (or only the message): for a view that names the file itself. */
    std::string withoutFile() const { return join(m_path, m_message); }

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
};

} // namespace shardscope
