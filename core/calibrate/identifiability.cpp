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

/** What some of the runs say of each parameter. */
struct Spread
{
    std::vector<double> sigma;      ///< one standard deviation in coordinates
    std::vector<double> nullWeight; ///< share of its weight on directions no run sees
    std::vector<bool> seen;         ///< per column of `v`: a direction the runs see
    Eigen::MatrixXd v;              ///< the right singular vectors, a direction per column

    bool pins(size_t k) const { return nullWeight[k] < kNullWeight && sigma[k] < kPinnedSpread; }
};

/**
 * The parameters' spread from the rows of `jacobian` that `use` keeps: the residuals' scatter
 * over the degrees of freedom the fit left, through the SVD. With no degree of freedom left,
 * the residuals' root mean square (at least 1 %), so a perfect fit of few runs does not claim
 * certainty.
 */
Spread spreadOf(const Eigen::MatrixXd& jacobian, const std::vector<double>& residuals, const std::vector<bool>& use)
{
    const Eigen::Index n = jacobian.cols();
    Eigen::Index m = 0;
    double sumSquares = 0;
    for (size_t i = 0; i < use.size(); ++i)
        if (use[i]) {
            ++m;
            sumSquares += residuals[i] * residuals[i];
        }
    if (m == 0) // no run: every direction unseen
        return {std::vector<double>(size_t(n), 0.0), std::vector<double>(size_t(n), 1.0),
                std::vector<bool>(size_t(n), false), Eigen::MatrixXd::Identity(n, n)};
    Eigen::MatrixXd rows(m, n);
    for (size_t i = 0, r = 0; i < use.size(); ++i)
        if (use[i])
            rows.row(Eigen::Index(r++)) = jacobian.row(Eigen::Index(i));

    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(rows, Eigen::ComputeFullV);
    const Eigen::VectorXd& singular = svd.singularValues();
    Spread out{std::vector<double>(size_t(n), 0.0), std::vector<double>(size_t(n), 0.0),
               std::vector<bool>(size_t(n), false), svd.matrixV()};
    const double largest = singular.size() > 0 ? singular(0) : 0.0;
    // Directions past the rows (more parameters than runs) have no singular value: null space.
    std::vector<double> s(size_t(n), 0.0);
    for (Eigen::Index d = 0; d < singular.size(); ++d)
        s[size_t(d)] = singular(d);
    int rank = 0;
    for (size_t d = 0; d < size_t(n); ++d) {
        out.seen[d] = s[d] > kNullSpaceShare * largest && s[d] > 0;
        rank += out.seen[d];
    }
    const double dof = double(m) - double(rank);
    const double scatter = dof >= 1 ? std::sqrt(sumSquares / dof)
                                    : std::max(0.01, std::sqrt(sumSquares / double(std::max<Eigen::Index>(m, 1))));
    for (Eigen::Index k = 0; k < n; ++k)
        for (Eigen::Index d = 0; d < n; ++d) {
            const double w = out.v(k, d);
            if (out.seen[size_t(d)])
                out.sigma[size_t(k)] += scatter * scatter * w * w / (s[size_t(d)] * s[size_t(d)]);
            else
                out.nullWeight[size_t(k)] += w * w;
        }
    for (double& sigma : out.sigma)
        sigma = std::sqrt(sigma);
    return out;
}

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
    out.restsOn.assign(n, -1);
    if (n == 0 || m == 0)
        return out;

    Eigen::MatrixXd jacobian = Eigen::MatrixXd::Zero(Eigen::Index(m), Eigen::Index(n));
    std::vector<double> residuals(m);
    for (size_t i = 0; i < m; ++i) {
        residuals[i] = model.residual(runs[i], z.data());
        for (size_t k = 0; k < n; ++k)
            jacobian(Eigen::Index(i), Eigen::Index(k)) = residualSlope(model, runs[i], z, k);
    }
    for (size_t k = 0; k < n; ++k)
        out.unseen[k] = jacobian.col(Eigen::Index(k)).norm() < kUnseenSlope;

    std::vector<bool> use(m, true);
    const Spread all = spreadOf(jacobian, residuals, use);
    for (size_t k = 0; k < n; ++k) {
        if (out.unseen[k])
            continue;
        out.pinned[k] = all.pins(k);
        out.sigmaZ[k] = out.pinned[k] ? all.sigma[k] : 0.0;
        if (!out.pinned[k] && all.nullWeight[k] >= kNullWeight) {
            // The null direction it leans on most, and the other seen parameter that moves
            // most along it: the one the runs cannot tell it from.
            Eigen::Index worst = -1;
            for (Eigen::Index d = 0; d < Eigen::Index(n); ++d)
                if (!all.seen[size_t(d)] && (worst < 0 || std::abs(all.v(Eigen::Index(k), d)) > std::abs(all.v(Eigen::Index(k), worst))))
                    worst = d;
            double best = 0;
            for (size_t other = 0; worst >= 0 && other < n; ++other) {
                const double w = std::abs(all.v(Eigen::Index(other), worst));
                if (other != k && !out.unseen[other] && w > best) {
                    best = w;
                    out.confusedWith[k] = int(other);
                }
            }
        }
    }

    // A parameter the runs pin only while one particular run is in takes that run's whole
    // error, bad or not, and no other run can show it: it stays at the profile's value
    // (robust to one bad run). So a single run pins nothing.
    for (size_t i = 0; i < m; ++i) {
        bool anyPinned = false;
        for (size_t k = 0; k < n; ++k)
            anyPinned = anyPinned || out.pinned[k];
        if (!anyPinned)
            break;
        use[i] = false;
        const Spread without = spreadOf(jacobian, residuals, use);
        use[i] = true;
        for (size_t k = 0; k < n; ++k)
            if (out.pinned[k] && !without.pins(k)) {
                out.pinned[k] = false;
                out.sigmaZ[k] = 0;
                out.restsOn[k] = int(runs[i]);
            }
    }
    return out;
}

} // namespace shardscope
