<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="+134"/>
        <source>{name} used {song}: %n songs back from the discards to their hand.</source>
        <translation>
            <numerusform>{name} nutzte {song}: %n Song kommt vom Ablagestapel zurück auf die Hand.</numerusform>
            <numerusform>{name} nutzte {song}: %n Songs kommen vom Ablagestapel zurück auf die Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="+77"/>
        <source>%n songs in hand, %1 discarded</source>
        <translation>
            <numerusform>%n Song auf der Hand, %1 abgelegt</numerusform>
            <numerusform>%n Songs auf der Hand, %1 abgelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n songs in hand</source>
        <translation>
            <numerusform>%n Song auf der Hand</numerusform>
            <numerusform>%n Songs auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%1 energy in supply · %n songs in its deck</source>
        <translation>
            <numerusform>%1 Energie im Vorrat · %n Song im Stapel</numerusform>
            <numerusform>%1 Energie im Vorrat · %n Songs im Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="+92"/>
        <source>+%n actions</source>
        <translation>
            <numerusform>+%n Aktion</numerusform>
            <numerusform>+%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="+288"/>
        <source>%n dice left off: +%1</source>
        <translation>
            <numerusform>%n Würfel daneben: +%1</numerusform>
            <numerusform>%n Würfel daneben: +%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+123"/>
        <source>%n of its dice are off the song: +%1 points.</source>
        <translation>
            <numerusform>%n seiner Würfel liegt neben dem Song: +%1 Punkte.</numerusform>
            <numerusform>%n seiner Würfel liegen neben dem Song: +%1 Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_explain.py" line="+170"/>
        <source>%1: $%n — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: $%n — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
            <numerusform>%1: $%n — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n Fame — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n Ruhm — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
            <numerusform>%1: %n Ruhm — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n points — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n Punkt — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
            <numerusform>%1: %n Punkte — klick eine Zeile für ihre Regel und wann sie erzielt wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_moments.py" line="+103"/>
        <source>%n dice left off the song</source>
        <translation>
            <numerusform>%n Würfel neben dem Song</numerusform>
            <numerusform>%n Würfel neben dem Song</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/main_window.py" line="+353"/>
        <source>This game&apos;s autosave is damaged: its last %n actions could not be restored, and the game goes on from before them.</source>
        <translation>
            <numerusform>Die automatische Sicherung dieses Spiels ist beschädigt: Seine letzte %n Aktion ließ sich nicht wiederherstellen, und das Spiel geht von davor weiter.</numerusform>
            <numerusform>Die automatische Sicherung dieses Spiels ist beschädigt: Seine letzten %n Aktionen ließen sich nicht wiederherstellen, und das Spiel geht von davor weiter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionLog</name>
    <message>
        <location filename="../desktop/roadie/ui/action_log.py" line="+51"/>
        <source>Action log</source>
        <translation>Aktionsprotokoll</translation>
    </message>
</context>
<context>
    <name>Bar</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/panel.py" line="+71"/>
        <source>Your turn: buy or discard one Audience card</source>
        <translation>Du bist dran: Kauf eine Publikumskarte oder wirf eine ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card onto your board to buy it (cost in Spotlights), or onto Discard for its reward.</source>
        <translation>Zieh eine Karte auf dein Brett, um sie zu kaufen (Kosten in Spotlights), oder auf den Ablagestapel für ihre Belohnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let them be</source>
        <translation>So lassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Applause: %1 chooses a card…</source>
        <translation>Der Applaus: %1 wählt eine Karte …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your solo is done: waiting for the others…</source>
        <translation>Dein Solo ist fertig: Warte auf die anderen …</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your turn: drag 2 locked dice onto the song</source>
        <translation>Du bist dran: Zieh 2 festgelegte Würfel auf den Song</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is placing: wait for your turn</source>
        <translation>%1 setzt gerade: Warte, bis du dran bist</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a groove (its dice), then click the grid</source>
        <translation>Wähl einen Groove (seine Würfel), dann klick auf das Raster</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More  (G)</source>
        <translation>Mehr  (G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn  (T)</source>
        <translation>Drehen  (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip  (F)</source>
        <translation>Spiegeln  (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <source>Next fit  (N)</source>
        <translation>Nächste Lage  (N)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Play solo  (Enter)</source>
        <translation>Solo spielen  (Enter)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Choose a Notation symbol (%1 to go)</source>
        <translation>Wähl ein Notationssymbol (noch %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vocals: copy a symbol now, or keep it</source>
        <translation>Gesang: Kopier jetzt ein Symbol oder behalte ihn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw an extra groove of up to %1</source>
        <translation>Zeichne einen zusätzlichen Groove mit bis zu %1 Feldern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw it</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No room: go on</source>
        <translation>Kein Platz: weiter</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/board.py" line="+101"/>
        <source>Dice tray</source>
        <translation>Würfelablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a die into one of your areas to roll it in.</source>
        <translation>Zieh einen Würfel in einen deiner Bereiche, um ihn dort zu würfeln.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A d%1: drag it to your Gig or fixer area, or press G or F.</source>
        <translation>Ein d%1: Zieh ihn in deinen Gig- oder Fixer-Bereich oder drück G bzw. F.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trash</source>
        <translation>Papierkorb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a die here to remove it.</source>
        <translation>Leg einen Würfel hier ab, um ihn zu entfernen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1&apos;s table</source>
        <translation>Tisch von %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+106"/>
        <source>Gig area</source>
        <translation>Gig-Bereich</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Fixer area</source>
        <translation>Fixer-Bereich</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1/%2 dice · %3 min · %4 max</source>
        <translation>%1/%2 Würfel · %3 Min · %4 Max</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No value-pairs</source>
        <translation>Keine Wertepaare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value-pairs: %1</source>
        <translation>Wertepaare: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>fixer area</source>
        <translation>Fixer-Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s d%2 showing %3 (%4)</source>
        <translation>d%2 von %1, zeigt %3 (%4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End session</source>
        <translation>Sitzungsende</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drag dice, or click one and then a lit place. Right-click or keys for more: + − R M S W Del, numbers set.</source>
        <translation>Zieh Würfel oder klick einen an und dann auf einen leuchtenden Platz. Mehr per Rechtsklick oder Tasten: + − R M S W Del, Zahlen setzen den Wert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from die to area to die&lt;br/&gt;Enter or Space: pick up the die, then Enter on a lit place to put it there&lt;br/&gt;G / F on a tray die: roll it into your Gig / fixer area&lt;br/&gt;+ / −: increase / decrease · R: re-roll · M: move · S: steal · Del: remove&lt;br/&gt;W on two dice: swap them · number keys: set the value · Esc: put down&lt;br/&gt;Menu key or right click: every action on a die&lt;br/&gt;Ctrl+Return: end turn · Ctrl+Shift+Return: end session · Ctrl+Z: undo</source>
        <translation>Tab / Shift+Tab: von Würfel zu Bereich zu Würfel springen&lt;br/&gt;Enter oder Leertaste: Würfel aufnehmen, dann Enter auf einem leuchtenden Platz, um ihn dort abzulegen&lt;br/&gt;G / F auf einem Würfel in der Ablage: in deinen Gig- / Fixer-Bereich würfeln&lt;br/&gt;+ / −: erhöhen / verringern · R: neu würfeln · M: verschieben · S: stehlen · Del: entfernen&lt;br/&gt;W auf zwei Würfeln: tauschen · Zifferntasten: Wert setzen · Esc: loslassen&lt;br/&gt;Menütaste oder Rechtsklick: alle Aktionen für einen Würfel&lt;br/&gt;Ctrl+Return: Zug beenden · Ctrl+Shift+Return: Sitzung beenden · Ctrl+Z: rückgängig</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The session is over</source>
        <translation>Die Sitzung ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · %2&apos;s turn</source>
        <translation>Runde %1 · %2 ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %3 · %2&apos;s turn</source>
        <translation>Runde %1 von %3 · %2 ist am Zug</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Swap: now choose the other Gig and press W (Esc cancels).</source>
        <translation>Tauschen: Wähl jetzt den anderen Gig und drück W (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Roll into your Gig area	G</source>
        <translation>In deinen Gig-Bereich würfeln	G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll into your fixer area	F</source>
        <translation>In deinen Fixer-Bereich würfeln	F</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move to your fixer area	M</source>
        <translation>In deinen Fixer-Bereich verschieben	M</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Re-roll	R</source>
        <translation>Neu würfeln	R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increase by 1	+</source>
        <translation>Um 1 erhöhen	+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease by 1	-</source>
        <translation>Um 1 verringern	-</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to %1	%1</source>
        <translation>Auf %1 setzen	%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove from the table	Del</source>
        <translation>Vom Tisch entfernen	Del</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steal into your Gig area	S</source>
        <translation>In deinen Gig-Bereich stehlen	S</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Swap with %1</source>
        <translation>Mit %1 tauschen</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="+141"/>
        <source>Buy: drop the card here</source>
        <translation>Kaufen: Leg die Karte hier ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Festlegen: Zieh einen Würfel hierher  (L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your instrument board: drop a die here to lock it in.</source>
        <translation>Dein Instrumentenbrett: Leg hier einen Würfel ab, um ihn festzulegen.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Re-roll all  (R)</source>
        <translation>Alle neu würfeln  (R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re-roll the selected dice, or all of your tray when none is selected. Click “select” under a die, or press S on it.</source>
        <translation>Würfelt die ausgewählten Würfel neu – oder deine ganze Ablage, wenn keiner ausgewählt ist. Klick unter einem Würfel auf „auswählen“ oder drück S auf ihm.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>select</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience</source>
        <translation>Publikum</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop an Audience card here to discard it for its reward.</source>
        <translation>Leg eine Publikumskarte hier ab, um sie für ihre Belohnung abzuwerfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Take it to the Bridge!</source>
        <translation>Ab in die Bridge!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 placed a fourth die: no more re-rolling.</source>
        <translation>%1 hat einen vierten Würfel platziert: Ab jetzt wird nicht mehr neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clash!</source>
        <translation>Zusammenstoß!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both dice go back and roll again.</source>
        <translation>Beide Würfel gehen zurück und werden neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge</source>
        <translation>Die Bridge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play your solos.</source>
        <translation>Spielt eure Soli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause</source>
        <translation>Der Applaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or discard one Audience card each.</source>
        <translation>Kauft oder werft je eine Publikumskarte ab.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Re-roll (selected or all)</source>
        <translation>Neu würfeln (Auswahl oder alle)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave stuck dice</source>
        <translation>Würfel weglassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the Audience be</source>
        <translation>Publikum so lassen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a groove (a button under your grid, or one of your dice on the song), then click your solo grid to draw it. T turns it, F flips it, G takes the next groove.</source>
        <translation>Wähl einen Groove (ein Knopf unter deinem Raster oder einer deiner Würfel auf dem Song), dann klick auf dein Solo-Raster, um ihn zu zeichnen. T dreht ihn, F spiegelt ihn, G nimmt den nächsten Groove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag an Audience card onto your board to buy it, or onto the discard for its reward; right-click a card for more.</source>
        <translation>Zieh eine Publikumskarte auf dein Brett, um sie zu kaufen, oder auf den Ablagestapel für ihre Belohnung; Rechtsklick auf eine Karte für mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a die to a lit space of the song, or click it and then the space. R re-rolls; click a die for notation symbols; right-click for more. Turn-based: drag a die onto your board (or press L) to lock it in.</source>
        <translation>Zieh einen Würfel auf ein leuchtendes Feld des Songs oder klick ihn und dann das Feld an. R würfelt neu; klick einen Würfel für Notationssymbole an; Rechtsklick für mehr. Rundenbasiert: Zieh einen Würfel auf dein Brett (oder drück L), um ihn festzulegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from die to space · Enter or Space: pick up, then Enter on a lit space&lt;br/&gt;On one of your dice: R re-rolls it · S selects it for a re-roll · H holds it in your hand or puts it back&lt;br/&gt;L locks it in (turn-based) · + / − or a number: a Notation symbol that makes that value&lt;br/&gt;R: re-roll the selected dice (or all) · Ctrl+Shift+L: leave dice that can&apos;t be placed&lt;br/&gt;On the solo grid: arrows move the groove · T turns · F flips · G next groove · N next legal place · Enter draws&lt;br/&gt;On an Audience card: B buys · D discards · Ctrl+Return: let the Audience be&lt;br/&gt;Ctrl+1…4: show another player&apos;s dice (hot-seat) · Ctrl+Z: undo</source>
        <translation>Tab / Shift+Tab: von Würfel zu Feld springen · Enter oder Leertaste: aufnehmen, dann Enter auf einem leuchtenden Feld&lt;br/&gt;Auf einem deiner Würfel: R würfelt ihn neu · S wählt ihn zum Neuwurf · H nimmt ihn in die Hand oder legt ihn zurück&lt;br/&gt;L legt ihn fest (rundenbasiert) · + / − oder eine Ziffer: ein Notensymbol, das diesen Wert ergibt&lt;br/&gt;R: die gewählten Würfel (oder alle) neu würfeln · Ctrl+Shift+L: Würfel ohne Feld liegen lassen&lt;br/&gt;Auf dem Solo-Raster: Pfeiltasten bewegen den Groove · T dreht · F spiegelt · G nächster Groove · N nächster erlaubter Platz · Enter zeichnet&lt;br/&gt;Auf einer Publikumskarte: B kauft · D wirft ab · Ctrl+Return: Publikum so lassen&lt;br/&gt;Ctrl+1…4: die Würfel eines anderen Spielers zeigen (Hot-Seat) · Ctrl+Z: rückgängig</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Song %1 of %2</source>
        <translation>Song %1 von %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="+276"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass for the rest of this round? You take no more turns until the next round.</source>
        <translation>Für den Rest dieser Runde passen? Du bist erst in der nächsten Runde wieder am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish my song</source>
        <translation>Song beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn from the deck</source>
        <translation>Vom Stapel lernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the money</source>
        <translation>Geld nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip the ability</source>
        <translation>Fähigkeit überspringen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Drag a song onto a crowd, energy onto a band member, a Market card onto your hand; or click a piece and then its lit target. Right-click for more.</source>
        <translation>Zieh einen Song auf eine Menge, Energie auf ein Bandmitglied, eine Marktkarte auf deine Hand – oder klick ein Teil an und dann sein leuchtendes Ziel. Mehr per Rechtsklick.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space: pick up, then Enter on a lit place&lt;br/&gt;On a song in your hand or a Standard: a number plays it to that crowd&lt;br/&gt;On your energy: a number tips that band member · L on the Market or the deck: learn&lt;br/&gt;On your song: F finishes it, a number puts that much energy into the crowd · On kept energy: a number puts it back on that band member&lt;br/&gt;Ctrl+Return: pass · Ctrl+Shift+Return: finish my song · Ctrl+L: learn from the deck&lt;br/&gt;Ctrl+M: take the money · Ctrl+K: skip the ability · Ctrl+Z: undo&lt;br/&gt;Menu key or right click: everything a piece can do</source>
        <translation>Tab / Shift+Tab: von Teil zu Teil springen · Enter oder Leertaste: aufnehmen, dann Enter auf einem leuchtenden Platz&lt;br/&gt;Auf einem Song in deiner Hand oder einem Standard: eine Ziffer spielt ihn für diese Menge&lt;br/&gt;Auf deiner Energie: eine Ziffer gibt diesem Bandmitglied Trinkgeld · L auf dem Markt oder dem Stapel: lernen&lt;br/&gt;Auf deinem Song: F beendet ihn, eine Ziffer gibt so viel Energie an die Menge · Auf behaltener Energie: eine Ziffer legt sie zurück auf dieses Bandmitglied&lt;br/&gt;Ctrl+Return: passen · Ctrl+Shift+Return: Song beenden · Ctrl+L: vom Stapel lernen&lt;br/&gt;Ctrl+M: Geld nehmen · Ctrl+K: Fähigkeit überspringen · Ctrl+Z: rückgängig&lt;br/&gt;Menütaste oder Rechtsklick: alles, was ein Teil kann</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="+188"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %4 · %2: %3</source>
        <translation>Runde %1 von %4 · %2: %3</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="-68"/>
        <source>Drop your standee on an action space.</source>
        <translation>Stell deinen Aufsteller auf ein Aktionsfeld.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>End my turn</source>
        <translation>Meinen Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eat Candy</source>
        <translation>Candy essen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Job kündigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Setup: click the card you choose among the big buttons on the table. Hover a card for its rule.</source>
        <translation>Vorbereitung: Klick unter den großen Knöpfen auf dem Tisch die Karte an, die du wählst. Fahr über eine Karte, um ihre Regel zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag your standee from your mat onto a lit space; decisions are the buttons on the table. Hover anything for its rule.</source>
        <translation>Zieh deinen Aufsteller von deinem Tableau auf ein leuchtendes Feld; Entscheidungen sind die Knöpfe auf dem Tisch. Fahr über etwas, um seine Regel zu sehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space on your standee picks it up, then Enter on a lit space puts it there&lt;br/&gt;P on a space: go there · 1-9: take that decision button&lt;br/&gt;Menu key or right click on a space: its actions (each Candy trade)&lt;br/&gt;Ctrl+Return: end my turn · Ctrl+E: eat Candy · Ctrl+J: quit my Job · Ctrl+Z: undo</source>
        <translation>Tab / Shift+Tab: von Teil zu Teil springen · Enter oder Leertaste auf deinem Aufsteller nimmt ihn auf, dann Enter auf einem leuchtenden Feld stellt ihn dort hin&lt;br/&gt;P auf einem Feld: dorthin gehen · 1-9: diesen Entscheidungsknopf wählen&lt;br/&gt;Menütaste oder Rechtsklick auf einem Feld: seine Aktionen (jeder Candy-Tausch)&lt;br/&gt;Ctrl+Return: meinen Zug beenden · Ctrl+E: Candy essen · Ctrl+J: Job kündigen · Ctrl+Z: rückgängig</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Setup: %1</source>
        <translation>Aufbau: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3 acts</source>
        <translation>%1 · %2 · %3 ist am Zug</translation>
    </message>
</context>
<context>
    <name>BridgeSummary</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="-75"/>
        <location line="+24"/>
        <source>Click a score to see the rule that scored it.</source>
        <translation>Klick auf eine Punktzahl zeigt die Regel dahinter.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+64"/>
        <source>The Bridge of song %1</source>
        <translation>Die Bridge von Song %1</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Harmonies</source>
        <translation>Harmonien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols marked</source>
        <translation>Markierte Symbole</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The Challenger</source>
        <translation>Der Challenger</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>row %1: +%2</source>
        <translation>Reihe %1: +%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>groove of %1 · +%2 pts</source>
        <translation>Groove aus %1 · +%2 Pkt.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>no solo</source>
        <translation>kein Solo</translation>
    </message>
</context>
<context>
    <name>BuskingContent</name>
    <message>
        <location filename="content_strings.py" line="+98"/>
        <source>Jackson Square</source>
        <translation>Jackson Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painters, tarot readers and tourists with cameras; the cathedral bells keep time.</source>
        <translation>Maler, Kartenleger und Touristen mit Kameras; die Glocken der Kathedrale halten den Takt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frenchmen Street</source>
        <translation>Frenchmen Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locals who know every tune and tip the band that plays it right.</source>
        <translation>Einheimische, die jede Melodie kennen und der Band Trinkgeld geben, die sie richtig spielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bourbon Street</source>
        <translation>Bourbon Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud, crowded and generous, if you can make yourself heard over the din.</source>
        <translation>Laut, voll und großzügig – wenn du dir über den Lärm hinweg Gehör verschaffst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decatur Street</source>
        <translation>Decatur Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoppers drifting between the record stores and the praline counters.</source>
        <translation>Bummelnde Kundschaft zwischen Plattenläden und Pralinentheken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French Market</source>
        <translation>French Market</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendors hum along while they stack the hot sauce and the alligator jerky.</source>
        <translation>Die Händler summen mit, während sie scharfe Soße und Alligator-Trockenfleisch stapeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Congo Square</source>
        <translation>Congo Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummers have gathered under these oaks for centuries; the crowd expects you to bring it.</source>
        <translation>Seit Jahrhunderten treffen sich Trommler unter diesen Eichen; die Menge erwartet, dass du alles gibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Street</source>
        <translation>Magazine Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours on their way to the corner café, happy to stop for a song or two.</source>
        <translation>Nachbarn auf dem Weg zum Eckcafé, die gern für ein, zwei Songs stehen bleiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St. Charles Avenue</source>
        <translation>St. Charles Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar riders lean out of the windows under the live oaks.</source>
        <translation>Straßenbahnfahrgäste lehnen sich unter den immergrünen Eichen aus den Fenstern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canal Street</source>
        <translation>Canal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widest street in town, and the busiest corner to play on.</source>
        <translation>Die breiteste Straße der Stadt – und die belebteste Ecke zum Spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chartres Street</source>
        <translation>Chartres Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quiet block of galleries where a small crowd listens closely.</source>
        <translation>Ein ruhiger Block voller Galerien, in dem eine kleine Menge genau zuhört.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esplanade Avenue</source>
        <translation>Esplanade Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch sitters in rocking chairs, swaying along from the shade.</source>
        <translation>Leute in Schaukelstühlen auf ihren Veranden, die im Schatten mitschaukeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pirate&apos;s Alley</source>
        <translation>Pirate&apos;s Alley</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A narrow lane that echoes; a few passers-by, but every note carries.</source>
        <translation>Eine schmale Gasse mit Echo; wenige Passanten, aber jeder Ton trägt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Washington Square</source>
        <translation>Washington Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picnic blankets on the grass; the whole park chips in for a good long set.</source>
        <translation>Picknickdecken auf dem Rasen; für ein schönes langes Set legt der ganze Park zusammen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moonwalk</source>
        <translation>The Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The riverfront promenade, where couples watch the paddle-wheelers at dusk.</source>
        <translation>Die Uferpromenade, auf der Paare in der Abenddämmerung den Raddampfern zusehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algiers Point</source>
        <translation>Algiers Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry riders across the river reward any band that makes the trip worth it.</source>
        <translation>Fährgäste vom anderen Ufer belohnen jede Band, für die sich die Überfahrt lohnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Crawfish Kings</source>
        <translation>The Crawfish Kings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lil&apos; Remy</source>
        <translation>Lil&apos; Remy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumpet</source>
        <translation>Trompete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odile</source>
        <translation>Odile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saxophone</source>
        <translation>Saxofon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Toot</source>
        <translation>Big Toot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drums</source>
        <translation>Schlagzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three cousins from the Seventh Ward who learned to play at backyard crawfish boils.</source>
        <translation>Drei Cousins aus dem Seventh Ward, die bei Flusskrebs-Festen im Hinterhof spielen gelernt haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bayou Blue Notes</source>
        <translation>The Bayou Blue Notes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marguerite</source>
        <translation>Marguerite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitz</source>
        <translation>Fitz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Pelican</source>
        <translation>Doc Pelican</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A conservatory dropout, a retired ferry pilot and a drummer who never says where he&apos;s from.</source>
        <translation>Eine Konservatoriumsabbrecherin, ein pensionierter Fährkapitän und ein Schlagzeuger, der nie verrät, woher er kommt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Alley Brass</source>
        <translation>Gator Alley Brass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cornbread</source>
        <translation>Cornbread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Josie</source>
        <translation>Josie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thibodeaux</source>
        <translation>Thibodeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They rehearse on a houseboat and swear the gators come up to listen.</source>
        <translation>Sie proben auf einem Hausboot und schwören, dass die Alligatoren zum Zuhören auftauchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sunny Side Strutters</source>
        <translation>The Sunny Side Strutters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honey</source>
        <translation>Honey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pete the Reed</source>
        <translation>Pete the Reed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skillet</source>
        <translation>Skillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up before the beignet stands open and still playing when the streetlights come on.</source>
        <translation>Schon auf den Beinen, bevor die Beignet-Stände öffnen, und noch am Spielen, wenn die Straßenlaternen angehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Krewe of Velvet</source>
        <translation>The Krewe of Velvet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duchess</source>
        <translation>Duchess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slim</source>
        <translation>Slim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Boudreaux</source>
        <translation>Boudreaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They play in masks all year round, not only at Carnival.</source>
        <translation>Sie spielen das ganze Jahr über mit Masken, nicht nur im Karneval.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tin-Pan Tina</source>
        <translation>Tin-Pan Tina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tina finishes her song. Unless it is her last turn, she flips the top card of her deck and plays it with 1 energy less than it asks for, to the leftmost crowd in the song&apos;s mood (the leftmost crowd when none matches).</source>
        <oldsource>Tina finishes her song. Unless it is her last turn, she flips the top card of her deck and plays it with all the energy it asks for, to a crowd in the song&apos;s mood where she has the least energy (then the lowest threshold, then leftmost).</oldsource>
        <translation>Tina beendet ihren Song. Außer in ihrem letzten Zug deckt sie die oberste Karte ihres Stapels auf und spielt sie mit 1 Energie weniger als verlangt für die Menge ganz links, deren Stimmung zum Song passt (passt keine, für die Menge ganz links).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second-Line Sal</source>
        <translation>Second-Line Sal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal finishes his song. Unless it is his last turn: on his first turn of a round he buys the cheapest free Standard he can pay for, else flips the top of his deck. He plays it with 1 energy less than it asks, for a crowd in its mood where you lead (then the lowest threshold, then rightmost).</source>
        <oldsource>Sal finishes his song. Unless it is his last turn: on his first turn of a round he buys the cheapest free Standard if he can pay for it, otherwise he flips the top card of his deck. He plays it with 1 extra energy where he is not already ahead and you have the most energy (then the richest first place, then rightmost).</oldsource>
        <translation>Sal beendet seinen Song. Außer in seinem letzten Zug: In seinem ersten Zug einer Runde kauft er den günstigsten freien Standard, den er bezahlen kann, sonst deckt er die oberste Karte seines Stapels auf. Er spielt ihn mit 1 Energie weniger als verlangt für eine Menge in der Stimmung des Songs, bei der du vorn liegst (dann niedrigste Schwelle, dann ganz rechts).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot starts with no money.</source>
        <translation>Der Roboter beginnt ohne Geld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solo rules as written: $3 to start, $1 for a matched mood, one turn after you pass.</source>
        <translation>Die Solo-Regeln wie geschrieben: $3 zu Beginn, $1 für eine passende Stimmung, ein Zug, nachdem du gepasst hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium Advanced</source>
        <translation>Mittel-Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes $2 instead of $1 when it finishes a song in the crowd&apos;s mood.</source>
        <translation>Der Roboter nimmt $2 statt $1, wenn er einen Song in der Stimmung der Menge beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After you pass, the Robot takes two more turns: it finishes, plays one more song, then finishes that too.</source>
        <translation>Nachdem du gepasst hast, macht der Roboter noch zwei Züge: Er beendet seinen Song, spielt noch einen und beendet auch diesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Professional</source>
        <translation>Profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two closing turns after you pass, and $2 for every matched mood.</source>
        <translation>Zwei abschließende Züge, nachdem du gepasst hast, und $2 für jede passende Stimmung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levee Lullaby</source>
        <translation>Levee Lullaby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hummed on the levee while the barges slide by.</source>
        <translation>Auf dem Deich gesummt, während die Lastkähne vorbeigleiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crawfish Boil Shuffle</source>
        <translation>Crawfish Boil Shuffle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spice in the pot, a backbeat on the washtub.</source>
        <translation>Gewürze im Topf, ein Backbeat auf dem Waschzuber.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magnolia Moon</source>
        <translation>Magnolia Moon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slow saxophone line for a warm night in bloom.</source>
        <translation>Eine langsame Saxofonlinie für eine warme Nacht voller Blüten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaslight Waltz</source>
        <translation>Gaslight Waltz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-four time under the flicker of the old street lamps.</source>
        <translation>Dreivierteltakt im Flackern der alten Straßenlaternen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog on the River</source>
        <translation>Fog on the River</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brushes on the snare, breathy reeds, nowhere to be.</source>
        <translation>Besen auf der Snare, hauchende Rohrblätter, keine Eile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar Stomp</source>
        <translation>Streetcar Stomp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trumpet rings the bell and the whole car starts to bounce.</source>
        <translation>Die Trompete läutet die Glocke, und der ganze Wagen fängt an zu hüpfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Crawl</source>
        <translation>Gator Crawl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low and slinky, then a snap of the jaws on the last bar.</source>
        <translation>Tief und geschmeidig, dann schnappen im letzten Takt die Kiefer zu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish Moss Serenade</source>
        <translation>Spanish Moss Serenade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horns trading sighs like sweethearts under the oaks.</source>
        <translation>Bläser tauschen Seufzer wie Verliebte unter den Eichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch Swing Sunday</source>
        <translation>Porch Swing Sunday</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drums keep the swing going; nobody gets up.</source>
        <translation>Das Schlagzeug hält die Schaukel in Schwung; niemand steht auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beignet Breakfast</source>
        <translation>Beignet Breakfast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered sugar on the bell of the horn, coffee in the other hand.</source>
        <translation>Puderzucker auf dem Schalltrichter, Kaffee in der anderen Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered Sugar Kisses</source>
        <translation>Powdered Sugar Kisses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet enough to make the couples on the bench hold hands.</source>
        <translation>So süß, dass die Paare auf der Bank Händchen halten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brass on Fire</source>
        <translation>Brass on Fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody blows at once and the drummer tries to keep up.</source>
        <translation>Alle blasen gleichzeitig, und der Schlagzeuger versucht mitzuhalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krewe Parade Call</source>
        <translation>Krewe Parade Call</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drum roll that tells the block a parade is coming.</source>
        <translation>Der Trommelwirbel, der dem ganzen Block verrät, dass eine Parade kommt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Masquerade</source>
        <translation>Velvet Masquerade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cool and mysterious, like a mask you never take off.</source>
        <translation>Cool und geheimnisvoll wie eine Maske, die du nie abnimmst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balcony Rendezvous</source>
        <translation>Balcony Rendezvous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played up at the ironwork balconies, for whoever is listening.</source>
        <translation>Hinaufgespielt zu den schmiedeeisernen Balkonen, für alle, die zuhören.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Hat</source>
        <translation>Pass the Hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take $1 for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Wenn du diesen Standard beendest, darfst du $1 für jede Menge in der Royal Street nehmen, bei der du mehr Energie hast als alle anderen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Wind</source>
        <translation>Second Wind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 3 energy from your reserve to your band members, free of charge.</source>
        <translation>Wenn du diesen Standard beendest, darfst du bis zu 3 Energie kostenlos aus deiner Reserve auf deine Bandmitglieder verschieben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overheard Melody</source>
        <translation>Overheard Melody</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may learn a song from the Melody Market or the top of the Hit Song deck without giving up any energy.</source>
        <translation>Wenn du diesen Standard beendest, darfst du einen Song vom Melodienmarkt oder von oben vom Hit-Song-Stapel lernen, ohne Energie abzugeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the Parade</source>
        <translation>Follow the Parade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 2 of your energy from one crowd in Royal Street to another.</source>
        <translation>Wenn du diesen Standard beendest, darfst du bis zu 2 deiner Energie von einer Menge der Royal Street zu einer anderen verschieben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift in the Wind</source>
        <translation>Shift in the Wind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Wenn du diesen Standard beendest, darfst du die Stimmungsmarker zweier Mengen der Royal Street tauschen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore!</source>
        <translation>Encore!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take one song from your discard pile back into your hand.</source>
        <translation>Wenn du diesen Standard beendest, darfst du einen Song aus deinem Ablagestapel zurück auf die Hand nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riverboat Drift</source>
        <translation>Riverboat Drift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The paddle wheel turns, the trumpet yawns, the afternoon slips away.</source>
        <translation>Das Schaufelrad dreht sich, die Trompete gähnt, der Nachmittag verrinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chicory Morning</source>
        <translation>Chicory Morning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bitter coffee, soft brushes, a sax that hasn&apos;t quite woken up.</source>
        <translation>Bitterer Kaffee, sanfte Besen, ein Sax, das noch nicht ganz wach ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamplight Hum</source>
        <oldsource>Lamplighter&apos;s Hum</oldsource>
        <translation>Lamplight Hum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played as the gas lamps come on along the block.</source>
        <translation>Gespielt, wenn entlang des Blocks die Gaslaternen angehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Line Rumble</source>
        <translation>Second Line Rumble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parasols up: the crowd falls in behind the band.</source>
        <translation>Schirme hoch: Die Menge reiht sich hinter der Band ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Cake Jump</source>
        <translation>King Cake Jump</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever finds the baby in the cake buys the next round.</source>
        <translation>Wer das Baby im Kuchen findet, gibt die nächste Runde aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beads over Canal</source>
        <translation>Beads over Canal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw me something, mister, and the horns throw it back.</source>
        <translation>Wirf mir was zu, Mister – und die Bläser werfen es zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courtyard Kiss</source>
        <translation>Courtyard Kiss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fountain, a banana tree and a very slow drum.</source>
        <translation>Ein Brunnen, eine Bananenstaude und eine sehr langsame Trommel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleur-de-Lis Ballad</source>
        <translation>Fleur-de-Lis Ballad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumpet and saxophone circle each other like dancers.</source>
        <translation>Trompete und Saxofon umkreisen einander wie Tänzer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lace and Ironwork</source>
        <translation>Lace and Ironwork</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An old love song about the balconies of the Quarter.</source>
        <translation>Ein altes Liebeslied über die Balkone im French Quarter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crossroads Hoodoo</source>
        <translation>Crossroads Hoodoo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody knows where it came from; every crowd feels it anyway.</source>
        <translation>Niemand weiß, woher er stammt; jede Menge spürt ihn trotzdem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hurricane Warning</source>
        <translation>Hurricane Warning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts calm and ends with the whole street swaying.</source>
        <translation>Er beginnt ruhig, und am Ende wiegt sich die ganze Straße.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Free-for-All</source>
        <translation>Midnight Free-for-All</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jam with no rules; any crowd at any hour will take it.</source>
        <translation>Eine Jamsession ohne Regeln; jede Menge ist zu jeder Stunde dafür zu haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing this Standard costs $1 or 1 energy extra; after someone finishes it, $2 or 2 energy until the round ends.</source>
        <translation>Diesen Standard zu spielen kostet $1 oder 1 Energie extra; nachdem ihn jemand beendet hat, bis zum Rundenende $2 oder 2 Energie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn on Royal Street</source>
        <translation>Dein Zug in der Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish your song</source>
        <translation>Deinen Song beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you started a song last turn, its energy now goes to the crowd. Mood matched (Wild matches anything)? Either put all of it there and take $1, or put at least 1 there and spread the rest back over your band. A finished Standard goes back with its token on 2; if it has an ability, you may use it now.</source>
        <translation>Hast du im letzten Zug einen Song angestimmt, geht seine Energie jetzt an die Menge. Passt die Stimmung (Wild passt zu allem)? Dann leg entweder alles dorthin und nimm $1, oder leg mindestens 1 dorthin und verteil den Rest wieder auf deine Band. Ein beendeter Standard kommt mit seinem Marker auf 2 zurück; hat er eine Fähigkeit, darfst du sie jetzt nutzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip your band (optional)</source>
        <translation>Deiner Band Trinkgeld geben (optional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 per energy to move energy from your reserve to any of your band members.</source>
        <translation>Zahl $1 pro Energie, um Energie aus deiner Reserve auf beliebige deiner Bandmitglieder zu verschieben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do one thing</source>
        <translation>Eine Aktion ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose exactly one of the three below. If you can neither learn nor play, you pass.</source>
        <translation>Wähl genau eine der drei folgenden. Kannst du weder lernen noch spielen, passt du.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song</source>
        <translation>Einen Song lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 1 energy from each band member to your reserve, then take a song from the Melody Market (it refills from the deck) or the top of the Hit Song deck.</source>
        <translation>Verschieb 1 Energie von jedem Bandmitglied in deine Reserve und nimm dann einen Song vom Melodienmarkt (er wird vom Stapel aufgefüllt) oder von oben vom Hit-Song-Stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song</source>
        <translation>Einen Song spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the energy each band member owes the song on it, then set it beside a crowd. A Standard also costs its token&apos;s number, in dollars or energy.</source>
        <translation>Leg die Energie, die jedes Bandmitglied dem Song schuldet, darauf und dann den Song neben eine Menge. Ein Standard kostet zusätzlich die Zahl auf seinem Marker, in Dollar oder Energie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you are done for this round.</source>
        <translation>Dreh deine Spielerkarte um: Du bist für diese Runde fertig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the crowds</source>
        <translation>Mengen auszahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most energy wins the first-place money and the mood token (a tie pays everyone tied and the token leaves the game). Everyone at or over the threshold also collects the threshold money.</source>
        <translation>Wer die meiste Energie hat, gewinnt das Geld für Platz 1 und den Stimmungsmarker (bei Gleichstand werden alle Beteiligten ausgezahlt und der Marker verlässt das Spiel). Wer die Schwelle erreicht oder übertrifft, erhält zusätzlich das Schwellengeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest up</source>
        <translation>Erholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard tokens back to 1, played songs back to hand, 4 energy on each band member and 3 in reserve.</source>
        <translation>Standard-Marker zurück auf 1, gespielte Songs zurück auf die Hand, 4 Energie auf jedes Bandmitglied und 3 in die Reserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New crowds</source>
        <translation>Neue Mengen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored crowds leave; 4 new ones come out for round 2 and 5 for round 3, each with a fresh mood token.</source>
        <translation>Gewertete Mengen gehen; für Runde 2 kommen 4 neue ins Spiel, für Runde 3 kommen 5, jede mit einem neuen Stimmungsmarker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The richest player starts the next round; ties go to most mood tokens, then to whoever acted last.</source>
        <translation>Wer am meisten Geld hat, beginnt die nächste Runde; bei Gleichstand entscheiden die meisten Stimmungsmarker, dann, wer zuletzt gehandelt hat.</translation>
    </message>
</context>
<context>
    <name>BuskingLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="-54"/>
        <source>{name} took back their last action.</source>
        <translation>{name} hat die eigene letzte Aktion zurückgenommen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} finished {song}: {n} energy to {crowd}, {kept} kept.</source>
        <translation>{name} hat {song} beendet: {n} Energie an {crowd}, {kept} behalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}, the mood matched: +${dollars}.</source>
        <translation>{name} hat {song} beendet: {n} Energie an {crowd}, die Stimmung passte: +${dollars}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}.</source>
        <translation>{name} hat {song} beendet: {n} Energie an {crowd}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} put {n} kept energy back on their {member}.</source>
        <translation>{name} hat {n} behaltene Energie zurück auf das Bandmitglied ({member}) gelegt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} used {song}: +${dollars}.</source>
        <translation>{name} hat {song} genutzt: +${dollars}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} energy from the reserve, free ({members}).</source>
        <translation>{name} hat {song} genutzt: {n} Energie aus der Reserve, kostenlos ({members}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} used {song}: a song learnt without giving up energy.</source>
        <translation>{name} hat {song} genutzt: ein Song gelernt, ohne Energie abzugeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} of their energy moved from {source} to {target}.</source>
        <translation>{name} hat {song} genutzt: {n} eigene Energie von {source} nach {target} verschoben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {first} and {second} swapped their moods.</source>
        <translation>{name} hat {song} genutzt: {first} und {second} haben ihre Stimmungen getauscht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} used the ability of {song}.</source>
        <translation>{name} hat die Fähigkeit von {song} genutzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} skipped the ability of {song}.</source>
        <translation>{name} hat die Fähigkeit von {song} übersprungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} tipped their {member} ${n}: {n} energy from the reserve.</source>
        <translation>{name} hat dem Bandmitglied ({member}) ${n} Trinkgeld gegeben: {n} Energie aus der Reserve.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} learnt a song from the top of the Hit Song deck.</source>
        <translation>{name} hat einen Song von oben vom Hit-Song-Stapel gelernt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} learnt {song} from the Melody Market.</source>
        <translation>{name} hat {song} vom Melodienmarkt gelernt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} learnt {song} from the top of the Hit Song deck.</source>
        <translation>{name} hat {song} von oben vom Hit-Song-Stapel gelernt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} started {song} for {crowd} with {n} energy.</source>
        <translation>{name} hat {song} für {crowd} mit {n} Energie angestimmt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They paid ${d} for the Standard&apos;s token.</source>
        <translation>Für den Standard-Marker wurden ${d} bezahlt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>They paid the Standard&apos;s token with {e} energy.</source>
        <translation>Der Standard-Marker wurde mit {e} Energie bezahlt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} passed: done for this round.</source>
        <translation>{name} hat gepasst: fertig für diese Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} shuffled its discards into a new Robot Song Deck.</source>
        <translation>{name} hat seinen Ablagestapel zu einem neuen Roboter-Songstapel gemischt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took a fresh set of 15 energy.</source>
        <translation>{name} hat einen neuen Satz von 15 Energie genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no energy left and the box no set: {song} goes unplayed.</source>
        <translation>{name} hat keine Energie mehr und die Schachtel keinen Satz: {song} bleibt ungespielt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1st place {names} +${n}</source>
        <translation>Platz 1 {names} +${n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>threshold {names} +${n}</source>
        <translation>Schwelle {names} +${n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{crowd} pays nobody.</source>
        <translation>{crowd} zahlt niemandem etwas aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{crowd} pays: {parts}.</source>
        <translation>{crowd} zahlt aus: {parts}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {round} begins on Royal Street.</source>
        <translation>Runde {round} beginnt in der Royal Street.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over after round 3.</source>
        <translation>Nach Runde 3 ist das Spiel vorbei.</translation>
    </message>
</context>
<context>
    <name>BuskingTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="-276"/>
        <source>finish the song</source>
        <translation>den Song beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put the kept energy back</source>
        <translation>die behaltene Energie zurücklegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use or skip the ability</source>
        <translation>die Fähigkeit nutzen oder überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tip, then learn, play or pass</source>
        <translation>Trinkgeld geben, dann lernen, spielen oder passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learn, play or pass</source>
        <translation>lernen, spielen oder passen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1 buys the Standard %2.</source>
        <translation>%1 kauft den Standard %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flips %2 from its deck.</source>
        <translation>%1 deckt %2 von seinem Stapel auf.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="-140"/>
        <source>Your turn: finish your song. Drag its energy onto its crowd (right-click to keep some).</source>
        <translation>Du bist am Zug: Beende deinen Song. Zieh seine Energie auf seine Menge (Rechtsklick, um etwas davon zu behalten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag the kept energy onto your band members.</source>
        <translation>Zieh die behaltene Energie auf deine Bandmitglieder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the Standard&apos;s ability (right-click it) or skip it.</source>
        <translation>Nutze die Fähigkeit des Standards (Rechtsklick darauf) oder überspring sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip from your reserve, then learn, play a song or pass.</source>
        <translation>Gib Trinkgeld aus deiner Reserve, dann lerne oder spiele einen Song oder passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first turn this round: learn, play a song or pass.</source>
        <translation>Dein erster Zug in dieser Runde: Lerne oder spiele einen Song oder passe.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>End of the round</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mood tokens: %1</source>
        <translation>Stimmungsmarker: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Passed: done for this round.</source>
        <translation>Gepasst: fertig für diese Runde.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Playing %1 for %2 (%3 energy)</source>
        <translation>Spielt %1 für %2 (%3 Energie)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>reserve %1</source>
        <translation>Reserve %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not playing</source>
        <translation>Spielt gerade nichts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its card (%1):</source>
        <translation>Seine Karte (%1):</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/faces.py" line="+30"/>
        <source>Chill</source>
        <translation>Chill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party</source>
        <translation>Party</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romantisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trumpet</source>
        <translation>Trompete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxofon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Schlagzeug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tpt</source>
        <translation>Trp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drm</source>
        <translation>Schl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Band song</source>
        <translation>Band-Song</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability song</source>
        <translation>Fähigkeitssong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit song</source>
        <translation>Hit-Song</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hit songs</source>
        <translation>Hit-Songs</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/gestures.py" line="+133"/>
        <source>Drop a song on a crowd in Royal Street to play it there.</source>
        <translation>Leg einen Song auf eine Menge in der Royal Street, um ihn dort zu spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a Standard on a crowd in Royal Street to play it there.</source>
        <translation>Leg einen Standard auf eine Menge in der Royal Street, um ihn dort zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a Market song on your hand to learn it.</source>
        <translation>Leg einen Song vom Markt auf deine Hand, um ihn zu lernen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the Hit Song deck on your hand to learn its top card.</source>
        <translation>Leg den Hit-Song-Stapel auf deine Hand, um seine oberste Karte zu lernen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop reserve energy on a band member to tip them $1.</source>
        <translation>Leg Energie aus der Reserve auf ein Bandmitglied, um ihm $1 Trinkgeld zu geben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop kept energy on one of your band members.</source>
        <translation>Leg behaltene Energie auf eines deiner Bandmitglieder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop your song&apos;s energy on the crowd you played it for.</source>
        <translation>Leg die Energie deines Songs auf die Menge, für die du ihn gespielt hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your energy moves between crowds only with an ability.</source>
        <translation>Deine Energie wechselt nur mit einer Fähigkeit zwischen Mengen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mood tokens swap only with an ability.</source>
        <translation>Stimmungsmarker werden nur mit einer Fähigkeit getauscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That doesn&apos;t go there.</source>
        <translation>Das gehört nicht dorthin.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play for %1</source>
        <translation>Für %1 spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay $%1)</source>
        <translation>($%1 zahlen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay with energy: %1)</source>
        <translation>(mit Energie bezahlen: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put %1 on the crowd, keep %2</source>
        <translation>%1 auf die Menge legen, %2 behalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put all %1 on the crowd</source>
        <translation>Alle %1 auf die Menge legen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tip %1 energy to your %2</source>
        <translation>Dem Bandmitglied (%2) Trinkgeld geben: %1 Energie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put %1 back on your %2</source>
        <translation>%1 zurück auf das Bandmitglied (%2) legen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the top of the Hit Song deck</source>
        <translation>Oberste Karte des Hit-Song-Stapels lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn %1</source>
        <translation>%1 lernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free tip: %1</source>
        <translation>Kostenloses Trinkgeld: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 energy from %2 to %3</source>
        <translation>%1 Energie von %2 zu %3 verschieben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap the moods of %1 and %2</source>
        <translation>Stimmungen von %1 und %2 tauschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the money</source>
        <translation>Geld nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the ability</source>
        <translation>Fähigkeit überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/narration.py" line="+45"/>
        <source>the song&apos;s mood</source>
        <translation>die Stimmung des Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it isn&apos;t ahead</source>
        <translation>wo er nicht vorn liegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where you lead</source>
        <translation>wo du führst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it has least energy</source>
        <translation>wo er am wenigsten Energie hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the richest 1st place</source>
        <translation>die höchste Auszahlung für Platz 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lowest threshold</source>
        <translation>die niedrigste Schwelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftmost</source>
        <translation>ganz links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rightmost</source>
        <translation>ganz rechts</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last turn of the round: </source>
        <translation>Letzter Zug der Runde: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First turn of the round: </source>
        <translation>Erster Zug der Runde: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holding no song: </source>
        <translation>Kein Song auf der Hand: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck empty: </source>
        <translation>Stapel leer: </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>finish its song, all energy to the crowd (tip on a mood match).</source>
        <translation>seinen Song beenden, alle Energie an die Menge (Trinkgeld bei passender Stimmung).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stop here.</source>
        <translation>hier aufhören.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffle its discards into a new deck.</source>
        <translation>seinen Ablagestapel zu einem neuen Stapel mischen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>flip the top card of its deck.</source>
        <translation>die oberste Karte seines Stapels aufdecken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buy the cheapest free Standard, if it can pay.</source>
        <translation>den billigsten verfügbaren Standard kaufen, falls er bezahlen kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> +%1 energy</source>
        <translation> +%1 Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play it with all its energy%1 for: %2.</source>
        <translation>ihn mit seiner ganzen Energie%1 spielen, für: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play it with %1 energy less than it asks, for: %2.</source>
        <translation>ihn mit %1 Energie weniger als verlangt spielen, für: %2.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="+54"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+121"/>
        <source>%1: won by %2</source>
        <translation>%1: gewonnen von %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mood token to %1.</source>
        <translation>Stimmungsmarker an %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mood token leaves the game.</source>
        <translation>Der Stimmungsmarker kommt in die Schachtel.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+9"/>
        <source>This round: %1</source>
        <translation>Diese Runde: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody was paid</source>
        <translation>niemand wurde ausgezahlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click this panel to go on.</source>
        <translation>Klick auf dieses Feld, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 pay-out</source>
        <translation>Auszahlung von Runde %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/songs.py" line="+46"/>
        <source>Melody Market</source>
        <translation>Melodienmarkt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard Songs</source>
        <translation>Standard-Songs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Hit Song deck: drag it onto your hand (or press L) to learn its top card.</source>
        <translation>Der Hit-Song-Stapel: Zieh ihn auf deine Hand (oder drück L), um seine oberste Karte zu lernen.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/mat.py" line="+59"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kept energy</source>
        <translation>Behaltene Energie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your money: the bank makes change.</source>
        <translation>Dein Geld: Die Bank wechselt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your songs</source>
        <translation>Deine Songs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand of songs</source>
        <translation>Deine Songs auf der Hand</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="-15"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+56"/>
        <source>1st place: $%1</source>
        <translation>Platz 1: $%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+6"/>
        <source>%1+ energy: $%2</source>
        <translation>%1+ Energie: $%2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+32"/>
        <source>Crowd %1: %2</source>
        <translation>Menge %1: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Mood: %1 (Wild matches every mood)</source>
        <translation>Stimmung: %1 (Wild passt zu jeder Stimmung)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 energy on %3</source>
        <translation>%1: %2 Energie auf %3</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 plays %2 for %3 with %4 energy</source>
        <translation>%1 spielt %2 für %3 mit %4 Energie</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/songs.py" line="+31"/>
        <source>%1 in the deck</source>
        <translation>%1 im Stapel</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Drag onto a crowd to play it (or press its number).</source>
        <translation>Zieh ihn auf eine Menge, um ihn zu spielen (oder drück seine Nummer).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard: drag onto a crowd to play it; it costs its token too.</source>
        <translation>Ein Standard: Zieh ihn auf eine Menge, um ihn zu spielen; er kostet zusätzlich den Preis auf seinem Marker.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag onto your hand to learn it (or press L).</source>
        <translation>Zieh ihn auf deine Hand, um ihn zu lernen (oder drück L).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your song: drag its energy onto the crowd to finish it.</source>
        <translation>Dein Song: Zieh seine Energie auf die Menge, um ihn zu beenden.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Standard token: playing %1 costs $%2 or energy</source>
        <translation>Standard-Marker: %1 zu spielen kostet $%2 oder Energie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played by %1 for %2; back here when finished.</source>
        <translation>Gespielt von %1 für %2; kommt nach dem Beenden hierher zurück.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/mat.py" line="+27"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASSED</source>
        <translation>GEPASST</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2: %3 energy. Drop reserve energy here to tip.</source>
        <translation>%1, %2: %3 Energie. Leg Energie aus der Reserve hier ab, um Trinkgeld zu geben.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve: %1 energy. Drag one onto a band member to tip them $1.</source>
        <translation>Reserve: %1 Energie. Zieh eine davon auf ein Bandmitglied, um ihm $1 Trinkgeld zu geben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Kept energy: drag it onto your band members.</source>
        <translation>Behaltene Energie: Zieh sie auf deine Bandmitglieder.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Finish your song. Moods match: drag all %1 energy onto its crowd for +$1, or right-click to keep some.</source>
        <translation>Beende deinen Song. Die Stimmungen passen: Zieh alle %1 Energie auf seine Menge für +$1, oder behalte per Rechtsklick etwas davon.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish your song. Moods don&apos;t match: drag all %1 energy onto its crowd.</source>
        <translation>Beende deinen Song. Die Stimmungen passen nicht: Zieh alle %1 Energie auf seine Menge.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ability of %1: %2</source>
        <translation>Fähigkeit von %1: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/side.py" line="+60"/>
        <source>%1 · the Robot</source>
        <translation>%1 · der Roboter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The other bands</source>
        <translation>Die anderen Bands</translation>
    </message>
</context>
<context>
    <name>ChallengerStory</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="-47"/>
        <source>Song %1: it rolls one of its 4 dice each time you roll.</source>
        <translation>Song %1: Er würfelt einen seiner 4 Würfel, wann immer du würfelst.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rolled a %1: onto the leftmost free space of row %1 (space %2). Dice on the song: %3 of 4.</source>
        <translation>Eine %1 gewürfelt: auf das freie Feld ganz links in Reihe %1 (Feld %2). Würfel auf dem Song: %3 von 4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled a %1: a 6 never goes on the song; the die waits for your next roll.</source>
        <translation>Eine %1 gewürfelt: Eine 6 kommt nie auf den Song; der Würfel wartet auf deinen nächsten Wurf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled a %1: row %1 is full, so the die stays off the song.</source>
        <translation>Eine %1 gewürfelt: Reihe %1 ist voll, der Würfel bleibt neben dem Song.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time is up: the timer beat you, so it discards 2 cards at the Applause.</source>
        <translation>Die Zeit ist um: Der Timer hat dich geschlagen, also wirft er beim Applaus 2 Karten ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its fourth die is on the song: no more re-rolling this song.</source>
        <translation>Sein vierter Würfel liegt auf dem Song: kein Neuwürfeln mehr in diesem Song.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You placed a die: no more re-rolling, so it rolls no more.</source>
        <translation>Du hast einen Würfel gelegt: kein Neuwürfeln mehr, also würfelt er nicht mehr.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bridge: it marks the symbols under its dice: %1.</source>
        <translation>Die Bridge: Er markiert die Symbole unter seinen Würfeln: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Applause: %1 of its dice placed, so it discards %2 first.</source>
        <translation>Der Applaus: %1 seiner Würfel liegen, also wirft er zuerst %2 ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause: only %1 of its dice placed, so it discards nothing.</source>
        <translation>Der Applaus: nur %1 seiner Würfel liegen, also wirft er nichts ab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final Scoring: each of its symbol majorities over you is worth 10; you win only with more points.</source>
        <translation>Schlusswertung: Jede seiner Symbolmehrheiten gegen dich zählt 10; du gewinnst nur mit mehr Punkten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It discards %1 for a %2: its emptiest track with a card for it (%3 marked).</source>
        <translation>Er wirft %1 für ein %2 ab: seine leerste Leiste mit passender Karte (%3 markiert).</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+67"/>
        <source>Say something</source>
        <translation>Etwas sagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/timer.py" line="+63"/>
        <location line="+12"/>
        <source>Play!</source>
        <translation>Los!</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Timer %1</source>
        <translation>Timer %1</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+90"/>
        <source>The table stays hidden until they are ready.</source>
        <translation>Der Tisch bleibt verborgen, bis die nächste Person bereit ist.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m %1: show the table</source>
        <translation>Ich bin %1: Tisch zeigen</translation>
    </message>
</context>
<context>
    <name>DieItem</name>
    <message>
        <location filename="../desktop/roadie/ui/scene/dice_item.py" line="+329"/>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
</context>
<context>
    <name>DroppedSeat</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+52"/>
        <source>%1 dropped; their seat is held.</source>
        <translation>%1 ist weg; der Platz bleibt frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let a bot play</source>
        <translation>Bot spielen lassen</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/end_screen.py" line="+46"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-outs</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The session is over</source>
        <translation>Die Sitzung ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click a score (or press Enter on it) to see the rule and the moment it was earned.</source>
        <translation>Klick auf eine Punktzahl (oder Enter) zeigt ihre Regel und wann sie erzielt wurde.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Back to the launcher</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Song %1</source>
        <translation>Song %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Song by song: harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Song für Song: Harmonien · Solopunkte · markierte Symbole (aus Song und Solo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The boards as the game ended</source>
        <translation>Die Spielbretter bei Spielende</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
</context>
<context>
    <name>FinalBoards</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="+156"/>
        <source>Final boards</source>
        <translation>Spielbretter am Ende</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+127"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coming soon</source>
        <translation>demnächst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coming soon: not playable in this build.</source>
        <translation>Demnächst: In dieser Version noch nicht spielbar.</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/game_screen.py" line="+142"/>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores if the game ended now</source>
        <translation>Punktestand jetzt</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+74"/>
        <source>Undo my last action</source>
        <translation>Meine letzte Aktion rückgängig machen</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>What happened</source>
        <translation>Was bisher geschah</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show the side panel</source>
        <translation>Seitenleiste einblenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hide the side panel</source>
        <translation>Seitenleiste ausblenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+38"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 paused the game.</source>
        <translation>%1 hat das Spiel angehalten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play goes on in %1…</source>
        <translation>Weiter geht es in %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The clock and the bots wait. Press P or Resume to play on.</source>
        <translation>Uhr und Bots warten. P oder Weiter setzt das Spiel fort.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>End your turn now?</source>
        <translation>Deinen Zug jetzt beenden?</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Banked for good (%2): %1</source>
        <translation>Sicher verbucht (%2): %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="+10"/>
        <source>%1&apos;s projection %2 → %3: %4</source>
        <translation>Prognose für %1 %2 → %3: %4</translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="+178"/>
        <source>No game in progress: every game you start is kept here until it ends.</source>
        <translation>Keine Partie läuft: Jede Partie, die du beginnst, bleibt hier, bis sie endet.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Delete a game in progress</source>
        <translation>Laufende Partie löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress? It cannot be brought back.</source>
        <translation>Diese laufende Partie löschen? Sie lässt sich nicht zurückholen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="-77"/>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+48"/>
        <source>Wait for the countdown…</source>
        <translation>Warte auf den Countdown…</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+196"/>
        <source>Buy	B</source>
        <translation>Kaufen	B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for its reward	D</source>
        <translation>Für die Belohnung abwerfen	D</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put it back in the tray	H</source>
        <translation>Zurück in die Ablage legen	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold in your hand	H</source>
        <translation>In die Hand nehmen	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll this die	R</source>
        <translation>Diesen Würfel neu würfeln	R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock in on your board	L</source>
        <translation>Auf deinem Brett festlegen	L</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: make it %2</source>
        <translation>%1: auf %2 ändern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harmony space of row %1</source>
        <translation>Harmoniefeld von Reihe %1</translation>
    </message>
</context>
<context>
    <name>GigDiceLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/sentences.py" line="+48"/>
        <source>{name} took back their last action.</source>
        <translation>{name} hat die eigene letzte Aktion zurückgenommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolled a new {die} into their Gig area: {value}.</source>
        <translation>{name} hat einen neuen {die} in den eigenen Gig-Bereich gewürfelt: {value}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} rolled a new {die} into their fixer area: {value}.</source>
        <translation>{name} hat einen neuen {die} in den eigenen Fixer-Bereich gewürfelt: {value}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} re-rolled their {die}: {value}.</source>
        <translation>{name} hat den eigenen {die} neu gewürfelt: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} re-rolled {owner}&apos;s {die}: {value}.</source>
        <translation>{name} hat den {die} von {owner} neu gewürfelt: {value}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} removed their {die} from the table.</source>
        <translation>{name} hat den eigenen {die} vom Tisch entfernt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} removed {owner}&apos;s {die} from the table.</source>
        <translation>{name} hat den {die} von {owner} vom Tisch entfernt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} moved their {die} to their Gig area.</source>
        <translation>{name} hat den eigenen {die} in den Gig-Bereich verschoben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} moved their {die} to their fixer area.</source>
        <translation>{name} hat den eigenen {die} in den Fixer-Bereich verschoben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} increased their {die} from {before} to {after}.</source>
        <translation>{name} hat den eigenen {die} von {before} auf {after} erhöht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} increased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} hat den {die} von {owner} von {before} auf {after} erhöht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} decreased their {die} from {before} to {after}.</source>
        <translation>{name} hat den eigenen {die} von {before} auf {after} verringert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} decreased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} hat den {die} von {owner} von {before} auf {after} verringert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} set their {die} to {after}.</source>
        <translation>{name} hat den eigenen {die} auf {after} gesetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} set {owner}&apos;s {die} to {after}.</source>
        <translation>{name} hat den {die} von {owner} auf {after} gesetzt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} swapped their {mine} with {rival}&apos;s {theirs}.</source>
        <translation>{name} hat den eigenen {mine} mit dem {theirs} von {rival} getauscht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} stole {rival}&apos;s {die}.</source>
        <translation>{name} hat den {die} von {rival} gestohlen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {name}&apos;s turn.</source>
        <translation>Runde {round}: {name} ist am Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} ended the session.</source>
        <translation>{name} hat die Sitzung beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is played: the session is over.</source>
        <translation>Die letzte Runde ist gespielt: Die Sitzung ist vorbei.</translation>
    </message>
