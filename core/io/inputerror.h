#pragma once

#include <stdexcept>
#include <string>

namespace shardscope {

/**
 * Bad input from a file or a command line: one message that names where the problem is
 * (a JSON path such as `parallel.tp`, or a file) and what was wrong with it.
 */
class InputError : public std::runtime_error
{
public:
    InputError(std::string path, std::string message)
        : std::runtime_error(path.empty() ? message : path + ": " + message),
          m_path(std::move(path)), m_message(std::move(message))
    {}

    const std::string& path() const { return m_path; }
    const std::string& message() const { return m_message; }

private:
    std::string m_path;
    std::string m_message;
};

} // namespace shardscope
