// Files that must never be lost (tournament files): read under an exclusive lock and
// replaced atomically, so that a crash, a kill or a full disk leaves either the old contents or
// the new, never a mixture, and two processes never write one file at once.
//
// How: the new contents are written to an unnamed file in the same folder (O_TMPFILE), synced,
// locked, given a temporary name (.NAME.tmp-PID-N) and renamed over NAME, then the folder is
// synced. The lock (flock) is taken on the new file before it appears under NAME, so whoever
// opens NAME afterwards finds it locked; whoever opened the old file re-checks that NAME still
// names the file it locked. Temporary names left by a killed process are removed by the next
// process that opens the file.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace matchbox::core {

class LockedFile {
 public:
  // Opens an existing file, takes its write lock and reads it. Throws core::Error
  // "FILE: cannot open: REASON", or "FILE: another matchbox is writing it (...)" if another
  // process holds the lock.
  static LockedFile open(const std::filesystem::path& path);
  // Creates `path` with `contents` (atomically, as above) and holds its lock. Throws
  // core::Error if `path` exists ("FILE: exists already") or cannot be written.
  static LockedFile create(const std::filesystem::path& path, std::string_view contents);

  LockedFile(LockedFile&& other) noexcept;
  LockedFile& operator=(LockedFile&& other) noexcept;
  LockedFile(const LockedFile&) = delete;
  LockedFile& operator=(const LockedFile&) = delete;
  ~LockedFile();  // Releases the lock.

  const std::filesystem::path& path() const { return path_; }
  // The contents as read by open() or last written.
  const std::string& contents() const { return contents_; }
  // Replaces the file's contents atomically (see above) and keeps the lock. Throws core::Error
  // "cannot write FILE: REASON"; the file then keeps its previous contents.
  void replace(std::string_view contents);

 private:
  LockedFile(std::filesystem::path path, int fd, std::string contents);
  std::filesystem::path path_;
  int fd_ = -1;
  std::string contents_;
};

// Reads a whole file without locking it (an atomically replaced file is always whole). Only
// regular files are read (a symbolic link is followed to one): a FIFO, a device or a folder is
// refused before anything is read, and so is a file of more than `max_bytes` bytes, checked
// before reading and again while reading (a file that grows). Throws core::Error
// "FILE: cannot read: REASON", "FILE: not a regular file (a FIFO); expected WHAT" or
// "FILE: N bytes, more than the M bytes WHAT may have".
std::string read_whole_file(const std::filesystem::path& path, std::size_t max_bytes,
                            const std::string& what);

// Removes temporary files (.NAME.tmp-PID-N) that a process no longer running left beside
// `path`. Never touches any other file.
void remove_stale_temporaries(const std::filesystem::path& path);

// Removes every temporary file or folder (.NAME.tmp-PID-N) in `folder` that a process no
// longer running left (a killed `kit`). Never touches any other entry.
void remove_stale_temporaries_in(const std::filesystem::path& folder);

}  // namespace matchbox::core
