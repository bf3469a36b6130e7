#include "terminaljson.h"

#include <cstdio>
#include <sstream>

namespace shardscope::cli {

TerminalJsonBuffer::~TerminalJsonBuffer()
{
    sync();
}

void TerminalJsonBuffer::escape(unsigned code)
{
    char text[8];
    std::snprintf(text, sizeof text, "\\u%04x", code);
    m_target->sputn(text, 6);
}

void TerminalJsonBuffer::put(const char* s, size_t n)
{
    size_t from = 0;
    for (size_t i = 0; i < n; ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (m_leadC2) {
            m_leadC2 = false;
            if (c >= 0x80 && c <= 0x9f) { // U+0080..U+009F: a C1 control
                escape(c);
                from = i + 1;
                continue;
            }
            m_target->sputc(char(0xc2)); // an ordinary two-byte character
        }
        if (c != 0x7f && c != 0xc2)
            continue;
        m_target->sputn(s + from, std::streamsize(i - from));
        from = i + 1;
        if (c == 0x7f)
            escape(c);
        else
            m_leadC2 = true;
    }
    m_target->sputn(s + from, std::streamsize(n - from));
}

TerminalJsonBuffer::int_type TerminalJsonBuffer::overflow(int_type ch)
{
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    put(&c, 1);
    return ch;
}

std::streamsize TerminalJsonBuffer::xsputn(const char* s, std::streamsize n)
{
    put(s, size_t(n));
    return n;
}

int TerminalJsonBuffer::sync()
{
    if (m_leadC2) { // the text ended on a lead byte: pass it on as it came
        m_target->sputc(char(0xc2));
        m_leadC2 = false;
    }
    return m_target->pubsync();
}

std::string terminalJson(const nlohmann::json& value)
{
    std::ostringstream text;
    {
        TerminalJsonBuffer buffer(text.rdbuf());
        std::ostream out(&buffer);
        out << value.dump(2) << '\n';
    }
    return text.str();
}

} // namespace shardscope::cli
