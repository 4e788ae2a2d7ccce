import BraidTerminal

// The samples menu arrives with the terminal host; until then the demo says so plainly.
print("braid-demo: coming soon — the five samples need the terminal table view. \(BraidTerminal.status)")
