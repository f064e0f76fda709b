package dev.tonband.host.input;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
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
