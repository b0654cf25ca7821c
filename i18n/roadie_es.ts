<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="+134"/>
        <source>{name} used {song}: %n songs back from the discards to their hand.</source>
        <translation>
            <numerusform>{name} usó {song}: %n canción vuelve de los descartes a su mano.</numerusform>
            <numerusform>{name} usó {song}: %n canciones vuelven de los descartes a su mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="+77"/>
        <source>%n songs in hand, %1 discarded</source>
        <translation>
            <numerusform>%n canción en la mano, %1 descartadas</numerusform>
            <numerusform>%n canciones en la mano, %1 descartadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n songs in hand</source>
        <translation>
            <numerusform>%n canción en la mano</numerusform>
            <numerusform>%n canciones en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%1 energy in supply · %n songs in its deck</source>
        <translation>
            <numerusform>%1 de energía en reserva · %n canción en su mazo</numerusform>
            <numerusform>%1 de energía en reserva · %n canciones en su mazo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="+92"/>
        <source>+%n actions</source>
        <translation>
            <numerusform>+%n acción</numerusform>
            <numerusform>+%n acciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="+288"/>
        <source>%n dice left off: +%1</source>
        <translation>
            <numerusform>%n dado fuera: +%1</numerusform>
            <numerusform>%n dados fuera: +%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+123"/>
        <source>%n of its dice are off the song: +%1 points.</source>
        <translation>
            <numerusform>%n de sus dados está fuera de la canción: +%1 puntos.</numerusform>
            <numerusform>%n de sus dados están fuera de la canción: +%1 puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_explain.py" line="+170"/>
        <source>%1: $%n — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: $%n — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
            <numerusform>%1: $%n — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n Fame — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n de Fama — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
            <numerusform>%1: %n de Fama — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n points — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1: %n punto — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
            <numerusform>%1: %n puntos — haz clic en una línea para ver su regla y cuándo se ganó</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_moments.py" line="+103"/>
        <source>%n dice left off the song</source>
        <translation>
            <numerusform>%n dado fuera de la canción</numerusform>
            <numerusform>%n dados fuera de la canción</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/main_window.py" line="+353"/>
        <source>This game&apos;s autosave is damaged: its last %n actions could not be restored, and the game goes on from before them.</source>
        <translation>
            <numerusform>El autoguardado de esta partida está dañado: no se pudo recuperar su última acción (%n), y la partida sigue desde antes de ella.</numerusform>
            <numerusform>El autoguardado de esta partida está dañado: no se pudieron recuperar sus últimas %n acciones, y la partida sigue desde antes de ellas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionLog</name>
    <message>
        <location filename="../desktop/roadie/ui/action_log.py" line="+51"/>
        <source>Action log</source>
        <translation>Registro de acciones</translation>
    </message>
</context>
<context>
    <name>Bar</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/panel.py" line="+71"/>
        <source>Your turn: buy or discard one Audience card</source>
        <translation>Tu turno: compra o descarta una carta de Público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card onto your board to buy it (cost in Spotlights), or onto Discard for its reward.</source>
        <translation>Arrastra una carta a tu tablero para comprarla (cuesta Focos) o a Descarte para su recompensa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let them be</source>
        <translation>Dejarlas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Applause: %1 chooses a card…</source>
        <translation>El Aplauso: %1 elige una carta…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your solo is done: waiting for the others…</source>
        <translation>Tu solo está hecho: esperando a los demás…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your turn: drag 2 locked dice onto the song</source>
        <translation>Tu turno: arrastra 2 dados fijados a la canción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is placing: wait for your turn</source>
        <translation>%1 está colocando: espera tu turno</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a groove (its dice), then click the grid</source>
        <translation>Elige un groove (sus dados) y haz clic en la cuadrícula</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More  (G)</source>
        <translation>Más  (G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn  (T)</source>
        <translation>Girar  (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip  (F)</source>
        <translation>Voltear  (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <source>Next fit  (N)</source>
        <translation>Siguiente  (N)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Play solo  (Enter)</source>
        <translation>Tocar solo  (Intro)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Choose a Notation symbol (%1 to go)</source>
        <translation>Elige un símbolo de Notación (faltan %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vocals: copy a symbol now, or keep it</source>
        <translation>Voz: copia un símbolo ahora o guárdala</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw an extra groove of up to %1</source>
        <translation>Dibuja un groove extra de hasta %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw it</source>
        <translation>Dibujarlo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No room: go on</source>
        <translation>Sin sitio: seguir</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="+276"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass for the rest of this round? You take no more turns until the next round.</source>
        <translation>¿Pasar el resto de esta ronda? No jugarás más turnos hasta la siguiente ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish my song</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn from the deck</source>
        <translation>Aprender del mazo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the money</source>
        <translation>Coger el dinero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip the ability</source>
        <translation>Omitir la habilidad</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Drag a song onto a crowd, energy onto a band member, a Market card onto your hand; or click a piece and then its lit target. Right-click for more.</source>
        <translation>Arrastra una canción a un público, energía a un músico, una carta del Mercado a tu mano; o haz clic en una pieza y luego en su destino iluminado. Clic derecho para más.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space: pick up, then Enter on a lit place&lt;br/&gt;On a song in your hand or a Standard: a number plays it to that crowd&lt;br/&gt;On your energy: a number tips that band member · L on the Market or the deck: learn&lt;br/&gt;On your song: F finishes it, a number puts that much energy into the crowd · On kept energy: a number puts it back on that band member&lt;br/&gt;Ctrl+Return: pass · Ctrl+Shift+Return: finish my song · Ctrl+L: learn from the deck&lt;br/&gt;Ctrl+M: take the money · Ctrl+K: skip the ability · Ctrl+Z: undo&lt;br/&gt;Menu key or right click: everything a piece can do</source>
        <translation>Tab / Mayús+Tab: de pieza en pieza · Intro o Espacio: coger, luego Intro en un lugar iluminado&lt;br/&gt;En una canción de tu mano o un Estándar: un número la toca para ese público&lt;br/&gt;En tu energía: un número da propina a ese músico · L en el Mercado o el mazo: aprender&lt;br/&gt;En tu canción: F la termina, un número pone esa energía en el público · En energía guardada: un número la devuelve a ese músico&lt;br/&gt;Ctrl+Intro: pasar · Ctrl+Mayús+Intro: terminar mi canción · Ctrl+L: aprender del mazo&lt;br/&gt;Ctrl+M: coger el dinero · Ctrl+K: omitir la habilidad · Ctrl+Z: deshacer&lt;br/&gt;Tecla de menú o clic derecho: todo lo que puede hacer una pieza</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="+188"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %4 · %2: %3</source>
        <translation>Ronda %1 de %4 · %2: %3</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/board.py" line="+101"/>
        <source>Dice tray</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a die into one of your areas to roll it in.</source>
        <translation>Arrastra un dado a una de tus zonas para tirarlo allí.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A d%1: drag it to your Gig or fixer area, or press G or F.</source>
        <translation>Un d%1: arrástralo a tu zona de Gig o de arreglos, o pulsa G o F.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trash</source>
        <translation>Papelera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a die here to remove it.</source>
        <translation>Suelta aquí un dado para quitarlo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+106"/>
        <source>Gig area</source>
        <translation>Zona de Gig</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Fixer area</source>
        <translation>Zona de arreglos</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1/%2 dice · %3 min · %4 max</source>
        <translation>%1/%2 dados · %3 mín · %4 máx</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No value-pairs</source>
        <translation>Sin pares de valor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value-pairs: %1</source>
        <translation>Pares de valor: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>fixer area</source>
        <translation>zona de arreglos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s d%2 showing %3 (%4)</source>
        <translation>d%2 de %1 con un %3 (%4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>End turn</source>
        <translation>Fin de turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End session</source>
        <translation>Fin sesión</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drag dice, or click one and then a lit place. Right-click or keys for more: + − R M S W Del, numbers set.</source>
        <translation>Arrastra dados, o haz clic en uno y luego en un lugar iluminado. Clic derecho o teclas para más: + − R M S W Supr, números fijan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from die to area to die&lt;br/&gt;Enter or Space: pick up the die, then Enter on a lit place to put it there&lt;br/&gt;G / F on a tray die: roll it into your Gig / fixer area&lt;br/&gt;+ / −: increase / decrease · R: re-roll · M: move · S: steal · Del: remove&lt;br/&gt;W on two dice: swap them · number keys: set the value · Esc: put down&lt;br/&gt;Menu key or right click: every action on a die&lt;br/&gt;Ctrl+Return: end turn · Ctrl+Shift+Return: end session · Ctrl+Z: undo</source>
        <translation>Tab / Mayús+Tab: de dado a zona a dado&lt;br/&gt;Intro o Espacio: coger el dado, luego Intro en un lugar iluminado para dejarlo&lt;br/&gt;G / F en un dado de la bandeja: tirarlo a tu zona de Gig / de arreglos&lt;br/&gt;+ / −: subir / bajar · R: volver a tirar · M: mover · S: robar · Supr: quitar&lt;br/&gt;W en dos dados: intercambiarlos · teclas numéricas: fijar el valor · Esc: soltar&lt;br/&gt;Tecla de menú o clic derecho: todas las acciones de un dado&lt;br/&gt;Ctrl+Intro: fin de turno · Ctrl+Mayús+Intro: fin de sesión · Ctrl+Z: deshacer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The session is over</source>
        <translation>La sesión ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · %2&apos;s turn</source>
        <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %3 · %2&apos;s turn</source>
        <translation>Ronda %1 de %3 · turno de %2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Swap: now choose the other Gig and press W (Esc cancels).</source>
        <translation>Intercambio: elige ahora el otro Gig y pulsa W (Esc cancela).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Roll into your Gig area	G</source>
        <translation>Tirar a tu zona de Gig	G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll into your fixer area	F</source>
        <translation>Tirar a tu zona de arreglos	F</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-roll	R</source>
        <translation>Volver a tirar	R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increase by 1	+</source>
        <translation>Subir 1	+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease by 1	-</source>
        <translation>Bajar 1	-</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to %1	%1</source>
        <translation>Fijar en %1	%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move to your fixer area	M</source>
        <translation>Mover a tu zona de arreglos	M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from the table	Del</source>
        <translation>Quitar de la mesa	Del</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steal into your Gig area	S</source>
        <translation>Robar a tu zona de Gig	S</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Swap with %1</source>
        <translation>Intercambiar con %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="-68"/>
        <source>Drop your standee on an action space.</source>
        <translation>Suelta tu figura en un espacio de acción.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>End my turn</source>
        <translation>Terminar mi turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eat Candy</source>
        <translation>Comer Caramelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Dejar mi Trabajo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Setup: click the card you choose among the big buttons on the table. Hover a card for its rule.</source>
        <translation>Preparación: haz clic en la carta que eliges entre los botones grandes de la mesa. Pasa el ratón por una carta para ver su regla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag your standee from your mat onto a lit space; decisions are the buttons on the table. Hover anything for its rule.</source>
        <translation>Arrastra tu figura desde tu tablero a un espacio iluminado; las decisiones son los botones de la mesa. Pasa el ratón por encima de algo para ver su regla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space on your standee picks it up, then Enter on a lit space puts it there&lt;br/&gt;P on a space: go there · 1-9: take that decision button&lt;br/&gt;Menu key or right click on a space: its actions (each Candy trade)&lt;br/&gt;Ctrl+Return: end my turn · Ctrl+E: eat Candy · Ctrl+J: quit my Job · Ctrl+Z: undo</source>
        <translation>Tab / Mayús+Tab: de pieza en pieza · Intro o Espacio en tu figura la coge, luego Intro en un espacio iluminado la deja&lt;br/&gt;P en un espacio: ir allí · 1-9: pulsar ese botón de decisión&lt;br/&gt;Tecla de menú o clic derecho en un espacio: sus acciones (cada intercambio de Caramelos)&lt;br/&gt;Ctrl+Intro: terminar mi turno · Ctrl+E: comer Caramelo · Ctrl+J: dejar mi Trabajo · Ctrl+Z: deshacer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Setup: %1</source>
        <translation>Preparativos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3 acts</source>
        <translation>%2 de %1 · actúa %3</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="+141"/>
        <source>Buy: drop the card here</source>
        <translation>Comprar: suelta aquí la carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Fijar: arrastra aquí un dado  (L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your instrument board: drop a die here to lock it in.</source>
        <translation>Tu tablero de instrumento: suelta aquí un dado para fijarlo.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Re-roll all  (R)</source>
        <translation>Relanzar todos  (R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re-roll the selected dice, or all of your tray when none is selected. Click “select” under a die, or press S on it.</source>
        <translation>Vuelve a tirar los dados seleccionados, o toda tu bandeja si no hay ninguno. Haz clic en «elegir» bajo un dado, o pulsa S sobre él.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>select</source>
        <translation>elegir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience</source>
        <translation>Público</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop an Audience card here to discard it for its reward.</source>
        <translation>Suelta aquí una carta de Público para descartarla por su recompensa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Take it to the Bridge!</source>
        <translation>¡Al Puente!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 placed a fourth die: no more re-rolling.</source>
        <translation>%1 colocó un cuarto dado: no se vuelve a tirar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clash!</source>
        <translation>¡Choque!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both dice go back and roll again.</source>
        <translation>Ambos dados vuelven y se tiran de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge</source>
        <translation>El Puente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play your solos.</source>
        <translation>Tocad vuestros solos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause</source>
        <translation>El Aplauso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or discard one Audience card each.</source>
        <translation>Cada uno compra o descarta una carta de Público.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Re-roll (selected or all)</source>
        <translation>Relanzar (elegidos o todos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave stuck dice</source>
        <translation>Dejar atascados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the Audience be</source>
        <translation>Dejar el Público</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a groove (a button under your grid, or one of your dice on the song), then click your solo grid to draw it. T turns it, F flips it, G takes the next groove.</source>
        <translation>Elige un groove (un botón bajo tu cuadrícula, o uno de tus dados en la canción) y haz clic en tu cuadrícula de solo para dibujarlo. T lo gira, F lo voltea, G toma el siguiente groove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag an Audience card onto your board to buy it, or onto the discard for its reward; right-click a card for more.</source>
        <translation>Arrastra una carta de Público a tu tablero para comprarla, o al descarte por su recompensa; clic derecho en una carta para más.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a die to a lit space of the song, or click it and then the space. R re-rolls; click a die for notation symbols; right-click for more. Turn-based: drag a die onto your board (or press L) to lock it in.</source>
        <translation>Arrastra un dado a un espacio iluminado de la canción, o haz clic en él y luego en el espacio. R vuelve a tirar; clic en un dado para símbolos de notación; clic derecho para más. Por turnos: arrastra un dado a tu tablero (o pulsa L) para fijarlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from die to space · Enter or Space: pick up, then Enter on a lit space&lt;br/&gt;On one of your dice: R re-rolls it · S selects it for a re-roll · H holds it in your hand or puts it back&lt;br/&gt;L locks it in (turn-based) · + / − or a number: a Notation symbol that makes that value&lt;br/&gt;R: re-roll the selected dice (or all) · Ctrl+Shift+L: leave dice that can&apos;t be placed&lt;br/&gt;On the solo grid: arrows move the groove · T turns · F flips · G next groove · N next legal place · Enter draws&lt;br/&gt;On an Audience card: B buys · D discards · Ctrl+Return: let the Audience be&lt;br/&gt;Ctrl+1…4: show another player&apos;s dice (hot-seat) · Ctrl+Z: undo</source>
        <translation>Tab / Mayús+Tab: de dado a espacio · Intro o Espacio: coger, luego Intro en un espacio iluminado&lt;br/&gt;En uno de tus dados: R lo vuelve a tirar · S lo elige para volver a tirar · H lo coge en la mano o lo devuelve&lt;br/&gt;L lo fija (por turnos) · + / − o un número: un símbolo de Notación que da ese valor&lt;br/&gt;R: volver a tirar los elegidos (o todos) · Ctrl+Mayús+L: dejar dados que no se pueden colocar&lt;br/&gt;En la cuadrícula del solo: flechas mueven el groove · T gira · F voltea · G siguiente groove · N siguiente lugar válido · Intro dibuja&lt;br/&gt;En una carta de Público: B compra · D descarta · Ctrl+Intro: dejar el Público&lt;br/&gt;Ctrl+1…4: ver los dados de otro jugador (misma pantalla) · Ctrl+Z: deshacer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Song %1 of %2</source>
        <translation>Canción %1 de %2</translation>
    </message>
</context>
<context>
    <name>BridgeSummary</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="-75"/>
        <location line="+24"/>
        <source>Click a score to see the rule that scored it.</source>
        <translation>Haz clic en una puntuación para ver la regla que la dio.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+64"/>
        <source>The Bridge of song %1</source>
        <translation>El Puente de la canción %1</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Harmonies</source>
        <translation>Armonías</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols marked</source>
        <translation>Símbolos marcados</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The Challenger</source>
        <translation>El Aspirante</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>row %1: +%2</source>
        <translation>fila %1: +%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>groove of %1 · +%2 pts</source>
        <translation>groove de %1 · +%2 ptos</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>no solo</source>
        <translation>sin solo</translation>
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
        <translation>Pintores, echadoras de tarot y turistas con cámaras; las campanas de la catedral marcan el compás.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frenchmen Street</source>
        <translation>Frenchmen Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locals who know every tune and tip the band that plays it right.</source>
        <translation>Vecinos que conocen cada melodía y dan propina a la banda que la toca bien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bourbon Street</source>
        <translation>Bourbon Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud, crowded and generous, if you can make yourself heard over the din.</source>
        <translation>Ruidosa, abarrotada y generosa, si logras hacerte oír entre el jaleo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decatur Street</source>
        <translation>Decatur Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoppers drifting between the record stores and the praline counters.</source>
        <translation>Compradores que pasean entre tiendas de discos y mostradores de pralinés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French Market</source>
        <translation>French Market</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendors hum along while they stack the hot sauce and the alligator jerky.</source>
        <translation>Los vendedores tararean mientras apilan salsa picante y cecina de caimán.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Congo Square</source>
        <translation>Congo Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummers have gathered under these oaks for centuries; the crowd expects you to bring it.</source>
        <translation>Los tambores se reúnen bajo estos robles desde hace siglos; el público espera que lo des todo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Street</source>
        <translation>Magazine Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours on their way to the corner café, happy to stop for a song or two.</source>
        <translation>Vecinos camino del café de la esquina, encantados de pararse a oír una o dos canciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St. Charles Avenue</source>
        <translation>St. Charles Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar riders lean out of the windows under the live oaks.</source>
        <translation>Los pasajeros del tranvía se asoman por las ventanillas bajo los robles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canal Street</source>
        <translation>Canal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widest street in town, and the busiest corner to play on.</source>
        <translation>La calle más ancha de la ciudad y la esquina más concurrida para tocar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chartres Street</source>
        <translation>Chartres Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quiet block of galleries where a small crowd listens closely.</source>
        <translation>Una manzana tranquila de galerías donde un público pequeño escucha con atención.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esplanade Avenue</source>
        <translation>Esplanade Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch sitters in rocking chairs, swaying along from the shade.</source>
        <translation>Gente en mecedoras en el porche, balanceándose a la sombra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pirate&apos;s Alley</source>
        <translation>Pirate&apos;s Alley</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A narrow lane that echoes; a few passers-by, but every note carries.</source>
        <translation>Un callejón estrecho con eco; pocos transeúntes, pero cada nota se oye.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Washington Square</source>
        <translation>Washington Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picnic blankets on the grass; the whole park chips in for a good long set.</source>
        <translation>Mantas de pícnic en la hierba; todo el parque contribuye por un buen repertorio largo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moonwalk</source>
        <translation>The Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The riverfront promenade, where couples watch the paddle-wheelers at dusk.</source>
        <translation>El paseo junto al río, donde las parejas miran los barcos de vapor al atardecer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algiers Point</source>
        <translation>Algiers Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry riders across the river reward any band that makes the trip worth it.</source>
        <translation>Los pasajeros del ferri recompensan a la banda que hace que el viaje merezca la pena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Crawfish Kings</source>
        <translation>Los Reyes del Cangrejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lil&apos; Remy</source>
        <translation>Lil&apos; Remy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumpet</source>
        <translation>trompeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odile</source>
        <translation>Odile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saxophone</source>
        <translation>saxofón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Toot</source>
        <translation>Big Toot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drums</source>
        <translation>batería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three cousins from the Seventh Ward who learned to play at backyard crawfish boils.</source>
        <translation>Tres primos del Seventh Ward que aprendieron a tocar en fiestas de cangrejos en el patio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bayou Blue Notes</source>
        <translation>Las Notas Azules del Bayou</translation>
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
        <translation>Un desertor del conservatorio, un piloto de ferri jubilado y un batería que nunca dice de dónde es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Alley Brass</source>
        <translation>Metales del Caimán</translation>
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
        <translation>Ensayan en una casa flotante y juran que los caimanes suben a escuchar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sunny Side Strutters</source>
        <translation>Los Paseantes del Lado Soleado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honey</source>
        <translation>Honey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pete the Reed</source>
        <translation>Pete la Caña</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skillet</source>
        <translation>Skillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up before the beignet stands open and still playing when the streetlights come on.</source>
        <translation>Empiezan antes de que abran los puestos de buñuelos y siguen tocando cuando se encienden las farolas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Krewe of Velvet</source>
        <translation>La Krewe de Terciopelo</translation>
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
        <translation>Tocan con máscara todo el año, no solo en Carnaval.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tin-Pan Tina</source>
        <translation>Tina la de Latón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tina finishes her song. Unless it is her last turn, she flips the top card of her deck and plays it with 1 energy less than it asks for, to the leftmost crowd in the song&apos;s mood (the leftmost crowd when none matches).</source>
        <translation>Tina termina su canción. Salvo en su último turno, voltea la carta superior de su mazo y la toca con 1 de energía menos de la que pide, para el público más a la izquierda con el ambiente de la canción (el de más a la izquierda si ninguno coincide).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second-Line Sal</source>
        <translation>Sal el del Desfile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal finishes his song. Unless it is his last turn: on his first turn of a round he buys the cheapest free Standard he can pay for, else flips the top of his deck. He plays it with 1 energy less than it asks, for a crowd in its mood where you lead (then the lowest threshold, then rightmost).</source>
        <translation>Sal termina su canción. Salvo en su último turno: en su primer turno de una ronda compra el Estándar libre más barato que pueda pagar; si no, voltea la carta superior de su mazo. La toca con 1 de energía menos de la que pide, para un público de su ambiente donde tú vas en cabeza (luego el umbral más bajo, luego el de más a la derecha).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot starts with no money.</source>
        <translation>El Robot empieza sin dinero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solo rules as written: $3 to start, $1 for a matched mood, one turn after you pass.</source>
        <translation>Las reglas en solitario tal cual: $3 al empezar, $1 por ambiente coincidente, un turno después de que pases.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium Advanced</source>
        <translation>Medio avanzado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes $2 instead of $1 when it finishes a song in the crowd&apos;s mood.</source>
        <translation>El Robot coge $2 en vez de $1 cuando termina una canción en el ambiente del público.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After you pass, the Robot takes two more turns: it finishes, plays one more song, then finishes that too.</source>
        <translation>Después de que pases, el Robot juega dos turnos más: termina, toca una canción más y luego la termina también.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Professional</source>
        <translation>Profesional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two closing turns after you pass, and $2 for every matched mood.</source>
        <translation>Dos turnos finales después de que pases, y $2 por cada ambiente coincidente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levee Lullaby</source>
        <translation>Nana del dique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hummed on the levee while the barges slide by.</source>
        <translation>Tarareada en el dique mientras pasan las barcazas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crawfish Boil Shuffle</source>
        <translation>Shuffle del cangrejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spice in the pot, a backbeat on the washtub.</source>
        <translation>Especias en la olla, un contratiempo en la tina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magnolia Moon</source>
        <translation>Luna de magnolia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slow saxophone line for a warm night in bloom.</source>
        <translation>Una lenta línea de saxo para una cálida noche en flor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaslight Waltz</source>
        <translation>Vals de luz de gas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-four time under the flicker of the old street lamps.</source>
        <translation>Compás de tres por cuatro bajo el parpadeo de las viejas farolas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog on the River</source>
        <translation>Niebla en el río</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brushes on the snare, breathy reeds, nowhere to be.</source>
        <translation>Escobillas en la caja, lengüetas que suspiran, sin prisa ninguna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar Stomp</source>
        <translation>Stomp del tranvía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trumpet rings the bell and the whole car starts to bounce.</source>
        <translation>La trompeta toca la campana y todo el vagón empieza a botar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Crawl</source>
        <translation>Paso de caimán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low and slinky, then a snap of the jaws on the last bar.</source>
        <translation>Grave y sinuoso, y un chasquido de mandíbulas en el último compás.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish Moss Serenade</source>
        <translation>Serenata del musgo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horns trading sighs like sweethearts under the oaks.</source>
        <translation>Metales que intercambian suspiros como enamorados bajo los robles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch Swing Sunday</source>
        <translation>Domingo de mecedora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drums keep the swing going; nobody gets up.</source>
        <translation>La batería mantiene el swing; nadie se levanta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beignet Breakfast</source>
        <translation>Desayuno de buñuelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered sugar on the bell of the horn, coffee in the other hand.</source>
        <translation>Azúcar glas en la campana del metal y café en la otra mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered Sugar Kisses</source>
        <translation>Besos de azúcar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet enough to make the couples on the bench hold hands.</source>
        <translation>Tan dulce que las parejas del banco se cogen de la mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brass on Fire</source>
        <translation>Metales en llamas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody blows at once and the drummer tries to keep up.</source>
        <translation>Todos soplan a la vez y el batería intenta seguirles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krewe Parade Call</source>
        <translation>Llamada de la krewe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drum roll that tells the block a parade is coming.</source>
        <translation>El redoble que anuncia a la manzana que llega un desfile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Masquerade</source>
        <translation>Mascarada de terciopelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cool and mysterious, like a mask you never take off.</source>
        <translation>Fresca y misteriosa, como una máscara que nunca te quitas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balcony Rendezvous</source>
        <translation>Cita en el balcón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played up at the ironwork balconies, for whoever is listening.</source>
        <translation>Tocada hacia los balcones de hierro forjado, para quien escuche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Hat</source>
        <translation>Pasar la gorra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take $1 for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Cuando termines este Estándar, puedes coger $1 por cada público de Royal Street donde tengas más energía que nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Wind</source>
        <translation>Segundo aliento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 3 energy from your reserve to your band members, free of charge.</source>
        <translation>Cuando termines este Estándar, puedes mover hasta 3 de energía de tu reserva a tus músicos, gratis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overheard Melody</source>
        <translation>Melodía escuchada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may learn a song from the Melody Market or the top of the Hit Song deck without giving up any energy.</source>
        <translation>Cuando termines este Estándar, puedes aprender una canción del Mercado de Melodías o de la cima del mazo de Éxitos sin ceder energía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the Parade</source>
        <translation>Sigue el desfile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 2 of your energy from one crowd in Royal Street to another.</source>
        <translation>Cuando termines este Estándar, puedes mover hasta 2 de tu energía de un público de Royal Street a otro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift in the Wind</source>
        <translation>Cambio de aires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Cuando termines este Estándar, puedes intercambiar las fichas de ambiente de dos públicos de Royal Street.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore!</source>
        <translation>¡Otra!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take one song from your discard pile back into your hand.</source>
        <translation>Cuando termines este Estándar, puedes recuperar una canción de tu pila de descarte a tu mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riverboat Drift</source>
        <translation>A la deriva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The paddle wheel turns, the trumpet yawns, the afternoon slips away.</source>
        <translation>La rueda de paletas gira, la trompeta bosteza, la tarde se escapa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chicory Morning</source>
        <translation>Café de achicoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bitter coffee, soft brushes, a sax that hasn&apos;t quite woken up.</source>
        <translation>Café amargo, escobillas suaves, un saxo que aún no se ha despertado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamplight Hum</source>
        <oldsource>Lamplighter&apos;s Hum</oldsource>
        <translation>El farolero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played as the gas lamps come on along the block.</source>
        <translation>Tocada mientras se encienden las farolas de gas de la manzana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Line Rumble</source>
        <translation>Rugido de second line</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parasols up: the crowd falls in behind the band.</source>
        <translation>Sombrillas arriba: el público se une detrás de la banda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Cake Jump</source>
        <translation>Salto del roscón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever finds the baby in the cake buys the next round.</source>
        <translation>Quien encuentre el muñeco del roscón paga la siguiente ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beads over Canal</source>
        <translation>Collares sobre Canal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw me something, mister, and the horns throw it back.</source>
        <translation>Tírame algo, señor, y los metales te lo devuelven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courtyard Kiss</source>
        <translation>Beso en el patio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fountain, a banana tree and a very slow drum.</source>
        <translation>Una fuente, un bananero y un tambor muy lento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleur-de-Lis Ballad</source>
        <translation>Balada de la lis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumpet and saxophone circle each other like dancers.</source>
        <translation>Trompeta y saxofón giran uno alrededor del otro como bailarines.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lace and Ironwork</source>
        <translation>Encaje y hierro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An old love song about the balconies of the Quarter.</source>
        <translation>Una vieja canción de amor sobre los balcones del Barrio Francés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crossroads Hoodoo</source>
        <translation>Hoodoo del cruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody knows where it came from; every crowd feels it anyway.</source>
        <translation>Nadie sabe de dónde salió; todos los públicos la sienten igual.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hurricane Warning</source>
        <translation>Aviso de huracán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts calm and ends with the whole street swaying.</source>
        <translation>Empieza en calma y acaba con toda la calle bailando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Free-for-All</source>
        <translation>Jam de medianoche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jam with no rules; any crowd at any hour will take it.</source>
        <translation>Una jam sin reglas; cualquier público a cualquier hora la acepta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing this Standard costs $1 or 1 energy extra; after someone finishes it, $2 or 2 energy until the round ends.</source>
        <translation>Tocar este Estándar cuesta $1 o 1 de energía extra; después de que alguien lo termine, $2 o 2 de energía hasta que acabe la ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn on Royal Street</source>
        <translation>Tu turno en Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish your song</source>
        <translation>Termina tu canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you started a song last turn, its energy now goes to the crowd. Mood matched (Wild matches anything)? Either put all of it there and take $1, or put at least 1 there and spread the rest back over your band. A finished Standard goes back with its token on 2; if it has an ability, you may use it now.</source>
        <translation>Si empezaste una canción el turno pasado, su energía va al público. ¿Coincide el ambiente (Comodín vale para todo)? Ponla toda y coge $1, o pon al menos 1 y reparte el resto en tu banda. Un Estándar terminado vuelve con su ficha en 2; si tiene habilidad, puedes usarla ya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip your band (optional)</source>
        <translation>Da propina a tu banda (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 per energy to move energy from your reserve to any of your band members.</source>
        <translation>Paga $1 por cada energía que pases de tu reserva a un músico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do one thing</source>
        <translation>Haz una cosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose exactly one of the three below. If you can neither learn nor play, you pass.</source>
        <translation>Elige solo una de estas tres. Si no puedes aprender ni tocar, pasas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song</source>
        <translation>Aprender una canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 1 energy from each band member to your reserve, then take a song from the Melody Market (it refills from the deck) or the top of the Hit Song deck.</source>
        <translation>Pasa 1 de energía de cada músico a tu reserva y coge una canción del Mercado de Melodías (se repone) o de la cima del mazo de Éxitos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song</source>
        <translation>Tocar una canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the energy each band member owes the song on it, then set it beside a crowd. A Standard also costs its token&apos;s number, in dollars or energy.</source>
        <translation>Pon en ella la energía que pide a cada músico y déjala junto a un público. Un Estándar cuesta además el número de su ficha, en dólares o energía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you are done for this round.</source>
        <translation>Voltea tu carta de jugador: acabas esta ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the crowds</source>
        <translation>Pagan los públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most energy wins the first-place money and the mood token (a tie pays everyone tied and the token leaves the game). Everyone at or over the threshold also collects the threshold money.</source>
        <translation>Quien tenga más energía cobra el 1.er puesto y la ficha de ambiente (si hay empate cobran todos los empatados y la ficha sale del juego). Quien llegue al umbral cobra también el umbral.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest up</source>
        <translation>Descansar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard tokens back to 1, played songs back to hand, 4 energy on each band member and 3 in reserve.</source>
        <translation>Estándares a 1, canciones a la mano, 4 de energía en cada músico y 3 en reserva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New crowds</source>
        <translation>Nuevos públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored crowds leave; 4 new ones come out for round 2 and 5 for round 3, each with a fresh mood token.</source>
        <translation>Los públicos puntuados se van; salen 4 nuevos en la ronda 2 y 5 en la 3, cada uno con ficha de ambiente nueva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The richest player starts the next round; ties go to most mood tokens, then to whoever acted last.</source>
        <translation>Empieza la siguiente ronda el más rico; en empate, quien tenga más fichas de ambiente, luego quien actuó el último.</translation>
    </message>
</context>
<context>
    <name>BuskingLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="-54"/>
        <source>{name} took back their last action.</source>
        <translation>{name} deshizo su última acción.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} finished {song}: {n} energy to {crowd}, {kept} kept.</source>
        <translation>{name} terminó {song}: {n} de energía para {crowd}, {kept} guardada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}, the mood matched: +${dollars}.</source>
        <translation>{name} terminó {song}: {n} de energía para {crowd}, el ambiente coincidía: +${dollars}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}.</source>
        <translation>{name} terminó {song}: {n} de energía para {crowd}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} put {n} kept energy back on their {member}.</source>
        <translation>{name} devolvió {n} de energía guardada a su {member}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} used {song}: +${dollars}.</source>
        <translation>{name} usó {song}: +${dollars}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} energy from the reserve, free ({members}).</source>
        <translation>{name} usó {song}: {n} de energía de la reserva, gratis ({members}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} used {song}: a song learnt without giving up energy.</source>
        <translation>{name} usó {song}: aprendió una canción sin ceder energía.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} of their energy moved from {source} to {target}.</source>
        <translation>{name} usó {song}: movió {n} de su energía de {source} a {target}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {first} and {second} swapped their moods.</source>
        <translation>{name} usó {song}: {first} y {second} intercambiaron sus ambientes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} used the ability of {song}.</source>
        <translation>{name} usó la habilidad de {song}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} skipped the ability of {song}.</source>
        <translation>{name} omitió la habilidad de {song}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} tipped their {member} ${n}: {n} energy from the reserve.</source>
        <translation>{name} dio ${n} de propina a su {member}: {n} de energía de la reserva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} learnt a song from the top of the Hit Song deck.</source>
        <translation>{name} aprendió una canción de la cima del mazo de Éxitos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} learnt {song} from the Melody Market.</source>
        <translation>{name} aprendió {song} del Mercado de Melodías.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} learnt {song} from the top of the Hit Song deck.</source>
        <translation>{name} aprendió {song} de la cima del mazo de Éxitos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} started {song} for {crowd} with {n} energy.</source>
        <translation>{name} empezó {song} para {crowd} con {n} de energía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They paid ${d} for the Standard&apos;s token.</source>
        <translation>Pagó ${d} por la ficha del Estándar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>They paid the Standard&apos;s token with {e} energy.</source>
        <translation>Pagó la ficha del Estándar con {e} de energía.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} passed: done for this round.</source>
        <translation>{name} pasó: ha terminado esta ronda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s turn.</source>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} shuffled its discards into a new Robot Song Deck.</source>
        <translation>{name} barajó sus descartes en un nuevo mazo de canciones del Robot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took a fresh set of 15 energy.</source>
        <translation>{name} cogió un lote nuevo de 15 de energía.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no energy left and the box no set: {song} goes unplayed.</source>
        <translation>{name} no tiene energía y la caja no tiene lotes: {song} queda sin tocar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1st place {names} +${n}</source>
        <translation>1.er puesto {names} +${n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>threshold {names} +${n}</source>
        <translation>umbral {names} +${n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{crowd} pays nobody.</source>
        <translation>{crowd} no paga a nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{crowd} pays: {parts}.</source>
        <translation>{crowd} paga: {parts}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {round} begins on Royal Street.</source>
        <translation>Empieza la ronda {round} en Royal Street.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over after round 3.</source>
        <translation>La partida termina tras la ronda 3.</translation>
    </message>
</context>
<context>
    <name>BuskingTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="-276"/>
        <source>finish the song</source>
        <translation>terminar la canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put the kept energy back</source>
        <translation>devolver la energía guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use or skip the ability</source>
        <translation>usar u omitir la habilidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tip, then learn, play or pass</source>
        <translation>propina, luego aprender, tocar o pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learn, play or pass</source>
        <translation>aprender, tocar o pasar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1 buys the Standard %2.</source>
        <translation>%1 compra el Estándar %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flips %2 from its deck.</source>
        <translation>%1 voltea %2 de su mazo.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/faces.py" line="+30"/>
        <source>Chill</source>
        <translation>Relajado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party</source>
        <translation>Fiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romántico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trumpet</source>
        <translation>Trompeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxofón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batería</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tpt</source>
        <translation>Tpt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drm</source>
        <translation>Bat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Band song</source>
        <translation>Canción de banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability song</source>
        <translation>Canción de habilidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit song</source>
        <translation>Éxito</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hit songs</source>
        <translation>Éxitos</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/gestures.py" line="+133"/>
        <source>Drop a song on a crowd in Royal Street to play it there.</source>
        <translation>Suelta una canción en un público de Royal Street para tocarla allí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a Standard on a crowd in Royal Street to play it there.</source>
        <translation>Suelta un Estándar en un público de Royal Street para tocarlo allí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a Market song on your hand to learn it.</source>
        <translation>Suelta una canción del Mercado en tu mano para aprenderla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the Hit Song deck on your hand to learn its top card.</source>
        <translation>Suelta el mazo de Éxitos en tu mano para aprender su carta superior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop reserve energy on a band member to tip them $1.</source>
        <translation>Suelta energía de reserva en un músico para darle $1 de propina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop kept energy on one of your band members.</source>
        <translation>Suelta la energía guardada en uno de tus músicos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop your song&apos;s energy on the crowd you played it for.</source>
        <translation>Suelta la energía de tu canción en el público para el que la tocaste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your energy moves between crowds only with an ability.</source>
        <translation>Tu energía solo pasa de un público a otro con una habilidad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mood tokens swap only with an ability.</source>
        <translation>Las fichas de ambiente solo se intercambian con una habilidad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That doesn&apos;t go there.</source>
        <translation>Eso no va ahí.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play for %1</source>
        <translation>Tocar para %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay $%1)</source>
        <translation>(pagar $%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay with energy: %1)</source>
        <translation>(pagar con energía: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put %1 on the crowd, keep %2</source>
        <translation>Poner %1 en el público, guardar %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put all %1 on the crowd</source>
        <translation>Poner los %1 en el público</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tip %1 energy to your %2</source>
        <translation>Dar %1 de energía a tu %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put %1 back on your %2</source>
        <translation>Devolver %1 a tu %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the top of the Hit Song deck</source>
        <translation>Aprender la cima del mazo de Éxitos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn %1</source>
        <translation>Aprender %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free tip: %1</source>
        <translation>Propina gratis: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 energy from %2 to %3</source>
        <translation>Mover %1 de energía de %2 a %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap the moods of %1 and %2</source>
        <translation>Intercambiar los ambientes de %1 y %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take back %1</source>
        <translation>Recuperar %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the money</source>
        <translation>Coger el dinero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the ability</source>
        <translation>Omitir la habilidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/mat.py" line="+59"/>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kept energy</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your money: the bank makes change.</source>
        <translation>Tu dinero: la banca da el cambio.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your songs</source>
        <translation>Tus canciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand of songs</source>
        <translation>Tu mano de canciones</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASSED</source>
        <translation>PASÓ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2: %3 energy. Drop reserve energy here to tip.</source>
        <translation>%1, %2: %3 de energía. Suelta aquí energía de reserva para dar propina.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve: %1 energy. Drag one onto a band member to tip them $1.</source>
        <translation>Reserva: %1 de energía. Arrastra una a un músico para darle $1 de propina.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Kept energy: drag it onto your band members.</source>
        <translation>Energía guardada: arrástrala a tus músicos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1.</source>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Finish your song. Moods match: drag all %1 energy onto its crowd for +$1, or right-click to keep some.</source>
        <translation>Termina tu canción. Los ambientes coinciden: arrastra los %1 de energía a su público por +$1, o clic derecho para guardar algo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish your song. Moods don&apos;t match: drag all %1 energy onto its crowd.</source>
        <translation>Termina tu canción. Los ambientes no coinciden: arrastra los %1 de energía a su público.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ability of %1: %2</source>
        <translation>Habilidad de %1: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/narration.py" line="+45"/>
        <source>the song&apos;s mood</source>
        <translation>el ambiente de la canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it isn&apos;t ahead</source>
        <translation>donde no va en cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where you lead</source>
        <translation>donde tú vas en cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it has least energy</source>
        <translation>donde tiene menos energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the richest 1st place</source>
        <translation>el 1.er puesto más rico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lowest threshold</source>
        <translation>el umbral más bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftmost</source>
        <translation>más a la izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rightmost</source>
        <translation>más a la derecha</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last turn of the round: </source>
        <translation>Último turno de la ronda: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First turn of the round: </source>
        <translation>Primer turno de la ronda: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holding no song: </source>
        <translation>Sin canción en la mano: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck empty: </source>
        <translation>Mazo vacío: </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>finish its song, all energy to the crowd (tip on a mood match).</source>
        <translation>termina su canción, toda la energía al público (propina si coincide el ambiente).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stop here.</source>
        <translation>se detiene aquí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffle its discards into a new deck.</source>
        <translation>baraja sus descartes en un mazo nuevo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>flip the top card of its deck.</source>
        <translation>voltea la carta superior de su mazo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buy the cheapest free Standard, if it can pay.</source>
        <translation>compra el Estándar libre más barato, si puede pagarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> +%1 energy</source>
        <translation> +%1 de energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play it with all its energy%1 for: %2.</source>
        <translation>la toca con toda su energía%1 para: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play it with %1 energy less than it asks, for: %2.</source>
        <translation>la toca con %1 de energía menos de la que pide, para: %2.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="+54"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+121"/>
        <source>%1: won by %2</source>
        <translation>%1: lo gana %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mood token to %1.</source>
        <translation>Ficha de ambiente para %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mood token leaves the game.</source>
        <translation>La ficha de ambiente sale del juego.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+9"/>
        <source>This round: %1</source>
        <translation>Esta ronda: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody was paid</source>
        <translation>no se pagó a nadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click this panel to go on.</source>
        <translation>Haz clic en este panel para seguir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 pay-out</source>
        <translation>Pagos de la ronda %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/side.py" line="+60"/>
        <source>%1 · the Robot</source>
        <translation>%1 · el Robot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The other bands</source>
        <translation>Las otras bandas</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/songs.py" line="+46"/>
        <source>Melody Market</source>
        <translation>Mercado de Melodías</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard Songs</source>
        <translation>Canciones Estándar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Hit Song deck: drag it onto your hand (or press L) to learn its top card.</source>
        <translation>El mazo de Éxitos: arrástralo a tu mano (o pulsa L) para aprender su carta superior.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 in the deck</source>
        <translation>%1 en el mazo</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Drag onto a crowd to play it (or press its number).</source>
        <translation>Arrastra a un público para tocarla (o pulsa su número).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard: drag onto a crowd to play it; it costs its token too.</source>
        <translation>Un Estándar: arrástralo a un público para tocarlo; también cuesta su ficha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag onto your hand to learn it (or press L).</source>
        <translation>Arrastra a tu mano para aprenderla (o pulsa L).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your song: drag its energy onto the crowd to finish it.</source>
        <translation>Tu canción: arrastra su energía al público para terminarla.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Standard token: playing %1 costs $%2 or energy</source>
        <translation>Ficha de Estándar: tocar %1 cuesta $%2 o energía</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played by %1 for %2; back here when finished.</source>
        <translation>Tocada por %1 para %2; vuelve aquí al terminarla.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="-15"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+56"/>
        <source>1st place: $%1</source>
        <translation>1.er puesto: $%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+6"/>
        <source>%1+ energy: $%2</source>
        <translation>%1+ de energía: $%2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+32"/>
        <source>Crowd %1: %2</source>
        <translation>Público %1: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Mood: %1 (Wild matches every mood)</source>
        <translation>Ambiente: %1 (Comodín coincide con todos)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 energy on %3</source>
        <translation>%1: %2 de energía en %3</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 plays %2 for %3 with %4 energy</source>
        <translation>%1 toca %2 para %3 con %4 de energía</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="-140"/>
        <source>Your turn: finish your song. Drag its energy onto its crowd (right-click to keep some).</source>
        <translation>Tu turno: termina tu canción. Arrastra su energía a su público (clic derecho para guardar algo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag the kept energy onto your band members.</source>
        <translation>Arrastra la energía guardada a tus músicos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the Standard&apos;s ability (right-click it) or skip it.</source>
        <translation>Usa la habilidad del Estándar (clic derecho) u omítela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip from your reserve, then learn, play a song or pass.</source>
        <translation>Da propina de tu reserva, luego aprende, toca una canción o pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first turn this round: learn, play a song or pass.</source>
        <translation>Tu primer turno de la ronda: aprende, toca una canción o pasa.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>End of the round</source>
        <translation>Fin de la ronda</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none yet</source>
        <translation>ninguna aún</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mood tokens: %1</source>
        <translation>Fichas de ambiente: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Passed: done for this round.</source>
        <translation>Pasó: ha terminado esta ronda.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Playing %1 for %2 (%3 energy)</source>
        <translation>Tocando %1 para %2 (%3 de energía)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>reserve %1</source>
        <translation>reserva %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed</source>
        <translation>Pasó</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not playing</source>
        <translation>No juega</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its card (%1):</source>
        <translation>Su carta (%1):</translation>
    </message>
</context>
<context>
    <name>ChallengerStory</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="-47"/>
        <source>Song %1: it rolls one of its 4 dice each time you roll.</source>
        <translation>Canción %1: tira uno de sus 4 dados cada vez que tiras.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rolled a %1: onto the leftmost free space of row %1 (space %2). Dice on the song: %3 of 4.</source>
        <translation>Sacó un %1: a la casilla libre más a la izquierda de la fila %1 (casilla %2). Dados en la canción: %3 de 4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled a %1: a 6 never goes on the song; the die waits for your next roll.</source>
        <translation>Sacó un %1: un 6 nunca va a la canción; el dado espera a tu próxima tirada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled a %1: row %1 is full, so the die stays off the song.</source>
        <translation>Sacó un %1: la fila %1 está llena, así que el dado queda fuera de la canción.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time is up: the timer beat you, so it discards 2 cards at the Applause.</source>
        <translation>Se acabó el tiempo: el temporizador te ganó, así que descartará 2 cartas en el Aplauso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its fourth die is on the song: no more re-rolling this song.</source>
        <translation>Su cuarto dado está en la canción: no se vuelve a tirar en esta canción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You placed a die: no more re-rolling, so it rolls no more.</source>
        <translation>Colocaste un dado: no hay más tiradas, así que ya no tira.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bridge: it marks the symbols under its dice: %1.</source>
        <translation>El Puente: marca los símbolos bajo sus dados: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Applause: %1 of its dice placed, so it discards %2 first.</source>
        <translation>El Aplauso: %1 de sus dados colocados, así que descarta %2 primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause: only %1 of its dice placed, so it discards nothing.</source>
        <translation>El Aplauso: solo %1 de sus dados colocados, así que no descarta nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final Scoring: each of its symbol majorities over you is worth 10; you win only with more points.</source>
        <translation>Puntuación final: cada una de sus mayorías de símbolos sobre ti vale 10; solo ganas con más puntos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It discards %1 for a %2: its emptiest track with a card for it (%3 marked).</source>
        <translation>Descarta %1 por un %2: su pista más vacía con una carta para ella (%3 marcados).</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+67"/>
        <source>Say something</source>
        <translation>Di algo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/timer.py" line="+63"/>
        <location line="+12"/>
        <source>Play!</source>
        <translation>¡A tocar!</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Timer %1</source>
        <translation>Tiempo %1</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+90"/>
        <source>The table stays hidden until they are ready.</source>
        <translation>La mesa sigue oculta hasta que estén listos.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pass the device to %1</source>
        <translation>Pasa el dispositivo a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m %1: show the table</source>
        <translation>Soy %1: mostrar la mesa</translation>
    </message>
</context>
<context>
    <name>DieItem</name>
    <message>
        <location filename="../desktop/roadie/ui/scene/dice_item.py" line="+329"/>
        <source>MAX</source>
        <translation>MÁX</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MIN</source>
        <translation>MÍN</translation>
    </message>
</context>
<context>
    <name>DroppedSeat</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+52"/>
        <source>%1 dropped; their seat is held.</source>
        <translation>%1 se ha ido; su asiento se guarda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let a bot play</source>
        <translation>Que juegue un bot</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/end_screen.py" line="+46"/>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-outs</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The session is over</source>
        <translation>La sesión ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click a score (or press Enter on it) to see the rule and the moment it was earned.</source>
        <translation>Haz clic en una puntuación (o pulsa Intro) para ver su regla y cuándo se ganó.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Back to the launcher</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Song %1</source>
        <translation>Canción %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Song by song: harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Canción a canción: armonías · puntos del solo · símbolos marcados (de la canción y del solo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The boards as the game ended</source>
        <translation>Los tableros al acabar la partida</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>FinalBoards</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="+156"/>
        <source>Final boards</source>
        <translation>Tableros finales</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+127"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coming soon</source>
        <translation>próximamente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coming soon: not playable in this build.</source>
        <translation>Próximamente: no se puede jugar en esta versión.</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/game_screen.py" line="+142"/>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores if the game ended now</source>
        <translation>Puntos si la partida acabara ahora</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+74"/>
        <source>Undo my last action</source>
        <translation>Deshacer mi última acción</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show the side panel</source>
        <translation>Mostrar el panel lateral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hide the side panel</source>
        <translation>Ocultar el panel lateral</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+38"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 paused the game.</source>
        <translation>%1 ha pausado la partida.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play goes on in %1…</source>
        <translation>La partida sigue en %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The clock and the bots wait. Press P or Resume to play on.</source>
        <translation>El reloj y los bots esperan. P o Reanudar para seguir.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>End your turn now?</source>
        <translation>¿Terminar tu turno ahora?</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Banked for good (%2): %1</source>
        <translation>Asegurado (%2): %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="+10"/>
        <source>%1&apos;s projection %2 → %3: %4</source>
        <translation>Proyección de %1 %2 → %3: %4</translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="+178"/>
        <source>No game in progress: every game you start is kept here until it ends.</source>
        <translation>Ninguna partida en curso: cada partida que empieces se guarda aquí hasta que termine.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Delete a game in progress</source>
        <translation>Borrar una partida en curso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress? It cannot be brought back.</source>
        <translation>¿Borrar esta partida en curso? No se podrá recuperar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>Conservarla</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="-77"/>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+48"/>
        <source>Wait for the countdown…</source>
        <translation>Espera la cuenta atrás…</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+196"/>
        <source>Buy	B</source>
        <translation>Comprar	B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for its reward	D</source>
        <translation>Descartar por su recompensa	D</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put it back in the tray	H</source>
        <translation>Devolverlo a la bandeja	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold in your hand	H</source>
        <translation>Coger en la mano	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll this die	R</source>
        <translation>Volver a tirar este dado	R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock in on your board	L</source>
        <translation>Fijar en tu tablero	L</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: make it %2</source>
        <translation>%1: convertirlo en %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harmony space of row %1</source>
        <translation>Espacio de Armonía de la fila %1</translation>
    </message>
</context>
<context>
    <name>GigDiceLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/sentences.py" line="+48"/>
        <source>{name} took back their last action.</source>
        <translation>{name} deshizo su última acción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolled a new {die} into their Gig area: {value}.</source>
        <translation>{name} tiró un {die} nuevo a su zona de Gig: {value}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} rolled a new {die} into their fixer area: {value}.</source>
        <translation>{name} tiró un {die} nuevo a su zona de arreglos: {value}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} re-rolled their {die}: {value}.</source>
        <translation>{name} volvió a tirar su {die}: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} re-rolled {owner}&apos;s {die}: {value}.</source>
        <translation>{name} volvió a tirar el {die} de {owner}: {value}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} removed their {die} from the table.</source>
        <translation>{name} quitó su {die} de la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} removed {owner}&apos;s {die} from the table.</source>
        <translation>{name} quitó el {die} de {owner} de la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} moved their {die} to their Gig area.</source>
        <translation>{name} movió su {die} a su zona de Gig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} moved their {die} to their fixer area.</source>
        <translation>{name} movió su {die} a su zona de arreglos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} increased their {die} from {before} to {after}.</source>
        <translation>{name} subió su {die} de {before} a {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} increased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} subió el {die} de {owner} de {before} a {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} decreased their {die} from {before} to {after}.</source>
        <translation>{name} bajó su {die} de {before} a {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} decreased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} bajó el {die} de {owner} de {before} a {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} set their {die} to {after}.</source>
        <translation>{name} fijó su {die} en {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} set {owner}&apos;s {die} to {after}.</source>
        <translation>{name} fijó el {die} de {owner} en {after}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} swapped their {mine} with {rival}&apos;s {theirs}.</source>
        <translation>{name} intercambió su {mine} por el {theirs} de {rival}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} stole {rival}&apos;s {die}.</source>
        <translation>{name} robó el {die} de {rival}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {name}&apos;s turn.</source>
        <translation>Ronda {round}: turno de {name}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} ended the session.</source>
        <translation>{name} terminó la sesión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is played: the session is over.</source>
        <translation>Se ha jugado la última ronda: la sesión ha terminado.</translation>
    </message>
