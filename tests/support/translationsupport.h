// What the translation tests share: whether a text is Chinese, and the zh_CN catalogue
// installed for a scope. A test using Chinese defines SHARDSCOPE_QM_DIR (the built .qm files).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace translationsupport {

/** Whether `text` holds a CJK ideograph (U+4E00..U+9FFF). */
inline bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

#ifdef SHARDSCOPE_QM_DIR
/** The zh_CN catalogue installed for the lifetime of the object. */
class Chinese
{
public:
    Chinese()
    {
        m_loaded = m_zh.load(QStringLiteral("shardscope_zh_CN"), QStringLiteral(SHARDSCOPE_QM_DIR));
        QCoreApplication::installTranslator(&m_zh);
    }
    ~Chinese() { QCoreApplication::removeTranslator(&m_zh); }
    Chinese(const Chinese&) = delete;
    Chinese& operator=(const Chinese&) = delete;
    bool loaded() const { return m_loaded; }

private:
    QTranslator m_zh;
    bool m_loaded = false;
};
#endif

} // namespace translationsupport
