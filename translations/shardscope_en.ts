<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="62"/>
        <source>GEMM efficiency (large GEMMs)</source>
        <translation>GEMM efficiency (large GEMMs)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="63"/>
        <source>GEMM size at half efficiency (small GEMMs)</source>
        <translation>GEMM size at half efficiency (small GEMMs)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="64"/>
        <source>Grouped expert GEMM efficiency</source>
        <translation>Grouped expert GEMM efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="65"/>
        <source>Attention kernel efficiency</source>
        <translation>Attention kernel efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="66"/>
        <source>HBM efficiency (memory-bound kernels)</source>
        <translation>HBM efficiency (memory-bound kernels)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="67"/>
        <source>Memory-bound kernel latency</source>
        <translation>Memory-bound kernel latency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="68"/>
        <source>Intra-node collective efficiency</source>
        <translation>Intra-node collective efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="69"/>
        <source>Intra-node collective latency</source>
        <translation>Intra-node collective latency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="70"/>
        <source>Inter-node collective efficiency</source>
        <translation>Inter-node collective efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="71"/>
        <source>Inter-node collective latency</source>
        <translation>Inter-node collective latency</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="72"/>
        <source>Compute slowdown under intra-node traffic</source>
        <translation>Compute slowdown under intra-node traffic</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="73"/>
        <source>Compute slowdown under inter-node traffic</source>
        <translation>Compute slowdown under inter-node traffic</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="74"/>
        <source>Straggler coefficient</source>
        <translation>Straggler coefficient</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="21"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="33"/>
        <location filename="../widgets/charts/chartexport.cpp" line="39"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="55"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation>Cannot write in the folder of %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="81"/>
        <source>Unknown image type &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>Unknown image type &quot;%1&quot;: use .png, .svg or .pdf.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="88"/>
        <source>Could not render the chart to %1.</source>
        <translation>Could not render the chart to %1.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="99"/>
        <source>Export Chart</source>
        <translation>Export Chart</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="110"/>
        <source>Cannot Export Chart</source>
        <translation>Cannot Export Chart</translation>
    </message>
</context>
<context>
    <name>DecisionTree</name>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="101"/>
        <source>TP=4~8 x EP + DP, 1000+ GPUs</source>
        <translation>TP=4~8 x EP + DP, 1000+ GPUs</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="104"/>
        <source>DP/ZeRO-3, 8-32 GPUs</source>
        <translation>DP/ZeRO-3, 8-32 GPUs</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="107"/>
        <source>TP=8 + DP, 16-64 GPUs</source>
        <translation>TP=8 + DP, 16-64 GPUs</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="110"/>
        <source>TP=8 + PP=2~4 + DP, 64-256 GPUs</source>
        <translation>TP=8 + PP=2~4 + DP, 64-256 GPUs</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="113"/>
        <source>TP=8 x PP=8~16 x DP, 512+ GPUs</source>
        <translation>TP=8 x PP=8~16 x DP, 512+ GPUs</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="124"/>
        <source>the overview uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</source>
        <translation>the overview uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="130"/>
        <source>the overview starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</source>
        <translation>the overview starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="138"/>
        <source>the overview gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</source>
        <translation>the overview gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="144"/>
        <source>the overview gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</source>
        <translation>the overview gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="150"/>
        <source>the overview puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</source>
        <translation>the overview puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</translation>
    </message>
    <message>
        <source>the article uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</source>
        <translation type="vanished">the article uses DP/ZeRO-3 for 7B; here %1 is needed because of this cluster&apos;s memory or sequence length</translation>
    </message>
    <message>
        <source>the article starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</source>
        <translation type="vanished">the article starts 13B at TP=8; with the distributed optimizer TP=%1 already fits (%2 per GPU), and a smaller TP group moves less activation traffic per GPU (Narayanan et al. 2021: use TP only as far as memory needs it)</translation>
    </message>
    <message>
        <source>the article gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</source>
        <translation type="vanished">the article gives TP=8 + PP=2~4 for 70B; this cluster and batch fit best with %1</translation>
    </message>
    <message>
        <source>the article gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</source>
        <translation type="vanished">the article gives TP=8 x PP=8~16 for 175B+; here %1 already fits (%2 per GPU)</translation>
    </message>
    <message>
        <source>the article puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</source>
        <translation type="vanished">the article puts TP=4~8 under EP; DeepSeek-V3 trained with no TP at all (PP16 x EP64 x ZeRO-1 DP on 2,048 H800, DeepSeek-V3 report §3.2), and here %1 fits with the experts split by EP alone</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="192"/>
        <source>only fits with full recompute</source>
        <translation>only fits with full recompute</translation>
    </message>
    <message>
        <location filename="../core/advice/decisiontree.cpp" line="200"/>
        <source>no layout of this family fits %1 GPUs; the closest needs %2 per GPU</source>
        <translation>no layout of this family fits %1 GPUs; the closest needs %2 per GPU</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="47"/>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="49"/>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="51"/>
        <source>optimizer state</source>
        <translation>optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="53"/>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="55"/>
        <source>buffers</source>
        <translation>buffers</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="56"/>
        <source>overhead</source>
        <translation>overhead</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="79"/>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="79"/>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="88"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="89"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="90"/>
        <source>Note</source>
        <translation>Note</translation>
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
        <translation>expert TP</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="104"/>
        <source>sequence parallelism</source>
        <translation>sequence parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="105"/>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="106"/>
        <source>pipeline schedule</source>
        <translation>pipeline schedule</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="107"/>
        <source>virtual stages</source>
        <translation>virtual stages</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="108"/>
        <source>global batch</source>
        <translation>global batch</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="109"/>
        <source>micro-batch</source>
        <translation>micro-batch</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="110"/>
        <source>sequence length</source>
        <translation>sequence length</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="111"/>
        <source>recompute</source>
        <translation>recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="112"/>
        <source>flash attention</source>
        <translation>flash attention</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="113"/>
        <source>optimizer offload</source>
        <translation>optimizer offload</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="114"/>
        <source>precision</source>
        <translation>precision</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="115"/>
        <source>offloaded activation layers</source>
        <translation>offloaded activation layers</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="116"/>
        <source>FP8 parameter gather</source>
        <translation>FP8 parameter gather</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="117"/>
        <source>norm recompute</source>
        <translation>norm recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="118"/>
        <source>MLA up-projection recompute</source>
        <translation>MLA up-projection recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="119"/>
        <source>expert activation recompute</source>
        <translation>expert activation recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="120"/>
        <source>dense MLP recompute</source>
        <translation>dense MLP recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="121"/>
        <source>MoE block recompute</source>
        <translation>MoE block recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="122"/>
        <source>shared expert recompute</source>
        <translation>shared expert recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="123"/>
        <source>micro-batch group</source>
        <translation>micro-batch group</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="124"/>
        <source>first stage layers</source>
        <translation>first stage layers</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="125"/>
        <source>last stage layers</source>
        <translation>last stage layers</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="126"/>
        <source>embedding counted as a layer</source>
        <translation>embedding counted as a layer</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="127"/>
        <source>loss counted as a layer</source>
        <translation>loss counted as a layer</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="128"/>
        <source>nodes</source>
        <translation>nodes</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="140"/>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="141"/>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="149"/>
        <source>%1 (the closest: it still does not fit)</source>
        <translation>%1 (the closest: it still does not fit)</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="24"/>
        <source>More GPUs than the cluster has</source>
        <translation>More GPUs than the cluster has</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="25"/>
        <source>TP x PP x CP x DP = %1 GPUs, but the cluster has %2.</source>
        <translation>TP x PP x CP x DP = %1 GPUs, but the cluster has %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="29"/>
        <source>GPUs left idle</source>
        <translation>GPUs left idle</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="30"/>
        <source>%1 of the cluster&apos;s %2 GPUs do nothing in this layout.</source>
        <translation>%1 of the cluster&apos;s %2 GPUs do nothing in this layout.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="35"/>
        <source>Global batch does not divide</source>
        <translation>Global batch does not divide</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="36"/>
        <source>The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3).</source>
        <translation>The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="40"/>
        <source>Heads not divisible by TP</source>
        <translation>Heads not divisible by TP</translation>
    </message>
    <message>
        <source>%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="vanished">%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="45"/>
        <source>KV heads not divisible by TP</source>
        <translation>KV heads not divisible by TP</translation>
    </message>
    <message>
        <source>%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="vanished">%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="50"/>
        <source>FFN width not divisible by TP</source>
        <translation>FFN width not divisible by TP</translation>
    </message>
    <message>
        <source>The FFN width %1 cannot be split over TP = %2.</source>
        <translation type="vanished">The FFN width %1 cannot be split over TP = %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="56"/>
        <source>Expert FFN not divisible by expert TP</source>
        <translation>Expert FFN not divisible by expert TP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="57"/>
        <source>The expert FFN width %1 cannot be split over expert TP = %2.</source>
        <translation>The expert FFN width %1 cannot be split over expert TP = %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="61"/>
        <source>Vocabulary padded</source>
        <translation>Vocabulary padded</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="62"/>
        <source>The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does.</source>
        <translation>The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="66"/>
        <source>Sequence longer than the model&apos;s context</source>
        <translation>Sequence longer than the model&apos;s context</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="67"/>
        <source>Sequences of %1 tokens exceed the model&apos;s maximum of %2.</source>
        <translation>Sequences of %1 tokens exceed the model&apos;s maximum of %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="71"/>
        <source>More pipeline chunks than layers</source>
        <translation>More pipeline chunks than layers</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="72"/>
        <source>%1 pipeline chunks for %2 layers leave some chunks empty.</source>
        <translation>%1 pipeline chunks for %2 layers leave some chunks empty.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="76"/>
        <source>Layers do not divide over the stages</source>
        <translation>Layers do not divide over the stages</translation>
    </message>
    <message>
        <source>%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving.</source>
        <translation type="vanished">%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="124"/>
        <source>Interleaving without pipeline stages</source>
        <translation>Interleaving without pipeline stages</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="125"/>
        <source>The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none.</source>
        <translation>The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="130"/>
        <source>Micro-batches not a multiple of PP</source>
        <translation>Micro-batches not a multiple of PP</translation>
    </message>
    <message>
        <source>The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</source>
        <translation type="vanished">The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="144"/>
        <source>Virtual stages ignored</source>
        <translation>Virtual stages ignored</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="145"/>
        <source>Virtual stages only apply to the interleaved 1F1B schedule.</source>
        <translation>Virtual stages only apply to the interleaved 1F1B schedule.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="149"/>
        <source>DualPipe needs an even PP</source>
        <translation>DualPipe needs an even PP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="150"/>
        <source>DualPipe pairs stage i with stage p-1-i; PP = %1 is odd.</source>
        <translation>DualPipe pairs stage i with stage p-1-i; PP = %1 is odd.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="155"/>
        <source>DualPipe needs more micro-batches</source>
        <translation>DualPipe needs more micro-batches</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="156"/>
        <source>DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2.</source>
        <translation>DualPipe feeds half of the micro-batches from each end of the pipeline: it needs an even count of at least 2 x PP = %1; this plan has %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="167"/>
        <source>Bubble from a closed form</source>
        <translation>Bubble from a closed form</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="168"/>
        <source>The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form.</source>
        <translation>The pipeline was not simulated (too deep for the simulation budget, or DualPipe with an odd PP); its bubble comes from a closed form.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="174"/>
        <source>Large pipeline bubble</source>
        <translation>Large pipeline bubble</translation>
    </message>
    <message>
        <source>The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</source>
        <translation type="vanished">The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="228"/>
        <source>No FP8 tensor cores</source>
        <translation>No FP8 tensor cores</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="229"/>
        <source>%1 needs FP8 tensor cores; this GPU has none (its FP8 peak is 0).</source>
        <translation>%1 needs FP8 tensor cores; this GPU has none (its FP8 peak is 0).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="233"/>
        <source>No block-scaled tensor cores</source>
        <translation>No block-scaled tensor cores</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="234"/>
        <source>%1 needs the block-scaled tensor cores of Blackwell GPUs; this GPU has none (its FP4 peak is 0).</source>
        <translation>%1 needs the block-scaled tensor cores of Blackwell GPUs; this GPU has none (its FP4 peak is 0).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="245"/>
        <source>On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP sharding the weights over more than one data-parallel rank (ZeRO stage 1 or above; under PP torchtitan&apos;s FSDP is stage 1 here) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2 over DP %3.</source>
        <translation>On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP sharding the weights over more than one data-parallel rank (ZeRO stage 1 or above; under PP torchtitan&apos;s FSDP is stage 1 here) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2 over DP %3.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="313"/>
        <source>Communication above %4</source>
        <translation>Communication above %4</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="314"/>
        <source>Exposed communication takes %1 of the step, most of it %2 (%3). Above %4 adding GPUs stops paying; change the layout or the batch instead.</source>
        <translation>Exposed communication takes %1 of the step, most of it %2 (%3). Above %4 adding GPUs stops paying; change the layout or the batch instead.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="179"/>
        <source>Sequence parallelism without TP</source>
        <translation>Sequence parallelism without TP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="41"/>
        <source>%1 attention heads cannot be split over TP = %2: each TP rank computes whole heads, and Megatron-LM refuses to start.</source>
        <translation>%1 attention heads cannot be split over TP = %2: each TP rank computes whole heads, and Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="46"/>
        <source>%1 key/value heads cannot be split over TP = %2: each TP rank holds whole heads, and Megatron-LM refuses to start.</source>
        <translation>%1 key/value heads cannot be split over TP = %2: each TP rank holds whole heads, and Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="51"/>
        <source>The FFN width %1 cannot be split evenly over TP = %2, and Megatron-LM refuses to start.</source>
        <translation>The FFN width %1 cannot be split evenly over TP = %2, and Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="77"/>
        <source>%1 layers over %2 chunks: the chunks nearest the middle take one more layer. The Megatron-LM and NeMo exports write this split (stage flags or a pipeline layout); DeepSpeed, torchtitan and accelerate split by their own rules.</source>
        <translation>%1 layers over %2 chunks: the chunks nearest the middle take one more layer. The Megatron-LM and NeMo exports write this split (stage flags or a pipeline layout); DeepSpeed, torchtitan and accelerate split by their own rules.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="81"/>
        <source>Stage layer counts without a pipeline</source>
        <translation>Stage layer counts without a pipeline</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="82"/>
        <source>With PP = 1 there is one stage: the first and last stage layer counts have no effect.</source>
        <translation>With PP = 1 there is one stage: the first and last stage layer counts have no effect.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="87"/>
        <source>Stage layer counts do not fit the model</source>
        <translation>Stage layer counts do not fit the model</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="88"/>
        <source>The first and last stages take %1 of the %2 layers, which does not leave at least one layer for each of the other %3 stages (with no other stage they must take them all).</source>
        <translation>The first and last stages take %1 of the %2 layers, which does not leave at least one layer for each of the other %3 stages (with no other stage they must take them all).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="92"/>
        <source>Stage layer counts and counted ends together</source>
        <translation>Stage layer counts and counted ends together</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="93"/>
        <source>Set the first and last stage layer counts or count the embedding and the loss in the split, not both: Megatron-LM refuses the two together, and the counts decide the split here.</source>
        <translation>Set the first and last stage layer counts or count the embedding and the loss in the split, not both: Megatron-LM refuses the two together, and the counts decide the split here.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="97"/>
        <source>Pipeline chunks with no layer</source>
        <translation>Pipeline chunks with no layer</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="98"/>
        <source>%1 of the %2 pipeline chunks hold no layer: their ranks only pass activations on, yet each takes a turn in the schedule. A chunk holding the embedding or the loss alone is not counted.</source>
        <translation>%1 of the %2 pipeline chunks hold no layer: their ranks only pass activations on, yet each takes a turn in the schedule. A chunk holding the embedding or the loss alone is not counted.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="102"/>
        <source>Recompute module the model does not have</source>
        <translation>Recompute module the model does not have</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="103"/>
        <source>Selective recompute of %1 has nothing to re-run in this model (mla_up_proj needs MLA, moe, moe_act and shared_experts need experts, mlp a dense layer, layernorm a norm that is not fused into the next linear); Megatron-LM refuses mla_up_proj without MLA and moe_act without grouped experts.</source>
        <translation>Selective recompute of %1 has nothing to re-run in this model (mla_up_proj needs MLA, moe, moe_act and shared_experts need experts, mlp a dense layer, layernorm a norm that is not fused into the next linear); Megatron-LM refuses mla_up_proj without MLA and moe_act without grouped experts.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="109"/>
        <source>Norm or expert-activation recompute with FP8 delayed scaling</source>
        <translation>Norm or expert-activation recompute with FP8 delayed scaling</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="110"/>
        <source>Megatron-Core refuses the layernorm and moe_act recompute modules under FP8 delayed scaling; use the current (tensorwise) or blockwise recipe, or untick them.</source>
        <translation>Megatron-Core refuses the layernorm and moe_act recompute modules under FP8 delayed scaling; use the current (tensorwise) or blockwise recipe, or untick them.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="114"/>
        <source>Recompute settings with no effect</source>
        <translation>Recompute settings with no effect</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="115"/>
        <source>The recompute modules apply only to selective recompute by Megatron modules, the method and layer count only to full recompute; with the recompute chosen they have no effect and no export writes them.</source>
        <translation>The recompute modules apply only to selective recompute by Megatron modules, the method and layer count only to full recompute; with the recompute chosen they have no effect and no export writes them.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="119"/>
        <source>Activation offload Megatron-LM refuses</source>
        <translation>Activation offload Megatron-LM refuses</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="120"/>
        <source>Megatron-LM offloads the activations of the first %1 layers only with fewer layers than the model has, without pipeline parallelism and without activation recompute; no other launcher offloads activations.</source>
        <translation>Megatron-LM offloads the activations of the first %1 layers only with fewer layers than the model has, without pipeline parallelism and without activation recompute; no other launcher offloads activations.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="131"/>
        <source>With Megatron-LM&apos;s default micro-batch group (PP), the interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</source>
        <translation>With Megatron-LM&apos;s default micro-batch group (PP), the interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="136"/>
        <source>Micro-batch group Megatron-LM refuses</source>
        <translation>Micro-batch group Megatron-LM refuses</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="137"/>
        <source>Megatron-LM&apos;s interleaved schedule takes a micro-batch group N from PP = %3 up to the micro-batch count (%2), whose last group is empty or holds at least PP micro-batches; N = %1 is not one, and Megatron-LM refuses to start.</source>
        <translation>Megatron-LM&apos;s interleaved schedule takes a micro-batch group N from PP = %3 up to the micro-batch count (%2), whose last group is empty or holds at least PP micro-batches; N = %1 is not one, and Megatron-LM refuses to start.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="161"/>
        <source>DualPipeV needs more micro-batches</source>
        <translation>DualPipeV needs more micro-batches</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="162"/>
        <source>DualPipeV runs every micro-batch down and back up the V: it needs at least 2 x PP = %1 micro-batches; this plan has %2.</source>
        <translation>DualPipeV runs every micro-batch down and back up the V: it needs at least 2 x PP = %1 micro-batches; this plan has %2.</translation>
    </message>
    <message>
        <source>The pipeline is idle %1 of the schedule with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</source>
        <translation type="vanished">The pipeline is idle %1 of the schedule with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under %5.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="175"/>
        <source>The pipeline is idle %1 of the schedule over %3 stages at a micro-batch count of %2; a count of %4 or more brings it under %5.</source>
        <translation>The pipeline is idle %1 of the schedule over %3 stages at a micro-batch count of %2; a count of %4 or more brings it under %5.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="180"/>
        <source>Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing.</source>
        <translation>Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="185"/>
        <source>Sequence does not divide over TP</source>
        <translation>Sequence does not divide over TP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="186"/>
        <source>With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2.</source>
        <translation>With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="191"/>
        <source>TP larger than the NVLink domain</source>
        <translation>TP larger than the NVLink domain</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="192"/>
        <source>TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer.</source>
        <translation>TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="196"/>
        <source>TP groups cross NVLink domains</source>
        <translation>TP groups cross NVLink domains</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="197"/>
        <source>TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network.</source>
        <translation>TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="201"/>
        <source>TP without NVLink</source>
        <translation>TP without NVLink</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="202"/>
        <source>This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe.</source>
        <translation>This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="207"/>
        <source>Sequence does not divide over CP</source>
        <translation>Sequence does not divide over CP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="208"/>
        <source>Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2.</source>
        <translation>Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="212"/>
        <source>CP without fused attention</source>
        <translation>CP without fused attention</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="213"/>
        <source>Megatron-LM&apos;s context parallelism runs on fused (flash) attention kernels.</source>
        <translation>Megatron-LM&apos;s context parallelism runs on fused (flash) attention kernels.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="218"/>
        <source>Heads do not divide over CP</source>
        <translation>Heads do not divide over CP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="219"/>
        <source>All-to-all context parallelism splits each TP rank&apos;s %1 attention heads and %2 key/value heads over CP = %3; Transformer Engine refuses heads that do not divide.</source>
        <translation>All-to-all context parallelism splits each TP rank&apos;s %1 attention heads and %2 key/value heads over CP = %3; Transformer Engine refuses heads that do not divide.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="223"/>
        <source>CP exchange not read</source>
        <translation>CP exchange not read</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="224"/>
        <source>PyTorch&apos;s context parallelism passes K and V round a ring; the CP exchange %1 is Megatron-LM&apos;s and is not read.</source>
        <translation>PyTorch&apos;s context parallelism passes K and V round a ring; the CP exchange %1 is Megatron-LM&apos;s and is not read.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="238"/>
        <source>No FP8 weights to gather</source>
        <translation>No FP8 weights to gather</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="239"/>
        <source>FP8 parameter gather keeps and gathers the layers&apos; weights in an FP8 recipe&apos;s format; %1 has none (FP8 delayed, current, blockwise or MXFP8 do).</source>
        <translation>FP8 parameter gather keeps and gathers the layers&apos; weights in an FP8 recipe&apos;s format; %1 has none (FP8 delayed, current, blockwise or MXFP8 do).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="244"/>
        <source>Float8 all-gather needs FSDP</source>
        <translation>Float8 all-gather needs FSDP</translation>
    </message>
    <message>
        <source>On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP (ZeRO-3 with the FSDP engine, over more than one data-parallel rank) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2.</source>
        <translation type="vanished">On PyTorch&apos;s own ops FP8 parameter gather is torchtitan&apos;s float8 all-gather (enable_fsdp_float8_all_gather): it needs FSDP (ZeRO-3 with the FSDP engine, over more than one data-parallel rank) and the tensorwise recipe, FP8 current. This plan has %1 at ZeRO stage %2.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="249"/>
        <source>EP on a dense model</source>
        <translation>EP on a dense model</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="250"/>
        <source>EP = %1 has no experts to split in a dense model.</source>
        <translation>EP = %1 has no experts to split in a dense model.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="254"/>
        <source>Experts do not divide over EP</source>
        <translation>Experts do not divide over EP</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="255"/>
        <source>%1 experts cannot be split over EP = %2 ranks.</source>
        <translation>%1 experts cannot be split over EP = %2 ranks.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="260"/>
        <source>EP x expert TP does not fit the ranks</source>
        <translation>EP x expert TP does not fit the ranks</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="261"/>
        <source>The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them.</source>
        <translation>The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="265"/>
        <source>All-to-all across nodes</source>
        <translation>All-to-all across nodes</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="266"/>
        <source>The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first.</source>
        <translation>The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="271"/>
        <source>Experts drop tokens</source>
        <translation>Experts drop tokens</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="272"/>
        <source>With capacity factor %1 and the busiest expert rank at %2 times the mean load, that rank drops about %3 of its routed tokens: they skip the experts, and the estimate times only the tokens kept.</source>
        <translation>With capacity factor %1 and the busiest expert rank at %2 times the mean load, that rank drops about %3 of its routed tokens: they skip the experts, and the estimate times only the tokens kept.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="276"/>
        <source>Padding needs a capacity</source>
        <translation>Padding needs a capacity</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="277"/>
        <source>Megatron-Core pads each expert&apos;s input to its capacity only with a capacity factor (--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor).</source>
        <translation>Megatron-Core pads each expert&apos;s input to its capacity only with a capacity factor (--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="281"/>
        <source>Expert routing on a dense model</source>
        <translation>Expert routing on a dense model</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="282"/>
        <source>The capacity factor, load imbalance and padding of training.moe change nothing in a model without experts.</source>
        <translation>The capacity factor, load imbalance and padding of training.moe change nothing in a model without experts.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="288"/>
        <source>Out of memory</source>
        <translation>Out of memory</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="289"/>
        <source>Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6).</source>
        <translation>Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="294"/>
        <source>Little memory left</source>
        <translation>Little memory left</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="295"/>
        <source>Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out.</source>
        <translation>Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="301"/>
        <source>May run out of memory</source>
        <translation>May run out of memory</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="302"/>
        <source>Stage %1 fits at %2, but measured runs of plans like it peaked up to %3 for such an estimate, above the %4 available (80 % of %5 runs).</source>
        <translation>Stage %1 fits at %2, but measured runs of plans like it peaked up to %3 for such an estimate, above the %4 available (80 % of %5 runs).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="307"/>
        <source>Kept outputs would not fit</source>
        <translation>Kept outputs would not fit</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="308"/>
        <source>Stage %1 fits if the trainer passes return_outputs=False to PyTorch&apos;s pipeline schedule. A torch before late 2025, or a trainer that does not pass it, keeps every micro-batch&apos;s output there: %2 more, %3 in all, above the %4 available.</source>
        <translation>Stage %1 fits if the trainer passes return_outputs=False to PyTorch&apos;s pipeline schedule. A torch before late 2025, or a trainer that does not pass it, keeps every micro-batch&apos;s output there: %2 more, %3 in all, above the %4 available.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="318"/>
        <source>Offload without ZeRO</source>
        <translation>Offload without ZeRO</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="319"/>
        <source>Optimizer offload needs ZeRO stage 1 or higher (or Megatron&apos;s distributed optimizer).</source>
        <translation>Optimizer offload needs ZeRO stage 1 or higher (or Megatron&apos;s distributed optimizer).</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="323"/>
        <source>ZeRO-2/3 with pipeline parallelism</source>
        <translation>ZeRO-2/3 with pipeline parallelism</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="324"/>
        <source>ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination.</source>
        <translation>ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination.</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="329"/>
        <source>ZeRO-3 at scale</source>
        <translation>ZeRO-3 at scale</translation>
    </message>
    <message>
        <location filename="../core/rules/diagnostictable.cpp" line="330"/>
        <source>ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU).</source>
        <translation>ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU).</translation>
    </message>
