// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The threads that serve `track serve`'s connections. cpp-httplib's own pool has a fixed number
// of workers, each held by one connection until it ends: a client that opens connections and
// sends its requests slowly, or never finishes them ("slowloris"), takes every worker and
// leaves the festival screen and the tablet unanswered. Here every connection gets a thread of
// its own at once (up to a limit far above a festival's clients), so a slow client holds only
// its own threads; the server's short read timeout (web/server.cpp) lets them go.
#pragma once

#include <httplib.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace matchbox::web {

class ConnectionThreads : public httplib::TaskQueue {
 public:
  // At most `max_threads` connections are served at once; more wait for a thread in turn.
  explicit ConnectionThreads(std::size_t max_threads);
  // Serves one connection (cpp-httplib's task for it) on a thread of its own.
  void enqueue(std::function<void()> task) override;
  // Waits until every connection, waiting ones included, has been served.
  void shutdown() override;

 private:
  // Shared with the threads, which may outlive this object by their last instructions.
  struct State {
    std::mutex mutex;
    std::condition_variable idle;
    std::deque<std::function<void()>> waiting;
    std::size_t running = 0;
    std::size_t max_threads = 0;
  };
  static void serve(std::shared_ptr<State> state, std::function<void()> task);
  std::shared_ptr<State> state_;
};

}  // namespace matchbox::web
