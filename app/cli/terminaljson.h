#pragma once

#include <nlohmann/json.hpp>

#include <ostream>
#include <streambuf>
#include <string>

namespace shardscope::cli {

/**
 * JSON text for a terminal, passed on to another stream buffer as it is written. dump()
 * escapes the C0 controls but lets DEL and the C1 controls (CSI among them) through; in JSON
 * they occur only inside strings, where \u00XX means the same, so they are written so. A
 * report of 65,536 stages (67 MB) goes out as it is serialised, never held as one string.
 */
class TerminalJsonBuffer : public std::streambuf
{
public:
    explicit TerminalJsonBuffer(std::streambuf* target) : m_target(target) {}
    ~TerminalJsonBuffer() override;
    TerminalJsonBuffer(const TerminalJsonBuffer&) = delete;
    TerminalJsonBuffer& operator=(const TerminalJsonBuffer&) = delete;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void put(const char* s, size_t n);
    void escape(unsigned code);

    std::streambuf* m_target;
    bool m_leadC2 = false; ///< the last byte was 0xC2, whose follower decides
};

/** `value` as terminal-safe JSON with a final newline. */
std::string terminalJson(const nlohmann::json& value);

} // namespace shardscope::cli
