@rem SPDX-FileCopyrightText: 2026 The Tonband authors
@rem SPDX-License-Identifier: MIT
@rem
@rem tonband.cmd: runs the Tonband CLI on Windows, as bin/tonband does on Linux and macOS: on Java 17
@rem or newer (%JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else the java on the PATH), with lib\
@rem on the class path, TONBAND_OPTS as extra JVM options, and the class-data archive
@rem lib\tonband.jsa, which its first run makes, when the JVM can use it (silently without it otherwise).
@echo off
setlocal
for %%h in ("%~dp0..") do set "TONBAND_HOME=%%~fh"

if defined JAVA_HOME (
  set "JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "JAVA="
  for /f "delims=" %%j in ('where java.exe 2^>nul') do if not defined JAVA set "JAVA=%%j"
)
if not defined JAVA (
  echo tonband: no Java found: install Java 17 or newer, or set JAVA_HOME to one 1>&2
  exit /b 3
)
rem Messages that name a path are printed after a goto: a path's ")" would end a ( block ).
if not exist "%JAVA%" goto noJavaInJavaHome

rem The Java's version, from the release file of its installation (no JVM start), else from java -version.
set "VERSION="
for %%r in ("%JAVA%\..\..\release") do set "RELEASE=%%~fr"
if exist "%RELEASE%" (
  for /f "tokens=2 delims==" %%v in ('findstr /b "JAVA_VERSION=" "%RELEASE%"') do set "VERSION=%%~v"
) else (
  for /f "tokens=3" %%v in ('"%JAVA%" -version 2^>^&1 ^| findstr /c:" version "') do set "VERSION=%%~v"
)
set "MAJOR=0"
for /f "tokens=1,2 delims=.-+_" %%a in ("%VERSION%") do (
  if "%%a"=="1" (set "MAJOR=%%b") else (set "MAJOR=%%a")
)
if %MAJOR% LSS 17 goto tooOld

rem The class path as the archive was made with it: the archive holds classes of these jars only.
set "CP=%TONBAND_HOME%\tonband.jar;%TONBAND_HOME%\lib\*"
set "ARCHIVE=%TONBAND_HOME%\lib\tonband.jsa"
set "PART=%ARCHIVE%.%RANDOM%"
rem The first run in this folder makes its archive (JDK 17 ties one to the jars' absolute paths), where
rem lib\ is writable: a training run of the common commands on the demo trace, into a file of its own first,
rem in the interpreter alone, as in bin/tonband (JDK 17 archives a method waiting to be compiled so, never compiled after).
if not exist "%ARCHIVE%" (
  (type nul > "%PART%") 2>nul && "%JAVA%" -Xint "-XX:ArchiveClassesAtExit=%PART%" -Xlog:cds=off -Xlog:cds+dynamic=off -cp "%CP%" dev.tonband.host.cli.StartupTraining "%TONBAND_HOME%\target-firmware\examples\qemu-demo\demo_streaming.bin" >nul 2>&1 && move /y "%PART%" "%ARCHIVE%" >nul
  if exist "%PART%" del "%PART%"
)
rem A JVM that cannot use the archive says nothing about it.
set CDS=
if exist "%ARCHIVE%" set CDS="-XX:SharedArchiveFile=%ARCHIVE%" -Xlog:cds=off -Xlog:cds+dynamic=off
rem The JIT compiles only methods run five times as often as by default, as in bin/tonband (docs\performance.md, "Start-up"); TONBAND_OPTS, after it, can set others.
"%JAVA%" -XX:CompileThresholdScaling=5 %TONBAND_OPTS% %CDS% -cp "%CP%" dev.tonband.host.cli.TonbandCommand %*
exit /b %ERRORLEVEL%

:noJavaInJavaHome
echo tonband: JAVA_HOME is "%JAVA_HOME%", which has no bin\java.exe; set JAVA_HOME to a Java 17 or newer, or unset it to use the java on the PATH 1>&2
exit /b 3

:tooOld
echo tonband: needs Java 17 or newer, but %JAVA% is Java %VERSION%; set JAVA_HOME to a Java 17 or newer 1>&2
exit /b 3
