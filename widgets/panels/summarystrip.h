#pragma once

#include <QWidget>

namespace shardscope::ui {

class ScenarioDocument;
class SteadyLabel;

/**
 * The answer at a glance: does it fit (and by how much), step time, tokens per second,
 * MFU, communication share and GPUs used / idle. Each tile is coloured by its verdict and
 * has a tooltip with the numbers behind it.
 */
class SummaryStrip : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryStrip(ScenarioDocument* document, QWidget* parent = nullptr);

    /** The value text of a tile: "memory", "step", "tokens", "mfu", "comm", "gpus". */
    QString tileText(const QString& tile) const;
    QString tileCaption(const QString& tile) const;

private:
    struct Tile
    {
        QString key;
        SteadyLabel* caption = nullptr;
        SteadyLabel* value = nullptr;
        QWidget* frame = nullptr;
    };
    void addTile(const QString& key, const QString& caption);
    void setCaption(const QString& key, const QString& caption);
    void setTile(const QString& key, const QString& value, const QColor& colour, const QString& toolTip);
    void refresh();

    ScenarioDocument* m_document;
    QList<Tile> m_tiles;
};

} // namespace shardscope::ui
