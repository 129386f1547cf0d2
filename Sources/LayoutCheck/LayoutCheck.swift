import LayoutIR
import LayoutEngine
