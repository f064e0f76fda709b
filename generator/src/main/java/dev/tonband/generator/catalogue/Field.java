package dev.tonband.generator.catalogue;

/** One field of an event. {@code description} is empty when the catalogue gives none. */
public record Field(String name, FieldType type, String description, Position position) {}
