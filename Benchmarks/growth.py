#!/usr/bin/env python3
"""Growth factors of Benchmarks/run.sh's steps and their change against the recorded run.

    growth.py METRICS.tsv RECORDED.tsv

Each line of both files is `step<TAB>size<TAB>value<TAB>unit`, a cost (lower is better) of one
step at one input size; `#` lines are comments. For each step measured at two or more sizes it
prints the growth from the smallest to the largest size next to the size ratio, and flags growth
above linear: more than 1.25 times the size ratio, the allowance for noise and for fixed
start-up costs weighing more on the small input. A step whose cost at a size is more than 25 %
above the recorded one is flagged as slower. Exits 0 either way: the flags are for a reader.
"""
import os
import sys


def read(path):
    table = {}
    if not os.path.exists(path):
        return table
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        name, size, value, unit = line.rstrip("\n").split("\t")
        table[(name, float(size))] = (float(value), unit)
    return table


def main(metrics_path, recorded_path):
    now, recorded = read(metrics_path), read(recorded_path)
    if not recorded:
        print("(no recorded run at %s: growth only; RECORD=1 Benchmarks/run.sh records one)" % recorded_path)
    names = []
    for name, _ in now:
        if name not in names:
            names.append(name)
    flags = 0
    print("| step | sizes | this run | growth (size ratio) | recorded | change | flags |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        sizes = sorted(size for n, size in now if n == name)
        values = [now[(name, size)][0] for size in sizes]
        unit = now[(name, sizes[0])][1]
        growth, notes = "", []
        if len(sizes) >= 2 and values[0] > 0:
            factor, ratio = values[-1] / values[0], sizes[-1] / sizes[0]
            growth = "%.1fx (%gx)" % (factor, ratio)
            if factor > 1.25 * ratio:
                notes.append("GROWTH ABOVE LINEAR")
        before, change = [], []
        for size, value in zip(sizes, values):
            if (name, size) not in recorded:
                continue
            old = recorded[(name, size)][0]
            before.append("%g" % old)
            if old > 0:
                change.append("%+.0f%%" % (100 * (value / old - 1)))
                if value > 1.25 * old:
                    notes.append("%g: MORE THAN 25 %% SLOWER" % size)
        flags += len(notes)
        print("| %s | %s | %s %s | %s | %s | %s | %s |" % (
            name, " / ".join("%g" % s for s in sizes), " / ".join("%g" % v for v in values), unit,
            growth or "-", " / ".join(before) or "-", " / ".join(change) or "-", "; ".join(notes) or "-"))
    if flags:
        print("\n%d flag(s)." % flags)
    else:
        print("\nNo flags: no growth above linear, no step more than 25 % slower than recorded.")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
