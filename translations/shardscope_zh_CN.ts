<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="62"/>
        <source>GEMM efficiency (large GEMMs)</source>
        <translation>GEMM 效率（大 GEMM）</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="63"/>
        <source>GEMM size at half efficiency (small GEMMs)</source>
        <translation>效率减半时的 GEMM 规模（小 GEMM）</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="64"/>
        <source>Grouped expert GEMM efficiency</source>
        <translation>分组专家 GEMM 效率</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="65"/>
        <source>Attention kernel efficiency</source>
        <translation>注意力内核效率</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="66"/>
        <source>HBM efficiency (memory-bound kernels)</source>
        <translation>HBM 效率（访存受限内核）</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="67"/>
        <source>Memory-bound kernel latency</source>
        <translation>访存受限内核延迟</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="68"/>
        <source>Intra-node collective efficiency</source>
        <translation>节点内集合通信效率</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="69"/>
        <source>Intra-node collective latency</source>
        <translation>节点内集合通信延迟</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="70"/>
        <source>Inter-node collective efficiency</source>
        <translation>节点间集合通信效率</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="71"/>
        <source>Inter-node collective latency</source>
        <translation>节点间集合通信延迟</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="72"/>
        <source>Compute slowdown under intra-node traffic</source>
        <translation>节点内通信重叠时的计算减速</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="73"/>
        <source>Compute slowdown under inter-node traffic</source>
        <translation>节点间通信重叠时的计算减速</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="74"/>
        <source>Straggler coefficient</source>
        <translation>掉队系数</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="21"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="33"/>
        <location filename="../widgets/charts/chartexport.cpp" line="39"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="55"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation>无法写入 %1 所在的文件夹：%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="81"/>
        <source>Unknown image type &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>未知的图像类型“%1”：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="88"/>
        <source>Could not render the chart to %1.</source>
        <translation>无法将图表渲染到 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="99"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="110"/>
        <source>Cannot Export Chart</source>
        <translation>无法导出图表</translation>
    </message>
</context>
<context>
    <name>DecisionTree</name>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="101"/>
        <source>TP=4~8 x EP + DP, 1000+ GPUs</source>
        <translation>TP=4~8 x EP + DP，1000 个以上 GPU</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="104"/>
        <source>DP/ZeRO-3, 8-32 GPUs</source>
        <translation>DP/ZeRO-3，8-32 个 GPU</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="107"/>
        <source>TP=8 + DP, 16-64 GPUs</source>
        <translation>TP=8 + DP，16-64 个 GPU</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="110"/>
        <source>TP=8 + PP=2~4 + DP, 64-256 GPUs</source>
        <translation>TP=8 + PP=2~4 + DP，64-256 个 GPU</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="113"/>
        <source>TP=8 x PP=8~16 x DP, 512+ GPUs</source>
        <translation>TP=8 x PP=8~16 x DP，512 个以上 GPU</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="124"/>
        <source>the overview uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</source>
        <translation>综述对 7B 使用 DP/ZeRO-3；此处因本集群的显存或序列长度需要 %1</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="130"/>
        <source>the overview starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</source>
        <translation>综述让 13B 从 TP=8 起步；使用分布式优化器后 TP=%1 已经放得下（每 GPU %2），而更小的 TP 组每 GPU 传输的激活更少（Narayanan 等 2021：TP 只用到显存所需为止）</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="138"/>
        <source>the overview gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</source>
        <translation>综述对 70B 给出 TP=8 + PP=2~4；本集群与批大小下最合适的是 %1</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="144"/>
        <source>the overview gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</source>
        <translation>综述对 175B+ 给出 TP=8 x PP=8~16；此处 %1 已经放得下（每 GPU %2）</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="150"/>
        <source>the overview puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</source>
        <translation>综述在 EP 之下使用 TP=4~8；DeepSeek-V3 训练时完全没有使用 TP（2,048 张 H800 上 PP16 x EP64 x ZeRO-1 DP，DeepSeek-V3 报告 §3.2），此处 %1 仅靠 EP 切分专家即可放下</translation>
    </message>
    <message>
        <source>the article uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</source>
        <translation type="vanished">文章对 7B 使用 DP/ZeRO-3；这里受该集群的显存或序列长度所限，需要 %1</translation>
    </message>
    <message>
        <source>the article starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</source>
        <translation type="vanished">文章让 13B 从 TP=8 起步；使用分布式优化器时 TP=%1 已经放得下（每 GPU %2），而且更小的 TP 组让每个 GPU 传输的激活值更少（Narayanan et al. 2021：TP 只用到显存所需的程度）</translation>
    </message>
    <message>
        <source>the article gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</source>
        <translation type="vanished">文章对 70B 给出 TP=8 + PP=2~4；在这个集群和批次下最合适的是 %1</translation>
    </message>
    <message>
        <source>the article gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</source>
        <translation type="vanished">文章对 175B+ 给出 TP=8 x PP=8~16；这里 %1 已经放得下（每 GPU %2）</translation>
    </message>
    <message>
        <source>the article puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</source>
        <translation type="vanished">文章在 EP 之下再用 TP=4~8；DeepSeek-V3 训练时完全没有用 TP（2,048 块 H800 上 PP16 x EP64 x ZeRO-1 DP，DeepSeek-V3 报告 §3.2），这里 %1 只靠 EP 切分专家就放得下</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="192"/>
        <source>only fits with full recompute</source>
        <translation>只有完全重计算才放得下</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="200"/>
        <source>no layout of this family fits %1 GPUs; the closest needs %2 per GPU</source>
        <translation>这一类布局在 %1 个 GPU 上都放不下；最接近的每 GPU 需要 %2</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="47"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="49"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="51"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="53"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="55"/>
        <source>buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="56"/>
        <source>overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="79"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="79"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="88"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="89"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="90"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="98"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="99"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="100"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="101"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="102"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="103"/>
        <source>expert TP</source>
        <translation>专家 TP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="104"/>
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="105"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="106"/>
        <source>pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="107"/>
        <source>virtual stages</source>
        <translation>虚拟流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="108"/>
        <source>global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="109"/>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="110"/>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="111"/>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="112"/>
        <source>flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="113"/>
        <source>optimizer offload</source>
        <translation>优化器卸载</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="114"/>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="115"/>
        <source>offloaded activation layers</source>
        <translation>卸载激活的层数</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="116"/>
        <source>FP8 parameter gather</source>
        <translation>FP8 参数聚合</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="117"/>
        <source>norm recompute</source>
        <translation>归一化重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="118"/>
        <source>MLA up-projection recompute</source>
        <translation>MLA 上投影重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="119"/>
        <source>expert activation recompute</source>
        <translation>专家激活重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="120"/>
        <source>dense MLP recompute</source>
        <translation>稠密 MLP 重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="121"/>
        <source>MoE block recompute</source>
        <translation>MoE 块重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="122"/>
        <source>shared expert recompute</source>
        <translation>共享专家重算</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="123"/>
        <source>micro-batch group</source>
        <translation>微批次组</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="124"/>
        <source>first stage layers</source>
        <translation>首段层数</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="125"/>
        <source>last stage layers</source>
        <translation>末段层数</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="126"/>
        <source>embedding counted as a layer</source>
        <translation>嵌入计为一层</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="127"/>
        <source>loss counted as a layer</source>
        <translation>损失计为一层</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="128"/>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="140"/>
        <source>%1 to %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="141"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="149"/>
        <source>%1 (the closest: it still does not fit)</source>
        <translation>%1（最接近的方案：仍然放不下）</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="24"/>
        <source>More GPUs than the cluster has</source>
        <translation>所需 GPU 超过集群总数</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="25"/>
        <source>TP x PP x CP x DP = %1 GPUs, but the cluster has %2.</source>
        <translation>TP x PP x CP x DP = %1个 GPU，但集群只有%2个。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="29"/>
        <source>GPUs left idle</source>
        <translation>有 GPU 闲置</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="30"/>
        <source>%1 of the cluster&apos;s %2 GPUs do nothing in this layout.</source>
        <translation>在此并行布局下，集群的%2个 GPU 中有%1个闲置。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="35"/>
        <source>Global batch does not divide</source>
        <translation>全局批次无法整除</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="36"/>
        <source>The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3).</source>
        <translation>全局批次（%1）必须是微批次 x DP（%2 x %3）的整数倍。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="40"/>
        <source>Heads not divisible by TP</source>
        <translation>注意力头数不能被 TP 整除</translation>
    </message>
    <message>
        <source>%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="vanished">%1个注意力头无法均分到 TP = %2 上；Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="45"/>
        <source>KV heads not divisible by TP</source>
        <translation>KV 头数不能被 TP 整除</translation>
    </message>
    <message>
        <source>%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="vanished">%1个 key/value 头无法均分到 TP = %2 上；Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="50"/>
        <source>FFN width not divisible by TP</source>
        <translation>FFN 维度不能被 TP 整除</translation>
    </message>
    <message>
        <source>The FFN width %1 cannot be split over TP = %2.</source>
        <translation type="vanished">FFN 维度（%1）无法均分到 TP = %2 上。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="56"/>
        <source>Expert FFN not divisible by expert TP</source>
        <translation>专家 FFN 维度不能被专家 TP 整除</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="57"/>
        <source>The expert FFN width %1 cannot be split over expert TP = %2.</source>
        <translation>专家 FFN 维度（%1）无法均分到专家 TP = %2 上。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="61"/>
        <source>Vocabulary padded</source>
        <translation>词表已填充</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="62"/>
        <source>The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does.</source>
        <translation>按 Megatron-LM 的做法，词表从%1个 token 填充到%2（128 x TP 的倍数）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="66"/>
        <source>Sequence longer than the model&apos;s context</source>
        <translation>序列长度超出模型上下文</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="67"/>
        <source>Sequences of %1 tokens exceed the model&apos;s maximum of %2.</source>
        <translation>序列长度%1个 token，超过了模型的最大上下文长度%2。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="71"/>
        <source>More pipeline chunks than layers</source>
        <translation>流水线块数多于层数</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="72"/>
        <source>%1 pipeline chunks for %2 layers leave some chunks empty.</source>
        <translation>%2层分成%1个流水线块，部分块将为空。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="76"/>
        <source>Layers do not divide over the stages</source>
        <translation>层数无法在各阶段间均分</translation>
    </message>
    <message>
        <source>%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving.</source>
        <translation type="vanished">%1层分到%2个块上：中间阶段各多分一层。Megatron-LM 需要为此显式指定首/末阶段的层数，且在交错调度下不接受这种划分。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="124"/>
        <source>Interleaving without pipeline stages</source>
        <translation>没有流水线阶段却启用了交错调度</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="125"/>
        <source>The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none.</source>
        <translation>交错调度把流水线阶段拆成多个块；PP = 1 时没有可拆分的阶段。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="130"/>
        <source>Micro-batches not a multiple of PP</source>
        <translation>微批次数不是 PP 的倍数</translation>
    </message>
    <message>
        <source>The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</source>
        <translation type="vanished">交错调度要求微批次数（%1）是 PP = %2 的整数倍。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="144"/>
        <source>Virtual stages ignored</source>
        <translation>虚拟流水线阶段被忽略</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="145"/>
        <source>Virtual stages only apply to the interleaved 1F1B schedule.</source>
        <translation>虚拟流水线阶段仅适用于交错 1F1B 调度。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="149"/>
        <source>DualPipe needs an even PP</source>
        <translation>DualPipe 需要偶数 PP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="150"/>
        <source>DualPipe pairs stage i with stage p-1-i; PP = %1 is odd.</source>
        <translation>DualPipe 将阶段 i 与阶段 p-1-i 配对；PP = %1 是奇数。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="155"/>
        <source>DualPipe needs more micro-batches</source>
        <translation>DualPipe 需要更多微批次</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="156"/>
        <source>DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2.</source>
        <translation>DualPipe 从流水线两端各送入一半微批次：需要偶数个，且至少为 2 x PP = %1；此方案只有 %2 个。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="167"/>
        <source>Bubble from a closed form</source>
        <translation>流水线气泡按闭式公式估算</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="168"/>
        <source>The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form.</source>
        <translation>流水线未经模拟（超出模拟预算，或 DualPipe 的 PP 为奇数）；其气泡取自闭式公式。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="174"/>
        <source>Large pipeline bubble</source>
        <translation>流水线气泡过大</translation>
    </message>
    <message>
        <source>The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</source>
        <translation type="vanished">%2个微批次、%3个阶段时，流水线在单步中有%1的时间空闲；微批次数达到%4个或更多可降到%5以下。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="228"/>
        <source>No FP8 tensor cores</source>
        <translation>没有 FP8 张量核心</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="229"/>
        <source>%1 needs FP8 tensor cores; this GPU has none (its FP8 peak is 0).</source>
        <translation>%1 需要 FP8 张量核心；此 GPU 没有（其 FP8 峰值为 0）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="233"/>
        <source>No block-scaled tensor cores</source>
        <translation>没有块缩放张量核心</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="234"/>
        <source>%1 needs the block-scaled tensor cores of Blackwell GPUs; this GPU has none (its FP4 peak is 0).</source>
        <translation>%1 需要 Blackwell GPU 的块缩放张量核心；此 GPU 没有（其 FP4 峰值为 0）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="245"/>
        <source>On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP sharding the weights over more than one data-parallel rank (ZeRO stage 1 or above; under PP torchtitan&apos;s FSDP is stage 1 here) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2 over DP %3.</source>
        <translation>在 PyTorch 自带算子上，FP8 参数聚合就是 torchtitan 的 float8 all-gather（enable_fsdp_float8_all_gather）：它需要 FSDP 把权重切分到不止一个数据并行 rank 上（ZeRO 阶段 1 及以上；流水线并行下 torchtitan 的 FSDP 在此记为阶段 1），并使用按张量缩放的配方，即 FP8 即时缩放。此方案是 %1，ZeRO 阶段 %2，DP %3。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="313"/>
        <source>Communication above %4</source>
        <translation>通信占比超过%4</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="314"/>
        <source>Exposed communication takes %1 of the step, most of it %2 (%3). Above %4 adding GPUs stops paying; change the layout or the batch instead.</source>
        <translation>未掩盖的通信占单步的%1，其中大部分来自 %2（%3）。超过%4后再增加 GPU 已不划算；应改为调整并行布局或批次大小。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="179"/>
        <source>Sequence parallelism without TP</source>
        <translation>开启了序列并行但没有 TP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="41"/>
        <source>%1 attention heads cannot be split over TP = %2: each TP rank computes whole heads, and Megatron-LM refuses to start.</source>
        <translation>%1个注意力头无法均分到 TP = %2 上：每个 TP rank 计算完整的头，Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="46"/>
        <source>%1 key/value heads cannot be split over TP = %2: each TP rank holds whole heads, and Megatron-LM refuses to start.</source>
        <translation>%1个 key/value 头无法均分到 TP = %2 上：每个 TP rank 持有完整的头，Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="51"/>
        <source>The FFN width %1 cannot be split evenly over TP = %2, and Megatron-LM refuses to start.</source>
        <translation>FFN 维度（%1）无法均分到 TP = %2 上，Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="77"/>
        <source>%1 layers over %2 chunks: the chunks nearest the middle take one more layer. The Megatron-LM and NeMo exports write this split (stage flags or a pipeline layout); DeepSpeed, torchtitan and accelerate split by their own rules.</source>
        <translation>%1 层分到 %2 个块上：靠近中间的块多分一层。Megatron-LM 和 NeMo 的导出会写出这种划分（阶段参数或流水线布局）；DeepSpeed、torchtitan 和 accelerate 按各自的规则划分。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="81"/>
        <source>Stage layer counts without a pipeline</source>
        <translation>没有流水线时设置了阶段层数</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="82"/>
        <source>With PP = 1 there is one stage: the first and last stage layer counts have no effect.</source>
        <translation>PP = 1 时只有一个阶段：首、末阶段的层数设置不起作用。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="87"/>
        <source>Stage layer counts do not fit the model</source>
        <translation>阶段层数与模型不符</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="88"/>
        <source>The first and last stages take %1 of the %2 layers, which does not leave at least one layer for each of the other %3 stages (with no other stage they must take them all).</source>
        <translation>首、末阶段占用了 %2 层中的 %1 层，剩下的层不够其余 %3 个阶段每个至少一层（没有其他阶段时，首末阶段必须占满全部层）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="92"/>
        <source>Stage layer counts and counted ends together</source>
        <translation>阶段层数与计入首尾同时设置</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="93"/>
        <source>Set the first and last stage layer counts or count the embedding and the loss in the split, not both: Megatron-LM refuses the two together, and the counts decide the split here.</source>
        <translation>请设置首、末阶段层数，或者把嵌入层和损失计入划分，二者只能选一：Megatron-LM 拒绝同时使用两者，此处以层数设置为准。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="97"/>
        <source>Pipeline chunks with no layer</source>
        <translation>不含任何层的流水线块</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="98"/>
        <source>%1 of the %2 pipeline chunks hold no layer: their ranks only pass activations on, yet each takes a turn in the schedule. A chunk holding the embedding or the loss alone is not counted.</source>
        <translation>%2 个流水线块中有 %1 个不含任何层：其所在 rank 只转发激活，却仍在调度中各占一轮。只含嵌入层或只含损失计算的块不计在内。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="102"/>
        <source>Recompute module the model does not have</source>
        <translation>模型没有的重算模块</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="103"/>
        <source>Selective recompute of %1 has nothing to re-run in this model (mla_up_proj needs MLA, moe, moe_act and shared_experts need experts, mlp a dense layer, layernorm a norm that is not fused into the next linear); Megatron-LM refuses mla_up_proj without MLA and moe_act without grouped experts.</source>
        <translation>对 %1 的选择性重算在此模型中没有可重跑的内容（mla_up_proj 需要 MLA，moe、moe_act 和 shared_experts 需要专家，mlp 需要稠密层，layernorm 需要未融合进下一个线性层的归一化）；Megatron-LM 拒绝没有 MLA 的 mla_up_proj 和没有分组专家的 moe_act。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="109"/>
        <source>Norm or expert-activation recompute with FP8 delayed scaling</source>
        <translation>FP8 延迟缩放下的归一化或专家激活重算</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="110"/>
        <source>Megatron-Core refuses the layernorm and moe_act recompute modules under FP8 delayed scaling; use the current (tensorwise) or blockwise recipe, or untick them.</source>
        <translation>在 FP8 延迟缩放下，Megatron-Core 拒绝 layernorm 和 moe_act 重算模块；请改用当前缩放（逐张量）或分块配方，或取消勾选它们。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="114"/>
        <source>Recompute settings with no effect</source>
        <translation>不起作用的重算设置</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="115"/>
        <source>The recompute modules apply only to selective recompute by Megatron modules, the method and layer count only to full recompute; with the recompute chosen they have no effect and no export writes them.</source>
        <translation>重算模块只用于按 Megatron 模块的选择性重算，方法和层数只用于完全重算；在所选的重算方式下它们不起作用，任何导出都不会写出它们。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="119"/>
        <source>Activation offload Megatron-LM refuses</source>
        <translation>Megatron-LM 拒绝的激活卸载</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="120"/>
        <source>Megatron-LM offloads the activations of the first %1 layers only with fewer layers than the model has, without pipeline parallelism and without activation recompute; no other launcher offloads activations.</source>
        <translation>Megatron-LM 只有在层数少于模型层数、不用流水线并行且不做激活重算时，才会卸载前 %1 层的激活；其他启动器都不卸载激活。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="131"/>
        <source>With Megatron-LM&apos;s default micro-batch group (PP), the interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</source>
        <translation>按 Megatron-LM 的默认微批次组（PP），交错调度要求微批次数（%1）是 PP = %2 的整数倍。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="136"/>
        <source>Micro-batch group Megatron-LM refuses</source>
        <translation>Megatron-LM 拒绝的微批次组</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="137"/>
        <source>Megatron-LM&apos;s interleaved schedule takes a micro-batch group N from PP = %3 up to the micro-batch count (%2), whose last group is empty or holds at least PP micro-batches; N = %1 is not one, and Megatron-LM refuses to start.</source>
        <translation>Megatron-LM 的交错调度要求微批次组 N 介于 PP = %3 与微批次数（%2）之间，且最后一组为空或至少含 PP 个微批次；N = %1 不满足，Megatron-LM 会拒绝启动。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="161"/>
        <source>DualPipeV needs more micro-batches</source>
        <translation>DualPipeV 需要更多微批次</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="162"/>
        <source>DualPipeV runs every micro-batch down and back up the V: it needs at least 2 x PP = %1 micro-batches; this plan has %2.</source>
        <translation>DualPipeV 让每个微批次沿 V 形先下行再返回：至少需要 2 x PP = %1 个微批次；此方案只有 %2 个。</translation>
    </message>
    <message>
        <source>The pipeline is idle %1 of the schedule with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</source>
        <translation type="vanished">%2个微批次、%3个阶段时，流水线在调度中有%1的时间空闲；微批次数达到%4个或更多可降到%5以下。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="175"/>
        <source>The pipeline is idle %1 of the schedule over %3 stages at a micro-batch count of %2; a count of %4 or more brings it under %5.</source>
        <translation>%3个阶段、微批次数为%2时，流水线在调度中有%1的时间空闲；微批次数达到%4个或更多可降到%5以下。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="180"/>
        <source>Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing.</source>
        <translation>序列并行在张量并行组内切分；TP = 1 时不起作用。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="185"/>
        <source>Sequence does not divide over TP</source>
        <translation>序列长度无法按 TP 均分</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="186"/>
        <source>With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2.</source>
        <translation>开启序列并行时，每个 rank 持有 s / (CP x TP) 个 token；%1不能被%2整除。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="191"/>
        <source>TP larger than the NVLink domain</source>
        <translation>TP 超出 NVLink 域</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="192"/>
        <source>TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer.</source>
        <translation>TP = %1 大于共享 NVLink 的%2个 GPU：每次 TP all-reduce 都要走网络，而且位于每一层的关键路径上。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="196"/>
        <source>TP groups cross NVLink domains</source>
        <translation>TP 组跨越 NVLink 域</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="197"/>
        <source>TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network.</source>
        <translation>TP = %1 不能整除 NVLink 域的大小（%2个 GPU），部分 TP 组横跨两个域，只能通过网络通信。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="201"/>
        <source>TP without NVLink</source>
        <translation>没有 NVLink 的 TP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="202"/>
        <source>This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe.</source>
        <translation>该集群没有 NVLink：每次张量并行 all-reduce 都要经过 PCIe。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="207"/>
        <source>Sequence does not divide over CP</source>
        <translation>序列长度无法按 CP 均分</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="208"/>
        <source>Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2.</source>
        <translation>上下文并行把每条序列切成 2 x CP 个负载均衡的块；%1个 token 不能被%2整除。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="212"/>
        <source>CP without fused attention</source>
        <translation>CP 未使用融合注意力</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="213"/>
        <source>Megatron-LM&apos;s context parallelism runs on fused (flash) attention kernels.</source>
        <translation>Megatron-LM 的上下文并行依赖融合（flash）注意力算子。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="218"/>
        <source>Heads do not divide over CP</source>
        <translation>头数无法均分到 CP 上</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="219"/>
        <source>All-to-all context parallelism splits each TP rank&apos;s %1 attention heads and %2 key/value heads over CP = %3; Transformer Engine refuses heads that do not divide.</source>
        <translation>全交换上下文并行把每个 TP rank 的 %1 个注意力头和 %2 个 key/value 头分到 CP = %3 上；头数无法整除时 Transformer Engine 会拒绝。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="223"/>
        <source>CP exchange not read</source>
        <translation>未读取 CP 交换方式</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="224"/>
        <source>PyTorch&apos;s context parallelism passes K and V round a ring; the CP exchange %1 is Megatron-LM&apos;s and is not read.</source>
        <translation>PyTorch 的上下文并行沿环传递 K 和 V；CP 交换方式 %1 属于 Megatron-LM，不会被读取。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="238"/>
        <source>No FP8 weights to gather</source>
        <translation>没有可聚合的 FP8 权重</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="239"/>
        <source>FP8 parameter gather keeps and gathers the layers&apos; weights in an FP8 recipe&apos;s format; %1 has none (FP8 delayed, current, blockwise or MXFP8 do).</source>
        <translation>FP8 参数聚合以 FP8 配方的格式保存并聚合各层权重；%1 没有这种格式（FP8 延迟缩放、即时缩放、分块缩放或 MXFP8 才有）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="244"/>
        <source>Float8 all-gather needs FSDP</source>
        <translation>Float8 all-gather 需要 FSDP</translation>
    </message>
    <message>
        <source>On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP (ZeRO-3 with the FSDP engine, over more than one data-parallel rank) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2.</source>
        <translation type="vanished">在 PyTorch 自带算子上，FP8 参数聚合就是 torchtitan 的 float8 all-gather（enable_fsdp_float8_all_gather）：它需要 FSDP（使用 FSDP 引擎的 ZeRO-3，且数据并行超过一个 rank）和按张量缩放的配方，即 FP8 即时缩放。此方案是 %1，ZeRO 阶段 %2。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="249"/>
        <source>EP on a dense model</source>
        <translation>稠密模型设置了 EP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="250"/>
        <source>EP = %1 has no experts to split in a dense model.</source>
        <translation>稠密模型没有专家，EP = %1 无从切分。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="254"/>
        <source>Experts do not divide over EP</source>
        <translation>专家数无法按 EP 均分</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="255"/>
        <source>%1 experts cannot be split over EP = %2 ranks.</source>
        <translation>%1个专家无法均分给 EP = %2 的各个 rank。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="260"/>
        <source>EP x expert TP does not fit the ranks</source>
        <translation>EP x 专家 TP 与 rank 数不匹配</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="261"/>
        <source>The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them.</source>
        <translation>专家层会重新划分一个阶段内的%1个 TP x CP x DP rank；EP %2 x 专家 TP %3 不能整除这个数。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="265"/>
        <source>All-to-all across nodes</source>
        <translation>跨节点 all-to-all</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="266"/>
        <source>The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first.</source>
        <translation>大小为%1的 EP 组跨越节点：token 分发要走网络（未掩盖部分占单步的%2）。这需要无阻塞、高端口数的交换网络；请先用 nccl-tests 实测。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="271"/>
        <source>Experts drop tokens</source>
        <translation>专家丢弃 token</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="272"/>
        <source>With capacity factor %1 and the busiest expert rank at %2 times the mean load, that rank drops about %3 of its routed tokens: they skip the experts, and the estimate times only the tokens kept.</source>
        <translation>容量因子为 %1、最繁忙的专家 rank 负载为平均值的 %2 倍时，该 rank 约丢弃其路由 token 的 %3：这些 token 跳过专家，估算只计入保留下来的 token 的时间。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="276"/>
        <source>Padding needs a capacity</source>
        <translation>填充需要容量因子</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="277"/>
        <source>Megatron-Core pads each expert&apos;s input to its capacity only with a capacity factor (--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor).</source>
        <translation>Megatron-Core 只有在设置了容量因子时才会把每个专家的输入填充到其容量（--moe-pad-expert-input-to-capacity 需要 --moe-expert-capacity-factor）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="281"/>
        <source>Expert routing on a dense model</source>
        <translation>稠密模型上设置了专家路由</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="282"/>
        <source>The capacity factor, load imbalance and padding of training.moe change nothing in a model without experts.</source>
        <translation>对于没有专家的模型，training.moe 中的容量因子、负载不均衡和填充不起任何作用。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="288"/>
        <source>Out of memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="289"/>
        <source>Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6).</source>
        <translation>阶段%1中每个 GPU 需要%2，比可用的%4多出%3。占用最大的是%5（%6）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="294"/>
        <source>Little memory left</source>
        <translation>显存余量不足</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="295"/>
        <source>Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out.</source>
        <translation>阶段%1仅剩%2空闲；估算无法覆盖的碎片和瞬时峰值仍可能导致显存耗尽。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="301"/>
        <source>May run out of memory</source>
        <translation>可能显存不足</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="302"/>
        <source>Stage %1 fits at %2, but measured runs of plans like it peaked up to %3 for such an estimate, above the %4 available (80 % of %5 runs).</source>
        <translation>阶段 %1 以 %2 可以放下，但类似方案的实测运行在这类估计下峰值可达 %3，超过可用的 %4（%5 次运行中的 80 %）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="307"/>
        <source>Kept outputs would not fit</source>
        <translation>保留的输出会超出显存</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="308"/>
        <source>Stage %1 fits if the trainer passes return_outputs=False to PyTorch&apos;s pipeline schedule. A torch before late 2025, or a trainer that does not pass it, keeps every micro-batch&apos;s output there: %2 more, %3 in all, above the %4 available.</source>
        <translation>若训练代码向 PyTorch 的流水线调度传入 return_outputs=False，阶段 %1 放得下。2025 年底之前的 torch，或不传入该参数的训练代码，会在该阶段保留每个微批次的输出：多出 %2，合计 %3，超过可用的 %4。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="318"/>
        <source>Offload without ZeRO</source>
        <translation>未启用 ZeRO 时卸载优化器</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="319"/>
        <source>Optimizer offload needs ZeRO stage 1 or higher (or Megatron&apos;s distributed optimizer).</source>
        <translation>优化器卸载需要 ZeRO-1 或更高阶段（或 Megatron 的分布式优化器）。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="323"/>
        <source>ZeRO-2/3 with pipeline parallelism</source>
        <translation>ZeRO-2/3 与流水线并行同时使用</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="324"/>
        <source>ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination.</source>
        <translation>ZeRO-%1 与 PP 同时使用时，每个阶段的每个微批次都要重复梯度通信（ZeRO-3 还要重复参数通信）；DeepSpeed 不允许这种组合。</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="329"/>
        <source>ZeRO-3 at scale</source>
        <translation>大规模使用 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="330"/>
        <source>ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU).</source>
        <translation>在%1个 GPU 上，ZeRO-3 的通信量是数据并行的1.5倍；此处分布式优化器（ZeRO-1）同样放得下（每 GPU %2）。</translation>
    </message>
