// Swift has no way to ask for a cache line ahead of use. The engine knows which cold records and
// table slots it will touch next (the oldest live object, the oldest tombstone, the addresses of a
// batch's next events), and the delivering thread which events the other thread wrote: asking for
// them a few places early overlaps the misses instead of paying for each in turn.
#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Ask for the cache line holding `address`, to be written soon. Never faults: a stale or freed
/// address is only a wasted hint.
static inline void cprefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Ask for the cache line holding `address`, to be read soon.
static inline void cprefetch_for_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
#endif
