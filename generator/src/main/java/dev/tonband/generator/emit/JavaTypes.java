// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.FieldType;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The Java form of each field type in the generated records, in one place: the component type
 * (an array of the element's for {@code T[N]}), and the wrapper of an optional field.
 */
final class JavaTypes {
  private JavaTypes() {}

  /** The type of one value of a kind; enums are named by the caller. */
  static TypeName scalar(FieldKind kind) {
    return switch (kind) {
      case U8, U16, S32 -> TypeName.INT;
      case U32, U64, S64 -> TypeName.LONG;
      case S8 -> TypeName.BYTE;
      case S16 -> TypeName.SHORT;
      case BOOL -> TypeName.BOOLEAN;
      case F32 -> TypeName.FLOAT;
      case F64 -> TypeName.DOUBLE;
      case STR, STRING -> ClassName.get(String.class);
      case BYTES -> ArrayTypeName.of(TypeName.BYTE);
      case ENUM -> throw new IllegalArgumentException("an enum's type is its own class");
    };
  }

  /** The record component type of a required field. */
  static TypeName component(FieldType type) {
    if (type.isEnum()) {
      return ClassName.get(JavaCodec.PACKAGE, type.enumName());
    }
    return type.isArray() ? ArrayTypeName.of(scalar(type.kind())) : scalar(type.kind());
  }

  /** The record component type of an optional field: a single integer or an enum. */
  static TypeName optional(FieldType type) {
    if (type.isEnum()) {
      return ParameterizedTypeName.get(ClassName.get(Optional.class), component(type));
    }
    return ClassName.get(optionalWrapper(type.kind()));
  }

  /** OptionalInt for the integers held in an int or narrower, OptionalLong for the others. */
  static Class<?> optionalWrapper(FieldKind kind) {
    return switch (kind) {
      case U8, U16, S8, S16, S32 -> OptionalInt.class;
      case U32, U64, S64 -> OptionalLong.class;
      case ENUM -> Optional.class;
      default -> throw new IllegalArgumentException(kind.keyword() + " cannot be optional");
    };
  }
}
