import LayoutIR
import LayoutSyntax

/// The version printed by `vflc --version`.
public let vflcVersion = "0.1.0"
