// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "web/render_thread.h"

#include "core/translation.h"

namespace matchbox::web {

RenderThread::RenderThread() : thread_([this] { loop(); }) {}

RenderThread::~RenderThread() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_one();
  thread_.join();
}

std::string RenderThread::run(std::function<std::string()> draw) {
  std::packaged_task<std::string()> task([draw = std::move(draw), language = core::language()] {
    const core::LanguageScope scope(language);
    return draw();
  });
  std::future<std::string> result = task.get_future();
  {
    const std::lock_guard lock(mutex_);
    tasks_.push_back(std::move(task));
  }
  ready_.notify_one();
  return result.get();
}

void RenderThread::post(std::function<std::string()> draw) {
  {
    const std::lock_guard lock(mutex_);
    tasks_.emplace_back(std::move(draw));
  }
  ready_.notify_one();
}

void RenderThread::loop() {
  for (;;) {
    std::packaged_task<std::string()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
      if (tasks_.empty()) return;
      task = std::move(tasks_.front());
      tasks_.pop_front();
    }
    task();
  }
}

}  // namespace matchbox::web
