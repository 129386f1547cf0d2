#!/usr/bin/env python3
"""Fails when a citation of the documentation points nowhere.

Code comments cite the design and the UIKit, VFL and SnapKit facts as `Docs/UIKit.md#autoresizing`;
Markdown pages link to each other as `[text](UIKit.md#layout-margins)` or `[text](#sources)`. This
checks, over every file git tracks, that each cited `.md` file exists and that each `#anchor` is
the anchor of one of its headings (GitHub's rule: lower case, punctuation dropped, spaces become
hyphens). Run from anywhere: `Scripts/check-doc-links.py`.
"""
import os
import re
import subprocess
import sys

root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                      cwd=os.path.dirname(os.path.abspath(__file__)), check=True).stdout.strip()
os.chdir(root)
tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
tracked = [path for path in tracked if path]
tracked_set = set(tracked)


def slug(heading):
    heading = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return heading.replace(" ", "-")


anchor_cache = {}


def anchors(path):
    if path not in anchor_cache:
        text = open(path, encoding="utf-8").read()
        # Headings inside fenced code blocks are not headings.
        text = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
        anchor_cache[path] = {slug(m.group(1)) for m in re.finditer(r"^#+\s+(.*?)\s*#*\s*$", text, re.M)}
    return anchor_cache[path]


problems = []


def check(source, line, target, anchor):
    if target not in tracked_set:
        problems.append(f"{source}:{line}: cites {target}, which is not in the repository")
    elif anchor and anchor not in anchors(target):
        problems.append(f"{source}:{line}: cites {target}#{anchor}, which has no such section")


code_citation = re.compile(r"\bDocs/([A-Za-z0-9_\-]+\.md)(?:#([A-Za-z0-9_\-]+))?")
markdown_link = re.compile(r"\]\(([^)\s]*?\.md|)(?:#([A-Za-z0-9_\-]+))?\)")
for path in tracked:
    if not path.endswith((".swift", ".md", ".ebnf", ".sh", ".py")) or not os.path.isfile(path):
        continue
    text = open(path, encoding="utf-8", errors="replace").read()
    for number, line in enumerate(text.split("\n"), start=1):
        for match in code_citation.finditer(line):
            check(path, number, "Docs/" + match.group(1), match.group(2))
        if not path.endswith(".md"):
            continue
        for match in markdown_link.finditer(line):
            target, anchor = match.group(1), match.group(2)
            if "://" in target:
                continue
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), target)) if target else path
            check(path, number, resolved, anchor)

for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print("every citation of a documentation page and section resolves")
