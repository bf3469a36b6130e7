#include "colors.h"

namespace shardscope::ui {

namespace Colors {

QColor memory(MemoryKind kind)
{
    switch (kind) {
    case MemoryKind::Weights: return QColor(0x4C, 0x78, 0xA8);
    case MemoryKind::Gradients: return QColor(0x72, 0xB7, 0xB2);
    case MemoryKind::Optimizer: return QColor(0x54, 0xA2, 0x4B);
    case MemoryKind::Activations: return QColor(0xF5, 0x85, 0x18);
    case MemoryKind::Buffers: return QColor(0xB2, 0x79, 0xA2);
    case MemoryKind::Overhead: return QColor(0x9D, 0x9D, 0x9D);
    }
    return Qt::gray;
}

QColor fallbackDimension() { return QColor(0x79, 0x70, 0x6E); }

QColor dimension(const QString& dim)
{
    if (dim == QLatin1String("tp"))
        return QColor(0xE4, 0x57, 0x56);
    if (dim == QLatin1String("cp"))
        return QColor(0x9C, 0x75, 0x5F);
    if (dim == QLatin1String("pp"))
        return QColor(0x8C, 0x6B, 0xB1);
    if (dim == QLatin1String("dp") || dim == QLatin1String("dp-cp"))
        return QColor(0x54, 0xA2, 0x4B);
    if (dim == QLatin1String("ep"))
        return QColor(0xD6, 0x71, 0x95);
    if (dim == QLatin1String("edp"))
        return QColor(0x88, 0xD2, 0x7A);
    if (dim == QLatin1String("etp"))
        return QColor(0xF1, 0xA3, 0xBE);
    return fallbackDimension();
}

QColor forward() { return QColor(0x4C, 0x78, 0xA8); }
QColor backward() { return QColor(0xF5, 0x85, 0x18); }
QColor weightGradient() { return QColor(0x54, 0xA2, 0x4B); }
QColor bubble() { return QColor(0xD0, 0xD0, 0xD0); }
QColor compute() { return QColor(0x4C, 0x78, 0xA8); }
QColor capacity() { return QColor(0xC0, 0x1C, 0x28); }
QColor danger() { return QColor(0xC0, 0x1C, 0x28); }
QColor warning() { return QColor(0xD9, 0x8C, 0x00); }
QColor ok() { return QColor(0x26, 0x8B, 0x3A); }
QColor info() { return QColor(0x35, 0x84, 0xE4); }

const std::vector<QColor>& categorical()
{
    static const std::vector<QColor> colours = {
        QColor(0x4E, 0x79, 0xA7), QColor(0xF2, 0x8E, 0x2B), QColor(0xE1, 0x57, 0x59), QColor(0x76, 0xB7, 0xB2),
        QColor(0x59, 0xA1, 0x4F), QColor(0xED, 0xC9, 0x48), QColor(0xB0, 0x7A, 0xA1), QColor(0xFF, 0x9D, 0xA7),
        QColor(0x9C, 0x75, 0x5F), QColor(0xBA, 0xB0, 0xAC), QColor(0x2F, 0x4B, 0x7C), QColor(0x8C, 0xD1, 0x7D)};
    return colours;
}

QColor mix(const QColor& a, const QColor& b, double t)
{
    const auto channel = [t](int x, int y) { return int(x + (y - x) * t + 0.5); };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()), channel(a.blue(), b.blue()));
}

} // namespace Colors

} // namespace shardscope::ui