</context>
<context>
    <name>DurationTicker</name>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="22"/>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <location filename="../widgets/charts/durationticker.cpp" line="23"/>
        <source>h</source>
        <translation>h</translation>
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
        <translation>accelerate has no expert parallelism; export to Megatron-LM, NeMo or torchtitan</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="67"/>
        <source>accelerate trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0</source>
        <translation>accelerate trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="79"/>
        <source>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, which has no context parallelism</source>
        <translation>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, which has no context parallelism</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="84"/>
        <source>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, whose GPT model has no sliding-window, chunked or sink attention</source>
        <translation>pipeline parallelism is only available through accelerate&apos;s Megatron-LM plugin, whose GPT model has no sliding-window, chunked or sink attention</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="90"/>
        <source>accelerate&apos;s Megatron-LM plugin has no optimizer offload</source>
        <translation>accelerate&apos;s Megatron-LM plugin has no optimizer offload</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="94"/>
        <source>the %1 layers do not split evenly over %2 stages, and accelerate&apos;s Megatron-LM plugin has no uneven-stage setting</source>
        <translation>the %1 layers do not split evenly over %2 stages, and accelerate&apos;s Megatron-LM plugin has no uneven-stage setting</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="102"/>
        <source>optimizer offload goes through accelerate&apos;s DeepSpeed plugin, which has no TP or CP</source>
        <translation>optimizer offload goes through accelerate&apos;s DeepSpeed plugin, which has no TP or CP</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="106"/>
        <location filename="../core/export/deepspeedexport.cpp" line="178"/>
        <source>optimizer offload needs a ZeRO stage (1 to 3)</source>
        <translation>optimizer offload needs a ZeRO stage (1 to 3)</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="120"/>
        <source>data-parallel communication overlapped: DDP and FSDP cannot switch it off</source>
        <translation>data-parallel communication overlapped: DDP and FSDP cannot switch it off</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="124"/>
        <source>TP communication overlap left out: accelerate has no such setting</source>
        <translation>TP communication overlap left out: accelerate has no such setting</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="149"/>
        <source>full recompute exported as the Megatron-LM plugin&apos;s recompute_activations, which is Megatron&apos;s selective recompute: the plugin has no full recompute</source>
        <translation>full recompute exported as the Megatron-LM plugin&apos;s recompute_activations, which is Megatron&apos;s selective recompute: the plugin has no full recompute</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="15"/>
        <source>%1 exported as BF16 mixed precision: %2 has no setting for this recipe</source>
        <translation>%1 exported as BF16 mixed precision: %2 has no setting for this recipe</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="22"/>
        <source>BF16 Adam moments exported as fp32: %1 has no setting for the moments&apos; dtype</source>
        <translation>BF16 Adam moments exported as fp32: %1 has no setting for the moments&apos; dtype</translation>
    </message>
    <message>
        <location filename="../core/export/precisionadaptation.cpp" line="33"/>
        <source>FP8 parameter gather exported off: %1 has no setting for it here, so the weights are gathered in 16 bits</source>
        <translation>FP8 parameter gather exported off: %1 has no setting for it here, so the weights are gathered in 16 bits</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="159"/>
        <source>interleaving dropped: accelerate&apos;s Megatron-LM plugin has no virtual-stage setting</source>
        <translation>interleaving dropped: accelerate&apos;s Megatron-LM plugin has no virtual-stage setting</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="164"/>
        <source>the pipeline runs Megatron&apos;s 1F1B: accelerate&apos;s Megatron-LM plugin has no schedule setting</source>
        <translation>the pipeline runs Megatron&apos;s 1F1B: accelerate&apos;s Megatron-LM plugin has no schedule setting</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="170"/>
        <source>gradient reduction not overlapped: the plugin has no --overlap-grad-reduce setting</source>
        <translation>gradient reduction not overlapped: the plugin has no --overlap-grad-reduce setting</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="175"/>
        <source>ZeRO-%1 exported as Megatron&apos;s distributed optimizer (ZeRO-1): the plugin has no gradient or weight sharding</source>
        <translation>ZeRO-%1 exported as Megatron&apos;s distributed optimizer (ZeRO-1): the plugin has no gradient or weight sharding</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="194"/>
        <source>gradient reduction overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</source>
        <translation>gradient reduction overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="197"/>
        <source>gradient reduction not overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</source>
        <translation>gradient reduction not overlapped: the DeepSpeed plugin keeps DeepSpeed&apos;s default overlap_comm for ZeRO-%1</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="212"/>
        <source>FP8 exported as BF16: the DeepSpeed plugin has no FP8</source>
        <translation>FP8 exported as BF16: the DeepSpeed plugin has no FP8</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="217"/>
        <source>selective recompute exported as FSDP activation checkpointing, which recomputes each transformer layer whole: accelerate&apos;s FSDP has no selective policy</source>
        <translation>selective recompute exported as FSDP activation checkpointing, which recomputes each transformer layer whole: accelerate&apos;s FSDP has no selective policy</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="224"/>
        <source>DP %1 sharded by FSDP (like ZeRO-2): accelerate rejects TP or CP together with pure replication</source>
        <translation>DP %1 sharded by FSDP (like ZeRO-2): accelerate rejects TP or CP together with pure replication</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="229"/>
        <source>ZeRO-1 exported as FSDP keeping weights gathered after forward (like ZeRO-2): FSDP has no optimizer-only sharding</source>
        <translation>ZeRO-1 exported as FSDP keeping weights gathered after forward (like ZeRO-2): FSDP has no optimizer-only sharding</translation>
    </message>
    <message>
        <location filename="../core/export/accelerateexport.cpp" line="238"/>
        <source>no known Hugging Face layer class for this model: FSDP wraps by size (100M parameters)</source>
        <translation>no known Hugging Face layer class for this model: FSDP wraps by size (100M parameters)</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="43"/>
        <location filename="../core/export/torchtitanexport.cpp" line="142"/>
        <source>EP %1 dropped: the model has no experts</source>
        <translation>EP %1 dropped: the model has no experts</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="50"/>
        <source>DeepSpeed and Megatron-DeepSpeed have no context parallelism (their Ulysses sequence parallelism splits attention heads, not the sequence); use Megatron-LM or torchtitan</source>
        <translation>DeepSpeed and Megatron-DeepSpeed have no context parallelism (their Ulysses sequence parallelism splits attention heads, not the sequence); use Megatron-LM or torchtitan</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="56"/>
        <source>Megatron-DeepSpeed has no sliding-window, chunked or sink attention; without TP, PP or EP the DeepSpeed config trains the Hugging Face model, which has it</source>
        <translation>Megatron-DeepSpeed has no sliding-window, chunked or sink attention; without TP, PP or EP the DeepSpeed config trains the Hugging Face model, which has it</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="63"/>
        <source>Megatron-DeepSpeed has no multi-latent attention</source>
        <translation>Megatron-DeepSpeed has no multi-latent attention</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="71"/>
        <location filename="../core/export/megatronarguments.cpp" line="129"/>
        <source>the %1 experts are not divisible by EP %2</source>
        <translation>the %1 experts are not divisible by EP %2</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="75"/>
        <source>DeepSpeed&apos;s MoE does not work with ZeRO-3; use ZeRO 0 to 2</source>
        <translation>DeepSpeed&apos;s MoE does not work with ZeRO-3; use ZeRO 0 to 2</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="79"/>
        <source>without TP, PP or EP the DeepSpeed config trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0 or use EP for Megatron-DeepSpeed&apos;s capacity</source>
        <translation>without TP, PP or EP the DeepSpeed config trains your own model, whose router the config cannot cap; set training.moe.capacity_factor to 0 or use EP for Megatron-DeepSpeed&apos;s capacity</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="85"/>
        <source>Megatron-DeepSpeed&apos;s gate has no group-limited routing: the model routes each token over all %1 experts, not %2 of the %3 groups</source>
        <translation>Megatron-DeepSpeed&apos;s gate has no group-limited routing: the model routes each token over all %1 experts, not %2 of the %3 groups</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="92"/>
        <source>DeepSpeed&apos;s MoE moves tokens with NCCL&apos;s all-to-all, not DeepEP: across nodes every copy of a token takes the network</source>
        <translation>DeepSpeed&apos;s MoE moves tokens with NCCL&apos;s all-to-all, not DeepEP: across nodes every copy of a token takes the network</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="98"/>
        <source>DeepSpeed&apos;s MoE pads every expert to its capacity: the run does more expert work than the estimate; set training.moe.pad_to_capacity to estimate it</source>
        <translation>DeepSpeed&apos;s MoE pads every expert to its capacity: the run does more expert work than the estimate; set training.moe.pad_to_capacity to estimate it</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="106"/>
        <location filename="../core/export/megatronarguments.cpp" line="105"/>
        <source>the %1 attention heads are not divisible by TP %2</source>
        <translation>the %1 attention heads are not divisible by TP %2</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="112"/>
        <source>ZeRO stage %1 lowered to 1: DeepSpeed&apos;s pipeline engine refuses ZeRO-2 and ZeRO-3 (optimizer state stays sharded; gradients and weights are no longer)</source>
        <translation>ZeRO stage %1 lowered to 1: DeepSpeed&apos;s pipeline engine refuses ZeRO-2 and ZeRO-3 (optimizer state stays sharded; gradients and weights are no longer)</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="121"/>
        <source>interleaving dropped: DeepSpeed&apos;s pipeline engine runs one contiguous block of layers per stage</source>
        <translation>interleaving dropped: DeepSpeed&apos;s pipeline engine runs one contiguous block of layers per stage</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="125"/>
        <source>%1 exported as DeepSpeed&apos;s pipeline schedule (deepspeed/runtime/pipe/schedule.py TrainSchedule, a 1F1B): it has no other; expect a larger bubble than ShardScope estimated</source>
        <translation>%1 exported as DeepSpeed&apos;s pipeline schedule (deepspeed/runtime/pipe/schedule.py TrainSchedule, a 1F1B): it has no other; expect a larger bubble than ShardScope estimated</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="135"/>
        <source>Megatron-DeepSpeed splits experts over all of TP (--enable-expert-tensor-parallelism) or not at all, not over expert TP %1</source>
        <translation>Megatron-DeepSpeed splits experts over all of TP (--enable-expert-tensor-parallelism) or not at all, not over expert TP %1</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="144"/>
        <source>gradient reduction exported without overlap: overlap_comm is written for ZeRO-2/3 only, and the pipeline engine reduces after the last micro-batch</source>
        <translation>gradient reduction exported without overlap: overlap_comm is written for ZeRO-2/3 only, and the pipeline engine reduces after the last micro-batch</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="150"/>
        <source>TP communication overlap left out: Megatron-DeepSpeed has no --tp-comm-overlap</source>
        <translation>TP communication overlap left out: Megatron-DeepSpeed has no --tp-comm-overlap</translation>
    </message>
    <message>
        <source>FP8 exported as BF16: DeepSpeed&apos;s config has no FP8 training switch</source>
        <translation type="vanished">FP8 exported as BF16: DeepSpeed&apos;s config has no FP8 training switch</translation>
    </message>
    <message>
        <location filename="../core/export/deepspeedexport.cpp" line="188"/>
        <source>attention exported as FlashAttention-2 (--use-flash-attn-v2): Megatron-DeepSpeed has no Transformer Engine fused attention, and on this GPU FlashAttention-2 is slower; set the attention kernel to FlashAttention-2 to estimate it</source>
        <translation>attention exported as FlashAttention-2 (--use-flash-attn-v2): Megatron-DeepSpeed has no Transformer Engine fused attention, and on this GPU FlashAttention-2 is slower; set the attention kernel to FlashAttention-2 to estimate it</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="17"/>
        <source>pretrain_gpt.py flags in a per-node torchrun script</source>
        <translation>pretrain_gpt.py flags in a per-node torchrun script</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="18"/>
        <source>an sbatch script that starts torchrun on every node</source>
        <translation>an sbatch script that starts torchrun on every node</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="21"/>
        <source>ds_config.json and a Megatron-DeepSpeed or torchrun launch script</source>
        <translation>ds_config.json and a Megatron-DeepSpeed or torchrun launch script</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="22"/>
        <source>a TOML job file and its torchrun launch</source>
        <translation>a TOML job file and its torchrun launch</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="24"/>
        <source>a recipe override script and its torchrun launch</source>
        <translation>a recipe override script and its torchrun launch</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="26"/>
        <source>the parallelism and shape block of megatron_gpt_config.yaml</source>
        <translation>the parallelism and shape block of megatron_gpt_config.yaml</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="27"/>
        <source>an accelerate config YAML and its launch line</source>
        <translation>an accelerate config YAML and its launch line</translation>
    </message>
    <message>
        <location filename="../core/export/exporters.cpp" line="50"/>
        <source>unknown export target &quot;%1&quot; (known: %2)</source>
        <translation>unknown export target &quot;%1&quot; (known: %2)</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="27"/>
        <source>the layout needs %1 GPUs (TP x PP x CP x DP) but the cluster has %2</source>
        <translation>the layout needs %1 GPUs (TP x PP x CP x DP) but the cluster has %2</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="34"/>
        <source>the layout uses %1 GPUs, which is not a whole number of %2-GPU nodes; torchrun starts the same number of processes on every node</source>
        <translation>the layout uses %1 GPUs, which is not a whole number of %2-GPU nodes; torchrun starts the same number of processes on every node</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="45"/>
        <source>the global batch %1 is not a multiple of micro-batch x DP = %2</source>
        <translation>the global batch %1 is not a multiple of micro-batch x DP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/jobshape.cpp" line="65"/>
        <source>the stage layer split is not written: this launcher splits the layers over the stages by its own rule</source>
        <translation>the stage layer split is not written: this launcher splits the layers over the stages by its own rule</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="70"/>
        <source>Megatron-LM has no optimizer offload in its mainstream path; export to DeepSpeed, or turn offload off</source>
        <translation>Megatron-LM has no optimizer offload in its mainstream path; export to DeepSpeed, or turn offload off</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="82"/>
        <source>Megatron-Core&apos;s flex dispatcher (DeepEP) does not pad to capacity: turn training.moe.pad_to_capacity off or use the all-to-all dispatcher</source>
        <translation>Megatron-Core&apos;s flex dispatcher (DeepEP) does not pad to capacity: turn training.moe.pad_to_capacity off or use the all-to-all dispatcher</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="90"/>
        <source>--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor: set training.moe.capacity_factor or turn padding off</source>
        <translation>--moe-pad-expert-input-to-capacity needs --moe-expert-capacity-factor: set training.moe.capacity_factor or turn padding off</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="98"/>
        <source>Megatron-Core has no chunked attention (Llama 4&apos;s attention_chunk_size): --window-size is a sliding window, and full attention on those layers would run slower than the estimate</source>
        <translation>Megatron-Core has no chunked attention (Llama 4&apos;s attention_chunk_size): --window-size is a sliding window, and full attention on those layers would run slower than the estimate</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="111"/>
        <source>the %1 KV heads (query groups) are not divisible by TP %2 (megatron-core 0.15 requires it)</source>
        <translation>the %1 KV heads (query groups) are not divisible by TP %2 (megatron-core 0.15 requires it)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="117"/>
        <source>the FFN width %1 is not divisible by TP %2</source>
        <translation>the FFN width %1 is not divisible by TP %2</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="122"/>
        <source>EP %1 dropped: the model has no experts (EP only re-splits the expert layers)</source>
        <translation>EP %1 dropped: the model has no experts (EP only re-splits the expert layers)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="134"/>
        <source>the expert FFN width %1 is not divisible by expert TP %2</source>
        <translation>the expert FFN width %1 is not divisible by expert TP %2</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="141"/>
        <source>the world of %1 GPUs is not divisible by expert TP x EP x PP = %2</source>
        <translation>the world of %1 GPUs is not divisible by expert TP x EP x PP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="147"/>
        <source>the sequence length %1 is not divisible by 2 x CP = %2</source>
        <translation>the sequence length %1 is not divisible by 2 x CP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="169"/>
        <source>GPipe exported as 1F1B: Megatron-LM has no GPipe schedule (same bubble, less memory)</source>
        <translation>GPipe exported as 1F1B: Megatron-LM has no GPipe schedule (same bubble, less memory)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="174"/>
        <source>%1 exported as 1F1B: Megatron-LM&apos;s mainstream schedules are 1F1B and interleaved 1F1B; expect a larger bubble than ShardScope estimated</source>
        <translation>%1 exported as 1F1B: Megatron-LM&apos;s mainstream schedules are 1F1B and interleaved 1F1B; expect a larger bubble than ShardScope estimated</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="186"/>
        <source>interleaving needs PP &gt; 1</source>
        <translation>interleaving needs PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="189"/>
        <source>%1 micro-batches per step are not a multiple of PP %2</source>
        <translation>%1 micro-batches per step are not a multiple of PP %2</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="203"/>
        <source>micro-batch group of %1 dropped: Megatron-LM takes a group from PP %2 up to the %3 micro-batches whose last group is empty or holds at least PP; written with its default group of PP</source>
        <translation>micro-batch group of %1 dropped: Megatron-LM takes a group from PP %2 up to the %3 micro-batches whose last group is empty or holds at least PP; written with its default group of PP</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="216"/>
        <source>%1 micro-batches per step are not a multiple of PP %2: interleaved in micro-batch groups of %3, the smallest Megatron-LM takes</source>
        <translation>%1 micro-batches per step are not a multiple of PP %2: interleaved in micro-batch groups of %3, the smallest Megatron-LM takes</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="252"/>
        <source>uneven pipeline split: %1 layers on the first stage, %2 on the last, %3 on each between</source>
        <translation>uneven pipeline split: %1 layers on the first stage, %2 on the last, %3 on each between</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="257"/>
        <source>uneven pipeline split written as --pipeline-model-parallel-layout (%1 to %2 layers a stage; Megatron-Core 0.13 or later)</source>
        <translation>uneven pipeline split written as --pipeline-model-parallel-layout (%1 to %2 layers a stage; Megatron-Core 0.13 or later)</translation>
    </message>
    <message>
        <source>%1 layers per pipeline rank are not divisible by %2 chunks</source>
        <translation type="vanished">%1 layers per pipeline rank are not divisible by %2 chunks</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="225"/>
        <source>interleaving dropped, exported as plain 1F1B: </source>
        <translation>interleaving dropped, exported as plain 1F1B: </translation>
    </message>
    <message>
        <source>interleaving dropped: no split of %1 layers over %2 stages gives every chunk whole layers</source>
        <translation type="vanished">interleaving dropped: no split of %1 layers over %2 stages gives every chunk whole layers</translation>
    </message>
    <message>
        <source>the %1 layers cannot be split over %2 pipeline stages in a way Megatron accepts (equal first/last and equal middle stages)</source>
        <translation type="vanished">the %1 layers cannot be split over %2 pipeline stages in a way Megatron accepts (equal first/last and equal middle stages)</translation>
    </message>
    <message>
        <source>uneven pipeline split: %1 layers on the first and last stage, %2 on each middle stage (%3 do not divide by %4)</source>
        <translation type="vanished">uneven pipeline split: %1 layers on the first and last stage, %2 on each middle stage (%3 do not divide by %4)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="308"/>
        <source>sequence parallelism left out: at TP 1 Megatron switches it off anyway</source>
        <translation>sequence parallelism left out: at TP 1 Megatron switches it off anyway</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="314"/>
        <source>sequence parallelism turned on: Megatron requires it (before 0.15) or warns (from 0.15) when EP and TP are both used</source>
        <translation>sequence parallelism turned on: Megatron requires it (before 0.15) or warns (from 0.15) when EP and TP are both used</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="326"/>
        <source>TP communication overlap left out: --tp-comm-overlap needs sequence parallelism</source>
        <translation>TP communication overlap left out: --tp-comm-overlap needs sequence parallelism</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="374"/>
        <source>EP all-to-all overlap left out: with PP &gt; 1 Megatron-Core overlaps it only in the interleaved schedule</source>
        <translation>EP all-to-all overlap left out: with PP &gt; 1 Megatron-Core overlaps it only in the interleaved schedule</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="377"/>
        <source>EP all-to-all overlap left out: Megatron-Core refuses it with full recompute</source>
        <translation>EP all-to-all overlap left out: Megatron-Core refuses it with full recompute</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="380"/>
        <source>EP all-to-all overlap left out: Megatron-Core refuses it when the moe module is recomputed</source>
        <translation>EP all-to-all overlap left out: Megatron-Core refuses it when the moe module is recomputed</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="383"/>
        <source>EP all-to-all overlap left out: Megatron-Core runs it only for a BF16 or FP16 model</source>
        <translation>EP all-to-all overlap left out: Megatron-Core runs it only for a BF16 or FP16 model</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="392"/>
        <source>--overlap-moe-expert-parallel-comm needs PyTorch 2.6 or later (earlier versions hang)</source>
        <translation>--overlap-moe-expert-parallel-comm needs PyTorch 2.6 or later (earlier versions hang)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="424"/>
        <source>max position embeddings raised to the sequence length %1 (the model was trained for %2)</source>
        <translation>max position embeddings raised to the sequence length %1 (the model was trained for %2)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="502"/>
        <source>the estimate spreads the tokens evenly over the expert ranks; a benchmark run matches that with --moe-router-force-load-balancing (random routing, never for real training); set training.moe.load_imbalance to what your router logs</source>
        <translation>the estimate spreads the tokens evenly over the expert ranks; a benchmark run matches that with --moe-router-force-load-balancing (random routing, never for real training); set training.moe.load_imbalance to what your router logs</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="527"/>
        <source>--attention-backend flash runs the flash-attn package: install flash-attn 2.x (with FlashAttention-3 installed Transformer Engine runs that, faster than the estimate)</source>
        <translation>--attention-backend flash runs the flash-attn package: install flash-attn 2.x (with FlashAttention-3 installed Transformer Engine runs that, faster than the estimate)</translation>
    </message>
    <message>
        <location filename="../core/export/megatronarguments.cpp" line="532"/>
        <source>add --rotary-base with your checkpoint&apos;s rope theta (for example 500000 for Llama 3): it is not part of a ShardScope model and Megatron&apos;s default is 10000</source>
        <translation>add --rotary-base with your checkpoint&apos;s rope theta (for example 500000 for Llama 3): it is not part of a ShardScope model and Megatron&apos;s default is 10000</translation>
    </message>
    <message>
        <source>main gradients stay in fp32: the exported flags keep Megatron&apos;s default</source>
        <translation type="vanished">main gradients stay in fp32: the exported flags keep Megatron&apos;s default</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="68"/>
        <source>gradient reduction overlapped: the recipe&apos;s distributed data-parallel config overlaps it</source>
        <translation>gradient reduction overlapped: the recipe&apos;s distributed data-parallel config overlaps it</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="72"/>
        <source>TP communication overlap left out: NeMo&apos;s MegatronCommOverlapCallback is not written</source>
        <translation>TP communication overlap left out: NeMo&apos;s MegatronCommOverlapCallback is not written</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="76"/>
        <source>EP all-to-all overlap left out: the NeMo files do not write Megatron-Core&apos;s overlap_moe_expert_parallel_comm</source>
        <translation>EP all-to-all overlap left out: the NeMo files do not write Megatron-Core&apos;s overlap_moe_expert_parallel_comm</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="87"/>
        <source>FlashAttention-2 left out: NeMo runs Transformer Engine&apos;s default attention backend (its fused cuDNN kernel on this GPU), faster than the estimate</source>
        <translation>FlashAttention-2 left out: NeMo runs Transformer Engine&apos;s default attention backend (its fused cuDNN kernel on this GPU), faster than the estimate</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="110"/>
        <source>no NeMo 2 recipe is known for this model; use the NeMo 1.x YAML target (nemo1) or Megatron-LM</source>
        <translation>no NeMo 2 recipe is known for this model; use the NeMo 1.x YAML target (nemo1) or Megatron-LM</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="121"/>
        <source>ZeRO-%1 exported as the distributed optimizer (ZeRO-1): the recipe&apos;s Megatron strategy shards the optimizer state only</source>
        <translation>ZeRO-%1 exported as the distributed optimizer (ZeRO-1): the recipe&apos;s Megatron strategy shards the optimizer state only</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="270"/>
        <source>the %1 layers are split unevenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</source>
        <translation>the %1 layers are split unevenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</translation>
    </message>
    <message>
        <source>FP8 exported as BF16 mixed precision: add NeMo&apos;s FP8 settings yourself</source>
        <translation type="vanished">FP8 exported as BF16 mixed precision: add NeMo&apos;s FP8 settings yourself</translation>
    </message>
    <message>
        <source>the %1 layers do not split evenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</source>
        <translation type="vanished">the %1 layers do not split evenly over %2 stages, and the NeMo 1.x template has no uneven-stage keys</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="275"/>
        <source>the NeMo 1.x GPT template has no multi-latent attention</source>
        <translation>the NeMo 1.x GPT template has no multi-latent attention</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="280"/>
        <source>the NeMo 1.x template has a sliding window on every layer or none: no interleaved global layers</source>
        <translation>the NeMo 1.x template has a sliding window on every layer or none: no interleaved global layers</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="285"/>
        <source>the NeMo 1.x template has biases on every linear layer or on none, not on Q, K and V alone</source>
        <translation>the NeMo 1.x template has biases on every linear layer or on none, not on Q, K and V alone</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="289"/>
        <source>the NeMo 1.x template has no model without position embeddings</source>
        <translation>the NeMo 1.x template has no model without position embeddings</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="293"/>
        <source>the NeMo 1.x template has no attention sinks (learnable softmax)</source>
        <translation>the NeMo 1.x template has no attention sinks (learnable softmax)</translation>
    </message>
    <message>
        <location filename="../core/export/nemoexport.cpp" line="302"/>
        <source>ZeRO-%1 exported as the distributed fused Adam (optimizer sharding only)</source>
        <translation>ZeRO-%1 exported as the distributed fused Adam (optimizer sharding only)</translation>
    </message>
    <message>
        <source>FP8 exported as bf16-mixed: add the template&apos;s fp8 keys yourself</source>
        <translation type="vanished">FP8 exported as bf16-mixed: add the template&apos;s fp8 keys yourself</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="128"/>
        <source>torchtitan builds models from registered flavours and none has this model&apos;s shape (known: llama3 8B, 70B, 405B; deepseek_v3 16B, 236B, 671B)</source>
        <translation>torchtitan builds models from registered flavours and none has this model&apos;s shape (known: llama3 8B, 70B, 405B; deepseek_v3 16B, 236B, 671B)</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="133"/>
        <source>heads (%1) and KV heads (%2) must divide by TP %3</source>
        <translation>heads (%1) and KV heads (%2) must divide by TP %3</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="137"/>
        <source>the sequence length %1 is not divisible by 2 x CP x TP = %2</source>
        <translation>the sequence length %1 is not divisible by 2 x CP x TP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="149"/>
        <source>torchtitan&apos;s expert TP must be 1 or TP (%1), not %2</source>
        <translation>torchtitan&apos;s expert TP must be 1 or TP (%1), not %2</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="180"/>
        <source>DP %1 becomes an FSDP shard degree (weights gathered for the whole step, like ZeRO-2): torchtitan cannot combine plain DDP with TP, PP or CP</source>
        <translation>DP %1 becomes an FSDP shard degree (weights gathered for the whole step, like ZeRO-2): torchtitan cannot combine plain DDP with TP, PP or CP</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="186"/>
        <source>ZeRO-1 exported as FSDP keeping weights gathered between forward and backward (like ZeRO-2): FSDP has no optimizer-only sharding</source>
        <translation>ZeRO-1 exported as FSDP keeping weights gathered between forward and backward (like ZeRO-2): FSDP has no optimizer-only sharding</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="194"/>
        <source>EP x expert TP = %1 must divide FSDP x CP x TP = %2</source>
        <translation>EP x expert TP = %1 must divide FSDP x CP x TP = %2</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="216"/>
        <source>ZB-H1 exported as 1F1B: torchtitan&apos;s zero-bubble schedules are the multi-stage InterleavedZeroBubble and ZBVZeroBubble</source>
        <translation>ZB-H1 exported as 1F1B: torchtitan&apos;s zero-bubble schedules are the multi-stage InterleavedZeroBubble and ZBVZeroBubble</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="212"/>
        <source>DualPipe exported as torchtitan&apos;s DualPipeV (the V-shaped variant, two stages per rank)</source>
        <translation>DualPipe exported as torchtitan&apos;s DualPipeV (the V-shaped variant, two stages per rank)</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="121"/>
        <source>torchtitan&apos;s registered llama3 and deepseek_v3 flavours use full causal attention: none has this model&apos;s sliding-window, chunked or sink attention</source>
        <translation>torchtitan&apos;s registered llama3 and deepseek_v3 flavours use full causal attention: none has this model&apos;s sliding-window, chunked or sink attention</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="152"/>
        <source>torchtitan&apos;s MoE is dropless: it has no expert capacity; set training.moe.capacity_factor to 0</source>
        <translation>torchtitan&apos;s MoE is dropless: it has no expert capacity; set training.moe.capacity_factor to 0</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="170"/>
        <source>ZeRO-%1 with PP exported as FSDP under the pipeline schedule, which holds what ZeRO-1 holds: the stage&apos;s weights gathered and its gradients unsharded in fp32 until the last micro-batch</source>
        <translation>ZeRO-%1 with PP exported as FSDP under the pipeline schedule, which holds what ZeRO-1 holds: the stage&apos;s weights gathered and its gradients unsharded in fp32 until the last micro-batch</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="228"/>
        <source>%1 layers in stages of %2 make %3 stages, not %4 (TT-9)</source>
        <translation>%1 layers in stages of %2 make %3 stages, not %4 (TT-9)</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="233"/>
        <source>%1 micro-batches are not a multiple of PP %2 (TT-12)</source>
        <translation>%1 micro-batches are not a multiple of PP %2 (TT-12)</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="237"/>
        <source>micro-batch group of %1 dropped: PyTorch&apos;s Interleaved1F1B runs rounds of PP %2 micro-batches</source>
        <translation>micro-batch group of %1 dropped: PyTorch&apos;s Interleaved1F1B runs rounds of PP %2 micro-batches</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="243"/>
        <source>%1 exported as 1F1B: </source>
        <translation>%1 exported as 1F1B: </translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="255"/>
        <source>dropout turned off: torchtitan&apos;s models have no dropout layers</source>
        <translation>dropout turned off: torchtitan&apos;s models have no dropout layers</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="261"/>
        <source>sequence parallelism turned on: torchtitan&apos;s tensor parallelism always shards the norms over the sequence</source>
        <translation>sequence parallelism turned on: torchtitan&apos;s tensor parallelism always shards the norms over the sequence</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="267"/>
        <source>data-parallel communication overlapped: FSDP2&apos;s prefetch and DDP&apos;s buckets cannot be switched off in torchtitan</source>
        <translation>data-parallel communication overlapped: FSDP2&apos;s prefetch and DDP&apos;s buckets cannot be switched off in torchtitan</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="272"/>
        <source>TP communication overlap left out: enable_async_tensor_parallel (with compile) is not written</source>
        <translation>TP communication overlap left out: enable_async_tensor_parallel (with compile) is not written</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="280"/>
        <source>FlashAttention-2 is what PyTorch SDPA runs on Hopper unless it prefers cuDNN attention (torch builds with cuDNN newer than 9.15, or TORCH_CUDNN_SDPA_PREFERRED=1)</source>
        <translation>FlashAttention-2 is what PyTorch SDPA runs on Hopper unless it prefers cuDNN attention (torch builds with cuDNN newer than 9.15, or TORCH_CUDNN_SDPA_PREFERRED=1)</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="284"/>
        <source>the fused (cuDNN) attention is what PyTorch SDPA runs on Hopper only when it prefers cuDNN (torch builds with cuDNN newer than 9.15); older builds run FlashAttention-2, slower than the estimate</source>
        <translation>the fused (cuDNN) attention is what PyTorch SDPA runs on Hopper only when it prefers cuDNN (torch builds with cuDNN newer than 9.15); older builds run FlashAttention-2, slower than the estimate</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="292"/>
        <source>without FSDP the bf16 mixed-precision setting only takes effect through autocast</source>
        <translation>without FSDP the bf16 mixed-precision setting only takes effect through autocast</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="295"/>
        <source>FP16 exported as BF16: torchtitan trains in bf16 or fp32</source>
        <translation>FP16 exported as BF16: torchtitan trains in bf16 or fp32</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="301"/>
        <source>torchtitan&apos;s [model] converters quantize with torchao&apos;s tensorwise FP8 (quantize.linear.float8) or MXFP8 (quantize.linear.mx) only; %1 has no converter</source>
        <translation>torchtitan&apos;s [model] converters quantize with torchao&apos;s tensorwise FP8 (quantize.linear.float8) or MXFP8 (quantize.linear.mx) only; %1 has no converter</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="313"/>
        <source>BF16 Adam moments exported as fp32: torchtitan&apos;s [optimizer] has no key for the moments&apos; dtype</source>
        <translation>BF16 Adam moments exported as fp32: torchtitan&apos;s [optimizer] has no key for the moments&apos; dtype</translation>
    </message>
    <message>
        <source>FP8 exported as BF16: enable [quantize.linear.float8] yourself to train in FP8</source>
        <translation type="vanished">FP8 exported as BF16: enable [quantize.linear.float8] yourself to train in FP8</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="318"/>
        <source>CPU offload in torchtitan goes through FSDP; it needs an FSDP shard degree &gt; 1</source>
        <translation>CPU offload in torchtitan goes through FSDP; it needs an FSDP shard degree &gt; 1</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="324"/>
        <source>Megatron-style selective recompute (the core attention) exported as torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;: every other matmul&apos;s output kept): torchtitan has no module policy</source>
        <translation>Megatron-style selective recompute (the core attention) exported as torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;: every other matmul&apos;s output kept): torchtitan has no module policy</translation>
    </message>
    <message>
        <location filename="../core/export/torchtitanexport.cpp" line="333"/>
        <source>SGD exported as AdamW: the optimizers torchtitan registers are the Adam family</source>
        <translation>SGD exported as AdamW: the optimizers torchtitan registers are the Adam family</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="113"/>
        <source>--recompute-modules mla_up_proj needs multi-latent attention, which this model does not have (Megatron-Core refuses it at start-up)</source>
        <translation>--recompute-modules mla_up_proj needs multi-latent attention, which this model does not have (Megatron-Core refuses it at start-up)</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="119"/>
        <source>--recompute-modules moe_act and layernorm do not work with FP8 delayed scaling (Megatron-Core refuses them at start-up); use the current or blockwise recipe</source>
        <translation>--recompute-modules moe_act and layernorm do not work with FP8 delayed scaling (Megatron-Core refuses them at start-up); use the current or blockwise recipe</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="131"/>
        <source>%1 cannot choose the modules selective recompute re-runs (%2): only Megatron-LM and NeMo 2 take --recompute-modules</source>
        <translation>%1 cannot choose the modules selective recompute re-runs (%2): only Megatron-LM and NeMo 2 take --recompute-modules</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="137"/>
        <source>%1 checkpoints every layer on its own under full recompute; it has no block method and no checkpoints of several layers</source>
        <translation>%1 checkpoints every layer on its own under full recompute; it has no block method and no checkpoints of several layers</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="156"/>
        <source>Megatron-Core offloads activations (--cpu-offloading-num-layers %1) only for fewer layers than the model&apos;s %2, without pipeline parallelism and without activation recompute</source>
        <translation>Megatron-Core offloads activations (--cpu-offloading-num-layers %1) only for fewer layers than the model&apos;s %2, without pipeline parallelism and without activation recompute</translation>
    </message>
    <message>
        <location filename="../core/export/recomputeexport.cpp" line="169"/>
        <source>%1 has no activation offload to host memory; only Megatron-LM and NeMo 2 take --cpu-offloading-num-layers</source>
        <translation>%1 has no activation offload to host memory; only Megatron-LM and NeMo 2 take --cpu-offloading-num-layers</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="13"/>
        <source>DeepSpeed&apos;s ZeRO-3</source>
        <translation>DeepSpeed&apos;s ZeRO-3</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="14"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../core/export/zero3engineadaptation.cpp" line="33"/>
        <source>ZeRO-3 runs as %1, not %2 as planned: the estimate of the exported plan hides as much of the per-layer gathers and reduce-scatters as %1 does</source>
        <translation>ZeRO-3 runs as %1, not %2 as planned: the estimate of the exported plan hides as much of the per-layer gathers and reduce-scatters as %1 does</translation>
    </message>
    <message>
        <location filename="../core/export/cpcommadaptation.cpp" line="13"/>
        <source>context parallelism runs as PyTorch&apos;s ring, not Megatron-LM&apos;s %1 exchange: the estimate of the exported plan hides the KV exchange as the ring does</source>
        <translation>context parallelism runs as PyTorch&apos;s ring, not Megatron-LM&apos;s %1 exchange: the estimate of the exported plan hides the KV exchange as the ring does</translation>
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
        <translation>%1 days</translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="60"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
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
        <translation>%1 %</translation>
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
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="277"/>
        <location filename="../widgets/support/formulas.cpp" line="139"/>
        <source>Tokens per second</source>
        <translation>Tokens per second</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="142"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="142"/>
        <source>definition</source>
        <translation>definition</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="461"/>
        <location filename="../widgets/panels/summarystrip.cpp" line="273"/>
        <location filename="../widgets/support/formulas.cpp" line="143"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="147"/>
        <source>Narayanan et al. 2021 §3 (the busiest rank of the simulated schedule)</source>
        <translation>Narayanan et al. 2021 §3 (the busiest rank of the simulated schedule)</translation>
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
        <translation>PaLM (Chowdhery et al. 2022) App. B: F_model = (6·N + 6·L·s·(d_qk + d_v)·a) per token, no recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="156"/>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="160"/>
        <source>Korthikanti et al. 2022 §6: model FLOPs plus recomputation</source>
        <translation>Korthikanti et al. 2022 §6: model FLOPs plus recomputation</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="276"/>
        <location filename="../widgets/charts/timechart.cpp" line="462"/>
        <location filename="../widgets/support/formulas.cpp" line="79"/>
        <location filename="../widgets/support/formulas.cpp" line="128"/>
        <source>Pipeline bubble</source>
        <translation>Pipeline bubble</translation>
    </message>
    <message>
        <source>%1 of the step idle (simulated)</source>
        <translation type="vanished">%1 of the step idle (simulated)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="74"/>
        <source>%1 of the schedule idle (simulated)</source>
        <translation>%1 of the schedule idle (simulated)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="82"/>
        <source>Narayanan et al. 2021 §2.2 (1F1B and interleaved); the simulation adds uneven stages and point-to-point time</source>
        <translation>Narayanan et al. 2021 §2.2 (1F1B and interleaved); the simulation adds uneven stages and point-to-point time</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="97"/>
        <source>Qi et al. 2024 §6 (ZB-V): no bubble at F = B = W with m ≥ 2p, the V&apos;s start-up skew; F of one of the rank&apos;s two stages</source>
        <translation>Qi et al. 2024 §6 (ZB-V): no bubble at F = B = W with m ≥ 2p, the V&apos;s start-up skew; F of one of the rank&apos;s two stages</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="111"/>
        <source>deepseek-ai/DualPipe README (DualPipeV: PP = 2p stages on p GPUs); F, B, W of one stage, B the full backward, F&amp;B = F + B</source>
        <translation>deepseek-ai/DualPipe README (DualPipeV: PP = 2p stages on p GPUs); F, B, W of one stage, B the full backward, F&amp;B = F + B</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="113"/>
        <source>DeepSeek-V3 report Table 2; F, B, W of one stage, B the full backward, F&amp;B = F + B</source>
        <translation>DeepSeek-V3 report Table 2; F, B, W of one stage, B the full backward, F&amp;B = F + B</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="122"/>
        <source>Qi et al. 2024 (ZB-H1); B the full backward</source>
        <translation>Qi et al. 2024 (ZB-H1); B the full backward</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="164"/>
        <source>Memory (stage %1)</source>
        <translation>Memory (stage %1)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="169"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="172"/>
        <source>ZeRO (Rajbhandari et al. 2020) §3</source>
        <translation>ZeRO (Rajbhandari et al. 2020) §3</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="174"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="178"/>
        <source>ZeRO §3; Megatron-LM keeps fp32 main gradients (4 B)</source>
        <translation>ZeRO §3; Megatron-LM keeps fp32 main gradients (4 B)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="179"/>
        <source>Optimizer state</source>
        <translation>Optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="183"/>
        <source>ZeRO §3.1: Adam in mixed precision keeps an fp32 copy, m and v (4 + 4 + 4 B)</source>
        <translation>ZeRO §3.1: Adam in mixed precision keeps an fp32 copy, m and v (4 + 4 + 4 B)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="188"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="195"/>
        <source>Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here); the 34 holds 2·s·b·h of dropout masks, kept only with hidden dropout (%2 here)</source>
        <translation>Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here); the 34 holds 2·s·b·h of dropout masks, kept only with hidden dropout (%2 here)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="217"/>
        <source>(cp − 1) · KV block · L · m (ring, forward and backward, again when the attention is recomputed)</source>
        <translation>(cp − 1) · KV block · L · m (ring, forward and backward, again when the attention is recomputed)</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here)</source>
        <translation type="vanished">Korthikanti et al. 2022 Table 2: s·b·h·(34 + 5·a·s/h) per layer, ÷t with SP, the attention term dropped by flash attention and selective recompute, 2·s·b·h with full recompute (%1 here)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="202"/>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="209"/>
        <source>ZeRO §7 (2Ψ for DDP and ZeRO-1/2, 3Ψ for ZeRO-3); ring factors from nccl-tests</source>
        <translation>ZeRO §7 (2Ψ for DDP and ZeRO-1/2, 3Ψ for ZeRO-3); ring factors from nccl-tests</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="212"/>
        <source>Korthikanti et al. 2022 §4.2.2: two all-reduces per layer forward, two backward</source>
        <translation>Korthikanti et al. 2022 §4.2.2: two all-reduces per layer forward, two backward</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="214"/>
        <source>2 · b · s · h · 2 B · m · v (per boundary)</source>
        <translation>2 · b · s · h · 2 B · m · v (per boundary)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="215"/>
        <source>Narayanan et al. 2021 §3.2: one activation forward, one gradient backward per micro-batch</source>
        <translation>Narayanan et al. 2021 §3.2: one activation forward, one gradient backward per micro-batch</translation>
    </message>
    <message>
        <source>(cp − 1) · KV block · L · m (ring, forward and backward)</source>
        <translation type="vanished">(cp − 1) · KV block · L · m (ring, forward and backward)</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="218"/>
        <source>Megatron-LM context parallelism (ring attention); Llama 3 §3.3.2</source>
        <translation>Megatron-LM context parallelism (ring attention); Llama 3 §3.3.2</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="221"/>
        <source>Dispatch and combine, forward and backward (DeepSeek-V3 §3.2.2)</source>
        <translation>Dispatch and combine, forward and backward (DeepSeek-V3 §3.2.2)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="487"/>
        <location filename="../widgets/support/formulas.cpp" line="223"/>
        <source>%1 over %2 GPUs</source>
        <translation>%1 over %2 GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="225"/>
        <source>n = %1, on %2</source>
        <translation>n = %1, on %2</translation>
    </message>
    <message>
        <location filename="../widgets/support/formulas.cpp" line="226"/>
        <source>%1 per GPU per step, %2 (%3 exposed)</source>
        <translation>%1 per GPU per step, %2 (%3 exposed)</translation>
    </message>
