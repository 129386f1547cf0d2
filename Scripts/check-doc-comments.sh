#!/usr/bin/env bash
# Fails when a public symbol of vflc's library modules has no `///` comment.
#
#   Scripts/check-doc-comments.sh                 # every library module
#   Scripts/check-doc-comments.sh LayoutIR        # some of them
#
# It reads the modules of the last debug build (run `swift build` or `swift test` first; CI runs
# it right after `swift test`), so it takes seconds: `swift-symbolgraph-extract` writes each
# module's public symbols with their doc comments, and every symbol declared in this package
# without one is listed as `path:line: kind name`. Members a type inherits from a protocol
# without redeclaring them are not listed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH=/opt/swift/usr/bin:$PATH; fi

MODULES=("$@")
[ ${#MODULES[@]} -gt 0 ] || MODULES=(LayoutIR LayoutSyntax Cassowary LayoutEngine LayoutCheck VFLCompiler)

bin=$(swift build --show-bin-path)
modules_dir=$bin/Modules
[ -d "$modules_dir" ] || modules_dir=$bin
for module in "${MODULES[@]}"; do
    [ -e "$modules_dir/$module.swiftmodule" ] || { echo "error: $module is not built; run 'swift build' first" >&2; exit 2; }
done
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in "${MODULES[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" \
        -minimum-access-level public -output-dir "$graphs" > /dev/null
done

python3 - "$graphs" "$(pwd)" "${MODULES[@]}" << 'PY'
import glob, json, os, sys
from urllib.parse import unquote, urlparse

graphs, root, modules = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3:]
missing = set()
for module in modules:
    # The module's own graph and its extensions of other modules' types (Module@Other).
    for path in [os.path.join(graphs, f"{module}.symbols.json")] + glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")):
        if not os.path.exists(path):
            continue
        for symbol in json.load(open(path))["symbols"]:
            location = symbol.get("location")
            if symbol.get("accessLevel") not in ("public", "open") or not location or symbol.get("docComment"):
                continue
            file = os.path.realpath(unquote(urlparse(location["uri"]).path))
            if not file.startswith(root + os.sep):
                continue  # declared elsewhere (a re-exported module is checked on its own)
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["displayName"].lower()
            missing.add((os.path.relpath(file, root), location["position"]["line"] + 1, kind, name))
for file, line, kind, name in sorted(missing):
    print(f"{file}:{line}: {kind} {name} has no /// comment")
if missing:
    print(f"{len(missing)} public symbols undocumented in {', '.join(modules)}", file=sys.stderr)
    sys.exit(1)
print(f"every public symbol of {', '.join(modules)} is documented")
PY
