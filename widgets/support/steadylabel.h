#pragma once

#include <QWidget>

namespace shardscope::ui {

/**
 * A one-line label for figures that change on every estimate (the summary tiles). A QLabel
 * asks its window to re-lay out on every new text, even when its size cannot change, and
 * that pass re-measures every dock of the main window; this label only repaints. Its size
 * hint comes from a sample text given once (and the font: a new font re-lays it out, as any
 * widget); a text that does not fit is drawn smaller, down to two thirds, then elided. The text can be copied from its context
 * menu.
 */
class SteadyLabel : public QWidget
{
    Q_OBJECT
public:
    /** `sample` sets the preferred width (the widest text expected at this font). */
    explicit SteadyLabel(const QString& sample, QWidget* parent = nullptr);

    QString text() const { return m_text; }
    /** Repaints; never changes the layout. */
    void setText(const QString& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_sample;
    QString m_text;
};

} // namespace shardscope::ui
