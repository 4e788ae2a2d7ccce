import BraidTerminal

// The samples menu arrives with the binder; until then the demo says so plainly.
print("braid-demo: coming soon — the five samples need the binder on top of the terminal table view.")