</context>
<context>
    <name>DurationTicker</name>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="22"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="23"/>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="24"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="25"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="64"/>
        <source>accelerate has no expert parallelism; export to Megatron-LM, NeMo or torchtitan</source>
        <translation>accelerate 没有专家并行；请导出到 Megatron-LM、NeMo 或 torchtitan</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="67"/>
        <source>accelerate trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0</source>
        <translation>accelerate 训练的是你自己的模型，配置无法限制其路由器的容量；请把 training.moe.capacity_factor 设为 0</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="79"/>
        <source>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, which has no context parallelism</source>
        <translation>流水线并行只能通过 accelerate 的 Megatron-LM 插件实现，而该插件没有上下文并行</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="84"/>
        <source>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, whose GPT model has no sliding-window, chunked or sink attention</source>
        <translation>流水线并行只能通过 accelerate 的 Megatron-LM 插件实现，而其 GPT 模型没有滑动窗口、分块或汇聚注意力</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="90"/>
        <source>accelerate&apos;s Megatron-LM plugin has no optimizer offload</source>
        <translation>accelerate 的 Megatron-LM 插件没有优化器卸载</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="94"/>
        <source>the %1 layers do not split evenly over %2 stages, and accelerate&apos;s Megatron-LM plugin has no uneven-stage setting</source>
        <translation>%1 层无法均分到 %2 个阶段，而 accelerate 的 Megatron-LM 插件没有不均匀阶段的设置</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="102"/>
        <source>optimizer offload goes through accelerate&apos;s DeepSpeed plugin, which has no TP or CP</source>
        <translation>优化器卸载要经过 accelerate 的 DeepSpeed 插件，而该插件没有 TP 或 CP</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="106"/>
        <location filename="../core/export/deepspeedexport.cpp" line="178"/>
        <source>optimizer offload needs a ZeRO stage (1 to 3)</source>
        <translation>优化器卸载需要一个 ZeRO 阶段（1 到 3）</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="120"/>
        <source>data-parallel communication overlapped: DDP and FSDP cannot switch it off</source>
        <translation>数据并行通信改为重叠：DDP 和 FSDP 无法关闭重叠</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="124"/>
        <source>TP communication overlap left out: accelerate has no such setting</source>
        <translation>未写入 TP 通信重叠：accelerate 没有这个设置</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="149"/>
        <source>full recompute exported as the Megatron-LM plugin&apos;s recompute_activations, which is Megatron&apos;s selective recompute: the plugin has no full recompute</source>
        <translation>完全重计算导出为 Megatron-LM 插件的 recompute_activations，即 Megatron 的选择性重计算：该插件没有完全重计算</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="15"/>
        <source>%1 exported as BF16 mixed precision: %2 has no setting for this recipe</source>
        <translation>%1 导出为 BF16 混合精度：%2 没有这种精度方案的设置</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="22"/>
        <source>BF16 Adam moments exported as fp32: %1 has no setting for the moments&apos; dtype</source>
        <translation>BF16 Adam 动量导出为 fp32：%1 没有设置动量数据类型的选项</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="33"/>
        <source>FP8 parameter gather exported off: %1 has no setting for it here, so the weights are gathered in 16 bits</source>
        <translation>FP8 参数聚合导出时已关闭：%1 在此没有对应设置，权重以 16 位聚合</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="159"/>
        <source>interleaving dropped: accelerate&apos;s Megatron-LM plugin has no virtual-stage setting</source>
        <translation>已取消交错：accelerate 的 Megatron-LM 插件没有虚拟阶段设置</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="164"/>
        <source>the pipeline runs Megatron&apos;s 1F1B: accelerate&apos;s Megatron-LM plugin has no schedule setting</source>
        <translation>流水线按 Megatron 的 1F1B 运行：accelerate 的 Megatron-LM 插件没有调度设置</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="170"/>
        <source>gradient reduction not overlapped: the plugin has no --overlap-grad-reduce setting</source>
        <translation>梯度归约不再重叠：该插件没有 --overlap-grad-reduce 设置</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="175"/>
        <source>ZeRO-%1 exported as Megatron&apos;s distributed optimizer (ZeRO-1): the plugin has no gradient or weight sharding</source>
        <translation>ZeRO-%1 导出为 Megatron 的分布式优化器（ZeRO-1）：该插件不能切分梯度或权重</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="194"/>
        <source>gradient reduction overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</source>
        <translation>梯度归约改为重叠：DeepSpeed 插件沿用 DeepSpeed 在 ZeRO-%1 下 overlap_comm 的默认值</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="197"/>
        <source>gradient reduction not overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</source>
        <translation>梯度归约不再重叠：DeepSpeed 插件沿用 DeepSpeed 在 ZeRO-%1 下 overlap_comm 的默认值</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="212"/>
        <source>FP8 exported as BF16: the DeepSpeed plugin has no FP8</source>
        <translation>FP8 导出为 BF16：DeepSpeed 插件没有 FP8</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="217"/>
        <source>selective recompute exported as FSDP activation checkpointing, which recomputes each transformer layer whole: accelerate&apos;s FSDP has no selective policy</source>
        <translation>选择性重计算导出为 FSDP 激活检查点，会整层重算每个 Transformer 层：accelerate 的 FSDP 没有选择性策略</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="224"/>
        <source>DP %1 sharded by FSDP (like ZeRO-2): accelerate rejects TP or CP together with pure replication</source>
        <translation>DP %1 由 FSDP 切分（类似 ZeRO-2）：accelerate 不接受 TP 或 CP 与纯复制同时使用</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="229"/>
        <source>ZeRO-1 exported as FSDP keeping weights gathered after forward (like ZeRO-2): FSDP has no optimizer-only sharding</source>
        <translation>ZeRO-1 导出为前向后保留已收集权重的 FSDP（类似 ZeRO-2）：FSDP 没有只切分优化器状态的方式</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="238"/>
        <source>no known Hugging Face layer class for this model: FSDP wraps by size (100M parameters)</source>
        <translation>此模型没有已知的 Hugging Face 层类：FSDP 按参数量包装（1 亿参数）</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="43"/>
        <location filename="../core/export/torchtitanexport.cpp" line="142"/>
        <source>EP %1 dropped: the model has no experts</source>
        <translation>已去掉 EP %1：该模型没有专家</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="50"/>
        <source>DeepSpeed and Megatron-DeepSpeed have no context parallelism (their Ulysses sequence parallelism splits attention heads, not the sequence); use Megatron-LM or torchtitan</source>
        <translation>DeepSpeed 和 Megatron-DeepSpeed 没有上下文并行（它们的 Ulysses 序列并行切分的是注意力头，而不是序列）；请使用 Megatron-LM 或 torchtitan</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="56"/>
        <source>Megatron-DeepSpeed has no sliding-window, chunked or sink attention; without TP, PP or EP the DeepSpeed config trains the Hugging Face model, which has it</source>
        <translation>Megatron-DeepSpeed 没有滑动窗口、分块或汇聚注意力；不使用 TP、PP 或 EP 时，DeepSpeed 配置训练的是具备这些功能的 Hugging Face 模型</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="63"/>
        <source>Megatron-DeepSpeed has no multi-latent attention</source>
        <translation>Megatron-DeepSpeed 没有多头潜在注意力（MLA）</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="71"/>
        <location filename="../core/export/megatronarguments.cpp" line="129"/>
        <source>the %1 experts are not divisible by EP %2</source>
        <translation>%1 个专家无法被 EP %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="75"/>
        <source>DeepSpeed&apos;s MoE does not work with ZeRO-3; use ZeRO 0 to 2</source>
        <translation>DeepSpeed 的 MoE 不能与 ZeRO-3 一起使用；请使用 ZeRO 0 到 2</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="79"/>
        <source>without TP, PP or EP the DeepSpeed config trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0 or use EP for Megatron-DeepSpeed&apos;s capacity</source>
        <translation>没有 TP、PP 或 EP 时，DeepSpeed 配置训练的是你自己的模型，配置无法限制其路由器的容量；请把 training.moe.capacity_factor 设为 0，或使用 EP 以启用 Megatron-DeepSpeed 的容量</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="85"/>
        <source>Megatron-DeepSpeed&apos;s gate has no group-limited routing: the model routes each token over all %1 experts, not %2 of the %3 groups</source>
        <translation>Megatron-DeepSpeed 的门控没有分组限制路由：模型在全部 %1 个专家中路由每个 token，而不是在 %3 个组中的 %2 个组内</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="92"/>
        <source>DeepSpeed&apos;s MoE moves tokens with NCCL&apos;s all-to-all, not DeepEP: across nodes every copy of a token takes the network</source>
        <translation>DeepSpeed 的 MoE 用 NCCL 的 all-to-all 传输 token，而不是 DeepEP：跨节点时 token 的每个副本都走网络</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="98"/>
        <source>DeepSpeed&apos;s MoE pads every expert to its capacity: the run does more expert work than the estimate; set training.moe.pad_to_capacity to estimate it</source>
        <translation>DeepSpeed 的 MoE 会把每个专家填充到其容量：实际运行的专家计算量多于估算；请设置 training.moe.pad_to_capacity 以估算这种情况</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="106"/>
        <location filename="../core/export/megatronarguments.cpp" line="105"/>
        <source>the %1 attention heads are not divisible by TP %2</source>
        <translation>%1 个注意力头无法被 TP %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="112"/>
        <source>ZeRO stage %1 lowered to 1: DeepSpeed&apos;s pipeline engine refuses ZeRO-2 and ZeRO-3 (optimizer state stays sharded; gradients and weights are no longer)</source>
        <translation>ZeRO 阶段 %1 降为 1：DeepSpeed 的流水线引擎拒绝 ZeRO-2 和 ZeRO-3（优化器状态仍然切分，梯度和权重不再切分）</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="121"/>
        <source>interleaving dropped: DeepSpeed&apos;s pipeline engine runs one contiguous block of layers per stage</source>
        <translation>已取消交错：DeepSpeed 的流水线引擎每个阶段只运行一段连续的层</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="125"/>
        <source>%1 exported as DeepSpeed&apos;s pipeline schedule (deepspeed/runtime/pipe/schedule.py TrainSchedule, a 1F1B): it has no other; expect a larger bubble than ShardScope estimated</source>
        <translation>%1 导出为 DeepSpeed 的流水线调度（deepspeed/runtime/pipe/schedule.py 中的 TrainSchedule，一种 1F1B）：它没有其他调度；气泡会比 ShardScope 估算的大</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="135"/>
        <source>Megatron-DeepSpeed splits experts over all of TP (--enable-expert-tensor-parallelism) or not at all, not over expert TP %1</source>
        <translation>Megatron-DeepSpeed 要么把专家切分到整个 TP 上（--enable-expert-tensor-parallelism），要么完全不切分，不能按专家 TP %1 切分</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="144"/>
        <source>gradient reduction exported without overlap: overlap_comm is written for ZeRO-2/3 only, and the pipeline engine reduces after the last micro-batch</source>
        <translation>梯度归约导出为不重叠：overlap_comm 只为 ZeRO-2/3 写入，且流水线引擎在最后一个微批次之后才归约</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="150"/>
        <source>TP communication overlap left out: Megatron-DeepSpeed has no --tp-comm-overlap</source>
        <translation>未写入 TP 通信重叠：Megatron-DeepSpeed 没有 --tp-comm-overlap</translation>
    </message>
    <message>
        <source>FP8 exported as BF16: DeepSpeed&apos;s config has no FP8 training switch</source>
        <translation type="vanished">FP8 导出为 BF16：DeepSpeed 的配置没有 FP8 训练开关</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="188"/>
        <source>attention exported as FlashAttention-2 (--use-flash-attn-v2): Megatron-DeepSpeed has no Transformer Engine fused attention, and on this GPU FlashAttention-2 is slower; set the attention kernel to FlashAttention-2 to estimate it</source>
        <translation>注意力导出为 FlashAttention-2（--use-flash-attn-v2）：Megatron-DeepSpeed 没有 Transformer Engine 的融合注意力，而在这款 GPU 上 FlashAttention-2 更慢；把注意力内核设为 FlashAttention-2 即可按它估算</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="17"/>
        <source>pretrain_gpt.py flags in a per-node torchrun script</source>
        <translation>每节点一个 torchrun 脚本中的 pretrain_gpt.py 参数</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="18"/>
        <source>an sbatch script that starts torchrun on every node</source>
        <translation>在每个节点上启动 torchrun 的 sbatch 脚本</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="21"/>
        <source>ds_config.json and a Megatron-DeepSpeed or torchrun launch script</source>
        <translation>ds_config.json 以及 Megatron-DeepSpeed 或 torchrun 启动脚本</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="22"/>
        <source>a TOML job file and its torchrun launch</source>
        <translation>一个 TOML 作业文件及其 torchrun 启动命令</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="24"/>
        <source>a recipe override script and its torchrun launch</source>
        <translation>一个覆盖 recipe 的脚本及其 torchrun 启动命令</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="26"/>
        <source>the parallelism and shape block of megatron_gpt_config.yaml</source>
        <translation>megatron_gpt_config.yaml 中的并行与模型形状部分</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="27"/>
        <source>an accelerate config YAML and its launch line</source>
        <translation>一个 accelerate 配置 YAML 及其启动命令</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="50"/>
        <source>unknown export target &quot;%1&quot; (known: %2)</source>
        <translation>未知的导出目标“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="27"/>
        <source>the layout needs %1 GPUs (TP x PP x CP x DP) but the cluster has %2</source>
        <translation>此布局需要 %1 个 GPU（TP x PP x CP x DP），但集群只有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="34"/>
        <source>the layout uses %1 GPUs, which is not a whole number of %2-GPU nodes; torchrun starts the same number of processes on every node</source>
        <translation>此布局使用 %1 个 GPU，不是 %2-GPU 节点的整数倍；torchrun 在每个节点上启动相同数量的进程</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="45"/>
        <source>the global batch %1 is not a multiple of micro-batch x DP = %2</source>
        <translation>全局批次 %1 不是微批次 x DP = %2 的整数倍</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="65"/>
        <source>the stage layer split is not written: this launcher splits the layers over the stages by its own rule</source>
        <translation>未写出阶段层数划分：该启动器按自己的规则把层分到各阶段</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="70"/>
        <source>Megatron-LM has no optimizer offload in its mainstream path; export to DeepSpeed, or turn offload off</source>
        <translation>Megatron-LM 的主线路径没有优化器卸载；请导出到 DeepSpeed，或关闭卸载</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="82"/>
        <source>Megatron-Core&apos;s flex dispatcher (DeepEP) does not pad to capacity: turn training.moe.pad_to_capacity off or use the all-to-all dispatcher</source>
        <translation>Megatron-Core 的 flex 分发器（DeepEP）不支持填充到容量：请关闭 training.moe.pad_to_capacity 或使用 all-to-all 分发器</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="90"/>
        <source>--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor: set training.moe.capacity_factor or turn padding off</source>
        <translation>--moe-pad-expert-input-to-capacity 需要 --moe-expert-capacity-factor：请设置 training.moe.capacity_factor 或关闭填充</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="98"/>
        <source>Megatron-Core has no chunked attention (Llama 4&apos;s attention_chunk_size): --window-size is a sliding window, and full attention on those layers would run slower than the estimate</source>
        <translation>Megatron-Core 没有分块注意力（Llama 4 的 attention_chunk_size）：--window-size 是滑动窗口，而在这些层上使用全注意力会比估算更慢</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="111"/>
        <source>the %1 KV heads (query groups) are not divisible by TP %2 (megatron-core 0.15 requires it)</source>
        <translation>%1 个 KV 头（查询组）无法被 TP %2 整除（megatron-core 0.15 要求整除）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="117"/>
        <source>the FFN width %1 is not divisible by TP %2</source>
        <translation>FFN 宽度 %1 无法被 TP %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="122"/>
        <source>EP %1 dropped: the model has no experts (EP only re-splits the expert layers)</source>
        <translation>已去掉 EP %1：该模型没有专家（EP 只重新切分专家层）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="134"/>
        <source>the expert FFN width %1 is not divisible by expert TP %2</source>
        <translation>专家 FFN 宽度 %1 无法被专家 TP %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="141"/>
        <source>the world of %1 GPUs is not divisible by expert TP x EP x PP = %2</source>
        <translation>%1 个 GPU 的总规模无法被专家 TP x EP x PP = %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="147"/>
        <source>the sequence length %1 is not divisible by 2 x CP = %2</source>
        <translation>序列长度 %1 无法被 2 x CP = %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="169"/>
        <source>GPipe exported as 1F1B: Megatron-LM has no GPipe schedule (same bubble, less memory)</source>
        <translation>GPipe 导出为 1F1B：Megatron-LM 没有 GPipe 调度（气泡相同，显存更少）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="174"/>
        <source>%1 exported as 1F1B: Megatron-LM&apos;s mainstream schedules are 1F1B and interleaved 1F1B; expect a larger bubble than ShardScope estimated</source>
        <translation>%1 导出为 1F1B：Megatron-LM 的主线调度只有 1F1B 和交错 1F1B；气泡会比 ShardScope 估算的大</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="186"/>
        <source>interleaving needs PP &gt; 1</source>
        <translation>交错需要 PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="189"/>
        <source>%1 micro-batches per step are not a multiple of PP %2</source>
        <translation>每步 %1 个微批次不是 PP %2 的整数倍</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="203"/>
        <source>micro-batch group of %1 dropped: Megatron-LM takes a group from PP %2 up to the %3 micro-batches whose last group is empty or holds at least PP; written with its default group of PP</source>
        <translation>已去掉大小为 %1 的微批次组：Megatron-LM 要求组大小介于 PP %2 与 %3 个微批次之间，且最后一组为空或至少含 PP 个；按其默认组大小 PP 写出</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="216"/>
        <source>%1 micro-batches per step are not a multiple of PP %2: interleaved in micro-batch groups of %3, the smallest Megatron-LM takes</source>
        <translation>每步 %1 个微批次不是 PP %2 的整数倍：按 Megatron-LM 接受的最小微批次组 %3 交错调度</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="252"/>
        <source>uneven pipeline split: %1 layers on the first stage, %2 on the last, %3 on each between</source>
        <translation>不均匀的流水线划分：首阶段 %1 层，末阶段 %2 层，中间每个阶段 %3 层</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="257"/>
        <source>uneven pipeline split written as --pipeline-model-parallel-layout (%1 to %2 layers a stage; Megatron-Core 0.13 or later)</source>
        <translation>不均匀的流水线划分写成 --pipeline-model-parallel-layout（每个阶段 %1 到 %2 层；需要 Megatron-Core 0.13 或更高版本）</translation>
    </message>
    <message>
        <source>%1 layers per pipeline rank are not divisible by %2 chunks</source>
        <translation type="vanished">每个流水线 rank 的 %1 层无法被 %2 个块整除</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="225"/>
        <source>interleaving dropped, exported as plain 1F1B: </source>
        <translation>已取消交错，导出为普通 1F1B：</translation>
    </message>
    <message>
        <source>interleaving dropped: no split of %1 layers over %2 stages gives every chunk whole layers</source>
        <translation type="vanished">已取消交错：%1 层分到 %2 个阶段，没有一种划分能让每个块都是整层</translation>
    </message>
    <message>
        <source>the %1 layers cannot be split over %2 pipeline stages in a way Megatron accepts (equal first/last and equal middle stages)</source>
        <translation type="vanished">%1 层无法按 Megatron 接受的方式分到 %2 个流水线阶段（首末阶段相等、中间阶段相等）</translation>
    </message>
    <message>
        <source>uneven pipeline split: %1 layers on the first and last stage, %2 on each middle stage (%3 do not divide by %4)</source>
        <translation type="vanished">不均匀的流水线划分：首末阶段各 %1 层，每个中间阶段 %2 层（%3 层无法被 %4 整除）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="308"/>
        <source>sequence parallelism left out: at TP 1 Megatron switches it off anyway</source>
        <translation>未写入序列并行：TP 为 1 时 Megatron 本来就会关闭它</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="314"/>
        <source>sequence parallelism turned on: Megatron requires it (before 0.15) or warns (from 0.15) when EP and TP are both used</source>
        <translation>已开启序列并行：同时使用 EP 和 TP 时，Megatron 要求开启（0.15 之前）或发出警告（0.15 起）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="326"/>
        <source>TP communication overlap left out: --tp-comm-overlap needs sequence parallelism</source>
        <translation>未写入 TP 通信重叠：--tp-comm-overlap 需要序列并行</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="374"/>
        <source>EP all-to-all overlap left out: with PP &gt; 1 Megatron-Core overlaps it only in the interleaved schedule</source>
        <translation>未写入 EP all-to-all 重叠：PP &gt; 1 时 Megatron-Core 只在交错调度中重叠它</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="377"/>
        <source>EP all-to-all overlap left out: Megatron-Core refuses it with full recompute</source>
        <translation>未写入 EP all-to-all 重叠：Megatron-Core 不允许它与完全重计算同时使用</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="380"/>
        <source>EP all-to-all overlap left out: Megatron-Core refuses it when the moe module is recomputed</source>
        <translation>未写入 EP all-to-all 重叠：重计算 moe 模块时 Megatron-Core 不允许它</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="383"/>
        <source>EP all-to-all overlap left out: Megatron-Core runs it only for a BF16 or FP16 model</source>
        <translation>未写入 EP all-to-all 重叠：Megatron-Core 只对 BF16 或 FP16 模型运行它</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="392"/>
        <source>--overlap-moe-expert-parallel-comm needs PyTorch 2.6 or later (earlier versions hang)</source>
        <translation>--overlap-moe-expert-parallel-comm 需要 PyTorch 2.6 或更高版本（更早的版本会挂起）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="424"/>
        <source>max position embeddings raised to the sequence length %1 (the model was trained for %2)</source>
        <translation>最大位置嵌入提高到序列长度 %1（模型训练时为 %2）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="502"/>
        <source>the estimate spreads the tokens evenly over the expert ranks; a benchmark run matches that with --moe-router-force-load-balancing (random routing, never for real training); set training.moe.load_imbalance to what your router logs</source>
        <translation>估算假设 token 均匀分布在各专家 rank 上；基准测试可用 --moe-router-force-load-balancing 复现（随机路由，切勿用于真实训练）；请把 training.moe.load_imbalance 设为路由器日志中的实际值</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="527"/>
        <source>--attention-backend flash runs the flash-attn package: install flash-attn 2.x (with FlashAttention-3 installed Transformer Engine runs that, faster than the estimate)</source>
        <translation>--attention-backend flash 运行的是 flash-attn 包：请安装 flash-attn 2.x（若已安装 FlashAttention-3，Transformer Engine 会运行它，比估算更快）</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="532"/>
        <source>add --rotary-base with your checkpoint&apos;s rope theta (for example 500000 for Llama 3): it is not part of a ShardScope model and Megatron&apos;s default is 10000</source>
        <translation>请用检查点的 rope theta 加上 --rotary-base（例如 Llama 3 为 500000）：它不属于 ShardScope 的模型参数，而 Megatron 的默认值是 10000</translation>
    </message>
    <message>
        <source>main gradients stay in fp32: the exported flags keep Megatron&apos;s default</source>
        <translation type="vanished">主梯度保持 fp32：导出的参数沿用 Megatron 的默认值</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="68"/>
        <source>gradient reduction overlapped: the recipe&apos;s distributed data-parallel config overlaps it</source>
        <translation>梯度归约改为重叠：recipe 的分布式数据并行配置会重叠它</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="72"/>
        <source>TP communication overlap left out: NeMo&apos;s MegatronCommOverlapCallback is not written</source>
        <translation>未写入 TP 通信重叠：没有写入 NeMo 的 MegatronCommOverlapCallback</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="76"/>
        <source>EP all-to-all overlap left out: the NeMo files do not write Megatron-Core&apos;s overlap_moe_expert_parallel_comm</source>
        <translation>未写入 EP all-to-all 重叠：NeMo 文件不写入 Megatron-Core 的 overlap_moe_expert_parallel_comm</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="87"/>
        <source>FlashAttention-2 left out: NeMo runs Transformer Engine&apos;s default attention backend (its fused cuDNN kernel on this GPU), faster than the estimate</source>
        <translation>未写入 FlashAttention-2：NeMo 运行 Transformer Engine 默认的注意力后端（在这款 GPU 上是其融合 cuDNN 内核），比估算更快</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="110"/>
        <source>no NeMo 2 recipe is known for this model; use the NeMo 1.x YAML target (nemo1) or Megatron-LM</source>
        <translation>此模型没有已知的 NeMo 2 recipe；请使用 NeMo 1.x YAML 目标（nemo1）或 Megatron-LM</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="121"/>
        <source>ZeRO-%1 exported as the distributed optimizer (ZeRO-1): the recipe&apos;s Megatron strategy shards the optimizer state only</source>
        <translation>ZeRO-%1 导出为分布式优化器（ZeRO-1）：recipe 的 Megatron 策略只切分优化器状态</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="270"/>
        <source>the %1 layers are split unevenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</source>
        <translation>%1 层在 %2 个阶段上划分不均匀，而 NeMo 1.x 模板没有不均匀阶段的设置项</translation>
    </message>
    <message>
        <source>FP8 exported as BF16 mixed precision: add NeMo&apos;s FP8 settings yourself</source>
        <translation type="vanished">FP8 导出为 BF16 混合精度：请自行添加 NeMo 的 FP8 设置</translation>
    </message>
    <message>
        <source>the %1 layers do not split evenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</source>
        <translation type="vanished">%1 层无法均分到 %2 个阶段，而 NeMo 1.x 模板没有不均匀阶段的键</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="275"/>
        <source>the NeMo 1.x GPT template has no multi-latent attention</source>
        <translation>NeMo 1.x 的 GPT 模板没有多头潜在注意力（MLA）</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="280"/>
        <source>the NeMo 1.x template has a sliding window on every layer or none: no interleaved global layers</source>
        <translation>NeMo 1.x 模板的滑动窗口要么每层都有、要么都没有：不支持穿插的全局层</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="285"/>
        <source>the NeMo 1.x template has biases on every linear layer or on none, not on Q, K and V alone</source>
        <translation>NeMo 1.x 模板要么所有线性层都有偏置，要么都没有，不能只在 Q、K、V 上有</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="289"/>
        <source>the NeMo 1.x template has no model without position embeddings</source>
        <translation>NeMo 1.x 模板不支持没有位置编码的模型</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="293"/>
        <source>the NeMo 1.x template has no attention sinks (learnable softmax)</source>
        <translation>NeMo 1.x 模板没有注意力汇聚（可学习 softmax）</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="302"/>
        <source>ZeRO-%1 exported as the distributed fused Adam (optimizer sharding only)</source>
        <translation>ZeRO-%1 导出为分布式融合 Adam（只切分优化器状态）</translation>
    </message>
    <message>
        <source>FP8 exported as bf16-mixed: add the template&apos;s fp8 keys yourself</source>
        <translation type="vanished">FP8 导出为 bf16-mixed：请自行添加模板的 fp8 键</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="128"/>
        <source>torchtitan builds models from registered flavours and none has this model&apos;s shape (known: llama3 8B, 70B, 405B; deepseek_v3 16B, 236B, 671B)</source>
        <translation>torchtitan 从已注册的模型规格（flavour）构建模型，而没有一个与此模型的形状相符（已知：llama3 8B、70B、405B；deepseek_v3 16B、236B、671B）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="133"/>
        <source>heads (%1) and KV heads (%2) must divide by TP %3</source>
        <translation>注意力头（%1）和 KV 头（%2）必须能被 TP %3 整除</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="137"/>
        <source>the sequence length %1 is not divisible by 2 x CP x TP = %2</source>
        <translation>序列长度 %1 无法被 2 x CP x TP = %2 整除</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="149"/>
        <source>torchtitan&apos;s expert TP must be 1 or TP (%1), not %2</source>
        <translation>torchtitan 的专家 TP 必须是 1 或 TP（%1），而不是 %2</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="180"/>
        <source>DP %1 becomes an FSDP shard degree (weights gathered for the whole step, like ZeRO-2): torchtitan cannot combine plain DDP with TP, PP or CP</source>
        <translation>DP %1 变为 FSDP 切分度（权重在整步中保持收集，类似 ZeRO-2）：torchtitan 无法把纯 DDP 与 TP、PP 或 CP 组合</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="186"/>
        <source>ZeRO-1 exported as FSDP keeping weights gathered between forward and backward (like ZeRO-2): FSDP has no optimizer-only sharding</source>
        <translation>ZeRO-1 导出为在前向与反向之间保留已收集权重的 FSDP（类似 ZeRO-2）：FSDP 没有只切分优化器状态的方式</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="194"/>
        <source>EP x expert TP = %1 must divide FSDP x CP x TP = %2</source>
        <translation>EP x 专家 TP = %1 必须能整除 FSDP x CP x TP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="216"/>
        <source>ZB-H1 exported as 1F1B: torchtitan&apos;s zero-bubble schedules are the multi-stage InterleavedZeroBubble and ZBVZeroBubble</source>
        <translation>ZB-H1 导出为 1F1B：torchtitan 的零气泡调度是多阶段的 InterleavedZeroBubble 和 ZBVZeroBubble</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="212"/>
        <source>DualPipe exported as torchtitan&apos;s DualPipeV (the V-shaped variant, two stages per rank)</source>
        <translation>DualPipe 导出为 torchtitan 的 DualPipeV（V 形变体，每个 rank 两个阶段）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="121"/>
        <source>torchtitan&apos;s registered llama3 and deepseek_v3 flavours use full causal attention: none has this model&apos;s sliding-window, chunked or sink attention</source>
        <translation>torchtitan 已注册的 llama3 与 deepseek_v3 变体均使用完整因果注意力：没有一个具备此模型的滑动窗口、分块或汇聚注意力</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="152"/>
        <source>torchtitan&apos;s MoE is dropless: it has no expert capacity; set training.moe.capacity_factor to 0</source>
        <translation>torchtitan 的 MoE 不丢弃 token：它没有专家容量；请把 training.moe.capacity_factor 设为 0</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="170"/>
        <source>ZeRO-%1 with PP exported as FSDP under the pipeline schedule, which holds what ZeRO-1 holds: the stage&apos;s weights gathered and its gradients unsharded in fp32 until the last micro-batch</source>
        <translation>带 PP 的 ZeRO-%1 导出为流水线调度下的 FSDP，其显存占用与 ZeRO-1 相同：本阶段的权重保持聚合，梯度以 fp32 不分片累积到最后一个微批次</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="228"/>
        <source>%1 layers in stages of %2 make %3 stages, not %4 (TT-9)</source>
        <translation>%1 层按每阶段 %2 层会得到 %3 个阶段，而不是 %4 个（TT-9）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="233"/>
        <source>%1 micro-batches are not a multiple of PP %2 (TT-12)</source>
        <translation>%1 个微批次不是 PP %2 的整数倍（TT-12）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="237"/>
        <source>micro-batch group of %1 dropped: PyTorch&apos;s Interleaved1F1B runs rounds of PP %2 micro-batches</source>
        <translation>已去掉大小为 %1 的微批次组：PyTorch 的 Interleaved1F1B 每轮运行 PP %2 个微批次</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="243"/>
        <source>%1 exported as 1F1B: </source>
        <translation>%1 导出为 1F1B：</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="255"/>
        <source>dropout turned off: torchtitan&apos;s models have no dropout layers</source>
        <translation>已关闭 dropout：torchtitan 的模型没有 dropout 层</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="261"/>
        <source>sequence parallelism turned on: torchtitan&apos;s tensor parallelism always shards the norms over the sequence</source>
        <translation>已开启序列并行：torchtitan 的张量并行总是沿序列切分归一化层</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="267"/>
        <source>data-parallel communication overlapped: FSDP2&apos;s prefetch and DDP&apos;s buckets cannot be switched off in torchtitan</source>
        <translation>数据并行通信改为重叠：在 torchtitan 中无法关闭 FSDP2 的预取和 DDP 的分桶</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="272"/>
        <source>TP communication overlap left out: enable_async_tensor_parallel (with compile) is not written</source>
        <translation>未写入 TP 通信重叠：没有写入 enable_async_tensor_parallel（需配合 compile）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="280"/>
        <source>FlashAttention-2 is what PyTorch SDPA runs on Hopper unless it prefers cuDNN attention (torch builds with cuDNN newer than 9.15, or TORCH_CUDNN_SDPA_PREFERRED=1)</source>
        <translation>在 Hopper 上 PyTorch SDPA 运行的是 FlashAttention-2，除非它优先选择 cuDNN 注意力（cuDNN 新于 9.15 的 torch 构建，或 TORCH_CUDNN_SDPA_PREFERRED=1）</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="284"/>
        <source>the fused (cuDNN) attention is what PyTorch SDPA runs on Hopper only when it prefers cuDNN (torch builds with cuDNN newer than 9.15); older builds run FlashAttention-2, slower than the estimate</source>
        <translation>只有当 PyTorch SDPA 优先选择 cuDNN 时（cuDNN 新于 9.15 的 torch 构建），它在 Hopper 上才运行融合（cuDNN）注意力；较旧的构建运行 FlashAttention-2，比估算更慢</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="292"/>
        <source>without FSDP the bf16 mixed-precision setting only takes effect through autocast</source>
        <translation>没有 FSDP 时，bf16 混合精度设置只通过 autocast 生效</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="295"/>
        <source>FP16 exported as BF16: torchtitan trains in bf16 or fp32</source>
        <translation>FP16 导出为 BF16：torchtitan 只用 bf16 或 fp32 训练</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="301"/>
        <source>torchtitan&apos;s [model] converters quantize with torchao&apos;s tensorwise FP8 (quantize.linear.float8) or MXFP8 (quantize.linear.mx) only; %1 has no converter</source>
        <translation>torchtitan 的 [model] converters 只能用 torchao 的逐张量 FP8（quantize.linear.float8）或 MXFP8（quantize.linear.mx）量化；%1 没有对应的转换器</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="313"/>
        <source>BF16 Adam moments exported as fp32: torchtitan&apos;s [optimizer] has no key for the moments&apos; dtype</source>
        <translation>BF16 Adam 动量导出为 fp32：torchtitan 的 [optimizer] 没有设置动量数据类型的键</translation>
    </message>
    <message>
        <source>FP8 exported as BF16: enable [quantize.linear.float8] yourself to train in FP8</source>
        <translation type="vanished">FP8 导出为 BF16：如需 FP8 训练请自行启用 [quantize.linear.float8]</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="318"/>
        <source>CPU offload in torchtitan goes through FSDP; it needs an FSDP shard degree &gt; 1</source>
        <translation>torchtitan 中的 CPU 卸载要经过 FSDP；它需要大于 1 的 FSDP 切分度</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="324"/>
        <source>Megatron-style selective recompute (the core attention) exported as torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;: every other matmul&apos;s output kept): torchtitan has no module policy</source>
        <translation>Megatron 式选择性重计算（核心注意力）导出为 torchtitan 的逐算子策略（selective_ac_option = &quot;op&quot;：每隔一个矩阵乘保留其输出）：torchtitan 没有按模块的策略</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="333"/>
        <source>SGD exported as AdamW: the optimizers torchtitan registers are the Adam family</source>
        <translation>SGD 导出为 AdamW：torchtitan 注册的优化器都属于 Adam 家族</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="113"/>
        <source>--recompute-modules mla_up_proj needs multi-latent attention, which this model does not have (Megatron-Core refuses it at start-up)</source>
        <translation>--recompute-modules mla_up_proj 需要多头潜在注意力（MLA），而此模型没有（Megatron-Core 在启动时拒绝）</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="119"/>
        <source>--recompute-modules moe_act and layernorm do not work with FP8 delayed scaling (Megatron-Core refuses them at start-up); use the current or blockwise recipe</source>
        <translation>--recompute-modules moe_act 和 layernorm 不能与 FP8 延迟缩放一起使用（Megatron-Core 在启动时拒绝）；请使用当前缩放或分块配方</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="131"/>
        <source>%1 cannot choose the modules selective recompute re-runs (%2): only Megatron-LM and NeMo 2 take --recompute-modules</source>
        <translation>%1 无法选择选择性重算要重跑的模块（%2）：只有 Megatron-LM 和 NeMo 2 接受 --recompute-modules</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="137"/>
        <source>%1 checkpoints every layer on its own under full recompute; it has no block method and no checkpoints of several layers</source>
        <translation>%1 在完全重算下逐层单独设检查点；它没有 block 方法，也不支持跨多层的检查点</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="156"/>
        <source>Megatron-Core offloads activations (--cpu-offloading-num-layers %1) only for fewer layers than the model&apos;s %2, without pipeline parallelism and without activation recompute</source>
        <translation>Megatron-Core 只有在层数少于模型的 %2 层、不用流水线并行且不做激活重算时，才会卸载激活（--cpu-offloading-num-layers %1）</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="169"/>
        <source>%1 has no activation offload to host memory; only Megatron-LM and NeMo 2 take --cpu-offloading-num-layers</source>
        <translation>%1 不支持把激活卸载到主机内存；只有 Megatron-LM 和 NeMo 2 接受 --cpu-offloading-num-layers</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="13"/>
        <source>DeepSpeed&apos;s ZeRO-3</source>
        <translation>DeepSpeed 的 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="14"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="33"/>
        <source>ZeRO-3 runs as %1, not %2 as planned: the estimate of the exported plan hides as much of the per-layer gathers and reduce-scatters as %1 does</source>
        <translation>ZeRO-3 由 %1 运行，而不是计划中的 %2：导出方案的估算按 %1 能隐藏的逐层 all-gather 与 reduce-scatter 比例计算</translation>
    </message>
    <message>
        <location filename="../core/export/cpcommadaptation.cpp" line="13"/>
        <source>context parallelism runs as PyTorch&apos;s ring, not Megatron-LM&apos;s %1 exchange: the estimate of the exported plan hides the KV exchange as the ring does</source>
        <translation>上下文并行按 PyTorch 的环形方式运行，而不是 Megatron-LM 的 %1 交换：导出方案的估算按环形方式掩盖 KV 交换</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../widgets/support/format.cpp" line="18"/>
        <source>%1 PiB</source>
        <translation>%1 PiB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="20"/>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="21"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="40"/>
        <source>%1 EB</source>
        <translation>%1 EB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="42"/>
        <source>%1 PB</source>
        <translation>%1 PB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="44"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="46"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="48"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="50"/>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="51"/>
        <location filename="../widgets/support/format.cpp" line="96"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="58"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="60"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="62"/>
        <location filename="../widgets/support/format.cpp" line="64"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="66"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="67"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="74"/>
        <source>%1 G</source>
        <translation>%1 G</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="76"/>
        <location filename="../widgets/support/format.cpp" line="98"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="80"/>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="87"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="94"/>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="79"/>
        <location filename="../widgets/support/formulas.cpp" line="128"/>
        <location filename="../widgets/support/formulas.cpp" line="136"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="277"/>
        <location filename="../widgets/support/formulas.cpp" line="139"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="142"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="142"/>
        <source>definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="461"/>
        <location filename="../widgets/panels/summarystrip.cpp" line="273"/>
        <location filename="../widgets/support/formulas.cpp" line="143"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="147"/>
        <source>Narayanan et al. 2021 §3 (the busiest rank of the simulated schedule)</source>
        <translation>Narayanan et al. 2021 §3（取模拟调度中最繁忙的 rank）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="282"/>
        <location filename="../widgets/support/formulas.cpp" line="149"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="152"/>
        <location filename="../widgets/support/formulas.cpp" line="159"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="154"/>
        <source>PaLM (Chowdhery et al. 2022) App. B: F_model = (6·N + 6·L·s·(d_qk + d_v)·a) per token, no recompute</source>
        <translation>PaLM (Chowdhery et al. 2022) App. B：每 token F_model = (6·N + 6·L·s·(d_qk + d_v)·a)，不计重计算</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="156"/>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="160"/>
        <source>Korthikanti et al. 2022 §6: model FLOPs plus recomputation</source>
        <translation>Korthikanti et al. 2022 §6：模型 FLOPs 加上重计算</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="276"/>
        <location filename="../widgets/charts/timechart.cpp" line="462"/>
        <location filename="../widgets/support/formulas.cpp" line="79"/>
        <location filename="../widgets/support/formulas.cpp" line="128"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>%1 of the step idle (simulated)</source>
        <translation type="vanished">空闲占单步的%1（模拟值）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="74"/>
        <source>%1 of the schedule idle (simulated)</source>
        <translation>空闲占流水线调度的%1（模拟值）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="82"/>
        <source>Narayanan et al. 2021 §2.2 (1F1B and interleaved); the simulation adds uneven stages and point-to-point time</source>
        <translation>Narayanan et al. 2021 §2.2（1F1B 与交错调度）；模拟中还计入了不均衡的阶段和点对点通信时间</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="97"/>
        <source>Qi et al. 2024 §6 (ZB-V): no bubble at F = B = W with m ≥ 2p, the V&apos;s start-up skew; F of one of the rank&apos;s two stages</source>
        <translation>Qi et al. 2024 §6（ZB-V）：F = B = W 且 m ≥ 2p 时无气泡，仅余 V 形的启动错位；F 为该 rank 两个阶段之一的前向</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="111"/>
        <source>deepseek-ai/DualPipe README (DualPipeV: PP = 2p stages on p GPUs); F, B, W of one stage, B the full backward, F&amp;B = F + B</source>
        <translation>deepseek-ai/DualPipe README（DualPipeV：p 个 GPU 上 PP = 2p 个阶段）；F、B、W 为单个阶段的时间，B 为完整反向，F&amp;B = F + B</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="113"/>
        <source>DeepSeek-V3 report Table 2; F, B, W of one stage, B the full backward, F&amp;B = F + B</source>
        <translation>DeepSeek-V3 技术报告表 2；F、B、W 为单个阶段的时间，B 为完整反向，F&amp;B = F + B</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="122"/>
        <source>Qi et al. 2024 (ZB-H1); B the full backward</source>
        <translation>Qi et al. 2024（ZB-H1）；B 为完整反向</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="164"/>
        <source>Memory (stage %1)</source>
        <translation>显存（阶段%1）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="169"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="172"/>
        <source>ZeRO (Rajbhandari et al. 2020) §3</source>
        <translation>ZeRO (Rajbhandari et al. 2020) §3</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="174"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="178"/>
        <source>ZeRO §3; Megatron-LM keeps fp32 main gradients (4 B)</source>
        <translation>ZeRO §3；Megatron-LM 保留 fp32 主梯度（4 B）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="179"/>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="183"/>
        <source>ZeRO §3.1: Adam in mixed precision keeps an fp32 copy, m and v (4 + 4 + 4 B)</source>
        <translation>ZeRO §3.1：混合精度下的 Adam 保存 fp32 副本以及 m 和 v（4 + 4 + 4 B）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="188"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="195"/>
        <source>Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here); the 34 holds 2·s·b·h of dropout masks, kept only with hidden dropout (%2 here)</source>
        <translation>Korthikanti et al. 2022 Table 2：每层 s·b·h·(34 + 5·a·s/h)，启用 SP 时 ÷t，flash attention 和选择性重计算会去掉注意力项，完全重计算时为2·s·b·h（此处为 %1）；34 中含 2·s·b·h 的 dropout 掩码，仅在隐藏层 dropout 大于 0 时保留（此处为 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="217"/>
        <source>(cp − 1) · KV block · L · m (ring, forward and backward, again when the attention is recomputed)</source>
        <translation>(cp − 1) · KV 块 · L · m（环形，前向与反向；注意力重计算时再来一次）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here)</source>
        <translation type="vanished">Korthikanti et al. 2022 Table 2：每层 s·b·h·(34 + 5·a·s/h)，启用 SP 时 ÷t，flash attention 和选择性重计算会去掉注意力项，完全重计算时为2·s·b·h（此处为 %1）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="202"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="209"/>
        <source>ZeRO §7 (2Ψ for DDP and ZeRO-1/2, 3Ψ for ZeRO-3); ring factors from nccl-tests</source>
        <translation>ZeRO §7（DDP 与 ZeRO-1/2 为2Ψ，ZeRO-3 为3Ψ）；环形系数取自 nccl-tests</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="212"/>
        <source>Korthikanti et al. 2022 §4.2.2: two all-reduces per layer forward, two backward</source>
        <translation>Korthikanti et al. 2022 §4.2.2：每层前向两次 all-reduce，反向两次</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="214"/>
        <source>2 · b · s · h · 2 B · m · v (per boundary)</source>
        <translation>2 · b · s · h · 2 B · m · v（每个阶段边界）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="215"/>
        <source>Narayanan et al. 2021 §3.2: one activation forward, one gradient backward per micro-batch</source>
        <translation>Narayanan et al. 2021 §3.2：每个微批次前向传一次激活值，反向传一次梯度</translation>
    </message>
    <message>
        <source>(cp − 1) · KV block · L · m (ring, forward and backward)</source>
        <translation type="vanished">(cp − 1) · KV 块 · L · m（环形，前向与反向）</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="218"/>
        <source>Megatron-LM context parallelism (ring attention); Llama 3 §3.3.2</source>
        <translation>Megatron-LM 上下文并行（环形注意力，ring attention）；Llama 3 §3.3.2</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="221"/>
        <source>Dispatch and combine, forward and backward (DeepSeek-V3 §3.2.2)</source>
        <translation>前向与反向中的分发与合并（DeepSeek-V3 §3.2.2）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="487"/>
        <location filename="../widgets/support/formulas.cpp" line="223"/>
        <source>%1 over %2 GPUs</source>
        <translation>%1：%2个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="225"/>
        <source>n = %1, on %2</source>
        <translation>n = %1，经由 %2</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="226"/>
        <source>%1 per GPU per step, %2 (%3 exposed)</source>
        <translation>每 GPU 每步%1，耗时%2（未掩盖%3）</translation>
    </message>
