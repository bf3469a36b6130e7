// assessIdentifiability(): which fitted parameters the runs determine, from the Jacobian's SVD.

#include "identifiability.h"

#include <Eigen/SVD>

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

/** A residual that moves less than this over a parameter's whole range does not see it. */
constexpr double kUnseenSlope = 1e-4;
/** Singular values below this share of the largest span the null space. */
constexpr double kNullSpaceShare = 1e-3;
/** A parameter with more than this share of its weight in the null space is not pinned. */
constexpr double kNullWeight = 0.1;

} // namespace

Identifiability assessIdentifiability(const RunModel& model, const std::vector<size_t>& runs,
                                      const std::vector<double>& z)
{
    const size_t n = z.size();
    const size_t m = runs.size();
    Identifiability out;
    out.sigmaZ.assign(n, 0.0);
    out.pinned.assign(n, false);
    out.confusedWith.assign(n, -1);
    out.unseen.assign(n, true);
    if (n == 0 || m == 0)
        return out;

    Eigen::MatrixXd jacobian = Eigen::MatrixXd::Zero(Eigen::Index(m), Eigen::Index(n));
    double sumSquares = 0;
    for (size_t i = 0; i < m; ++i) {
        const double r = model.residual(runs[i], z.data());
        sumSquares += r * r;
        for (size_t k = 0; k < n; ++k)
            jacobian(Eigen::Index(i), Eigen::Index(k)) = residualSlope(model, runs[i], z, k);
    }
    for (size_t k = 0; k < n; ++k)
        out.unseen[k] = jacobian.col(Eigen::Index(k)).norm() < kUnseenSlope;

    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(jacobian, Eigen::ComputeFullV);
    const Eigen::VectorXd& singular = svd.singularValues();
    const Eigen::MatrixXd& v = svd.matrixV();
    const double largest = singular.size() > 0 ? singular(0) : 0.0;
    // Directions past the rows (more parameters than runs) have no singular value: null space.
    std::vector<double> s(n, 0.0);
    for (Eigen::Index k = 0; k < singular.size(); ++k)
        s[size_t(k)] = singular(k);
    int rank = 0;
    for (size_t k = 0; k < n; ++k)
        if (s[k] > kNullSpaceShare * largest && s[k] > 0)
            ++rank;
    // The residuals' scatter over the degrees of freedom the fit left; with none left, their
    // root mean square (at least 1 %), so a perfect fit of few runs does not claim certainty.
    const double dof = double(m) - double(rank);
    const double scatter =
        dof >= 1 ? std::sqrt(sumSquares / dof) : std::max(0.01, std::sqrt(sumSquares / double(m)));

    for (size_t k = 0; k < n; ++k) {
        if (out.unseen[k])
            continue;
        double variance = 0;
        double nullWeight = 0;
        size_t worstNull = n;
        for (size_t d = 0; d < n; ++d) {
            const double w = v(Eigen::Index(k), Eigen::Index(d));
            if (s[d] > kNullSpaceShare * largest && s[d] > 0) {
                variance += scatter * scatter * w * w / (s[d] * s[d]);
            } else {
                nullWeight += w * w;
                if (worstNull == n || w * w > std::pow(v(Eigen::Index(k), Eigen::Index(worstNull)), 2))
                    worstNull = d;
            }
        }
        const double sigma = std::sqrt(variance);
        out.pinned[k] = nullWeight < kNullWeight && sigma < kPinnedSpread;
        out.sigmaZ[k] = out.pinned[k] ? sigma : 0.0;
        if (!out.pinned[k] && nullWeight >= kNullWeight && worstNull < n) {
            // The other seen parameter that moves most along the same unseen direction.
            double best = 0;
            for (size_t other = 0; other < n; ++other) {
                const double w = std::abs(v(Eigen::Index(other), Eigen::Index(worstNull)));
                if (other != k && !out.unseen[other] && w > best) {
                    best = w;
                    out.confusedWith[k] = int(other);
                }
            }
        }
    }
    return out;
}

} // namespace shardscope
