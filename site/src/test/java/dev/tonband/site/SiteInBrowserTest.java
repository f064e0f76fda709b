// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Opens the built site (the one {@code mvn package} writes to {@code target/site}) in Debian's
 * headless Chromium, from disk as a reader without network would, and uses it as a reader does.
 * Screenshots of the pages go to {@code target/screenshots}.
 */
class SiteInBrowserTest {
  private static final Path SITE = Path.of(System.getProperty("tonband.site", "target/site"));
  private static final Path SCREENSHOTS = Path.of(System.getProperty("tonband.screenshots", "target/screenshots"));
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final String CHROMIUM = System.getProperty("tonband.chromium", "/usr/bin/chromium");
  private static final String CHROMEDRIVER = System.getProperty("tonband.chromedriver", "/usr/bin/chromedriver");

  /**
   * Selenium looks for a DevTools binding matching the browser's version on start and warns when
   * there is none; these tests use WebDriver only, so the warning is noise. (Held: loggers are weak.)
   */
  private static final Logger DEVTOOLS_LOG = Logger.getLogger("org.openqa.selenium.devtools");

  @TempDir static Path profile;
  private static ChromeDriver browser;

  @BeforeAll
  static void startChromium() throws IOException {
    DEVTOOLS_LOG.setLevel(Level.SEVERE);
    for (String tool : List.of(CHROMIUM, CHROMEDRIVER)) {
      assertWithMessage("%s is missing: install Debian's chromium and chromium-driver (see the README's prerequisites)", tool)
          .that(Files.isExecutable(Path.of(tool)))
          .isTrue();
    }
    assertWithMessage("no built site at %s: run `mvn -pl site -am package`", SITE)
        .that(Files.isRegularFile(SITE.resolve("index.html")))
        .isTrue();
    Files.createDirectories(SCREENSHOTS);
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    // As root in a sandbox with no network but the package registries: no sandbox, no GPU, and
    // none of Chromium's background connections.
    options.addArguments(
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profile, "--window-size=1280,900");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(Path.of(CHROMEDRIVER).toFile()).build();
    browser = new ChromeDriver(service, options);
  }

  @AfterAll
  static void stopChromium() {
    if (browser != null) {
      browser.quit();
    }
  }

  @BeforeEach
  void forgetEarlierConsoleMessages() {
    browser.manage().logs().get(LogType.BROWSER);
  }

  @Test
  void homePageRendersWithoutConsoleErrors() throws IOException {
    open("index.html");

    assertThat(browser.getTitle()).isEqualTo("Tonband · Tonband");
    assertThat(browser.findElement(By.cssSelector("article h1")).getText()).isEqualTo("Tonband");
    List<String> guides = texts("nav.site-nav a");
    assertThat(guides).containsAtLeast("Home", "Event index", "Backends", "FreeRTOS kernel tracing").inOrder();
    WebElement shell = browser.findElement(By.cssSelector("pre code.language-sh"));
    assertThat(shell.getAttribute("class")).contains("hljs");
    assertThat(shell.findElements(By.cssSelector("span[class^='hljs-']"))).isNotEmpty();
    assertNoConsoleMessages("index.html");
    screenshot("home.png");
  }

  @Test
  void eventIndexShowsEveryEventWithoutConsoleErrors() throws IOException {
    open("docs/events.html");

    List<Map<String, Object>> events = events();
    assertThat(events).hasSize(eventAnchorsIn(ROOT.resolve("docs/events.md")));
    for (Map<String, Object> event : events) {
      assertThat(event.get("visible")).isEqualTo(true);
      String text = (String) event.get("text");
      assertThat(text).contains("Id: " + event.get("id"));
      assertThat(text).contains("Metadata: " + (event.get("metadata").equals("true") ? "yes" : "no"));
      assertThat(text).containsMatch("Max framed size: EVT_\\w+_MAXLEN = .* = \\d+ bytes");
      assertThat((String) event.get("signature")).contains("size_t encode_" + event.get("symbol") + "(uint8_t buf[EVT_");
    }
    String taskSwitchedIn = browser.findElement(By.id("evt-freertos-task-switched-in")).getText();
    assertThat(taskSwitchedIn).contains("task_switched_in");
    assertThat(taskSwitchedIn).containsMatch("task_id\\s+u32\\s+required");
    assertThat(taskSwitchedIn).contains("Id: 0x54");
    assertThat(status()).isEqualTo(events.size() + " events");
    assertNoConsoleMessages("docs/events.html");
    screenshot("events.png");
  }

