package dev.tonband.generator;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.emit.CEncoderEmitter;

/** Runs every emitter over a validated catalogue. Pure: nothing is written here. */
public final class Generator {
  private Generator() {}

  public static GeneratedFiles generate(Catalogue catalogue) {
    GeneratedFiles out = new GeneratedFiles();
    CEncoderEmitter.emit(catalogue, out);
    return out;
  }
}
