// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.diff;

import dev.tonband.codec.events.FreertosCurtaskDelay;
import dev.tonband.codec.events.FreertosTaskIsIdleTask;
import dev.tonband.codec.events.FreertosTaskName;
import dev.tonband.codec.events.FreertosTaskSwitchedIn;
import dev.tonband.codec.events.FreertosTaskToRdyState;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Runs of a small firmware, written by the wire format's rules: every 100 us a task "worker"
 * becomes ready, runs {@code workNs} and delays, "idle" runs the rest, and an interrupt "tick" of
 * {@code isrNs} comes in the middle of each period. A seed jitters each time by up to ±5 %, as
 * runs of one build differ.
 */
public final class SimulatedRuns {
  static final int PERIODS = 200;
  static final long PERIOD_NS = 100_000;

  private SimulatedRuns() {}

  /**
   * @param extraTask the name of one more task that runs once in the middle of the run, or null
   */
  public static byte[] run(long seed, long workNs, long isrNs, String extraTask) {
    Random random = new Random(seed);
    StreamBuilder b = new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(FreertosTaskName.ID, "worker", 1)
        .metadata(FreertosTaskName.ID, "idle", 2)
        .metadata(FreertosTaskIsIdleTask.ID, null, 2, 0)
        .metadata(IsrName.ID, "tick", 7);
    if (extraTask != null) {
      b.metadata(FreertosTaskName.ID, extraTask, 3);
    }
    long t = 1_000;
    b.event(FreertosTaskSwitchedIn.ID, t, 2);
    for (int i = 0; i < PERIODS; i++) {
      long period = t + i * PERIOD_NS;
      long in = period + jitter(random, 200);
      b.event(FreertosTaskToRdyState.ID, period, 1);
      b.event(FreertosTaskSwitchedIn.ID, in, 1);
      long out = in + jitter(random, workNs);
      b.event(FreertosCurtaskDelay.ID, out, 1);
      if (extraTask != null && i == PERIODS / 2) {
        b.event(FreertosTaskSwitchedIn.ID, out, 3);
        out += 5_000;
        b.event(FreertosCurtaskDelay.ID, out, 1);
      }
      b.event(FreertosTaskSwitchedIn.ID, out, 2);
      long enter = period + PERIOD_NS / 2 + jitter(random, 1_000);
      b.event(IsrEnter.ID, enter, 7);
      b.event(IsrExit.ID, enter + jitter(random, isrNs), 7);
    }
    return b.bytes();
  }

  /**
   * Six runs of a build into {@code base}, and six of a build whose worker runs 40 % longer (14 us,
   * not 10) into {@code slower}, whose runs have the task {@code extraTask} too (null: none).
   */
  public static void writeTwoBuilds(Path base, Path slower, String extraTask) throws IOException {
    Files.createDirectories(base);
    Files.createDirectories(slower);
    for (int seed = 1; seed <= 6; seed++) {
      Files.write(base.resolve("run_" + seed + ".bin"), run(seed, 10_000, 2_000, null));
      Files.write(slower.resolve("run_" + seed + ".bin"), run(100 + seed, 14_000, 2_000, extraTask));
    }
  }

  /** {@code ns}, give or take up to 5 %. */
  private static long jitter(Random random, long ns) {
    return ns + Math.round((random.nextDouble() - 0.5) * 0.1 * ns);
  }
}
