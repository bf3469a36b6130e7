#pragma once

#include <QString>

#include <cstdint>
#include <string_view>

namespace shardscope::ui {

/** Number formatting for the GUI: GiB for memory, adaptive units for time and rates. */
namespace Format {

QString gib(double bytes, int decimals = 1);      ///< "61.2 GiB"
/**
 * A GPU's capacity, and the figures weighed against it, written the same way in every
 * view: to the hundredth, trailing zeros dropped ("79.65 GiB", "40 GiB", "82.1 GiB").
 */
QString gibPrecise(double bytes);
QString bytes(double bytes);                      ///< "352 MB", "1.2 GB" (decimal, for traffic)
QString seconds(double s);                        ///< "12.4 s", "35 ms", "410 µs"
QString rate(double perSecond);                   ///< "415 k", "1.36 k", "1.20 M": three significant digits or more
QString percent(double fraction, int decimals = 1); ///< "41.2 %"
QString count(double n);                          ///< "70.6 B", "405 M"
QString integer(int64_t n);                       ///< "16,384"
QString text(std::string_view utf8);              ///< a core name or message as a QString

} // namespace Format

} // namespace shardscope::ui