</context>
<context>
    <name>InputText</name>
    <message>
        <location filename="../core/io/inputtext.cpp" line="36"/>
        <source>missing (required field)</source>
        <translation>缺失（必填字段）</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="41"/>
        <source>unknown field (check the spelling; see README, &quot;Scenario files&quot;)</source>
        <translation>未知字段（请检查拼写；参见 README 的 “Scenario files” 一节）</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="46"/>
        <source>must be an object, got %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="51"/>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="56"/>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="61"/>
        <source>must be one of %1, got %2</source>
        <translation>必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="68"/>
        <source>must be a positive integer, got %1</source>
        <translation>必须是正整数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="70"/>
        <source>must be a non-negative integer, got %1</source>
        <translation>必须是非负整数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="71"/>
        <source>must be an integer of at least %1, got %2</source>
        <translation>必须是不小于 %1 的整数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="76"/>
        <source>must be a positive integer no larger than %1, got %2</source>
        <translation>必须是不大于 %1 的正整数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="79"/>
        <source>must be a non-negative integer no larger than %1, got %2</source>
        <translation>必须是不大于 %1 的非负整数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="81"/>
        <source>must be an integer of at least %1 no larger than %2, got %3</source>
        <translation>必须是 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="87"/>
        <source>must be a finite number from %1 to %2, got %3</source>
        <translation>必须是 %1 到 %2 之间的有限数，实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="93"/>
        <source>must be at most %1 characters long, got %2</source>
        <translation>最多 %1 个字符，实际为 %2 个</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="99"/>
        <source>must not exceed %1 (%2), got %3</source>
        <translation>不得超过 %1（%2），实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="104"/>
        <source>must divide %1 (%2), got %3</source>
        <translation>必须能整除 %1（%2），实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="109"/>
        <source>must be smaller than %1 (%2), got %3</source>
        <translation>必须小于 %1（%2），实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="115"/>
        <source>missing: hidden (%1) is not divisible by heads (%2), so the head size must be given</source>
        <translation>缺失：hidden（%1）不能被 heads（%2）整除，因此必须给出头的大小</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="121"/>
        <source>needs shared_experts &gt; 0</source>
        <translation>需要 shared_experts &gt; 0</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="126"/>
        <source>must be at least 1 token when local_attention is sliding or chunked</source>
        <translation>local_attention 为 sliding 或 chunked 时必须至少为 1 个 token</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="131"/>
        <source>must equal heads with multi-latent attention (mla), got %1</source>
        <translation>使用多头潜在注意力（mla）时必须等于 heads，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="136"/>
        <source>gpus_per_node x nodes must not exceed %1 GPUs, got %2</source>
        <translation>gpus_per_node x nodes 不得超过 %1 个 GPU，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="142"/>
        <source>world size tp x pp x cp x dp = %1 exceeds the supported maximum of %2 GPUs</source>
        <translation>总规模 tp x pp x cp x dp = %1 超过了支持的上限 %2 个 GPU</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="148"/>
        <source>larger than %1, the most ShardScope reads from one file</source>
        <translation>大于 %1，超出 ShardScope 单个文件的读取上限</translation>
    </message>
    <message>
        <location filename="../core/io/boundedread.cpp" line="28"/>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="154"/>
        <source>is a directory, not a file</source>
        <translation>是一个目录，不是文件</translation>
    </message>
    <message>
        <location filename="../core/io/boundedread.cpp" line="41"/>
        <location filename="../core/io/safewrite.cpp" line="119"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location filename="../core/io/hffields.cpp" line="8"/>
        <source>missing (needed for model_type &quot;%1&quot;)</source>
        <translation>缺失（model_type &quot;%1&quot; 需要此字段）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="34"/>
        <source>%1 is not supported for this family (ShardScope models SwiGLU, i.e. &quot;silu&quot;)</source>
        <translation>此模型系列不支持 %1（ShardScope 对其按 SwiGLU 建模，即 &quot;silu&quot;）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="39"/>
        <source>%1 is not supported (ShardScope models GeLU and SwiGLU MLPs)</source>
        <translation>不支持 %1（ShardScope 只建模 GeLU 和 SwiGLU MLP）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="51"/>
        <source>must be a list of layer indices, got %1</source>
        <translation>必须是层序号的列表，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="55"/>
        <source>must hold integers, got %1</source>
        <translation>只能包含整数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="62"/>
        <source>dense layers that are not the leading ones are not supported (ShardScope places dense layers first)</source>
        <translation>不支持不在最前面的稠密层（ShardScope 把稠密层放在最前面）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="173"/>
        <source>must divide n_routed_experts (%1)</source>
        <translation>必须能整除 n_routed_experts（%1）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="189"/>
        <source>qk_nope_head_dim + qk_rope_head_dim must be at most %1, got %2</source>
        <translation>qk_nope_head_dim + qk_rope_head_dim 最大为 %1，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="210"/>
        <source>%1 is not supported for Gemma 3 (its MLP is a gated GeLU)</source>
        <translation>Gemma 3 不支持 %1（其 MLP 为门控 GeLU）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="273"/>
        <source>an explicit list of MoE layers is not supported (interleave_moe_layer_step is)</source>
        <translation>不支持显式列出 MoE 层（支持 interleave_moe_layer_step）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="347"/>
        <source>missing (every Hugging Face config.json names its model_type)</source>
        <translation>缺失（每个 Hugging Face config.json 都会写明其 model_type）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="354"/>
        <source>%1 is not supported (supported: %2)</source>
        <translation>不支持 %1（支持的有：%2）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="361"/>
        <source>missing (model_type %1 holds its language model there)</source>
        <translation>缺失（model_type %1 的语言模型位于此处）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="423"/>
        <source>must be at most %1 characters long to name the model, got %2</source>
        <translation>作为模型名称最多 %1 个字符，实际为 %2 个</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="432"/>
        <source>missing: hidden_size is not divisible by num_attention_heads</source>
        <translation>缺失：hidden_size 不能被 num_attention_heads 整除</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="434"/>
        <source>must not exceed the number of experts (%1)</source>
        <translation>不得超过专家数（%1）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="438"/>
        <source>leaves no MoE layer</source>
        <translation>导致没有任何 MoE 层</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="446"/>
        <source>the converted model cannot be represented (%1)</source>
        <translation>转换后的模型无法表示（%1）</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="475"/>
        <location filename="../core/io/hfimport.cpp" line="477"/>
        <source>must be valid UTF-8</source>
        <translation>必须是有效的 UTF-8</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="62"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="64"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="66"/>
        <source>an unsupported value</source>
        <translation>不受支持的值</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="40"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列处的 JSON 无效：%3</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="87"/>
        <source>number %1 underflows (its magnitude is below 2.2e-308, the smallest normal double)</source>
        <translation>数值 %1 下溢（其绝对值小于双精度浮点数的最小正规值 2.2e-308）</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="94"/>
        <source>binary values are not JSON</source>
        <translation>二进制值不属于 JSON</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="106"/>
        <source>duplicate key</source>
        <translation>键重复</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="116"/>
        <source>number %1 overflows (its magnitude is above 1.8e308, the largest double)</source>
        <translation>数值 %1 上溢（其绝对值大于双精度浮点数的最大值 1.8e308）</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="120"/>
        <source>syntax error</source>
        <translation>语法错误</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="143"/>
        <source>more than %1 values (ShardScope input holds a few hundred)</source>
        <translation>值的数量超过 %1 个（ShardScope 输入通常只有几百个）</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="165"/>
        <source>nested deeper than %1 levels (ShardScope input needs at most a few)</source>
        <translation>嵌套超过 %1 层（ShardScope 输入最多只需几层）</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="257"/>
        <source>a NUL byte (JSON text never contains one)</source>
        <translation>一个 NUL 字节（JSON 文本中不会出现）</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="265"/>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="54"/>
        <source>is %1, but the preset&apos;s fields give %2: they were edited after the fit; calibrate again or remove the calibration block</source>
        <translation>为 %1，但预设的字段给出 %2：拟合之后字段被修改过；请重新校准或删除 calibration 块</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="110"/>
        <source>must be &quot;%1&quot; or &quot;%2&quot;, got %3</source>
        <translation>必须是 &quot;%1&quot; 或 &quot;%2&quot;，实际为 %3</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="114"/>
        <source>must be 1-64 lower-case letters, digits, &apos;-&apos;, &apos;.&apos; or &apos;_&apos;, got %1</source>
        <translation>必须由 1-64 个小写字母、数字、&apos;-&apos;、&apos;.&apos; 或 &apos;_&apos; 组成，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="131"/>
        <source>base presets form a cycle through &quot;%1&quot;</source>
        <translation>基础预设经由 &quot;%1&quot; 形成了循环</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="136"/>
        <source>base presets nest more than %1 levels deep</source>
        <translation>基础预设的嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="153"/>
        <source>unknown base preset %1</source>
        <translation>未知的基础预设 %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="188"/>
        <source>only a cluster preset can carry a calibration</source>
        <translation>只有集群预设可以带校准</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="221"/>
        <source>holds more than %1 entries in it and its subdirectories; this is not a presets directory</source>
        <translation>其本身及子目录中的条目超过 %1 个；这不是预设目录</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="254"/>
        <source>cannot list the presets directory: %1</source>
        <translation>无法列出预设目录：%1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="272"/>
        <source>cannot read the presets directory: %1</source>
        <translation>无法读取预设目录：%1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="273"/>
        <source>not a directory (presets are read from a directory of *.json files)</source>
        <translation>不是目录（预设从一个存放 *.json 文件的目录读取）</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="279"/>
        <source>out of memory while reading this preset file</source>
        <translation>读取此预设文件时内存不足</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="317"/>
        <source>unknown model preset &quot;%1&quot;</source>
        <translation>未知的模型预设 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="328"/>
        <source>unknown cluster preset &quot;%1&quot;</source>
        <translation>未知的集群预设 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="52"/>
        <location filename="../core/io/safewrite.cpp" line="54"/>
        <source>cannot create a temporary file next to it: %1</source>
        <translation>无法在其旁边创建临时文件：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="66"/>
        <location filename="../core/io/safewrite.cpp" line="92"/>
        <location filename="../core/io/safewrite.cpp" line="127"/>
        <location filename="../core/io/safewrite.cpp" line="200"/>
        <source>write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="102"/>
        <source>a symbolic link</source>
        <translation>一个符号链接</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="104"/>
        <source>a FIFO</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="106"/>
        <source>a character device</source>
        <translation>一个字符设备</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="108"/>
        <source>a block device</source>
        <translation>一个块设备</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="110"/>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="111"/>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="144"/>
        <source>written, but syncing its directory failed: %1</source>
        <translation>已写入，但同步其所在目录失败：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="153"/>
        <source>the file name is empty</source>
        <translation>文件名为空</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="158"/>
        <location filename="../core/io/safewrite.cpp" line="173"/>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="161"/>
        <source>is a symbolic link; refusing to write through it</source>
        <translation>是符号链接；拒绝通过它写入</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="166"/>
        <source>cannot follow the link: %1</source>
        <translation>无法跟随该链接：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="167"/>
        <source>is a symbolic link to a file that does not exist</source>
        <translation>是指向不存在文件的符号链接</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="179"/>
        <source>is %1, not a regular file; refusing to replace it</source>
        <translation>是%1，不是普通文件；拒绝替换</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="194"/>
        <source>cannot keep the file&apos;s owner: %1</source>
        <translation>无法保留文件的所有者：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="196"/>
        <source>cannot keep the file&apos;s permissions: %1</source>
        <translation>无法保留文件的权限：%1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="203"/>
        <source>cannot replace the file: %1</source>
        <translation>无法替换该文件：%1</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="75"/>
        <source>unknown model preset %1 (list them with: shardscope-cli presets models)</source>
        <translation>未知的模型预设 %1（可用 shardscope-cli presets models 列出）</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="77"/>
        <source>unknown cluster preset %1 (list them with: shardscope-cli presets clusters)</source>
        <translation>未知的集群预设 %1（可用 shardscope-cli presets clusters 列出）</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="170"/>
        <source>a measured run needs at least one figure (tokens_per_s_per_gpu, tflops_per_gpu, mfu, peak_memory_GiB or step_time_s)</source>
        <translation>实测运行至少需要一个数值（tokens_per_s_per_gpu、tflops_per_gpu、mfu、peak_memory_GiB 或 step_time_s）</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="212"/>
        <source>version &quot;%1&quot; is not supported by this build (it reads version 1)</source>
        <translation>此版本程序不支持版本 &quot;%1&quot;（只能读取版本 1）</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="214"/>
        <source>must be &quot;%1&quot;, got %2</source>
        <translation>必须是 &quot;%1&quot;，实际为 %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="30"/>
        <source>this pattern of local and global layers is not supported (ShardScope models every n-th layer global, or every layer local)</source>
        <translation>不支持这种局部层与全局层的排列（ShardScope 只建模每 n 层一个全局层，或每层都是局部层）</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="40"/>
        <source>must be a list with one entry per layer, got %1</source>
        <translation>必须是每层一项的列表，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="43"/>
        <source>must have one entry per layer (%1), got %2</source>
        <translation>必须每层一项（%1 项），实际为 %2 项</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="53"/>
        <source>missing: the config has local-attention layers</source>
        <translation>缺失：该配置含有局部注意力层</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="85"/>
        <source>%1 is not a layer type ShardScope knows (full_attention, sliding_attention, chunked_attention)</source>
        <translation>%1 不是 ShardScope 认识的层类型（full_attention、sliding_attention、chunked_attention）</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="100"/>
        <source>must hold 0 or 1 per layer, got %1</source>
        <translation>每层必须为 0 或 1，实际为 %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="149"/>
        <source>full attention on the first layers and sliding windows after them is not supported (ShardScope models every n-th layer global)</source>
        <translation>不支持前若干层全注意力、其后滑动窗口的排列（ShardScope 只建模每 n 层一个全局层）</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="20"/>
        <source>Data parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="21"/>
        <source>The overview counts about 14 GB of DP traffic per step for a 7B model. That is the bf16 gradient buffer: a ring all-reduce puts 2(n−1)/n times it on the wire, about 28 GB per GPU, and twice that with Megatron&apos;s default fp32 gradients.</source>
        <translation>综述估算 7B 模型每步约 14 GB 的 DP 通信。那只是 bf16 梯度缓冲区：环形 all-reduce 在链路上传输它的 2(n−1)/n 倍，每 GPU 约 28 GB，使用 Megatron 默认的 fp32 梯度时还要翻倍。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="25"/>
        <source>Every GPU holds everything</source>
        <translation>每个 GPU 都存一整份</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="29"/>
        <source>All %1 GPUs run the whole model on their own share of the batch. Each therefore holds all of it: %2 of weights, %3 of gradients and %4 of optimizer state (Adam: fp32 master copy, first and second moment). That is %5 per GPU against %6 of memory. Data parallelism splits the batch, never the model: it only works once one GPU can hold the model.</source>
        <translation>全部%1个 GPU 都运行完整的模型，各自处理批次中的一部分，因此每个 GPU 都要存下全部状态：权重%2、梯度%3、优化器状态%4（Adam：fp32 主副本以及一阶、二阶矩）。合计每 GPU %5，而显存只有%6。数据并行切分的是批次，从不切分模型：只有当单个 GPU 放得下整个模型时它才行得通。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="41"/>
        <source>The gradient all-reduce</source>
        <translation>梯度的 all-reduce</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="44"/>
        <source>After the backward pass every GPU has gradients for its own sequences; an all-reduce averages them. A ring all-reduce puts 2(n−1)/n times the gradient buffer on each GPU&apos;s links: here %1 per GPU per step, %2 of transfer, of which %3 is not hidden behind the backward pass.</source>
        <translation>反向传播结束后，每个 GPU 拿到的是自己那部分序列的梯度，再用一次 all-reduce 求平均。环形 all-reduce 在每个 GPU 的链路上传输的数据量是梯度缓冲区的2(n−1)/n 倍：这里每 GPU 每步%1，传输耗时%2，其中%3没有被反向计算掩盖。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="58"/>
        <source>ZeRO stages 1, 2 and 3</source>
        <translation>ZeRO 的阶段1、2、3</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="59"/>
        <source>The overview says ZeRO raises communication to 2.7–3 times that of DP. ZeRO-1 and ZeRO-2 move the same 2Ψ as plain DP; only ZeRO-3 moves 3Ψ, 1.5 times (Rajbhandari et al. 2020, ZeRO).</source>
        <translation>综述称 ZeRO 使通信量升至 DP 的 2.7–3 倍。ZeRO-1 与 ZeRO-2 与普通 DP 一样传输 2Ψ；只有 ZeRO-3 传输 3Ψ，即 1.5 倍（Rajbhandari 等 2020，ZeRO）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="69"/>
        <source>ZeRO-1 keeps one copy of the optimizer state across the %1 data-parallel GPUs instead of one per GPU: %2 per GPU (it was %3). The communication is the same as plain data parallelism: a reduce-scatter of the gradients and an all-gather of the updated weights move what the all-reduce moved.</source>
        <translation>ZeRO-1 让%1个数据并行 GPU 合起来只保留一份优化器状态，而不是每个 GPU 各存一份：每 GPU %2（之前为%3）。通信量与普通数据并行相同：梯度的 reduce-scatter 加上更新后权重的 all-gather，传输的正是原来 all-reduce 的数据量。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="75"/>
        <source>ZeRO-2 shards the gradients too: %1 of gradients per GPU (it was %2), still at the cost of plain data parallelism.</source>
        <translation>ZeRO-2 把梯度也切分了：每 GPU 梯度%1（之前为%2），通信开销仍与普通数据并行相同。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="78"/>
        <source>ZeRO-3 (FSDP) shards the weights as well: %1 per GPU (it was %2), %3 in total. Now every layer&apos;s weights must be gathered before its forward and again before its backward: the data-parallel traffic becomes 1.5 times that of ZeRO-2 (%4 per GPU per step, it was %5).</source>
        <translation>ZeRO-3（FSDP）连权重也切分：每 GPU 权重%1（之前为%2），显存合计%3。代价是每层的权重在前向之前要收集一次，在反向之前还要再收集一次：数据并行通信量变为 ZeRO-2 的1.5倍（每 GPU 每步%4，之前为%5）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="99"/>
        <source>Start: plain data parallelism</source>
        <translation>起点：普通数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="102"/>
        <source>Plain data parallelism on %1 GPUs: %2 per GPU, of which optimizer state %3. ZeRO removes the copies step by step.</source>
        <translation>在%1个 GPU 上做普通数据并行：每 GPU %2，其中优化器状态占%3。ZeRO 会一步步去掉这些重复的副本。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="108"/>
        <source>ZeRO-1: optimizer state</source>
        <translation>ZeRO-1：优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="109"/>
        <source>ZeRO-2: gradients</source>
        <translation>ZeRO-2：梯度</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="110"/>
        <source>ZeRO-3: weights</source>
        <translation>ZeRO-3：权重</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="23"/>
        <source>Tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="24"/>
        <source>The overview counts two all-reduces, one forward and one backward. Megatron runs two in the forward and two in the backward pass of every transformer layer (two more with full recompute), and their volume grows with the micro-batch, not the global batch (Korthikanti et al. 2022).</source>
        <translation>综述只计两次 all-reduce（前向、反向各一次）。Megatron 在每个 Transformer 层的前向运行两次、反向运行两次（完全重计算时再加两次），其通信量随微批次增长，而不是随全局批次（Korthikanti 等 2022）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="28"/>
        <source>One TP group per node</source>
        <translation>每个节点一个 TP 组</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="34"/>
        <source>TP %1 splits every layer&apos;s matrices over the GPUs of one node: each holds 1/%1 of the layer weights (%2 of weights per GPU). The price: two all-reduces of the activations per layer in the forward pass and two in the backward, %3 per GPU per step. They sit on the critical path, so they need NVLink: %4 of them is exposed here.</source>
        <translation>TP %1 把每层的矩阵切分到一个节点内的各个 GPU 上：每个 GPU 只保存该层权重的1/%1（每 GPU 权重%2）。代价是每层前向要对激活值做两次 all-reduce，反向再做两次，每 GPU 每步%3。这些通信位于关键路径上，因此需要 NVLink：这里有%4未被掩盖。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="44"/>
        <source>Let TP leave the node</source>
        <translation>让 TP 跨出节点</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="53"/>
        <source>The same TP %1 on nodes of %2 GPUs: every TP group now crosses the network. The activations it all-reduces four times per layer go over links a fraction as fast: exposed TP communication %3 (it was %4), %5 tokens/s (it was %6). Keep TP inside the NVLink domain.</source>
        <translation>同样是 TP %1，但每个节点只有%2个 GPU：每个 TP 组现在都要跨网络通信。每层四次 all-reduce 的激活值改走慢得多的链路：未掩盖的 TP 通信为%3（之前为%4），吞吐量%5 tokens/s（之前为%6）。请把 TP 限制在 NVLink 域内。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="72"/>
        <source>Pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="73"/>
        <source>The overview calls 2×(PP−1) micro-batches the minimal bubble and says PP ≥ 4 uses 1F1B. The bubble (p−1)/m keeps falling as m grows, and 1F1B has GPipe&apos;s bubble: it saves memory (p micro-batches in flight instead of m), and Megatron uses it for any p &gt; 1 (Narayanan et al. 2021).</source>
        <translation>综述称 2×(PP−1) 个微批次时气泡最小，并说 PP ≥ 4 时使用 1F1B。气泡 (p−1)/m 随 m 增大持续下降，且 1F1B 的气泡与 GPipe 相同：它节省的是显存（同时在途 p 个微批次而非 m 个），Megatron 在任何 p &gt; 1 时都使用它（Narayanan 等 2021）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="80"/>
        <source>Few micro-batches</source>
        <translation>微批次太少</translation>
    </message>
    <message>
        <source>PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the step. The bubble is (p−1)/(m+p−1) of the step for GPipe and 1F1B alike.</source>
        <translation type="vanished">PP 4 让每个 GPU 只负责四分之一的层。微批次必须先经过阶段1，阶段2才能开始，所以只有%1个微批次时，各阶段只能互相等待：流水线在单步中有%2的时间空闲。无论 GPipe 还是 1F1B，流水线气泡都占单步的 (p−1)/(m+p−1)。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="91"/>
        <source>More micro-batches</source>
        <translation>增加微批次</translation>
    </message>
    <message>
        <source>With %1 micro-batches per step the same pipeline is idle %2 of the step (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</source>
        <translation type="vanished">每步%1个微批次时，同一条流水线的空闲降到单步的%2（之前为%3）：填充和排空的开销每步只付一次，单步越长，它们的占比就越小。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="101"/>
        <source>Interleaving</source>
        <translation>交错调度</translation>
    </message>
    <message>
        <source>Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the step (it was %3), for %1 times the point-to-point messages.</source>
        <translation type="vanished">交错 1F1B 让每个 GPU 负责%1个更小的层块：填充阶段缩短为原来的1/%1，空闲占单步的%2（之前为%3），代价是点对点消息变为%1倍。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="83"/>
        <source>PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the schedule. The bubble is (p−1)/(m+p−1) of the schedule for GPipe and 1F1B alike.</source>
        <translation>PP 4 让每个 GPU 只负责四分之一的层。微批次必须先经过阶段1，阶段2才能开始，所以只有%1个微批次时，各阶段只能互相等待：流水线在调度中有%2的时间空闲。无论 GPipe 还是 1F1B，流水线气泡都占调度的 (p−1)/(m+p−1)。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="94"/>
        <source>With %1 micro-batches per step the same pipeline is idle %2 of the schedule (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</source>
        <translation>每步%1个微批次时，同一条流水线的空闲降到调度的%2（之前为%3）：填充和排空的开销每步只付一次，单步越长，它们的占比就越小。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="108"/>
        <source>Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the schedule (it was %3), for %1 times the point-to-point messages.</source>
        <translation>交错 1F1B 让每个 GPU 负责%1个更小的层块：填充阶段缩短为原来的1/%1，空闲占调度的%2（之前为%3），代价是点对点消息变为%1倍。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="113"/>
        <source>This model&apos;s layers do not split into interleaved chunks; the zero-bubble schedule ZB-H1 fills the wait with weight-gradient work instead: idle %1 of the step (it was %2).</source>
        <translation>这个模型的层数无法均分成交错调度所需的块；改用零气泡调度 ZB-H1，用权重梯度的计算填补等待时间：空闲占单步的%1（之前为%2）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="124"/>
        <source>Sequence and context parallelism</source>
        <translation>序列并行与上下文并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="125"/>
        <source>The overview presents SP for 128K–1M token contexts. Megatron&apos;s SP only shards the norm and dropout regions of a TP group (Korthikanti et al. 2022); long contexts need context parallelism, which splits attention itself.</source>
        <translation>综述把 SP 用于 128K–1M token 的上下文。Megatron 的 SP 只切分 TP 组内的归一化与 dropout 区域（Korthikanti 等 2022）；长上下文需要上下文并行（CP），它切分的是注意力本身。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="130"/>
        <source>TP without SP</source>
        <translation>不开 SP 的 TP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="137"/>
        <source>TP splits the matrix multiplications, but the layer norms and dropouts between them still see the whole sequence on every TP rank: %1 of activations per GPU.</source>
        <translation>TP 切分了矩阵乘法，但夹在其间的 LayerNorm 和 dropout 在每个 TP rank 上仍要处理整条序列：每 GPU 激活值%1。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="143"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="146"/>
        <source>Sequence parallelism (Megatron&apos;s SP) splits those regions along the sequence over the same TP group: %1 of activations (it was %2), and the all-reduces become reduce-scatters and all-gathers of the same volume. SP is not for long context: it needs TP and does not split attention.</source>
        <translation>序列并行（Megatron 的 SP）在同一个 TP 组内沿序列维度切分这些部分：激活值降为%1（之前为%2），原来的 all-reduce 变成通信量相同的 reduce-scatter 和 all-gather。SP 并不是为长上下文设计的：它依赖 TP，而且不切分注意力。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="156"/>
        <source>Context parallelism for long sequences</source>
        <translation>用上下文并行处理长序列</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="163"/>
        <source>At %1 tokens per sequence, context parallelism (CP %2) splits the sequence itself, attention included: each GPU keeps 1/%2 of the tokens and passes key/value blocks around a ring, %3 per GPU per step, hidden behind the attention (%4 exposed). Activations: %5 per GPU.</source>
        <translation>每条序列长达%1个 token 时，上下文并行（CP %2）直接切分序列本身，连注意力也一起切分：每个 GPU 只保留1/%2的 token，并沿环传递 key/value 块，每 GPU 每步%3，基本被注意力计算掩盖（未掩盖%4）。激活值：每 GPU %5。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="178"/>
        <source>Expert parallelism</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="179"/>
        <source>The overview counts twice the routed tokens and puts TP 4–8 under EP. Per MoE layer and micro-batch, dispatch and combine run forward and backward: 4 × top-k × the local tokens × (e−1)/e. EP adds no GPUs in Megatron (it splits DP for the experts), and DeepSeek-V3 trained with no TP at all (PP 16 × EP 64 × ZeRO-1 DP on 2,048 H800).</source>
        <translation>综述按路由 token 的两倍计算，并在 EP 之下使用 TP 4–8。每个 MoE 层每个微批次，分发与合并在前向和反向各运行一次：4 × top-k × 本地 token × (e−1)/e。在 Megatron 中 EP 不增加 GPU（它为专家切分 DP），而 DeepSeek-V3 训练时完全没有使用 TP（2,048 张 H800 上 PP 16 × EP 64 × ZeRO-1 DP）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="185"/>
        <source>Every GPU holds every expert</source>
        <translation>每个 GPU 都存全部专家</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="188"/>
        <source>%1 has %2 experts per MoE layer and sends each token to %3 of them. Without expert parallelism every GPU holds all of them: %4 of weights per GPU, though each token uses only %3.</source>
        <translation>%1 每个 MoE 层有%2个专家，每个 token 只发往其中%3个。不用专家并行时，每个 GPU 都要保存全部专家：每 GPU 权重%4，而每个 token 只用到%3个。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="197"/>
        <source>Experts split over the DP ranks</source>
        <translation>把专家分到各 DP rank 上</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="202"/>
        <source>EP %1 gives each GPU %2 of the experts: %3 of weights per GPU (it was %4). EP adds no GPUs: it re-splits the data-parallel ranks for the expert layers. Tokens now travel to their experts and back, an all-to-all before and after every MoE layer: %5 per GPU per step.</source>
        <translation>EP %1 让每个 GPU 只保存%2的专家：每 GPU 权重%3（之前为%4）。EP 不增加 GPU：它只是为专家层重新划分数据并行的 rank。代价是 token 要发往各自的专家再返回，每个 MoE 层前后各有一次 all-to-all：每 GPU 每步%5。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="22"/>
        <source>Combining them</source>
        <translation>组合使用</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="23"/>
        <source>The overview writes DP outermost. Megatron&apos;s default rank order is tp-cp-ep-dp-pp, with PP outermost, and Llama 3 used [TP, CP, PP, DP]; the order decides which links each group crosses, so the Parallelism panel shows it.</source>
        <translation>综述把 DP 写在最外层。Megatron 默认的 rank 顺序是 tp-cp-ep-dp-pp，PP 在最外层，而 Llama 3 使用 [TP, CP, PP, DP]；顺序决定每个组跨越哪些链路，因此并行面板会显示它。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="28"/>
        <source>1. TP inside the node</source>
        <translation>第一步：节点内用 TP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="31"/>
        <source>Start with TP over the GPUs of a node (TP %1): it cuts the weights and activations per GPU where the links are fastest. Memory per GPU: %2 of %3.</source>
        <translation>先在一个节点的 GPU 上做张量并行（TP %1）：在链路最快的地方削减每 GPU 的权重和激活值。每 GPU 显存占用%2，容量为%3。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="37"/>
        <source>2. PP across nodes until it fits</source>
        <translation>第二步：跨节点加 PP，直到放得下</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="40"/>
        <source>Add pipeline stages across nodes until the model fits: PP %1 brings the busiest GPU to %2 of %3. Pipeline traffic is small (one activation per micro-batch per boundary), so it tolerates the network.</source>
        <translation>跨节点增加流水线阶段，直到模型放得下：PP %1 时，最忙的 GPU 占用%2（容量%3）。流水线的通信量很小（每个微批次在每个阶段边界只传一份激活值），因此走网络也无妨。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="47"/>
        <source>3. DP fills the rest</source>
        <translation>第三步：其余 GPU 交给 DP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="50"/>
        <source>Data parallelism takes the remaining GPUs: DP %1 replicas of the TP × PP = %2-GPU model, with the distributed optimizer (ZeRO-1) so the optimizer state is not copied %1 times. Together: %3 tokens/s at MFU %4.</source>
        <translation>剩下的 GPU 交给数据并行（DP %1）：模型的每个副本占%2个 GPU（TP × PP），再配合分布式优化器（ZeRO-1），这样优化器状态就不会被复制%1份。合起来：%3 tokens/s，MFU %4。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="63"/>
        <source>Is the network enough?</source>
        <translation>网络够用吗？</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="64"/>
        <source>The overview&apos;s per-step formula leaves out layers, micro-batches, top-k, virtual stages, ring factors and element size, and volume / (bandwidth × steps × utilisation) is not a time. Here each group is timed as its bytes × ring factor / bus bandwidth, against the compute it can overlap.</source>
        <translation>综述的每步公式漏掉了层数、微批次、top-k、虚拟阶段、环形系数与元素大小，而且 通信量 / (带宽 × 步数 × 利用率) 并不是时间。这里每个组的时间按 字节数 × 环形系数 / 总线带宽 计算，并与它可重叠的计算相比较。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="68"/>
        <source>Communication per dimension</source>
        <translation>各维度的通信</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="74"/>
        <source>%1 %2 (%3 exposed)</source>
        <translation>%1 %2（未掩盖%3）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="77"/>
        <source>Add up what each group moves per GPU per step, each on the link it crosses: %1. What matters is not the volume but the part that cannot hide behind compute: %2 of a %3 step (%4). The time chart shows both.</source>
        <translation>把每个通信组每 GPU 每步传输的数据量加起来，各自走它所跨越的链路：%1。关键不在通信量，而在无法被计算掩盖的部分：单步%3中有%2（%4）。时间图同时显示了这两者。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="80"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="21"/>
        <source>Misconception: more GPUs = faster</source>
        <translation>误区：GPU 越多越快</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="22"/>
        <source>The starting point</source>
        <translation>起点</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="24"/>
        <source>%1 GPUs at a global batch of %2 sequences: %3 tokens/s.</source>
        <translation>%1个 GPU，全局批次%2条序列：%3 tokens/s。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="29"/>
        <source>Eight times the GPUs, same batch</source>
        <translation>GPU 增加到8倍，批次不变</translation>
    </message>
    <message>
        <source>Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the step, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</source>
        <translation type="vanished">GPU 增加到8倍而全局批次不变：%1 tokens/s，速度是原来的%2，而不是8×。每条流水线每步分到的微批次从%4个变为%3个，流水线气泡和固定开销的占比随之上升（空闲占单步的%5，之前为%6）。要扩展就得加大批次，而批次大小本身也有上限。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="33"/>
        <source>Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the schedule, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</source>
        <translation>GPU 增加到8倍而全局批次不变：%1 tokens/s，速度是原来的%2，而不是8×。每条流水线每步分到的微批次从%4个变为%3个，流水线气泡和固定开销的占比随之上升（空闲占调度的%5，之前为%6）。要扩展就得加大批次，而批次大小本身也有上限。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="48"/>
        <source>Misconception: bigger TP is better</source>
        <translation>误区：TP 越大越好</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="50"/>
        <source>TP over the whole node</source>
        <translation>TP 占满整个节点</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="53"/>
        <source>TP %1 with PP %2: %3 tokens/s; TP communication %4 per GPU per step.</source>
        <translation>TP %1、PP %2：%3 tokens/s；TP 通信每 GPU 每步%4。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="59"/>
        <source>Half the TP</source>
        <translation>TP 减半</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="66"/>
        <source>TP %1 (PP %2 to fit): %3 tokens/s, %4 faster than TP %5. A smaller TP group moves less activation traffic per GPU and runs larger, more efficient matrix multiplications. Use TP as far as memory needs it, not as far as it goes.</source>
        <translation>TP %1（为放下模型用 PP %2）：%3 tokens/s，是 TP %5 的%4。更小的 TP 组每 GPU 传输的激活值更少，矩阵乘法也更大、更高效。TP 只需开到显存需要的程度，而不是能开多大就开多大。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="70"/>
        <source>TP %1 (PP %2 to fit): %3 tokens/s against TP %5&apos;s. Here the larger TP wins (%4): less pipeline depth or less recompute outweighs its all-reduces. The rule is to use TP as far as memory needs it, and to measure, as here.</source>
        <translation>TP %1（为放下模型用 PP %2）：%3 tokens/s，不如 TP %5。这里较大的 TP 胜出（%4）：更浅的流水线或更少的重计算抵消了它的 all-reduce 开销。原则是 TP 开到显存需要的程度，并像这里一样实测验证。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="86"/>
        <source>Misconception: ZeRO-3 is a silver bullet</source>
        <translation>误区：ZeRO-3 是万能药</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="87"/>
        <source>The 1.5 times is right, but a 70B-class model cannot hold full replicas: the alternative is TP and PP with the distributed optimizer (ZeRO-1), whose communication equals DP&apos;s. Without model parallelism, ZeRO-3 falls from 144 to 44 TFLOP/s per GPU as the GPUs triple at a fixed batch (Narayanan et al. 2021, Table 2).</source>
        <translation>1.5 倍是对的，但 70B 级模型放不下完整副本：替代方案是 TP 与 PP 加分布式优化器（ZeRO-1），其通信量与 DP 相同。没有模型并行时，在固定批次下 GPU 增至三倍，ZeRO-3 每 GPU 从 144 降到 44 TFLOP/s（Narayanan 等 2021，表 2）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="92"/>
        <source>The distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="95"/>
        <source>ZeRO-1 (Megatron&apos;s distributed optimizer): %1 per GPU, %2 tokens/s, data-parallel traffic %3 per GPU per step.</source>
        <translation>ZeRO-1（Megatron 的分布式优化器）：每 GPU %1，%2 tokens/s，数据并行通信每 GPU 每步%3。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="101"/>
        <source>ZeRO-3 on the same layout</source>
        <translation>同一布局改用 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="104"/>
        <source>ZeRO-3 saves memory (%1 per GPU, it was %2) but gathers every layer&apos;s weights in the forward and again in the backward: %3 of data-parallel traffic (it was %4) and %5 tokens/s (it was %6). With pipeline stages it repeats per micro-batch. It pays when memory is the problem, not by default.</source>
        <translation>ZeRO-3 省下了显存（每 GPU %1，之前为%2），但每层的权重在前向时要收集一次，反向时还要再收集一次：数据并行通信量%3（之前为%4），吞吐量%5 tokens/s（之前为%6）。有流水线阶段时，这种收集还要对每个微批次重复一遍。只有显存成为瓶颈时它才划算，不应默认使用。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="122"/>
        <source>Misconception: topology does not matter</source>
        <translation>误区：拓扑无关紧要</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="127"/>
        <source>TP on NVLink</source>
        <translation>TP 走 NVLink</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="129"/>
        <source>TP %1 inside %2-GPU NVLink nodes: %3 tokens/s.</source>
        <translation>TP %1 位于每节点%2个 GPU 的 NVLink 节点内：%3 tokens/s。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="135"/>
        <source>The same GPUs, smaller nodes</source>
        <translation>GPU 数不变，节点变小</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="138"/>
        <source>The same number of GPUs in nodes of %1: the layout is unchanged, but each TP group now spans two nodes and its all-reduces cross the network: %2 tokens/s (it was %3). Which links a group crosses is decided by the node size and the rank order; the topology view shows it.</source>
        <translation>GPU 总数不变，但每个节点只有%1个 GPU：并行布局没变，可每个 TP 组现在横跨两个节点，它的 all-reduce 要走网络：%2 tokens/s（之前为%3）。一个组跨越哪些链路，取决于节点大小和 rank 顺序；拓扑视图会显示出来。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="22"/>
        <source>Myth vs measured: Adam&apos;s memory</source>
        <translation>说法与实测：Adam 的显存</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="23"/>
        <source>Adam keeps one first and one second moment, not “2 momentum + 1 variance”; with fp32 master weights that is 12 bytes per parameter, 840 GB for 70B, and the model states total 16 bytes per parameter (18 with Megatron&apos;s fp32 gradients) — ZeRO (Rajbhandari et al. 2020).</source>
        <translation>Adam 保存一个一阶矩和一个二阶矩，而不是“2 个动量 + 1 个方差”；加上 fp32 主权重，每参数 12 字节，70B 为 840 GB，模型状态合计每参数 16 字节（使用 Megatron 的 fp32 梯度时为 18）——ZeRO（Rajbhandari 等 2020）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="27"/>
        <source>16 bytes per parameter</source>
        <translation>每个参数16字节</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="32"/>
        <source>The overview puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</source>
        <translation>综述把 Adam 的状态估为约三份 bf16 权重（≈每参数 6 字节，70B 为 420 GB）。Adam 保存一个一阶矩和一个二阶矩，混合精度再加一份 fp32 主权重：4 + 4 + 4 = 每参数 12 字节。此处实测：%2 个参数有 %1 的优化器状态 = 每参数 %3 字节；加上 bf16 权重（2）和 fp32 梯度（4），模型状态为每参数 %4 字节。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="52"/>
        <source>The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the schedule; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</source>
        <translation>气泡 (p−1)/m 随 m 稳定下降：在 m = 2(p−1) 时仍是理想计算量的一半、调度时间的三分之一；实用目标是 m ≥ 4p、交错调度或零气泡调度（Narayanan 等 2021）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="61"/>
        <source>The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the schedule: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation>综述称 m = 2(p−1) 个微批次时气泡最小。PP 8 时即 %1 个微批次，流水线仍有调度时间的 %2 空闲：气泡 (p−1)/(m+p−1) 随 m 增大持续下降。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="70"/>
        <source>With %1 micro-batches the same pipeline is idle %2 of the schedule (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</source>
        <translation>%1个微批次时，同一条流水线的空闲降到调度的%2（之前为%3）。目标应是 m ≥ 4p，或者采用交错调度、零气泡调度。</translation>
    </message>
    <message>
        <source>The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation type="vanished">综述称 m = 2(p−1) 个微批次时气泡最小。PP 8 时即 %1 个微批次，流水线仍有 %2 的步时空闲：气泡 (p−1)/(m+p−1) 随 m 增大持续下降。</translation>
    </message>
    <message>
        <source>The seed article puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</source>
        <translation type="vanished">原始文章估计 Adam 的状态约为 bf16 权重的三倍（每个参数≈6字节，70B 模型为420 GB）。实际上 Adam 要保存一阶矩和二阶矩各一份，混合精度还要再加一份 fp32 主副本：4 + 4 + 4 = 12 字节/参数。这里的实测：参数量%2，优化器状态%1，即每个参数%3字节；再加上 bf16 权重（2）和 fp32 梯度（4），模型状态共计每个参数%4字节。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="51"/>
        <source>Myth vs measured: the bubble at m = 2(p−1)</source>
        <translation>说法与实测：m = 2(p−1) 时的流水线气泡</translation>
    </message>
    <message>
        <source>The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the step; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</source>
        <translation type="vanished">气泡 (p−1)/m 随 m 稳定下降：在 m = 2(p−1) 时仍是理想计算量的一半、步时的三分之一；实用目标是 m ≥ 4p、交错调度或零气泡调度（Narayanan 等 2021）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="59"/>
        <source>m = 2(p−1)</source>
        <translation>m = 2(p−1)</translation>
    </message>
    <message>
        <source>The article calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation type="vanished">文章称 m = 2(p−1) 个微批次时气泡最小。PP 8 时就是%1个微批次，而流水线仍有单步%2的时间空闲：气泡占比 (p−1)/(m+p−1) 会随着 m 增大而继续下降。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="68"/>
        <source>m = 8p</source>
        <translation>m = 8p</translation>
    </message>
    <message>
        <source>With %1 micro-batches the same pipeline is idle %2 of the step (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</source>
        <translation type="vanished">%1个微批次时，同一条流水线的空闲降到单步的%2（之前为%3）。目标应是 m ≥ 4p，或者采用交错调度、零气泡调度。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../core/model/schedule.cpp" line="35"/>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="41"/>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="46"/>
        <source>interleaved 1F1B</source>
        <translation>交错 1F1B</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="56"/>
        <source>ZB-H1</source>
        <translation>ZB-H1</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="62"/>
        <source>ZB-V</source>
        <translation>ZB-V</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="73"/>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="91"/>
        <source>DualPipeV</source>
        <translation>DualPipeV</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="25"/>
        <source>no link</source>
        <translation>无链路</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="27"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="29"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="31"/>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="33"/>
        <source>network, spine</source>
        <translation>网络（经脊交换机）</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="40"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="42"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="44"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="46"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="48"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="50"/>
        <source>Expert DP</source>
        <translation>专家 DP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="52"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="61"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="62"/>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="63"/>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="65"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="66"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="67"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="69"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="70"/>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="71"/>
        <source>Full layers</source>
        <translation>完全（整层）</translation>
    </message>
</context>
<context>
    <name>ParallelismPanel</name>
    <message>
        <location filename="../core/model/schedule.cpp" line="34"/>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="40"/>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="45"/>
        <source>Interleaved 1F1B</source>
        <translation>交错 1F1B</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="55"/>
        <source>Zero bubble H1</source>
        <translation>零气泡 H1</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="61"/>
        <source>Zero bubble V</source>
        <translation>零气泡 V</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="72"/>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="90"/>
        <source>DualPipeV</source>
        <translation>DualPipeV</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="44"/>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="37"/>
        <source>ShardScope did not close properly last time and kept unsaved changes from %1.
Recover them?</source>
        <translation>ShardScope 上次未正常关闭，保留了%1的未保存更改。
要恢复吗？</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="40"/>
        <source>ShardScope did not close properly last time and kept unsaved changes to %1 from %2.
Recover them?</source>
        <translation>ShardScope 上次未正常关闭，保留了 %2 时对 %1 的未保存更改。
要恢复吗？</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="52"/>
        <source>Cannot Recover</source>
        <translation>无法恢复</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <location filename="../core/text/reporttext.cpp" line="23"/>
        <source>simulated for %1 micro-batches and extrapolated (the batch exceeds the simulation budget)</source>
        <translation>模拟了 %1 个微批次后外推（批次超出模拟预算）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="26"/>
        <source>simulated</source>
        <translation>模拟值</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="27"/>
        <source>too deep to simulate within the budget</source>
        <translation>太深，无法在预算内模拟</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="28"/>
        <source>DualPipe has no schedule for an odd pp</source>
        <translation>DualPipe 没有奇数 pp 的调度</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="29"/>
        <source>closed form requested</source>
        <translation>按要求使用闭式公式</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="30"/>
        <source>the paper&apos;s closed form, its assumptions hold</source>
        <translation>论文的闭式公式，其假设成立</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="31"/>
        <source>an approximation of the schedule (the paper&apos;s assumptions do not hold)</source>
        <translation>调度的近似（论文的假设不成立）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="32"/>
        <source>closed form, exact for identical stages</source>
        <translation>闭式公式，各阶段相同时精确</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="33"/>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="66"/>
        <source>Measured:      %1</source>
        <translation>实测：        %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="56"/>
        <source>tokens/s per GPU</source>
        <translation>每 GPU tokens/s</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="57"/>
        <source>TFLOP/s per GPU</source>
        <translation>每 GPU TFLOP/s</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="58"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="59"/>
        <source>peak memory per GPU (GiB)</source>
        <translation>每 GPU 峰值显存（GiB）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="60"/>
        <source>step time (s)</source>
        <translation>单步时间（秒）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="74"/>
        <source>  on the plan as it was measured; this plan differs in %1, so the estimate is not compared with it</source>
        <translation>  实测针对测量时的方案；当前方案在 %1 上不同，因此不与估算比较</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="89"/>
        <source>  %1: measured %2</source>
        <translation>  %1：实测 %2</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="85"/>
        <source>  %1: measured %2, estimated %3 (%4)</source>
        <translation>  %1：实测 %2，估算 %3（%4）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="133"/>
        <source>ShardScope estimate: %1</source>
        <translation>ShardScope 估算：%1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="139"/>
        <source>Verdict   runs: every stage fits and no rule stops it</source>
        <translation>结论      可以运行：每个阶段都放得下，也没有规则阻止它</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="142"/>
        <source>Verdict   DOES NOT RUN, out of memory: stage %1 needs %2 GiB of %3 GiB; the figures below are what it would do if it fit</source>
        <translation>结论      无法运行，显存不足：阶段 %1 需要 %2 GiB，只有 %3 GiB；下面的数字是它放得下时的表现</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="147"/>
        <source>Verdict   DOES NOT RUN, invalid (%1, under Diagnostics below); the figures below are what it would do if it ran</source>
        <translation>结论      无法运行，配置无效（%1，见下方诊断）；下面的数字是它能运行时的表现</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="152"/>
        <source>Model     %1: %2 parameters</source>
        <translation>模型      %1：%2 参数</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="154"/>
        <source>, %1 active per token</source>
        <translation>，每 token 激活 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="156"/>
        <source>, + %1 in MTP layers</source>
        <translation>，MTP 层另有 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="159"/>
        <source>          %1 layers, hidden %2, vocab %3 (padded to %4), %5 FLOPs per token</source>
        <translation>          %1 层，隐藏维度 %2，词表 %3（填充到 %4），每 token %5 FLOPs</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="163"/>
        <source>          %1 layers, hidden %2, vocab %3, %4 FLOPs per token</source>
        <translation>          %1 层，隐藏维度 %2，词表 %3，每 token %4 FLOPs</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="168"/>
        <source>; a %1-token sliding window on %2 of them</source>
        <translation>；其中 %2 层使用 %1 个 token 的滑动窗口</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="169"/>
        <source>; %1-token attention chunks on %2 of them</source>
        <translation>；其中 %2 层使用 %1 个 token 的注意力分块</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="172"/>
        <source>Cluster   %1: %2 x %3 %4 (%5 GiB each)</source>
        <translation>集群      %1：%2 x %3 块 %4（每块 %5 GiB）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="176"/>
        <source>Parallel  TP %1 x PP %2 x CP %3 x DP %4 = %5 GPUs</source>
        <translation>并行      TP %1 x PP %2 x CP %3 x DP %4 = %5 个 GPU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="179"/>
        <source> (%1 idle)</source>
        <translation>（%1 个闲置）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="180"/>
        <source>; EP %1, ETP %2, SP %3, ZeRO %4, %5</source>
        <translation>；EP %1，ETP %2，SP %3，ZeRO %4，%5</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="181"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="181"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="186"/>
        <source> in micro-batch groups of %1</source>
        <translation>，微批次组大小 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="188"/>
        <source>; ZeRO-3 run by DeepSpeed</source>
        <translation>；ZeRO-3 由 DeepSpeed 运行</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="189"/>
        <source>; ZeRO-3 run by FSDP</source>
        <translation>；ZeRO-3 由 FSDP 运行</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="191"/>
        <source>; CP exchange %1</source>
        <translation>；CP 交换方式 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="194"/>
        <source>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batch per pipeline, %5 with %6 main grads, recompute %7</source>
        <translation>训练      全局批次 %1 x %2 token，微批次 %3，每条流水线 %4 个微批次，%5 配 %6 主梯度，重计算 %7</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="195"/>
        <source>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batches per pipeline, %5 with %6 main grads, recompute %7</source>
        <translation>训练      全局批次 %1 x %2 token，微批次 %3，每条流水线 %4 个微批次，%5 配 %6 主梯度，重计算 %7</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="199"/>
        <source>, Adam moments in %1</source>
        <translation>，Adam 动量使用 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="201"/>
        <source>, layer weights kept and gathered in FP8</source>
        <translation>，层权重以 FP8 保存并聚合</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="203"/>
        <source>, FSDP gathers the layer weights in float8</source>
        <translation>，FSDP 以 float8 聚合层权重</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="208"/>
        <source>Routing   dropless</source>
        <translation>路由      不丢弃 token</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="210"/>
        <source>Routing   capacity factor %1, every expert padded to it</source>
        <translation>路由      容量因子 %1，每个专家都填充到该容量</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="213"/>
        <source>Routing   capacity factor %1</source>
        <translation>路由      容量因子 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="214"/>
        <source>; the busiest expert rank gets %1 x the mean tokens and runs %2 x the even share of expert work</source>
        <translation>；最繁忙的专家 rank 收到平均值 %1 倍的 token，执行均匀份额 %2 倍的专家计算</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="217"/>
        <source>, dropping %1 % of its routed tokens</source>
        <translation>，丢弃其路由 token 的 %1 %</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="220"/>
        <source>; DeepEP moves the tokens</source>
        <translation>；由 DeepEP 传输 token</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="225"/>
        <source>Memory per GPU (GiB; capacity %1)</source>
        <translation>每 GPU 显存（GiB；容量 %1）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="227"/>
        <source> stage layers  weights    grads optimizer activations  buffers overhead    total</source>
        <translation>  阶段   层数     权重     梯度   优化器      激活值   缓冲区     开销     合计</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="237"/>
        <source>Peak      stage %1: %2 GiB of %3 GiB, </source>
        <translation>峰值      阶段 %1：%2 GiB / %3 GiB，</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="240"/>
        <source>fits (%1 GiB free)</source>
        <translation>放得下（空闲 %1 GiB）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="242"/>
        <source>DOES NOT FIT (%1 GiB over)</source>
        <translation>放不下（超出 %1 GiB）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="245"/>
        <source>How sure:      peak %1 to %2 GiB (PyTorch&apos;s own kernels: 80 % of %3 torchtitan runs&apos; measured peaks fell in such a range)</source>
        <translation>可信度：      峰值 %1 至 %2 GiB（PyTorch 自身的内核：%3 次 torchtitan 运行的实测峰值中 80 % 落在这样的区间内）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="248"/>
        <source>How sure:      peak %1 to %2 GiB (runs measured on Megatron-LM with Transformer Engine, the range of every plan on fused kernels: 80 % of %3 allocated peaks fell in such a range, the overhead as set)</source>
        <translation>可信度：      峰值 %1 至 %2 GiB（在 Megatron-LM 与 Transformer Engine 上实测的运行，用作所有融合内核方案的区间：%3 个已分配峰值中 80 % 落在这样的区间内，开销按设定计入）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="251"/>
        <source>How sure:      no range for the peak: no public run measured the memory of a plan on these kernels</source>
        <translation>可信度：      峰值没有区间：没有公开运行测量过使用这些内核的方案的显存</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="257"/>
        <source>Host      stage %1: %2 GiB of host memory per GPU (activations %3 GiB, the rest optimizer states)</source>
        <translation>主机      阶段 %1：每 GPU 占用主机内存 %2 GiB（激活 %3 GiB，其余为优化器状态）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="262"/>
        <source>Offload   %1 GB of activations to the host and back per step on the busiest rank; the copies add %2 s its layers cannot hide</source>
        <translation>卸载      最繁忙的 rank 每步向主机传出并取回 %1 GB 激活；拷贝增加了 %2 s 无法被其各层计算掩盖的时间</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="267"/>
        <source>Megatron  its own start-up estimate for this configuration: weights+optimizer %1 GiB, activations %2 GiB (%3)</source>
        <translation>Megatron  它自己对此配置的启动估算：权重+优化器 %1 GiB，激活值 %2 GiB（%3）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="272"/>
        <source>DeepSpeed its ZeRO-%1 model-state estimate (pure data parallel): %2 GiB per GPU</source>
        <translation>DeepSpeed 它的 ZeRO-%1 模型状态估算（纯数据并行）：每 GPU %2 GiB</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="283"/>
        <source>Time per step: %1 = compute %2 + bubble %3 + stragglers %4 + exposed communication %5 + optimizer %6</source>
        <translation>单步时间：%1 = 计算 %2 + 气泡 %3 + 掉队者 %4 + 未掩盖通信 %5 + 优化器 %6</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="287"/>
        <source>Time per step: %1 = compute %2 + bubble %3 + exposed communication %4 + optimizer %5</source>
        <translation>单步时间：%1 = 计算 %2 + 气泡 %3 + 未掩盖通信 %4 + 优化器 %5</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="291"/>
        <source>Throughput:    %1 tokens/s, MFU %2, HFU %3 (matmul efficiency %4)</source>
        <translation>吞吐量：      %1 tokens/s，MFU %2，HFU %3（矩阵乘效率 %4）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="296"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (calibrated profile %5: %6 of its held-out runs set this range)</source>
        <translation>可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（已校准配置 %5：由其 %6 次留出运行确定此区间）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="300"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: 80 % of the %5 public runs with CP fell in such a range, most of them slower than estimated)</source>
        <translation>可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置，因上下文并行而放宽：%5 次使用 CP 的公开实测运行中有 80 % 落在这样的区间内，多数比估算慢）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="308"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: at least 80 % of the %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</source>
        <translation>可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置，因上下文并行及超过 %6 块 GPU 的规模而放宽：%5 次使用 CP 或超出此规模的公开实测运行中至少有 80 % 落在这样的区间内，多数比估算慢）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="317"/>
        <source>               widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all slower than estimated</source>
        <translation>               为混合专家模型放宽：它也包含训练专家的 %2 次公开运行中的 %1 次，全部比估计慢</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="322"/>
        <source>               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them faster than estimated</source>
        <translation>               为 Blackwell 上的低精度配方放宽：它也包含 B200、GB200 和 GB300 上的 %1 次公开 FP8 运行，其中多数比估计快</translation>
    </message>
    <message>
        <source>               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all faster than estimated</source>
        <translation type="vanished">               为 Blackwell 上的低精度配方放宽：它也包含 B200、GB200 和 GB300 上的 %1 次公开 FP8 运行，全部比估计快</translation>
    </message>
    <message>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: all %5 public runs with CP fell in such a range, most of them slower than estimated)</source>
        <translation type="vanished">可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置，因上下文并行而放宽：%5 次使用 CP 的公开实测运行全部落在这样的区间内，多数比估算慢）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="304"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for more than %6 GPUs: all %5 public runs beyond that scale fell in such a range, all slower than estimated)</source>
        <translation>可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置，因超过 %6 块 GPU 的规模而放宽：%5 次超出此规模的公开实测运行全部落在这样的区间内，均比估算慢）</translation>
    </message>
    <message>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: all %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</source>
        <translation type="vanished">可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置，因上下文并行及超过 %6 块 GPU 的规模而放宽：%5 次使用 CP 或超出此规模的公开实测运行全部落在这样的区间内，多数比估算慢）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="312"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile: 80 % of %5 measured runs fell in such a range)</source>
        <translation>可信度：      单步 %1 至 %2 s，%3 至 %4 tokens/s（建模配置：%5 次实测运行中 80 % 落在这样的区间内）</translation>
    </message>
    <message>
        <source>               none of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;</source>
        <translation type="vanished">               这些运行中没有一次训练混合专家模型：此方案的区间来自稠密模型的运行</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="328"/>
        <source>Pipeline:      %1, %2 micro-batch, idle %3 of the schedule (%4 of compute), </source>
        <translation>流水线：      %1，%2 个微批次，空闲占调度的 %3（占计算的 %4），</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="329"/>
        <source>Pipeline:      %1, %2 micro-batches, idle %3 of the schedule (%4 of compute), </source>
        <translation>流水线：      %1，%2 个微批次，空闲占调度的 %3（占计算的 %4），</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="359"/>
        <source>  stragglers: makespan x %1 = +%2</source>
        <translation>  掉队者：总时长 × %1 = +%2</translation>
    </message>
    <message>
        <source>Pipeline:      %1, %2 micro-batches, idle %3 of the step (%4 of compute), </source>
        <translation type="vanished">流水线：      %1，%2 个微批次，空闲占单步的 %3（占计算的 %4），</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="336"/>
        <source>Communication per GPU per step (exposed: not hidden behind compute)</source>
        <translation>每 GPU 每步的通信（未掩盖：没有被计算掩盖的部分）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="338"/>
        <source>  dim    group  link            crosses     GB/step   time s  exposed s</source>
        <translation>  维度   组大小 链路            跨越       GB/步     时间 s   未掩盖 s</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="345"/>
        <source>  exposed communication: %1 of the step</source>
        <translation>  未掩盖通信：占单步的 %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="349"/>
        <source>  NIC floor: %1 GB per NIC / %2 GB/s = %3</source>
        <translation>  网卡下限：每块网卡 %1 GB / %2 GB/s = %3</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="353"/>
        <source>, sets the step (+%1 exposed)</source>
        <translation>，决定单步时间（未掩盖 +%1）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="355"/>
        <source>, below the step</source>
        <translation>，低于单步时间</translation>
    </message>
    <message>
        <source>  stragglers: makespan x %1 = +%2 (in the bubble)</source>
        <translation type="vanished">  掉队者：总时长 × %1 = +%2（计入气泡）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="366"/>
        <source>Diagnostics: none</source>
        <translation>诊断：无</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="368"/>
        <source>Diagnostics (%1)</source>
        <translation>诊断（%1 条）</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="375"/>
        <source>          fix: %1</source>
        <translation>          修复：%1</translation>
    </message>
