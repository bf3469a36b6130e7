#include "translatable.h"

namespace shardscope {

TextArg TextArg::word(const char* context, const char* source)
{
    TextArg a(source);
    a.context = context;
    return a;
}

TextArg TextArg::of(const TranslatableText& text)
{
    TextArg a(text.english());
    a.nested = std::make_shared<const TranslatableText>(text);
    return a;
}

TranslatableText::TranslatableText(const char* context, const char* source, std::vector<TextArg> args)
{
    add(context, source, std::move(args));
}

TranslatableText& TranslatableText::add(const char* context, const char* source, std::vector<TextArg> args)
{
    m_pieces.push_back({context, source, std::move(args)});
    return *this;
}

TranslatableText& TranslatableText::verbatim(std::string text)
{
    m_pieces.push_back({nullptr, std::move(text), {}});
    return *this;
}

TranslatableText& TranslatableText::append(const TranslatableText& other)
{
    m_pieces.insert(m_pieces.end(), other.m_pieces.begin(), other.m_pieces.end());
    return *this;
}

std::string TranslatableText::english() const
{
    std::string out;
    for (const TextPiece& piece : m_pieces) {
        if (piece.args.empty()) {
            out += piece.source;
            continue;
        }
        std::vector<std::string> values;
        values.reserve(piece.args.size());
        for (const TextArg& a : piece.args)
            values.push_back(a.text);
        out += fillPlaceholders(piece.source, values);
    }
    return out;
}

std::vector<std::string> englishTexts(const std::vector<TranslatableText>& texts)
{
    std::vector<std::string> out;
    out.reserve(texts.size());
    for (const TranslatableText& t : texts)
        out.push_back(t.english());
    return out;
}

std::string fillPlaceholders(std::string_view source, const std::vector<std::string>& values)
{
    std::string out;
    out.reserve(source.size() + 16);
    for (size_t i = 0; i < source.size(); ++i) {
        const auto digit = [&](size_t at) { return at < source.size() && source[at] >= '0' && source[at] <= '9'; };
        if (source[i] != '%' || !digit(i + 1) || source[i + 1] == '0') {
            out += source[i];
            continue;
        }
        size_t end = i + 2;
        int n = source[i + 1] - '0';
        if (digit(end)) {
            n = n * 10 + (source[end] - '0');
            ++end;
        }
        if (n >= 1 && size_t(n) <= values.size()) {
            out += values[size_t(n - 1)];
            i = end - 1;
        } else {
            out += source[i];
        }
    }
    return out;
}

} // namespace shardscope
