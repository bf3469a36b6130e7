#include "shellscript.h"

namespace shardscope {

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