</context>
<context>
    <name>InputText</name>
    <message>
        <location filename="../core/io/inputtext.cpp" line="36"/>
        <source>missing (required field)</source>
        <translation>missing (required field)</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="41"/>
        <source>unknown field (check the spelling; see README, &quot;Scenario files&quot;)</source>
        <translation>unknown field (check the spelling; see README, &quot;Scenario files&quot;)</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="46"/>
        <source>must be an object, got %1</source>
        <translation>must be an object, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="51"/>
        <source>must be a string, got %1</source>
        <translation>must be a string, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="56"/>
        <source>must be true or false, got %1</source>
        <translation>must be true or false, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="61"/>
        <source>must be one of %1, got %2</source>
        <translation>must be one of %1, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="68"/>
        <source>must be a positive integer, got %1</source>
        <translation>must be a positive integer, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="70"/>
        <source>must be a non-negative integer, got %1</source>
        <translation>must be a non-negative integer, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="71"/>
        <source>must be an integer of at least %1, got %2</source>
        <translation>must be an integer of at least %1, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="76"/>
        <source>must be a positive integer no larger than %1, got %2</source>
        <translation>must be a positive integer no larger than %1, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="79"/>
        <source>must be a non-negative integer no larger than %1, got %2</source>
        <translation>must be a non-negative integer no larger than %1, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="81"/>
        <source>must be an integer of at least %1 no larger than %2, got %3</source>
        <translation>must be an integer of at least %1 no larger than %2, got %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="87"/>
        <source>must be a finite number from %1 to %2, got %3</source>
        <translation>must be a finite number from %1 to %2, got %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="93"/>
        <source>must be at most %1 characters long, got %2</source>
        <translation>must be at most %1 characters long, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="99"/>
        <source>must not exceed %1 (%2), got %3</source>
        <translation>must not exceed %1 (%2), got %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="104"/>
        <source>must divide %1 (%2), got %3</source>
        <translation>must divide %1 (%2), got %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="109"/>
        <source>must be smaller than %1 (%2), got %3</source>
        <translation>must be smaller than %1 (%2), got %3</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="115"/>
        <source>missing: hidden (%1) is not divisible by heads (%2), so the head size must be given</source>
        <translation>missing: hidden (%1) is not divisible by heads (%2), so the head size must be given</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="121"/>
        <source>needs shared_experts &gt; 0</source>
        <translation>needs shared_experts &gt; 0</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="126"/>
        <source>must be at least 1 token when local_attention is sliding or chunked</source>
        <translation>must be at least 1 token when local_attention is sliding or chunked</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="131"/>
        <source>must equal heads with multi-latent attention (mla), got %1</source>
        <translation>must equal heads with multi-latent attention (mla), got %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="136"/>
        <source>gpus_per_node x nodes must not exceed %1 GPUs, got %2</source>
        <translation>gpus_per_node x nodes must not exceed %1 GPUs, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="142"/>
        <source>world size tp x pp x cp x dp = %1 exceeds the supported maximum of %2 GPUs</source>
        <translation>world size tp x pp x cp x dp = %1 exceeds the supported maximum of %2 GPUs</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="148"/>
        <source>larger than %1, the most ShardScope reads from one file</source>
        <translation>larger than %1, the most ShardScope reads from one file</translation>
    </message>
    <message>
        <location filename="../core/io/boundedread.cpp" line="28"/>
        <source>cannot read: %1</source>
        <translation>cannot read: %1</translation>
    </message>
    <message>
        <location filename="../core/io/inputtext.cpp" line="154"/>
        <source>is a directory, not a file</source>
        <translation>is a directory, not a file</translation>
    </message>
    <message>
        <location filename="../core/io/boundedread.cpp" line="41"/>
        <location filename="../core/io/safewrite.cpp" line="119"/>
        <source>cannot open: %1</source>
        <translation>cannot open: %1</translation>
    </message>
    <message>
        <location filename="../core/io/hffields.cpp" line="8"/>
        <source>missing (needed for model_type &quot;%1&quot;)</source>
        <translation>missing (needed for model_type &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="34"/>
        <source>%1 is not supported for this family (ShardScope models SwiGLU, i.e. &quot;silu&quot;)</source>
        <translation>%1 is not supported for this family (ShardScope models SwiGLU, i.e. &quot;silu&quot;)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="39"/>
        <source>%1 is not supported (ShardScope models GeLU and SwiGLU MLPs)</source>
        <translation>%1 is not supported (ShardScope models GeLU and SwiGLU MLPs)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="51"/>
        <source>must be a list of layer indices, got %1</source>
        <translation>must be a list of layer indices, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="55"/>
        <source>must hold integers, got %1</source>
        <translation>must hold integers, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="62"/>
        <source>dense layers that are not the leading ones are not supported (ShardScope places dense layers first)</source>
        <translation>dense layers that are not the leading ones are not supported (ShardScope places dense layers first)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="173"/>
        <source>must divide n_routed_experts (%1)</source>
        <translation>must divide n_routed_experts (%1)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="189"/>
        <source>qk_nope_head_dim + qk_rope_head_dim must be at most %1, got %2</source>
        <translation>qk_nope_head_dim + qk_rope_head_dim must be at most %1, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="210"/>
        <source>%1 is not supported for Gemma 3 (its MLP is a gated GeLU)</source>
        <translation>%1 is not supported for Gemma 3 (its MLP is a gated GeLU)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="273"/>
        <source>an explicit list of MoE layers is not supported (interleave_moe_layer_step is)</source>
        <translation>an explicit list of MoE layers is not supported (interleave_moe_layer_step is)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="347"/>
        <source>missing (every Hugging Face config.json names its model_type)</source>
        <translation>missing (every Hugging Face config.json names its model_type)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="354"/>
        <source>%1 is not supported (supported: %2)</source>
        <translation>%1 is not supported (supported: %2)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="361"/>
        <source>missing (model_type %1 holds its language model there)</source>
        <translation>missing (model_type %1 holds its language model there)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="423"/>
        <source>must be at most %1 characters long to name the model, got %2</source>
        <translation>must be at most %1 characters long to name the model, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="432"/>
        <source>missing: hidden_size is not divisible by num_attention_heads</source>
        <translation>missing: hidden_size is not divisible by num_attention_heads</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="434"/>
        <source>must not exceed the number of experts (%1)</source>
        <translation>must not exceed the number of experts (%1)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="438"/>
        <source>leaves no MoE layer</source>
        <translation>leaves no MoE layer</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="446"/>
        <source>the converted model cannot be represented (%1)</source>
        <translation>the converted model cannot be represented (%1)</translation>
    </message>
    <message>
        <location filename="../core/io/hfimport.cpp" line="475"/>
        <location filename="../core/io/hfimport.cpp" line="477"/>
        <source>must be valid UTF-8</source>
        <translation>must be valid UTF-8</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="62"/>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="64"/>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <location filename="../core/io/jsonfields.cpp" line="66"/>
        <source>an unsupported value</source>
        <translation>an unsupported value</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="40"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>not valid JSON at line %1, column %2: %3</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="87"/>
        <source>number %1 underflows (its magnitude is below 2.2e-308, the smallest normal double)</source>
        <translation>number %1 underflows (its magnitude is below 2.2e-308, the smallest normal double)</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="94"/>
        <source>binary values are not JSON</source>
        <translation>binary values are not JSON</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="106"/>
        <source>duplicate key</source>
        <translation>duplicate key</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="116"/>
        <source>number %1 overflows (its magnitude is above 1.8e308, the largest double)</source>
        <translation>number %1 overflows (its magnitude is above 1.8e308, the largest double)</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="120"/>
        <source>syntax error</source>
        <translation>syntax error</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="143"/>
        <source>more than %1 values (ShardScope input holds a few hundred)</source>
        <translation>more than %1 values (ShardScope input holds a few hundred)</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="165"/>
        <source>nested deeper than %1 levels (ShardScope input needs at most a few)</source>
        <translation>nested deeper than %1 levels (ShardScope input needs at most a few)</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="257"/>
        <source>a NUL byte (JSON text never contains one)</source>
        <translation>a NUL byte (JSON text never contains one)</translation>
    </message>
    <message>
        <location filename="../core/io/jsonparse.cpp" line="265"/>
        <source>not valid JSON</source>
        <translation>not valid JSON</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="54"/>
        <source>is %1, but the preset&apos;s fields give %2: they were edited after the fit; calibrate again or remove the calibration block</source>
        <translation>is %1, but the preset&apos;s fields give %2: they were edited after the fit; calibrate again or remove the calibration block</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="110"/>
        <source>must be &quot;%1&quot; or &quot;%2&quot;, got %3</source>
        <translation>must be &quot;%1&quot; or &quot;%2&quot;, got %3</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="114"/>
        <source>must be 1-64 lower-case letters, digits, &apos;-&apos;, &apos;.&apos; or &apos;_&apos;, got %1</source>
        <translation>must be 1-64 lower-case letters, digits, &apos;-&apos;, &apos;.&apos; or &apos;_&apos;, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="131"/>
        <source>base presets form a cycle through &quot;%1&quot;</source>
        <translation>base presets form a cycle through &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="136"/>
        <source>base presets nest more than %1 levels deep</source>
        <translation>base presets nest more than %1 levels deep</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="153"/>
        <source>unknown base preset %1</source>
        <translation>unknown base preset %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="188"/>
        <source>only a cluster preset can carry a calibration</source>
        <translation>only a cluster preset can carry a calibration</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="221"/>
        <source>holds more than %1 entries in it and its subdirectories; this is not a presets directory</source>
        <translation>holds more than %1 entries in it and its subdirectories; this is not a presets directory</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="254"/>
        <source>cannot list the presets directory: %1</source>
        <translation>cannot list the presets directory: %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="272"/>
        <source>cannot read the presets directory: %1</source>
        <translation>cannot read the presets directory: %1</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="273"/>
        <source>not a directory (presets are read from a directory of *.json files)</source>
        <translation>not a directory (presets are read from a directory of *.json files)</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="279"/>
        <source>out of memory while reading this preset file</source>
        <translation>out of memory while reading this preset file</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="317"/>
        <source>unknown model preset &quot;%1&quot;</source>
        <translation>unknown model preset &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/presetlibrary.cpp" line="328"/>
        <source>unknown cluster preset &quot;%1&quot;</source>
        <translation>unknown cluster preset &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="52"/>
        <location filename="../core/io/safewrite.cpp" line="54"/>
        <source>cannot create a temporary file next to it: %1</source>
        <translation>cannot create a temporary file next to it: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="66"/>
        <location filename="../core/io/safewrite.cpp" line="92"/>
        <location filename="../core/io/safewrite.cpp" line="127"/>
        <location filename="../core/io/safewrite.cpp" line="200"/>
        <source>write failed: %1</source>
        <translation>write failed: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="102"/>
        <source>a symbolic link</source>
        <translation>a symbolic link</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="104"/>
        <source>a FIFO</source>
        <translation>a FIFO</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="106"/>
        <source>a character device</source>
        <translation>a character device</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="108"/>
        <source>a block device</source>
        <translation>a block device</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="110"/>
        <source>a socket</source>
        <translation>a socket</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="111"/>
        <source>not a regular file</source>
        <translation>not a regular file</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="144"/>
        <source>written, but syncing its directory failed: %1</source>
        <translation>written, but syncing its directory failed: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="153"/>
        <source>the file name is empty</source>
        <translation>the file name is empty</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="158"/>
        <location filename="../core/io/safewrite.cpp" line="173"/>
        <source>cannot write: %1</source>
        <translation>cannot write: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="161"/>
        <source>is a symbolic link; refusing to write through it</source>
        <translation>is a symbolic link; refusing to write through it</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="166"/>
        <source>cannot follow the link: %1</source>
        <translation>cannot follow the link: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="167"/>
        <source>is a symbolic link to a file that does not exist</source>
        <translation>is a symbolic link to a file that does not exist</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="179"/>
        <source>is %1, not a regular file; refusing to replace it</source>
        <translation>is %1, not a regular file; refusing to replace it</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="194"/>
        <source>cannot keep the file&apos;s owner: %1</source>
        <translation>cannot keep the file&apos;s owner: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="196"/>
        <source>cannot keep the file&apos;s permissions: %1</source>
        <translation>cannot keep the file&apos;s permissions: %1</translation>
    </message>
    <message>
        <location filename="../core/io/safewrite.cpp" line="203"/>
        <source>cannot replace the file: %1</source>
        <translation>cannot replace the file: %1</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="75"/>
        <source>unknown model preset %1 (list them with: shardscope-cli presets models)</source>
        <translation>unknown model preset %1 (list them with: shardscope-cli presets models)</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="77"/>
        <source>unknown cluster preset %1 (list them with: shardscope-cli presets clusters)</source>
        <translation>unknown cluster preset %1 (list them with: shardscope-cli presets clusters)</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="170"/>
        <source>a measured run needs at least one figure (tokens_per_s_per_gpu, tflops_per_gpu, mfu, peak_memory_GiB or step_time_s)</source>
        <translation>a measured run needs at least one figure (tokens_per_s_per_gpu, tflops_per_gpu, mfu, peak_memory_GiB or step_time_s)</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="212"/>
        <source>version &quot;%1&quot; is not supported by this build (it reads version 1)</source>
        <translation>version &quot;%1&quot; is not supported by this build (it reads version 1)</translation>
    </message>
    <message>
        <location filename="../core/io/scenariofile.cpp" line="214"/>
        <source>must be &quot;%1&quot;, got %2</source>
        <translation>must be &quot;%1&quot;, got %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="30"/>
        <source>this pattern of local and global layers is not supported (ShardScope models every n-th layer global, or every layer local)</source>
        <translation>this pattern of local and global layers is not supported (ShardScope models every n-th layer global, or every layer local)</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="40"/>
        <source>must be a list with one entry per layer, got %1</source>
        <translation>must be a list with one entry per layer, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="43"/>
        <source>must have one entry per layer (%1), got %2</source>
        <translation>must have one entry per layer (%1), got %2</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="53"/>
        <source>missing: the config has local-attention layers</source>
        <translation>missing: the config has local-attention layers</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="85"/>
        <source>%1 is not a layer type ShardScope knows (full_attention, sliding_attention, chunked_attention)</source>
        <translation>%1 is not a layer type ShardScope knows (full_attention, sliding_attention, chunked_attention)</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="100"/>
        <source>must hold 0 or 1 per layer, got %1</source>
        <translation>must hold 0 or 1 per layer, got %1</translation>
    </message>
    <message>
        <location filename="../core/io/hfattention.cpp" line="149"/>
        <source>full attention on the first layers and sliding windows after them is not supported (ShardScope models every n-th layer global)</source>
        <translation>full attention on the first layers and sliding windows after them is not supported (ShardScope models every n-th layer global)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="20"/>
        <source>Data parallelism</source>
        <translation>Data parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="21"/>
        <source>The overview counts about 14 GB of DP traffic per step for a 7B model. That is the bf16 gradient buffer: a ring all-reduce puts 2(n−1)/n times it on the wire, about 28 GB per GPU, and twice that with Megatron&apos;s default fp32 gradients.</source>
        <translation>The overview counts about 14 GB of DP traffic per step for a 7B model. That is the bf16 gradient buffer: a ring all-reduce puts 2(n−1)/n times it on the wire, about 28 GB per GPU, and twice that with Megatron&apos;s default fp32 gradients.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="25"/>
        <source>Every GPU holds everything</source>
        <translation>Every GPU holds everything</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="29"/>
        <source>All %1 GPUs run the whole model on their own share of the batch. Each therefore holds all of it: %2 of weights, %3 of gradients and %4 of optimizer state (Adam: fp32 master copy, first and second moment). That is %5 per GPU against %6 of memory. Data parallelism splits the batch, never the model: it only works once one GPU can hold the model.</source>
        <translation>All %1 GPUs run the whole model on their own share of the batch. Each therefore holds all of it: %2 of weights, %3 of gradients and %4 of optimizer state (Adam: fp32 master copy, first and second moment). That is %5 per GPU against %6 of memory. Data parallelism splits the batch, never the model: it only works once one GPU can hold the model.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="41"/>
        <source>The gradient all-reduce</source>
        <translation>The gradient all-reduce</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="44"/>
        <source>After the backward pass every GPU has gradients for its own sequences; an all-reduce averages them. A ring all-reduce puts 2(n−1)/n times the gradient buffer on each GPU&apos;s links: here %1 per GPU per step, %2 of transfer, of which %3 is not hidden behind the backward pass.</source>
        <translation>After the backward pass every GPU has gradients for its own sequences; an all-reduce averages them. A ring all-reduce puts 2(n−1)/n times the gradient buffer on each GPU&apos;s links: here %1 per GPU per step, %2 of transfer, of which %3 is not hidden behind the backward pass.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="58"/>
        <source>ZeRO stages 1, 2 and 3</source>
        <translation>ZeRO stages 1, 2 and 3</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="59"/>
        <source>The overview says ZeRO raises communication to 2.7–3 times that of DP. ZeRO-1 and ZeRO-2 move the same 2Ψ as plain DP; only ZeRO-3 moves 3Ψ, 1.5 times (Rajbhandari et al. 2020, ZeRO).</source>
        <translation>The overview says ZeRO raises communication to 2.7–3 times that of DP. ZeRO-1 and ZeRO-2 move the same 2Ψ as plain DP; only ZeRO-3 moves 3Ψ, 1.5 times (Rajbhandari et al. 2020, ZeRO).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="69"/>
        <source>ZeRO-1 keeps one copy of the optimizer state across the %1 data-parallel GPUs instead of one per GPU: %2 per GPU (it was %3). The communication is the same as plain data parallelism: a reduce-scatter of the gradients and an all-gather of the updated weights move what the all-reduce moved.</source>
        <translation>ZeRO-1 keeps one copy of the optimizer state across the %1 data-parallel GPUs instead of one per GPU: %2 per GPU (it was %3). The communication is the same as plain data parallelism: a reduce-scatter of the gradients and an all-gather of the updated weights move what the all-reduce moved.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="75"/>
        <source>ZeRO-2 shards the gradients too: %1 of gradients per GPU (it was %2), still at the cost of plain data parallelism.</source>
        <translation>ZeRO-2 shards the gradients too: %1 of gradients per GPU (it was %2), still at the cost of plain data parallelism.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="78"/>
        <source>ZeRO-3 (FSDP) shards the weights as well: %1 per GPU (it was %2), %3 in total. Now every layer&apos;s weights must be gathered before its forward and again before its backward: the data-parallel traffic becomes 1.5 times that of ZeRO-2 (%4 per GPU per step, it was %5).</source>
        <translation>ZeRO-3 (FSDP) shards the weights as well: %1 per GPU (it was %2), %3 in total. Now every layer&apos;s weights must be gathered before its forward and again before its backward: the data-parallel traffic becomes 1.5 times that of ZeRO-2 (%4 per GPU per step, it was %5).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="99"/>
        <source>Start: plain data parallelism</source>
        <translation>Start: plain data parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="102"/>
        <source>Plain data parallelism on %1 GPUs: %2 per GPU, of which optimizer state %3. ZeRO removes the copies step by step.</source>
        <translation>Plain data parallelism on %1 GPUs: %2 per GPU, of which optimizer state %3. ZeRO removes the copies step by step.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="108"/>
        <source>ZeRO-1: optimizer state</source>
        <translation>ZeRO-1: optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="109"/>
        <source>ZeRO-2: gradients</source>
        <translation>ZeRO-2: gradients</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/dataparallellessons.cpp" line="110"/>
        <source>ZeRO-3: weights</source>
        <translation>ZeRO-3: weights</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="23"/>
        <source>Tensor parallelism</source>
        <translation>Tensor parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="24"/>
        <source>The overview counts two all-reduces, one forward and one backward. Megatron runs two in the forward and two in the backward pass of every transformer layer (two more with full recompute), and their volume grows with the micro-batch, not the global batch (Korthikanti et al. 2022).</source>
        <translation>The overview counts two all-reduces, one forward and one backward. Megatron runs two in the forward and two in the backward pass of every transformer layer (two more with full recompute), and their volume grows with the micro-batch, not the global batch (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="28"/>
        <source>One TP group per node</source>
        <translation>One TP group per node</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="34"/>
        <source>TP %1 splits every layer&apos;s matrices over the GPUs of one node: each holds 1/%1 of the layer weights (%2 of weights per GPU). The price: two all-reduces of the activations per layer in the forward pass and two in the backward, %3 per GPU per step. They sit on the critical path, so they need NVLink: %4 of them is exposed here.</source>
        <translation>TP %1 splits every layer&apos;s matrices over the GPUs of one node: each holds 1/%1 of the layer weights (%2 of weights per GPU). The price: two all-reduces of the activations per layer in the forward pass and two in the backward, %3 per GPU per step. They sit on the critical path, so they need NVLink: %4 of them is exposed here.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="44"/>
        <source>Let TP leave the node</source>
        <translation>Let TP leave the node</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="53"/>
        <source>The same TP %1 on nodes of %2 GPUs: every TP group now crosses the network. The activations it all-reduces four times per layer go over links a fraction as fast: exposed TP communication %3 (it was %4), %5 tokens/s (it was %6). Keep TP inside the NVLink domain.</source>
        <translation>The same TP %1 on nodes of %2 GPUs: every TP group now crosses the network. The activations it all-reduces four times per layer go over links a fraction as fast: exposed TP communication %3 (it was %4), %5 tokens/s (it was %6). Keep TP inside the NVLink domain.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="72"/>
        <source>Pipeline parallelism</source>
        <translation>Pipeline parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="73"/>
        <source>The overview calls 2×(PP−1) micro-batches the minimal bubble and says PP ≥ 4 uses 1F1B. The bubble (p−1)/m keeps falling as m grows, and 1F1B has GPipe&apos;s bubble: it saves memory (p micro-batches in flight instead of m), and Megatron uses it for any p &gt; 1 (Narayanan et al. 2021).</source>
        <translation>The overview calls 2×(PP−1) micro-batches the minimal bubble and says PP ≥ 4 uses 1F1B. The bubble (p−1)/m keeps falling as m grows, and 1F1B has GPipe&apos;s bubble: it saves memory (p micro-batches in flight instead of m), and Megatron uses it for any p &gt; 1 (Narayanan et al. 2021).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="80"/>
        <source>Few micro-batches</source>
        <translation>Few micro-batches</translation>
    </message>
    <message>
        <source>PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the step. The bubble is (p−1)/(m+p−1) of the step for GPipe and 1F1B alike.</source>
        <translation type="vanished">PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the step. The bubble is (p−1)/(m+p−1) of the step for GPipe and 1F1B alike.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="91"/>
        <source>More micro-batches</source>
        <translation>More micro-batches</translation>
    </message>
    <message>
        <source>With %1 micro-batches per step the same pipeline is idle %2 of the step (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</source>
        <translation type="vanished">With %1 micro-batches per step the same pipeline is idle %2 of the step (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="101"/>
        <source>Interleaving</source>
        <translation>Interleaving</translation>
    </message>
    <message>
        <source>Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the step (it was %3), for %1 times the point-to-point messages.</source>
        <translation type="vanished">Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the step (it was %3), for %1 times the point-to-point messages.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="83"/>
        <source>PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the schedule. The bubble is (p−1)/(m+p−1) of the schedule for GPipe and 1F1B alike.</source>
        <translation>PP 4 gives each GPU a quarter of the layers. A micro-batch must pass stage 1 before stage 2 can start, so with only %1 micro-batches the stages wait: the pipeline is idle %2 of the schedule. The bubble is (p−1)/(m+p−1) of the schedule for GPipe and 1F1B alike.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="94"/>
        <source>With %1 micro-batches per step the same pipeline is idle %2 of the schedule (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</source>
        <translation>With %1 micro-batches per step the same pipeline is idle %2 of the schedule (it was %3): the fill and drain are paid once per step, so they shrink as the step gets longer.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="108"/>
        <source>Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the schedule (it was %3), for %1 times the point-to-point messages.</source>
        <translation>Interleaved 1F1B gives each GPU %1 smaller chunks of layers: the fill is %1 times shorter, idle %2 of the schedule (it was %3), for %1 times the point-to-point messages.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="113"/>
        <source>This model&apos;s layers do not split into interleaved chunks; the zero-bubble schedule ZB-H1 fills the wait with weight-gradient work instead: idle %1 of the step (it was %2).</source>
        <translation>This model&apos;s layers do not split into interleaved chunks; the zero-bubble schedule ZB-H1 fills the wait with weight-gradient work instead: idle %1 of the step (it was %2).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="124"/>
        <source>Sequence and context parallelism</source>
        <translation>Sequence and context parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="125"/>
        <source>The overview presents SP for 128K–1M token contexts. Megatron&apos;s SP only shards the norm and dropout regions of a TP group (Korthikanti et al. 2022); long contexts need context parallelism, which splits attention itself.</source>
        <translation>The overview presents SP for 128K–1M token contexts. Megatron&apos;s SP only shards the norm and dropout regions of a TP group (Korthikanti et al. 2022); long contexts need context parallelism, which splits attention itself.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="130"/>
        <source>TP without SP</source>
        <translation>TP without SP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="137"/>
        <source>TP splits the matrix multiplications, but the layer norms and dropouts between them still see the whole sequence on every TP rank: %1 of activations per GPU.</source>
        <translation>TP splits the matrix multiplications, but the layer norms and dropouts between them still see the whole sequence on every TP rank: %1 of activations per GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="143"/>
        <source>Sequence parallelism</source>
        <translation>Sequence parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="146"/>
        <source>Sequence parallelism (Megatron&apos;s SP) splits those regions along the sequence over the same TP group: %1 of activations (it was %2), and the all-reduces become reduce-scatters and all-gathers of the same volume. SP is not for long context: it needs TP and does not split attention.</source>
        <translation>Sequence parallelism (Megatron&apos;s SP) splits those regions along the sequence over the same TP group: %1 of activations (it was %2), and the all-reduces become reduce-scatters and all-gathers of the same volume. SP is not for long context: it needs TP and does not split attention.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="156"/>
        <source>Context parallelism for long sequences</source>
        <translation>Context parallelism for long sequences</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="163"/>
        <source>At %1 tokens per sequence, context parallelism (CP %2) splits the sequence itself, attention included: each GPU keeps 1/%2 of the tokens and passes key/value blocks around a ring, %3 per GPU per step, hidden behind the attention (%4 exposed). Activations: %5 per GPU.</source>
        <translation>At %1 tokens per sequence, context parallelism (CP %2) splits the sequence itself, attention included: each GPU keeps 1/%2 of the tokens and passes key/value blocks around a ring, %3 per GPU per step, hidden behind the attention (%4 exposed). Activations: %5 per GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="178"/>
        <source>Expert parallelism</source>
        <translation>Expert parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="179"/>
        <source>The overview counts twice the routed tokens and puts TP 4–8 under EP. Per MoE layer and micro-batch, dispatch and combine run forward and backward: 4 × top-k × the local tokens × (e−1)/e. EP adds no GPUs in Megatron (it splits DP for the experts), and DeepSeek-V3 trained with no TP at all (PP 16 × EP 64 × ZeRO-1 DP on 2,048 H800).</source>
        <translation>The overview counts twice the routed tokens and puts TP 4–8 under EP. Per MoE layer and micro-batch, dispatch and combine run forward and backward: 4 × top-k × the local tokens × (e−1)/e. EP adds no GPUs in Megatron (it splits DP for the experts), and DeepSeek-V3 trained with no TP at all (PP 16 × EP 64 × ZeRO-1 DP on 2,048 H800).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="185"/>
        <source>Every GPU holds every expert</source>
        <translation>Every GPU holds every expert</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="188"/>
        <source>%1 has %2 experts per MoE layer and sends each token to %3 of them. Without expert parallelism every GPU holds all of them: %4 of weights per GPU, though each token uses only %3.</source>
        <translation>%1 has %2 experts per MoE layer and sends each token to %3 of them. Without expert parallelism every GPU holds all of them: %4 of weights per GPU, though each token uses only %3.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="197"/>
        <source>Experts split over the DP ranks</source>
        <translation>Experts split over the DP ranks</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/modelsplitlessons.cpp" line="202"/>
        <source>EP %1 gives each GPU %2 of the experts: %3 of weights per GPU (it was %4). EP adds no GPUs: it re-splits the data-parallel ranks for the expert layers. Tokens now travel to their experts and back, an all-to-all before and after every MoE layer: %5 per GPU per step.</source>
        <translation>EP %1 gives each GPU %2 of the experts: %3 of weights per GPU (it was %4). EP adds no GPUs: it re-splits the data-parallel ranks for the expert layers. Tokens now travel to their experts and back, an all-to-all before and after every MoE layer: %5 per GPU per step.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="22"/>
        <source>Combining them</source>
        <translation>Combining them</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="23"/>
        <source>The overview writes DP outermost. Megatron&apos;s default rank order is tp-cp-ep-dp-pp, with PP outermost, and Llama 3 used [TP, CP, PP, DP]; the order decides which links each group crosses, so the Parallelism panel shows it.</source>
        <translation>The overview writes DP outermost. Megatron&apos;s default rank order is tp-cp-ep-dp-pp, with PP outermost, and Llama 3 used [TP, CP, PP, DP]; the order decides which links each group crosses, so the Parallelism panel shows it.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="28"/>
        <source>1. TP inside the node</source>
        <translation>1. TP inside the node</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="31"/>
        <source>Start with TP over the GPUs of a node (TP %1): it cuts the weights and activations per GPU where the links are fastest. Memory per GPU: %2 of %3.</source>
        <translation>Start with TP over the GPUs of a node (TP %1): it cuts the weights and activations per GPU where the links are fastest. Memory per GPU: %2 of %3.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="37"/>
        <source>2. PP across nodes until it fits</source>
        <translation>2. PP across nodes until it fits</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="40"/>
        <source>Add pipeline stages across nodes until the model fits: PP %1 brings the busiest GPU to %2 of %3. Pipeline traffic is small (one activation per micro-batch per boundary), so it tolerates the network.</source>
        <translation>Add pipeline stages across nodes until the model fits: PP %1 brings the busiest GPU to %2 of %3. Pipeline traffic is small (one activation per micro-batch per boundary), so it tolerates the network.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="47"/>
        <source>3. DP fills the rest</source>
        <translation>3. DP fills the rest</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="50"/>
        <source>Data parallelism takes the remaining GPUs: DP %1 replicas of the TP × PP = %2-GPU model, with the distributed optimizer (ZeRO-1) so the optimizer state is not copied %1 times. Together: %3 tokens/s at MFU %4.</source>
        <translation>Data parallelism takes the remaining GPUs: DP %1 replicas of the TP × PP = %2-GPU model, with the distributed optimizer (ZeRO-1) so the optimizer state is not copied %1 times. Together: %3 tokens/s at MFU %4.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="63"/>
        <source>Is the network enough?</source>
        <translation>Is the network enough?</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="64"/>
        <source>The overview&apos;s per-step formula leaves out layers, micro-batches, top-k, virtual stages, ring factors and element size, and volume / (bandwidth × steps × utilisation) is not a time. Here each group is timed as its bytes × ring factor / bus bandwidth, against the compute it can overlap.</source>
        <translation>The overview&apos;s per-step formula leaves out layers, micro-batches, top-k, virtual stages, ring factors and element size, and volume / (bandwidth × steps × utilisation) is not a time. Here each group is timed as its bytes × ring factor / bus bandwidth, against the compute it can overlap.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="68"/>
        <source>Communication per dimension</source>
        <translation>Communication per dimension</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="74"/>
        <source>%1 %2 (%3 exposed)</source>
        <translation>%1 %2 (%3 exposed)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="77"/>
        <source>Add up what each group moves per GPU per step, each on the link it crosses: %1. What matters is not the volume but the part that cannot hide behind compute: %2 of a %3 step (%4). The time chart shows both.</source>
        <translation>Add up what each group moves per GPU per step, each on the link it crosses: %1. What matters is not the volume but the part that cannot hide behind compute: %2 of a %3 step (%4). The time chart shows both.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/recipelessons.cpp" line="80"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="21"/>
        <source>Misconception: more GPUs = faster</source>
        <translation>Misconception: more GPUs = faster</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="22"/>
        <source>The starting point</source>
        <translation>The starting point</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="24"/>
        <source>%1 GPUs at a global batch of %2 sequences: %3 tokens/s.</source>
        <translation>%1 GPUs at a global batch of %2 sequences: %3 tokens/s.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="29"/>
        <source>Eight times the GPUs, same batch</source>
        <translation>Eight times the GPUs, same batch</translation>
    </message>
    <message>
        <source>Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the step, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</source>
        <translation type="vanished">Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the step, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="33"/>
        <source>Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the schedule, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</source>
        <translation>Eight times the GPUs at the same global batch: %1 tokens/s, %2 faster, not 8×. Each pipeline now gets %3 micro-batches per step instead of %4, so the bubble and the fixed costs weigh more (idle %5 of the schedule, it was %6). Scaling needs a larger batch, and the batch has limits of its own.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="48"/>
        <source>Misconception: bigger TP is better</source>
        <translation>Misconception: bigger TP is better</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="50"/>
        <source>TP over the whole node</source>
        <translation>TP over the whole node</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="53"/>
        <source>TP %1 with PP %2: %3 tokens/s; TP communication %4 per GPU per step.</source>
        <translation>TP %1 with PP %2: %3 tokens/s; TP communication %4 per GPU per step.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="59"/>
        <source>Half the TP</source>
        <translation>Half the TP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="66"/>
        <source>TP %1 (PP %2 to fit): %3 tokens/s, %4 faster than TP %5. A smaller TP group moves less activation traffic per GPU and runs larger, more efficient matrix multiplications. Use TP as far as memory needs it, not as far as it goes.</source>
        <translation>TP %1 (PP %2 to fit): %3 tokens/s, %4 faster than TP %5. A smaller TP group moves less activation traffic per GPU and runs larger, more efficient matrix multiplications. Use TP as far as memory needs it, not as far as it goes.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="70"/>
        <source>TP %1 (PP %2 to fit): %3 tokens/s against TP %5&apos;s. Here the larger TP wins (%4): less pipeline depth or less recompute outweighs its all-reduces. The rule is to use TP as far as memory needs it, and to measure, as here.</source>
        <translation>TP %1 (PP %2 to fit): %3 tokens/s against TP %5&apos;s. Here the larger TP wins (%4): less pipeline depth or less recompute outweighs its all-reduces. The rule is to use TP as far as memory needs it, and to measure, as here.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="86"/>
        <source>Misconception: ZeRO-3 is a silver bullet</source>
        <translation>Misconception: ZeRO-3 is a silver bullet</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="87"/>
        <source>The 1.5 times is right, but a 70B-class model cannot hold full replicas: the alternative is TP and PP with the distributed optimizer (ZeRO-1), whose communication equals DP&apos;s. Without model parallelism, ZeRO-3 falls from 144 to 44 TFLOP/s per GPU as the GPUs triple at a fixed batch (Narayanan et al. 2021, Table 2).</source>
        <translation>The 1.5 times is right, but a 70B-class model cannot hold full replicas: the alternative is TP and PP with the distributed optimizer (ZeRO-1), whose communication equals DP&apos;s. Without model parallelism, ZeRO-3 falls from 144 to 44 TFLOP/s per GPU as the GPUs triple at a fixed batch (Narayanan et al. 2021, Table 2).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="92"/>
        <source>The distributed optimizer</source>
        <translation>The distributed optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="95"/>
        <source>ZeRO-1 (Megatron&apos;s distributed optimizer): %1 per GPU, %2 tokens/s, data-parallel traffic %3 per GPU per step.</source>
        <translation>ZeRO-1 (Megatron&apos;s distributed optimizer): %1 per GPU, %2 tokens/s, data-parallel traffic %3 per GPU per step.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="101"/>
        <source>ZeRO-3 on the same layout</source>
        <translation>ZeRO-3 on the same layout</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="104"/>
        <source>ZeRO-3 saves memory (%1 per GPU, it was %2) but gathers every layer&apos;s weights in the forward and again in the backward: %3 of data-parallel traffic (it was %4) and %5 tokens/s (it was %6). With pipeline stages it repeats per micro-batch. It pays when memory is the problem, not by default.</source>
        <translation>ZeRO-3 saves memory (%1 per GPU, it was %2) but gathers every layer&apos;s weights in the forward and again in the backward: %3 of data-parallel traffic (it was %4) and %5 tokens/s (it was %6). With pipeline stages it repeats per micro-batch. It pays when memory is the problem, not by default.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="122"/>
        <source>Misconception: topology does not matter</source>
        <translation>Misconception: topology does not matter</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="127"/>
        <source>TP on NVLink</source>
        <translation>TP on NVLink</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="129"/>
        <source>TP %1 inside %2-GPU NVLink nodes: %3 tokens/s.</source>
        <translation>TP %1 inside %2-GPU NVLink nodes: %3 tokens/s.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="135"/>
        <source>The same GPUs, smaller nodes</source>
        <translation>The same GPUs, smaller nodes</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/misconceptionlessons.cpp" line="138"/>
        <source>The same number of GPUs in nodes of %1: the layout is unchanged, but each TP group now spans two nodes and its all-reduces cross the network: %2 tokens/s (it was %3). Which links a group crosses is decided by the node size and the rank order; the topology view shows it.</source>
        <translation>The same number of GPUs in nodes of %1: the layout is unchanged, but each TP group now spans two nodes and its all-reduces cross the network: %2 tokens/s (it was %3). Which links a group crosses is decided by the node size and the rank order; the topology view shows it.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="22"/>
        <source>Myth vs measured: Adam&apos;s memory</source>
        <translation>Myth vs measured: Adam&apos;s memory</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="23"/>
        <source>Adam keeps one first and one second moment, not “2 momentum + 1 variance”; with fp32 master weights that is 12 bytes per parameter, 840 GB for 70B, and the model states total 16 bytes per parameter (18 with Megatron&apos;s fp32 gradients) — ZeRO (Rajbhandari et al. 2020).</source>
        <translation>Adam keeps one first and one second moment, not “2 momentum + 1 variance”; with fp32 master weights that is 12 bytes per parameter, 840 GB for 70B, and the model states total 16 bytes per parameter (18 with Megatron&apos;s fp32 gradients) — ZeRO (Rajbhandari et al. 2020).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="27"/>
        <source>16 bytes per parameter</source>
        <translation>16 bytes per parameter</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="32"/>
        <source>The overview puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</source>
        <translation>The overview puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="52"/>
        <source>The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the schedule; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</source>
        <translation>The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the schedule; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="61"/>
        <source>The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the schedule: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation>The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the schedule: the bubble (p−1)/(m+p−1) keeps falling as m grows.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="70"/>
        <source>With %1 micro-batches the same pipeline is idle %2 of the schedule (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</source>
        <translation>With %1 micro-batches the same pipeline is idle %2 of the schedule (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</translation>
    </message>
    <message>
        <source>The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation type="vanished">The overview calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</translation>
    </message>
    <message>
        <source>The seed article puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</source>
        <translation type="vanished">The seed article puts Adam&apos;s states at about three copies of bf16 weights (≈6 bytes per parameter, 420 GB for 70B). Adam keeps one first and one second moment, and mixed precision adds an fp32 master copy: 4 + 4 + 4 = 12 bytes per parameter. Measured here: %1 of optimizer state for %2 parameters = %3 bytes per parameter; with bf16 weights (2) and fp32 gradients (4) the model states are %4 bytes per parameter.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="51"/>
        <source>Myth vs measured: the bubble at m = 2(p−1)</source>
        <translation>Myth vs measured: the bubble at m = 2(p−1)</translation>
    </message>
    <message>
        <source>The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the step; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</source>
        <translation type="vanished">The bubble (p−1)/m falls steadily with m: at m = 2(p−1) it is still half the ideal compute, a third of the step; practical targets are m ≥ 4p, interleaving or zero-bubble schedules (Narayanan et al. 2021).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="59"/>
        <source>m = 2(p−1)</source>
        <translation>m = 2(p−1)</translation>
    </message>
    <message>
        <source>The article calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</source>
        <translation type="vanished">The article calls m = 2(p−1) micro-batches the minimal bubble. With PP 8 that is %1 micro-batches, and the pipeline is still idle %2 of the step: the bubble (p−1)/(m+p−1) keeps falling as m grows.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/mythlessons.cpp" line="68"/>
        <source>m = 8p</source>
        <translation>m = 8p</translation>
    </message>
    <message>
        <source>With %1 micro-batches the same pipeline is idle %2 of the step (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</source>
        <translation type="vanished">With %1 micro-batches the same pipeline is idle %2 of the step (it was %3). Aim for m ≥ 4p, interleave, or use a zero-bubble schedule.</translation>
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
        <translation>interleaved 1F1B</translation>
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
        <translation>no link</translation>
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
        <translation>network</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="33"/>
        <source>network, spine</source>
        <translation>network, spine</translation>
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
        <translation>Expert DP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="52"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="61"/>
        <source>no recompute</source>
        <translation>no recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="62"/>
        <source>selective recompute</source>
        <translation>selective recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="63"/>
        <source>full recompute</source>
        <translation>full recompute</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="65"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="66"/>
        <source>selective</source>
        <translation>selective</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="67"/>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="69"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="70"/>
        <source>Selective</source>
        <translation>Selective</translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="71"/>
        <source>Full layers</source>
        <translation>Full layers</translation>
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
        <translation>Interleaved 1F1B</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="55"/>
        <source>Zero bubble H1</source>
        <translation>Zero bubble H1</translation>
    </message>
    <message>
        <location filename="../core/model/schedule.cpp" line="61"/>
        <source>Zero bubble V</source>
        <translation>Zero bubble V</translation>
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
        <translation>Recover Unsaved Changes</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="37"/>
        <source>ShardScope did not close properly last time and kept unsaved changes from %1.
Recover them?</source>
        <translation>ShardScope did not close properly last time and kept unsaved changes from %1.
Recover them?</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="40"/>
        <source>ShardScope did not close properly last time and kept unsaved changes to %1 from %2.
Recover them?</source>
        <translation>ShardScope did not close properly last time and kept unsaved changes to %1 from %2.
Recover them?</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="52"/>
        <source>Cannot Recover</source>
        <translation>Cannot Recover</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <location filename="../core/text/reporttext.cpp" line="23"/>
        <source>simulated for %1 micro-batches and extrapolated (the batch exceeds the simulation budget)</source>
        <translation>simulated for %1 micro-batches and extrapolated (the batch exceeds the simulation budget)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="26"/>
        <source>simulated</source>
        <translation>simulated</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="27"/>
        <source>too deep to simulate within the budget</source>
        <translation>too deep to simulate within the budget</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="28"/>
        <source>DualPipe has no schedule for an odd pp</source>
        <translation>DualPipe has no schedule for an odd pp</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="29"/>
        <source>closed form requested</source>
        <translation>closed form requested</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="30"/>
        <source>the paper&apos;s closed form, its assumptions hold</source>
        <translation>the paper&apos;s closed form, its assumptions hold</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="31"/>
        <source>an approximation of the schedule (the paper&apos;s assumptions do not hold)</source>
        <translation>an approximation of the schedule (the paper&apos;s assumptions do not hold)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="32"/>
        <source>closed form, exact for identical stages</source>
        <translation>closed form, exact for identical stages</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="33"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="66"/>
        <source>Measured:      %1</source>
        <translation>Measured:      %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="56"/>
        <source>tokens/s per GPU</source>
        <translation>tokens/s per GPU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="57"/>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s per GPU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="58"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="59"/>
        <source>peak memory per GPU (GiB)</source>
        <translation>peak memory per GPU (GiB)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="60"/>
        <source>step time (s)</source>
        <translation>step time (s)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="74"/>
        <source>  on the plan as it was measured; this plan differs in %1, so the estimate is not compared with it</source>
        <translation>  on the plan as it was measured; this plan differs in %1, so the estimate is not compared with it</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="89"/>
        <source>  %1: measured %2</source>
        <translation>  %1: measured %2</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="85"/>
        <source>  %1: measured %2, estimated %3 (%4)</source>
        <translation>  %1: measured %2, estimated %3 (%4)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="133"/>
        <source>ShardScope estimate: %1</source>
        <translation>ShardScope estimate: %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="139"/>
        <source>Verdict   runs: every stage fits and no rule stops it</source>
        <translation>Verdict   runs: every stage fits and no rule stops it</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="142"/>
        <source>Verdict   DOES NOT RUN, out of memory: stage %1 needs %2 GiB of %3 GiB; the figures below are what it would do if it fit</source>
        <translation>Verdict   DOES NOT RUN, out of memory: stage %1 needs %2 GiB of %3 GiB; the figures below are what it would do if it fit</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="147"/>
        <source>Verdict   DOES NOT RUN, invalid (%1, under Diagnostics below); the figures below are what it would do if it ran</source>
        <translation>Verdict   DOES NOT RUN, invalid (%1, under Diagnostics below); the figures below are what it would do if it ran</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="152"/>
        <source>Model     %1: %2 parameters</source>
        <translation>Model     %1: %2 parameters</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="154"/>
        <source>, %1 active per token</source>
        <translation>, %1 active per token</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="156"/>
        <source>, + %1 in MTP layers</source>
        <translation>, + %1 in MTP layers</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="159"/>
        <source>          %1 layers, hidden %2, vocab %3 (padded to %4), %5 FLOPs per token</source>
        <translation>          %1 layers, hidden %2, vocab %3 (padded to %4), %5 FLOPs per token</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="163"/>
        <source>          %1 layers, hidden %2, vocab %3, %4 FLOPs per token</source>
        <translation>          %1 layers, hidden %2, vocab %3, %4 FLOPs per token</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="168"/>
        <source>; a %1-token sliding window on %2 of them</source>
        <translation>; a %1-token sliding window on %2 of them</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="169"/>
        <source>; %1-token attention chunks on %2 of them</source>
        <translation>; %1-token attention chunks on %2 of them</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="172"/>
        <source>Cluster   %1: %2 x %3 %4 (%5 GiB each)</source>
        <translation>Cluster   %1: %2 x %3 %4 (%5 GiB each)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="176"/>
        <source>Parallel  TP %1 x PP %2 x CP %3 x DP %4 = %5 GPUs</source>
        <translation>Parallel  TP %1 x PP %2 x CP %3 x DP %4 = %5 GPUs</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="179"/>
        <source> (%1 idle)</source>
        <translation> (%1 idle)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="180"/>
        <source>; EP %1, ETP %2, SP %3, ZeRO %4, %5</source>
        <translation>; EP %1, ETP %2, SP %3, ZeRO %4, %5</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="181"/>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="181"/>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="186"/>
        <source> in micro-batch groups of %1</source>
        <translation> in micro-batch groups of %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="188"/>
        <source>; ZeRO-3 run by DeepSpeed</source>
        <translation>; ZeRO-3 run by DeepSpeed</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="189"/>
        <source>; ZeRO-3 run by FSDP</source>
        <translation>; ZeRO-3 run by FSDP</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="191"/>
        <source>; CP exchange %1</source>
        <translation>; CP exchange %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="194"/>
        <source>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batch per pipeline, %5 with %6 main grads, recompute %7</source>
        <translation>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batch per pipeline, %5 with %6 main grads, recompute %7</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="195"/>
        <source>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batches per pipeline, %5 with %6 main grads, recompute %7</source>
        <translation>Training  global batch %1 x %2 tokens, micro-batch %3, %4 micro-batches per pipeline, %5 with %6 main grads, recompute %7</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="199"/>
        <source>, Adam moments in %1</source>
        <translation>, Adam moments in %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="201"/>
        <source>, layer weights kept and gathered in FP8</source>
        <translation>, layer weights kept and gathered in FP8</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="203"/>
        <source>, FSDP gathers the layer weights in float8</source>
        <translation>, FSDP gathers the layer weights in float8</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="208"/>
        <source>Routing   dropless</source>
        <translation>Routing   dropless</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="210"/>
        <source>Routing   capacity factor %1, every expert padded to it</source>
        <translation>Routing   capacity factor %1, every expert padded to it</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="213"/>
        <source>Routing   capacity factor %1</source>
        <translation>Routing   capacity factor %1</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="214"/>
        <source>; the busiest expert rank gets %1 x the mean tokens and runs %2 x the even share of expert work</source>
        <translation>; the busiest expert rank gets %1 x the mean tokens and runs %2 x the even share of expert work</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="217"/>
        <source>, dropping %1 % of its routed tokens</source>
        <translation>, dropping %1 % of its routed tokens</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="220"/>
        <source>; DeepEP moves the tokens</source>
        <translation>; DeepEP moves the tokens</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="225"/>
        <source>Memory per GPU (GiB; capacity %1)</source>
        <translation>Memory per GPU (GiB; capacity %1)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="227"/>
        <source> stage layers  weights    grads optimizer activations  buffers overhead    total</source>
        <translation> stage layers  weights    grads optimizer activations  buffers overhead    total</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="237"/>
        <source>Peak      stage %1: %2 GiB of %3 GiB, </source>
        <translation>Peak      stage %1: %2 GiB of %3 GiB, </translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="240"/>
        <source>fits (%1 GiB free)</source>
        <translation>fits (%1 GiB free)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="242"/>
        <source>DOES NOT FIT (%1 GiB over)</source>
        <translation>DOES NOT FIT (%1 GiB over)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="245"/>
        <source>How sure:      peak %1 to %2 GiB (PyTorch&apos;s own kernels: 80 % of %3 torchtitan runs&apos; measured peaks fell in such a range)</source>
        <translation>How sure:      peak %1 to %2 GiB (PyTorch&apos;s own kernels: 80 % of %3 torchtitan runs&apos; measured peaks fell in such a range)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="248"/>
        <source>How sure:      peak %1 to %2 GiB (runs measured on Megatron-LM with Transformer Engine, the range of every plan on fused kernels: 80 % of %3 allocated peaks fell in such a range, the overhead as set)</source>
        <translation>How sure:      peak %1 to %2 GiB (runs measured on Megatron-LM with Transformer Engine, the range of every plan on fused kernels: 80 % of %3 allocated peaks fell in such a range, the overhead as set)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="251"/>
        <source>How sure:      no range for the peak: no public run measured the memory of a plan on these kernels</source>
        <translation>How sure:      no range for the peak: no public run measured the memory of a plan on these kernels</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="257"/>
        <source>Host      stage %1: %2 GiB of host memory per GPU (activations %3 GiB, the rest optimizer states)</source>
        <translation>Host      stage %1: %2 GiB of host memory per GPU (activations %3 GiB, the rest optimizer states)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="262"/>
        <source>Offload   %1 GB of activations to the host and back per step on the busiest rank; the copies add %2 s its layers cannot hide</source>
        <translation>Offload   %1 GB of activations to the host and back per step on the busiest rank; the copies add %2 s its layers cannot hide</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="267"/>
        <source>Megatron  its own start-up estimate for this configuration: weights+optimizer %1 GiB, activations %2 GiB (%3)</source>
        <translation>Megatron  its own start-up estimate for this configuration: weights+optimizer %1 GiB, activations %2 GiB (%3)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="272"/>
        <source>DeepSpeed its ZeRO-%1 model-state estimate (pure data parallel): %2 GiB per GPU</source>
        <translation>DeepSpeed its ZeRO-%1 model-state estimate (pure data parallel): %2 GiB per GPU</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="283"/>
        <source>Time per step: %1 = compute %2 + bubble %3 + stragglers %4 + exposed communication %5 + optimizer %6</source>
        <translation>Time per step: %1 = compute %2 + bubble %3 + stragglers %4 + exposed communication %5 + optimizer %6</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="287"/>
        <source>Time per step: %1 = compute %2 + bubble %3 + exposed communication %4 + optimizer %5</source>
        <translation>Time per step: %1 = compute %2 + bubble %3 + exposed communication %4 + optimizer %5</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="291"/>
        <source>Throughput:    %1 tokens/s, MFU %2, HFU %3 (matmul efficiency %4)</source>
        <translation>Throughput:    %1 tokens/s, MFU %2, HFU %3 (matmul efficiency %4)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="296"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (calibrated profile %5: %6 of its held-out runs set this range)</source>
        <translation>How sure:      step %1 to %2 s, %3 to %4 tokens/s (calibrated profile %5: %6 of its held-out runs set this range)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="300"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: 80 % of the %5 public runs with CP fell in such a range, most of them slower than estimated)</source>
        <translation>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: 80 % of the %5 public runs with CP fell in such a range, most of them slower than estimated)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="308"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: at least 80 % of the %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</source>
        <translation>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: at least 80 % of the %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="317"/>
        <source>               widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all slower than estimated</source>
        <translation>               widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all slower than estimated</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="322"/>
        <source>               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them faster than estimated</source>
        <translation>               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them faster than estimated</translation>
    </message>
    <message>
        <source>               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all faster than estimated</source>
        <translation type="vanished">               widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all faster than estimated</translation>
    </message>
    <message>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: all %5 public runs with CP fell in such a range, most of them slower than estimated)</source>
        <translation type="vanished">How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism: all %5 public runs with CP fell in such a range, most of them slower than estimated)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="304"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for more than %6 GPUs: all %5 public runs beyond that scale fell in such a range, all slower than estimated)</source>
        <translation>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for more than %6 GPUs: all %5 public runs beyond that scale fell in such a range, all slower than estimated)</translation>
    </message>
    <message>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: all %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</source>
        <translation type="vanished">How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile, widened for context parallelism and for more than %6 GPUs: all %5 public runs with CP or beyond that scale fell in such a range, most of them slower than estimated)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="312"/>
        <source>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile: 80 % of %5 measured runs fell in such a range)</source>
        <translation>How sure:      step %1 to %2 s, %3 to %4 tokens/s (modelled profile: 80 % of %5 measured runs fell in such a range)</translation>
    </message>
    <message>
        <source>               none of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;</source>
        <translation type="vanished">               none of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="328"/>
        <source>Pipeline:      %1, %2 micro-batch, idle %3 of the schedule (%4 of compute), </source>
        <translation>Pipeline:      %1, %2 micro-batch, idle %3 of the schedule (%4 of compute), </translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="329"/>
        <source>Pipeline:      %1, %2 micro-batches, idle %3 of the schedule (%4 of compute), </source>
        <translation>Pipeline:      %1, %2 micro-batches, idle %3 of the schedule (%4 of compute), </translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="359"/>
        <source>  stragglers: makespan x %1 = +%2</source>
        <translation>  stragglers: makespan x %1 = +%2</translation>
    </message>
    <message>
        <source>Pipeline:      %1, %2 micro-batches, idle %3 of the step (%4 of compute), </source>
        <translation type="vanished">Pipeline:      %1, %2 micro-batches, idle %3 of the step (%4 of compute), </translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="336"/>
        <source>Communication per GPU per step (exposed: not hidden behind compute)</source>
        <translation>Communication per GPU per step (exposed: not hidden behind compute)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="338"/>
        <source>  dim    group  link            crosses     GB/step   time s  exposed s</source>
        <translation>  dim    group  link            crosses     GB/step   time s  exposed s</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="345"/>
        <source>  exposed communication: %1 of the step</source>
        <translation>  exposed communication: %1 of the step</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="349"/>
        <source>  NIC floor: %1 GB per NIC / %2 GB/s = %3</source>
        <translation>  NIC floor: %1 GB per NIC / %2 GB/s = %3</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="353"/>
        <source>, sets the step (+%1 exposed)</source>
        <translation>, sets the step (+%1 exposed)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="355"/>
        <source>, below the step</source>
        <translation>, below the step</translation>
    </message>
    <message>
        <source>  stragglers: makespan x %1 = +%2 (in the bubble)</source>
        <translation type="vanished">  stragglers: makespan x %1 = +%2 (in the bubble)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="366"/>
        <source>Diagnostics: none</source>
        <translation>Diagnostics: none</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="368"/>
        <source>Diagnostics (%1)</source>
        <translation>Diagnostics (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reporttext.cpp" line="375"/>
        <source>          fix: %1</source>
        <translation>          fix: %1</translation>
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
        <translation>no pipeline</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="51"/>
        <source>%1 v%2</source>
        <translation>%1 v%2</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="55"/>
        <source>micro-batch %1</source>
        <translation>micro-batch %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP on</source>
        <translation>SP on</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP off</source>
        <translation>SP off</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="66"/>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor parallel (TP)</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="67"/>
        <source>Pipeline parallel (PP)</source>
        <translation>Pipeline parallel (PP)</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="68"/>
        <source>Data parallel (DP)</source>
        <translation>Data parallel (DP)</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="69"/>
        <source>Context parallel (CP)</source>
        <translation>Context parallel (CP)</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="70"/>
        <source>Expert parallel (EP)</source>
        <translation>Expert parallel (EP)</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="71"/>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="72"/>
        <source>Pipeline schedule</source>
        <translation>Pipeline schedule</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="73"/>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="74"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="75"/>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
</context>
<context>
    <name>SearchKnobs</name>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="97"/>
        <source> in micro-batch groups of %1</source>
        <translation> in micro-batch groups of %1</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="101"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="102"/>
        <source>selective</source>
        <translation>selective</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="103"/>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="104"/>
        <source>, ZeRO %1, mb %2, %3</source>
        <translation>, ZeRO %1, mb %2, %3</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="107"/>
        <source>, DeepSpeed&apos;s ZeRO-3</source>
        <translation>, DeepSpeed&apos;s ZeRO-3</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="111"/>
        <source>, DP comm not overlapped</source>
        <translation>, DP comm not overlapped</translation>
    </message>
    <message>
        <location filename="../core/search/searchtypes.cpp" line="113"/>
        <source>, TP comm overlap</source>
        <translation>, TP comm overlap</translation>
    </message>
</context>
<context>
    <name>StartingPlan</name>
    <message>
        <location filename="../core/search/startingplan.cpp" line="135"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s.</source>
        <translation>Your plan ranks #%1 of the %2 that fit: %3 tokens/s.</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="139"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best (within the model&apos;s error of it).</source>
        <translation>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best (within the model&apos;s error of it).</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="144"/>
        <source>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best.</source>
        <translation>Your plan ranks #%1 of the %2 that fit: %3 tokens/s, %4 against the best.</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="151"/>
        <source>Your plan: %1 tokens/s, %2 against the best ranked plan, where it would rank #%3; </source>
        <translation>Your plan: %1 tokens/s, %2 against the best ranked plan, where it would rank #%3; </translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="155"/>
        <source>Your plan: %1 tokens/s, %2 against the best ranked plan; </source>
        <translation>Your plan: %1 tokens/s, %2 against the best ranked plan; </translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="158"/>
        <source>Your plan: %1 tokens/s; </source>
        <translation>Your plan: %1 tokens/s; </translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="162"/>
        <source>it uses %1 GPUs, the search %2.</source>
        <translation>it uses %1 GPUs, the search %2.</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="166"/>
        <source>not ranked: the rule %1 refuses it.</source>
        <translation>not ranked: the rule %1 refuses it.</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="169"/>
        <source>not ranked: it does not fit in memory.</source>
        <translation>not ranked: it does not fit in memory.</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="172"/>
        <source>not ranked: no launcher asked for runs it as planned, and the search ranks only plans one of them runs (Export says what each would change).</source>
        <translation>not ranked: no launcher asked for runs it as planned, and the search ranks only plans one of them runs (Export says what each would change).</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="177"/>
        <source>not ranked: one of its settings is not among those the search tries (a micro-batch above the largest tried, a micro-batch group, a virtual-stage count above the cap).</source>
        <translation>not ranked: one of its settings is not among those the search tries (a micro-batch above the largest tried, a micro-batch group, a virtual-stage count above the cap).</translation>
    </message>
    <message>
        <location filename="../core/search/startingplan.cpp" line="183"/>
        <source>not ranked: settings the search keeps even (its layer split, recompute of several layers at a time) are not the search&apos;s, so its figures differ.</source>
        <translation>not ranked: settings the search keeps even (its layer split, recompute of several layers at a time) are not the search&apos;s, so its figures differ.</translation>
    </message>
</context>
<context>
    <name>StepTailStyle</name>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="35"/>
        <source>Remaining micro-batches (not drawn)</source>
        <translation>Remaining micro-batches (not drawn)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="36"/>
        <source>Stragglers</source>
        <translation>Stragglers</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="37"/>
        <source>DP gradients (exposed)</source>
        <translation>DP gradients (exposed)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="39"/>
        <source>Expert DP gradients (exposed)</source>
        <translation>Expert DP gradients (exposed)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="40"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/charts/steptailstyle.cpp" line="41"/>
        <source>NIC floor</source>
        <translation>NIC floor</translation>
    </message>
</context>
<context>
    <name>TopologyModel</name>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="97"/>
        <source>NVLink domains</source>
        <translation>NVLink domains</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="97"/>
        <source>nodes</source>
        <translation>nodes</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="98"/>
        <source>ranks %1–%2 on %3 %4–%5</source>
        <translation>ranks %1–%2 on %3 %4–%5</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="114"/>
        <source>NVLink domain</source>
        <translation>NVLink domain</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="114"/>
        <source>node</source>
        <translation>node</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="124"/>
        <source>stage %1</source>
        <translation>stage %1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="128"/>
        <source>replica %1</source>
        <translation>replica %1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="134"/>
        <source>group %1</source>
        <translation>group %1</translation>
    </message>
</context>
<context>
    <name>TornadoChart</name>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="34"/>
        <source>seq</source>
        <translation>seq</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="34"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="35"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="49"/>
        <source>0 in this cluster&apos;s profile: moving it by a share moves nothing</source>
        <translation>0 in this cluster&apos;s profile: moving it by a share moves nothing</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="50"/>
        <source>the higher side is capped at the ceiling of 1</source>
        <translation>the higher side is capped at the ceiling of 1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="51"/>
        <source>no shorter sequence the split allows</source>
        <translation>no shorter sequence the split allows</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="52"/>
        <source>1, and no larger micro-batch divides the global batch over DP</source>
        <translation>1, and no larger micro-batch divides the global batch over DP</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="53"/>
        <source>already 1, the smallest</source>
        <translation>already 1, the smallest</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="54"/>
        <source>no other micro-batch divides the global batch over DP</source>
        <translation>no other micro-batch divides the global batch over DP</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="55"/>
        <source>no smaller micro-batch divides the global batch over DP</source>
        <translation>no smaller micro-batch divides the global batch over DP</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="56"/>
        <source>no larger micro-batch divides the global batch over DP</source>
        <translation>no larger micro-batch divides the global batch over DP</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="57"/>
        <source>already one micro-batch per data-parallel rank</source>
        <translation>already one micro-batch per data-parallel rank</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="70"/>
        <source>GEMM and attention efficiency</source>
        <translation>GEMM and attention efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="71"/>
        <source>HBM bandwidth</source>
        <translation>HBM bandwidth</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="72"/>
        <source>Kernel launch latency</source>
        <translation>Kernel launch latency</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="73"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink bandwidth</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="74"/>
        <source>NVLink latency</source>
        <translation>NVLink latency</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="75"/>
        <source>NIC bandwidth</source>
        <translation>NIC bandwidth</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="76"/>
        <source>Network latency</source>
        <translation>Network latency</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="77"/>
        <source>Overlap slowdown</source>
        <translation>Overlap slowdown</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="78"/>
        <source>Straggler coefficient</source>
        <translation>Straggler coefficient</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="79"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="80"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="81"/>
        <source>Global batch</source>
        <translation>Global batch</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::CalibrationDialog</name>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="95"/>
        <source>pinned down, at its bound</source>
        <translation>pinned down, at its bound</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="95"/>
        <source>pinned down</source>
        <translation>pinned down</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="96"/>
        <source>not fitted: the profile has nothing to scale</source>
        <translation>not fitted: the profile has nothing to scale</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="97"/>
        <source>not fitted: no run depends on it</source>
        <translation>not fitted: no run depends on it</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="99"/>
        <source>not fitted: the runs cannot tell it from %1</source>
        <translation>not fitted: the runs cannot tell it from %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="101"/>
        <source>not fitted: the runs leave it uncertain</source>
        <translation>not fitted: the runs leave it uncertain</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="103"/>
        <source>not fitted: without one run the others would not pin it down (%1)</source>
        <translation>not fitted: without one run the others would not pin it down (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="123"/>
        <source>&amp;Fit</source>
        <translation>&amp;Fit</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="123"/>
        <source>Cancel Fit</source>
        <translation>Cancel Fit</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="124"/>
        <source>&amp;Save Profile…</source>
        <translation>&amp;Save Profile…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="124"/>
        <source>&amp;Use for This Scenario</source>
        <translation>&amp;Use for This Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="128"/>
        <source>Calibrate to Measured Runs</source>
        <translation>Calibrate to Measured Runs</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="136"/>
        <source>Cluster preset to calibrate:</source>
        <translation>Cluster preset to calibrate:</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="139"/>
        <source>The id scenarios use for the calibrated preset: lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;.</source>
        <translation>The id scenarios use for the calibrated preset: lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="140"/>
        <source>Id of the calibrated preset:</source>
        <translation>Id of the calibrated preset:</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="146"/>
        <source>Measured runs</source>
        <translation>Measured runs</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="148"/>
        <source>Run tables (scenario,step_time_s,peak_memory_GiB) and training logs, each with the scenario it ran. Every run must use the cluster preset being calibrated.</source>
        <translation>Run tables (scenario,step_time_s,peak_memory_GiB) and training logs, each with the scenario it ran. Every run must use the cluster preset being calibrated.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="153"/>
        <source>Add Run &amp;Table…</source>
        <translation>Add Run &amp;Table…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="154"/>
        <source>Add &amp;Log…</source>
        <translation>Add &amp;Log…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="155"/>
        <source>Add &amp;nccl-tests Output…</source>
        <translation>Add &amp;nccl-tests Output…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="156"/>
        <source>all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf output on this cluster: it pins down the links&apos; efficiency and latency.</source>
        <translation>all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf or sendrecv_perf output on this cluster: it pins down the links&apos; efficiency and latency.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="158"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="170"/>
        <source>Add nccl-tests Output</source>
        <translation>Add nccl-tests Output</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="171"/>
        <source>nccl-tests output (*.txt *.log *.out);;All files (*)</source>
        <translation>nccl-tests output (*.txt *.log *.out);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Fitted (± 1σ)</source>
        <translation>Fitted (± 1σ)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="190"/>
        <source>Pinned down?</source>
        <translation>Pinned down?</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="226"/>
        <source>Add the runs you measured on this cluster: at least three, the more the surer.</source>
        <translation>Add the runs you measured on this cluster: at least three, the more the surer.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="252"/>
        <source>%1 with %2</source>
        <translation>%1 with %2</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="256"/>
        <source>%1: nccl-tests, %2 sizes</source>
        <translation>%1: nccl-tests, %2 sizes</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="257"/>
        <source>%1: one run</source>
        <translation>%1: one run</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="258"/>
        <source>%1: %2 runs</source>
        <translation>%1: %2 runs</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="314"/>
        <source>Measured runs in all: %1.</source>
        <translation>Measured runs in all: %1.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="315"/>
        <source>Measured runs in all: %1; nccl-tests sizes: %2.</source>
        <translation>Measured runs in all: %1; nccl-tests sizes: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="336"/>
        <source>Fitting %1 to the measured runs (%2)…</source>
        <translation>Fitting %1 to the measured runs (%2)…</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="377"/>
        <source>Fitted to the measured runs (%1).</source>
        <translation>Fitted to the measured runs (%1).</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="430"/>
        <source>Median |step time error| over %1 runs: %2 before, %3 after, %4 held out (each run estimated by a fit that did not see it).</source>
        <translation>Median |step time error| over %1 runs: %2 before, %3 after, %4 held out (each run estimated by a fit that did not see it).</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="442"/>
        <source>Collectives (%1 nccl-tests sizes): median |time error| %2 before, %3 after.</source>
        <translation>Collectives (%1 nccl-tests sizes): median |time error| %2 before, %3 after.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="447"/>
        <source>Runs far off after the fit, which weighed little in it: %1. Check them.</source>
        <translation>Runs far off after the fit, which weighed little in it: %1. Check them.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="268"/>
        <source>Add Run Table</source>
        <translation>Add Run Table</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="268"/>
        <source>Run tables (*.csv)</source>
        <translation>Run tables (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="278"/>
        <source>Add Training Log</source>
        <translation>Add Training Log</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="279"/>
        <source>Training logs (*.log *.txt *.out);;All files (*)</source>
        <translation>Training logs (*.log *.txt *.out);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="288"/>
        <source>Scenario of %1</source>
        <translation>Scenario of %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="290"/>
        <source>Scenarios (*.shardscope.json *.json)</source>
        <translation>Scenarios (*.shardscope.json *.json)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="351"/>
        <source>The fit failed: %1</source>
        <translation>The fit failed: %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="373"/>
        <source>Fit cancelled.</source>
        <translation>Fit cancelled.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="437"/>
        <source>Calibrated range: estimates %1 to %2 of the measured time; at least 80 % of runs like these fall inside with %3 confidence. The modelled range is %4 to %5.</source>
        <translation>Calibrated range: estimates %1 to %2 of the measured time; at least 80 % of runs like these fall inside with %3 confidence. The modelled range is %4 to %5.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="502"/>
        <source>Save Calibrated Profile</source>
        <translation>Save Calibrated Profile</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="505"/>
        <source>Cluster presets (*.json)</source>
        <translation>Cluster presets (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="510"/>
        <source>Saved %1: cluster preset &quot;%2&quot;.</source>
        <translation>Saved %1: cluster preset &quot;%2&quot;.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="521"/>
        <source>calibration %1</source>
        <translation>calibration %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="525"/>
        <source>A preset &quot;%1&quot; exists already and is another fit: choose another id.</source>
        <translation>A preset &quot;%1&quot; exists already and is another fit: choose another id.</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="530"/>
        <source>Use calibrated cluster %1</source>
        <translation>Use calibrated cluster %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationdialog.cpp" line="543"/>
        <source>The scenario now uses %1.</source>
        <translation>The scenario now uses %1.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::CalibrationScatter</name>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="15"/>
        <source>Estimated against measured step time</source>
        <translation>Estimated against measured step time</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="16"/>
        <source>Measured step time (s)</source>
        <translation>Measured step time (s)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="17"/>
        <source>Estimated step time (s)</source>
        <translation>Estimated step time (s)</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="23"/>
        <source>estimate = measured</source>
        <translation>estimate = measured</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="25"/>
        <source>calibrated range</source>
        <translation>calibrated range</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="29"/>
        <source>before the fit</source>
        <translation>before the fit</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="31"/>
        <source>after the fit</source>
        <translation>after the fit</translation>
    </message>
    <message>
        <location filename="../widgets/calibration/calibrationscatter.cpp" line="143"/>
        <source>%1
measured %2; estimated %3 before the fit (%4), %5 after (%6)</source>
        <translation>%1
measured %2; estimated %3 before the fit (%4), %5 after (%6)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ChartWidget</name>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="336"/>
        <source>Export Chart...</source>
        <translation>Export Chart...</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="337"/>
        <source>Copy Chart as Image</source>
        <translation>Copy Chart as Image</translation>
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
        <translation>Ethernet</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="47"/>
        <source>Advanced: kernel profile and collectives</source>
        <translation>Advanced: kernel profile and collectives</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="48"/>
        <source>The per-kernel efficiency curves of the GPU and the per-operation fits of the links, as the cluster preset gives them (with their sources).</source>
        <translation>The per-kernel efficiency curves of the GPU and the per-operation fits of the links, as the cluster preset gives them (with their sources).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="65"/>
        <source>Use cluster %1</source>
        <translation>Use cluster %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="78"/>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="79"/>
        <source>GPUs per node</source>
        <translation>GPUs per node</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="80"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="81"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="83"/>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="vanished">GiB</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="83"/>
        <source>What the driver reports (NVIDIA&apos;s &quot;80 GB&quot; H100 reports 79.65 GiB).</source>
        <translation>What the driver reports (NVIDIA&apos;s &quot;80 GB&quot; H100 reports 79.65 GiB).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="85"/>
        <source>BF16 peak</source>
        <translation>BF16 peak</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="85"/>
        <source>Dense, without 2:4 sparsity.</source>
        <translation>Dense, without 2:4 sparsity.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="86"/>
        <source>FP8 peak</source>
        <translation>FP8 peak</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="87"/>
        <source>FP4 peak</source>
        <translation>FP4 peak</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="88"/>
        <source>Dense FP4 (NVFP4); 0 on GPUs without block-scaled tensor cores, which also run MXFP8.</source>
        <translation>Dense FP4 (NVFP4); 0 on GPUs without block-scaled tensor cores, which also run MXFP8.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="89"/>
        <source>FP8 GEMM ratio</source>
        <translation>FP8 GEMM ratio</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="90"/>
        <source>How much of its BF16 matmul efficiency the GPU keeps in FP8 and FP4 (best-shape FP8 / BF16 fraction of peak).</source>
        <translation>How much of its BF16 matmul efficiency the GPU keeps in FP8 and FP4 (best-shape FP8 / BF16 fraction of peak).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="93"/>
        <source>HBM bandwidth</source>
        <translation>HBM bandwidth</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="94"/>
        <source>Matmul efficiency</source>
        <translation>Matmul efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="95"/>
        <source>Share of the dense peak that training matrix math reaches; calibrate against a measured run.</source>
        <translation>Share of the dense peak that training matrix math reaches; calibrate against a measured run.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="96"/>
        <source>HBM efficiency</source>
        <translation>HBM efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="97"/>
        <source>Share of the HBM bandwidth that memory-bound kernels reach.</source>
        <translation>Share of the HBM bandwidth that memory-bound kernels reach.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="98"/>
        <source>Host link</source>
        <translation>Host link</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="99"/>
        <source>The GPU&apos;s link to host memory at line rate (PCIe Gen5 x16: 64, Gen4: 32; GB200: its share of NVLink-C2C); optimizer and activation offload cross it at 87 % of it.</source>
        <translation>The GPU&apos;s link to host memory at line rate (PCIe Gen5 x16: 64, Gen4: 32; GB200: its share of NVLink-C2C); optimizer and activation offload cross it at 87 % of it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="101"/>
        <source>Inside a node</source>
        <translation>Inside a node</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="102"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="103"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="111"/>
        <source>Bandwidth</source>
        <translation>Bandwidth</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="104"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="112"/>
        <source>Latency per hop</source>
        <translation>Latency per hop</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="105"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="113"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="214"/>
        <source>Efficiency</source>
        <translation>Efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="106"/>
        <source>Bus bandwidth NCCL reaches, as a share of the link&apos;s rate (nccl-tests busbw).</source>
        <translation>Bus bandwidth NCCL reaches, as a share of the link&apos;s rate (nccl-tests busbw).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="107"/>
        <source>NVLink domain</source>
        <translation>NVLink domain</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="108"/>
        <source>GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink.</source>
        <translation>GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="109"/>
        <source>Between nodes</source>
        <translation>Between nodes</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="110"/>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="114"/>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="115"/>
        <source>Single switch</source>
        <translation>Single switch</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="116"/>
        <source>Fat tree</source>
        <translation>Fat tree</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="117"/>
        <source>Rail-optimized</source>
        <translation>Rail-optimized</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="118"/>
        <source>Nodes per leaf switch</source>
        <translation>Nodes per leaf switch</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="118"/>
        <source>0: one leaf for all nodes.</source>
        <translation>0: one leaf for all nodes.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="119"/>
        <source>Oversubscription</source>
        <translation>Oversubscription</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="142"/>
        <source>FlashAttention-2 curves</source>
        <translation>FlashAttention-2 curves</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="158"/>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="159"/>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="160"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="161"/>
        <source>All-to-all</source>
        <translation>All-to-all</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="162"/>
        <source>Send/receive</source>
        <translation>Send/receive</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="181"/>
        <source>e_max of e(x) = e_max · x / (x + x_half): the share of the dense peak the largest calls reach (a fraction; the compute curves are scaled so that GEMM forward&apos;s equals the matmul efficiency).</source>
        <translation>e_max of e(x) = e_max · x / (x + x_half): the share of the dense peak the largest calls reach (a fraction; the compute curves are scaled so that GEMM forward&apos;s equals the matmul efficiency).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="266"/>
        <source> · calibrated to your runs (range from %1 held-out runs)</source>
        <translation> · calibrated to your runs (range from %1 held-out runs)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="268"/>
        <source> · a fitted value was edited: back to the modelled range</source>
        <translation> · a fitted value was edited: back to the modelled range</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">tokens</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="188"/>
        <source>Tokens per local expert at which a grouped GEMM reaches half its peak share.</source>
        <translation>Tokens per local expert at which a grouped GEMM reaches half its peak share.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="189"/>
        <source>FLOPs of one call at which the kernel reaches half its peak share (attention: causal FLOPs).</source>
        <translation>FLOPs of one call at which the kernel reaches half its peak share (attention: causal FLOPs).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="195"/>
        <source>Unfused attention&apos;s batched GEMMs run at e · d / (d + this), d = head dimension.</source>
        <translation>Unfused attention&apos;s batched GEMMs run at e · d / (d + this), d = head dimension.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="197"/>
        <source>Added to every GEMM and attention kernel, in µs. The presets use 0: their curves are fitted to measured kernel times, which include the launch.</source>
        <translation>Added to every GEMM and attention kernel, in µs. The presets use 0: their curves are fitted to measured kernel times, which include the launch.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="200"/>
        <source>Memory kernel latency</source>
        <translation>Memory kernel latency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="201"/>
        <source>Added to every memory-bound kernel and optimizer pass, in µs.</source>
        <translation>Added to every memory-bound kernel and optimizer pass, in µs.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="203"/>
        <source>Share of the HBM bandwidth the loss kernels reach (a fraction).</source>
        <translation>Share of the HBM bandwidth the loss kernels reach (a fraction).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="205"/>
        <source>Share of the HBM bandwidth MoE token permutation reaches (a fraction).</source>
        <translation>Share of the HBM bandwidth MoE token permutation reaches (a fraction).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="230"/>
        <source>Collectives inside a node</source>
        <translation>Collectives inside a node</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="220"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="231"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="238"/>
        <source>Fixed latency</source>
        <translation>Fixed latency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="232"/>
        <source>Cost of every call of an operation without a fit of its own, in µs (NCCL&apos;s base cost: 6.6 µs).</source>
        <translation>Cost of every call of an operation without a fit of its own, in µs (NCCL&apos;s base cost: 6.6 µs).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="215"/>
        <source>Bus bandwidth this operation reaches as a share of the link&apos;s rate (a fraction; t = fixed + steps × step latency + bytes × bus factor / (bandwidth × efficiency)).</source>
        <translation>Bus bandwidth this operation reaches as a share of the link&apos;s rate (a fraction; t = fixed + steps × step latency + bytes × bus factor / (bandwidth × efficiency)).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="219"/>
        <source>Latency per ring step, in µs (all-reduce has 2(n−1) steps, the others n−1).</source>
        <translation>Latency per ring step, in µs (all-reduce has 2(n−1) steps, the others n−1).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="233"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="242"/>
        <source>Overlap slowdown</source>
        <translation>Overlap slowdown</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="140"/>
        <source>GEMM curves</source>
        <translation>GEMM curves</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="141"/>
        <source>Grouped GEMM curves</source>
        <translation>Grouped GEMM curves</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="143"/>
        <source>Attention curves</source>
        <translation>Attention curves</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="149"/>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="150"/>
        <source>Input grad</source>
        <translation>Input grad</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="151"/>
        <source>Weight grad</source>
        <translation>Weight grad</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="152"/>
        <source>Backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="180"/>
        <source>%1 e_max</source>
        <translation>%1 e_max</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="186"/>
        <source>%1 half size</source>
        <translation>%1 half size</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="193"/>
        <source>Other kernels</source>
        <translation>Other kernels</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="194"/>
        <source>Batched GEMM half dim</source>
        <translation>Batched GEMM half dim</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="196"/>
        <source>Launch latency</source>
        <translation>Launch latency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="202"/>
        <source>Cross-entropy HBM</source>
        <translation>Cross-entropy HBM</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="204"/>
        <source>Permute HBM</source>
        <translation>Permute HBM</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="213"/>
        <source>%1 between nodes</source>
        <translation>%1 between nodes</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="234"/>
        <source>How much slower compute runs while this tier&apos;s traffic overlaps it (a fraction: 0.15 = 15 %).</source>
        <translation>How much slower compute runs while this tier&apos;s traffic overlaps it (a fraction: 0.15 = 15 %).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="213"/>
        <source>%1 inside a node</source>
        <translation>%1 inside a node</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="218"/>
        <source>Step latency</source>
        <translation>Step latency</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="221"/>
        <source>Cost of every call of this operation, in µs (group sizes the preset lists separately, as B200 all-to-all over 2 and 4 GPUs, keep their own).</source>
        <translation>Cost of every call of this operation, in µs (group sizes the preset lists separately, as B200 all-to-all over 2 and 4 GPUs, keep their own).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="237"/>
        <source>Collectives between nodes</source>
        <translation>Collectives between nodes</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="239"/>
        <source>Cost of every call that crosses nodes, in µs (NCCL&apos;s base cost: 6.6 µs).</source>
        <translation>Cost of every call that crosses nodes, in µs (NCCL&apos;s base cost: 6.6 µs).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="240"/>
        <source>NICs per node</source>
        <translation>NICs per node</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="241"/>
        <source>Network interfaces each node shares among its GPUs; 0: one per GPU. A GPU uses at most one.</source>
        <translation>Network interfaces each node shares among its GPUs; 0: one per GPU. A GPU uses at most one.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="243"/>
        <source>How much slower compute runs while network traffic overlaps it (a fraction: 0.02 = 2 %).</source>
        <translation>How much slower compute runs while network traffic overlaps it (a fraction: 0.02 = 2 %).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="244"/>
        <source>Straggler coefficient</source>
        <translation>Straggler coefficient</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="245"/>
        <source>c of the makespan factor 1 + L/(L+1) · c · √L, L = log2 of the nodes a data-parallel group spans (no unit; 0 = no stragglers).</source>
        <translation>c of the makespan factor 1 + L/(L+1) · c · √L, L = log2 of the nodes a data-parallel group spans (no unit; 0 = no stragglers).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="247"/>
        <source>ZeRO-3 NIC rate</source>
        <translation>ZeRO-3 NIC rate</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="248"/>
        <source>ZeRO-3/FSDP per-layer gathers across nodes move at this share of one NIC&apos;s line rate per GPU (a fraction; 0 = the ring path like other collectives).</source>
        <translation>ZeRO-3/FSDP per-layer gathers across nodes move at this share of one NIC&apos;s line rate per GPU (a fraction; 0 = the ring path like other collectives).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="250"/>
        <source>ZeRO-3 overlap</source>
        <translation>ZeRO-3 overlap</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="251"/>
        <source>Share of the compute window ZeRO-3&apos;s traffic hides behind (a fraction; 1 = all of it).</source>
        <translation>Share of the compute window ZeRO-3&apos;s traffic hides behind (a fraction; 1 = all of it).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="260"/>
        <source>%1 GPUs: %2 nodes x %3 %4, %5 each</source>
        <translation>%1 GPUs: %2 nodes x %3 %4, %5 each</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ComparisonChart</name>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="35"/>
        <source>A against B</source>
        <translation>A against B</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="53"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="55"/>
        <source>Busiest stage</source>
        <translation>Busiest stage</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="57"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="59"/>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="59"/>
        <source>bubble</source>
        <translation>bubble</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="60"/>
        <source>exposed communication</source>
        <translation>exposed communication</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="61"/>
        <source>optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="67"/>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="67"/>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="68"/>
        <source>optimizer state</source>
        <translation>optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="69"/>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="69"/>
        <source>buffers</source>
        <translation>buffers</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonchart.cpp" line="70"/>
        <source>overhead</source>
        <translation>overhead</translation>
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
        <translation>, ZeRO %1, micro-batch %2</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="111"/>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="188"/>
        <source>&amp;Pin as A</source>
        <translation>&amp;Pin as A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="112"/>
        <source>Keep the current configuration as A; go on changing the document (B) and compare</source>
        <translation>Keep the current configuration as A; go on changing the document (B) and compare</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="113"/>
        <source>&amp;Load A</source>
        <translation>&amp;Load A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="114"/>
        <source>Put A back into the document (Undo takes it back)</source>
        <translation>Put A back into the document (Undo takes it back)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="115"/>
        <source>&amp;Clear</source>
        <translation>&amp;Clear</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="135"/>
        <source>Figure</source>
        <translation>Figure</translation>
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
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="136"/>
        <source>Largest change</source>
        <translation>Largest change</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>A per GPU</source>
        <translation>A per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>B per GPU</source>
        <translation>B per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Exposed A</source>
        <translation>Exposed A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="137"/>
        <source>Exposed B</source>
        <translation>Exposed B</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="138"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="138"/>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="139"/>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="140"/>
        <source>Memory per Stage</source>
        <translation>Memory per Stage</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="141"/>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="142"/>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="178"/>
        <source>Load A</source>
        <translation>Load A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="188"/>
        <source>Re-&amp;pin as A</source>
        <translation>Re-&amp;pin as A</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="193"/>
        <source>Pin the current configuration as A, then change the document: B is always the document, and every figure shows B − A.</source>
        <translation>Pin the current configuration as A, then change the document: B is always the document, and every figure shows B − A.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="198"/>
        <source>&lt;b&gt;A&lt;/b&gt;: %1&lt;br&gt;&lt;b&gt;B&lt;/b&gt; (the document): %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt;: %1&lt;br&gt;&lt;b&gt;B&lt;/b&gt; (the document): %2</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="209"/>
        <source>How sure: B&apos;s step time (%1) lies inside A&apos;s range (%2–%3), and A&apos;s inside B&apos;s. Measured runs of such plans fell that far around such estimates, so the runs alone would not tell these two plans apart; the ranking holds only where both err alike (the same cluster and kernels).</source>
        <translation>How sure: B&apos;s step time (%1) lies inside A&apos;s range (%2–%3), and A&apos;s inside B&apos;s. Measured runs of such plans fell that far around such estimates, so the runs alone would not tell these two plans apart; the ranking holds only where both err alike (the same cluster and kernels).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="237"/>
        <source>%1 pp</source>
        <translation>%1 pp</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="249"/>
        <source>Tokens per second</source>
        <translation>Tokens per second</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="250"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="251"/>
        <source>  compute</source>
        <translation>  compute</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="252"/>
        <source>  pipeline bubble</source>
        <translation>  pipeline bubble</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="253"/>
        <source>  exposed communication</source>
        <translation>  exposed communication</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="254"/>
        <source>  optimizer</source>
        <translation>  optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="255"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="256"/>
        <source>Peak memory per GPU</source>
        <translation>Peak memory per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="257"/>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="258"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="259"/>
        <source>Communication per GPU per step</source>
        <translation>Communication per GPU per step</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="260"/>
        <source>Exposed communication share</source>
        <translation>Exposed communication share</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="261"/>
        <source>Bubble share of the schedule</source>
        <translation>Bubble share of the schedule</translation>
    </message>
    <message>
        <source>Bubble share of the step</source>
        <translation type="vanished">Bubble share of the step</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="300"/>
        <source>optimizer state</source>
        <translation>optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>buffers</source>
        <translation>buffers</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="301"/>
        <source>overhead</source>
        <translation>overhead</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="336"/>
        <source>B only (new)</source>
        <translation>B only (new)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="338"/>
        <source>A only (fixed in B)</source>
        <translation>A only (fixed in B)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/comparisonpanel.cpp" line="340"/>
        <source>both</source>
        <translation>both</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::DecisionTreeView</name>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="80"/>
        <source>Does it train on one GPU?</source>
        <translation>Does it train on one GPU?</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="82"/>
        <source>needs %1× one GPU&apos;s memory</source>
        <translation>needs %1× one GPU&apos;s memory</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="84"/>
        <source>Is it a mixture-of-experts model?</source>
        <translation>Is it a mixture-of-experts model?</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="87"/>
        <source>%1 experts, %2 per token</source>
        <translation>%1 experts, %2 per token</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="89"/>
        <source>dense: every parameter works on every token</source>
        <translation>dense: every parameter works on every token</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="91"/>
        <source>Is the memory gap at most 2×?</source>
        <translation>Is the memory gap at most 2×?</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="93"/>
        <source>gap %1× (ZeRO-3 closes up to 2×)</source>
        <translation>gap %1× (ZeRO-3 closes up to 2×)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="95"/>
        <source>Does it fit in one node with TP?</source>
        <translation>Does it fit in one node with TP?</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="97"/>
        <source>with TP inside one node: %1× of GPU memory</source>
        <translation>with TP inside one node: %1× of GPU memory</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="106"/>
        <source>Data parallelism</source>
        <translation>Data parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="108"/>
        <source>Expert parallelism (EP + DP, TP/PP as needed)</source>
        <translation>Expert parallelism (EP + DP, TP/PP as needed)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="110"/>
        <source>ZeRO-3 / FSDP over all GPUs</source>
        <translation>ZeRO-3 / FSDP over all GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="112"/>
        <source>TP inside the node + DP</source>
        <translation>TP inside the node + DP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="114"/>
        <source>TP inside the node + PP across nodes + DP</source>
        <translation>TP inside the node + PP across nodes + DP</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="117"/>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="119"/>
        <source>fits: %1 per GPU, %2 tokens/s</source>
        <translation>fits: %1 per GPU, %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="122"/>
        <source>does not fit yet: %1 per GPU</source>
        <translation>does not fit yet: %1 per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="123"/>
        <source>Click to apply</source>
        <translation>Click to apply</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="148"/>
        <source>Where the sources differ from the overview:</source>
        <translation>Where the sources differ from the overview:</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="243"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="246"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The article&apos;s table row for this size: %1 (%2).</source>
        <translation type="vanished">The article&apos;s table row for this size: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="309"/>
        <source>Not on this model&apos;s path.</source>
        <translation>Not on this model&apos;s path.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="323"/>
        <source>Follows §%1 “%2” of the overview “%3”; every answer comes from ShardScope&apos;s own estimate.</source>
        <translation>Follows §%1 “%2” of the overview “%3”; every answer comes from ShardScope&apos;s own estimate.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="333"/>
        <source>The overview&apos;s typical configuration for this size (its §3): %1 (%2).</source>
        <translation>The overview&apos;s typical configuration for this size (its §3): %1 (%2).</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="343"/>
        <source>Apply the decision tree&apos;s start</source>
        <translation>Apply the decision tree&apos;s start</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ExportDialog</name>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="48"/>
        <source>Export to a Launcher</source>
        <translation>Export to a Launcher</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="82"/>
        <source>&amp;Copy File</source>
        <translation>&amp;Copy File</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="83"/>
        <source>&amp;Save All…</source>
        <translation>&amp;Save All…</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="139"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · follows %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · follows %2</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="146"/>
        <source>This plan does not run (%1): these files would start a job that fails.</source>
        <translation>This plan does not run (%1): these files would start a job that fails.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="150"/>
        <source>Cannot export: %1 (rule %2)</source>
        <translation>Cannot export: %1 (rule %2)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="157"/>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="157"/>
        <source>Adapted (%1):</source>
        <translation>Adapted (%1):</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="172"/>
        <source>%1 runs the adapted plan:</source>
        <translation>%1 runs the adapted plan:</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="173"/>
        <source>step %1 → %2 (%3), %4 → %5 tokens/s, peak %6 → %7 per GPU.</source>
        <translation>step %1 → %2 (%3), %4 → %5 tokens/s, peak %6 → %7 per GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="182"/>
        <source>The plan %1 runs does not: %2.</source>
        <translation>The plan %1 runs does not: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="188"/>
        <source>Not in the adapted estimate: %1</source>
        <translation>Not in the adapted estimate: %1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="231"/>
        <source>%1 cannot express this configuration, so there is nothing to write.

%2

Change the configuration as suggested, or pick another launcher on the left: the ones marked ✕ refuse it too.</source>
        <translation>%1 cannot express this configuration, so there is nothing to write.

%2

Change the configuration as suggested, or pick another launcher on the left: the ones marked ✕ refuse it too.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="239"/>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="262"/>
        <source>Cannot express this configuration: %1</source>
        <translation>Cannot express this configuration: %1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="302"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="320"/>
        <source>out of memory: stage %1 needs %2 of %3</source>
        <translation>out of memory: stage %1 needs %2 of %3</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="vanished">invalid</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="332"/>
        <source>Save Files for a Plan That Does Not Run?</source>
        <translation>Save Files for a Plan That Does Not Run?</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="333"/>
        <source>This plan does not run (%1). The launch files would start a job that fails. Save them anyway?</source>
        <translation>This plan does not run (%1). The launch files would start a job that fails. Save them anyway?</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="340"/>
        <source>Save Launch Files Into</source>
        <translation>Save Launch Files Into</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="348"/>
        <source>Replace Files?</source>
        <translation>Replace Files?</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="349"/>
        <source>%1 already contains %2. Replace?</source>
        <translation>%1 already contains %2. Replace?</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="354"/>
        <source>Cannot Save</source>
        <translation>Cannot Save</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::FileActions</name>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="35"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="37"/>
        <source>Start again from the default scenario</source>
        <translation>Start again from the default scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="40"/>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="46"/>
        <source>Open Scenario</source>
        <translation>Open Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="47"/>
        <source>ShardScope scenarios (*.shardscope.json *.json);;All files (*)</source>
        <translation>ShardScope scenarios (*.shardscope.json *.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="52"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="56"/>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="60"/>
        <source>&amp;Import Launch Configuration...</source>
        <translation>&amp;Import Launch Configuration...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="61"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Read a Megatron-LM, Megatron-DeepSpeed or SLURM launch script into a scenario</source>
        <translation type="vanished">Read a Megatron-LM, Megatron-DeepSpeed or SLURM launch script into a scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="62"/>
        <source>Read launch scripts and configs (Megatron-LM, DeepSpeed, torchtitan, NeMo, accelerate, SLURM) into a scenario</source>
        <translation>Read launch scripts and configs (Megatron-LM, DeepSpeed, torchtitan, NeMo, accelerate, SLURM) into a scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="65"/>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="73"/>
        <source>The scenario</source>
        <translation>The scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="74"/>
        <source>&quot;%1&quot;</source>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="76"/>
        <source>Unsaved Changes</source>
        <translation>Unsaved Changes</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="76"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="86"/>
        <source>Open &amp;Example</source>
        <translation>Open &amp;Example</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="104"/>
        <source>Cannot Open Example</source>
        <translation>Cannot Open Example</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="171"/>
        <source>Cannot Import Model</source>
        <translation>Cannot Import Model</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="171"/>
        <source>%1 is neither a scenario nor a model configuration ShardScope can read.

%2</source>
        <translation>%1 is neither a scenario nor a model configuration ShardScope can read.

%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="182"/>
        <source>Cannot Open Scenario</source>
        <translation>Cannot Open Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="183"/>
        <source>%1 could not be opened; the current scenario is unchanged.

%2</source>
        <translation>%1 could not be opened; the current scenario is unchanged.

%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="204"/>
        <source>Save Scenario</source>
        <translation>Save Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="205"/>
        <source>ShardScope scenarios (*.shardscope.json)</source>
        <translation>ShardScope scenarios (*.shardscope.json)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="217"/>
        <source>Cannot Save Scenario</source>
        <translation>Cannot Save Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="217"/>
        <source>The scenario was not saved.

%1</source>
        <translation>The scenario was not saved.

%1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::FormulaPanel</name>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Formula</source>
        <translation>Formula</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>With this configuration</source>
        <translation>With this configuration</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/formulapanel.cpp" line="19"/>
        <source>Result</source>
        <translation>Result</translation>
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
Source: %5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ImportDialog</name>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="37"/>
        <location filename="../widgets/importing/importdialog.cpp" line="139"/>
        <source>Import Launch Configuration</source>
        <translation>Import Launch Configuration</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="44"/>
        <source>Choose Files…</source>
        <translation>Choose Files…</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="46"/>
        <source>Launch files:</source>
        <translation>Launch files:</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="52"/>
        <source>Cluster:</source>
        <translation>Cluster:</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="59"/>
        <source>Launch files do not name the GPUs or the network: the imported scenario runs on this cluster, with the node count the files give</source>
        <translation>Launch files do not name the GPUs or the network: the imported scenario runs on this cluster, with the node count the files give</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="64"/>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="65"/>
        <location filename="../widgets/importing/importdialog.cpp" line="159"/>
        <source>from the files</source>
        <translation>from the files</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="67"/>
        <source>Hugging Face config.json…</source>
        <translation>Hugging Face config.json…</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="68"/>
        <source>The model&apos;s shape from its config.json, when the files do not give it (DeepSpeed, accelerate) or do not give all of it (the vocabulary)</source>
        <translation>The model&apos;s shape from its config.json, when the files do not give it (DeepSpeed, accelerate) or do not give all of it (the vocabulary)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="81"/>
        <source>All settings</source>
        <translation>All settings</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="82"/>
        <source>Mapped</source>
        <translation>Mapped</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="83"/>
        <source>Launcher defaults</source>
        <translation>Launcher defaults</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="84"/>
        <source>Ignored</source>
        <translation>Ignored</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="85"/>
        <source>Not in the files</source>
        <translation>Not in the files</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Setting</source>
        <translation>Setting</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>Scenario field</source>
        <translation>Scenario field</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="92"/>
        <source>How it was read</source>
        <translation>How it was read</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="108"/>
        <source>Replace Scenario</source>
        <translation>Replace Scenario</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="109"/>
        <source>The imported scenario replaces the current one (Edit › Undo brings it back)</source>
        <translation>The imported scenario replaces the current one (Edit › Undo brings it back)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="140"/>
        <source>Launch scripts and configs (*.sh *.sbatch *.slurm *.bash *.json *.toml *.yaml *.yml);;All files (*)</source>
        <translation>Launch scripts and configs (*.sh *.sbatch *.slurm *.bash *.json *.toml *.yaml *.yml);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="147"/>
        <source>Model Configuration</source>
        <translation>Model Configuration</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="148"/>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging Face config (config.json *.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="158"/>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="191"/>
        <source>Cannot import: %1</source>
        <translation>Cannot import: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="193"/>
        <source>Choose the launch files to read: Megatron-LM, Megatron-DeepSpeed, torchtitan, NeMo, Megatron-Bridge and accelerate scripts and configs, DeepSpeed JSON, SLURM batch scripts.</source>
        <translation>Choose the launch files to read: Megatron-LM, Megatron-DeepSpeed, torchtitan, NeMo, Megatron-Bridge and accelerate scripts and configs, DeepSpeed JSON, SLURM batch scripts.</translation>
    </message>
    <message>
        <source>Choose the launch files to read: Megatron-LM or Megatron-DeepSpeed scripts, SLURM batch scripts.</source>
        <translation type="vanished">Choose the launch files to read: Megatron-LM or Megatron-DeepSpeed scripts, SLURM batch scripts.</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="196"/>
        <source>%1: %2 settings mapped, %3 launcher defaults, %4 ignored; %5 fields keep ShardScope&apos;s value. Nothing in the files was run.</source>
        <translation>%1: %2 settings mapped, %3 launcher defaults, %4 ignored; %5 fields keep ShardScope&apos;s value. Nothing in the files was run.</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>mapped</source>
        <translation>mapped</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>launcher default</source>
        <translation>launcher default</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="218"/>
        <source>ignored</source>
        <translation>ignored</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="234"/>
        <source>%1 (not given) = %2</source>
        <translation>%1 (not given) = %2</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="237"/>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="245"/>
        <source>not in the files: %1</source>
        <translation>not in the files: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importing/importdialog.cpp" line="262"/>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::LessonPlayer</name>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="33"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="34"/>
        <source>Set up the lesson&apos;s first step on your model (Undo takes each step back)</source>
        <translation>Set up the lesson&apos;s first step on your model (Undo takes each step back)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="53"/>
        <source>Each lesson sets up a configuration on your model and cluster, points at the chart that shows the idea and explains it with the live numbers. Pick one and press Start.</source>
        <translation>Each lesson sets up a configuration on your model and cluster, points at the chart that shows the idea and explains it with the live numbers. Pick one and press Start.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="61"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Back</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="62"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Next ▶</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="114"/>
        <source>Lesson %1, step %2</source>
        <translation>Lesson %1, step %2</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="124"/>
        <source>Follows §%1 “%2” of the overview “%3”.</source>
        <translation>Follows §%1 “%2” of the overview “%3”.</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="129"/>
        <source>Where the sources differ:</source>
        <translation>Where the sources differ:</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/lessonplayer.cpp" line="174"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="98"/>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="135"/>
        <source>Change not made: %1</source>
        <translation>Change not made: %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="140"/>
        <source>Warnings (%1)</source>
        <translation>Warnings (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="141"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="264"/>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="259"/>
        <source>Parallelism and Training</source>
        <translation>Parallelism and Training</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="262"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="266"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="268"/>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="271"/>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="273"/>
        <source>Report</source>
        <translation>Report</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="275"/>
        <source>Formulas</source>
        <translation>Formulas</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="277"/>
        <source>Decision Tree</source>
        <translation>Decision Tree</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="280"/>
        <source>Compare A/B</source>
        <translation>Compare A/B</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="283"/>
        <source>Sensitivity</source>
        <translation>Sensitivity</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="308"/>
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="319"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="329"/>
        <source>Export to &amp;Launcher…</source>
        <translation>Export to &amp;Launcher…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="335"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="336"/>
        <source>&amp;Export Chart</source>
        <translation>&amp;Export Chart</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="341"/>
        <source>&amp;Memory Chart...</source>
        <translation>&amp;Memory Chart...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="341"/>
        <source>Ctrl+E, M</source>
        <translation>Ctrl+E, M</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="342"/>
        <source>&amp;Pipeline Chart...</source>
        <translation>&amp;Pipeline Chart...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="342"/>
        <source>Ctrl+E, P</source>
        <translation>Ctrl+E, P</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="343"/>
        <source>&amp;Time Chart...</source>
        <translation>&amp;Time Chart...</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="343"/>
        <source>Ctrl+E, T</source>
        <translation>Ctrl+E, T</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="345"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="348"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="349"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="351"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="356"/>
        <source>&amp;Copy Report as Text</source>
        <translation>&amp;Copy Report as Text</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="357"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="359"/>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="360"/>
        <source>&amp;Search Configurations</source>
        <translation>&amp;Search Configurations</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="365"/>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="366"/>
        <source>Scaling S&amp;weep</source>
        <translation>Scaling S&amp;weep</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="371"/>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="372"/>
        <source>&amp;Calibrate to Measured Runs…</source>
        <translation>&amp;Calibrate to Measured Runs…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="377"/>
        <source>&amp;Pin as A for Comparison</source>
        <translation>&amp;Pin as A for Comparison</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="382"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="383"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lessons</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="388"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="395"/>
        <source>Show the &amp;Whole Step</source>
        <translation>Show the &amp;Whole Step</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="399"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="400"/>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="403"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="404"/>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="405"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="415"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="418"/>
        <source>System Default</source>
        <translation>System Default</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="426"/>
        <source>The language changes when ShardScope starts again.</source>
        <translation>The language changes when ShardScope starts again.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="430"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="431"/>
        <source>&amp;About ShardScope</source>
        <translation>&amp;About ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="432"/>
        <source>About ShardScope</source>
        <translation>About ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="433"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Plan distributed LLM training: memory per GPU, the pipeline schedule, communication and step time, from published formulas.&lt;/p&gt;&lt;p&gt;Every formula and its source is listed in docs/formulas.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Plan distributed LLM training: memory per GPU, the pipeline schedule, communication and step time, from published formulas.&lt;/p&gt;&lt;p&gt;Every formula and its source is listed in docs/formulas.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="438"/>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="474"/>
        <source>Chart saved to %1</source>
        <translation>Chart saved to %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="481"/>
        <source>Report copied to the clipboard.</source>
        <translation>Report copied to the clipboard.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="486"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="488"/>
        <source>%1[*] — %2 — ShardScope</source>
        <translation>%1[*] — %2 — ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="490"/>
        <source>Not saved yet</source>
        <translation>Not saved yet</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="500"/>
        <source>Estimated in %1 ms</source>
        <translation>Estimated in %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="121"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="499"/>
        <source>Estimated in %1 µs</source>
        <translation>Estimated in %1 µs</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MeasuredStatus</name>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="27"/>
        <source>Measured on another plan (edited since: %1)</source>
        <translation>Measured on another plan (edited since: %1)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="37"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/measuredstatus.cpp" line="40"/>
        <source>Estimate vs. measured: %1</source>
        <translation>Estimate vs. measured: %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::MemoryChart</name>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="27"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="28"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="29"/>
        <source>Optimizer state</source>
        <translation>Optimizer state</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="30"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="31"/>
        <source>Buffers</source>
        <translation>Buffers</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="32"/>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="64"/>
        <source>%1 parameters held by this GPU × %2 bytes (%3)%4</source>
        <translation>%1 parameters held by this GPU × %2 bytes (%3)%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="67"/>
        <source>, sharded over DP×CP = %1 by ZeRO-3</source>
        <translation>, sharded over DP×CP = %1 by ZeRO-3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="70"/>
        <source>%1 parameters × %2 bytes (%3 main gradients)%4</source>
        <translation>%1 parameters × %2 bytes (%3 main gradients)%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="73"/>
        <location filename="../widgets/charts/memorychart.cpp" line="79"/>
        <source>, sharded over DP×CP = %1 by ZeRO-%2</source>
        <translation>, sharded over DP×CP = %1 by ZeRO-%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="76"/>
        <source>%1 parameters × %2 bytes (%3: fp32 master copy and moments)%4 — ZeRO §3, Table 1</source>
        <translation>%1 parameters × %2 bytes (%3: fp32 master copy and moments)%4 — ZeRO §3, Table 1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="82"/>
        <source>%1 layers × %2 micro-batches in flight, per layer Korthikanti et al. 2022 Table 2 with %3 recompute; %4 of it in the embedding and output layer inputs</source>
        <translation>%1 layers × %2 micro-batches in flight, per layer Korthikanti et al. 2022 Table 2 with %3 recompute; %4 of it in the embedding and output layer inputs</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="89"/>
        <source>; another %1 offloaded to host memory</source>
        <translation>; another %1 offloaded to host memory</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="98"/>
        <source>fp32 logits</source>
        <translation>fp32 logits</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="99"/>
        <source>ZeRO-3 gather</source>
        <translation>ZeRO-3 gather</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="100"/>
        <source>reduce buckets</source>
        <translation>reduce buckets</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="101"/>
        <source>recompute workspace</source>
        <translation>recompute workspace</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="102"/>
        <source>offload copy in flight</source>
        <translation>offload copy in flight</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="103"/>
        <source>pipeline send/receive</source>
        <translation>pipeline send/receive</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="104"/>
        <source>pipeline outputs kept</source>
        <translation>pipeline outputs kept</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="105"/>
        <source>SP all-gather</source>
        <translation>SP all-gather</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="106"/>
        <source>FP8 / FP4 weight copies</source>
        <translation>FP8 / FP4 weight copies</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="107"/>
        <source>placeholder weight gradients</source>
        <translation>placeholder weight gradients</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="108"/>
        <source>No buffers on this stage</source>
        <translation>No buffers on this stage</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="112"/>
        <source>CUDA context %1 GiB + %2 of the memory above for allocator fragmentation</source>
        <translation>CUDA context %1 GiB + %2 of the memory above for allocator fragmentation</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="123"/>
        <source>Pipeline stage</source>
        <translation>Pipeline stage</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="124"/>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="144"/>
        <source>Over capacity</source>
        <translation>Over capacity</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="150"/>
        <source>GPU capacity</source>
        <translation>GPU capacity</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="163"/>
        <source>Range of measured peaks (80 %)</source>
        <translation>Range of measured peaks (80 %)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="223"/>
        <source>Capacity %1</source>
        <translation>Capacity %1</translation>
    </message>
    <message>
        <source>%1 capacity %2</source>
        <translation type="vanished">%1 capacity %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="256"/>
        <source>Memory per GPU
peak %1 on stage %2: fits in %3</source>
        <translation>Memory per GPU
peak %1 on stage %2: fits in %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="261"/>
        <source>Memory per GPU
peak %1 on stage %2: %3 over capacity</source>
        <translation>Memory per GPU
peak %1 on stage %2: %3 over capacity</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="270"/>
        <source>up to %1 in host memory</source>
        <translation>up to %1 in host memory</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="297"/>
        <source>&lt;b&gt;Drag to move layers between stages %1 and %2&lt;/b&gt;&lt;br&gt;%3 stage: %4 layers. Megatron-LM takes the count as %5.</source>
        <translation>&lt;b&gt;Drag to move layers between stages %1 and %2&lt;/b&gt;&lt;br&gt;%3 stage: %4 layers. Megatron-LM takes the count as %5.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="301"/>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="301"/>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="317"/>
        <source>&lt;b&gt;Stage %1 · %2&lt;/b&gt;&lt;br&gt;%3 (%4 bytes)&lt;br&gt;%5&lt;br&gt;&lt;i&gt;Stage total %6 (%7 layers)&lt;/i&gt;</source>
        <translation>&lt;b&gt;Stage %1 · %2&lt;/b&gt;&lt;br&gt;%3 (%4 bytes)&lt;br&gt;%5&lt;br&gt;&lt;i&gt;Stage total %6 (%7 layers)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="327"/>
        <source>&lt;b&gt;Stage %1 is over capacity&lt;/b&gt;&lt;br&gt;%2 needed, %3 available: %4 too much</source>
        <translation>&lt;b&gt;Stage %1 is over capacity&lt;/b&gt;&lt;br&gt;%2 needed, %3 available: %4 too much</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ModelPanel</name>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="46"/>
        <source>Start from a published model; every field below stays editable.</source>
        <translation>Start from a published model; every field below stays editable.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="50"/>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="51"/>
        <source>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, DeepSeek, GPT-2); you can also drop the file here.</source>
        <translation>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, DeepSeek, GPT-2); you can also drop the file here.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="66"/>
        <source>Use model %1</source>
        <translation>Use model %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="70"/>
        <source>Import a Hugging Face config.json</source>
        <translation>Import a Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="71"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON files (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="74"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="212"/>
        <source>Cannot import</source>
        <translation>Cannot import</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="81"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="83"/>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="84"/>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="85"/>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="86"/>
        <source>KV heads</source>
        <translation>KV heads</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="86"/>
        <source>Grouped-query attention: fewer key/value heads than heads.</source>
        <translation>Grouped-query attention: fewer key/value heads than heads.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="87"/>
        <source>Head size</source>
        <translation>Head size</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="87"/>
        <source>Per attention head; leave at &quot;auto&quot; for hidden size / heads.</source>
        <translation>Per attention head; leave at &quot;auto&quot; for hidden size / heads.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="88"/>
        <source>auto (hidden / heads)</source>
        <translation>auto (hidden / heads)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="89"/>
        <source>FFN width</source>
        <translation>FFN width</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="90"/>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">tokens</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="91"/>
        <source>Max context</source>
        <translation>Max context</translation>
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
        <translation>Norm</translation>
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
        <translation>Tied embeddings</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="97"/>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="98"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="99"/>
        <source>Learned (GPT-2/3)</source>
        <translation>Learned (GPT-2/3)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="100"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="101"/>
        <source>Biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <source>QKV only (Qwen2)</source>
        <translation>QKV only (Qwen2)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="103"/>
        <source>All linear layers (GPT)</source>
        <translation>All linear layers (GPT)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>QK norm</source>
        <translation>QK norm</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>Per-head RMSNorm on queries and keys (Qwen3, OLMo 2).</source>
        <translation>Per-head RMSNorm on queries and keys (Qwen3, OLMo 2).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="105"/>
        <source>MTP layers</source>
        <translation>MTP layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="105"/>
        <source>DeepSeek-V3&apos;s multi-token-prediction layers.</source>
        <translation>DeepSeek-V3&apos;s multi-token-prediction layers.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="106"/>
        <source>Local attention</source>
        <translation>Local attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="107"/>
        <source>Layers that attend to part of the sequence: a sliding window of recent tokens, or the earlier tokens of a fixed chunk. A fused attention kernel skips the rest.</source>
        <translation>Layers that attend to part of the sequence: a sliding window of recent tokens, or the earlier tokens of a fixed chunk. A fused attention kernel skips the rest.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="109"/>
        <source>None (full attention)</source>
        <translation>None (full attention)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="110"/>
        <source>Sliding window</source>
        <translation>Sliding window</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="111"/>
        <source>Chunks (Llama 4)</source>
        <translation>Chunks (Llama 4)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="112"/>
        <source>Window or chunk</source>
        <translation>Window or chunk</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="113"/>
        <source>Tokens a local layer attends to: the window, or the chunk size.</source>
        <translation>Tokens a local layer attends to: the window, or the chunk size.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="115"/>
        <source>Global every n-th layer</source>
        <translation>Global every n-th layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="116"/>
        <source>Layers n, 2n, 3n, ... keep full attention (Gemma 3: 6, gpt-oss: 2); 0: every layer is local.</source>
        <translation>Layers n, 2n, 3n, ... keep full attention (Gemma 3: 6, gpt-oss: 2); 0: every layer is local.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="121"/>
        <source>Attention sinks</source>
        <translation>Attention sinks</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="121"/>
        <source>gpt-oss: one learned logit per head and layer.</source>
        <translation>gpt-oss: one learned logit per head and layer.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="122"/>
        <source>Hidden dropout</source>
        <translation>Hidden dropout</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="123"/>
        <source>Dropout after the attention and MLP blocks and on the embeddings (Megatron&apos;s --hidden-dropout). Above 0 each keeps a 1-byte mask per value for the backward pass; Llama-style models train with 0.</source>
        <translation>Dropout after the attention and MLP blocks and on the embeddings (Megatron&apos;s --hidden-dropout). Above 0 each keeps a 1-byte mask per value for the backward pass; Llama-style models train with 0.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="126"/>
        <source>Attention dropout</source>
        <translation>Attention dropout</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="127"/>
        <source>Dropout on the attention probabilities (--attention-dropout). Outside a flash-attention kernel it keeps a mask and an output per score.</source>
        <translation>Dropout on the attention probabilities (--attention-dropout). Outside a flash-attention kernel it keeps a mask and an output per score.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="129"/>
        <source>Mixture of experts</source>
        <translation>Mixture of experts</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="135"/>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="136"/>
        <source>Experts per token</source>
        <translation>Experts per token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="137"/>
        <source>Expert FFN width</source>
        <translation>Expert FFN width</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="138"/>
        <source>Shared experts</source>
        <translation>Shared experts</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="139"/>
        <source>Leading dense layers</source>
        <translation>Leading dense layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="140"/>
        <source>Shared expert FFN width</source>
        <translation>Shared expert FFN width</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="140"/>
        <source>0: same as a routed expert.</source>
        <translation>0: same as a routed expert.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="141"/>
        <source>same as a routed expert</source>
        <translation>same as a routed expert</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="142"/>
        <source>MoE every n-th layer</source>
        <translation>MoE every n-th layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="143"/>
        <source>Router groups</source>
        <translation>Router groups</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="144"/>
        <source>Group-limited routing (DeepSeek-V3&apos;s n_group, --moe-router-num-groups): the experts in equal groups; 0 or 1: no groups.</source>
        <translation>Group-limited routing (DeepSeek-V3&apos;s n_group, --moe-router-num-groups): the experts in equal groups; 0 or 1: no groups.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="146"/>
        <source>Groups per token</source>
        <translation>Groups per token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="147"/>
        <source>How many groups a token picks its experts from (topk_group, --moe-router-group-topk); with DeepEP across nodes it bounds the nodes a token is sent to.</source>
        <translation>How many groups a token picks its experts from (topk_group, --moe-router-group-topk); with DeepEP across nodes it bounds the nodes a token is sent to.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="149"/>
        <source>Router bias</source>
        <translation>Router bias</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="150"/>
        <source>Shared expert gate</source>
        <translation>Shared expert gate</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="150"/>
        <source>Qwen2-MoE&apos;s sigmoid gate.</source>
        <translation>Qwen2-MoE&apos;s sigmoid gate.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="151"/>
        <source>Multi-head latent attention</source>
        <translation>Multi-head latent attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="159"/>
        <source>Query LoRA rank</source>
        <translation>Query LoRA rank</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="160"/>
        <source>KV LoRA rank</source>
        <translation>KV LoRA rank</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="161"/>
        <source>QK head size (no RoPE)</source>
        <translation>QK head size (no RoPE)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="162"/>
        <source>QK head size (RoPE)</source>
        <translation>QK head size (RoPE)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="163"/>
        <source>V head size</source>
        <translation>V head size</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="183"/>
        <source>%1 parameters</source>
        <translation>%1 parameters</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="185"/>
        <source>, %1 active per token</source>
        <translation>, %1 active per token</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="187"/>
        <source> — edited from the preset</source>
        <translation> — edited from the preset</translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="189"/>
        <source> — custom model</source>
        <translation> — custom model</translation>
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
        <translation>Tensor parallelism: each layer&apos;s matrices split over this many GPUs; two all-reduces per layer forward and two backward. Keep it inside NVLink.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="85"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="85"/>
        <source>Pipeline parallelism: the layers split into this many stages; cheap to communicate, costs a bubble.</source>
        <translation>Pipeline parallelism: the layers split into this many stages; cheap to communicate, costs a bubble.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="87"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="87"/>
        <source>Data parallelism: model replicas, each on its own share of the batch.</source>
        <translation>Data parallelism: model replicas, each on its own share of the batch.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="88"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="88"/>
        <source>Context parallelism: each sequence split over this many GPUs (long context).</source>
        <translation>Context parallelism: each sequence split over this many GPUs (long context).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="89"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="89"/>
        <source>Expert parallelism: the experts split over this many GPUs. It re-splits the data-parallel ranks; it does not add GPUs.</source>
        <translation>Expert parallelism: the experts split over this many GPUs. It re-splits the data-parallel ranks; it does not add GPUs.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="91"/>
        <source>Expert TP</source>
        <translation>Expert TP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="91"/>
        <source>Tensor parallelism inside each expert (0: same as TP).</source>
        <translation>Tensor parallelism inside each expert (0: same as TP).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="92"/>
        <source>Virtual stages</source>
        <translation>Virtual stages</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="92"/>
        <source>Model chunks per pipeline rank for the interleaved schedule.</source>
        <translation>Model chunks per pipeline rank for the interleaved schedule.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="101"/>
        <source>DP fills the cluster</source>
        <translation>DP fills the cluster</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="102"/>
        <source>Keep DP = cluster GPUs / (TP x PP x CP) while the other degrees change.</source>
        <translation>Keep DP = cluster GPUs / (TP x PP x CP) while the other degrees change.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="120"/>
        <source>World</source>
        <translation>World</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="121"/>
        <source>TP × PP × CP × DP</source>
        <translation>TP × PP × CP × DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="132"/>
        <source>Sequence parallelism</source>
        <translation>Sequence parallelism</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="135"/>
        <source>Splits the norm and dropout activations over the TP group (needs TP &gt; 1).</source>
        <translation>Splits the norm and dropout activations over the TP group (needs TP &gt; 1).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="136"/>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="137"/>
        <source>0: replicate (DDP)</source>
        <translation>0: replicate (DDP)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="137"/>
        <source>1: shard optimizer</source>
        <translation>1: shard optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="138"/>
        <source>2: + gradients</source>
        <translation>2: + gradients</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="138"/>
        <source>3: + weights (FSDP)</source>
        <translation>3: + weights (FSDP)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="141"/>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="147"/>
        <source>Rank order</source>
        <translation>Rank order</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="148"/>
        <source>TP-CP-EP-DP-PP (Megatron)</source>
        <translation>TP-CP-EP-DP-PP (Megatron)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="149"/>
        <source>TP-CP-EP-PP-DP</source>
        <translation>TP-CP-EP-PP-DP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="154"/>
        <source>Which dimension varies fastest across ranks, so which groups share a node.</source>
        <translation>Which dimension varies fastest across ranks, so which groups share a node.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="21"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="22"/>
        <source>Global batch</source>
        <translation>Global batch</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="22"/>
        <source>Sequences per optimizer step.</source>
        <translation>Sequences per optimizer step.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="23"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="vanished">tokens</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="24"/>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="52"/>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="80"/>
        <source>Wgrad placeholders</source>
        <translation>Wgrad placeholders</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="92"/>
        <source>FP8 delayed</source>
        <translation>FP8 delayed</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="93"/>
        <source>FP8 current</source>
        <translation>FP8 current</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="94"/>
        <source>FP8 blockwise</source>
        <translation>FP8 blockwise</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="26"/>
        <source>Selective recompute</source>
        <translation>Selective recompute</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="161"/>
        <source>PyTorch&apos;s pipelining keeps every micro-batch&apos;s output on the last stage until the step ends (for torchtitan&apos;s Llama the fp32 logits) unless the trainer passes return_outputs=False, which torch takes since late 2025.</source>
        <translation>PyTorch&apos;s pipelining keeps every micro-batch&apos;s output on the last stage until the step ends (for torchtitan&apos;s Llama the fp32 logits) unless the trainer passes return_outputs=False, which torch takes since late 2025.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="262"/>
        <source>Core attention</source>
        <translation>Core attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="28"/>
        <source>Per-op policy</source>
        <translation>Per-op policy</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="26"/>
        <source>What selective recompute re-runs in the backward pass.</source>
        <translation>What selective recompute re-runs in the backward pass.</translation>
    </message>
    <message>
        <source>Megatron-LM (--recompute-granularity selective): only the core attention (the QK and AV products, softmax, dropout) is recomputed.</source>
        <translation type="vanished">Megatron-LM (--recompute-granularity selective): only the core attention (the QK and AV products, softmax, dropout) is recomputed.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="32"/>
        <source>torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;): the output of every other matmul and of the attention kernel is kept, everything else is recomputed.</source>
        <translation>torchtitan&apos;s per-op policy (selective_ac_option = &quot;op&quot;): the output of every other matmul and of the attention kernel is kept, everything else is recomputed.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="54"/>
        <source>Attention kernel</source>
        <translation>Attention kernel</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="56"/>
        <source>Fused (Transformer Engine)</source>
        <translation>Fused (Transformer Engine)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="57"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="55"/>
        <source>Which flash-attention kernel runs the core attention; on H100 they differ by about 1.6x.</source>
        <translation>Which flash-attention kernel runs the core attention; on H100 they differ by about 1.6x.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="59"/>
        <source>Transformer Engine&apos;s fused attention (cuDNN on Hopper and Blackwell): Megatron-LM --attention-backend fused or auto, NeMo&apos;s default.</source>
        <translation>Transformer Engine&apos;s fused attention (cuDNN on Hopper and Blackwell): Megatron-LM --attention-backend fused or auto, NeMo&apos;s default.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="61"/>
        <source>FlashAttention-2: Megatron-LM --attention-backend flash with flash-attn 2, Megatron-DeepSpeed --use-flash-attn-v2, PyTorch SDPA&apos;s flash backend (torchtitan on H100 with torch builds that do not prefer cuDNN attention).</source>
        <translation>FlashAttention-2: Megatron-LM --attention-backend flash with flash-attn 2, Megatron-DeepSpeed --use-flash-attn-v2, PyTorch SDPA&apos;s flash backend (torchtitan on H100 with torch builds that do not prefer cuDNN attention).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="66"/>
        <source>Kernel fusion</source>
        <translation>Kernel fusion</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="69"/>
        <source>Fused kernels</source>
        <translation>Fused kernels</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="70"/>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="71"/>
        <source>PyTorch eager</source>
        <translation>PyTorch eager</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="67"/>
        <source>How the launcher runs the memory-bound ops between the matrix multiplications (norms, activation, rotary, residual adds, loss).</source>
        <translation>How the launcher runs the memory-bound ops between the matrix multiplications (norms, activation, rotary, residual adds, loss).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="27"/>
        <source>Megatron modules</source>
        <translation>Megatron modules</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="30"/>
        <source>Megatron-LM (--recompute-granularity selective --recompute-modules): the modules ticked below are recomputed; by default only the core attention.</source>
        <translation>Megatron-LM (--recompute-granularity selective --recompute-modules): the modules ticked below are recomputed; by default only the core attention.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="37"/>
        <source>Full recompute by</source>
        <translation>Full recompute by</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="38"/>
        <source>Megatron-LM --recompute-method: which layers full recompute checkpoints.</source>
        <translation>Megatron-LM --recompute-method: which layers full recompute checkpoints.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="39"/>
        <source>Every layer</source>
        <translation>Every layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="40"/>
        <source>First layers of each chunk</source>
        <translation>First layers of each chunk</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="42"/>
        <source>uniform: every layer is recomputed; one input is kept per group of the layers below.</source>
        <translation>uniform: every layer is recomputed; one input is kept per group of the layers below.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="43"/>
        <source>block: the first layers below of each model chunk are recomputed, the others store all their activations.</source>
        <translation>block: the first layers below of each model chunk are recomputed, the others store all their activations.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="46"/>
        <source>Recompute layers</source>
        <translation>Recompute layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="47"/>
        <source>--recompute-num-layers: layers per checkpoint (every layer), or layers recomputed per model chunk (first layers).</source>
        <translation>--recompute-num-layers: layers per checkpoint (every layer), or layers recomputed per model chunk (first layers).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="73"/>
        <source>Megatron-LM / Transformer Engine: fused kernels for the norms, bias and activation, rotary and the loss; the fewest passes over memory.</source>
        <translation>Megatron-LM / Transformer Engine: fused kernels for the norms, bias and activation, rotary and the loss; the fewest passes over memory.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="75"/>
        <source>torch.compile (torchtitan --training.compile): generated kernels fuse the ops inside each transformer block.</source>
        <translation>torch.compile (torchtitan --training.compile): generated kernels fuse the ops inside each transformer block.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="77"/>
        <source>PyTorch eager (torchtitan&apos;s default): one kernel per tensor op, each a full pass over memory.</source>
        <translation>PyTorch eager (torchtitan&apos;s default): one kernel per tensor op, each a full pass over memory.</translation>
    </message>
    <message>
        <source>Placeholder weight gradients</source>
        <translation type="vanished">Placeholder weight gradients</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="81"/>
        <source>Transformer Engine keeps one placeholder weight gradient per weight shape when Megatron-LM fuses gradient accumulation (its default). Off: a framework without them, or --no-gradient-accumulation-fusion.</source>
        <translation>Transformer Engine keeps one placeholder weight gradient per weight shape when Megatron-LM fuses gradient accumulation (its default). Off: a framework without them, or --no-gradient-accumulation-fusion.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="86"/>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="87"/>
        <source>What the transformer layers&apos; matrix multiplications compute in; attention, the router and the output layer stay in BF16.</source>
        <translation>What the transformer layers&apos; matrix multiplications compute in; attention, the router and the output layer stay in BF16.</translation>
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
        <translation type="vanished">FP8, delayed scaling</translation>
    </message>
    <message>
        <source>FP8, current scaling</source>
        <translation type="vanished">FP8, current scaling</translation>
    </message>
    <message>
        <source>FP8, blockwise</source>
        <translation type="vanished">FP8, blockwise</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="95"/>
        <source>MXFP8</source>
        <translation>MXFP8</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="96"/>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="98"/>
        <source>BF16 mixed precision: 16-bit weights and activations, fp32 master weights.</source>
        <translation>BF16 mixed precision: 16-bit weights and activations, fp32 master weights.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="99"/>
        <source>FP16 mixed precision with loss scaling.</source>
        <translation>FP16 mixed precision with loss scaling.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="100"/>
        <source>FP32 throughout (matrix math on TF32 tensor cores).</source>
        <translation>FP32 throughout (matrix math on TF32 tensor cores).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="101"/>
        <source>FP8 with one scale per tensor from the amax history of earlier steps (Transformer Engine&apos;s default; Megatron-LM --fp8-recipe delayed).</source>
        <translation>FP8 with one scale per tensor from the amax history of earlier steps (Transformer Engine&apos;s default; Megatron-LM --fp8-recipe delayed).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="103"/>
        <source>FP8 with one scale per tensor from its own amax, one more pass over each tensor (Megatron-LM --fp8-recipe tensorwise, torchtitan&apos;s float8 converter).</source>
        <translation>FP8 with one scale per tensor from its own amax, one more pass over each tensor (Megatron-LM --fp8-recipe tensorwise, torchtitan&apos;s float8 converter).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="105"/>
        <source>FP8 with a scale per 1x128 activation tile and 128x128 weight block, as DeepSeek-V3 trained (Megatron-LM --fp8-recipe blockwise).</source>
        <translation>FP8 with a scale per 1x128 activation tile and 128x128 weight block, as DeepSeek-V3 trained (Megatron-LM --fp8-recipe blockwise).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="107"/>
        <source>OCP MXFP8: a power-of-two scale per 32 values; Blackwell tensor cores (Megatron-LM --fp8-recipe mxfp8, torchtitan&apos;s mx converter).</source>
        <translation>OCP MXFP8: a power-of-two scale per 32 values; Blackwell tensor cores (Megatron-LM --fp8-recipe mxfp8, torchtitan&apos;s mx converter).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="109"/>
        <source>NVFP4: 4-bit values with a scale per 16; Blackwell tensor cores (Megatron-LM --fp4-recipe nvfp4).</source>
        <translation>NVFP4: 4-bit values with a scale per 16; Blackwell tensor cores (Megatron-LM --fp4-recipe nvfp4).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="112"/>
        <source>FP8 parameter gather</source>
        <translation>FP8 parameter gather</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="113"/>
        <source>The layers&apos; weights kept in the FP8 recipe&apos;s format and gathered over data parallelism in it (Megatron-LM --fp8-param-gather, Megatron-Bridge fp8_param_gather, torchtitan enable_fsdp_float8_all_gather under FSDP): no 16-bit copy of them, about half the gather&apos;s bytes.</source>
        <translation>The layers&apos; weights kept in the FP8 recipe&apos;s format and gathered over data parallelism in it (Megatron-LM --fp8-param-gather, Megatron-Bridge fp8_param_gather, torchtitan enable_fsdp_float8_all_gather under FSDP): no 16-bit copy of them, about half the gather&apos;s bytes.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="119"/>
        <source>Main gradients</source>
        <translation>Main gradients</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="120"/>
        <source>FP32 (Megatron default)</source>
        <translation>FP32 (Megatron default)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="121"/>
        <source>Adam moments</source>
        <translation>Adam moments</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="122"/>
        <source>What the optimizer keeps Adam&apos;s two moments in: BF16 saves 4 bytes per parameter (Megatron-LM&apos;s precision-aware optimizer, as DeepSeek-V3 trained).</source>
        <translation>What the optimizer keeps Adam&apos;s two moments in: BF16 saves 4 bytes per parameter (Megatron-LM&apos;s precision-aware optimizer, as DeepSeek-V3 trained).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="126"/>
        <source>Offload optimizer</source>
        <translation>Offload optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="127"/>
        <source>Offload activations</source>
        <translation>Offload activations</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="128"/>
        <source>Megatron-LM --cpu-offloading-num-layers: the activations of the model&apos;s first layers go to host memory over the host link and come back for the backward pass (pp 1, no recompute).</source>
        <translation>Megatron-LM --cpu-offloading-num-layers: the activations of the model&apos;s first layers go to host memory over the host link and come back for the backward pass (pp 1, no recompute).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="131"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="132"/>
        <source>Adam (fp32 master, m, v)</source>
        <translation>Adam (fp32 master, m, v)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="133"/>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="135"/>
        <source>Pipeline stages</source>
        <translation>Pipeline stages</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="137"/>
        <source>Micro-batch group</source>
        <translation>Micro-batch group</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="138"/>
        <source>Interleaved 1F1B: micro-batches that go through one chunk before the rank moves to its next (Megatron-LM&apos;s --microbatch-group-size-per-virtual-pipeline-stage). Megatron takes PP up to the micro-batch count; each group above PP keeps (virtual stages - 1) more chunk forwards in flight.</source>
        <translation>Interleaved 1F1B: micro-batches that go through one chunk before the rank moves to its next (Megatron-LM&apos;s --microbatch-group-size-per-virtual-pipeline-stage). Megatron takes PP up to the micro-batch count; each group above PP keeps (virtual stages - 1) more chunk forwards in flight.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="141"/>
        <source>PP (default)</source>
        <translation>PP (default)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="145"/>
        <source>First stage layers</source>
        <translation>First stage layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="146"/>
        <source>Transformer layers on the first pipeline rank, its chunks together (Megatron-LM&apos;s --decoder-first-pipeline-num-layers); the other ranks share the rest.</source>
        <translation>Transformer layers on the first pipeline rank, its chunks together (Megatron-LM&apos;s --decoder-first-pipeline-num-layers); the other ranks share the rest.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="148"/>
        <location filename="../widgets/panels/trainingsettings.cpp" line="152"/>
        <source>even split</source>
        <translation>even split</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="149"/>
        <source>Last stage layers</source>
        <translation>Last stage layers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="150"/>
        <source>Transformer layers on the last pipeline rank, its chunks together (--decoder-last-pipeline-num-layers).</source>
        <translation>Transformer layers on the last pipeline rank, its chunks together (--decoder-last-pipeline-num-layers).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="153"/>
        <source>Embedding as a layer</source>
        <translation>Embedding as a layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="154"/>
        <source>The even split counts the input embedding as one layer, so the first chunk takes one layer fewer (--account-for-embedding-in-pipeline-split).</source>
        <translation>The even split counts the input embedding as one layer, so the first chunk takes one layer fewer (--account-for-embedding-in-pipeline-split).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="156"/>
        <source>Loss as a layer</source>
        <translation>Loss as a layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="157"/>
        <source>The even split counts the output layer and loss as one layer, so the last chunk takes one layer fewer (--account-for-loss-in-pipeline-split).</source>
        <translation>The even split counts the output layer and loss as one layer, so the last chunk takes one layer fewer (--account-for-loss-in-pipeline-split).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="160"/>
        <source>Last stage keeps outputs</source>
        <translation>Last stage keeps outputs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="167"/>
        <source>Overlap with compute</source>
        <translation>Overlap with compute</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="168"/>
        <source>DP gradients and gathers</source>
        <translation>DP gradients and gathers</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="169"/>
        <source>Megatron&apos;s overlap of the gradient reduce-scatter and parameter all-gather.</source>
        <translation>Megatron&apos;s overlap of the gradient reduce-scatter and parameter all-gather.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="171"/>
        <source>ZeRO-3 engine</source>
        <translation>ZeRO-3 engine</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="172"/>
        <source>What runs ZeRO-3&apos;s per-layer gathers and reduce-scatters, and so how much of them hides behind compute across nodes.</source>
        <translation>What runs ZeRO-3&apos;s per-layer gathers and reduce-scatters, and so how much of them hides behind compute across nodes.</translation>
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
        <translation>PyTorch FSDP2 (torchtitan, accelerate) or Megatron-FSDP (Megatron-LM): hides 96 % of it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="178"/>
        <source>DeepSpeed&apos;s ZeRO stage 3 (DeepSpeed, Megatron-DeepSpeed, accelerate&apos;s DeepSpeed plugin): hides the share the cluster&apos;s ZeRO-3 overlap gives (0.60 on every preset).</source>
        <translation>DeepSpeed&apos;s ZeRO stage 3 (DeepSpeed, Megatron-DeepSpeed, accelerate&apos;s DeepSpeed plugin): hides the share the cluster&apos;s ZeRO-3 overlap gives (0.60 on every preset).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="181"/>
        <source>TP communication</source>
        <translation>TP communication</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="182"/>
        <source>Tensor-parallel communication overlap (Transformer Engine userbuffers).</source>
        <translation>Tensor-parallel communication overlap (Transformer Engine userbuffers).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="183"/>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="185"/>
        <source>CP exchange</source>
        <translation>CP exchange</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="186"/>
        <source>How Megatron-LM exchanges context-parallel data (--cp-comm-type).</source>
        <translation>How Megatron-LM exchanges context-parallel data (--cp-comm-type).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="187"/>
        <source>Ring (p2p)</source>
        <translation>Ring (p2p)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="188"/>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="189"/>
        <source>All-to-all (a2a)</source>
        <translation>All-to-all (a2a)</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="191"/>
        <source>K and V pass round a ring, each block behind a block of the attention kernel (hidden with the CP ring switch below).</source>
        <translation>K and V pass round a ring, each block behind a block of the attention kernel (hidden with the CP ring switch below).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="193"/>
        <source>The whole K and V are gathered before attention and their gradients reduce-scattered after it: not hidden.</source>
        <translation>The whole K and V are gathered before attention and their gradients reduce-scattered after it: not hidden.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="195"/>
        <source>Q, K and V switch from a sequence split to a head split before attention and the output back after it (DeepSpeed-Ulysses style): all-to-alls that are not hidden; the heads of each TP rank must divide by CP.</source>
        <translation>Q, K and V switch from a sequence split to a head split before attention and the output back after it (DeepSpeed-Ulysses style): all-to-alls that are not hidden; the heads of each TP rank must divide by CP.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="201"/>
        <source>CP ring exchange</source>
        <translation>CP ring exchange</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="205"/>
        <source>Memory overhead</source>
        <translation>Memory overhead</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="206"/>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="216"/>
        <source>MoE routing</source>
        <translation>MoE routing</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="218"/>
        <source>Expert capacity</source>
        <translation>Expert capacity</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="219"/>
        <source>Megatron-LM --moe-expert-capacity-factor: each expert takes at most this many times its even share of the tokens and drops the rest. Dropless (0) keeps every token.</source>
        <translation>Megatron-LM --moe-expert-capacity-factor: each expert takes at most this many times its even share of the tokens and drops the rest. Dropless (0) keeps every token.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="221"/>
        <source>dropless</source>
        <translation>dropless</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="224"/>
        <source>Load imbalance</source>
        <translation>Load imbalance</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="225"/>
        <source>The busiest expert-parallel rank&apos;s routed tokens over the mean: 1 is perfectly balanced (vendor benchmarks force it with --moe-router-force-load-balancing); 1.2 gives that rank 20 % more expert work and all-to-all traffic, which every other rank waits for.</source>
        <translation>The busiest expert-parallel rank&apos;s routed tokens over the mean: 1 is perfectly balanced (vendor benchmarks force it with --moe-router-force-load-balancing); 1.2 gives that rank 20 % more expert work and all-to-all traffic, which every other rank waits for.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="230"/>
        <source>Pad to capacity</source>
        <translation>Pad to capacity</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="231"/>
        <source>--moe-pad-expert-input-to-capacity: every expert runs its full capacity, so shapes stay fixed at the price of padding work (needs a capacity factor).</source>
        <translation>--moe-pad-expert-input-to-capacity: every expert runs its full capacity, so shapes stay fixed at the price of padding work (needs a capacity factor).</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="235"/>
        <source>Token dispatcher</source>
        <translation>Token dispatcher</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="236"/>
        <source>What moves the tokens between the expert-parallel ranks (with EP above 1).</source>
        <translation>What moves the tokens between the expert-parallel ranks (with EP above 1).</translation>
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
        <translation>NCCL&apos;s all-to-all (Megatron-LM --moe-token-dispatcher-type alltoall): across nodes every copy of a token takes the network.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="242"/>
        <source>DeepEP (Megatron-LM --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep, torchtitan expert_parallel_comm_backend): a token crosses the network once per node it is routed to and is forwarded over NVLink there.</source>
        <translation>DeepEP (Megatron-LM --moe-token-dispatcher-type flex --moe-flex-dispatcher-backend deepep, torchtitan expert_parallel_comm_backend): a token crosses the network once per node it is routed to and is forwarded over NVLink there.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="265"/>
        <source>Norms</source>
        <translation>Norms</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="270"/>
        <source>MLA up-projections</source>
        <translation>MLA up-projections</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="273"/>
        <source>Expert activation</source>
        <translation>Expert activation</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="276"/>
        <source>Dense MLP</source>
        <translation>Dense MLP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="279"/>
        <source>MoE block</source>
        <translation>MoE block</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="282"/>
        <source>Shared experts</source>
        <translation>Shared experts</translation>
    </message>
    <message>
        <source>Recompute core attention</source>
        <translation type="vanished">Recompute core attention</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="263"/>
        <source>core_attn: the attention kernel runs again; with flash attention it saves no memory.</source>
        <translation>core_attn: the attention kernel runs again; with flash attention it saves no memory.</translation>
    </message>
    <message>
        <source>Recompute norms</source>
        <translation type="vanished">Recompute norms</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="266"/>
        <source>layernorm: the output of a norm that is a module of its own (before MLA&apos;s down-projections and before an MoE block) is dropped; Transformer Engine fuses the others into the next linear.</source>
        <translation>layernorm: the output of a norm that is a module of its own (before MLA&apos;s down-projections and before an MoE block) is dropped; Transformer Engine fuses the others into the next linear.</translation>
    </message>
    <message>
        <source>Recompute MLA up-projections</source>
        <translation type="vanished">Recompute MLA up-projections</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="271"/>
        <source>mla_up_proj: Q, K and V are recomputed from the latents, as DeepSeek-V3 trained.</source>
        <translation>mla_up_proj: Q, K and V are recomputed from the latents, as DeepSeek-V3 trained.</translation>
    </message>
    <message>
        <source>Recompute expert activation</source>
        <translation type="vanished">Recompute expert activation</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="274"/>
        <source>moe_act: the experts&apos; activation output (fc2&apos;s input) is dropped and recomputed.</source>
        <translation>moe_act: the experts&apos; activation output (fc2&apos;s input) is dropped and recomputed.</translation>
    </message>
    <message>
        <source>Recompute dense MLP</source>
        <translation type="vanished">Recompute dense MLP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="277"/>
        <source>mlp: a dense layer&apos;s whole MLP runs again, its TP communication too.</source>
        <translation>mlp: a dense layer&apos;s whole MLP runs again, its TP communication too.</translation>
    </message>
    <message>
        <source>Recompute MoE block</source>
        <translation type="vanished">Recompute MoE block</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="280"/>
        <source>moe: the whole MoE block runs again, the token all-to-alls too.</source>
        <translation>moe: the whole MoE block runs again, the token all-to-alls too.</translation>
    </message>
    <message>
        <source>Recompute shared experts</source>
        <translation type="vanished">Recompute shared experts</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="283"/>
        <source>shared_experts: the shared experts&apos; MLP runs again.</source>
        <translation>shared_experts: the shared experts&apos; MLP runs again.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="vanished">GiB</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="207"/>
        <source>Allocator share</source>
        <translation>Allocator share</translation>
    </message>
    <message>
        <location filename="../widgets/panels/trainingsettings.cpp" line="208"/>
        <source>Fragmentation and caching allocator slack, as a share of the accounted memory.</source>
        <translation>Fragmentation and caching allocator slack, as a share of the accounted memory.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="189"/>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="269"/>
        <source>%1 needs %2 GPUs; the cluster has %3.</source>
        <translation>%1 needs %2 GPUs; the cluster has %3.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="271"/>
        <source>%1 leaves %2 of %3 GPUs idle: the slider skips it.</source>
        <translation>%1 leaves %2 of %3 GPUs idle: the slider skips it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="273"/>
        <source>%1: the global batch of %2 does not divide by micro-batch × DP = %3, so Megatron-LM refuses it; the slider skips it.</source>
        <translation>%1: the global batch of %2 does not divide by micro-batch × DP = %3, so Megatron-LM refuses it; the slider skips it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="276"/>
        <source>%1: the model width %2 (heads, KV heads or FFN) does not divide by %3; the slider skips it.</source>
        <translation>%1: the model width %2 (heads, KV heads or FFN) does not divide by %3; the slider skips it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="279"/>
        <source>%1: %2 pipeline chunks for %3 layers leave some empty; the slider skips it.</source>
        <translation>%1: %2 pipeline chunks for %3 layers leave some empty; the slider skips it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="282"/>
        <source>%1: %2 experts do not divide by %3; the slider skips it.</source>
        <translation>%1: %2 experts do not divide by %3; the slider skips it.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="293"/>
        <source>Set %1 to %2</source>
        <translation>Set %1 to %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="340"/>
        <source>%1 of %2 GPUs</source>
        <translation>%1 of %2 GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="341"/>
        <source>World size: TP %1 × PP %2 × CP %3 × DP %4 = %5 GPUs; the cluster has %6.</source>
        <translation>World size: TP %1 × PP %2 × CP %3 × DP %4 = %5 GPUs; the cluster has %6.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="347"/>
        <source>%1 more than the cluster has</source>
        <translation>%1 more than the cluster has</translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="350"/>
        <source>%1 GPUs idle</source>
        <translation>%1 GPUs idle</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::PipelineChart</name>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="43"/>
        <source>forward</source>
        <translation>forward</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="45"/>
        <source>backward</source>
        <translation>backward</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="46"/>
        <source>weight gradient</source>
        <translation>weight gradient</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="53"/>
        <source>Estimated: simulated for %1 micro-batches, extrapolated to the batch (over the simulation budget)</source>
        <translation>Estimated: simulated for %1 micro-batches, extrapolated to the batch (over the simulation budget)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="57"/>
        <source>Estimated: closed form, not simulated</source>
        <translation>Estimated: closed form, not simulated</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="58"/>
        <source>Estimated: every operation simulated on the per-stage times</source>
        <translation>Estimated: every operation simulated on the per-stage times</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="65"/>
        <location filename="../widgets/charts/pipelinechart.cpp" line="248"/>
        <source>Time in the step</source>
        <translation>Time in the step</translation>
    </message>
    <message>
        <source>days</source>
        <translation type="vanished">days</translation>
    </message>
    <message>
        <source>h</source>
        <translation type="vanished">h</translation>
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
        <translation>Pipeline rank</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="71"/>
        <source>Schedule</source>
        <translation>Schedule</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="74"/>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="75"/>
        <source>Backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="76"/>
        <source>Weight gradient</source>
        <translation>Weight gradient</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="77"/>
        <source>Idle (bubble)</source>
        <translation>Idle (bubble)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="133"/>
        <source>Pipeline: %1</source>
        <translation>Pipeline: %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="135"/>
        <source>, %1 chunks per rank</source>
        <translation>, %1 chunks per rank</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="136"/>
        <source>, %1 micro-batch
bubble %2 of the schedule · busiest rank %3</source>
        <translation>, %1 micro-batch
bubble %2 of the schedule · busiest rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="137"/>
        <source>, %1 micro-batches
bubble %2 of the schedule · busiest rank %3</source>
        <translation>, %1 micro-batches
bubble %2 of the schedule · busiest rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="151"/>
        <source>DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 schedule.</source>
        <translation>DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 schedule.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="155"/>
        <source>%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 schedule.</source>
        <translation>%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 schedule.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="298"/>
        <source>Micro-batches %1 to %2 run the drawn pattern again; the simulation stops drawing after %1 (over its budget) and extrapolates the rest.</source>
        <translation>Micro-batches %1 to %2 run the drawn pattern again; the simulation stops drawing after %1 (over its budget) and extrapolates the rest.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="303"/>
        <source>The data-parallel group spans nodes; the slowest of them stretches the schedule.</source>
        <translation>The data-parallel group spans nodes; the slowest of them stretches the schedule.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="306"/>
        <source>The part of the dense gradients&apos; reduction that no backward pass hides.</source>
        <translation>The part of the dense gradients&apos; reduction that no backward pass hides.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="309"/>
        <source>The part of the expert gradients&apos; reduction (expert data parallelism) that no backward pass hides.</source>
        <translation>The part of the expert gradients&apos; reduction (expert data parallelism) that no backward pass hides.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="312"/>
        <source>The optimizer step of the slowest stage, after the gradients are reduced.</source>
        <translation>The optimizer step of the slowest stage, after the gradients are reduced.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="315"/>
        <source>One NIC needs this much longer for its bytes than everything else takes.</source>
        <translation>One NIC needs this much longer for its bytes than everything else takes.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="318"/>
        <source>&lt;b&gt;After the schedule: %1&lt;/b&gt;&lt;br&gt;%2 → %3 (%4), every rank&lt;br&gt;%5</source>
        <translation>&lt;b&gt;After the schedule: %1&lt;/b&gt;&lt;br&gt;%2 → %3 (%4), every rank&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>, %1 micro-batches
bubble %2 of the step · busiest rank %3</source>
        <translation type="vanished">, %1 micro-batches
bubble %2 of the step · busiest rank %3</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="141"/>
        <source> · drawn: the first %1 micro-batches (the rest repeat)</source>
        <translation> · drawn: the first %1 micro-batches (the rest repeat)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="147"/>
        <source>the paper&apos;s form; its assumptions hold</source>
        <translation>the paper&apos;s form; its assumptions hold</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="148"/>
        <source>an approximation; the paper&apos;s assumptions do not hold</source>
        <translation>an approximation; the paper&apos;s assumptions do not hold</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="149"/>
        <source>exact for identical stages</source>
        <translation>exact for identical stages</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 step.</source>
        <translation type="vanished">DualPipe needs an even number of stages:
estimated in closed form (%1), with no timeline to draw.
Bubble: %2 of a %3 step.</translation>
    </message>
    <message>
        <source>%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 step.</source>
        <translation type="vanished">%1 over %2 stages is too deep to simulate:
estimated in closed form (%3), with no timeline to draw.
Bubble: %4 of a %5 step.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="274"/>
        <source>Wheel: zoom time · Ctrl+wheel: zoom ranks · drag: pan · double click: whole step</source>
        <translation>Wheel: zoom time · Ctrl+wheel: zoom ranks · drag: pan · double click: whole step</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="277"/>
        <source>&lt;br&gt;&lt;i&gt;Bubble: %1 = %2&lt;br&gt;%3 — %4&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Bubble: %1 = %2&lt;br&gt;%3 — %4&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="283"/>
        <source>&lt;b&gt;Rank %1: %2 of micro-batch %3&lt;/b&gt;&lt;br&gt;model chunk %4 (chunk %5 of this rank)&lt;br&gt;%6 → %7 (%8)</source>
        <translation>&lt;b&gt;Rank %1: %2 of micro-batch %3&lt;/b&gt;&lt;br&gt;model chunk %4 (chunk %5 of this rank)&lt;br&gt;%6 → %7 (%8)</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::PresentationMode</name>
    <message>
        <location filename="../widgets/shell/presentationmode.cpp" line="19"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Presentation Mode</translation>
    </message>
    <message>
        <location filename="../widgets/shell/presentationmode.cpp" line="22"/>
        <source>Full screen, large text and thick lines; arrow keys step through the lesson</source>
        <translation>Full screen, large text and thick lines; arrow keys step through the lesson</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::RecentFiles</name>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="56"/>
        <source>No recent files</source>
        <translation>No recent files</translation>
    </message>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="58"/>
        <source>Clear Recent Files</source>
        <translation>Clear Recent Files</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ScalingChart</name>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="17"/>
        <source>Scaling at a fixed global batch</source>
        <translation>Scaling at a fixed global batch</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="18"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="26"/>
        <source>Tokens per second</source>
        <translation>Tokens per second</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="29"/>
        <source>Scaling efficiency</source>
        <translation>Scaling efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="32"/>
        <source>perfect scaling</source>
        <translation>perfect scaling</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="35"/>
        <source>best configuration</source>
        <translation>best configuration</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="39"/>
        <source>efficiency</source>
        <translation>efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="111"/>
        <source>%1 GPUs: %2 tokens/s (%3 per GPU), efficiency %4
%5</source>
        <translation>%1 GPUs: %2 tokens/s (%3 per GPU), efficiency %4
%5</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="148"/>
        <location filename="../widgets/document/scenariodocument.cpp" line="165"/>
        <source>Set %1 to %2</source>
        <translation>Set %1 to %2</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="262"/>
        <source>Not enough memory to estimate this scenario; the figures shown are from the last estimate.</source>
        <translation>Not enough memory to estimate this scenario; the figures shown are from the last estimate.</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="328"/>
        <source>Recover unsaved changes</source>
        <translation>Recover unsaved changes</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="351"/>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="382"/>
        <source>Cannot save %1: %2</source>
        <translation>Cannot save %1: %2</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SearchPanel</name>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="63"/>
        <source>whole cluster</source>
        <translation>whole cluster</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="64"/>
        <source>Use exactly this many GPUs (0: every GPU of the cluster). The cluster gets as many nodes as that needs.</source>
        <translation>Use exactly this many GPUs (0: every GPU of the cluster). The cluster gets as many nodes as that needs.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="70"/>
        <source>How many of the fastest configurations the table lists</source>
        <translation>How many of the fastest configurations the table lists</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="75"/>
        <source>Micro-batches tried: the divisors of the global batch up to this</source>
        <translation>Micro-batches tried: the divisors of the global batch up to this</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="78"/>
        <source>Any launcher</source>
        <translation>Any launcher</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="81"/>
        <source>Rank only plans this launcher runs as planned: refused plans, and plans it would only run after changing them (schedule, interleaving, ZeRO stage, SP, overlap), are left out</source>
        <translation>Rank only plans this launcher runs as planned: refused plans, and plans it would only run after changing them (schedule, interleaving, ZeRO stage, SP, overlap), are left out</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="86"/>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPUs:</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="87"/>
        <source>&amp;Top:</source>
        <translation>&amp;Top:</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="88"/>
        <source>&amp;Micro-batch up to:</source>
        <translation>&amp;Micro-batch up to:</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="89"/>
        <source>&amp;Launcher:</source>
        <translation>&amp;Launcher:</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="93"/>
        <source>&amp;Search</source>
        <translation>&amp;Search</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="94"/>
        <source>Every configuration of this model on these GPUs at this global batch, ranked by tokens per second</source>
        <translation>Every configuration of this model on these GPUs at this global batch, ranked by tokens per second</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="96"/>
        <source>Scaling S&amp;weep</source>
        <translation>Scaling S&amp;weep</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="97"/>
        <source>The best configuration at one node, two, four, ... up to the whole cluster, at this global batch</source>
        <translation>The best configuration at one node, two, four, ... up to the whole cluster, at this global batch</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="99"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="115"/>
        <source>Search ranks every split of the job that fits; nothing has been searched yet.</source>
        <translation>Search ranks every split of the job that fits; nothing has been searched yet.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="138"/>
        <source>C&amp;olour by:</source>
        <translation>C&amp;olour by:</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="152"/>
        <source>Fastest configurations</source>
        <translation>Fastest configurations</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="153"/>
        <source>Pareto front (throughput against free memory)</source>
        <translation>Pareto front (throughput against free memory)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="156"/>
        <source>&amp;Apply to Document</source>
        <translation>&amp;Apply to Document</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="157"/>
        <source>Load the selected configuration into the document (Undo takes it back)</source>
        <translation>Load the selected configuration into the document (Undo takes it back)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Peak</source>
        <translation>Peak</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="164"/>
        <source>Free</source>
        <translation>Free</translation>
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
        <translation>Schedule</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="165"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="166"/>
        <source>Launchers</source>
        <translation>Launchers</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="181"/>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Speed-up</source>
        <translation>Speed-up</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="191"/>
        <source>Efficiency</source>
        <translation>Efficiency</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="192"/>
        <source>Best configuration</source>
        <translation>Best configuration</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="202"/>
        <source>Apply to &amp;Document</source>
        <translation>Apply to &amp;Document</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="203"/>
        <source>Load the selected size&apos;s best configuration, with that many GPUs, into the document</source>
        <translation>Load the selected size&apos;s best configuration, with that many GPUs, into the document</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="209"/>
        <source>Scaling</source>
        <translation>Scaling</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="229"/>
        <source>Searching… %1 of %2 configurations looked at, %3 fit so far</source>
        <translation>Searching… %1 of %2 configurations looked at, %3 fit so far</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="240"/>
        <source>%1 configurations on %2 GPUs: %3 break a launcher rule, %4 do not fit in memory, %5 fit (%6 s on %7 threads).</source>
        <translation>%1 configurations on %2 GPUs: %3 break a launcher rule, %4 do not fit in memory, %5 fit (%6 s on %7 threads).</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="248"/>
        <source>No launcher starts %1 GPUs on %2-GPU nodes: torchrun starts the same number of processes on every node.</source>
        <translation>No launcher starts %1 GPUs on %2-GPU nodes: torchrun starts the same number of processes on every node.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="253"/>
        <source>Nothing fits: use more GPUs, GPUs with more memory, or a smaller global batch.</source>
        <translation>Nothing fits: use more GPUs, GPUs with more memory, or a smaller global batch.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="255"/>
        <source>The plot shows the fastest of them at each spot (%1 points).</source>
        <translation>The plot shows the fastest of them at each spot (%1 points).</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="267"/>
        <source>Scaling sweep over %1 sizes done in %2 s.</source>
        <translation>Scaling sweep over %1 sizes done in %2 s.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="272"/>
        <source>Cancelled. The previous results stay as they were.</source>
        <translation>Cancelled. The previous results stay as they were.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="276"/>
        <source>The search could not run: %1</source>
        <translation>The search could not run: %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="298"/>
        <source>Searching…</source>
        <translation>Searching…</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="322"/>
        <source>Your plan is #%1 of the plans the search ranked: %2 tokens/s.</source>
        <translation>Your plan is #%1 of the plans the search ranked: %2 tokens/s.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="326"/>
        <source>Your plan has changed since the search; search again to see where it stands.</source>
        <translation>Your plan has changed since the search; search again to see where it stands.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="338"/>
        <source>Sweeping the cluster size…</source>
        <translation>Sweeping the cluster size…</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="393"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="399"/>
        <source>%1 (ETP %2)</source>
        <translation>%1 (ETP %2)</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="401"/>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="401"/>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="409"/>
        <source>Measured steps of such plans fell between %1 and %2</source>
        <translation>Measured steps of such plans fell between %1 and %2</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="411"/>
        <source>Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs fell farther from the estimate, most of them slower. The ranking uses the estimate.</source>
        <translation>Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs fell farther from the estimate, most of them slower. The ranking uses the estimate.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="417"/>
        <source>
Widened for a mixture of experts: the public runs that trained experts were all slower than estimated.</source>
        <translation>
Widened for a mixture of experts: the public runs that trained experts were all slower than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="420"/>
        <source>
Widened for a low-precision recipe on Blackwell: most public FP8 runs on Blackwell GPUs were faster than estimated.</source>
        <translation>
Widened for a low-precision recipe on Blackwell: most public FP8 runs on Blackwell GPUs were faster than estimated.</translation>
    </message>
    <message>
        <source>
Widened for a low-precision recipe on Blackwell: the public FP8 runs on Blackwell GPUs were all faster than estimated.</source>
        <translation type="vanished">
Widened for a low-precision recipe on Blackwell: the public FP8 runs on Blackwell GPUs were all faster than estimated.</translation>
    </message>
    <message>
        <source>Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs were up to a third slower than estimated. The ranking uses the estimate.</source>
        <translation type="vanished">Measured steps of such plans fell between %1 and %2: a range widened for context parallelism or for more than %3 GPUs, where the public runs were up to a third slower than estimated. The ranking uses the estimate.</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="427"/>
        <source>Within the model&apos;s error (%1) of the fastest plan: to the model, as good as the best</source>
        <translation>Within the model&apos;s error (%1) of the fastest plan: to the model, as good as the best</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="428"/>
        <source>Within the calibrated profile&apos;s held-out error (%1) of the fastest plan: on this cluster, as good as the best</source>
        <translation>Within the calibrated profile&apos;s held-out error (%1) of the fastest plan: on this cluster, as good as the best</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="431"/>
        <source>Runs as planned on: %1</source>
        <translation>Runs as planned on: %1</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="450"/>
        <source>nothing fits</source>
        <translation>nothing fits</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="507"/>
        <source>Apply %1</source>
        <translation>Apply %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SearchScatterChart</name>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="23"/>
        <source>Feasible configurations: throughput against memory</source>
        <translation>Feasible configurations: throughput against memory</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="26"/>
        <source>Peak memory per GPU</source>
        <translation>Peak memory per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="27"/>
        <source>Tokens per second</source>
        <translation>Tokens per second</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="28"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="31"/>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="34"/>
        <source>current configuration</source>
        <translation>current configuration</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="168"/>
        <source>The current configuration: %1 tokens/s at %2 per GPU</source>
        <translation>The current configuration: %1 tokens/s at %2 per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="177"/>
        <source>%1
%2 tokens/s, %3 per GPU
Click to select it in the table below.</source>
        <translation>%1
%2 tokens/s, %3 per GPU
Click to select it in the table below.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SensitivityPanel</name>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="24"/>
        <source>Throughput (tokens/s)</source>
        <translation>Throughput (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="25"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="26"/>
        <source>Peak memory per GPU</source>
        <translation>Peak memory per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="33"/>
        <source>How far each hardware input moves down and up</source>
        <translation>How far each hardware input moves down and up</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="34"/>
        <source>&amp;Figure</source>
        <translation>&amp;Figure</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="36"/>
        <source>&amp;Hardware moved by</source>
        <translation>&amp;Hardware moved by</translation>
    </message>
    <message>
        <location filename="../widgets/teaching/sensitivitypanel.cpp" line="43"/>
        <source>Each row moves one input with everything else as it is: the hardware figures of the cluster profile by the amount above, the training settings to the nearest values the launchers accept. Hatched: that plan does not run (hover for why).</source>
        <translation>Each row moves one input with everything else as it is: the hardware figures of the cluster profile by the amount above, the training settings to the nearest values the launchers accept. Hatched: that plan does not run (hover for why).</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SpecForm</name>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="134"/>
        <source>layer</source>
        <translation>layer</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="140"/>
        <location filename="../widgets/panels/specform.cpp" line="167"/>
        <location filename="../widgets/panels/specform.cpp" line="269"/>
        <location filename="../widgets/panels/specform.cpp" line="299"/>
        <location filename="../widgets/panels/specform.cpp" line="316"/>
        <source>Set %1</source>
        <translation>Set %1</translation>
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
        <translation>GB/s per GPU per direction</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="187"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="187"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="188"/>
        <source>seq</source>
        <translation>seq</translation>
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
        <translation>layers</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::StageBoundaryDrag</name>
    <message>
        <location filename="../widgets/charts/stageboundarydrag.cpp" line="123"/>
        <source>Drag the first stage&apos;s layers to %1</source>
        <translation>Drag the first stage&apos;s layers to %1</translation>
    </message>
    <message>
        <location filename="../widgets/charts/stageboundarydrag.cpp" line="123"/>
        <source>Drag the last stage&apos;s layers to %1</source>
        <translation>Drag the last stage&apos;s layers to %1</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SteadyLabel</name>
    <message>
        <location filename="../widgets/support/steadylabel.cpp" line="17"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::SummaryStrip</name>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="29"/>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="30"/>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="31"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="32"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="33"/>
        <source>Comm. exposed</source>
        <translation>Comm. exposed</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="34"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="143"/>
        <source>
How sure: no range; no public run measured the memory of a plan on these kernels.</source>
        <translation>
How sure: no range; no public run measured the memory of a plan on these kernels.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="146"/>
        <source>
How sure: on Megatron-LM with Transformer Engine, 80 % of %1 measured runs allocated a peak between %2 and %3 of such an estimate without its overhead: %4 to %5 here, the overhead as set.</source>
        <translation>
How sure: on Megatron-LM with Transformer Engine, 80 % of %1 measured runs allocated a peak between %2 and %3 of such an estimate without its overhead: %4 to %5 here, the overhead as set.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="151"/>
        <source>
How sure: on PyTorch&apos;s own kernels, 80 % of %1 torchtitan runs measured a peak between %2 and %3 of such an estimate: %4 to %5 here.</source>
        <translation>
How sure: on PyTorch&apos;s own kernels, 80 % of %1 torchtitan runs measured a peak between %2 and %3 of such an estimate: %4 to %5 here.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="157"/>
        <source> The upper end does not fit: the run may go out of memory.</source>
        <translation> The upper end does not fit: the run may go out of memory.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="182"/>
        <source>Does not run</source>
        <translation>Does not run</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="185"/>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="186"/>
        <source>Peak memory %1 on stage %2 of %3.</source>
        <translation>Peak memory %1 on stage %2 of %3.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="191"/>
        <source>Fits in %1</source>
        <translation>Fits in %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="195"/>
        <source>Peak %1 on stage %2; %3 to spare.</source>
        <translation>Peak %1 on stage %2; %3 to spare.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="201"/>
        <source>Over %1 · stage %2</source>
        <translation>Over %1 · stage %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="236"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: 80 % of the %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: 80 % of the %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="248"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: at least 80 % of the %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: at least 80 % of the %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="259"/>
        <source> Widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all of them longer than estimated.</source>
        <translation> Widened for a mixture of experts: it also holds %1 of the %2 public runs that trained experts, all of them longer than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="265"/>
        <source> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them shorter than estimated.</source>
        <translation> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, most of them shorter than estimated.</translation>
    </message>
    <message>
        <source> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all of them shorter than estimated.</source>
        <translation type="vanished"> Widened for a low-precision recipe on Blackwell: it also holds the %1 public FP8 runs on B200, GB200 and GB300, all of them shorter than estimated.</translation>
    </message>
    <message>
        <source>Over %1</source>
        <translation type="vanished">Over %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="203"/>
        <source>Peak %1 on stage %2 does not fit in %3: %4 too much.</source>
        <translation>Peak %1 on stage %2 does not fit in %3: %4 too much.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="223"/>
        <source>What it would do if it fit: the plan runs out of memory.</source>
        <translation>What it would do if it fit: the plan runs out of memory.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="224"/>
        <source>What it would do if it ran: the plan is invalid.</source>
        <translation>What it would do if it ran: the plan is invalid.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="231"/>
        <source>
How sure: a profile calibrated to your own runs; its %1 held-out runs took between %2 and %3 of such an estimate.</source>
        <translation>
How sure: a profile calibrated to your own runs; its %1 held-out runs took between %2 and %3 of such an estimate.</translation>
    </message>
    <message>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: all %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation type="vanished">
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism: all %1 public runs with CP took between %2 and %3 of such an estimate, most of them longer than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="242"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for more than %4 GPUs: all %1 public runs beyond that scale took between %2 and %3 of such an estimate, all of them longer than estimated.</source>
        <translation>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for more than %4 GPUs: all %1 public runs beyond that scale took between %2 and %3 of such an estimate, all of them longer than estimated.</translation>
    </message>
    <message>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: all %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</source>
        <translation type="vanished">
How sure: a modelled profile (datasheets and public microbenchmarks), widened for context parallelism and for more than %4 GPUs: all %1 public runs with CP or beyond that scale took between %2 and %3 of such an estimate, most of them longer than estimated.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="253"/>
        <source>
How sure: a modelled profile (datasheets and public microbenchmarks); 80 % of %1 measured runs took between %2 and %3 of such an estimate.</source>
        <translation>
How sure: a modelled profile (datasheets and public microbenchmarks); 80 % of %1 measured runs took between %2 and %3 of such an estimate.</translation>
    </message>
    <message>
        <source> None of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;.</source>
        <translation type="vanished"> None of those runs trained a mixture of experts: for this plan the range is the dense runs&apos;.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="268"/>
        <source>Step time · %1–%2</source>
        <translation>Step time · %1–%2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="270"/>
        <source>Compute %1 + bubble %2 + exposed communication %3 + optimizer %4</source>
        <translation>Compute %1 + bubble %2 + exposed communication %3 + optimizer %4</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="274"/>
        <source>Tokens/s · %1–%2</source>
        <translation>Tokens/s · %1–%2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="276"/>
        <source>Global batch × sequence length / step time</source>
        <translation>Global batch × sequence length / step time</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="280"/>
        <source>Model FLOPs utilisation (PaLM, App. B): %1 of peak; with recompute (HFU) %2.</source>
        <translation>Model FLOPs utilisation (PaLM, App. B): %1 of peak; with recompute (HFU) %2.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="285"/>
        <source>Communication not hidden behind compute, as a share of the step. Above 30 % it sets the pace.</source>
        <translation>Communication not hidden behind compute, as a share of the step. Above 30 % it sets the pace.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="289"/>
        <location filename="../widgets/panels/summarystrip.cpp" line="292"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="290"/>
        <source>The layout needs %1 more GPUs than the cluster has.</source>
        <translation>The layout needs %1 more GPUs than the cluster has.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="293"/>
        <source>%1 GPUs of the cluster stay idle.</source>
        <translation>%1 GPUs of the cluster stay idle.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="295"/>
        <source>Every GPU of the cluster is used.</source>
        <translation>Every GPU of the cluster is used.</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TimeChart</name>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="127"/>
        <source>Time per step</source>
        <translation>Time per step</translation>
    </message>
    <message>
        <source>days</source>
        <translation type="vanished">days</translation>
    </message>
    <message>
        <source>h</source>
        <translation type="vanished">h</translation>
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
        <translation>% of the step</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="169"/>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="176"/>
        <source>NIC floor</source>
        <translation>NIC floor</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="177"/>
        <source>Bubble</source>
        <translation>Bubble</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation type="vanished">Stragglers</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="vanished">Optimizer</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="220"/>
        <source>30 %</source>
        <translation>30 %</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="39"/>
        <source>Nothing to send:
every group has one GPU.</source>
        <translation>Nothing to send:
every group has one GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="268"/>
        <source>NIC floor (%1 per NIC per step)</source>
        <translation>NIC floor (%1 per NIC per step)</translation>
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
        <translation>All exposed</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="332"/>
        <source>Sent per GPU (TB)</source>
        <translation>Sent per GPU (TB)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="333"/>
        <source>Sent per GPU (GB)</source>
        <translation>Sent per GPU (GB)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="334"/>
        <source>Sent per GPU (MB)</source>
        <translation>Sent per GPU (MB)</translation>
    </message>
    <message>
        <source>Step time %1
exposed communication %2 of the step</source>
        <translation type="vanished">Step time %1
exposed communication %2 of the step</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="366"/>
        <source>Step time %1 (%2–%3)
exposed communication %4 of the step</source>
        <translation>Step time %1 (%2–%3)
exposed communication %4 of the step</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="406"/>
        <source>&lt;br&gt;&lt;i&gt;%1 = %2&lt;br&gt;= %3 — %4&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;%1 = %2&lt;br&gt;= %3 — %4&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="414"/>
        <source>&lt;b&gt;One step: %1&lt;/b&gt;&lt;br&gt;compute %2&lt;br&gt;pipeline bubble %3&lt;br&gt;exposed communication %4&lt;br&gt;optimizer %5&lt;br&gt;%6 tokens/s, MFU %7</source>
        <translation>&lt;b&gt;One step: %1&lt;/b&gt;&lt;br&gt;compute %2&lt;br&gt;pipeline bubble %3&lt;br&gt;exposed communication %4&lt;br&gt;optimizer %5&lt;br&gt;%6 tokens/s, MFU %7</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="420"/>
        <source>&lt;br&gt;NIC floor: %1 per NIC / %2 = %3%4</source>
        <translation>&lt;br&gt;NIC floor: %1 per NIC / %2 = %3%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="421"/>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="423"/>
        <source>, sets the step (+%1 exposed)</source>
        <translation>, sets the step (+%1 exposed)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="424"/>
        <source>, below the step</source>
        <translation>, below the step</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="426"/>
        <source>&lt;br&gt;stragglers: makespan × %1 = +%2 (in the bubble)</source>
        <translation>&lt;br&gt;stragglers: makespan × %1 = +%2 (in the bubble)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="429"/>
        <source>&lt;br&gt;Whisker: %1 to %2, the range the %3 held-out runs of this calibrated profile set</source>
        <translation>&lt;br&gt;Whisker: %1 to %2, the range the %3 held-out runs of this calibrated profile set</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="433"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where 80 % of the %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</source>
        <translation>&lt;br&gt;Whisker: %1 to %2, where 80 % of the %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="444"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where at least 80 % of the %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</source>
        <translation>&lt;br&gt;Whisker: %1 to %2, where at least 80 % of the %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="454"/>
        <source> (widened to hold %1 of the %2 public runs that trained experts)</source>
        <translation> (widened to hold %1 of the %2 public runs that trained experts)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</source>
        <translation type="vanished">&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism fell around such an estimate (modelled profile, widened for CP)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="438"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs on more than %4 GPUs fell around such an estimate (modelled profile, widened for that scale)</source>
        <translation>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs on more than %4 GPUs fell around such an estimate (modelled profile, widened for that scale)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</source>
        <translation type="vanished">&lt;br&gt;Whisker: %1 to %2, where all %3 public runs with context parallelism or on more than %4 GPUs fell around such an estimate (modelled profile, widened for CP and that scale)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="449"/>
        <source>&lt;br&gt;Whisker: %1 to %2, where 80 % of %3 public measured runs fell around such an estimate (modelled profile)</source>
        <translation>&lt;br&gt;Whisker: %1 to %2, where 80 % of %3 public measured runs fell around such an estimate (modelled profile)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="458"/>
        <source> (widened to hold the %1 public FP8 runs on Blackwell GPUs)</source>
        <translation> (widened to hold the %1 public FP8 runs on Blackwell GPUs)</translation>
    </message>
    <message>
        <source> (none of those runs trained a mixture of experts)</source>
        <translation type="vanished"> (none of those runs trained a mixture of experts)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="471"/>
        <source>&lt;b&gt;Exposed communication: %1 of the step&lt;/b&gt;&lt;br&gt;Above 30 %, communication rather than compute sets the pace; look at the largest bar above.</source>
        <translation>&lt;b&gt;Exposed communication: %1 of the step&lt;/b&gt;&lt;br&gt;Above 30 %, communication rather than compute sets the pace; look at the largest bar above.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="477"/>
        <source>&lt;b&gt;%1 over %2 GPUs&lt;/b&gt; (%3%4)&lt;br&gt;%5 sent per GPU per step; %6 in total, %7 exposed</source>
        <translation>&lt;b&gt;%1 over %2 GPUs&lt;/b&gt; (%3%4)&lt;br&gt;%5 sent per GPU per step; %6 in total, %7 exposed</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="481"/>
        <source>, crosses nodes</source>
        <translation>, crosses nodes</translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="484"/>
        <source>&lt;br&gt;• %1 of %2: %3 × %4 per step, %5 each</source>
        <translation>&lt;br&gt;• %1 of %2: %3 × %4 per step, %5 each</translation>
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
        <translation>Inside node (PCIe)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="43"/>
        <source>NICs to leaf</source>
        <translation>NICs to leaf</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="44"/>
        <source>Leaf to spine</source>
        <translation>Leaf to spine</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="62"/>
        <source>Colour &amp;by</source>
        <translation>Colour &amp;by</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="65"/>
        <source>TP groups</source>
        <translation>TP groups</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="66"/>
        <source>CP groups</source>
        <translation>CP groups</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="67"/>
        <source>PP stages</source>
        <translation>PP stages</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="68"/>
        <source>DP replicas</source>
        <translation>DP replicas</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="69"/>
        <source>EP groups</source>
        <translation>EP groups</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="70"/>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="75"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="76"/>
        <source>Show the whole cluster (0 or double click)</source>
        <translation>Show the whole cluster (0 or double click)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="78"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="79"/>
        <source>Save the whole cluster picture as PNG or SVG</source>
        <translation>Save the whole cluster picture as PNG or SVG</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="199"/>
        <source>%1 GPUs, %2 ranks.</source>
        <translation>%1 GPUs, %2 ranks.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="201"/>
        <source>%1: one GPU each, nothing to cross.</source>
        <translation>%1: one GPU each, nothing to cross.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="204"/>
        <source>%1 of %2: every group stays inside one %3.</source>
        <translation>%1 of %2: every group stays inside one %3.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="212"/>
        <source>%1 of %2: %3 of %4 groups cross a %5 boundary (outlined in red)</source>
        <translation>%1 of %2: %3 of %4 groups cross a %5 boundary (outlined in red)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="219"/>
        <source>. Their collectives leave NVLink for the network.</source>
        <translation>. Their collectives leave NVLink for the network.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="220"/>
        <source>. Expected: this traffic is meant for the network.</source>
        <translation>. Expected: this traffic is meant for the network.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="224"/>
        <source> %1 GPUs idle (grey).</source>
        <translation> %1 GPUs idle (grey).</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="228"/>
        <source>%1 ranks have no GPU.</source>
        <translation>%1 ranks have no GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="235"/>
        <source>one colour per group; colours repeat</source>
        <translation>one colour per group; colours repeat</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="237"/>
        <source>colours repeat every %1</source>
        <translation>colours repeat every %1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="238"/>
        <source>idle</source>
        <translation>idle</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="248"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="252"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: %3 per step on the busiest GPU, %4 of its capacity%5</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;: %3 per step on the busiest GPU, %4 of its capacity%5</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;: %3 per GPU per step, %4 of its capacity%5</source>
        <translation type="vanished">%1 &lt;b&gt;%2&lt;/b&gt;: %3 per GPU per step, %4 of its capacity%5</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="258"/>
        <source>; busy at least %1 of the %2 step%3</source>
        <translation>; busy at least %1 of the %2 step%3</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="260"/>
        <source>, which it sets</source>
        <translation>, which it sets</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="267"/>
        <source>%1: part of the traffic stays inside the node, part goes over the NIC; the two parts add up to the bytes per GPU in the step-time chart.</source>
        <translation>%1: part of the traffic stays inside the node, part goes over the NIC; the two parts add up to the bytes per GPU in the step-time chart.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="276"/>
        <source>%1 of %2 %3 stay inside one %4: their GPUs send that traffic over %5, not the NIC.</source>
        <translation>%1 of %2 %3 stay inside one %4: their GPUs send that traffic over %5, not the NIC.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="287"/>
        <source>&lt;i&gt;Click a GPU to see its rank, its coordinates and its groups.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Click a GPU to see its rank, its coordinates and its groups.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="293"/>
        <source>Node %1, GPU %2: idle.</source>
        <translation>Node %1, GPU %2: idle.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="297"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; on node %2, GPU %3: TP %4, CP %5, DP %6, PP stage %7, EP %8; %9 per GPU.</source>
        <translation>&lt;b&gt;Rank %1&lt;/b&gt; on node %2, GPU %3: TP %4, CP %5, DP %6, PP stage %7, EP %8; %9 per GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="316"/>
        <source>%1, %2, … %3 (%4 ranks)</source>
        <translation>%1, %2, … %3 (%4 ranks)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="332"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation>Cannot write in the folder of %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="354"/>
        <source>Unknown image type &quot;%1&quot;: use .png or .svg.</source>
        <translation>Unknown image type &quot;%1&quot;: use .png or .svg.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="359"/>
        <source>Could not render the topology to %1.</source>
        <translation>Could not render the topology to %1.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="366"/>
        <location filename="../widgets/topology/topologypanel.cpp" line="372"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="382"/>
        <source>Export Topology</source>
        <translation>Export Topology</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="383"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG image (*.png);;SVG drawing (*.svg)</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="390"/>
        <source>Cannot Export Topology</source>
        <translation>Cannot Export Topology</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TopologyView</name>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="40"/>
        <source>Cluster topology</source>
        <translation>Cluster topology</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="61"/>
        <source>Each block is a node; zoom in (wheel or +) for every GPU and its group&apos;s colour.</source>
        <translation>Each block is a node; zoom in (wheel or +) for every GPU and its group&apos;s colour.</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="120"/>
        <source>spine</source>
        <translation>spine</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="146"/>
        <source>leaf %1 · rails</source>
        <translation>leaf %1 · rails</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="146"/>
        <source>leaf %1</source>
        <translation>leaf %1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyscene.cpp" line="211"/>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="222"/>
        <source>Node %1, GPU %2: idle</source>
        <translation>Node %1, GPU %2: idle</translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="227"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; · node %2, GPU %3&lt;br&gt;TP %4 · CP %5 · DP %6 · PP %7 · EP %8&lt;br&gt;stage %7 uses %9 per GPU&lt;br&gt;&lt;i&gt;click to highlight its groups&lt;/i&gt;</source>
        <translation>&lt;b&gt;Rank %1&lt;/b&gt; · node %2, GPU %3&lt;br&gt;TP %4 · CP %5 · DP %6 · PP %7 · EP %8&lt;br&gt;stage %7 uses %9 per GPU&lt;br&gt;&lt;i&gt;click to highlight its groups&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::TornadoChart</name>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="96"/>
        <source>Change from the plan as it is (%)</source>
        <translation>Change from the plan as it is (%)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="100"/>
        <source>Input lowered</source>
        <translation>Input lowered</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="102"/>
        <source>Input raised</source>
        <translation>Input raised</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="104"/>
        <source>That plan does not run</source>
        <translation>That plan does not run</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="191"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="171"/>
        <source>throughput (tokens/s)</source>
        <translation>throughput (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="172"/>
        <source>step time</source>
        <translation>step time</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="173"/>
        <source>peak memory per GPU</source>
        <translation>peak memory per GPU</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="174"/>
        <source>What moves the %1
hardware inputs ±%2 %, training settings to their nearest allowed values</source>
        <translation>What moves the %1
hardware inputs ±%2 %, training settings to their nearest allowed values</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="208"/>
        <source>the %1 largest of %2 inputs: enlarge the panel for the rest</source>
        <translation>the %1 largest of %2 inputs: enlarge the panel for the rest</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="241"/>
        <source>%1: none</source>
        <translation>%1: none</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="242"/>
        <source>%1 to %2: step %3, %4 tokens/s, peak %5</source>
        <translation>%1 to %2: step %3, %4 tokens/s, peak %5</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="246"/>
        <source> (does not fit)</source>
        <translation> (does not fit)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="248"/>
        <source> (does not run: %1)</source>
        <translation> (does not run: %1)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="251"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, now %2&lt;br&gt;%3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, now %2&lt;br&gt;%3&lt;br&gt;%4</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="252"/>
        <source>Lowered</source>
        <translation>Lowered</translation>
    </message>
    <message>
        <location filename="../widgets/charts/tornadochart.cpp" line="253"/>
        <source>Raised</source>
        <translation>Raised</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::UpdatingVeil</name>
    <message>
        <location filename="../widgets/support/updatingveil.cpp" line="28"/>
        <source>Updating…</source>
        <translation>Updating…</translation>
    </message>
</context>
<context>
    <name>shardscope::ui::WarningsPanel</name>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="57"/>
        <source>No warnings: this configuration passes every check.</source>
        <translation>No warnings: this configuration passes every check.</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="93"/>
        <source>Apply fix</source>
        <translation>Apply fix</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="114"/>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="149"/>
        <source>Suggested: %1</source>
        <translation>Suggested: %1</translation>
    </message>
</context>
</TS>