</context>
<context>
    <name>GlassBox</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+36"/>
        <location line="+41"/>
        <source>The Challenger, step by step</source>
        <translation>El Aspirante, paso a paso</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Step by step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hover a step for its rule</source>
        <translation>Pasa el ratón sobre un paso para ver su regla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All steps</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every step of The Challenger so far, with its rule</source>
        <translation>Cada paso del Aspirante hasta ahora, con su regla</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+257"/>
        <source>Guided first game · %1 of %2</source>
        <translation>Primera partida guiada · %1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/how_to_play.py" line="+36"/>
        <source>How to play %1</source>
        <translation>Cómo se juega a %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rule: %1</source>
        <translation>Regla: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <location filename="../desktop/roadie/ui/kept_games.py" line="+24"/>
        <source>This game is open in another Roadie window: play it there, or close that window first.</source>
        <translation>Esta partida está abierta en otra ventana de Roadie: juégala allí o cierra antes esa ventana.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/keys_dialog.py" line="+47"/>
        <location line="+6"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+26"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>A table for music-themed board games, every rule checked.</source>
        <translation>Una mesa para juegos de mesa musicales, con cada regla comprobada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a seat</source>
        <translation>Añadir un asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Remove the last seat</source>
        <translation>Quitar el último asiento</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Variants and content</source>
        <translation>Variantes y contenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the network…</source>
        <translation>Jugar en red…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules…</source>
        <translation>Leer las reglas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every rule of this game, with Roadie&apos;s readings</source>
        <translation>Todas las reglas de este juego, con las lecturas de Roadie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat one more player, human or bot</source>
        <translation>Sienta a un jugador más, humano o bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load…</source>
        <translation>Cargar…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal, a round in pictures and how you score</source>
        <translation>El objetivo, una ronda en imágenes y cómo se puntúa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guided first game</source>
        <translation>Primera partida guiada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn at the table, one step at a time, against a gentle bot</source>
        <translation>Aprende en la mesa, paso a paso, contra un bot amable</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Content pack</source>
        <translation>Paquete de contenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards and boards to play with</source>
        <translation>Las cartas y los tableros con los que jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (optional)</source>
        <translation>Semilla (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="+18"/>
        <location line="+1"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>The same seed deals the same game again</source>
        <translation>La misma semilla reparte otra vez la misma partida</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 (damaged or missing)</source>
        <translation>%1 (dañada o no encontrada)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The player&apos;s name at the table</source>
        <translation>El nombre del jugador en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A person at this computer, or a bot</source>
        <translation>Una persona en este ordenador, o un bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How well the bot plays</source>
        <translation>Lo bien que juega el bot</translation>
    </message>
    <message>
        <location line="+57"/>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="-207"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Card %1 · %2 players · %3</source>
        <translation>Carta %1 · %2 jugadores · %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+64"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>The Challenger</source>
        <translation>El Aspirante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs %1</source>
        <translation>contra %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs %1, %2</source>
        <translation>contra %1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="-1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default</source>
        <translation>por defecto</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>always on with %1 players</source>
        <translation>siempre con %1 jugadores</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+93"/>
        <source>Lobby · %1</source>
        <translation>Sala · %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Others join at %1</source>
        <translation>Los demás se unen en %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the lobby</source>
        <translation>Cerrar la sala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take this seat</source>
        <translation>Ocupar este asiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stand up and watch</source>
        <translation>Levantarse y mirar</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+112"/>
        <source>I&apos;m ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Table chat</source>
        <translation>Chat de la mesa</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watching: %1</source>
        <translation>Mirando: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · host</source>
        <translation> · anfitrión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 bot</source>
        <translation>%1 · bot %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kept for %1 · invite code %2</source>
        <translation>reservado para %1 · código de invitación %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept for %1</source>
        <translation>reservado para %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>aún no</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Content pack</source>
        <translation>Paquete de contenido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game&apos;s defaults</source>
        <translation>las opciones por defecto del juego</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ready ✔</source>
        <translation>Listo ✔</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/roadie/ui/main_window.py" line="-303"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Partidas de Roadie (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the &amp;network…</source>
        <translation>Jugar en re&amp;d…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;as…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;ttings…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last action</source>
        <translation>&amp;Deshacer mi última acción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Teaching mode</source>
        <translation>Modo &amp;aprendizaje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Guided first game</source>
        <translation>Partida &amp;guiada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Roadie</source>
        <translation>&amp;Acerca de Roadie</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Your settings file was damaged, so Roadie starts with its usual settings. The old file was kept as %1.</source>
        <translation>Tu archivo de ajustes estaba dañado, así que Roadie empieza con sus ajustes habituales. El archivo anterior se guardó como %1.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Autosave failed (%1); the game goes on and saving is tried again after your next action.</source>
        <translation>Falló el autoguardado (%1); la partida sigue y se volverá a intentar guardar tras tu próxima acción.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress to continue.</source>
        <translation>No hay ninguna partida en curso que continuar.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The latest autosave is damaged (%1); the one before it was loaded: your last action may be missing.</source>
        <translation>El último autoguardado está dañado (%1); se cargó el anterior: puede faltar tu última acción.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Opened %1</source>
        <translation>Abierta %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Roadie lost the focus.</source>
        <translation>Roadie ha perdido el foco.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Ctrl+N: new game · Ctrl+O: open · Ctrl+S: save · F1: the rules</source>
        <translation>Ctrl+N: nueva partida · Ctrl+O: abrir · Ctrl+S: guardar · F1: las reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everywhere</source>
        <translation>En todas partes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;A desktop table for music-themed board games, with every rule enforced.</source>
        <translation>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;Una mesa de escritorio para juegos de mesa musicales, con cada regla aplicada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Roadie</source>
        <translation>Acerca de Roadie</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../desktop/roadie/ui/controller.py" line="+190"/>
        <source>The network game did not take your move: {reason}</source>
        <translation>La partida en red no aceptó tu jugada: {reason}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../desktop/roadie/net/client.py" line="+94"/>
        <source>The host runs another version of Roadie.</source>
        <translation>El anfitrión usa otra versión de Roadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The room password is wrong.</source>
        <translation>La contraseña de la sala es incorrecta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken (join as a spectator to watch).</source>
        <translation>Todos los asientos de esa mesa están ocupados (únete como espectador para mirar).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That invite code is not one the host gave out.</source>
        <translation>El anfitrión no ha dado ese código de invitación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is busy with other connections: try again.</source>
        <translation>El anfitrión está ocupado con otras conexiones: inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the game.</source>
        <translation>El anfitrión está cerrando la partida.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot reach %1: %2</source>
        <translation>No se puede llegar a %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 no respondió en %2 s.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The host stopped answering (nothing for %1 s).</source>
        <translation>El anfitrión dejó de responder (nada durante %1 s).</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+20"/>
        <source>The host sent something Roadie cannot read.</source>
        <translation>El anfitrión envió algo que Roadie no puede leer.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>That game has not begun yet: join its lobby.</source>
        <translation>Esa partida aún no ha empezado: únete a su sala.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>The host gave this seat to someone else.</source>
        <translation>El anfitrión dio este asiento a otra persona.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The host turned this peer away.</source>
        <translation>El anfitrión rechazó esta conexión.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot listen for tables on port %1: %2</source>
        <translation>No se pueden buscar mesas en el puerto %1: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/failures.py" line="+17"/>
        <source>The connection was refused: is a game hosted there?</source>
        <translation>Se rechazó la conexión: ¿hay una partida alojada allí?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection.</source>
        <translation>El anfitrión cerró la conexión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No computer has that address.</source>
        <translation>Ningún ordenador tiene esa dirección.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection timed out.</source>
        <translation>Se agotó el tiempo de la conexión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network cannot be reached.</source>
        <translation>No se puede acceder a la red.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That port is in use already.</source>
        <translation>Ese puerto ya está en uso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie may not use that port.</source>
        <translation>Roadie no puede usar ese puerto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network connection failed.</source>
        <translation>Falló la conexión de red.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="+352"/>
        <source>Cannot host on port %1: %2</source>
        <translation>No se puede alojar en el puerto %1: %2</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="+162"/>
        <source>Play on the network</source>
        <translation>Jugar en red</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the launcher</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host a game</source>
        <translation>Crear una partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with the options and seats set up on the launcher. Say who each seat is for:</source>
        <translation>%1, con las opciones y los asientos del inicio. Di para quién es cada asiento:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat 1</source>
        <translation>Asiento 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name: the first seat is yours</source>
        <translation>Tu nombre: el primer asiento es tuyo</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>You, the host</source>
        <translation>Tú, el anfitrión</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+79"/>
        <source>Room password</source>
        <translation>Contraseña de la sala</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+76"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Host from a save…</source>
        <translation>Alojar desde un guardado…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host went down? Host its game again from the autosave: the players rejoin their seats.</source>
        <translation>¿Se cayó el anfitrión? Vuelve a alojar su partida desde el autoguardado: los jugadores vuelven a sus asientos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the lobby</source>
        <translation>Abrir la sala</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Host a game again from a save</source>
        <translation>Volver a alojar una partida desde una partida guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Partidas de Roadie (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join a game</source>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables… none found yet; type the host&apos;s address below.</source>
        <translation>Buscando mesas… aún no hay ninguna; escribe abajo la dirección del anfitrión.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>if the host kept a seat for you</source>
        <translation>si el anfitrión te reservó un asiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only watch (a spectator sees what everyone sees)</source>
        <translation>Solo mirar (un espectador ve lo que ven todos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite code</source>
        <translation>Código de invitación</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — %2 · in play · %3 open seats, %4 held for players who dropped</source>
        <translation>%1 — %2 · en juego · %3 asientos libres, %4 guardados para jugadores que se fueron</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2 · %3 open seats</source>
        <translation>%1 — %2 · %3 asientos libres</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+71"/>
        <source>Tables cannot be found automatically (%1): type the host&apos;s address.</source>
        <translation>No se pueden encontrar mesas automáticamente (%1): escribe la dirección del anfitrión.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Hosting again at %1: the players rejoin their seats.</source>
        <translation>Alojando de nuevo en %1: los jugadores vuelven a sus asientos.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 dropped.</source>
        <translation>%1 se ha ido.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A %1 bot plays for %2 until they are back.</source>
        <translation>Un bot (%1) juega por %2 hasta que vuelva.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is back.</source>
        <translation>%1 ha vuelto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining %1:%2…</source>
        <translation>Uniéndose a %1:%2…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The host is gone (%1). It may host the game again: rejoining…</source>
        <translation>El anfitrión se ha ido (%1). Puede volver a alojar la partida: reconectando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The network game stopped: %1</source>
        <translation>La partida en red se detuvo: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host is back: you have your seat again.</source>
        <translation>El anfitrión ha vuelto: recuperas tu asiento.</translation>
    </message>
</context>
<context>
    <name>NotWritten</name>
    <message>
        <location filename="../desktop/roadie/ui/not_written.py" line="+21"/>
        <source>The disk is full, so the game could not be saved. Free some space on it and try again.</source>
        <translation>El disco está lleno, así que no se pudo guardar la partida. Libera algo de espacio y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie may not write to %1, so the game could not be saved.</source>
        <translation>Roadie no tiene permiso para escribir en %1, así que no se pudo guardar la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+37"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
</context>
<context>
    <name>PlanRow</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="-222"/>
        <source>Open to anyone</source>
        <translation>Abierto a cualquiera</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for</source>
        <translation>Reservado para</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>their name</source>
        <translation>su nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bot&apos;s name</source>
        <translation>el nombre del bot</translation>
    </message>
</context>
<context>
    <name>ProgressRow</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-108"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in progress (damaged)</source>
        <translation>Una partida en curso (dañada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue tries the autosave before it.</source>
        <translation>Continuar prueba el guardado anterior.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress (you are asked first)</source>
        <translation>Borrar esta partida en curso (se pide confirmación)</translation>
    </message>
</context>
<context>
    <name>PromptCard</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+66"/>
        <source>Leave guide</source>
        <translation>Salir de la guía</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F6: between the guide and the board</source>
        <translation>F6: entre la guía y el tablero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1</source>
        <translation>Regla: %1</translation>
    </message>
</context>
<context>
    <name>RejoinOffers</name>
    <message>
        <location filename="../desktop/roadie/ui/rejoin_offers.py" line="+88"/>
        <source>Rejoin %1 at %2</source>
        <translation>Volver a %1 en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take your seat back (seat %1, as %2)</source>
        <translation>Recupera tu asiento (asiento %1, como %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget</source>
        <translation>Olvidar</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="+110"/>
        <source>Take it to the Bridge! (%1)</source>
        <translation>¡Al Puente! (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Song: %1 places 2 dice (Initiative order)</source>
        <translation>La Canción: %1 coloca 2 dados (orden de Iniciativa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Song: place your dice</source>
        <translation>La Canción: coloca tus dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Song: lock your dice in</source>
        <translation>La Canción: fija tus dados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge: solos</source>
        <translation>El Puente: solos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Applause: %1</source>
        <translation>El Aplauso: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Row %1 · Harmony space</source>
        <translation>Fila %1 · espacio de Armonía</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1, space %2</source>
        <translation>Fila %1, espacio %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SONG %1/%2</source>
        <translation>CANCIÓN %1/%2</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1&apos;s die</source>
        <translation>Dado de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>placed last</source>
        <translation>colocado el último</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>RE-ROLL</source>
        <translation>RELANZAR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HAND</source>
        <translation>MANO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LOCKED</source>
        <translation>FIJADO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s die showing %2</source>
        <translation>Dado de %1 con un %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Harmonies per song</source>
        <translation>Armonías por canción</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience cards bought: %1</source>
        <translation>Cartas de Público compradas: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>RIVAL</source>
        <translation>RIVAL</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s dice</source>
        <translation>Dados de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dice</source>
        <translation>Tus dados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Fijar: arrastra aquí un dado  (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked in</source>
        <translation>Fijado</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>late re-rolls: %1</source>
        <translation>tiradas tardías: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more re-rolls: place your dice</source>
        <translation>no hay más tiradas: coloca tus dados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge called: no more re-rolls</source>
        <translation>Puente anunciado: no hay más tiradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no space for your dice: use a Notation symbol, or leave them</source>
        <translation>no hay sitio para tus dados: usa un símbolo de Notación o déjalos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all your dice are on the song</source>
        <translation>todos tus dados están en la canción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your dice are locked in on your board</source>
        <translation>tus dados están fijados en tu tablero</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Re-roll %1 selected  (R)</source>
        <translation>Relanzar %1 elegidos  (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll all  (R)</source>
        <translation>Relanzar todos  (R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>selected</source>
        <translation>elegido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>select</source>
        <translation>elegir</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>EARLY</source>
        <translation>TEMPRANA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LATE</source>
        <translation>TARDÍA</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not used in this game</source>
        <translation>no se usa en esta partida</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set list</source>
        <translation>Repertorio</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hot-seat: show and play %1&apos;s dice and board (Ctrl+%2).</source>
        <translation>Misma pantalla: ver y jugar los dados y el tablero de %1 (Ctrl+%2).</translation>
    </message>
</context>
<context>
    <name>RockHardContent</name>
    <message>
        <location filename="content_strings.py" line="+1"/>
        <source>Rehearsal Studio A</source>
        <translation>Local A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Chops. Open Day and Night.</source>
        <translation>$1: +1 Técnica. Abierto de Día y de Noche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studio B</source>
        <translation>Local B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +2 Chops. Open Day and Night (Night only on the 2-3 player side).</source>
        <translation>$2: +2 Técnica. Abierto de Día y de Noche (solo de Noche en la cara de 2-3 jugadores).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Interview</source>
        <translation>Entrevista radio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: +1 Reputation.</source>
        <translation>Gratis: +1 Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($3)</source>
        <translation>Contratar promo indie ($3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Record Deal. $3: +2 Reputation, +2 Fame.</source>
        <translation>Requiere Contrato discográfico. $3: +2 Reputación, +2 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($2)</source>
        <translation>Contratar promo indie ($2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Demo Tape or a Record Deal. $2: +2 Reputation, +1 Fame.</source>
        <translation>Requiere Maqueta o Contrato discográfico. $2: +2 Reputación, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Publicist</source>
        <translation>Contratar publicista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Reputation, +1 Fame.</source>
        <translation>$1: +1 Reputación, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (1st space)</source>
        <translation>Contratar técnicos (1.er espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1/$3/$5 for your 1st/2nd/3rd Crew.</source>
        <translation>$1/$3/$5 por tu 1.º/2.º/3.er Técnico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (2nd space)</source>
        <translation>Contratar técnicos (2.º espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2/$4/$6 for your 1st/2nd/3rd Crew.</source>
        <translation>$2/$4/$6 por tu 1.º/2.º/3.er Técnico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (3rd space)</source>
        <translation>Contratar técnicos (3.er espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3/$5/$7 for your 1st/2nd/3rd Crew.</source>
        <translation>$3/$5/$7 por tu 1.º/2.º/3.er Técnico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (4th space)</source>
        <translation>Contratar técnicos (4.º espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4/$6/$8 for your 1st/2nd/3rd Crew.</source>
        <translation>$4/$6/$8 por tu 1.º/2.º/3.er Técnico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Company</source>
        <translation>Discográfica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Tape or Record Contract and the stats of a better Royalty tier: sign or renegotiate.</source>
        <translation>Maqueta o Contrato discográfico y los atributos de un nivel de Regalías mejor: firma o renegocia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Recuperarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off, Craving -1.</source>
        <translation>Fuera el Bajón de azúcar, Antojo -1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s</source>
        <translation>TJ&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 3. Free: +1 Reputation, +1 Fame.</source>
        <translation>Técnica 3. Gratis: +1 Reputación, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den</source>
        <translation>Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reputation 3. Free: +1 Chops, +1 Fame.</source>
        <translation>Reputación 3. Gratis: +1 Técnica, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig</source>
        <translation>Bolo aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This month&apos;s Random Gig card.</source>
        <translation>La carta de Bolo aleatorio de este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (headliner)</source>
        <translation>Panda Palace (principal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. Free: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Técnica 4/Reputación 5, Canciones 3, 1 Técnico. Gratis: +1 Técnica/Reputación, +3 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (opener)</source>
        <translation>Panda Palace (telonero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. $1: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Técnica 4/Reputación 5, Canciones 3, 1 Técnico. $1: +1 Técnica/Reputación, +3 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (headliner)</source>
        <translation>Yenser Arena (principal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. Free: +6 Fame.</source>
        <translation>Técnica 6, Reputación 8, Canciones 5, 2 Técnicos. Gratis: +6 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (middle)</source>
        <translation>Yenser Arena (intermedio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. $1: +1 Chops/Reputation, +5 Fame.</source>
        <translation>Técnica 6, Reputación 8, Canciones 5, 2 Técnicos. $1: +1 Técnica/Reputación, +5 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (opener)</source>
        <translation>Yenser Arena (telonero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (headliner)</source>
        <translation>Carter Stadium (principal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $3: +3 Chops/Reputation, +8 Fame.</source>
        <translation>Técnica+Reputación 19, Canciones 8, 3 Técnicos, Contrato discográfico. $3: +3 Técnica/Reputación, +8 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (2nd)</source>
        <translation>Carter Stadium (2.º)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +2 Chops, +1 Reputation, +8 Fame.</source>
        <translation>Técnica+Reputación 19, Canciones 8, 3 Técnicos, Contrato discográfico. $2: +2 Técnica, +1 Reputación, +8 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (3rd)</source>
        <translation>Carter Stadium (3.º)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops, +2 Reputation, +8 Fame.</source>
        <translation>Técnica+Reputación 19, Canciones 8, 3 Técnicos, Contrato discográfico. $2: +1 Técnica, +2 Reputación, +8 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (4th)</source>
        <translation>Carter Stadium (4.º)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops/Reputation, +8 Fame.</source>
        <translation>Técnica+Reputación 19, Canciones 8, 3 Técnicos, Contrato discográfico. $2: +1 Técnica/Reputación, +8 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (open)</source>
        <translation>Carter Stadium (abierto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. Free: +10 Fame.</source>
        <translation>Técnica+Reputación 19, Canciones 8, 3 Técnicos, Contrato discográfico. Gratis: +10 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Bed Early</source>
        <translation>Acostarse pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action this phase, no Candy. First to bed plays first next month.</source>
        <translation>Ninguna otra acción en esta fase, ni Caramelos. El primero en acostarse juega primero el mes que viene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 1</source>
        <translation>Estudio 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3: a Demo Tape.</source>
        <translation>$3: una Maqueta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 2</source>
        <translation>Estudio 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4: a Demo Tape.</source>
        <translation>$4: una Maqueta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backstage</source>
        <translation>Backstage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Backstage card, sets.</source>
        <translation>Salir de marcha: la Fama de la ficha de Moda, una carta de Backstage, sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s</source>
        <translation>Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Hoover&apos;s card, sets.</source>
        <translation>Salir de marcha: la Fama de la ficha de Moda, una carta de Hoover&apos;s, sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bud&apos;s</source>
        <translation>Bud&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Bud&apos;s card, sets.</source>
        <translation>Salir de marcha: la Fama de la ficha de Moda, una carta de Bud&apos;s, sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jax</source>
        <translation>Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Jax card, sets.</source>
        <translation>Salir de marcha: la Fama de la ficha de Moda, una carta de Jax, sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slinky&apos;s</source>
        <translation>Slinky&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Slinky&apos;s card, sets.</source>
        <translation>Salir de marcha: la Fama de la ficha de Moda, una carta de Slinky&apos;s, sets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work</source>
        <translation>Trabajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your Job&apos;s shift, once a round: your pay.</source>
        <translation>En la jornada de tu Trabajo, una vez por ronda: tu paga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or Sell Candy</source>
        <translation>Comprar o vender Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to 3 Candy at $1 each.</source>
        <translation>Compra o vende hasta 3 Caramelos a $1 cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donate Blood</source>
        <translation>Donar sangre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1.</source>
        <translation>+$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a Song</source>
        <translation>Escribir una canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs.</source>
        <translation>+1 Canciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>April</source>
        <translation>abril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>mayo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>June</source>
        <translation>junio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>julio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songbook</source>
        <translation>Cancionero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 7 Songs.</source>
        <translation>Llega a 7 Canciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed!</source>
        <translation>¡Fichado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get a Record Deal.</source>
        <translation>Consigue un Contrato discográfico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit Single</source>
        <translation>Single de éxito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach Royalty tier 2.</source>
        <translation>Llega al nivel de Regalías 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Rat</source>
        <translation>Rata de estudio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearse 4 times.</source>
        <translation>Ensaya 4 veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prolific</source>
        <translation>Prolífico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Songs.</source>
        <translation>Fin de la partida: más Canciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Charts</source>
        <translation>Número uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: highest Royalty tier.</source>
        <translation>Fin de la partida: nivel de Regalías más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunesmith</source>
        <translation>Compositor nato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most songs written.</source>
        <translation>Fin de la partida: más canciones escritas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtuoso</source>
        <translation>Virtuoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops.</source>
        <translation>Fin de la partida: más Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Warrior</source>
        <translation>Guerrero de la carretera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 4 Gigs.</source>
        <translation>Toca 4 Bolos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Regular</source>
        <translation>Habitual del Panda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace twice.</source>
        <translation>Toca dos veces en Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Crew</source>
        <translation>Equipo completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have 3 Crew.</source>
        <translation>Ten 3 Técnicos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shredder</source>
        <translation>Fiera de la guitarra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Chops.</source>
        <translation>Llega a 8 de Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardest Working Band</source>
        <translation>La banda más currante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Gigs.</source>
        <translation>Fin de la partida: más Bolos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Presence</source>
        <translation>Presencia escénica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops plus Reputation.</source>
        <translation>Fin de la partida: más Técnica más Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest Crew</source>
        <translation>El mayor equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Crew.</source>
        <translation>Fin de la partida: más Técnicos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oddball Circuit</source>
        <translation>Circuito raro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Random Gigs.</source>
        <translation>Fin de la partida: más Bolos aleatorios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk of the Town</source>
        <translation>La comidilla de la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Reputation.</source>
        <translation>Llega a 8 de Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hired Help</source>
        <translation>Ayuda contratada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 4 Hire actions.</source>
        <translation>Haz 4 acciones de Contratar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenester</source>
        <translation>Moderno de la escena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out 5 times.</source>
        <translation>Sal de marcha 5 veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Been There</source>
        <translation>De vuelta de todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score a set of Life Experiences.</source>
        <translation>Puntúa un set de Experiencias vitales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Household Name</source>
        <translation>Nombre conocido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Reputation.</source>
        <translation>Fin de la partida: más Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Owl</source>
        <translation>Ave nocturna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hang Outs.</source>
        <translation>Fin de la partida: más salidas de marcha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Spender</source>
        <translation>Derrochador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hire actions.</source>
        <translation>Fin de la partida: más acciones de Contratar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jet Set</source>
        <translation>Jet set</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Glamour cards.</source>
        <translation>Fin de la partida: más cartas de Glamour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire</source>
        <translation>Doc Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep you may give one of your 3 Sapphire tokens to another player (their extra action next turn) and gain 1 Fame.</source>
        <translation>En la Preparación puedes dar una de tus 3 fichas de Zafiro a otro jugador (su acción extra el próximo turno) y ganar 1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboards</source>
        <translation>Teclados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shere Darling</source>
        <translation>Shere Darling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: play a Gig on a space someone holds.</source>
        <translation>Una vez por partida: toca un Bolo en un espacio que otro ocupa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rafael Santiago</source>
        <translation>Rafael Santiago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one extra action at Night.</source>
        <translation>Una vez por partida: una acción extra de Noche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead guitar</source>
        <translation>Guitarra solista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yolanda Delacroix</source>
        <translation>Yolanda Delacroix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: $3 off a Hire action.</source>
        <translation>Una vez por partida: $3 menos en una acción de Contratar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eric Fairchild</source>
        <translation>Eric Fairchild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one more extra action when you consume Candy.</source>
        <translation>Una vez por partida: una acción extra más cuando consumes Caramelos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kimmy Kim</source>
        <translation>Kimmy Kim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: re-roll a Candy roll that would turn your Low Sugar on.</source>
        <translation>Una vez por ronda: repite una tirada de Caramelo que activaría tu Bajón de azúcar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhythm guitar</source>
        <translation>Guitarra rítmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lisa Boyd</source>
        <translation>Lisa Boyd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 to a Candy roll that would turn your Low Sugar on.</source>
        <translation>Una vez por ronda: +1 a una tirada de Caramelo que activaría tu Bajón de azúcar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxofón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo Love</source>
        <translation>Leo Love</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you Hang Out.</source>
        <translation>Una vez por ronda: +1 Fama cuando sales de marcha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donovan Sterling</source>
        <translation>Donovan Sterling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat of you.</source>
        <translation>Los Bolos te piden 1 menos de cada atributo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosa Quintero</source>
        <translation>Rosa Quintero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Songs when you Rehearse.</source>
        <translation>Una vez por ronda: +1 Canciones cuando ensayas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percussion</source>
        <translation>Percusión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beautiful Weather</source>
        <translation>Buen tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outdoor shows! Each Limited Gig space holds two standees this month (never a Hire Crew space).</source>
        <translation>¡Conciertos al aire libre! Cada espacio de Bolo Limitado admite dos figuras este mes (nunca un espacio de Contratar técnicos).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Flood</source>
        <translation>Inundación en el estudio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio B is under water: covered this month.</source>
        <translation>El local B está bajo el agua: cubierto este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DJ Strike</source>
        <translation>Huelga de DJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Radio Interviews this month.</source>
        <translation>No hay Entrevistas en la radio este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Shake-up</source>
        <translation>Terremoto en el sello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company is closed this month.</source>
        <translation>La Discográfica está cerrada este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payola Scandal</source>
        <translation>Escándalo de payola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The $3 Indie Promo space is covered this month.</source>
        <translation>El espacio de Promo indie de $3 está cubierto este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s Renovation</source>
        <translation>Reformas en Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s is closed this month.</source>
        <translation>Hoover&apos;s está cerrado este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Union Dispute</source>
        <translation>Conflicto sindical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cheapest Hire Crew space is covered this month.</source>
        <translation>El espacio más barato de Contratar técnicos está cubierto este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat Wave</source>
        <translation>Ola de calor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candy melts: everyone loses 1 Candy.</source>
        <translation>Los caramelos se derriten: todos pierden 1 Caramelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Refund</source>
        <translation>Devolución de Hacienda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains $2.</source>
        <translation>Todos ganan $2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Feature</source>
        <translation>Reportaje en revista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Reputation.</source>
        <translation>Todos ganan 1 Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halloween</source>
        <translation>Halloween</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Candy.</source>
        <translation>Todos ganan 1 Caramelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flu Season</source>
        <translation>Temporada de gripe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone loses 1 Chops.</source>
        <translation>Todos pierden 1 de Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punk Explosion</source>
        <translation>Explosión punk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat this month.</source>
        <translation>Los Bolos piden 1 menos de cada atributo este mes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriting Contest</source>
        <translation>Concurso de composición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Fame when you Write a Song.</source>
        <translation>Una vez este mes: +1 Fama cuando escribes una canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout in Town</source>
        <translation>Cazatalentos en la ciudad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Reputation when you play a Gig.</source>
        <translation>Una vez este mes: +1 Reputación cuando tocas un Bolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Fan</source>
        <translation>Fan del Panda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace 3 times.</source>
        <translation>Toca 3 veces en Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s Regular</source>
        <translation>Habitual de TJ&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play TJ&apos;s 3 times.</source>
        <translation>Toca 3 veces en TJ&apos;s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den Favourite</source>
        <translation>Favorito del Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Fox Den 3 times.</source>
        <translation>Toca 3 veces en Fox Den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere, Anytime</source>
        <translation>Donde sea, cuando sea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 3 Random Gigs.</source>
        <translation>Toca 3 Bolos aleatorios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groupie Magnet</source>
        <translation>Imán de groupies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out Backstage 3 times.</source>
        <translation>Sal de marcha al Backstage 3 veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen at Jax</source>
        <translation>Visto en Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out at Jax 3 times.</source>
        <translation>Sal de marcha a Jax 3 veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entourage</source>
        <translation>Séquito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 3 Hire actions.</source>
        <translation>Haz 3 acciones de Contratar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Tooth</source>
        <translation>Goloso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consume Candy 3 times.</source>
        <translation>Consume Caramelos 3 veces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriter</source>
        <translation>Cantautor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Songs.</source>
        <translation>Llega a 9 Canciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Hero</source>
        <translation>Héroe de la guitarra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Chops.</source>
        <translation>Llega a 9 de Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend in the Making</source>
        <translation>Leyenda en ciernes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Reputation.</source>
        <translation>Llega a 9 de Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nest Egg</source>
        <translation>Colchón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold $12.</source>
        <translation>Ten $12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Crew</source>
        <translation>Equipo de gira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renegotiator</source>
        <translation>Renegociador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Life of the Party</source>
        <translation>El alma de la fiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score 2 sets of Life Experiences.</source>
        <translation>Puntúa 2 sets de Experiencias vitales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena Rock</source>
        <translation>Rock de estadio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Yenser Arena.</source>
        <translation>Toca en Yenser Arena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooked</source>
        <translation>Enganchado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 3 or higher.</source>
        <translation>Fin de la partida: Antojo 3 o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean Living</source>
        <translation>Vida sana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 0.</source>
        <translation>Fin de la partida: Antojo 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money in the Bank</source>
        <translation>Dinero en el banco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: $10 or more.</source>
        <translation>Fin de la partida: $10 o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Employee of the Month</source>
        <translation>Empleado del mes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: no Missed Work tokens.</source>
        <translation>Fin de la partida: ninguna ficha de Falta al trabajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stash</source>
        <translation>Alijo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 4 Candy or more.</source>
        <translation>Fin de la partida: 4 Caramelos o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romántico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Romance cards.</source>
        <translation>Fin de la partida: 3 cartas de Romance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fun Lover</source>
        <translation>Amante de la juerga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Fun cards.</source>
        <translation>Fin de la partida: 3 cartas de Diversión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Crawler</source>
        <translation>Trasnochador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 6 Hang Outs or more.</source>
        <translation>Fin de la partida: 6 salidas de marcha o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Song</source>
        <translation>Canción de amor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs</source>
        <translation>+1 Canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Couple</source>
        <translation>Pareja de moda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation</source>
        <translation>+1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muse</source>
        <translation>Musa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo Together</source>
        <translation>Foto juntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heartbreak Ballad</source>
        <translation>Balada de desamor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whispers</source>
        <translation>Rumores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duet Offer</source>
        <translation>Oferta de dúo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +1 Songs</source>
        <translation>+1 Reputación / +1 Canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow Dance</source>
        <translation>Baile lento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixtape</source>
        <translation>Cinta recopilatoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roses</source>
        <translation>Rosas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dinner Date</source>
        <translation>Cena romántica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Songs</source>
        <translation>puedes pagar $1 por +2 Canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weekend Away</source>
        <translation>Fin de semana fuera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Songs, +1 Reputation</source>
        <translation>puedes pagar $2 por +2 Canciones, +1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Gift</source>
        <translation>Regalo dulce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Reputation</source>
        <translation>puedes pagar 1 Caramelo por +2 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candlelight</source>
        <translation>A la luz de las velas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Songs</source>
        <translation>puedes pagar 1 Caramelo por +2 Canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabloid Romance</source>
        <translation>Romance de prensa rosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, -1 Chops</source>
        <translation>+2 Reputación, -1 Técnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sleepless Night</source>
        <translation>Noche en vela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, -1 Chops</source>
        <translation>+2 Canciones, -1 Técnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind Date</source>
        <translation>Cita a ciegas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Songs; 3: +1 Songs; 4: +1 Reputation; 5: +1 Reputation; 6: +2 Reputation</source>
        <translation>tirada: 1: -1 Reputación; 2: +1 Canciones; 3: +1 Canciones; 4: +1 Reputación; 5: +1 Reputación; 6: +2 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Letter</source>
        <translation>Carta de amor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Songs; 2: +1 Songs; 3: +1 Songs; 4: +2 Songs; 5: +2 Songs; 6: +3 Songs</source>
        <translation>tirada: 1: +1 Canciones; 2: +1 Canciones; 3: +1 Canciones; 4: +2 Canciones; 5: +2 Canciones; 6: +3 Canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serenade</source>
        <translation>Serenata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Reputation</source>
        <translation>+1 Canciones, +1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jealous Ex</source>
        <translation>Ex celoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation</source>
        <translation>-1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>Muestras gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy</source>
        <translation>+1 Caramelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomless Bowl</source>
        <translation>Cuenco sin fondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinball Wizard</source>
        <translation>Mago del pinball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2</source>
        <translation>+$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Square Meal</source>
        <translation>Comida decente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hot meal at last: Low Sugar is off.</source>
        <translation>Por fin una comida caliente: fuera el Bajón de azúcar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You catch your breath: take 1 extra action.</source>
        <translation>Recuperas el aliento: haz 1 acción extra.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Just a good time.</source>
        <translation>Solo un buen rato.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Second Wind</source>
        <translation>Segundo aliento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candy Jar</source>
        <translation>Tarro de caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Favors</source>
        <translation>Detalles de fiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy / +$2</source>
        <translation>+1 Caramelo / +$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Contest</source>
        <translation>Concurso de baile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Karaoke</source>
        <translation>Karaoke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bulk Buy</source>
        <translation>Compra al por mayor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Candy</source>
        <translation>puedes pagar $1 por +2 Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vending Machine</source>
        <translation>Máquina expendedora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar High</source>
        <translation>Subidón dulce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +1 Craving</source>
        <translation>+1 Caramelo, +1 Antojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Nighter</source>
        <translation>Noche en blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Candy, +1 Craving</source>
        <translation>+2 Caramelos, +1 Antojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet on the Game</source>
        <translation>Apuesta en el partido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -$2; 2: -$1; 3: +$1; 4: +$2; 5: +$3; 6: +$4</source>
        <translation>tirada: 1: -$2; 2: -$1; 3: +$1; 4: +$2; 5: +$3; 6: +$4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claw Machine</source>
        <translation>Máquina de gancho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: nothing; 2: nothing; 3: +1 Candy; 4: +1 Candy; 5: +2 Candy; 6: +2 Candy</source>
        <translation>tirada: 1: nada; 2: nada; 3: +1 Caramelo; 4: +1 Caramelo; 5: +2 Caramelos; 6: +2 Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round on the House</source>
        <translation>Invita la casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1, +1 Fame</source>
        <translation>+$1, +1 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spilled Drinks</source>
        <translation>Copas derramadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$1</source>
        <translation>-$1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost Wallet</source>
        <translation>Cartera perdida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$2</source>
        <translation>-$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Deal</source>
        <translation>Buen trato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +$3</source>
        <translation>puedes pagar 1 Caramelo por +$3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Happy Hour</source>
        <translation>Hora feliz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +$1</source>
        <translation>+1 Caramelo, +$1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Connection</source>
        <translation>Contacto en el estudio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group studio, amount 2)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: descuento (grupo estudio, cantidad 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie Friend</source>
        <translation>Amigo roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group crew, amount 2)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: descuento (grupo técnicos, cantidad 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promo Man&apos;s Card</source>
        <translation>Tarjeta del promotor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group indie, amount 2)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: descuento (grupo indie, cantidad 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire at Cost</source>
        <translation>Contratar a precio de coste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group hire, amount 1)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: descuento (grupo contratar, cantidad 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guest List</source>
        <translation>Lista de invitados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 2)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: rebaja (grupo bolo, cantidad 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booking Agent</source>
        <translation>Agente de contratación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 1)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: rebaja (grupo bolo, cantidad 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lawyer&apos;s Advice</source>
        <translation>Consejo del abogado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 1)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: rebaja (grupo contrato discográfico, cantidad 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;R Lunch</source>
        <translation>Comida con A&amp;R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 2)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: rebaja (grupo contrato discográfico, cantidad 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Booking</source>
        <translation>Doble reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group gig)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: compartir (grupo bolo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Time Swap</source>
        <translation>Cambio de horas de estudio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group studio)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: compartir (grupo estudio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Kit</source>
        <translation>Dossier de prensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group gig)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: bonificación (grupo bolo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Credit</source>
        <translation>Crédito de sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group studio)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: bonificación (grupo estudio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early Call</source>
        <translation>Convocatoria temprana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase day)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: acción extra (fase Día)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late Show</source>
        <translation>Función tardía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase night)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: acción extra (fase Noche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Demo</source>
        <translation>Maqueta gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Demo Tape</source>
        <translation>una Maqueta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan Shark</source>
        <translation>Usurero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, -1 Reputation</source>
        <translation>+$3, -1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Card</source>
        <translation>Tarjeta de visita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor</source>
        <translation>Inversor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +1 Crew</source>
        <translation>puedes pagar $2 por +1 Técnico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Networking</source>
        <translation>Contactos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +$2</source>
        <translation>+1 Reputación / +$2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract Review</source>
        <translation>Revisión del contrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group record-deal)</source>
        <translation>mantener boca arriba: desde el mes que viene, una vez: bonificación (grupo contrato discográfico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paparazzi</source>
        <translation>Paparazzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame</source>
        <translation>+1 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Carpet</source>
        <translation>Alfombra roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VIP Table</source>
        <translation>Mesa VIP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gossip Column</source>
        <translation>Columna de cotilleos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dress to Impress</source>
        <translation>Vestir para impresionar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name Drop</source>
        <translation>Dejar caer nombres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover Shoot</source>
        <translation>Sesión de portada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autographs</source>
        <translation>Autógrafos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame / +1 Reputation</source>
        <translation>+1 Fama / +1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flash Bulbs</source>
        <translation>Flashes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Rope</source>
        <translation>Cordón de terciopelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Sighting</source>
        <translation>Estrella a la vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottle Service</source>
        <translation>Servicio de botella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Fame</source>
        <translation>puedes pagar $2 por +2 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Designer Jacket</source>
        <translation>Chaqueta de diseño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limo Ride</source>
        <translation>Paseo en limusina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $3 for +2 Fame, +1 Reputation</source>
        <translation>puedes pagar $3 por +2 Fama, +1 Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champagne Toast</source>
        <translation>Brindis con champán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +1 Craving</source>
        <translation>+2 Fama, +1 Antojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Overdose</source>
        <translation>Sobredosis de purpurina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Society Page</source>
        <translation>Ecos de sociedad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Reputation; 2: +1 Reputation; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +2 Fame</source>
        <translation>tirada: 1: +1 Reputación; 2: +1 Reputación; 3: +1 Fama; 4: +1 Fama; 5: +2 Fama; 6: +2 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Ball</source>
        <translation>Bola de espejos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Fame; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +3 Fame</source>
        <translation>tirada: 1: -1 Reputación; 2: +1 Fama; 3: +1 Fama; 4: +1 Fama; 5: +2 Fama; 6: +3 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scandal</source>
        <translation>Escándalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation, +2 Fame</source>
        <translation>-1 Reputación, +2 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivalry</source>
        <translation>Rivalidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Till Dawn</source>
        <translation>Bailar hasta el alba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neon Lights</source>
        <translation>Luces de neón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strobe</source>
        <translation>Estroboscopio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disco Inferno</source>
        <translation>Disco Inferno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Maze</source>
        <translation>Laberinto de espejos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Rain</source>
        <translation>Lluvia de purpurina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Call</source>
        <translation>Última ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jukebox Hero</source>
        <translation>Héroe de la gramola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lava Lamp</source>
        <translation>Lámpara de lava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Skates</source>
        <translation>Patines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shag Carpet</source>
        <translation>Moqueta de pelo largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Couch</source>
        <translation>Sofá de terciopelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty</source>
        <translation>Fiesta de después</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bubble Machine</source>
        <translation>Máquina de burbujas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog Machine</source>
        <translation>Máquina de humo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-Go Cage</source>
        <translation>Jaula de gogó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Light</source>
        <translation>Luz negra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moonwalk</source>
        <translation>Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conga Line</source>
        <translation>Conga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sunrise</source>
        <translation>Amanecer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Massage Therapist</source>
        <translation>Masajista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $3.</source>
        <translation>Jornada variable. $3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executive Assistant</source>
        <translation>Asistente de dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $2/$2/$3/$3/$4/$4 by the die.</source>
        <translation>Jornada variable. $2/$2/$3/$3/$4/$4 según el dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Store Clerk</source>
        <translation>Dependiente de tienda de discos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Write a Song.</source>
        <translation>Jornada de Día. $2. Una vez por ronda: +1 Canciones cuando escribes una canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waitress</source>
        <translation>Camarera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. Tips: $1/$2/$2/$3/$3/$4 by the die.</source>
        <translation>Jornada de Noche. Propinas: $1/$2/$2/$3/$3/$4 según el dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bartender</source>
        <translation>Barman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $3. Missing a shift also costs 1 Fame.</source>
        <translation>Jornada de Madrugada. $3. Faltar a una jornada también cuesta 1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Player</source>
        <translation>Músico de sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Rehearse.</source>
        <translation>Jornada de Día. $2. Una vez por ronda: +1 Canciones cuando ensayas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cab Driver</source>
        <translation>Taxista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $3.</source>
        <translation>Jornada de Noche. $3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dishwasher</source>
        <translation>Friegaplatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Nobody notices you missing: no Missed Work tokens.</source>
        <translation>Jornada de Día. $2. Nadie nota tu ausencia: ninguna ficha de Falta al trabajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usher</source>
        <translation>Acomodador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $2. Once a round: +1 Reputation when you play a Gig.</source>
        <translation>Jornada de Noche. $2. Una vez por ronda: +1 Reputación cuando tocas un Bolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Teacher</source>
        <translation>Profesor de guitarra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $2. Once a round: +1 Chops when you Write a Song.</source>
        <translation>Jornada de Madrugada. $2. Una vez por ronda: +1 Técnica cuando escribes una canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mailroom Clerk</source>
        <translation>Empleado de correspondencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $3. Missing a shift also costs 1 Reputation.</source>
        <translation>Jornada de Día. $3. Faltar a una jornada también cuesta 1 Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nigel Hawthorne-Dawe</source>
        <translation>Nigel Hawthorne-Dawe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: use a Limited space someone holds (never a Hire Crew space).</source>
        <translation>Una vez por ronda: usa un espacio Limitado que otro ocupa (nunca un espacio de Contratar técnicos).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marv Goldfarb</source>
        <translation>Marv Goldfarb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studios cost you $1 less.</source>
        <translation>Los Locales de ensayo te cuestan $1 menos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bunny LaRue</source>
        <translation>Bunny LaRue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you play a Gig.</source>
        <translation>Una vez por ronda: +1 Fama cuando tocas un Bolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal Tortelli</source>
        <translation>Sal Tortelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1 with your Royalties.</source>
        <translation>+$1 con tus Regalías.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vic Marlowe</source>
        <translation>Vic Marlowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company asks 1 less of each stat of you.</source>
        <translation>La Discográfica te pide 1 menos de cada atributo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dee Dee Kwan</source>
        <translation>Dee Dee Kwan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: one extra action in the Day.</source>
        <translation>Una vez por ronda: una acción extra de Día.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Mitzvah</source>
        <translation>Bar Mitzvah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3.</source>
        <translation>+$3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle of the Bands</source>
        <translation>Batalla de bandas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll: 1-2 +1 Reputation; 3-4 also +1 Fame; 5-6 also +2 Fame.</source>
        <translation>Tirada: 1-2 +1 Reputación; 3-4 además +1 Fama; 5-6 además +2 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Parlor</source>
        <translation>Pizzería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2, +1 Chops.</source>
        <translation>+$2, +1 Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street Fair</source>
        <translation>Feria callejera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame, and +1 Reputation/+$2.</source>
        <translation>+1 Fama, y +1 Reputación/+$2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Mic</source>
        <translation>Micro abierto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Chops.</source>
        <translation>+1 Canciones, +1 Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wedding Band</source>
        <translation>Orquesta de bodas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +$4.</source>
        <translation>Pierdes 1 Reputación: +$4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>College Mixer</source>
        <translation>Fiesta universitaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, +1 Fame.</source>
        <translation>+2 Reputación, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Disco</source>
        <translation>Discoteca sobre ruedas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, +1 Candy.</source>
        <translation>+$3, +1 Caramelo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Jingle</source>
        <translation>Sintonía de radio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$1.</source>
        <translation>+2 Canciones, +$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison Concert</source>
        <translation>Concierto en la cárcel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +2 Chops, +2 Fame.</source>
        <translation>Pierdes 1 Reputación: +2 Técnica, +2 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>County Fair</source>
        <translation>Feria del condado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +$1.</source>
        <translation>+2 Fama, +$1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening for a Has-Been</source>
        <translation>Telonero de una vieja gloria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation, +2 Fame.</source>
        <translation>+1 Reputación, +2 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TV Talk Show</source>
        <translation>Programa de entrevistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +3 Fame, +2 Reputation.</source>
        <translation>$2: +3 Fama, +2 Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benefit Concert</source>
        <translation>Concierto benéfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Reputation.</source>
        <translation>+3 Fama, +1 Reputación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movie Soundtrack</source>
        <translation>Banda sonora de película</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$3.</source>
        <translation>+2 Canciones, +$3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Festival Side Stage</source>
        <translation>Escenario secundario de festival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Chops.</source>
        <translation>+3 Fama, +1 Técnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Showcase</source>
        <translation>Showcase del sello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 Candy: +4 Fame.</source>
        <translation>1 Caramelo: +4 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Star&apos;s Private Party</source>
        <translation>Fiesta privada de una estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$5, +1 Fame.</source>
        <translation>+$5, +1 Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Crush</source>
        <translation>Primer amor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A memory that made you who you are.</source>
        <translation>Un recuerdo que te hizo quien eres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prom Night</source>
        <translation>Noche del baile de graduación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer Fling</source>
        <translation>Amor de verano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Trip</source>
        <translation>Viaje por carretera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garage Band</source>
        <translation>Banda de garaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive-In Movies</source>
        <translation>Autocine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Route</source>
        <translation>Reparto de periódicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lemonade Stand</source>
        <translation>Puesto de limonada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn Shop Guitar</source>
        <translation>Guitarra de empeño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beauty Pageant</source>
        <translation>Concurso de belleza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion Show</source>
        <translation>Desfile de moda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Met a Star</source>
        <translation>Conocí a una estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugarless Candy</source>
        <translation>Caramelo sin azúcar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Craving. 1 extra action.</source>
        <translation>Sin Antojo. 1 acción extra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jelly Beans</source>
        <translation>Gominolas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 1 extra action.</source>
        <translation>Antojo +1. 1 acción extra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rock Candy</source>
        <translation>Caramelo de roca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 2 extra actions.</source>
        <translation>Antojo +1. 2 acciones extra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gobstopper</source>
        <translation>Rompemuelas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pop Rocks</source>
        <translation>Peta Zetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cotton Candy</source>
        <translation>Algodón de azúcar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar Cube</source>
        <translation>Terrón de azúcar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jawbreaker</source>
        <translation>Bola rompedientes</translation>
    </message>
</context>
<context>
    <name>RockHardLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/sentences.py" line="+16"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a choice</source>
        <translation>una elección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Event</source>
        <translation>el Evento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Sapphire token</source>
        <translation>una ficha de Zafiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base Stats at 11</source>
        <translation>Atributos base a 11</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cash</source>
        <translation>dinero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their character</source>
        <translation>su personaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their Manager</source>
        <translation>su Mánager</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>their Job</source>
        <translation>su Trabajo</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} took back their last action.</source>
        <translation>{name} deshizo su última acción.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} keeps a secret Personal Goal.</source>
        <translation>{name} guarda un Objetivo personal secreto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picks the Manager {card}.</source>
        <translation>{name} elige el Mánager {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} keeps {card}.</source>
        <translation>{name} se queda con {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{month}: Prep.</source>
        <translation>Preparación de {month}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event: {event}.</source>
        <translation>Evento: {event}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random Gig: {gig}.</source>
        <translation>Bolo aleatorio: {gig}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean-Up of {month}: Royalties, then the Managers.</source>
        <translation>Limpieza de {month}: Regalías y luego los Mánagers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New turn order from the After Hours and Anytime spaces; standees come back.</source>
        <translation>Nuevo orden de turno según los espacios de Madrugada y En cualquier momento; las figuras vuelven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month}: {phase} begins.</source>
        <translation>Empieza la fase de {phase} de {month}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} goes to {space} and pays ${paid}.</source>
        <translation>{name} va a {space} y paga ${paid}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} goes to {space}.</source>
        <translation>{name} va a {space}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} scores {what}: +{fame} Fame.</source>
        <translation>{name} consigue {what}: +{fame} Fama.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} forms a set of four Life Experiences: +{fame} Fame.</source>
        <translation>{name} forma un set de cuatro Experiencias vitales: +{fame} Fama.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} no longer has a Job ({why}).</source>
        <translation>{name} ya no tiene Trabajo ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} signs a Record Deal at Royalty tier {n}.</source>
        <translation>{name} firma un Contrato discográfico de nivel de Regalías {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gets a Demo Tape ({why}).</source>
        <translation>{name} consigue una Maqueta ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has Low Sugar and must Recover next Day.</source>
        <translation>{name} tiene Bajón de azúcar y debe Recuperarse el próximo Día.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} also gains the bonus of {why}.</source>
        <translation>{name} gana también la bonificación de {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is now ON ({why}).</source>
        <translation>{name} tiene ahora el Bajón de azúcar ACTIVADO ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is off again ({why}).</source>
        <translation>{name} ya no tiene Bajón de azúcar ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gains extra actions: {n} ({why}).</source>
        <translation>{name} gana acciones extra: {n} ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} missed their Work shift: a Missed Work token.</source>
        <translation>{name} faltó a su jornada de Trabajo: una ficha de Falta al trabajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} receives a Sapphire token: an extra action.</source>
        <translation>{name} recibe una ficha de Zafiro: una acción extra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {change} ({why}).</source>
        <translation>{name}: {change} ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolls {value} ({why}).</source>
        <translation>{name} saca un {value} ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} draws {card}.</source>
        <translation>{name} roba {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} achieves {what} but a tie leaves no Fame for it.</source>
        <translation>{name} logra {what}, pero un empate lo deja sin Fama.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Best New Artist of 1977: {names}.</source>
        <translation>La partida ha terminado. Artista revelación de 1977: {names}.</translation>
    </message>
</context>
<context>
    <name>RockHardTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/blocks.py" line="+20"/>
        <source>Rep</source>
        <translation>Rep</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Rehearsal Studios</source>
        <translation>Locales de ensayo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recording Studios</source>
        <translation>Estudios de grabación</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Studio %1</source>
        <translation>Estudio %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/choices.py" line="+39"/>
        <location line="+24"/>
        <source>Your decisions</source>
        <translation>Tus decisiones</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 · %2 Fame</source>
        <translation>%1 · %2 Fama</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scores at the end, secret</source>
        <translation>puntúa al final, secreto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scores when achieved</source>
        <translation>puntúa al lograrlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; progress track, shown to all</source>
        <translation>; marcador de progreso, a la vista de todos</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/context.py" line="+39"/>
        <source>the Rising Star</source>
        <translation>la Estrella Emergente</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-64"/>
        <source>Chops</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Canciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="+110"/>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candy</source>
        <translation>Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew</source>
        <translation>Técnicos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Craving</source>
        <translation>Antojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalty tier</source>
        <translation>Nivel de Regalías</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed Work</source>
        <translation>Faltas al trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability tokens</source>
        <translation>Fichas de Habilidad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sapphire tokens</source>
        <translation>Fichas de Zafiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+129"/>
        <source>Demo Tape</source>
        <translation>Maqueta</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-1"/>
        <source>Record Contract</source>
        <translation>Contrato discográfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>extra actions</source>
        <translation>acciones extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus</source>
        <translation>bonificación</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+126"/>
        <source>Low Sugar</source>
        <translation>Bajón de azúcar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Preparativos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prep</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>Madrugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Anytime</source>
        <translation>En cualquier momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean-Up</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New turn order</source>
        <translation>Nuevo orden de turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Romance</source>
        <translation>Romance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fun</source>
        <translation>Diversión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business</source>
        <translation>Negocios</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Glamour</source>
        <translation>Glamour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose your character (keep 1 of 2)</source>
        <translation>Elige tu personaje (quédate 1 de 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Personal Goals (keep 2 of 3)</source>
        <translation>Elige tus Objetivos personales (quédate 2 de 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Job (keep 1 of 2)</source>
        <translation>Elige tu Trabajo (quédate 1 de 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Manager (in reverse player order)</source>
        <translation>Elige tu Mánager (en orden inverso de jugadores)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>pay %1</source>
        <translation>pagar %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you may pay %1 for %2</source>
        <translation>puedes pagar %1 por %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Low Sugar on</source>
        <translation>Bajón de azúcar activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-2"/>
        <source>Low Sugar off</source>
        <translation>Sin bajón de azúcar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Demo Tape</source>
        <translation>una Maqueta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll the die</source>
        <translation>tirar el dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep the card for later</source>
        <translation>guardar la carta para más tarde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 at least %2</source>
        <translation>%1 al menos %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at most %2</source>
        <translation>%1 como mucho %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the most %1</source>
        <translation>el máximo de %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chops+Reputation</source>
        <translation>Técnica+Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work tokens</source>
        <translation>Fichas de Falta al trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-25"/>
        <source>Candy eaten</source>
        <translation>Caramelos comidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sets</source>
        <translation>sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hires</source>
        <translation>contrataciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gigs</source>
        <translation>bolos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hang outs</source>
        <translation>salidas de marcha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rehearsals</source>
        <translation>ensayos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shifts worked</source>
        <translation>jornadas trabajadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>songs written</source>
        <translation>canciones escritas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gigs at %1</source>
        <translation>bolos en %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hang outs at %1</source>
        <translation>salidas a %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cards</source>
        <translation>cartas de %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/gestures.py" line="+75"/>
        <source>Buy %1 Candy</source>
        <translation>Comprar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1 Candy</source>
        <translation>Vender %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to %1</source>
        <translation>Ir a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(spend %1)</source>
        <translation>(gastar %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One more action: spend %1</source>
        <translation>Una acción más: gastar %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>Quedarse con %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give no Sapphire token</source>
        <translation>No dar ficha de Zafiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give a Sapphire token to %1</source>
        <translation>Dar una ficha de Zafiro a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eat Candy</source>
        <translation>Comer Caramelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Dejar mi Trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End my turn</source>
        <translation>Terminar mi turno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Form the set: %1</source>
        <translation>Formar el set: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade: %1</source>
        <translation>Intercambio: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1 to decide.</source>
        <translation>Esperando a que %1 decida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one (a slash on the card):</source>
        <translation>Elige una (barra en la carta):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may make this trade:</source>
        <translation>Puedes hacer este intercambio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the set your Wild card completes:</source>
        <translation>Elige el set que completa tu carta Comodín:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire: give a Sapphire token in Prep?</source>
        <translation>Doc Sapphire: ¿dar una ficha de Zafiro en la Preparación?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the card you keep (or Tab to it, then Enter).</source>
        <translation>Haz clic en la carta que te quedas (o ve con Tab y pulsa Intro).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 plays the %2.</source>
        <translation>%1 juega la fase de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left: %1. Place your standee again, or end your turn.</source>
        <translation>Acciones restantes: %1. Coloca tu figura otra vez o termina tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 turn: candy first if you like, then drag your standee onto a lit space.</source>
        <translation>Tu turno de %1: caramelos primero si quieres, luego arrastra tu figura a un espacio iluminado.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-47"/>
        <source>Your amplifier</source>
        <translation>Tu amplificador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Character, Job, Manager</source>
        <translation>Personaje, Trabajo, Mánager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards and goals</source>
        <translation>Cartas y objetivos</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your standee: drag it onto a lit space (or press Enter, then Enter on a space).</source>
        <translation>Tu figura: arrástrala a un espacio iluminado (o pulsa Intro y luego Intro en un espacio).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: choose on the cards above.</source>
        <translation>Preparativos: elige en las cartas de arriba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions left: %1</source>
        <translation>Acciones restantes: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: %1</source>
        <translation>En: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-10"/>
        <source>Fame %1</source>
        <translation>Fama %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+4"/>
        <source>Candy %1</source>
        <translation>Caramelos %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew %1 of 3</source>
        <translation>Técnicos %1 de 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving %1</source>
        <translation>Antojo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar ON</source>
        <translation>¡Bajón de azúcar!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royalty tier %1</source>
        <translation>Nivel de Regalías %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Demo Tape</source>
        <translation>sin Maqueta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work %1</source>
        <translation>Faltas %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens %1 · gifts %2</source>
        <translation>Fichas %1 · regalos %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1 (%2, %3)</source>
        <translation>Trabajo: %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professional Musician (no Job)</source>
        <translation>Músico profesional (sin Trabajo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-26"/>
        <source>Manager: %1</source>
        <translation>Mánager: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(%1 in sets)</source>
        <translation>(%1 en sets)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets scored: %1</source>
        <translation>Sets puntuados: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept: %1</source>
        <translation>Guardadas: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goal: secret</source>
        <translation>Objetivo: secreto</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-73"/>
        <location line="+22"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+36"/>
        <source>Random Gig</source>
        <translation>Bolo aleatorio</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Bonuses</source>
        <translation>Bonificaciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other players</source>
        <translation>Los otros jugadores</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Revealed in Prep each month.</source>
        <translation>Se revela en la Preparación de cada mes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event: %1</source>
        <translation>Evento: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 left in the stack</source>
        <translation>Quedan %1 en el mazo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Random Gig %1: %2</source>
        <translation>Bolo aleatorio %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>end of game</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when achieved</source>
        <translation>al lograrlo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a secret goal</source>
        <translation>un objetivo secreto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Life Experiences</source>
        <translation>%1 Experiencias vitales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goals: %1</source>
        <translation>objetivos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1</source>
        <translation>Trabajo: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>C%1 R%2 S%3</source>
        <translation>T%1 R%2 C%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crew %1</source>
        <translation>Técnicos %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal T%1</source>
        <translation>Contrato N%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Maqueta</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/spaces.py" line="+60"/>
        <source>Nothing else this phase; first next month.</source>
        <translation>Nada más esta fase; primero el mes que viene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First next month.</source>
        <translation>Primero el mes que viene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign or better your Record Deal.</source>
        <translation>Firma o mejora tu contrato discográfico.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>hot: +%1 Fame</source>
        <translation>de moda: +%1 Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot %1</source>
        <translation>Moda %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Random Gig this month.</source>
        <translation>No hay Bolo aleatorio este mes.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open space: any number of standees%1.</source>
        <translation>Espacio abierto: cualquier número de figuras%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, newcomers stand leftmost</source>
        <translation>, los recién llegados se ponen a la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Here now: %1.</source>
        <translation>Aquí ahora: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This month&apos;s Event covers it.</source>
        <translation>El Evento de este mes lo cubre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may go here now: drag your standee here.</source>
        <translation>Puedes ir aquí ahora: arrastra tu figura aquí.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="-61"/>
        <source>The months of 1977</source>
        <translation>Los meses de 1977</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fame track</source>
        <translation>Marcador de Fama</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Turn order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>acts now</source>
        <translation>actúa ahora</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/rules_dialog.py" line="+18"/>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roadie’s reading</source>
        <translation>La lectura de Roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the rulebook can be read more than one way, Roadie plays it like this:</source>
        <translation>Donde el reglamento admite más de una lectura, Roadie lo juega así:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../desktop/roadie/ui/score_chart.py" line="+33"/>
        <source>Scores over the game</source>
        <translation>Puntos a lo largo de la partida</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Actions taken (%1 in all)</source>
        <translation>Acciones hechas (%1 en total)</translation>
    </message>
</context>
<context>
    <name>ScoreExplainer</name>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="-138"/>
        <source>Score lines and the rules that scored them</source>
        <translation>Líneas de puntuación y sus reglas</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Counted from the board at the end of the game.</source>
        <translation>Contado según el tablero al final de la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the board as it stands now; final at the end of the game.</source>
        <translation>Contado según el tablero actual; definitivo al final de la partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1 (%2)</source>
        <translation>Regla: %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>setting up</source>
        <translation>preparación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action %1</source>
        <translation>acción %1</translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message>
        <location line="+47"/>
        <source>How %1 scored</source>
        <translation>Cómo puntuó %1</translation>
    </message>
</context>
<context>
    <name>ScoreMoments</name>
    <message>
        <location filename="../desktop/roadie/ui/score_moments.py" line="-49"/>
        <source>given when the game was set up</source>
        <translation>recibido al preparar la partida</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Song %1</source>
        <translation>Canción %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a Harmony in row %1</source>
        <translation>una Armonía en la fila %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a groove of %1 on the solo grid</source>
        <translation>un groove de %1 en la cuadrícula del solo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an Audience card bought</source>
        <translation>una carta de Público comprada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Spotlights marked</source>
        <translation>Focos marcados</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a song matched its crowd&apos;s mood</source>
        <translation>una canción coincidió con el ánimo de su público</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a song&apos;s ability</source>
        <translation>la habilidad de una canción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tip to a band member</source>
        <translation>una propina a un miembro de la banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Standard&apos;s cost</source>
        <translation>el coste de un Estándar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1st place at a crowd</source>
        <translation>1.er puesto en un público</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a crowd&apos;s threshold reached</source>
        <translation>umbral de un público alcanzado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Month %1</source>
        <translation>Mes %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Song 1</source>
        <translation>Canción 1</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../desktop/roadie/ui/scoreboard.py" line="+101"/>
        <source>Click: how each line was scored</source>
        <translation>Clic: cómo se puntuó cada línea</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="-538"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random instrument</source>
        <translation>Instrumento al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your instrument; Random deals you one nobody chose</source>
        <translation>Tu instrumento; Al azar te reparte uno que nadie eligió</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your player colour</source>
        <translation>Tu color de jugador</translation>
    </message>
</context>
<context>
    <name>SettingUp</name>
    <message>
        <location filename="../desktop/roadie/ui/setting_up.py" line="+20"/>
        <source>Setting up the table…</source>
        <translation>Preparando la mesa…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/settings_dialog.py" line="+33"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Fast</source>
        <translation>Rápida</translation>
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
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relaxed</source>
        <translation>Tranquilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How long bots take to act at the table, whatever the animation speed</source>
        <translation>Cuánto tardan los bots en actuar en la mesa, sea cual sea la velocidad de animación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot pace</source>
        <translation>Ritmo de los bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind-safe colours</source>
        <translation>Colores aptos para daltónicos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before ending my turn</source>
        <translation>Preguntar antes de terminar mi turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before passing for the whole round</source>
        <translation>Preguntar antes de pasar toda la ronda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum up each Bridge and round, and wait for me</source>
        <translation>Resumir cada Puente y ronda, y esperarme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause the game when Roadie loses the focus</source>
        <translation>Pausar la partida cuando Roadie pierde el foco</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In my first game of each title</source>
        <translation>En mi primera partida de cada juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hovering the board explains each part in full: what it is, what it does for you now, its rules</source>
        <translation>Al pasar sobre el tablero se explica cada parte: qué es, qué hace por ti ahora, sus reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teaching mode</source>
        <translation>Modo aprendizaje</translation>
    </message>
</context>
<context>
    <name>SongTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="-46"/>
        <source>All songs</source>
        <translation>Todas las canciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Armonías · puntos del solo · símbolos marcados (de la canción y del solo)</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+24"/>
        <source>Table chat</source>
        <translation>Chat de la mesa</translation>
    </message>
</context>
<context>
    <name>TheGigBoard</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="-563"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
</context>
<context>
    <name>TheGigContent</name>
    <message>
        <location filename="content_strings.py" line="-745"/>
        <source>Front-Row Fan</source>
        <translation>Fan de primera fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat and a Sharp straight away.</source>
        <translation>Gana un Bemol y un Sostenido en el acto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Staff</source>
        <translation>Camareros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Repeat and a Rest straight away.</source>
        <translation>Gana una Repetición y un Silencio en el acto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Tech</source>
        <translation>Técnico de luces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain 2 Spotlights straight away.</source>
        <translation>Gana 2 Focos en el acto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busking Friend</source>
        <translation>Amigo callejero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Rest and a Spotlight straight away.</source>
        <translation>Gana un Silencio y un Foco en el acto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foot Tapper</source>
        <translation>Sigue el ritmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 2 Notation symbols you like, now.</source>
        <translation>Gana 2 símbolos de Notación cualesquiera, ahora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stagehand</source>
        <translation>Tramoyista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twice this game, once the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Dos veces por partida, tras anunciarse el Puente, aún puedes volver a tirar un dado sin colocar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance-Floor Regular</source>
        <translation>Habitual de la pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circle one extra space on your solo now, touching one of your grooves.</source>
        <translation>Rodea ahora un espacio extra en tu solo, tocando uno de tus grooves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choir Kid</source>
        <translation>Niño del coro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each song where you scored a Harmony.</source>
        <translation>Fin del concierto: 2 puntos por cada canción en la que puntuaste una Armonía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Collector</source>
        <translation>Coleccionista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Fin del concierto: +3 puntos por cada set de Bemol, Sostenido, Repetición y Silencio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band-Tee Wearer</source>
        <translation>Fan con camiseta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Sharp you hold (6 at most).</source>
        <translation>Fin del concierto: 1 punto por cada Sostenido que tengas (6 como mucho).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jazz Snob</source>
        <translation>Esnob del jazz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Flat you hold (6 at most).</source>
        <translation>Fin del concierto: 1 punto por cada Bemol que tengas (6 como mucho).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s Cousin</source>
        <translation>Primo del roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 points.</source>
        <translation>Fin del concierto: 4 puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Diver</source>
        <translation>Saltador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 2 spaces on your solo now, following the solo rules.</source>
        <translation>Dibuja ahora un groove extra de hasta 2 espacios en tu solo, siguiendo las reglas del solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local Critic</source>
        <translation>Crítico local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each groove of 4 spaces on your solo.</source>
        <translation>Fin del concierto: 2 puntos por cada groove de 4 espacios en tu solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Regulars</source>
        <translation>Los habituales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if you scored a Harmony in at least 3 songs.</source>
        <translation>Fin del concierto: 6 puntos si puntuaste una Armonía en 3 canciones o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout</source>
        <translation>Cazatalentos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 8 points.</source>
        <translation>Fin del concierto: 8 puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superfan</source>
        <translation>Superfan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Sharps as you.</source>
        <translation>Fin del concierto: 6 puntos si nadie tiene tantos Sostenidos como tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Fi Buff</source>
        <translation>Melómano hi-fi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Flat-and-Sharp pair you hold.</source>
        <translation>Fin del concierto: 2 puntos por cada par Bemol-Sostenido que tengas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Reviewer</source>
        <translation>Crítico musical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Repeats as you.</source>
        <translation>Fin del concierto: 6 puntos si nadie tiene tantas Repeticiones como tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Designer</source>
        <translation>Iluminador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for every 2 Spotlights you still hold.</source>
        <translation>Fin del concierto: 1 punto por cada 2 Focos que aún tengas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gospel Choir</source>
        <translation>Coro góspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 points for each song where you scored a Harmony.</source>
        <translation>Fin del concierto: 3 puntos por cada canción en la que puntuaste una Armonía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promoter</source>
        <translation>Promotor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each other Audience card you bought.</source>
        <translation>Fin del concierto: 2 puntos por cada otra carta de Público que compraste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latecomer</source>
        <translation>Rezagado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 1 Notation symbol you like, now.</source>
        <translation>Gana 1 símbolo de Notación cualquiera, ahora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound Engineer</source>
        <translation>Ingeniero de sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Repeat-and-Rest pair you hold.</source>
        <translation>Fin del concierto: 2 puntos por cada par Repetición-Silencio que tengas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummer&apos;s Mum</source>
        <translation>La madre del batería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 5 points if you hold 4 or more Flats.</source>
        <translation>Fin del concierto: 5 puntos si tienes 4 Bemoles o más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty Host</source>
        <translation>Anfitrión de fiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 3 spaces on your solo now, following the solo rules.</source>
        <translation>Dibuja ahora un groove extra de hasta 3 espacios en tu solo, siguiendo las reglas del solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Teacher</source>
        <translation>Profesor de música</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Fin del concierto: +4 puntos por cada set de Bemol, Sostenido, Repetición y Silencio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crowd Surfer</source>
        <translation>Surfista de público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this game, after the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Una vez por partida, tras anunciarse el Puente, aún puedes volver a tirar un dado sin colocar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merch Seller</source>
        <translation>Vendedor de merch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat, a Sharp and a Spotlight straight away.</source>
        <translation>Gana un Bemol, un Sostenido y un Foco en el acto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan Club President</source>
        <translation>Jefe del club de fans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 10 points if you bought at least 4 Audience cards.</source>
        <translation>Fin del concierto: 10 puntos si compraste 4 o más cartas de Público.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horn</source>
        <translation>Trompeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circled numbers in the far-right column count once for every Horn you have circled, as soon as you have circled two or more. Multipliers never touch Horns.</source>
        <translation>Los números rodeados de la columna de la derecha cuentan una vez por cada Trompeta que hayas rodeado, en cuanto rodees dos o más. Los multiplicadores nunca afectan a las Trompetas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drum and a pair of Sticks circled in the same groove make a beat worth 7 points; a multiplier in that groove multiplies the beat. A lone Drum or Sticks scores nothing.</source>
        <translation>Un Tambor y un par de Baquetas rodeados en el mismo groove forman un ritmo que vale 7 puntos; un multiplicador en ese groove multiplica el ritmo. Un Tambor o unas Baquetas solos no puntúan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Keys you circle turns into one Notation symbol of your choice on the spot. A multiplier in the groove gives you that many choices.</source>
        <translation>Cada Teclado que rodeas se convierte al instante en un símbolo de Notación a tu elección. Un multiplicador en el groove te da tantas elecciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sax</source>
        <translation>Saxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every Sax you circle is worth 1 point at the end, multiplied by its groove&apos;s multiplier. All eight are within reach if you plan your grooves.</source>
        <translation>Cada Saxo que rodeas vale 1 punto al final, multiplicado por el multiplicador de su groove. Los ocho están a tu alcance si planificas tus grooves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals copies one other symbol of its groove (not a multiplier) and is crossed out. A Vocals you never cross out copies one point space of its groove at the end.</source>
        <translation>Una Voz copia otro símbolo de su groove (no un multiplicador) y se tacha. Una Voz que nunca tachas copia al final un espacio de puntos de su groove.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your two widest rows each score 10 points once every space in them is circled, by as many grooves as it takes.</source>
        <translation>Tus dos filas más anchas puntúan 10 puntos cada una en cuanto todos sus espacios estén rodeados, con los grooves que haga falta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaking it Down</source>
        <translation>Desmontándolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Soundcheck</source>
        <translation>Prueba nocturna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backbeat Boulevard</source>
        <translation>Bulevar del ritmo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Moon Shuffle</source>
        <translation>Luna de papel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rain on the Tour Bus</source>
        <translation>Lluvia en la gira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neon Lullaby</source>
        <translation>Nana de neón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Note Runaround</source>
        <translation>Vueltas en azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback Loop</source>
        <translation>Bucle de acoples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cellar Door Stomp</source>
        <translation>Stomp del sótano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Train Home</source>
        <translation>Último tren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Static</source>
        <translation>Estática suave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downbeat Diner</source>
        <translation>Café del compás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saltwater Swing</source>
        <translation>Swing salado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kickdrum Heart</source>
        <translation>Corazón de bombo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amplifier Blues</source>
        <translation>Blues del ampli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore Fever</source>
        <translation>Fiebre de bises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Borrowed Guitar</source>
        <translation>Guitarra prestada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curtain Call</source>
        <translation>Saludo final</translation>
    </message>
</context>
<context>
    <name>TheGigLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/sentences.py" line="+30"/>
        <source>The Challenger</source>
        <translation>El Aspirante</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{lost} found their Notes track full: not marked.</source>
        <translation>{lost} encontró llena su pista de Notas: sin marcar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took back their last action.</source>
        <translation>{name} deshizo su última acción.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Song {song} begins: 4, 3, 2, 1!</source>
        <translation>¡Empieza la canción {song}: 4, 3, 2, 1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} rolled: {values}.</source>
        <translation>{name} sacó: {values}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picked up a die.</source>
        <translation>{name} cogió un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} put the die in their hand back in the tray.</source>
        <translation>{name} devolvió a la bandeja el dado de su mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a {row} on the song.</source>
        <translation>{name} colocó un {row} en la canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a die in the Harmony space of row {row}.</source>
        <translation>{name} colocó un dado en el espacio de Armonía de la fila {row}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} and {rival} clashed: both dice go back and roll again.</source>
        <translation>{name} y {rival} chocaron: ambos dados vuelven y se tiran de nuevo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: “Take it to the Bridge!”</source>
        <translation>{name}: «¡Al Puente!»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took Initiative token {token}.</source>
        <translation>{name} cogió la ficha de Iniciativa {token}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used {symbol}: {before} became {after}.</source>
        <translation>{name} usó {symbol}: {before} pasó a ser {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gave Initiative token {token} back.</source>
        <translation>{name} devolvió la ficha de Iniciativa {token}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} locked a die in.</source>
        <translation>{name} fijó un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolled a {value}.</source>
        <translation>El Aspirante sacó un {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more re-rolling this song.</source>
        <translation>No se vuelve a tirar en esta canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up: the timer beat you, no more re-rolling this song.</source>
        <translation>Se acabó el tiempo: el reloj te ganó, no se vuelve a tirar en esta canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left {count} dice off the song: no space for them.</source>
        <translation>{name} dejó {count} dados fuera de la canción: no hay sitio para ellos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left a die off the song: no space for it.</source>
        <translation>{name} dejó un dado fuera de la canción: no hay sitio para él.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew a groove of {count} on their solo.</source>
        <translation>{name} dibujó un groove de {count} en su solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no groove that fits: no solo this song.</source>
        <translation>{name} no tiene ningún groove que quepa: sin solo en esta canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose {symbol}.</source>
        <translation>{name} eligió {symbol}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} kept a Vocals symbol for points.</source>
        <translation>{name} guardó un símbolo de Voz para puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Notes tracks are all full: {lost} symbols not marked.</source>
        <translation>Las pistas de Notas de {name} están todas llenas: {lost} símbolos sin marcar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s Notes tracks are all full: a symbol not marked.</source>
        <translation>Las pistas de Notas de {name} están todas llenas: un símbolo sin marcar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} scored {points} for a Harmony in row {row}.</source>
        <translation>{name} puntuó {points} por una Armonía en la fila {row}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked: {symbols}.</source>
        <translation>{name} marcó: {symbols}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked no symbols.</source>
        <translation>{name} no marcó ningún símbolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} bought {card}.</source>
        <translation>{name} compró {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded {card} for a {reward}.</source>
        <translation>{name} descartó {card} por un {reward}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} let the Audience be.</source>
        <translation>{name} dejó el Público como estaba.</translation>
    </message>
</context>
<context>
    <name>TheGigSymbols</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/symbols.py" line="+18"/>
        <source>Flat</source>
        <translation>Bemol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Sostenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Silencio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotlight</source>
        <translation>Foco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Horn</source>
        <translation>Trompeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Tambor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sticks</source>
        <translation>Baquetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sax</source>
        <translation>Saxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Voz</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <location filename="../desktop/roadie/bots/level_info.py" line="+28"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensible moves with a beginner&apos;s mistakes; slow to re-roll.</source>
        <translation>Jugadas sensatas con errores de principiante; tarda en volver a tirar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the obvious strategy well, at a steady human pace.</source>
        <translation>Juega bien la estrategia evidente, a un ritmo humano constante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looks ahead over many possible deals before each move.</source>
        <translation>Mira muchos repartos posibles antes de cada jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any legal move, chosen at random.</source>
        <translation>Cualquier jugada legal, elegida al azar.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="+71"/>
        <location filename="../desktop/roadie/games/__init__.py" line="+97"/>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="+41"/>
        <source>Gig dice</source>
        <translation>Gig dice</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/game.py" line="+28"/>
        <location filename="../desktop/roadie/match/match.py" line="+30"/>
        <source>Roadie</source>
        <translation>Roadie</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="+1"/>
        <source>A companion for the Gig card game: a shared tray of Gig dice that rolls, adjusts, sets, swaps and steals by section 6. Turns and the end of the session are Roadie&apos;s own; the card game decides who wins.</source>
        <translation>Complemento del juego de cartas Gig: una bandeja común de dados Gig que tira, ajusta, fija, intercambia y roba (sección 6). Roadie lleva los turnos; el juego de cartas decide quién gana.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../desktop/roadie/games/the_gig/rulebook.py" line="+235"/>
        <source>The Gig</source>
        <translation>The Gig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race to place dice on the song in real time, then turn your grooves into a solo.</source>
        <translation>Carrera por colocar dados en la canción en tiempo real; luego convierte tus grooves en un solo.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../desktop/roadie/games/big_easy_busking/rulebook.py" line="+187"/>
        <source>Big Easy Busking</source>
        <translation>Big Easy Busking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street bands compete for New Orleans crowds over three rounds: play songs in the crowd&apos;s mood, tip your band, and collect the most money.</source>
        <translation>Bandas callejeras compiten por el público de Nueva Orleans durante tres rondas: toca canciones del ambiente del público, da propina a tu banda y reúne más dinero.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="+220"/>
        <source>Rock Hard: 1977</source>
        <translation>Rock Hard: 1977</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live the life of a late-70s rock artist: rehearse, gig, record and chase 50 Fame.</source>
        <translation>Vive la vida de un rockero de finales de los 70: ensaya, da bolos, graba y persigue 50 de Fama.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/scoring.py" line="+107"/>
        <source>The Challenger</source>
        <translation>El Aspirante</translation>
    </message>
</context>
<context>
    <name>guided</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/big_easy_busking.py" line="+7"/>
        <source>Drag a song from your hand onto a crowd. The songs you can play are ringed.</source>
        <translation>Arrastra una canción de tu mano a un público. Las canciones que puedes tocar están rodeadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your band members paid the energy the song asks. The song waits by the crowd until your next turn.</source>
        <translation>Tus músicos pagaron la energía que pide la canción. Se queda junto al público hasta tu próximo turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When Ben has played, your turn starts by finishing your song: press the ringed Finish my song.</source>
        <translation>Cuando Ben haya tocado, tu turno empieza terminando tu canción: pulsa «Terminar», rodeado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy left on a crowd counts when it pays at the end of the round. A song in the crowd&apos;s mood lets you take some energy back, or $1.</source>
        <translation>La energía en un público cuenta cuando paga al final de la ronda. Si la canción encaja con su ánimo, recuperas energía o $1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip your band: drag energy from your reserve onto a band member. Each energy costs $1.</source>
        <translation>Da propina a tu banda: arrastra energía de tu reserva a un músico. Cada energía cuesta $1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip before your action: a song needs energy on the right band members.</source>
        <translation>La propina va antes de tu acción: una canción necesita energía en los músicos adecuados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now take your action: play, learn or pass. The three rounds are yours to play: good luck!</source>
        <translation>Ahora tu acción: tocar, aprender o pasar. Las tres rondas son tuyas: ¡buena suerte!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/gig_dice.py" line="+7"/>
        <source>Drag a ringed d6 from the tray into your Gig area: it rolls as it lands.</source>
        <translation>Arrastra un d6 rodeado de la bandeja a tu zona de Gig: se tira al caer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice in your Gig area are your friendly Gigs: the cards&apos; effects aim at them.</source>
        <translation>Los dados de tu zona de Gig son tus Gigs amigos: los efectos de las cartas apuntan a ellos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drag a die into your fixer area, the ringed place beside it.</source>
        <translation>Ahora arrastra un dado a tu zona de arreglos, el sitio rodeado de al lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>Los dados de tu zona de arreglos son tuyos, pero ningún efecto puede apuntar a ellos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card tells you to adjust a die: click one of your ringed dice, then press + or −.</source>
        <translation>Una carta te pide ajustar un dado: haz clic en uno de tus dados rodeados y pulsa + o −.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjusting moves a die up or down its faces; a change that would leave it as it was fails.</source>
        <translation>Ajustar sube o baja un dado por sus caras; un cambio que lo dejaría igual falla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card is played: end your turn with the ringed button.</source>
        <translation>Tu carta está jugada: termina tu turno con el botón rodeado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats act in turn; only the seat whose turn it is may act.</source>
        <translation>Los asientos juegan por turnos; solo actúa aquel a quien le toca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tray is yours: play your cards and let Roadie keep the dice honest.</source>
        <translation>La bandeja es tuya: juega tus cartas y Roadie mantendrá los dados honestos.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/rock_hard_1977.py" line="+7"/>
        <source>Choose your character: click one of the two ringed cards.</source>
        <translation>Elige tu personaje: haz clic en una de las dos cartas rodeadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody chooses at the same time. Your character&apos;s ability is shown on your mat.</source>
        <translation>Todos eligen a la vez. La habilidad de tu personaje aparece en tu tablero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep choosing the ringed cards: two secret goals, then a Job, then a Manager.</source>
        <translation>Sigue eligiendo las cartas rodeadas: dos objetivos secretos, luego un Trabajo y luego un Mánager.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals bring Fame, your Job pays for its shift, and you pay your Manager in June, September and at the end.</source>
        <translation>Los objetivos dan Fama, tu Trabajo paga su jornada y a tu Mánager le pagas en junio, en septiembre y al final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is Day. Drag your standee onto a ringed space you can afford.</source>
        <translation>Es de Día. Arrastra tu figura a un espacio rodeado que puedas pagar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A space asks for stats you must already have and a price you pay in full.</source>
        <translation>Un espacio pide estadísticas que ya debes tener y un precio que pagas entero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was your action. End your turn with the ringed button.</source>
        <translation>Esa fue tu acción. Termina tu turno con el botón rodeado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each phase of the month everyone takes a turn in order.</source>
        <translation>En cada fase del mes todos juegan un turno, por orden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night and After Hours work the same way. The months up to December are yours to play: good luck!</source>
        <translation>La Noche y la Madrugada funcionan igual. Los meses hasta diciembre son tuyos: ¡buena suerte!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/the_gig.py" line="+7"/>
        <source>Drag one of your dice onto the song, into the row of its value: a 3 goes in row 3. The dice you can move are ringed.</source>
        <translation>Arrastra uno de tus dados a la canción, a la fila de su valor: un 3 va en la fila 3. Los dados que puedes mover están rodeados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One die per space. Dice that touch each other on the song form grooves, the shapes your solo is made of.</source>
        <translation>Un dado por espacio. Los dados que se tocan en la canción forman grooves, las formas de tu solo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drop a die in a Harmony space, the ringed space at the end of its row.</source>
        <translation>Ahora suelta un dado en un espacio de Armonía, el espacio rodeado al final de su fila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Harmony space takes several dice. At the Bridge each scores 2 for every filled space of its row.</source>
        <translation>Un espacio de Armonía admite varios dados. En el Puente cada uno da 2 por cada espacio ocupado de su fila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not happy with the dice left in your tray? Re-roll them: the ringed button, or R.</source>
        <translation>¿No te gustan los dados que te quedan? Vuelve a tirarlos: el botón rodeado o R.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may re-roll as often as you like, until somebody places a fourth die.</source>
        <translation>Puedes volver a tirar cuantas veces quieras, hasta que alguien coloque un cuarto dado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place your last two dice. The first player to place a fourth die calls the Bridge.</source>
        <translation>Coloca tus dos últimos dados. El primero en colocar un cuarto dado anuncia el Puente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You called the Bridge: re-rolling stops and Ben places what he can.</source>
        <translation>Anunciaste el Puente: ya no se tira y Ben coloca lo que puede.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your groove is shown on your instrument board, on the start space. Play your solo with the ringed button, or Enter.</source>
        <translation>Tu groove aparece en tu tablero de instrumento, en el espacio de inicio. Toca tu solo con el botón rodeado o Intro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What your solo encloses scores at the end; the symbols it covers count at once.</source>
        <translation>Lo que tu solo encierra puntúa al final; los símbolos que cubre cuentan en el acto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a round of The Gig. The Audience and the next five songs are yours to play: good luck!</source>
        <translation>Esa es una ronda de The Gig. El Público y las cinco canciones siguientes son tuyos: ¡buena suerte!</translation>
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
        <translation>El objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your band of three busks on Royal Street for three rounds. Crowds pay the band that puts the most energy on them. The richest band after the third round wins.</source>
        <translation>Tu banda de tres toca en la calle en Royal Street durante tres rondas. Los públicos pagan a la banda que más energía pone en ellos. Gana la banda más rica tras la tercera ronda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band and its energy</source>
        <translation>Tu banda y su energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each band member holds energy; the rest waits in your reserve. Tipping costs $1 for each energy you move from the reserve back onto a band member, so tip before you need it.</source>
        <translation>Cada músico tiene energía; el resto espera en tu reserva. Dar propina cuesta $1 por cada energía que devuelves de la reserva a un músico, así que da propina antes de necesitarla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a song for a crowd</source>
        <translation>Toca una canción para un público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn do one thing: learn a song, play one, or pass. To play, drag a song onto a crowd: each band member pays the energy the song asks of them, and the song waits there until your next turn.</source>
        <translation>En tu turno haz una cosa: aprender una canción, tocar una o pasar. Para tocar, arrastra una canción a un público: cada músico paga la energía que le pide la canción, y la canción espera allí hasta tu próximo turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish it next turn</source>
        <translation>Termínala el turno siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next turn starts by finishing that song. When its mood matches the crowd&apos;s, you may keep some energy back for your band or take $1; when it does not, all of it stays with the crowd.</source>
        <translation>Tu siguiente turno empieza terminando esa canción. Si su ambiente coincide con el del público, puedes guardar algo de energía para tu banda o coger $1; si no, toda se queda con el público.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The crowds pay</source>
        <translation>Pagan los públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When everyone has passed, each crowd pays its first prize and its mood token to the band with the most energy on it, and pays everyone who reached its threshold. Then the band rests and new crowds arrive.</source>
        <translation>Cuando todos han pasado, cada público paga su primer premio y su ficha de ambiente a la banda con más energía en él, y paga a todos los que alcanzaron su umbral. Luego la banda descansa y llegan públicos nuevos.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/gig_dice.py" line="+1"/>
        <source>This table keeps the Gig dice of a game of the Gig card game. It has no winner of its own: the cards you play say what to roll and change, and Roadie keeps every die honest while you do it.</source>
        <translation>Esta mesa guarda los dados Gig de una partida del juego de cartas Gig. No tiene ganador propio: las cartas que juegas dicen qué tirar y cambiar, y Roadie mantiene cada dado honrado mientras lo haces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll into your areas</source>
        <translation>Tira a tus zonas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn drag a die from the tray into your Gig area or your fixer area; Roadie rolls it as it lands. Dice in your Gig area are under your control. Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>En tu turno arrastra un dado de la bandeja a tu zona de Gig o a tu zona de arreglos; Roadie lo tira al caer. Los dados de tu zona de Gig están bajo tu control. Los de tu zona de arreglos son tuyos, pero ningún efecto puede apuntarles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read your dice</source>
        <translation>Lee tus dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die is worth the face it shows. A 1 is a min Gig, its highest face a max Gig. Two dice of the same value in one Gig area form a value-pair (ringed on the table), and no die belongs to two pairs.</source>
        <translation>Un dado vale la cara que muestra. Un 1 es un Gig mínimo; su cara más alta, un Gig máximo. Dos dados del mismo valor en una zona de Gig forman un par de valor (rodeado en la mesa), y ningún dado pertenece a dos pares.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change what the cards say</source>
        <translation>Cambia lo que digan las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards make you adjust a die up or down, set it to a face, swap a die with a rival&apos;s or steal one. A change that would leave a value as it was fails, and a die is never set to a face it does not have.</source>
        <translation>Las cartas te hacen subir o bajar un dado, fijarlo en una cara, intercambiar un dado con el de un rival o robar uno. Un cambio que dejaría el valor igual falla, y un dado nunca se fija en una cara que no tiene.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How it ends</source>
        <translation>Cómo termina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the session on your turn, or let it stop after the rounds chosen at the start. Nothing is scored here: the card game&apos;s own rules decide who won.</source>
        <translation>Termina la sesión en tu turno, o deja que pare tras las rondas elegidas al empezar. Aquí no se puntúa nada: las reglas del juego de cartas deciden quién ganó.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/rock_hard_1977.py" line="+1"/>
        <source>It is 1977 and you are a musician on the way up. From April to December you gather Fame. The game also ends after any month in which someone reaches 50 Fame; then the most famous musician wins.</source>
        <translation>Es 1977 y eres un músico en ascenso. De abril a diciembre acumulas Fama. La partida también termina tras cualquier mes en que alguien llegue a 50 de Fama; entonces gana el músico más famoso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A month in four phases</source>
        <translation>Un mes en cuatro fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each month has a Prep, then Day, Night and After Hours. In each of those three phases every player sends their standee to one space of that phase, or of Anytime, in turn order.</source>
        <translation>Cada mes tiene una Preparación y luego Día, Noche y Madrugada. En cada una de esas tres fases cada jugador envía su figura a un espacio de esa fase, o de En cualquier momento, en orden de turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking a space</source>
        <translation>Ocupar un espacio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space may ask for stats you must already have and a price you pay in full. A Limited space takes one standee; an Open one takes any number. Before your action you may eat a Candy for a boost, at a risk.</source>
        <translation>Un espacio puede pedir atributos que ya debes tener y un precio que pagas entero. Un espacio Limitado admite una figura; uno Abierto, cualquier número. Antes de tu acción puedes comer un Caramelo para darte un impulso, con riesgo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your amplifier</source>
        <translation>Tu amplificador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs run from 0 to 11 and open the bigger Gigs. Money, Candy, Crew and Craving sit beside them. Play Gigs at Night, Hang Out after hours, and do your Job&apos;s shift.</source>
        <translation>Técnica, Reputación y Canciones van de 0 a 11 y abren los Bolos más grandes. Dinero, Caramelos, Técnicos y Antojo están a su lado. Toca Bolos de Noche, sal de marcha de Madrugada y cumple la jornada de tu Trabajo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How you score</source>
        <translation>Cómo se puntúa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fame comes from Gigs, Hang Outs, sets of Life Experiences, bonus cards and your secret goals. At the end, each stat at 11 and every $3 add a little more.</source>
        <translation>La Fama viene de Bolos, salidas de marcha, sets de Experiencias vitales, cartas de bonificación y tus objetivos secretos. Al final, cada atributo a 11 y cada $3 suman un poco más.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/the_gig.py" line="+1"/>
        <source>Your band plays six songs. Each song you race to put your four dice on the song sheet, then turn them into a solo on your instrument board. Whoever holds the most points after the sixth song wins.</source>
        <translation>Tu banda toca seis canciones. En cada canción compites por poner tus cuatro dados en la partitura y luego los conviertes en un solo en tu tablero de instrumento. Gana quien tenga más puntos tras la sexta canción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll and place, all at once</source>
        <translation>Tirad y colocad, todos a la vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody rolls together and plays at the same time. Drop each die in the row of its value: one die per space, any number in the Harmony space at the row&apos;s end. Re-roll your pool as often as you like until someone has placed four dice.</source>
        <translation>Todos tiran juntos y juegan a la vez. Deja cada dado en la fila de su valor: un dado por espacio, cualquier número en el espacio de Armonía al final de la fila. Vuelve a tirar tu reserva tantas veces como quieras hasta que alguien haya colocado cuatro dados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take it to the Bridge</source>
        <translation>Al Puente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player with four dice placed calls the Bridge: re-rolling stops and the others place what they can. Placing your fourth die also takes the lowest Initiative token left, which lets you choose Audience cards earlier.</source>
        <translation>El primer jugador con cuatro dados colocados anuncia el Puente: se acaban las tiradas y los demás colocan lo que pueden. Colocar tu cuarto dado también te da la ficha de Iniciativa más baja que quede, que te deja elegir antes las cartas de Público.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play your solo</source>
        <translation>Toca tu solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice touching each other on the song make grooves. Copy one groove&apos;s shape onto your instrument board: the first covers the start space beside &gt;&gt;&gt;, the next ones touch earlier grooves. What it encloses scores at the end; symbols come at once.</source>
        <translation>Los dados que se tocan en la canción forman grooves. Copia la forma de un groove en tu tablero de instrumento: el primero cubre el espacio de inicio junto a &gt;&gt;&gt;, los siguientes tocan grooves anteriores. Lo que rodea puntúa al final; los símbolos llegan al momento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applause and score</source>
        <translation>Aplauso y puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in Harmony spaces score as their row fills. Then, in Initiative order, buy an Audience card with Spotlights or discard one for its reward. At the end add your solo points, Spotlights, cards and the bonuses for leading each symbol.</source>
        <translation>Los dados en espacios de Armonía puntúan según se llena su fila. Luego, en orden de Iniciativa, compra una carta de Público con Focos o descarta una por su recompensa. Al final suma tus puntos del solo, Focos, cartas y las bonificaciones por liderar cada símbolo.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/pictures.py" line="+33"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/lessons.py" line="+11"/>
        <source>A song card: its mood, and the energy each band member needs to play it.</source>
        <translation>Una carta de canción: su ánimo y la energía que cada miembro de la banda necesita para tocarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Standard Song: anyone may play it, for its token&apos;s price.</source>
        <translation>Una Canción Estándar: cualquiera puede tocarla, al precio de su ficha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A crowd in Royal Street: play songs to it; the most energy on it wins its payout and its mood token.</source>
        <translation>Un público de Royal Street: tócale canciones; quien tenga más energía gana su pago y su ficha de ánimo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band: the energy on each member pays for the songs you play.</source>
        <translation>Tu banda: la energía de cada miembro paga las canciones que tocas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Robot: your rival in the solo game.</source>
        <translation>El Robot: tu rival en la partida en solitario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: finish last turn&apos;s song, tip, then one action.</source>
        <translation>Tu turno: termina la canción del turno anterior, da propina y luego una acción.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{song} ({mood}) matches: {crowds}.</source>
        <translation>{song} ({mood}) encaja con: {crowds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{song} ({mood}) matches no crowd now.</source>
        <translation>{song} ({mood}) no encaja ahora con ningún público.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; your songs that match: {songs}.</source>
        <translation>Su ánimo es {mood}; tus canciones que encajan: {songs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; none of your songs matches it.</source>
        <translation>Su ánimo es {mood}; ninguna de tus canciones encaja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood token is gone: no song matches it.</source>
        <translation>Su ficha de ánimo ya no está: ninguna canción encaja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild matches every mood.</source>
        <translation>Comodín encaja con todos los ánimos.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/lessons.py" line="+11"/>
        <source>An action space: put your standee here to take its action.</source>
        <translation>Un espacio de acción: pon aquí tu figura para hacer su acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Hang Out: the Hot tokens on them bring Fame.</source>
        <translation>Un sitio de marcha: sus fichas Hot dan Fama.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your standee: drag it onto a lit space to take that action.</source>
        <translation>Tu figura: arrástrala a un espacio iluminado para hacer esa acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your band: stats, money, Candy and Crew.</source>
        <translation>Tu banda: estadísticas, dinero, Caramelos y técnicos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards: Life cards, goals, Character, Job and Manager.</source>
        <translation>Tus cartas: cartas de Vida, objetivos, Personaje, Trabajo y Mánager.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions: the choices the rules ask of you now.</source>
        <translation>Tus decisiones: lo que las reglas te piden elegir ahora.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It gives: {text}</source>
        <translation>Da: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It asks: {needs}.</source>
        <translation>Pide: {needs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its printed price: {price}.</source>
        <translation>Su precio impreso: {price}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may go here now.</source>
        <translation>Puedes ir aquí ahora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: {why}</source>
        <translation>Ahora no: {why}</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/lessons.py" line="+11"/>
        <source>Your solo grid: in each solo step you draw a groove on it; what a groove encloses is yours.</source>
        <translation>Tu cuadrícula de solo: en cada solo trazas un groove en ella; lo que encierra es tuyo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player&apos;s solo grid: hover it to see it large.</source>
        <translation>La cuadrícula de solo de otro jugador: pasa el ratón para verla en grande.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your instrument board: its grid, its own symbol and your Notes.</source>
        <translation>Tu tablero de instrumento: su cuadrícula, su propio símbolo y tus Notas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A song space: a die showing its row&apos;s value claims it.</source>
        <translation>Un espacio de la canción: lo ocupa un dado que muestre el valor de su fila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Gig die: roll it, place it on the song, or keep it in hand.</source>
        <translation>Un dado Gig: tíralo, colócalo en la canción o guárdalo en la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Audience: cards bought with Applause after each song.</source>
        <translation>El Público: cartas que se compran con Aplausos tras cada canción.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You play the {instrument}: {ability}</source>
        <translation>Tocas {instrument}: {ability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your grid has {count} {symbol} spaces; {enclosed} are in your grooves.</source>
        <translation>Tu cuadrícula tiene {count} espacios de {symbol}; {enclosed} están en tus grooves.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multipliers on your grid: {all}; in your grooves: {enclosed}.</source>
        <translation>Multiplicadores en tu cuadrícula: {all}; en tus grooves: {enclosed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves drawn so far: {count}.</source>
        <translation>Grooves trazados hasta ahora: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This space holds {symbol}.</source>
        <translation>Este espacio tiene {symbol}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="-63"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+20"/>
        <source>End after this many rounds</source>
        <translation>Terminar tras estas rondas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie ends the session after this many rounds; with no limit, you stop when you like.</source>
        <translation>Roadie termina la sesión tras estas rondas; sin límite, paráis cuando queráis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+2"/>
        <source>Dice per area</source>
        <translation>Dados por zona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most dice an area of the tray holds.</source>
        <translation>El máximo de dados que admite una zona de la bandeja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+36"/>
        <source>Audience cards</source>
        <translation>Cartas de Público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the Audience cards: take them after each song for points and symbols.</source>
        <translation>Jugar con las cartas de Público: cógelas tras cada canción por puntos y símbolos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Turn-based rules</source>
        <translation>Reglas por turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place dice in turns by Initiative instead of all at once in real time.</source>
        <translation>Colocar dados por turnos según la Iniciativa en vez de todos a la vez en tiempo real.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Set list</source>
        <translation>Repertorio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Set List card side to play: its six songs in order. Random picks one for your player count.</source>
        <translation>La cara de la carta de Repertorio que se juega: sus seis canciones en orden. Aleatoria elige una para vuestro número de jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Clash window (seconds)</source>
        <translation>Margen de choque (segundos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players who grab the same space within this many seconds of each other clash.</source>
        <translation>Dos jugadores que cogen el mismo espacio con menos de estos segundos de diferencia chocan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+2"/>
        <source>Showdown timer (solo)</source>
        <translation>Reloj del Duelo (solitario)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 segundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40 seconds</source>
        <translation>40 segundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown&apos;s timed rules: you stop rolling when the timer runs out.</source>
        <translation>Las reglas con reloj del Duelo: dejas de tirar cuando se acaba el tiempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Showdown difficulty (solo)</source>
        <translation>Dificultad del Duelo (solitario)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty balancing: The Challenger starts with a head start of 20 points (Hard) or 30 points (Expert).</source>
        <translation>Ajuste de dificultad: el Aspirante empieza con una ventaja de 20 puntos (Difícil) o 30 puntos (Experto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Instruments (by seat)</source>
        <translation>Instrumentos (por asiento)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Instrument Board you play; Random deals you one of the boards nobody chose.</source>
        <translation>El tablero de instrumento con el que juegas; Al azar te reparte uno de los que nadie eligió.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+34"/>
        <source>Mardi Gras variant</source>
        <translation>Variante Mardi Gras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Mardi Gras variant of the rulebook.</source>
        <translation>La variante Mardi Gras del reglamento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+1"/>
        <source>Robot difficulty (solo)</source>
        <translation>Dificultad del Robot (solitario)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Robot&apos;s difficulty card: its money at the start, its pay for a matched mood, its closing turns.</source>
        <translation>La carta de dificultad del Robot: su dinero inicial, su pago por ambiente coincidente, sus turnos finales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+2"/>
        <source>Robot card (solo)</source>
        <translation>Carta del Robot (solitario)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Robot card you play against: how it picks and plays its songs.</source>
        <translation>La carta del Robot contra la que juegas: cómo elige y toca sus canciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+34"/>
        <source>First player (seat, from 0)</source>
        <translation>Jugador inicial (asiento, desde 0)</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Who takes the first turn; random as the rulebook says.</source>
        <translation>Quién juega el primer turno; al azar, como dice el reglamento.</translation>
    </message>
    <message>
        <location line="-13"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <source>Player colours (by seat)</source>
        <translation>Colores de jugador (por asiento)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="-2"/>
        <source>Rising Star (3 players)</source>
        <translation>Estrella Emergente (3 jugadores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a three-player game with the Rising Star (a two-player game always has it).</source>
        <translation>Jugar una partida de tres con la Estrella Emergente (en una de dos siempre está).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+3"/>
        <source>Unique abilities</source>
        <translation>Habilidades únicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the Managers&apos; and characters&apos; unique abilities; untick for a first game (the rulebook&apos;s tip).</source>
        <translation>Jugar con las habilidades únicas de Mánagers y personajes; desmárcalo para una primera partida (consejo del reglamento).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+1"/>
        <source>Candy</source>
        <translation>Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with Candy; untick for a first game: cards&apos; Candy parts are ignored, and with abilities Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Jugar con Caramelos; desmárcalo para una primera partida: se ignora la parte de Caramelos de las cartas y, con habilidades, Eric Fairchild y Kimmy Kim quedan fuera.</translation>
    </message>
</context>
<context>
    <name>progress</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+82"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+72"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="+172"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="+161"/>
        <source>Song %1 of %2</source>
        <translation>Canción %1 de %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-78"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../desktop/roadie/core/dice.py" line="+62"/>
        <source>Dice in a fixer area can&apos;t be targeted by effects.</source>
        <translation>Los dados de una zona de arreglos no pueden ser objetivo de efectos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You don&apos;t control dice in a fixer area.</source>
        <translation>No controlas los dados de una zona de arreglos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That die is in a rival&apos;s Gig area, not yours.</source>
        <translation>Ese dado está en la zona de Gig de un rival, no en la tuya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap with a rival&apos;s Gig die, not one of your own.</source>
        <translation>Intercambia con un Gig de un rival, no con uno tuyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only steal a rival&apos;s Gig: that die is already yours.</source>
        <translation>Solo puedes robar el Gig de un rival: ese dado ya es tuyo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>There is no d{sides}: Gig dice are d4, d6, d8, d10, d12 and d20.</source>
        <translation>No existe el d{sides}: los dados Gig son d4, d6, d8, d10, d12 y d20.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Adjust by at least 1.</source>
        <translation>Ajusta al menos 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This {die} already shows {value}: it can&apos;t be adjusted that way.</source>
        <translation>Este {die} ya muestra {value}: no se puede ajustar así.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A {die} showing {value} stops at {edge}: adjust it by {step}.</source>
        <translation>Un {die} que muestra {value} se detiene en {edge}: ajústalo {step}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A {die} has no face {value}.</source>
        <translation>Un {die} no tiene la cara {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="-56"/>
        <source>Gig dice</source>
        <translation>Dados Gig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each polyhedral die on the table is one Gig.</source>
        <translation>Cada dado poliédrico de la mesa es un Gig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die types</source>
        <translation>Tipos de dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs are d4, d6, d8, d10, d12 and d20; the number is both the sides and the highest value.</source>
        <translation>Los Gigs son d4, d6, d8, d10, d12 y d20; el número indica las caras y el valor más alto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friendly Gigs</source>
        <translation>Gigs amigos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You control the dice in your own Gig area: they are your friendly Gigs.</source>
        <translation>Controlas los dados de tu propia zona de Gig: son tus Gigs amigos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fixer area</source>
        <translation>La zona de arreglos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in your fixer area are yours but not under your control: they are not friendly Gigs.</source>
        <translation>Los dados de tu zona de arreglos son tuyos pero no están bajo tu control: no son Gigs amigos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: not even their owner moves, re-rolls, changes or removes them at will. Section 6 gives no way out of a fixer area, so a die stays there for the rest of the session.</source>
        <translation>La lectura de Roadie: ni siquiera su dueño los mueve, vuelve a tirar, cambia o quita a voluntad. La sección 6 no da forma de salir de una zona de arreglos, así que un dado se queda allí el resto de la sesión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Targeting</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No effect may target a die in a fixer area.</source>
        <translation>Ningún efecto puede tener como objetivo un dado de una zona de arreglos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolling</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls are fair and the result is kept; Roadie rolls for you.</source>
        <translation>Las tiradas son justas y el resultado se mantiene; Roadie tira por ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping the value</source>
        <translation>Mantener el valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die moved after its roll keeps the value it shows.</source>
        <translation>Un dado movido tras su tirada mantiene el valor que muestra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A Gig&apos;s value is the number on its top face.</source>
        <translation>El valor de un Gig es el número de su cara superior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min Gig</source>
        <translation>Gig mínimo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A die showing 1 is a min Gig.</source>
        <translation>Un dado que muestra 1 es un Gig mínimo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max Gig</source>
        <translation>Gig máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die showing its number of sides is a max Gig.</source>
        <translation>Un dado que muestra su número de caras es un Gig máximo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest and highest</source>
        <translation>Más bajo y más alto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every die runs from 1 up to its number of sides.</source>
        <translation>Cada dado va de 1 hasta su número de caras.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjust</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjusting moves a die&apos;s value up (increase) or down (decrease).</source>
        <translation>Ajustar sube (aumentar) o baja (disminuir) el valor de un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a die stops at its lowest or highest face (6.3.3), so an adjustment is entered as the step to the value it reaches and a longer step is refused: each resulting value is one action.</source>
        <translation>La lectura de Roadie: un dado se detiene en su cara más baja o más alta (6.3.3), así que un ajuste se indica como el paso hasta el valor que alcanza y un paso mayor se rechaza: cada valor resultante es una acción.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Increase</source>
        <translation>Aumentar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increasing adjusts a die to a higher value.</source>
        <translation>Aumentar ajusta un dado a un valor más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease</source>
        <translation>Disminuir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decreasing adjusts a die to a lower value.</source>
        <translation>Disminuir ajusta un dado a un valor más bajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No empty adjustment</source>
        <translation>Sin ajustes vacíos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An adjustment that would leave the value unchanged fails.</source>
        <translation>Un ajuste que dejaría el valor igual falla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting turns a die to a chosen face.</source>
        <translation>Fijar pone un dado en la cara elegida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: setting a die to the value it already shows changes nothing, so the table refuses it.</source>
        <translation>La lectura de Roadie: fijar un dado en el valor que ya muestra no cambia nada, así que la mesa lo rechaza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only real faces</source>
        <translation>Solo caras reales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die can only be set to a value it has, never a d6 to 8.</source>
        <translation>Un dado solo puede fijarse en un valor que tiene, nunca un d6 en 8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-pairs</source>
        <translation>Pares de valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice of equal value in the same Gig area make a value-pair.</source>
        <translation>Dos dados de igual valor en la misma zona de Gig forman un par de valor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pair per die</source>
        <translation>Un par por dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die counts towards one value-pair at most.</source>
        <translation>Un dado cuenta como mucho para un par de valor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a friendly Gig with a rival Gig: each goes to the other&apos;s Gig area at once.</source>
        <translation>Intercambia un Gig amigo por un Gig rival: cada uno pasa a la zona de Gig del otro a la vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values kept in a swap</source>
        <translation>Valores mantenidos al intercambiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice keep their values through the swap.</source>
        <translation>Ambos dados mantienen sus valores en el intercambio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A swap is not a steal</source>
        <translation>Intercambiar no es robar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapping never counts as stealing.</source>
        <translation>Intercambiar nunca cuenta como robar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>Robar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stealing takes a rival Gig into your own Gig area, under your control.</source>
        <translation>Robar lleva un Gig rival a tu propia zona de Gig, bajo tu control.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/game.py" line="+1"/>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions of this game</source>
        <translation>Acciones de este juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game takes only its own actions; anything else is refused.</source>
        <translation>Una partida solo admite sus propias acciones; todo lo demás se rechaza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/match/match.py" line="+11"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at the table</source>
        <translation>Asientos de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the seats at the table act in its game.</source>
        <translation>Solo los asientos de la mesa actúan en su partida.</translation>
    </message>
    <message>
        <location line="+302"/>
        <location filename="../desktop/roadie/net/host.py" line="+484"/>
        <source>That is not an action of {game}.</source>
        <translation>Eso no es una acción de {game}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>No hay asiento {seat} en esta mesa.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/abilities.py" line="+38"/>
        <source>There is no ability to use now.</source>
        <translation>No hay ninguna habilidad que usar ahora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} has another ability.</source>
        <translation>{song} tiene otra habilidad.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Say how much energy each of your {members} band members gets.</source>
        <translation>Di cuánta energía recibe cada uno de tus {members} músicos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move between 1 and {most} energy.</source>
        <translation>Mueve entre 1 y {most} de energía.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+18"/>
        <source>Name two different crowds of Royal Street.</source>
        <translation>Nombra dos públicos distintos de Royal Street.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Move between 1 and {most} of your energy from that crowd.</source>
        <translation>Mueve entre 1 y {most} de tu energía de ese público.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Take back between 1 and {count} different songs.</source>
        <translation>Recupera entre 1 y {count} canciones distintas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} is not in your discard pile.</source>
        <translation>{song} no está en tu pila de descarte.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+28"/>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="+129"/>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="+56"/>
        <source>It is seat {turn}&apos;s turn, not seat {seat}&apos;s.</source>
        <translation>Es el turno del asiento {turn}, no del asiento {seat}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rulebook.py" line="-171"/>
        <location line="+3"/>
        <location line="+4"/>
        <source>Game Setup</source>
        <translation>Preparación de la partida</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Royal Street</source>
        <translation>Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three crowd cards from the shuffled crowd deck form Royal Street; each gets a mood token drawn at random from the face-down pile.</source>
        <translation>Tres cartas de público del mazo de públicos barajado forman Royal Street; cada una recibe una ficha de ambiente sacada al azar de la pila boca abajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard Songs</source>
        <translation>Canciones Estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Ability Song and two Hit Songs become the Standard Songs, each with a Standard token on its cheaper side; the other Ability Songs go back to the box.</source>
        <translation>Una Canción de habilidad y dos Éxitos pasan a ser las Canciones Estándar, cada una con una ficha de Estándar por su cara más barata; las demás Canciones de habilidad vuelven a la caja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melody Market</source>
        <translation>Mercado de Melodías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three more Hit Songs form the Melody Market; the rest make the face-down Hit Song deck.</source>
        <translation>Otros tres Éxitos forman el Mercado de Melodías; el resto forma el mazo de Éxitos boca abajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player Setup</source>
        <translation>Preparación de los jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your band</source>
        <translation>Tu banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has a band of three, 15 energy (4 on each band member, 3 in reserve), the three songs of their colour and $3.</source>
        <translation>Cada jugador tiene una banda de tres, 15 de energía (4 en cada músico, 3 en reserva), las tres canciones de su color y $3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: every band plays trumpet, saxophone and drums, so every song suits every band. Each player chooses a colour when the game is set up; a seat that does not choose takes the first colour left.</source>
        <translation>La lectura de Roadie: todas las bandas tocan trompeta, saxofón y batería, así que cada canción vale para cada banda. Cada jugador elige un color al preparar la partida; un asiento que no elige toma el primer color libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gameplay</source>
        <translation>Desarrollo de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="-192"/>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who most recently tipped a street musician starts the first round; play goes clockwise.</source>
        <translation>El jugador que más recientemente dio propina a un músico callejero empieza la primera ronda; se juega en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the table names the first player when it sets up the game, or Roadie draws one at random.</source>
        <translation>La lectura de Roadie: la mesa nombra al jugador inicial al preparar la partida, o Roadie lo sortea.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player Turns</source>
        <translation>Turnos de los jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Taking turns</source>
        <translation>Jugar por turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players take turns clockwise, skipping those who have passed; only the player whose turn it is acts.</source>
        <translation>Los jugadores juegan por turnos en el sentido de las agujas del reloj, saltando a quienes han pasado; solo actúa el jugador al que le toca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>1. Finish Playing a Song</source>
        <translation>1. Terminar de tocar una canción</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>First turn</source>
        <translation>Primer turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your first turn of a round you go straight to your action.</source>
        <translation>En tu primer turno de una ronda vas directamente a tu acción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: going straight to step 3 skips the tip too, so you cannot tip on your first turn of a round.</source>
        <translation>La lectura de Roadie: ir directamente al paso 3 también salta la propina, así que no puedes dar propina en tu primer turno de una ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish your song</source>
        <translation>Termina tu canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A song you played last turn must be finished first. Moods match when they are equal or either is Wild. No match: all its energy goes to the crowd. Match: either all of it goes to the crowd and you take $1, or at least 1 goes there and the rest goes back onto your band members.</source>
        <translation>Una canción que tocaste el turno pasado debe terminarse primero. Los ambientes coinciden cuando son iguales o alguno es Comodín. Sin coincidencia: toda su energía va al público. Con coincidencia: o bien toda va al público y coges $1, o al menos 1 va allí y el resto vuelve a tus músicos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: placing all of the energy always takes the $1.</source>
        <translation>La lectura de Roadie: poner toda la energía siempre da el $1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy back to your band</source>
        <translation>Energía de vuelta a tu banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy you keep from a matched song goes back onto your band members, split between them as you wish; you place all of it before going on.</source>
        <translation>La energía que guardas de una canción coincidente vuelve a tus músicos, repartida como quieras; la colocas toda antes de seguir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished Standards</source>
        <translation>Estándares terminados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A finished song goes face down to your discard pile (the others see how many cards it holds); a Standard Song goes back to Royal Street and its Standard token turns to 2.</source>
        <translation>Una canción terminada va boca abajo a tu pila de descarte (los demás ven cuántas cartas tiene); una Canción Estándar vuelve a Royal Street y su ficha de Estándar pasa a 2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish a Standard Song with an ability, you may use the ability then, before tipping.</source>
        <translation>Cuando terminas una Canción Estándar con habilidad, puedes usar la habilidad entonces, antes de dar propina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you use the ability or skip it before anything else; the Robot never uses abilities.</source>
        <translation>La lectura de Roadie: usas u omites la habilidad antes que nada; el Robot nunca usa habilidades.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+5"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Ability Song Cards</source>
        <translation>Cartas de Canción de habilidad</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Take money</source>
        <translation>Coger dinero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the dollars the card shows, once or for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Coge los dólares que muestra la carta, una vez o por cada público de Royal Street donde tengas más energía que nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: only energy on the crowd cards counts, not songs still being played.</source>
        <translation>La lectura de Roadie: solo cuenta la energía sobre las cartas de público, no las canciones que aún se tocan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free tip</source>
        <translation>Propina gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows from your reserve to your band members, split as you wish, without paying.</source>
        <translation>Mueve hasta tanta energía como muestra la carta de tu reserva a tus músicos, repartida como quieras, sin pagar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free learn</source>
        <translation>Aprender gratis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song from the Melody Market or the top of the Hit Song deck without moving energy to your reserve; it is not your action.</source>
        <translation>Aprende una canción del Mercado de Melodías o de la cima del mazo de Éxitos sin mover energía a tu reserva; no es tu acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: as with Learn, no song can be learnt once the Melody Market is empty.</source>
        <translation>La lectura de Roadie: como con Aprender, no se puede aprender ninguna canción cuando el Mercado de Melodías está vacío.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move energy between crowds</source>
        <translation>Mover energía entre públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows of yours from one crowd in Royal Street to another.</source>
        <translation>Mueve hasta tanta energía tuya como muestra la carta de un público de Royal Street a otro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap moods</source>
        <translation>Intercambiar ambientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Intercambia las fichas de ambiente de dos públicos de Royal Street.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: songs still being played finish against the mood their crowd shows when they finish.</source>
        <translation>La lectura de Roadie: las canciones que aún se tocan se terminan con el ambiente que muestra su público al terminarlas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recall songs</source>
        <translation>Recuperar canciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take up to the number of songs the card shows from your discard pile back into your hand.</source>
        <translation>Recupera de tu pila de descarte a tu mano hasta tantas canciones como muestra la carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. Tip (optional)</source>
        <translation>2. Propina (opcional)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tip your band</source>
        <translation>Da propina a tu banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 to the bank for each energy you move from your reserve to a band member of your choice; as often as you like before your action.</source>
        <translation>Paga $1 a la banca por cada energía que mueves de tu reserva a un músico de tu elección; tantas veces como quieras antes de tu acción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you tip one band member at a time, any number of times.</source>
        <translation>La lectura de Roadie: das propina a un músico cada vez, tantas veces como quieras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. Perform Action</source>
        <translation>3. Realizar una acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action</source>
        <translation>Una acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After tipping you do exactly one of Learn a Song, Play a Song or Pass; then your turn ends.</source>
        <translation>Tras la propina haces exactamente una de Aprender una canción, Tocar una canción o Pasar; luego termina tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn a Song</source>
        <translation>Aprender una canción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn a song</source>
        <translation>Aprender una canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 1 energy from each band member to your reserve and take a song from the Melody Market (refilled at once from the Hit Song deck) or the top of the Hit Song deck. Standards cannot be learnt, and once the Melody Market is empty nobody can learn. Your hand is yours alone: the others see how many songs you hold, and a song taken from the top of the deck is seen by you only.</source>
        <translation>Mueve 1 de energía de cada músico a tu reserva y coge una canción del Mercado de Melodías (se repone al momento del mazo de Éxitos) o de la cima del mazo de Éxitos. Los Estándares no se pueden aprender, y cuando el Mercado de Melodías está vacío nadie puede aprender. Tu mano es solo tuya: los demás ven cuántas canciones tienes, y una canción cogida de la cima del mazo solo la ves tú.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roadie&apos;s reading: a Market slot the empty deck cannot refill stays empty.</source>
        <translation>La lectura de Roadie: un hueco del Mercado que el mazo vacío no puede reponer se queda vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Play a Song</source>
        <translation>Tocar una canción</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play a song</source>
        <translation>Tocar una canción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song from your hand, or a Standard Song nobody is playing, for a crowd of Royal Street: each band member puts the energy the song asks of its instrument on the song, which stays by the crowd until your next turn.</source>
        <translation>Toca una canción de tu mano, o una Canción Estándar que nadie esté tocando, para un público de Royal Street: cada músico pone en la canción la energía que pide para su instrumento, y la canción se queda junto al público hasta tu próximo turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: an instrument the song does not list needs no energy.</source>
        <translation>La lectura de Roadie: un instrumento que la canción no indica no necesita energía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a Standard</source>
        <translation>Tocar un Estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard Song also costs what its Standard token shows (1 or 2), paid in dollars to the bank or energy from your band members to your reserve. You cannot play the Standard you finished this turn.</source>
        <translation>Una Canción Estándar cuesta además lo que muestra su ficha de Estándar (1 o 2), pagado en dólares a la banca o en energía de tus músicos a tu reserva. No puedes tocar el Estándar que terminaste este turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: the whole cost is paid one way, either all in dollars or all in energy, never a mix.</source>
        <translation>La lectura de Roadie: todo el coste se paga de una forma, todo en dólares o todo en energía, nunca mezclado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you take no more turns this round. If you can neither learn nor play, you must pass.</source>
        <translation>Voltea tu carta de jugador: no juegas más turnos esta ronda. Si no puedes aprender ni tocar, debes pasar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may also pass when you could still learn or play.</source>
        <translation>La lectura de Roadie: también puedes pasar aunque aún pudieras aprender o tocar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+3"/>
        <source>End of Round</source>
        <translation>Fin de la ronda</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>End of a round</source>
        <translation>Fin de una ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends when every player has passed.</source>
        <translation>La ronda termina cuando todos los jugadores han pasado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay Out Crowd Cards</source>
        <translation>Pago de las cartas de público</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crowd payouts</source>
        <translation>Pagos de los públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each crowd pays its 1st place payout to the player with the most energy on it, who also takes its mood token; all players tied for most energy are paid and the token goes to the box. Everyone with at least the threshold of energy there, 1st place included, collects the threshold payout.</source>
        <translation>Cada público paga su pago de 1.er puesto al jugador con más energía en él, que además coge su ficha de ambiente; todos los empatados a más energía cobran y la ficha va a la caja. Todos los que tengan allí al menos la energía del umbral, 1.er puesto incluido, cobran el pago del umbral.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a crowd with no energy on it pays nobody and its mood token goes to the box.</source>
        <translation>La lectura de Roadie: un público sin energía no paga a nadie y su ficha de ambiente va a la caja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rest up</source>
        <translation>Descansar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: Standard tokens back to 1, played songs back into hands, 4 energy on each band member and 3 in reserve.</source>
        <translation>Salvo tras la ronda 3: fichas de Estándar a 1, canciones tocadas de vuelta a la mano, 4 de energía en cada músico y 3 en reserva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot gets one set of 15 energy back and its played songs are shuffled back into its Robot Song Deck.</source>
        <translation>La lectura de Roadie: el Robot recupera un lote de 15 de energía y sus canciones tocadas se barajan de nuevo en su mazo de canciones del Robot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New crowds</source>
        <translation>Nuevos públicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: the scored crowds go to the box; 4 new crowds come out for round 2 and 5 for round 3, each with a mood token from the pile.</source>
        <translation>Salvo tras la ronda 3: los públicos puntuados van a la caja; salen 4 públicos nuevos en la ronda 2 y 5 en la ronda 3, cada uno con una ficha de ambiente de la pila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player with the most money starts the next round; then the one with the most mood tokens; then the one who acted last in the round before.</source>
        <translation>El jugador con más dinero empieza la siguiente ronda; luego el que tenga más fichas de ambiente; luego el que actuó el último en la ronda anterior.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: on the last tie, of the players still tied, the one who acted most recently starts.</source>
        <translation>La lectura de Roadie: en el último desempate, de los jugadores aún empatados empieza el que actuó más recientemente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of the Game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="+149"/>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after round 3. The player with the most money wins; ties go to the most song cards, then to the most mood tokens.</source>
        <translation>La partida termina tras la ronda 3. Gana el jugador con más dinero; en empate, el que tenga más cartas de canción, luego más fichas de ambiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: your song cards are those in your hand and discard pile (not the Standards); players still tied share the win.</source>
        <translation>La lectura de Roadie: tus cartas de canción son las de tu mano y tu pila de descarte (no los Estándares); los jugadores aún empatados comparten la victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mardi Gras Variant</source>
        <translation>Variante Mardi Gras</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mardi Gras</source>
        <translation>Mardi Gras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three Standard Songs are all Ability Songs.</source>
        <translation>Las tres Canciones Estándar son todas Canciones de habilidad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Setup</source>
        <translation>Preparación en solitario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo setup</source>
        <translation>Preparación en solitario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot has its own energy and $3; its Robot Song Deck is every player song not in use, shuffled.</source>
        <translation>El Robot tiene su propia energía y $3; su mazo de canciones del Robot son todas las canciones de jugador que no se usan, barajadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Solo Gameplay</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The Robot</source>
        <translation>El Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes the first turn of every round and follows its Robot card step by step; after you pass it takes one last turn, and the round ends.</source>
        <translation>El Robot juega el primer turno de cada ronda y sigue su carta de Robot paso a paso; después de que pases juega un último turno y la ronda termina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot puts on a song the energy its card says (the song&apos;s total, give or take) from its own supply; it pays for Standards in dollars, never uses abilities, and shuffles its discards into a new deck when its deck is empty.</source>
        <translation>La lectura de Roadie: el Robot pone en una canción la energía que dice su carta (el total de la canción, más o menos) de su propia reserva; paga los Estándares en dólares, nunca usa habilidades y baraja sus descartes en un mazo nuevo cuando su mazo se agota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Robot&apos;s energy</source>
        <translation>La energía del Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the Robot runs out of energy it takes another set of 15 from the box. The box holds 5 sets, less the players&apos; and the Robot&apos;s own.</source>
        <translation>Cuando el Robot se queda sin energía coge otro lote de 15 de la caja. La caja tiene 5 lotes, menos los de los jugadores y el del propio Robot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: with the box empty the Robot plays a song with the energy it has left; with none left, the song it flipped goes to its discard pile unplayed and it buys no Standard. Each round it starts again with one set.</source>
        <translation>La lectura de Roadie: con la caja vacía el Robot toca una canción con la energía que le queda; sin ninguna, la canción que volteó va a su pila de descarte sin tocarse y no compra ningún Estándar. Cada ronda empieza de nuevo con un lote.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Scaling Difficulty</source>
        <translation>Dificultad escalable en solitario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy: the Robot starts without money. Medium: the rules as written. Medium Advanced: $2 for a matched mood. Advanced: two closing turns after you pass. Professional: both.</source>
        <translation>Fácil: el Robot empieza sin dinero. Medio: las reglas tal cual. Medio avanzado: $2 por ambiente coincidente. Avanzado: dos turnos finales después de que pases. Profesional: ambas cosas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo Scoring</source>
        <translation>Puntuación en solitario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beat the Robot</source>
        <translation>Vence al Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win if you have more money than the Robot after round 3.</source>
        <translation>Ganas si tienes más dinero que el Robot tras la ronda 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: equal money is a loss.</source>
        <translation>La lectura de Roadie: igualar el dinero es una derrota.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="-3"/>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="-29"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>First finish the song you played last turn.</source>
        <translation>Primero termina la canción que tocaste el turno pasado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First put the {energy} energy you kept back onto your band.</source>
        <translation>Primero devuelve a tu banda los {energy} de energía que guardaste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First use or skip the ability of {song}.</source>
        <translation>Primero usa u omite la habilidad de {song}.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You have no song to finish now.</source>
        <translation>No tienes ninguna canción que terminar ahora.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The moods don&apos;t match: all {energy} energy goes to the crowd.</source>
        <translation>Los ambientes no coinciden: los {energy} de energía van al público.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place between 1 and {energy} energy on the crowd.</source>
        <translation>Pon entre 1 y {energy} de energía en el público.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You have no energy to put back now.</source>
        <translation>No tienes energía que devolver ahora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put back between 1 and {energy} energy.</source>
        <translation>Devuelve entre 1 y {energy} de energía.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your band has no member {member}.</source>
        <translation>Tu banda no tiene el músico {member}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no ability to skip now.</source>
        <translation>No hay ninguna habilidad que omitir ahora.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On your first turn of a round you go straight to your action: no tipping.</source>
        <translation>En tu primer turno de una ronda vas directamente a tu acción: sin propina.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tip between 1 and {reserve} energy: that is what your reserve holds.</source>
        <translation>Da de propina entre 1 y {reserve} de energía: es lo que tiene tu reserva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tip of {amount} energy costs ${amount}; you have ${money}.</source>
        <translation>Una propina de {amount} de energía cuesta ${amount}; tienes ${money}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Each band member needs 1 energy to learn a song.</source>
        <translation>Cada músico necesita 1 de energía para aprender una canción.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Melody Market is empty: nobody can learn songs any more.</source>
        <translation>El Mercado de Melodías está vacío: nadie puede aprender más canciones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hit Song deck is empty.</source>
        <translation>El mazo de Éxitos está vacío.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Melody Market has no song in slot {slot}.</source>
        <translation>El Mercado de Melodías no tiene canción en el hueco {slot}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Royal Street has no crowd {crowd}.</source>
        <translation>Royal Street no tiene el público {crowd}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{song} is neither in your hand nor a Standard.</source>
        <translation>{song} no está en tu mano ni es un Estándar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone is already playing {song}.</source>
        <translation>Alguien ya está tocando {song}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished {song} this turn; you cannot play it again before your next turn.</source>
        <translation>Terminaste {song} este turno; no puedes volver a tocarla antes de tu próximo turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This song costs {cost} extra, paid either all in dollars or all in energy; you offered {energy} energy.</source>
        <translation>Esta canción cuesta {cost} extra, pagado todo en dólares o todo en energía; ofreciste {energy} de energía.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paying ${dollars} for the Standard needs more than your ${money}; pay it in energy instead.</source>
        <translation>Pagar ${dollars} por el Estándar requiere más que tus ${money}; págalo con energía.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your {instrument} player has {have} energy and would need {need}.</source>
        <translation>Tu músico de {instrument} tiene {have} de energía y necesitaría {need}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+54"/>
        <source>You can&apos;t act now.</source>
        <translation>No puedes actuar ahora.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="-25"/>
        <source>Companion table › A tray for the card game</source>
        <translation>Mesa complementaria › Una bandeja para el juego de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tray for the card game</source>
        <translation>Una bandeja para el juego de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table holds the Gig dice of a game of the Gig card game and applies section 6 to them. The cards say what to roll, adjust, set, swap or steal; the turns, the table space and the end of a session are Roadie&apos;s own handling, not the card game&apos;s rules.</source>
        <translation>Esta mesa guarda los dados Gig de una partida del juego de cartas Gig y les aplica la sección 6. Las cartas dicen qué tirar, ajustar, fijar, intercambiar o robar; los turnos, el espacio en la mesa y el final de una sesión son cosa de Roadie, no reglas del juego de cartas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Companion table › Turns</source>
        <translation>Mesa complementaria › Turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats act in turn, clockwise; only the seat whose turn it is may act.</source>
        <translation>Los asientos actúan por turnos, en el sentido de las agujas del reloj; solo puede actuar el asiento al que le toca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companion table › Table space</source>
        <translation>Mesa complementaria › Espacio en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table space</source>
        <translation>Espacio en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each area of the table holds a limited number of dice (an option, 12 by default).</source>
        <translation>Cada zona de la mesa admite un número limitado de dados (una opción, 12 por defecto).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion table › Your own dice</source>
        <translation>Mesa complementaria › Tus propios dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own dice</source>
        <translation>Tus propios dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn you roll new dice into your Gig area or your fixer area, move a friendly Gig to your fixer area, and take a friendly Gig or a rival&apos;s Gig off the table, as the cards tell you.</source>
        <translation>En tu turno tiras dados nuevos a tu zona de Gig o a tu zona de arreglos, mueves un Gig amigo a tu zona de arreglos y quitas de la mesa un Gig amigo o el Gig de un rival, según te digan las cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Companion table › End of the session</source>
        <translation>Mesa complementaria › Final de la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the session</source>
        <translation>Final de la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session ends when a player ends it on their turn, or after the number of rounds chosen when it began. Nobody wins and nothing is scored here: the card game decides that by its own rules.</source>
        <translation>La sesión termina cuando un jugador la termina en su turno, o tras el número de rondas elegido al empezar. Aquí nadie gana ni se puntúa nada: eso lo decide el juego de cartas con sus propias reglas.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="-22"/>
        <source>There is no die {die} on the table.</source>
        <translation>No hay ningún dado {die} en la mesa.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The session is over.</source>
        <translation>La sesión ha terminado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That area already holds {max} dice.</source>
        <translation>Esa zona ya tiene {max} dados.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You don&apos;t control the dice in your fixer area: they stay there.</source>
        <translation>No controlas los dados de tu zona de arreglos: se quedan allí.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>That {die} already shows {value}.</source>
        <translation>Ese {die} ya muestra {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/effects.py" line="+155"/>
        <source>There is no option {n} here.</source>
        <translation>Aquí no hay opción {n}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="-146"/>
        <source>It is not your turn to do that.</source>
        <translation>No te toca hacer eso.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Take your action first.</source>
        <translation>Haz primero tu acción.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/rounds.py" line="+116"/>
        <source>Give the token to another player, or to nobody.</source>
        <translation>Da la ficha a otro jugador, o a nadie.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>You may quit only in your Work phase, before acting or after Working.</source>
        <translation>Solo puedes dejarlo en tu fase de Trabajo, antes de actuar o después de Trabajar.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Candy is consumed once, before your actions, and needs a token.</source>
        <translation>Los Caramelos se consumen una vez, antes de tus acciones, y requieren una ficha.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>That benefit gives you no extra action now.</source>
        <translation>Esa ventaja no te da ahora ninguna acción extra.</translation>
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
        <translation>Preparativos</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 2-3 player side or the 4-5 player side: 4-5 players have a second Recording Studio, a fourth Hire Crew space and Studio B in the Day.</source>
        <translation>La cara de 2-3 jugadores o la de 4-5 jugadores: con 4-5 jugadores hay un segundo Estudio de grabación, un cuarto espacio de Contratar técnicos y el Local B de Día.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: &apos;up to two Rehearsal Studios depending on the number of players&apos; and the Rising Star&apos;s use of Studio B at Night and Studio A by Day both hold when the 2-3 side opens Studio B at Night only.</source>
        <translation>La lectura de Roadie: «hasta dos Locales de ensayo según el número de jugadores» y el uso que hace la Estrella Emergente del Local B de Noche y del Local A de Día se cumplen ambos cuando la cara de 2-3 abre el Local B solo de Noche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your amplifier</source>
        <translation>Tu amplificador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1, 1 Candy, Fame 0, Royalty 0, Craving 0, Low Sugar off, Chops, Reputation and Songs at 2.</source>
        <translation>$1, 1 Caramelo, Fama 0, Regalías 0, Antojo 0, Bajón de azúcar desactivado, Técnica, Reputación y Canciones a 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus cards</source>
        <translation>Cartas de bonificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One random Production, Performance and Publicity bonus, face up.</source>
        <translation>Una bonificación de Producción, de Actuación y de Publicidad al azar, boca arriba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig stack</source>
        <translation>Mazo de Bolos aleatorios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three random cards of each level: A on top, then B, then C.</source>
        <translation>Tres cartas al azar de cada nivel: A encima, luego B, luego C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot Hang Out tokens</source>
        <translation>Fichas de Moda de las salidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens 7-11 (2-3 players) or 8-12 (4-5 players), one on each Hang Out.</source>
        <translation>Fichas 7-11 (2-3 jugadores) u 8-12 (4-5 jugadores), una en cada local de marcha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player starts; the first round goes clockwise.</source>
        <translation>Empieza el jugador inicial; la primera ronda va en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the table names the first player, or Roadie draws one.</source>
        <translation>La lectura de Roadie: la mesa nombra al jugador inicial, o Roadie lo sortea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Characters and keeps one; the characters with Ability tokens take them.</source>
        <translation>Cada jugador roba dos Personajes y se queda uno; los personajes con fichas de Habilidad las cogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting Life Experiences</source>
        <translation>Experiencias vitales iniciales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Starting Life Experiences of different icons, drawing again on a repeat; repeats are shuffled back.</source>
        <translation>Cada jugador roba dos Experiencias vitales iniciales de iconos distintos, robando de nuevo si se repite; las repetidas se vuelven a barajar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <source>Personal Goals</source>
        <translation>Objetivos personales</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Draw three, keep two, secret from the others; a goal with a progress track is turned face up when chosen.</source>
        <translation>Roba tres, quédate dos, en secreto; un objetivo con marcador de progreso se pone boca arriba al elegirlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Jobs, keep one.</source>
        <translation>Roba dos Trabajos y quédate uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Mánagers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As many Managers as players, face up; players pick one each in reverse player order.</source>
        <translation>Tantos Mánagers como jugadores, boca arriba; los jugadores eligen uno cada uno en orden inverso de jugadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simultaneous choices</source>
        <translation>Elecciones simultáneas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters, goals and Jobs are chosen simultaneously.</source>
        <translation>Personajes, objetivos y Trabajos se eligen a la vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: every seat with a choice to make may make it, in any order; nobody sees another&apos;s cards.</source>
        <translation>La lectura de Roadie: cada asiento que tenga algo que elegir puede hacerlo, en cualquier orden; nadie ve las cartas de los demás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Your Amplifier</source>
        <translation>Tu amplificador</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Base Stats 0-11</source>
        <translation>Atributos base 0-11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs stay between 0 and 11; an increase beyond 11 pays $1 instead.</source>
        <translation>Técnica, Reputación y Canciones se quedan entre 0 y 11; un aumento por encima de 11 paga $1 en su lugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing more than you have</source>
        <translation>Perder más de lo que tienes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not take an action or option that costs more than you have; an effect that takes more than you have takes you to 0.</source>
        <translation>No puedes hacer una acción u opción que cueste más de lo que tienes; un efecto que quita más de lo que tienes te deja en 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The Card Decks</source>
        <translation>Los mazos de cartas</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Slash: choose one</source>
        <translation>Barra: elige una</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slash offers a choice of one side or the other.</source>
        <translation>Una barra ofrece elegir un lado o el otro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Hang Out</source>
        <translation>Salir de marcha</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Paying for a benefit</source>
        <translation>Pagar por un beneficio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A benefit you pay for needs the full payment; you may decline it.</source>
        <translation>Un beneficio por el que se paga requiere el pago completo; puedes rechazarlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck runs out</source>
        <translation>Un mazo se agota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck that runs out is made again from its used cards, shuffled.</source>
        <translation>Un mazo que se agota se rehace con sus cartas usadas, barajadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>Job Cards</source>
        <translation>Cartas de Trabajo</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Work</source>
        <translation>Trabajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work only in your Job&apos;s phase, once a round, for its pay (rolled if it shows six amounts).</source>
        <translation>Trabaja solo en la fase de tu Trabajo, una vez por ronda, por su paga (se tira si muestra seis cantidades).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variable shifts</source>
        <translation>Jornadas variables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep roll for a variable shift: 1-2 Day, 3-4 Night, 5-6 After Hours.</source>
        <translation>En la Preparación tira por una jornada variable: 1-2 Día, 3-4 Noche, 5-6 Madrugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work</source>
        <translation>Faltas al trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Working in your shift earns a Missed Work token; the third one fires you.</source>
        <translation>No Trabajar en tu jornada da una ficha de Falta al trabajo; la tercera te despide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player sent to Recover during their Day shift misses Work like anyone else who does not Work then.</source>
        <translation>La lectura de Roadie: un jugador enviado a Recuperarse durante su jornada de Día falta al Trabajo como cualquiera que no Trabaje entonces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting</source>
        <translation>Dejar el trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may quit only in your Work phase, before your action or after Working.</source>
        <translation>Solo puedes dejarlo en tu fase de Trabajo, antes de tu acción o después de Trabajar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Manager Cards</source>
        <translation>Cartas de Mánager</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Paying your Manager</source>
        <translation>Pagar a tu Mánager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1 at the end of June, $3 at the end of September, $5 at the end of the game; 3 Fame lost for each $1 you cannot pay, never below 0.</source>
        <translation>$1 a finales de junio, $3 a finales de septiembre, $5 al final de la partida; se pierden 3 de Fama por cada $1 que no puedas pagar, nunca por debajo de 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a game that ends before December (at 50 Fame) pays the Manager the end-of-game $5 only, even at the end of June or September: that quarter&apos;s $1 or $3 is not added.</source>
        <translation>Lectura de Roadie: una partida que termina antes de diciembre (con 50 de Fama) paga al Mánager solo los $5 del final, aunque sea a finales de junio o septiembre: no se suman el $1 o los $3 de ese trimestre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once a round, once a game</source>
        <translation>Una vez por ronda, una vez por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-round benefit turns its card sideways until Clean-Up; a once-a-game ability spends an Ability token.</source>
        <translation>Un beneficio de una vez por ronda gira su carta de lado hasta la Limpieza; una habilidad de una vez por partida gasta una ficha de Habilidad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: benefits that can never be wasted apply by themselves: a discount or lowered requirement that is not used up, a bonus added to an action (the same gain whichever visit takes it), an extra action every Day, and a Candy re-roll or boost (only when Low Sugar would turn on, never when it is on already). The others are spent when their owner chooses (see &apos;Spending a benefit&apos;).</source>
        <translation>Lectura de Roadie: las ventajas que nunca pueden desperdiciarse se aplican solas: un descuento o un requisito rebajado que no se gasta, un bono añadido a una acción (la misma ganancia en cualquier visita), una acción extra cada Día y una repetición o un bono de Caramelo (solo cuando se activaría el Bajón de azúcar, nunca si ya está activo). Las demás se gastan cuando su dueño lo elige (ver «Gastar una ventaja»).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spending a benefit</source>
        <translation>Gastar una ventaja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-game Ability token, a kept Bud&apos;s card, and a once-a-round shared space, lowered requirement or discount are spent only when their owner chooses: named with the placement they help, or, for an extra action, spent on its own during your turn (after Candy, for one more action with it).</source>
        <translation>Una Ficha de Habilidad de una vez por partida, una carta de Bud&apos;s guardada y un espacio compartido, un requisito rebajado o un descuento de una vez por ronda solo se gastan cuando su dueño lo elige: nombrados con la colocación a la que ayudan o, para una acción extra, gastados por sí solos durante tu turno (tras un Caramelo, para una acción más con él).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a benefit named where it does nothing (no price left to lower, a requirement already met, a free space) is refused, so nothing is spent for nothing.</source>
        <translation>Lectura de Roadie: una ventaja nombrada donde no hace nada (ningún precio que rebajar, un requisito ya cumplido, un espacio libre) se rechaza, para que nada se gaste en balde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Bonus Cards</source>
        <translation>Cartas de bonificación</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bonus Fame</source>
        <translation>Fama de bonificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First, second and third to achieve a bonus, or best at the end, score 8, 5 and 3 Fame (4-5 players) or 5 Fame to the first only (2-3 players).</source>
        <translation>El primero, segundo y tercero en lograr una bonificación, o los mejores al final, ganan 8, 5 y 3 de Fama (4-5 jugadores) o 5 de Fama solo el primero (2-3 jugadores).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player with none of what an end-game bonus counts does not place.</source>
        <translation>La lectura de Roadie: un jugador sin nada de lo que cuenta una bonificación de final de partida no puntúa en ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>Ties</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Tied players score the next lower amount: two tied for most score 5 each, three or more tied for most 3 each, ties for second 3 each, ties for third nothing; in a 2-3 player game tied players score nothing.</source>
        <translation>Los empatados ganan la cantidad inferior siguiente: dos empatados en cabeza ganan 5 cada uno, tres o más empatados en cabeza 3 cada uno, los empates al segundo 3 cada uno, los empates al tercero nada; en partidas de 2-3 jugadores los empatados no ganan nada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Personal Goal Cards</source>
        <translation>Cartas de Objetivo personal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When-achieved goals score as soon as met; end-game goals stay secret and score at the end.</source>
        <translation>Los objetivos «al lograrlo» puntúan en cuanto se cumplen; los de final de partida siguen secretos y puntúan al final.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event Cards</source>
        <translation>Cartas de Evento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Event&apos;s effect prevails over the rules for the round; a covered space is unavailable.</source>
        <translation>El efecto de un Evento prevalece sobre las reglas durante la ronda; un espacio cubierto no está disponible.</translation>
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
        <translation>Fases de acción</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Turn order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In each action phase every player takes a turn in turn order.</source>
        <translation>En cada fase de acción cada jugador juega un turno en el orden de turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optionally consume Candy once, then take one action plus any extra actions; leaving a space for an extra action frees it.</source>
        <translation>Si quieres, consume Caramelos una vez, luego haz una acción más las acciones extra que tengas; dejar un espacio por una acción extra lo libera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Available spaces</source>
        <translation>Espacios disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space of the current phase&apos;s section or the Anytime section.</source>
        <translation>Un espacio de la sección de la fase actual o de la sección En cualquier momento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: standees are lifted between phases, so a studio held by Day is free at Night.</source>
        <translation>La lectura de Roadie: las figuras se retiran entre fases, así que un estudio ocupado de Día está libre de Noche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Limited and Open spaces</source>
        <translation>Espacios Limitados y Abiertos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Limited space holds one standee; an Open space any number (Push: newcomers stand leftmost).</source>
        <translation>Un espacio Limitado admite una figura; uno Abierto, cualquier número (Empuje: los recién llegados se ponen a la izquierda).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requirements</source>
        <translation>Requisitos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need what a space requires (blue numbers).</source>
        <translation>Necesitas lo que pide un espacio (números azules).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs</source>
        <translation>Costes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must pay a space&apos;s cost in full (red numbers).</source>
        <translation>Debes pagar entero el coste de un espacio (números rojos).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anytime Actions</source>
        <translation>Acciones En cualquier momento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Once a phase</source>
        <translation>Una vez por fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each action once a phase, except Anytime actions other than Work.</source>
        <translation>Cada acción una vez por fase, salvo las acciones En cualquier momento distintas de Trabajar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consuming Candy</source>
        <translation>Consumir Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before your actions, once: discard a Candy, draw Sugar Rush, Craving +1 unless Sugarless, roll: lower than your Craving turns Low Sugar on; take the card&apos;s extra actions.</source>
        <translation>Antes de tus acciones, una vez: descarta un Caramelo, roba un Subidón de azúcar, Antojo +1 salvo si es Sin azúcar, tira: menos que tu Antojo activa el Bajón de azúcar; haz las acciones extra de la carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Sugarless Candy still rolls the die: it only leaves your Craving as it is, and a roll lower than that Craving still turns Low Sugar on.</source>
        <translation>Lectura de Roadie: el Caramelo sin azúcar también hace tirar el dado: solo deja tu Antojo como está, y una tirada menor que ese Antojo activa igualmente el Bajón de azúcar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover Space</source>
        <translation>Espacio de Recuperarse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recover</source>
        <translation>Recuperarse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off and Craving -1; voluntary in the Day, forced after Low Sugar.</source>
        <translation>Bajón de azúcar desactivado y Antojo -1; voluntario de Día, obligatorio tras un Bajón de azúcar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a player sent to Recover in Clean-Up recovers when the next Day turn comes round and takes no Day action.</source>
        <translation>La lectura de Roadie: un jugador enviado a Recuperarse en la Limpieza se recupera cuando llega el siguiente turno de Día y no hace ninguna acción de Día.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rehearse</source>
        <translation>Ensayar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rehearsal Studios</source>
        <translation>Locales de ensayo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio A $1 +1 Chops; Studio B $2 +2 Chops; one studio a phase.</source>
        <translation>Local A $1 +1 Técnica; Local B $2 +2 Técnica; un local por fase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew</source>
        <translation>Contratar técnicos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The space&apos;s lowest, middle or highest price for your 1st, 2nd or 3rd Crew; 3 Crew at most; one a round; never two standees on a Crew space.</source>
        <translation>El precio más bajo, medio o más alto del espacio por tu 1.º, 2.º o 3.er Técnico; 3 Técnicos como mucho; uno por ronda; nunca dos figuras en un espacio de Técnicos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook prints only the first two spaces&apos; prices of its example ($1 for a first Crew, $4 for a second at space 2); the Crew prices on Roadie&apos;s board ($1/$3/$5, $2/$4/$6, $3/$5/$7 and, with 4-5 players, $4/$6/$8) are Roadie&apos;s own numbers.</source>
        <translation>La lectura de Roadie: el reglamento solo imprime los precios de los dos primeros espacios de su ejemplo ($1 por un primer Técnico, $4 por un segundo en el espacio 2); los precios de Técnicos del tablero de Roadie ($1/$3/$5, $2/$4/$6, $3/$5/$7 y, con 4-5 jugadores, $4/$6/$8) son números propios de Roadie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record Deal</source>
        <translation>Contrato discográfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a Demo Tape or Record Contract and the stats of a Royalty tier better than yours, sign or renegotiate to the best tier you qualify for. The Record Company is a Limited space only one player may visit each round.</source>
        <translation>Con Maqueta o Contrato discográfico y los atributos de un nivel de Regalías mejor que el tuyo, firma o renegocia el mejor nivel al que llegues. La Discográfica es un espacio Limitado que solo un jugador puede visitar cada ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: the player who visits it holds it for the round, even after an extra action takes their standee elsewhere; no ability or Event that shares a Limited space lets a second player in.</source>
        <translation>Lectura de Roadie: quien la visita la ocupa toda la ronda, aunque una acción extra lleve su figura a otro lugar; ninguna habilidad ni Evento que comparta un espacio Limitado deja entrar a un segundo jugador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a Gig</source>
        <translation>Tocar un Bolo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gigs</source>
        <translation>Bolos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Gig a round, meeting the venue&apos;s requirements; Random Gigs are Open and change each round.</source>
        <translation>Un Bolo por ronda, cumpliendo los requisitos de la sala; los Bolos aleatorios son Abiertos y cambian cada ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Rising Star table names a third Yenser Arena space (opener); Roadie&apos;s board gives it the middle space&apos;s price and benefit.</source>
        <translation>La lectura de Roadie: la tabla de la Estrella Emergente nombra un tercer espacio de Yenser Arena (telonero); el tablero de Roadie le da el precio y el beneficio del espacio intermedio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to Bed Early</source>
        <translation>Acostarse pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action and no Candy that phase; first to bed plays first next round.</source>
        <translation>Ninguna otra acción ni Caramelos en esa fase; el primero en acostarse juega primero la ronda siguiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record Demo</source>
        <translation>Grabar una maqueta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3 (or $4 at the second studio): a Demo Tape.</source>
        <translation>$3 (o $4 en el segundo estudio): una Maqueta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: you may not record while you hold a Demo Tape or a Record Contract.</source>
        <translation>La lectura de Roadie: no puedes grabar mientras tengas una Maqueta o un Contrato discográfico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hottest spot 2 Fame, second hottest 1; draw and resolve the venue&apos;s card.</source>
        <translation>El local más de moda 2 de Fama, el segundo 1; roba y resuelve la carta del local.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forming and Scoring Sets</source>
        <translation>Formar y puntuar sets</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Life Experiences all alike or all different form a set at once for 5 Fame; Wild stands in for any type but is not one.</source>
        <translation>Cuatro Experiencias vitales todas iguales o todas distintas forman un set al momento por 5 de Fama; Comodín sustituye a cualquier tipo pero no es ninguno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a Wild card may stand in beside other Wild cards, so one Life Experience and three Wild cards (or four Wild cards) form a set too.</source>
        <translation>La lectura de Roadie: una carta Comodín puede sustituir junto a otras cartas Comodín, así que una Experiencia vital y tres Comodines (o cuatro Comodines) también forman un set.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy or Sell Candy</source>
        <translation>Comprar o vender Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to three Candy at $1 each.</source>
        <translation>Compra o vende hasta tres Caramelos a $1 cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+8"/>
        <source>Clean-Up Phase</source>
        <translation>Fase de Limpieza</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>After December, or any round ending with 50+ Fame: Low Sugar costs 5 Fame, then Royalties, the Manager, and end-game scoring.</source>
        <translation>Tras diciembre, o cualquier ronda que acabe con 50+ de Fama: el Bajón de azúcar cuesta 5 de Fama, luego Regalías, el Mánager y la puntuación final.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royalties</source>
        <translation>Regalías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier 1: $2; tier 2: $3 and 1 Fame; tier 3: $5 and 2 Fame.</source>
        <translation>Nivel 1: $2; nivel 2: $3 y 1 Fama; nivel 3: $5 y 2 de Fama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New turn order</source>
        <translation>Nuevo orden de turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest After Hours or Anytime space value first; on a shared space the latest arrivals first, except Go to Bed Early (first to bed first).</source>
        <translation>Primero el valor más bajo de espacio de Madrugada o En cualquier momento; en un espacio compartido primero los últimos en llegar, salvo Acostarse pronto (primero el primero en acostarse).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not print the values beside the spaces; Roadie&apos;s board uses its own: Go to Bed Early 0, Recording Studios 1 and 2, Work 3, Buy or Sell Candy 4, Donate Blood 5, Write a Song 6, and each Hang Out its Hot Hang Out token (7-12). Two standees on a Limited space (a Manager&apos;s ability) count as arrivals too: the later one goes first.</source>
        <translation>La lectura de Roadie: el reglamento no imprime los valores junto a los espacios; el tablero de Roadie usa los suyos: Acostarse pronto 0, Estudios de grabación 1 y 2, Trabajar 3, Comprar o vender Caramelos 4, Donar sangre 5, Escribir una canción 6, y cada local de marcha su ficha de Moda (7-12). Dos figuras en un espacio Limitado (habilidad de un Mánager) cuentan también como llegadas: la posterior va primero.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean-Up</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standees back, Low Sugar to Recover, Sugar Rush shuffled, Hot Hang Out tokens re-dealt, next month.</source>
        <translation>Las figuras vuelven, Bajón de azúcar a Recuperarse, se baraja el Subidón de azúcar, se reparten de nuevo las fichas de Moda, mes siguiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>End-Game Scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>End-game scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End-game bonuses and goals; 2 Fame per Base Stat at 11 (+2 for all three); 1 Fame per $3.</source>
        <translation>Bonificaciones y objetivos de final de partida; 2 de Fama por Atributo base a 11 (+2 por los tres); 1 Fama por cada $3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ties go to Reputation, then cash, then Royalty tier, then are shared.</source>
        <translation>Los empates se deciden por Reputación, luego dinero, luego nivel de Regalías, y si no, se comparten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Rising Star</source>
        <translation>La Estrella Emergente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 2 players (optionally 3) her cubes block one Day, Night and After Hours space each month, as her card lists.</source>
        <translation>Con 2 jugadores (opcionalmente 3) sus cubos bloquean cada mes un espacio de Día, uno de Noche y uno de Madrugada, según indica su carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose turn</source>
        <translation>A quién le toca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the player whose turn or decision it is may act.</source>
        <translation>Solo puede actuar el jugador al que le toca el turno o la decisión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Tips for New Players</source>
        <translation>Consejos para jugadores nuevos</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Without unique abilities</source>
        <translation>Sin habilidades únicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out the Managers&apos; and characters&apos; unique abilities (an option): characters are drafted and Managers picked and paid as ever, but their abilities do nothing and no Ability tokens are taken.</source>
        <translation>Una primera partida puede prescindir de las habilidades únicas de Mánagers y personajes (una opción): se eligen personajes y Mánagers y se paga a estos como siempre, pero sus habilidades no hacen nada y nadie toma Fichas de Habilidad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without Candy</source>
        <translation>Sin Caramelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out Candy (an option): ignore the part of any card that refers to Candy; with abilities, Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Una primera partida puede prescindir de los Caramelos (una opción): ignora la parte de cada carta que habla de Caramelos; con habilidades, Eric Fairchild y Kimmy Kim quedan fuera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: nobody holds Candy (none at the start, none gained), so nobody consumes it, Buy or Sell Candy is closed, and what can only be had for Candy (a trade, a Random Gig&apos;s Candy cost) is out of reach; Craving and Low Sugar from a card are ignored; the Personal Goals that count Candy or Craving are left out of the deck; with abilities, the eight other characters are dealt two each, or one each with five players.</source>
        <translation>Lectura de Roadie: nadie tiene Caramelos (ninguno al empezar, ninguno ganado), así que nadie los come, Comprar o vender Caramelos está cerrado y lo que solo se consigue con Caramelos (un intercambio, el coste en Caramelos de un Bolo aleatorio) queda fuera de alcance; el Antojo y el Bajón de azúcar de las cartas se ignoran; los Objetivos personales que cuentan Caramelos o Antojo quedan fuera del mazo; con habilidades, de los otros ocho personajes se reparten dos a cada uno, o uno con cinco jugadores.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/setup.py" line="+165"/>
        <source>You have nothing to choose now.</source>
        <translation>No tienes nada que elegir ahora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That Manager is not on offer.</source>
        <translation>Ese Mánager no está disponible.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You did not draw that card.</source>
        <translation>No robaste esa carta.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/spaces.py" line="+85"/>
        <source>It is not your turn to act.</source>
        <translation>No te toca actuar.</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>That space is not open in this phase.</source>
        <translation>Ese espacio no está abierto en esta fase.</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>You have no action left this phase.</source>
        <translation>No te quedan acciones en esta fase.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Chops</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Canciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops + Reputation</source>
        <translation>Técnica + Reputación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Contract</source>
        <translation>Contrato discográfico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Demo Tape</source>
        <translation>Maqueta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>Madrugada</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This month&apos;s Event covers that space.</source>
        <translation>El Evento de este mes cubre ese espacio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is played without Candy.</source>
        <translation>Esta partida se juega sin Caramelos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only one player may visit the Record Company each round.</source>
        <translation>Solo un jugador puede visitar la Discográfica cada ronda.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A benefit you named does nothing for this action; keep it for later.</source>
        <translation>Una ventaja nombrada no hace nada en esta acción; guárdala para más tarde.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>That space is not open in this phase (the {phase}).</source>
        <translation>Ese espacio no está abierto en esta fase ({phase}).</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Going to Bed Early excludes Candy and every other action this phase.</source>
        <translation>Acostarse pronto excluye los Caramelos y cualquier otra acción en esta fase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only once a round.</source>
        <translation>Solo una vez por ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already took that action this phase.</source>
        <translation>Ya hiciste esa acción en esta fase.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may Work only in your Job&apos;s shift.</source>
        <translation>Solo puedes Trabajar en la jornada de tu Trabajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have 3 Crew.</source>
        <translation>Ya tienes 3 Técnicos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover is a Day action.</source>
        <translation>Recuperarse es una acción de Día.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already hold a Demo Tape or a Record Contract.</source>
        <translation>Ya tienes una Maqueta o un Contrato discográfico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That Limited space is taken.</source>
        <translation>Ese espacio Limitado está ocupado.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>That space needs {need} {what}; you have {have}.</source>
        <translation>Ese espacio pide {need} de {what}; tienes {have}.</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>You do not meet that space&apos;s requirement.</source>
        <translation>No cumples el requisito de ese espacio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a Demo Tape or Record Contract and the stats of a better Royalty tier.</source>
        <translation>Necesitas una Maqueta o un Contrato discográfico y los atributos de un nivel de Regalías mejor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy (1-3) or sell (1-3) Candy there, and only there.</source>
        <translation>Compra (1-3) o vende (1-3) Caramelos allí, y solo allí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for that.</source>
        <translation>No puedes pagar eso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Random Gig this month.</source>
        <translation>No hay Bolo aleatorio este mes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That space costs ${price} (after your discounts); you have ${money}.</source>
        <translation>Ese espacio cuesta ${price} (con tus descuentos); tienes ${money}.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You cannot pay that space&apos;s cost.</source>
        <translation>No puedes pagar el coste de ese espacio.</translation>
    </message>
    <message>
        <location line="+465"/>
        <source>There is no set {n} to form.</source>
        <translation>No hay ningún set {n} que formar.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/applause.py" line="+45"/>
        <source>It is not your turn in the Applause.</source>
        <translation>No es tu turno en el Aplauso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That card is not in the Audience row.</source>
        <translation>Esa carta no está en la fila de Público.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That card costs {cost} Spotlights; you have {have}.</source>
        <translation>Esa carta cuesta {cost} Focos; tienes {have}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/bridge.py" line="+33"/>
        <source>You have no solo to play now.</source>
        <translation>No tienes ningún solo que tocar ahora.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Those dice don&apos;t form a groove on the song.</source>
        <translation>Esos dados no forman un groove en la canción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drawing must have the groove&apos;s shape.</source>
        <translation>El dibujo debe tener la forma del groove.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Grooves stay on the grid and never overlap.</source>
        <translation>Los grooves se quedan en la cuadrícula y nunca se solapan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your first groove must cover the start space.</source>
        <translation>Tu primer groove debe cubrir el espacio de inicio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A groove must touch one you have drawn.</source>
        <translation>Un groove debe tocar uno que hayas dibujado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grooves may not cross each other diagonally.</source>
        <translation>Los grooves no pueden cruzarse en diagonal.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First make the choice you owe.</source>
        <translation>Haz primero la elección que debes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You owe no choice now.</source>
        <translation>Ahora no debes ninguna elección.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose one of the four Notation symbols.</source>
        <translation>Elige uno de los cuatro símbolos de Notación.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {symbol} track is full: choose another.</source>
        <translation>Tu pista de {symbol} está llena: elige otro.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No Vocals to use now.</source>
        <translation>No hay Voz que usar ahora.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vocals copy a symbol from their own groove.</source>
        <translation>La Voz copia un símbolo de su propio groove.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You have no extra groove.</source>
        <translation>No tienes groove extra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A groove fits: draw it.</source>
        <translation>Un groove cabe: dibújalo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw one linked groove of up to {size} spaces.</source>
        <translation>Dibuja un groove enlazado de hasta {size} espacios.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circle a space touching one of your grooves.</source>
        <translation>Rodea un espacio que toque uno de tus grooves.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/rulebook.py" line="-221"/>
        <location line="+2"/>
        <source>Setup › General Setup</source>
        <translation>Preparación › Preparación general</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set list</source>
        <translation>Repertorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set list for the player count gives the six songs, played in order.</source>
        <translation>Un repertorio según el número de jugadores da las seis canciones, tocadas en orden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruments</source>
        <translation>Instrumentos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player takes one Instrument Board; two players never play the same instrument.</source>
        <translation>Cada jugador coge un tablero de instrumento; dos jugadores nunca tocan el mismo instrumento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not say how boards are shared out, so Roadie deals them at random unless players choose theirs in the setup.</source>
        <translation>La lectura de Roadie: el reglamento no dice cómo se reparten los tableros, así que Roadie los reparte al azar salvo que los jugadores elijan el suyo en la preparación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Setup › Audience Setup</source>
        <translation>Preparación › Preparación del Público</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Audience</source>
        <translation>Público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early cards sit on top of Late ones; two players remove 6 of each, three players 3 of each; a row of players + 1 cards is revealed.</source>
        <translation>Las cartas Tempranas van sobre las Tardías; con dos jugadores se quitan 6 de cada, con tres 3 de cada; se revela una fila de tantas cartas como jugadores + 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: The Showdown is set up as for two players, so its row shows 3 cards each song (The Challenger discards from it first).</source>
        <translation>La lectura de Roadie: el Duelo se prepara como para dos jugadores, así que su fila muestra 3 cartas en cada canción (el Aspirante descarta primero de ella).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Only tokens numbered below the player count are used.</source>
        <translation>Solo se usan las fichas con número menor que el número de jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: with two players the 1st token is used, as setup step 1 says (the board note that removes it is not followed).</source>
        <translation>La lectura de Roadie: con dos jugadores se usa la ficha 1.ª, como dice el paso 1 de la preparación (no se sigue la nota del tablero que la quita).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+33"/>
        <location line="+22"/>
        <location line="+2"/>
        <source>1. The Song</source>
        <translation>1. La Canción</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Everybody rolls</source>
        <translation>Todos tiran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the countdown every player rolls all four dice at once; then play runs in real time.</source>
        <translation>Tras la cuenta atrás cada jugador tira sus cuatro dados a la vez; luego se juega en tiempo real.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Rows</source>
        <translation>1. La Canción › Filas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die goes in the row of its value, 1 to 6: in one of its spaces or in its Harmony space.</source>
        <translation>Un dado va a la fila de su valor, de 1 a 6: en uno de sus espacios o en su espacio de Armonía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>1. The Song › Placing Dice</source>
        <translation>1. La Canción › Colocar dados</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>One die per space</source>
        <translation>Un dado por espacio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Each space of the song holds one die.</source>
        <translation>Cada espacio de la canción admite un dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony spaces</source>
        <translation>Espacios de Armonía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harmony space at the end of a row takes dice of that row&apos;s value at any time; it holds several dice, but only one of each colour.</source>
        <translation>El espacio de Armonía al final de una fila admite dados del valor de esa fila en cualquier momento; admite varios dados, pero solo uno de cada color.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “at any time” is about timing (whether or not the row is full); a die still goes in its own row&apos;s Harmony space, never another row&apos;s.</source>
        <translation>La lectura de Roadie: «en cualquier momento» se refiere al momento (esté o no llena la fila); un dado sigue yendo al espacio de Armonía de su propia fila, nunca al de otra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One hand</source>
        <translation>Una mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold and place one die at a time: while a die is in your hand you place that one, not another from your tray.</source>
        <translation>Coges y colocas un dado cada vez: mientras tienes un dado en la mano colocas ese, no otro de tu bandeja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may put the held die back in your tray.</source>
        <translation>La lectura de Roadie: puedes devolver a tu bandeja el dado que tienes en la mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The Song › Resolving Clashes</source>
        <translation>1. La Canción › Resolver choques</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clashes</source>
        <translation>Choques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two claims on one space close together in time clash: both dice go back to their pools and are rolled again.</source>
        <translation>Dos reclamaciones de un mismo espacio muy juntas en el tiempo chocan: ambos dados vuelven a sus reservas y se tiran de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: claims closer together than the clash window (an option) clash; a later claim finds the space taken. The first claim is down as soon as it is made, so yielding is the later claimant&apos;s: claiming the space within the window means neither yielded, placing elsewhere (or waiting out the window) is yielding.</source>
        <translation>La lectura de Roadie: chocan las reclamaciones más juntas que el margen de choque (una opción); una reclamación posterior encuentra el espacio ocupado. La primera reclamación cuenta en cuanto se hace, así que ceder le toca al que reclama después: reclamar el espacio dentro del margen significa que ninguno cedió; colocar en otro sitio (o esperar a que pase el margen) es ceder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1. The Song › Rolling Dice</source>
        <translation>1. La Canción › Tirar dados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-rolling</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until somebody places a fourth die you may re-roll dice in your pool as often as you like.</source>
        <translation>Hasta que alguien coloque un cuarto dado puedes volver a tirar los dados de tu reserva tantas veces como quieras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Re-rolling Dice</source>
        <translation>1. La Canción › Volver a tirar dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die in hand</source>
        <translation>Un dado en la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die you were holding when the Bridge was called may be rolled once more.</source>
        <translation>Un dado que tenías en la mano cuando se anunció el Puente puede tirarse una vez más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take it to the Bridge!</source>
        <translation>¡Al Puente!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to place a fourth die calls the Bridge: nobody re-rolls any more, and the remaining dice are placed.</source>
        <translation>El primer jugador en colocar un cuarto dado anuncia el Puente: nadie vuelve a tirar y se colocan los dados restantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › Using Symbols</source>
        <translation>2. El Puente › Usar símbolos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notation symbols</source>
        <translation>Símbolos de Notación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase a Notation symbol to change one of your unplaced dice, any time in the Song, even after the Bridge is called.</source>
        <translation>Borra un símbolo de Notación para cambiar uno de tus dados sin colocar, en cualquier momento de la Canción, incluso tras anunciarse el Puente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Using Symbols › Flat</source>
        <translation>Usar símbolos › Bemol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flat</source>
        <translation>Bemol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower a die by 1; a 1 becomes a 6.</source>
        <translation>Baja un dado 1; un 1 pasa a ser un 6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Sharp</source>
        <translation>Usar símbolos › Sostenido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Sostenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise a die by 1; a 6 becomes a 1.</source>
        <translation>Sube un dado 1; un 6 pasa a ser un 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Repeat</source>
        <translation>Usar símbolos › Repetición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repeat</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to the value of another of your dice, placed or not.</source>
        <translation>Pon un dado al valor de otro de tus dados, colocado o no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Rest</source>
        <translation>Usar símbolos › Silencio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Silencio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to a value none of your dice shows.</source>
        <translation>Pon un dado a un valor que no muestre ninguno de tus dados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The Song › Taking the Initiative</source>
        <translation>1. La Canción › Tomar la Iniciativa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing your fourth die takes the lowest Initiative token left; with the Audience cards the 1st brings a Spotlight.</source>
        <translation>Colocar tu cuarto dado te da la ficha de Iniciativa más baja que quede; con las cartas de Público la 1.ª trae un Foco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie takes the token for you. The 1st token&apos;s Spotlight comes only with the Audience cards, in the turn-based rules too (there the tokens are laid out without the cards, for the placing order only).</source>
        <translation>Roadie coge la ficha por ti. El Foco de la ficha 1.ª solo viene con las cartas de Público, también en las reglas por turnos (allí las fichas se colocan sin las cartas, solo para el orden de colocación).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real time</source>
        <translation>Tiempo real</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claims are ordered by the table&apos;s clock; time never runs backwards.</source>
        <translation>Las reclamaciones se ordenan por el reloj de la mesa; el tiempo nunca va hacia atrás.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All dice placed</source>
        <translation>Todos los dados colocados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Song ends when every player has placed their dice, “if they still can”.</source>
        <translation>La Canción termina cuando cada jugador ha colocado sus dados, «si aún puede».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a die that has no free space in its row, whose Harmony space already holds your colour, and that can&apos;t be rolled again (after the call: unless it was in your hand, or an Audience card gives a re-roll) stays unplaced. Notation symbols may still change it; or you leave it off the song. The Song ends when every player is done: all dice placed, or the rest left or stuck with no Notation symbol to change them. In the turn-based rules a done player&apos;s turn passes, and the Song ends after the second round.</source>
        <translation>La lectura de Roadie: un dado que no tiene espacio libre en su fila, cuyo espacio de Armonía ya tiene tu color y que no puede volver a tirarse (tras el anuncio: salvo que estuviera en tu mano o una carta de Público dé una tirada) se queda sin colocar. Los símbolos de Notación aún pueden cambiarlo; o lo dejas fuera de la canción. La Canción termina cuando cada jugador ha acabado: todos los dados colocados, o el resto dejados o atascados sin símbolo de Notación que los cambie. En las reglas por turnos el turno de un jugador que ha acabado pasa, y la Canción termina tras la segunda vuelta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Using Symbols</source>
        <translation>Usar símbolos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A full Notes track</source>
        <translation>Una pista de Notas llena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Notes track has a fixed number of boxes; a full one takes no more marks.</source>
        <translation>Cada pista de Notas tiene un número fijo de casillas; una llena no admite más marcas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a full track is never offered as a choice (Keys, Vocals, Audience cards); when every track is full the owed symbol is dropped and the log says so, as it does for a discard reward or a copy that finds its track full.</source>
        <translation>La lectura de Roadie: una pista llena nunca se ofrece como opción (Teclados, Voz, cartas de Público); cuando todas las pistas están llenas el símbolo debido se pierde y el registro lo dice, igual que con una recompensa de descarte o una copia que encuentra su pista llena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instrument Solos › Pick One</source>
        <translation>Solos de instrumento › Elige uno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick one groove</source>
        <translation>Elige un groove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw exactly one of your grooves on your solo each song, if any fits.</source>
        <translation>Dibuja exactamente uno de tus grooves en tu solo en cada canción, si alguno cabe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Solos › Find Your Grooves</source>
        <translation>Solos de instrumento › Encuentra tus grooves</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grooves</source>
        <translation>Grooves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A groove is 1 to 4 of your dice linked side by side or corner to corner; Harmony dice never count, and you may leave dice out if the rest stay linked.</source>
        <translation>Un groove son de 1 a 4 de tus dados enlazados lado con lado o esquina con esquina; los dados de Armonía nunca cuentan, y puedes dejar dados fuera si el resto sigue enlazado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+3"/>
        <source>Instrument Solos › Play Your Solo</source>
        <translation>Solos de instrumento › Toca tu solo</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Same shape</source>
        <translation>Misma forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The groove keeps its shape on the solo grid, turned or flipped as you like.</source>
        <translation>El groove mantiene su forma en la cuadrícula del solo, girado o volteado como quieras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start space</source>
        <translation>Espacio de inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first groove covers the start space beside &gt;&gt;&gt;.</source>
        <translation>Tu primer groove cubre el espacio de inicio junto a &gt;&gt;&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touch another groove</source>
        <translation>Toca otro groove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every later groove touches one already drawn, side or corner.</source>
        <translation>Cada groove posterior toca uno ya dibujado, por lado o esquina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No overlap</source>
        <translation>Sin solapamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves never overlap, and never cross each other diagonally.</source>
        <translation>Los grooves nunca se solapan ni se cruzan en diagonal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: two grooves may not each pass diagonally through the same corner of four spaces.</source>
        <translation>La lectura de Roadie: dos grooves no pueden pasar cada uno en diagonal por la misma esquina de cuatro espacios.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Solos › Solo Benefits</source>
        <translation>Solos de instrumento › Beneficios del solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Benefits</source>
        <translation>Beneficios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enclosed points score at the end, enclosed symbols are gained at once, and the highest multiplier in a groove multiplies everything else in it.</source>
        <translation>Los puntos rodeados puntúan al final, los símbolos rodeados se ganan al momento, y el multiplicador más alto de un groove multiplica todo lo demás de él.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Horn</source>
        <translation>Símbolos de instrumento › La Trompeta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Horn</source>
        <translation>La Trompeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers enclosed in the rightmost column are multiplied by the number of enclosed Horn symbols, when there are two or more.</source>
        <translation>Los números rodeados en la columna de la derecha se multiplican por el número de símbolos de Trompeta rodeados, cuando hay dos o más.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a groove&apos;s multiplier applies to those numbers first; Horn symbols themselves are never multiplied.</source>
        <translation>La lectura de Roadie: el multiplicador de un groove se aplica primero a esos números; los símbolos de Trompeta nunca se multiplican.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Drums</source>
        <translation>Símbolos de instrumento › La Batería</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Drums</source>
        <translation>La Batería</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drums and a Sticks in the same groove score 7 as a pair; multipliers apply.</source>
        <translation>Un Tambor y unas Baquetas en el mismo groove puntúan 7 como pareja; se aplican multiplicadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Keys</source>
        <translation>Símbolos de instrumento › Los Teclados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Keys</source>
        <translation>Los Teclados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An enclosed Keys symbol gives one Notation symbol of your choice at once; multipliers give more.</source>
        <translation>Un símbolo de Teclado rodeado da al momento un símbolo de Notación a tu elección; los multiplicadores dan más.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Sax</source>
        <translation>Símbolos de instrumento › El Saxo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Sax</source>
        <translation>El Saxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each enclosed Sax symbol scores at the end; multipliers apply.</source>
        <translation>Cada símbolo de Saxo rodeado puntúa al final; se aplican multiplicadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Symbols › The Vocals</source>
        <translation>Símbolos de instrumento › La Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Vocals</source>
        <translation>La Voz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals symbol copies one other symbol in its groove at once and is crossed out; left uncrossed, it copies a point space of its groove at the end. Multipliers apply once.</source>
        <translation>Un símbolo de Voz copia al momento otro símbolo de su groove y se tacha; si no se tacha, copia al final un espacio de puntos de su groove. Los multiplicadores se aplican una vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: each uncrossed Vocals copies a different point space of its groove, the best ones first.</source>
        <translation>La lectura de Roadie: cada Voz sin tachar copia un espacio de puntos distinto de su groove, los mejores primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Bass</source>
        <translation>Símbolos de instrumento › El Bajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Bass</source>
        <translation>El Bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of the two widest rows scores 10 when grooves fill it.</source>
        <translation>Cada una de las dos filas más anchas puntúa 10 cuando los grooves la llenan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. The Bridge › b. Score Harmonies</source>
        <translation>2. El Puente › b. Puntuar Armonías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmonies</source>
        <translation>Armonías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die of yours in a Harmony space scores 2 for every filled space of that row, Harmony spaces not counted.</source>
        <translation>Un dado tuyo en un espacio de Armonía puntúa 2 por cada espacio ocupado de esa fila, sin contar los espacios de Armonía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › c. Remove Dice, Gain Bonuses</source>
        <translation>2. El Puente › c. Retirar dados, ganar bonificaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove dice</source>
        <translation>Retirar dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice leave the song one by one; you mark the symbol under each of yours.</source>
        <translation>Los dados salen de la canción uno a uno; marcas el símbolo bajo cada uno de los tuyos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the Notes section holds a limited number of each Notation symbol; marks beyond it are lost.</source>
        <translation>La lectura de Roadie: la sección de Notas admite un número limitado de cada símbolo de Notación; las marcas que no caben se pierden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+9"/>
        <source>3. The Applause</source>
        <translation>3. El Aplauso</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Applause order</source>
        <translation>Orden del Aplauso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order, players without a token last, each player buys or discards one card of the row, or lets it be.</source>
        <translation>En orden de Iniciativa, los jugadores sin ficha al final, cada jugador compra o descarta una carta de la fila, o la deja estar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Buying Cards</source>
        <translation>3. El Aplauso › Comprar cartas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the card&apos;s cost in Spotlights to take it; an immediate effect happens now.</source>
        <translation>Paga el coste de la carta en Focos para cogerla; un efecto inmediato ocurre ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Discarding Cards</source>
        <translation>3. El Aplauso › Descartar cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card from the row to gain its reward; nobody can buy it then.</source>
        <translation>Descarta una carta de la fila para ganar su recompensa; entonces nadie puede comprarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices first</source>
        <translation>Primero las elecciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the choice you owe (a symbol to pick, a groove to draw) first.</source>
        <translation>Termina primero la elección que debes (un símbolo que elegir, un groove que dibujar).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. The Tune-Up</source>
        <translation>4. La Afinación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune-Up</source>
        <translation>Afinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice go home, the next song of the set list opens, and a new row of Audience cards is revealed.</source>
        <translation>Los dados vuelven a casa, se abre la siguiente canción del repertorio y se revela una nueva fila de cartas de Público.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final Scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo points, 1 per Spotlight, Audience cards, 5 per player with fewer of each symbol than you, 5 per set of four different Notation symbols, and Harmonies; ties share the win.</source>
        <translation>Puntos del solo, 1 por Foco, cartas de Público, 5 por cada jugador con menos que tú de cada símbolo, 5 por cada set de cuatro símbolos de Notación distintos, y Armonías; los empates comparten la victoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Spotlights are a Symbol in the majorities too, counted as you hold them at the end (those spent on Audience cards are rubbed out).</source>
        <translation>La lectura de Roadie: los Focos también son un Símbolo en las mayorías, contados según los tengas al final (los gastados en cartas de Público se borran).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>Alternative Turn-Based Rules</source>
        <translation>Reglas alternativas por turnos</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Lock in</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll freely and lock dice in on your instrument board; with all four locked, take an Initiative token (players - 1 of them). Dice are locked in only then, before the placing.</source>
        <translation>Vuelve a tirar libremente y fija dados en tu tablero de instrumento; con los cuatro fijados, coge una ficha de Iniciativa (hay jugadores - 1). Los dados se fijan solo entonces, antes de colocarlos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: notation symbols may still change locked dice.</source>
        <translation>La lectura de Roadie: los símbolos de notación aún pueden cambiar dados fijados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last player</source>
        <translation>Último jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the tokens are gone the last player stops re-rolling.</source>
        <translation>Cuando se acaban las fichas, el último jugador deja de volver a tirar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the end of re-rolling here is the turn-based Bridge call: an Audience card&apos;s re-roll may still roll one of your locked dice while the dice are placed (it stays locked in).</source>
        <translation>La lectura de Roadie: el fin de las tiradas aquí es el anuncio del Puente por turnos: la tirada de una carta de Público aún puede volver a tirar uno de tus dados fijados mientras se colocan los dados (sigue fijado).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place in order</source>
        <translation>Colocar en orden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order each player places 2 dice; then once more.</source>
        <translation>En orden de Iniciativa cada jugador coloca 2 dados; luego una vez más.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Rolling Dice</source>
        <translation>El Duelo › Tirar dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolls</source>
        <translation>El Aspirante tira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time you roll, The Challenger rolls one die; unless it is a 6 it goes on the leftmost free space of its row before you place again.</source>
        <translation>Cada vez que tiras, el Aspirante tira un dado; salvo que sea un 6, va al espacio libre más a la izquierda de su fila antes de que vuelvas a colocar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “the space that matches the corresponding symbol” is the row of the die&apos;s value; it takes that row&apos;s leftmost free space, never a Harmony space, and stays off the song when the row is full. It rolls with an Audience card&apos;s re-roll too.</source>
        <translation>La lectura de Roadie: «el espacio que coincide con el símbolo correspondiente» es la fila del valor del dado; ocupa el espacio libre más a la izquierda de esa fila, nunca un espacio de Armonía, y se queda fuera de la canción si la fila está llena. También tira con la tirada de una carta de Público.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Showdown › The Bridge</source>
        <translation>El Duelo › El Puente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of re-rolling</source>
        <translation>Fin de las tiradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You stop re-rolling once you place a die, the Challenger&apos;s fourth die is placed, or the timer runs out.</source>
        <translation>Dejas de volver a tirar en cuanto colocas un dado, se coloca el cuarto dado del Aspirante o se acaba el tiempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: that is The Showdown&apos;s Bridge call, so an Audience card&apos;s re-roll still works after it.</source>
        <translation>La lectura de Roadie: ese es el anuncio del Puente en el Duelo, así que la tirada de una carta de Público sigue funcionando después.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › The Applause</source>
        <translation>El Duelo › El Aplauso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s Applause</source>
        <translation>El Aplauso del Aspirante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger discards first: 1 card for 2 placed dice, 2 for 3-4 or if the timer beat you, picking rewards for its emptiest symbol track.</source>
        <translation>El Aspirante descarta primero: 1 carta por 2 dados colocados, 2 por 3-4 o si el reloj te ganó, eligiendo recompensas para su pista de símbolos más vacía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the upper-leftmost empty space of its symbol tracker is in the leftmost column with an empty space, so its emptiest track comes first, ties going to the upper track (Flat, Sharp, Repeat, Rest, Spotlight); when no card in the row rewards that symbol, the next track in that order is tried.</source>
        <translation>La lectura de Roadie: el espacio vacío más arriba a la izquierda de su marcador de símbolos está en la columna más a la izquierda con un espacio vacío, así que su pista más vacía va primero, y en empate la de más arriba (Bemol, Sostenido, Repetición, Silencio, Foco); cuando ninguna carta de la fila recompensa ese símbolo, se prueba la siguiente pista en ese orden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Showdown › Unplaced Dice</source>
        <translation>El Duelo › Dados sin colocar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced Challenger dice</source>
        <translation>Dados sin colocar del Aspirante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Challenger die left off the song is worth 5 to it.</source>
        <translation>Cada dado del Aspirante que queda fuera de la canción le vale 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown › Endgame Scoring</source>
        <translation>El Duelo › Puntuación final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger scores</source>
        <translation>El Aspirante puntúa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s symbol majorities are worth 10; beat its total to win; Hard gives it 20 points to start, Expert 30.</source>
        <translation>Las mayorías de símbolos del Aspirante valen 10; supera su total para ganar; Difícil le da 20 puntos de salida, Experto 30.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Difficulty Balancing</source>
        <translation>El Duelo › Ajuste de dificultad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Timer</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the timer on, time up ends re-rolling for the song.</source>
        <translation>Con el reloj activado, cuando se acaba el tiempo terminan las tiradas de la canción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the timer runs from the moment the song opens; the rules check the time of every claim, so a re-roll after it is refused and any other claim after it first records that the timer beat you. A time-up is never undone.</source>
        <translation>La lectura de Roadie: el reloj corre desde que se abre la canción; las reglas comprueban la hora de cada reclamación, así que una tirada posterior se rechaza y cualquier otra reclamación posterior registra primero que el reloj te ganó. Un fin de tiempo nunca se deshace.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/song.py" line="+43"/>
        <source>That claim is older than the table&apos;s clock.</source>
        <translation>Esa reclamación es anterior al reloj de la mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That belongs to the Song phase.</source>
        <translation>Eso pertenece a la fase de la Canción.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Your remaining dice can&apos;t be placed this song.</source>
        <translation>Tus dados restantes no se pueden colocar en esta canción.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Only dice in your pool can be re-rolled.</source>
        <translation>Solo se pueden volver a tirar los dados de tu reserva.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The dice are being placed: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Se están colocando los dados: no se vuelve a tirar, salvo con la tirada de una carta de Público.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-rolling is over for this song, except with an Audience card&apos;s re-roll.</source>
        <translation>Se acabaron las tiradas en esta canción, salvo con la tirada de una carta de Público.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The timer has run out: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Se acabó el tiempo: no se vuelve a tirar, salvo con la tirada de una carta de Público.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Bridge has been called: no more re-rolling, except a die that was in your hand or an Audience card&apos;s re-roll.</source>
        <translation>Se ha anunciado el Puente: no se vuelve a tirar, salvo un dado que estuviera en tu mano o con la tirada de una carta de Público.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only a die in your tray can be picked up.</source>
        <translation>Solo se puede coger un dado de tu bandeja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold a die: one hand, one die.</source>
        <translation>Ya tienes un dado en la mano: una mano, un dado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You can still place or roll a die.</source>
        <translation>Aún puedes colocar o tirar un dado.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That die is on the song already, or the turn-based placing takes only locked-in dice.</source>
        <translation>Ese dado ya está en la canción, o la colocación por turnos solo admite dados fijados.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold a die: place that one first, one hand, one die.</source>
        <translation>Tienes un dado en la mano: coloca ese primero, una mano, un dado.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That space is taken.</source>
        <translation>Ese espacio está ocupado.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A {value} goes in the Harmony space of row {value} only.</source>
        <translation>Un {value} solo va en el espacio de Armonía de la fila {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {value} goes in row {value}.</source>
        <translation>Un {value} va en la fila {value}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your colour already sits in this Harmony space.</source>
        <translation>Tu color ya está en este espacio de Armonía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} has no such space.</source>
        <translation>La fila {row} no tiene ese espacio.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wait for your turn to place dice.</source>
        <translation>Espera tu turno para colocar dados.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Notation symbols change unplaced dice only.</source>
        <translation>Los símbolos de Notación solo cambian dados sin colocar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Spotlight is not a Notation symbol.</source>
        <translation>Un Foco no es un símbolo de Notación.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {symbol} to erase.</source>
        <translation>No tienes ningún {symbol} que borrar.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>Flat and Sharp move a die by one: no value to choose.</source>
        <translation>Bemol y Sostenido mueven un dado en uno: no hay valor que elegir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat turns a die to another of your dice&apos;s values.</source>
        <translation>Repetición pone un dado al valor de otro de tus dados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest turns a die to a value none of your dice shows.</source>
        <translation>Silencio pone un dado a un valor que no muestre ninguno de tus dados.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Dice are locked in on your board only in the turn-based rules, before the placing starts.</source>
        <translation>Los dados se fijan en tu tablero solo en las reglas por turnos, antes de empezar a colocar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a die in your tray can be locked in.</source>
        <translation>Solo se puede fijar un dado de tu bandeja.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No timer is running.</source>
        <translation>No hay ningún reloj en marcha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The timer is still running.</source>
        <translation>El reloj aún está en marcha.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/table.py" line="+71"/>
        <source>Die {die} is not one of yours.</source>
        <translation>El dado {die} no es tuyo.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/client.py" line="+85"/>
        <source>That seat is not yours to play.</source>
        <translation>Ese asiento no te toca a ti.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/match.py" line="-10"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may take back your own last action, if nobody has acted since and it revealed nothing (no roll, no card drawn), in solo and hot-seat play; never in network play.</source>
        <translation>Puedes deshacer tu propia última acción si nadie ha actuado desde entonces y no reveló nada (ninguna tirada, ninguna carta robada), en partidas en solitario y en la misma pantalla; nunca en red.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game › Pause (P) stops the clock and the bots; nobody acts until play goes on. In a network game any player may pause every table; the one who paused, or the host, resumes, after a three-second count-in on every table.</source>
        <translation>Partida › Pausa (P) detiene el reloj y los bots; nadie actúa hasta que se reanuda. En red, cualquier jugador puede pausar todas las mesas; quien pausó, o el anfitrión, reanuda, tras una cuenta atrás de tres segundos en cada mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seats</source>
        <translation>Tus asientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a table you act only for the seats you sit in; bots and other players act for theirs.</source>
        <translation>En una mesa actúas solo por los asientos que ocupas; los bots y los demás jugadores actúan por los suyos.</translation>
    </message>
    <message>
        <location line="+184"/>
        <location filename="../desktop/roadie/net/client.py" line="-272"/>
        <source>There is nothing of yours to undo.</source>
        <translation>No hay nada tuyo que deshacer.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="-6"/>
        <source>The game is paused: play goes on when {name} resumes it.</source>
        <translation>La partida está en pausa: sigue cuando {name} la reanude.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/scoring.py" line="+16"/>
        <source>Starting money</source>
        <translation>Dinero inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st place payouts</source>
        <translation>Pagos de 1.er puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold payouts</source>
        <translation>Pagos de umbral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched moods</source>
        <translation>Ambientes coincidentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tips paid</source>
        <translation>Propinas pagadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standards paid for</source>
        <translation>Estándares pagados</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+38"/>
        <source>Value-pairs</source>
        <translation>Pares de valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min Gigs</source>
        <translation>Gigs mínimos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max Gigs</source>
        <translation>Gigs máximos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in the Gig area</source>
        <translation>Dados en la zona de Gig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice in the fixer area</source>
        <translation>Dados en la zona de arreglos</translation>
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
        <translation>Focos</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Audience cards</source>
        <translation>Cartas de Público</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Symbol majorities</source>
        <translation>Mayorías de símbolos</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>Notation sets</source>
        <translation>Sets de Notación</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Harmonies</source>
        <translation>Armonías</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Head start</source>
        <translation>Ventaja inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced dice</source>
        <translation>Dados sin colocar</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/scoring.py" line="+11"/>
        <source>Gigs</source>
        <translation>Bolos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Outs</source>
        <translation>Salidas de marcha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studios and promotion</source>
        <translation>Estudios y promoción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Personal Goals</source>
        <translation>Objetivos personales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonuses</source>
        <translation>Bonificaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalties</source>
        <translation>Regalías</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Mánagers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and perks</source>
        <translation>Cartas y ventajas</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/explain.py" line="+70"/>
        <source>For you now</source>
        <translation>Para ti ahora</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Why not?</source>
        <translation>¿Por qué no?</translation>
    </message>
</context>
</TS>