  @Test
  void filterNarrowsTheEventList() throws IOException {
    open("docs/events.html");
    int all = events().size();

    filter("isr");
    List<Map<String, Object>> isr = visibleEvents();
    assertThat(isr.size()).isLessThan(all);
    assertThat(names(isr)).containsAtLeast("isr_name", "isr_enter", "isr_exit", "task_resumed_from_isr");
    for (Map<String, Object> event : isr) {
      assertThat(event.get("symbol") + " " + event.get("group")).contains("isr");
    }
    assertThat(status()).isEqualTo(isr.size() + " of " + all + " events");
    // The contents list narrows with it: one entry per event shown.
    assertThat(js("return document.querySelectorAll('article li:not([hidden]) > a[href^=\"#evt-\"]').length"))
        .isEqualTo((long) isr.size());
    js("document.getElementById('contents').scrollIntoView()");
    screenshot("events-filtered.png");

    filter("0x54");
    assertThat(names(visibleEvents())).containsExactly("task_switched_in");

    filter("84"); // the same id in decimal
    assertThat(names(visibleEvents())).contains("task_switched_in");

    filter("demo motor");
    List<Map<String, Object>> demo = visibleEvents();
    assertThat(demo).isNotEmpty();
    for (Map<String, Object> event : demo) {
      assertThat(event.get("group")).isEqualTo("demo");
      assertThat((String) event.get("name")).contains("motor");
    }
    assertThat(browser.findElement(By.id("group-base")).isDisplayed()).isFalse();
    assertThat(browser.findElement(By.cssSelector("a[href='#evt-isr-enter']")).isDisplayed()).isFalse();

    filter("no-such-event");
    assertThat(visibleEvents()).isEmpty();
    assertThat(status()).isEqualTo("no event matches");

    filter("");
    assertThat(visibleEvents()).hasSize(all);
    assertNoConsoleMessages("docs/events.html");
  }

  @Test
  void guideLinkToAnEventScrollsToIt() throws IOException {
    open("docs/firmware/backends.html");
    WebElement link = browser.findElement(By.cssSelector("article a[href='../events.html#evt-dropped-evt-cnt']"));
    scrollTo(link);

    link.click();

    // A click that navigates returns once the new page has loaded.
    assertThat(browser.getCurrentUrl()).endsWith("/docs/events.html#evt-dropped-evt-cnt");
    assertLandedOn("evt-dropped-evt-cnt");
    assertNoConsoleMessages("docs/events.html#evt-dropped-evt-cnt");
    screenshot("events-from-guide.png");
  }

  @Test
  void linkToAnEventTheFilterHidesClearsTheFilter() {
    open("docs/events.html");
    filter("isr");
    assertThat(browser.findElement(By.id("evt-freertos-queue-kind")).isDisplayed()).isFalse();

    js("location.hash = '#evt-freertos-queue-kind'");

    assertThat(browser.findElement(By.id("event-filter")).getAttribute("value")).isEmpty();
    assertLandedOn("evt-freertos-queue-kind");
  }

  @Test
  void everyPageRendersWithoutConsoleErrorsAndHighlightsItsCode() throws IOException {
    List<Path> pages;
    try (Stream<Path> walk = Files.walk(SITE)) {
      pages = walk.filter(p -> p.toString().endsWith(".html")).sorted().toList();
    }
    assertThat(pages.size()).isAtLeast(15);
    for (Path page : pages) {
      String name = SITE.relativize(page).toString();
      open(name);
      // Blocks that name a language highlight.js does not know, or that it left alone.
      Object unhighlighted =
          js(
              "return Array.from(document.querySelectorAll('pre code[class*=\"language-\"]'))"
                  + ".filter(c => !c.classList.contains('hljs')"
                  + " || !hljs.getLanguage(c.className.match(/language-(\\S+)/)[1]))"
                  + ".map(c => c.className)");
      assertWithMessage("%s: code blocks highlight.js did not highlight", name).that((List<?>) unhighlighted).isEmpty();
      assertNoConsoleMessages(name);
    }
  }

