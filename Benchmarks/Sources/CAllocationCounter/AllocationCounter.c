// Counts the bytes a process has allocated, for braid-bench's memory rows: the executable defines the C
// allocator's entry points, so every allocation of the process — Swift's runtime and standard library included —
// comes here first, is counted by its usable size, and is handed to glibc's own allocator (its `__libc_*` entry
// points). Only on Linux with glibc; elsewhere nothing is replaced and the counts stay 0.
#include "AllocationCounter.h"
#include <stdlib.h>  // before the check below: it defines __GLIBC__

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic long long allocated = 0;
static _Atomic long long peak = 0;

static void counted(void *pointer) {
    if (pointer == NULL) return;
    long long now = atomic_fetch_add_explicit(&allocated, (long long)malloc_usable_size(pointer), memory_order_relaxed)
        + (long long)malloc_usable_size(pointer);
    long long highest = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > highest &&
           !atomic_compare_exchange_weak_explicit(&peak, &highest, now, memory_order_relaxed, memory_order_relaxed)) {
    }
}

static void uncounted(void *pointer) {
    if (pointer == NULL) return;
    atomic_fetch_sub_explicit(&allocated, (long long)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    counted(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    counted(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    size_t before = pointer == NULL ? 0 : malloc_usable_size(pointer);
    void *moved = __libc_realloc(pointer, size);
    if (moved == NULL) return NULL;  // the old block stays, still counted (or size 0 freed it: glibc returns NULL)
    atomic_fetch_sub_explicit(&allocated, (long long)before, memory_order_relaxed);
    counted(moved);
    return moved;
}

void free(void *pointer) {
    uncounted(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    counted(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

void *valloc(size_t size) { return memalign(4096, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int braid_allocations_are_counted(void) { return 1; }
long long braid_allocated_bytes(void) { return atomic_load_explicit(&allocated, memory_order_relaxed); }
long long braid_peak_allocated_bytes(void) { return atomic_load_explicit(&peak, memory_order_relaxed); }
void braid_reset_peak_allocated_bytes(void) {
    atomic_store_explicit(&peak, atomic_load_explicit(&allocated, memory_order_relaxed), memory_order_relaxed);
}
void braid_return_free_memory(void) { malloc_trim(0); }

void braid_map_large_blocks_alone(void) { mallopt(M_MMAP_THRESHOLD, 128 * 1024); }

#else

int braid_allocations_are_counted(void) { return 0; }
long long braid_allocated_bytes(void) { return 0; }
long long braid_peak_allocated_bytes(void) { return 0; }
void braid_reset_peak_allocated_bytes(void) {}
void braid_return_free_memory(void) {}
void braid_map_large_blocks_alone(void) {}

#endif
