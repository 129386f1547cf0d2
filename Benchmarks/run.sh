#!/usr/bin/env bash
# The whole vflc benchmark suite, in release, with one results table at the end.
#
#   Benchmarks/run.sh                 # everything (about 3 minutes on the 2-core build machine)
#   BENCH_OUT=/tmp/b Benchmarks/run.sh
#   RECORD=1 Benchmarks/run.sh        # also store this run's figures as the new reference
#
# Every workload runs at two sizes; the end of the run prints each step's growth factor and
# flags growth above linear (more than 1.25 x the size ratio) and any step more than 25 %
# slower than the recorded figures in Benchmarks/recorded-metrics.tsv.
#
# Inputs are generated under $BENCH_OUT (default /tmp/vflc-bench), never in the repository.
# Timings are the best of $REPEATS runs (default 3): the machine is shared, and the fastest
# run is the one least disturbed by other jobs. "cpu" is user + system time of that run; when
# it is close to "wall" the run got one core, when it is about twice "wall" it got both.
# The solver comparison needs `pip install kiwisolver highspy`; without them it is skipped
# with a message and only vflc's own solver numbers are shown.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=${BENCH_OUT:-/tmp/vflc-bench}
REPEATS=${REPEATS:-3}
# The workload generator and the kiwisolver and HiGHS runners live beside solver-bench.
SHARED_BENCH=${SHARED_BENCH:-$ROOT/Benchmarks/SolverBench/Reference}
RECORDED=$ROOT/Benchmarks/recorded-metrics.tsv
if [ -d /opt/swift/usr/bin ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
mkdir -p "$OUT"
ROWS="$OUT/rows.tsv"
METRICS="$OUT/metrics.tsv"
: > "$ROWS"
: > "$METRICS"

say() { printf '\n== %s\n' "$*"; }
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$ROWS"; }  # benchmark, input, result, cpu, memory, target
# metric NAME SIZE VALUE UNIT: one measured cost (lower is better) of a step at one input size,
# for the growth factors and the comparison with the recorded run.
metric() { printf '%s\t%s\t%s\t%s\n' "$@" >> "$METRICS"; }

say "build (swift build -c release)"
swift build -c release 2>&1 | tail -1
BIN=$(swift build -c release --show-bin-path)

# best_of LABEL COMMAND… — runs COMMAND $REPEATS times (stdout to $OUT/LABEL.out); sets WALL,
# CPU (seconds) and RSS (MiB) of the fastest run.
best_of() {
    local label=$1; shift
    WALL=""; CPU=""; RSS=""
    for _ in $(seq "$REPEATS"); do
        /usr/bin/time -o "$OUT/time.txt" -f "%e %U %S %M" "$@" > "$OUT/$label.out" 2> "$OUT/$label.err" || true
        # A command that exits non-zero (vflc lint on a tree with findings) makes time(1) print
        # "Command exited with non-zero status N" first: the numbers are on the last line.
        read -r wall user system kib < <(tail -n 1 "$OUT/time.txt")
        if [ -z "$WALL" ] || awk -v a="$wall" -v b="$WALL" 'BEGIN { exit !(a < b) }'; then
            WALL=$wall
            CPU=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
            RSS=$(awk -v k="$kib" 'BEGIN { printf "%.0f", k / 1024 }')
        fi
    done
}

# MARK: parsers
say "parse-bench: VFL and .layout parser throughput (4 and 16 MB each, best of $REPEATS)"
for megabytes in 4 16; do
    "$BIN/parse-bench" "$megabytes" --repeats "$REPEATS" | tee "$OUT/parse-$megabytes.txt"
    vfl=$(sed -n 's/^VFL parse: .* = \([0-9.]*\) MB\/s.*/\1/p' "$OUT/parse-$megabytes.txt")
    layout=$(sed -n 's/^\.layout parse: .* = \([0-9.]*\) MB\/s.*/\1/p' "$OUT/parse-$megabytes.txt")
    metric "VFL parse" "$megabytes" "$(awk -v m="$megabytes" -v r="$vfl" 'BEGIN { printf "%.4f", m / r }')" s
    metric ".layout parse" "$megabytes" "$(awk -v m="$megabytes" -v r="$layout" 'BEGIN { printf "%.4f", m / r }')" s
done
row "VFL parse (VisualFormat.parse)" "16 MB, 1-5 views per format" "$vfl MB/s" "" "" ">= 50 MB/s"
row ".layout parse (LayoutParser.parse)" "16 MB, 3 syntaxes" "$layout MB/s" "" "" ""

# MARK: compile and check
say "layout-bench and vflc on generated screens (1 000 and 10 000 views x 8 environments)"
"$BIN/layout-bench" --write "$OUT" 1000 10000 > /dev/null
for views in 1000 10000; do
    best_of "layout-bench-$views" "$BIN/layout-bench" "$views"
    compile=$(sed -n 's/.*compile (parse + lower + solve.*: \([0-9.]*\) s/\1/p' "$OUT/layout-bench-$views.out")
    peak=$(sed -n 's/.*peak memory so far: \([0-9.]*\) MiB/\1/p' "$OUT/layout-bench-$views.out")
    target=""; [ "$views" = 10000 ] && target="< 1 s, < 300 MB"
    row "compile (FrameCompilation, layout-bench)" "$views views x 8 env" "${compile} s" "" "${peak} MiB" "$target"
    printf '  layout-bench %s: compile %s s, peak %s MiB\n' "$views" "$compile" "$peak"
    metric "compile (layout-bench)" "$views" "$compile" s

    best_of "compile-$views" "$BIN/vflc" compile "$OUT/screen-$views.layout"
    row "vflc compile (frames + checker + table)" "$views views x 8 env" "$WALL s" "$CPU s" "$RSS MiB" ""
    printf '  vflc compile %s: %s s wall, %s s cpu, %s MiB\n' "$views" "$WALL" "$CPU" "$RSS"
    metric "vflc compile (cpu)" "$views" "$CPU" s

    best_of "check-$views" "$BIN/vflc" check "$OUT/screen-$views.layout"
    row "vflc check" "$views views x 8 env" "$WALL s" "$CPU s" "$RSS MiB" ""
    printf '  vflc check %s: %s s wall, %s s cpu, %s MiB\n' "$views" "$WALL" "$CPU" "$RSS"
    metric "vflc check (cpu)" "$views" "$CPU" s

    # The same views in the same frames, placed with VFL lines instead of equations.
    best_of "compile-vfl-$views" "$BIN/vflc" compile "$OUT/screen-vfl-$views.layout"
    row "vflc compile, screen written in VFL" "$views views x 8 env" "$WALL s" "$CPU s" "$RSS MiB" ""
    printf '  vflc compile (VFL screen) %s: %s s wall, %s s cpu, %s MiB\n' "$views" "$WALL" "$CPU" "$RSS"
    metric "vflc compile, VFL screen (cpu)" "$views" "$CPU" s
done

# MARK: solver
say "solver workloads ($SHARED_BENCH): vflc's Cassowary against kiwisolver and HiGHS"
if [ -f "$SHARED_BENCH/gen_workloads.py" ]; then
    python3 "$SHARED_BENCH/gen_workloads.py" --out "$OUT/solver" --sizes 1000,10000 > /dev/null
    shapes="chain grid nested mixed edit"
    files1k=""; files10k=""
    for shape in $shapes; do files1k="$files1k $OUT/solver/$shape-1000.json"; files10k="$files10k $OUT/solver/$shape-10000.json"; done
    # shellcheck disable=SC2086
    "$BIN/solver-bench" $files1k $files10k --repeats 5 --json > "$OUT/solver-vflc.jsonl"
    # The same, each file added as one batch (Solver.add(contentsOf:)): the solver picks the order.
    # shellcheck disable=SC2086
    "$BIN/solver-bench" $files1k $files10k --repeats 5 --json --batch > "$OUT/solver-vflc-batch.jsonl"
    if python3 -c "import kiwisolver" 2> /dev/null; then
        echo "  kiwisolver: N = 1000 (N = 10000 takes about an hour for chain)"
        # shellcheck disable=SC2086
        python3 "$SHARED_BENCH/kiwi_bench.py" $files1k --repeats "$REPEATS" --json > "$OUT/solver-kiwi.jsonl"
    else
        echo "  kiwisolver is not installed (pip install kiwisolver highspy): no kiwisolver comparison"
        : > "$OUT/solver-kiwi.jsonl"
    fi
    if python3 -c "import highspy, numpy" 2> /dev/null; then
        echo "  HiGHS: N = 10000"
        # shellcheck disable=SC2086
        python3 "$SHARED_BENCH/highs_bench.py" $files10k --repeats "$REPEATS" --no-edit --json 2> /dev/null \
            | grep '^{' > "$OUT/solver-highs.jsonl" || true
    else
        echo "  highspy is not installed (pip install highspy): no HiGHS comparison"
        : > "$OUT/solver-highs.jsonl"
    fi
    python3 "$ROOT/Benchmarks/SolverBench/compare.py" "$OUT/solver-vflc.jsonl" "$OUT/solver-kiwi.jsonl" \
        "$OUT/solver-highs.jsonl" "$ROWS" "$METRICS" "$OUT/solver-vflc-batch.jsonl"
else
    echo "  $SHARED_BENCH/gen_workloads.py not found: solver workloads skipped"
    row "solver workloads" "-" "skipped: $SHARED_BENCH not found" "" "" ""
fi

# MARK: lint
say "vflc lint on a generated source tree"
TREE="$OUT/linttree"
rm -rf "$TREE"
if [ -f "$ROOT/Benchmarks/LintTree/generate.py" ] && python3 "$ROOT/Benchmarks/LintTree/generate.py" "$TREE" > /dev/null 2>&1 \
    && [ -n "$(find "$TREE" -name '*.swift' -print -quit 2> /dev/null)" ]; then
    echo "  tree from Benchmarks/LintTree/generate.py"
else
    echo "  Benchmarks/LintTree/generate.py is not available here: generating a simple tree"
    echo "  (3 000 Swift files in 30 folders, each with 5 view controllers: one VFL call and one SnapKit closure)"
    rm -rf "$TREE"
    python3 - "$TREE" << 'EOF'
import os, sys
root = sys.argv[1]
formats = ["H:|-[titleLabel]-[valueLabel]-|", "V:|-20-[iconView(40)]-8-[titleLabel]-(>=8)-|",
           "H:|-16-[iconView(==40)]-12-[titleLabel]-(>=8@750)-[valueLabel]-16-|", "V:[titleLabel]-4-[valueLabel]"]
for folder in range(30):
    path = os.path.join(root, "Module%02d" % folder)
    os.makedirs(path, exist_ok=True)
    for number in range(100):
        parts = ["import UIKit\nimport SnapKit\n"]
        for k in range(5):
            name = "Screen%02d_%03d_%d" % (folder, number, k)
            parts.append('''
final class %sViewController: UIViewController {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let valueLabel = UILabel()
    private let actionButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [iconView, titleLabel, valueLabel, actionButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["iconView": iconView, "titleLabel": titleLabel, "valueLabel": valueLabel]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "%s", options: [], metrics: nil, views: views))
        actionButton.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
    }
}
''' % (name, formats[(folder + number + k) % len(formats)]))
        with open(os.path.join(path, "Screen%03d.swift" % number), "w") as f:
            f.write("".join(parts))
EOF
fi
# A tenth of the tree (its first three folders) for the growth factor.
SMALL_TREE="$OUT/linttree-small"
rm -rf "$SMALL_TREE"
mkdir -p "$SMALL_TREE"
for folder in $(find "$TREE" -mindepth 1 -maxdepth 1 -type d | sort | head -n 3); do cp -R "$folder" "$SMALL_TREE/"; done
for tree in "$SMALL_TREE" "$TREE"; do
    files=$(find "$tree" -name '*.swift' | wc -l)
    # Throughput per core: the bytes of the files linted over the cpu seconds of the run.
    bytes=$(find "$tree" -name '*.swift' -print0 | du -cb --files0-from=- | tail -n 1 | cut -f1)
    megabytes=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
    best_of lint "$BIN/vflc" lint "$tree"
    rate=$(awk -v b="$bytes" -v c="$CPU" 'BEGIN { if (c > 0) printf "%.1f", b / 1e6 / c; else print "?" }')
    row "vflc lint" "$files Swift files, $megabytes MB" "$WALL s" "$CPU s ($rate MB/s per core)" "$RSS MiB" ">= 50 MB/s per core"
    metric "vflc lint (cpu)" "$files" "$CPU" s
    printf '  vflc lint, %s files: %s s wall, %s s cpu (%s MB/s per core), %s MiB\n' "$files" "$WALL" "$CPU" "$rate" "$RSS"
done

# MARK: table
say "results ($(uname -m), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'); best of $REPEATS; inputs in $OUT)"
python3 - "$ROWS" << 'EOF'
import sys
header = ["benchmark", "input", "result (wall)", "cpu", "peak memory", "target / reference"]
rows = [header] + [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
widths = [max(len(r[i]) if i < len(r) else 0 for r in rows) for i in range(len(header))]
for index, r in enumerate(rows):
    r = r + [""] * (len(header) - len(r))
    print("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |")
    if index == 0:
        print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
EOF

# MARK: growth and comparison with the recorded run
say "growth between sizes, and change against $(basename "$RECORDED")"
python3 "$ROOT/Benchmarks/growth.py" "$METRICS" "$RECORDED"
if [ "${RECORD:-0}" = 1 ]; then
    { echo "# Benchmarks/run.sh figures of $(date -u '+%Y-%m-%d %H:%M UTC') at $(git rev-parse --short HEAD 2> /dev/null || echo '?') ($(uname -m), $(nproc) cores): step, size, value, unit"
      cat "$METRICS"; } > "$RECORDED"
    echo "  recorded in $RECORDED"
fi
