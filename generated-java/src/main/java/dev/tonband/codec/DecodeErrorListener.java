package dev.tonband.codec;

/** Receives the errors and warnings of a stream as they are found. */
@FunctionalInterface
public interface DecodeErrorListener {
  void onError(DecodeError error);
}