</context>
<context>
    <name>ScatterData</name>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="41"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="42"/>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="43"/>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="44"/>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="45"/>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="46"/>
        <source>ZeRO %1</source>
        <translation>ZeRO %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="49"/>
        <source>no pipeline</source>
        <translation>无流水线</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="51"/>
        <source>%1 v%2</source>
        <translation>%1 v%2</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="55"/>
        <source>micro-batch %1</source>
        <translation>微批次%1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP on</source>
        <translation>SP 开启</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP off</source>
        <translation>SP 关闭</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="66"/>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行（TP）</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="67"/>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行（PP）</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="68"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行（DP）</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="69"/>
        <source>Context parallel (CP)</source>
        <translation>上下文并行（CP）</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="70"/>
        <source>Expert parallel (EP)</source>
        <translation>专家并行（EP）</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="71"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="72"/>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="73"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="74"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="75"/>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
</context>
<context>
    <name>SearchKnobs</name>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="97"/>
        <source> in micro-batch groups of %1</source>
        <translation>，微批次组大小 %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="101"/>
        <source>none</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="102"/>
        <source>selective</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="103"/>
        <source>full</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="104"/>
        <source>, ZeRO %1, mb %2, %3</source>
        <translation>，ZeRO %1，微批次 %2，%3</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="107"/>
        <source>, DeepSpeed&apos;s ZeRO-3</source>
        <translation>，DeepSpeed 的 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="111"/>
        <source>, DP comm not overlapped</source>
        <translation>，DP 通信不与计算重叠</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="113"/>
        <source>, TP comm overlap</source>
        <translation>，TP 通信与计算重叠</translation>
    </message>
