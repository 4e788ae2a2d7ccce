// BraidTerminal: the terminal host. Importing it brings in Braid's host protocols and BraidDiff's vocabulary.
@_exported import Braid
