#include "shellscript.h"

namespace shardscope {

std::string shellQuote(std::string_view text)
{
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    out += '\'';
    return out;
}

std::string commentSafe(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text)
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c;
    return out;
}

std::string identifierSafe(std::string_view text, std::string_view fallback)
{
    std::string out;
    for (char c : text) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                        c == '_' || c == '-';
        if (ok)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
        if (out.size() >= 64)
            break;
    }
    while (!out.empty() && (out.back() == '-' || out.front() == '-' || out.front() == '.')) {
        if (out.back() == '-')
            out.pop_back();
        else
            out.erase(out.begin());
    }
    return out.empty() ? std::string(fallback) : out;
}

void ShellScript::comment(std::string_view text)
{
    m_text += "# " + commentSafe(text) + "\n";
}

void ShellScript::blank()
{
    m_text += "\n";
}

void ShellScript::line(std::string_view text)
{
    m_text += std::string(text) + "\n";
}

void ShellScript::exportVariable(std::string_view name, std::string_view value, std::string_view why)
{
    m_text += "export " + std::string(name) + "=" + std::string(value);
    if (!why.empty())
        m_text += "  # " + commentSafe(why);
    m_text += "\n";
}

void ShellScript::array(std::string_view name, const std::vector<std::pair<std::string, std::string>>& flags)
{
    m_text += std::string(name) + "=(\n";
    for (const auto& [flag, value] : flags) {
        m_text += "  " + flag;
        if (!value.empty())
            m_text += " " + value;
        m_text += "\n";
    }
    m_text += ")\n";
}

} // namespace shardscope
