package dev.tonband.web.browser;

/**
 * dev.tonband.codec.Words in the browser, whose runtime has no VarHandle: the same eight bytes as
 * one little-endian long, assembled byte by byte. Temporary: the decoder's own Words is being made
 * portable (issue 11), and this class goes with it.
 */
final class Words {
  private Words() {}

  static long get(byte[] b, int at) {
    return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24
        | (b[at + 4] & 0xFFL) << 32 | (b[at + 5] & 0xFFL) << 40 | (b[at + 6] & 0xFFL) << 48
        | (b[at + 7] & 0xFFL) << 56;
  }
}
