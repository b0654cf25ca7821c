<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="+134"/>
        <source>{name} used {song}: %n songs back from the discards to their hand.</source>
        <translation>
            <numerusform>{name} used {song}: %n song back from the discards to their hand.</numerusform>
            <numerusform>{name} used {song}: %n songs back from the discards to their hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="+77"/>
        <source>%n songs in hand, %1 discarded</source>
        <translation>
            <numerusform>%n song in hand, %1 discarded</numerusform>
            <numerusform>%n songs in hand, %1 discarded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n songs in hand</source>
        <translation>
            <numerusform>%n song in hand</numerusform>
            <numerusform>%n songs in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%1 energy in supply · %n songs in its deck</source>
        <translation>
            <numerusform>%1 energy in supply · %n song in its deck</numerusform>
            <numerusform>%1 energy in supply · %n songs in its deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="+92"/>
        <source>+%n actions</source>
        <translation>
            <numerusform>+%n action</numerusform>
            <numerusform>+%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_explain.py" line="+170"/>
        <source>%1: $%n — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: $%n — click a line to see its rule and when it was earned</numerusform>
            <numerusform>%1: $%n — click a line to see its rule and when it was earned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n Fame — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n Fame — click a line to see its rule and when it was earned</numerusform>
            <numerusform>%1: %n Fame — click a line to see its rule and when it was earned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n points — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n point — click a line to see its rule and when it was earned</numerusform>
            <numerusform>%1: %n points — click a line to see its rule and when it was earned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_moments.py" line="+103"/>
        <source>%n dice left off the song</source>
        <translation>
            <numerusform>%n die left off the song</numerusform>
            <numerusform>%n dice left off the song</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="+288"/>
        <source>%n dice left off: +%1</source>
        <translation>
            <numerusform>%n die left off: +%1</numerusform>
            <numerusform>%n dice left off: +%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+123"/>
        <source>%n of its dice are off the song: +%1 points.</source>
        <translation>
            <numerusform>%n of its dice is off the song: +%1 points.</numerusform>
            <numerusform>%n of its dice are off the song: +%1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/main_window.py" line="+353"/>
        <source>This game&apos;s autosave is damaged: its last %n actions could not be restored, and the game goes on from before them.</source>
        <translation>
            <numerusform>This game&apos;s autosave is damaged: its last %n action could not be restored, and the game goes on from before it.</numerusform>
            <numerusform>This game&apos;s autosave is damaged: its last %n actions could not be restored, and the game goes on from before them.</numerusform>
        </translation>
    </message>
</context>
</TS>
