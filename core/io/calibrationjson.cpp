// readCalibrationStamp(): a calibrated cluster preset's band and fitted values.

#include "calibrationjson.h"

#include "core/calibrate/fitparameters.h"
#include "jsonfields.h"

namespace shardscope {

namespace {

/** A band of estimated / measured − 1 is wider than this only for a broken file. */
constexpr double kWidestResidual = 10.0;
constexpr int64_t kMostRuns = 1000000;

} // namespace

CalibrationStamp readCalibrationStamp(const nlohmann::json& block, const std::string& path)
{
    ObjectReader in(block, path);
    CalibrationStamp stamp;
    {
        ObjectReader interval = in.object("interval");
        stamp.band.low = interval.number("low", -0.99, 0);
        stamp.band.high = interval.number("high", 0, kWidestResidual);
        stamp.band.runs = int(interval.integer("runs", 1, kMostRuns));
        interval.accept("coverage");
        interval.accept("confidence");
        interval.accept("method");
        interval.finish();
    }
    {
        ObjectReader values = in.object("fitted_values");
        const auto& parameters = fitParameters();
        for (size_t i = 0; i < parameters.size(); ++i)
            stamp.values[i] = values.number(parameters[i].id, 0, 1e15);
        values.finish();
    }
    {
        ObjectReader errors = in.object("median_abs_error");
        stamp.heldOutError = errors.number("held_out", 0, kWidestResidual);
        errors.accept("before");
        errors.accept("after");
        errors.finish();
    }
    for (const char* provenance : {"tool", "date", "base_preset", "files", "runs", "collectives", "parameters", "notes"})
        in.accept(provenance);
    in.finish();
    return stamp;
}

} // namespace shardscope
