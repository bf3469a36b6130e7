#include "jsonstream.h"

namespace shardscope {

namespace {

class Writer
{
public:
    Writer(std::ostream& out, const std::vector<StreamedArray>& arrays, int indent)
        : m_out(out), m_arrays(arrays), m_indent(indent)
    {
    }

    void node(const nlohmann::json& value, std::vector<std::string>& path, int depth)
    {
        if (const StreamedArray* a = streamedAt(path)) {
            array(*a, depth);
            return;
        }
        if (!value.is_object() || value.empty() || !leadsToStream(path)) {
            plain(value, depth);
            return;
        }
        // nlohmann's pretty layout of an object, members one by one.
        m_out << "{\n";
        size_t i = 0;
        for (auto it = value.begin(); it != value.end(); ++it, ++i) {
            pad(depth + 1);
            m_out << nlohmann::json(it.key()).dump() << ": ";
            path.push_back(it.key());
            node(it.value(), path, depth + 1);
            path.pop_back();
            m_out << (i + 1 < value.size() ? ",\n" : "\n");
        }
        pad(depth);
        m_out << '}';
    }

private:
    const StreamedArray* streamedAt(const std::vector<std::string>& path) const
    {
        for (const StreamedArray& a : m_arrays)
            if (a.path == path)
                return &a;
        return nullptr;
    }

    bool leadsToStream(const std::vector<std::string>& path) const
    {
        for (const StreamedArray& a : m_arrays)
            if (a.path.size() > path.size() && std::equal(path.begin(), path.end(), a.path.begin()))
                return true;
        return false;
    }

    void array(const StreamedArray& a, int depth)
    {
        if (a.size == 0) {
            m_out << "[]";
            return;
        }
        m_out << "[\n";
        for (size_t i = 0; i < a.size; ++i) {
            pad(depth + 1);
            plain(a.element(i), depth + 1);
            m_out << (i + 1 < a.size ? ",\n" : "\n");
        }
        pad(depth);
        m_out << ']';
    }

    /** A value dumped alone, its continuation lines shifted to `depth`. */
    void plain(const nlohmann::json& value, int depth)
    {
        const std::string text = value.dump(m_indent);
        const std::string shift(size_t(depth * m_indent), ' ');
        size_t from = 0;
        for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', from)) {
            m_out.write(text.data() + from, std::streamsize(nl + 1 - from));
            m_out << shift;
            from = nl + 1;
        }
        m_out.write(text.data() + from, std::streamsize(text.size() - from));
    }

    void pad(int depth) { m_out << std::string(size_t(depth * m_indent), ' '); }

    std::ostream& m_out;
    const std::vector<StreamedArray>& m_arrays;
    int m_indent;
};

} // namespace

void writeJson(std::ostream& out, const nlohmann::json& skeleton, const std::vector<StreamedArray>& arrays, int indent)
{
    std::vector<std::string> path;
    Writer(out, arrays, indent).node(skeleton, path, 0);
}

} // namespace shardscope
