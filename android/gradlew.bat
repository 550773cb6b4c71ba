@rem Runs the Gradle named in gradle\wrapper\gradle-wrapper.properties (downloaded
@rem on first use) through gradle\wrapper\gradle-wrapper.jar, with the Java of
@rem JAVA_HOME or on PATH. JAVA_OPTS and GRADLE_OPTS pass options to that JVM.
@rem The jar is not in the repository: README.md, "Android app", says how to make it.
@echo off
setlocal
set "APP_HOME=%~dp0"
set "WRAPPER_JAR=%APP_HOME%gradle\wrapper\gradle-wrapper.jar"
if not exist "%WRAPPER_JAR%" (
    echo gradlew: %WRAPPER_JAR% is missing. With Gradle 9.6 or newer installed, create it once: 1>&2
    echo     cd "%APP_HOME%" ^&^& gradle wrapper --gradle-version 9.6.0 1>&2
    echo or open android\ in Android Studio, which needs no jar. 1>&2
    exit /b 1
)
set "JAVA_EXE=java.exe"
if defined JAVA_HOME set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
"%JAVA_EXE%" -version >NUL 2>&1
if errorlevel 1 (
    echo gradlew: no Java: set JAVA_HOME or put java on PATH ^(JDK 17 or newer^) 1>&2
    exit /b 1
)
"%JAVA_EXE%" -Xmx64m -Xms64m %JAVA_OPTS% %GRADLE_OPTS% "-Dorg.gradle.appname=gradlew" -jar "%WRAPPER_JAR%" %*
exit /b %ERRORLEVEL%
