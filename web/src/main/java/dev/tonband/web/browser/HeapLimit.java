package dev.tonband.web.browser;

/**
 * dev.tonband.dial9.HeapLimit in the browser, which has no heap limit to ask: Chromium gives a
 * page's JavaScript and WebAssembly-GC objects about 4 GiB, the input and the trace take some, so
 * dial9's quarter of this keeps an archive's schemas and pools to 512 MiB.
 */
final class HeapLimit {
  private HeapLimit() {}

  static long bytes() {
    return 2L << 30;
  }
}
