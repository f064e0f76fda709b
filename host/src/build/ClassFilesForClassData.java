// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the class files of a jar that are older than Java 6 (picocli's, compiled for Java 5) as
 * Java 8 class files, with the stack map frames those need: the JVM's class-data archive leaves
 * out classes older than Java 6, and picocli's were most of what a short command spent starting.
 * The code itself is unchanged. Run at package time, with ASM on the class path, as
 * {@code java -cp asm.jar ClassFilesForClassData.java JAR}; prints how many it rewrote.
 */
public final class ClassFilesForClassData {
  private static final int JAVA_6 = 50;

  public static void main(String[] args) throws IOException {
    Path jar = Path.of(args[0]).toAbsolutePath();
    int rewritten = 0;
    try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
        FileSystem zip = FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of())) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(zip.getPath("/"))) {
        files = walk.filter(file -> file.toString().endsWith(".class")).toList();
      }
      for (Path file : files) {
        byte[] old = Files.readAllBytes(file);
        if (majorVersion(old) < JAVA_6) {
          Files.write(file, asJava8(old, classes));
          rewritten++;
        }
      }
    }
    System.out.println(jar.getFileName() + ": " + rewritten + " class files older than Java 6 rewritten as Java 8");
  }

  private static int majorVersion(byte[] classFile) {
    return ((classFile[6] & 0xff) << 8) | (classFile[7] & 0xff);
  }

  private static byte[] asJava8(byte[] classFile, ClassLoader classes) {
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
      // Frames need the common super class of two types: found among the jar's classes and the JDK's.
      @Override
      protected ClassLoader getClassLoader() {
        return classes;
      }
    };
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9, writer) {
      @Override
      public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
      }
    }, ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }
}
