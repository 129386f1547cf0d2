#!/usr/bin/env bash
# The environment sweep of #31: a 100-view screen (Sweep100.layout) checked on five devices
# (two small and one large iPhone, a 10.5" and a 12.9" iPad), both orientations, both writing
# directions, every Dynamic Type text size and every cited iPad Split View width: 480
# environments. Prints the wall and CPU time of `vflc check` (release build).
#
#   Benchmarks/Sweep/sweep.sh [VFLC]      # default: .build/release/vflc (built when missing)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/opt/swift/usr/bin:$PATH
vflc=${1:-.build/release/vflc}
[ -x "$vflc" ] || swift build -c release --product vflc > /dev/null
/usr/bin/time -f "sweep: %e s wall, %U s user, %S s system, %M KB peak" \
    "$vflc" check Benchmarks/Sweep/Sweep100.layout --content-size all --multitasking \
    --orientation portrait --orientation landscape --direction ltr --direction rtl \
    --device iPhoneSE,iPhone15,iPhone15ProMax,iPadAir3,iPadPro12_9 > /dev/null
