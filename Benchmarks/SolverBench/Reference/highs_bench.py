#!/usr/bin/env python3
"""Solve a constraint workload (FORMAT.md beside this script) as one sparse LP with HiGHS.

A "near the physical limit" anchor for the Cassowary solvers: the same weighted
optimisation that kiwi solves, handed to a state-of-the-art sparse LP solver.

    pip install highspy
    python3 highs_bench.py /tmp/vflc-bench/grid-1000.json [more files] [--repeats 3] [--json]
        [--solver choose|simplex|ipm|pdlp] [--presolve choose|on|off]
        [--ref /tmp/res_py.jsonl] [--ref /tmp/res_cpp.txt] [--time-limit 120]

Formulation (columns = the file's variables, free, cost 0, in file order; then
error columns, each >= 0):

* required  `expr + c OP 0`             -> row  lo <= expr <= hi   (hard)
* weight w, `expr + c == 0`             -> row  expr - e+ + e- == -c,  cost w*(e+ + e-)
* weight w, `expr + c <= 0`             -> row  expr - e       <= -c,  cost w*e
* weight w, `expr + c >= 0`             -> row  expr + e       >= -c,  cost w*e

with weak/medium/strong = 1/1e3/1e6 (kiwi's scale) and numeric strengths used
as weights directly. The model is built from numpy arrays in one passModel()
call (row-wise CSR), never element by element.

Timed (time.perf_counter), each repeat on a fresh Highs object:
* prep_ms:   JSON dict -> numpy arrays (pure Python; the analogue of kiwi's
             untimed Constraint-object creation, reported for information only)
* model_ms:  Highs() + options + passModel(arrays)
* solve_ms:  Highs.run() only (HiGHS' own run time also recorded)
* edit:      edit_setup = addCols(e+, e-) + addRow(w0 - e+ + e- == v) per edit;
             per step: changeRowBounds for every edit row, then run() (warm
             start from the previous optimal basis; HiGHS skips presolve when it
             has a valid basis). Reading the solution back (getSolution) is timed
             separately as read_ms (kiwi's updateVariables is inside its step).

Checksums as in FORMAT.md (sum, wsum, abs over the file's variables in file
order; edit checksums summed over steps), compared with kiwi's if a reference
file has the same workload (tolerance 1e-6 + 1e-10*abs).
"""

import argparse
import json
import os
import statistics
import sys
import time

import numpy as np
import highspy

NAMED = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
INF = highspy.kHighsInf


def weight(s):
    if isinstance(s, str):
        return NAMED[s]
    return float(s)


def checksums(values):
    s = ws = a = 0.0
    for i, v in enumerate(values):
        s += v
        ws += ((i % 97) + 1) * v
        a += abs(v)
    return s, ws, a


def build_arrays(doc):
    """JSON workload -> CSR LP arrays. Per-constraint Python work happens here
    (as in any loader); everything handed to HiGHS is a numpy array."""
    names = doc["variables"]
    idx = {n: i for i, n in enumerate(names)}
    n = len(names)
    cons = doc["constraints"]
    m = len(cons)
    starts = np.empty(m + 1, dtype=np.int32)
    index = []
    value = []
    rlo = np.empty(m)
    rhi = np.empty(m)
    err_cost = []  # cost of error column n + k
    nerr = n
    pos = 0
    for r, c in enumerate(cons):
        starts[r] = pos
        for a, v in c["terms"]:
            index.append(idx[v])
            value.append(float(a))
        pos += len(c["terms"])
        rhs = -float(c["constant"])
        op = c["op"]
        st = c["strength"]
        if op == "==":
            rlo[r] = rhs
            rhi[r] = rhs
        elif op == "<=":
            rlo[r] = -INF
            rhi[r] = rhs
        elif op == ">=":
            rlo[r] = rhs
            rhi[r] = INF
        else:
            raise ValueError("bad op %r" % op)
        if st != "required":
            w = weight(st)
            if op == "==":
                index.extend((nerr, nerr + 1))
                value.extend((-1.0, 1.0))
                err_cost.extend((w, w))
                nerr += 2
                pos += 2
            else:
                index.append(nerr)
                value.append(-1.0 if op == "<=" else 1.0)
                err_cost.append(w)
                nerr += 1
                pos += 1
    starts[m] = pos
    ncol = nerr
    cost = np.zeros(ncol)
    cost[n:] = err_cost
    clo = np.full(ncol, -INF)
    clo[n:] = 0.0
    chi = np.full(ncol, INF)
    return {
        "n": n, "ncol": ncol, "nrow": m, "nnz": pos, "nerr": ncol - n,
        "cost": cost, "clo": clo, "chi": chi, "rlo": rlo, "rhi": rhi,
        "start": starts, "index": np.asarray(index, dtype=np.int32),
        "value": np.asarray(value, dtype=np.float64), "idx": idx,
        "integrality": np.zeros(ncol, dtype=np.int32),  # all continuous (passModel wants a full array)
    }


