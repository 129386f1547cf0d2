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

exit $status
