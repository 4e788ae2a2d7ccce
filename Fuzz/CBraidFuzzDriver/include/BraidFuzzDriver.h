#ifndef BRAID_FUZZ_DRIVER_H
#define BRAID_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// One fuzz input: libFuzzer's `LLVMFuzzerTestOneInput` shape. Returns 0.
typedef int (*BraidFuzzCallback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver with the command line when the program is linked with libFuzzer
/// (`-sanitize=fuzzer`); otherwise runs `callback` once on each file the command line names (every file of a
/// named folder), as a replay of a corpus or of a crash. Returns the process's exit status.
int braid_fuzz_main(int argc, char **argv, BraidFuzzCallback callback);

#endif
