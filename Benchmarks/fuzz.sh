#!/usr/bin/env bash
# Builds one libFuzzer target from Benchmarks/Fuzz/ and runs it for SECONDS with a seed corpus
# taken from Samples/ and the tests. The package's own `swift build` is untouched: the modules
# are compiled here with swiftc into fuzz-out/build (git-ignored), instrumented for libFuzzer
# and AddressSanitizer.
#
#   Benchmarks/fuzz.sh vfl|layout|lint|anchor|dialect|solver|log|ib|pipeline SECONDS [extra libFuzzer flags…]
#   (SECONDS 0 only builds; the binary is fuzz-out/build/fuzz-TARGET and takes a crash file to replay it)
#
# Corpora grow in fuzz-out/corpus-TARGET, crash inputs land in fuzz-out/crashes-TARGET/, the
# log in fuzz-out/TARGET.log. Runs under `nice -n 10` on one core.
set -euo pipefail
# One compound command: bash reads it whole, so editing this file during a run is safe.
{
cd "$(dirname "$0")/.."
target=${1:?usage: Benchmarks/fuzz.sh vfl|layout|lint|anchor|dialect|solver|log|ib|pipeline SECONDS}
seconds=${2:?usage: Benchmarks/fuzz.sh vfl|layout|lint|anchor|dialect|solver|log|ib|pipeline SECONDS}
shift 2
export PATH=/opt/swift/usr/bin:$PATH
out=fuzz-out
build=$out/build
mkdir -p "$build"
# One package name for all modules, so that `package` declarations are visible across them.
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name vflc)

# Compiles Sources/NAME into a static library with its module interface, when out of date.
module() {
    local name=$1; shift
    local sources; sources=$(find "Sources/$name" -name '*.swift' | sort)
    local lib=$build/lib$name.a
    if [[ -f $lib ]] && [[ -z $(find "Sources/$name" -name '*.swift' -newer "$lib") ]]; then return; fi
    echo "building $name" >&2
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -I "$build" -module-name "$name" -emit-library -static \
        -emit-module -emit-module-path "$build/$name.swiftmodule" -o "$lib" $sources
}

case $target in
    vfl)    source=VisualFormatFuzz.swift; modules=(LayoutIR LayoutSyntax); maxlen=512 ;;
    layout) source=LayoutFuzz.swift;       modules=(LayoutIR LayoutSyntax); maxlen=8192 ;;
    lint)   source=SourceLintFuzz.swift;   modules=(LayoutIR LayoutSyntax); maxlen=8192 ;;
    anchor) source=AnchorFuzz.swift;       modules=(LayoutIR LayoutSyntax); maxlen=8192 ;;
    dialect) source=DialectFuzz.swift;     modules=(LayoutIR LayoutSyntax); maxlen=4096 ;;
    solver) source=SolverFuzz.swift;       modules=(Cassowary);             maxlen=256 ;;
    log)    source=ConsoleLogFuzz.swift;   modules=(LayoutIR LayoutSyntax); maxlen=8192 ;;
    ib)     source=InterfaceBuilderFuzz.swift; modules=(LayoutIR LayoutSyntax); maxlen=16384 ;;
    pipeline) source=PipelineFuzz.swift;   modules=(LayoutIR LayoutSyntax Cassowary LayoutEngine LayoutCheck VFLCompiler); maxlen=16384 ;;
    *) echo "unknown target '$target' (vfl, layout, lint, anchor, dialect, solver, log, ib, pipeline)" >&2; exit 2 ;;
esac
for m in "${modules[@]}"; do module "$m"; done
binary=$build/fuzz-$target
libs=(); for m in "${modules[@]}"; do libs=("$build/lib$m.a" "${libs[@]}"); done
if [[ ! -x $binary ]] || [[ Benchmarks/Fuzz/$source -nt $binary ]] || [[ ${libs[0]} -nt $binary ]]; then
    echo "linking $binary" >&2
    # ld.gold warns about every ASan helper symbol; the warnings mean nothing here.
    swiftc "${flags[@]}" -I "$build" "Benchmarks/Fuzz/$source" "${libs[@]}" -lm -o "$binary" 2>&1 \
        | { grep -v 'Cannot export local symbol' || true; } >&2
fi
[[ $seconds == 0 ]] && { echo "built $binary" >&2; exit 0; }

