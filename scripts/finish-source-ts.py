#!/usr/bin/env python3
"""Mark every message of the source-language catalogue (shardscope_en.ts) as translated by
itself, so that the English catalogue has no unfinished entries. Run after
`cmake --build build --target shardscope_lupdate` has added new strings:

    python3 scripts/finish-source-ts.py translations/shardscope_en.ts

Only unfinished translations of non-plural messages are touched (lupdate's guesses from
other contexts are replaced by the source text too); vanished and obsolete entries are left alone (lupdate keeps them for reference).
"""
import html
import re
import sys


def finish(path: str) -> int:
    text = open(path, encoding="utf-8").read()
    count = 0

    def fill(match: re.Match) -> str:
        nonlocal count
        block = match.group(0)
        if 'numerus="yes"' in block:
            return block
        source = re.search(r"<source>(.*?)</source>", block, re.S)
        if not source:
            return block
        count += 1
        return re.sub(r'<translation type="unfinished">.*?</translation>',
                      lambda _: "<translation>" + source.group(1) + "</translation>", block, flags=re.S)

    text = re.sub(r"<message(?: [^>]*)?>.*?</message>", lambda m: fill(m)
                  if '<translation type="unfinished">' in m.group(0) else m.group(0), text, flags=re.S)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    return count


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: finish-source-ts.py translations/shardscope_en.ts")
    print(f"{finish(sys.argv[1])} message(s) finished in {sys.argv[1]}")
