#pragma once

#include "core/text/translatable.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace shardscope {
class InputError;
}

namespace shardscope::ui {

/**
 * Text the core writes, in the user's language: each marked piece of a
 * shardscope::TranslatableText is looked up in the catalogues under its own context
 * (lupdate finds the core's QT_TRANSLATE_NOOP marks), then its arguments are filled in.
 * Pieces and words without a context are shown as they are.
 */
QString translated(const shardscope::TranslatableText& text);
QStringList translated(const std::vector<shardscope::TranslatableText>& texts);

/** A reader's error as the CLI prints it, "file: path: message", with the message translated. */
QString inputErrorText(const shardscope::InputError& error);

/** %1..%99 in `source` replaced by values[0..], positionally (a translation may reorder or
 * leave out placeholders; one without a value stays as it is). */
QString fillPlaceholders(const QString& source, const QStringList& values);

} // namespace shardscope::ui
