; Inno Setup script: wraps the PyInstaller folder dist\Roadie into an installer.
; Build on Windows after PyInstaller:  ISCC.exe installer\windows\roadie.iss
#define AppVersion GetEnv("ROADIE_VERSION")
[Setup]
AppName=Roadie
AppVersion={#AppVersion}
AppPublisher=Roadie
DefaultDirName={autopf}\Roadie
DefaultGroupName=Roadie
OutputDir=..\..\dist
OutputBaseFilename=Roadie-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Files]
Source: "..\..\dist\Roadie\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Roadie"; Filename: "{app}\Roadie.exe"
Name: "{autodesktop}\Roadie"; Filename: "{app}\Roadie.exe"; Tasks: desktopicon

[Tasks]
Name: desktopicon; Description: "Create a desktop shortcut"; Flags: unchecked
