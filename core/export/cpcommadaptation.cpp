#include "cpcommadaptation.h"

#include "core/model/enumnames.h"

namespace shardscope {

void adaptCpCommTypeToRing(const Scenario& s, const std::string& rule, ExportResult& result)
{
    const ParallelConfig& p = s.parallel;
    if (p.cp <= 1 || p.cpCommType == CpCommType::P2p)
        return;
    result.adapt(rule,
                 exportText(QT_TRANSLATE_NOOP("ExportText", "context parallelism runs as PyTorch's ring, not "
                                                            "Megatron-LM's %1 exchange: the estimate of the "
                                                            "exported plan hides the KV exchange as the ring does"),
                            {std::string(toString(p.cpCommType))}),
                 {{"parallel.cp_comm_type", std::string("p2p")}});
}

} // namespace shardscope
