// Issue 18 item 4: launch scripts split into words as sh would, never run; what only running
// them could tell is refused with the line.

#include "core/io/inputerror.h"
#include "core/io/shellwords.h"

#include <QTest>

using namespace shardscope;

namespace {

QStringList wordsOf(const ShellCommand& c)
{
    QStringList out;
    for (const std::string& w : c.words)
        out << QString::fromStdString(w);
    return out;
}

} // namespace

class TestShellWords : public QObject
{
    Q_OBJECT
private slots:
    void megatronStyleScript();
    void quoting_data();
    void quoting();
    void unknownValues_data();
    void unknownValues();
    void conditionals_data();
    void conditionals();
    void unknownCauses_data();
    void unknownCauses();
    void passedOver();
    void refusals_data();
    void refusals();
};

void TestShellWords::megatronStyleScript()
{
    // In the style of Megatron-LM's examples/gpt3/train_gpt3_175b_distributed.sh: variables,
    // an array of torchrun options, continuations, a comment inside the array, a redirection.
    const ShellScript s = parseShellScript(R"(#!/bin/bash
export CUDA_DEVICE_MAX_CONNECTIONS=1
GPUS_PER_NODE=8
TP=4; PP=2
GPT_ARGS="--num-layers 32 --hidden-size 4096"
DISTRIBUTED_ARGS=(
    --nproc_per_node $GPUS_PER_NODE   # per node
    --nnodes ${NNODES:-2}
)
torchrun ${DISTRIBUTED_ARGS[@]} pretrain_gpt.py \
    --tensor-model-parallel-size $TP \
    --pipeline-model-parallel-size ${PP} \
    $GPT_ARGS \
    --data-path "${DATA_PATH:?set DATA_PATH}" 2>&1 | tee train.log
)");
    QCOMPARE(int(s.commands.size()), 2);
    const ShellCommand& run = s.commands[0];
    QCOMPARE(run.line, 10);
    QCOMPARE(wordsOf(run), (QStringList{"torchrun", "--nproc_per_node", "8", "--nnodes", "2", "pretrain_gpt.py",
                                        "--tensor-model-parallel-size", "4", "--pipeline-model-parallel-size", "2",
                                        "--num-layers", "32", "--hidden-size", "4096", "--data-path", ""}));
    QCOMPARE(run.unsetVariables, std::vector<std::string>{"DATA_PATH"});
    // Each word's line: the array's items where they are written, the rest where they are used.
    QCOMPARE(run.wordLines, (std::vector<int>{10, 7, 7, 8, 8, 10, 11, 11, 12, 12, 13, 13, 13, 13, 14, 14}));
    QCOMPARE(wordsOf(s.commands[1]), (QStringList{"tee", "train.log"}));
    QCOMPARE(s.commands[1].line, 14);
    QCOMPARE(s.variables.at("CUDA_DEVICE_MAX_CONNECTIONS"), std::string("1"));
    QCOMPARE(s.arrays.at("DISTRIBUTED_ARGS").size(), size_t(4));
}