</context>
<context>
    <name>StartingPlan</name>
    <message>
        <location filename="../core/search/startingplan.cpp" line="135"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s.</source>
        <translation>你的方案在 %2 个放得下的方案中排第 %1：%3 tokens/s。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="139"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best (within the model&apos;s error of it).</source>
        <translation>你的方案在 %2 个放得下的方案中排第 %1：%3 tokens/s，相对最佳方案 %4（在模型误差范围内）。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="144"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best.</source>
        <translation>你的方案在 %2 个放得下的方案中排第 %1：%3 tokens/s，相对最佳方案 %4。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="151"/>
        <source>Your plan: %1 tokens/s, %2 against the best ranked plan, where it would rank #%3; </source>
        <translation>你的方案：%1 tokens/s，相对排名第一的方案 %2，若参与排名会排第 %3；</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="155"/>
        <source>Your plan: %1 tokens/s, %2 against the best ranked plan; </source>
        <translation>你的方案：%1 tokens/s，相对排名第一的方案 %2；</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="158"/>
        <source>Your plan: %1 tokens/s; </source>
        <translation>你的方案：%1 tokens/s；</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="162"/>
        <source>it uses %1 GPUs, the search %2.</source>
        <translation>它用 %1 个 GPU，搜索用 %2 个。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="166"/>
        <source>not ranked: the rule %1 refuses it.</source>
        <translation>未参与排名：规则 %1 拒绝了它。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="169"/>
        <source>not ranked: it does not fit in memory.</source>
        <translation>未参与排名：显存放不下。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="172"/>
        <source>not ranked: no launcher asked for runs it as planned, and the search ranks only plans one of them runs (Export says what each would change).</source>
        <translation>未参与排名：所选的启动器都无法按计划运行它，而搜索只排名其中某个启动器能运行的方案（“导出”会说明各启动器会改动什么）。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="177"/>
        <source>not ranked: one of its settings is not among those the search tries (a micro-batch above the largest tried, a micro-batch group, a virtual-stage count above the cap).</source>
        <translation>未参与排名：它的某项设置不在搜索尝试的范围内（微批次大于尝试的上限、微批次组、超过上限的虚拟流水线阶段数）。</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="183"/>
        <source>not ranked: settings the search keeps even (its layer split, recompute of several layers at a time) are not the search&apos;s, so its figures differ.</source>
        <translation>未参与排名：搜索固定为均匀的设置（层的划分、一次重算多层）与它不同，因此数值也不同。</translation>
    </message>
</context>
<context>
    <name>StepTailStyle</name>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="35"/>
        <source>Remaining micro-batches (not drawn)</source>
        <translation>其余微批次（未绘出）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="36"/>
        <source>Stragglers</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="37"/>
        <source>DP gradients (exposed)</source>
        <translation>DP 梯度（暴露部分）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="39"/>
        <source>Expert DP gradients (exposed)</source>
        <translation>专家 DP 梯度（暴露部分）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="40"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="41"/>
        <source>NIC floor</source>
        <translation>网卡下限</translation>
    </message>
</context>
<context>
    <name>TopologyModel</name>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="97"/>
        <source>NVLink domains</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="97"/>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="98"/>
        <source>ranks %1–%2 on %3 %4–%5</source>
        <translation>rank %1–%2 位于%3 %4–%5</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="114"/>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="114"/>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="124"/>
        <source>stage %1</source>
        <translation>阶段%1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="128"/>
        <source>replica %1</source>
        <translation>副本%1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="134"/>
        <source>group %1</source>
        <translation>组%1</translation>
    </message>
