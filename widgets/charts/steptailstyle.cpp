#include "steptailstyle.h"

#include "widgets/support/colors.h"

#include <QCoreApplication>

namespace shardscope::ui::StepTailStyle {

using shardscope::StepTailKind;

QBrush brush(StepTailKind kind)
{
    switch (kind) {
    case StepTailKind::RemainingMicrobatches:
        return QBrush(Colors::mix(Colors::forward(), Colors::backward(), 0.5), Qt::BDiagPattern);
    case StepTailKind::Stragglers: return QBrush(Colors::bubble().darker(150), Qt::Dense6Pattern);
    case StepTailKind::DenseGradients: return QBrush(Colors::dimension(QStringLiteral("dp")));
    case StepTailKind::ExpertGradients: return QBrush(Colors::dimension(QStringLiteral("edp")));
    case StepTailKind::Optimizer: return QBrush(QColor(0x79, 0x70, 0x6E));
    case StepTailKind::NicFloor: return QBrush(Colors::danger().lighter(120), Qt::BDiagPattern);
    }
    return QBrush(Colors::fallbackDimension());
}

QColor bandColour(StepTailKind kind)
{
    const QBrush b = brush(kind);
    return Colors::mix(b.color(), Qt::white, b.style() == Qt::SolidPattern ? 0.35 : 0.6);
}

QString name(StepTailKind kind)
{
    switch (kind) {
    case StepTailKind::RemainingMicrobatches:
        return QCoreApplication::translate("StepTailStyle", "Remaining micro-batches (not drawn)");
    case StepTailKind::Stragglers: return QCoreApplication::translate("StepTailStyle", "Stragglers");
    case StepTailKind::DenseGradients: return QCoreApplication::translate("StepTailStyle", "DP gradients (exposed)");
    case StepTailKind::ExpertGradients:
        return QCoreApplication::translate("StepTailStyle", "Expert DP gradients (exposed)");
    case StepTailKind::Optimizer: return QCoreApplication::translate("StepTailStyle", "Optimizer");
    case StepTailKind::NicFloor: return QCoreApplication::translate("StepTailStyle", "NIC floor");
    }
    return {};
}

} // namespace shardscope::ui::StepTailStyle