void TestShellWords::quoting_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("single quotes keep everything") << "echo 'a $X \"b\"'" << QStringList{"echo", "a $X \"b\""};
    QTest::newRow("double quotes expand, one word") << "X='1 2'\necho \"[$X]\" $X" << QStringList{"echo", "[1 2]", "1", "2"};
    QTest::newRow("backslashes") << "echo a\\ b \\$X \"\\$X\"" << QStringList{"echo", "a b", "$X", "$X"};
    QTest::newRow("an empty quoted word stays") << "echo '' \"\" x" << QStringList{"echo", "", "", "x"};
    QTest::newRow("an unset variable expands to no word") << "echo $NOPE x" << QStringList{"echo", "x"};
    QTest::newRow("defaults and assigning defaults") << "echo ${A:-one} ${B:=two} $B" << QStringList{"echo", "one", "two", "two"};
    QTest::newRow("a default that is itself a variable") << "C=3\necho ${A:-$C}" << QStringList{"echo", "3"};
    QTest::newRow("+= appends") << "A=x\nA+=y\nL=(1)\nL+=(2)\necho $A ${L[@]} ${L[1]}" << QStringList{"echo", "xy", "1", "2", "2"};
    QTest::newRow("quoted array items stay whole") << "L=('a b' c)\necho \"${L[@]}\"" << QStringList{"echo", "a b", "c"};
    // Megatron-LM's train_llama3_8b_h100_fp8.sh writes ARGS+=("--fp8-format hybrid") and runs ${ARGS[@]}.
    QTest::newRow("unquoted array items split at blanks") << "L=('--fp8-format hybrid' --bf16)\necho ${L[@]}"
                                                          << QStringList{"echo", "--fp8-format", "hybrid", "--bf16"};
    QTest::newRow("arithmetic over the script's numbers") << "G=8\nN=2\necho $(($G*$N)) $((N - 1)) $(( (G+2) % 3 ))"
                                                          << QStringList{"echo", "16", "1", "1"};
    QTest::newRow("a here-string is input, not a word") << "grep -q x <<< \"$A\" && echo y" << QStringList{"echo", "y"};
    QTest::newRow("declare -a and export") << "declare -a L=(p q)\nexport N=7\necho ${L[0]} $N" << QStringList{"echo", "p", "7"};
    QTest::newRow("an environment prefix") << "NCCL_DEBUG=INFO torchrun x.py" << QStringList{"torchrun", "x.py"};
    QTest::newRow("ANSI-C quoting") << "echo $'a\\tb'" << QStringList{"echo", "a\tb"};
    QTest::newRow("a comment after a word") << "echo a # b c" << QStringList{"echo", "a"};
}

void TestShellWords::quoting()
{
    QFETCH(QString, script);
    QFETCH(QStringList, words);
    const ShellScript s = parseShellScript(script.toStdString());
    QVERIFY(!s.commands.empty());
    QCOMPARE(wordsOf(s.commands.back()), words);
}

void TestShellWords::unknownValues_data()
{
    // A command substitution is never run: its value is unknown, and each word says where it came from.
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QList<int>>("opaqueLines");
    QTest::newRow("$(...) in an argument") << "echo a $(touch /tmp/shardscope-ran) b" << QStringList{"echo", "a", "", "b"}
                                           << QList<int>{0, 0, 1, 0};
    QTest::newRow("a variable set from $(...)") << "HOST=$(scontrol show hostnames \"$L\" | head -n 1)\n\necho x $HOST:29500"
                                                << QStringList{"echo", "x", ":29500"} << QList<int>{0, 0, 1};
    QTest::newRow("a default that needs $(...), not needed") << "C=/etc/x.json\necho \"${C:-$(dirname \"$0\")/x.json}\""
                                                             << QStringList{"echo", "/etc/x.json"} << QList<int>{0, 0};
    QTest::newRow("a default that needs $(...)") << "echo \"${C:-$(dirname \"$0\")/x.json}\"" << QStringList{"echo", "/x.json"}
                                                 << QList<int>{0, 1};
    QTest::newRow("backticks, over lines") << "echo `a\nb` c" << QStringList{"echo", "", "c"} << QList<int>{0, 1, 0};
    QTest::newRow("arithmetic over a value the script does not give") << "\necho $((NODES * 8)) 4" << QStringList{"echo", "", "4"}
                                                                      << QList<int>{0, 2, 0};
    QTest::newRow("an array item from $(...)") << "A=(--nnodes $(nodes))\necho \"${A[@]}\"" << QStringList{"echo", "--nnodes", ""}
                                              << QList<int>{0, 0, 1};
    QTest::newRow("a reassignment makes it known") << "N=$(nodes)\nN=4\necho $N" << QStringList{"echo", "4"} << QList<int>{0, 0};
}

