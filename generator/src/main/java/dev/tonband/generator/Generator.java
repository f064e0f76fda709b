// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.corpus.CorpusEmitter;
import dev.tonband.generator.emit.CAppEventsEmitter;
import dev.tonband.generator.emit.CEncoderEmitter;
import dev.tonband.generator.emit.EventIndexEmitter;
import dev.tonband.generator.emit.JavaCodec;
import dev.tonband.generator.emit.PresentationEmitter;
import dev.tonband.generator.emit.PythonEmitter;
import dev.tonband.generator.emit.RecordAccessEmitter;

/** Runs every emitter over a validated catalogue. Pure: nothing is written here. */
public final class Generator {
  private Generator() {}

  public static GeneratedFiles generate(Catalogue catalogue) {
    GeneratedFiles out = new GeneratedFiles();
    CEncoderEmitter.emit(catalogue, out);
    CAppEventsEmitter.emit(catalogue, out);
    JavaCodec.emit(catalogue, out);
    PresentationEmitter.emit(catalogue, out);
    RecordAccessEmitter.emit(catalogue, out);
    CorpusEmitter.emit(catalogue, out);
    EventIndexEmitter.emit(catalogue, out);
    PythonEmitter.emit(catalogue, out);
    return out;
  }
}
