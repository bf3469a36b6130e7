#include "coretext.h"

#include "core/io/inputerror.h"

#include <QCoreApplication>

using namespace shardscope;

namespace shardscope::ui {

namespace {

QString translatedArg(const TextArg& a)
{
    if (a.nested)
        return translated(*a.nested);
    return a.context ? QCoreApplication::translate(a.context, a.text.c_str()) : QString::fromStdString(a.text);
}

} // namespace

QString fillPlaceholders(const QString& source, const QStringList& values)
{
    QString out;
    out.reserve(source.size() + 16);
    const auto digit = [&](qsizetype at) { return at < source.size() && source[at].isDigit() && source[at].unicode() < 128; };
    for (qsizetype i = 0; i < source.size(); ++i) {
        if (source[i] != QLatin1Char('%') || !digit(i + 1) || source[i + 1] == QLatin1Char('0')) {
            out += source[i];
            continue;
        }
        qsizetype end = i + 2;
        int n = source[i + 1].digitValue();
        if (digit(end)) {
            n = n * 10 + source[end].digitValue();
            ++end;
        }
        if (n >= 1 && n <= values.size()) {
            out += values[n - 1];
            i = end - 1;
        } else {
            out += source[i];
        }
    }
    return out;
}

QString translated(const TranslatableText& text)
{
    QString out;
    for (const TextPiece& piece : text.pieces()) {
        const QString source = piece.context ? QCoreApplication::translate(piece.context, piece.source.c_str())
                                             : QString::fromStdString(piece.source);
        if (piece.args.empty()) {
            out += source;
            continue;
        }
        QStringList values;
        for (const TextArg& a : piece.args)
            values << translatedArg(a);
        out += fillPlaceholders(source, values);
    }
    return out;
}

QStringList translated(const std::vector<TranslatableText>& texts)
{
    QStringList out;
    for (const TranslatableText& t : texts)
        out << translated(t);
    return out;
}

QString inputErrorText(const InputError& error)
{
    const QString text = translated(error.textWithoutFile());
    return error.file().empty() ? text : QString::fromStdString(error.file()) + QStringLiteral(": ") + text;
}

} // namespace shardscope::ui
