// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/connections.h"

#include <thread>

namespace matchbox::web {

ConnectionThreads::ConnectionThreads(std::size_t max_threads) : state_(std::make_shared<State>()) {
  state_->max_threads = max_threads;
}

void ConnectionThreads::enqueue(std::function<void()> task) {
  const std::lock_guard lock(state_->mutex);
  if (state_->running >= state_->max_threads) {
    state_->waiting.push_back(std::move(task));
    return;
  }
  ++state_->running;
  std::thread(serve, state_, std::move(task)).detach();
}

void ConnectionThreads::serve(std::shared_ptr<State> state, std::function<void()> task) {
  for (;;) {
    task();
    const std::lock_guard lock(state->mutex);
    if (state->waiting.empty()) {
      --state->running;
      state->idle.notify_all();
      return;
    }
    task = std::move(state->waiting.front());
    state->waiting.pop_front();
  }
}

void ConnectionThreads::shutdown() {
  std::unique_lock lock(state_->mutex);
  state_->idle.wait(lock, [&] { return state_->running == 0; });
}

}  // namespace matchbox::web
