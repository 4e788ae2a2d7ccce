print("braid-bench: no benchmarks yet")
