; Inno Setup 6 script: wraps PyInstaller's dist\Roadie folder into Roadie-<version>-setup.exe.
; Built by `python installer\build.py` on Windows, which freezes Roadie, runs its self-test and
; then calls:  ISCC.exe /DAppVersion=<version> installer\windows\roadie.iss
; Per-user install by default (no administrator needed); the player may choose all users.
; Saved games live in %LOCALAPPDATA%\Roadie (platformdirs): uninstalling keeps them unless the
; player says otherwise.

#ifndef AppVersion
  #error Pass the version: ISCC.exe /DAppVersion=X.Y.Z installer\windows\roadie.iss
#endif
#define AppExe "Roadie.exe"
#define SaveExt ".roadie"
#define SaveProgId "Roadie.Save"

[Setup]
AppId={{21EBB899-DBC0-4177-A087-957C9FD37E7C}
AppName=Roadie
AppVersion={#AppVersion}
AppVerName=Roadie {#AppVersion}
AppPublisher=Roadie
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Roadie
DefaultGroupName=Roadie
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\..\resources\icons\roadie.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Roadie
OutputDir=..\..\dist
OutputBaseFilename=Roadie-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: desktopicon; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\Roadie\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Roadie"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,Roadie}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Roadie"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; A double-clicked save runs `Roadie.exe "<file>"`, which opens that game on its table.
Root: HKA; Subkey: "Software\Classes\{#SaveExt}"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveExt}\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "Roadie saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#SaveExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Roadie}"; Flags: nowait postinstall skipifsilent

[Code]
{ The player's saves and settings: platformdirs' user data folder for Roadie. }
function PlayerFolder(): String;
begin
  Result := ExpandConstant('{localappdata}\Roadie');
end;

{ After uninstalling, offer to delete the saves too. No is the default, and a silent
  uninstall (/SILENT, /VERYSILENT) or one with /SUPPRESSMSGBOXES keeps them. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and DirExists(PlayerFolder())
     and not UninstallSilent() then
    if SuppressibleMsgBox('Also delete your saved games and settings in ' + PlayerFolder() +
                          '?' + #13#10#13#10 + 'Choose No to keep them for a later install.',
                          mbConfirmation, MB_YESNO or MB_DEFBUTTON2, IDNO) = IDYES then
      DelTree(PlayerFolder(), True, True, True);
end;