def new_model(A, args):
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("solver", args.solver)
    h.setOptionValue("presolve", args.presolve)
    if args.time_limit:
        h.setOptionValue("time_limit", float(args.time_limit))
    st = h.passModel(A["ncol"], A["nrow"], A["nnz"],
                     int(highspy.MatrixFormat.kRowwise), int(highspy.ObjSense.kMinimize),
                     0.0, A["cost"], A["clo"], A["chi"], A["rlo"], A["rhi"],
                     A["start"], A["index"], A["value"], A["integrality"])
    if st != highspy.HighsStatus.kOk:
        raise RuntimeError("passModel: %s" % st)
    return h


def run_once(A, edits, args):
    clock = time.perf_counter
    t0 = clock()
    h = new_model(A, args)
    t_model = clock() - t0
    t0 = clock()
    h.run()
    t_solve = clock() - t0
    ms = h.getModelStatus()
    info = h.getInfo()
    res = {"model": t_model, "solve": t_solve, "highs_time": h.getRunTime(),
           "status": h.modelStatusToString(ms),
           "simplex_iters": info.simplex_iteration_count, "ipm_iters": info.ipm_iteration_count,
           "pdlp_iters": getattr(info, "pdlp_iteration_count", -1),
           "obj": info.objective_function_value}
    if ms != highspy.HighsModelStatus.kOptimal:
        return res, None
    t0 = clock()
    vals = h.getSolution().col_value
    res["read"] = clock() - t0
    values = vals[:A["n"]]
    res["build_ck"] = checksums(values)
    if edits:
        t0 = clock()
        rows = []
        for var, w, _ in edits:
            j = A["idx"][var]
            nc = h.getNumCol()
            h.addCols(2, np.array([w, w]), np.zeros(2), np.array([INF, INF]), 0,
                      np.empty(0, dtype=np.int32), np.empty(0, dtype=np.int32), np.empty(0))
            cur = vals[j]
            h.addRow(cur, cur, 3, np.array([j, nc, nc + 1], dtype=np.int32), np.array([1.0, -1.0, 1.0]))
            rows.append(h.getNumRow() - 1)
        res["edit_setup"] = clock() - t0
        steps = len(edits[0][2])
        per_step, reads, iters = [], [], []
        ck = [0.0, 0.0, 0.0]
        for k in range(steps):
            t0 = clock()
            for r, (_, _, vs) in zip(rows, edits):
                h.changeRowBounds(r, vs[k], vs[k])
            h.run()
            t1 = clock()
            sol = h.getSolution().col_value
            t2 = clock()
            if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
                res["status"] = "edit step %d: %s" % (k, h.modelStatusToString(h.getModelStatus()))
                return res, None
            per_step.append(t1 - t0)
            reads.append(t2 - t1)
            iters.append(h.getInfo().simplex_iteration_count)  # per run(), not cumulative
            s, ws, a = checksums(sol[:A["n"]])
            ck[0] += s
            ck[1] += ws
            ck[2] += a
        res["edit"] = sum(per_step)
        res["edit_step_median"] = statistics.median(per_step)
        res["edit_step_max"] = max(per_step)
        res["edit_step_first"] = per_step[0]  # includes the first INVERT of the warm basis
        res["edit_read"] = sum(reads)
        res["edit_steps"] = steps
        res["edit_iters"] = iters
        res["edit_ck"] = tuple(ck)
    return res, values


def load_refs(paths):
    """{basename-stem: {'build': (sum, wsum, abs|None), 'edit': (...)}} from kiwi outputs."""
    refs = {}
    for p in paths:
        if not os.path.exists(p):
            continue
        src = os.path.basename(p)
        with open(p) as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                if line.startswith("{"):
                    d = json.loads(line)
                    key = os.path.basename(d["file"]).split(".")[0]
                    e = {"build": (float(d["build_sum"]), float(d["build_wsum"]), float(d["build_abs"]))}
                    if "edit_sum" in d:
                        e["edit"] = (float(d["edit_sum"]), float(d["edit_wsum"]), float(d["edit_abs"]))
                else:
                    kv = dict(t.split("=", 1) for t in line.split() if "=" in t)
                    key = os.path.basename(line.split()[0]).split(".")[0]
                    if "sum" not in kv:
                        continue
                    e = {"build": (float(kv["sum"]), float(kv["wsum"]), None)}
                    if "edit_sum" in kv:
                        e["edit"] = (float(kv["edit_sum"]), float(kv["edit_wsum"]), None)
                refs.setdefault(key, {})[src] = e
    return refs


