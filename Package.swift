// swift-tools-version:6.0
// vflc — an Auto Layout compiler. No package dependencies: the Swift toolchain alone.
import PackageDescription

// Linux keeps floor/ceil/round in libm, which Swift's standard library calls into.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "vflc",
    products: [
        .executable(name: "vflc", targets: ["vflc"]),
        // Each product holds every module its public API mentions, so an embedder needs nothing
        // else; `import VFLCompiler` (or `import LayoutSyntax`) re-exports them.
        .library(name: "LayoutSyntax", targets: ["LayoutSyntax", "LayoutIR"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "VFLCompiler",
                 targets: ["VFLCompiler", "LayoutCheck", "LayoutEngine", "LayoutSyntax", "LayoutIR", "Cassowary"]),
    ],
    targets: [
        // Data flows left to right; each module imports only modules to its left (Docs/Design.md#modules).
        .target(name: "LayoutIR", linkerSettings: libm),
        .target(name: "LayoutSyntax", dependencies: ["LayoutIR"]),
        .target(name: "Cassowary", linkerSettings: libm),
        .target(name: "LayoutEngine", dependencies: ["LayoutIR", "Cassowary"], linkerSettings: libm),
        .target(name: "LayoutCheck", dependencies: ["LayoutIR", "LayoutEngine", "Cassowary"]),
        .target(name: "VFLCompiler",
                dependencies: ["LayoutIR", "LayoutSyntax", "Cassowary", "LayoutEngine", "LayoutCheck"]),
        .executableTarget(name: "vflc", dependencies: ["VFLCompiler"]),
        // Benchmarks/SolverBench: runs the shared constraint workloads (Benchmarks/README.md).
        .executableTarget(name: "solver-bench", dependencies: ["Cassowary"], path: "Benchmarks/SolverBench",
                          exclude: ["Reference", "compare.py"]),
        // Benchmarks/LayoutBench: generated 1k / 10k-view screens × 8 environments (Benchmarks/README.md).
        .executableTarget(name: "layout-bench", dependencies: ["VFLCompiler", "LayoutEngine", "LayoutSyntax", "LayoutIR"],
                          path: "Benchmarks/LayoutBench"),
        // Benchmarks/ParseBench: VFL and `.layout` parser throughput on generated corpora (Benchmarks/README.md).
        .executableTarget(name: "parse-bench", dependencies: ["LayoutSyntax", "LayoutIR"], path: "Benchmarks/ParseBench"),
        // Benchmarks/IBCorpus: Interface Builder documents laid out as designed against Xcode's stored frames.
        .executableTarget(name: "ib-corpus", dependencies: ["LayoutCheck", "LayoutEngine", "LayoutSyntax", "LayoutIR"],
                          path: "Benchmarks/IBCorpus"),
        .executableTarget(name: "check-bench", dependencies: ["VFLCompiler", "LayoutCheck", "LayoutEngine", "LayoutSyntax", "LayoutIR"],
                          path: "Benchmarks/CheckBench"),

        .testTarget(name: "LayoutIRTests", dependencies: ["LayoutIR"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax", "LayoutIR"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutIR", "Cassowary"]),
        .testTarget(name: "LayoutCheckTests", dependencies: ["LayoutCheck", "LayoutEngine", "LayoutIR", "Cassowary"]),
        .testTarget(name: "VFLCompilerTests", dependencies: ["VFLCompiler", "LayoutIR"]),
        .testTarget(name: "vflcTests", dependencies: ["vflc"]),
    ],
    swiftLanguageModes: [.v6]
)
