// swift-tools-version:6.0
// Small programs that use vflc's libraries exactly as another package would: through the
// products of the package one directory up, and nothing else. CI builds them with
// `--explicit-target-dependency-import-check error`, so an import of a module that is not in a
// product fails the build. See README.md.
import PackageDescription

let package = Package(
    name: "vflc-examples",
    dependencies: [
        .package(name: "vflc", path: ".."),
    ],
    targets: [
        // Parse one VFL string given on the command line and print its constraints.
        .executableTarget(name: "parse-vfl", dependencies: [.product(name: "LayoutSyntax", package: "vflc")]),
        // A kiwi-style system: operators, strengths, edit variables, suggested values.
        .executableTarget(name: "kiwi-style", dependencies: [.product(name: "Cassowary", package: "vflc")]),
        // Check layout files with the whole compiler and print vflc check's lines, less excerpts.
        .executableTarget(name: "check-layout", dependencies: [.product(name: "VFLCompiler", package: "vflc")]),
    ],
    swiftLanguageModes: [.v6]
)
