#!/usr/bin/env bash
# Builds the DocC documentation of vflc's library modules with the toolchain's own `docc`
# (no SwiftPM plugin, no package dependency).
#
#   Scripts/build-docs.sh                 # every module of the library products (Package.swift)
#   Scripts/build-docs.sh Cassowary       # some of them
#
# For each module: the public symbol graph comes from `swift package dump-symbol-graph` (it builds
# the package in debug first), the catalog from Docs/DocC/<Module>.docc when there is one (the
# catalogs are prose with code samples for other packages, kept with the rest of Docs/ rather
# than in the modules' source folders, since nothing but this script reads them),
# and `docc convert` writes .build/docs/<Module> (open index.html through a web server, or
# `docc preview`). The run fails when DocC warns (a broken or ambiguous ``symbol`` link, a
# missing article) and, for a module with a catalog, when a public symbol has no `///`
# summary. A module without a catalog gets a page per symbol from its doc comments alone.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
if [ -d /opt/swift/usr/bin ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
command -v docc > /dev/null || { echo "error: docc not found (it ships with the Swift toolchain)" >&2; exit 2; }

# Default: every module of a library product, read from the manifest.
MODULES=("$@")
if [ ${#MODULES[@]} -eq 0 ]; then
    read -r -a MODULES < <(swift package dump-package | python3 -c '
import json, sys
modules = []
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        modules += [t for t in product["targets"] if t not in modules]
print(" ".join(modules))')
fi

echo "== symbol graphs (swift package dump-symbol-graph)"
log=$(mktemp)
if ! swift package dump-symbol-graph --skip-synthesized-members > "$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
GRAPHS=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
rm -f "$log"
[ -d "$GRAPHS" ] || { echo "error: no symbol graph directory reported by dump-symbol-graph" >&2; exit 1; }

failed=()
for module in "${MODULES[@]}"; do
    echo "== $module"
    # Only this module's graphs: its own, plus its extensions of other modules' types.
    input=$ROOT/.build/docs-input/$module
    rm -rf "$input"
    mkdir -p "$input"
    if ! compgen -G "$GRAPHS/$module.symbols.json" > /dev/null; then
        echo "  no symbol graph for $module (not a module of this package?)"
        failed+=("$module")
        continue
    fi
    cp "$GRAPHS/$module".symbols.json "$input/"
    cp "$GRAPHS/$module"@*.symbols.json "$input/" 2> /dev/null || true

    catalog=$ROOT/Docs/DocC/$module.docc
    args=(convert)
    if [ -d "$catalog" ]; then
        args+=("$catalog")
    else
        echo "  no catalog at Docs/DocC/$module.docc: pages from the doc comments alone"
    fi
    out=$ROOT/.build/docs/$module
    mkdir -p "$ROOT/.build/docs"
    rm -rf "$out"
    args+=(--additional-symbol-graph-dir "$input" --output-path "$out"
           --fallback-display-name "$module" --fallback-bundle-identifier "vflc.$module"
           --experimental-documentation-coverage --coverage-summary-level brief
           --diagnostic-level warning --warnings-as-errors)
    if ! docc "${args[@]}" > "$out.log" 2>&1; then
        grep -E "warning|error" "$out.log" | sed 's/^/  /' >&2 || cat "$out.log" >&2
        echo "  FAILED: docc reported problems (full log: $out.log)"
        failed+=("$module")
        continue
    fi
    # Every public symbol needs at least a one-line summary (the module page itself comes from
    # the catalog, so it is only required when there is one).
    # Members the compiler writes (an enum's init(rawValue:)) have no source location and no
    # place for a comment: they are not counted.
    missing=$(python3 - "$out/documentation-coverage.json" "$([ -d "$catalog" ] && echo 1 || echo 0)" "$input" << 'PY'
import glob, json, re, sys
synthesized = set()
for graph in glob.glob(sys.argv[3] + "/*.symbols.json"):
    data = json.load(open(graph))
    module = data["module"]["name"]
    for symbol in data["symbols"]:
        if "location" not in symbol:
            synthesized.add("/".join([module] + symbol["pathComponents"]))
entries = json.load(open(sys.argv[1]))
for entry in entries:
    if entry.get("hasAbstract") or not entry["kind"].get("isSymbol"):
        continue
    if entry["kind"]["name"] == "Module" and sys.argv[2] != "1":
        continue
    path = entry["referencePath"].split("/documentation/", 1)[-1]
    # DocC adds "-hash" or "-swift.kind" to a path component to tell overloads apart.
    plain = "/".join(re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{3,6})$", "", part) for part in path.split("/"))
    if plain in synthesized:
        continue
    print(path)
PY
)
    total=$(python3 -c "import json,sys; print(sum(1 for e in json.load(open(sys.argv[1])) if e['kind'].get('isSymbol')))" \
        "$out/documentation-coverage.json")
    if [ -n "$missing" ]; then
        count=$(printf '%s\n' "$missing" | wc -l)
        echo "  $count of $total public symbols have no /// summary:"
        printf '%s\n' "$missing" | head -n 40 | sed 's/^/    /'
        if [ -d "$catalog" ]; then
            failed+=("$module")
            continue
        fi
    else
        echo "  $total public symbols, all documented"
    fi
    echo "  wrote .build/docs/$module"
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "documentation failed for: ${failed[*]}" >&2
    exit 1
fi
