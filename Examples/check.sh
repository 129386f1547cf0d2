#!/usr/bin/env bash
# Builds the examples from the products alone and checks their output against Expected/.
#
#   Examples/check.sh            (CI runs it after `swift test`; see .ci/run)
#
# `--explicit-target-dependency-import-check error` makes an import of a module that is not in
# a product a build error. The expected output was worked out by hand (Examples/README.md says
# how); a difference fails the run and is printed.
set -euo pipefail
cd "$(dirname "$0")"
if [ -d /opt/swift/usr/bin ]; then export PATH=/opt/swift/usr/bin:$PATH; fi

# SwiftPM can keep a stale list of a path dependency's source files (a file added to vflc is
# then missing here): a failed build is retried once from scratch before it counts.
if ! swift build --explicit-target-dependency-import-check error; then
    echo "build failed; retrying once without Examples/.build"
    rm -rf .build
    swift build --explicit-target-dependency-import-check error
fi
BIN=$(swift build --show-bin-path)
status=0

# expect NAME EXPECTED-FILE COMMAND…: runs COMMAND and compares its stdout with the file.
expect() {
    local name=$1 expected=$2; shift 2
    if diff -u "$expected" <("$@"); then
        echo "ok: $name"
    else
        echo "FAILED: $name (output differs from $expected)"
        status=1
    fi
}

expect "kiwi-style 60 90" Expected/kiwi-style.txt "$BIN/kiwi-style" 60 90
expect "parse-vfl" Expected/parse-vfl.txt \
    "$BIN/parse-vfl" 'H:|-pad-[icon(40)]-[title(>=100@750)]-pad-|' --metrics pad=16

# A name missing from the views dictionary: exit status 1, no constraints, the error on stderr.
err=$(mktemp)
set +e
out=$("$BIN/parse-vfl" 'H:|-[a]-[bb]-|' --views a,b 2> "$err")
code=$?
set -e
if [ "$code" = 1 ] && [ -z "$out" ] && grep -q "error: bb is not a key in the views dictionary" "$err"; then
    echo "ok: parse-vfl with an unknown view"
else
    echo "FAILED: parse-vfl with an unknown view (exit $code)"
    cat "$err"
    status=1
fi
rm -f "$err"

# check-layout prints what `vflc check --format text` prints less the source excerpts (lines
# that start with a gutter, ` 12 | …` or `    | …`), for every sample and a generated screen.
( cd .. && swift build --product vflc >/dev/null )
VFLC="$(cd .. && swift build --show-bin-path)/vflc"
generated=$(mktemp -d)
{
    echo "screen Generated {"
    echo "    devices iPhoneSE, iPhone15"
    for i in $(seq 0 11); do echo "    label l$i { intrinsic $((20 + i))x21 }"; done
    printf '    H:|-[l0]'; for i in $(seq 1 11); do printf -- '-[l%s]' "$i"; done; echo '-|'
    for i in $(seq 0 11); do echo "    l$i.top == view.safeArea.top + $((8 * i))"; done
    echo "}"
} > "$generated/Generated.layout"
for file in ../Samples/*.layout "$generated/Generated.layout"; do
    set +e
    "$VFLC" check --format text "$file" 2>/dev/null | grep -Ev '^ *[0-9]* \| ' > "$generated/vflc.txt"
    vflc_code=${PIPESTATUS[0]}
    "$BIN/check-layout" "$file" > "$generated/example.txt"
    example_code=$?
    set -e
    if diff -u "$generated/vflc.txt" "$generated/example.txt" && [ "$vflc_code" = "$example_code" ]; then
        echo "ok: check-layout $(basename "$file")"
    else
        echo "FAILED: check-layout $(basename "$file") differs from vflc check (exit $example_code vs $vflc_code)"
        status=1
    fi
done
rm -rf "$generated"

exit $status
