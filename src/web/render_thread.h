// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One thread that draws every picture the server sends. Pango keeps a font map (with its font
// caches) per thread that lays out text, so pictures drawn on the server's many request threads
// would each grow one; drawn here, there is only ever one.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <string>
#include <thread>

namespace matchbox::web {

class RenderThread {
 public:
  RenderThread();
  ~RenderThread();  // Finishes the pictures asked for, then ends the thread.
  RenderThread(const RenderThread&) = delete;
  RenderThread& operator=(const RenderThread&) = delete;

  // Runs `draw` on the render thread, in the caller's language (core::language()), and returns
  // what it returns; rethrows what it throws.
  std::string run(std::function<std::string()> draw);
  // Runs `draw` on the render thread later, after the pictures asked for already, and drops
  // what it returns or throws: a picture drawn ahead, before anyone asks for it. It runs in the
  // render thread's language (the process's): `draw` sets its own.
  void post(std::function<std::string()> draw);

 private:
  void loop();
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::packaged_task<std::string()>> tasks_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace matchbox::web
