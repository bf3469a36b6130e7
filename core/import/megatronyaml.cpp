#include "megatronyaml.h"

#include "core/io/inputerror.h"
#include "core/io/printabletext.h"

#include <yaml-cpp/yaml.h>

#include <map>

namespace shardscope {

namespace {

constexpr size_t kMostKeys = 100000; ///< a real file has a few hundred

/** TransformerConfig field -> the pretrain_gpt.py flag it is set from, where the names differ. */
const std::map<std::string, std::string>& renamed()
{
    static const std::map<std::string, std::string> names = {
        {"num_moe_experts", "--num-experts"},
        {"virtual_pipeline_model_parallel_size", "--num-virtual-stages-per-pipeline-rank"},
        {"microbatch_group_size_per_vp_stage", "--microbatch-group-size-per-virtual-pipeline-stage"},
        {"layernorm_epsilon", "--norm-epsilon"},
        {"qk_layernorm", "--qk-layernorm"},
        {"moe_token_dropping", "--moe-token-dropping"},
    };
    return names;
}

std::string flagOf(const std::string& key)
{
    const auto it = renamed().find(key);
    if (it != renamed().end())
        return it->second;
    std::string flag = "--" + key;
    for (char& c : flag)
        if (c == '_')
            c = '-';
    return flag;
}

int lineOf(const YAML::Node& n)
{
    return n.Mark().line >= 0 ? n.Mark().line + 1 : 0;
}

class Converter
{
public:
    Converter(const LaunchFile& file, ImportBuilder& b) : m_file(file), m_b(b) {}

    std::vector<ScriptWord> run()
    {
        if (!isValidUtf8(m_file.text))
            throw InputError(m_file.name, "", "is not valid UTF-8 text");
        YAML::Node root;
        try {
            root = YAML::Load(m_file.text);
        } catch (const YAML::Exception& e) {
            throw InputError(m_file.name, "line " + std::to_string(e.mark.line + 1), "is not YAML Megatron can read: " + e.msg);
        }
        if (!root.IsMap())
            throw InputError(m_file.name, "", "a --yaml-cfg file holds a mapping of arguments");
        for (const auto& entry : root) {
            const std::string key = entry.first.as<std::string>();
            if (key == "language_model" || key == "model_parallel") {
                if (!entry.second.IsMap())
                    throw InputError(m_file.name, "line " + std::to_string(lineOf(entry.second)), key + " must be a mapping");
                for (const auto& inner : entry.second)
                    section(key, inner.first.as<std::string>(), inner.second);
            } else {
                argument(key, key, entry.second);
            }
        }
        return std::move(m_words);
    }

private:
    /** A TransformerConfig field: the ones whose meaning is a different flag, then the rest by name. */
    void section(const std::string& section, const std::string& key, const YAML::Node& v)
    {
        const std::string path = section + "." + key;
        if (key == "add_bias_linear") {
            if (scalar(v) == "false" || scalar(v) == "False")
                push("--disable-bias-linear", {}, v);
            else
                m_b.ignore(source(path, v), "biases on the linear layers are Megatron's default");
            return;
        }
        if (key == "gated_linear_unit" || key == "activation_func") {
            if (key == "activation_func" && (scalar(v) == "swiglu" || scalar(v) == "silu"))
                push("--swiglu", {}, v);
            else
                m_b.ignore(source(path, v), key == "gated_linear_unit" ? "read through activation_func"
                                                                       : "ShardScope reads swiglu (silu) or the GeLU default");
            return;
        }
        if (key == "moe_token_dropping" || key == "fp8") {
            if (!isNull(v) && scalar(v) != "false" && scalar(v) != "False")
                throw InputError(m_file.name, "line " + std::to_string(lineOf(v)),
                                 path + ": ShardScope reads this setting from the command-line flags only (--" +
                                     (key == "fp8" ? std::string("fp8-format") : std::string("moe-expert-capacity-factor")) + ")");
            m_b.ignore(source(path, v), "off: Megatron's default");
            return;
        }
        argument(path, key, v, flagOf(key));
    }

    void argument(const std::string& path, const std::string& key, const YAML::Node& v, std::string flag = {})
    {
        if (flag.empty())
            flag = flagOf(key);
        if (++m_keys > kMostKeys)
            throw InputError(m_file.name, "line " + std::to_string(lineOf(v)), "more than 100,000 keys");
        if (v.IsMap())
            throw InputError(m_file.name, "line " + std::to_string(lineOf(v)), path + ": a section Megatron's --yaml-cfg "
                                                                                  "does not have");
        if (isNull(v)) {
            m_b.ignore(source(path, v), "null: Megatron's default applies");
            return;
        }
        if (v.IsSequence()) {
            std::vector<std::string> items;
            for (const auto& item : v) {
                if (!item.IsScalar())
                    throw InputError(m_file.name, "line " + std::to_string(lineOf(item)), path + ": a list of values");
                items.push_back(item.Scalar());
            }
            push(flag, items, v);
            return;
        }
        const std::string s = scalar(v);
        if (s == "true" || s == "True") {
            push(flag, {}, v);
        } else if (s == "false" || s == "False") {
            m_b.ignore(source(path, v), "false: the switch is off, Megatron's default");
        } else {
            push(flag, {s}, v);
        }
    }

    static std::string scalar(const YAML::Node& v) { return v.IsScalar() ? v.Scalar() : std::string(); }
    static bool isNull(const YAML::Node& v) { return v.IsNull() || (v.IsScalar() && (v.Scalar() == "null" || v.Scalar() == "~")); }

    SettingSource source(const std::string& path, const YAML::Node& v) const
    {
        return {m_file.name, lineOf(v), path, v.IsScalar() ? v.Scalar() : std::string()};
    }

    void push(const std::string& flag, const std::vector<std::string>& values, const YAML::Node& at)
    {
        const int line = lineOf(at);
        m_words.push_back({flag, line, 0});
        for (const std::string& value : values)
            m_words.push_back({value, line, 0});
    }

    const LaunchFile& m_file;
    ImportBuilder& m_b;
    std::vector<ScriptWord> m_words;
    size_t m_keys = 0;
};

} // namespace

bool looksLikeMegatronYaml(const std::string& text)
{
    return text.find("\nlanguage_model:") != std::string::npos || text.rfind("language_model:", 0) == 0 ||
           text.find("\nmodel_parallel:") != std::string::npos || text.rfind("model_parallel:", 0) == 0;
}

std::vector<ScriptWord> megatronYamlArguments(const LaunchFile& file, ImportBuilder& builder)
{
    return Converter(file, builder).run();
}

} // namespace shardscope