void TestShellWords::unknownValues()
{
    QFETCH(QString, script);
    QFETCH(QStringList, words);
    QFETCH(QList<int>, opaqueLines);
    const ShellScript s = parseShellScript(script.toStdString());
    QCOMPARE(int(s.commands.size()), 1);
    QCOMPARE(wordsOf(s.commands[0]), words);
    QList<int> lines;
    for (const UnknownValue& u : s.commands[0].unknowns)
        lines << u.line;
    QCOMPARE(lines, opaqueLines);
}

void TestShellWords::conditionals_data()
{
    // `if` is followed where the script's own values decide it; the branch not taken counts for nothing.
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("words");       ///< the last command's
    QTest::addColumn<QString>("unknownVariable"); ///< a variable whose value an undecided `if` leaves unknown
    QTest::newRow("a string test, the else branch")
        << "DTYPE=bf16\nA=()\nif [[ \"$DTYPE\" == \"fp8\" ]]; then\n  A+=(--fp8-format hybrid)\nelse\n  A+=(--bf16)\nfi\necho ${A[@]}"
        << QStringList{"echo", "--bf16"} << QString();
    QTest::newRow("the then branch, and a command in the dead one")
        << "DTYPE=fp8\nif [ \"$DTYPE\" = fp8 ]\nthen\n  P=fp8\nelse\n  P=bf16\n  echo never\nfi\necho $P" << QStringList{"echo", "fp8"}
        << QString();
    QTest::newRow("elif, integers, !") << "N=4\nif [ $N -lt 2 ]; then X=a; elif ! [ $N -ge 8 ]; then X=b; else X=c; fi\necho $X"
                                       << QStringList{"echo", "b"} << QString();
    QTest::newRow("|| and && joined tests, as Megatron's llama3 script writes")
        << "T=${3:-MOCK}\nD=x\nif [[ \"$T\" == \"MOCK\" ]] || [[ \"$D\" == \"MOCK\" ]] || [[ -z \"$T\" ]]; then\n  V=128256\nelse\n  V=0\nfi\necho $V"
        << QStringList{"echo", "128256"} << QString();
    QTest::newRow("an if inside a dead branch") << "A=1\nif false; then\n  if true; then A=2; fi\nfi\necho $A" << QStringList{"echo", "1"}
                                                << QString();
    QTest::newRow("a file test is undecided") << "P=pretrain_gpt.py\nL=1\nif [ ! -f \"$P\" ]; then\n  L=2\nfi\necho x"
                                              << QStringList{"echo", "x"} << "L";
    QTest::newRow("an environment variable is undecided") << "if [ -z \"$HF_HOME\" ]; then\n  C=/tmp\nfi\necho x"
                                                          << QStringList{"echo", "x"} << "C";
}

void TestShellWords::conditionals()
{
    QFETCH(QString, script);
    QFETCH(QStringList, words);
    QFETCH(QString, unknownVariable);
    const ShellScript s = parseShellScript(script.toStdString());
    QVERIFY(!s.commands.empty());
    QCOMPARE(wordsOf(s.commands.back()), words);
    for (const ShellCommand& c : s.commands)
        QVERIFY2(c.words.front() != "never", "a command of a branch not taken was read");
    if (unknownVariable.isEmpty()) {
        QVERIFY(s.unknownVariables.empty());
    } else {
        const auto it = s.unknownVariables.find(unknownVariable.toStdString());
        QVERIFY(it != s.unknownVariables.end());
        QCOMPARE(it->second.cause, UnknownCause::Condition);
        QVERIFY(QString::fromStdString(it->second.describe()).contains(QStringLiteral("'if' on line")));
    }
}

