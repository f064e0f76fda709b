// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import dev.tonband.codec.events.EventDecoder;
import dev.tonband.codec.events.EventVisitor;

/**
 * Decodes one frame payload into a visitor call: the generated {@link EventDecoder} ({@link
 * #GENERATED}), or a {@link DynamicDecoder} built at run time from a catalogue.
 */
public interface FrameDecoder {
  /** Decodes the payload under {@code in}, which holds at least the id byte. */
  void decode(PayloadCursor in, EventVisitor visitor) throws FrameException;

  /** The catalogue name of event {@code id}, or null when the catalogue has none. */
  String nameOf(int id);

  /** The decoder generated from the catalogue this codec was built with. */
  FrameDecoder GENERATED = new FrameDecoder() {
    @Override
    public void decode(PayloadCursor in, EventVisitor visitor) throws FrameException {
      EventDecoder.decode(in, visitor);
    }

    @Override
    public String nameOf(int id) {
      return EventDecoder.nameOf(id);
    }
  };
}
