package dev.tonband.host.model;

import dev.tonband.host.stream.Problem;
import java.io.IOException;

/** Where the parts of the model send what they find wrong with a trace. */
interface Reporter {
  void report(Problem problem) throws IOException;

  /** A problem with the event being converted; the reporter adds where it came from. */
  void report(String kind, long ns, int core, String message) throws IOException;
}
