#include "format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace shardscope::ui {

namespace Format {

QString gib(double bytes, int decimals)
{
    // GiB up to 10,000, then TiB and PiB (absurd configurations must stay readable).
    const QLocale l;
    const double g = bytes / (1024.0 * 1024.0 * 1024.0);
    if (std::abs(g) >= 1024.0 * 1024.0 * 10)
        return QCoreApplication::translate("Format", "%1 PiB").arg(l.toString(g / (1024.0 * 1024.0), 'f', 1));
    if (std::abs(g) >= 10000)
        return QCoreApplication::translate("Format", "%1 TiB").arg(l.toString(g / 1024.0, 'f', 1));
    return QCoreApplication::translate("Format", "%1 GiB").arg(l.toString(g, 'f', decimals));
}

QString gibPrecise(double bytes)
{
    const double g = bytes / (1024.0 * 1024.0 * 1024.0);
    if (std::abs(g) >= 10000)
        return gib(bytes);
    const double hundredths = std::round(g * 100);
    const int decimals = std::fmod(hundredths, 100) == 0 ? 0 : std::fmod(hundredths, 10) == 0 ? 1 : 2;
    return gib(bytes, decimals);
}

QString bytes(double b)
{
    const QLocale l;
    // Up to exabytes: an absurd plan (PP 65,536) sends that much, and "1,141,140 TB" is cut off
    // where "1.1 EB" fits.
    if (b >= 1e18)
        return QCoreApplication::translate("Format", "%1 EB").arg(l.toString(b / 1e18, 'f', b >= 1e20 ? 0 : 1));
    if (b >= 1e15)
        return QCoreApplication::translate("Format", "%1 PB").arg(l.toString(b / 1e15, 'f', b >= 1e17 ? 0 : 1));
    if (b >= 1e12)
        return QCoreApplication::translate("Format", "%1 TB").arg(l.toString(b / 1e12, 'f', b >= 1e14 ? 0 : 1));
    if (b >= 1e9)
        return QCoreApplication::translate("Format", "%1 GB").arg(l.toString(b / 1e9, 'f', b >= 1e11 ? 0 : 1));
    if (b >= 1e6)
        return QCoreApplication::translate("Format", "%1 MB").arg(l.toString(b / 1e6, 'f', 0));
    if (b >= 1e3)
        return QCoreApplication::translate("Format", "%1 kB").arg(l.toString(b / 1e3, 'f', 0));
    return QCoreApplication::translate("Format", "%1 B").arg(l.toString(b, 'f', 0));
}

QString seconds(double s)
{
    const QLocale l;
    if (s >= 2 * 86400.0)
        return QCoreApplication::translate("Format", "%1 days").arg(l.toString(s / 86400.0, 'f', 1));
    if (s >= 3 * 3600.0)
        return QCoreApplication::translate("Format", "%1 h").arg(l.toString(s / 3600.0, 'f', 1));
    if (s >= 100)
        return QCoreApplication::translate("Format", "%1 s").arg(l.toString(s, 'f', 0));
    if (s >= 1)
        return QCoreApplication::translate("Format", "%1 s").arg(l.toString(s, 'f', s >= 10 ? 1 : 2));
    if (s >= 1e-3)
        return QCoreApplication::translate("Format", "%1 ms").arg(l.toString(s * 1e3, 'f', s >= 0.1 ? 0 : 1));
    return QCoreApplication::translate("Format", "%1 µs").arg(l.toString(s * 1e6, 'f', 0));
}

QString rate(double v)
{
    const QLocale l;
    if (v >= 1e9)
        return QCoreApplication::translate("Format", "%1 G").arg(l.toString(v / 1e9, 'f', 2));
    if (v >= 1e6)
        return QCoreApplication::translate("Format", "%1 M").arg(l.toString(v / 1e6, 'f', 2));
    // Three significant digits in k, so a one-GPU plan's range reads 1.16 k–1.45 k, not 1 k–1 k.
    if (v >= 1e3) {
        const int decimals = v >= 1e5 ? 0 : v >= 1e4 ? 1 : 2;
        return QCoreApplication::translate("Format", "%1 k").arg(l.toString(v / 1e3, 'f', decimals));
    }
    return l.toString(v, 'f', 0);
}

QString percent(double fraction, int decimals)
{
    return QCoreApplication::translate("Format", "%1 %").arg(QLocale().toString(100.0 * fraction, 'f', decimals));
}

QString count(double n)
{
    const QLocale l;
    if (n >= 1e12)
        return QCoreApplication::translate("Format", "%1 T").arg(l.toString(n / 1e12, 'f', 2));
    if (n >= 1e9)
        return QCoreApplication::translate("Format", "%1 B").arg(l.toString(n / 1e9, 'f', 2));
    if (n >= 1e6)
        return QCoreApplication::translate("Format", "%1 M").arg(l.toString(n / 1e6, 'f', 1));
    return l.toString(n, 'f', 0);
}

QString integer(int64_t n)
{
    return QLocale().toString(qlonglong(n));
}

QString text(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

} // namespace Format

} // namespace shardscope::ui
