// An embedder imports one module: the compiler's public API speaks of source files, screens,
// environments, solutions and rules from the modules below it, so they come along.
@_exported import LayoutIR
@_exported import LayoutSyntax
@_exported import LayoutEngine
@_exported import LayoutCheck
@_exported import Cassowary