  @Test
  void consoleCheckSeesErrorsAndFailedLoads(@TempDir Path folder) throws IOException {
    Path page = folder.resolve("broken.html");
    Files.writeString(page, "<!DOCTYPE html><title>t</title><img src=\"missing.png\"><script>console.error('boom')</script>");
    browser.get(page.toUri().toString());

    assertThat(String.join("\n", consoleMessages())).contains("boom");
    assertThat(String.join("\n", consoleMessages())).isEmpty(); // read once: the log is drained
    browser.get(page.toUri().toString());
    assertThat(String.join("\n", consoleMessages())).contains("missing.png");
  }

  private static void open(String page) {
    browser.get(SITE.resolve(page).toAbsolutePath().toUri().toString());
  }

  private void filter(String text) {
    WebElement input = browser.findElement(By.id("event-filter"));
    input.clear();
    if (!text.isEmpty()) {
      input.sendKeys(text);
    } else {
      js("arguments[0].dispatchEvent(new Event('input'))", input);
    }
  }

  private static String status() {
    return browser.findElement(By.id("event-filter-status")).getText();
  }

  /** Every event section of the page, read in one call: its data attributes, text, C signature and visibility. */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> events() {
    return (List<Map<String, Object>>) js(
        "return Array.from(document.querySelectorAll('section.event')).map(s => ({"
            + "name: s.dataset.name, symbol: s.dataset.symbol, id: s.dataset.id, group: s.dataset.group,"
            + "metadata: s.dataset.metadata, visible: s.checkVisibility(), text: s.innerText,"
            + "signature: s.querySelector('pre code.language-c').innerText}))");
  }

  private static List<Map<String, Object>> visibleEvents() {
    return events().stream().filter(e -> e.get("visible").equals(true)).toList();
  }

  private static List<String> names(List<Map<String, Object>> events) {
    return events.stream().map(e -> (String) e.get("name")).toList();
  }

  private static List<String> texts(String selector) {
    return browser.findElements(By.cssSelector(selector)).stream().map(WebElement::getText).toList();
  }

  /** The event's section is the page's target, shown, and at the top of the window (below the sticky bars). */
  private static void assertLandedOn(String id) {
    WebElement event = browser.findElement(By.id(id));
    assertThat(event.isDisplayed()).isTrue();
    assertThat((Boolean) js("return arguments[0].matches(':target')", event)).isTrue();
    double top = ((Number) js("return arguments[0].getBoundingClientRect().top", event)).doubleValue();
    double windowHeight = ((Number) js("return window.innerHeight")).doubleValue();
    double scrolled = ((Number) js("return window.scrollY")).doubleValue();
    assertThat(scrolled).isGreaterThan(0.0);
    assertThat(top).isAtLeast(0.0);
    assertThat(top).isLessThan(windowHeight / 4);
    // Not covered by the sticky header and filter bar.
    double covered = ((Number) js("return document.querySelector('.event-filter').getBoundingClientRect().bottom")).doubleValue();
    assertThat(top).isAtLeast(covered - 1);
  }

  private static void scrollTo(WebElement element) {
    js("arguments[0].scrollIntoView({block: 'center'})", element);
  }

  private static Object js(String script, Object... args) {
    return ((JavascriptExecutor) browser).executeScript(script, args);
  }

  /** Errors, failed loads and warnings all reach Chromium's console as WARNING or SEVERE. */
  private static void assertNoConsoleMessages(String page) {
    assertWithMessage("console of %s", page).that(consoleMessages()).isEmpty();
  }

  /** The console's warnings and errors since the last call. */
  private static List<String> consoleMessages() {
    return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue())
        .map(LogEntry::toString)
        .toList();
  }

  private static void screenshot(String name) throws IOException {
    Path png = SCREENSHOTS.resolve(name);
    Files.write(png, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    assertThat(Files.size(png)).isGreaterThan(1000L);
  }

  private static int eventAnchorsIn(Path markdown) throws IOException {
    Matcher m = Pattern.compile("<a id=\"evt-[a-z0-9-]+\"></a>").matcher(Files.readString(markdown, StandardCharsets.UTF_8));
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