void TestShellWords::unknownCauses_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("word");
    QTest::addColumn<QString>("describes");
    QTest::newRow("a command substitution") << "echo $(hostname)" << 1 << "command substitution on line 1";
    QTest::newRow("arithmetic over an unknown") << "echo $((SLURM_NNODES * 8))" << 1 << "arithmetic on line 1";
    // srun --jobid $SLURM_JOB_ID bash -c ...: the variable is one word whose value the scheduler gives.
    QTest::newRow("a scheduler's variable keeps its word") << "srun --jobid $SLURM_JOB_ID bash" << 2 << "SLURM_JOB_ID (line 1)";
    QTest::newRow("a scheduler's variable with a default") << "N=${SLURM_NNODES:-1}\necho $N" << 1 << "SLURM_NNODES";
}

void TestShellWords::unknownCauses()
{
    QFETCH(QString, script);
    QFETCH(int, word);
    QFETCH(QString, describes);
    const ShellScript s = parseShellScript(script.toStdString());
    const ShellCommand& c = s.commands.back();
    QVERIFY(size_t(word) < c.words.size());
    QVERIFY(bool(c.unknowns[size_t(word)]));
    QVERIFY2(QString::fromStdString(c.unknowns[size_t(word)].describe()).contains(describes),
             c.unknowns[size_t(word)].describe().c_str());
    if (script.startsWith(QStringLiteral("srun")))
        QCOMPARE(wordsOf(c).last(), QStringLiteral("bash"));
}

void TestShellWords::passedOver()
{
    // A here-document is input to a command, never its words; `source` is not read and is said so.
    const ShellScript s = parseShellScript("cat > env.txt <<-'EOF'\n\tTP=99\n\tEOF\nsource ./env.sh\nTP=2\necho $TP\n");
    QCOMPARE(wordsOf(s.commands.back()), (QStringList{"echo", "2"}));
    QCOMPARE(s.commands.back().line, 6);
    QCOMPARE(int(s.notes.size()), 1);
    QVERIFY(QString::fromStdString(s.notes.front()).contains(QStringLiteral("line 4: 'source ./env.sh' is not read")));
}

void TestShellWords::refusals_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("a command named by $(...)") << "A=1\n$(printf rm) -rf /tmp/x" << "line 2" << "command's name comes from a command substitution";
    QTest::newRow("a command named by a variable set from backticks") << "\nRUN=`which torchrun`\n$RUN x.py" << "line 3" << "command substitution on line 2, which is not run";
    QTest::newRow("an open backtick") << "echo \"`id\"" << "line 1" << "backtick is not closed";
    QTest::newRow("an open $(") << "X=$(echo (a)" << "line 1" << "$( is not closed";
    QTest::newRow("eval") << "X=1\neval \"torchrun $X\"" << "line 2" << "'eval' runs other code";
    QTest::newRow("an open here-document") << "cat <<EOF\nx\n" << "line 3" << "here-document is not closed with EOF";
    QTest::newRow("fi without if") << "echo a\nfi" << "line 2" << "'fi' without 'if'";
    // found by random scripts: the reader looped for ever on a separator inside an array
    QTest::newRow("a separator inside an array") << "A=( --x ; --y )" << "line 1" << "holds ';'";
    QTest::newRow("process substitution") << "diff <(ls) x" << "line 1" << "process substitution";
    QTest::newRow("an open single quote") << "echo 'abc\n\n" << "line 1" << "single quote is not closed";
    QTest::newRow("an open double quote") << "echo ok\necho \"abc" << "line 2" << "double quote is not closed";
    QTest::newRow("an open brace") << "echo ${A" << "line 1" << "${ is not closed";
    QTest::newRow("a length") << "echo ${#A}" << "line 1" << "a length";
}

void TestShellWords::refusals()
{
    QFETCH(QString, script);
    QFETCH(QString, line);
    QFETCH(QString, message);
    try {
        parseShellScript(script.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), line);
        QVERIFY2(QString::fromStdString(e.message()).contains(message), e.what());
        QVERIFY(QString::fromStdString(e.message()).contains(QStringLiteral("never run")));
    }
}

QTEST_APPLESS_MAIN(TestShellWords)
#include "tst_shellwords.moc"
