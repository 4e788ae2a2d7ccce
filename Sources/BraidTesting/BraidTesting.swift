@_exported import Braid
