import LayoutIR
import Cassowary
