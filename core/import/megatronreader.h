// The reader behind importMegatronArguments(), shared by the files that map its flag groups.
#pragma once

#include "argumentlist.h"
#include "megatronignored.h"
#include "megatronimport.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace shardscope::megatronimport {

inline constexpr const char* kArguments = "megatron/training/arguments.py";

/**
 * One reading of a script's arguments: the options by name (the last of each, as argparse
 * keeps), which have been read, and the builder they go to.
 */
class MegatronReader
{
public:
    MegatronReader(const std::vector<ScriptWord>& words, const std::string& file, MegatronDialect dialect,
                   ImportBuilder& builder)
        : m_file(file), m_dialect(dialect), m_b(builder)
    {
        for (ParsedOption& o : parseOptions(words, &m_leading)) {
            const auto it = m_options.find(o.name);
            if (it != m_options.end())
                m_b.ignore(it->second.source(file), "given again on line " + std::to_string(o.line) +
                                                        ": argparse keeps the last");
            m_options[o.name] = std::move(o);
        }
    }

    void read()
    {
        for (const ScriptWord& w : m_leading)
            m_b.ignore({m_file, w.line, w.text, {}}, "not an option: pretrain_gpt.py takes no positional arguments");
        model();
        moe();
        mla();
        parallel();
        batch();
        precision();
        recompute();
        kernels();
        for (const auto& [name, option] : m_options)
            if (!m_read.count(name))
                m_b.ignore(option.source(m_file), megatronIgnoredReason(name) +
                                                      (option.presence ? "; whether it is given " + option.presence.describe()
                                                                       : std::string()));
    }

private:
    bool mds() const { return m_dialect == MegatronDialect::MegatronDeepSpeed; }

    /** The option, marked as read; nullptr when the script does not give it. */
    const ParsedOption* take(const std::string& name)
    {
        const auto it = m_options.find(name);
        if (it == m_options.end())
            return nullptr;
        requireGiven(it->second);
        m_read.insert(name);
        return &it->second;
    }
    bool has(const std::string& name) const
    {
        const auto it = m_options.find(name);
        if (it != m_options.end())
            requireGiven(it->second);
        return it != m_options.end();
    }
    /** Refuses an option the plan needs that only an undecided branch gives. */
    void requireGiven(const ParsedOption& o) const
    {
        if (o.presence)
            ImportBuilder::refuse(at(o), "whether it is given " + o.presence.describe());
    }
    SettingSource absent(const std::string& name) const { return {m_file, 0, name, {}}; }
    SettingSource at(const ParsedOption& o) const { return o.source(m_file); }

    int64_t integer(const ParsedOption& o, FieldId f)
    {
        const FieldInfo& info = fieldInfo(f);
        return integerValue(o, m_file, (long long)info.min, (long long)info.max);
    }
    /** An integer flag onto a field; false when the script does not give it. */
    bool setInt(const std::string& flag, FieldId f)
    {
        const ParsedOption* o = take(flag);
        if (!o)
            return false;
        m_b.set(f, integer(*o, f), at(*o));
        return true;
    }
    /** A number flag onto a field, within the field's range; false when the script does not give it. */
    bool setNumber(const std::string& flag, FieldId f)
    {
        const ParsedOption* o = take(flag);
        if (!o)
            return false;
        const FieldInfo& info = fieldInfo(f);
        m_b.set(f, numberValue(*o, m_file, info.min, info.max), at(*o));
        return true;
    }
    /** A switch onto a field's value; false when absent. */
    bool setSwitch(const std::string& flag, FieldId f, const FieldValue& value, const std::string& note = {})
    {
        const ParsedOption* o = take(flag);
        if (!o)
            return false;
        expectSwitch(*o, m_file);
        m_b.set(f, value, at(*o), note);
        return true;
    }
    /** A choice flag: its value looked up in `choices` (flag spelling -> field value). */
    bool setChoice(const std::string& flag, FieldId f, const std::map<std::string, FieldValue>& choices)
    {
        const ParsedOption* o = take(flag);
        if (!o)
            return false;
        const std::string& v = singleValue(*o, m_file).text;
        const auto it = choices.find(v);
        if (it == choices.end()) {
            std::string known;
            for (const auto& [k, _] : choices)
                known += (known.empty() ? "" : ", ") + k;
            ImportBuilder::refuse(at(*o), "'" + v + "' is not one ShardScope reads (" + known + ")");
        }
        m_b.set(f, it->second, at(*o));
        return true;
    }
    void fallback(FieldId f, const FieldValue& v, const std::string& flag, const std::string& origin)
    {
        m_b.defaultTo(f, v, absent(flag), origin);
    }

    void model();
    void positions();
    void localAttention();
    void moe();
    void layerPattern();
    void routing();
    void mla();
    void parallel();
    void sharding();
    void virtualStages();
    void pipelineLayout(const ParsedOption& option);
    void overlap();
    void batch();
    void optimizerState();
    void precision();
    void recompute();
    void kernels();

    std::string m_file;
    MegatronDialect m_dialect;
    ImportBuilder& m_b;
    std::vector<ScriptWord> m_leading;
    std::map<std::string, ParsedOption> m_options;
    std::set<std::string> m_read;
};

} // namespace shardscope::megatronimport
