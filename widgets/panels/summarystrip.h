#pragma once

#include <QWidget>

namespace shardscope {
struct MemoryReport;
}

namespace shardscope::ui {

class ScenarioDocument;
class SteadyLabel;

/**
 * The answer at a glance: does it run (the first error, or how much over memory on which
 * stage), step time, tokens per second, MFU, communication share and GPUs used / idle. A plan
 * that does not run shows its figures greyed, their tooltips saying what it would do if it
 * ran. Each tile has a tooltip with the numbers behind it.
 */
class SummaryStrip : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryStrip(ScenarioDocument* document, QWidget* parent = nullptr);

    /** The value text of a tile: "memory", "step", "tokens", "mfu", "comm", "gpus". */
    QString tileText(const QString& tile) const;
    QString tileCaption(const QString& tile) const;
    /** The colour a tile's value is drawn in, and its tooltip. */
    QColor tileColour(const QString& tile) const;
    QString tileToolTip(const QString& tile) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Tile
    {
        QString key;
        SteadyLabel* caption = nullptr;
        SteadyLabel* value = nullptr;
        QWidget* frame = nullptr;
    };
    static QString memoryHowSure(const MemoryReport& mem);
    void addTile(const QString& key, const QString& caption);
    void applyTileFonts(Tile& tile);
    void setCaption(const QString& key, const QString& caption);
    void setTile(const QString& key, const QString& value, const QColor& colour, const QString& toolTip);
    void refresh();

    ScenarioDocument* m_document;
    QList<Tile> m_tiles;
};

} // namespace shardscope::ui