</context>
<context>
    <name>GlassBox</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+36"/>
        <location line="+41"/>
        <source>The Challenger, step by step</source>
        <translation>Der Challenger, Schritt für Schritt</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hover a step for its rule</source>
        <translation>Zeig auf einen Schritt für seine Regel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every step of The Challenger so far, with its rule</source>
        <translation>Jeder Schritt des Challengers bisher, mit seiner Regel</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+257"/>
        <source>Guided first game · %1 of %2</source>
        <translation>Geführtes erstes Spiel · %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/how_to_play.py" line="+36"/>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <location filename="../desktop/roadie/ui/kept_games.py" line="+24"/>
        <source>This game is open in another Roadie window: play it there, or close that window first.</source>
        <translation>Diese Partie ist in einem anderen Roadie-Fenster offen: Spiele sie dort weiter oder schließe zuerst jenes Fenster.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/keys_dialog.py" line="+47"/>
        <location line="+6"/>
        <source>Keyboard</source>
        <translation>Tastatursteuerung</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+292"/>
        <source>A table for music-themed board games, every rule checked.</source>
        <translation>Ein Tisch für Brettspiele rund um Musik – jede Regel geprüft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Remove the last seat</source>
        <translation>Letzten Platz entfernen</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Variants and content</source>
        <translation>Varianten und Inhalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the network…</source>
        <translation>Im Netzwerk spielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules…</source>
        <translation>Regeln lesen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every rule of this game, with Roadie&apos;s readings</source>
        <translation>Jede Regel dieses Spiels, mit Roadies Lesarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>So spielt man</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal, a round in pictures and how you score</source>
        <translation>Das Ziel, eine Runde in Bildern und wie gewertet wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guided first game</source>
        <translation>Geführtes erstes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn at the table, one step at a time, against a gentle bot</source>
        <translation>Am Tisch lernen, Schritt für Schritt, gegen einen sanften Bot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat one more player, human or bot</source>
        <translation>Einen weiteren Spieler setzen, Mensch oder Bot</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The cards and boards to play with</source>
        <translation>Die Karten und Spielbretter, mit denen gespielt wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same seed deals the same game again</source>
        <translation>Derselbe Seed ergibt wieder dasselbe Spiel</translation>
    </message>
    <message>
        <location line="+236"/>
        <source>Card %1 · %2 players · %3</source>
        <translation>Karte %1 · %2 Spieler · %3</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The Challenger</source>
        <translation>Der Challenger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs %1</source>
        <translation>gegen %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs %1, %2</source>
        <translation>gegen %1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent games</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 (damaged or missing)</source>
        <translation>%1 (beschädigt oder fehlt)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The player&apos;s name at the table</source>
        <translation>Der Name des Spielers am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A person at this computer, or a bot</source>
        <translation>Eine Person an diesem Computer oder ein Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How well the bot plays</source>
        <translation>Wie gut der Bot spielt</translation>
    </message>
    <message>
        <location line="+57"/>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="-207"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Content pack</source>
        <translation>Inhaltspaket</translation>
    </message>
    <message>
        <location line="-307"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+356"/>
        <source>Games in progress</source>
        <translation>Laufende Partien</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+248"/>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="+18"/>
        <location line="+1"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>Seed (optional)</source>
        <translation>Zufalls-Seed (optional)</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="-1"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>always on with %1 players</source>
        <translation>bei %1 Spielern immer dabei</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+251"/>
        <location line="+64"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+93"/>
        <source>Lobby · %1</source>
        <translation>Lobby · %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Others join at %1</source>
        <translation>Andere treten bei unter %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the lobby</source>
        <translation>Lobby schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take this seat</source>
        <translation>Diesen Platz nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stand up and watch</source>
        <translation>Aufstehen und zuschauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+112"/>
        <source>I&apos;m ready</source>
        <translation>Ich bin bereit</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Table chat</source>
        <translation>Tisch-Chat</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watching: %1</source>
        <translation>Zuschauer: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · host</source>
        <translation> · Gastgeber</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 bot</source>
        <translation>%1 · Bot %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kept for %1 · invite code %2</source>
        <translation>frei für %1 · Einladungscode %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept for %1</source>
        <translation>freigehalten für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Content pack</source>
        <translation>Inhaltspaket</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game&apos;s defaults</source>
        <translation>die Standardoptionen des Spiels</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ready ✔</source>
        <translation>Bereit ✔</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/roadie/ui/main_window.py" line="-218"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the &amp;network…</source>
        <translation>Im &amp;Netzwerk spielen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last action</source>
        <translation>Meine letzte Aktion &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Teaching mode</source>
        <translation>&amp;Lernmodus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;How to play</source>
        <translation>&amp;So spielt man</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführtes erstes Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatursteuerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Roadie</source>
        <translation>Ü&amp;ber Roadie</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Your settings file was damaged, so Roadie starts with its usual settings. The old file was kept as %1.</source>
        <translation>Deine Einstellungsdatei war beschädigt, daher startet Roadie mit den üblichen Einstellungen. Die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Autosave failed (%1); the game goes on and saving is tried again after your next action.</source>
        <translation>Automatische Sicherung fehlgeschlagen (%1); das Spiel geht weiter, und nach deiner nächsten Aktion wird erneut gespeichert.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress to continue.</source>
        <translation>Es gibt keine laufende Partie zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The latest autosave is damaged (%1); the one before it was loaded: your last action may be missing.</source>
        <translation>Die letzte automatische Sicherung ist beschädigt (%1); die davor wurde geladen: Deine letzte Aktion fehlt vielleicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Ctrl+N: new game · Ctrl+O: open · Ctrl+S: save · F1: the rules</source>
        <translation>Ctrl+N: neues Spiel · Ctrl+O: öffnen · Ctrl+S: speichern · F1: die Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <location line="-785"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Roadie-Spielstände (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+697"/>
        <source>Roadie lost the focus.</source>
        <translation>Roadie hat den Fokus verloren.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;A desktop table for music-themed board games, with every rule enforced.</source>
        <translation>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;Ein Desktop-Tisch für Brettspiele rund um Musik, bei dem jede Regel eingehalten wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Roadie</source>
        <translation>Über Roadie</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../desktop/roadie/ui/controller.py" line="+190"/>
        <source>The network game did not take your move: {reason}</source>
        <translation>Das Netzwerkspiel hat deinen Zug nicht angenommen: {reason}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../desktop/roadie/net/client.py" line="+94"/>
        <source>The host runs another version of Roadie.</source>
        <translation>Der Host verwendet eine andere Roadie-Version.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The room password is wrong.</source>
        <translation>Das Raumpasswort ist falsch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken (join as a spectator to watch).</source>
        <translation>Alle Plätze an diesem Tisch sind belegt (tritt als Zuschauer bei, um zuzusehen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That invite code is not one the host gave out.</source>
        <translation>Diesen Einladungscode hat der Gastgeber nicht vergeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is busy with other connections: try again.</source>
        <translation>Der Gastgeber ist mit anderen Verbindungen beschäftigt: versuch es noch einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the game.</source>
        <translation>Der Host beendet das Spiel.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The host stopped answering (nothing for %1 s).</source>
        <translation>Der Host antwortet nicht mehr (seit %1 s nichts).</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+20"/>
        <source>The host sent something Roadie cannot read.</source>
        <translation>Der Host hat etwas gesendet, das Roadie nicht lesen kann.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>That game has not begun yet: join its lobby.</source>
        <translation>Dieses Spiel hat noch nicht begonnen: Tritt seiner Lobby bei.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>The host gave this seat to someone else.</source>
        <translation>Der Host hat diesen Platz jemand anderem gegeben.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The host turned this peer away.</source>
        <translation>Der Host hat diese Verbindung abgewiesen.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot listen for tables on port %1: %2</source>
        <translation>Auf Port %1 kann nicht nach Tischen gesucht werden: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/failures.py" line="+17"/>
        <source>The connection was refused: is a game hosted there?</source>
        <translation>Die Verbindung wurde abgelehnt: Wird dort ein Spiel gehostet?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection.</source>
        <translation>Der Host hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No computer has that address.</source>
        <translation>Kein Computer hat diese Adresse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection timed out.</source>
        <translation>Die Verbindung hat zu lange gedauert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network cannot be reached.</source>
        <translation>Das Netzwerk ist nicht erreichbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That port is in use already.</source>
        <translation>Dieser Port ist schon belegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie may not use that port.</source>
        <translation>Roadie darf diesen Port nicht verwenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network connection failed.</source>
        <translation>Die Netzwerkverbindung ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="+352"/>
        <source>Cannot host on port %1: %2</source>
        <translation>Auf Port %1 kann nicht gehostet werden: %2</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="+162"/>
        <source>Play on the network</source>
        <translation>Im Netzwerk spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the launcher</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host a game</source>
        <translation>Ein Spiel eröffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with the options and seats set up on the launcher. Say who each seat is for:</source>
        <translation>%1, mit den Optionen und Plätzen aus dem Startbildschirm. Gib an, für wen jeder Platz ist:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat 1</source>
        <translation>Platz 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name: the first seat is yours</source>
        <translation>Dein Name: Der erste Platz gehört dir</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>You, the host</source>
        <translation>Du, der Gastgeber</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any free port</source>
        <translation>ein beliebiger freier Port</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+79"/>
        <source>Room password</source>
        <translation>Raum-Passwort</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+76"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Host from a save…</source>
        <translation>Aus Spielstand hosten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host went down? Host its game again from the autosave: the players rejoin their seats.</source>
        <translation>Der Host ist ausgefallen? Das Spiel aus dem automatischen Spielstand erneut hosten: Die Spieler kehren auf ihre Plätze zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the lobby</source>
        <translation>Lobby öffnen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Host a game again from a save</source>
        <translation>Ein Spiel aus einem Spielstand erneut hosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Roadie-Spielstände (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables… none found yet; type the host&apos;s address below.</source>
        <translation>Suche nach Tischen… noch keiner gefunden; gib unten die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>if the host kept a seat for you</source>
        <translation>falls der Gastgeber dir einen Platz freihält</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only watch (a spectator sees what everyone sees)</source>
        <translation>Nur zuschauen (Zuschauer sehen, was alle sehen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — %2 · in play · %3 open seats, %4 held for players who dropped</source>
        <translation>%1 — %2 · läuft · %3 freie Plätze, %4 für ausgestiegene Spieler freigehalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2 · %3 open seats</source>
        <translation>%1 — %2 · freie Plätze: %3</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+71"/>
        <source>Tables cannot be found automatically (%1): type the host&apos;s address.</source>
        <translation>Tische können nicht automatisch gefunden werden (%1): Gib die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Hosting again at %1: the players rejoin their seats.</source>
        <translation>Erneut gehostet unter %1: Die Spieler kehren auf ihre Plätze zurück.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 dropped.</source>
        <translation>%1 ist weg.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A %1 bot plays for %2 until they are back.</source>
        <translation>Ein Bot (%1) spielt für %2, bis sie zurück sind.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is back.</source>
        <translation>%1 ist zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining %1:%2…</source>
        <translation>Verbinde mit %1:%2…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The host is gone (%1). It may host the game again: rejoining…</source>
        <translation>Der Host ist weg (%1). Vielleicht hostet er das Spiel erneut: Wiederbeitritt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The network game stopped: %1</source>
        <translation>Das Netzwerkspiel wurde beendet: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host is back: you have your seat again.</source>
        <translation>Der Host ist zurück: Du hast deinen Platz wieder.</translation>
    </message>
</context>
<context>
    <name>NotWritten</name>
    <message>
        <location filename="../desktop/roadie/ui/not_written.py" line="+21"/>
        <source>The disk is full, so the game could not be saved. Free some space on it and try again.</source>
        <translation>Der Datenträger ist voll, daher konnte das Spiel nicht gespeichert werden. Schaffe dort etwas Platz und versuche es erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie may not write to %1, so the game could not be saved.</source>
        <translation>Roadie darf nicht in %1 schreiben, daher konnte das Spiel nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+37"/>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>PlanRow</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="-223"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to anyone</source>
        <translation>Offen für alle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for</source>
        <translation>Freigehalten für</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>their name</source>
        <translation>Name der Person</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bot&apos;s name</source>
        <translation>Name des Bots</translation>
    </message>
</context>
<context>
    <name>ProgressRow</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-108"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in progress (damaged)</source>
        <translation>Eine laufende Partie (beschädigt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue tries the autosave before it.</source>
        <translation>Fortsetzen versucht die Sicherung davor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress (you are asked first)</source>
        <translation>Diese laufende Partie löschen (mit Rückfrage)</translation>
    </message>
</context>
<context>
    <name>PromptCard</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+66"/>
        <source>Leave guide</source>
        <translation>Anleitung verlassen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F6: between the guide and the board</source>
        <translation>F6: zwischen Anleitung und Spielbrett</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
</context>
<context>
    <name>RejoinOffers</name>
    <message>
        <location filename="../desktop/roadie/ui/rejoin_offers.py" line="+88"/>
        <source>Rejoin %1 at %2</source>
        <translation>Zurück zu %1 bei %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take your seat back (seat %1, as %2)</source>
        <translation>Deinen Platz zurücknehmen (Platz %1, als %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="+110"/>
        <source>Take it to the Bridge! (%1)</source>
        <translation>Ab in die Bridge! (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Song: %1 places 2 dice (Initiative order)</source>
        <translation>Der Song: %1 setzt 2 Würfel (Initiativreihenfolge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Song: place your dice</source>
        <translation>Der Song: Platziere deine Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Song: lock your dice in</source>
        <translation>Der Song: Leg deine Würfel fest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge: solos</source>
        <translation>Die Bridge: Soli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Applause: %1</source>
        <translation>Der Applaus: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Row %1 · Harmony space</source>
        <translation>Reihe %1 · Harmoniefeld</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1, space %2</source>
        <translation>Reihe %1, Feld %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SONG %1/%2</source>
        <translation>SONG %1/%2</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1&apos;s die</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>placed last</source>
        <translation>zuletzt gesetzt</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>RE-ROLL</source>
        <translation>NEUWURF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HAND</source>
        <translation>HAND</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LOCKED</source>
        <translation>FEST</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s die showing %2</source>
        <translation>Würfel von %1, zeigt %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Harmonies per song</source>
        <translation>Harmonien pro Song</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience cards bought: %1</source>
        <translation>Gekaufte Publikumskarten: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>RIVAL</source>
        <translation>GEGNER</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s dice</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dice</source>
        <translation>Deine Würfel</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>late re-rolls: %1</source>
        <translation>späte Neuwürfe: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more re-rolls: place your dice</source>
        <translation>kein Neuwürfeln mehr: Setz deine Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge called: no more re-rolls</source>
        <translation>Bridge ausgerufen: kein Neuwürfeln mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no space for your dice: use a Notation symbol, or leave them</source>
        <translation>kein Platz für deine Würfel: Setz ein Notationssymbol ein oder lass sie weg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all your dice are on the song</source>
        <translation>alle deine Würfel liegen auf dem Song</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your dice are locked in on your board</source>
        <translation>deine Würfel sind auf deinem Brett festgelegt</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Hot-seat: show and play %1&apos;s dice and board (Ctrl+%2).</source>
        <translation>Hot-Seat: Würfel und Brett von %1 zeigen und spielen (Ctrl+%2).</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Festlegen: Zieh einen Würfel hierher  (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked in</source>
        <translation>Festgelegt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Re-roll %1 selected  (R)</source>
        <translation>%1 ausgewählte neu würfeln  (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll all  (R)</source>
        <translation>Alle neu würfeln  (R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>select</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>EARLY</source>
        <translation>FRÜH</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LATE</source>
        <translation>SPÄT</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not used in this game</source>
        <translation>in diesem Spiel nicht verwendet</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set list</source>
        <translation>Setlist</translation>
    </message>
</context>
<context>
    <name>RockHardContent</name>
    <message>
        <location filename="content_strings.py" line="+1"/>
        <source>Rehearsal Studio A</source>
        <translation>Proberaum A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Chops. Open Day and Night.</source>
        <translation>$1: +1 Chops. Offen bei Tag und Nacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studio B</source>
        <translation>Proberaum B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +2 Chops. Open Day and Night (Night only on the 2-3 player side).</source>
        <translation>$2: +2 Chops. Offen bei Tag und Nacht (auf der Seite für 2-3 Spieler nur nachts).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Interview</source>
        <translation>Radiointerview</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: +1 Reputation.</source>
        <translation>Gratis: +1 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($3)</source>
        <translation>Indie-Promo anheuern ($3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Record Deal. $3: +2 Reputation, +2 Fame.</source>
        <translation>Braucht einen Plattendeal. $3: +2 Ruf, +2 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($2)</source>
        <translation>Indie-Promo anheuern ($2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Demo Tape or a Record Deal. $2: +2 Reputation, +1 Fame.</source>
        <translation>Braucht ein Demotape oder einen Plattendeal. $2: +2 Ruf, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Publicist</source>
        <translation>Pressesprecher anheuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Reputation, +1 Fame.</source>
        <translation>$1: +1 Ruf, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (1st space)</source>
        <translation>Crew anheuern (1. Feld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1/$3/$5 for your 1st/2nd/3rd Crew.</source>
        <translation>$1/$3/$5 für deine 1./2./3. Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (2nd space)</source>
        <translation>Crew anheuern (2. Feld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2/$4/$6 for your 1st/2nd/3rd Crew.</source>
        <translation>$2/$4/$6 für deine 1./2./3. Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (3rd space)</source>
        <translation>Crew anheuern (3. Feld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3/$5/$7 for your 1st/2nd/3rd Crew.</source>
        <translation>$3/$5/$7 für deine 1./2./3. Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (4th space)</source>
        <translation>Crew anheuern (4. Feld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4/$6/$8 for your 1st/2nd/3rd Crew.</source>
        <translation>$4/$6/$8 für deine 1./2./3. Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Company</source>
        <translation>Plattenfirma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Tape or Record Contract and the stats of a better Royalty tier: sign or renegotiate.</source>
        <translation>Demotape oder Plattenvertrag und die Werte einer besseren Tantiemenstufe: unterschreiben oder nachverhandeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Erholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off, Craving -1.</source>
        <translation>Unterzucker aus, Heißhunger -1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s</source>
        <translation>TJ&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 3. Free: +1 Reputation, +1 Fame.</source>
        <translation>Chops 3. Gratis: +1 Ruf, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den</source>
        <translation>Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reputation 3. Free: +1 Chops, +1 Fame.</source>
        <translation>Ruf 3. Gratis: +1 Chops, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig</source>
        <translation>Zufallsgig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This month&apos;s Random Gig card.</source>
        <translation>Die Zufallsgig-Karte dieses Monats.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (headliner)</source>
        <translation>Panda Palace (Headliner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. Free: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Chops 4/Ruf 5, Songs 3, 1 Crew. Gratis: +1 Chops/Ruf, +3 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (opener)</source>
        <translation>Panda Palace (Vorband)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. $1: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Chops 4/Ruf 5, Songs 3, 1 Crew. $1: +1 Chops/Ruf, +3 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (headliner)</source>
        <translation>Yenser Arena (Headliner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. Free: +6 Fame.</source>
        <translation>Chops 6, Ruf 8, Songs 5, 2 Crew. Gratis: +6 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (middle)</source>
        <translation>Yenser Arena (Mitte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. $1: +1 Chops/Reputation, +5 Fame.</source>
        <translation>Chops 6, Ruf 8, Songs 5, 2 Crew. $1: +1 Chops/Ruf, +5 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (opener)</source>
        <translation>Yenser Arena (Vorband)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (headliner)</source>
        <translation>Carter Stadium (Headliner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $3: +3 Chops/Reputation, +8 Fame.</source>
        <translation>Chops+Ruf 19, Songs 8, 3 Crew, Plattendeal. $3: +3 Chops/Ruf, +8 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (2nd)</source>
        <translation>Carter Stadium (2.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +2 Chops, +1 Reputation, +8 Fame.</source>
        <translation>Chops+Ruf 19, Songs 8, 3 Crew, Plattendeal. $2: +2 Chops, +1 Ruf, +8 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (3rd)</source>
        <translation>Carter Stadium (3.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops, +2 Reputation, +8 Fame.</source>
        <translation>Chops+Ruf 19, Songs 8, 3 Crew, Plattendeal. $2: +1 Chops, +2 Ruf, +8 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (4th)</source>
        <translation>Carter Stadium (4.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops/Reputation, +8 Fame.</source>
        <translation>Chops+Ruf 19, Songs 8, 3 Crew, Plattendeal. $2: +1 Chops/Ruf, +8 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (open)</source>
        <translation>Carter Stadium (offen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. Free: +10 Fame.</source>
        <translation>Chops+Ruf 19, Songs 8, 3 Crew, Plattendeal. Gratis: +10 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Bed Early</source>
        <translation>Früh ins Bett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action this phase, no Candy. First to bed plays first next month.</source>
        <translation>In dieser Phase keine andere Aktion, kein Candy. Wer zuerst im Bett ist, spielt im nächsten Monat zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 1</source>
        <translation>Tonstudio 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3: a Demo Tape.</source>
        <translation>$3: ein Demotape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 2</source>
        <translation>Tonstudio 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4: a Demo Tape.</source>
        <translation>$4: ein Demotape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backstage</source>
        <translation>Backstage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Backstage card, sets.</source>
        <translation>Szenetreff: der Ruhm des Hotspot-Markers, eine Backstage-Karte, Sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s</source>
        <translation>Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Hoover&apos;s card, sets.</source>
        <translation>Szenetreff: der Ruhm des Hotspot-Markers, eine Hoover&apos;s-Karte, Sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bud&apos;s</source>
        <translation>Bud&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Bud&apos;s card, sets.</source>
        <translation>Szenetreff: der Ruhm des Hotspot-Markers, eine Bud&apos;s-Karte, Sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jax</source>
        <translation>Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Jax card, sets.</source>
        <translation>Szenetreff: der Ruhm des Hotspot-Markers, eine Jax-Karte, Sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slinky&apos;s</source>
        <translation>Slinky&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Slinky&apos;s card, sets.</source>
        <translation>Szenetreff: der Ruhm des Hotspot-Markers, eine Slinky&apos;s-Karte, Sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work</source>
        <translation>Arbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your Job&apos;s shift, once a round: your pay.</source>
        <translation>In der Schicht deines Jobs, einmal pro Runde: dein Lohn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or Sell Candy</source>
        <translation>Candy kaufen oder verkaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to 3 Candy at $1 each.</source>
        <translation>Kauf oder verkauf bis zu 3 Candy zu je $1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donate Blood</source>
        <translation>Blut spenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1.</source>
        <translation>+$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a Song</source>
        <translation>Song schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs.</source>
        <translation>+1 Songs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songbook</source>
        <translation>Songbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 7 Songs.</source>
        <translation>Erreiche 7 Songs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed!</source>
        <translation>Unter Vertrag!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get a Record Deal.</source>
        <translation>Hol dir einen Plattendeal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit Single</source>
        <translation>Hitsingle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach Royalty tier 2.</source>
        <translation>Erreiche Tantiemenstufe 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Rat</source>
        <translation>Studioratte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearse 4 times.</source>
        <translation>Probe 4-mal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prolific</source>
        <translation>Produktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Songs.</source>
        <translation>Spielende: die meisten Songs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Charts</source>
        <translation>Spitze der Charts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: highest Royalty tier.</source>
        <translation>Spielende: die höchste Tantiemenstufe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunesmith</source>
        <translation>Liederschmied</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most songs written.</source>
        <translation>Spielende: die meisten geschriebenen Songs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtuoso</source>
        <translation>Virtuose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops.</source>
        <translation>Spielende: die meisten Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Warrior</source>
        <translation>Tourkrieger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 4 Gigs.</source>
        <translation>Spiel 4 Gigs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Regular</source>
        <translation>Panda-Stammgast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace twice.</source>
        <translation>Spiel zweimal im Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Crew</source>
        <translation>Volle Crew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have 3 Crew.</source>
        <translation>Hab 3 Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shredder</source>
        <translation>Shredder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Chops.</source>
        <translation>Erreiche 8 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardest Working Band</source>
        <translation>Die fleißigste Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Gigs.</source>
        <translation>Spielende: die meisten Gigs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Presence</source>
        <translation>Bühnenpräsenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops plus Reputation.</source>
        <translation>Spielende: die meisten Chops plus Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest Crew</source>
        <translation>Größte Crew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Crew.</source>
        <translation>Spielende: die meiste Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oddball Circuit</source>
        <translation>Schräge Tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Random Gigs.</source>
        <translation>Spielende: die meisten Zufallsgigs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk of the Town</source>
        <translation>Stadtgespräch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Reputation.</source>
        <translation>Erreiche 8 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hired Help</source>
        <translation>Angeheuerte Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 4 Hire actions.</source>
        <translation>Führ 4 Anheuer-Aktionen aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenester</source>
        <translation>Szenegänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out 5 times.</source>
        <translation>Geh 5-mal abhängen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Been There</source>
        <translation>Schon erlebt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score a set of Life Experiences.</source>
        <translation>Werte ein Set aus Lebenserfahrungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Household Name</source>
        <translation>Bekannter Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Reputation.</source>
        <translation>Spielende: der meiste Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Owl</source>
        <translation>Nachteule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hang Outs.</source>
        <translation>Spielende: die meisten Szenetreffs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Spender</source>
        <translation>Spendierhosen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hire actions.</source>
        <translation>Spielende: die meisten Anheuer-Aktionen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jet Set</source>
        <translation>Jetset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Glamour cards.</source>
        <translation>Spielende: die meisten Glamour-Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire</source>
        <translation>Doc Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep you may give one of your 3 Sapphire tokens to another player (their extra action next turn) and gain 1 Fame.</source>
        <translation>In der Vorbereitung darfst du einen deiner 3 Sapphire-Marker einem anderen Spieler geben (seine Extra-Aktion im nächsten Zug) und 1 Ruhm erhalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboards</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shere Darling</source>
        <translation>Shere Darling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: play a Gig on a space someone holds.</source>
        <translation>Einmal pro Spiel: einen Gig auf einem besetzten Feld spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Gesang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rafael Santiago</source>
        <translation>Rafael Santiago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one extra action at Night.</source>
        <translation>Einmal pro Spiel: eine Extra-Aktion in der Nacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead guitar</source>
        <translation>Leadgitarre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yolanda Delacroix</source>
        <translation>Yolanda Delacroix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: $3 off a Hire action.</source>
        <translation>Einmal pro Spiel: $3 Rabatt auf eine Anheuer-Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Bass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eric Fairchild</source>
        <translation>Eric Fairchild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one more extra action when you consume Candy.</source>
        <translation>Einmal pro Spiel: eine weitere Extra-Aktion, wenn du Candy konsumierst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Schlagzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kimmy Kim</source>
        <translation>Kimmy Kim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: re-roll a Candy roll that would turn your Low Sugar on.</source>
        <translation>Einmal pro Runde: einen Candy-Wurf neu würfeln, der dich unterzuckern würde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhythm guitar</source>
        <translation>Rhythmusgitarre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lisa Boyd</source>
        <translation>Lisa Boyd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 to a Candy roll that would turn your Low Sugar on.</source>
        <translation>Einmal pro Runde: +1 auf einen Candy-Wurf, der dich unterzuckern würde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxofon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo Love</source>
        <translation>Leo Love</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you Hang Out.</source>
        <translation>Einmal pro Runde: +1 Ruhm, wenn du abhängst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donovan Sterling</source>
        <translation>Donovan Sterling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat of you.</source>
        <translation>Gigs verlangen von dir bei jedem Wert 1 weniger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosa Quintero</source>
        <translation>Rosa Quintero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Songs when you Rehearse.</source>
        <translation>Einmal pro Runde: +1 Songs, wenn du probst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percussion</source>
        <translation>Percussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beautiful Weather</source>
        <translation>Schönes Wetter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outdoor shows! Each Limited Gig space holds two standees this month (never a Hire Crew space).</source>
        <translation>Open-Air-Konzerte! Jedes begrenzte Gig-Feld fasst diesen Monat zwei Aufsteller (nie ein Feld „Crew anheuern“).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Flood</source>
        <translation>Überflutetes Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio B is under water: covered this month.</source>
        <translation>Studio B steht unter Wasser: diesen Monat abgedeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DJ Strike</source>
        <translation>DJ-Streik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Radio Interviews this month.</source>
        <translation>Keine Radiointerviews in diesem Monat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Shake-up</source>
        <translation>Umbruch beim Label</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company is closed this month.</source>
        <translation>Die Plattenfirma ist diesen Monat geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payola Scandal</source>
        <translation>Payola-Skandal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The $3 Indie Promo space is covered this month.</source>
        <translation>Das Feld Indie-Promo für $3 ist diesen Monat abgedeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s Renovation</source>
        <translation>Umbau im Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s is closed this month.</source>
        <translation>Das Hoover&apos;s ist diesen Monat geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Union Dispute</source>
        <translation>Gewerkschaftsstreit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cheapest Hire Crew space is covered this month.</source>
        <translation>Das billigste Feld „Crew anheuern“ ist diesen Monat abgedeckt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat Wave</source>
        <translation>Hitzewelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candy melts: everyone loses 1 Candy.</source>
        <translation>Candy schmilzt: Alle verlieren 1 Candy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Refund</source>
        <translation>Steuerrückzahlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains $2.</source>
        <translation>Alle erhalten $2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Feature</source>
        <translation>Magazinartikel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Reputation.</source>
        <translation>Alle erhalten 1 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halloween</source>
        <translation>Halloween</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Candy.</source>
        <translation>Alle erhalten 1 Candy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flu Season</source>
        <translation>Grippezeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone loses 1 Chops.</source>
        <translation>Alle verlieren 1 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punk Explosion</source>
        <translation>Punk-Explosion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat this month.</source>
        <translation>Gigs verlangen diesen Monat bei jedem Wert 1 weniger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriting Contest</source>
        <translation>Songwriting-Wettbewerb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Fame when you Write a Song.</source>
        <translation>Einmal in diesem Monat: +1 Ruhm, wenn du einen Song schreibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout in Town</source>
        <translation>Talentscout in der Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Reputation when you play a Gig.</source>
        <translation>Einmal in diesem Monat: +1 Ruf, wenn du einen Gig spielst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Fan</source>
        <translation>Panda-Fan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace 3 times.</source>
        <translation>Spiel 3-mal im Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s Regular</source>
        <translation>TJ&apos;s-Stammgast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play TJ&apos;s 3 times.</source>
        <translation>Spiel 3-mal im TJ&apos;s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den Favourite</source>
        <translation>Liebling im Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Fox Den 3 times.</source>
        <translation>Spiel 3-mal im Fox Den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere, Anytime</source>
        <translation>Überall, jederzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 3 Random Gigs.</source>
        <translation>Spiel 3 Zufallsgigs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groupie Magnet</source>
        <translation>Groupie-Magnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out Backstage 3 times.</source>
        <translation>Häng 3-mal Backstage ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen at Jax</source>
        <translation>Gesehen im Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out at Jax 3 times.</source>
        <translation>Häng 3-mal im Jax ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entourage</source>
        <translation>Entourage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 3 Hire actions.</source>
        <translation>Führ 3 Anheuer-Aktionen aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Tooth</source>
        <translation>Naschkatze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consume Candy 3 times.</source>
        <translation>Konsumiere 3-mal Candy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriter</source>
        <translation>Songwriter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Songs.</source>
        <translation>Erreiche 9 Songs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Hero</source>
        <translation>Gitarrenheld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Chops.</source>
        <translation>Erreiche 9 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend in the Making</source>
        <translation>Legende im Werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Reputation.</source>
        <translation>Erreiche 9 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nest Egg</source>
        <translation>Notgroschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold $12.</source>
        <translation>Besitze $12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Crew</source>
        <translation>Roadcrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renegotiator</source>
        <translation>Nachverhandler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Life of the Party</source>
        <translation>Partykönig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score 2 sets of Life Experiences.</source>
        <translation>Werte 2 Sets aus Lebenserfahrungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena Rock</source>
        <translation>Arenarock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Yenser Arena.</source>
        <translation>Spiel in der Yenser Arena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooked</source>
        <translation>Süchtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 3 or higher.</source>
        <translation>Spielende: Heißhunger 3 oder mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean Living</source>
        <translation>Clean</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 0.</source>
        <translation>Spielende: Heißhunger 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money in the Bank</source>
        <translation>Geld auf der Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: $10 or more.</source>
        <translation>Spielende: $10 oder mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Employee of the Month</source>
        <translation>Mitarbeiter des Monats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: no Missed Work tokens.</source>
        <translation>Spielende: keine Fehlschicht-Marker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stash</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 4 Candy or more.</source>
        <translation>Spielende: 4 Candy oder mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romantiker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Romance cards.</source>
        <translation>Spielende: 3 Romantik-Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fun Lover</source>
        <translation>Spaßvogel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Fun cards.</source>
        <translation>Spielende: 3 Spaß-Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Crawler</source>
        <translation>Nachtschwärmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 6 Hang Outs or more.</source>
        <translation>Spielende: 6 Szenetreffs oder mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Song</source>
        <translation>Liebeslied</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs</source>
        <translation>+1 Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Couple</source>
        <translation>Traumpaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation</source>
        <translation>+1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muse</source>
        <translation>Muse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo Together</source>
        <translation>Gemeinsames Foto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heartbreak Ballad</source>
        <translation>Herzschmerz-Ballade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whispers</source>
        <translation>Geflüster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duet Offer</source>
        <translation>Duett-Angebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +1 Songs</source>
        <translation>+1 Ruf / +1 Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow Dance</source>
        <translation>Engtanz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixtape</source>
        <translation>Mixtape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roses</source>
        <translation>Rosen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dinner Date</source>
        <translation>Abendessen zu zweit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Songs</source>
        <translation>du darfst $1 zahlen für +2 Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weekend Away</source>
        <translation>Wochenende weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Songs, +1 Reputation</source>
        <translation>du darfst $2 zahlen für +2 Songs, +1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Gift</source>
        <translation>Süßes Geschenk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Reputation</source>
        <translation>du darfst 1 Candy zahlen für +2 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candlelight</source>
        <translation>Kerzenschein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Songs</source>
        <translation>du darfst 1 Candy zahlen für +2 Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabloid Romance</source>
        <translation>Klatschpresse-Romanze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, -1 Chops</source>
        <translation>+2 Ruf, -1 Chops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sleepless Night</source>
        <translation>Schlaflose Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, -1 Chops</source>
        <translation>+2 Songs, -1 Chops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind Date</source>
        <translation>Blind Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Songs; 3: +1 Songs; 4: +1 Reputation; 5: +1 Reputation; 6: +2 Reputation</source>
        <translation>Wurf: 1: -1 Ruf; 2: +1 Songs; 3: +1 Songs; 4: +1 Ruf; 5: +1 Ruf; 6: +2 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Letter</source>
        <translation>Liebesbrief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Songs; 2: +1 Songs; 3: +1 Songs; 4: +2 Songs; 5: +2 Songs; 6: +3 Songs</source>
        <translation>Wurf: 1: +1 Songs; 2: +1 Songs; 3: +1 Songs; 4: +2 Songs; 5: +2 Songs; 6: +3 Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serenade</source>
        <translation>Ständchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Reputation</source>
        <translation>+1 Songs, +1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jealous Ex</source>
        <translation>Eifersüchtige Ex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation</source>
        <translation>-1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>Gratisproben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy</source>
        <translation>+1 Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomless Bowl</source>
        <translation>Bodenlose Schüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinball Wizard</source>
        <translation>Flipperkönig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2</source>
        <translation>+$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Square Meal</source>
        <translation>Ordentliche Mahlzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hot meal at last: Low Sugar is off.</source>
        <translation>Endlich eine warme Mahlzeit: Unterzucker aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You catch your breath: take 1 extra action.</source>
        <translation>Du kommst wieder zu Atem: Führ 1 Extra-Aktion aus.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Just a good time.</source>
        <translation>Einfach eine gute Zeit.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Second Wind</source>
        <translation>Zweiter Atem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candy Jar</source>
        <translation>Bonbonglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Favors</source>
        <translation>Partygeschenke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy / +$2</source>
        <translation>+1 Candy / +$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Contest</source>
        <translation>Tanzwettbewerb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Karaoke</source>
        <translation>Karaoke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bulk Buy</source>
        <translation>Großeinkauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Candy</source>
        <translation>du darfst $1 zahlen für +2 Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vending Machine</source>
        <translation>Automat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar High</source>
        <translation>Zuckerrausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +1 Craving</source>
        <translation>+1 Candy, +1 Heißhunger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Nighter</source>
        <translation>Durchgemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Candy, +1 Craving</source>
        <translation>+2 Candy, +1 Heißhunger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet on the Game</source>
        <translation>Wette aufs Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -$2; 2: -$1; 3: +$1; 4: +$2; 5: +$3; 6: +$4</source>
        <translation>Wurf: 1: -$2; 2: -$1; 3: +$1; 4: +$2; 5: +$3; 6: +$4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claw Machine</source>
        <translation>Greifautomat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: nothing; 2: nothing; 3: +1 Candy; 4: +1 Candy; 5: +2 Candy; 6: +2 Candy</source>
        <translation>Wurf: 1: nichts; 2: nichts; 3: +1 Candy; 4: +1 Candy; 5: +2 Candy; 6: +2 Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round on the House</source>
        <translation>Runde aufs Haus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1, +1 Fame</source>
        <translation>+$1, +1 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spilled Drinks</source>
        <translation>Verschüttete Drinks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$1</source>
        <translation>-$1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost Wallet</source>
        <translation>Verlorene Brieftasche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$2</source>
        <translation>-$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Deal</source>
        <translation>Gutes Geschäft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +$3</source>
        <translation>du darfst 1 Candy zahlen für +$3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Happy Hour</source>
        <translation>Happy Hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +$1</source>
        <translation>+1 Candy, +$1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Connection</source>
        <translation>Studiokontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group studio, amount 2)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Rabatt (Gruppe Studio, Betrag 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie Friend</source>
        <translation>Roadie-Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group crew, amount 2)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Rabatt (Gruppe Crew, Betrag 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promo Man&apos;s Card</source>
        <translation>Visitenkarte des Promoters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group indie, amount 2)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Rabatt (Gruppe Indie, Betrag 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire at Cost</source>
        <translation>Anheuern zum Selbstkostenpreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group hire, amount 1)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Rabatt (Gruppe Anheuern, Betrag 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guest List</source>
        <translation>Gästeliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 2)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Erleichterung (Gruppe Gig, Betrag 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booking Agent</source>
        <translation>Booking-Agent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 1)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Erleichterung (Gruppe Gig, Betrag 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lawyer&apos;s Advice</source>
        <translation>Rat vom Anwalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 1)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Erleichterung (Gruppe Plattendeal, Betrag 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;R Lunch</source>
        <translation>Mittagessen mit dem A&amp;R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 2)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Erleichterung (Gruppe Plattendeal, Betrag 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Booking</source>
        <translation>Doppelbuchung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group gig)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: teilen (Gruppe Gig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Time Swap</source>
        <translation>Studiozeit getauscht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group studio)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: teilen (Gruppe Studio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Kit</source>
        <translation>Pressemappe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group gig)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Bonus (Gruppe Gig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Credit</source>
        <translation>Session-Guthaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group studio)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Bonus (Gruppe Studio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early Call</source>
        <translation>Früher Termin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase day)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Extra-Aktion (Phase Tag)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late Show</source>
        <translation>Spätvorstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase night)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Extra-Aktion (Phase Nacht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Demo</source>
        <translation>Gratis-Demo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Demo Tape</source>
        <translation>ein Demotape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan Shark</source>
        <translation>Kredithai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, -1 Reputation</source>
        <translation>+$3, -1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Card</source>
        <translation>Visitenkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor</source>
        <translation>Investor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +1 Crew</source>
        <translation>du darfst $2 zahlen für +1 Crew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Networking</source>
        <translation>Networking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +$2</source>
        <translation>+1 Ruf / +$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract Review</source>
        <translation>Vertragsprüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group record-deal)</source>
        <translation>offen behalten: ab nächstem Monat, einmal: Bonus (Gruppe Plattendeal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paparazzi</source>
        <translation>Paparazzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame</source>
        <translation>+1 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Carpet</source>
        <translation>Roter Teppich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VIP Table</source>
        <translation>VIP-Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gossip Column</source>
        <translation>Klatschspalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dress to Impress</source>
        <translation>Schick gemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name Drop</source>
        <translation>Namedropping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover Shoot</source>
        <translation>Cover-Shooting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autographs</source>
        <translation>Autogramme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame / +1 Reputation</source>
        <translation>+1 Ruhm / +1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flash Bulbs</source>
        <translation>Blitzlichter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Rope</source>
        <translation>Samtkordel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Sighting</source>
        <translation>Star gesichtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottle Service</source>
        <translation>Flaschenservice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Fame</source>
        <translation>du darfst $2 zahlen für +2 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Designer Jacket</source>
        <translation>Designerjacke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limo Ride</source>
        <translation>Limousinenfahrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $3 for +2 Fame, +1 Reputation</source>
        <translation>du darfst $3 zahlen für +2 Ruhm, +1 Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champagne Toast</source>
        <translation>Champagner-Toast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +1 Craving</source>
        <translation>+2 Ruhm, +1 Heißhunger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Overdose</source>
        <translation>Glitzer-Overdose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Society Page</source>
        <translation>Gesellschaftsseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Reputation; 2: +1 Reputation; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +2 Fame</source>
        <translation>Wurf: 1: +1 Ruf; 2: +1 Ruf; 3: +1 Ruhm; 4: +1 Ruhm; 5: +2 Ruhm; 6: +2 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Ball</source>
        <translation>Discokugel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Fame; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +3 Fame</source>
        <translation>Wurf: 1: -1 Ruf; 2: +1 Ruhm; 3: +1 Ruhm; 4: +1 Ruhm; 5: +2 Ruhm; 6: +3 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scandal</source>
        <translation>Skandal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation, +2 Fame</source>
        <translation>-1 Ruf, +2 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivalry</source>
        <translation>Rivalität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Till Dawn</source>
        <translation>Tanzen bis zum Morgengrauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neon Lights</source>
        <translation>Neonlichter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strobe</source>
        <translation>Stroboskop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disco Inferno</source>
        <translation>Disco Inferno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Maze</source>
        <translation>Spiegelkabinett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Rain</source>
        <translation>Glitzerregen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Call</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jukebox Hero</source>
        <translation>Jukebox Hero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lava Lamp</source>
        <translation>Lavalampe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Skates</source>
        <translation>Rollschuhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shag Carpet</source>
        <translation>Flokati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Couch</source>
        <translation>Samtsofa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty</source>
        <translation>Afterparty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bubble Machine</source>
        <translation>Seifenblasenmaschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog Machine</source>
        <translation>Nebelmaschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-Go Cage</source>
        <translation>Go-go-Käfig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Light</source>
        <translation>Schwarzlicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moonwalk</source>
        <translation>Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conga Line</source>
        <translation>Polonaise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sunrise</source>
        <translation>Sonnenaufgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Massage Therapist</source>
        <translation>Masseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $3.</source>
        <translation>Wechselnde Schicht. $3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executive Assistant</source>
        <translation>Chefassistenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $2/$2/$3/$3/$4/$4 by the die.</source>
        <translation>Wechselnde Schicht. $2/$2/$3/$3/$4/$4 je nach Wurf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Store Clerk</source>
        <translation>Plattenladen-Verkäufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Write a Song.</source>
        <translation>Tagschicht. $2. Einmal pro Runde: +1 Songs, wenn du einen Song schreibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waitress</source>
        <translation>Kellnerin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. Tips: $1/$2/$2/$3/$3/$4 by the die.</source>
        <translation>Nachtschicht. Trinkgeld: $1/$2/$2/$3/$3/$4 je nach Wurf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bartender</source>
        <translation>Barkeeper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $3. Missing a shift also costs 1 Fame.</source>
        <translation>After-Hours-Schicht. $3. Eine verpasste Schicht kostet auch 1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Player</source>
        <translation>Studiomusiker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Rehearse.</source>
        <translation>Tagschicht. $2. Einmal pro Runde: +1 Songs, wenn du probst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cab Driver</source>
        <translation>Taxifahrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $3.</source>
        <translation>Nachtschicht. $3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dishwasher</source>
        <translation>Tellerwäscher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Nobody notices you missing: no Missed Work tokens.</source>
        <translation>Tagschicht. $2. Niemand merkt, dass du fehlst: keine Fehlschicht-Marker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usher</source>
        <translation>Platzanweiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $2. Once a round: +1 Reputation when you play a Gig.</source>
        <translation>Nachtschicht. $2. Einmal pro Runde: +1 Ruf, wenn du einen Gig spielst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Teacher</source>
        <translation>Gitarrenlehrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $2. Once a round: +1 Chops when you Write a Song.</source>
        <translation>After-Hours-Schicht. $2. Einmal pro Runde: +1 Chops, wenn du einen Song schreibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mailroom Clerk</source>
        <translation>Poststelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $3. Missing a shift also costs 1 Reputation.</source>
        <translation>Tagschicht. $3. Eine verpasste Schicht kostet auch 1 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nigel Hawthorne-Dawe</source>
        <translation>Nigel Hawthorne-Dawe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: use a Limited space someone holds (never a Hire Crew space).</source>
        <translation>Einmal pro Runde: ein besetztes begrenztes Feld nutzen (nie ein Feld „Crew anheuern“).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marv Goldfarb</source>
        <translation>Marv Goldfarb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studios cost you $1 less.</source>
        <translation>Proberäume kosten dich $1 weniger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bunny LaRue</source>
        <translation>Bunny LaRue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you play a Gig.</source>
        <translation>Einmal pro Runde: +1 Ruhm, wenn du einen Gig spielst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal Tortelli</source>
        <translation>Sal Tortelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1 with your Royalties.</source>
        <translation>+$1 zu deinen Tantiemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vic Marlowe</source>
        <translation>Vic Marlowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company asks 1 less of each stat of you.</source>
        <translation>Die Plattenfirma verlangt von dir bei jedem Wert 1 weniger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dee Dee Kwan</source>
        <translation>Dee Dee Kwan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: one extra action in the Day.</source>
        <translation>Einmal pro Runde: eine Extra-Aktion am Tag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Mitzvah</source>
        <translation>Bar Mizwa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3.</source>
        <translation>+$3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle of the Bands</source>
        <translation>Bandwettbewerb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll: 1-2 +1 Reputation; 3-4 also +1 Fame; 5-6 also +2 Fame.</source>
        <translation>Wurf: 1-2 +1 Ruf; 3-4 zusätzlich +1 Ruhm; 5-6 zusätzlich +2 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Parlor</source>
        <translation>Pizzeria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2, +1 Chops.</source>
        <translation>+$2, +1 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street Fair</source>
        <translation>Straßenfest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame, and +1 Reputation/+$2.</source>
        <translation>+1 Ruhm, und +1 Ruf/+$2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Mic</source>
        <translation>Open Mic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Chops.</source>
        <translation>+1 Songs, +1 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wedding Band</source>
        <translation>Hochzeitsband</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +$4.</source>
        <translation>Verlier 1 Ruf: +$4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>College Mixer</source>
        <translation>Uni-Party</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, +1 Fame.</source>
        <translation>+2 Ruf, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Disco</source>
        <translation>Rollerdisco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, +1 Candy.</source>
        <translation>+$3, +1 Candy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Jingle</source>
        <translation>Radio-Jingle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$1.</source>
        <translation>+2 Songs, +$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison Concert</source>
        <translation>Gefängniskonzert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +2 Chops, +2 Fame.</source>
        <translation>Verlier 1 Ruf: +2 Chops, +2 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>County Fair</source>
        <translation>Jahrmarkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +$1.</source>
        <translation>+2 Ruhm, +$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening for a Has-Been</source>
        <translation>Vorband für einen Ex-Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation, +2 Fame.</source>
        <translation>+1 Ruf, +2 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TV Talk Show</source>
        <translation>TV-Talkshow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +3 Fame, +2 Reputation.</source>
        <translation>$2: +3 Ruhm, +2 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benefit Concert</source>
        <translation>Benefizkonzert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Reputation.</source>
        <translation>+3 Ruhm, +1 Ruf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movie Soundtrack</source>
        <translation>Filmsoundtrack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$3.</source>
        <translation>+2 Songs, +$3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Festival Side Stage</source>
        <translation>Festival-Nebenbühne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Chops.</source>
        <translation>+3 Ruhm, +1 Chops.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Showcase</source>
        <translation>Label-Showcase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 Candy: +4 Fame.</source>
        <translation>1 Candy: +4 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Star&apos;s Private Party</source>
        <translation>Privatparty eines Stars</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$5, +1 Fame.</source>
        <translation>+$5, +1 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Crush</source>
        <translation>Erster Schwarm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A memory that made you who you are.</source>
        <translation>Eine Erinnerung, die dich geprägt hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prom Night</source>
        <translation>Abschlussball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer Fling</source>
        <translation>Sommerflirt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Trip</source>
        <translation>Roadtrip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garage Band</source>
        <translation>Garagenband</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive-In Movies</source>
        <translation>Autokino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Route</source>
        <translation>Zeitungen austragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lemonade Stand</source>
        <translation>Limonadenstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn Shop Guitar</source>
        <translation>Gitarre aus dem Pfandhaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beauty Pageant</source>
        <translation>Schönheitswettbewerb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion Show</source>
        <translation>Modenschau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Met a Star</source>
        <translation>Einen Star getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugarless Candy</source>
        <translation>Zuckerfreies Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Craving. 1 extra action.</source>
        <translation>Kein Heißhunger. 1 Extra-Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jelly Beans</source>
        <translation>Jelly Beans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 1 extra action.</source>
        <translation>Heißhunger +1. 1 Extra-Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rock Candy</source>
        <translation>Kandiszucker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 2 extra actions.</source>
        <translation>Heißhunger +1. 2 Extra-Aktionen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gobstopper</source>
        <translation>Gobstopper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pop Rocks</source>
        <translation>Pop Rocks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cotton Candy</source>
        <translation>Zuckerwatte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar Cube</source>
        <translation>Zuckerwürfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jawbreaker</source>
        <translation>Jawbreaker</translation>
    </message>
</context>
<context>
    <name>RockHardLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/sentences.py" line="+16"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a choice</source>
        <translation>eine Wahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Event</source>
        <translation>das Ereignis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Sapphire token</source>
        <translation>einen Sapphire-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base Stats at 11</source>
        <translation>Grundwerte auf 11</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their character</source>
        <translation>den eigenen Charakter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their Manager</source>
        <translation>den eigenen Manager</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>their Job</source>
        <translation>den eigenen Job</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} took back their last action.</source>
        <translation>{name} hat die eigene letzte Aktion zurückgenommen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} keeps a secret Personal Goal.</source>
        <translation>{name} behält ein geheimes persönliches Ziel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picks the Manager {card}.</source>
        <translation>{name} wählt den Manager {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} keeps {card}.</source>
        <translation>{name} behält {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{month}: Prep.</source>
        <translation>{month}: Vorbereitung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event: {event}.</source>
        <translation>Ereignis: {event}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random Gig: {gig}.</source>
        <translation>Zufallsgig: {gig}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean-Up of {month}: Royalties, then the Managers.</source>
        <translation>Aufräumen im {month}: Tantiemen, dann die Manager.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New turn order from the After Hours and Anytime spaces; standees come back.</source>
        <translation>Neue Spielreihenfolge nach den Feldern von After Hours und Jederzeit; die Aufsteller kommen zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month}: {phase} begins.</source>
        <translation>{month}: {phase} beginnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} goes to {space} and pays ${paid}.</source>
        <translation>{name} geht zu {space} und zahlt ${paid}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} goes to {space}.</source>
        <translation>{name} geht zu {space}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} scores {what}: +{fame} Fame.</source>
        <translation>{name} erreicht {what}: +{fame} Ruhm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} forms a set of four Life Experiences: +{fame} Fame.</source>
        <translation>{name} bildet ein Set aus vier Lebenserfahrungen: +{fame} Ruhm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} no longer has a Job ({why}).</source>
        <translation>{name} hat keinen Job mehr ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} signs a Record Deal at Royalty tier {n}.</source>
        <translation>{name} unterschreibt einen Plattendeal auf Tantiemenstufe {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gets a Demo Tape ({why}).</source>
        <translation>{name} bekommt ein Demotape ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has Low Sugar and must Recover next Day.</source>
        <translation>{name} ist unterzuckert und muss sich am nächsten Tag erholen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} also gains the bonus of {why}.</source>
        <translation>{name} erhält auch den Bonus von {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is now ON ({why}).</source>
        <translation>{name} ist jetzt unterzuckert ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is off again ({why}).</source>
        <translation>{name} ist nicht mehr unterzuckert ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gains extra actions: {n} ({why}).</source>
        <translation>{name} bekommt Extra-Aktionen: {n} ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} missed their Work shift: a Missed Work token.</source>
        <translation>{name} hat die Arbeitsschicht verpasst: ein Fehlschicht-Marker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} receives a Sapphire token: an extra action.</source>
        <translation>{name} bekommt einen Sapphire-Marker: eine Extra-Aktion.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {change} ({why}).</source>
        <translation>{name}: {change} ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolls {value} ({why}).</source>
        <translation>{name} würfelt {value} ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} draws {card}.</source>
        <translation>{name} zieht {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} achieves {what} but a tie leaves no Fame for it.</source>
        <translation>{name} erreicht {what}, aber ein Gleichstand bringt dafür keinen Ruhm.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Best New Artist of 1977: {names}.</source>
        <translation>Das Spiel ist vorbei. Bester Newcomer 1977: {names}.</translation>
    </message>
</context>
<context>
    <name>RockHardTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/choices.py" line="+39"/>
        <location line="+24"/>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 · %2 Fame</source>
        <translation>%1 · %2 Ruhm</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scores at the end, secret</source>
        <translation>zählt am Ende, geheim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scores when achieved</source>
        <translation>zählt bei Erreichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; progress track, shown to all</source>
        <translation>; Fortschrittsleiste, für alle sichtbar</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/context.py" line="+39"/>
        <source>the Rising Star</source>
        <translation>der Rising Star</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-64"/>
        <source>Chops</source>
        <translation>Chops</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Songs</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="+110"/>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candy</source>
        <translation>Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew</source>
        <translation>Crew</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Craving</source>
        <translation>Heißhunger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalty tier</source>
        <translation>Tantiemenstufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed Work</source>
        <translation>Fehlschichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability tokens</source>
        <translation>Fähigkeitsmarker</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sapphire tokens</source>
        <translation>Sapphire-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+129"/>
        <source>Demo Tape</source>
        <translation>Demotape</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-1"/>
        <source>Record Contract</source>
        <translation>Plattenvertrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>extra actions</source>
        <translation>Extra-Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+126"/>
        <source>Low Sugar</source>
        <translation>Unterzucker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prep</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>After Hours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Anytime</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean-Up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New turn order</source>
        <translation>Neue Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Romance</source>
        <translation>Romantik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fun</source>
        <translation>Spaß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business</source>
        <translation>Business</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Glamour</source>
        <translation>Glamour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose your character (keep 1 of 2)</source>
        <translation>Wähle deinen Charakter (behalte 1 von 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Personal Goals (keep 2 of 3)</source>
        <translation>Wähle deine persönlichen Ziele (behalte 2 von 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Job (keep 1 of 2)</source>
        <translation>Wähle deinen Job (behalte 1 von 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Manager (in reverse player order)</source>
        <translation>Wähle deinen Manager (in umgekehrter Spielerreihenfolge)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>pay %1</source>
        <translation>%1 zahlen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you may pay %1 for %2</source>
        <translation>du darfst %1 zahlen für %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Low Sugar on</source>
        <translation>Unterzucker an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Demo Tape</source>
        <translation>ein Demotape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll the die</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep the card for later</source>
        <translation>die Karte für später behalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 at least %2</source>
        <translation>%1 mindestens %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at most %2</source>
        <translation>%1 höchstens %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the most %1</source>
        <translation>die meisten %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chops+Reputation</source>
        <translation>Chops+Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work tokens</source>
        <translation>Fehlschicht-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hires</source>
        <translation>Anheuerungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gigs</source>
        <translation>Gigs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hang outs</source>
        <translation>Szenetreffs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rehearsals</source>
        <translation>Proben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shifts worked</source>
        <translation>gearbeitete Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>songs written</source>
        <translation>geschriebene Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gigs at %1</source>
        <translation>Gigs im %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hang outs at %1</source>
        <translation>Szenetreffs im %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cards</source>
        <translation>%1-Karten</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/gestures.py" line="+75"/>
        <source>Buy %1 Candy</source>
        <translation>%1 Candy kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1 Candy</source>
        <translation>%1 Candy verkaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to %1</source>
        <translation>Zu %1 gehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(spend %1)</source>
        <translation>(%1 einsetzen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One more action: spend %1</source>
        <translation>Eine Aktion mehr: %1 einsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give no Sapphire token</source>
        <translation>Keinen Sapphire-Marker geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give a Sapphire token to %1</source>
        <translation>%1 einen Sapphire-Marker geben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eat Candy</source>
        <translation>Candy essen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Job kündigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End my turn</source>
        <translation>Meinen Zug beenden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Form the set: %1</source>
        <translation>Set bilden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade: %1</source>
        <translation>Tausch: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1 to decide.</source>
        <translation>Warte auf die Entscheidung von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one (a slash on the card):</source>
        <translation>Wähle eins (ein Schrägstrich auf der Karte):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may make this trade:</source>
        <translation>Du darfst diesen Tausch machen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the set your Wild card completes:</source>
        <translation>Wähle das Set, das deine Wild-Karte vervollständigt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire: give a Sapphire token in Prep?</source>
        <translation>Doc Sapphire: in der Vorbereitung einen Sapphire-Marker geben?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the card you keep (or Tab to it, then Enter).</source>
        <translation>Klick auf die Karte, die du behältst (oder Tab bis zu ihr, dann Enter).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 plays the %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left: %1. Place your standee again, or end your turn.</source>
        <translation>Aktionen übrig: %1. Stell deinen Aufsteller erneut auf oder beende deinen Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 turn: candy first if you like, then drag your standee onto a lit space.</source>
        <translation>Dein Zug (%1): erst Candy, wenn du willst, dann zieh deinen Aufsteller auf ein leuchtendes Feld.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-74"/>
        <source>Your amplifier</source>
        <translation>Dein Verstärker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Character, Job, Manager</source>
        <translation>Charakter, Job, Manager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards and goals</source>
        <translation>Karten und Ziele</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your standee: drag it onto a lit space (or press Enter, then Enter on a space).</source>
        <translation>Dein Aufsteller: Zieh ihn auf ein leuchtendes Feld (oder drück Enter, dann Enter auf einem Feld).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: choose on the cards above.</source>
        <translation>Aufbau: Wähle auf den Karten oben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions left: %1</source>
        <translation>Aktionen übrig: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: %1</source>
        <translation>Auf: %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-14"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+3"/>
        <source>Candy eaten</source>
        <translation>Candy gegessen</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+19"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-10"/>
        <source>Fame %1</source>
        <translation>Ruhm %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+4"/>
        <source>Candy %1</source>
        <translation>Candy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew %1 of 3</source>
        <translation>Crew %1 von 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving %1</source>
        <translation>Heißhunger %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar ON</source>
        <translation>Unterzucker AN</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-36"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+1"/>
        <source>Low Sugar off</source>
        <translation>Unterzucker aus</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+1"/>
        <source>Royalty tier %1</source>
        <translation>Tantiemenstufe %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Demo Tape</source>
        <translation>kein Demotape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work %1</source>
        <translation>Fehlschichten %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens %1 · gifts %2</source>
        <translation>Marker %1 · Geschenke %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>variable</source>
        <translation>wechselnd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1 (%2, %3)</source>
        <translation>Job: %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professional Musician (no Job)</source>
        <translation>Berufsmusiker (kein Job)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-26"/>
        <source>Manager: %1</source>
        <translation>Manager: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(%1 in sets)</source>
        <translation>(%1 in Sets)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets scored: %1</source>
        <translation>Gewertete Sets: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept: %1</source>
        <translation>Behalten: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goal: secret</source>
        <translation>Ziel: geheim</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-73"/>
        <location line="+22"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+36"/>
        <source>Random Gig</source>
        <translation>Zufallsgig</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other players</source>
        <translation>Die anderen Spieler</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Revealed in Prep each month.</source>
        <translation>Wird jeden Monat in der Vorbereitung aufgedeckt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event: %1</source>
        <translation>Ereignis: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 left in the stack</source>
        <translation>%1 übrig im Stapel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Random Gig %1: %2</source>
        <translation>Zufallsgig %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>end of game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when achieved</source>
        <translation>bei Erreichen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a secret goal</source>
        <translation>ein geheimes Ziel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Life Experiences</source>
        <translation>Lebenserfahrungen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goals: %1</source>
        <translation>Ziele: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1</source>
        <translation>Job: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>C%1 R%2 S%3</source>
        <translation>C%1 R%2 S%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crew %1</source>
        <translation>Crew %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal T%1</source>
        <translation>Deal S%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/spaces.py" line="+60"/>
        <source>Nothing else this phase; first next month.</source>
        <translation>Sonst nichts in dieser Phase; nächsten Monat zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First next month.</source>
        <translation>Nächsten Monat zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign or better your Record Deal.</source>
        <translation>Plattenvertrag schließen oder verbessern.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>hot: +%1 Fame</source>
        <translation>angesagt: +%1 Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot %1</source>
        <translation>Angesagt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Random Gig this month.</source>
        <translation>Kein Zufallsgig in diesem Monat.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open space: any number of standees%1.</source>
        <translation>Offenes Feld: beliebig viele Aufsteller%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, newcomers stand leftmost</source>
        <translation>, Neuankömmlinge stellen sich ganz links hin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Here now: %1.</source>
        <translation>Hier gerade: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This month&apos;s Event covers it.</source>
        <translation>Das Ereignis dieses Monats deckt es ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may go here now: drag your standee here.</source>
        <translation>Du darfst jetzt hierher: Zieh deinen Aufsteller hierher.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="-61"/>
        <source>The months of 1977</source>
        <translation>Die Monate von 1977</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fame track</source>
        <translation>Ruhmesleiste</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Turn order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>acts now</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/blocks.py" line="+20"/>
        <source>Rep</source>
        <translation>Ruf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Rehearsal Studios</source>
        <translation>Proberäume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recording Studios</source>
        <translation>Tonstudios</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Studio %1</source>
        <translation>Studio %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/rules_dialog.py" line="+18"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roadie’s reading</source>
        <translation>Roadies Lesart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the rulebook can be read more than one way, Roadie plays it like this:</source>
        <translation>Wo sich die Spielregel auf mehr als eine Art lesen lässt, spielt Roadie sie so:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../desktop/roadie/ui/score_chart.py" line="+33"/>
        <source>Scores over the game</source>
        <translation>Punkteverlauf im Spiel</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Actions taken (%1 in all)</source>
        <translation>Ausgeführte Aktionen (insgesamt %1)</translation>
    </message>
</context>
<context>
    <name>ScoreExplainer</name>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="-138"/>
        <source>Score lines and the rules that scored them</source>
        <translation>Punktezeilen und ihre Regeln</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Counted from the board at the end of the game.</source>
        <translation>Gezählt nach dem Spielstand am Spielende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the board as it stands now; final at the end of the game.</source>
        <translation>Gezählt nach dem Spielstand jetzt; endgültig am Spielende.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1 (%2)</source>
        <translation>Regel: %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>setting up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action %1</source>
        <translation>Aktion %1</translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message>
        <location line="+47"/>
        <source>How %1 scored</source>
        <translation>Wie %1 gepunktet hat</translation>
    </message>
</context>
<context>
    <name>ScoreMoments</name>
    <message>
        <location filename="../desktop/roadie/ui/score_moments.py" line="-49"/>
        <source>given when the game was set up</source>
        <translation>beim Aufbau des Spiels erhalten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Song %1</source>
        <translation>Song %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a Harmony in row %1</source>
        <translation>eine Harmonie in Reihe %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a groove of %1 on the solo grid</source>
        <translation>ein Groove aus %1 auf dem Solo-Raster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an Audience card bought</source>
        <translation>eine Publikumskarte gekauft</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Spotlights marked</source>
        <translation>Spotlights markiert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a song matched its crowd&apos;s mood</source>
        <translation>ein Song traf die Stimmung seines Publikums</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a song&apos;s ability</source>
        <translation>die Fähigkeit eines Songs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tip to a band member</source>
        <translation>Trinkgeld an ein Bandmitglied</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Standard&apos;s cost</source>
        <translation>die Kosten eines Standards</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1st place at a crowd</source>
        <translation>1. Platz bei einem Publikum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a crowd&apos;s threshold reached</source>
        <translation>Schwelle eines Publikums erreicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Song 1</source>
        <translation>Song 1</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../desktop/roadie/ui/scoreboard.py" line="+101"/>
        <source>Click: how each line was scored</source>
        <translation>Klick: wie jede Zeile zustande kam</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="-566"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random instrument</source>
        <translation>Zufälliges Instrument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your instrument; Random deals you one nobody chose</source>
        <translation>Dein Instrument; Zufällig gibt dir eines, das niemand gewählt hat</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your player colour</source>
        <translation>Deine Spielerfarbe</translation>
    </message>
</context>
<context>
    <name>SettingUp</name>
    <message>
        <location filename="../desktop/roadie/ui/setting_up.py" line="+20"/>
        <source>Setting up the table…</source>
        <translation>Der Tisch wird aufgebaut …</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/settings_dialog.py" line="+33"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relaxed</source>
        <translation>Gemütlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>Flott</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How long bots take to act at the table, whatever the animation speed</source>
        <translation>Wie lange Bots am Tisch zum Handeln brauchen, unabhängig vom Animationstempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot pace</source>
        <translation>Bot-Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind-safe colours</source>
        <translation>Farbenblind-freundliche Farben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before ending my turn</source>
        <translation>Vor dem Beenden meines Zugs nachfragen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before passing for the whole round</source>
        <translation>Fragen, bevor ich für die ganze Runde passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum up each Bridge and round, and wait for me</source>
        <translation>Jede Bridge und Runde zusammenfassen und auf mich warten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause the game when Roadie loses the focus</source>
        <translation>Spiel anhalten, wenn Roadie den Fokus verliert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In my first game of each title</source>
        <translation>In meiner ersten Partie jedes Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hovering the board explains each part in full: what it is, what it does for you now, its rules</source>
        <translation>Mit der Maus über dem Brett wird jedes Teil ganz erklärt: was es ist, was es jetzt für dich tut, seine Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teaching mode</source>
        <translation>Lernmodus</translation>
    </message>
</context>
<context>
    <name>SongTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="-46"/>
        <source>All songs</source>
        <translation>Alle Songs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Harmonien · Solopunkte · markierte Symbole (aus Song und Solo)</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+24"/>
        <source>Table chat</source>
        <translation>Tisch-Chat</translation>
    </message>
</context>
<context>
    <name>TheGigBoard</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="-519"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
</context>
<context>
    <name>TheGigContent</name>
    <message>
        <location filename="content_strings.py" line="-745"/>
        <source>Front-Row Fan</source>
        <translation>Fan in der ersten Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat and a Sharp straight away.</source>
        <translation>Erhalte sofort ein Be und ein Kreuz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Staff</source>
        <translation>Barpersonal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Repeat and a Rest straight away.</source>
        <translation>Erhalte sofort eine Wiederholung und eine Pause.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Tech</source>
        <translation>Lichttechniker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain 2 Spotlights straight away.</source>
        <translation>Erhalte sofort 2 Spotlights.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busking Friend</source>
        <translation>Straßenmusik-Kumpel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Rest and a Spotlight straight away.</source>
        <translation>Erhalte sofort eine Pause und ein Spotlight.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foot Tapper</source>
        <translation>Fußwipper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 2 Notation symbols you like, now.</source>
        <translation>Erhalte jetzt 2 beliebige Notationssymbole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stagehand</source>
        <translation>Bühnenhelfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twice this game, once the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Zweimal in diesem Spiel darfst du, nachdem die Bridge ausgerufen wurde, noch einen deiner nicht platzierten Würfel neu würfeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance-Floor Regular</source>
        <translation>Tanzflächen-Stammgast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circle one extra space on your solo now, touching one of your grooves.</source>
        <translation>Kreise jetzt ein zusätzliches Feld auf deinem Solo ein, das einen deiner Grooves berührt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choir Kid</source>
        <translation>Chorkind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each song where you scored a Harmony.</source>
        <translation>Spielende: 2 Punkte für jeden Song, in dem du eine Harmonie erzielt hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Collector</source>
        <translation>Plattensammler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Spielende: 3 zusätzliche Punkte für jeden vollständigen Satz aus Be, Kreuz, Wiederholung und Pause.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band-Tee Wearer</source>
        <translation>Bandshirt-Träger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Sharp you hold (6 at most).</source>
        <translation>Spielende: 1 Punkt für jedes Kreuz, das du hast (höchstens 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jazz Snob</source>
        <translation>Jazz-Snob</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Flat you hold (6 at most).</source>
        <translation>Spielende: 1 Punkt für jedes Be, das du hast (höchstens 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s Cousin</source>
        <translation>Cousin des Roadies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 points.</source>
        <translation>Spielende: 4 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Diver</source>
        <translation>Stagediver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 2 spaces on your solo now, following the solo rules.</source>
        <translation>Zeichne jetzt nach den Solo-Regeln einen zusätzlichen Groove mit bis zu 2 Feldern auf dein Solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local Critic</source>
        <translation>Lokalkritiker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each groove of 4 spaces on your solo.</source>
        <translation>Spielende: 2 Punkte für jeden Groove mit 4 Feldern auf deinem Solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Regulars</source>
        <translation>Die Stammgäste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if you scored a Harmony in at least 3 songs.</source>
        <translation>Spielende: 6 Punkte, wenn du in mindestens 3 Songs eine Harmonie erzielt hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout</source>
        <translation>Talentscout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 8 points.</source>
        <translation>Spielende: 8 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superfan</source>
        <translation>Superfan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Sharps as you.</source>
        <translation>Spielende: 6 Punkte, wenn niemand so viele Kreuze hat wie du.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Fi Buff</source>
        <translation>Hi-Fi-Freak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Flat-and-Sharp pair you hold.</source>
        <translation>Spielende: 2 Punkte für jedes Paar aus Be und Kreuz, das du hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Reviewer</source>
        <translation>Musikrezensent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Repeats as you.</source>
        <translation>Spielende: 6 Punkte, wenn niemand so viele Wiederholungen hat wie du.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Designer</source>
        <translation>Lichtdesigner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for every 2 Spotlights you still hold.</source>
        <translation>Spielende: 1 Punkt je 2 Spotlights, die du noch hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gospel Choir</source>
        <translation>Gospelchor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 points for each song where you scored a Harmony.</source>
        <translation>Spielende: 3 Punkte für jeden Song, in dem du eine Harmonie erzielt hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promoter</source>
        <translation>Veranstalter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each other Audience card you bought.</source>
        <translation>Spielende: 2 Punkte für jede andere Publikumskarte, die du gekauft hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latecomer</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 1 Notation symbol you like, now.</source>
        <translation>Erhalte jetzt 1 beliebiges Notationssymbol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound Engineer</source>
        <translation>Tontechniker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Repeat-and-Rest pair you hold.</source>
        <translation>Spielende: 2 Punkte für jedes Paar aus Wiederholung und Pause, das du hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummer&apos;s Mum</source>
        <translation>Schlagzeuger-Mama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 5 points if you hold 4 or more Flats.</source>
        <translation>Spielende: 5 Punkte, wenn du 4 oder mehr Be-Symbole hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty Host</source>
        <translation>Afterparty-Gastgeber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 3 spaces on your solo now, following the solo rules.</source>
        <translation>Zeichne jetzt nach den Solo-Regeln einen zusätzlichen Groove mit bis zu 3 Feldern auf dein Solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Teacher</source>
        <translation>Musiklehrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Spielende: 4 zusätzliche Punkte für jeden vollständigen Satz aus Be, Kreuz, Wiederholung und Pause.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crowd Surfer</source>
        <translation>Crowdsurfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this game, after the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Einmal in diesem Spiel darfst du, nachdem die Bridge ausgerufen wurde, noch einen deiner nicht platzierten Würfel neu würfeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merch Seller</source>
        <translation>Merch-Verkäufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat, a Sharp and a Spotlight straight away.</source>
        <translation>Erhalte sofort ein Be, ein Kreuz und ein Spotlight.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan Club President</source>
        <translation>Fanclub-Präsident</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 10 points if you bought at least 4 Audience cards.</source>
        <translation>Spielende: 10 Punkte, wenn du mindestens 4 Publikumskarten gekauft hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horn</source>
        <translation>Horn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circled numbers in the far-right column count once for every Horn you have circled, as soon as you have circled two or more. Multipliers never touch Horns.</source>
        <translation>Eingekreiste Zahlen in der Spalte ganz rechts zählen einmal für jedes eingekreiste Horn, sobald du mindestens zwei eingekreist hast. Multiplikatoren wirken nie auf Horn-Symbole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Schlagzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drum and a pair of Sticks circled in the same groove make a beat worth 7 points; a multiplier in that groove multiplies the beat. A lone Drum or Sticks scores nothing.</source>
        <translation>Ein Schlagzeug- und ein Sticks-Symbol, eingekreist im selben Groove, ergeben einen Beat für 7 Punkte; ein Multiplikator in diesem Groove multipliziert den Beat. Ein einzelnes Schlagzeug- oder Sticks-Symbol zählt nichts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Keys you circle turns into one Notation symbol of your choice on the spot. A multiplier in the groove gives you that many choices.</source>
        <translation>Jedes eingekreiste Keys-Symbol wird sofort zu einem Notationssymbol deiner Wahl. Ein Multiplikator im Groove gibt dir entsprechend viele Symbole zur Wahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every Sax you circle is worth 1 point at the end, multiplied by its groove&apos;s multiplier. All eight are within reach if you plan your grooves.</source>
        <translation>Jedes eingekreiste Sax-Symbol ist am Ende 1 Punkt wert, multipliziert mit dem Multiplikator seines Grooves. Mit gut geplanten Grooves sind alle acht erreichbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Gesang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals copies one other symbol of its groove (not a multiplier) and is crossed out. A Vocals you never cross out copies one point space of its groove at the end.</source>
        <translation>Ein Gesang-Symbol kopiert ein anderes Symbol seines Grooves (keinen Multiplikator) und wird durchgestrichen. Ein nie durchgestrichenes Gesang-Symbol kopiert am Ende ein Punktefeld seines Grooves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Bass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your two widest rows each score 10 points once every space in them is circled, by as many grooves as it takes.</source>
        <translation>Deine beiden breitesten Reihen bringen je 10 Punkte, sobald jedes ihrer Felder eingekreist ist – mit so vielen Grooves wie nötig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaking it Down</source>
        <translation>Breaking it Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Soundcheck</source>
        <translation>Midnight Soundcheck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backbeat Boulevard</source>
        <translation>Backbeat Boulevard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Moon Shuffle</source>
        <translation>Paper Moon Shuffle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rain on the Tour Bus</source>
        <translation>Rain on the Tour Bus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neon Lullaby</source>
        <translation>Neon Lullaby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Note Runaround</source>
        <translation>Blue Note Runaround</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback Loop</source>
        <translation>Feedback Loop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cellar Door Stomp</source>
        <translation>Cellar Door Stomp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Train Home</source>
        <translation>Last Train Home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Static</source>
        <translation>Velvet Static</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downbeat Diner</source>
        <translation>Downbeat Diner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saltwater Swing</source>
        <translation>Saltwater Swing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kickdrum Heart</source>
        <translation>Kickdrum Heart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amplifier Blues</source>
        <translation>Amplifier Blues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore Fever</source>
        <translation>Encore Fever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Borrowed Guitar</source>
        <translation>Borrowed Guitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curtain Call</source>
        <translation>Curtain Call</translation>
    </message>
</context>
<context>
    <name>TheGigLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/sentences.py" line="+30"/>
        <source>The Challenger</source>
        <translation>Der Herausforderer</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{lost} found their Notes track full: not marked.</source>
        <translation>{lost} davon nicht markiert: Notenleiste voll.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took back their last action.</source>
        <translation>{name} hat die eigene letzte Aktion zurückgenommen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Song {song} begins: 4, 3, 2, 1!</source>
        <translation>Song {song} beginnt: 4, 3, 2, 1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} rolled: {values}.</source>
        <translation>{name} hat gewürfelt: {values}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picked up a die.</source>
        <translation>{name} hat einen Würfel aufgenommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} put the die in their hand back in the tray.</source>
        <translation>{name} hat den Würfel aus der Hand zurück in die Ablage gelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a {row} on the song.</source>
        <translation>{name} hat eine {row} auf dem Song platziert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a die in the Harmony space of row {row}.</source>
        <translation>{name} hat einen Würfel im Harmoniefeld von Reihe {row} platziert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} and {rival} clashed: both dice go back and roll again.</source>
        <translation>{name} und {rival} sind zusammengestoßen: Beide Würfel gehen zurück und werden neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: “Take it to the Bridge!”</source>
        <translation>{name}: „Ab in die Bridge!“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took Initiative token {token}.</source>
        <translation>{name} hat Initiativmarker {token} genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used {symbol}: {before} became {after}.</source>
        <translation>{name} hat {symbol} eingesetzt: Aus {before} wurde {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gave Initiative token {token} back.</source>
        <translation>{name} hat Initiativmarker {token} zurückgegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} locked a die in.</source>
        <translation>{name} hat einen Würfel festgelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolled a {value}.</source>
        <translation>Der Herausforderer hat eine {value} gewürfelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more re-rolling this song.</source>
        <translation>In diesem Song wird nicht mehr neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up: the timer beat you, no more re-rolling this song.</source>
        <translation>Die Zeit ist um: Der Timer hat dich geschlagen, in diesem Song wird nicht mehr neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left {count} dice off the song: no space for them.</source>
        <translation>{name} hat {count} Würfel vom Song weggelassen: kein Platz dafür.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left a die off the song: no space for it.</source>
        <translation>{name} hat einen Würfel vom Song weggelassen: kein Platz dafür.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew a groove of {count} on their solo.</source>
        <translation>{name} hat einen Groove der Größe {count} ins eigene Solo gezeichnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no groove that fits: no solo this song.</source>
        <translation>{name} hat keinen passenden Groove: kein Solo in diesem Song.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose {symbol}.</source>
        <translation>{name} hat {symbol} gewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} kept a Vocals symbol for points.</source>
        <translation>{name} hat ein Gesang-Symbol für Punkte behalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Notes tracks are all full: {lost} symbols not marked.</source>
        <translation>Alle Notenleisten von {name} sind voll: {lost} Symbol(e) nicht markiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s Notes tracks are all full: a symbol not marked.</source>
        <translation>Alle Notenleisten von {name} sind voll: ein Symbol nicht markiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} scored {points} for a Harmony in row {row}.</source>
        <translation>{name} hat {points} Punkte für eine Harmonie in Reihe {row} erhalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked: {symbols}.</source>
        <translation>{name} hat markiert: {symbols}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked no symbols.</source>
        <translation>{name} hat keine Symbole markiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} bought {card}.</source>
        <translation>{name} hat {card} gekauft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded {card} for a {reward}.</source>
        <translation>{name} hat {card} für ein Symbol „{reward}“ abgeworfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} let the Audience be.</source>
        <translation>{name} hat das Publikum so gelassen.</translation>
    </message>
</context>
<context>
    <name>TheGigSymbols</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/symbols.py" line="+18"/>
        <source>Flat</source>
        <translation>Be</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotlight</source>
        <translation>Spotlight</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Horn</source>
        <translation>Horn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Schlagzeug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sticks</source>
        <translation>Sticks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Gesang</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <location filename="../desktop/roadie/bots/level_info.py" line="+28"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensible moves with a beginner&apos;s mistakes; slow to re-roll.</source>
        <translation>Vernünftige Züge mit Anfängerfehlern; würfelt zögerlich neu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the obvious strategy well, at a steady human pace.</source>
        <translation>Spielt die naheliegende Strategie gut, in gleichmäßigem, menschlichem Tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looks ahead over many possible deals before each move.</source>
        <translation>Spielt vor jedem Zug viele mögliche Kartenverteilungen durch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any legal move, chosen at random.</source>
        <translation>Ein beliebiger erlaubter Zug, zufällig gewählt.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="+71"/>
        <location filename="../desktop/roadie/games/__init__.py" line="+97"/>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="+41"/>
        <source>Gig dice</source>
        <translation>Gig-Würfel</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="+1"/>
        <source>A companion for the Gig card game: a shared tray of Gig dice that rolls, adjusts, sets, swaps and steals by section 6. Turns and the end of the session are Roadie&apos;s own; the card game decides who wins.</source>
        <translation>Begleiter zum Gig-Kartenspiel: eine gemeinsame Ablage mit Gig-Würfeln, die nach Abschnitt 6 würfelt, anpasst, setzt, tauscht und stiehlt. Züge und Ende regelt Roadie, den Sieg das Kartenspiel.</translation>
    </message>
    <message>
        <location line="+46"/>
        <location filename="../desktop/roadie/games/big_easy_busking/rulebook.py" line="+187"/>
        <source>Big Easy Busking</source>
        <translation>Big Easy Busking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street bands compete for New Orleans crowds over three rounds: play songs in the crowd&apos;s mood, tip your band, and collect the most money.</source>
        <translation>Straßenbands wetteifern drei Runden lang um das Publikum von New Orleans: Spiel Songs in der Stimmung der Menge, gib deiner Band Trinkgeld und sammle das meiste Geld.</translation>
    </message>
    <message>
        <location line="-35"/>
        <location filename="../desktop/roadie/games/the_gig/rulebook.py" line="+235"/>
        <source>The Gig</source>
        <translation>The Gig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race to place dice on the song in real time, then turn your grooves into a solo.</source>
        <translation>Setz in Echtzeit um die Wette Würfel auf den Song und mach dann aus deinen Grooves ein Solo.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/scoring.py" line="+107"/>
        <source>The Challenger</source>
        <translation>Der Herausforderer</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/game.py" line="+28"/>
        <location filename="../desktop/roadie/match/match.py" line="+30"/>
        <source>Roadie</source>
        <translation>Roadie</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="+55"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="+220"/>
        <source>Rock Hard: 1977</source>
        <translation>Rock Hard: 1977</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live the life of a late-70s rock artist: rehearse, gig, record and chase 50 Fame.</source>
        <translation>Lebe das Leben eines Rockstars der späten 70er: Proben, Gigs, Aufnahmen – und die Jagd nach 50 Ruhm.</translation>
    </message>
</context>
<context>
    <name>guided</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/big_easy_busking.py" line="+7"/>
        <source>Drag a song from your hand onto a crowd. The songs you can play are ringed.</source>
        <translation>Zieh einen Song aus deiner Hand auf eine Menge. Die Songs, die du spielen kannst, sind umrandet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your band members paid the energy the song asks. The song waits by the crowd until your next turn.</source>
        <translation>Deine Bandmitglieder haben die Energie des Songs bezahlt. Der Song bleibt bis zu deinem nächsten Zug bei der Menge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When Ben has played, your turn starts by finishing your song: press the ringed Finish my song.</source>
        <translation>Wenn Ben gespielt hat, beginnt dein Zug mit dem Beenden deines Songs: drück das umrandete „Song beenden“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy left on a crowd counts when it pays at the end of the round. A song in the crowd&apos;s mood lets you take some energy back, or $1.</source>
        <translation>Energie bei einer Menge zählt, wenn sie am Rundenende zahlt. Passt der Song zur Stimmung, nimmst du Energie zurück oder $1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip your band: drag energy from your reserve onto a band member. Each energy costs $1.</source>
        <translation>Gib deiner Band Trinkgeld: zieh Energie aus deiner Reserve auf ein Bandmitglied. Jede Energie kostet $1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip before your action: a song needs energy on the right band members.</source>
        <translation>Trinkgeld gibst du vor deiner Aktion: ein Song braucht Energie bei den richtigen Bandmitgliedern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now take your action: play, learn or pass. The three rounds are yours to play: good luck!</source>
        <translation>Jetzt deine Aktion: spielen, lernen oder passen. Die drei Runden gehören dir: viel Glück!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/gig_dice.py" line="+7"/>
        <source>Drag a ringed d6 from the tray into your Gig area: it rolls as it lands.</source>
        <translation>Zieh einen umrandeten d6 aus der Schale in deinen Gig-Bereich: er rollt, wenn er landet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice in your Gig area are your friendly Gigs: the cards&apos; effects aim at them.</source>
        <translation>Würfel in deinem Gig-Bereich sind deine befreundeten Gigs: auf sie zielen die Effekte der Karten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drag a die into your fixer area, the ringed place beside it.</source>
        <translation>Zieh jetzt einen Würfel in deinen Fixer-Bereich, den umrandeten Platz daneben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>Würfel in deinem Fixer-Bereich gehören dir, aber kein Effekt kann auf sie zielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card tells you to adjust a die: click one of your ringed dice, then press + or −.</source>
        <translation>Eine Karte sagt, pass einen Würfel an: klick einen deiner umrandeten Würfel, dann drück + oder −.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjusting moves a die up or down its faces; a change that would leave it as it was fails.</source>
        <translation>Anpassen bewegt einen Würfel auf seinen Seiten hoch oder runter; eine Änderung, die ihn lässt, wie er war, scheitert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card is played: end your turn with the ringed button.</source>
        <translation>Deine Karte ist gespielt: beende deinen Zug mit dem umrandeten Knopf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats act in turn; only the seat whose turn it is may act.</source>
        <translation>Die Plätze sind reihum dran; nur wer am Zug ist, darf handeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tray is yours: play your cards and let Roadie keep the dice honest.</source>
        <translation>Die Schale gehört dir: spiel deine Karten, Roadie hält die Würfel ehrlich.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/rock_hard_1977.py" line="+7"/>
        <source>Choose your character: click one of the two ringed cards.</source>
        <translation>Wähle deinen Charakter: klick eine der zwei umrandeten Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody chooses at the same time. Your character&apos;s ability is shown on your mat.</source>
        <translation>Alle wählen gleichzeitig. Die Fähigkeit deines Charakters steht auf deinem Tableau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep choosing the ringed cards: two secret goals, then a Job, then a Manager.</source>
        <translation>Wähle weiter die umrandeten Karten: zwei geheime Ziele, dann einen Job, dann einen Manager.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals bring Fame, your Job pays for its shift, and you pay your Manager in June, September and at the end.</source>
        <translation>Ziele bringen Ruhm, dein Job zahlt für seine Schicht, und deinen Manager bezahlst du im Juni, im September und am Ende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is Day. Drag your standee onto a ringed space you can afford.</source>
        <translation>Es ist Tag. Zieh deinen Aufsteller auf ein umrandetes Feld, das du dir leisten kannst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A space asks for stats you must already have and a price you pay in full.</source>
        <translation>Ein Feld verlangt Werte, die du schon haben musst, und einen Preis, den du voll bezahlst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was your action. End your turn with the ringed button.</source>
        <translation>Das war deine Aktion. Beende deinen Zug mit dem umrandeten Knopf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each phase of the month everyone takes a turn in order.</source>
        <translation>In jeder Phase des Monats ist jeder der Reihe nach einmal dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night and After Hours work the same way. The months up to December are yours to play: good luck!</source>
        <translation>Nacht und After Hours laufen genauso. Die Monate bis Dezember gehören dir: viel Glück!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/the_gig.py" line="+7"/>
        <source>Drag one of your dice onto the song, into the row of its value: a 3 goes in row 3. The dice you can move are ringed.</source>
        <translation>Zieh einen deiner Würfel auf den Song, in die Reihe seines Werts: eine 3 kommt in Reihe 3. Deine beweglichen Würfel sind umrandet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One die per space. Dice that touch each other on the song form grooves, the shapes your solo is made of.</source>
        <translation>Ein Würfel pro Feld. Würfel, die sich auf dem Song berühren, bilden Grooves, die Formen deines Solos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drop a die in a Harmony space, the ringed space at the end of its row.</source>
        <translation>Leg jetzt einen Würfel in ein Harmoniefeld, das umrandete Feld am Ende seiner Reihe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Harmony space takes several dice. At the Bridge each scores 2 for every filled space of its row.</source>
        <translation>Ein Harmoniefeld nimmt mehrere Würfel. In der Bridge bringt jeder 2 für jedes belegte Feld seiner Reihe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not happy with the dice left in your tray? Re-roll them: the ringed button, or R.</source>
        <translation>Die übrigen Würfel gefallen dir nicht? Würfle sie neu: der umrandete Knopf oder R.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may re-roll as often as you like, until somebody places a fourth die.</source>
        <translation>Du darfst so oft neu würfeln, wie du willst, bis jemand einen vierten Würfel platziert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place your last two dice. The first player to place a fourth die calls the Bridge.</source>
        <translation>Platziere deine letzten zwei Würfel. Wer als Erstes einen vierten Würfel platziert, ruft die Bridge aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You called the Bridge: re-rolling stops and Ben places what he can.</source>
        <translation>Du hast die Bridge ausgerufen: keiner würfelt mehr neu, Ben platziert, was er kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your groove is shown on your instrument board, on the start space. Play your solo with the ringed button, or Enter.</source>
        <translation>Dein Groove liegt auf deinem Instrumententableau, auf dem Startfeld. Spiel dein Solo mit dem umrandeten Knopf oder Enter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What your solo encloses scores at the end; the symbols it covers count at once.</source>
        <translation>Was dein Solo umschließt, zählt am Ende; die Symbole, die es bedeckt, sofort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a round of The Gig. The Audience and the next five songs are yours to play: good luck!</source>
        <translation>Das ist eine Runde The Gig. Das Publikum und die nächsten fünf Songs gehören dir: viel Glück!</translation>
    </message>
</context>
<context>
    <name>how_to_play</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/big_easy_busking.py" line="+10"/>
        <location filename="../desktop/roadie/ui/teaching/gig_dice.py" line="+11"/>
        <location filename="../desktop/roadie/ui/teaching/rock_hard_1977.py" line="+12"/>
        <location filename="../desktop/roadie/ui/teaching/the_gig.py" line="+12"/>
        <source>The goal</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your band of three busks on Royal Street for three rounds. Crowds pay the band that puts the most energy on them. The richest band after the third round wins.</source>
        <translation>Deine Dreierband spielt drei Runden lang auf der Royal Street. Die Menge bezahlt die Band, die am meisten Energie auf sie setzt. Die reichste Band nach der dritten Runde gewinnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band and its energy</source>
        <translation>Deine Band und ihre Energie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each band member holds energy; the rest waits in your reserve. Tipping costs $1 for each energy you move from the reserve back onto a band member, so tip before you need it.</source>
        <translation>Jedes Bandmitglied hat Energie; der Rest wartet in deiner Reserve. Trinkgeld kostet $1 für jede Energie, die du aus der Reserve zurück auf ein Bandmitglied legst – gib es also, bevor du es brauchst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a song for a crowd</source>
        <translation>Einen Song für eine Menge spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn do one thing: learn a song, play one, or pass. To play, drag a song onto a crowd: each band member pays the energy the song asks of them, and the song waits there until your next turn.</source>
        <translation>In deinem Zug tust du eins: einen Song lernen, einen spielen oder passen. Zum Spielen ziehst du einen Song auf eine Menge: Jedes Bandmitglied zahlt die Energie, die der Song von ihm verlangt, und der Song wartet dort bis zu deinem nächsten Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish it next turn</source>
        <translation>Im nächsten Zug beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next turn starts by finishing that song. When its mood matches the crowd&apos;s, you may keep some energy back for your band or take $1; when it does not, all of it stays with the crowd.</source>
        <translation>Dein nächster Zug beginnt damit, diesen Song zu beenden. Passt seine Stimmung zu der der Menge, darfst du Energie für deine Band behalten oder $1 nehmen; sonst bleibt alles bei der Menge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The crowds pay</source>
        <translation>Die Mengen zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When everyone has passed, each crowd pays its first prize and its mood token to the band with the most energy on it, and pays everyone who reached its threshold. Then the band rests and new crowds arrive.</source>
        <translation>Wenn alle gepasst haben, zahlt jede Menge ihren ersten Preis und gibt ihren Stimmungsmarker der Band mit der meisten Energie bei ihr, und sie zahlt jedem, der ihre Schwelle erreicht hat. Dann ruht sich die Band aus und neue Mengen kommen.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/gig_dice.py" line="+1"/>
        <source>This table keeps the Gig dice of a game of the Gig card game. It has no winner of its own: the cards you play say what to roll and change, and Roadie keeps every die honest while you do it.</source>
        <translation>Dieser Tisch hält die Gig-Würfel einer Partie des Gig-Kartenspiels. Er hat keinen eigenen Sieger: Die Karten, die du spielst, sagen, was gewürfelt und geändert wird, und Roadie achtet dabei auf jeden Würfel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll into your areas</source>
        <translation>In deine Bereiche würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn drag a die from the tray into your Gig area or your fixer area; Roadie rolls it as it lands. Dice in your Gig area are under your control. Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>Zieh in deinem Zug einen Würfel aus der Ablage in deinen Gig-Bereich oder deinen Fixer-Bereich; Roadie würfelt ihn beim Ablegen. Würfel in deinem Gig-Bereich kontrollierst du. Würfel in deinem Fixer-Bereich gehören dir, aber kein Effekt kann sie treffen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read your dice</source>
        <translation>Deine Würfel lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die is worth the face it shows. A 1 is a min Gig, its highest face a max Gig. Two dice of the same value in one Gig area form a value-pair (ringed on the table), and no die belongs to two pairs.</source>
        <translation>Ein Würfel zählt die Seite, die er zeigt. Eine 1 ist ein Min-Gig, seine höchste Seite ein Max-Gig. Zwei Würfel gleichen Werts in einem Gig-Bereich bilden ein Wertepaar (auf dem Tisch umrandet), und kein Würfel gehört zu zwei Paaren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change what the cards say</source>
        <translation>Ändern, was die Karten sagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards make you adjust a die up or down, set it to a face, swap a die with a rival&apos;s or steal one. A change that would leave a value as it was fails, and a die is never set to a face it does not have.</source>
        <translation>Karten lassen dich einen Würfel erhöhen oder senken, auf eine Seite setzen, mit dem eines Gegners tauschen oder einen stehlen. Eine Änderung, die einen Wert lassen würde, wie er war, scheitert, und ein Würfel wird nie auf eine Seite gesetzt, die er nicht hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How it ends</source>
        <translation>Wie es endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the session on your turn, or let it stop after the rounds chosen at the start. Nothing is scored here: the card game&apos;s own rules decide who won.</source>
        <translation>Beende die Sitzung in deinem Zug oder lass sie nach den zu Beginn gewählten Runden enden. Hier wird nichts gewertet: Die Regeln des Kartenspiels entscheiden, wer gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/rock_hard_1977.py" line="+1"/>
        <source>It is 1977 and you are a musician on the way up. From April to December you gather Fame. The game also ends after any month in which someone reaches 50 Fame; then the most famous musician wins.</source>
        <translation>Es ist 1977, und du bist ein Musiker auf dem Weg nach oben. Von April bis Dezember sammelst du Ruhm. Das Spiel endet auch nach jedem Monat, in dem jemand 50 Ruhm erreicht; dann gewinnt der berühmteste Musiker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A month in four phases</source>
        <translation>Ein Monat in vier Phasen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each month has a Prep, then Day, Night and After Hours. In each of those three phases every player sends their standee to one space of that phase, or of Anytime, in turn order.</source>
        <translation>Jeder Monat hat eine Vorbereitung, dann Tag, Nacht und After Hours. In jeder dieser drei Phasen schickt jeder Spieler in Spielreihenfolge seinen Aufsteller auf ein Feld dieser Phase oder von Jederzeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking a space</source>
        <translation>Ein Feld nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space may ask for stats you must already have and a price you pay in full. A Limited space takes one standee; an Open one takes any number. Before your action you may eat a Candy for a boost, at a risk.</source>
        <translation>Ein Feld kann Werte verlangen, die du schon haben musst, und einen Preis, den du ganz zahlst. Ein begrenztes Feld fasst einen Aufsteller, ein offenes beliebig viele. Vor deiner Aktion darfst du ein Candy für einen Schub essen – auf eigenes Risiko.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your amplifier</source>
        <translation>Dein Verstärker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs run from 0 to 11 and open the bigger Gigs. Money, Candy, Crew and Craving sit beside them. Play Gigs at Night, Hang Out after hours, and do your Job&apos;s shift.</source>
        <translation>Chops, Ruf und Songs reichen von 0 bis 11 und öffnen die größeren Gigs. Geld, Candy, Crew und Heißhunger stehen daneben. Spiel Gigs in der Nacht, häng nach Feierabend ab und arbeite die Schicht deines Jobs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How you score</source>
        <translation>Wie gewertet wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fame comes from Gigs, Hang Outs, sets of Life Experiences, bonus cards and your secret goals. At the end, each stat at 11 and every $3 add a little more.</source>
        <translation>Ruhm kommt von Gigs, Szenetreffs, Sets aus Lebenserfahrungen, Bonuskarten und deinen geheimen Zielen. Am Ende bringen jeder Wert auf 11 und je $3 noch etwas mehr.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/the_gig.py" line="+1"/>
        <source>Your band plays six songs. Each song you race to put your four dice on the song sheet, then turn them into a solo on your instrument board. Whoever holds the most points after the sixth song wins.</source>
        <translation>Deine Band spielt sechs Songs. Bei jedem Song setzt du um die Wette deine vier Würfel auf das Notenblatt und machst dann daraus ein Solo auf deinem Instrumententableau. Wer nach dem sechsten Song die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll and place, all at once</source>
        <translation>Würfeln und setzen, alle gleichzeitig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody rolls together and plays at the same time. Drop each die in the row of its value: one die per space, any number in the Harmony space at the row&apos;s end. Re-roll your pool as often as you like until someone has placed four dice.</source>
        <translation>Alle würfeln zusammen und spielen gleichzeitig. Leg jeden Würfel in die Reihe seines Werts: ein Würfel pro Feld, beliebig viele im Harmoniefeld am Ende der Reihe. Würfle deinen Vorrat so oft neu, wie du willst, bis jemand vier Würfel gesetzt hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take it to the Bridge</source>
        <translation>Take it to the Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player with four dice placed calls the Bridge: re-rolling stops and the others place what they can. Placing your fourth die also takes the lowest Initiative token left, which lets you choose Audience cards earlier.</source>
        <translation>Wer als Erster vier Würfel gesetzt hat, ruft die Bridge aus: Das Neuwürfeln endet, und die anderen setzen, was sie können. Dein vierter Würfel nimmt außerdem den niedrigsten übrigen Initiativmarker, mit dem du Publikumskarten früher wählst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play your solo</source>
        <translation>Dein Solo spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice touching each other on the song make grooves. Copy one groove&apos;s shape onto your instrument board: the first covers the start space beside &gt;&gt;&gt;, the next ones touch earlier grooves. What it encloses scores at the end; symbols come at once.</source>
        <translation>Würfel, die sich auf dem Song berühren, bilden Grooves. Übertrag die Form eines Grooves auf dein Instrumententableau: Der erste deckt das Startfeld neben &gt;&gt;&gt; ab, die nächsten berühren frühere Grooves. Was er umschließt, zählt am Ende; Symbole gibt es sofort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applause and score</source>
        <translation>Applaus und Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in Harmony spaces score as their row fills. Then, in Initiative order, buy an Audience card with Spotlights or discard one for its reward. At the end add your solo points, Spotlights, cards and the bonuses for leading each symbol.</source>
        <translation>Würfel auf Harmoniefeldern punkten, während sich ihre Reihe füllt. Dann kauft ihr in Initiativreihenfolge eine Publikumskarte mit Spotlights oder werft eine für ihre Belohnung ab. Am Ende zählst du Solopunkte, Spotlights, Karten und die Boni für die Führung bei jedem Symbol.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/pictures.py" line="+33"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/lessons.py" line="+11"/>
        <source>A song card: its mood, and the energy each band member needs to play it.</source>
        <translation>Eine Songkarte: ihre Stimmung und die Energie, die jedes Bandmitglied zum Spielen braucht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Standard Song: anyone may play it, for its token&apos;s price.</source>
        <translation>Ein Standard-Song: Jeder darf ihn spielen, zum Preis seines Markers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A crowd in Royal Street: play songs to it; the most energy on it wins its payout and its mood token.</source>
        <translation>Eine Menge in der Royal Street: Spiel ihr Songs vor; wer die meiste Energie darauf hat, gewinnt ihre Auszahlung und ihren Stimmungsmarker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band: the energy on each member pays for the songs you play.</source>
        <translation>Deine Band: Die Energie auf jedem Mitglied bezahlt die Songs, die du spielst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Robot: your rival in the solo game.</source>
        <translation>Der Roboter: dein Gegner im Solospiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: finish last turn&apos;s song, tip, then one action.</source>
        <translation>Dein Zug: den Song vom letzten Zug beenden, Trinkgeld geben, dann eine Aktion.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{song} ({mood}) matches: {crowds}.</source>
        <translation>{song} ({mood}) passt zu: {crowds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{song} ({mood}) matches no crowd now.</source>
        <translation>{song} ({mood}) passt gerade zu keiner Menge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; your songs that match: {songs}.</source>
        <translation>Ihre Stimmung ist {mood}; deine passenden Songs: {songs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; none of your songs matches it.</source>
        <translation>Ihre Stimmung ist {mood}; keiner deiner Songs passt dazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood token is gone: no song matches it.</source>
        <translation>Ihr Stimmungsmarker ist weg: Kein Song passt dazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild matches every mood.</source>
        <translation>Wild passt zu jeder Stimmung.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/lessons.py" line="+11"/>
        <source>An action space: put your standee here to take its action.</source>
        <translation>Ein Aktionsfeld: Stell deine Figur hierhin, um seine Aktion auszuführen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Hang Out: the Hot tokens on them bring Fame.</source>
        <translation>Ein Treffpunkt: Die Hot-Marker darauf bringen Ruhm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your standee: drag it onto a lit space to take that action.</source>
        <translation>Deine Figur: Zieh sie auf ein leuchtendes Feld, um dessen Aktion auszuführen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your band: stats, money, Candy and Crew.</source>
        <translation>Deine Band: Werte, Geld, Candy und Crew.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards: Life cards, goals, Character, Job and Manager.</source>
        <translation>Deine Karten: Lebenskarten, Ziele, Charakter, Job und Manager.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions: the choices the rules ask of you now.</source>
        <translation>Deine Entscheidungen: was die Regeln jetzt von dir wissen wollen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It gives: {text}</source>
        <translation>Es bringt: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It asks: {needs}.</source>
        <translation>Es verlangt: {needs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its printed price: {price}.</source>
        <translation>Sein aufgedruckter Preis: {price}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may go here now.</source>
        <translation>Du darfst jetzt hierhin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: {why}</source>
        <translation>Jetzt nicht: {why}</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/lessons.py" line="+11"/>
        <source>Your solo grid: in each solo step you draw a groove on it; what a groove encloses is yours.</source>
        <translation>Dein Solo-Raster: In jedem Solo-Schritt ziehst du darauf einen Groove; was er umschließt, gehört dir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player&apos;s solo grid: hover it to see it large.</source>
        <translation>Das Solo-Raster eines anderen Spielers: Fahr darüber, um es groß zu sehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your instrument board: its grid, its own symbol and your Notes.</source>
        <translation>Dein Instrumentenbrett: sein Raster, sein eigenes Symbol und deine Noten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A song space: a die showing its row&apos;s value claims it.</source>
        <translation>Ein Song-Feld: Ein Würfel mit dem Wert seiner Reihe belegt es.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Gig die: roll it, place it on the song, or keep it in hand.</source>
        <translation>Ein Gig-Würfel: würfle ihn, setz ihn auf den Song oder behalte ihn in der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Audience: cards bought with Applause after each song.</source>
        <translation>Das Publikum: Karten, die nach jedem Song mit Applaus gekauft werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You play the {instrument}: {ability}</source>
        <translation>Du spielst {instrument}: {ability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your grid has {count} {symbol} spaces; {enclosed} are in your grooves.</source>
        <translation>Dein Raster hat {count} Felder {symbol}; {enclosed} davon liegen in deinen Grooves.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multipliers on your grid: {all}; in your grooves: {enclosed}.</source>
        <translation>Multiplikatoren auf deinem Raster: {all}; in deinen Grooves: {enclosed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves drawn so far: {count}.</source>
        <translation>Bisher gezogene Grooves: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This space holds {symbol}.</source>
        <translation>Dieses Feld trägt {symbol}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="-16"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+34"/>
        <source>Mardi Gras variant</source>
        <translation>Mardi-Gras-Variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+1"/>
        <source>Robot difficulty (solo)</source>
        <translation>Roboter-Schwierigkeit (solo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+2"/>
        <source>Robot card (solo)</source>
        <translation>Roboter-Karte (solo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+34"/>
        <source>First player (seat, from 0)</source>
        <translation>Startspieler (Platz, ab 0)</translation>
    </message>
    <message>
        <location line="-11"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <source>Player colours (by seat)</source>
        <translation>Spielerfarben (nach Platz)</translation>
    </message>
    <message>
        <location line="-60"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+20"/>
        <source>End after this many rounds</source>
        <translation>Ende nach so vielen Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie ends the session after this many rounds; with no limit, you stop when you like.</source>
        <translation>Roadie beendet die Sitzung nach so vielen Runden; ohne Grenze hörst du auf, wann du willst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+2"/>
        <source>Dice per area</source>
        <translation>Würfel pro Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most dice an area of the tray holds.</source>
        <translation>Die meisten Würfel, die ein Bereich fasst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+36"/>
        <source>Audience cards</source>
        <translation>Publikumskarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the Audience cards: take them after each song for points and symbols.</source>
        <translation>Mit den Publikumskarten spielen: Nimm sie nach jedem Song für Punkte und Symbole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Turn-based rules</source>
        <translation>Rundenbasierte Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place dice in turns by Initiative instead of all at once in real time.</source>
        <translation>Würfel reihum nach Initiative setzen statt alle gleichzeitig in Echtzeit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Set list</source>
        <translation>Setlist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Set List card side to play: its six songs in order. Random picks one for your player count.</source>
        <translation>Die zu spielende Seite der Setlist-Karte: ihre sechs Songs der Reihe nach. Zufällig wählt eine für deine Spielerzahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Clash window (seconds)</source>
        <translation>Zusammenstoß-Fenster (Sekunden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players who grab the same space within this many seconds of each other clash.</source>
        <translation>Zwei Spieler, die dasselbe Feld innerhalb so vieler Sekunden nehmen, kollidieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+2"/>
        <source>Showdown timer (solo)</source>
        <translation>Showdown-Timer (solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 Sekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40 seconds</source>
        <translation>40 Sekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown&apos;s timed rules: you stop rolling when the timer runs out.</source>
        <translation>Die Zeitregeln des Showdown: Du hörst auf zu würfeln, wenn der Timer abläuft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Showdown difficulty (solo)</source>
        <translation>Showdown-Schwierigkeit (solo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty balancing: The Challenger starts with a head start of 20 points (Hard) or 30 points (Expert).</source>
        <translation>Schwierigkeitsausgleich: Der Challenger startet mit 20 Punkten Vorsprung (Schwer) oder 30 Punkten (Experte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Instruments (by seat)</source>
        <translation>Instrumente (nach Platz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Instrument Board you play; Random deals you one of the boards nobody chose.</source>
        <translation>Das Instrumententableau, das du spielst; Zufällig gibt dir eines der Tableaus, die niemand gewählt hat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Mardi Gras variant of the rulebook.</source>
        <translation>Die Mardi-Gras-Variante der Regel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Robot&apos;s difficulty card: its money at the start, its pay for a matched mood, its closing turns.</source>
        <translation>Die Schwierigkeitskarte des Robots: sein Startgeld, sein Lohn für eine passende Stimmung, seine Schlusszüge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Robot card you play against: how it picks and plays its songs.</source>
        <translation>Die Robot-Karte, gegen die du spielst: wie er seine Songs wählt und spielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Who takes the first turn; random as the rulebook says.</source>
        <translation>Wer den ersten Zug hat; zufällig, wie die Regel sagt.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="-2"/>
        <source>Rising Star (3 players)</source>
        <translation>Rising Star (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a three-player game with the Rising Star (a two-player game always has it).</source>
        <translation>Eine Partie zu dritt mit dem Rising Star spielen (eine Partie zu zweit hat ihn immer).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+3"/>
        <source>Unique abilities</source>
        <translation>Besondere Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the Managers&apos; and characters&apos; unique abilities; untick for a first game (the rulebook&apos;s tip).</source>
        <translation>Mit den besonderen Fähigkeiten der Manager und Charaktere spielen; für eine erste Partie abwählen (Tipp der Spielregel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+1"/>
        <source>Candy</source>
        <translation>Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with Candy; untick for a first game: cards&apos; Candy parts are ignored, and with abilities Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Mit Candy spielen; für eine erste Partie abwählen: der Candy-Teil jeder Karte entfällt, und mit Fähigkeiten bleiben Eric Fairchild und Kimmy Kim außen vor.</translation>
    </message>
</context>
<context>
    <name>progress</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+82"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+72"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="+172"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="+161"/>
        <source>Song %1 of %2</source>
        <translation>Song %1 von %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-78"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../desktop/roadie/core/dice.py" line="+62"/>
        <source>Dice in a fixer area can&apos;t be targeted by effects.</source>
        <translation>Würfel in einem Fixer-Bereich können nicht Ziel von Effekten sein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You don&apos;t control dice in a fixer area.</source>
        <translation>Würfel in einem Fixer-Bereich kontrollierst du nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That die is in a rival&apos;s Gig area, not yours.</source>
        <translation>Dieser Würfel liegt im Gig-Bereich eines Gegners, nicht in deinem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap with a rival&apos;s Gig die, not one of your own.</source>
        <translation>Tausch mit einem gegnerischen Gig-Würfel, nicht mit einem deiner eigenen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only steal a rival&apos;s Gig: that die is already yours.</source>
        <translation>Du kannst nur einen gegnerischen Gig stehlen: Dieser Würfel gehört schon dir.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>There is no d{sides}: Gig dice are d4, d6, d8, d10, d12 and d20.</source>
        <translation>Es gibt keinen d{sides}: Gig-Würfel sind d4, d6, d8, d10, d12 und d20.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Adjust by at least 1.</source>
        <translation>Passe um mindestens 1 an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This {die} already shows {value}: it can&apos;t be adjusted that way.</source>
        <translation>Dieser {die} zeigt bereits {value}: So kann er nicht angepasst werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A {die} showing {value} stops at {edge}: adjust it by {step}.</source>
        <translation>Ein {die}, der {value} zeigt, hält bei {edge} an: Pass ihn um {step} an.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A {die} has no face {value}.</source>
        <translation>Ein {die} hat keine Seite mit {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="-56"/>
        <source>Gig dice</source>
        <translation>Gig-Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each polyhedral die on the table is one Gig.</source>
        <translation>Jeder Polyederwürfel auf dem Tisch ist ein Gig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die types</source>
        <translation>Würfeltypen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs are d4, d6, d8, d10, d12 and d20; the number is both the sides and the highest value.</source>
        <translation>Gigs sind d4, d6, d8, d10, d12 und d20; die Zahl ist zugleich die Seitenzahl und der höchste Wert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friendly Gigs</source>
        <translation>Befreundete Gigs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You control the dice in your own Gig area: they are your friendly Gigs.</source>
        <translation>Du kontrollierst die Würfel in deinem eigenen Gig-Bereich: Sie sind deine befreundeten Gigs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fixer area</source>
        <translation>Der Fixer-Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in your fixer area are yours but not under your control: they are not friendly Gigs.</source>
        <translation>Würfel in deinem Fixer-Bereich gehören dir, stehen aber nicht unter deiner Kontrolle: Sie sind keine befreundeten Gigs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: not even their owner moves, re-rolls, changes or removes them at will. Section 6 gives no way out of a fixer area, so a die stays there for the rest of the session.</source>
        <translation>Roadies Lesart: Nicht einmal ihr Besitzer darf sie nach Belieben verschieben, neu würfeln, ändern oder entfernen. Abschnitt 6 kennt keinen Weg aus einem Fixer-Bereich heraus, also bleibt ein Würfel dort für den Rest der Sitzung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Targeting</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No effect may target a die in a fixer area.</source>
        <translation>Kein Effekt darf einen Würfel in einem Fixer-Bereich als Ziel wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolling</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls are fair and the result is kept; Roadie rolls for you.</source>
        <translation>Würfe sind fair und das Ergebnis bleibt bestehen; Roadie würfelt für dich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping the value</source>
        <translation>Wert bleibt erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die moved after its roll keeps the value it shows.</source>
        <translation>Ein Würfel, der nach seinem Wurf bewegt wird, behält den Wert, den er zeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A Gig&apos;s value is the number on its top face.</source>
        <translation>Der Wert eines Gigs ist die Zahl auf seiner oberen Seite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min Gig</source>
        <translation>Min-Gig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A die showing 1 is a min Gig.</source>
        <translation>Ein Würfel, der 1 zeigt, ist ein Min-Gig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max Gig</source>
        <translation>Max-Gig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die showing its number of sides is a max Gig.</source>
        <translation>Ein Würfel, der seine Seitenzahl zeigt, ist ein Max-Gig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest and highest</source>
        <translation>Niedrigster und höchster Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every die runs from 1 up to its number of sides.</source>
        <translation>Jeder Würfel reicht von 1 bis zu seiner Seitenzahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjust</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjusting moves a die&apos;s value up (increase) or down (decrease).</source>
        <translation>Anpassen verändert den Wert eines Würfels nach oben (erhöhen) oder nach unten (verringern).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a die stops at its lowest or highest face (6.3.3), so an adjustment is entered as the step to the value it reaches and a longer step is refused: each resulting value is one action.</source>
        <translation>Roadies Lesart: Ein Würfel hält bei seiner niedrigsten oder höchsten Seite an (6.3.3); eine Anpassung wird daher als der Schritt bis zu dem Wert eingegeben, den sie erreicht, und ein längerer Schritt wird abgelehnt: Jeder Ergebniswert ist eine Aktion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Increase</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increasing adjusts a die to a higher value.</source>
        <translation>Erhöhen passt einen Würfel auf einen höheren Wert an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease</source>
        <translation>Verringern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decreasing adjusts a die to a lower value.</source>
        <translation>Verringern passt einen Würfel auf einen niedrigeren Wert an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No empty adjustment</source>
        <translation>Keine leere Anpassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An adjustment that would leave the value unchanged fails.</source>
        <translation>Eine Anpassung, die den Wert unverändert ließe, schlägt fehl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting turns a die to a chosen face.</source>
        <translation>Setzen dreht einen Würfel auf eine gewählte Seite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: setting a die to the value it already shows changes nothing, so the table refuses it.</source>
        <translation>Roadies Lesart: Einen Würfel auf den Wert zu setzen, den er bereits zeigt, ändert nichts – deshalb lehnt der Tisch das ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only real faces</source>
        <translation>Nur echte Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die can only be set to a value it has, never a d6 to 8.</source>
        <translation>Ein Würfel kann nur auf einen Wert gesetzt werden, den er hat – ein d6 also nie auf 8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-pairs</source>
        <translation>Wertepaare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice of equal value in the same Gig area make a value-pair.</source>
        <translation>Zwei Würfel mit gleichem Wert im selben Gig-Bereich bilden ein Wertepaar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pair per die</source>
        <translation>Ein Paar pro Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die counts towards one value-pair at most.</source>
        <translation>Ein Würfel zählt höchstens zu einem Wertepaar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a friendly Gig with a rival Gig: each goes to the other&apos;s Gig area at once.</source>
        <translation>Tausche einen befreundeten Gig mit einem gegnerischen Gig: Beide wechseln sofort in den Gig-Bereich des jeweils anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values kept in a swap</source>
        <translation>Werte bleiben beim Tausch erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice keep their values through the swap.</source>
        <translation>Beide Würfel behalten beim Tausch ihre Werte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A swap is not a steal</source>
        <translation>Tauschen ist kein Stehlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapping never counts as stealing.</source>
        <translation>Tauschen zählt nie als Stehlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>Stehlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stealing takes a rival Gig into your own Gig area, under your control.</source>
        <translation>Stehlen holt einen gegnerischen Gig in deinen eigenen Gig-Bereich, unter deine Kontrolle.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/abilities.py" line="+38"/>
        <source>There is no ability to use now.</source>
        <translation>Gerade gibt es keine Fähigkeit, die du nutzen kannst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} has another ability.</source>
        <translation>{song} hat eine andere Fähigkeit.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Say how much energy each of your {members} band members gets.</source>
        <translation>Gib an, wie viel Energie jedes deiner {members} Bandmitglieder bekommt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move between 1 and {most} energy.</source>
        <translation>Verschiebe zwischen 1 und {most} Energie.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+18"/>
        <source>Name two different crowds of Royal Street.</source>
        <translation>Nenne zwei verschiedene Mengen der Royal Street.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Move between 1 and {most} of your energy from that crowd.</source>
        <translation>Verschiebe zwischen 1 und {most} deiner Energie von dieser Menge.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Take back between 1 and {count} different songs.</source>
        <translation>Nimm zwischen 1 und {count} verschiedene Songs zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} is not in your discard pile.</source>
        <translation>{song} liegt nicht in deinem Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+28"/>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="+129"/>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="+56"/>
        <source>It is seat {turn}&apos;s turn, not seat {seat}&apos;s.</source>
        <translation>Platz {turn} ist am Zug, nicht Platz {seat}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rulebook.py" line="-171"/>
        <location line="+3"/>
        <location line="+4"/>
        <source>Game Setup</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Royal Street</source>
        <translation>Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three crowd cards from the shuffled crowd deck form Royal Street; each gets a mood token drawn at random from the face-down pile.</source>
        <translation>Drei Mengenkarten vom gemischten Mengenstapel bilden die Royal Street; jede erhält einen zufällig gezogenen Stimmungsmarker aus dem verdeckten Stapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard Songs</source>
        <translation>Standard-Songs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Ability Song and two Hit Songs become the Standard Songs, each with a Standard token on its cheaper side; the other Ability Songs go back to the box.</source>
        <translation>Ein Fähigkeitssong und zwei Hit-Songs werden zu den Standard-Songs, jeder mit einem Standard-Marker auf seiner günstigeren Seite; die übrigen Fähigkeitssongs kommen zurück in die Schachtel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melody Market</source>
        <translation>Melodienmarkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three more Hit Songs form the Melody Market; the rest make the face-down Hit Song deck.</source>
        <translation>Drei weitere Hit-Songs bilden den Melodienmarkt; der Rest bildet den verdeckten Hit-Song-Stapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player Setup</source>
        <translation>Spieleraufbau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your band</source>
        <translation>Deine Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has a band of three, 15 energy (4 on each band member, 3 in reserve), the three songs of their colour and $3.</source>
        <translation>Jeder Spieler hat eine dreiköpfige Band, 15 Energie (je 4 auf jedem Bandmitglied, 3 in der Reserve), die drei Songs seiner Farbe und $3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gameplay</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="-192"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who most recently tipped a street musician starts the first round; play goes clockwise.</source>
        <translation>Wer zuletzt einem Straßenmusiker Trinkgeld gegeben hat, beginnt die erste Runde; gespielt wird im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the table names the first player when it sets up the game, or Roadie draws one at random.</source>
        <translation>Roadies Lesart: Der Tisch legt beim Aufbau fest, wer beginnt, oder Roadie lost es zufällig aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player Turns</source>
        <translation>Spielzüge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Taking turns</source>
        <translation>Reihum spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players take turns clockwise, skipping those who have passed; only the player whose turn it is acts.</source>
        <translation>Die Spieler sind im Uhrzeigersinn am Zug, wobei alle übersprungen werden, die gepasst haben; nur wer am Zug ist, handelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>1. Finish Playing a Song</source>
        <translation>1. Einen Song zu Ende spielen</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>First turn</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your first turn of a round you go straight to your action.</source>
        <translation>In deinem ersten Zug einer Runde gehst du direkt zu deiner Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: going straight to step 3 skips the tip too, so you cannot tip on your first turn of a round.</source>
        <translation>Roadies Lesart: Wer direkt zu Schritt 3 geht, überspringt auch das Trinkgeld – in deinem ersten Zug einer Runde kannst du also kein Trinkgeld geben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish your song</source>
        <translation>Deinen Song beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A song you played last turn must be finished first. Moods match when they are equal or either is Wild. No match: all its energy goes to the crowd. Match: either all of it goes to the crowd and you take $1, or at least 1 goes there and the rest goes back onto your band members.</source>
        <translation>Ein Song, den du im letzten Zug gespielt hast, muss zuerst beendet werden. Stimmungen passen, wenn sie gleich sind oder eine davon Wild ist. Passen sie nicht, geht seine gesamte Energie an die Menge. Passen sie, geht entweder alles an die Menge und du nimmst $1, oder mindestens 1 geht dorthin und der Rest zurück auf deine Bandmitglieder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: placing all of the energy always takes the $1.</source>
        <translation>Roadies Lesart: Wer die gesamte Energie platziert, nimmt immer die $1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy back to your band</source>
        <translation>Energie zurück an deine Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy you keep from a matched song goes back onto your band members, split between them as you wish; you place all of it before going on.</source>
        <translation>Energie, die du von einem passenden Song behältst, kommt zurück auf deine Bandmitglieder, beliebig auf sie verteilt; du platzierst sie vollständig, bevor es weitergeht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished Standards</source>
        <translation>Beendete Standards</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish a Standard Song with an ability, you may use the ability then, before tipping.</source>
        <translation>Wenn du einen Standard-Song mit einer Fähigkeit beendest, darfst du die Fähigkeit sofort nutzen, noch vor dem Trinkgeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you use the ability or skip it before anything else; the Robot never uses abilities.</source>
        <translation>Roadies Lesart: Du nutzt die Fähigkeit oder überspringst sie vor allem anderen; der Roboter nutzt nie Fähigkeiten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+5"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Ability Song Cards</source>
        <translation>Fähigkeitssong-Karten</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Take money</source>
        <translation>Geld nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the dollars the card shows, once or for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Nimm die Dollar, die die Karte zeigt – einmal oder für jede Menge in der Royal Street, bei der du mehr Energie hast als alle anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: only energy on the crowd cards counts, not songs still being played.</source>
        <translation>Roadies Lesart: Es zählt nur Energie auf den Mengenkarten, nicht auf Songs, die noch gespielt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free tip</source>
        <translation>Kostenloses Trinkgeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows from your reserve to your band members, split as you wish, without paying.</source>
        <translation>Verschiebe bis zu so viel Energie, wie die Karte zeigt, aus deiner Reserve auf deine Bandmitglieder, beliebig verteilt und ohne zu bezahlen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free learn</source>
        <translation>Kostenlos lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song from the Melody Market or the top of the Hit Song deck without moving energy to your reserve; it is not your action.</source>
        <translation>Lerne einen Song vom Melodienmarkt oder von oben vom Hit-Song-Stapel, ohne Energie in deine Reserve zu verschieben; das zählt nicht als deine Aktion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: as with Learn, no song can be learnt once the Melody Market is empty.</source>
        <translation>Roadies Lesart: Wie beim Lernen kann kein Song mehr gelernt werden, sobald der Melodienmarkt leer ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move energy between crowds</source>
        <translation>Energie zwischen Mengen verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows of yours from one crowd in Royal Street to another.</source>
        <translation>Verschiebe bis zu so viel deiner Energie, wie die Karte zeigt, von einer Menge der Royal Street zu einer anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap moods</source>
        <translation>Stimmungen tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Tausche die Stimmungsmarker zweier Mengen der Royal Street.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: songs still being played finish against the mood their crowd shows when they finish.</source>
        <translation>Roadies Lesart: Songs, die noch gespielt werden, werden mit der Stimmung beendet, die ihre Menge beim Beenden zeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recall songs</source>
        <translation>Songs zurückholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take up to the number of songs the card shows from your discard pile back into your hand.</source>
        <translation>Nimm bis zu so viele Songs, wie die Karte zeigt, aus deinem Ablagestapel zurück auf die Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. Tip (optional)</source>
        <translation>2. Trinkgeld geben (optional)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tip your band</source>
        <translation>Deiner Band Trinkgeld geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 to the bank for each energy you move from your reserve to a band member of your choice; as often as you like before your action.</source>
        <translation>Zahle der Bank $1 für jede Energie, die du aus deiner Reserve auf ein Bandmitglied deiner Wahl verschiebst – so oft du willst, vor deiner Aktion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you tip one band member at a time, any number of times.</source>
        <translation>Roadies Lesart: Du gibst jeweils einem Bandmitglied Trinkgeld, beliebig oft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. Perform Action</source>
        <translation>3. Aktion ausführen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action</source>
        <translation>Eine Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After tipping you do exactly one of Learn a Song, Play a Song or Pass; then your turn ends.</source>
        <translation>Nach dem Trinkgeld führst du genau eine dieser Aktionen aus: Song lernen, Song spielen oder Passen; dann endet dein Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn a Song</source>
        <translation>Song lernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn a song</source>
        <translation>Einen Song lernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>Play a Song</source>
        <translation>Song spielen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play a song</source>
        <translation>Einen Song spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song from your hand, or a Standard Song nobody is playing, for a crowd of Royal Street: each band member puts the energy the song asks of its instrument on the song, which stays by the crowd until your next turn.</source>
        <translation>Spiele einen Song von deiner Hand oder einen Standard-Song, den niemand spielt, für eine Menge der Royal Street: Jedes Bandmitglied legt so viel Energie auf den Song, wie dieser von seinem Instrument verlangt; der Song bleibt bis zu deinem nächsten Zug bei der Menge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: an instrument the song does not list needs no energy.</source>
        <translation>Roadies Lesart: Ein Instrument, das der Song nicht aufführt, braucht keine Energie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a Standard</source>
        <translation>Einen Standard spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard Song also costs what its Standard token shows (1 or 2), paid in dollars to the bank or energy from your band members to your reserve. You cannot play the Standard you finished this turn.</source>
        <translation>Ein Standard-Song kostet zusätzlich, was sein Standard-Marker zeigt (1 oder 2), bezahlt in Dollar an die Bank oder mit Energie von deinen Bandmitgliedern in deine Reserve. Den Standard, den du in diesem Zug beendet hast, kannst du nicht spielen.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Roadie&apos;s reading: every band plays trumpet, saxophone and drums, so every song suits every band. Each player chooses a colour when the game is set up; a seat that does not choose takes the first colour left.</source>
        <translation>Roadies Lesart: Jede Band spielt Trompete, Saxofon und Schlagzeug, daher passt jeder Song zu jeder Band. Beim Aufbau wählt jeder Spieler eine Farbe; ein Platz, der keine wählt, erhält die erste noch freie Farbe.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A finished song goes face down to your discard pile (the others see how many cards it holds); a Standard Song goes back to Royal Street and its Standard token turns to 2.</source>
        <translation>Ein beendeter Song kommt verdeckt auf deinen Ablagestapel (die anderen sehen, wie viele Karten er enthält); ein Standard-Song kehrt in die Royal Street zurück und sein Standard-Marker wird auf 2 gedreht.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Move 1 energy from each band member to your reserve and take a song from the Melody Market (refilled at once from the Hit Song deck) or the top of the Hit Song deck. Standards cannot be learnt, and once the Melody Market is empty nobody can learn. Your hand is yours alone: the others see how many songs you hold, and a song taken from the top of the deck is seen by you only.</source>
        <translation>Verschiebe 1 Energie von jedem Bandmitglied in deine Reserve und nimm einen Song vom Melodienmarkt (sofort vom Hit-Song-Stapel aufgefüllt) oder von oben vom Hit-Song-Stapel. Standards können nicht gelernt werden, und sobald der Melodienmarkt leer ist, kann niemand mehr lernen. Deine Hand gehört dir allein: Die anderen sehen, wie viele Songs du hältst, und einen Song von oben vom Stapel siehst nur du.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roadie&apos;s reading: a Market slot the empty deck cannot refill stays empty.</source>
        <translation>Roadies Lesart: Ein Marktplatz, den der leere Stapel nicht auffüllen kann, bleibt leer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Roadie&apos;s reading: the whole cost is paid one way, either all in dollars or all in energy, never a mix.</source>
        <translation>Roadies Lesart: Die gesamten Kosten werden auf eine Art bezahlt, entweder ganz in Dollar oder ganz in Energie, nie gemischt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you take no more turns this round. If you can neither learn nor play, you must pass.</source>
        <translation>Dreh deine Spielerkarte um: Du bist in dieser Runde nicht mehr am Zug. Wenn du weder lernen noch spielen kannst, musst du passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may also pass when you could still learn or play.</source>
        <translation>Roadies Lesart: Du darfst auch passen, wenn du noch lernen oder spielen könntest.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+3"/>
        <source>End of Round</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>End of a round</source>
        <translation>Ende einer Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends when every player has passed.</source>
        <translation>Die Runde endet, wenn alle Spieler gepasst haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay Out Crowd Cards</source>
        <translation>Mengenkarten auszahlen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crowd payouts</source>
        <translation>Auszahlungen der Mengen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each crowd pays its 1st place payout to the player with the most energy on it, who also takes its mood token; all players tied for most energy are paid and the token goes to the box. Everyone with at least the threshold of energy there, 1st place included, collects the threshold payout.</source>
        <translation>Jede Menge zahlt ihre Auszahlung für Platz 1 an den Spieler mit der meisten Energie auf ihr, der auch ihren Stimmungsmarker nimmt; bei Gleichstand um die meiste Energie werden alle Beteiligten ausgezahlt und der Marker kommt in die Schachtel. Alle, die dort mindestens die Schwelle an Energie haben, Platz 1 eingeschlossen, erhalten die Schwellen-Auszahlung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a crowd with no energy on it pays nobody and its mood token goes to the box.</source>
        <translation>Roadies Lesart: Eine Menge ohne Energie zahlt niemandem etwas aus, und ihr Stimmungsmarker kommt in die Schachtel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rest up</source>
        <translation>Erholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: Standard tokens back to 1, played songs back into hands, 4 energy on each band member and 3 in reserve.</source>
        <translation>Außer nach Runde 3: Standard-Marker zurück auf 1, gespielte Songs zurück auf die Hand, 4 Energie auf jedes Bandmitglied und 3 in die Reserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot gets one set of 15 energy back and its played songs are shuffled back into its Robot Song Deck.</source>
        <translation>Roadies Lesart: Der Roboter erhält einen Satz von 15 Energie zurück, und seine gespielten Songs werden zurück in seinen Roboter-Songstapel gemischt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New crowds</source>
        <translation>Neue Mengen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: the scored crowds go to the box; 4 new crowds come out for round 2 and 5 for round 3, each with a mood token from the pile.</source>
        <translation>Außer nach Runde 3: Die gewerteten Mengen kommen in die Schachtel; für Runde 2 kommen 4 neue Mengen ins Spiel, für Runde 3 fünf, jede mit einem Stimmungsmarker vom Stapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player with the most money starts the next round; then the one with the most mood tokens; then the one who acted last in the round before.</source>
        <translation>Wer das meiste Geld hat, beginnt die nächste Runde; bei Gleichstand, wer die meisten Stimmungsmarker hat; danach, wer in der Runde davor zuletzt gehandelt hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: on the last tie, of the players still tied, the one who acted most recently starts.</source>
        <translation>Roadies Lesart: Beim letzten Gleichstand beginnt von den noch gleichauf liegenden Spielern derjenige, der zuletzt gehandelt hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of the Game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="+149"/>
        <source>End of the game</source>
        <translation>Ende des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after round 3. The player with the most money wins; ties go to the most song cards, then to the most mood tokens.</source>
        <translation>Das Spiel endet nach Runde 3. Wer das meiste Geld hat, gewinnt; bei Gleichstand entscheiden die meisten Songkarten, dann die meisten Stimmungsmarker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: your song cards are those in your hand and discard pile (not the Standards); players still tied share the win.</source>
        <translation>Roadies Lesart: Deine Songkarten sind die auf deiner Hand und in deinem Ablagestapel (nicht die Standards); wer dann noch gleichauf liegt, teilt sich den Sieg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mardi Gras Variant</source>
        <translation>Mardi-Gras-Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mardi Gras</source>
        <translation>Mardi Gras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three Standard Songs are all Ability Songs.</source>
        <translation>Die drei Standard-Songs sind alle Fähigkeitssongs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Setup</source>
        <translation>Solo-Aufbau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo setup</source>
        <translation>Solo-Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot has its own energy and $3; its Robot Song Deck is every player song not in use, shuffled.</source>
        <translation>Der Roboter hat eigene Energie und $3; sein Roboter-Songstapel besteht aus allen nicht verwendeten Spieler-Songs, gemischt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Solo Gameplay</source>
        <translation>Solo-Spielablauf</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The Robot</source>
        <translation>Der Roboter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes the first turn of every round and follows its Robot card step by step; after you pass it takes one last turn, and the round ends.</source>
        <translation>Der Roboter hat in jeder Runde den ersten Zug und folgt Schritt für Schritt seiner Roboterkarte; nachdem du gepasst hast, macht er noch einen letzten Zug, und die Runde endet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot puts on a song the energy its card says (the song&apos;s total, give or take) from its own supply; it pays for Standards in dollars, never uses abilities, and shuffles its discards into a new deck when its deck is empty.</source>
        <translation>Roadies Lesart: Der Roboter legt aus seinem eigenen Vorrat so viel Energie auf einen Song, wie seine Karte sagt (die Gesamtenergie des Songs, plus oder minus); Standards bezahlt er in Dollar, er nutzt nie Fähigkeiten und mischt seinen Ablagestapel zu einem neuen Stapel, wenn sein Stapel leer ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Robot&apos;s energy</source>
        <translation>Die Energie des Roboters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the Robot runs out of energy it takes another set of 15 from the box. The box holds 5 sets, less the players&apos; and the Robot&apos;s own.</source>
        <translation>Geht dem Roboter die Energie aus, nimmt er einen weiteren Satz von 15 aus der Schachtel. Die Schachtel enthält 5 Sätze, abzüglich der Sätze der Spieler und des Roboters.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: with the box empty the Robot plays a song with the energy it has left; with none left, the song it flipped goes to its discard pile unplayed and it buys no Standard. Each round it starts again with one set.</source>
        <translation>Roadies Lesart: Ist die Schachtel leer, spielt der Roboter einen Song mit der Energie, die ihm bleibt; hat er keine mehr, kommt der aufgedeckte Song ungespielt auf seinen Ablagestapel, und er kauft keinen Standard. Jede Runde beginnt er wieder mit einem Satz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Scaling Difficulty</source>
        <translation>Solo-Schwierigkeitsstufen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy: the Robot starts without money. Medium: the rules as written. Medium Advanced: $2 for a matched mood. Advanced: two closing turns after you pass. Professional: both.</source>
        <translation>Leicht: Der Roboter beginnt ohne Geld. Mittel: die Regeln wie geschrieben. Mittel-Fortgeschritten: $2 für eine passende Stimmung. Fortgeschritten: zwei abschließende Züge, nachdem du gepasst hast. Profi: beides.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo Scoring</source>
        <translation>Solo-Wertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beat the Robot</source>
        <translation>Schlag den Roboter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win if you have more money than the Robot after round 3.</source>
        <translation>Du gewinnst, wenn du nach Runde 3 mehr Geld hast als der Roboter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: equal money is a loss.</source>
        <translation>Roadies Lesart: Gleich viel Geld ist eine Niederlage.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="-3"/>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="-29"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>First finish the song you played last turn.</source>
        <translation>Beende zuerst den Song, den du im letzten Zug gespielt hast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First put the {energy} energy you kept back onto your band.</source>
        <translation>Leg zuerst die {energy} behaltene Energie zurück auf deine Band.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First use or skip the ability of {song}.</source>
        <translation>Nutze oder überspringe zuerst die Fähigkeit von {song}.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You have no song to finish now.</source>
        <translation>Du hast gerade keinen Song zu beenden.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The moods don&apos;t match: all {energy} energy goes to the crowd.</source>
        <translation>Die Stimmungen passen nicht: Alle {energy} Energie gehen an die Menge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place between 1 and {energy} energy on the crowd.</source>
        <translation>Platziere zwischen 1 und {energy} Energie auf der Menge.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You have no energy to put back now.</source>
        <translation>Du hast gerade keine Energie zurückzulegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put back between 1 and {energy} energy.</source>
        <translation>Leg zwischen 1 und {energy} Energie zurück.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your band has no member {member}.</source>
        <translation>Deine Band hat kein Mitglied {member}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no ability to skip now.</source>
        <translation>Gerade gibt es keine Fähigkeit zum Überspringen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On your first turn of a round you go straight to your action: no tipping.</source>
        <translation>In deinem ersten Zug einer Runde gehst du direkt zu deiner Aktion: kein Trinkgeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tip between 1 and {reserve} energy: that is what your reserve holds.</source>
        <translation>Gib zwischen 1 und {reserve} Energie als Trinkgeld: So viel enthält deine Reserve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tip of {amount} energy costs ${amount}; you have ${money}.</source>
        <translation>Ein Trinkgeld von {amount} Energie kostet ${amount}; du hast ${money}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Each band member needs 1 energy to learn a song.</source>
        <translation>Jedes Bandmitglied braucht 1 Energie, um einen Song zu lernen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Melody Market is empty: nobody can learn songs any more.</source>
        <translation>Der Melodienmarkt ist leer: Niemand kann mehr Songs lernen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hit Song deck is empty.</source>
        <translation>Der Hit-Song-Stapel ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Melody Market has no song in slot {slot}.</source>
        <translation>Der Melodienmarkt hat keinen Song auf Platz {slot}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Royal Street has no crowd {crowd}.</source>
        <translation>Die Royal Street hat keine Menge {crowd}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{song} is neither in your hand nor a Standard.</source>
        <translation>{song} ist weder auf deiner Hand noch ein Standard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone is already playing {song}.</source>
        <translation>Jemand spielt {song} bereits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished {song} this turn; you cannot play it again before your next turn.</source>
        <translation>Du hast {song} in diesem Zug beendet; vor deinem nächsten Zug kannst du ihn nicht erneut spielen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This song costs {cost} extra, paid either all in dollars or all in energy; you offered {energy} energy.</source>
        <translation>Dieser Song kostet {cost} extra, entweder ganz in Dollar oder ganz in Energie bezahlt; du hast {energy} Energie angeboten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paying ${dollars} for the Standard needs more than your ${money}; pay it in energy instead.</source>
        <translation>Um ${dollars} für den Standard zu bezahlen, reichen deine ${money} nicht; bezahl ihn stattdessen mit Energie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your {instrument} player has {have} energy and would need {need}.</source>
        <translation>Dein Bandmitglied ({instrument}) hat {have} Energie und bräuchte {need}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+54"/>
        <source>You can&apos;t act now.</source>
        <translation>Du kannst gerade nicht handeln.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="-25"/>
        <source>Companion table › A tray for the card game</source>
        <translation>Begleittisch › Eine Ablage für das Kartenspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tray for the card game</source>
        <translation>Eine Ablage für das Kartenspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table holds the Gig dice of a game of the Gig card game and applies section 6 to them. The cards say what to roll, adjust, set, swap or steal; the turns, the table space and the end of a session are Roadie&apos;s own handling, not the card game&apos;s rules.</source>
        <translation>Dieser Tisch hält die Gig-Würfel einer Partie des Gig-Kartenspiels bereit und wendet Abschnitt 6 auf sie an. Die Karten sagen, was gewürfelt, angepasst, gesetzt, getauscht oder gestohlen wird; Züge, Platz auf dem Tisch und das Ende einer Sitzung regelt Roadie selbst, nicht die Regeln des Kartenspiels.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Companion table › Turns</source>
        <translation>Begleittisch › Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats act in turn, clockwise; only the seat whose turn it is may act.</source>
        <translation>Die Plätze sind reihum im Uhrzeigersinn am Zug; nur der Platz, der am Zug ist, darf handeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companion table › Table space</source>
        <translation>Begleittisch › Platz auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table space</source>
        <translation>Platz auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each area of the table holds a limited number of dice (an option, 12 by default).</source>
        <translation>Jeder Bereich des Tischs fasst eine begrenzte Zahl von Würfeln (eine Option, standardmäßig 12).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On your turn you roll new dice into your Gig area or your fixer area, move a friendly Gig to your fixer area, and take a friendly Gig or a rival&apos;s Gig off the table, as the cards tell you.</source>
        <translation>In deinem Zug würfelst du neue Würfel in deinen Gig-Bereich oder deinen Fixer-Bereich, verschiebst einen befreundeten Gig in deinen Fixer-Bereich und nimmst einen befreundeten oder gegnerischen Gig vom Tisch – so, wie es die Karten sagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The session ends when a player ends it on their turn, or after the number of rounds chosen when it began. Nobody wins and nothing is scored here: the card game decides that by its own rules.</source>
        <translation>Die Sitzung endet, wenn ein Spieler sie in seinem Zug beendet, oder nach der zu Beginn gewählten Zahl von Runden. Hier gewinnt niemand und nichts wird gewertet: Das entscheidet das Kartenspiel nach seinen eigenen Regeln.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Companion table › Your own dice</source>
        <translation>Begleittisch › Deine eigenen Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own dice</source>
        <translation>Deine eigenen Würfel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Companion table › End of the session</source>
        <translation>Begleittisch › Ende der Sitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the session</source>
        <translation>Ende der Sitzung</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="-22"/>
        <source>There is no die {die} on the table.</source>
        <translation>Es gibt keinen Würfel {die} auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The session is over.</source>
        <translation>Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That area already holds {max} dice.</source>
        <translation>Dieser Bereich enthält bereits {max} Würfel.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You don&apos;t control the dice in your fixer area: they stay there.</source>
        <translation>Die Würfel in deinem Fixer-Bereich kontrollierst du nicht: Sie bleiben dort.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>That {die} already shows {value}.</source>
        <translation>Dieser {die} zeigt bereits {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/applause.py" line="+45"/>
        <source>It is not your turn in the Applause.</source>
        <translation>Du bist im Applaus nicht an der Reihe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That card is not in the Audience row.</source>
        <translation>Diese Karte liegt nicht in der Publikumsreihe.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That card costs {cost} Spotlights; you have {have}.</source>
        <translation>Diese Karte kostet {cost} Spotlights; du hast {have}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/bridge.py" line="+33"/>
        <source>You have no solo to play now.</source>
        <translation>Du hast gerade kein Solo zu spielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Those dice don&apos;t form a groove on the song.</source>
        <translation>Diese Würfel bilden auf dem Song keinen Groove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drawing must have the groove&apos;s shape.</source>
        <translation>Die Zeichnung muss die Form des Grooves haben.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Grooves stay on the grid and never overlap.</source>
        <translation>Grooves bleiben innerhalb des Rasters und überlappen sich nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your first groove must cover the start space.</source>
        <translation>Dein erster Groove muss das Startfeld abdecken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A groove must touch one you have drawn.</source>
        <translation>Ein Groove muss einen deiner bereits gezeichneten Grooves berühren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grooves may not cross each other diagonally.</source>
        <translation>Grooves dürfen einander nicht diagonal kreuzen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First make the choice you owe.</source>
        <translation>Triff zuerst die ausstehende Wahl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You owe no choice now.</source>
        <translation>Du hast gerade keine Wahl zu treffen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose one of the four Notation symbols.</source>
        <translation>Wähl eines der vier Notationssymbole.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {symbol} track is full: choose another.</source>
        <translation>Deine Leiste „{symbol}“ ist voll: Wähl eine andere.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No Vocals to use now.</source>
        <translation>Gerade gibt es keinen Gesang zu nutzen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vocals copy a symbol from their own groove.</source>
        <translation>Gesang kopiert ein Symbol aus seinem eigenen Groove.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You have no extra groove.</source>
        <translation>Du hast keinen zusätzlichen Groove.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A groove fits: draw it.</source>
        <translation>Ein Groove passt: Zeichne ihn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw one linked groove of up to {size} spaces.</source>
        <translation>Zeichne einen zusammenhängenden Groove mit bis zu {size} Feldern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circle a space touching one of your grooves.</source>
        <translation>Kreis ein Feld ein, das einen deiner Grooves berührt.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/rulebook.py" line="-221"/>
        <location line="+2"/>
        <source>Setup › General Setup</source>
        <translation>Aufbau › Allgemeiner Aufbau</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set list</source>
        <translation>Setlist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set list for the player count gives the six songs, played in order.</source>
        <translation>Eine Setlist für die Spielerzahl legt die sechs Songs fest, die der Reihe nach gespielt werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Setup › Audience Setup</source>
        <translation>Aufbau › Publikum vorbereiten</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Audience</source>
        <translation>Publikum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early cards sit on top of Late ones; two players remove 6 of each, three players 3 of each; a row of players + 1 cards is revealed.</source>
        <translation>Frühe Karten liegen auf den späten; zu zweit werden je 6 davon entfernt, zu dritt je 3; eine Reihe aus Spielerzahl + 1 Karten wird aufgedeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: The Showdown is set up as for two players, so its row shows 3 cards each song (The Challenger discards from it first).</source>
        <translation>Roadies Lesart: Der Showdown wird wie für zwei Spieler aufgebaut, daher zeigt seine Reihe pro Song 3 Karten (der Herausforderer wirft zuerst daraus ab).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Only tokens numbered below the player count are used.</source>
        <translation>Es werden nur Marker verwendet, deren Zahl unter der Spielerzahl liegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: with two players the 1st token is used, as setup step 1 says (the board note that removes it is not followed).</source>
        <translation>Roadies Lesart: Zu zweit wird der 1er-Marker verwendet, wie es Aufbauschritt 1 sagt (der Hinweis auf dem Spielplan, der ihn entfernt, wird nicht befolgt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+33"/>
        <location line="+22"/>
        <location line="+2"/>
        <source>1. The Song</source>
        <translation>1. Der Song</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Everybody rolls</source>
        <translation>Alle würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the countdown every player rolls all four dice at once; then play runs in real time.</source>
        <translation>Nach dem Countdown würfeln alle gleichzeitig mit allen vier Würfeln; danach läuft das Spiel in Echtzeit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Rows</source>
        <translation>1. Der Song › Reihen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>1. The Song › Placing Dice</source>
        <translation>1. Der Song › Würfel platzieren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>One die per space</source>
        <translation>Ein Würfel pro Feld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Each space of the song holds one die.</source>
        <translation>Jedes Feld des Songs fasst einen Würfel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony spaces</source>
        <translation>Harmoniefelder</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One hand</source>
        <translation>Eine Hand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. The Song › Resolving Clashes</source>
        <translation>1. Der Song › Zusammenstöße auflösen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clashes</source>
        <translation>Zusammenstöße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two claims on one space close together in time clash: both dice go back to their pools and are rolled again.</source>
        <translation>Zwei Zugriffe auf dasselbe Feld kurz nacheinander stoßen zusammen: Beide Würfel kehren in ihren Vorrat zurück und werden neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1. The Song › Rolling Dice</source>
        <translation>1. Der Song › Würfeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-rolling</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until somebody places a fourth die you may re-roll dice in your pool as often as you like.</source>
        <translation>Bis jemand einen vierten Würfel platziert, darfst du Würfel in deinem Vorrat so oft neu würfeln, wie du willst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Re-rolling Dice</source>
        <translation>1. Der Song › Würfel neu würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die in hand</source>
        <translation>Ein Würfel in der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die you were holding when the Bridge was called may be rolled once more.</source>
        <translation>Ein Würfel, den du gehalten hast, als die Bridge ausgerufen wurde, darf noch einmal gewürfelt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take it to the Bridge!</source>
        <translation>Ab in die Bridge!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to place a fourth die calls the Bridge: nobody re-rolls any more, and the remaining dice are placed.</source>
        <translation>Wer als Erstes einen vierten Würfel platziert, ruft die Bridge aus: Niemand würfelt mehr neu, und die übrigen Würfel werden platziert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › Using Symbols</source>
        <translation>2. Die Bridge › Symbole einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notation symbols</source>
        <translation>Notationssymbole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase a Notation symbol to change one of your unplaced dice, any time in the Song, even after the Bridge is called.</source>
        <translation>Radiere ein Notationssymbol aus, um einen deiner nicht platzierten Würfel zu ändern – jederzeit während des Songs, auch nachdem die Bridge ausgerufen wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Using Symbols › Flat</source>
        <translation>Symbole einsetzen › Be</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flat</source>
        <translation>Be</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower a die by 1; a 1 becomes a 6.</source>
        <translation>Senke einen Würfel um 1; aus einer 1 wird eine 6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Sharp</source>
        <translation>Symbole einsetzen › Kreuz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise a die by 1; a 6 becomes a 1.</source>
        <translation>Erhöhe einen Würfel um 1; aus einer 6 wird eine 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Repeat</source>
        <translation>Symbole einsetzen › Wiederholung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to the value of another of your dice, placed or not.</source>
        <translation>Dreh einen Würfel auf den Wert eines anderen deiner Würfel, platziert oder nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Rest</source>
        <translation>Symbole einsetzen › Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to a value none of your dice shows.</source>
        <translation>Dreh einen Würfel auf einen Wert, den keiner deiner Würfel zeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The Song › Taking the Initiative</source>
        <translation>1. Der Song › Die Initiative ergreifen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Real time</source>
        <translation>Echtzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claims are ordered by the table&apos;s clock; time never runs backwards.</source>
        <translation>Zugriffe werden nach der Uhr des Tisches geordnet; die Zeit läuft nie rückwärts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All dice placed</source>
        <translation>Alle Würfel platziert</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>A die goes in the row of its value, 1 to 6: in one of its spaces or in its Harmony space.</source>
        <translation>Ein Würfel kommt in die Reihe seines Werts, 1 bis 6: auf eines ihrer Felder oder in ihr Harmoniefeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Harmony space at the end of a row takes dice of that row&apos;s value at any time; it holds several dice, but only one of each colour.</source>
        <translation>Das Harmoniefeld am Ende einer Reihe nimmt jederzeit Würfel mit dem Wert dieser Reihe auf; es fasst mehrere Würfel, aber nur einen jeder Farbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “at any time” is about timing (whether or not the row is full); a die still goes in its own row&apos;s Harmony space, never another row&apos;s.</source>
        <translation>Roadies Lesart: „Jederzeit“ bezieht sich auf den Zeitpunkt (ob die Reihe voll ist oder nicht); ein Würfel kommt trotzdem in das Harmoniefeld seiner eigenen Reihe, nie in das einer anderen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold and place one die at a time: while a die is in your hand you place that one, not another from your tray.</source>
        <translation>Du hältst und platzierst immer nur einen Würfel auf einmal: Solange ein Würfel in deiner Hand ist, platzierst du diesen, keinen anderen aus deiner Ablage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may put the held die back in your tray.</source>
        <translation>Roadies Lesart: Du darfst den gehaltenen Würfel zurück in deine Ablage legen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: claims closer together than the clash window (an option) clash; a later claim finds the space taken. The first claim is down as soon as it is made, so yielding is the later claimant&apos;s: claiming the space within the window means neither yielded, placing elsewhere (or waiting out the window) is yielding.</source>
        <translation>Roadies Lesart: Zugriffe, die zeitlich enger beieinanderliegen als das Zusammenstoß-Fenster (eine Option), stoßen zusammen; ein späterer Zugriff findet das Feld besetzt vor. Der erste Zugriff gilt, sobald er erfolgt, daher liegt das Nachgeben beim Späteren: Greift er innerhalb des Fensters auf das Feld zu, hat keiner nachgegeben; platziert er woanders (oder wartet das Fenster ab), gibt er nach.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Placing your fourth die takes the lowest Initiative token left; with the Audience cards the 1st brings a Spotlight.</source>
        <translation>Wer seinen vierten Würfel platziert, nimmt den niedrigsten verbliebenen Initiativmarker; mit den Publikumskarten bringt der 1er ein Spotlight.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie takes the token for you. The 1st token&apos;s Spotlight comes only with the Audience cards, in the turn-based rules too (there the tokens are laid out without the cards, for the placing order only).</source>
        <translation>Roadie nimmt den Marker für dich. Das Spotlight des 1er-Markers gibt es nur mit den Publikumskarten, auch in den rundenbasierten Regeln (dort werden die Marker ohne die Karten ausgelegt, nur für die Reihenfolge beim Platzieren).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Song ends when every player has placed their dice, “if they still can”.</source>
        <translation>Der Song endet, wenn alle Spieler ihre Würfel platziert haben, „sofern sie noch können“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a die that has no free space in its row, whose Harmony space already holds your colour, and that can&apos;t be rolled again (after the call: unless it was in your hand, or an Audience card gives a re-roll) stays unplaced. Notation symbols may still change it; or you leave it off the song. The Song ends when every player is done: all dice placed, or the rest left or stuck with no Notation symbol to change them. In the turn-based rules a done player&apos;s turn passes, and the Song ends after the second round.</source>
        <translation>Roadies Lesart: Ein Würfel, für den in seiner Reihe kein Feld frei ist, in deren Harmoniefeld schon deine Farbe liegt und der nicht mehr gewürfelt werden kann (nach dem Bridge-Ausruf: außer er war in deiner Hand, oder eine Publikumskarte gewährt einen Neuwurf), bleibt unplatziert. Notationssymbole können ihn noch ändern; oder du lässt ihn vom Song weg. Der Song endet, wenn alle Spieler fertig sind: alle Würfel platziert oder die übrigen weggelassen oder blockiert, ohne Notationssymbol, das sie ändern könnte. In den rundenbasierten Regeln wird ein fertiger Spieler übersprungen, und der Song endet nach der zweiten Runde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Using Symbols</source>
        <translation>Symbole einsetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A full Notes track</source>
        <translation>Eine volle Notenleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Notes track has a fixed number of boxes; a full one takes no more marks.</source>
        <translation>Jede Notenleiste hat eine feste Zahl von Kästchen; eine volle nimmt keine Markierungen mehr auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a full track is never offered as a choice (Keys, Vocals, Audience cards); when every track is full the owed symbol is dropped and the log says so, as it does for a discard reward or a copy that finds its track full.</source>
        <translation>Roadies Lesart: Eine volle Leiste wird nie zur Wahl angeboten (Keys, Gesang, Publikumskarten); sind alle Leisten voll, verfällt das geschuldete Symbol, und das Protokoll vermerkt es – ebenso bei einer Abwurfbelohnung oder einer Kopie, deren Leiste voll ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instrument Solos › Pick One</source>
        <translation>Instrumentensoli › Einen wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick one groove</source>
        <translation>Einen Groove wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw exactly one of your grooves on your solo each song, if any fits.</source>
        <translation>Zeichne pro Song genau einen deiner Grooves auf dein Solo, falls einer passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Solos › Find Your Grooves</source>
        <translation>Instrumentensoli › Deine Grooves finden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grooves</source>
        <translation>Grooves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A groove is 1 to 4 of your dice linked side by side or corner to corner; Harmony dice never count, and you may leave dice out if the rest stay linked.</source>
        <translation>Ein Groove besteht aus 1 bis 4 deiner Würfel, die über Seiten oder Ecken verbunden sind; Harmoniewürfel zählen nie, und du darfst Würfel weglassen, wenn der Rest verbunden bleibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+3"/>
        <source>Instrument Solos › Play Your Solo</source>
        <translation>Instrumentensoli › Dein Solo spielen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Same shape</source>
        <translation>Gleiche Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The groove keeps its shape on the solo grid, turned or flipped as you like.</source>
        <translation>Der Groove behält auf dem Solo-Raster seine Form, beliebig gedreht oder gespiegelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start space</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first groove covers the start space beside &gt;&gt;&gt;.</source>
        <translation>Dein erster Groove deckt das Startfeld neben &gt;&gt;&gt; ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touch another groove</source>
        <translation>Einen anderen Groove berühren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every later groove touches one already drawn, side or corner.</source>
        <translation>Jeder weitere Groove berührt einen bereits gezeichneten, an einer Seite oder Ecke.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No overlap</source>
        <translation>Keine Überlappung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves never overlap, and never cross each other diagonally.</source>
        <translation>Grooves überlappen sich nie und kreuzen einander nie diagonal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: two grooves may not each pass diagonally through the same corner of four spaces.</source>
        <translation>Roadies Lesart: Zwei Grooves dürfen nicht beide diagonal durch dieselbe Ecke von vier Feldern verlaufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Solos › Solo Benefits</source>
        <translation>Instrumentensoli › Solo-Vorteile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Benefits</source>
        <translation>Vorteile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enclosed points score at the end, enclosed symbols are gained at once, and the highest multiplier in a groove multiplies everything else in it.</source>
        <translation>Eingeschlossene Punkte zählen am Ende, eingeschlossene Symbole erhältst du sofort, und der höchste Multiplikator in einem Groove multipliziert alles andere darin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Horn</source>
        <translation>Instrumentensymbole › Das Horn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Horn</source>
        <translation>Das Horn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers enclosed in the rightmost column are multiplied by the number of enclosed Horn symbols, when there are two or more.</source>
        <translation>Zahlen, die in der rechten Spalte eingeschlossen sind, werden mit der Anzahl eingeschlossener Horn-Symbole multipliziert, sofern es zwei oder mehr sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a groove&apos;s multiplier applies to those numbers first; Horn symbols themselves are never multiplied.</source>
        <translation>Roadies Lesart: Der Multiplikator eines Grooves wirkt zuerst auf diese Zahlen; Horn-Symbole selbst werden nie multipliziert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Drums</source>
        <translation>Instrumentensymbole › Das Schlagzeug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Drums</source>
        <translation>Das Schlagzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drums and a Sticks in the same groove score 7 as a pair; multipliers apply.</source>
        <translation>Ein Schlagzeug- und ein Sticks-Symbol im selben Groove zählen als Paar 7; Multiplikatoren gelten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Keys</source>
        <translation>Instrumentensymbole › Die Keys</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Keys</source>
        <translation>Die Keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An enclosed Keys symbol gives one Notation symbol of your choice at once; multipliers give more.</source>
        <translation>Ein eingeschlossenes Keys-Symbol bringt dir sofort ein Notationssymbol deiner Wahl; Multiplikatoren bringen mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Sax</source>
        <translation>Instrumentensymbole › Das Sax</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Sax</source>
        <translation>Das Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each enclosed Sax symbol scores at the end; multipliers apply.</source>
        <translation>Jedes eingeschlossene Sax-Symbol zählt am Ende Punkte; Multiplikatoren gelten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Symbols › The Vocals</source>
        <translation>Instrumentensymbole › Der Gesang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Vocals</source>
        <translation>Der Gesang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals symbol copies one other symbol in its groove at once and is crossed out; left uncrossed, it copies a point space of its groove at the end. Multipliers apply once.</source>
        <translation>Ein Gesang-Symbol kopiert sofort ein anderes Symbol in seinem Groove und wird durchgestrichen; bleibt es stehen, kopiert es am Ende ein Punktefeld seines Grooves. Multiplikatoren gelten einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: each uncrossed Vocals copies a different point space of its groove, the best ones first.</source>
        <translation>Roadies Lesart: Jedes nicht durchgestrichene Gesang-Symbol kopiert ein anderes Punktefeld seines Grooves, die besten zuerst.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Re-roll freely and lock dice in on your instrument board; with all four locked, take an Initiative token (players - 1 of them). Dice are locked in only then, before the placing.</source>
        <translation>Würfle frei neu und lege Würfel auf deinem Instrumentenbrett fest; sind alle vier festgelegt, nimm einen Initiativmarker (es gibt Spielerzahl - 1 davon). Festgelegt wird nur in dieser Phase, vor dem Platzieren.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Roadie&apos;s reading: the upper-leftmost empty space of its symbol tracker is in the leftmost column with an empty space, so its emptiest track comes first, ties going to the upper track (Flat, Sharp, Repeat, Rest, Spotlight); when no card in the row rewards that symbol, the next track in that order is tried.</source>
        <translation>Roadies Lesart: Das leere Feld ganz oben links auf seiner Symboltafel liegt in der Spalte ganz links, die noch ein leeres Feld hat; daher kommt seine leerste Leiste zuerst, bei Gleichstand die obere (Be, Kreuz, Wiederholung, Pause, Spotlight). Belohnt keine Karte der Reihe dieses Symbol, wird die nächste Leiste in dieser Reihenfolge versucht.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Roadie&apos;s reading: the timer runs from the moment the song opens; the rules check the time of every claim, so a re-roll after it is refused and any other claim after it first records that the timer beat you. A time-up is never undone.</source>
        <translation>Roadies Lesart: Der Timer läuft ab dem Moment, in dem der Song beginnt; die Regeln prüfen den Zeitpunkt jedes Zugriffs, daher wird ein Neuwurf nach Ablauf abgelehnt, und jeder andere spätere Zugriff vermerkt zuerst, dass dich der Timer geschlagen hat. Ein Zeitablauf wird nie rückgängig gemacht.</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Instrument Symbols › The Bass</source>
        <translation>Instrumentensymbole › Der Bass</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>Instruments</source>
        <translation>Instrumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player takes one Instrument Board; two players never play the same instrument.</source>
        <translation>Jeder Spieler nimmt ein Instrumententableau; zwei Spieler spielen nie dasselbe Instrument.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not say how boards are shared out, so Roadie deals them at random unless players choose theirs in the setup.</source>
        <translation>Roadies Lesart: Die Regel sagt nicht, wie die Tableaus verteilt werden, daher teilt Roadie sie zufällig aus, außer die Spieler wählen ihres beim Aufbau.</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The Bass</source>
        <translation>Der Bass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of the two widest rows scores 10 when grooves fill it.</source>
        <translation>Jede der beiden breitesten Reihen zählt 10, wenn Grooves sie füllen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. The Bridge › b. Score Harmonies</source>
        <translation>2. Die Bridge › b. Harmonien werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmonies</source>
        <translation>Harmonien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die of yours in a Harmony space scores 2 for every filled space of that row, Harmony spaces not counted.</source>
        <translation>Ein Würfel von dir in einem Harmoniefeld zählt 2 für jedes belegte Feld dieser Reihe, Harmoniefelder nicht mitgezählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › c. Remove Dice, Gain Bonuses</source>
        <translation>2. Die Bridge › c. Würfel entfernen, Boni erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove dice</source>
        <translation>Würfel entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice leave the song one by one; you mark the symbol under each of yours.</source>
        <translation>Die Würfel verlassen den Song einzeln; du markierst das Symbol unter jedem deiner Würfel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the Notes section holds a limited number of each Notation symbol; marks beyond it are lost.</source>
        <translation>Roadies Lesart: Der Notenbereich fasst eine begrenzte Anzahl jedes Notationssymbols; Markierungen darüber hinaus verfallen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+9"/>
        <source>3. The Applause</source>
        <translation>3. Der Applaus</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Applause order</source>
        <translation>Reihenfolge im Applaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order, players without a token last, each player buys or discards one card of the row, or lets it be.</source>
        <translation>In Initiativreihenfolge – Spieler ohne Marker zuletzt – kauft jeder Spieler eine Karte der Reihe, wirft sie ab oder lässt sie liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Buying Cards</source>
        <translation>3. Der Applaus › Karten kaufen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the card&apos;s cost in Spotlights to take it; an immediate effect happens now.</source>
        <translation>Zahle die Kosten der Karte in Spotlights, um sie zu nehmen; ein Soforteffekt tritt jetzt ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Discarding Cards</source>
        <translation>3. Der Applaus › Karten abwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card from the row to gain its reward; nobody can buy it then.</source>
        <translation>Wirf eine Karte aus der Reihe ab, um ihre Belohnung zu erhalten; danach kann niemand sie mehr kaufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices first</source>
        <translation>Zuerst die Wahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the choice you owe (a symbol to pick, a groove to draw) first.</source>
        <translation>Schließ zuerst die ausstehende Wahl ab (ein Symbol wählen, einen Groove zeichnen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. The Tune-Up</source>
        <translation>4. Das Nachstimmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune-Up</source>
        <translation>Nachstimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice go home, the next song of the set list opens, and a new row of Audience cards is revealed.</source>
        <translation>Die Würfel kehren zurück, der nächste Song der Setlist beginnt, und eine neue Reihe Publikumskarten wird aufgedeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final Scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo points, 1 per Spotlight, Audience cards, 5 per player with fewer of each symbol than you, 5 per set of four different Notation symbols, and Harmonies; ties share the win.</source>
        <translation>Solo-Punkte, 1 pro Spotlight, Publikumskarten, 5 für jeden Spieler, der von einem Symbol weniger hat als du (je Symbol), 5 pro Satz aus vier verschiedenen Notationssymbolen und Harmonien; bei Gleichstand wird der Sieg geteilt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Spotlights are a Symbol in the majorities too, counted as you hold them at the end (those spent on Audience cards are rubbed out).</source>
        <translation>Roadies Lesart: Spotlights zählen bei den Mehrheiten auch als Symbol, und zwar so viele, wie du am Ende hast (die für Publikumskarten ausgegebenen sind ausradiert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>Alternative Turn-Based Rules</source>
        <translation>Alternative zugbasierte Regeln</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Lock in</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: notation symbols may still change locked dice.</source>
        <translation>Roadies Lesart: Notationssymbole dürfen festgelegte Würfel weiterhin ändern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last player</source>
        <translation>Letzter Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the tokens are gone the last player stops re-rolling.</source>
        <translation>Wenn die Marker vergeben sind, hört der letzte Spieler mit dem Neuwürfeln auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the end of re-rolling here is the turn-based Bridge call: an Audience card&apos;s re-roll may still roll one of your locked dice while the dice are placed (it stays locked in).</source>
        <translation>Roadies Lesart: Das Ende des Neuwürfelns ist hier der Bridge-Ausruf der rundenbasierten Regeln: Der Neuwurf einer Publikumskarte darf während des Platzierens noch einen deiner festgelegten Würfel würfeln (er bleibt festgelegt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place in order</source>
        <translation>Der Reihe nach platzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order each player places 2 dice; then once more.</source>
        <translation>In Initiativreihenfolge platziert jeder Spieler 2 Würfel; dann noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Rolling Dice</source>
        <translation>Der Showdown › Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolls</source>
        <translation>Der Herausforderer würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time you roll, The Challenger rolls one die; unless it is a 6 it goes on the leftmost free space of its row before you place again.</source>
        <translation>Jedes Mal, wenn du würfelst, würfelt der Herausforderer einen Würfel; außer bei einer 6 kommt dieser auf das am weitesten links liegende freie Feld seiner Reihe, bevor du wieder platzierst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “the space that matches the corresponding symbol” is the row of the die&apos;s value; it takes that row&apos;s leftmost free space, never a Harmony space, and stays off the song when the row is full. It rolls with an Audience card&apos;s re-roll too.</source>
        <translation>Roadies Lesart: „Das Feld, das zum entsprechenden Symbol passt“, ist die Reihe des Würfelwerts; der Würfel nimmt das am weitesten links liegende freie Feld dieser Reihe, nie ein Harmoniefeld, und bleibt vom Song weg, wenn die Reihe voll ist. Er wird auch beim Neuwurf einer Publikumskarte gewürfelt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Showdown › The Bridge</source>
        <translation>Der Showdown › Die Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of re-rolling</source>
        <translation>Ende des Neuwürfelns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You stop re-rolling once you place a die, the Challenger&apos;s fourth die is placed, or the timer runs out.</source>
        <translation>Du hörst mit dem Neuwürfeln auf, sobald du einen Würfel platzierst, der vierte Würfel des Herausforderers platziert ist oder der Timer abläuft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: that is The Showdown&apos;s Bridge call, so an Audience card&apos;s re-roll still works after it.</source>
        <translation>Roadies Lesart: Das ist der Bridge-Ausruf des Showdowns, daher wirkt der Neuwurf einer Publikumskarte auch danach noch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › The Applause</source>
        <translation>Der Showdown › Der Applaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s Applause</source>
        <translation>Der Applaus des Herausforderers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger discards first: 1 card for 2 placed dice, 2 for 3-4 or if the timer beat you, picking rewards for its emptiest symbol track.</source>
        <translation>Der Herausforderer wirft zuerst ab: 1 Karte bei 2 platzierten Würfeln, 2 bei 3-4 oder wenn dich der Timer geschlagen hat; dabei wählt er Belohnungen für seine leerste Symbolleiste.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Showdown › Unplaced Dice</source>
        <translation>Der Showdown › Nicht platzierte Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced Challenger dice</source>
        <translation>Nicht platzierte Würfel des Herausforderers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Challenger die left off the song is worth 5 to it.</source>
        <translation>Jeder Würfel des Herausforderers, der nicht auf dem Song liegt, bringt ihm 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown › Endgame Scoring</source>
        <translation>Der Showdown › Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger scores</source>
        <translation>Wertung des Herausforderers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s symbol majorities are worth 10; beat its total to win; Hard gives it 20 points to start, Expert 30.</source>
        <translation>Die Symbolmehrheiten des Herausforderers zählen je 10; übertriff seine Summe, um zu gewinnen; auf „Schwer“ beginnt er mit 20 Punkten, auf „Experte“ mit 30.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Difficulty Balancing</source>
        <translation>Der Showdown › Schwierigkeit anpassen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the timer on, time up ends re-rolling for the song.</source>
        <translation>Bei eingeschaltetem Timer endet mit Ablauf der Zeit das Neuwürfeln für diesen Song.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/song.py" line="+43"/>
        <source>That claim is older than the table&apos;s clock.</source>
        <translation>Dieser Zugriff ist älter als die Uhr des Tisches.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That belongs to the Song phase.</source>
        <translation>Das gehört in die Song-Phase.</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Only dice in your pool can be re-rolled.</source>
        <translation>Nur Würfel in deinem Vorrat können neu gewürfelt werden.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Only a die in your tray can be picked up.</source>
        <translation>Nur ein Würfel in deiner Ablage kann aufgenommen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold a die: one hand, one die.</source>
        <translation>Du hältst schon einen Würfel: eine Hand, ein Würfel.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Your colour already sits in this Harmony space.</source>
        <translation>Deine Farbe ist in diesem Harmoniefeld schon vertreten.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>A {value} goes in row {value}.</source>
        <translation>Eine {value} gehört in Reihe {value}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Row {row} has no such space.</source>
        <translation>Reihe {row} hat kein solches Feld.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>That space is taken.</source>
        <translation>Dieses Feld ist belegt.</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Your remaining dice can&apos;t be placed this song.</source>
        <translation>Deine übrigen Würfel können in diesem Song nicht platziert werden.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The dice are being placed: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Die Würfel werden gerade platziert: kein Neuwürfeln mehr, außer mit dem Neuwurf einer Publikumskarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-rolling is over for this song, except with an Audience card&apos;s re-roll.</source>
        <translation>Das Neuwürfeln ist für diesen Song vorbei, außer mit dem Neuwurf einer Publikumskarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The timer has run out: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Der Timer ist abgelaufen: kein Neuwürfeln mehr, außer mit dem Neuwurf einer Publikumskarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Bridge has been called: no more re-rolling, except a die that was in your hand or an Audience card&apos;s re-roll.</source>
        <translation>Die Bridge wurde ausgerufen: Kein Neuwürfeln mehr, außer für einen Würfel, den du in der Hand hattest, oder mit dem Neuwurf einer Publikumskarte.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>You can still place or roll a die.</source>
        <translation>Du kannst noch einen Würfel platzieren oder würfeln.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That die is on the song already, or the turn-based placing takes only locked-in dice.</source>
        <translation>Dieser Würfel liegt schon auf dem Song, oder das rundenbasierte Platzieren nimmt nur festgelegte Würfel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold a die: place that one first, one hand, one die.</source>
        <translation>Du hältst einen Würfel: Platziere zuerst diesen – eine Hand, ein Würfel.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>A {value} goes in the Harmony space of row {value} only.</source>
        <translation>Eine {value} gehört nur in das Harmoniefeld von Reihe {value}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Wait for your turn to place dice.</source>
        <translation>Warte, bis du an der Reihe bist, um Würfel zu platzieren.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Notation symbols change unplaced dice only.</source>
        <translation>Notationssymbole ändern nur nicht platzierte Würfel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Spotlight is not a Notation symbol.</source>
        <translation>Ein Spotlight ist kein Notationssymbol.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {symbol} to erase.</source>
        <translation>Du hast kein Symbol „{symbol}“ zum Ausradieren.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>Flat and Sharp move a die by one: no value to choose.</source>
        <translation>Be und Kreuz verändern einen Würfel um eins: Es gibt keinen Wert zu wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat turns a die to another of your dice&apos;s values.</source>
        <translation>Wiederholung dreht einen Würfel auf den Wert eines anderen deiner Würfel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest turns a die to a value none of your dice shows.</source>
        <translation>Pause dreht einen Würfel auf einen Wert, den keiner deiner Würfel zeigt.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Dice are locked in on your board only in the turn-based rules, before the placing starts.</source>
        <translation>Würfel werden nur in den rundenbasierten Regeln auf deinem Brett festgelegt, bevor das Platzieren beginnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a die in your tray can be locked in.</source>
        <translation>Nur ein Würfel in deiner Ablage kann festgelegt werden.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No timer is running.</source>
        <translation>Es läuft kein Timer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The timer is still running.</source>
        <translation>Der Timer läuft noch.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/table.py" line="+71"/>
        <source>Die {die} is not one of yours.</source>
        <translation>Würfel {die} gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/match.py" line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may take back your own last action, if nobody has acted since and it revealed nothing (no roll, no card drawn), in solo and hot-seat play; never in network play.</source>
        <translation>Du darfst deine eigene letzte Aktion zurücknehmen, wenn seitdem niemand gehandelt hat und sie nichts aufgedeckt hat (kein Wurf, keine gezogene Karte) – im Solo- und Hot-Seat-Spiel, nie im Netzwerkspiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game › Pause (P) stops the clock and the bots; nobody acts until play goes on. In a network game any player may pause every table; the one who paused, or the host, resumes, after a three-second count-in on every table.</source>
        <translation>Spiel › Pause (P) hält Uhr und Bots an; niemand handelt, bis es weitergeht. Im Netzwerkspiel darf jeder Spieler alle Tische anhalten; wer angehalten hat oder der Gastgeber setzt fort, nach einem Einzählen von drei Sekunden an jedem Tisch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seats</source>
        <translation>Deine Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a table you act only for the seats you sit in; bots and other players act for theirs.</source>
        <translation>An einem Tisch handelst du nur für die Plätze, an denen du sitzt; Bots und andere Spieler handeln für ihre.</translation>
    </message>
    <message>
        <location line="+184"/>
        <location filename="../desktop/roadie/net/client.py" line="-272"/>
        <source>There is nothing of yours to undo.</source>
        <translation>Es gibt nichts von dir, das rückgängig gemacht werden könnte.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/game.py" line="+1"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions of this game</source>
        <translation>Aktionen dieses Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game takes only its own actions; anything else is refused.</source>
        <translation>Ein Spiel nimmt nur seine eigenen Aktionen an; alles andere wird abgelehnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/match/match.py" line="-186"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the seats at the table act in its game.</source>
        <translation>Nur die Plätze am Tisch handeln in dessen Spiel.</translation>
    </message>
    <message>
        <location line="+302"/>
        <location filename="../desktop/roadie/net/host.py" line="+484"/>
        <source>That is not an action of {game}.</source>
        <translation>Das ist keine Aktion von {game}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>An diesem Tisch gibt es keinen Platz {seat}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/effects.py" line="+155"/>
        <source>There is no option {n} here.</source>
        <translation>Hier gibt es keine Option {n}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="-146"/>
        <source>It is not your turn to do that.</source>
        <translation>Du bist nicht an der Reihe, das zu tun.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Take your action first.</source>
        <translation>Führ zuerst deine Aktion aus.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/rounds.py" line="+116"/>
        <source>Give the token to another player, or to nobody.</source>
        <translation>Gib den Marker einem anderen Spieler oder niemandem.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>You may quit only in your Work phase, before acting or after Working.</source>
        <translation>Kündigen darfst du nur in deiner Arbeitsphase, vor deiner Aktion oder nach dem Arbeiten.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Candy is consumed once, before your actions, and needs a token.</source>
        <translation>Candy wird einmal vor deinen Aktionen konsumiert und braucht einen Marker.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>That benefit gives you no extra action now.</source>
        <translation>Dieser Vorteil gibt dir jetzt keine Extra-Aktion.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="-164"/>
        <location line="+6"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 2-3 player side or the 4-5 player side: 4-5 players have a second Recording Studio, a fourth Hire Crew space and Studio B in the Day.</source>
        <translation>Die Seite für 2-3 Spieler oder die für 4-5 Spieler: Bei 4-5 Spielern gibt es ein zweites Tonstudio, ein viertes Feld „Crew anheuern“ und Studio B am Tag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: &apos;up to two Rehearsal Studios depending on the number of players&apos; and the Rising Star&apos;s use of Studio B at Night and Studio A by Day both hold when the 2-3 side opens Studio B at Night only.</source>
        <translation>Roadies Lesart: „bis zu zwei Proberäume, je nach Spielerzahl“ und die Nutzung von Studio B bei Nacht und Studio A bei Tag durch den Rising Star gelten beide, wenn auf der Seite für 2-3 Spieler Studio B nur nachts offen ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your amplifier</source>
        <translation>Dein Verstärker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1, 1 Candy, Fame 0, Royalty 0, Craving 0, Low Sugar off, Chops, Reputation and Songs at 2.</source>
        <translation>$1, 1 Candy, Ruhm 0, Tantiemen 0, Heißhunger 0, Unterzucker aus, Chops, Ruf und Songs auf 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus cards</source>
        <translation>Bonuskarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One random Production, Performance and Publicity bonus, face up.</source>
        <translation>Je ein zufälliger Produktions-, Auftritts- und Publicity-Bonus, offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig stack</source>
        <translation>Zufallsgig-Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three random cards of each level: A on top, then B, then C.</source>
        <translation>Drei zufällige Karten jeder Stufe: A oben, dann B, dann C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot Hang Out tokens</source>
        <translation>Hotspot-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens 7-11 (2-3 players) or 8-12 (4-5 players), one on each Hang Out.</source>
        <translation>Marker 7-11 (2-3 Spieler) oder 8-12 (4-5 Spieler), einer auf jedem Szenetreff.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player starts; the first round goes clockwise.</source>
        <translation>Der Startspieler beginnt; die erste Runde verläuft im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the table names the first player, or Roadie draws one.</source>
        <translation>Roadies Lesart: Der Tisch legt den Startspieler fest, oder Roadie lost ihn aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Characters and keeps one; the characters with Ability tokens take them.</source>
        <translation>Jeder Spieler zieht zwei Charaktere und behält einen; Charaktere mit Fähigkeitsmarkern nehmen diese.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting Life Experiences</source>
        <translation>Start-Lebenserfahrungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Starting Life Experiences of different icons, drawing again on a repeat; repeats are shuffled back.</source>
        <translation>Jeder Spieler zieht zwei Start-Lebenserfahrungen mit verschiedenen Symbolen und zieht bei einer Wiederholung neu; Wiederholungen werden zurückgemischt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <source>Personal Goals</source>
        <translation>Persönliche Ziele</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Draw three, keep two, secret from the others; a goal with a progress track is turned face up when chosen.</source>
        <translation>Zieh drei, behalte zwei, geheim vor den anderen; ein Ziel mit Fortschrittsleiste wird bei der Wahl aufgedeckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Jobs, keep one.</source>
        <translation>Zieh zwei Jobs, behalte einen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As many Managers as players, face up; players pick one each in reverse player order.</source>
        <translation>So viele Manager wie Spieler liegen offen aus; die Spieler wählen in umgekehrter Spielerreihenfolge je einen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simultaneous choices</source>
        <translation>Gleichzeitige Wahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters, goals and Jobs are chosen simultaneously.</source>
        <translation>Charaktere, Ziele und Jobs werden gleichzeitig gewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: every seat with a choice to make may make it, in any order; nobody sees another&apos;s cards.</source>
        <translation>Roadies Lesart: Jeder Platz, der eine Wahl zu treffen hat, darf sie treffen, in beliebiger Reihenfolge; niemand sieht die Karten der anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Your Amplifier</source>
        <translation>Dein Verstärker</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Base Stats 0-11</source>
        <translation>Grundwerte 0-11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs stay between 0 and 11; an increase beyond 11 pays $1 instead.</source>
        <translation>Chops, Ruf und Songs bleiben zwischen 0 und 11; eine Erhöhung über 11 hinaus bringt stattdessen $1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing more than you have</source>
        <translation>Mehr verlieren, als man hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not take an action or option that costs more than you have; an effect that takes more than you have takes you to 0.</source>
        <translation>Du darfst keine Aktion oder Option wählen, die mehr kostet, als du hast; ein Effekt, der dir mehr nimmt, als du hast, setzt dich auf 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The Card Decks</source>
        <translation>Die Kartenstapel</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Slash: choose one</source>
        <translation>Schrägstrich: eins wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slash offers a choice of one side or the other.</source>
        <translation>Ein Schrägstrich lässt dich zwischen der einen und der anderen Seite wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Hang Out</source>
        <translation>Abhängen</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Paying for a benefit</source>
        <translation>Für einen Vorteil bezahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A benefit you pay for needs the full payment; you may decline it.</source>
        <translation>Ein Vorteil, für den du bezahlst, verlangt die volle Zahlung; du darfst ihn ablehnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck runs out</source>
        <translation>Ein Stapel ist aufgebraucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck that runs out is made again from its used cards, shuffled.</source>
        <translation>Ein aufgebrauchter Stapel wird aus seinen benutzten Karten neu gemischt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>Job Cards</source>
        <translation>Jobkarten</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Work</source>
        <translation>Arbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work only in your Job&apos;s phase, once a round, for its pay (rolled if it shows six amounts).</source>
        <translation>Arbeite nur in der Phase deines Jobs, einmal pro Runde, für seinen Lohn (ausgewürfelt, wenn er sechs Beträge zeigt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variable shifts</source>
        <translation>Wechselnde Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep roll for a variable shift: 1-2 Day, 3-4 Night, 5-6 After Hours.</source>
        <translation>In der Vorbereitung würfelst du eine wechselnde Schicht aus: 1-2 Tag, 3-4 Nacht, 5-6 After Hours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work</source>
        <translation>Fehlschichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Working in your shift earns a Missed Work token; the third one fires you.</source>
        <translation>Arbeitest du in deiner Schicht nicht, erhältst du einen Fehlschicht-Marker; beim dritten wirst du gefeuert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player sent to Recover during their Day shift misses Work like anyone else who does not Work then.</source>
        <translation>Roadies Lesart: Wer während seiner Tagschicht zum Erholen geschickt wird, verpasst die Arbeit wie jeder andere, der dann nicht arbeitet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting</source>
        <translation>Kündigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may quit only in your Work phase, before your action or after Working.</source>
        <translation>Kündigen darfst du nur in deiner Arbeitsphase, vor deiner Aktion oder nach dem Arbeiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Manager Cards</source>
        <translation>Managerkarten</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Paying your Manager</source>
        <translation>Deinen Manager bezahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1 at the end of June, $3 at the end of September, $5 at the end of the game; 3 Fame lost for each $1 you cannot pay, never below 0.</source>
        <translation>$1 Ende Juni, $3 Ende September, $5 bei Spielende; für jeden $1, den du nicht zahlen kannst, verlierst du 3 Ruhm, nie unter 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a game that ends before December (at 50 Fame) pays the Manager the end-of-game $5 only, even at the end of June or September: that quarter&apos;s $1 or $3 is not added.</source>
        <translation>Roadies Lesart: Endet das Spiel vor Dezember (bei 50 Ruhm), bekommt der Manager nur die $5 zum Spielende, auch Ende Juni oder September: die $1 oder $3 dieses Quartals kommen nicht dazu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once a round, once a game</source>
        <translation>Einmal pro Runde, einmal pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-round benefit turns its card sideways until Clean-Up; a once-a-game ability spends an Ability token.</source>
        <translation>Ein Vorteil für einmal pro Runde dreht seine Karte bis zum Aufräumen quer; eine Fähigkeit für einmal pro Spiel verbraucht einen Fähigkeitsmarker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: benefits that can never be wasted apply by themselves: a discount or lowered requirement that is not used up, a bonus added to an action (the same gain whichever visit takes it), an extra action every Day, and a Candy re-roll or boost (only when Low Sugar would turn on, never when it is on already). The others are spent when their owner chooses (see &apos;Spending a benefit&apos;).</source>
        <translation>Roadies Lesart: Vorteile, die nie verschwendet sein können, wirken von selbst: ein Rabatt oder eine gesenkte Voraussetzung, die sich nicht verbraucht, ein Bonus zu einer Aktion (derselbe Gewinn, egal bei welchem Besuch), eine Extra-Aktion an jedem Tag und ein Candy-Neuwurf oder -Bonus (nur wenn Unterzucker angehen würde, nie wenn er schon an ist). Die übrigen setzt ihr Besitzer ein, wann er will (siehe „Einen Vorteil einsetzen“).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spending a benefit</source>
        <translation>Einen Vorteil einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-game Ability token, a kept Bud&apos;s card, and a once-a-round shared space, lowered requirement or discount are spent only when their owner chooses: named with the placement they help, or, for an extra action, spent on its own during your turn (after Candy, for one more action with it).</source>
        <translation>Ein Fähigkeitsmarker für einmal pro Spiel, eine behaltene Bud&apos;s-Karte sowie ein geteiltes Feld, eine gesenkte Voraussetzung oder ein Rabatt für einmal pro Runde werden nur eingesetzt, wenn ihr Besitzer es wählt: beim Platzieren genannt, dem sie helfen, oder, für eine Extra-Aktion, für sich in deinem Zug (nach Candy, für eine Aktion mehr damit).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a benefit named where it does nothing (no price left to lower, a requirement already met, a free space) is refused, so nothing is spent for nothing.</source>
        <translation>Roadies Lesart: Ein Vorteil, der dort nichts bewirkt (kein Preis mehr zu senken, eine schon erfüllte Voraussetzung, ein freies Feld), wird abgelehnt, damit nichts umsonst verbraucht wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Bonus Cards</source>
        <translation>Bonuskarten</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bonus Fame</source>
        <translation>Bonus-Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First, second and third to achieve a bonus, or best at the end, score 8, 5 and 3 Fame (4-5 players) or 5 Fame to the first only (2-3 players).</source>
        <translation>Wer einen Bonus als Erster, Zweiter oder Dritter erreicht oder am Ende vorn liegt, erhält 8, 5 bzw. 3 Ruhm (4-5 Spieler) – bei 2-3 Spielern nur der Erste 5 Ruhm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player with none of what an end-game bonus counts does not place.</source>
        <translation>Roadies Lesart: Wer nichts von dem hat, was ein Spielende-Bonus zählt, belegt keinen Platz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>Ties</source>
        <translation>Gleichstände</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Tied players score the next lower amount: two tied for most score 5 each, three or more tied for most 3 each, ties for second 3 each, ties for third nothing; in a 2-3 player game tied players score nothing.</source>
        <translation>Gleichauf liegende Spieler erhalten den nächstniedrigeren Betrag: zwei gleichauf auf Platz 1 je 5, drei oder mehr gleichauf auf Platz 1 je 3, Gleichstand auf Platz 2 je 3, Gleichstand auf Platz 3 nichts; bei 2-3 Spielern erhalten gleichauf liegende Spieler nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Personal Goal Cards</source>
        <translation>Persönliche Zielkarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When-achieved goals score as soon as met; end-game goals stay secret and score at the end.</source>
        <translation>Ziele „bei Erreichen“ zählen, sobald sie erfüllt sind; Spielende-Ziele bleiben geheim und zählen am Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event Cards</source>
        <translation>Ereigniskarten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Event&apos;s effect prevails over the rules for the round; a covered space is unavailable.</source>
        <translation>Der Effekt eines Ereignisses hat in dieser Runde Vorrang vor den Regeln; ein abgedecktes Feld ist nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+76"/>
        <source>Action Phases</source>
        <translation>Aktionsphasen</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Turn order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In each action phase every player takes a turn in turn order.</source>
        <translation>In jeder Aktionsphase ist jeder Spieler in Spielreihenfolge einmal am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optionally consume Candy once, then take one action plus any extra actions; leaving a space for an extra action frees it.</source>
        <translation>Konsumiere auf Wunsch einmal Candy, dann führ eine Aktion plus etwaige Extra-Aktionen aus; wer für eine Extra-Aktion ein Feld verlässt, macht es frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Available spaces</source>
        <translation>Verfügbare Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space of the current phase&apos;s section or the Anytime section.</source>
        <translation>Ein Feld im Abschnitt der aktuellen Phase oder im Abschnitt „Jederzeit“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: standees are lifted between phases, so a studio held by Day is free at Night.</source>
        <translation>Roadies Lesart: Aufsteller werden zwischen den Phasen abgeräumt, daher ist ein Studio, das am Tag belegt war, in der Nacht frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Limited and Open spaces</source>
        <translation>Begrenzte und offene Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Limited space holds one standee; an Open space any number (Push: newcomers stand leftmost).</source>
        <translation>Ein begrenztes Feld fasst einen Aufsteller, ein offenes beliebig viele (Schubsen: Neuankömmlinge stellen sich ganz links hin).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requirements</source>
        <translation>Voraussetzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need what a space requires (blue numbers).</source>
        <translation>Du brauchst, was ein Feld voraussetzt (blaue Zahlen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must pay a space&apos;s cost in full (red numbers).</source>
        <translation>Die Kosten eines Feldes musst du vollständig bezahlen (rote Zahlen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anytime Actions</source>
        <translation>Jederzeit-Aktionen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Once a phase</source>
        <translation>Einmal pro Phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each action once a phase, except Anytime actions other than Work.</source>
        <translation>Jede Aktion einmal pro Phase; Jederzeit-Aktionen sind davon ausgenommen, Arbeiten aber nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consuming Candy</source>
        <translation>Candy konsumieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before your actions, once: discard a Candy, draw Sugar Rush, Craving +1 unless Sugarless, roll: lower than your Craving turns Low Sugar on; take the card&apos;s extra actions.</source>
        <translation>Einmal vor deinen Aktionen: Wirf ein Candy ab, zieh eine Sugar-Rush-Karte, Heißhunger +1 (außer bei Sugarless), würfle: Liegt der Wurf unter deinem Heißhunger, setzt Unterzucker ein; führ die Extra-Aktionen der Karte aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Sugarless Candy still rolls the die: it only leaves your Craving as it is, and a roll lower than that Craving still turns Low Sugar on.</source>
        <translation>Roadies Lesart: Auch bei zuckerfreiem Candy wird gewürfelt: nur dein Heißhunger bleibt, wie er ist, und ein Wurf unter diesem Heißhunger schaltet trotzdem Unterzucker an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover Space</source>
        <translation>Feld „Erholen“</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recover</source>
        <translation>Erholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off and Craving -1; voluntary in the Day, forced after Low Sugar.</source>
        <translation>Unterzucker aus und Heißhunger -1; am Tag freiwillig, nach Unterzucker Pflicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a player sent to Recover in Clean-Up recovers when the next Day turn comes round and takes no Day action.</source>
        <translation>Roadies Lesart: Wer beim Aufräumen zum Erholen geschickt wird, erholt sich, wenn sein nächster Zug am Tag kommt, und führt keine Tag-Aktion aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rehearse</source>
        <translation>Proben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rehearsal Studios</source>
        <translation>Proberäume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio A $1 +1 Chops; Studio B $2 +2 Chops; one studio a phase.</source>
        <translation>Studio A $1 +1 Chops; Studio B $2 +2 Chops; ein Studio pro Phase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew</source>
        <translation>Crew anheuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The space&apos;s lowest, middle or highest price for your 1st, 2nd or 3rd Crew; 3 Crew at most; one a round; never two standees on a Crew space.</source>
        <translation>Der niedrigste, mittlere oder höchste Preis des Feldes für deine 1., 2. oder 3. Crew; höchstens 3 Crew; eine pro Runde; nie zwei Aufsteller auf einem Crew-Feld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook prints only the first two spaces&apos; prices of its example ($1 for a first Crew, $4 for a second at space 2); the Crew prices on Roadie&apos;s board ($1/$3/$5, $2/$4/$6, $3/$5/$7 and, with 4-5 players, $4/$6/$8) are Roadie&apos;s own numbers.</source>
        <translation>Roadies Lesart: Die Regel nennt nur die Preise der ersten beiden Felder ihres Beispiels ($1 für die erste Crew, $4 für die zweite auf Feld 2); die Crew-Preise auf Roadies Spielplan ($1/$3/$5, $2/$4/$6, $3/$5/$7 und bei 4-5 Spielern $4/$6/$8) sind Roadies eigene Zahlen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record Deal</source>
        <translation>Plattendeal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a Demo Tape or Record Contract and the stats of a Royalty tier better than yours, sign or renegotiate to the best tier you qualify for. The Record Company is a Limited space only one player may visit each round.</source>
        <translation>Mit Demotape oder Plattenvertrag und den Werten einer besseren Tantiemenstufe als deiner unterschreibst du die beste Stufe, die du erreichst, oder verhandelst nach. Die Plattenfirma ist ein begrenztes Feld, das pro Runde nur ein Spieler besuchen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: the player who visits it holds it for the round, even after an extra action takes their standee elsewhere; no ability or Event that shares a Limited space lets a second player in.</source>
        <translation>Roadies Lesart: Wer sie besucht, hält sie für die Runde, auch wenn eine Extra-Aktion seine Figur woandershin bringt; keine Fähigkeit und kein Ereignis, das ein begrenztes Feld teilen lässt, lässt einen zweiten Spieler hinein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a Gig</source>
        <translation>Gig spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gigs</source>
        <translation>Gigs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Gig a round, meeting the venue&apos;s requirements; Random Gigs are Open and change each round.</source>
        <translation>Ein Gig pro Runde, wenn du die Voraussetzungen der Spielstätte erfüllst; Zufallsgigs sind offene Felder und wechseln jede Runde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Rising Star table names a third Yenser Arena space (opener); Roadie&apos;s board gives it the middle space&apos;s price and benefit.</source>
        <translation>Roadies Lesart: Die Tabelle des Rising Star nennt ein drittes Feld der Yenser Arena (Vorband); Roadies Spielplan gibt ihm Preis und Vorteil des mittleren Feldes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to Bed Early</source>
        <translation>Früh ins Bett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action and no Candy that phase; first to bed plays first next round.</source>
        <translation>In dieser Phase keine andere Aktion und kein Candy; wer zuerst im Bett ist, spielt in der nächsten Runde zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record Demo</source>
        <translation>Demo aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3 (or $4 at the second studio): a Demo Tape.</source>
        <translation>$3 (bzw. $4 im zweiten Studio): ein Demotape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: you may not record while you hold a Demo Tape or a Record Contract.</source>
        <translation>Roadies Lesart: Du darfst nicht aufnehmen, solange du ein Demotape oder einen Plattenvertrag hast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hottest spot 2 Fame, second hottest 1; draw and resolve the venue&apos;s card.</source>
        <translation>Angesagtester Szenetreff 2 Ruhm, zweitangesagtester 1; zieh die Karte des Ortes und handle sie ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forming and Scoring Sets</source>
        <translation>Sets bilden und werten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Life Experiences all alike or all different form a set at once for 5 Fame; Wild stands in for any type but is not one.</source>
        <translation>Vier gleiche oder vier verschiedene Lebenserfahrungen bilden sofort ein Set für 5 Ruhm; Wild steht für jede Art, ist aber selbst keine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a Wild card may stand in beside other Wild cards, so one Life Experience and three Wild cards (or four Wild cards) form a set too.</source>
        <translation>Roadies Lesart: Eine Wild-Karte darf neben anderen Wild-Karten einspringen, daher bilden auch eine Lebenserfahrung und drei Wild-Karten (oder vier Wild-Karten) ein Set.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy or Sell Candy</source>
        <translation>Candy kaufen oder verkaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to three Candy at $1 each.</source>
        <translation>Kauf oder verkauf bis zu drei Candy zu je $1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+8"/>
        <source>Clean-Up Phase</source>
        <translation>Aufräumphase</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>After December, or any round ending with 50+ Fame: Low Sugar costs 5 Fame, then Royalties, the Manager, and end-game scoring.</source>
        <translation>Nach Dezember oder nach jeder Runde, die mit 50+ Ruhm endet: Unterzucker kostet 5 Ruhm, dann Tantiemen, der Manager und die Schlusswertung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royalties</source>
        <translation>Tantiemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier 1: $2; tier 2: $3 and 1 Fame; tier 3: $5 and 2 Fame.</source>
        <translation>Stufe 1: $2; Stufe 2: $3 und 1 Ruhm; Stufe 3: $5 und 2 Ruhm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New turn order</source>
        <translation>Neue Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest After Hours or Anytime space value first; on a shared space the latest arrivals first, except Go to Bed Early (first to bed first).</source>
        <translation>Niedrigster Feldwert bei After Hours oder Jederzeit zuerst; auf einem geteilten Feld die zuletzt Angekommenen zuerst, außer bei „Früh ins Bett“ (wer zuerst im Bett ist, zuerst).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not print the values beside the spaces; Roadie&apos;s board uses its own: Go to Bed Early 0, Recording Studios 1 and 2, Work 3, Buy or Sell Candy 4, Donate Blood 5, Write a Song 6, and each Hang Out its Hot Hang Out token (7-12). Two standees on a Limited space (a Manager&apos;s ability) count as arrivals too: the later one goes first.</source>
        <translation>Roadies Lesart: Die Regel druckt die Werte neben den Feldern nicht ab; Roadies Spielplan nutzt eigene: Früh ins Bett 0, Tonstudios 1 und 2, Arbeiten 3, Candy kaufen oder verkaufen 4, Blut spenden 5, Song schreiben 6, und jeder Szenetreff seinen Hotspot-Marker (7-12). Zwei Aufsteller auf einem begrenzten Feld (die Fähigkeit eines Managers) zählen ebenfalls als Ankünfte: Der spätere ist zuerst dran.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean-Up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standees back, Low Sugar to Recover, Sugar Rush shuffled, Hot Hang Out tokens re-dealt, next month.</source>
        <translation>Aufsteller zurück, Unterzucker zum Erholen, Sugar Rush gemischt, Hotspot-Marker neu verteilt, nächster Monat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>End-Game Scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>End-game scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End-game bonuses and goals; 2 Fame per Base Stat at 11 (+2 for all three); 1 Fame per $3.</source>
        <translation>Spielende-Boni und -Ziele; 2 Ruhm pro Grundwert auf 11 (+2 für alle drei); 1 Ruhm pro $3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ties go to Reputation, then cash, then Royalty tier, then are shared.</source>
        <translation>Bei Gleichstand entscheidet der Ruf, dann das Geld, dann die Tantiemenstufe; sonst wird geteilt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Rising Star</source>
        <translation>Der Rising Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 2 players (optionally 3) her cubes block one Day, Night and After Hours space each month, as her card lists.</source>
        <translation>Bei 2 Spielern (wahlweise 3) blockieren die Steine des Rising Star jeden Monat je ein Feld bei Tag, Nacht und After Hours, wie auf seiner Karte aufgeführt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose turn</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the player whose turn or decision it is may act.</source>
        <translation>Nur der Spieler, der am Zug ist oder entscheiden muss, darf handeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Tips for New Players</source>
        <translation>Tipps für Einsteiger</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Without unique abilities</source>
        <translation>Ohne besondere Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out the Managers&apos; and characters&apos; unique abilities (an option): characters are drafted and Managers picked and paid as ever, but their abilities do nothing and no Ability tokens are taken.</source>
        <translation>Eine erste Partie kann die besonderen Fähigkeiten der Manager und Charaktere weglassen (eine Option): Charaktere werden gewählt und Manager ausgesucht und bezahlt wie sonst, aber ihre Fähigkeiten wirken nicht und niemand nimmt Fähigkeitsmarker.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without Candy</source>
        <translation>Ohne Candy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out Candy (an option): ignore the part of any card that refers to Candy; with abilities, Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Eine erste Partie kann Candy weglassen (eine Option): der Teil jeder Karte, der Candy betrifft, entfällt; mit Fähigkeiten bleiben Eric Fairchild und Kimmy Kim außen vor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: nobody holds Candy (none at the start, none gained), so nobody consumes it, Buy or Sell Candy is closed, and what can only be had for Candy (a trade, a Random Gig&apos;s Candy cost) is out of reach; Craving and Low Sugar from a card are ignored; the Personal Goals that count Candy or Craving are left out of the deck; with abilities, the eight other characters are dealt two each, or one each with five players.</source>
        <translation>Roadies Lesart: Niemand hat Candy (keins zu Beginn, keins dazu), also isst es niemand, Candy kaufen oder verkaufen ist geschlossen, und was es nur gegen Candy gibt (ein Tausch, die Candy-Kosten eines Zufallsgigs), bleibt unerreichbar; Heißhunger und Unterzucker von Karten entfallen; die persönlichen Ziele, die Candy oder Heißhunger zählen, kommen nicht ins Deck; mit Fähigkeiten werden von den acht übrigen Charakteren je zwei ausgeteilt, bei fünf Spielern je einer.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/setup.py" line="+165"/>
        <source>You have nothing to choose now.</source>
        <translation>Du hast gerade nichts zu wählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That Manager is not on offer.</source>
        <translation>Dieser Manager steht nicht zur Wahl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You did not draw that card.</source>
        <translation>Diese Karte hast du nicht gezogen.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/spaces.py" line="+85"/>
        <source>It is not your turn to act.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>That space is not open in this phase.</source>
        <translation>Dieses Feld ist in dieser Phase nicht offen.</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>You have no action left this phase.</source>
        <translation>Du hast in dieser Phase keine Aktion mehr.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Chops</source>
        <translation>Chops</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Songs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops + Reputation</source>
        <translation>Chops + Ruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Contract</source>
        <translation>Plattenvertrag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Demo Tape</source>
        <translation>Demotape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>After Hours</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This month&apos;s Event covers that space.</source>
        <translation>Das Ereignis dieses Monats deckt dieses Feld ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is played without Candy.</source>
        <translation>Diese Partie wird ohne Candy gespielt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only one player may visit the Record Company each round.</source>
        <translation>Die Plattenfirma darf pro Runde nur ein Spieler besuchen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A benefit you named does nothing for this action; keep it for later.</source>
        <translation>Ein genannter Vorteil bewirkt bei dieser Aktion nichts; behalte ihn für später.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>That space is not open in this phase (the {phase}).</source>
        <translation>Dieses Feld ist in dieser Phase nicht offen ({phase}).</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Going to Bed Early excludes Candy and every other action this phase.</source>
        <translation>„Früh ins Bett“ schließt in dieser Phase Candy und jede andere Aktion aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only once a round.</source>
        <translation>Nur einmal pro Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already took that action this phase.</source>
        <translation>Diese Aktion hast du in dieser Phase schon ausgeführt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may Work only in your Job&apos;s shift.</source>
        <translation>Arbeiten darfst du nur in der Schicht deines Jobs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have 3 Crew.</source>
        <translation>Du hast schon 3 Crew.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover is a Day action.</source>
        <translation>Erholen ist eine Tag-Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already hold a Demo Tape or a Record Contract.</source>
        <translation>Du hast schon ein Demotape oder einen Plattenvertrag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That Limited space is taken.</source>
        <translation>Dieses begrenzte Feld ist besetzt.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>That space needs {need} {what}; you have {have}.</source>
        <translation>Dieses Feld verlangt {need} {what}; du hast {have}.</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>You do not meet that space&apos;s requirement.</source>
        <translation>Du erfüllst die Voraussetzung dieses Feldes nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a Demo Tape or Record Contract and the stats of a better Royalty tier.</source>
        <translation>Du brauchst ein Demotape oder einen Plattenvertrag und die Werte einer besseren Tantiemenstufe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy (1-3) or sell (1-3) Candy there, and only there.</source>
        <translation>Kauf (1-3) oder verkauf (1-3) Candy dort, und nur dort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for that.</source>
        <translation>Das kannst du nicht bezahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Random Gig this month.</source>
        <translation>In diesem Monat gibt es keinen Zufallsgig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That space costs ${price} (after your discounts); you have ${money}.</source>
        <translation>Dieses Feld kostet ${price} (nach deinen Rabatten); du hast ${money}.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You cannot pay that space&apos;s cost.</source>
        <translation>Die Kosten dieses Feldes kannst du nicht bezahlen.</translation>
    </message>
    <message>
        <location line="+465"/>
        <source>There is no set {n} to form.</source>
        <translation>Es gibt kein Set {n} zu bilden.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/client.py" line="+85"/>
        <source>That seat is not yours to play.</source>
        <translation>Dieser Platz gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="-6"/>
        <source>The game is paused: play goes on when {name} resumes it.</source>
        <translation>Das Spiel ist angehalten: Es geht weiter, wenn {name} es fortsetzt.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/scoring.py" line="+16"/>
        <source>Starting money</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st place payouts</source>
        <translation>Auszahlungen für Platz 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold payouts</source>
        <translation>Schwellen-Auszahlungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched moods</source>
        <translation>Passende Stimmungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tips paid</source>
        <translation>Gezahltes Trinkgeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standards paid for</source>
        <translation>Bezahlte Standards</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/scoring.py" line="-33"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Spotlights</source>
        <translation>Spotlights</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Audience cards</source>
        <translation>Publikumskarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Symbol majorities</source>
        <translation>Symbolmehrheiten</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>Notation sets</source>
        <translation>Notationssätze</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Harmonies</source>
        <translation>Harmonien</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Head start</source>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced dice</source>
        <translation>Nicht platzierte Würfel</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+38"/>
        <source>Value-pairs</source>
        <translation>Wertepaare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min Gigs</source>
        <translation>Min-Gigs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max Gigs</source>
        <translation>Max-Gigs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in the Gig area</source>
        <translation>Würfel im Gig-Bereich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice in the fixer area</source>
        <translation>Würfel im Fixer-Bereich</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/scoring.py" line="+11"/>
        <source>Gigs</source>
        <translation>Gigs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Outs</source>
        <translation>Szenetreffs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studios and promotion</source>
        <translation>Studios und Promotion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Personal Goals</source>
        <translation>Persönliche Ziele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalties</source>
        <translation>Tantiemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and perks</source>
        <translation>Karten und Vorteile</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/explain.py" line="+70"/>
        <source>For you now</source>
        <translation>Für dich jetzt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Why not?</source>
        <translation>Warum nicht?</translation>
    </message>
</context>
</TS>
