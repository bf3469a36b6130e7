#include "flops.h"

#include "attentionspan.h"

namespace shardscope {

double modelFlopsPerToken(const ModelSpec& m, const ModelParams& params, double seq)
{
    double matmulParams = params.denseLayers * params.denseLayer.activeMatmul() +
                          params.moeLayers * params.moeLayer.activeMatmul();
    const double head = double(params.vocabPadded) * double(m.hidden);
    matmulParams += head;
    if (params.mtpLayers > 0)
        matmulParams += params.mtpLayers * (params.mtpLayer.activeMatmul() + head);

    double qkDim, vDim;
    if (m.mla) {
        qkDim = double(m.mla->qkNopeHeadDim + m.mla->qkRopeHeadDim);
        vDim = double(m.mla->vHeadDim);
    } else {
        qkDim = vDim = double(m.effectiveHeadDim());
    }
    // Local layers see min(w, s) keys, global layers and the MTP modules all s.
    const double localLayers = m.localLayersInRange(0, m.layers);
    const double keys = (m.layers - localLayers + params.mtpLayers) * seq +
                        localLayers * visibleKeysPerQuery(m, true, seq);
    const double attention = 6.0 * keys * m.heads * (qkDim + vDim);
    return 6.0 * matmulParams + attention;
}

} // namespace shardscope
