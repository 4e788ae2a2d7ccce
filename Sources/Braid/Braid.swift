@_exported import BraidDiff
