@echo off
rem pnp from the release zip: runs pnp.jar beside this file with the java on the PATH (Java 17 or newer).
rem PNP_JAVA_OPTS adds options to the java command.
where java >nul 2>nul
if errorlevel 1 (
  echo pnp: Java 17 or newer is needed ^(https://adoptium.net^); java is not on the PATH 1>&2
  exit /b 3
)
java -Xss8m %PNP_JAVA_OPTS% -jar "%~dp0pnp.jar" %*
exit /b %ERRORLEVEL%
