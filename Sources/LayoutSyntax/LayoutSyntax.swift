@_exported import LayoutIR
