#pragma once

// Text the core writes for people: English for the CLI, translated by the GUI. The core stays
// free of Qt; its templates are marked with QT_TRANSLATE_NOOP(context, text), a no-op here
// that Qt's lupdate finds in these files (translations/CMakeLists.txt scans them), so the
// window can look each template up in its catalogue and fill in the same arguments.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x // the same definition as Qt's qglobal.h
#endif

namespace shardscope {

class TranslatableText;

/**
 * One argument of a template: shown as it is (a number, a name), a word to translate too, or a
 * whole text of its own (an error quoted inside another), translated piece by piece.
 */
struct TextArg
{
    std::string text;              ///< the value, the English source of a word, or the nested text's English
    const char* context = nullptr; ///< set: `text` is a marked word, translated in this context
    std::shared_ptr<const TranslatableText> nested; ///< set: this text is shown, translated

    TextArg(std::string value) : text(std::move(value)) {}
    TextArg(const char* value) : text(value) {}
    static TextArg word(const char* context, const char* source);
    static TextArg of(const TranslatableText& text);
};

/** A template with %1..%n placeholders and its arguments; no context: shown as it is. */
struct TextPiece
{
    const char* context = nullptr;
    std::string source;
    std::vector<TextArg> args;
};

/**
 * A text made of pieces, each translated on its own (a sentence, a clause, a verbatim
 * number); the English text is the pieces put together with their arguments filled in.
 */
class TranslatableText
{
public:
    TranslatableText() = default;
    /** A marked template and its arguments. */
    TranslatableText(const char* context, const char* source, std::vector<TextArg> args = {});

    /** Appends a marked template and its arguments. */
    TranslatableText& add(const char* context, const char* source, std::vector<TextArg> args = {});
    /** Appends text shown as it is in every language (numbers, names, separators). */
    TranslatableText& verbatim(std::string text);
    TranslatableText& append(const TranslatableText& other);

    const std::vector<TextPiece>& pieces() const { return m_pieces; }
    bool empty() const { return m_pieces.empty(); }
    std::string english() const;

private:
    std::vector<TextPiece> m_pieces;
};

/** The English of each text (the CLI's JSON lists). */
std::vector<std::string> englishTexts(const std::vector<TranslatableText>& texts);

/**
 * `source` with %1..%99 replaced by values[0..]: positional, so a translation may reorder
 * them and a template may leave some out. A placeholder without a value stays as it is.
 */
std::string fillPlaceholders(std::string_view source, const std::vector<std::string>& values);

} // namespace shardscope
