package dev.tonband.codec;

/**
 * One field of a catalogue event, as the catalogue declares it.
 *
 * @param name the field's catalogue name ({@code isr_id}), not its Java name
 * @param optional whether frames may omit it (an optional field, see docs/wire-format.md)
 */
public record CatalogueField(String name, WireType type, boolean optional) {}
