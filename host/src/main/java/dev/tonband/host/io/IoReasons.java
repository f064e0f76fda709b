// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.io;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why an I/O operation failed, in words for people rather than Java's exception names, and what
 * to do about the failures a user can fix (a full disk, a file-size limit).
 */
public final class IoReasons {
  private IoReasons() {}

  /** The reason alone, e.g. {@code No space left on device}, {@code permission denied}. */
  public static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason();
    }
    if (e instanceof UnknownHostException) {
      return "unknown host (no address found for the name)";
    }
    if (e instanceof ConnectException) {
      return "connection refused (nothing listens on that port)";
    }
    if (e instanceof SocketTimeoutException) {
      return "no answer (timed out)";
    }
    if (e instanceof NoRouteToHostException) {
      return "no route to the host";
    }
    return e.getMessage() != null && !e.getMessage().isBlank() ? e.getMessage() : "an I/O error";
  }

  /**
   * The error for a file the user named that could not be read: a folder, a file that does not
   * exist, one that may not be read, or the reason.
   *
   * @param named the file as the user named it, with its option if it has one ({@code --catalogue app.yaml})
   */
  public static IOException cannotRead(String named, Path file, IOException e) {
    if (Files.isDirectory(file)) {
      return new IOException(named + " is a folder, not a file; name the file in it", e);
    }
    if (e instanceof NoSuchFileException) {
      return new IOException(named + ": no such file", e);
    }
    if (e instanceof AccessDeniedException) {
      return new IOException("cannot read " + named + ": permission denied; check its permissions", e);
    }
    return new IOException("cannot read " + named + ": " + reason(e), e);
  }

  /**
   * The error for a file or folder that could not be made at {@code path}, saying why in terms
   * of the path (a part of it that is a file, a folder that does not exist or takes no new files,
   * no permission) rather than the system's bare file name, and what to do.
   *
   * @param named the output as the user named it ({@code trace.pftrace}, {@code --c-out gen})
   * @param option the option that chooses another one ({@code -o})
   */
  public static IOException cannotWrite(String named, String option, Path path, IOException e) {
    Path failed = (e instanceof FileSystemException fs && fs.getFile() != null ? Path.of(fs.getFile()) : path)
        .toAbsolutePath();
    Path parent = failed.getParent();
    Path existing = parent;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    String why;
    String advice = "choose another " + option;
    if (existing != null && !Files.isDirectory(existing)) {
      why = existing + " is a file, not a folder";
    } else if (e instanceof AccessDeniedException) {
      why = "no permission to write in " + existing;
    } else if (e instanceof NoSuchFileException && existing != null && existing.equals(parent)) {
      why = "the folder " + parent + " takes no new files";
    } else if (e instanceof NoSuchFileException) {
      why = "the folder " + parent + " does not exist";
      advice = "create it, or " + advice;
    } else {
      why = reason(e);
      advice = hint(e).isEmpty() ? advice : hint(e).substring("; ".length());
    }
    return new IOException("cannot write " + named + ": " + why + "; " + advice, e);
  }

  /** What to do about a failed write, starting with {@code "; "}, or nothing when there is no advice. */
  public static String hint(IOException e) {
    String reason = reason(e).toLowerCase(Locale.ROOT);
    if (reason.contains("no space left") || reason.contains("quota")) {
      return "; free some space, or write to another disk with -o";
    }
    if (reason.contains("file too large")) {
      return "; the file-size limit (ulimit -f) or the file system's largest file was reached:"
          + " raise the limit, or write to another file system with -o";
    }
    return "";
  }
}
