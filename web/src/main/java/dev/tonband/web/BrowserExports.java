// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.stream.Problem;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * What the compiled converter offers JavaScript (the page's worker, and the tests under Node and
 * Chromium): {@code convert(bytes, name, budgets, budgetsName, progress)}, and {@code
 * convertWithCatalogue(bytes, name, catalogueBytes, catalogueName, budgets, budgetsName,
 * progress)} for a team's catalogue file, each returning a plain object; {@code budgets} is a
 * budgets file's bytes to hold the trace to, or null. Also {@code catalogueErrors(catalogueBytes,
 * catalogueName)} and {@code budgetErrors(budgetsBytes, budgetsName)}, to check a file at once.
 *
 * <pre>{@code
 * {trace: Int8Array | null, refusal: string | null,
 *  events, cores, spanNs, problemCount,        // numbers
 *  problemKinds: [{kind, count}],              // every kind, by name
 *  problems: [{kind, where, message}],         // the first few of each kind, in order
 *  analysis: string | null}                    // the report's stats and budgets as JSON (PageAnalysis); null when refused
 * }</pre>
 *
 * <p>A capture from a board is followed while it runs by {@code captureStart()} (or {@code
 * captureStartWithCatalogue(catalogueBytes, catalogueName)}), then {@code captureFeed(bytes)} for
 * each chunk received, which returns {@code {bytes, events, problems}} so far ({@link CaptureView});
 * one capture at a time, as the page runs one.
 *
 * <p>Two builds are compared ({@code tonband diff BASE... --against NEW...}) by {@code diffStart()},
 * then {@code diffAdd(isNew, bytes, name, catalogueBytes, catalogueName, progress)} for each run of
 * either side (catalogueBytes null: Tonband's own catalogue), which returns why a file is no run, or
 * null, and then {@code diffResult()}: the diff as JSON ({@link PageDiff}). One comparison at a time.
 */
public final class BrowserExports {
  /** A JavaScript function told the share of the input read so far. */
  @JSFunctor
  public interface Progress extends JSObject {
    void update(double fraction);
  }

  /** The capture being followed, if any. */
  private static CaptureView capture;

  /** The comparison being made, if any. */
  private static PageDiff diff;

  private BrowserExports() {}

  @JSExport
  public static JSObject convert(Int8Array input, String name, Int8Array budgets, String budgetsName,
      Progress progress) {
    return exported(WebConversion.convert(input.copyToJavaArray(), name, progress::update), budgets, budgetsName);
  }

  /** As {@link #convert}, decoding with the catalogue file {@code catalogueName} (a team's app-events.yaml). */
  @JSExport
  public static JSObject convertWithCatalogue(Int8Array input, String name, Int8Array catalogue, String catalogueName,
      Int8Array budgets, String budgetsName, Progress progress) {
    return exported(WebConversion.convert(
        input.copyToJavaArray(), name, catalogue.copyToJavaArray(), catalogueName, progress::update),
        budgets, budgetsName);
  }

  /** The errors of the catalogue file {@code name}, as the CLI lists them; null when it has none. */
  @JSExport
  public static String catalogueErrors(Int8Array catalogue, String name) {
    return WebConversion.catalogueErrors(catalogue.copyToJavaArray(), name);
  }

  /** The errors of the budgets file {@code name}, as {@code tonband check} lists them; null when it has none. */
  @JSExport
  public static String budgetErrors(Int8Array budgets, String name) {
    return WebConversion.budgetErrors(budgets.copyToJavaArray(), name);
  }

  /** Starts following a capture, decoded with Tonband's own catalogue. */
  @JSExport
  public static void captureStart() {
    capture = new CaptureView(TraceCatalogue.builtIn());
  }

  /** Starts following a capture, decoded with the catalogue file {@code catalogueName}, which has no errors. */
  @JSExport
  public static void captureStartWithCatalogue(Int8Array catalogue, String catalogueName) {
    capture = new CaptureView(TraceCatalogue.load(catalogueName, catalogue.copyToJavaArray()));
  }

  /** Decodes the next chunk of the capture; returns what it holds so far. */
  @JSExport
  public static JSObject captureFeed(Int8Array chunk) {
    capture.feed(chunk.copyToJavaArray());
    return captureCounts(capture.bytes(), capture.events(), capture.problems());
  }

  /** Starts comparing two builds: no runs on either side yet. */
  @JSExport
  public static void diffStart() {
    diff = new PageDiff();
  }

  /** Adds a run to the base ({@code isNew} false) or the new build; returns why the file is no run, or null. */
  @JSExport
  public static String diffAdd(boolean isNew, Int8Array input, String name, Int8Array catalogue, String catalogueName,
      Progress progress) {
    return diff.add(isNew, input.copyToJavaArray(), name, catalogue == null ? null : catalogue.copyToJavaArray(),
        catalogueName, progress::update);
  }

  /** The diff of the runs added since {@link #diffStart}, as JSON for the page ({@link PageDiff}). */
  @JSExport
  public static String diffResult() {
    return PageDiff.json(diff.diff());
  }

  @JSBody(params = {"bytes", "events", "problems"},
      script = "return {bytes: bytes, events: events, problems: problems};")
  private static native JSObject captureCounts(double bytes, double events, double problems);

  private static JSObject exported(WebConversion.Result result, Int8Array budgets, String budgetsName) {
    ProblemLog problems = result.problems();
    JSArray<JSObject> kinds = new JSArray<>();
    for (Map.Entry<String, Long> kind : problems.counts().entrySet()) {
      kinds.push(kindCount(kind.getKey(), kind.getValue()));
    }
    JSArray<JSObject> shown = new JSArray<>();
    for (Problem p : problems.firstOccurrences()) {
      shown.push(problem(p.kind(), p.where(), p.message()));
    }
    TraceSummary summary = result.summary();
    String analysis = result.stats() == null ? null : PageAnalysis.json(result.stats(),
        budgets == null ? null : WebConversion.check(budgets.copyToJavaArray(), budgetsName, result.stats()));
    return result(result.trace() == null ? null : Int8Array.copyFromJavaArray(result.trace()), result.refusal(),
        summary.events(), summary.cores(), summary.spanNs(), problems.total(), kinds, shown, analysis);
  }

  @JSBody(params = {"kind", "count"}, script = "return {kind: kind, count: count};")
  private static native JSObject kindCount(String kind, double count);

  @JSBody(params = {"kind", "where", "message"}, script = "return {kind: kind, where: where, message: message};")
  private static native JSObject problem(String kind, String where, String message);

  @JSBody(
      params = {"trace", "refusal", "events", "cores", "spanNs", "problemCount", "problemKinds", "problems", "analysis"},
      script = "return {trace: trace, refusal: refusal, events: events, cores: cores, spanNs: spanNs,"
          + " problemCount: problemCount, problemKinds: problemKinds, problems: problems, analysis: analysis};")
  private static native JSObject result(Int8Array trace, String refusal, double events, int cores, double spanNs,
      double problemCount, JSArray<JSObject> problemKinds, JSArray<JSObject> problems, String analysis);
}
