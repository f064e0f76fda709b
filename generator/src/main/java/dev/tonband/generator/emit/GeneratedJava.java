// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;

/** Writes a type of the generated Java codec, under the banner that says where it comes from. */
final class GeneratedJava {
  private GeneratedJava() {}

  /** {@code type} into the codec's events package; {@code emitter} names the class that made it. */
  static void write(GeneratedFiles out, Catalogue catalogue, Class<?> emitter, TypeSpec type) {
    String banner =
        "GENERATED from " + Comments.javaLine(catalogue.sourceName()) + " by the Tonband generator. Do not edit:\n"
            + "change the catalogue or generator/src/main/java/dev/tonband/generator/emit/"
            + emitter.getSimpleName() + ".java\nand run `mvn generate-sources`.\n\n"
            + String.join("\n", GeneratedLicense.LINES);
    String pkg = JavaCodec.PACKAGE;
    JavaFile file = JavaFile.builder(pkg, type).addFileComment(banner).skipJavaLangImports(true).indent("  ").build();
    out.add(JavaCodec.SOURCE_ROOT + "/" + pkg.replace('.', '/') + "/" + type.name() + ".java", file.toString());
  }
}
