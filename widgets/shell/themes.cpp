#include "themes.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace shardscope::ui {

namespace Themes {

namespace {

QString g_current = QStringLiteral("system");
QString g_systemStyle;
QPalette g_systemPalette;
bool g_captured = false;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2B, 0x2B, 0x2F), base(0x1E, 0x1E, 0x22), text(0xE6, 0xE6, 0xE6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(0x3A, 0x3A, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0x9A, 0xA0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x3B));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x84, 0xE4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x78, 0xAE, 0xED));
    p.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x58));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1C));
    p.setColor(QPalette::Light, QColor(0x48, 0x48, 0x50));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x88));
    return p;
}

} // namespace

void apply(const QString& theme)
{
    if (!g_captured) {
        g_systemStyle = QApplication::style()->name();
        g_systemPalette = QApplication::palette();
        g_captured = true;
    }
    if (theme == QLatin1String("dark")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        g_current = theme;
    } else if (theme == QLatin1String("light")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        g_current = theme;
    } else {
        QApplication::setStyle(QStyleFactory::create(g_systemStyle));
        QApplication::setPalette(g_systemPalette);
        g_current = QStringLiteral("system");
    }
}

QString current()
{
    return g_current;
}

} // namespace Themes

} // namespace shardscope::ui
