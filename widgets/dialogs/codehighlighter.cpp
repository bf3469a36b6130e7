#include "codehighlighter.h"

#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>

namespace shardscope::ui {

namespace {

QTextCharFormat charFormat(const QColor& colour, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}

bool dark()
{
    return QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
}

} // namespace

CodeHighlighter::CodeHighlighter(QTextDocument* document, const QString& language)
    : QSyntaxHighlighter(document), m_language(language)
{
}

void CodeHighlighter::highlightBlock(const QString& text)
{
    const bool night = dark();
    const QTextCharFormat comment = charFormat(night ? QColor(0x8A, 0x9A, 0x8A) : QColor(0x5F, 0x7F, 0x5F));
    const QTextCharFormat string = charFormat(night ? QColor(0xE6, 0xB4, 0x73) : QColor(0xA3, 0x4A, 0x00));
    const QTextCharFormat number = charFormat(night ? QColor(0x9C, 0xC8, 0xF0) : QColor(0x1F, 0x5F, 0xA8));
    const QTextCharFormat key = charFormat(night ? QColor(0xC3, 0x9A, 0xE8) : QColor(0x6F, 0x2D, 0x9F), true);
    const auto apply = [&](const QRegularExpression& re, const QTextCharFormat& f, int group = 0) {
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(int(m.capturedStart(group)), int(m.capturedLength(group)), f);
        }
    };
    static const QRegularExpression numbers(QStringLiteral("(?<![\\w.-])-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?\\b"));
    static const QRegularExpression strings(QStringLiteral("\"([^\"\\\\]|\\\\.)*\"|'[^']*'"));
    apply(numbers, number);
    if (m_language == QLatin1String("bash")) {
        static const QRegularExpression flags(QStringLiteral("(?<=\\s|^)--?[A-Za-z][\\w-]*"));
        static const QRegularExpression variables(QStringLiteral("\\$\\{?[A-Za-z_][A-Za-z0-9_]*"));
        static const QRegularExpression words(QStringLiteral("^\\s*(export|set|exec|srun|torchrun|accelerate)\\b"));
        apply(flags, key);
        apply(variables, number);
        apply(words, key, 1);
    } else if (m_language == QLatin1String("json")) {
        static const QRegularExpression keys(QStringLiteral("\"[^\"]+\"(?=\\s*:)"));
        apply(strings, string);
        apply(keys, key);
        return;
    } else if (m_language == QLatin1String("toml")) {
        static const QRegularExpression keys(QStringLiteral("^\\s*([A-Za-z0-9_.]+)\\s*="));
        static const QRegularExpression tables(QStringLiteral("^\\s*\\[[^\\]]+\\]"));
        apply(keys, key, 1);
        apply(tables, key);
    } else if (m_language == QLatin1String("yaml")) {
        static const QRegularExpression keys(QStringLiteral("^\\s*([A-Za-z0-9_.-]+):"));
        apply(keys, key, 1);
    } else if (m_language == QLatin1String("python")) {
        static const QRegularExpression words(QStringLiteral("\\b(import|from|def|return|if|None|True|False)\\b"));
        apply(words, key);
    }
    apply(strings, string);
    // Comments last: a '#' outside quotes starts one.
    bool single = false, dbl = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('\'') && !dbl)
            single = !single;
        else if (c == QLatin1Char('"') && !single)
            dbl = !dbl;
        else if (c == QLatin1Char('#') && !single && !dbl && (i == 0 || text[i - 1].isSpace())) {
            setFormat(i, int(text.size()) - i, comment);
            break;
        }
    }
}

} // namespace shardscope::ui
