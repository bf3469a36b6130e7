#include "launchfiles.h"

#include "accelerateimport.h"
#include "deepspeedimport.h"
#include "megatronyaml.h"
#include "nemoimport.h"
#include "torchtitanimport.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"

#include <algorithm>

namespace shardscope {

namespace {

int firstInvalidUtf8Line(const std::string& text)
{
    int line = 1;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == '\n') {
            if (!isValidUtf8(std::string_view(text).substr(start, i - start)))
                return line;
            ++line;
            start = i + 1;
        }
    return line;
}

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string baseName(const std::string& p)
{
    const size_t slash = p.rfind('/');
    return slash == std::string::npos ? p : p.substr(slash + 1);
}

} // namespace

const char* launchFileKindName(LaunchFileKind kind)
{
    switch (kind) {
    case LaunchFileKind::Script: return "a launch script";
    case LaunchFileKind::MegatronYaml: return "a Megatron-LM --yaml-cfg file";
    case LaunchFileKind::DeepSpeedJson: return "a DeepSpeed config";
    case LaunchFileKind::TorchtitanToml: return "a torchtitan job file";
    case LaunchFileKind::AccelerateYaml: return "an accelerate config";
    case LaunchFileKind::NemoYaml: return "a NeMo 1.x config";
    case LaunchFileKind::BridgeYaml: return "a Megatron-Bridge config";
    case LaunchFileKind::HuggingFaceJson: return "a Hugging Face model config";
    case LaunchFileKind::Python: return "a Python file";
    case LaunchFileKind::Unknown: break;
    }
    return "a file ShardScope does not read";
}

void checkLaunchText(const LaunchFile& f)
{
    if (!isValidUtf8(f.text))
        throw InputError(f.name, "line " + std::to_string(firstInvalidUtf8Line(f.text)), "is not valid UTF-8 text");
    if (const size_t nul = f.text.find('\0'); nul != std::string::npos) {
        const int line = 1 + int(std::count(f.text.begin(), f.text.begin() + long(nul), '\n'));
        throw InputError(f.name, "line " + std::to_string(line), "holds a NUL byte: this is not a text file");
    }
}

LaunchFileKind classifyLaunchFile(const LaunchFile& f)
{
    const size_t first = f.text.find_first_not_of(" \t\r\n");
    const char lead = first == std::string::npos ? '\0' : f.text[first];
    if (lead == '{') {
        if (looksLikeDeepSpeedConfig(f.text))
            return LaunchFileKind::DeepSpeedJson;
        if (f.text.find("\"model_type\"") != std::string::npos || f.text.find("\"architectures\"") != std::string::npos)
            return LaunchFileKind::HuggingFaceJson;
        return LaunchFileKind::Unknown;
    }
    if (endsWith(f.name, ".py"))
        return LaunchFileKind::Python;
    if (endsWith(f.name, ".toml") || looksLikeTorchtitanToml(f.text))
        return looksLikeTorchtitanToml(f.text) ? LaunchFileKind::TorchtitanToml : LaunchFileKind::Unknown;
    if (endsWith(f.name, ".sh") || endsWith(f.name, ".bash") || endsWith(f.name, ".sbatch") || endsWith(f.name, ".slurm") ||
        f.text.rfind("#!", 0) == 0)
        return LaunchFileKind::Script;
    if (looksLikeMegatronYaml(f.text))
        return LaunchFileKind::MegatronYaml;
    if (looksLikeAccelerateConfig(f.text))
        return LaunchFileKind::AccelerateYaml;
    if (looksLikeNemoYaml(f.text))
        return LaunchFileKind::NemoYaml;
    if (looksLikeBridgeYaml(f.text))
        return LaunchFileKind::BridgeYaml;
    // A command line without a shebang: an argument list or a one-line launch.
    if (f.text.find("pretrain_gpt") != std::string::npos || f.text.find("torchrun") != std::string::npos ||
        f.text.find("torchtitan.train") != std::string::npos)
        return LaunchFileKind::Script;
    return LaunchFileKind::Unknown;
}

LaunchFileSet::LaunchFileSet(const std::vector<LaunchFile>& files) : m_files(files), m_taken(files.size(), false)
{
    for (const LaunchFile& f : m_files) {
        checkLaunchText(f);
        m_kinds.push_back(classifyLaunchFile(f));
        m_matchNames.push_back(f.name);
    }
}

void LaunchFileSet::addWritten(const LaunchFile& file, const std::string& writtenAs)
{
    checkLaunchText(file);
    m_files.push_back(file);
    m_kinds.push_back(classifyLaunchFile(file));
    m_taken.push_back(true);
    m_matchNames.push_back(writtenAs);
}

const LaunchFile* LaunchFileSet::take(const std::string& written, LaunchFileKind kind)
{
    for (size_t i = 0; i < m_files.size(); ++i)
        if (!written.empty() && (m_matchNames[i] == written || baseName(m_matchNames[i]) == baseName(written))) {
            m_taken[i] = true;
            return &m_files[i];
        }
    if (!written.empty())
        return nullptr;
    for (size_t i = 0; i < m_files.size(); ++i)
        if (!m_taken[i] && m_kinds[i] == kind) {
            m_taken[i] = true;
            return &m_files[i];
        }
    return nullptr;
}

} // namespace shardscope
