package dev.tonband.host.model;

import dev.tonband.host.stream.Problem;
import java.io.IOException;

/** Where the parts of the model send what they find wrong with a trace. */
@FunctionalInterface
interface Reporter {
  void report(Problem problem) throws IOException;

  default void report(String kind, long ns, int core, String message) throws IOException {
    report(new Problem(kind, "core " + core + " at " + ns + " ns", message, ns, core));
  }
}
