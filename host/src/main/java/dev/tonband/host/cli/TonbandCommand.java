package dev.tonband.host.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tonband}: the host tool's entry point. */
@Command(
    name = "tonband",
    description = "Decode Tonband/Tonbandgerät device traces and convert them to Perfetto.",
    mixinStandardHelpOptions = true,
    version = "tonband 0.1.0",
    subcommands = {
      DecodeCommand.class,
      ConvertCommand.class,
      ServeCommand.class,
      AutoComplete.GenerateCompletion.class,
      CommandLine.HelpCommand.class
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done; the trace was clean",
      "1:done; the trace had problems (summary on stderr, instants on the 'Tracing Errors' track)",
      "2:wrong command line",
      "3:an input could not be read or the output not written"
    },
    footer = {"", "Shell completion: source <(tonband generate-completion)"})
public final class TonbandCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command: decode, convert or serve");
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured command line, for tests to run in-process. */
  public static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new TonbandCommand());
    cli.setExecutionExceptionHandler((thrown, commandLine, parseResult) -> {
      Exception e = thrown instanceof UncheckedIOException unchecked ? unchecked.getCause() : thrown;
      if (e instanceof IOException || e instanceof IllegalArgumentException) {
        PrintWriter err = commandLine.getErr();
        err.println("tonband: " + e.getMessage());
        err.flush();
        return e instanceof IOException ? ExitCode.IO_ERROR : ExitCode.USAGE;
      }
      throw thrown;
    });
    return cli;
  }
}
