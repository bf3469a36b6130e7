#include "names.h"

#include "format.h"

#include "core/model/enumnames.h"
#include "core/model/schedule.h"

#include <QCoreApplication>

namespace shardscope::ui {

namespace Names {

QString schedule(const std::string& id)
{
    for (const shardscope::ScheduleTraits& t : shardscope::scheduleTable()) // core/model/schedule.h
        if (t.key == id)
            return QCoreApplication::translate("Names", t.name);
    return Format::text(id);
}

QString link(const std::string& id)
{
    if (id == "same-gpu")
        return QCoreApplication::translate("Names", "no link");
    if (id == "nvlink")
        return QCoreApplication::translate("Names", "NVLink");
    if (id == "pcie")
        return QCoreApplication::translate("Names", "PCIe");
    if (id == "network")
        return QCoreApplication::translate("Names", "network");
    if (id == "network-spine")
        return QCoreApplication::translate("Names", "network, spine");
    return Format::text(id);
}

QString dimension(const QString& id)
{
    if (id == QLatin1String("tp"))
        return QCoreApplication::translate("Names", "TP");
    if (id == QLatin1String("cp"))
        return QCoreApplication::translate("Names", "CP");
    if (id == QLatin1String("pp"))
        return QCoreApplication::translate("Names", "PP");
    if (id == QLatin1String("dp"))
        return QCoreApplication::translate("Names", "DP");
    if (id == QLatin1String("ep"))
        return QCoreApplication::translate("Names", "EP");
    if (id == QLatin1String("edp"))
        return QCoreApplication::translate("Names", "Expert DP");
    if (id == QLatin1String("etp"))
        return QCoreApplication::translate("Names", "ETP");
    return id.toUpper();
}

QString recompute(shardscope::Recompute r, RecomputeWording wording)
{
    using shardscope::Recompute;
    switch (wording) {
    case RecomputeWording::Phrase:
        return r == Recompute::None        ? QCoreApplication::translate("Names", "no recompute")
               : r == Recompute::Selective ? QCoreApplication::translate("Names", "selective recompute")
                                           : QCoreApplication::translate("Names", "full recompute");
    case RecomputeWording::Cell:
        return r == Recompute::None        ? QCoreApplication::translate("Names", "none")
               : r == Recompute::Selective ? QCoreApplication::translate("Names", "selective")
                                           : QCoreApplication::translate("Names", "full");
    case RecomputeWording::Choice:
        return r == Recompute::None        ? QCoreApplication::translate("Names", "None")
               : r == Recompute::Selective ? QCoreApplication::translate("Names", "Selective")
                                           : QCoreApplication::translate("Names", "Full layers");
    }
    return {};
}

std::vector<std::pair<QString, QString>> recomputeChoices()
{
    using shardscope::Recompute;
    std::vector<std::pair<QString, QString>> out;
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        out.push_back({QString::fromUtf8(shardscope::toString(r).data()), recompute(r, RecomputeWording::Choice)});
    return out;
}

} // namespace Names

} // namespace shardscope::ui