</context>
<context>
    <name>TornadoChart</name>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="34"/>
        <source>seq</source>
        <translation>条序列</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="34"/>
        <source>tokens</source>
        <translation>个 token</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="35"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="49"/>
        <source>0 in this cluster&apos;s profile: moving it by a share moves nothing</source>
        <translation>此集群配置中为 0：按比例变动不起作用</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="50"/>
        <source>the higher side is capped at the ceiling of 1</source>
        <translation>上调一侧以上限 1 为顶</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="51"/>
        <source>no shorter sequence the split allows</source>
        <translation>当前切分不允许更短的序列</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="52"/>
        <source>1, and no larger micro-batch divides the global batch over DP</source>
        <translation>为 1，且没有更大的微批次能整除各 DP 副本的全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="53"/>
        <source>already 1, the smallest</source>
        <translation>已是最小值 1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="54"/>
        <source>no other micro-batch divides the global batch over DP</source>
        <translation>没有其他微批次能整除各 DP 副本的全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="55"/>
        <source>no smaller micro-batch divides the global batch over DP</source>
        <translation>没有更小的微批次能整除各 DP 副本的全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="56"/>
        <source>no larger micro-batch divides the global batch over DP</source>
        <translation>没有更大的微批次能整除各 DP 副本的全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="57"/>
        <source>already one micro-batch per data-parallel rank</source>
        <translation>每个数据并行 rank 已只有一个微批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="70"/>
        <source>GEMM and attention efficiency</source>
        <translation>GEMM 与注意力效率</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="71"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="72"/>
        <source>Kernel launch latency</source>
        <translation>算子启动延迟</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="73"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="74"/>
        <source>NVLink latency</source>
        <translation>NVLink 延迟</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="75"/>
        <source>NIC bandwidth</source>
        <translation>网卡带宽</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="76"/>
        <source>Network latency</source>
        <translation>网络延迟</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="77"/>
        <source>Overlap slowdown</source>
        <translation>重叠减速</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="78"/>
        <source>Straggler coefficient</source>
        <translation>掉队系数</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="79"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="80"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="81"/>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="95"/>
        <source>pinned down, at its bound</source>
        <translation>已确定，处于边界</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="95"/>
        <source>pinned down</source>
        <translation>已确定</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="96"/>
        <source>not fitted: the profile has nothing to scale</source>
        <translation>未拟合：配置中没有可缩放的值</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="97"/>
        <source>not fitted: no run depends on it</source>
        <translation>未拟合：没有运行依赖它</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="99"/>
        <source>not fitted: the runs cannot tell it from %1</source>
        <translation>未拟合：这些运行无法把它与 %1 区分开</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="101"/>
        <source>not fitted: the runs leave it uncertain</source>
        <translation>未拟合：这些运行不足以确定它</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="103"/>
        <source>not fitted: without one run the others would not pin it down (%1)</source>
        <translation>未拟合：去掉其中一次运行后，其余运行无法确定它（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="123"/>
        <source>&amp;Fit</source>
        <translation>拟合(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="123"/>
        <source>Cancel Fit</source>
        <translation>取消拟合</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="124"/>
        <source>&amp;Save Profile…</source>
        <translation>保存配置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="124"/>
        <source>&amp;Use for This Scenario</source>
        <translation>用于此场景(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="128"/>
        <source>Calibrate to Measured Runs</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="136"/>
        <source>Cluster preset to calibrate:</source>
        <translation>要校准的集群预设：</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="139"/>
        <source>The id scenarios use for the calibrated preset: lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;.</source>
        <translation>场景引用已校准预设时使用的 id：小写字母、数字、&apos;.&apos;、&apos;-&apos;、&apos;_&apos;。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="140"/>
        <source>Id of the calibrated preset:</source>
        <translation>已校准预设的 id：</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="146"/>
        <source>Measured runs</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="148"/>
        <source>Run tables (scenario,step_time_s,peak_memory_GiB) and training logs, each with the scenario it ran. Every run must use the cluster preset being calibrated.</source>
        <translation>运行表（scenario,step_time_s,peak_memory_GiB）和训练日志，各自附带所运行的场景。每次运行都必须使用正在校准的集群预设。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="153"/>
        <source>Add Run &amp;Table…</source>
        <translation>添加运行表(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="154"/>
        <source>Add &amp;Log…</source>
        <translation>添加日志(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="155"/>
        <source>Add &amp;nccl-tests Output…</source>
        <translation>添加 nccl-tests 输出(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="156"/>
        <source>all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf output on this cluster: it pins down the links&apos; efficiency and latency.</source>
        <translation>此集群上 all_reduce_perf、all_gather_perf、reduce_scatter_perf、alltoall_perf 或 sendrecv_perf 的输出：用来确定链路的效率和延迟。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="158"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="170"/>
        <source>Add nccl-tests Output</source>
        <translation>添加 nccl-tests 输出</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="171"/>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation>nccl-tests 输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Fitted (± 1σ)</source>
        <translation>拟合值（± 1σ）</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Pinned down?</source>
        <translation>是否确定？</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="226"/>
        <source>Add the runs you measured on this cluster: at least three, the more the surer.</source>
        <translation>添加你在此集群上实测的运行：至少三次，越多越可靠。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="252"/>
        <source>%1 with %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="256"/>
        <source>%1: nccl-tests, %2 sizes</source>
        <translation>%1：nccl-tests，%2 种大小</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="257"/>
        <source>%1: one run</source>
        <translation>%1：一次运行</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="258"/>
        <source>%1: %2 runs</source>
        <translation>%1：%2 次运行</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="314"/>
        <source>Measured runs in all: %1.</source>
        <translation>实测运行共 %1 次。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="315"/>
        <source>Measured runs in all: %1; nccl-tests sizes: %2.</source>
        <translation>实测运行共 %1 次；nccl-tests 大小 %2 种。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="336"/>
        <source>Fitting %1 to the measured runs (%2)…</source>
        <translation>正在按实测运行（%2 次）拟合 %1…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="377"/>
        <source>Fitted to the measured runs (%1).</source>
        <translation>已按实测运行（%1 次）拟合。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="430"/>
        <source>Median |step time error| over %1 runs: %2 before, %3 after, %4 held out (each run estimated by a fit that did not see it).</source>
        <translation>%1 次运行的单步时间误差中位数（绝对值）：拟合前 %2，拟合后 %3，留出 %4（每次运行由未见过它的拟合来估算）。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="442"/>
        <source>Collectives (%1 nccl-tests sizes): median |time error| %2 before, %3 after.</source>
        <translation>集合通信（%1 种 nccl-tests 大小）：时间误差中位数（绝对值）拟合前 %2，拟合后 %3。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="447"/>
        <source>Runs far off after the fit, which weighed little in it: %1. Check them.</source>
        <translation>拟合后仍偏差很大、在拟合中权重很小的运行：%1 次。请检查它们。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="268"/>
        <source>Add Run Table</source>
        <translation>添加运行表</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="268"/>
        <source>Run tables (*.csv)</source>
        <translation>运行表 (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="278"/>
        <source>Add Training Log</source>
        <translation>添加训练日志</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="279"/>
        <source>Training logs (*.log *.txt *.out);;All files (*)</source>
        <translation>训练日志 (*.log *.txt *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="288"/>
        <source>Scenario of %1</source>
        <translation>%1 的场景</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="290"/>
        <source>Scenarios (*.shardscope.json *.json)</source>
        <translation>场景 (*.shardscope.json *.json)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="351"/>
        <source>The fit failed: %1</source>
        <translation>拟合失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="373"/>
        <source>Fit cancelled.</source>
        <translation>拟合已取消。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="437"/>
        <source>Calibrated range: estimates %1 to %2 of the measured time; at least 80 % of runs like these fall inside with %3 confidence. The modelled range is %4 to %5.</source>
        <translation>校准区间：估算值为实测时间的 %1 至 %2；同类运行至少 80 % 落在其中，置信度 %3。建模区间为 %4 至 %5。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="502"/>
        <source>Save Calibrated Profile</source>
        <translation>保存已校准配置</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="505"/>
        <source>Cluster presets (*.json)</source>
        <translation>集群预设 (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="510"/>
        <source>Saved %1: cluster preset &quot;%2&quot;.</source>
        <translation>已保存 %1：集群预设“%2”。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="521"/>
        <source>calibration %1</source>
        <translation>校准 %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="525"/>
        <source>A preset &quot;%1&quot; exists already and is another fit: choose another id.</source>
        <translation>预设“%1”已存在且是另一次拟合：请换一个 id。</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="530"/>
        <source>Use calibrated cluster %1</source>
        <translation>使用已校准集群 %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="543"/>
        <source>The scenario now uses %1.</source>
        <translation>场景现在使用 %1。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::CalibrationScatter</name>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="15"/>
        <source>Estimated against measured step time</source>
        <translation>估算与实测单步时间对比</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="16"/>
        <source>Measured step time (s)</source>
        <translation>实测单步时间 (s)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="17"/>
        <source>Estimated step time (s)</source>
        <translation>估算单步时间 (s)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="23"/>
        <source>estimate = measured</source>
        <translation>估算 = 实测</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="25"/>
        <source>calibrated range</source>
        <translation>校准区间</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="29"/>
        <source>before the fit</source>
        <translation>拟合前</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="31"/>
        <source>after the fit</source>
        <translation>拟合后</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="143"/>
        <source>%1
measured %2; estimated %3 before the fit (%4), %5 after (%6)</source>
        <translation>%1
实测 %2；估算：拟合前 %3（%4），拟合后 %5（%6）</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ChartWidget</name>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="336"/>
        <source>Export Chart...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="337"/>
        <source>Copy Chart as Image</source>
        <translation>将图表复制为图片</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ClusterPanel</name>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="74"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="74"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="75"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="75"/>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="76"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="47"/>
        <source>Advanced: kernel profile and collectives</source>
        <translation>高级：内核性能曲线与集合通信</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="48"/>
        <source>The per-kernel efficiency curves of the GPU and the per-operation fits of the links, as the cluster preset gives them (with their sources).</source>
        <translation>GPU 各类内核的效率曲线，以及各链路按操作拟合的集合通信参数，取自集群预设（附来源）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="65"/>
        <source>Use cluster %1</source>
        <translation>使用集群 %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="78"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="79"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="80"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="81"/>
        <source>Name</source>
        <translation>型号</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="83"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="vanished">GiB</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="83"/>
        <source>What the driver reports (NVIDIA&apos;s &quot;80 GB&quot; H100 reports 79.65 GiB).</source>
        <translation>按驱动报告的容量填写（NVIDIA 标称“80 GB”的 H100 报告为79.65 GiB）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="85"/>
        <source>BF16 peak</source>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="85"/>
        <source>Dense, without 2:4 sparsity.</source>
        <translation>稠密算力，不计 2:4 稀疏。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="86"/>
        <source>FP8 peak</source>
        <translation>FP8 峰值</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="87"/>
        <source>FP4 peak</source>
        <translation>FP4 峰值</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="88"/>
        <source>Dense FP4 (NVFP4); 0 on GPUs without block-scaled tensor cores, which also run MXFP8.</source>
        <translation>稠密 FP4（NVFP4）；没有块缩放张量核心的 GPU 为 0，这种张量核心也运行 MXFP8。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="89"/>
        <source>FP8 GEMM ratio</source>
        <translation>FP8 GEMM 效率比</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="90"/>
        <source>How much of its BF16 matmul efficiency the GPU keeps in FP8 and FP4 (best-shape FP8 / BF16 fraction of peak).</source>
        <translation>GPU 在 FP8 和 FP4 下保留的 BF16 矩阵乘法效率比例（最佳形状下 FP8 与 BF16 占峰值比例之比）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="93"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="94"/>
        <source>Matmul efficiency</source>
        <translation>矩阵乘效率</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="95"/>
        <source>Share of the dense peak that training matrix math reaches; calibrate against a measured run.</source>
        <translation>训练中矩阵运算实际达到的稠密峰值比例；请用实测结果校准。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="96"/>
        <source>HBM efficiency</source>
        <translation>HBM 效率</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="97"/>
        <source>Share of the HBM bandwidth that memory-bound kernels reach.</source>
        <translation>访存受限算子实际达到的 HBM 带宽比例。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="98"/>
        <source>Host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="99"/>
        <source>The GPU&apos;s link to host memory at line rate (PCIe Gen5 x16: 64, Gen4: 32; GB200: its share of NVLink-C2C); optimizer and activation offload cross it at 87 % of it.</source>
        <translation>GPU 到主机内存的链路线速（PCIe Gen5 x16：64，Gen4：32；GB200：其分得的 NVLink-C2C 带宽）；优化器卸载和激活卸载以其 87 % 的速率通过它。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="101"/>
        <source>Inside a node</source>
        <translation>节点内</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="102"/>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="103"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="111"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="104"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="112"/>
        <source>Latency per hop</source>
        <translation>每跳延迟</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="105"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="113"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="214"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="106"/>
        <source>Bus bandwidth NCCL reaches, as a share of the link&apos;s rate (nccl-tests busbw).</source>
        <translation>NCCL 实际达到的总线带宽占链路速率的比例（即 nccl-tests 的 busbw）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="107"/>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="108"/>
        <source>GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink.</source>
        <translation>共享同一 NVLink 互连的 GPU 数：DGX 为8，GB200 NVL72 机柜为72，没有 NVLink 时为1。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="109"/>
        <source>Between nodes</source>
        <translation>节点间</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="110"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="114"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="115"/>
        <source>Single switch</source>
        <translation>单交换机</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="116"/>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="117"/>
        <source>Rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="118"/>
        <source>Nodes per leaf switch</source>
        <translation>每叶交换机节点数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="118"/>
        <source>0: one leaf for all nodes.</source>
        <translation>0：所有节点共用一台叶交换机。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="119"/>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="142"/>
        <source>FlashAttention-2 curves</source>
        <translation>FlashAttention-2 曲线</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="158"/>
        <source>All-reduce</source>
        <translation>All-reduce（全规约）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="159"/>
        <source>All-gather</source>
        <translation>All-gather（全收集）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="160"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter（规约分散）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="161"/>
        <source>All-to-all</source>
        <translation>All-to-all（全交换）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="162"/>
        <source>Send/receive</source>
        <translation>点对点收发</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="181"/>
        <source>e_max of e(x) = e_max · x / (x + x_half): the share of the dense peak the largest calls reach (a fraction; the compute curves are scaled so that GEMM forward&apos;s equals the matmul efficiency).</source>
        <translation>e(x) = e_max · x / (x + x_half) 中的 e_max：最大规模调用可达到的稠密峰值占比（小数；各计算曲线按比例缩放，使 GEMM 前向的值等于矩阵乘效率）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="266"/>
        <source> · calibrated to your runs (range from %1 held-out runs)</source>
        <translation> · 已按你的运行校准（区间来自 %1 次留出运行）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="268"/>
        <source> · a fitted value was edited: back to the modelled range</source>
        <translation> · 某个拟合值已被修改：回到建模区间</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">个 token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="188"/>
        <source>Tokens per local expert at which a grouped GEMM reaches half its peak share.</source>
        <translation>分组 GEMM 达到其峰值占比一半时，每个本地专家的 token 数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="189"/>
        <source>FLOPs of one call at which the kernel reaches half its peak share (attention: causal FLOPs).</source>
        <translation>内核达到其峰值占比一半时单次调用的 FLOP 数（注意力按因果 FLOP 计）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="195"/>
        <source>Unfused attention&apos;s batched GEMMs run at e · d / (d + this), d = head dimension.</source>
        <translation>未融合注意力的批量 GEMM 以 e · d / (d + 此值) 运行，d 为头维度。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="197"/>
        <source>Added to every GEMM and attention kernel, in µs. The presets use 0: their curves are fitted to measured kernel times, which include the launch.</source>
        <translation>加在每个 GEMM 和注意力内核上，单位 µs。预设取 0：其曲线拟合自实测内核时间，已包含启动开销。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="200"/>
        <source>Memory kernel latency</source>
        <translation>访存内核延迟</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="201"/>
        <source>Added to every memory-bound kernel and optimizer pass, in µs.</source>
        <translation>加在每个访存受限内核和每遍优化器计算上，单位 µs。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="203"/>
        <source>Share of the HBM bandwidth the loss kernels reach (a fraction).</source>
        <translation>损失函数内核可达到的 HBM 带宽占比（小数）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="205"/>
        <source>Share of the HBM bandwidth MoE token permutation reaches (a fraction).</source>
        <translation>MoE token 重排可达到的 HBM 带宽占比（小数）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="230"/>
        <source>Collectives inside a node</source>
        <translation>节点内集合通信</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="220"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="231"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="238"/>
        <source>Fixed latency</source>
        <translation>固定延迟</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="232"/>
        <source>Cost of every call of an operation without a fit of its own, in µs (NCCL&apos;s base cost: 6.6 µs).</source>
        <translation>没有单独拟合的操作每次调用的固定开销，单位 µs（NCCL 基础开销：6.6 µs）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="215"/>
        <source>Bus bandwidth this operation reaches as a share of the link&apos;s rate (a fraction; t = fixed + steps × step latency + bytes × bus factor / (bandwidth × efficiency)).</source>
        <translation>该操作达到的总线带宽占链路速率的比例（小数；t = 固定延迟 + 步数 × 每步延迟 + 字节数 × 总线系数 / (带宽 × 效率)）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="219"/>
        <source>Latency per ring step, in µs (all-reduce has 2(n−1) steps, the others n−1).</source>
        <translation>环形算法每一步的延迟，单位 µs（all-reduce 共 2(n−1) 步，其余为 n−1 步）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="233"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="242"/>
        <source>Overlap slowdown</source>
        <translation>重叠减速</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="140"/>
        <source>GEMM curves</source>
        <translation>GEMM 效率曲线</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="141"/>
        <source>Grouped GEMM curves</source>
        <translation>分组 GEMM 效率曲线</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="143"/>
        <source>Attention curves</source>
        <translation>注意力效率曲线</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="149"/>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="150"/>
        <source>Input grad</source>
        <translation>输入梯度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="151"/>
        <source>Weight grad</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="152"/>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="180"/>
        <source>%1 e_max</source>
        <translation>%1 e_max</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="186"/>
        <source>%1 half size</source>
        <translation>%1 半效规模</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="193"/>
        <source>Other kernels</source>
        <translation>其他内核</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="194"/>
        <source>Batched GEMM half dim</source>
        <translation>批量 GEMM 半效维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="196"/>
        <source>Launch latency</source>
        <translation>启动延迟</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="202"/>
        <source>Cross-entropy HBM</source>
        <translation>交叉熵 HBM 占比</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="204"/>
        <source>Permute HBM</source>
        <translation>重排 HBM 占比</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="213"/>
        <source>%1 between nodes</source>
        <translation>节点间 %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="234"/>
        <source>How much slower compute runs while this tier&apos;s traffic overlaps it (a fraction: 0.15 = 15 %).</source>
        <translation>该层级链路的通信与计算重叠时，计算变慢的比例（小数：0.15 = 15 %）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="213"/>
        <source>%1 inside a node</source>
        <translation>节点内 %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="218"/>
        <source>Step latency</source>
        <translation>每步延迟</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="221"/>
        <source>Cost of every call of this operation, in µs (group sizes the preset lists separately, as B200 all-to-all over 2 and 4 GPUs, keep their own).</source>
        <translation>该操作每次调用的固定开销，单位 µs（预设中单独列出的组规模，例如 B200 上 2 或 4 个 GPU 的 all-to-all，保留各自的值）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="237"/>
        <source>Collectives between nodes</source>
        <translation>节点间集合通信</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="239"/>
        <source>Cost of every call that crosses nodes, in µs (NCCL&apos;s base cost: 6.6 µs).</source>
        <translation>每次跨节点调用的固定开销，单位 µs（NCCL 基础开销：6.6 µs）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="240"/>
        <source>NICs per node</source>
        <translation>每节点网卡数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="241"/>
        <source>Network interfaces each node shares among its GPUs; 0: one per GPU. A GPU uses at most one.</source>
        <translation>每个节点由其 GPU 共享的网卡数量；0 表示每个 GPU 一块。单个 GPU 最多使用一块。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="243"/>
        <source>How much slower compute runs while network traffic overlaps it (a fraction: 0.02 = 2 %).</source>
        <translation>网络通信与计算重叠时，计算变慢的比例（小数：0.02 = 2 %）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="244"/>
        <source>Straggler coefficient</source>
        <translation>掉队系数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="245"/>
        <source>c of the makespan factor 1 + L/(L+1) · c · √L, L = log2 of the nodes a data-parallel group spans (no unit; 0 = no stragglers).</source>
        <translation>流水线总时长系数 1 + L/(L+1) · c · √L 中的 c，L 为数据并行组所跨节点数的 log2（无单位；0 表示没有掉队者）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="247"/>
        <source>ZeRO-3 NIC rate</source>
        <translation>ZeRO-3 网卡速率</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="248"/>
        <source>ZeRO-3/FSDP per-layer gathers across nodes move at this share of one NIC&apos;s line rate per GPU (a fraction; 0 = the ring path like other collectives).</source>
        <translation>ZeRO-3/FSDP 跨节点的逐层收集，每个 GPU 以单块网卡线速的该比例传输（小数；0 表示与其他集合通信一样走环形路径）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="250"/>
        <source>ZeRO-3 overlap</source>
        <translation>ZeRO-3 重叠比例</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="251"/>
        <source>Share of the compute window ZeRO-3&apos;s traffic hides behind (a fraction; 1 = all of it).</source>
        <translation>ZeRO-3 通信可隐藏于其后的计算窗口比例（小数；1 表示全部）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="260"/>
        <source>%1 GPUs: %2 nodes x %3 %4, %5 each</source>
        <translation>%1个 GPU：%2个节点 × %3块 %4，每块%5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ComparisonChart</name>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="35"/>
        <source>A against B</source>
        <translation>A 与 B 对比</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="53"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="55"/>
        <source>Busiest stage</source>
        <translation>最忙的阶段</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="57"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="59"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="59"/>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="60"/>
        <source>exposed communication</source>
        <translation>未掩盖通信</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="61"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="67"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="67"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="68"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="69"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="69"/>
        <source>buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="70"/>
        <source>overhead</source>
        <translation>额外开销</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ComparisonPanel</name>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="66"/>
        <source>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</source>
        <translation>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="72"/>
        <source>, ZeRO %1, micro-batch %2</source>
        <translation>，ZeRO %1，微批次%2</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="111"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="188"/>
        <source>&amp;Pin as A</source>
        <translation>固定为 A(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="112"/>
        <source>Keep the current configuration as A; go on changing the document (B) and compare</source>
        <translation>把当前配置保留为 A；继续修改文档（B）并与之对比</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="113"/>
        <source>&amp;Load A</source>
        <translation>载入 A(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="114"/>
        <source>Put A back into the document (Undo takes it back)</source>
        <translation>把 A 放回文档（可用撤销还原）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="115"/>
        <source>&amp;Clear</source>
        <translation>清除(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>Largest change</source>
        <translation>变化最大的一项</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>A per GPU</source>
        <translation>A（每 GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>B per GPU</source>
        <translation>B（每 GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Exposed A</source>
        <translation>A 未掩盖</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Exposed B</source>
        <translation>B 未掩盖</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="138"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="138"/>
        <source>In</source>
        <translation>出现于</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="139"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="140"/>
        <source>Memory per Stage</source>
        <translation>各阶段显存</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="141"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="142"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="178"/>
        <source>Load A</source>
        <translation>载入 A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="188"/>
        <source>Re-&amp;pin as A</source>
        <translation>重新固定为 A(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="193"/>
        <source>Pin the current configuration as A, then change the document: B is always the document, and every figure shows B − A.</source>
        <translation>先把当前配置固定为 A，再修改文档：B 始终是当前文档，每个指标都显示 B − A。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="198"/>
        <source>&lt;b&gt;A&lt;/b&gt;: %1&lt;br&gt;&lt;b&gt;B&lt;/b&gt; (the document): %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt;：%1&lt;br&gt;&lt;b&gt;B&lt;/b&gt;（当前文档）：%2</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="209"/>
        <source>How sure: B&apos;s step time (%1) lies inside A&apos;s range (%2–%3), and A&apos;s inside B&apos;s. Measured runs of such plans fell that far around such estimates, so the runs alone would not tell these two plans apart; the ranking holds only where both err alike (the same cluster and kernels).</source>
        <translation>可信度：B 的单步时间（%1）落在 A 的区间（%2–%3）之内，A 的也落在 B 的区间之内。此类方案的实测运行与此类估算值的偏差就有这么大，单凭实测无法区分这两个方案；只有两者偏差方向相同（同一集群、同样的算子）时，这一排序才成立。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="237"/>
        <source>%1 pp</source>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="249"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="250"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="251"/>
        <source>  compute</source>
        <translation>  计算</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="252"/>
        <source>  pipeline bubble</source>
        <translation>  流水线气泡</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="253"/>
        <source>  exposed communication</source>
        <translation>  未掩盖通信</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="254"/>
        <source>  optimizer</source>
        <translation>  优化器</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="255"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="256"/>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="257"/>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="258"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="259"/>
        <source>Communication per GPU per step</source>
        <translation>每 GPU 每步通信量</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="260"/>
        <source>Exposed communication share</source>
        <translation>未掩盖通信占比</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="261"/>
        <source>Bubble share of the schedule</source>
        <translation>气泡占调度的比例</translation>
    </message>
    <message>
        <source>Bubble share of the step</source>
        <translation type="vanished">气泡占单步的比例</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="336"/>
        <source>B only (new)</source>
        <translation>仅 B（新出现）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="338"/>
        <source>A only (fixed in B)</source>
        <translation>仅 A（B 中已解决）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="340"/>
        <source>both</source>
        <translation>两者都有</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DecisionTreeView</name>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="80"/>
        <source>Does it train on one GPU?</source>
        <translation>单个 GPU 能训练吗？</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="82"/>
        <source>needs %1× one GPU&apos;s memory</source>
        <translation>所需显存为单个 GPU 的%1×</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="84"/>
        <source>Is it a mixture-of-experts model?</source>
        <translation>是混合专家（MoE）模型吗？</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="87"/>
        <source>%1 experts, %2 per token</source>
        <translation>%1个专家，每个 token 用%2个</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="89"/>
        <source>dense: every parameter works on every token</source>
        <translation>稠密模型：每个参数都参与每个 token 的计算</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="91"/>
        <source>Is the memory gap at most 2×?</source>
        <translation>显存缺口不超过2×吗？</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="93"/>
        <source>gap %1× (ZeRO-3 closes up to 2×)</source>
        <translation>缺口%1×（ZeRO-3 最多能弥补2×）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="95"/>
        <source>Does it fit in one node with TP?</source>
        <translation>用 TP 能在一个节点内放下吗？</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="97"/>
        <source>with TP inside one node: %1× of GPU memory</source>
        <translation>在节点内使用 TP：需要%1×的显存</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="106"/>
        <source>Data parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="108"/>
        <source>Expert parallelism (EP + DP, TP/PP as needed)</source>
        <translation>专家并行（EP + DP，按需加 TP/PP）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="110"/>
        <source>ZeRO-3 / FSDP over all GPUs</source>
        <translation>在所有 GPU 上用 ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="112"/>
        <source>TP inside the node + DP</source>
        <translation>节点内 TP + DP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="114"/>
        <source>TP inside the node + PP across nodes + DP</source>
        <translation>节点内 TP + 跨节点 PP + DP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="117"/>
        <source>Start: %1</source>
        <translation>建议起点：%1</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="119"/>
        <source>fits: %1 per GPU, %2 tokens/s</source>
        <translation>放得下：每 GPU %1，%2 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="122"/>
        <source>does not fit yet: %1 per GPU</source>
        <translation>仍放不下：每 GPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="123"/>
        <source>Click to apply</source>
        <translation>单击以应用</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="148"/>
        <source>Where the sources differ from the overview:</source>
        <translation>文献与综述不同之处：</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="243"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="246"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>The article&apos;s table row for this size: %1 (%2).</source>
        <translation type="vanished">文章表格中对应这一规模的行：%1（%2）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="309"/>
        <source>Not on this model&apos;s path.</source>
        <translation>不在此模型的决策路径上。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="323"/>
        <source>Follows §%1 “%2” of the overview “%3”; every answer comes from ShardScope&apos;s own estimate.</source>
        <translation>依据综述《%3》的 §%1“%2”；每个回答都来自 ShardScope 自己的估算。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="333"/>
        <source>The overview&apos;s typical configuration for this size (its §3): %1 (%2).</source>
        <translation>综述对此规模的典型配置（其 §3）：%1（%2）。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="343"/>
        <source>Apply the decision tree&apos;s start</source>
        <translation>应用决策树建议的起点</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportDialog</name>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="48"/>
        <source>Export to a Launcher</source>
        <translation>导出到启动器</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="82"/>
        <source>&amp;Copy File</source>
        <translation>复制文件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="83"/>
        <source>&amp;Save All…</source>
        <translation>全部保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="139"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · follows %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 适配 %2</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="146"/>
        <source>This plan does not run (%1): these files would start a job that fails.</source>
        <translation>此方案无法运行（%1）：这些文件会启动一个必然失败的作业。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="150"/>
        <source>Cannot export: %1 (rule %2)</source>
        <translation>无法导出：%1（规则 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="157"/>
        <source>Note:</source>
        <translation>注：</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="157"/>
        <source>Adapted (%1):</source>
        <translation>已调整（%1）：</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="172"/>
        <source>%1 runs the adapted plan:</source>
        <translation>%1 实际运行的是调整后的方案：</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="173"/>
        <source>step %1 → %2 (%3), %4 → %5 tokens/s, peak %6 → %7 per GPU.</source>
        <translation>步时 %1 → %2（%3），%4 → %5 tokens/s，每 GPU 峰值 %6 → %7。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="182"/>
        <source>The plan %1 runs does not: %2.</source>
        <translation>%1 实际运行的方案无法运行：%2。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="188"/>
        <source>Not in the adapted estimate: %1</source>
        <translation>未计入调整后的估算：%1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="231"/>
        <source>%1 cannot express this configuration, so there is nothing to write.

%2

Change the configuration as suggested, or pick another launcher on the left: the ones marked ✕ refuse it too.</source>
        <translation>%1 不支持此配置，因此没有可生成的文件。

%2

请按建议修改配置，或在左侧选择其他启动器：标有 ✕ 的启动器同样不支持此配置。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="239"/>
        <source>Refused</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="262"/>
        <source>Cannot express this configuration: %1</source>
        <translation>不支持此配置：%1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="302"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="320"/>
        <source>out of memory: stage %1 needs %2 of %3</source>
        <translation>显存不足：阶段 %1 需要 %2，只有 %3</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="vanished">配置无效</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="332"/>
        <source>Save Files for a Plan That Does Not Run?</source>
        <translation>要为无法运行的方案保存文件吗？</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="333"/>
        <source>This plan does not run (%1). The launch files would start a job that fails. Save them anyway?</source>
        <translation>此方案无法运行（%1）。这些启动文件会启动一个必然失败的作业。仍要保存吗？</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="340"/>
        <source>Save Launch Files Into</source>
        <translation>将启动文件保存到</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="348"/>
        <source>Replace Files?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="349"/>
        <source>%1 already contains %2. Replace?</source>
        <translation>%1 中已有 %2。要替换吗？</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="354"/>
        <source>Cannot Save</source>
        <translation>无法保存</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::FileActions</name>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="35"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="37"/>
        <source>Start again from the default scenario</source>
        <translation>从默认场景重新开始</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="40"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="46"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="47"/>
        <source>ShardScope scenarios (*.shardscope.json *.json);;All files (*)</source>
        <translation>ShardScope 场景 (*.shardscope.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="52"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="56"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="60"/>
        <source>&amp;Import Launch Configuration...</source>
        <translation>导入启动配置(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="61"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Read a Megatron-LM, Megatron-DeepSpeed or SLURM launch script into a scenario</source>
        <translation type="vanished">将 Megatron-LM、Megatron-DeepSpeed 或 SLURM 启动脚本读入为场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="62"/>
        <source>Read launch scripts and configs (Megatron-LM, DeepSpeed, torchtitan, NeMo, accelerate, SLURM) into a scenario</source>
        <translation>将启动脚本与配置（Megatron-LM、DeepSpeed、torchtitan、NeMo、accelerate、SLURM）读入为场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="65"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="73"/>
        <source>The scenario</source>
        <translation>当前场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="74"/>
        <source>&quot;%1&quot;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="76"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="76"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="86"/>
        <source>Open &amp;Example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="104"/>
        <source>Cannot Open Example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="171"/>
        <source>Cannot Import Model</source>
        <translation>无法导入模型</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="171"/>
        <source>%1 is neither a scenario nor a model configuration ShardScope can read.

%2</source>
        <translation>%1 既不是场景文件，也不是 ShardScope 能读取的模型配置。

%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="182"/>
        <source>Cannot Open Scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="183"/>
        <source>%1 could not be opened; the current scenario is unchanged.

%2</source>
        <translation>无法打开 %1；当前场景保持不变。

%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="204"/>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="205"/>
        <source>ShardScope scenarios (*.shardscope.json)</source>
        <translation>ShardScope 场景 (*.shardscope.json)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="217"/>
        <source>Cannot Save Scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="217"/>
        <source>The scenario was not saved.

%1</source>
        <translation>场景未保存。

%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::FormulaPanel</name>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>With this configuration</source>
        <translation>代入当前配置</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="45"/>
        <source>%1 = %2
= %3
= %4
Source: %5</source>
        <translation>%1 = %2
= %3
= %4
出处：%5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ImportDialog</name>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="37"/>
        <location filename="../widgets/importing/importdialog.cpp" line="139"/>
        <source>Import Launch Configuration</source>
        <translation>导入启动配置</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="44"/>
        <source>Choose Files…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="46"/>
        <source>Launch files:</source>
        <translation>启动文件：</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="52"/>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="59"/>
        <source>Launch files do not name the GPUs or the network: the imported scenario runs on this cluster, with the node count the files give</source>
        <translation>启动文件不写明 GPU 和网络：导入的场景运行在此集群上，节点数取自文件</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="64"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="65"/>
        <location filename="../widgets/importing/importdialog.cpp" line="159"/>
        <source>from the files</source>
        <translation>取自文件</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="67"/>
        <source>Hugging Face config.json…</source>
        <translation>Hugging Face config.json…</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="68"/>
        <source>The model&apos;s shape from its config.json, when the files do not give it (DeepSpeed, accelerate) or do not give all of it (the vocabulary)</source>
        <translation>当文件未给出模型结构（DeepSpeed、accelerate）或未给全（词表大小）时，从 config.json 读取模型结构</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="81"/>
        <source>All settings</source>
        <translation>全部设置</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="82"/>
        <source>Mapped</source>
        <translation>已映射</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="83"/>
        <source>Launcher defaults</source>
        <translation>启动器默认值</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="84"/>
        <source>Ignored</source>
        <translation>已忽略</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="85"/>
        <source>Not in the files</source>
        <translation>文件中没有</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Scenario field</source>
        <translation>场景字段</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>How it was read</source>
        <translation>读取方式</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="108"/>
        <source>Replace Scenario</source>
        <translation>替换场景</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="109"/>
        <source>The imported scenario replaces the current one (Edit › Undo brings it back)</source>
        <translation>导入的场景将替换当前场景（编辑 › 撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="140"/>
        <source>Launch scripts and configs (*.sh *.sbatch *.slurm *.bash *.json *.toml *.yaml *.yml);;All files (*)</source>
        <translation>启动脚本与配置 (*.sh *.sbatch *.slurm *.bash *.json *.toml *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="147"/>
        <source>Model Configuration</source>
        <translation>模型配置</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="148"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging Face 配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="158"/>
        <source>none yet</source>
        <translation>尚未选择</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="191"/>
        <source>Cannot import: %1</source>
        <translation>无法导入：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="193"/>
        <source>Choose the launch files to read: Megatron-LM, Megatron-DeepSpeed, torchtitan, NeMo, Megatron-Bridge and accelerate scripts and configs, DeepSpeed JSON, SLURM batch scripts.</source>
        <translation>请选择要读取的启动文件：Megatron-LM、Megatron-DeepSpeed、torchtitan、NeMo、Megatron-Bridge 与 accelerate 的脚本和配置、DeepSpeed JSON、SLURM 批处理脚本。</translation>
    </message>
    <message>
        <source>Choose the launch files to read: Megatron-LM or Megatron-DeepSpeed scripts, SLURM batch scripts.</source>
        <translation type="vanished">请选择要读取的启动文件：Megatron-LM 或 Megatron-DeepSpeed 脚本、SLURM 批处理脚本。</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="196"/>
        <source>%1: %2 settings mapped, %3 launcher defaults, %4 ignored; %5 fields keep ShardScope&apos;s value. Nothing in the files was run.</source>
        <translation>%1：已映射 %2 项设置，%3 项启动器默认值，忽略 %4 项；%5 个字段保留 ShardScope 的取值。文件中的任何内容都未被执行。</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>mapped</source>
        <translation>已映射</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>launcher default</source>
        <translation>启动器默认值</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>ignored</source>
        <translation>已忽略</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="234"/>
        <source>%1 (not given) = %2</source>
        <translation>%1（未给出）= %2</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="237"/>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="245"/>
        <source>not in the files: %1</source>
        <translation>文件中没有：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="262"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LessonPlayer</name>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="33"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="34"/>
        <source>Set up the lesson&apos;s first step on your model (Undo takes each step back)</source>
        <translation>在你的模型上设置课程的第一步（撤销可逐步退回）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="53"/>
        <source>Each lesson sets up a configuration on your model and cluster, points at the chart that shows the idea and explains it with the live numbers. Pick one and press Start.</source>
        <translation>每节课都会在你的模型和集群上设置一个配置，指出最能说明问题的图表，并用实时数字加以讲解。选好一节课，然后按“开始”。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="61"/>
        <source>◀ &amp;Back</source>
        <translation>◀ 上一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="62"/>
        <source>&amp;Next ▶</source>
        <translation>下一步 ▶(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="114"/>
        <source>Lesson %1, step %2</source>
        <translation>课程“%1”第%2步</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="124"/>
        <source>Follows §%1 “%2” of the overview “%3”.</source>
        <translation>依据综述《%3》的 §%1“%2”。</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="129"/>
        <source>Where the sources differ:</source>
        <translation>文献不同之处：</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="174"/>
        <source>Step %1 of %2</source>
        <translation>第%1步，共%2步</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="98"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="135"/>
        <source>Change not made: %1</source>
        <translation>未应用更改：%1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="140"/>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="141"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="264"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="259"/>
        <source>Parallelism and Training</source>
        <translation>并行与训练</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="262"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="266"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="268"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="271"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="273"/>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="275"/>
        <source>Formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="277"/>
        <source>Decision Tree</source>
        <translation>决策树</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="280"/>
        <source>Compare A/B</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="283"/>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="308"/>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="319"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="329"/>
        <source>Export to &amp;Launcher…</source>
        <translation>导出到启动器(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="335"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="336"/>
        <source>&amp;Export Chart</source>
        <translation>导出图表(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="341"/>
        <source>&amp;Memory Chart...</source>
        <translation>显存图(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="341"/>
        <source>Ctrl+E, M</source>
        <translation>Ctrl+E, M</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="342"/>
        <source>&amp;Pipeline Chart...</source>
        <translation>流水线图(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="342"/>
        <source>Ctrl+E, P</source>
        <translation>Ctrl+E, P</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="343"/>
        <source>&amp;Time Chart...</source>
        <translation>时间图(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="343"/>
        <source>Ctrl+E, T</source>
        <translation>Ctrl+E, T</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="345"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="348"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="349"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="351"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="356"/>
        <source>&amp;Copy Report as Text</source>
        <translation>复制报告文本(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="357"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="359"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="360"/>
        <source>&amp;Search Configurations</source>
        <translation>搜索配置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="365"/>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="366"/>
        <source>Scaling S&amp;weep</source>
        <translation>扩展性扫描(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="371"/>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="372"/>
        <source>&amp;Calibrate to Measured Runs…</source>
        <translation>按实测运行校准(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="377"/>
        <source>&amp;Pin as A for Comparison</source>
        <translation>固定为 A 以便对比(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="382"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="383"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="388"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="395"/>
        <source>Show the &amp;Whole Step</source>
        <translation>显示完整单步(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="399"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="400"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="403"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="404"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="405"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="415"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="418"/>
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="426"/>
        <source>The language changes when ShardScope starts again.</source>
        <translation>重新启动 ShardScope 后语言设置生效。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="430"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="431"/>
        <source>&amp;About ShardScope</source>
        <translation>关于 ShardScope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="432"/>
        <source>About ShardScope</source>
        <translation>关于 ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="433"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Plan distributed LLM training: memory per GPU, the pipeline schedule, communication and step time, from published formulas.&lt;/p&gt;&lt;p&gt;Every formula and its source is listed in docs/formulas.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;依据已发表的公式规划分布式 LLM 训练：每 GPU 显存、流水线调度、通信与单步时间。&lt;/p&gt;&lt;p&gt;所有公式及其出处均列在 docs/formulas.md 中。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="438"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="474"/>
        <source>Chart saved to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="481"/>
        <source>Report copied to the clipboard.</source>
        <translation>报告已复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="486"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="488"/>
        <source>%1[*] — %2 — ShardScope</source>
        <translation>%1[*] — %2 — ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="490"/>
        <source>Not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="500"/>
        <source>Estimated in %1 ms</source>
        <translation>估算耗时%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="121"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="499"/>
        <source>Estimated in %1 µs</source>
        <translation>估算耗时%1 µs</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MeasuredStatus</name>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="27"/>
        <source>Measured on another plan (edited since: %1)</source>
        <translation>实测属于另一方案（之后修改了：%1）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="37"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="40"/>
        <source>Estimate vs. measured: %1</source>
        <translation>估算与实测之差：%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MemoryChart</name>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="27"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="28"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="29"/>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="30"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="31"/>
        <source>Buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="32"/>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="64"/>
        <source>%1 parameters held by this GPU × %2 bytes (%3)%4</source>
        <translation>本 GPU 持有的参数%1 × %2 字节（%3）%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="67"/>
        <source>, sharded over DP×CP = %1 by ZeRO-3</source>
        <translation>，由 ZeRO-3 在 DP×CP = %1 上分片</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="70"/>
        <source>%1 parameters × %2 bytes (%3 main gradients)%4</source>
        <translation>参数%1 × %2 字节（%3 主梯度）%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="73"/>
        <location filename="../widgets/charts/memorychart.cpp" line="79"/>
        <source>, sharded over DP×CP = %1 by ZeRO-%2</source>
        <translation>，由 ZeRO-%2 在 DP×CP = %1 上分片</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="76"/>
        <source>%1 parameters × %2 bytes (%3: fp32 master copy and moments)%4 — ZeRO §3, Table 1</source>
        <translation>参数%1 × %2 字节（%3：fp32 主权重副本与动量）%4 — ZeRO 论文 §3，表1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="82"/>
        <source>%1 layers × %2 micro-batches in flight, per layer Korthikanti et al. 2022 Table 2 with %3 recompute; %4 of it in the embedding and output layer inputs</source>
        <translation>%1层 × %2个在途微批次，每层按 Korthikanti 等（2022）表2计算，重计算方式：%3；其中%4来自嵌入层和输出层的输入</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="89"/>
        <source>; another %1 offloaded to host memory</source>
        <translation>；另有 %1 卸载到主机内存</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="98"/>
        <source>fp32 logits</source>
        <translation>fp32 logits</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="99"/>
        <source>ZeRO-3 gather</source>
        <translation>ZeRO-3 参数聚合</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="100"/>
        <source>reduce buckets</source>
        <translation>梯度归约桶</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="101"/>
        <source>recompute workspace</source>
        <translation>重计算工作区</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="102"/>
        <source>offload copy in flight</source>
        <translation>正在传输的卸载拷贝</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="103"/>
        <source>pipeline send/receive</source>
        <translation>流水线收发</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="104"/>
        <source>pipeline outputs kept</source>
        <translation>流水线保留的输出</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="105"/>
        <source>SP all-gather</source>
        <translation>SP all-gather</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="106"/>
        <source>FP8 / FP4 weight copies</source>
        <translation>FP8 / FP4 权重副本</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="107"/>
        <source>placeholder weight gradients</source>
        <translation>占位权重梯度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="108"/>
        <source>No buffers on this stage</source>
        <translation>本阶段没有缓冲区</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="112"/>
        <source>CUDA context %1 GiB + %2 of the memory above for allocator fragmentation</source>
        <translation>CUDA 上下文%1 GiB + 上述显存的%2（分配器碎片）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="123"/>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="124"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="144"/>
        <source>Over capacity</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="150"/>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="163"/>
        <source>Range of measured peaks (80 %)</source>
        <translation>实测峰值区间（80 %）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="223"/>
        <source>Capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>%1 capacity %2</source>
        <translation type="vanished">%1 容量%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="256"/>
        <source>Memory per GPU
peak %1 on stage %2: fits in %3</source>
        <translation>每 GPU 显存
阶段%2峰值%1：未超出%3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="261"/>
        <source>Memory per GPU
peak %1 on stage %2: %3 over capacity</source>
        <translation>每 GPU 显存
阶段%2峰值%1：超出容量%3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="270"/>
        <source>up to %1 in host memory</source>
        <translation>主机内存最多 %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="297"/>
        <source>&lt;b&gt;Drag to move layers between stages %1 and %2&lt;/b&gt;&lt;br&gt;%3 stage: %4 layers. Megatron-LM takes the count as %5.</source>
        <translation>&lt;b&gt;拖动以在第 %1 与第 %2 阶段之间移动层&lt;/b&gt;&lt;br&gt;%3阶段：%4 层。Megatron-LM 以 %5 接收该层数。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="301"/>
        <source>First</source>
        <translation>首</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="301"/>
        <source>Last</source>
        <translation>末</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="317"/>
        <source>&lt;b&gt;Stage %1 · %2&lt;/b&gt;&lt;br&gt;%3 (%4 bytes)&lt;br&gt;%5&lt;br&gt;&lt;i&gt;Stage total %6 (%7 layers)&lt;/i&gt;</source>
        <translation>&lt;b&gt;阶段%1 · %2&lt;/b&gt;&lt;br&gt;%3（%4 字节）&lt;br&gt;%5&lt;br&gt;&lt;i&gt;阶段合计%6（%7层）&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="327"/>
        <source>&lt;b&gt;Stage %1 is over capacity&lt;/b&gt;&lt;br&gt;%2 needed, %3 available: %4 too much</source>
        <translation>&lt;b&gt;阶段%1超出容量&lt;/b&gt;&lt;br&gt;需要%2，可用%3：超出%4</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ModelPanel</name>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="46"/>
        <source>Start from a published model; every field below stays editable.</source>
        <translation>从已发布的模型开始；下方各项仍可修改。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="50"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="51"/>
        <source>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, DeepSeek, GPT-2); you can also drop the file here.</source>
        <translation>读取 Hugging Face 的 config.json（Llama、Mistral、Mixtral、Qwen、DeepSeek、GPT-2）；也可以直接把文件拖到这里。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="66"/>
        <source>Use model %1</source>
        <translation>使用模型 %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="70"/>
        <source>Import a Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="71"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="74"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="212"/>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="81"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="83"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="84"/>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="85"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="86"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="86"/>
        <source>Grouped-query attention: fewer key/value heads than heads.</source>
        <translation>分组查询注意力（GQA）：key/value 头数少于注意力头数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="87"/>
        <source>Head size</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="87"/>
        <source>Per attention head; leave at &quot;auto&quot; for hidden size / heads.</source>
        <translation>每个注意力头的维度；保持“自动”即为隐藏维度 / 头数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="88"/>
        <source>auto (hidden / heads)</source>
        <translation>自动（隐藏维度 / 头数）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="89"/>
        <source>FFN width</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="90"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">个 token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="91"/>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="92"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="93"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="93"/>
        <source>GeLU</source>
        <translation>GeLU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="94"/>
        <source>Norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="95"/>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="95"/>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="96"/>
        <source>Tied embeddings</source>
        <translation>共享嵌入权重</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="97"/>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="98"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="99"/>
        <source>Learned (GPT-2/3)</source>
        <translation>可学习（GPT-2/3）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="100"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="101"/>
        <source>Biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <source>QKV only (Qwen2)</source>
        <translation>仅 QKV（Qwen2）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="103"/>
        <source>All linear layers (GPT)</source>
        <translation>所有线性层（GPT）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>QK norm</source>
        <translation>QK 归一化</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>Per-head RMSNorm on queries and keys (Qwen3, OLMo 2).</source>
        <translation>对 query 和 key 逐头做 RMSNorm（Qwen3、OLMo 2）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="105"/>
        <source>MTP layers</source>
        <translation>MTP 层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="105"/>
        <source>DeepSeek-V3&apos;s multi-token-prediction layers.</source>
        <translation>DeepSeek-V3 的多 token 预测（MTP）层。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="106"/>
        <source>Local attention</source>
        <translation>局部注意力</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="107"/>
        <source>Layers that attend to part of the sequence: a sliding window of recent tokens, or the earlier tokens of a fixed chunk. A fused attention kernel skips the rest.</source>
        <translation>只关注序列一部分的层：最近若干 token 的滑动窗口，或固定分块内靠前的 token。融合注意力内核会跳过其余部分。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="109"/>
        <source>None (full attention)</source>
        <translation>无（全注意力）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="110"/>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="111"/>
        <source>Chunks (Llama 4)</source>
        <translation>分块（Llama 4）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="112"/>
        <source>Window or chunk</source>
        <translation>窗口或分块</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="113"/>
        <source>Tokens a local layer attends to: the window, or the chunk size.</source>
        <translation>局部层关注的 token 数：窗口大小或分块大小。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="115"/>
        <source>Global every n-th layer</source>
        <translation>每 n 层一个全局层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="116"/>
        <source>Layers n, 2n, 3n, ... keep full attention (Gemma 3: 6, gpt-oss: 2); 0: every layer is local.</source>
        <translation>第 n、2n、3n……层保留全注意力（Gemma 3：6，gpt-oss：2）；0：每层都是局部注意力。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="121"/>
        <source>Attention sinks</source>
        <translation>注意力汇聚（sink）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="121"/>
        <source>gpt-oss: one learned logit per head and layer.</source>
        <translation>gpt-oss：每层每个注意力头一个可学习的 logit。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="122"/>
        <source>Hidden dropout</source>
        <translation>隐藏层 dropout</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="123"/>
        <source>Dropout after the attention and MLP blocks and on the embeddings (Megatron&apos;s --hidden-dropout). Above 0 each keeps a 1-byte mask per value for the backward pass; Llama-style models train with 0.</source>
        <translation>注意力块和 MLP 块之后以及嵌入上的 dropout（Megatron 的 --hidden-dropout）。大于 0 时，每处都为反向传播按每个值保留 1 字节掩码；Llama 类模型训练时为 0。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="126"/>
        <source>Attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="127"/>
        <source>Dropout on the attention probabilities (--attention-dropout). Outside a flash-attention kernel it keeps a mask and an output per score.</source>
        <translation>作用于注意力概率的 dropout（--attention-dropout）。在 flash attention 内核之外，它为每个分数保留一个掩码和一个输出。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="129"/>
        <source>Mixture of experts</source>
        <translation>混合专家（MoE）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="135"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="136"/>
        <source>Experts per token</source>
        <translation>每 token 激活专家数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="137"/>
        <source>Expert FFN width</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="138"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="139"/>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="140"/>
        <source>Shared expert FFN width</source>
        <translation>共享专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="140"/>
        <source>0: same as a routed expert.</source>
        <translation>0：与路由专家相同。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="141"/>
        <source>same as a routed expert</source>
        <translation>与路由专家相同</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="142"/>
        <source>MoE every n-th layer</source>
        <translation>MoE 层间隔</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="143"/>
        <source>Router groups</source>
        <translation>路由分组</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="144"/>
        <source>Group-limited routing (DeepSeek-V3&apos;s n_group, --moe-router-num-groups): the experts in equal groups; 0 or 1: no groups.</source>
        <translation>分组限制路由（DeepSeek-V3 的 n_group，--moe-router-num-groups）：专家分成大小相等的组；0 或 1 表示不分组。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="146"/>
        <source>Groups per token</source>
        <translation>每个 token 的组数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="147"/>
        <source>How many groups a token picks its experts from (topk_group, --moe-router-group-topk); with DeepEP across nodes it bounds the nodes a token is sent to.</source>
        <translation>token 从多少个组中选择专家（topk_group，--moe-router-group-topk）；跨节点使用 DeepEP 时，它限制了 token 被发往的节点数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="149"/>
        <source>Router bias</source>
        <translation>路由偏置</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="150"/>
        <source>Shared expert gate</source>
        <translation>共享专家门控</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="150"/>
        <source>Qwen2-MoE&apos;s sigmoid gate.</source>
        <translation>Qwen2-MoE 的 sigmoid 门控。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="151"/>
        <source>Multi-head latent attention</source>
        <translation>多头潜在注意力（MLA）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="159"/>
        <source>Query LoRA rank</source>
        <translation>Query LoRA 秩</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="160"/>
        <source>KV LoRA rank</source>
        <translation>KV LoRA 秩</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="161"/>
        <source>QK head size (no RoPE)</source>
        <translation>QK 头维度（无 RoPE）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="162"/>
        <source>QK head size (RoPE)</source>
        <translation>QK 头维度（RoPE）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="163"/>
        <source>V head size</source>
        <translation>V 头维度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="183"/>
        <source>%1 parameters</source>
        <translation>参数量%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="185"/>
        <source>, %1 active per token</source>
        <translation>，每 token 激活%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="187"/>
        <source> — edited from the preset</source>
        <translation>（基于预设修改）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="189"/>
        <source> — custom model</source>
        <translation>（自定义模型）</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ParallelismPanel</name>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="83"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="83"/>
        <source>Tensor parallelism: each layer&apos;s matrices split over this many GPUs; two all-reduces per layer forward and two backward. Keep it inside NVLink.</source>
        <translation>张量并行：每层的矩阵切分到这么多个 GPU 上；每层前向、反向各需两次 all-reduce。应限制在 NVLink 域内。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="85"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="85"/>
        <source>Pipeline parallelism: the layers split into this many stages; cheap to communicate, costs a bubble.</source>
        <translation>流水线并行：把各层划分为这么多个阶段；通信开销小，但会产生流水线气泡。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="87"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="87"/>
        <source>Data parallelism: model replicas, each on its own share of the batch.</source>
        <translation>数据并行：多个模型副本，各自处理批次中的一部分。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="88"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="88"/>
        <source>Context parallelism: each sequence split over this many GPUs (long context).</source>
        <translation>上下文并行：每条序列切分到这么多个 GPU 上（用于长上下文）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="89"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="89"/>
        <source>Expert parallelism: the experts split over this many GPUs. It re-splits the data-parallel ranks; it does not add GPUs.</source>
        <translation>专家并行：把专家分布到这么多个 GPU 上。它重新划分数据并行的 rank，不增加 GPU 数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="91"/>
        <source>Expert TP</source>
        <translation>专家 TP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="91"/>
        <source>Tensor parallelism inside each expert (0: same as TP).</source>
        <translation>每个专家内部的张量并行（0：与 TP 相同）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="92"/>
        <source>Virtual stages</source>
        <translation>虚拟流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="92"/>
        <source>Model chunks per pipeline rank for the interleaved schedule.</source>
        <translation>交错调度下每个流水线 rank 上的模型块数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="101"/>
        <source>DP fills the cluster</source>
        <translation>DP 自动占满集群</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="102"/>
        <source>Keep DP = cluster GPUs / (TP x PP x CP) while the other degrees change.</source>
        <translation>调整其他并行度时，始终保持 DP = 集群 GPU 数 / (TP x PP x CP)。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="120"/>
        <source>World</source>
        <translation>总规模</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="121"/>
        <source>TP × PP × CP × DP</source>
        <translation>TP × PP × CP × DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="132"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="135"/>
        <source>Splits the norm and dropout activations over the TP group (needs TP &gt; 1).</source>
        <translation>在 TP 组内切分 norm 和 dropout 的激活值（需要 TP &gt; 1）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="136"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="137"/>
        <source>0: replicate (DDP)</source>
        <translation>0：完整复制（DDP）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="137"/>
        <source>1: shard optimizer</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="138"/>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="138"/>
        <source>3: + weights (FSDP)</source>
        <translation>3：+ 权重（FSDP）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="141"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="147"/>
        <source>Rank order</source>
        <translation>Rank 顺序</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="148"/>
        <source>TP-CP-EP-DP-PP (Megatron)</source>
        <translation>TP-CP-EP-DP-PP（Megatron）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="149"/>
        <source>TP-CP-EP-PP-DP</source>
        <translation>TP-CP-EP-PP-DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="154"/>
        <source>Which dimension varies fastest across ranks, so which groups share a node.</source>
        <translation>哪个维度在相邻 rank 间变化最快，从而决定哪些组位于同一节点。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="21"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="22"/>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="22"/>
        <source>Sequences per optimizer step.</source>
        <translation>每个优化器步的序列数。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="23"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">个 token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="24"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="52"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="80"/>
        <source>Wgrad placeholders</source>
        <translation>权重梯度占位</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="92"/>
        <source>FP8 delayed</source>
        <translation>FP8 延迟缩放</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="93"/>
        <source>FP8 current</source>
        <translation>FP8 即时缩放</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="94"/>
        <source>FP8 blockwise</source>
        <translation>FP8 分块缩放</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="26"/>
        <source>Selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="161"/>
        <source>PyTorch&apos;s pipelining keeps every micro-batch&apos;s output on the last stage until the step ends (for torchtitan&apos;s Llama the fp32 logits) unless the trainer passes return_outputs=False, which torch takes since late 2025.</source>
        <translation>PyTorch 的流水线会在最后一级保留每个微批次的输出直到该步结束（对 torchtitan 的 Llama 即 fp32 logits），除非训练代码向其传入 return_outputs=False（torch 自 2025 年底起支持）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="262"/>
        <source>Core attention</source>
        <translation>核心注意力</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="28"/>
        <source>Per-op policy</source>
        <translation>逐算子策略</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="26"/>
        <source>What selective recompute re-runs in the backward pass.</source>
        <translation>选择性重计算在反向传播中重新执行哪些部分。</translation>
    </message>
    <message>
        <source>Megatron-LM (--recompute-granularity selective): only the core attention (the QK and AV products, softmax, dropout) is recomputed.</source>
        <translation type="vanished">Megatron-LM（--recompute-granularity selective）：只重计算核心注意力（QK 与 AV 乘积、softmax、dropout）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="32"/>
        <source>torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;): the output of every other matmul and of the attention kernel is kept, everything else is recomputed.</source>
        <translation>torchtitan 的逐算子策略（selective_ac_option = &quot;op&quot;）：保留每隔一个矩阵乘法的输出和注意力算子的输出，其余全部重计算。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="54"/>
        <source>Attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="56"/>
        <source>Fused (Transformer Engine)</source>
        <translation>融合算子（Transformer Engine）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="57"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="55"/>
        <source>Which flash-attention kernel runs the core attention; on H100 they differ by about 1.6x.</source>
        <translation>核心注意力由哪个 flash-attention 算子执行；在 H100 上两者相差约 1.6 倍。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="59"/>
        <source>Transformer Engine&apos;s fused attention (cuDNN on Hopper and Blackwell): Megatron-LM --attention-backend fused or auto, NeMo&apos;s default.</source>
        <translation>Transformer Engine 的融合注意力（在 Hopper 和 Blackwell 上为 cuDNN）：Megatron-LM --attention-backend fused 或 auto，NeMo 的默认值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="61"/>
        <source>FlashAttention-2: Megatron-LM --attention-backend flash with flash-attn 2, Megatron-DeepSpeed --use-flash-attn-v2, PyTorch SDPA&apos;s flash backend (torchtitan on H100 with torch builds that do not prefer cuDNN attention).</source>
        <translation>FlashAttention-2：Megatron-LM --attention-backend flash（配合 flash-attn 2）、Megatron-DeepSpeed --use-flash-attn-v2、PyTorch SDPA 的 flash 后端（torch 版本不优先使用 cuDNN 注意力时，H100 上的 torchtitan）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="66"/>
        <source>Kernel fusion</source>
        <translation>算子融合</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="69"/>
        <source>Fused kernels</source>
        <translation>融合算子</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="70"/>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="71"/>
        <source>PyTorch eager</source>
        <translation>eager 模式</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="67"/>
        <source>How the launcher runs the memory-bound ops between the matrix multiplications (norms, activation, rotary, residual adds, loss).</source>
        <translation>启动器如何执行矩阵乘法之间的访存密集型运算（归一化、激活、旋转位置编码、残差相加、损失）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="27"/>
        <source>Megatron modules</source>
        <translation>Megatron 模块</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="30"/>
        <source>Megatron-LM (--recompute-granularity selective --recompute-modules): the modules ticked below are recomputed; by default only the core attention.</source>
        <translation>Megatron-LM（--recompute-granularity selective --recompute-modules）：重算下方勾选的模块；默认只重算核心注意力。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="37"/>
        <source>Full recompute by</source>
        <translation>完全重算方式</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="38"/>
        <source>Megatron-LM --recompute-method: which layers full recompute checkpoints.</source>
        <translation>Megatron-LM --recompute-method：完全重算对哪些层设检查点。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="39"/>
        <source>Every layer</source>
        <translation>每一层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="40"/>
        <source>First layers of each chunk</source>
        <translation>每个分块的前几层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="42"/>
        <source>uniform: every layer is recomputed; one input is kept per group of the layers below.</source>
        <translation>uniform：每一层都重算；每组（层数见下）只保留一个输入。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="43"/>
        <source>block: the first layers below of each model chunk are recomputed, the others store all their activations.</source>
        <translation>block：每个模型分块的前几层（层数见下）重算，其余层保存全部激活。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="46"/>
        <source>Recompute layers</source>
        <translation>重算层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="47"/>
        <source>--recompute-num-layers: layers per checkpoint (every layer), or layers recomputed per model chunk (first layers).</source>
        <translation>--recompute-num-layers：每个检查点的层数（每一层），或每个模型分块重算的层数（前几层）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="73"/>
        <source>Megatron-LM / Transformer Engine: fused kernels for the norms, bias and activation, rotary and the loss; the fewest passes over memory.</source>
        <translation>Megatron-LM / Transformer Engine：归一化、偏置与激活、旋转位置编码和损失都用融合算子，读写显存的次数最少。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="75"/>
        <source>torch.compile (torchtitan --training.compile): generated kernels fuse the ops inside each transformer block.</source>
        <translation>torch.compile（torchtitan --training.compile）：由编译生成的算子融合每个 Transformer 块内的运算。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="77"/>
        <source>PyTorch eager (torchtitan&apos;s default): one kernel per tensor op, each a full pass over memory.</source>
        <translation>PyTorch eager（torchtitan 的默认）：每个张量运算一个算子，每个都完整读写一遍显存。</translation>
    </message>
    <message>
        <source>Placeholder weight gradients</source>
        <translation type="vanished">占位权重梯度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="81"/>
        <source>Transformer Engine keeps one placeholder weight gradient per weight shape when Megatron-LM fuses gradient accumulation (its default). Off: a framework without them, or --no-gradient-accumulation-fusion.</source>
        <translation>当 Megatron-LM 融合梯度累加（其默认设置）时，Transformer Engine 为每种权重形状保留一个占位权重梯度。关闭：没有它们的框架，或 --no-gradient-accumulation-fusion。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="86"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="87"/>
        <source>What the transformer layers&apos; matrix multiplications compute in; attention, the router and the output layer stay in BF16.</source>
        <translation>Transformer 层矩阵乘法使用的数值格式；注意力、路由器和输出层保持 BF16。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="89"/>
        <location filename="../widgets/panels/trainingsettings.cpp" line="120"/>
        <location filename="../widgets/panels/trainingsettings.cpp" line="125"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="90"/>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="vanished">FP8</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="91"/>
        <location filename="../widgets/panels/trainingsettings.cpp" line="124"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP8, delayed scaling</source>
        <translation type="vanished">FP8，延迟缩放</translation>
    </message>
    <message>
        <source>FP8, current scaling</source>
        <translation type="vanished">FP8，即时缩放</translation>
    </message>
    <message>
        <source>FP8, blockwise</source>
        <translation type="vanished">FP8，分块缩放</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="95"/>
        <source>MXFP8</source>
        <translation>MXFP8（微缩放 FP8）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="96"/>
        <source>NVFP4</source>
        <translation>NVFP4（NVIDIA FP4）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="98"/>
        <source>BF16 mixed precision: 16-bit weights and activations, fp32 master weights.</source>
        <translation>BF16 混合精度：16 位权重和激活，fp32 主权重。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="99"/>
        <source>FP16 mixed precision with loss scaling.</source>
        <translation>带损失缩放的 FP16 混合精度。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="100"/>
        <source>FP32 throughout (matrix math on TF32 tensor cores).</source>
        <translation>全程 FP32（矩阵运算在 TF32 张量核心上）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="101"/>
        <source>FP8 with one scale per tensor from the amax history of earlier steps (Transformer Engine&apos;s default; Megatron-LM --fp8-recipe delayed).</source>
        <translation>FP8，每个张量一个缩放因子，取自之前若干步的 amax 历史（Transformer Engine 的默认方案；Megatron-LM --fp8-recipe delayed）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="103"/>
        <source>FP8 with one scale per tensor from its own amax, one more pass over each tensor (Megatron-LM --fp8-recipe tensorwise, torchtitan&apos;s float8 converter).</source>
        <translation>FP8，每个张量一个缩放因子，取自该张量自身的 amax，每个张量多读一遍（Megatron-LM --fp8-recipe tensorwise，torchtitan 的 float8 转换器）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="105"/>
        <source>FP8 with a scale per 1x128 activation tile and 128x128 weight block, as DeepSeek-V3 trained (Megatron-LM --fp8-recipe blockwise).</source>
        <translation>FP8，每个 1x128 激活块和 128x128 权重块一个缩放因子，即 DeepSeek-V3 的训练方式（Megatron-LM --fp8-recipe blockwise）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="107"/>
        <source>OCP MXFP8: a power-of-two scale per 32 values; Blackwell tensor cores (Megatron-LM --fp8-recipe mxfp8, torchtitan&apos;s mx converter).</source>
        <translation>OCP MXFP8：每 32 个值一个 2 的幂缩放因子；使用 Blackwell 张量核心（Megatron-LM --fp8-recipe mxfp8，torchtitan 的 mx 转换器）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="109"/>
        <source>NVFP4: 4-bit values with a scale per 16; Blackwell tensor cores (Megatron-LM --fp4-recipe nvfp4).</source>
        <translation>NVFP4：4 位数值，每 16 个值一个缩放因子；使用 Blackwell 张量核心（Megatron-LM --fp4-recipe nvfp4）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="112"/>
        <source>FP8 parameter gather</source>
        <translation>FP8 参数聚合</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="113"/>
        <source>The layers&apos; weights kept in the FP8 recipe&apos;s format and gathered over data parallelism in it (Megatron-LM --fp8-param-gather, Megatron-Bridge fp8_param_gather, torchtitan enable_fsdp_float8_all_gather under FSDP): no 16-bit copy of them, about half the gather&apos;s bytes.</source>
        <translation>各层权重以 FP8 配方的格式保存，并以该格式在数据并行中聚合（Megatron-LM --fp8-param-gather、Megatron-Bridge fp8_param_gather、FSDP 下的 torchtitan enable_fsdp_float8_all_gather）：不再保留 16 位副本，聚合字节约减半。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="119"/>
        <source>Main gradients</source>
        <translation>主梯度</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="120"/>
        <source>FP32 (Megatron default)</source>
        <translation>FP32（Megatron 默认）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="121"/>
        <source>Adam moments</source>
        <translation>Adam 动量</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="122"/>
        <source>What the optimizer keeps Adam&apos;s two moments in: BF16 saves 4 bytes per parameter (Megatron-LM&apos;s precision-aware optimizer, as DeepSeek-V3 trained).</source>
        <translation>优化器保存 Adam 两个动量所用的格式：BF16 每个参数节省 4 字节（Megatron-LM 的精度感知优化器，即 DeepSeek-V3 的训练方式）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="126"/>
        <source>Offload optimizer</source>
        <translation>卸载优化器</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="127"/>
        <source>Offload activations</source>
        <translation>卸载激活</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="128"/>
        <source>Megatron-LM --cpu-offloading-num-layers: the activations of the model&apos;s first layers go to host memory over the host link and come back for the backward pass (pp 1, no recompute).</source>
        <translation>Megatron-LM --cpu-offloading-num-layers：模型前若干层的激活经主机链路存到主机内存，反向传播时再取回（需 pp 1、不重算）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="131"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="132"/>
        <source>Adam (fp32 master, m, v)</source>
        <translation>Adam（fp32 主权重、m、v）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="133"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="135"/>
        <source>Pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="137"/>
        <source>Micro-batch group</source>
        <translation>微批次组</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="138"/>
        <source>Interleaved 1F1B: micro-batches that go through one chunk before the rank moves to its next (Megatron-LM&apos;s --microbatch-group-size-per-virtual-pipeline-stage). Megatron takes PP up to the micro-batch count; each group above PP keeps (virtual stages - 1) more chunk forwards in flight.</source>
        <translation>交错 1F1B：流水线 rank 转到下一个模型块之前，在同一块上连续处理的微批次数（Megatron-LM 的 --microbatch-group-size-per-virtual-pipeline-stage）。Megatron 接受从 PP 到微批次数之间的值；每比 PP 大 1，在途的块前向就多（虚拟流水线阶段数 - 1）个。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="141"/>
        <source>PP (default)</source>
        <translation>PP（默认）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="145"/>
        <source>First stage layers</source>
        <translation>首阶段层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="146"/>
        <source>Transformer layers on the first pipeline rank, its chunks together (Megatron-LM&apos;s --decoder-first-pipeline-num-layers); the other ranks share the rest.</source>
        <translation>第一个流水线 rank 上的 Transformer 层数（其所有块合计；Megatron-LM 的 --decoder-first-pipeline-num-layers）；其余 rank 平分剩下的层。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="148"/>
        <location filename="../widgets/panels/trainingsettings.cpp" line="152"/>
        <source>even split</source>
        <translation>均匀划分</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="149"/>
        <source>Last stage layers</source>
        <translation>末阶段层数</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="150"/>
        <source>Transformer layers on the last pipeline rank, its chunks together (--decoder-last-pipeline-num-layers).</source>
        <translation>最后一个流水线 rank 上的 Transformer 层数（其所有块合计；--decoder-last-pipeline-num-layers）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="153"/>
        <source>Embedding as a layer</source>
        <translation>嵌入层计为一层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="154"/>
        <source>The even split counts the input embedding as one layer, so the first chunk takes one layer fewer (--account-for-embedding-in-pipeline-split).</source>
        <translation>均匀划分时把输入嵌入计为一层，因此第一个块少分一层（--account-for-embedding-in-pipeline-split）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="156"/>
        <source>Loss as a layer</source>
        <translation>损失计为一层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="157"/>
        <source>The even split counts the output layer and loss as one layer, so the last chunk takes one layer fewer (--account-for-loss-in-pipeline-split).</source>
        <translation>均匀划分时把输出层和损失计为一层，因此最后一个块少分一层（--account-for-loss-in-pipeline-split）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="160"/>
        <source>Last stage keeps outputs</source>
        <translation>最后一级保留输出</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="167"/>
        <source>Overlap with compute</source>
        <translation>与计算重叠</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="168"/>
        <source>DP gradients and gathers</source>
        <translation>DP 梯度与参数聚合</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="169"/>
        <source>Megatron&apos;s overlap of the gradient reduce-scatter and parameter all-gather.</source>
        <translation>Megatron 将梯度 reduce-scatter 和参数 all-gather 与计算重叠。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="171"/>
        <source>ZeRO-3 engine</source>
        <translation>ZeRO-3 实现</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="172"/>
        <source>What runs ZeRO-3&apos;s per-layer gathers and reduce-scatters, and so how much of them hides behind compute across nodes.</source>
        <translation>由谁执行 ZeRO-3 的逐层 all-gather 与 reduce-scatter，从而决定跨节点时其中多少能隐藏在计算之后。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="174"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="175"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="177"/>
        <source>PyTorch FSDP2 (torchtitan, accelerate) or Megatron-FSDP (Megatron-LM): hides 96 % of it.</source>
        <translation>PyTorch FSDP2（torchtitan、accelerate）或 Megatron-FSDP（Megatron-LM）：隐藏其中 96 %。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="178"/>
        <source>DeepSpeed&apos;s ZeRO stage 3 (DeepSpeed, Megatron-DeepSpeed, accelerate&apos;s DeepSpeed plugin): hides the share the cluster&apos;s ZeRO-3 overlap gives (0.60 on every preset).</source>
        <translation>DeepSpeed 的 ZeRO 第 3 阶段（DeepSpeed、Megatron-DeepSpeed、accelerate 的 DeepSpeed 插件）：隐藏集群 ZeRO-3 重叠比例给出的部分（所有预设均为 0.60）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="181"/>
        <source>TP communication</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="182"/>
        <source>Tensor-parallel communication overlap (Transformer Engine userbuffers).</source>
        <translation>张量并行通信与计算重叠（Transformer Engine userbuffers）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="183"/>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="185"/>
        <source>CP exchange</source>
        <translation>CP 交换方式</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="186"/>
        <source>How Megatron-LM exchanges context-parallel data (--cp-comm-type).</source>
        <translation>Megatron-LM 交换上下文并行数据的方式（--cp-comm-type）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="187"/>
        <source>Ring (p2p)</source>
        <translation>环形（p2p）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="188"/>
        <source>All-gather</source>
        <translation>全收集（all-gather）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="189"/>
        <source>All-to-all (a2a)</source>
        <translation>全交换（a2a）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="191"/>
        <source>K and V pass round a ring, each block behind a block of the attention kernel (hidden with the CP ring switch below).</source>
        <translation>K 和 V 沿环传递，每一块都藏在注意力算子的一块计算之后（是否掩盖由下方的 CP 环形交换开关决定）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="193"/>
        <source>The whole K and V are gathered before attention and their gradients reduce-scattered after it: not hidden.</source>
        <translation>在注意力之前收集完整的 K 和 V，之后对其梯度做 reduce-scatter：不被掩盖。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="195"/>
        <source>Q, K and V switch from a sequence split to a head split before attention and the output back after it (DeepSpeed-Ulysses style): all-to-alls that are not hidden; the heads of each TP rank must divide by CP.</source>
        <translation>在注意力之前 Q、K、V 由按序列切分转为按头切分，之后输出再转回（DeepSpeed-Ulysses 方式）：这些 all-to-all 不被掩盖；每个 TP rank 的头数必须能被 CP 整除。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="201"/>
        <source>CP ring exchange</source>
        <translation>CP 环形交换</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="205"/>
        <source>Memory overhead</source>
        <translation>显存额外开销</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="206"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="216"/>
        <source>MoE routing</source>
        <translation>MoE 路由</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="218"/>
        <source>Expert capacity</source>
        <translation>专家容量</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="219"/>
        <source>Megatron-LM --moe-expert-capacity-factor: each expert takes at most this many times its even share of the tokens and drops the rest. Dropless (0) keeps every token.</source>
        <translation>Megatron-LM --moe-expert-capacity-factor：每个专家最多接收其均匀份额这么多倍的 token，其余丢弃。不丢弃（0）保留所有 token。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="221"/>
        <source>dropless</source>
        <translation>不丢弃</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="224"/>
        <source>Load imbalance</source>
        <translation>负载不均衡</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="225"/>
        <source>The busiest expert-parallel rank&apos;s routed tokens over the mean: 1 is perfectly balanced (vendor benchmarks force it with --moe-router-force-load-balancing); 1.2 gives that rank 20 % more expert work and all-to-all traffic, which every other rank waits for.</source>
        <translation>最繁忙的专家并行 rank 的路由 token 数与平均值之比：1 表示完全均衡（厂商基准测试用 --moe-router-force-load-balancing 强制实现）；1.2 表示该 rank 多 20 % 的专家计算和 all-to-all 流量，其他所有 rank 都要等待它。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="230"/>
        <source>Pad to capacity</source>
        <translation>填充到容量</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="231"/>
        <source>--moe-pad-expert-input-to-capacity: every expert runs its full capacity, so shapes stay fixed at the price of padding work (needs a capacity factor).</source>
        <translation>--moe-pad-expert-input-to-capacity：每个专家都按满容量运行，形状保持固定，代价是额外的填充计算（需要容量因子）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="235"/>
        <source>Token dispatcher</source>
        <translation>Token 分发器</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="236"/>
        <source>What moves the tokens between the expert-parallel ranks (with EP above 1).</source>
        <translation>在专家并行 rank 之间传输 token 的方式（EP 大于 1 时）。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="237"/>
        <source>NCCL all-to-all</source>
        <translation>NCCL all-to-all</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="238"/>
        <source>DeepEP</source>
        <translation>DeepEP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="240"/>
        <source>NCCL&apos;s all-to-all (Megatron-LM --moe-token-dispatcher-type alltoall): across nodes every copy of a token takes the network.</source>
        <translation>NCCL 的 all-to-all（Megatron-LM --moe-token-dispatcher-type alltoall）：跨节点时 token 的每个副本都走网络。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="242"/>
        <source>DeepEP (Megatron-LM --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep, torchtitan expert_parallel_comm_backend): a token crosses the network once per node it is routed to and is forwarded over NVLink there.</source>
        <translation>DeepEP（Megatron-LM --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep，torchtitan expert_parallel_comm_backend）：token 对每个目标节点只跨网络传输一次，再在该节点内经 NVLink 转发。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="265"/>
        <source>Norms</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="270"/>
        <source>MLA up-projections</source>
        <translation>MLA 上投影</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="273"/>
        <source>Expert activation</source>
        <translation>专家激活</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="276"/>
        <source>Dense MLP</source>
        <translation>稠密 MLP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="279"/>
        <source>MoE block</source>
        <translation>MoE 块</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="282"/>
        <source>Shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>Recompute core attention</source>
        <translation type="vanished">重算核心注意力</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="263"/>
        <source>core_attn: the attention kernel runs again; with flash attention it saves no memory.</source>
        <translation>core_attn：注意力内核重跑一次；使用 flash attention 时不节省显存。</translation>
    </message>
    <message>
        <source>Recompute norms</source>
        <translation type="vanished">重算归一化</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="266"/>
        <source>layernorm: the output of a norm that is a module of its own (before MLA&apos;s down-projections and before an MoE block) is dropped; Transformer Engine fuses the others into the next linear.</source>
        <translation>layernorm：丢弃独立归一化模块的输出（MLA 下投影之前和 MoE 块之前的归一化）；其他归一化由 Transformer Engine 融合进下一个线性层。</translation>
    </message>
    <message>
        <source>Recompute MLA up-projections</source>
        <translation type="vanished">重算 MLA 上投影</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="271"/>
        <source>mla_up_proj: Q, K and V are recomputed from the latents, as DeepSeek-V3 trained.</source>
        <translation>mla_up_proj：由潜在向量重算 Q、K 和 V，与 DeepSeek-V3 训练时相同。</translation>
    </message>
    <message>
        <source>Recompute expert activation</source>
        <translation type="vanished">重算专家激活</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="274"/>
        <source>moe_act: the experts&apos; activation output (fc2&apos;s input) is dropped and recomputed.</source>
        <translation>moe_act：丢弃专家激活函数的输出（fc2 的输入）并重算。</translation>
    </message>
    <message>
        <source>Recompute dense MLP</source>
        <translation type="vanished">重算稠密 MLP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="277"/>
        <source>mlp: a dense layer&apos;s whole MLP runs again, its TP communication too.</source>
        <translation>mlp：稠密层的整个 MLP 重跑一次，包括其 TP 通信。</translation>
    </message>
    <message>
        <source>Recompute MoE block</source>
        <translation type="vanished">重算 MoE 块</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="280"/>
        <source>moe: the whole MoE block runs again, the token all-to-alls too.</source>
        <translation>moe：整个 MoE 块重跑一次，包括 token 的 all-to-all。</translation>
    </message>
    <message>
        <source>Recompute shared experts</source>
        <translation type="vanished">重算共享专家</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="283"/>
        <source>shared_experts: the shared experts&apos; MLP runs again.</source>
        <translation>shared_experts：共享专家的 MLP 重跑一次。</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="vanished">GiB</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="207"/>
        <source>Allocator share</source>
        <translation>分配器占比</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="208"/>
        <source>Fragmentation and caching allocator slack, as a share of the accounted memory.</source>
        <translation>碎片和缓存分配器预留的余量，占已统计显存的比例。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="189"/>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="269"/>
        <source>%1 needs %2 GPUs; the cluster has %3.</source>
        <translation>%1 需要 %2 张 GPU；集群只有 %3 张。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="271"/>
        <source>%1 leaves %2 of %3 GPUs idle: the slider skips it.</source>
        <translation>%1 会让 %3 张 GPU 中的 %2 张空闲：滑块跳过此值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="273"/>
        <source>%1: the global batch of %2 does not divide by micro-batch × DP = %3, so Megatron-LM refuses it; the slider skips it.</source>
        <translation>%1：全局批次 %2 不能被 微批次 × DP = %3 整除，Megatron-LM 会拒绝；滑块跳过此值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="276"/>
        <source>%1: the model width %2 (heads, KV heads or FFN) does not divide by %3; the slider skips it.</source>
        <translation>%1：模型宽度 %2（注意力头、KV 头或 FFN）不能被 %3 整除；滑块跳过此值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="279"/>
        <source>%1: %2 pipeline chunks for %3 layers leave some empty; the slider skips it.</source>
        <translation>%1：%3 层分成 %2 个流水线块会有空块；滑块跳过此值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="282"/>
        <source>%1: %2 experts do not divide by %3; the slider skips it.</source>
        <translation>%1：%2 个专家不能被 %3 整除；滑块跳过此值。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="293"/>
        <source>Set %1 to %2</source>
        <translation>设置 %1 = %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="340"/>
        <source>%1 of %2 GPUs</source>
        <translation>%1 / %2个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="341"/>
        <source>World size: TP %1 × PP %2 × CP %3 × DP %4 = %5 GPUs; the cluster has %6.</source>
        <translation>总规模：TP %1 × PP %2 × CP %3 × DP %4 = %5个 GPU；集群共有%6个。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="347"/>
        <source>%1 more than the cluster has</source>
        <translation>比集群多%1个</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="350"/>
        <source>%1 GPUs idle</source>
        <translation>%1个 GPU 空闲</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::PipelineChart</name>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="43"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="45"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="46"/>
        <source>weight gradient</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="53"/>
        <source>Estimated: simulated for %1 micro-batches, extrapolated to the batch (over the simulation budget)</source>
        <translation>估算方式：模拟前 %1 个微批次，再外推到整个批次（超出模拟预算）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="57"/>
        <source>Estimated: closed form, not simulated</source>
        <translation>估算方式：闭式公式，未模拟</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="58"/>
        <source>Estimated: every operation simulated on the per-stage times</source>
        <translation>估算方式：按各阶段时间逐个模拟每项操作</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="65"/>
        <location filename="../widgets/charts/pipelinechart.cpp" line="248"/>
        <source>Time in the step</source>
        <translation>单步内时间</translation>
    </message>
    <message>
        <source>days</source>
        <translation type="vanished">天</translation>
    </message>
    <message>
        <source>h</source>
        <translation type="vanished">小时</translation>
    </message>
    <message>
        <source>s</source>
        <translation type="vanished">s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="vanished">ms</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="67"/>
        <source>Pipeline rank</source>
        <translation>流水线 rank</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="71"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="74"/>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="75"/>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="76"/>
        <source>Weight gradient</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="77"/>
        <source>Idle (bubble)</source>
        <translation>空闲（气泡）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="133"/>
        <source>Pipeline: %1</source>
        <translation>流水线：%1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="135"/>
        <source>, %1 chunks per rank</source>
        <translation>，每 rank %1个块</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="136"/>
        <source>, %1 micro-batch
bubble %2 of the schedule · busiest rank %3</source>
        <translation>，%1个微批次
气泡占调度%2 · 最忙的 rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="137"/>
        <source>, %1 micro-batches
bubble %2 of the schedule · busiest rank %3</source>
        <translation>，%1个微批次
气泡占调度%2 · 最忙的 rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="151"/>
        <source>DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 schedule.</source>
        <translation>DualPipe 需要偶数个阶段：
已用闭式估算（%1），没有可绘制的时间线。
气泡：占 %3 调度的 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="155"/>
        <source>%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 schedule.</source>
        <translation>%1 跨 %2 个阶段，太深而无法模拟：
已用闭式估算（%3），没有可绘制的时间线。
气泡：占 %5 调度的 %4。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="298"/>
        <source>Micro-batches %1 to %2 run the drawn pattern again; the simulation stops drawing after %1 (over its budget) and extrapolates the rest.</source>
        <translation>第 %1 到第 %2 个微批次重复已绘出的模式；模拟在第 %1 个之后停止绘制（超出预算），其余部分外推。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="303"/>
        <source>The data-parallel group spans nodes; the slowest of them stretches the schedule.</source>
        <translation>数据并行组跨越多个节点，其中最慢的节点拉长了调度。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="306"/>
        <source>The part of the dense gradients&apos; reduction that no backward pass hides.</source>
        <translation>稠密梯度归约中未被任何反向计算掩盖的部分。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="309"/>
        <source>The part of the expert gradients&apos; reduction (expert data parallelism) that no backward pass hides.</source>
        <translation>专家梯度归约（专家数据并行）中未被任何反向计算掩盖的部分。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="312"/>
        <source>The optimizer step of the slowest stage, after the gradients are reduced.</source>
        <translation>梯度归约之后，最慢阶段的优化器步骤。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="315"/>
        <source>One NIC needs this much longer for its bytes than everything else takes.</source>
        <translation>单个网卡传完其字节所需的时间比其余一切多出这么多。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="318"/>
        <source>&lt;b&gt;After the schedule: %1&lt;/b&gt;&lt;br&gt;%2 → %3 (%4), every rank&lt;br&gt;%5</source>
        <translation>&lt;b&gt;调度之后：%1&lt;/b&gt;&lt;br&gt;%2 → %3（%4），所有 rank&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>, %1 micro-batches
bubble %2 of the step · busiest rank %3</source>
        <translation type="vanished">，%1个微批次
气泡占单步%2 · 最忙的 rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="141"/>
        <source> · drawn: the first %1 micro-batches (the rest repeat)</source>
        <translation> · 仅绘制前%1个微批次（其余重复）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="147"/>
        <source>the paper&apos;s form; its assumptions hold</source>
        <translation>论文公式；其前提成立</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="148"/>
        <source>an approximation; the paper&apos;s assumptions do not hold</source>
        <translation>近似式；论文的前提不成立</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="149"/>
        <source>exact for identical stages</source>
        <translation>各阶段相同时精确</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 step.</source>
        <translation type="vanished">DualPipe 需要偶数个阶段：
按闭式公式估算（%1），没有可绘制的时间线。
气泡：占单步（%3）的%2。</translation>
    </message>
    <message>
        <source>%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 step.</source>
        <translation type="vanished">%1 有 %2 个阶段，流水线太深，无法模拟：
按闭式公式估算（%3），没有可绘制的时间线。
气泡：占单步（%5）的%4。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="274"/>
        <source>Wheel: zoom time · Ctrl+wheel: zoom ranks · drag: pan · double click: whole step</source>
        <translation>滚轮：缩放时间 · Ctrl+滚轮：缩放 rank · 拖动：平移 · 双击：显示完整单步</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="277"/>
        <source>&lt;br&gt;&lt;i&gt;Bubble: %1 = %2&lt;br&gt;%3 — %4&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;流水线气泡：%1 = %2&lt;br&gt;%3 — %4&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="283"/>
        <source>&lt;b&gt;Rank %1: %2 of micro-batch %3&lt;/b&gt;&lt;br&gt;model chunk %4 (chunk %5 of this rank)&lt;br&gt;%6 → %7 (%8)</source>
        <translation>&lt;b&gt;Rank %1：微批次%3的%2&lt;/b&gt;&lt;br&gt;模型块%4（本 rank 的第%5块）&lt;br&gt;%6 → %7（%8）</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::PresentationMode</name>
    <message>
        <location filename="../widgets/shell/presentationmode.cpp" line="19"/>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/presentationmode.cpp" line="22"/>
        <source>Full screen, large text and thick lines; arrow keys step through the lesson</source>
        <translation>全屏、大字号、粗线条；用方向键逐步切换课程</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::RecentFiles</name>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="56"/>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="58"/>
        <source>Clear Recent Files</source>
        <translation>清除最近文件列表</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ScalingChart</name>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="17"/>
        <source>Scaling at a fixed global batch</source>
        <translation>固定全局批次下的扩展性</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="18"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="26"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="29"/>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="32"/>
        <source>perfect scaling</source>
        <translation>理想扩展</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="35"/>
        <source>best configuration</source>
        <translation>最佳配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="39"/>
        <source>efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="111"/>
        <source>%1 GPUs: %2 tokens/s (%3 per GPU), efficiency %4
%5</source>
        <translation>%1个 GPU：%2 tokens/s（每 GPU %3），扩展效率%4
%5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="148"/>
        <location filename="../widgets/document/scenariodocument.cpp" line="165"/>
        <source>Set %1 to %2</source>
        <translation>设置 %1 = %2</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="262"/>
        <source>Not enough memory to estimate this scenario; the figures shown are from the last estimate.</source>
        <translation>内存不足，无法估算此场景；显示的数值来自上一次估算。</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="328"/>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="351"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="382"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SearchPanel</name>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="63"/>
        <source>whole cluster</source>
        <translation>整个集群</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="64"/>
        <source>Use exactly this many GPUs (0: every GPU of the cluster). The cluster gets as many nodes as that needs.</source>
        <translation>精确使用这么多 GPU（0：集群的全部 GPU）。集群节点数按所需设置。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="70"/>
        <source>How many of the fastest configurations the table lists</source>
        <translation>表格列出的最快配置数量</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="75"/>
        <source>Micro-batches tried: the divisors of the global batch up to this</source>
        <translation>尝试的微批次：全局批次中不超过此值的各个因数</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="78"/>
        <source>Any launcher</source>
        <translation>任意启动器</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="81"/>
        <source>Rank only plans this launcher runs as planned: refused plans, and plans it would only run after changing them (schedule, interleaving, ZeRO stage, SP, overlap), are left out</source>
        <translation>只排列该启动器能按原方案运行的配置：被拒绝的方案，以及须先改动（调度、交错、ZeRO 阶段、SP、重叠）才能运行的方案，都不列入</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="86"/>
        <source>&amp;GPUs:</source>
        <translation>GPU 数(&amp;G):</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="87"/>
        <source>&amp;Top:</source>
        <translation>列出前几名(&amp;T):</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="88"/>
        <source>&amp;Micro-batch up to:</source>
        <translation>微批次上限(&amp;M):</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="89"/>
        <source>&amp;Launcher:</source>
        <translation>启动器(&amp;L):</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="93"/>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="94"/>
        <source>Every configuration of this model on these GPUs at this global batch, ranked by tokens per second</source>
        <translation>在当前全局批次下，列出此模型在这些 GPU 上的所有配置，按每秒 token 数排序</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="96"/>
        <source>Scaling S&amp;weep</source>
        <translation>扩展性扫描(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="97"/>
        <source>The best configuration at one node, two, four, ... up to the whole cluster, at this global batch</source>
        <translation>在当前全局批次下，分别求出1个、2个、4个...节点直至整个集群时的最佳配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="99"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="115"/>
        <source>Search ranks every split of the job that fits; nothing has been searched yet.</source>
        <translation>搜索会为所有显存放得下的作业切分方式排名；尚未进行搜索。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="138"/>
        <source>C&amp;olour by:</source>
        <translation>着色依据(&amp;O):</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="152"/>
        <source>Fastest configurations</source>
        <translation>最快的配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="153"/>
        <source>Pareto front (throughput against free memory)</source>
        <translation>帕累托前沿（吞吐量与空闲显存）</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="156"/>
        <source>&amp;Apply to Document</source>
        <translation>应用到文档(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="157"/>
        <source>Load the selected configuration into the document (Undo takes it back)</source>
        <translation>将所选配置载入文档（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Step</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Launchers</source>
        <translation>启动器</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="181"/>
        <source>Configurations</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="192"/>
        <source>Best configuration</source>
        <translation>最佳配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="202"/>
        <source>Apply to &amp;Document</source>
        <translation>应用到文档(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="203"/>
        <source>Load the selected size&apos;s best configuration, with that many GPUs, into the document</source>
        <translation>将所选规模的最佳配置连同相应的 GPU 数一起载入文档</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="209"/>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="229"/>
        <source>Searching… %1 of %2 configurations looked at, %3 fit so far</source>
        <translation>正在搜索…已检查%2个配置中的%1个，目前有%3个放得下</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="240"/>
        <source>%1 configurations on %2 GPUs: %3 break a launcher rule, %4 do not fit in memory, %5 fit (%6 s on %7 threads).</source>
        <translation>%2个 GPU 上共%1个配置：%3个违反启动器规则，%4个显存放不下，%5个放得下（%7个线程，用时%6 s）。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="248"/>
        <source>No launcher starts %1 GPUs on %2-GPU nodes: torchrun starts the same number of processes on every node.</source>
        <translation>没有启动器能在每节点 %2 个 GPU 的节点上启动 %1 个 GPU：torchrun 在每个节点上启动相同数量的进程。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="253"/>
        <source>Nothing fits: use more GPUs, GPUs with more memory, or a smaller global batch.</source>
        <translation>没有放得下的配置：请使用更多 GPU、显存更大的 GPU，或减小全局批次。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="255"/>
        <source>The plot shows the fastest of them at each spot (%1 points).</source>
        <translation>图中每个位置只显示其中最快的配置（共%1个点）。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="267"/>
        <source>Scaling sweep over %1 sizes done in %2 s.</source>
        <translation>扩展性扫描完成：共%1种规模，用时%2 s。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="272"/>
        <source>Cancelled. The previous results stay as they were.</source>
        <translation>已取消。之前的结果保持不变。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="276"/>
        <source>The search could not run: %1</source>
        <translation>无法运行搜索：%1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="298"/>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="322"/>
        <source>Your plan is #%1 of the plans the search ranked: %2 tokens/s.</source>
        <translation>你的方案是搜索排名中的第 %1 名：%2 tokens/s。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="326"/>
        <source>Your plan has changed since the search; search again to see where it stands.</source>
        <translation>搜索之后你的方案已改动；请重新搜索以查看它的排名。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="338"/>
        <source>Sweeping the cluster size…</source>
        <translation>正在扫描集群规模…</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="393"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="399"/>
        <source>%1 (ETP %2)</source>
        <translation>%1（ETP %2）</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="401"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="401"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="409"/>
        <source>Measured steps of such plans fell between %1 and %2</source>
        <translation>此类方案的实测单步落在 %1 到 %2 之间</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="411"/>
        <source>Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs fell farther from the estimate, most of them slower. The ranking uses the estimate.</source>
        <translation>此类方案的实测单步落在 %1 到 %2 之间：该区间因上下文并行或超过 %3 块 GPU 的规模而放宽，这类公开实测运行离估算更远，多数比估算慢。排名依据的是估算值。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="417"/>
        <source>
Widened for a mixture of experts: the public runs that trained experts were all slower than estimated.</source>
        <translation>
为混合专家模型放宽：训练专家的公开运行全部比估算慢。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="420"/>
        <source>
Widened for a low-precision recipe on Blackwell: most public FP8 runs on Blackwell GPUs were faster than estimated.</source>
        <translation>
为 Blackwell 上的低精度配方放宽：Blackwell GPU 上的公开 FP8 运行多数比估算快。</translation>
    </message>
    <message>
        <source>
Widened for a low-precision recipe on Blackwell: the public FP8 runs on Blackwell GPUs were all faster than estimated.</source>
        <translation type="vanished">
为 Blackwell 上的低精度配方放宽：Blackwell GPU 上的公开 FP8 运行全部比估算快。</translation>
    </message>
    <message>
        <source>Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs were up to a third slower than estimated. The ranking uses the estimate.</source>
        <translation type="vanished">此类方案的实测单步落在 %1 到 %2 之间：该区间因上下文并行或超过 %3 块 GPU 的规模而放宽，这类公开实测运行最多比估算慢三分之一。排名依据的是估算值。</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="427"/>
        <source>Within the model&apos;s error (%1) of the fastest plan: to the model, as good as the best</source>
        <translation>与最快方案的差距在模型误差（%1）之内：对模型而言与最佳方案同样好</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="428"/>
        <source>Within the calibrated profile&apos;s held-out error (%1) of the fastest plan: on this cluster, as good as the best</source>
        <translation>与最快方案相差在已校准配置的留出误差（%1）以内：在此集群上与最优方案一样好</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="431"/>
        <source>Runs as planned on: %1</source>
        <translation>可按原方案运行于：%1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="450"/>
        <source>nothing fits</source>
        <translation>均放不下</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="507"/>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SearchScatterChart</name>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="23"/>
        <source>Feasible configurations: throughput against memory</source>
        <translation>可行配置：吞吐量与显存</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="26"/>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="27"/>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="28"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="31"/>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="34"/>
        <source>current configuration</source>
        <translation>当前配置</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="168"/>
        <source>The current configuration: %1 tokens/s at %2 per GPU</source>
        <translation>当前配置：%1 tokens/s，每 GPU 显存%2</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="177"/>
        <source>%1
%2 tokens/s, %3 per GPU
Click to select it in the table below.</source>
        <translation>%1
%2 tokens/s，每 GPU 显存%3
单击可在下方表格中选中该配置。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SensitivityPanel</name>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="24"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量（tokens/s）</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="25"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="26"/>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="33"/>
        <source>How far each hardware input moves down and up</source>
        <translation>每项硬件输入向下和向上变动的幅度</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="34"/>
        <source>&amp;Figure</source>
        <translation>指标(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="36"/>
        <source>&amp;Hardware moved by</source>
        <translation>硬件变动(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="43"/>
        <source>Each row moves one input with everything else as it is: the hardware figures of the cluster profile by the amount above, the training settings to the nearest values the launchers accept. Hatched: that plan does not run (hover for why).</source>
        <translation>每一行只变动一项输入，其余保持不变：集群配置中的硬件数值按上方幅度变动，训练设置变为启动器接受的最接近的值。斜线填充：该方案无法运行（悬停查看原因）。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SpecForm</name>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="134"/>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="140"/>
        <location filename="../widgets/panels/specform.cpp" line="167"/>
        <location filename="../widgets/panels/specform.cpp" line="269"/>
        <location filename="../widgets/panels/specform.cpp" line="299"/>
        <location filename="../widgets/panels/specform.cpp" line="316"/>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="185"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="185"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="185"/>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="186"/>
        <source>GB/s per GPU per direction</source>
        <translation>GB/s（每 GPU 单向）</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="187"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="187"/>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>tokens</source>
        <translation>个 token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>seq</source>
        <translation>条序列</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="189"/>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="133"/>
        <location filename="../widgets/panels/specform.cpp" line="134"/>
        <location filename="../widgets/panels/specform.cpp" line="189"/>
        <source>layers</source>
        <translation>层</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::StageBoundaryDrag</name>
    <message>
        <location filename="../widgets/charts/stageboundarydrag.cpp" line="123"/>
        <source>Drag the first stage&apos;s layers to %1</source>
        <translation>拖动首阶段层数至 %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/stageboundarydrag.cpp" line="123"/>
        <source>Drag the last stage&apos;s layers to %1</source>
        <translation>拖动末阶段层数至 %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SteadyLabel</name>
    <message>
        <location filename="../widgets/support/steadylabel.cpp" line="17"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SummaryStrip</name>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="29"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="30"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="31"/>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="32"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="33"/>
        <source>Comm. exposed</source>
        <translation>未掩盖通信</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="34"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="143"/>
        <source>
How sure: no range; no public run measured the memory of a plan on these kernels.</source>
        <translation>
可信度：没有区间；没有公开运行测量过使用这些内核的方案的显存。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="146"/>
        <source>
How sure: on Megatron-LM with Transformer Engine, 80 % of %1 measured runs allocated a peak between %2 and %3 of such an estimate without its overhead: %4 to %5 here, the overhead as set.</source>
        <translation>
可信度：在 Megatron-LM 与 Transformer Engine 上，%1 次实测运行中 80 % 的已分配峰值在这类估计（不含开销）的 %2 至 %3 之间：此处为 %4 至 %5，开销按设定计入。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="151"/>
        <source>
How sure: on PyTorch&apos;s own kernels, 80 % of %1 torchtitan runs measured a peak between %2 and %3 of such an estimate: %4 to %5 here.</source>
        <translation>
可信度：在 PyTorch 自身的内核上，%1 次 torchtitan 运行中 80 % 的实测峰值在这类估计的 %2 至 %3 之间：此处为 %4 至 %5。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="157"/>
        <source> The upper end does not fit: the run may go out of memory.</source>
        <translation> 区间上限放不下：运行可能会显存不足。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="182"/>
        <source>Does not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="185"/>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="186"/>
        <source>Peak memory %1 on stage %2 of %3.</source>
        <translation>阶段 %2 的显存峰值 %1，容量 %3。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="191"/>
        <source>Fits in %1</source>
        <translation>未超出%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="195"/>
        <source>Peak %1 on stage %2; %3 to spare.</source>
        <translation>峰值%1（阶段%2）；余量%3。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="201"/>
        <source>Over %1 · stage %2</source>
        <translation>超出 %1 · 阶段 %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="236"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: 80 % of the %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation>
可信度：建模配置（数据手册与公开微基准），因上下文并行而放宽：%1 次使用 CP 的公开实测运行中有 80 % 的耗时在此类估算值的 %2 到 %3 之间，多数比估算更长。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="248"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: at least 80 % of the %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation>
可信度：建模配置（数据手册与公开微基准），因上下文并行及超过 %4 块 GPU 的规模而放宽：%1 次使用 CP 或超出此规模的公开实测运行中至少有 80 % 的耗时在此类估算值的 %2 到 %3 之间，多数比估算更长。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="259"/>
        <source> Widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all of them longer than estimated.</source>
        <translation> 为混合专家模型放宽：它也包含训练专家的 %2 次公开运行中的 %1 次，它们全部比估计更长。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="265"/>
        <source> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them shorter than estimated.</source>
        <translation> 为 Blackwell 上的低精度配方放宽：它也包含 B200、GB200 和 GB300 上的 %1 次公开 FP8 运行，其中多数比估计更短。</translation>
    </message>
    <message>
        <source> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all of them shorter than estimated.</source>
        <translation type="vanished"> 为 Blackwell 上的低精度配方放宽：它也包含 B200、GB200 和 GB300 上的 %1 次公开 FP8 运行，它们全部比估计更短。</translation>
    </message>
    <message>
        <source>Over %1</source>
        <translation type="vanished">超出%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="203"/>
        <source>Peak %1 on stage %2 does not fit in %3: %4 too much.</source>
        <translation>峰值%1（阶段%2）超出%3：多出%4。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="223"/>
        <source>What it would do if it fit: the plan runs out of memory.</source>
        <translation>假如放得下时的表现：此方案显存不足。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="224"/>
        <source>What it would do if it ran: the plan is invalid.</source>
        <translation>假如能运行时的表现：此方案配置无效。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="231"/>
        <source>
How sure: a profile calibrated to your own runs; its %1 held-out runs took between %2 and %3 of such an estimate.</source>
        <translation>
可信度：按你自己的运行校准的配置；其 %1 次留出运行的耗时在此类估算值的 %2 到 %3 之间。</translation>
    </message>
    <message>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: all %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation type="vanished">
可信度：建模配置（数据手册与公开微基准），因上下文并行而放宽：%1 次使用 CP 的公开实测运行的耗时全部在此类估算值的 %2 到 %3 之间，多数比估算更长。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="242"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for more than %4 GPUs: all %1 public runs beyond that scale took between %2 and %3 of such an estimate, all of them longer than estimated.</source>
        <translation>
可信度：建模配置（数据手册与公开微基准），因超过 %4 块 GPU 的规模而放宽：%1 次超出此规模的公开实测运行的耗时全部在此类估算值的 %2 到 %3 之间，均比估算更长。</translation>
    </message>
    <message>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: all %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation type="vanished">
可信度：建模配置（数据手册与公开微基准），因上下文并行及超过 %4 块 GPU 的规模而放宽：%1 次使用 CP 或超出此规模的公开实测运行的耗时全部在此类估算值的 %2 到 %3 之间，多数比估算更长。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="253"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks); 80 % of %1 measured runs took between %2 and %3 of such an estimate.</source>
        <translation>
可信度：建模配置（数据手册与公开微基准）；%1 次实测运行中有 80 % 的耗时在此类估算值的 %2 到 %3 之间。</translation>
    </message>
    <message>
        <source> None of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;.</source>
        <translation type="vanished"> 这些运行中没有一次训练混合专家模型：此方案的区间来自稠密模型的运行。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="268"/>
        <source>Step time · %1–%2</source>
        <translation>单步时间 · %1–%2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="270"/>
        <source>Compute %1 + bubble %2 + exposed communication %3 + optimizer %4</source>
        <translation>计算%1 + 气泡%2 + 未掩盖通信%3 + 优化器%4</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="274"/>
        <source>Tokens/s · %1–%2</source>
        <translation>tokens/s · %1–%2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="276"/>
        <source>Global batch × sequence length / step time</source>
        <translation>全局批次 × 序列长度 / 单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="280"/>
        <source>Model FLOPs utilisation (PaLM, App. B): %1 of peak; with recompute (HFU) %2.</source>
        <translation>模型 FLOPs 利用率（PaLM 附录 B）：达到峰值的%1；计入重计算（HFU）为%2。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="285"/>
        <source>Communication not hidden behind compute, as a share of the step. Above 30 % it sets the pace.</source>
        <translation>未被计算掩盖的通信在单步时间中的占比。超过30%时，通信将决定训练速度。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="289"/>
        <location filename="../widgets/panels/summarystrip.cpp" line="292"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="290"/>
        <source>The layout needs %1 more GPUs than the cluster has.</source>
        <translation>该并行布局比集群多需要%1个 GPU。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="293"/>
        <source>%1 GPUs of the cluster stay idle.</source>
        <translation>集群中有%1个 GPU 闲置。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="295"/>
        <source>Every GPU of the cluster is used.</source>
        <translation>集群的所有 GPU 均已使用。</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TimeChart</name>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="127"/>
        <source>Time per step</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>days</source>
        <translation type="vanished">天</translation>
    </message>
    <message>
        <source>h</source>
        <translation type="vanished">小时</translation>
    </message>
    <message>
        <source>s</source>
        <translation type="vanished">s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="vanished">ms</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="148"/>
        <source>% of the step</source>
        <translation>单步占比 %</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="169"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="176"/>
        <source>NIC floor</source>
        <translation>网卡下限</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="177"/>
        <source>Bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation type="vanished">掉队者</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="vanished">优化器</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="220"/>
        <source>30 %</source>
        <translation>30%</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="39"/>
        <source>Nothing to send:
every group has one GPU.</source>
        <translation>无需通信：
每组只有一个 GPU。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="268"/>
        <source>NIC floor (%1 per NIC per step)</source>
        <translation>网卡下限（每步每块网卡 %1）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="304"/>
        <source>DP·CP</source>
        <translation>DP·CP</translation>
    </message>
    <message>
        <source>%1 ×%2
%3</source>
        <translation type="vanished">%1 ×%2
%3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="305"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="319"/>
        <source>All exposed</source>
        <translation>未掩盖合计</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="332"/>
        <source>Sent per GPU (TB)</source>
        <translation>每 GPU 发送量（TB）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="333"/>
        <source>Sent per GPU (GB)</source>
        <translation>每 GPU 发送量（GB）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="334"/>
        <source>Sent per GPU (MB)</source>
        <translation>每 GPU 发送量（MB）</translation>
    </message>
    <message>
        <source>Step time %1
exposed communication %2 of the step</source>
        <translation type="vanished">单步时间%1
未掩盖通信占单步%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="366"/>
        <source>Step time %1 (%2–%3)
exposed communication %4 of the step</source>
        <translation>单步时间%1（%2–%3）
未掩盖通信占单步%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="406"/>
        <source>&lt;br&gt;&lt;i&gt;%1 = %2&lt;br&gt;= %3 — %4&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;%1 = %2&lt;br&gt;= %3 — %4&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="414"/>
        <source>&lt;b&gt;One step: %1&lt;/b&gt;&lt;br&gt;compute %2&lt;br&gt;pipeline bubble %3&lt;br&gt;exposed communication %4&lt;br&gt;optimizer %5&lt;br&gt;%6 tokens/s, MFU %7</source>
        <translation>&lt;b&gt;单步：%1&lt;/b&gt;&lt;br&gt;计算：%2&lt;br&gt;流水线气泡：%3&lt;br&gt;未掩盖通信：%4&lt;br&gt;优化器：%5&lt;br&gt;%6 tokens/s，MFU %7</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="420"/>
        <source>&lt;br&gt;NIC floor: %1 per NIC / %2 = %3%4</source>
        <translation>&lt;br&gt;网卡下限：每块网卡 %1 / %2 = %3%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="421"/>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="423"/>
        <source>, sets the step (+%1 exposed)</source>
        <translation>，决定了步长（暴露 +%1）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="424"/>
        <source>, below the step</source>
        <translation>，低于步长</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="426"/>
        <source>&lt;br&gt;stragglers: makespan × %1 = +%2 (in the bubble)</source>
        <translation>&lt;br&gt;掉队者：总时长 × %1 = +%2（计入气泡）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="429"/>
        <source>&lt;br&gt;Whisker: %1 to %2, the range the %3 held-out runs of this calibrated profile set</source>
        <translation>&lt;br&gt;误差线：%1 至 %2，由此已校准配置的 %3 次留出运行确定的范围</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="433"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where 80 % of the %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</source>
        <translation>&lt;br&gt;误差线：%1 至 %2，%3 次使用上下文并行的公开实测运行中 80 % 落在此类估算值的这一范围内（建模配置，因 CP 而放宽）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="444"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where at least 80 % of the %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</source>
        <translation>&lt;br&gt;误差线：%1 至 %2，%3 次使用上下文并行或在超过 %4 块 GPU 上的公开实测运行中至少 80 % 落在此类估算值的这一范围内（建模配置，因 CP 及该规模而放宽）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="454"/>
        <source> (widened to hold %1 of the %2 public runs that trained experts)</source>
        <translation>（放宽以包含训练专家的 %2 次公开运行中的 %1 次）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</source>
        <translation type="vanished">&lt;br&gt;误差线：%1 至 %2，%3 次使用上下文并行的公开实测运行全部落在此类估算值的这一范围内（建模配置，因 CP 而放宽）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="438"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs on more than %4 GPUs fell around such an estimate (modelled profile, widened for that scale)</source>
        <translation>&lt;br&gt;误差线：%1 至 %2，%3 次在超过 %4 块 GPU 上的公开实测运行全部落在此类估算值的这一范围内（建模配置，因该规模而放宽）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</source>
        <translation type="vanished">&lt;br&gt;误差线：%1 至 %2，%3 次使用上下文并行或在超过 %4 块 GPU 上的公开实测运行全部落在此类估算值的这一范围内（建模配置，因 CP 及该规模而放宽）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="449"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where 80 % of %3 public measured runs fell around such an estimate (modelled profile)</source>
        <translation>&lt;br&gt;误差线：%1 至 %2，%3 次公开实测运行中 80 % 落在此类估算值的这一范围内（建模配置）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="458"/>
        <source> (widened to hold the %1 public FP8 runs on Blackwell GPUs)</source>
        <translation>（放宽以包含 Blackwell GPU 上的 %1 次公开 FP8 运行）</translation>
    </message>
    <message>
        <source> (none of those runs trained a mixture of experts)</source>
        <translation type="vanished">（这些运行中没有一次训练混合专家模型）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="471"/>
        <source>&lt;b&gt;Exposed communication: %1 of the step&lt;/b&gt;&lt;br&gt;Above 30 %, communication rather than compute sets the pace; look at the largest bar above.</source>
        <translation>&lt;b&gt;未掩盖通信：占单步的%1&lt;/b&gt;&lt;br&gt;超过30%时，决定速度的是通信而不是计算；请查看上方最长的条形。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="477"/>
        <source>&lt;b&gt;%1 over %2 GPUs&lt;/b&gt; (%3%4)&lt;br&gt;%5 sent per GPU per step; %6 in total, %7 exposed</source>
        <translation>&lt;b&gt;%1：%2个 GPU&lt;/b&gt;（%3%4）&lt;br&gt;每 GPU 每步发送%5；通信共耗时%6，其中未掩盖%7</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="481"/>
        <source>, crosses nodes</source>
        <translation>，跨节点</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="484"/>
        <source>&lt;br&gt;• %1 of %2: %3 × %4 per step, %5 each</source>
        <translation>&lt;br&gt;• %2 的 %1：每步%4次 × %3，每次%5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TopologyPanel</name>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="42"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="42"/>
        <source>Inside node (PCIe)</source>
        <translation>节点内（PCIe）</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="43"/>
        <source>NICs to leaf</source>
        <translation>网卡至叶交换机</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="44"/>
        <source>Leaf to spine</source>
        <translation>叶至脊交换机</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="62"/>
        <source>Colour &amp;by</source>
        <translation>着色依据(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="65"/>
        <source>TP groups</source>
        <translation>TP 组</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="66"/>
        <source>CP groups</source>
        <translation>CP 组</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="67"/>
        <source>PP stages</source>
        <translation>PP 阶段</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="68"/>
        <source>DP replicas</source>
        <translation>DP 副本</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="69"/>
        <source>EP groups</source>
        <translation>EP 组</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="70"/>
        <source>Nothing</source>
        <translation>不着色</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="75"/>
        <source>Fit</source>
        <translation>全览</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="76"/>
        <source>Show the whole cluster (0 or double click)</source>
        <translation>显示整个集群（按“0”键或双击）</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="78"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="79"/>
        <source>Save the whole cluster picture as PNG or SVG</source>
        <translation>将整个集群图保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="199"/>
        <source>%1 GPUs, %2 ranks.</source>
        <translation>%1个 GPU，%2个 rank。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="201"/>
        <source>%1: one GPU each, nothing to cross.</source>
        <translation>%1：每组只有一个 GPU，不存在跨越。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="204"/>
        <source>%1 of %2: every group stays inside one %3.</source>
        <translation>%1（每组%2个）：每组都位于同一个%3内。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="212"/>
        <source>%1 of %2: %3 of %4 groups cross a %5 boundary (outlined in red)</source>
        <translation>%1（每组%2个）：%4个组中有%3个跨越%5边界（红框标出）</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="219"/>
        <source>. Their collectives leave NVLink for the network.</source>
        <translation>。这些组的集合通信将离开 NVLink，改走网络。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="220"/>
        <source>. Expected: this traffic is meant for the network.</source>
        <translation>。这属于预期情况：这类流量本来就走网络。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="224"/>
        <source> %1 GPUs idle (grey).</source>
        <translation>%1个 GPU 空闲（灰色）。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="228"/>
        <source>%1 ranks have no GPU.</source>
        <translation>%1个 rank 没有分配到 GPU。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="235"/>
        <source>one colour per group; colours repeat</source>
        <translation>每组一种颜色；颜色会重复</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="237"/>
        <source>colours repeat every %1</source>
        <translation>颜色每%1个重复一次</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="238"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="248"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="252"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: %3 per step on the busiest GPU, %4 of its capacity%5</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;：最忙的 GPU 每步 %3，占其容量的 %4%5</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: %3 per GPU per step, %4 of its capacity%5</source>
        <translation type="vanished">%1 &lt;b&gt;%2&lt;/b&gt;：每 GPU 每步%3，占其带宽的%4%5</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="258"/>
        <source>; busy at least %1 of the %2 step%3</source>
        <translation>；在 %2 的一步中至少忙碌 %1%3</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="260"/>
        <source>, which it sets</source>
        <translation>，由它决定步长</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="267"/>
        <source>%1: part of the traffic stays inside the node, part goes over the NIC; the two parts add up to the bytes per GPU in the step-time chart.</source>
        <translation>%1：一部分流量留在节点内，一部分经网卡发出；两部分相加即单步时间图中每 GPU 发送的字节数。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="276"/>
        <source>%1 of %2 %3 stay inside one %4: their GPUs send that traffic over %5, not the NIC.</source>
        <translation>%2 个%3中有 %1 个留在同一个%4内：这些 GPU 经 %5 而不是网卡发送这部分流量。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="287"/>
        <source>&lt;i&gt;Click a GPU to see its rank, its coordinates and its groups.&lt;/i&gt;</source>
        <translation>&lt;i&gt;点击 GPU 可查看其 rank、并行坐标和所属组。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="293"/>
        <source>Node %1, GPU %2: idle.</source>
        <translation>节点%1，GPU %2：空闲。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="297"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; on node %2, GPU %3: TP %4, CP %5, DP %6, PP stage %7, EP %8; %9 per GPU.</source>
        <translation>&lt;b&gt;Rank %1&lt;/b&gt;（节点%2，GPU %3）：TP %4，CP %5，DP %6，PP 阶段%7，EP %8；每 GPU 显存%9。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="316"/>
        <source>%1, %2, … %3 (%4 ranks)</source>
        <translation>%1, %2, … %3（共%4个 rank）</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="332"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation>无法写入 %1 所在的文件夹：%2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="354"/>
        <source>Unknown image type &quot;%1&quot;: use .png or .svg.</source>
        <translation>未知的图像类型“%1”：请使用 .png 或 .svg。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="359"/>
        <source>Could not render the topology to %1.</source>
        <translation>无法将拓扑图渲染到 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="366"/>
        <location filename="../widgets/topology/topologypanel.cpp" line="372"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="382"/>
        <source>Export Topology</source>
        <translation>导出拓扑图</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="383"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="390"/>
        <source>Cannot Export Topology</source>
        <translation>无法导出拓扑图</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TopologyView</name>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="40"/>
        <source>Cluster topology</source>
        <translation>集群拓扑</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="61"/>
        <source>Each block is a node; zoom in (wheel or +) for every GPU and its group&apos;s colour.</source>
        <translation>每个方块是一个节点；放大（滚轮或 +）可查看每张 GPU 及其组的颜色。</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="120"/>
        <source>spine</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="146"/>
        <source>leaf %1 · rails</source>
        <translation>叶%1 · 轨道</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="146"/>
        <source>leaf %1</source>
        <translation>叶%1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="211"/>
        <source>node %1</source>
        <translation>节点%1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="222"/>
        <source>Node %1, GPU %2: idle</source>
        <translation>节点%1，GPU %2：空闲</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="227"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; · node %2, GPU %3&lt;br&gt;TP %4 · CP %5 · DP %6 · PP %7 · EP %8&lt;br&gt;stage %7 uses %9 per GPU&lt;br&gt;&lt;i&gt;click to highlight its groups&lt;/i&gt;</source>
        <translation>&lt;b&gt;Rank %1&lt;/b&gt; · 节点%2，GPU %3&lt;br&gt;TP %4 · CP %5 · DP %6 · PP %7 · EP %8&lt;br&gt;阶段%7每 GPU 占用%9&lt;br&gt;&lt;i&gt;点击以高亮其所属组&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TornadoChart</name>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="96"/>
        <source>Change from the plan as it is (%)</source>
        <translation>相对当前方案的变化（%）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="100"/>
        <source>Input lowered</source>
        <translation>输入下调</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="102"/>
        <source>Input raised</source>
        <translation>输入上调</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="104"/>
        <source>That plan does not run</source>
        <translation>该方案无法运行</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="191"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="171"/>
        <source>throughput (tokens/s)</source>
        <translation>吞吐量（tokens/s）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="172"/>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="173"/>
        <source>peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="174"/>
        <source>What moves the %1
hardware inputs ±%2 %, training settings to their nearest allowed values</source>
        <translation>什么影响%1
硬件输入 ±%2 %，训练设置取最接近的允许值</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="208"/>
        <source>the %1 largest of %2 inputs: enlarge the panel for the rest</source>
        <translation>仅显示 %2 项输入中影响最大的 %1 项：放大面板可见其余</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="241"/>
        <source>%1: none</source>
        <translation>%1：无</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="242"/>
        <source>%1 to %2: step %3, %4 tokens/s, peak %5</source>
        <translation>%1至 %2：单步 %3，%4 tokens/s，峰值 %5</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="246"/>
        <source> (does not fit)</source>
        <translation>（显存不足）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="248"/>
        <source> (does not run: %1)</source>
        <translation>（无法运行：%1）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="251"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, now %2&lt;br&gt;%3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，当前 %2&lt;br&gt;%3&lt;br&gt;%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="252"/>
        <source>Lowered</source>
        <translation>下调</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="253"/>
        <source>Raised</source>
        <translation>上调</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::UpdatingVeil</name>
    <message>
        <location filename="../widgets/support/updatingveil.cpp" line="28"/>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WarningsPanel</name>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="57"/>
        <source>No warnings: this configuration passes every check.</source>
        <translation>没有警告：此配置通过了所有检查。</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="93"/>
        <source>Apply fix</source>
        <translation>应用修复</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="114"/>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="149"/>
        <source>Suggested: %1</source>
        <translation>建议：%1</translation>
    </message>
</context>
</TS>
