#pragma once

#include "coveringwidget.h"

namespace shardscope::ui {

/**
 * The red outline on an editor a warning's fix would change. Drawn by a transparent child
 * over the editor instead of a style sheet: a style sheet border makes the style draw the
 * whole spin box itself, and its arrows were lost.
 */
class FieldMark : public CoveringWidget
{
    Q_OBJECT
public:
    /** Outline `editor` or take the outline off (idempotent; the outline follows its size). */
    static void setMarked(QWidget* editor, bool marked);
    /** Whether `editor` is outlined now. */
    static bool isMarked(const QWidget* editor);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    explicit FieldMark(QWidget* editor);
};

} // namespace shardscope::ui