def agree(mine, ref):
    tol = 1e-6 + 1e-10 * (ref[2] if ref[2] is not None else mine[2])
    return abs(mine[0] - ref[0]) <= tol and abs(mine[1] - ref[1]) <= tol


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--solver", default="choose", help="HiGHS 'solver' option: choose|simplex|ipm|pdlp")
    ap.add_argument("--presolve", default="choose", help="HiGHS 'presolve' option: choose|on|off")
    ap.add_argument("--time-limit", type=float, default=120.0, help="HiGHS time_limit per run() (s)")
    ap.add_argument("--no-edit", action="store_true", help="skip the edit sweep")
    ap.add_argument("--ref", action="append", default=None,
                    help="kiwi result file (--json lines or text lines)")
    ap.add_argument("--dump", help="write 'name value' after build (first repeat) to this file")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    refs = load_refs(args.ref or [])
    for path in args.files:
        with open(path) as f:
            doc = json.load(f)
        t0 = time.perf_counter()
        A = build_arrays(doc)
        t_prep = time.perf_counter() - t0
        edits = [] if args.no_edit else [(e["variable"], weight(e["strength"]), [float(x) for x in e["values"]])
                                         for e in doc.get("edits", [])]
        runs = []
        values0 = None
        for r in range(args.repeats):
            res, values = run_once(A, edits, args)
            runs.append(res)
            if values is None:
                break
            if values0 is None:
                values0 = values
        if args.dump and values0 is not None:
            with open(args.dump, "w") as f:
                for nm, v in zip(doc["variables"], values0):
                    f.write("0 %s %.9f\n" % (nm, v))
        ok = [r for r in runs if "build_ck" in r]

        def med(key):
            xs = [r[key] * 1000.0 for r in ok if key in r]
            if not xs:
                return None
            return {"median": statistics.median(xs), "min": min(xs), "max": max(xs)}

        key = os.path.basename(path).split(".")[0]
        out = {
            "file": path, "impl": "HiGHS %s (highspy, solver=%s, presolve=%s, threads=1)"
                                  % (highspy.Highs().version(), args.solver, args.presolve),
            "shape": doc.get("meta", {}).get("shape"), "n": doc.get("meta", {}).get("n"),
            "variables": A["n"], "constraints": A["nrow"], "lp_cols": A["ncol"], "lp_nnz": A["nnz"],
            "repeats": len(runs), "status": runs[-1]["status"],
            "prep_ms": t_prep * 1000.0,
            "model_ms": med("model"), "solve_ms": med("solve"), "highs_run_ms": med("highs_time"),
            "read_ms": med("read"),
            "simplex_iters": runs[0]["simplex_iters"], "ipm_iters": runs[0]["ipm_iters"],
            "objective": runs[0]["obj"],
        }
        if ok:
            s, ws, a = ok[0]["build_ck"]
            out.update({"build_sum": "%.6f" % s, "build_wsum": "%.6f" % ws, "build_abs": "%.6f" % a})
            for r in ok[1:]:
                if not agree(r["build_ck"], ok[0]["build_ck"]):
                    print("WARNING: build checksum differs between repeats", file=sys.stderr)
            agreement = {}
            for src, e in refs.get(key, {}).items():
                agreement[src] = {"build": agree(ok[0]["build_ck"], e["build"])}
                if edits and "edit_ck" in ok[0] and "edit" in e:
                    agreement[src]["edit"] = agree(ok[0]["edit_ck"], e["edit"])
            out["kiwi_agreement"] = agreement
        if edits and ok and "edit" in ok[0]:
            s, ws, a = ok[0]["edit_ck"]
            out.update({
                "edit_setup_ms": med("edit_setup"), "edit_ms": med("edit"), "edit_steps": ok[0]["edit_steps"],
                "edit_step_ms_median": statistics.median(r["edit_step_median"] * 1000.0 for r in ok),
                "edit_step_ms_max": max(r["edit_step_max"] * 1000.0 for r in ok),
                "edit_first_step_ms": med("edit_step_first"),
                "edit_read_ms": med("edit_read"),
                "edit_simplex_iters_total": sum(ok[0]["edit_iters"]),
                "edit_simplex_iters_max_step": max(ok[0]["edit_iters"]),
                "edit_sum": "%.6f" % s, "edit_wsum": "%.6f" % ws, "edit_abs": "%.6f" % a,
            })
        if args.json:
            print(json.dumps(out, sort_keys=True))
        else:
            def f(x):
                return "%.3f" % x["median"] if x else "-"
            line = ("%-20s vars=%-6d cons=%-6d cols=%-6d nnz=%-7d runs=%d %s model_ms=%s solve_ms=%s "
                    "[%s..%s] iters=%d sum=%s wsum=%s kiwi=%s"
                    % (key, out["variables"], out["constraints"], out["lp_cols"], out["lp_nnz"], out["repeats"],
                       out["status"], f(out["model_ms"]), f(out["solve_ms"]),
                       "%.3f" % out["solve_ms"]["min"] if out["solve_ms"] else "-",
                       "%.3f" % out["solve_ms"]["max"] if out["solve_ms"] else "-",
                       out["simplex_iters"], out.get("build_sum"), out.get("build_wsum"),
                       json.dumps(out.get("kiwi_agreement"))))
            if "edit_ms" in out:
                line += (" | edit_setup_ms=%.3f edit_ms=%.3f (%d steps, %.4f ms/step median, total/steps %.4f)"
                         " edit_sum=%s edit_wsum=%s"
                         % (out["edit_setup_ms"]["median"], out["edit_ms"]["median"], out["edit_steps"],
                            out["edit_step_ms_median"], out["edit_ms"]["median"] / out["edit_steps"],
                            out["edit_sum"], out["edit_wsum"]))
            print(line)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
