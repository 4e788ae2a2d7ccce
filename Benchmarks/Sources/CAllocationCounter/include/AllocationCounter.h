#ifndef BRAID_ALLOCATION_COUNTER_H
#define BRAID_ALLOCATION_COUNTER_H

/// Whether this process's allocations are counted: true where the counter replaces the C allocator's entry
/// points (Linux with glibc); false elsewhere, where the figures below stay 0.
int braid_allocations_are_counted(void);

/// The bytes allocated through malloc and its relatives and not yet freed, counted by usable size, by every
/// thread of the process.
long long braid_allocated_bytes(void);

/// The most `braid_allocated_bytes()` has been since the last `braid_reset_peak_allocated_bytes()`.
long long braid_peak_allocated_bytes(void);

/// Starts a new peak from the bytes allocated now.
void braid_reset_peak_allocated_bytes(void);

/// Gives the memory the allocator holds free back to the system (glibc's `malloc_trim(0)`), so that the resident
/// set shows what is in use; does nothing where allocations are not counted.
void braid_return_free_memory(void);

/// Pins glibc's mmap threshold at its initial 128 KiB (`mallopt(M_MMAP_THRESHOLD)`), so that every block that large
/// is mapped on its own and returned to the system when freed. By default glibc raises the threshold to the size of
/// the largest mapped block freed so far, and then serves blocks of that size from its heap, where a freed one may
/// stay resident; the resident set then swings by that block from one reading to the next. Does nothing where
/// allocations are not counted.
void braid_map_large_blocks_alone(void);

#endif
