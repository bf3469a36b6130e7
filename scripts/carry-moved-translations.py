#!/usr/bin/env python3
"""Carry translations across a move of source text from one context to another.

When a string moves (a class gets a namespace, a label moves from a panel into the core),
lupdate marks the old entry vanished and adds the new one unfinished. For every unfinished
entry whose source text (and disambiguation comment) has exactly one vanished or obsolete
entry elsewhere, this copies that translation over and drops the old entry. Run lupdate
afterwards so the file is in lupdate's own layout. Usage: carry-moved-translations.py FILE.ts...
"""
import sys
import xml.etree.ElementTree as ET

OLD = ('vanished', 'obsolete')


def carry(path):
    tree = ET.parse(path)
    root = tree.getroot()
    old = {}
    for context in root.iter('context'):
        for message in context.findall('message'):
            t = message.find('translation')
            if t is not None and t.get('type') in OLD:
                key = (message.findtext('source'), message.findtext('comment'))
                old.setdefault(key, []).append((context, message))
    carried = 0
    for context in root.iter('context'):
        for message in context.findall('message'):
            t = message.find('translation')
            if t is None or t.get('type') != 'unfinished':
                continue
            key = (message.findtext('source'), message.findtext('comment'))
            matches = old.get(key, [])
            if len(matches) != 1:
                continue
            old_context, old_message = matches[0]
            old_t = old_message.find('translation')
            t.text = old_t.text
            for child in list(t):
                t.remove(child)
            for child in old_t:
                t.append(child)
            del t.attrib['type']
            old_context.remove(old_message)
            carried += 1
    for context in list(root.findall('context')):
        if not context.findall('message'):
            root.remove(context)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    print(f'{path}: carried {carried} translation(s)')


for p in sys.argv[1:]:
    carry(p)
