<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="19"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="31"/>
        <location filename="../widgets/charts/chartexport.cpp" line="37"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="53"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="79"/>
        <source>Unknown image type &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="86"/>
        <source>Could not render the chart to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="97"/>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartexport.cpp" line="108"/>
        <source>Cannot Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="163"/>
        <source>Export Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartwidget.cpp" line="164"/>
        <source>Copy Chart as Image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterPanel</name>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="23"/>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="23"/>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="24"/>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="24"/>
        <source>RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="25"/>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="46"/>
        <source>Use cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="53"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="55"/>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="57"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="58"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="60"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="60"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="62"/>
        <source>What the driver reports (NVIDIA&apos;s &quot;80 GB&quot; H100 reports 79.65 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="63"/>
        <source>BF16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="63"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="66"/>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="65"/>
        <source>Dense, without 2:4 sparsity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="66"/>
        <source>FP8 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="68"/>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="68"/>
        <source>TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="70"/>
        <source>Matmul efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="72"/>
        <source>Share of the dense peak that training matrix math reaches; calibrate against a measured run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="73"/>
        <source>HBM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="75"/>
        <source>Share of the HBM bandwidth that memory-bound kernels reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="76"/>
        <source>Inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="77"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="80"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="95"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="80"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="95"/>
        <source>GB/s per GPU per direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="82"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="97"/>
        <source>Latency per hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="82"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="97"/>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="84"/>
        <location filename="../widgets/panels/clusterpanel.cpp" line="99"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="86"/>
        <source>Bus bandwidth NCCL reaches, as a share of the link&apos;s rate (nccl-tests busbw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="87"/>
        <source>NVLink domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="87"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="90"/>
        <source>GPUs sharing one NVLink fabric: 8 in a DGX, 72 in a GB200 NVL72 rack, 1 without NVLink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="91"/>
        <source>Between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="92"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="101"/>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="102"/>
        <source>Single switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="102"/>
        <source>Fat tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="102"/>
        <source>Rail-optimized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="105"/>
        <source>Nodes per leaf switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="107"/>
        <source>0: one leaf for all nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="108"/>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="108"/>
        <source>: 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/clusterpanel.cpp" line="121"/>
        <source>%1 GPUs: %2 nodes x %3 %4, %5 each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionTreeView</name>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="75"/>
        <source>Does it train on one GPU?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="77"/>
        <source>needs %1× one GPU&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="79"/>
        <source>Is it a mixture-of-experts model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="82"/>
        <source>%1 experts, %2 per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="84"/>
        <source>dense: every parameter works on every token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="86"/>
        <source>Is the memory gap at most 2×?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="88"/>
        <source>gap %1× (ZeRO-3 closes up to 2×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="90"/>
        <source>Does it fit in one node with TP?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="92"/>
        <source>with TP inside one node: %1× of GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="101"/>
        <source>Data parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="103"/>
        <source>Expert parallelism (EP + DP, TP/PP as needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="105"/>
        <source>ZeRO-3 / FSDP over all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="107"/>
        <source>TP inside the node + DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="109"/>
        <source>TP inside the node + PP across nodes + DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="112"/>
        <source>Start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="114"/>
        <source>fits: %1 per GPU, %2 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="117"/>
        <source>does not fit yet: %1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="118"/>
        <source>Click to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="224"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="227"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="291"/>
        <source>The article&apos;s table row for this size: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="296"/>
        <source>Not on this model&apos;s path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/teaching/decisiontreeview.cpp" line="309"/>
        <source>Apply the decision tree&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="40"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="42"/>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="44"/>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="46"/>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="48"/>
        <source>buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="49"/>
        <source>overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="57"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="57"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="66"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="67"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="68"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="76"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="77"/>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="78"/>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="79"/>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="80"/>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="81"/>
        <source>expert TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="82"/>
        <source>sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="83"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="84"/>
        <source>pipeline schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="85"/>
        <source>virtual stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="86"/>
        <source>global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="87"/>
        <source>micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="88"/>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="89"/>
        <source>recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="90"/>
        <source>flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="91"/>
        <source>optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="92"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="104"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="105"/>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="115"/>
        <source>More GPUs than the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="116"/>
        <source>TP x PP x CP x DP = %1 GPUs, but the cluster has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="118"/>
        <source>GPUs left idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="119"/>
        <source>%1 of the cluster&apos;s %2 GPUs do nothing in this layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="121"/>
        <source>Global batch does not divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="122"/>
        <source>The global batch (%1) must be a multiple of micro-batch x DP (%2 x %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="125"/>
        <source>Heads not divisible by TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="126"/>
        <source>%1 attention heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="128"/>
        <source>KV heads not divisible by TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="129"/>
        <source>%1 key/value heads cannot be split over TP = %2; Megatron-LM refuses to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="131"/>
        <source>FFN width not divisible by TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="132"/>
        <source>The FFN width %1 cannot be split over TP = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="134"/>
        <source>Expert FFN not divisible by expert TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="135"/>
        <source>The expert FFN width %1 cannot be split over expert TP = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="137"/>
        <source>Vocabulary padded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="138"/>
        <source>The vocabulary of %1 tokens is padded to %2, a multiple of 128 x TP, as Megatron-LM does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="140"/>
        <source>Sequence longer than the model&apos;s context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="141"/>
        <source>Sequences of %1 tokens exceed the model&apos;s maximum of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="143"/>
        <source>More pipeline chunks than layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="144"/>
        <source>%1 pipeline chunks for %2 layers leave some chunks empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="146"/>
        <source>Layers do not divide over the stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="147"/>
        <source>%1 layers over %2 chunks: the middle stages take one more layer. Megatron-LM needs explicit first/last stage sizes for that, and refuses it when interleaving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="149"/>
        <source>Interleaving without pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="150"/>
        <source>The interleaved schedule splits pipeline stages into chunks; with PP = 1 there are none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="152"/>
        <source>Micro-batches not a multiple of PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="153"/>
        <source>The interleaved schedule needs the micro-batch count (%1) to be a multiple of PP = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="155"/>
        <source>Virtual stages ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="156"/>
        <source>Virtual stages only apply to the interleaved 1F1B schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="158"/>
        <source>DualPipe needs an even PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="159"/>
        <source>DualPipe pairs stage i with stage p-1-i; PP = %1 is odd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="161"/>
        <source>Bubble from the paper&apos;s formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="162"/>
        <source>ShardScope does not simulate this schedule; its bubble comes from the published closed form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="164"/>
        <source>Large pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="165"/>
        <source>The pipeline is idle %1 of the step with %2 micro-batches over %3 stages; %4 or more micro-batches bring it under 20 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="168"/>
        <source>Sequence parallelism without TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="169"/>
        <source>Sequence parallelism splits the tensor-parallel group; with TP = 1 it does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="171"/>
        <source>Sequence does not divide over TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="172"/>
        <source>With sequence parallelism each rank holds s / (CP x TP) tokens; %1 does not divide by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="174"/>
        <source>TP larger than the NVLink domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="175"/>
        <source>TP = %1 is larger than the %2 GPUs that share NVLink: every TP all-reduce goes over the network, on the critical path of every layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="177"/>
        <source>TP groups cross NVLink domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="178"/>
        <source>TP = %1 does not divide the NVLink domain of %2 GPUs, so some TP groups straddle two domains and talk over the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="180"/>
        <source>TP without NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="181"/>
        <source>This cluster has no NVLink: every tensor-parallel all-reduce crosses PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="183"/>
        <source>Sequence does not divide over CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="184"/>
        <source>Context parallelism splits each sequence into 2 x CP load-balanced chunks; %1 tokens do not divide by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="186"/>
        <source>CP without fused attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="187"/>
        <source>Megatron-LM&apos;s context parallelism runs on fused (flash) attention kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="189"/>
        <source>EP on a dense model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="190"/>
        <source>EP = %1 has no experts to split in a dense model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="192"/>
        <source>Experts do not divide over EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="193"/>
        <source>%1 experts cannot be split over EP = %2 ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="195"/>
        <source>EP x expert TP does not fit the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="196"/>
        <source>The expert layers re-split the %1 TP x CP x DP ranks of a stage; EP %2 x expert TP %3 does not divide them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="198"/>
        <source>All-to-all across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="199"/>
        <source>The EP groups of %1 span nodes: token dispatch runs over the network (%2 of the step exposed). It needs a non-blocking, high-radix fabric; measure it with nccl-tests first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="201"/>
        <source>Out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="202"/>
        <source>Stage %1 needs %2 per GPU, %3 more than the %4 available. The largest part is %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="206"/>
        <source>Little memory left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="207"/>
        <source>Stage %1 leaves only %2 free; fragmentation and spikes the estimate cannot see may still run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="209"/>
        <source>Communication above 30 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="210"/>
        <source>Exposed communication takes %1 of the step, most of it %2 (%3). Above 30 % adding GPUs stops paying; change the layout or the batch instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="213"/>
        <source>Offload without ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="214"/>
        <source>Optimizer offload needs ZeRO stage 1 or higher (or Megatron&apos;s distributed optimizer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="216"/>
        <source>ZeRO-2/3 with pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="217"/>
        <source>ZeRO-%1 with PP repeats its gradient (and at stage 3 parameter) traffic for every micro-batch on every stage; DeepSpeed refuses the combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="219"/>
        <source>ZeRO-3 at scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/diagnostictext.cpp" line="220"/>
        <source>ZeRO-3 on %1 GPUs moves 1.5x the bytes of data parallelism; the distributed optimizer (ZeRO-1) also fits here (%2 per GPU).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="37"/>
        <source>Export to a Launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="71"/>
        <source>&amp;Copy File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="72"/>
        <source>&amp;Save All…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="128"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · follows %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="134"/>
        <source>Cannot export: %1 (rule %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="141"/>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="141"/>
        <source>Adapted (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="185"/>
        <source>%1 cannot express this configuration, so there is nothing to write.

%2

Change the configuration as suggested, or pick another launcher on the left: the ones marked ✕ refuse it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="193"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="216"/>
        <source>Cannot express this configuration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="252"/>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="258"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="272"/>
        <source>Save Launch Files Into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="280"/>
        <source>Replace Files?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="281"/>
        <source>%1 already contains %2. Replace?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/exportdialog.cpp" line="286"/>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="22"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="24"/>
        <source>Start again from the default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="27"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="33"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="34"/>
        <source>ShardScope scenarios (*.shardscope.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="39"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="43"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="47"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="53"/>
        <source>The scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="54"/>
        <source>&quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="56"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="56"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="110"/>
        <source>Cannot Import Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="110"/>
        <source>%1 is neither a scenario nor a model configuration ShardScope can read.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="121"/>
        <source>Cannot Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="122"/>
        <source>%1 could not be opened; the current scenario is unchanged.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="143"/>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="144"/>
        <source>ShardScope scenarios (*.shardscope.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="156"/>
        <source>Cannot Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/fileactions.cpp" line="156"/>
        <source>The scenario was not saved.

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../widgets/support/format.cpp" line="16"/>
        <source>%1 PiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="18"/>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="19"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="26"/>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="28"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="30"/>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="32"/>
        <source>%1 kB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="33"/>
        <location filename="../widgets/support/format.cpp" line="75"/>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="40"/>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="42"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="44"/>
        <location filename="../widgets/support/format.cpp" line="46"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="48"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="49"/>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="56"/>
        <source>%1 G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="58"/>
        <location filename="../widgets/support/format.cpp" line="77"/>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="60"/>
        <source>%1 k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="66"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/format.cpp" line="73"/>
        <source>%1 T</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="101"/>
        <source>Change not made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="104"/>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="105"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="175"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="170"/>
        <source>Parallelism and Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="173"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="177"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="179"/>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="181"/>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="183"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="185"/>
        <source>Decision Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="195"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="203"/>
        <source>Export to &amp;Launcher…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="209"/>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="210"/>
        <source>&amp;Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="215"/>
        <source>&amp;Memory Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="215"/>
        <source>Ctrl+E, M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>&amp;Pipeline Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>Ctrl+E, P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="217"/>
        <source>&amp;Time Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="217"/>
        <source>Ctrl+E, T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="219"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="222"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="223"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="225"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="230"/>
        <source>&amp;Copy Report as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="231"/>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="233"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="234"/>
        <source>&amp;Search Configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="239"/>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="240"/>
        <source>Scaling S&amp;weep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="245"/>
        <source>Ctrl+Shift+W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="247"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="251"/>
        <source>Show the &amp;Whole Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="255"/>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="256"/>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="259"/>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="260"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="261"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="271"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="274"/>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="282"/>
        <source>The language changes when ShardScope starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="286"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="287"/>
        <source>&amp;About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="288"/>
        <source>About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="289"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Plan distributed LLM training: memory per GPU, the pipeline schedule, communication and step time, from published formulas.&lt;/p&gt;&lt;p&gt;Every formula and its source is listed in docs/formulas.md.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="294"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="322"/>
        <source>Chart saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="329"/>
        <source>Report copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="334"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="336"/>
        <source>%1[*] — %2 — ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="338"/>
        <source>Not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="344"/>
        <source>Estimated in %1 µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="25"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="26"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="27"/>
        <source>Optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="28"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="29"/>
        <source>Buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="30"/>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="62"/>
        <source>%1 parameters held by this GPU × %2 bytes (%3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="65"/>
        <source>, sharded over DP×CP = %1 by ZeRO-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="68"/>
        <source>%1 parameters × %2 bytes (%3 main gradients)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="71"/>
        <location filename="../widgets/charts/memorychart.cpp" line="77"/>
        <source>, sharded over DP×CP = %1 by ZeRO-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="74"/>
        <source>%1 parameters × %2 bytes (%3: fp32 master copy and moments)%4 — ZeRO §3, Table 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="80"/>
        <source>%1 layers × %2 micro-batches in flight, per layer Korthikanti et al. 2022 Table 2 with %3 recompute; %4 of it in the embedding and output layer inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="93"/>
        <source>fp32 logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="94"/>
        <source>ZeRO-3 gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="95"/>
        <source>reduce buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="96"/>
        <source>recompute workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="97"/>
        <source>pipeline send/receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="98"/>
        <source>SP all-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="99"/>
        <source>No buffers on this stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="103"/>
        <source>CUDA context %1 GiB + %2 of the memory above for allocator fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="114"/>
        <source>Pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="115"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="135"/>
        <source>Over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="141"/>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="192"/>
        <source>%1 capacity %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="210"/>
        <source>Memory per GPU
peak %1 on stage %2: fits in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="215"/>
        <source>Memory per GPU
peak %1 on stage %2: %3 over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="252"/>
        <source>&lt;b&gt;Stage %1 · %2&lt;/b&gt;&lt;br&gt;%3 (%4 bytes)&lt;br&gt;%5&lt;br&gt;&lt;i&gt;Stage total %6 (%7 layers)&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/memorychart.cpp" line="262"/>
        <source>&lt;b&gt;Stage %1 is over capacity&lt;/b&gt;&lt;br&gt;%2 needed, %3 available: %4 too much</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="52"/>
        <source>Start from a published model; every field below stays editable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="56"/>
        <source>Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="57"/>
        <source>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, DeepSeek, GPT-2); you can also drop the file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="72"/>
        <source>Use model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="76"/>
        <source>Import a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="77"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="80"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="230"/>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="84"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="86"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="88"/>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="90"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="92"/>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="93"/>
        <source>Grouped-query attention: fewer key/value heads than heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="95"/>
        <source>Head size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="98"/>
        <source>Per attention head; leave at &quot;auto&quot; for hidden size / heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="99"/>
        <source>auto (hidden / heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="100"/>
        <source>FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="102"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="104"/>
        <source>Max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="106"/>
        <source>MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="106"/>
        <source>SwiGLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="106"/>
        <source>GeLU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="109"/>
        <source>Norm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="109"/>
        <source>RMSNorm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="109"/>
        <source>LayerNorm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="112"/>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="114"/>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="115"/>
        <source>RoPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="115"/>
        <source>Learned (GPT-2/3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="115"/>
        <location filename="../widgets/panels/modelpanel.cpp" line="119"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="118"/>
        <source>Biases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="119"/>
        <source>QKV only (Qwen2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="119"/>
        <source>All linear layers (GPT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="122"/>
        <source>QK norm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="123"/>
        <source>Per-head RMSNorm on queries and keys (Qwen3, OLMo 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="124"/>
        <source>MTP layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="125"/>
        <source>DeepSeek-V3&apos;s multi-token-prediction layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="126"/>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="133"/>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="136"/>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="139"/>
        <source>Expert FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="142"/>
        <source>Shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="145"/>
        <source>Leading dense layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="148"/>
        <source>Shared expert FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="150"/>
        <source>0: same as a routed expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="151"/>
        <source>MoE every n-th layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="154"/>
        <source>Router bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="157"/>
        <source>Shared expert gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="159"/>
        <source>Qwen2-MoE&apos;s sigmoid gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="160"/>
        <source>Multi-head latent attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="169"/>
        <source>Query LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="172"/>
        <source>KV LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="176"/>
        <source>QK head size (no RoPE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="179"/>
        <source>QK head size (RoPE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="182"/>
        <source>V head size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="204"/>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="206"/>
        <source>, %1 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="208"/>
        <source> — edited from the preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/modelpanel.cpp" line="210"/>
        <source> — custom model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../widgets/support/names.cpp" line="12"/>
        <source>GPipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="14"/>
        <source>1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="16"/>
        <source>interleaved 1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="18"/>
        <source>ZB-H1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="20"/>
        <source>ZB-V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="22"/>
        <source>DualPipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="29"/>
        <source>no link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="31"/>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="33"/>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="35"/>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="37"/>
        <source>network, spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="44"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="46"/>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="48"/>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="50"/>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="52"/>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/support/names.cpp" line="54"/>
        <source>Expert DP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParallelismPanel</name>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="68"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="68"/>
        <source>Tensor parallelism: each layer&apos;s matrices split over this many GPUs; two all-reduces per layer forward and two backward. Keep it inside NVLink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="70"/>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="70"/>
        <source>Pipeline parallelism: the layers split into this many stages; cheap to communicate, costs a bubble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="72"/>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="72"/>
        <source>Data parallelism: model replicas, each on its own share of the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="73"/>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="73"/>
        <source>Context parallelism: each sequence split over this many GPUs (long context).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="74"/>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="74"/>
        <source>Expert parallelism: the experts split over this many GPUs. It re-splits the data-parallel ranks; it does not add GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="76"/>
        <source>Expert TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="76"/>
        <source>Tensor parallelism inside each expert (0: same as TP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="77"/>
        <source>Virtual stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="77"/>
        <source>Model chunks per pipeline rank for the interleaved schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="86"/>
        <source>DP fills the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="87"/>
        <source>Keep DP = cluster GPUs / (TP x PP x CP) while the other degrees change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="103"/>
        <source>World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="104"/>
        <source>TP × PP × CP × DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="114"/>
        <source>Sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="117"/>
        <source>Splits the norm and dropout activations over the TP group (needs TP &gt; 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="118"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="119"/>
        <source>0: replicate (DDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="119"/>
        <source>1: shard optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="120"/>
        <source>2: + gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="120"/>
        <source>3: + weights (FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="123"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="124"/>
        <source>GPipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="125"/>
        <source>1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="126"/>
        <source>Interleaved 1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="127"/>
        <source>Zero bubble H1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="128"/>
        <source>Zero bubble V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="129"/>
        <source>DualPipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="138"/>
        <source>Rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="139"/>
        <source>TP-CP-EP-DP-PP (Megatron)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="140"/>
        <source>TP-CP-EP-PP-DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="143"/>
        <source>Which dimension varies fastest across ranks, so which groups share a node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="147"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="147"/>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="150"/>
        <source>seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="150"/>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="153"/>
        <source>Sequences per optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="154"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="154"/>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="157"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="158"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="158"/>
        <source>Selective (attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="159"/>
        <source>Full layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="162"/>
        <source>Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="165"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="166"/>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="171"/>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="166"/>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="167"/>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="167"/>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="170"/>
        <source>Main gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="171"/>
        <source>FP32 (Megatron default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="174"/>
        <source>Offload optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="177"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="178"/>
        <source>Adam (fp32 master, m, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="179"/>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="182"/>
        <source>Overlap with compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="183"/>
        <source>DP gradients and gathers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="186"/>
        <source>Megatron&apos;s overlap of the gradient reduce-scatter and parameter all-gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="187"/>
        <source>TP communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="190"/>
        <source>Tensor-parallel communication overlap (Transformer Engine userbuffers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="191"/>
        <source>EP all-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="194"/>
        <source>CP ring exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="197"/>
        <source>Memory overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="198"/>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="198"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="201"/>
        <source>Allocator share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="204"/>
        <source>Fragmentation and caching allocator slack, as a share of the accounted memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="231"/>
        <source>= TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="315"/>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="375"/>
        <source>%1 of %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="376"/>
        <source>World size: TP %1 × PP %2 × CP %3 × DP %4 = %5 GPUs; the cluster has %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="382"/>
        <source>%1 more than the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/parallelismpanel.cpp" line="385"/>
        <source>%1 GPUs idle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipelineChart</name>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="31"/>
        <source>forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="33"/>
        <source>backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="34"/>
        <source>weight gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="41"/>
        <source>Time in the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="44"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="45"/>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="46"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="47"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="50"/>
        <source>Pipeline rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="54"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="57"/>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="58"/>
        <source>Backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="59"/>
        <source>Weight gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="60"/>
        <source>Idle (bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="103"/>
        <source>Pipeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="105"/>
        <source>, %1 chunks per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="106"/>
        <source>, %1 micro-batches
bubble %2 of the step · busiest rank %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="110"/>
        <source> · drawn: the first %1 micro-batches (the rest repeat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="115"/>
        <source>%1 is estimated in closed form (%2):
there is no simulated timeline to draw.
Bubble: %3 of a %4 step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="118"/>
        <source>DeepSeek-V3, Table 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="118"/>
        <source>Qi et al. 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="222"/>
        <source>Wheel: zoom time · Ctrl+wheel: zoom ranks · drag: pan · double click: whole step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/pipelinechart.cpp" line="226"/>
        <source>&lt;b&gt;Rank %1: %2 of micro-batch %3&lt;/b&gt;&lt;br&gt;model chunk %4 (chunk %5 of this rank)&lt;br&gt;%6 → %7 (%8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="54"/>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/recentfiles.cpp" line="56"/>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="23"/>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="24"/>
        <source>ShardScope did not close properly last time and kept unsaved changes from %1.
Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/recovery.cpp" line="31"/>
        <source>Cannot Recover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="14"/>
        <source>Scaling at a fixed global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="15"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="23"/>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="26"/>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="29"/>
        <source>perfect scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="32"/>
        <source>best configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="36"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scalingchart.cpp" line="108"/>
        <source>%1 GPUs: %2 tokens/s (%3 per GPU), efficiency %4
%5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScatterData</name>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="39"/>
        <source>TP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="40"/>
        <source>PP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="41"/>
        <source>DP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="42"/>
        <source>CP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="43"/>
        <source>EP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="44"/>
        <source>ZeRO %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="47"/>
        <source>no pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="49"/>
        <source>%1 v%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="52"/>
        <source>no recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="53"/>
        <source>selective recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="54"/>
        <source>full recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="55"/>
        <source>micro-batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="56"/>
        <source>SP off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="66"/>
        <source>Tensor parallel (TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="67"/>
        <source>Pipeline parallel (PP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="68"/>
        <source>Data parallel (DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="69"/>
        <source>Context parallel (CP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="70"/>
        <source>Expert parallel (EP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="71"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="72"/>
        <source>Pipeline schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="73"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="74"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/scatterdata.cpp" line="75"/>
        <source>Sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="158"/>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="172"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="185"/>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="215"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/document/scenariodocument.cpp" line="221"/>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="42"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="43"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="44"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="66"/>
        <source>whole cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="67"/>
        <source>Use exactly this many GPUs (0: every GPU of the cluster). The cluster gets as many nodes as that needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="72"/>
        <source>How many of the fastest configurations the table lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="76"/>
        <source>Micro-batches tried: the divisors of the global batch up to this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="80"/>
        <source>&amp;GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="81"/>
        <source>&amp;Top:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="82"/>
        <source>&amp;Micro-batch up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="86"/>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="87"/>
        <source>Every configuration of this model on these GPUs at this global batch, ranked by tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="89"/>
        <source>Scaling S&amp;weep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="90"/>
        <source>The best configuration at one node, two, four, ... up to the whole cluster, at this global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="92"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="102"/>
        <source>Search ranks every split of the job that fits; nothing has been searched yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="119"/>
        <source>C&amp;olour by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="133"/>
        <source>Fastest configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="134"/>
        <source>Pareto front (throughput against free memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="137"/>
        <source>&amp;Apply to Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="138"/>
        <source>Load the selected configuration into the document (Undo takes it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <location filename="../widgets/search/searchpanel.cpp" line="169"/>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="145"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="146"/>
        <source>ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="147"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="147"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="147"/>
        <source>SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="147"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="159"/>
        <source>Configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="169"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="169"/>
        <source>Per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="169"/>
        <source>Speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="169"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="170"/>
        <source>Best configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="180"/>
        <source>Apply to &amp;Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="181"/>
        <source>Load the selected size&apos;s best configuration, with that many GPUs, into the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="187"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="206"/>
        <source>Searching… %1 of %2 configurations looked at, %3 fit so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="217"/>
        <source>%1 configurations on %2 GPUs: %3 break a launcher rule, %4 do not fit in memory, %5 fit (%6 s on %7 threads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="224"/>
        <source>Nothing fits: use more GPUs, GPUs with more memory, or a smaller global batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="226"/>
        <source>The plot shows the fastest of them at each spot (%1 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="236"/>
        <source>Scaling sweep over %1 sizes done in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="241"/>
        <source>Cancelled. The previous results stay as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="245"/>
        <source>The search could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="266"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="275"/>
        <source>Sweeping the cluster size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="326"/>
        <source>%1 (ETP %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="328"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="328"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="350"/>
        <source>nothing fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchpanel.cpp" line="405"/>
        <source>Apply %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchScatterChart</name>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="35"/>
        <source>Feasible configurations: throughput against memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="38"/>
        <source>Peak memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="39"/>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="40"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="43"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="46"/>
        <source>current configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="180"/>
        <source>The current configuration: %1 tokens/s at %2 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/search/searchscatterchart.cpp" line="189"/>
        <source>%1
%2 tokens/s, %3 per GPU
Click to select it in the table below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecForm</name>
    <message>
        <location filename="../widgets/panels/specform.cpp" line="80"/>
        <location filename="../widgets/panels/specform.cpp" line="102"/>
        <location filename="../widgets/panels/specform.cpp" line="118"/>
        <location filename="../widgets/panels/specform.cpp" line="141"/>
        <location filename="../widgets/panels/specform.cpp" line="158"/>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="18"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="19"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="20"/>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="21"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="22"/>
        <source>Comm. exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="23"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="112"/>
        <source>Fits in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="114"/>
        <source>Peak %1 on stage %2; %3 to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="119"/>
        <source>Over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="121"/>
        <source>Peak %1 on stage %2 does not fit in %3: %4 too much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="129"/>
        <source>Compute %1 + bubble %2 + exposed communication %3 + optimizer %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="133"/>
        <source>Global batch × sequence length / step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="136"/>
        <source>Model FLOPs utilisation (PaLM, App. B): %1 of peak; with recompute (HFU) %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="140"/>
        <source>Communication not hidden behind compute, as a share of the step. Above 30 % it sets the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="144"/>
        <location filename="../widgets/panels/summarystrip.cpp" line="147"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="145"/>
        <source>The layout needs %1 more GPUs than the cluster has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="148"/>
        <source>%1 GPUs of the cluster stay idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/summarystrip.cpp" line="150"/>
        <source>Every GPU of the cluster is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeChart</name>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="45"/>
        <source>Time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="48"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="49"/>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="50"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="51"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="73"/>
        <source>% of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="91"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="98"/>
        <source>Bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="99"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="140"/>
        <source>30 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="148"/>
        <source>Nothing to send:
every group has one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="203"/>
        <source>%1 ×%2
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="215"/>
        <source>All exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="227"/>
        <source>Sent per GPU (TB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="228"/>
        <source>Sent per GPU (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="229"/>
        <source>Sent per GPU (MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="266"/>
        <source>Step time %1
exposed communication %2 of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="295"/>
        <source>&lt;b&gt;One step: %1&lt;/b&gt;&lt;br&gt;compute %2&lt;br&gt;pipeline bubble %3&lt;br&gt;exposed communication %4&lt;br&gt;optimizer %5&lt;br&gt;%6 tokens/s, MFU %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="308"/>
        <source>&lt;b&gt;Exposed communication: %1 of the step&lt;/b&gt;&lt;br&gt;Above 30 %, communication rather than compute sets the pace; look at the largest bar above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="314"/>
        <source>&lt;b&gt;%1 over %2 GPUs&lt;/b&gt; (%3%4)&lt;br&gt;%5 sent per GPU per step; %6 in total, %7 exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="318"/>
        <source>, crosses nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/timechart.cpp" line="321"/>
        <source>&lt;br&gt;• %1 of %2: %3 × %4 per step, %5 each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyModel</name>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="100"/>
        <source>NVLink domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="100"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="101"/>
        <source>ranks %1–%2 on %3 %4–%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="117"/>
        <source>NVLink domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="117"/>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="127"/>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="131"/>
        <source>replica %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologymodel.cpp" line="137"/>
        <source>group %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyPanel</name>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="38"/>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="38"/>
        <source>Inside node (PCIe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="39"/>
        <source>NICs to leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="40"/>
        <source>Leaf to spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="58"/>
        <source>Colour &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="61"/>
        <source>TP groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="62"/>
        <source>CP groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="63"/>
        <source>PP stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="64"/>
        <source>DP replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="65"/>
        <source>EP groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="66"/>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="71"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="72"/>
        <source>Show the whole cluster (0 or double click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="74"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="75"/>
        <source>Save the whole cluster picture as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="174"/>
        <source>%1 GPUs, %2 ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="176"/>
        <source>%1: one GPU each, nothing to cross.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="179"/>
        <source>%1 of %2: every group stays inside one %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="187"/>
        <source>%1 of %2: %3 of %4 groups cross a %5 boundary (outlined in red)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="194"/>
        <source>. Their collectives leave NVLink for the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="195"/>
        <source>. Expected: this traffic is meant for the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="199"/>
        <source> %1 GPUs idle (grey).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="203"/>
        <source>%1 ranks have no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="210"/>
        <source>one colour per group; colours repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="212"/>
        <source>colours repeat every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="213"/>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="233"/>
        <source>&lt;i&gt;Click a GPU to see its rank, its coordinates and its groups.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="239"/>
        <source>Node %1, GPU %2: idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="243"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; on node %2, GPU %3: TP %4, CP %5, DP %6, PP stage %7, EP %8; %9 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="262"/>
        <source>%1, %2, … %3 (%4 ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="278"/>
        <source>Cannot write in the folder of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="300"/>
        <source>Unknown image type &quot;%1&quot;: use .png or .svg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="305"/>
        <source>Could not render the topology to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="312"/>
        <location filename="../widgets/topology/topologypanel.cpp" line="318"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="328"/>
        <source>Export Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="329"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologypanel.cpp" line="336"/>
        <source>Cannot Export Topology</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyView</name>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="37"/>
        <source>Cluster topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="178"/>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="204"/>
        <source>leaf %1 · rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="204"/>
        <source>leaf %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="257"/>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="421"/>
        <source>Node %1, GPU %2: idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/topology/topologyview.cpp" line="426"/>
        <source>&lt;b&gt;Rank %1&lt;/b&gt; · node %2, GPU %3&lt;br&gt;TP %4 · CP %5 · DP %6 · PP %7 · EP %8&lt;br&gt;stage %7 uses %9 per GPU&lt;br&gt;&lt;i&gt;click to highlight its groups&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarningsPanel</name>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="54"/>
        <source>No warnings: this configuration passes every check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="86"/>
        <source>Apply fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="101"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/panels/warningspanel.cpp" line="139"/>
        <source>Suggested: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
