#include "format.h"

#include <QCoreApplication>
#include <QLocale>

namespace Format {

QString gib(double bytes, int decimals)
{
    return QCoreApplication::translate("Format", "%1 GiB").arg(QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', decimals));
}

QString bytes(double b)
{
    const QLocale l;
    if (b >= 1e12)
        return QCoreApplication::translate("Format", "%1 TB").arg(l.toString(b / 1e12, 'f', 2));
    if (b >= 1e9)
        return QCoreApplication::translate("Format", "%1 GB").arg(l.toString(b / 1e9, 'f', 1));
    if (b >= 1e6)
        return QCoreApplication::translate("Format", "%1 MB").arg(l.toString(b / 1e6, 'f', 0));
    if (b >= 1e3)
        return QCoreApplication::translate("Format", "%1 kB").arg(l.toString(b / 1e3, 'f', 0));
    return QCoreApplication::translate("Format", "%1 B").arg(l.toString(b, 'f', 0));
}

QString seconds(double s)
{
    const QLocale l;
    if (s >= 100)
        return QCoreApplication::translate("Format", "%1 s").arg(l.toString(s, 'f', 0));
    if (s >= 1)
        return QCoreApplication::translate("Format", "%1 s").arg(l.toString(s, 'f', 2));
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
    if (v >= 1e3)
        return QCoreApplication::translate("Format", "%1 k").arg(l.toString(v / 1e3, 'f', 0));
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
