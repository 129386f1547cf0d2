#!/usr/bin/env python3
"""Turns the solver runs of Benchmarks/run.sh into table rows and growth metrics.

    compare.py VFLC.jsonl KIWI.jsonl HIGHS.jsonl ROWS.tsv METRICS.tsv [BATCH.jsonl]

VFLC.jsonl is `solver-bench --json` at N = 1000 and 10000 (one `add` per constraint, in file
order, as kiwisolver is run); BATCH.jsonl the same with `--batch` (one `add(contentsOf:)`, the
solver's order: the counterpart of HiGHS, which also gets the whole model at once). KIWI.jsonl
is `kiwi_bench.py --json` (N = 1000) and HIGHS.jsonl `highs_bench.py --json` (N = 10000); any of
these may be empty. Appends table rows to ROWS.tsv and the build times, pivot counts and edit
steps to METRICS.tsv.
"""
import json
import sys


def lines(path):
    return [json.loads(line) for line in open(path) if line.strip()]


def shape_of(run):
    return run.get("shape") or run["file"].split("/")[-1].split("-")[0]


def agree(a, b, phase):
    """The workload format's agreement (FORMAT.md): |a - b| <= 1e-6 + 1e-10 * abs for sum and wsum."""
    tolerance = 1e-6 + 1e-10 * float(a[phase + "_abs"])
    return all(abs(float(a[phase + key]) - float(b[phase + key])) <= tolerance for key in ("_sum", "_wsum"))


def main(ours_path, kiwi_path, highs_path, rows_path, metrics_path, batch_path=None):
    ours = {(shape_of(o), o["n"]): o for o in lines(ours_path)}
    batch = {(shape_of(o), o["n"]): o for o in lines(batch_path)} if batch_path else {}
    kiwi = {(shape_of(k), k["n"]): k for k in lines(kiwi_path)}
    highs = {(shape_of(h), h["n"]): h for h in lines(highs_path)}
    rows = open(rows_path, "a")
    metrics = open(metrics_path, "a")
    for shape in ["chain", "grid", "nested", "mixed", "edit"]:
        small, large = ours.get((shape, 1000)), ours.get((shape, 10000))
        if not small or not large:
            continue
        b1, b10 = small["build_ms"]["median"], large["build_ms"]["median"]
        p1, p10 = small.get("build_pivots", 0), large.get("build_pivots", 0)
        for n, value, unit, name in [(1000, b1, "ms", "build"), (10000, b10, "ms", "build"),
                                     (1000, p1, "pivots", "pivots"), (10000, p10, "pivots", "pivots")]:
            metrics.write("solver %s: %s\t%d\t%g\t%s\n" % (name, shape, n, value, unit))
        result = "%.1f ms / %.1f ms (%.1fx); pivots %d / %d" % (b1, b10, b10 / b1, p1, p10)
        versus = []
        ref = kiwi.get((shape, 1000))
        if ref:
            versus.append("kiwi (1000) %.0f ms: %.0fx faster%s" % (
                ref["build_ms"]["median"], ref["build_ms"]["median"] / b1,
                "" if agree(ref, small, "build") else ", CHECKSUMS DIFFER"))
        lp = highs.get((shape, 10000))
        if lp:
            solve = lp["solve_ms"]["median"]
            versus.append("HiGHS (10000) %.0f ms, %d iterations: %.1fx faster%s" % (
                solve, lp.get("simplex_iters", -1), solve / b10,
                "" if agree(lp, large, "build") else ", CHECKSUMS DIFFER"))
        rows.write("solver build: %s\t1000 / 10000\t%s\t\t\t%s\n" % (shape, result, "; ".join(versus)))
        whole_small, whole_large = batch.get((shape, 1000)), batch.get((shape, 10000))
        if whole_small and whole_large:
            w1, w10 = whole_small["build_ms"]["median"], whole_large["build_ms"]["median"]
            q1, q10 = whole_small.get("build_pivots", 0), whole_large.get("build_pivots", 0)
            for n, value, unit, name in [(1000, w1, "ms", "build"), (10000, w10, "ms", "build"),
                                         (1000, q1, "pivots", "pivots"), (10000, q10, "pivots", "pivots")]:
                metrics.write("solver batch %s: %s\t%d\t%g\t%s\n" % (name, shape, n, value, unit))
            same = agree(small, whole_small, "build") and agree(large, whole_large, "build")
            note = "" if same else "CHECKSUMS DIFFER from one by one"
            if lp:
                note = "; ".join(x for x in [note, "HiGHS %.1fx slower" % (lp["solve_ms"]["median"] / w10)] if x)
            rows.write("solver batch build: %s\t1000 / 10000\t%.1f ms / %.1f ms (%.1fx); pivots %d / %d\t\t\t%s\n"
                       % (shape, w1, w10, w10 / w1, q1, q10, note))
        if "edit_step_ms_median" in small and "edit_step_ms_median" in large:
            e1, e10 = small["edit_step_ms_median"], large["edit_step_ms_median"]
            metrics.write("solver edit step: %s\t1000\t%g\tms\nsolver edit step: %s\t10000\t%g\tms\n"
                          % (shape, e1, shape, e10))
            versus = ""
            if ref and "edit_step_ms_median" in ref:
                step = ref["edit_step_ms_median"]
                versus = "kiwi (1000) %.3f ms: %.0fx faster%s" % (
                    step, step / e1, "" if agree(ref, small, "edit") else ", CHECKSUMS DIFFER")
            rows.write("solver edit step: %s\t1000 / 10000\t%.4f ms / %.4f ms\t\t\t%s\n" % (shape, e1, e10, versus))


if __name__ == "__main__":
    main(*sys.argv[1:7])
