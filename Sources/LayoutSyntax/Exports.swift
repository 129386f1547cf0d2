// The parsers' results are LayoutIR values (constraints, screens, diagnostics); importing the
// parsers brings the IR along.
@_exported import LayoutIR
