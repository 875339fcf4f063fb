// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The benchmark's count of heap memory: this program replaces the global operator new and
// delete (heap_peak.cpp) to keep the bytes allocated now and their peak, so a benchmark can
// report the memory a walk holds at its largest (walk_costs.h).
#pragma once

#include <cstdint>

namespace matchbox::bench {

// Bytes allocated by operator new and not yet deleted (as malloc_usable_size counts them).
std::int64_t heap_bytes();
// The peak of heap_bytes() since the last reset_heap_peak() (or the start of the program).
std::int64_t heap_peak();
// Starts a new peak at heap_bytes().
void reset_heap_peak();

}  // namespace matchbox::bench