# Seeds: the first byte of a vfl / lint input is a control byte (options, language).
seeds=$out/seeds-$target
rm -rf "$seeds"; mkdir -p "$seeds"
case $target in
    vfl)
        n=0
        { grep -hoE '^[[:space:]]*[HV]:[^/]*' Samples/*.layout
          grep -rhoE '"[HV]?:?\|?[-|\[(][^"]*"' Tests/LayoutSyntaxTests Tests/VFLCompilerTests | tr -d '"'
        } | sed 's/^[[:space:]]*//' | sort -u | head -2000 | while IFS= read -r line; do
            n=$((n + 1)); printf '\x00%s' "$line" > "$seeds/s$n"
        done ;;
    layout) cp Samples/*.layout "$seeds/" ;;
    lint)
        n=0
        for f in Tests/LayoutSyntaxTests/Source*.swift Tests/LayoutSyntaxTests/RealCode*.swift \
                 Tests/LayoutSyntaxTests/SnapKitRealForms*.swift Tests/LayoutSyntaxTests/SetupOrder*.swift \
                 Tests/VFLCompilerTests/Lint*.swift; do
            n=$((n + 1)); { printf '\x00'; head -c 8000 "$f"; } > "$seeds/swift$n"
            n=$((n + 1)); { printf '\x01'; head -c 8000 "$f"; } > "$seeds/objc$n"
        done ;;
    anchor)
        n=0
        for f in Tests/LayoutSyntaxTests/Anchor*.swift Tests/LayoutSyntaxTests/Source*.swift; do
            n=$((n + 1)); { printf '\x00'; head -c 8000 "$f"; } > "$seeds/swift$n"
            n=$((n + 1)); { printf '\x01'; head -c 8000 "$f"; } > "$seeds/objc$n"
        done ;;
    dialect)
        # Make lines, PureLayout statements and formats written for the tests, one per mode.
        n=0
        for f in Tests/VFLCompilerTests/CodeDialect*.swift Tests/VFLCompilerTests/CodeReader*.swift; do
            { grep -hoE '(make|\$0)\.[a-zA-Z.]+\([^;]*' "$f" || true; } | head -200 > "$out/lines-snapkit"
            { grep -hoE '\[[a-zA-Z.]+ auto[A-Za-z:]+[^]]*\]' "$f" || true; } > "$out/lines-purelayout"
            { grep -hoE '[a-z]+\.auto[A-Za-z]+\([^)]*\)' "$f" || true; } > "$out/lines-purelayoutswift"
            { grep -hoE '"[HV]:[^"]*"' "$f" || true; } | tr -d '"' > "$out/lines-vfl"
            while IFS= read -r line; do
                n=$((n + 1)); printf '\x00%s' "$line" > "$seeds/snapkit$n"; printf '\x01%s;' "$line" > "$seeds/masonry$n"
            done < "$out/lines-snapkit"
            while IFS= read -r line; do n=$((n + 1)); printf '\x02%s;' "$line" > "$seeds/purelayout$n"; done < "$out/lines-purelayout"
            while IFS= read -r line; do n=$((n + 1)); printf '\x03%s' "$line" > "$seeds/purelayoutswift$n"; done < "$out/lines-purelayoutswift"
            while IFS= read -r line; do n=$((n + 1)); printf '\x04%s' "$line" > "$seeds/vfl$n"; done < "$out/lines-vfl"
        done
        printf '\x05func pin(to other: UIView) { translatesAutoresizingMaskIntoConstraints = false; topAnchor.constraint(equalTo: other.topAnchor).isActive = true }\nfunc fill() { snp.makeConstraints { $0.edges.equalToSuperview() } }' > "$seeds/helper1" ;;
    solver) for n in 1 2 3 4 5 6 7 8; do head -c 64 /dev/urandom > "$seeds/r$n"; done ;;
    log)
        # The test logs (written for the tests), and any pasted logs in $LOG_SEEDS (never committed).
        n=0
        for f in Tests/VFLCompilerTests/Explain*.swift Tests/LayoutSyntaxTests/ConsoleLog*.swift; do
            [[ -f $f ]] || continue
            n=$((n + 1)); head -c 8000 "$f" > "$seeds/test$n"
        done
        if [[ -n ${LOG_SEEDS:-} ]]; then find "$LOG_SEEDS" -name '*.log' -exec cp {} "$seeds/" \; ; fi ;;
    ib) cp Benchmarks/Fuzz/ib-seeds/* "$seeds/" ;;
    pipeline)
        n=0
        for f in Samples/*.layout; do n=$((n + 1)); { printf '\x00'; cat "$f"; } > "$seeds/layout$n"; done
        for f in Benchmarks/Fuzz/ib-seeds/*; do
            n=$((n + 1)); { printf '\x01'; cat "$f"; } > "$seeds/xib$n"
            n=$((n + 1)); { printf '\x02'; cat "$f"; } > "$seeds/designed$n"
        done
        for f in Tests/LayoutSyntaxTests/Anchor*.swift Tests/VFLCompilerTests/AnchorCheck*.swift; do
            n=$((n + 1)); { printf '\x03'; head -c 8000 "$f"; } > "$seeds/swift$n"
            n=$((n + 1)); { printf '\x04'; head -c 8000 "$f"; } > "$seeds/objc$n"
        done ;;
esac

corpus=$out/corpus-$target
crashes=$out/crashes-$target
mkdir -p "$corpus" "$crashes"
echo "fuzzing $target for $seconds s (log: $out/$target.log)" >&2
set +e
# A small quarantine keeps AddressSanitizer's memory modest on a shared machine.
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=64}
# Swift's own crash handler confuses AddressSanitizer; libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
nice -n 10 "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -max_len="$maxlen" \
    -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "$@" 2>&1 | tee "$out/$target.log" | grep -E '^#[0-9]+.*(pulse|DONE)|ERROR|SUMMARY|stat::|Fatal|crash-' >&2
status=${PIPESTATUS[0]}
echo "exit status $status; crashes in $crashes: $(ls "$crashes" | wc -l)" >&2
exit "$status"
}
