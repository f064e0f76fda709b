// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tonband}: the host tool's entry point. */
@Command(
    name = "tonband",
    description = "Decode Tonband/Tonbandgerät device traces (or dial9 archives of them), convert them to Perfetto or dial9,"
        + " export them as SQL tables (Parquet), compute their stats, hold them to timing budgets or report them as"
        + " HTML; generate the C code of your own catalogue of application events, and compare catalogue versions.",
    mixinStandardHelpOptions = true,
    versionProvider = TonbandVersion.class,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done; the trace was clean (or decode's output was closed early, as by | head)",
      "1:done; the trace had problems (summary on stderr, instants on the 'Tracing Errors' track); generate: the"
          + " catalogue had errors, nothing was written; catalogue diff: a change is breaking",
      "2:wrong command line, or an input that is no device stream (a Perfetto trace, an ELF file, text: a file whose"
          + " first 64 KiB hold no frame a device sends); sql: a query DuckDB refuses",
      "3:an input could not be read or the output not written (an existing output file is left as it was);"
          + " export, sql: DuckDB's jar is missing beside tonband.jar",
      "4:tonband failed: a bug; please report it with the message",
      "130:stopped by Ctrl-C (with --follow, what was captured is written first)"
    },
    footer = {"", "Shell completion: source <(tonband generate-completion)"})
public final class TonbandCommand implements Runnable {
  /** The commands, in the order --help lists them (added by {@link #commandLine(String...)}). */
  private static final List<Class<?>> COMMANDS = List.of(
      DecodeCommand.class,
      ConvertCommand.class,
      ExportCommand.class,
      ServeCommand.class,
      PortsCommand.class,
      GenerateCommand.class,
      CatalogueCommand.class,
      StatsCommand.class,
      SqlCommand.class,
      CheckCommand.class,
      DiffCommand.class,
      ReportCommand.class,
      AutoComplete.GenerateCompletion.class,
      CommandLine.HelpCommand.class);

  /** Every command's --version. */
  static final String VERSION = "tonband 0.1.0";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "name a command: decode, convert, export, serve, ports, stats, check, report, sql, generate or catalogue");
  }

  public static void main(String[] args) throws IOException {
    System.exit(run(args));
  }

  /** Runs {@code tonband ARGS}; its exit code. The top command's help is printed as the build rendered it. */
  static int run(String... args) throws IOException {
    return PrerenderedHelp.printIfAsked(args) ? ExitCode.OK : commandLine(args).execute(args);
  }

  /** The configured command line with every command in full, for tests to run in-process. */
  public static CommandLine commandLine() {
    return commandLine("generate-completion");
  }

  /**
   * The configured command line for {@code args}. Only the command that {@code args} names (or
   * that {@code help} is asked about) is built in full: picocli reads a command's options by
   * reflection, which was most of a short command's start-up. When {@code args} run a command,
   * the others are left out (each command line costs picocli's set-up of its converters); else
   * they are listed by name and description, all that {@code tonband --help} and a misspelt
   * command's suggestions show. {@code generate-completion} needs every command's options.
   */
  public static CommandLine commandLine(String... args) {
    // Every command line registers picocli's converters, those of java.time and java.sql by
    // reflection, which initialises their classes (java.time's formatters); no option has such a type.
    System.setProperty("picocli.converters.excludes", "java\\.(time|sql)\\..*");
    CommandLine cli = new CommandLine(new TonbandCommand());
    String named = args.length > 0 ? args[0] : "";
    String helpOn = named.equals("help") && args.length > 1 ? args[1] : named;
    boolean all = named.equals("generate-completion");
    boolean alone = !all && COMMANDS.stream().map(type -> type.getAnnotation(Command.class))
        .anyMatch(command -> command.name().equals(named) && !command.helpCommand());
    for (Class<?> type : COMMANDS) {
      Command command = type.getAnnotation(Command.class);
      if (all || command.name().equals(named) || command.name().equals(helpOn) || command.helpCommand() && !alone) {
        cli.addSubcommand(new CommandLine(type));
      } else if (!alone) {
        cli.addSubcommand(listed(command));
      }
    }
    // A wrong command line gets one line that says what is wrong, as every message starts, not the usage.
    cli.setParameterExceptionHandler((e, arguments) -> {
      CommandLine command = e.getCommandLine();
      PrintWriter err = command.getErr();
      err.println(TerminalText.escape("tonband: " + e.getMessage()));
      if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
        CommandLine.UnmatchedArgumentException.printSuggestions(unmatched, err);
      }
      err.println("see '" + command.getCommandSpec().qualifiedName() + " --help'");
      err.flush();
      return ExitCode.USAGE;
    });
    cli.setExecutionExceptionHandler((thrown, commandLine, parseResult) -> {
      Exception e = thrown instanceof UncheckedIOException unchecked ? unchecked.getCause() : thrown;
      ProgressBar.clearAny(); // the message starts a line of its own
      PrintWriter err = commandLine.getErr();
      if (e instanceof IOException || e instanceof IllegalArgumentException) {
        // Line by line: a catalogue's errors come one a line.
        String message = "tonband: " + e.getMessage();
        message.lines().forEach(line -> err.println(TerminalText.escape(line)));
        err.flush();
        return e instanceof IOException ? ExitCode.IO_ERROR : ExitCode.USAGE;
      }
      err.println("tonband: internal error, a bug in tonband " + VERSION.substring("tonband ".length())
          + "; please report it with the command and these lines:");
      thrown.printStackTrace(err);
      err.flush();
      return ExitCode.BUG;
    });
    return cli;
  }

  /** A command as --help lists it, without its options. */
  private static CommandLine listed(Command command) {
    CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.create().name(command.name());
    spec.usageMessage().description(command.description()).header(command.header()).hidden(command.hidden());
    return new CommandLine(spec);
  }
}
