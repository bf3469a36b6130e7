#pragma once

#include <QString>

namespace shardscope::ui {

/**
 * Light and dark palettes (Fusion style) besides the system look. The charts take their
 * colours from the palette, so switching is live.
 */
namespace Themes {

/** "system", "light" or "dark". */
void apply(const QString& theme);
QString current();

} // namespace Themes

} // namespace shardscope::ui
