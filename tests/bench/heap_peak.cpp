// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heap_peak.h"

#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<std::int64_t> now{0};
std::atomic<std::int64_t> peak{0};

void* counted(std::size_t size) {
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  const std::int64_t bytes = now += static_cast<std::int64_t>(malloc_usable_size(p));
  std::int64_t seen = peak.load();
  while (bytes > seen && !peak.compare_exchange_weak(seen, bytes)) {
  }
  return p;
}

void uncounted(void* p) noexcept {
  if (p == nullptr) return;
  now -= static_cast<std::int64_t>(malloc_usable_size(p));
  std::free(p);
}

}  // namespace

// The array and sized forms of the standard library forward to these.
void* operator new(std::size_t size) { return counted(size); }
void operator delete(void* p) noexcept { uncounted(p); }
void operator delete(void* p, std::size_t) noexcept { uncounted(p); }

namespace matchbox::bench {

std::int64_t heap_bytes() { return now.load(); }
std::int64_t heap_peak() { return peak.load(); }
void reset_heap_peak() { peak = now.load(); }

}  // namespace matchbox::bench
