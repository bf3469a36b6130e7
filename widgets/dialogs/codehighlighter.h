#pragma once

#include <QSyntaxHighlighter>

namespace shardscope::ui {

/**
 * Light syntax colouring for exported launch files: comments, strings, numbers, command-line
 * flags and variables in bash; keys in JSON, TOML and YAML; keywords in Python. Enough to
 * read a preview at a glance, not a parser.
 */
class CodeHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    CodeHighlighter(QTextDocument* document, const QString& language);

protected:
    void highlightBlock(const QString& text) override;

private:
    QString m_language;
};

} // namespace shardscope::ui
