package dev.tonband.generator.catalogue;

/** A field's type: a wire kind, and for {@link FieldKind#ENUM} the name of the catalogue enum. */
public record FieldType(FieldKind kind, String enumName) {
  public static FieldType of(FieldKind kind) {
    if (kind == FieldKind.ENUM) {
      throw new IllegalArgumentException("enum types need the enum's name");
    }
    return new FieldType(kind, null);
  }

  public static FieldType ofEnum(String enumName) {
    return new FieldType(FieldKind.ENUM, enumName);
  }

  public boolean isEnum() {
    return kind == FieldKind.ENUM;
  }

  /** How events.yaml spells this type. */
  public String spelling() {
    return isEnum() ? enumName : kind.keyword();
  }
}
