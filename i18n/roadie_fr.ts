<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="+134"/>
        <source>{name} used {song}: %n songs back from the discards to their hand.</source>
        <translation>
            <numerusform>{name} a utilisé {song}&#xa0;: %n chanson reprise de la défausse en main.</numerusform>
            <numerusform>{name} a utilisé {song}&#xa0;: %n chansons reprises de la défausse en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="+77"/>
        <source>%n songs in hand, %1 discarded</source>
        <translation>
            <numerusform>Chanson en main&#xa0;: %n, défaussées&#xa0;: %1</numerusform>
            <numerusform>Chansons en main&#xa0;: %n, défaussées&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n songs in hand</source>
        <translation>
            <numerusform>Chanson en main&#xa0;: %n</numerusform>
            <numerusform>Chansons en main&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%1 energy in supply · %n songs in its deck</source>
        <translation>
            <numerusform>Énergie en stock&#xa0;: %1 · chanson dans sa pioche&#xa0;: %n</numerusform>
            <numerusform>Énergie en stock&#xa0;: %1 · chansons dans sa pioche&#xa0;: %n</numerusform>
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
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="+288"/>
        <source>%n dice left off: +%1</source>
        <translation>
            <numerusform>%n dé hors jeu&#xa0;: +%1</numerusform>
            <numerusform>%n dés hors jeu&#xa0;: +%1</numerusform>
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
            <numerusform>%n de ses dés est hors de la chanson&#xa0;: +%1 points.</numerusform>
            <numerusform>%n de ses dés sont hors de la chanson&#xa0;: +%1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_explain.py" line="+170"/>
        <source>%1: $%n — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;$ — cliquez une ligne pour voir sa règle et quand il a été gagné</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;$ — cliquez une ligne pour voir sa règle et quand ils ont été gagnés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n Fame — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1&#xa0;: %n Gloire — cliquez une ligne pour voir sa règle et quand elle a été gagnée</numerusform>
            <numerusform>%1&#xa0;: %n Gloire — cliquez une ligne pour voir sa règle et quand elle a été gagnée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n points — click a line to see its rule and when it was earned</source>
        <translation>
            <numerusform>%1&#xa0;: %n point — cliquez une ligne pour voir sa règle et quand elle a été gagnée</numerusform>
            <numerusform>%1&#xa0;: %n points — cliquez une ligne pour voir sa règle et quand elle a été gagnée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/score_moments.py" line="+103"/>
        <source>%n dice left off the song</source>
        <translation>
            <numerusform>%n dé hors de la chanson</numerusform>
            <numerusform>%n dés hors de la chanson</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/roadie/ui/main_window.py" line="+353"/>
        <source>This game&apos;s autosave is damaged: its last %n actions could not be restored, and the game goes on from before them.</source>
        <translation>
            <numerusform>La sauvegarde automatique de cette partie est endommagée&#xa0;: sa dernière action (%n) n’a pas pu être restaurée, et la partie reprend juste avant.</numerusform>
            <numerusform>La sauvegarde automatique de cette partie est endommagée&#xa0;: ses %n dernières actions n’ont pas pu être restaurées, et la partie reprend juste avant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionLog</name>
    <message>
        <location filename="../desktop/roadie/ui/action_log.py" line="+51"/>
        <source>Action log</source>
        <translation>Journal des actions</translation>
    </message>
</context>
<context>
    <name>Bar</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/panel.py" line="+71"/>
        <source>Your turn: buy or discard one Audience card</source>
        <translation>À vous&#xa0;: achetez ou défaussez une carte Public</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card onto your board to buy it (cost in Spotlights), or onto Discard for its reward.</source>
        <translation>Glissez une carte sur votre plateau pour l&apos;acheter (coût en Projecteurs), ou sur la Défausse pour sa récompense.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let them be</source>
        <translation>Les laisser</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Applause: %1 chooses a card…</source>
        <translation>Les Applaudissements&#xa0;: %1 choisit une carte…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your solo is done: waiting for the others…</source>
        <translation>Votre solo est fini&#xa0;: en attente des autres…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your turn: drag 2 locked dice onto the song</source>
        <translation>À vous&#xa0;: glissez 2 dés verrouillés sur la chanson</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is placing: wait for your turn</source>
        <translation>%1 place ses dés&#xa0;: attendez votre tour</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a groove (its dice), then click the grid</source>
        <translation>Choisissez un groove (ses dés), puis cliquez sur la grille</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More  (G)</source>
        <translation>Suivant  (G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn  (T)</source>
        <translation>Tourner  (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip  (F)</source>
        <translation>Retourner  (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <source>Next fit  (N)</source>
        <translation>Place suivante  (N)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Play solo  (Enter)</source>
        <translation>Jouer le solo  (Entrée)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Choose a Notation symbol (%1 to go)</source>
        <translation>Choisissez un symbole de Notation (encore %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vocals: copy a symbol now, or keep it</source>
        <translation>Chant&#xa0;: copiez un symbole maintenant, ou gardez-le</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw an extra groove of up to %1</source>
        <translation>Tracez un groove supplémentaire de %1 cases au plus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw it</source>
        <translation>Le tracer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No room: go on</source>
        <translation>Pas de place&#xa0;: continuer</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="+276"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass for the rest of this round? You take no more turns until the next round.</source>
        <translation>Passer pour le reste de la manche&#xa0;? Vous ne jouerez plus avant la manche suivante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish my song</source>
        <translation>Terminer ma chanson</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn from the deck</source>
        <translation>Apprendre de la pioche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the money</source>
        <translation>Prendre l&apos;argent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip the ability</source>
        <translation>Ignorer la capacité</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Drag a song onto a crowd, energy onto a band member, a Market card onto your hand; or click a piece and then its lit target. Right-click for more.</source>
        <translation>Glissez une chanson sur une foule, de l&apos;énergie sur un musicien, une carte du Marché dans votre main&#xa0;; ou cliquez sur une pièce puis sur sa cible éclairée. Clic droit pour plus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space: pick up, then Enter on a lit place&lt;br/&gt;On a song in your hand or a Standard: a number plays it to that crowd&lt;br/&gt;On your energy: a number tips that band member · L on the Market or the deck: learn&lt;br/&gt;On your song: F finishes it, a number puts that much energy into the crowd · On kept energy: a number puts it back on that band member&lt;br/&gt;Ctrl+Return: pass · Ctrl+Shift+Return: finish my song · Ctrl+L: learn from the deck&lt;br/&gt;Ctrl+M: take the money · Ctrl+K: skip the ability · Ctrl+Z: undo&lt;br/&gt;Menu key or right click: everything a piece can do</source>
        <translation>Tab / Maj+Tab&#xa0;: d&apos;une pièce à l&apos;autre · Entrée ou Espace&#xa0;: prendre, puis Entrée sur une place éclairée&lt;br/&gt;Sur une chanson de votre main ou un Standard&#xa0;: un chiffre la joue pour cette foule&lt;br/&gt;Sur votre énergie&#xa0;: un chiffre donne un pourboire à ce musicien · L sur le Marché ou la pioche&#xa0;: apprendre&lt;br/&gt;Sur votre chanson&#xa0;: F la termine, un chiffre met autant d&apos;énergie dans la foule · Sur l&apos;énergie gardée&#xa0;: un chiffre la remet sur ce musicien&lt;br/&gt;Ctrl+Entrée&#xa0;: passer · Ctrl+Maj+Entrée&#xa0;: terminer ma chanson · Ctrl+L&#xa0;: apprendre de la pioche&lt;br/&gt;Ctrl+M&#xa0;: prendre l&apos;argent · Ctrl+K&#xa0;: ignorer la capacité · Ctrl+Z&#xa0;: annuler&lt;br/&gt;Touche Menu ou clic droit&#xa0;: tout ce qu&apos;une pièce peut faire</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="+188"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %4 · %2: %3</source>
        <translation>Manche %1 sur %4 · %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/board.py" line="+101"/>
        <source>Dice tray</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag a die into one of your areas to roll it in.</source>
        <translation>Glissez un dé dans l&apos;une de vos zones pour l&apos;y lancer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A d%1: drag it to your Gig or fixer area, or press G or F.</source>
        <translation>Un d%1&#xa0;: glissez-le dans votre zone Gig ou Fixer, ou appuyez sur G ou F.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trash</source>
        <translation>Corbeille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a die here to remove it.</source>
        <translation>Déposez un dé ici pour le retirer.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+106"/>
        <source>Gig area</source>
        <translation>Zone Gig</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Fixer area</source>
        <translation>Zone Fixer</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1/%2 dice · %3 min · %4 max</source>
        <translation>%1/%2 dés · %3 min · %4 max</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No value-pairs</source>
        <translation>Aucune paire de valeurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value-pairs: %1</source>
        <translation>Paires de valeurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>fixer area</source>
        <translation>zone Fixer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s d%2 showing %3 (%4)</source>
        <translation>d%2 de %1 sur %3 (%4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End session</source>
        <translation>Finir la session</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drag dice, or click one and then a lit place. Right-click or keys for more: + − R M S W Del, numbers set.</source>
        <translation>Glissez les dés, ou cliquez sur un dé puis sur une place éclairée. Clic droit ou touches pour plus&#xa0;: + − R M S W Suppr, les chiffres fixent la valeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from die to area to die&lt;br/&gt;Enter or Space: pick up the die, then Enter on a lit place to put it there&lt;br/&gt;G / F on a tray die: roll it into your Gig / fixer area&lt;br/&gt;+ / −: increase / decrease · R: re-roll · M: move · S: steal · Del: remove&lt;br/&gt;W on two dice: swap them · number keys: set the value · Esc: put down&lt;br/&gt;Menu key or right click: every action on a die&lt;br/&gt;Ctrl+Return: end turn · Ctrl+Shift+Return: end session · Ctrl+Z: undo</source>
        <translation>Tab / Maj+Tab&#xa0;: d&apos;un dé à une zone à un dé&lt;br/&gt;Entrée ou Espace&#xa0;: prendre le dé, puis Entrée sur une place éclairée pour l&apos;y poser&lt;br/&gt;G / F sur un dé de la réserve&#xa0;: le lancer dans votre zone Gig / Fixer&lt;br/&gt;+ / −&#xa0;: augmenter / diminuer · R&#xa0;: relancer · M&#xa0;: déplacer · S&#xa0;: voler · Suppr&#xa0;: retirer&lt;br/&gt;W sur deux dés&#xa0;: les échanger · chiffres&#xa0;: fixer la valeur · Échap&#xa0;: reposer&lt;br/&gt;Touche Menu ou clic droit&#xa0;: toutes les actions sur un dé&lt;br/&gt;Ctrl+Entrée&#xa0;: finir le tour · Ctrl+Maj+Entrée&#xa0;: finir la session · Ctrl+Z&#xa0;: annuler</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The session is over</source>
        <translation>La session est terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · %2&apos;s turn</source>
        <translation>Manche %1 · tour de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %3 · %2&apos;s turn</source>
        <translation>Manche %1 sur %3 · tour de %2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Swap: now choose the other Gig and press W (Esc cancels).</source>
        <translation>Échange&#xa0;: choisissez maintenant l&apos;autre Gig et appuyez sur W (Échap annule).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Roll into your Gig area	G</source>
        <translation>Lancer dans votre zone Gig	G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll into your fixer area	F</source>
        <translation>Lancer dans votre zone Fixer	F</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-roll	R</source>
        <translation>Relancer	R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increase by 1	+</source>
        <translation>Augmenter de 1	+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease by 1	-</source>
        <translation>Diminuer de 1	-</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to %1	%1</source>
        <translation>Mettre à %1	%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move to your fixer area	M</source>
        <translation>Déplacer vers votre zone Fixer	M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from the table	Del</source>
        <translation>Retirer de la table	Suppr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steal into your Gig area	S</source>
        <translation>Voler dans votre zone Gig	S</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Swap with %1</source>
        <translation>Échanger avec %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="+141"/>
        <source>Buy: drop the card here</source>
        <translation>Acheter&#xa0;: déposez la carte ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Verrouiller&#xa0;: glissez un dé ici  (L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your instrument board: drop a die here to lock it in.</source>
        <translation>Votre plateau d&apos;instrument&#xa0;: déposez un dé ici pour le verrouiller.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Re-roll all  (R)</source>
        <translation>Tout relancer  (R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re-roll the selected dice, or all of your tray when none is selected. Click “select” under a die, or press S on it.</source>
        <translation>Relance les dés sélectionnés, ou toute votre réserve si aucun ne l&apos;est. Cliquez sur «&#xa0;choisir&#xa0;» sous un dé, ou appuyez sur S.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>select</source>
        <translation>choisir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience</source>
        <translation>Public</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop an Audience card here to discard it for its reward.</source>
        <translation>Déposez ici une carte Public pour la défausser contre sa récompense.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Take it to the Bridge!</source>
        <translation>Take it to the Bridge!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 placed a fourth die: no more re-rolling.</source>
        <translation>%1 a placé un quatrième dé&#xa0;: plus de relance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clash!</source>
        <translation>Collision&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both dice go back and roll again.</source>
        <translation>Les deux dés reviennent et sont relancés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge</source>
        <translation>Le Pont</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play your solos.</source>
        <translation>Jouez vos solos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause</source>
        <translation>Les Applaudissements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or discard one Audience card each.</source>
        <translation>Chacun achète ou défausse une carte Public.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Re-roll (selected or all)</source>
        <translation>Relancer (sélection ou tout)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave stuck dice</source>
        <translation>Laisser les dés bloqués</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the Audience be</source>
        <translation>Laisser le Public</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a groove (a button under your grid, or one of your dice on the song), then click your solo grid to draw it. T turns it, F flips it, G takes the next groove.</source>
        <translation>Choisissez un groove (un bouton sous votre grille, ou l’un de vos dés sur la chanson), puis cliquez sur votre grille de solo pour le tracer. T le tourne, F le retourne, G prend le groove suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag an Audience card onto your board to buy it, or onto the discard for its reward; right-click a card for more.</source>
        <translation>Glissez une carte Public sur votre plateau pour l’acheter, ou sur la défausse contre sa récompense&#xa0;; clic droit sur une carte pour plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a die to a lit space of the song, or click it and then the space. R re-rolls; click a die for notation symbols; right-click for more. Turn-based: drag a die onto your board (or press L) to lock it in.</source>
        <translation>Glissez un dé sur une case éclairée de la chanson, ou cliquez dessus puis sur la case. R relance&#xa0;; cliquez sur un dé pour les symboles de Notation&#xa0;; clic droit pour plus. Au tour par tour&#xa0;: glissez un dé sur votre plateau (ou appuyez sur L) pour le verrouiller.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tab / Shift+Tab: go from die to space · Enter or Space: pick up, then Enter on a lit space&lt;br/&gt;On one of your dice: R re-rolls it · S selects it for a re-roll · H holds it in your hand or puts it back&lt;br/&gt;L locks it in (turn-based) · + / − or a number: a Notation symbol that makes that value&lt;br/&gt;R: re-roll the selected dice (or all) · Ctrl+Shift+L: leave dice that can&apos;t be placed&lt;br/&gt;On the solo grid: arrows move the groove · T turns · F flips · G next groove · N next legal place · Enter draws&lt;br/&gt;On an Audience card: B buys · D discards · Ctrl+Return: let the Audience be&lt;br/&gt;Ctrl+1…4: show another player&apos;s dice (hot-seat) · Ctrl+Z: undo</source>
        <translation>Tab / Maj+Tab&#xa0;: d&apos;un dé à une case · Entrée ou Espace&#xa0;: prendre, puis Entrée sur une case éclairée&lt;br/&gt;Sur l&apos;un de vos dés&#xa0;: R le relance · S le sélectionne pour une relance · H le garde en main ou le repose&lt;br/&gt;L le verrouille (tour par tour) · + / − ou un chiffre&#xa0;: un symbole de Notation qui donne cette valeur&lt;br/&gt;R&#xa0;: relancer les dés sélectionnés (ou tous) · Ctrl+Maj+L&#xa0;: laisser les dés impossibles à placer&lt;br/&gt;Sur la grille du solo&#xa0;: les flèches déplacent le groove · T tourne · F retourne · G groove suivant · N place légale suivante · Entrée trace&lt;br/&gt;Sur une carte Public&#xa0;: B achète · D défausse · Ctrl+Entrée&#xa0;: laisser le Public&lt;br/&gt;Ctrl+1…4&#xa0;: montrer les dés d&apos;un autre joueur (même écran) · Ctrl+Z&#xa0;: annuler</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Song %1 of %2</source>
        <translation>Chanson %1 sur %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/board.py" line="-68"/>
        <source>Drop your standee on an action space.</source>
        <translation>Déposez votre pion sur une case action.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>End my turn</source>
        <translation>Finir mon tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eat Candy</source>
        <translation>Manger un Bonbon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Quitter mon Job</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Setup: click the card you choose among the big buttons on the table. Hover a card for its rule.</source>
        <translation>Mise en place&#xa0;: cliquez, parmi les grands boutons sur la table, sur la carte que vous choisissez. Survolez une carte pour voir sa règle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag your standee from your mat onto a lit space; decisions are the buttons on the table. Hover anything for its rule.</source>
        <translation>Glissez votre pion de votre plateau sur une case éclairée&#xa0;; les décisions sont les boutons sur la table. Survolez un élément pour voir sa règle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tab / Shift+Tab: go from piece to piece · Enter or Space on your standee picks it up, then Enter on a lit space puts it there&lt;br/&gt;P on a space: go there · 1-9: take that decision button&lt;br/&gt;Menu key or right click on a space: its actions (each Candy trade)&lt;br/&gt;Ctrl+Return: end my turn · Ctrl+E: eat Candy · Ctrl+J: quit my Job · Ctrl+Z: undo</source>
        <translation>Tab / Maj+Tab&#xa0;: d&apos;une pièce à l&apos;autre · Entrée ou Espace sur votre pion le prend, puis Entrée sur une case éclairée l&apos;y pose&lt;br/&gt;P sur une case&#xa0;: y aller · 1-9&#xa0;: prendre ce bouton de décision&lt;br/&gt;Touche Menu ou clic droit sur une case&#xa0;: ses actions (chaque échange de Bonbon)&lt;br/&gt;Ctrl+Entrée&#xa0;: finir mon tour · Ctrl+E&#xa0;: manger un Bonbon · Ctrl+J&#xa0;: quitter mon Job · Ctrl+Z&#xa0;: annuler</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Setup: %1</source>
        <translation>Mise en place&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3 acts</source>
        <translation>%1 · %2 · %3 joue</translation>
    </message>
</context>
<context>
    <name>BridgeSummary</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/bridge_summary.py" line="-75"/>
        <location line="+24"/>
        <source>Click a score to see the rule that scored it.</source>
        <translation>Cliquez un score pour voir la règle qui l&apos;a donné.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+64"/>
        <source>The Bridge of song %1</source>
        <translation>Le Pont de la chanson %1</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols marked</source>
        <translation>Symboles marqués</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The Challenger</source>
        <translation>Le Challenger</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>row %1: +%2</source>
        <translation>rangée %1&#xa0;: +%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>groove of %1 · +%2 pts</source>
        <translation>groove de %1 · +%2 pts</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>no solo</source>
        <translation>pas de solo</translation>
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
        <translation>Peintres, tireuses de tarot et touristes appareil photo au cou&#xa0;; les cloches de la cathédrale battent la mesure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frenchmen Street</source>
        <translation>Frenchmen Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locals who know every tune and tip the band that plays it right.</source>
        <translation>Des habitués qui connaissent chaque air et récompensent le groupe qui le joue bien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bourbon Street</source>
        <translation>Bourbon Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud, crowded and generous, if you can make yourself heard over the din.</source>
        <translation>Bruyante, bondée et généreuse, si vous arrivez à vous faire entendre dans le vacarme.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decatur Street</source>
        <translation>Decatur Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoppers drifting between the record stores and the praline counters.</source>
        <translation>Des passants qui flânent entre les disquaires et les comptoirs à pralines.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French Market</source>
        <translation>French Market</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendors hum along while they stack the hot sauce and the alligator jerky.</source>
        <translation>Les marchands fredonnent en empilant la sauce piquante et la viande d&apos;alligator séchée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Congo Square</source>
        <translation>Congo Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummers have gathered under these oaks for centuries; the crowd expects you to bring it.</source>
        <translation>Les percussionnistes se retrouvent sous ces chênes depuis des siècles&#xa0;; la foule attend que vous soyez à la hauteur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Street</source>
        <translation>Magazine Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neighbours on their way to the corner café, happy to stop for a song or two.</source>
        <translation>Des voisins en route vers le café du coin, ravis de s&apos;arrêter pour une chanson ou deux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St. Charles Avenue</source>
        <translation>St. Charles Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar riders lean out of the windows under the live oaks.</source>
        <translation>Les passagers du tramway se penchent aux fenêtres sous les grands chênes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canal Street</source>
        <translation>Canal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The widest street in town, and the busiest corner to play on.</source>
        <translation>La rue la plus large de la ville, et le coin le plus animé pour jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chartres Street</source>
        <translation>Chartres Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quiet block of galleries where a small crowd listens closely.</source>
        <translation>Un pâté de galeries tranquille où un petit public écoute attentivement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esplanade Avenue</source>
        <translation>Esplanade Avenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch sitters in rocking chairs, swaying along from the shade.</source>
        <translation>Des voisins dans leurs rocking-chairs sous le porche, qui se balancent à l&apos;ombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pirate&apos;s Alley</source>
        <translation>Pirate&apos;s Alley</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A narrow lane that echoes; a few passers-by, but every note carries.</source>
        <translation>Une ruelle étroite qui résonne&#xa0;; peu de passants, mais chaque note porte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Washington Square</source>
        <translation>Washington Square</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picnic blankets on the grass; the whole park chips in for a good long set.</source>
        <translation>Des nappes de pique-nique sur l&apos;herbe&#xa0;; tout le parc met la main à la poche pour un bon long set.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moonwalk</source>
        <translation>The Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The riverfront promenade, where couples watch the paddle-wheelers at dusk.</source>
        <translation>La promenade au bord du fleuve, où les couples regardent passer les bateaux à aubes au crépuscule.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algiers Point</source>
        <translation>Algiers Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry riders across the river reward any band that makes the trip worth it.</source>
        <translation>Les passagers du ferry, de l&apos;autre côté du fleuve, récompensent tout groupe qui vaut le voyage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Crawfish Kings</source>
        <translation>Les Rois de l&apos;Écrevisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lil&apos; Remy</source>
        <translation>Lil&apos; Remy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trumpet</source>
        <translation>trompette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odile</source>
        <translation>Odile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saxophone</source>
        <translation>saxophone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Toot</source>
        <translation>Big Toot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drums</source>
        <translation>batterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three cousins from the Seventh Ward who learned to play at backyard crawfish boils.</source>
        <translation>Trois cousins du Seventh Ward qui ont appris à jouer lors des fêtes d&apos;écrevisses dans le jardin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bayou Blue Notes</source>
        <translation>Les Notes Bleues du Bayou</translation>
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
        <translation>Un élève sorti du conservatoire, un pilote de ferry à la retraite et un batteur qui ne dit jamais d&apos;où il vient.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Alley Brass</source>
        <translation>Les Cuivres de Gator Alley</translation>
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
        <translation>Ils répètent sur une péniche et jurent que les alligators remontent pour écouter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sunny Side Strutters</source>
        <translation>Les Joyeux Paradeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honey</source>
        <translation>Honey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pete the Reed</source>
        <translation>Pete l&apos;Anche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skillet</source>
        <translation>Skillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up before the beignet stands open and still playing when the streetlights come on.</source>
        <translation>Debout avant l&apos;ouverture des stands de beignets, et jouant encore quand les réverbères s&apos;allument.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Krewe of Velvet</source>
        <translation>La Krewe de Velours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duchess</source>
        <translation>Duchesse</translation>
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
        <translation>Ils jouent masqués toute l&apos;année, pas seulement au Carnaval.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tin-Pan Tina</source>
        <translation>Tina Tin-Pan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tina finishes her song. Unless it is her last turn, she flips the top card of her deck and plays it with 1 energy less than it asks for, to the leftmost crowd in the song&apos;s mood (the leftmost crowd when none matches).</source>
        <translation>Tina termine sa chanson. Sauf si c&apos;est son dernier tour, elle retourne la carte du dessus de sa pioche et la joue avec 1 énergie de moins que demandé, pour la foule la plus à gauche dans l&apos;humeur de la chanson (la foule la plus à gauche si aucune ne correspond).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second-Line Sal</source>
        <translation>Sal la Second Line</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal finishes his song. Unless it is his last turn: on his first turn of a round he buys the cheapest free Standard he can pay for, else flips the top of his deck. He plays it with 1 energy less than it asks, for a crowd in its mood where you lead (then the lowest threshold, then rightmost).</source>
        <translation>Sal termine sa chanson. Sauf si c&apos;est son dernier tour&#xa0;: à son premier tour d&apos;une manche, il achète le Standard libre le moins cher qu&apos;il peut payer, sinon il retourne le dessus de sa pioche. Il la joue avec 1 énergie de moins que demandé, pour une foule dans son humeur où vous menez (puis le seuil le plus bas, puis le plus à droite).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot starts with no money.</source>
        <translation>Le Robot commence sans argent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solo rules as written: $3 to start, $1 for a matched mood, one turn after you pass.</source>
        <translation>Les règles solo telles qu&apos;écrites&#xa0;: 3&#xa0;$ au départ, 1&#xa0;$ par humeur correspondante, un tour après que vous avez passé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium Advanced</source>
        <translation>Moyen avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes $2 instead of $1 when it finishes a song in the crowd&apos;s mood.</source>
        <translation>Le Robot prend 2&#xa0;$ au lieu de 1&#xa0;$ quand il termine une chanson dans l&apos;humeur de la foule.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After you pass, the Robot takes two more turns: it finishes, plays one more song, then finishes that too.</source>
        <translation>Après que vous avez passé, le Robot joue deux tours de plus&#xa0;: il termine, joue une chanson de plus, puis la termine aussi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Professional</source>
        <translation>Professionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two closing turns after you pass, and $2 for every matched mood.</source>
        <translation>Deux tours de clôture après que vous avez passé, et 2&#xa0;$ pour chaque humeur correspondante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levee Lullaby</source>
        <translation>Berceuse de la digue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hummed on the levee while the barges slide by.</source>
        <translation>Fredonnée sur la digue pendant que les barges glissent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crawfish Boil Shuffle</source>
        <translation>Shuffle de la fête aux écrevisses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spice in the pot, a backbeat on the washtub.</source>
        <translation>Des épices dans la marmite, un contretemps sur la bassine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magnolia Moon</source>
        <translation>Lune de magnolia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slow saxophone line for a warm night in bloom.</source>
        <translation>Une lente ligne de saxophone pour une chaude nuit en fleurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaslight Waltz</source>
        <translation>Valse des becs de gaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-four time under the flicker of the old street lamps.</source>
        <translation>Une mesure à trois temps sous la lueur vacillante des vieux réverbères.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog on the River</source>
        <translation>Brume sur le fleuve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brushes on the snare, breathy reeds, nowhere to be.</source>
        <translation>Balais sur la caisse claire, anches soufflées, nulle part où aller.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streetcar Stomp</source>
        <translation>Stomp du tramway</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trumpet rings the bell and the whole car starts to bounce.</source>
        <translation>La trompette sonne la cloche et tout le wagon se met à sauter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gator Crawl</source>
        <translation>Reptation de l&apos;alligator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low and slinky, then a snap of the jaws on the last bar.</source>
        <translation>Lent et sinueux, puis un claquement de mâchoires à la dernière mesure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish Moss Serenade</source>
        <translation>Sérénade de la mousse espagnole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horns trading sighs like sweethearts under the oaks.</source>
        <translation>Des cuivres qui échangent des soupirs comme des amoureux sous les chênes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Porch Swing Sunday</source>
        <translation>Balancelle dominicale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drums keep the swing going; nobody gets up.</source>
        <translation>La batterie garde le swing&#xa0;; personne ne se lève.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beignet Breakfast</source>
        <translation>Beignets du matin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered sugar on the bell of the horn, coffee in the other hand.</source>
        <translation>Du sucre glace sur le pavillon du cuivre, le café dans l&apos;autre main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powdered Sugar Kisses</source>
        <translation>Baisers au sucre glace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet enough to make the couples on the bench hold hands.</source>
        <translation>Assez doux pour que les couples sur le banc se prennent la main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brass on Fire</source>
        <translation>Cuivres en feu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody blows at once and the drummer tries to keep up.</source>
        <translation>Tout le monde souffle en même temps et le batteur essaie de suivre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Krewe Parade Call</source>
        <translation>Appel de la parade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drum roll that tells the block a parade is coming.</source>
        <translation>Le roulement de tambour qui annonce au quartier qu&apos;une parade arrive.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Masquerade</source>
        <translation>Mascarade de velours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cool and mysterious, like a mask you never take off.</source>
        <translation>Cool et mystérieux, comme un masque qu&apos;on ne retire jamais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balcony Rendezvous</source>
        <translation>Rendez-vous au balcon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played up at the ironwork balconies, for whoever is listening.</source>
        <translation>Jouée vers les balcons en fer forgé, pour qui veut bien écouter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Hat</source>
        <translation>Faire passer le chapeau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take $1 for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez prendre 1&#xa0;$ pour chaque foule de Royal Street où vous avez plus d&apos;énergie que quiconque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Wind</source>
        <translation>Second souffle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 3 energy from your reserve to your band members, free of charge.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez déplacer jusqu&apos;à 3 énergie de votre réserve vers vos musiciens, gratuitement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overheard Melody</source>
        <translation>Mélodie entendue au passage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may learn a song from the Melody Market or the top of the Hit Song deck without giving up any energy.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez apprendre une chanson du Marché des mélodies ou du dessus de la pioche Tubes sans céder d&apos;énergie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the Parade</source>
        <translation>Suivre la parade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may move up to 2 of your energy from one crowd in Royal Street to another.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez déplacer jusqu&apos;à 2 de vos énergies d&apos;une foule de Royal Street vers une autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift in the Wind</source>
        <translation>Le vent tourne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez échanger les jetons Humeur de deux foules de Royal Street.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore!</source>
        <translation>Rappel&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish this Standard, you may take one song from your discard pile back into your hand.</source>
        <translation>Quand vous terminez ce Standard, vous pouvez reprendre en main une chanson de votre défausse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riverboat Drift</source>
        <translation>Dérive en bateau à aubes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The paddle wheel turns, the trumpet yawns, the afternoon slips away.</source>
        <translation>La roue à aubes tourne, la trompette bâille, l&apos;après-midi s&apos;en va.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chicory Morning</source>
        <translation>Matin à la chicorée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bitter coffee, soft brushes, a sax that hasn&apos;t quite woken up.</source>
        <translation>Café amer, balais légers, un sax pas tout à fait réveillé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamplight Hum</source>
        <oldsource>Lamplighter&apos;s Hum</oldsource>
        <translation>Fredon des réverbères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played as the gas lamps come on along the block.</source>
        <translation>Jouée quand les lampes à gaz s&apos;allument le long du pâté de maisons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second Line Rumble</source>
        <translation>Second Line qui gronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parasols up: the crowd falls in behind the band.</source>
        <translation>Ombrelles en l&apos;air&#xa0;: la foule se met en marche derrière le groupe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Cake Jump</source>
        <translation>Galette des rois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever finds the baby in the cake buys the next round.</source>
        <translation>Celui qui trouve la fève dans le gâteau paie la prochaine tournée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beads over Canal</source>
        <translation>Colliers sur Canal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throw me something, mister, and the horns throw it back.</source>
        <translation>Lance-moi quelque chose, monsieur, et les cuivres te le renvoient.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Courtyard Kiss</source>
        <translation>Baiser dans la cour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fountain, a banana tree and a very slow drum.</source>
        <translation>Une fontaine, un bananier et une batterie très lente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleur-de-Lis Ballad</source>
        <translation>Ballade de la fleur de lys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumpet and saxophone circle each other like dancers.</source>
        <translation>Trompette et saxophone tournent l&apos;un autour de l&apos;autre comme des danseurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lace and Ironwork</source>
        <translation>Dentelle et fer forgé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An old love song about the balconies of the Quarter.</source>
        <translation>Une vieille chanson d&apos;amour sur les balcons du Quartier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crossroads Hoodoo</source>
        <translation>Hoodoo du carrefour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody knows where it came from; every crowd feels it anyway.</source>
        <translation>Personne ne sait d&apos;où elle vient&#xa0;; toutes les foules la ressentent quand même.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hurricane Warning</source>
        <translation>Alerte ouragan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts calm and ends with the whole street swaying.</source>
        <translation>Ça commence calmement et finit avec toute la rue qui se balance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Free-for-All</source>
        <translation>Mêlée de minuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jam with no rules; any crowd at any hour will take it.</source>
        <translation>Un bœuf sans règles&#xa0;; n&apos;importe quelle foule, à n&apos;importe quelle heure, en redemande.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing this Standard costs $1 or 1 energy extra; after someone finishes it, $2 or 2 energy until the round ends.</source>
        <translation>Jouer ce Standard coûte 1&#xa0;$ ou 1 énergie de plus&#xa0;; une fois que quelqu&apos;un l&apos;a terminé, 2&#xa0;$ ou 2 énergie jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn on Royal Street</source>
        <translation>Votre tour sur Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish your song</source>
        <translation>Terminer votre chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you started a song last turn, its energy now goes to the crowd. Mood matched (Wild matches anything)? Either put all of it there and take $1, or put at least 1 there and spread the rest back over your band. A finished Standard goes back with its token on 2; if it has an ability, you may use it now.</source>
        <translation>Si vous avez commencé une chanson au tour précédent, son énergie va maintenant à la foule. Humeur correspondante (Déchaînée correspond à tout)&#xa0;? Mettez-y tout et prenez 1&#xa0;$, ou mettez-y au moins 1 et répartissez le reste sur votre groupe. Un Standard terminé revient avec son jeton sur 2&#xa0;; s&apos;il a une capacité, vous pouvez l&apos;utiliser maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip your band (optional)</source>
        <translation>Pourboire à votre groupe (facultatif)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 per energy to move energy from your reserve to any of your band members.</source>
        <translation>Payez 1&#xa0;$ par énergie pour déplacer de l&apos;énergie de votre réserve vers n&apos;importe lequel de vos musiciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do one thing</source>
        <translation>Faire une chose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose exactly one of the three below. If you can neither learn nor play, you pass.</source>
        <translation>Choisissez exactement une des trois actions ci-dessous. Si vous ne pouvez ni apprendre ni jouer, vous passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song</source>
        <translation>Apprendre une chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 1 energy from each band member to your reserve, then take a song from the Melody Market (it refills from the deck) or the top of the Hit Song deck.</source>
        <translation>Déplacez 1 énergie de chaque musicien vers votre réserve, puis prenez une chanson du Marché des mélodies (il se complète depuis la pioche) ou du dessus de la pioche Tubes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song</source>
        <translation>Jouer une chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the energy each band member owes the song on it, then set it beside a crowd. A Standard also costs its token&apos;s number, in dollars or energy.</source>
        <translation>Mettez sur la chanson l&apos;énergie que chaque musicien lui doit, puis posez-la à côté d&apos;une foule. Un Standard coûte aussi le nombre de son jeton, en dollars ou en énergie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you are done for this round.</source>
        <translation>Retournez votre carte joueur&#xa0;: vous avez fini pour cette manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the crowds</source>
        <translation>Payer les foules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most energy wins the first-place money and the mood token (a tie pays everyone tied and the token leaves the game). Everyone at or over the threshold also collects the threshold money.</source>
        <translation>Le plus d&apos;énergie remporte l&apos;argent de la 1re place et le jeton Humeur (une égalité paie tous les ex æquo et le jeton quitte la partie). Quiconque atteint le seuil touche aussi l&apos;argent du seuil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest up</source>
        <translation>Se reposer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard tokens back to 1, played songs back to hand, 4 energy on each band member and 3 in reserve.</source>
        <translation>Jetons Standard remis à 1, chansons jouées reprises en main, 4 énergie sur chaque musicien et 3 en réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New crowds</source>
        <translation>Nouvelles foules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scored crowds leave; 4 new ones come out for round 2 and 5 for round 3, each with a fresh mood token.</source>
        <translation>Les foules comptées partent&#xa0;; 4 nouvelles arrivent pour la manche 2 et 5 pour la manche 3, chacune avec un nouveau jeton Humeur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The richest player starts the next round; ties go to most mood tokens, then to whoever acted last.</source>
        <translation>Le joueur le plus riche commence la manche suivante&#xa0;; en cas d&apos;égalité, celui qui a le plus de jetons Humeur, puis celui qui a joué en dernier.</translation>
    </message>
</context>
<context>
    <name>BuskingLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/sentences.py" line="-54"/>
        <source>{name} took back their last action.</source>
        <translation>{name} a repris sa dernière action.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} finished {song}: {n} energy to {crowd}, {kept} kept.</source>
        <translation>{name} a terminé {song}&#xa0;: énergie {n} pour {crowd}, {kept} gardée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}, the mood matched: +${dollars}.</source>
        <translation>{name} a terminé {song}&#xa0;: énergie {n} pour {crowd}, l&apos;humeur correspond&#xa0;: +{dollars}&#xa0;$.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} finished {song}: {n} energy to {crowd}.</source>
        <translation>{name} a terminé {song}&#xa0;: énergie {n} pour {crowd}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} put {n} kept energy back on their {member}.</source>
        <translation>{name} a remis {n} énergie gardée sur son {member}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} used {song}: +${dollars}.</source>
        <translation>{name} a utilisé {song}&#xa0;: +{dollars}&#xa0;$.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} energy from the reserve, free ({members}).</source>
        <translation>{name} a utilisé {song}&#xa0;: {n} énergie de la réserve, gratuitement ({members}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} used {song}: a song learnt without giving up energy.</source>
        <translation>{name} a utilisé {song}&#xa0;: une chanson apprise sans céder d&apos;énergie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {n} of their energy moved from {source} to {target}.</source>
        <translation>{name} a utilisé {song}&#xa0;: {n} de son énergie déplacée de {source} vers {target}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} used {song}: {first} and {second} swapped their moods.</source>
        <translation>{name} a utilisé {song}&#xa0;: {first} et {second} ont échangé leurs humeurs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} used the ability of {song}.</source>
        <translation>{name} a utilisé la capacité de {song}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} skipped the ability of {song}.</source>
        <translation>{name} a ignoré la capacité de {song}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} tipped their {member} ${n}: {n} energy from the reserve.</source>
        <translation>{name} a donné {n}&#xa0;$ de pourboire à son {member}&#xa0;: {n} énergie de la réserve.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} learnt a song from the top of the Hit Song deck.</source>
        <translation>{name} a appris une chanson du dessus de la pioche Tubes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} learnt {song} from the Melody Market.</source>
        <translation>{name} a appris {song} au Marché des mélodies.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} learnt {song} from the top of the Hit Song deck.</source>
        <translation>{name} a appris {song} du dessus de la pioche Tubes.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} started {song} for {crowd} with {n} energy.</source>
        <translation>{name} a commencé {song} pour {crowd} avec {n} énergie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They paid ${d} for the Standard&apos;s token.</source>
        <translation>Le jeton du Standard a coûté {d}&#xa0;$.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>They paid the Standard&apos;s token with {e} energy.</source>
        <translation>Le jeton du Standard a été payé avec {e} énergie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} passed: done for this round.</source>
        <translation>{name} a passé&#xa0;: fini pour cette manche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s turn.</source>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} shuffled its discards into a new Robot Song Deck.</source>
        <translation>{name} a mélangé sa défausse en une nouvelle pioche Chansons du Robot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took a fresh set of 15 energy.</source>
        <translation>{name} a pris un nouveau lot de 15 énergie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no energy left and the box no set: {song} goes unplayed.</source>
        <translation>{name} n&apos;a plus d&apos;énergie et la boîte plus de lot&#xa0;: {song} n&apos;est pas jouée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1st place {names} +${n}</source>
        <translation>1re place {names} +{n}&#xa0;$</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>threshold {names} +${n}</source>
        <translation>seuil {names} +{n}&#xa0;$</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{crowd} pays nobody.</source>
        <translation>{crowd} ne paie personne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{crowd} pays: {parts}.</source>
        <translation>{crowd} paie&#xa0;: {parts}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {round} begins on Royal Street.</source>
        <translation>La manche {round} commence sur Royal Street.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over after round 3.</source>
        <translation>La partie est terminée après la manche 3.</translation>
    </message>
</context>
<context>
    <name>BuskingTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/board.py" line="-276"/>
        <source>finish the song</source>
        <translation>terminer la chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put the kept energy back</source>
        <translation>remettre l&apos;énergie gardée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use or skip the ability</source>
        <translation>utiliser ou ignorer la capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tip, then learn, play or pass</source>
        <translation>pourboire, puis apprendre, jouer ou passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learn, play or pass</source>
        <translation>apprendre, jouer ou passer</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1 buys the Standard %2.</source>
        <translation>%1 achète le Standard %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flips %2 from its deck.</source>
        <translation>%1 retourne %2 de sa pioche.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/faces.py" line="+30"/>
        <source>Chill</source>
        <translation>Détendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party</source>
        <translation>Festive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romantique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Déchaînée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trumpet</source>
        <translation>Trompette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxophone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batterie</translation>
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
        <translation>Chanson du groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability song</source>
        <translation>Chanson à capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit song</source>
        <translation>Tube</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hit songs</source>
        <translation>Tubes</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/gestures.py" line="+133"/>
        <source>Drop a song on a crowd in Royal Street to play it there.</source>
        <translation>Déposez une chanson sur une foule de Royal Street pour l&apos;y jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a Standard on a crowd in Royal Street to play it there.</source>
        <translation>Déposez un Standard sur une foule de Royal Street pour l&apos;y jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop a Market song on your hand to learn it.</source>
        <translation>Déposez une chanson du Marché sur votre main pour l&apos;apprendre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the Hit Song deck on your hand to learn its top card.</source>
        <translation>Déposez la pioche Tubes sur votre main pour apprendre sa carte du dessus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop reserve energy on a band member to tip them $1.</source>
        <translation>Déposez de l&apos;énergie de la réserve sur un musicien pour lui donner 1&#xa0;$ de pourboire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop kept energy on one of your band members.</source>
        <translation>Déposez l&apos;énergie gardée sur l&apos;un de vos musiciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop your song&apos;s energy on the crowd you played it for.</source>
        <translation>Déposez l&apos;énergie de votre chanson sur la foule pour qui vous l&apos;avez jouée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your energy moves between crowds only with an ability.</source>
        <translation>Votre énergie ne passe d&apos;une foule à l&apos;autre que par une capacité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mood tokens swap only with an ability.</source>
        <translation>Les jetons Humeur ne s&apos;échangent que par une capacité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That doesn&apos;t go there.</source>
        <translation>Ça ne va pas là.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play for %1</source>
        <translation>Jouer pour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay $%1)</source>
        <translation>(payer %1&#xa0;$)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(pay with energy: %1)</source>
        <translation>(payer en énergie&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put %1 on the crowd, keep %2</source>
        <translation>Mettre %1 sur la foule, en garder %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put all %1 on the crowd</source>
        <translation>Mettre les %1 sur la foule</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tip %1 energy to your %2</source>
        <translation>Donner %1 énergie de pourboire à votre %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put %1 back on your %2</source>
        <translation>Remettre %1 sur votre %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the top of the Hit Song deck</source>
        <translation>Apprendre le dessus de la pioche Tubes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn %1</source>
        <translation>Apprendre %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free tip: %1</source>
        <translation>Pourboire gratuit&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 energy from %2 to %3</source>
        <translation>Déplacer %1 énergie de %2 vers %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap the moods of %1 and %2</source>
        <translation>Échanger les humeurs de %1 et %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take back %1</source>
        <translation>Reprendre %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the money</source>
        <translation>Prendre l&apos;argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the ability</source>
        <translation>Ignorer la capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/mat.py" line="+59"/>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kept energy</source>
        <translation>Énergie gardée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your money: the bank makes change.</source>
        <translation>Votre argent&#xa0;: la banque rend la monnaie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your songs</source>
        <translation>Vos chansons</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand of songs</source>
        <translation>Votre main de chansons</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>BOT</source>
        <translation>BOT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PASSED</source>
        <translation>A PASSÉ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2: %3 energy. Drop reserve energy here to tip.</source>
        <translation>%1, %2&#xa0;: %3 énergie. Déposez ici de l&apos;énergie de la réserve pour un pourboire.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve: %1 energy. Drag one onto a band member to tip them $1.</source>
        <translation>Réserve&#xa0;: %1 énergie. Glissez-en une sur un musicien pour lui donner 1&#xa0;$ de pourboire.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Kept energy: drag it onto your band members.</source>
        <translation>Énergie gardée&#xa0;: glissez-la sur vos musiciens.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Finish your song. Moods match: drag all %1 energy onto its crowd for +$1, or right-click to keep some.</source>
        <translation>Terminez votre chanson. Les humeurs correspondent&#xa0;: glissez toute l&apos;énergie (%1) sur sa foule pour +1&#xa0;$, ou clic droit pour en garder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish your song. Moods don&apos;t match: drag all %1 energy onto its crowd.</source>
        <translation>Terminez votre chanson. Les humeurs ne correspondent pas&#xa0;: glissez toute l&apos;énergie (%1) sur sa foule.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ability of %1: %2</source>
        <translation>Capacité de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/narration.py" line="+45"/>
        <source>the song&apos;s mood</source>
        <translation>l&apos;humeur de la chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it isn&apos;t ahead</source>
        <translation>là où il n&apos;est pas en tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where you lead</source>
        <translation>là où vous menez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it has least energy</source>
        <translation>là où il a le moins d&apos;énergie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the richest 1st place</source>
        <translation>la 1re place la plus riche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lowest threshold</source>
        <translation>le seuil le plus bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leftmost</source>
        <translation>le plus à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rightmost</source>
        <translation>le plus à droite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last turn of the round: </source>
        <translation>Dernier tour de la manche&#xa0;: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First turn of the round: </source>
        <translation>Premier tour de la manche&#xa0;: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holding no song: </source>
        <translation>Sans chanson en main&#xa0;: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck empty: </source>
        <translation>Pioche vide&#xa0;: </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>finish its song, all energy to the crowd (tip on a mood match).</source>
        <translation>il termine sa chanson, toute l&apos;énergie à la foule (pourboire si l&apos;humeur correspond).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stop here.</source>
        <translation>il s&apos;arrête là.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffle its discards into a new deck.</source>
        <translation>il mélange sa défausse en une nouvelle pioche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>flip the top card of its deck.</source>
        <translation>il retourne la carte du dessus de sa pioche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buy the cheapest free Standard, if it can pay.</source>
        <translation>il achète le Standard libre le moins cher, s&apos;il peut payer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> +%1 energy</source>
        <translation> +%1 énergie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play it with all its energy%1 for: %2.</source>
        <translation>il la joue avec toute son énergie%1, pour&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play it with %1 energy less than it asks, for: %2.</source>
        <translation>il la joue avec %1 énergie de moins que demandé, pour&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="+54"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+121"/>
        <source>%1: won by %2</source>
        <translation>%1&#xa0;: remporté par %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Mood token to %1.</source>
        <translation>Jeton Humeur vers %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mood token leaves the game.</source>
        <translation>Le jeton Humeur quitte la partie.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/payout.py" line="+9"/>
        <source>This round: %1</source>
        <translation>Cette manche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody was paid</source>
        <translation>personne n&apos;a été payé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click this panel to go on.</source>
        <translation>Cliquez sur ce panneau pour continuer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 pay-out</source>
        <translation>Paiements de la manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/side.py" line="+60"/>
        <source>%1 · the Robot</source>
        <translation>%1 · le Robot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The other bands</source>
        <translation>Les autres groupes</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/songs.py" line="+46"/>
        <source>Melody Market</source>
        <translation>Marché des mélodies</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard Songs</source>
        <translation>Standards</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Hit Song deck: drag it onto your hand (or press L) to learn its top card.</source>
        <translation>La pioche Tubes&#xa0;: glissez-la sur votre main (ou appuyez sur L) pour apprendre sa carte du dessus.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 in the deck</source>
        <translation>%1 dans la pioche</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Drag onto a crowd to play it (or press its number).</source>
        <translation>Glissez sur une foule pour la jouer (ou appuyez sur son numéro).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard: drag onto a crowd to play it; it costs its token too.</source>
        <translation>Un Standard&#xa0;: glissez-le sur une foule pour le jouer&#xa0;; il coûte aussi son jeton.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag onto your hand to learn it (or press L).</source>
        <translation>Glissez sur votre main pour l&apos;apprendre (ou appuyez sur L).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your song: drag its energy onto the crowd to finish it.</source>
        <translation>Votre chanson&#xa0;: glissez son énergie sur la foule pour la terminer.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Standard token: playing %1 costs $%2 or energy</source>
        <translation>Jeton Standard&#xa0;: jouer %1 coûte %2&#xa0;$ ou de l&apos;énergie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played by %1 for %2; back here when finished.</source>
        <translation>Jouée par %1 pour %2&#xa0;; revient ici une fois terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/paid.py" line="-15"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+56"/>
        <source>1st place: $%1</source>
        <translation>1re place&#xa0;: %1&#xa0;$</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+6"/>
        <source>%1+ energy: $%2</source>
        <translation>%1+ énergie&#xa0;: %2&#xa0;$</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/street.py" line="+32"/>
        <source>Crowd %1: %2</source>
        <translation>Foule %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Mood: %1 (Wild matches every mood)</source>
        <translation>Humeur&#xa0;: %1 (Déchaînée correspond à toutes les humeurs)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 energy on %3</source>
        <translation>%1&#xa0;: %2 énergie sur %3</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 plays %2 for %3 with %4 energy</source>
        <translation>%1 joue %2 pour %3 avec %4 énergie</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/big_easy_busking/texts.py" line="-140"/>
        <source>Your turn: finish your song. Drag its energy onto its crowd (right-click to keep some).</source>
        <translation>À vous&#xa0;: terminez votre chanson. Glissez son énergie sur sa foule (clic droit pour en garder).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag the kept energy onto your band members.</source>
        <translation>Glissez l&apos;énergie gardée sur vos musiciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the Standard&apos;s ability (right-click it) or skip it.</source>
        <translation>Utilisez la capacité du Standard (clic droit dessus) ou ignorez-la.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip from your reserve, then learn, play a song or pass.</source>
        <translation>Pourboire depuis votre réserve, puis apprenez, jouez une chanson ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first turn this round: learn, play a song or pass.</source>
        <translation>Votre premier tour de la manche&#xa0;: apprenez, jouez une chanson ou passez.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>End of the round</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none yet</source>
        <translation>aucune pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mood tokens: %1</source>
        <translation>Jetons Humeur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Passed: done for this round.</source>
        <translation>A passé&#xa0;: fini pour cette manche.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Playing %1 for %2 (%3 energy)</source>
        <translation>Joue %1 pour %2 (%3 énergie)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>reserve %1</source>
        <translation>réserve %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not playing</source>
        <translation>Ne joue pas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its card (%1):</source>
        <translation>Sa carte (%1)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ChallengerStory</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="-47"/>
        <source>Song %1: it rolls one of its 4 dice each time you roll.</source>
        <translation>Chanson %1&#xa0;: il lance un de ses 4 dés chaque fois que vous lancez.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rolled a %1: onto the leftmost free space of row %1 (space %2). Dice on the song: %3 of 4.</source>
        <translation>Il a fait %1&#xa0;: sur la case libre la plus à gauche de la rangée %1 (case %2). Dés sur la chanson&#xa0;: %3 sur 4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled a %1: a 6 never goes on the song; the die waits for your next roll.</source>
        <translation>Il a fait %1&#xa0;: un 6 ne va jamais sur la chanson&#xa0;; le dé attend votre prochain lancer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled a %1: row %1 is full, so the die stays off the song.</source>
        <translation>Il a fait %1&#xa0;: la rangée %1 est pleine, le dé reste hors de la chanson.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time is up: the timer beat you, so it discards 2 cards at the Applause.</source>
        <translation>Le temps est écoulé&#xa0;: le minuteur vous a battu, il défaussera donc 2 cartes aux Applaudissements.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its fourth die is on the song: no more re-rolling this song.</source>
        <translation>Son quatrième dé est sur la chanson&#xa0;: plus de relance pour cette chanson.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You placed a die: no more re-rolling, so it rolls no more.</source>
        <translation>Vous avez placé un dé&#xa0;: plus de relance, il ne lance donc plus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bridge: it marks the symbols under its dice: %1.</source>
        <translation>Le Pont&#xa0;: il coche les symboles sous ses dés&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Applause: %1 of its dice placed, so it discards %2 first.</source>
        <translation>Les Applaudissements&#xa0;: %1 de ses dés placés, il défausse donc %2 en premier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Applause: only %1 of its dice placed, so it discards nothing.</source>
        <translation>Les Applaudissements&#xa0;: seulement %1 de ses dés placés, il ne défausse rien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final Scoring: each of its symbol majorities over you is worth 10; you win only with more points.</source>
        <translation>Décompte final&#xa0;: chacune de ses majorités de symboles sur vous vaut 10&#xa0;; vous ne gagnez qu&apos;avec plus de points.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It discards %1 for a %2: its emptiest track with a card for it (%3 marked).</source>
        <translation>Il défausse %1 pour un %2&#xa0;: sa piste la plus vide avec une carte pour elle (%3 cochés).</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+67"/>
        <source>Say something</source>
        <translation>Dire quelque chose</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/timer.py" line="+63"/>
        <location line="+12"/>
        <source>Play!</source>
        <translation>Jouez&#xa0;!</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Timer %1</source>
        <translation>Minuteur %1</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+90"/>
        <source>The table stays hidden until they are ready.</source>
        <translation>La table reste cachée jusqu&apos;à ce que ce joueur soit prêt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pass the device to %1</source>
        <translation>Passez l&apos;appareil à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m %1: show the table</source>
        <translation>Je suis %1&#xa0;: montrer la table</translation>
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
        <translation>%1 est parti&#xa0;; sa place est gardée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Let a bot play</source>
        <translation>Laisser jouer un bot</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/end_screen.py" line="+46"/>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-outs</source>
        <translation>Relevés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The session is over</source>
        <translation>La session est terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click a score (or press Enter on it) to see the rule and the moment it was earned.</source>
        <translation>Cliquez un score (ou Entrée) pour voir sa règle et le moment où il a été gagné.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Back to the launcher</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Song %1</source>
        <translation>Chanson %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Song by song: harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Chanson par chanson&#xa0;: harmonies · points de solo · symboles marqués (de la chanson et du solo)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The boards as the game ended</source>
        <translation>Les plateaux à la fin de la partie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>FinalBoards</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="+156"/>
        <source>Final boards</source>
        <translation>Plateaux finaux</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+127"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coming soon</source>
        <translation>bientôt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coming soon: not playable in this build.</source>
        <translation>Bientôt&#xa0;: pas encore jouable dans cette version.</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/game_screen.py" line="+142"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores if the game ended now</source>
        <translation>Scores en l’état</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+74"/>
        <source>Undo my last action</source>
        <translation>Annuler ma dernière action</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show the side panel</source>
        <translation>Afficher le panneau latéral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hide the side panel</source>
        <translation>Masquer le panneau latéral</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+38"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 paused the game.</source>
        <translation>%1 a mis la partie en pause.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play goes on in %1…</source>
        <translation>La partie reprend dans %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The clock and the bots wait. Press P or Resume to play on.</source>
        <translation>L’horloge et les bots attendent. P ou Reprendre relance la partie.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>End your turn now?</source>
        <translation>Finir votre tour maintenant&#xa0;?</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Banked for good (%2): %1</source>
        <translation>Acquis pour de bon (%2)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="+10"/>
        <source>%1&apos;s projection %2 → %3: %4</source>
        <translation>Projection de %1 %2 → %3&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="+178"/>
        <source>No game in progress: every game you start is kept here until it ends.</source>
        <translation>Aucune partie en cours&#xa0;: chaque partie que vous commencez reste ici jusqu’à sa fin.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Delete a game in progress</source>
        <translation>Supprimer une partie en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress? It cannot be brought back.</source>
        <translation>Supprimer cette partie en cours&#xa0;? Elle ne pourra pas être récupérée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
</context>
<context>
    <name>Gestures</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/board.py" line="-77"/>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+48"/>
        <source>Wait for the countdown…</source>
        <translation>Attendez le compte à rebours…</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/gestures.py" line="+196"/>
        <source>Buy	B</source>
        <translation>Acheter	B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard for its reward	D</source>
        <translation>Défausser contre sa récompense	D</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put it back in the tray	H</source>
        <translation>Le reposer dans la réserve	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold in your hand	H</source>
        <translation>Garder en main	H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll this die	R</source>
        <translation>Relancer ce dé	R</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock in on your board	L</source>
        <translation>Verrouiller sur votre plateau	L</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: make it %2</source>
        <translation>%1&#xa0;: en faire un %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harmony space of row %1</source>
        <translation>Case Harmonie de la rangée %1</translation>
    </message>
</context>
<context>
    <name>GigDiceLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/gig_dice/sentences.py" line="+48"/>
        <source>{name} took back their last action.</source>
        <translation>{name} a repris sa dernière action.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolled a new {die} into their Gig area: {value}.</source>
        <translation>{name} a lancé un nouveau {die} dans sa zone Gig&#xa0;: {value}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} rolled a new {die} into their fixer area: {value}.</source>
        <translation>{name} a lancé un nouveau {die} dans sa zone Fixer&#xa0;: {value}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} re-rolled their {die}: {value}.</source>
        <translation>{name} a relancé son {die}&#xa0;: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} re-rolled {owner}&apos;s {die}: {value}.</source>
        <translation>{name} a relancé le {die} de {owner}&#xa0;: {value}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} removed their {die} from the table.</source>
        <translation>{name} a retiré son {die} de la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} removed {owner}&apos;s {die} from the table.</source>
        <translation>{name} a retiré le {die} de {owner} de la table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} moved their {die} to their Gig area.</source>
        <translation>{name} a déplacé son {die} vers sa zone Gig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} moved their {die} to their fixer area.</source>
        <translation>{name} a déplacé son {die} vers sa zone Fixer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} increased their {die} from {before} to {after}.</source>
        <translation>{name} a augmenté son {die} de {before} à {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} increased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} a augmenté le {die} de {owner} de {before} à {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} decreased their {die} from {before} to {after}.</source>
        <translation>{name} a diminué son {die} de {before} à {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} decreased {owner}&apos;s {die} from {before} to {after}.</source>
        <translation>{name} a diminué le {die} de {owner} de {before} à {after}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} set their {die} to {after}.</source>
        <translation>{name} a mis son {die} à {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} set {owner}&apos;s {die} to {after}.</source>
        <translation>{name} a mis le {die} de {owner} à {after}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} swapped their {mine} with {rival}&apos;s {theirs}.</source>
        <translation>{name} a échangé son {mine} contre le {theirs} de {rival}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} stole {rival}&apos;s {die}.</source>
        <translation>{name} a volé le {die} de {rival}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {name}&apos;s turn.</source>
        <translation>Manche {round}&#xa0;: au tour de {name}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} ended the session.</source>
        <translation>{name} a mis fin à la session.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is played: the session is over.</source>
        <translation>La dernière manche est jouée&#xa0;: la session est terminée.</translation>
    </message>
</context>
<context>
    <name>GlassBox</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/challenger_narration.py" line="+36"/>
        <location line="+41"/>
        <source>The Challenger, step by step</source>
        <translation>Le Challenger, pas à pas</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Step by step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hover a step for its rule</source>
        <translation>Survolez une étape pour voir sa règle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All steps</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every step of The Challenger so far, with its rule</source>
        <translation>Chaque étape du Challenger jusqu&apos;ici, avec sa règle</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+257"/>
        <source>Guided first game · %1 of %2</source>
        <translation>Première partie guidée · %1 sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next ›</source>
        <translation>Suivant ›</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/how_to_play.py" line="+36"/>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next ›</source>
        <translation>Suivant ›</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <location filename="../desktop/roadie/ui/kept_games.py" line="+24"/>
        <source>This game is open in another Roadie window: play it there, or close that window first.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de Roadie&#xa0;: jouez-la là-bas, ou fermez d’abord cette fenêtre.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/keys_dialog.py" line="+47"/>
        <location line="+6"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="+26"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>A table for music-themed board games, every rule checked.</source>
        <translation>Une table pour jeux de société musicaux, chaque règle vérifiée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a seat</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Remove the last seat</source>
        <translation>Retirer la dernière place</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Variants and content</source>
        <translation>Variantes et contenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the network…</source>
        <translation>Jouer en réseau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules…</source>
        <translation>Lire les règles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every rule of this game, with Roadie&apos;s readings</source>
        <translation>Toutes les règles de ce jeu, avec les lectures de Roadie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat one more player, human or bot</source>
        <translation>Ajouter un joueur, humain ou bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load…</source>
        <translation>Charger…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal, a round in pictures and how you score</source>
        <translation>Le but, une manche en images et comment on marque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guided first game</source>
        <translation>Première partie guidée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn at the table, one step at a time, against a gentle bot</source>
        <translation>Apprendre à la table, pas à pas, contre un bot indulgent</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Games in progress</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Content pack</source>
        <translation>Pack de contenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards and boards to play with</source>
        <translation>Les cartes et plateaux avec lesquels jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="+18"/>
        <location line="+1"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>The same seed deals the same game again</source>
        <translation>La même graine redonne la même partie</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 (damaged or missing)</source>
        <translation>%1 (endommagée ou absente)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The player&apos;s name at the table</source>
        <translation>Le nom du joueur à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A person at this computer, or a bot</source>
        <translation>Une personne devant cet ordinateur, ou un bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How well the bot plays</source>
        <translation>Le niveau de jeu du bot</translation>
    </message>
    <message>
        <location line="+57"/>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="-207"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Card %1 · %2 players · %3</source>
        <translation>Carte %1 · %2 joueurs · %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+64"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>The Challenger</source>
        <translation>Le Challenger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs %1</source>
        <translation>contre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vs %1, %2</source>
        <translation>contre %1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/option_widgets.py" line="-1"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>always on with %1 players</source>
        <translation>toujours là à %1 joueurs</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+93"/>
        <source>Lobby · %1</source>
        <translation>Salon · %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Others join at %1</source>
        <translation>Les autres rejoignent à %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the lobby</source>
        <translation>Fermer le salon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave</source>
        <translation>Partir</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take this seat</source>
        <translation>Prendre cette place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stand up and watch</source>
        <translation>Se lever et regarder</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+112"/>
        <source>I&apos;m ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Table chat</source>
        <translation>Discussion de la table</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watching: %1</source>
        <translation>Spectateurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · host</source>
        <translation> · hôte</translation>
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
        <translation>réservée à %1 · code d’invitation %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept for %1</source>
        <translation>réservée à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Content pack</source>
        <translation>Pack de contenu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game&apos;s defaults</source>
        <translation>les options par défaut du jeu</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ready ✔</source>
        <translation>Prêt ✔</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/roadie/ui/main_window.py" line="-303"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Parties Roadie (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir une partie ré&amp;cente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on the &amp;network…</source>
        <translation>Jouer en &amp;réseau…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last action</source>
        <translation>&amp;Annuler ma dernière action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Teaching mode</source>
        <translation>Mode &amp;apprentissage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Guided first game</source>
        <translation>Partie &amp;guidée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Roadie</source>
        <translation>À &amp;propos de Roadie</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Your settings file was damaged, so Roadie starts with its usual settings. The old file was kept as %1.</source>
        <translation>Votre fichier de réglages était endommagé&#xa0;: Roadie démarre donc avec ses réglages habituels. L’ancien fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Autosave failed (%1); the game goes on and saving is tried again after your next action.</source>
        <translation>L&apos;enregistrement automatique a échoué (%1)&#xa0;; la partie continue et l&apos;enregistrement sera retenté après votre prochaine action.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress to continue.</source>
        <translation>Il n’y a aucune partie en cours à reprendre.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The latest autosave is damaged (%1); the one before it was loaded: your last action may be missing.</source>
        <translation>Le dernier enregistrement automatique est endommagé (%1)&#xa0;; le précédent a été chargé&#xa0;: votre dernière action peut manquer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Roadie lost the focus.</source>
        <translation>Roadie a perdu le focus.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Ctrl+N: new game · Ctrl+O: open · Ctrl+S: save · F1: the rules</source>
        <translation>Ctrl+N&#xa0;: nouvelle partie · Ctrl+O&#xa0;: ouvrir · Ctrl+S&#xa0;: enregistrer · F1&#xa0;: les règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;A desktop table for music-themed board games, with every rule enforced.</source>
        <translation>&lt;b&gt;Roadie %1&lt;/b&gt;&lt;br/&gt;Une table de jeu sur ordinateur pour les jeux de société musicaux, où chaque règle est appliquée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Roadie</source>
        <translation>À propos de Roadie</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../desktop/roadie/ui/controller.py" line="+190"/>
        <source>The network game did not take your move: {reason}</source>
        <translation>La partie en réseau n’a pas pris votre coup&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../desktop/roadie/net/client.py" line="+94"/>
        <source>The host runs another version of Roadie.</source>
        <translation>L&apos;hôte utilise une autre version de Roadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The room password is wrong.</source>
        <translation>Le mot de passe de la salle est incorrect.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken (join as a spectator to watch).</source>
        <translation>Toutes les places de cette table sont prises (rejoignez-la en spectateur pour regarder).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That invite code is not one the host gave out.</source>
        <translation>L’hôte n’a pas donné ce code d’invitation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is busy with other connections: try again.</source>
        <translation>L’hôte est occupé par d’autres connexions : réessayez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the game.</source>
        <translation>L&apos;hôte ferme la partie.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot reach %1: %2</source>
        <translation>Impossible de joindre %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 n&apos;a pas répondu en %2&#xa0;s.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The host stopped answering (nothing for %1 s).</source>
        <translation>L&apos;hôte ne répond plus (rien depuis %1&#xa0;s).</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+20"/>
        <source>The host sent something Roadie cannot read.</source>
        <translation>L&apos;hôte a envoyé quelque chose que Roadie ne peut pas lire.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>That game has not begun yet: join its lobby.</source>
        <translation>Cette partie n&apos;a pas encore commencé&#xa0;: rejoignez son salon.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>The host gave this seat to someone else.</source>
        <translation>L&apos;hôte a donné cette place à quelqu&apos;un d&apos;autre.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The host turned this peer away.</source>
        <translation>L&apos;hôte a refusé cette connexion.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot listen for tables on port %1: %2</source>
        <translation>Impossible de chercher des tables sur le port %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/failures.py" line="+17"/>
        <source>The connection was refused: is a game hosted there?</source>
        <translation>La connexion a été refusée&#xa0;: une partie y est-elle hébergée&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection.</source>
        <translation>L&apos;hôte a fermé la connexion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No computer has that address.</source>
        <translation>Aucun ordinateur n&apos;a cette adresse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection timed out.</source>
        <translation>La connexion a expiré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network cannot be reached.</source>
        <translation>Le réseau est inaccessible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That port is in use already.</source>
        <translation>Ce port est déjà utilisé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie may not use that port.</source>
        <translation>Roadie n&apos;a pas le droit d&apos;utiliser ce port.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The network connection failed.</source>
        <translation>La connexion réseau a échoué.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="+352"/>
        <source>Cannot host on port %1: %2</source>
        <translation>Impossible d&apos;héberger sur le port %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="+162"/>
        <source>Play on the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the launcher</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host a game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with the options and seats set up on the launcher. Say who each seat is for:</source>
        <translation>%1, avec les options et les places réglées sur l&apos;accueil. Dites pour qui est chaque place&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat 1</source>
        <translation>Place 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name: the first seat is yours</source>
        <translation>Votre nom&#xa0;: la première place est la vôtre</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>You, the host</source>
        <translation>Vous, l&apos;hôte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any free port</source>
        <translation>n&apos;importe quel port libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+79"/>
        <source>Room password</source>
        <translation>Mot de passe de la salle</translation>
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
        <translation>Héberger une sauvegarde…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host went down? Host its game again from the autosave: the players rejoin their seats.</source>
        <translation>L’hôte est tombé&#xa0;? Relancez sa partie depuis la sauvegarde automatique&#xa0;: les joueurs reprennent leur place.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the lobby</source>
        <translation>Ouvrir le salon</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Host a game again from a save</source>
        <translation>Relancer une partie depuis une sauvegarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie saves (*.roadie *.roadie.json)</source>
        <translation>Sauvegardes Roadie (*.roadie *.roadie.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables… none found yet; type the host&apos;s address below.</source>
        <translation>Recherche de tables… aucune trouvée pour l&apos;instant&#xa0;; saisissez l&apos;adresse de l&apos;hôte ci-dessous.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>if the host kept a seat for you</source>
        <translation>si l’hôte vous a réservé une place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only watch (a spectator sees what everyone sees)</source>
        <translation>Seulement regarder (un spectateur voit ce que tout le monde voit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite code</source>
        <translation>Code d’invitation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — %2 · in play · %3 open seats, %4 held for players who dropped</source>
        <translation>%1 — %2 · en cours · %3 places libres, %4 gardées pour des joueurs partis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2 · %3 open seats</source>
        <translation>%1 — %2 · places libres&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby.py" line="+71"/>
        <source>Tables cannot be found automatically (%1): type the host&apos;s address.</source>
        <translation>Les tables ne peuvent pas être trouvées automatiquement (%1)&#xa0;: saisissez l&apos;adresse de l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Hosting again at %1: the players rejoin their seats.</source>
        <translation>Partie relancée à %1&#xa0;: les joueurs reprennent leur place.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 dropped.</source>
        <translation>%1 est parti.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A %1 bot plays for %2 until they are back.</source>
        <translation>Un bot (%1) joue pour %2 jusqu’à son retour.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is back.</source>
        <translation>%1 est de retour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining %1:%2…</source>
        <translation>Connexion à %1:%2…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The host is gone (%1). It may host the game again: rejoining…</source>
        <translation>L’hôte est parti (%1). Il peut relancer la partie&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The network game stopped: %1</source>
        <translation>La partie en réseau s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host is back: you have your seat again.</source>
        <translation>L’hôte est de retour&#xa0;: vous retrouvez votre place.</translation>
    </message>
</context>
<context>
    <name>NotWritten</name>
    <message>
        <location filename="../desktop/roadie/ui/not_written.py" line="+21"/>
        <source>The disk is full, so the game could not be saved. Free some space on it and try again.</source>
        <translation>Le disque est plein&#xa0;: la partie n’a pas pu être sauvegardée. Libérez de la place et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie may not write to %1, so the game could not be saved.</source>
        <translation>Roadie n’a pas le droit d’écrire dans %1&#xa0;: la partie n’a pas pu être sauvegardée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: %1</source>
        <translation>La partie n’a pas pu être sauvegardée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../desktop/roadie/ui/overlays.py" line="+37"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>PlanRow</name>
    <message>
        <location filename="../desktop/roadie/ui/lobby_setup.py" line="-223"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to anyone</source>
        <translation>Ouverte à tous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for</source>
        <translation>Réservée à</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>their name</source>
        <translation>son nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bot&apos;s name</source>
        <translation>le nom du bot</translation>
    </message>
</context>
<context>
    <name>ProgressRow</name>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-108"/>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game in progress (damaged)</source>
        <translation>Une partie en cours (endommagée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue tries the autosave before it.</source>
        <translation>Reprendre essaie la sauvegarde précédente.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this game in progress (you are asked first)</source>
        <translation>Supprimer cette partie en cours (avec confirmation)</translation>
    </message>
</context>
<context>
    <name>PromptCard</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/runner.py" line="+66"/>
        <source>Leave guide</source>
        <translation>Quitter le guide</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F6: between the guide and the board</source>
        <translation>F6&#xa0;: entre le guide et le plateau</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>RejoinOffers</name>
    <message>
        <location filename="../desktop/roadie/ui/rejoin_offers.py" line="+88"/>
        <source>Rejoin %1 at %2</source>
        <translation>Revenir à %1 chez %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take your seat back (seat %1, as %2)</source>
        <translation>Reprendre votre place (place %1, en tant que %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="+110"/>
        <source>Take it to the Bridge! (%1)</source>
        <translation>Take it to the Bridge! (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Song: %1 places 2 dice (Initiative order)</source>
        <translation>La Chanson&#xa0;: %1 place 2 dés (ordre d&apos;Initiative)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Song: place your dice</source>
        <translation>La Chanson&#xa0;: placez vos dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Song: lock your dice in</source>
        <translation>La Chanson&#xa0;: verrouillez vos dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bridge: solos</source>
        <translation>Le Pont&#xa0;: les solos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Applause: %1</source>
        <translation>Les Applaudissements&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Row %1 · Harmony space</source>
        <translation>Rangée %1 · case Harmonie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1, space %2</source>
        <translation>Rangée %1, case %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SONG %1/%2</source>
        <translation>CHANSON %1/%2</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1&apos;s die</source>
        <translation>Dé de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>placed last</source>
        <translation>placé en dernier</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>RE-ROLL</source>
        <translation>RELANCE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HAND</source>
        <translation>MAIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LOCKED</source>
        <translation>VERROUILLÉ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s die showing %2</source>
        <translation>Dé de %1 sur %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Harmonies per song</source>
        <translation>Harmonies/chanson</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Audience cards bought: %1</source>
        <translation>Cartes Public achetées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>RIVAL</source>
        <translation>RIVAL</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s dice</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dice</source>
        <translation>Vos dés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lock in: drag a die here  (L)</source>
        <translation>Verrouiller&#xa0;: glissez un dé ici  (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked in</source>
        <translation>Verrouillé</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>late re-rolls: %1</source>
        <translation>relances tardives&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more re-rolls: place your dice</source>
        <translation>plus de relance&#xa0;: placez vos dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge called: no more re-rolls</source>
        <translation>Pont annoncé&#xa0;: plus de relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no space for your dice: use a Notation symbol, or leave them</source>
        <translation>pas de place pour vos dés&#xa0;: utilisez un symbole de Notation, ou laissez-les</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all your dice are on the song</source>
        <translation>tous vos dés sont sur la chanson</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your dice are locked in on your board</source>
        <translation>vos dés sont verrouillés sur votre plateau</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Re-roll %1 selected  (R)</source>
        <translation>Relancer %1 sélectionné(s)  (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll all  (R)</source>
        <translation>Tout relancer  (R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>selected</source>
        <translation>sélectionné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>select</source>
        <translation>choisir</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>EARLY</source>
        <translation>TÔT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LATE</source>
        <translation>TARD</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not used in this game</source>
        <translation>non utilisé dans cette partie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set list</source>
        <translation>Liste des morceaux</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Hot-seat: show and play %1&apos;s dice and board (Ctrl+%2).</source>
        <translation>Même écran&#xa0;: montrer et jouer les dés et le plateau de %1 (Ctrl+%2).</translation>
    </message>
</context>
<context>
    <name>RockHardContent</name>
    <message>
        <location filename="content_strings.py" line="+1"/>
        <source>Rehearsal Studio A</source>
        <translation>Studio de répétition A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Chops. Open Day and Night.</source>
        <translation>1&#xa0;$&#xa0;: +1 Technique. Ouvert le Jour et la Soirée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studio B</source>
        <translation>Studio de répétition B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +2 Chops. Open Day and Night (Night only on the 2-3 player side).</source>
        <translation>2&#xa0;$&#xa0;: +2 Technique. Ouvert le Jour et la Soirée (la Soirée seulement sur la face 2-3 joueurs).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Interview</source>
        <translation>Interview radio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: +1 Reputation.</source>
        <translation>Gratuit&#xa0;: +1 Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($3)</source>
        <translation>Promo indé (3&#xa0;$)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Record Deal. $3: +2 Reputation, +2 Fame.</source>
        <translation>Demande un Contrat de disque. 3&#xa0;$&#xa0;: +2 Réputation, +2 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Indie Promo ($2)</source>
        <translation>Promo indé (2&#xa0;$)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needs a Demo Tape or a Record Deal. $2: +2 Reputation, +1 Fame.</source>
        <translation>Demande une Cassette démo ou un Contrat de disque. 2&#xa0;$&#xa0;: +2 Réputation, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Publicist</source>
        <translation>Engager un attaché de presse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1: +1 Reputation, +1 Fame.</source>
        <translation>1&#xa0;$&#xa0;: +1 Réputation, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (1st space)</source>
        <translation>Engager des techniciens (1re case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1/$3/$5 for your 1st/2nd/3rd Crew.</source>
        <translation>1&#xa0;$/3&#xa0;$/5&#xa0;$ pour votre 1er/2e/3e technicien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (2nd space)</source>
        <translation>Engager des techniciens (2e case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2/$4/$6 for your 1st/2nd/3rd Crew.</source>
        <translation>2&#xa0;$/4&#xa0;$/6&#xa0;$ pour votre 1er/2e/3e technicien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (3rd space)</source>
        <translation>Engager des techniciens (3e case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3/$5/$7 for your 1st/2nd/3rd Crew.</source>
        <translation>3&#xa0;$/5&#xa0;$/7&#xa0;$ pour votre 1er/2e/3e technicien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew (4th space)</source>
        <translation>Engager des techniciens (4e case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4/$6/$8 for your 1st/2nd/3rd Crew.</source>
        <translation>4&#xa0;$/6&#xa0;$/8&#xa0;$ pour votre 1er/2e/3e technicien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Company</source>
        <translation>Maison de disques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Tape or Record Contract and the stats of a better Royalty tier: sign or renegotiate.</source>
        <translation>Cassette démo ou Contrat de disque et les stats d&apos;un meilleur palier de Royalties&#xa0;: signez ou renégociez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off, Craving -1.</source>
        <translation>Hypoglycémie désactivée, Manque -1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s</source>
        <translation>TJ&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 3. Free: +1 Reputation, +1 Fame.</source>
        <translation>Technique 3. Gratuit&#xa0;: +1 Réputation, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den</source>
        <translation>Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reputation 3. Free: +1 Chops, +1 Fame.</source>
        <translation>Réputation 3. Gratuit&#xa0;: +1 Technique, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig</source>
        <translation>Concert aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This month&apos;s Random Gig card.</source>
        <translation>La carte Concert aléatoire du mois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (headliner)</source>
        <translation>Panda Palace (tête d&apos;affiche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. Free: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Technique 4/Réputation 5, Chansons 3, 1 technicien. Gratuit&#xa0;: +1 Technique/Réputation, +3 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Palace (opener)</source>
        <translation>Panda Palace (première partie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 4/Reputation 5, Songs 3, 1 Crew. $1: +1 Chops/Reputation, +3 Fame.</source>
        <translation>Technique 4/Réputation 5, Chansons 3, 1 technicien. 1&#xa0;$&#xa0;: +1 Technique/Réputation, +3 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (headliner)</source>
        <translation>Yenser Arena (tête d&apos;affiche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. Free: +6 Fame.</source>
        <translation>Technique 6, Réputation 8, Chansons 5, 2 techniciens. Gratuit&#xa0;: +6 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (middle)</source>
        <translation>Yenser Arena (milieu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops 6, Reputation 8, Songs 5, 2 Crew. $1: +1 Chops/Reputation, +5 Fame.</source>
        <translation>Technique 6, Réputation 8, Chansons 5, 2 techniciens. 1&#xa0;$&#xa0;: +1 Technique/Réputation, +5 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yenser Arena (opener)</source>
        <translation>Yenser Arena (première partie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (headliner)</source>
        <translation>Carter Stadium (tête d&apos;affiche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $3: +3 Chops/Reputation, +8 Fame.</source>
        <translation>Technique+Réputation 19, Chansons 8, 3 techniciens, Contrat de disque. 3&#xa0;$&#xa0;: +3 Technique/Réputation, +8 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (2nd)</source>
        <translation>Carter Stadium (2e)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +2 Chops, +1 Reputation, +8 Fame.</source>
        <translation>Technique+Réputation 19, Chansons 8, 3 techniciens, Contrat de disque. 2&#xa0;$&#xa0;: +2 Technique, +1 Réputation, +8 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (3rd)</source>
        <translation>Carter Stadium (3e)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops, +2 Reputation, +8 Fame.</source>
        <translation>Technique+Réputation 19, Chansons 8, 3 techniciens, Contrat de disque. 2&#xa0;$&#xa0;: +1 Technique, +2 Réputation, +8 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (4th)</source>
        <translation>Carter Stadium (4e)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. $2: +1 Chops/Reputation, +8 Fame.</source>
        <translation>Technique+Réputation 19, Chansons 8, 3 techniciens, Contrat de disque. 2&#xa0;$&#xa0;: +1 Technique/Réputation, +8 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carter Stadium (open)</source>
        <translation>Carter Stadium (ouvert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops+Reputation 19, Songs 8, 3 Crew, Record Deal. Free: +10 Fame.</source>
        <translation>Technique+Réputation 19, Chansons 8, 3 techniciens, Contrat de disque. Gratuit&#xa0;: +10 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Bed Early</source>
        <translation>Se coucher tôt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action this phase, no Candy. First to bed plays first next month.</source>
        <translation>Aucune autre action pendant cette phase, pas de Bonbon. Le premier couché joue en premier le mois suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 1</source>
        <translation>Studio d&apos;enregistrement 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3: a Demo Tape.</source>
        <translation>3&#xa0;$&#xa0;: une Cassette démo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recording Studio 2</source>
        <translation>Studio d&apos;enregistrement 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$4: a Demo Tape.</source>
        <translation>4&#xa0;$&#xa0;: une Cassette démo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backstage</source>
        <translation>Backstage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Backstage card, sets.</source>
        <translation>Sortie&#xa0;: la Gloire du jeton En vogue, une carte Backstage, des séries.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s</source>
        <translation>Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Hoover&apos;s card, sets.</source>
        <translation>Sortie&#xa0;: la Gloire du jeton En vogue, une carte Hoover&apos;s, des séries.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bud&apos;s</source>
        <translation>Bud&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Bud&apos;s card, sets.</source>
        <translation>Sortie&#xa0;: la Gloire du jeton En vogue, une carte Bud&apos;s, des séries.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jax</source>
        <translation>Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Jax card, sets.</source>
        <translation>Sortie&#xa0;: la Gloire du jeton En vogue, une carte Jax, des séries.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slinky&apos;s</source>
        <translation>Slinky&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out: the Hot token&apos;s Fame, a Slinky&apos;s card, sets.</source>
        <translation>Sortie&#xa0;: la Gloire du jeton En vogue, une carte Slinky&apos;s, des séries.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work</source>
        <translation>Travailler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your Job&apos;s shift, once a round: your pay.</source>
        <translation>Pendant l&apos;horaire de votre Job, une fois par manche&#xa0;: votre salaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or Sell Candy</source>
        <translation>Acheter ou vendre des Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to 3 Candy at $1 each.</source>
        <translation>Achetez ou vendez jusqu&apos;à 3 Bonbons à 1&#xa0;$ pièce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donate Blood</source>
        <translation>Donner son sang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1.</source>
        <translation>+1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a Song</source>
        <translation>Écrire une chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs.</source>
        <translation>+1 Chansons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>April</source>
        <translation>Avril</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>June</source>
        <translation>Juin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>Juillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>August</source>
        <translation>Août</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>Septembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>October</source>
        <translation>Octobre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>Novembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>December</source>
        <translation>Décembre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songbook</source>
        <translation>Carnet de chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 7 Songs.</source>
        <translation>Atteindre 7 Chansons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed!</source>
        <translation>Signé&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get a Record Deal.</source>
        <translation>Obtenir un Contrat de disque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit Single</source>
        <translation>Tube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach Royalty tier 2.</source>
        <translation>Atteindre le palier de Royalties 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Rat</source>
        <translation>Rat de studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearse 4 times.</source>
        <translation>Répéter 4 fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prolific</source>
        <translation>Prolifique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Songs.</source>
        <translation>Fin de partie&#xa0;: le plus de Chansons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the Charts</source>
        <translation>En tête des charts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: highest Royalty tier.</source>
        <translation>Fin de partie&#xa0;: le palier de Royalties le plus élevé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunesmith</source>
        <translation>Faiseur de tubes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most songs written.</source>
        <translation>Fin de partie&#xa0;: le plus de chansons écrites.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virtuoso</source>
        <translation>Virtuose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops.</source>
        <translation>Fin de partie&#xa0;: le plus de Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Warrior</source>
        <translation>Guerrier de la route</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 4 Gigs.</source>
        <translation>Jouer 4 concerts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Regular</source>
        <translation>Habitué du Panda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace twice.</source>
        <translation>Jouer deux fois au Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Crew</source>
        <translation>Équipe au complet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have 3 Crew.</source>
        <translation>Avoir 3 techniciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shredder</source>
        <translation>Shredder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Chops.</source>
        <translation>Atteindre 8 de Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardest Working Band</source>
        <translation>Le groupe le plus bosseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Gigs.</source>
        <translation>Fin de partie&#xa0;: le plus de concerts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Presence</source>
        <translation>Présence scénique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Chops plus Reputation.</source>
        <translation>Fin de partie&#xa0;: le plus de Technique plus Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest Crew</source>
        <translation>La plus grande équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Crew.</source>
        <translation>Fin de partie&#xa0;: le plus de techniciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oddball Circuit</source>
        <translation>Circuit insolite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Random Gigs.</source>
        <translation>Fin de partie&#xa0;: le plus de Concerts aléatoires.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk of the Town</source>
        <translation>Sur toutes les lèvres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 8 Reputation.</source>
        <translation>Atteindre 8 de Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hired Help</source>
        <translation>Main-d&apos;œuvre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 4 Hire actions.</source>
        <translation>Faire 4 actions Engager.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenester</source>
        <translation>Pilier de la scène</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out 5 times.</source>
        <translation>Faire 5 Sorties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Been There</source>
        <translation>Déjà vu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score a set of Life Experiences.</source>
        <translation>Marquer une série d&apos;Expériences de vie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Household Name</source>
        <translation>Nom connu de tous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Reputation.</source>
        <translation>Fin de partie&#xa0;: le plus de Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Owl</source>
        <translation>Oiseau de nuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hang Outs.</source>
        <translation>Fin de partie&#xa0;: le plus de Sorties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Spender</source>
        <translation>Flambeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Hire actions.</source>
        <translation>Fin de partie&#xa0;: le plus d&apos;actions Engager.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jet Set</source>
        <translation>Jet-set</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: most Glamour cards.</source>
        <translation>Fin de partie&#xa0;: le plus de cartes Glamour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire</source>
        <translation>Doc Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep you may give one of your 3 Sapphire tokens to another player (their extra action next turn) and gain 1 Fame.</source>
        <translation>En Préparation, vous pouvez donner l&apos;un de vos 3 jetons Sapphire à un autre joueur (son action en plus au prochain tour) et gagner 1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboards</source>
        <translation>Claviers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shere Darling</source>
        <translation>Shere Darling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: play a Gig on a space someone holds.</source>
        <translation>Une fois par partie&#xa0;: jouer un concert sur une case occupée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Chant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rafael Santiago</source>
        <translation>Rafael Santiago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one extra action at Night.</source>
        <translation>Une fois par partie&#xa0;: une action en plus la Soirée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead guitar</source>
        <translation>Guitare solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yolanda Delacroix</source>
        <translation>Yolanda Delacroix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: $3 off a Hire action.</source>
        <translation>Une fois par partie&#xa0;: 3&#xa0;$ de remise sur une action Engager.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eric Fairchild</source>
        <translation>Eric Fairchild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a game: one more extra action when you consume Candy.</source>
        <translation>Une fois par partie&#xa0;: une action en plus de plus quand vous consommez un Bonbon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kimmy Kim</source>
        <translation>Kimmy Kim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: re-roll a Candy roll that would turn your Low Sugar on.</source>
        <translation>Une fois par manche&#xa0;: relancer un jet de Bonbon qui activerait votre Hypoglycémie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhythm guitar</source>
        <translation>Guitare rythmique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lisa Boyd</source>
        <translation>Lisa Boyd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 to a Candy roll that would turn your Low Sugar on.</source>
        <translation>Une fois par manche&#xa0;: +1 à un jet de Bonbon qui activerait votre Hypoglycémie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saxophone</source>
        <translation>Saxophone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo Love</source>
        <translation>Leo Love</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you Hang Out.</source>
        <translation>Une fois par manche&#xa0;: +1 Gloire quand vous faites une Sortie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Donovan Sterling</source>
        <translation>Donovan Sterling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat of you.</source>
        <translation>Les concerts vous demandent 1 de moins dans chaque stat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosa Quintero</source>
        <translation>Rosa Quintero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Songs when you Rehearse.</source>
        <translation>Une fois par manche&#xa0;: +1 Chansons quand vous Répétez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percussion</source>
        <translation>Percussions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beautiful Weather</source>
        <translation>Beau temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outdoor shows! Each Limited Gig space holds two standees this month (never a Hire Crew space).</source>
        <translation>Concerts en plein air&#xa0;! Chaque case de concert Limitée accueille deux pions ce mois-ci (jamais une case Engager des techniciens).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Flood</source>
        <translation>Studio inondé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio B is under water: covered this month.</source>
        <translation>Le Studio B est sous l&apos;eau&#xa0;: couvert ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DJ Strike</source>
        <translation>Grève des DJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Radio Interviews this month.</source>
        <translation>Pas d&apos;interviews radio ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Shake-up</source>
        <translation>Remaniement au label</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company is closed this month.</source>
        <translation>La Maison de disques est fermée ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payola Scandal</source>
        <translation>Scandale des pots-de-vin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The $3 Indie Promo space is covered this month.</source>
        <translation>La case Promo indé à 3&#xa0;$ est couverte ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s Renovation</source>
        <translation>Travaux chez Hoover&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoover&apos;s is closed this month.</source>
        <translation>Hoover&apos;s est fermé ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Union Dispute</source>
        <translation>Conflit syndical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cheapest Hire Crew space is covered this month.</source>
        <translation>La case Engager des techniciens la moins chère est couverte ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat Wave</source>
        <translation>Canicule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candy melts: everyone loses 1 Candy.</source>
        <translation>Les bonbons fondent&#xa0;: tout le monde perd 1 Bonbon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax Refund</source>
        <translation>Remboursement d&apos;impôts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains $2.</source>
        <translation>Tout le monde gagne 2&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magazine Feature</source>
        <translation>Article de magazine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Reputation.</source>
        <translation>Tout le monde gagne 1 Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halloween</source>
        <translation>Halloween</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone gains 1 Candy.</source>
        <translation>Tout le monde gagne 1 Bonbon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flu Season</source>
        <translation>Saison de la grippe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone loses 1 Chops.</source>
        <translation>Tout le monde perd 1 Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punk Explosion</source>
        <translation>Explosion punk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs ask 1 less of each stat this month.</source>
        <translation>Les concerts demandent 1 de moins dans chaque stat ce mois-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriting Contest</source>
        <translation>Concours d&apos;écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Fame when you Write a Song.</source>
        <translation>Une fois ce mois-ci&#xa0;: +1 Gloire quand vous Écrivez une chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout in Town</source>
        <translation>Dénicheur de talents en ville</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this month: +1 Reputation when you play a Gig.</source>
        <translation>Une fois ce mois-ci&#xa0;: +1 Réputation quand vous jouez un concert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panda Fan</source>
        <translation>Fan du Panda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Panda Palace 3 times.</source>
        <translation>Jouer 3 fois au Panda Palace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TJ&apos;s Regular</source>
        <translation>Habitué du TJ&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play TJ&apos;s 3 times.</source>
        <translation>Jouer 3 fois au TJ&apos;s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fox Den Favourite</source>
        <translation>Chouchou du Fox Den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Fox Den 3 times.</source>
        <translation>Jouer 3 fois au Fox Den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere, Anytime</source>
        <translation>Partout, à toute heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 3 Random Gigs.</source>
        <translation>Jouer 3 Concerts aléatoires.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groupie Magnet</source>
        <translation>Aimant à groupies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out Backstage 3 times.</source>
        <translation>Faire 3 Sorties au Backstage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen at Jax</source>
        <translation>Vu au Jax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Out at Jax 3 times.</source>
        <translation>Faire 3 Sorties au Jax.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entourage</source>
        <translation>Entourage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take 3 Hire actions.</source>
        <translation>Faire 3 actions Engager.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Tooth</source>
        <translation>Bec sucré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consume Candy 3 times.</source>
        <translation>Consommer 3 Bonbons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songwriter</source>
        <translation>Auteur-compositeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Songs.</source>
        <translation>Atteindre 9 Chansons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Hero</source>
        <translation>Guitar hero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Chops.</source>
        <translation>Atteindre 9 de Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend in the Making</source>
        <translation>Légende en devenir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach 9 Reputation.</source>
        <translation>Atteindre 9 de Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nest Egg</source>
        <translation>Bas de laine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold $12.</source>
        <translation>Avoir 12&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Crew</source>
        <translation>Équipe de tournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renegotiator</source>
        <translation>Renégociateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Life of the Party</source>
        <translation>Âme de la fête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score 2 sets of Life Experiences.</source>
        <translation>Marquer 2 séries d&apos;Expériences de vie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arena Rock</source>
        <translation>Rock des arénas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Yenser Arena.</source>
        <translation>Jouer à la Yenser Arena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hooked</source>
        <translation>Accro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 3 or higher.</source>
        <translation>Fin de partie&#xa0;: Manque à 3 ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean Living</source>
        <translation>Vie saine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: Craving 0.</source>
        <translation>Fin de partie&#xa0;: Manque à 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money in the Bank</source>
        <translation>De l&apos;argent à la banque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: $10 or more.</source>
        <translation>Fin de partie&#xa0;: 10&#xa0;$ ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Employee of the Month</source>
        <translation>Employé du mois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: no Missed Work tokens.</source>
        <translation>Fin de partie&#xa0;: aucun jeton Absence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stash</source>
        <translation>Planque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 4 Candy or more.</source>
        <translation>Fin de partie&#xa0;: 4 Bonbons ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romantic</source>
        <translation>Romantique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Romance cards.</source>
        <translation>Fin de partie&#xa0;: 3 cartes Romance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fun Lover</source>
        <translation>Fêtard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 3 Fun cards.</source>
        <translation>Fin de partie&#xa0;: 3 cartes Fun.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night Crawler</source>
        <translation>Noctambule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of game: 6 Hang Outs or more.</source>
        <translation>Fin de partie&#xa0;: 6 Sorties ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Song</source>
        <translation>Chanson d&apos;amour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs</source>
        <translation>+1 Chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Couple</source>
        <translation>Couple star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation</source>
        <translation>+1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muse</source>
        <translation>Muse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo Together</source>
        <translation>Photo ensemble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heartbreak Ballad</source>
        <translation>Ballade du cœur brisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whispers</source>
        <translation>Murmures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duet Offer</source>
        <translation>Proposition de duo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +1 Songs</source>
        <translation>+1 Réputation / +1 Chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow Dance</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixtape</source>
        <translation>Mixtape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roses</source>
        <translation>Roses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dinner Date</source>
        <translation>Dîner en tête-à-tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Songs</source>
        <translation>vous pouvez payer 1&#xa0;$ pour +2 Chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weekend Away</source>
        <translation>Week-end en amoureux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Songs, +1 Reputation</source>
        <translation>vous pouvez payer 2&#xa0;$ pour +2 Chansons, +1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Gift</source>
        <translation>Cadeau sucré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Reputation</source>
        <translation>vous pouvez payer 1 Bonbon pour +2 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candlelight</source>
        <translation>Aux chandelles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +2 Songs</source>
        <translation>vous pouvez payer 1 Bonbon pour +2 Chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabloid Romance</source>
        <translation>Idylle dans la presse people</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, -1 Chops</source>
        <translation>+2 Réputation, -1 Technique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sleepless Night</source>
        <translation>Nuit blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, -1 Chops</source>
        <translation>+2 Chansons, -1 Technique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind Date</source>
        <translation>Rendez-vous arrangé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Songs; 3: +1 Songs; 4: +1 Reputation; 5: +1 Reputation; 6: +2 Reputation</source>
        <translation>dé&#xa0;: 1&#xa0;: -1 Réputation&#xa0;; 2&#xa0;: +1 Chansons&#xa0;; 3&#xa0;: +1 Chansons&#xa0;; 4&#xa0;: +1 Réputation&#xa0;; 5&#xa0;: +1 Réputation&#xa0;; 6&#xa0;: +2 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Love Letter</source>
        <translation>Lettre d&apos;amour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Songs; 2: +1 Songs; 3: +1 Songs; 4: +2 Songs; 5: +2 Songs; 6: +3 Songs</source>
        <translation>dé&#xa0;: 1&#xa0;: +1 Chansons&#xa0;; 2&#xa0;: +1 Chansons&#xa0;; 3&#xa0;: +1 Chansons&#xa0;; 4&#xa0;: +2 Chansons&#xa0;; 5&#xa0;: +2 Chansons&#xa0;; 6&#xa0;: +3 Chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serenade</source>
        <translation>Sérénade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Reputation</source>
        <translation>+1 Chansons, +1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jealous Ex</source>
        <translation>Ex jaloux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation</source>
        <translation>-1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>Échantillons gratuits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy</source>
        <translation>+1 Bonbon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomless Bowl</source>
        <translation>Bol sans fond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinball Wizard</source>
        <translation>Pinball wizard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2</source>
        <translation>+2&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Square Meal</source>
        <translation>Repas copieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hot meal at last: Low Sugar is off.</source>
        <translation>Enfin un repas chaud&#xa0;: l’Hypoglycémie est désactivée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You catch your breath: take 1 extra action.</source>
        <translation>Vous reprenez votre souffle&#xa0;: faites 1 action en plus.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Just a good time.</source>
        <translation>Juste un bon moment.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Second Wind</source>
        <translation>Second souffle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candy Jar</source>
        <translation>Bocal à bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party Favors</source>
        <translation>Cotillons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy / +$2</source>
        <translation>+1 Bonbon / +2&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Contest</source>
        <translation>Concours de danse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Karaoke</source>
        <translation>Karaoké</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bulk Buy</source>
        <translation>Achat en gros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $1 for +2 Candy</source>
        <translation>vous pouvez payer 1&#xa0;$ pour +2 Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vending Machine</source>
        <translation>Distributeur automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar High</source>
        <translation>Shoot de sucre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +1 Craving</source>
        <translation>+1 Bonbon, +1 Manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Nighter</source>
        <translation>Nuit blanche à la fête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Candy, +1 Craving</source>
        <translation>+2 Bonbons, +1 Manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet on the Game</source>
        <translation>Pari sur le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -$2; 2: -$1; 3: +$1; 4: +$2; 5: +$3; 6: +$4</source>
        <translation>dé&#xa0;: 1&#xa0;: -2&#xa0;$&#xa0;; 2&#xa0;: -1&#xa0;$&#xa0;; 3&#xa0;: +1&#xa0;$&#xa0;; 4&#xa0;: +2&#xa0;$&#xa0;; 5&#xa0;: +3&#xa0;$&#xa0;; 6&#xa0;: +4&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claw Machine</source>
        <translation>Machine à pinces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: nothing; 2: nothing; 3: +1 Candy; 4: +1 Candy; 5: +2 Candy; 6: +2 Candy</source>
        <translation>dé&#xa0;: 1&#xa0;: rien&#xa0;; 2&#xa0;: rien&#xa0;; 3&#xa0;: +1 Bonbon&#xa0;; 4&#xa0;: +1 Bonbon&#xa0;; 5&#xa0;: +2 Bonbons&#xa0;; 6&#xa0;: +2 Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round on the House</source>
        <translation>Tournée de la maison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1, +1 Fame</source>
        <translation>+1&#xa0;$, +1 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spilled Drinks</source>
        <translation>Verres renversés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$1</source>
        <translation>-1&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost Wallet</source>
        <translation>Portefeuille perdu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-$2</source>
        <translation>-2&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweet Deal</source>
        <translation>Bonne affaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay 1 Candy for +$3</source>
        <translation>vous pouvez payer 1 Bonbon pour +3&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Happy Hour</source>
        <translation>Happy hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Candy, +$1</source>
        <translation>+1 Bonbon, +1&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Connection</source>
        <translation>Contact en studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group studio, amount 2)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: remise (groupe studio, montant 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie Friend</source>
        <translation>Ami roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group crew, amount 2)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: remise (groupe techniciens, montant 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promo Man&apos;s Card</source>
        <translation>Carte du promoteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group indie, amount 2)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: remise (groupe indé, montant 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire at Cost</source>
        <translation>Engagement à prix coûtant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: discount (group hire, amount 1)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: remise (groupe engager, montant 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guest List</source>
        <translation>Liste d&apos;invités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 2)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: exigence allégée (groupe concert, montant 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Booking Agent</source>
        <translation>Agent de booking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group gig, amount 1)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: exigence allégée (groupe concert, montant 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lawyer&apos;s Advice</source>
        <translation>Conseil d&apos;avocat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 1)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: exigence allégée (groupe contrat de disque, montant 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;R Lunch</source>
        <translation>Déjeuner avec le D.A.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: relax (group record-deal, amount 2)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: exigence allégée (groupe contrat de disque, montant 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Booking</source>
        <translation>Double réservation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group gig)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: partage (groupe concert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio Time Swap</source>
        <translation>Échange de créneau en studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: share (group studio)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: partage (groupe studio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Kit</source>
        <translation>Dossier de presse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group gig)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: bonus (groupe concert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Credit</source>
        <translation>Crédit de session</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group studio)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: bonus (groupe studio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early Call</source>
        <translation>Appel matinal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase day)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: action en plus (phase Jour)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late Show</source>
        <translation>Spectacle tardif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: extra action (phase night)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: action en plus (phase Soirée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Demo</source>
        <translation>Démo gratuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Demo Tape</source>
        <translation>une Cassette démo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan Shark</source>
        <translation>Usurier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, -1 Reputation</source>
        <translation>+3&#xa0;$, -1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Business Card</source>
        <translation>Carte de visite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor</source>
        <translation>Investisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +1 Crew</source>
        <translation>vous pouvez payer 2&#xa0;$ pour +1 technicien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Networking</source>
        <translation>Réseautage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation / +$2</source>
        <translation>+1 Réputation / +2&#xa0;$</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract Review</source>
        <translation>Relecture de contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep face up: from next month, once: bonus (group record-deal)</source>
        <translation>à garder face visible&#xa0;: dès le mois prochain, une fois&#xa0;: bonus (groupe contrat de disque)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paparazzi</source>
        <translation>Paparazzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame</source>
        <translation>+1 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Carpet</source>
        <translation>Tapis rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VIP Table</source>
        <translation>Table VIP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gossip Column</source>
        <translation>Rubrique potins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dress to Impress</source>
        <translation>Tenue de soirée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name Drop</source>
        <translation>Name-dropping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover Shoot</source>
        <translation>Séance photo de couverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autographs</source>
        <translation>Autographes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame / +1 Reputation</source>
        <translation>+1 Gloire / +1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flash Bulbs</source>
        <translation>Flashs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Rope</source>
        <translation>Cordon de velours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Sighting</source>
        <translation>Star en vue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottle Service</source>
        <translation>Service bouteille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $2 for +2 Fame</source>
        <translation>vous pouvez payer 2&#xa0;$ pour +2 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Designer Jacket</source>
        <translation>Veste de créateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limo Ride</source>
        <translation>Balade en limousine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you may pay $3 for +2 Fame, +1 Reputation</source>
        <translation>vous pouvez payer 3&#xa0;$ pour +2 Gloire, +1 Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champagne Toast</source>
        <translation>Toast au champagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +1 Craving</source>
        <translation>+2 Gloire, +1 Manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Overdose</source>
        <translation>Overdose de paillettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Society Page</source>
        <translation>Carnet mondain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: +1 Reputation; 2: +1 Reputation; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +2 Fame</source>
        <translation>dé&#xa0;: 1&#xa0;: +1 Réputation&#xa0;; 2&#xa0;: +1 Réputation&#xa0;; 3&#xa0;: +1 Gloire&#xa0;; 4&#xa0;: +1 Gloire&#xa0;; 5&#xa0;: +2 Gloire&#xa0;; 6&#xa0;: +2 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Ball</source>
        <translation>Boule à facettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll: 1: -1 Reputation; 2: +1 Fame; 3: +1 Fame; 4: +1 Fame; 5: +2 Fame; 6: +3 Fame</source>
        <translation>dé&#xa0;: 1&#xa0;: -1 Réputation&#xa0;; 2&#xa0;: +1 Gloire&#xa0;; 3&#xa0;: +1 Gloire&#xa0;; 4&#xa0;: +1 Gloire&#xa0;; 5&#xa0;: +2 Gloire&#xa0;; 6&#xa0;: +3 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scandal</source>
        <translation>Scandale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1 Reputation, +2 Fame</source>
        <translation>-1 Réputation, +2 Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivalry</source>
        <translation>Rivalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance Till Dawn</source>
        <translation>Danser jusqu&apos;à l&apos;aube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neon Lights</source>
        <translation>Néons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strobe</source>
        <translation>Stroboscope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disco Inferno</source>
        <translation>Disco inferno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror Maze</source>
        <translation>Labyrinthe de miroirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glitter Rain</source>
        <translation>Pluie de paillettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Call</source>
        <translation>Dernière tournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jukebox Hero</source>
        <translation>Jukebox hero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lava Lamp</source>
        <translation>Lampe à lave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Skates</source>
        <translation>Patins à roulettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shag Carpet</source>
        <translation>Moquette à poils longs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Couch</source>
        <translation>Canapé de velours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty</source>
        <translation>After</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bubble Machine</source>
        <translation>Machine à bulles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fog Machine</source>
        <translation>Machine à fumée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-Go Cage</source>
        <translation>Cage de go-go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Light</source>
        <translation>Lumière noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moonwalk</source>
        <translation>Moonwalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conga Line</source>
        <translation>Chenille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sunrise</source>
        <translation>Lever du soleil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Massage Therapist</source>
        <translation>Massothérapeute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $3.</source>
        <translation>Horaire variable. 3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executive Assistant</source>
        <translation>Assistant de direction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable shift. $2/$2/$3/$3/$4/$4 by the die.</source>
        <translation>Horaire variable. 2&#xa0;$/2&#xa0;$/3&#xa0;$/3&#xa0;$/4&#xa0;$/4&#xa0;$ selon le dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Store Clerk</source>
        <translation>Vendeur de disques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Write a Song.</source>
        <translation>Horaire de Jour. 2&#xa0;$. Une fois par manche&#xa0;: +1 Chansons quand vous Écrivez une chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waitress</source>
        <translation>Serveuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. Tips: $1/$2/$2/$3/$3/$4 by the die.</source>
        <translation>Horaire de Soirée. Pourboires&#xa0;: 1&#xa0;$/2&#xa0;$/2&#xa0;$/3&#xa0;$/3&#xa0;$/4&#xa0;$ selon le dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bartender</source>
        <translation>Barman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $3. Missing a shift also costs 1 Fame.</source>
        <translation>Horaire de Nuit. 3&#xa0;$. Manquer un horaire coûte aussi 1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session Player</source>
        <translation>Musicien de studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Once a round: +1 Songs when you Rehearse.</source>
        <translation>Horaire de Jour. 2&#xa0;$. Une fois par manche&#xa0;: +1 Chansons quand vous Répétez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cab Driver</source>
        <translation>Chauffeur de taxi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $3.</source>
        <translation>Horaire de Soirée. 3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dishwasher</source>
        <translation>Plongeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $2. Nobody notices you missing: no Missed Work tokens.</source>
        <translation>Horaire de Jour. 2&#xa0;$. Personne ne remarque votre absence&#xa0;: pas de jeton Absence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usher</source>
        <translation>Ouvreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night shift. $2. Once a round: +1 Reputation when you play a Gig.</source>
        <translation>Horaire de Soirée. 2&#xa0;$. Une fois par manche&#xa0;: +1 Réputation quand vous jouez un concert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guitar Teacher</source>
        <translation>Professeur de guitare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours shift. $2. Once a round: +1 Chops when you Write a Song.</source>
        <translation>Horaire de Nuit. 2&#xa0;$. Une fois par manche&#xa0;: +1 Technique quand vous Écrivez une chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mailroom Clerk</source>
        <translation>Employé du courrier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day shift. $3. Missing a shift also costs 1 Reputation.</source>
        <translation>Horaire de Jour. 3&#xa0;$. Manquer un horaire coûte aussi 1 Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nigel Hawthorne-Dawe</source>
        <translation>Nigel Hawthorne-Dawe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: use a Limited space someone holds (never a Hire Crew space).</source>
        <translation>Une fois par manche&#xa0;: utiliser une case Limitée occupée (jamais une case Engager des techniciens).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marv Goldfarb</source>
        <translation>Marv Goldfarb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rehearsal Studios cost you $1 less.</source>
        <translation>Les Studios de répétition vous coûtent 1&#xa0;$ de moins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bunny LaRue</source>
        <translation>Bunny LaRue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: +1 Fame when you play a Gig.</source>
        <translation>Une fois par manche&#xa0;: +1 Gloire quand vous jouez un concert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sal Tortelli</source>
        <translation>Sal Tortelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$1 with your Royalties.</source>
        <translation>+1&#xa0;$ avec vos Royalties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vic Marlowe</source>
        <translation>Vic Marlowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Record Company asks 1 less of each stat of you.</source>
        <translation>La Maison de disques vous demande 1 de moins dans chaque stat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dee Dee Kwan</source>
        <translation>Dee Dee Kwan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a round: one extra action in the Day.</source>
        <translation>Une fois par manche&#xa0;: une action en plus le Jour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Mitzvah</source>
        <translation>Bar-mitsva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3.</source>
        <translation>+3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle of the Bands</source>
        <translation>Tremplin rock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll: 1-2 +1 Reputation; 3-4 also +1 Fame; 5-6 also +2 Fame.</source>
        <translation>Dé&#xa0;: 1-2 +1 Réputation&#xa0;; 3-4 aussi +1 Gloire&#xa0;; 5-6 aussi +2 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Parlor</source>
        <translation>Pizzeria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$2, +1 Chops.</source>
        <translation>+2&#xa0;$, +1 Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street Fair</source>
        <translation>Fête de rue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Fame, and +1 Reputation/+$2.</source>
        <translation>+1 Gloire, et +1 Réputation/+2&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Mic</source>
        <translation>Scène ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Songs, +1 Chops.</source>
        <translation>+1 Chansons, +1 Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wedding Band</source>
        <translation>Orchestre de mariage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +$4.</source>
        <translation>Perdez 1 Réputation&#xa0;: +4&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>College Mixer</source>
        <translation>Soirée étudiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Reputation, +1 Fame.</source>
        <translation>+2 Réputation, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roller Disco</source>
        <translation>Roller disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$3, +1 Candy.</source>
        <translation>+3&#xa0;$, +1 Bonbon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radio Jingle</source>
        <translation>Jingle radio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$1.</source>
        <translation>+2 Chansons, +1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prison Concert</source>
        <translation>Concert en prison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose 1 Reputation: +2 Chops, +2 Fame.</source>
        <translation>Perdez 1 Réputation&#xa0;: +2 Technique, +2 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>County Fair</source>
        <translation>Foire du comté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Fame, +$1.</source>
        <translation>+2 Gloire, +1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening for a Has-Been</source>
        <translation>Première partie d&apos;une star déchue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 Reputation, +2 Fame.</source>
        <translation>+1 Réputation, +2 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TV Talk Show</source>
        <translation>Talk-show télé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$2: +3 Fame, +2 Reputation.</source>
        <translation>2&#xa0;$&#xa0;: +3 Gloire, +2 Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benefit Concert</source>
        <translation>Concert de bienfaisance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Reputation.</source>
        <translation>+3 Gloire, +1 Réputation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movie Soundtrack</source>
        <translation>Bande originale de film</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+2 Songs, +$3.</source>
        <translation>+2 Chansons, +3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Festival Side Stage</source>
        <translation>Petite scène de festival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+3 Fame, +1 Chops.</source>
        <translation>+3 Gloire, +1 Technique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label Showcase</source>
        <translation>Showcase du label</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 Candy: +4 Fame.</source>
        <translation>1 Bonbon&#xa0;: +4 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Star&apos;s Private Party</source>
        <translation>Fête privée d&apos;une star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+$5, +1 Fame.</source>
        <translation>+5&#xa0;$, +1 Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Crush</source>
        <translation>Premier béguin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A memory that made you who you are.</source>
        <translation>Un souvenir qui a fait de vous ce que vous êtes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prom Night</source>
        <translation>Bal de fin d&apos;année</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer Fling</source>
        <translation>Amourette d&apos;été</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Trip</source>
        <translation>Road trip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garage Band</source>
        <translation>Groupe de garage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive-In Movies</source>
        <translation>Cinéma drive-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Route</source>
        <translation>Tournée de journaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lemonade Stand</source>
        <translation>Stand de limonade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn Shop Guitar</source>
        <translation>Guitare du mont-de-piété</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beauty Pageant</source>
        <translation>Concours de beauté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion Show</source>
        <translation>Défilé de mode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Met a Star</source>
        <translation>Rencontre avec une star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugarless Candy</source>
        <translation>Bonbon sans sucre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Craving. 1 extra action.</source>
        <translation>Pas de Manque. 1 action en plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jelly Beans</source>
        <translation>Dragées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 1 extra action.</source>
        <translation>Manque +1. 1 action en plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rock Candy</source>
        <translation>Sucre d&apos;orge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving +1. 2 extra actions.</source>
        <translation>Manque +1. 2 actions en plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gobstopper</source>
        <translation>Casse-gueule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pop Rocks</source>
        <translation>Pop Rocks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cotton Candy</source>
        <translation>Barbe à papa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar Cube</source>
        <translation>Morceau de sucre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jawbreaker</source>
        <translation>Boule magique</translation>
    </message>
</context>
<context>
    <name>RockHardLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/sentences.py" line="+16"/>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a choice</source>
        <translation>un choix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Event</source>
        <translation>l&apos;Événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Sapphire token</source>
        <translation>un jeton Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base Stats at 11</source>
        <translation>Stats de base à 11</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cash</source>
        <translation>argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their character</source>
        <translation>son personnage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their Manager</source>
        <translation>son Manager</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>their Job</source>
        <translation>son Job</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} took back their last action.</source>
        <translation>{name} a repris sa dernière action.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} keeps a secret Personal Goal.</source>
        <translation>{name} garde un Objectif personnel secret.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picks the Manager {card}.</source>
        <translation>{name} choisit le Manager {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} keeps {card}.</source>
        <translation>{name} garde {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{month}: Prep.</source>
        <translation>{month}&#xa0;: Préparation.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event: {event}.</source>
        <translation>Événement&#xa0;: {event}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random Gig: {gig}.</source>
        <translation>Concert aléatoire&#xa0;: {gig}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clean-Up of {month}: Royalties, then the Managers.</source>
        <translation>Rangement de {month}&#xa0;: Royalties, puis les Managers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New turn order from the After Hours and Anytime spaces; standees come back.</source>
        <translation>Nouvel ordre du tour selon les cases Nuit et À toute heure&#xa0;; les pions reviennent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month}: {phase} begins.</source>
        <translation>{month}&#xa0;: début de la phase {phase}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} goes to {space} and pays ${paid}.</source>
        <translation>{name} va à {space} et paie {paid}&#xa0;$.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} goes to {space}.</source>
        <translation>{name} va à {space}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} scores {what}: +{fame} Fame.</source>
        <translation>{name} marque {what}&#xa0;: +{fame} Gloire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} forms a set of four Life Experiences: +{fame} Fame.</source>
        <translation>{name} forme une série de quatre Expériences de vie&#xa0;: +{fame} Gloire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} no longer has a Job ({why}).</source>
        <translation>{name} n&apos;a plus de Job ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} signs a Record Deal at Royalty tier {n}.</source>
        <translation>{name} signe un Contrat de disque au palier de Royalties {n}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gets a Demo Tape ({why}).</source>
        <translation>{name} obtient une Cassette démo ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has Low Sugar and must Recover next Day.</source>
        <translation>{name} est en Hypoglycémie et doit Récupérer au prochain Jour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} also gains the bonus of {why}.</source>
        <translation>{name} gagne aussi le bonus de {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is now ON ({why}).</source>
        <translation>L&apos;Hypoglycémie de {name} est maintenant ACTIVE ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Low Sugar is off again ({why}).</source>
        <translation>L&apos;Hypoglycémie de {name} est de nouveau inactive ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gains extra actions: {n} ({why}).</source>
        <translation>{name} obtient des actions en plus&#xa0;: {n} ({why}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} missed their Work shift: a Missed Work token.</source>
        <translation>{name} a manqué son horaire de Travail&#xa0;: un jeton Absence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} receives a Sapphire token: an extra action.</source>
        <translation>{name} reçoit un jeton Sapphire&#xa0;: une action en plus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {change} ({why}).</source>
        <translation>{name}&#xa0;: {change} ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} rolls {value} ({why}).</source>
        <translation>{name} obtient {value} au dé ({why}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} draws {card}.</source>
        <translation>{name} pioche {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} achieves {what} but a tie leaves no Fame for it.</source>
        <translation>{name} réussit {what} mais une égalité ne lui rapporte aucune Gloire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Best New Artist of 1977: {names}.</source>
        <translation>La partie est terminée. Révélation rock de 1977&#xa0;: {names}.</translation>
    </message>
</context>
<context>
    <name>RockHardTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/choices.py" line="+39"/>
        <location line="+24"/>
        <source>Your decisions</source>
        <translation>Vos décisions</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 · %2 Fame</source>
        <translation>%1 · %2 de Gloire</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scores at the end, secret</source>
        <translation>compte à la fin, secret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scores when achieved</source>
        <translation>compte une fois atteint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; progress track, shown to all</source>
        <translation>; piste de progression, visible de tous</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/context.py" line="+39"/>
        <source>the Rising Star</source>
        <translation>l&apos;Étoile montante</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-64"/>
        <source>Chops</source>
        <translation>Technique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Chansons</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="+110"/>
        <source>Fame</source>
        <translation>Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candy</source>
        <translation>Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew</source>
        <translation>Techniciens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Craving</source>
        <translation>Manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalty tier</source>
        <translation>Palier de royalties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed Work</source>
        <translation>Absences au Job</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability tokens</source>
        <translation>Jetons capacité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sapphire tokens</source>
        <translation>Jetons Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+129"/>
        <source>Demo Tape</source>
        <translation>Cassette démo</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-1"/>
        <source>Record Contract</source>
        <translation>Contrat de disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>extra actions</source>
        <translation>actions en plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+126"/>
        <source>Low Sugar</source>
        <translation>Hypoglycémie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prep</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Anytime</source>
        <translation>À toute heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean-Up</source>
        <translation>Rangement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New turn order</source>
        <translation>Nouvel ordre du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Romance</source>
        <translation>Romance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fun</source>
        <translation>Fun</translation>
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
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose your character (keep 1 of 2)</source>
        <translation>Choisissez votre personnage (gardez-en 1 sur 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Personal Goals (keep 2 of 3)</source>
        <translation>Choisissez vos Objectifs personnels (gardez-en 2 sur 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Job (keep 1 of 2)</source>
        <translation>Choisissez votre Job (gardez-en 1 sur 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your Manager (in reverse player order)</source>
        <translation>Choisissez votre Manager (dans l&apos;ordre inverse des joueurs)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>pay %1</source>
        <translation>payer %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you may pay %1 for %2</source>
        <translation>vous pouvez payer %1 pour %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Low Sugar on</source>
        <translation>Hypoglycémie active</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Demo Tape</source>
        <translation>une Cassette démo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll the die</source>
        <translation>lancer le dé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep the card for later</source>
        <translation>garder la carte pour plus tard</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 at least %2</source>
        <translation>%1 au moins %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at most %2</source>
        <translation>%1 au plus %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the most %1</source>
        <translation>le plus de %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chops+Reputation</source>
        <translation>Technique+Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work tokens</source>
        <translation>jetons Absence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sets</source>
        <translation>séries</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hires</source>
        <translation>engagements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gigs</source>
        <translation>concerts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hang outs</source>
        <translation>sorties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rehearsals</source>
        <translation>répétitions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shifts worked</source>
        <translation>horaires travaillés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>songs written</source>
        <translation>chansons écrites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gigs at %1</source>
        <translation>concerts au %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hang outs at %1</source>
        <translation>sorties au %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cards</source>
        <translation>cartes %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/gestures.py" line="+75"/>
        <source>Buy %1 Candy</source>
        <translation>Acheter %1 Bonbon(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1 Candy</source>
        <translation>Vendre %1 Bonbon(s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to %1</source>
        <translation>Aller à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(spend %1)</source>
        <translation>(dépenser %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One more action: spend %1</source>
        <translation>Une action de plus&#xa0;: dépenser %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give no Sapphire token</source>
        <translation>Ne donner aucun jeton Sapphire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give a Sapphire token to %1</source>
        <translation>Donner un jeton Sapphire à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eat Candy</source>
        <translation>Manger un Bonbon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit my Job</source>
        <translation>Quitter mon Job</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End my turn</source>
        <translation>Finir mon tour</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Form the set: %1</source>
        <translation>Former la série&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade: %1</source>
        <translation>Échange&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1 to decide.</source>
        <translation>En attente de la décision de %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one (a slash on the card):</source>
        <translation>Choisissez-en un (une barre oblique sur la carte)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may make this trade:</source>
        <translation>Vous pouvez faire cet échange&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the set your Wild card completes:</source>
        <translation>Choisissez la série que votre carte Joker complète&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doc Sapphire: give a Sapphire token in Prep?</source>
        <translation>Doc Sapphire&#xa0;: donner un jeton Sapphire en Préparation&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the card you keep (or Tab to it, then Enter).</source>
        <translation>Cliquez sur la carte que vous gardez (ou Tab jusqu&apos;à elle, puis Entrée).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 plays the %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left: %1. Place your standee again, or end your turn.</source>
        <translation>Actions restantes&#xa0;: %1. Placez à nouveau votre pion, ou finissez votre tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your %1 turn: candy first if you like, then drag your standee onto a lit space.</source>
        <translation>Votre tour (%1)&#xa0;: un bonbon d&apos;abord si vous voulez, puis glissez votre pion sur une case éclairée.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="-74"/>
        <source>Your amplifier</source>
        <translation>Votre ampli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Character, Job, Manager</source>
        <translation>Personnage, Job, Manager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards and goals</source>
        <translation>Cartes et objectifs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your standee: drag it onto a lit space (or press Enter, then Enter on a space).</source>
        <translation>Votre pion&#xa0;: glissez-le sur une case éclairée (ou appuyez sur Entrée, puis Entrée sur une case).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: choose on the cards above.</source>
        <translation>Mise en place&#xa0;: choisissez sur les cartes ci-dessus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions left: %1</source>
        <translation>Actions restantes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: %1</source>
        <translation>Sur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-14"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+3"/>
        <source>Candy eaten</source>
        <translation>Bonbon mangé</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+19"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-10"/>
        <source>Fame %1</source>
        <translation>Gloire %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="+4"/>
        <source>Candy %1</source>
        <translation>Bonbons %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crew %1 of 3</source>
        <translation>Techniciens %1 sur 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Craving %1</source>
        <translation>Manque %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar ON</source>
        <translation>Hypoglycémie ACTIVE</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/faces.py" line="-36"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+1"/>
        <source>Low Sugar off</source>
        <translation>Hypoglycémie inactive</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/mat.py" line="+1"/>
        <source>Royalty tier %1</source>
        <translation>Palier de royalties %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Demo Tape</source>
        <translation>pas de cassette démo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work %1</source>
        <translation>Absences au Job %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens %1 · gifts %2</source>
        <translation>Jetons %1 · cadeaux %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1 (%2, %3)</source>
        <translation>Job&#xa0;: %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Professional Musician (no Job)</source>
        <translation>Musicien professionnel (sans Job)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-26"/>
        <source>Manager: %1</source>
        <translation>Manager&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(%1 in sets)</source>
        <translation>(%1 en séries)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets scored: %1</source>
        <translation>Séries marquées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept: %1</source>
        <translation>Gardées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goal: secret</source>
        <translation>Objectif&#xa0;: secret</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/side.py" line="-73"/>
        <location line="+22"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+36"/>
        <source>Random Gig</source>
        <translation>Concert aléatoire</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Bonuses</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other players</source>
        <translation>Les autres joueurs</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Revealed in Prep each month.</source>
        <translation>Révélé en Préparation chaque mois.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event: %1</source>
        <translation>Événement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 left in the stack</source>
        <translation>%1 restant(s) dans la pile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Random Gig %1: %2</source>
        <translation>Concert aléatoire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>end of game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when achieved</source>
        <translation>une fois atteint</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a secret goal</source>
        <translation>un objectif secret</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Life Experiences</source>
        <translation>Expériences de vie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goals: %1</source>
        <translation>objectifs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job: %1</source>
        <translation>Job&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>C%1 R%2 S%3</source>
        <translation>T%1 R%2 C%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crew %1</source>
        <translation>Techniciens %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal T%1</source>
        <translation>Contrat P%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/spaces.py" line="+60"/>
        <source>Nothing else this phase; first next month.</source>
        <translation>Rien d&apos;autre cette phase&#xa0;; premier le mois prochain.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First next month.</source>
        <translation>Premier le mois prochain.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign or better your Record Deal.</source>
        <translation>Signez ou améliorez votre contrat.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>hot: +%1 Fame</source>
        <translation>chaud&#xa0;: +%1 de Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot %1</source>
        <translation>Chaud %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Random Gig this month.</source>
        <translation>Pas de Concert aléatoire ce mois-ci.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open space: any number of standees%1.</source>
        <translation>Case ouverte&#xa0;: autant de pions qu&apos;on veut%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, newcomers stand leftmost</source>
        <translation>, les nouveaux venus se placent le plus à gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Here now: %1.</source>
        <translation>Ici maintenant&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This month&apos;s Event covers it.</source>
        <translation>L&apos;Événement de ce mois le couvre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may go here now: drag your standee here.</source>
        <translation>Vous pouvez aller ici maintenant&#xa0;: glissez votre pion ici.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/tracks.py" line="-61"/>
        <source>The months of 1977</source>
        <translation>Les mois de 1977</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fame track</source>
        <translation>Piste de Gloire</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Turn order</source>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>acts now</source>
        <translation>joue maintenant</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/games/rock_hard_1977/blocks.py" line="+20"/>
        <source>Rep</source>
        <translation>Rép</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Rehearsal Studios</source>
        <translation>Studios de répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recording Studios</source>
        <translation>Studios d&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Studio %1</source>
        <translation>Studio %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Free</source>
        <translation>Gratuit</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/rules_dialog.py" line="+18"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roadie’s reading</source>
        <translation>La lecture de Roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the rulebook can be read more than one way, Roadie plays it like this:</source>
        <translation>Là où la règle peut se lire de plusieurs façons, Roadie la joue ainsi&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../desktop/roadie/ui/score_chart.py" line="+33"/>
        <source>Scores over the game</source>
        <translation>Scores au fil de la partie</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Actions taken (%1 in all)</source>
        <translation>Actions jouées (%1 en tout)</translation>
    </message>
</context>
<context>
    <name>ScoreExplainer</name>
    <message>
        <location filename="../desktop/roadie/ui/score_explain.py" line="-138"/>
        <source>Score lines and the rules that scored them</source>
        <translation>Lignes de score et leurs règles</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Counted from the board at the end of the game.</source>
        <translation>Compté d&apos;après le plateau en fin de partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted from the board as it stands now; final at the end of the game.</source>
        <translation>Compté d&apos;après le plateau actuel&#xa0;; définitif en fin de partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule: %1 (%2)</source>
        <translation>Règle&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>setting up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action %1</source>
        <translation>action %1</translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message>
        <location line="+47"/>
        <source>How %1 scored</source>
        <translation>Comment %1 a marqué</translation>
    </message>
</context>
<context>
    <name>ScoreMoments</name>
    <message>
        <location filename="../desktop/roadie/ui/score_moments.py" line="-49"/>
        <source>given when the game was set up</source>
        <translation>reçu à la mise en place</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Song %1</source>
        <translation>Chanson %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a Harmony in row %1</source>
        <translation>une Harmonie en rangée %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a groove of %1 on the solo grid</source>
        <translation>un groove de %1 sur la grille de solo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an Audience card bought</source>
        <translation>une carte Public achetée</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Spotlights marked</source>
        <translation>Projecteurs cochés</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a song matched its crowd&apos;s mood</source>
        <translation>une chanson accordée à l&apos;humeur de son public</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a song&apos;s ability</source>
        <translation>le pouvoir d&apos;une chanson</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tip to a band member</source>
        <translation>un pourboire à un membre du groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Standard&apos;s cost</source>
        <translation>le coût d&apos;un Standard</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1st place at a crowd</source>
        <translation>1re place auprès d&apos;un public</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a crowd&apos;s threshold reached</source>
        <translation>seuil d&apos;un public atteint</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Month %1</source>
        <translation>Mois %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Song 1</source>
        <translation>Chanson 1</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../desktop/roadie/ui/scoreboard.py" line="+101"/>
        <source>Click: how each line was scored</source>
        <translation>Clic&#xa0;: comment chaque ligne a été marquée</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../desktop/roadie/ui/launcher.py" line="-538"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random instrument</source>
        <translation>Instrument au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your instrument; Random deals you one nobody chose</source>
        <translation>Votre instrument&#xa0;; Au hasard vous en donne un que personne n&apos;a choisi</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your player colour</source>
        <translation>Votre couleur de joueur</translation>
    </message>
</context>
<context>
    <name>SettingUp</name>
    <message>
        <location filename="../desktop/roadie/ui/setting_up.py" line="+20"/>
        <source>Setting up the table…</source>
        <translation>Installation de la table…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/roadie/ui/settings_dialog.py" line="+33"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Normal</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relaxed</source>
        <translation>Posé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How long bots take to act at the table, whatever the animation speed</source>
        <translation>Le temps que prennent les bots pour agir à la table, quelle que soit la vitesse des animations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot pace</source>
        <translation>Rythme des bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind-safe colours</source>
        <translation>Couleurs adaptées aux daltoniens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before ending my turn</source>
        <translation>Demander avant de finir mon tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask before passing for the whole round</source>
        <translation>Demander avant de passer pour toute la manche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sum up each Bridge and round, and wait for me</source>
        <translation>Résumer chaque Pont et chaque manche, et m’attendre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause the game when Roadie loses the focus</source>
        <translation>Mettre en pause quand Roadie perd le focus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In my first game of each title</source>
        <translation>Dans ma première partie de chaque jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hovering the board explains each part in full: what it is, what it does for you now, its rules</source>
        <translation>Survoler le plateau explique chaque élément en entier&#xa0;: ce qu&apos;il est, ce qu&apos;il fait pour vous maintenant, ses règles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teaching mode</source>
        <translation>Mode apprentissage</translation>
    </message>
</context>
<context>
    <name>SongTable</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/end_pieces.py" line="-46"/>
        <source>All songs</source>
        <translation>Toutes les chansons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harmonies · solo points · symbols marked (from the song and the solo)</source>
        <translation>Harmonies · points de solo · symboles marqués (de la chanson et du solo)</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../desktop/roadie/ui/chat.py" line="+24"/>
        <source>Table chat</source>
        <translation>Discussion de table</translation>
    </message>
</context>
<context>
    <name>TheGigBoard</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/render.py" line="-563"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
</context>
<context>
    <name>TheGigContent</name>
    <message>
        <location filename="content_strings.py" line="-745"/>
        <source>Front-Row Fan</source>
        <translation>Fan du premier rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat and a Sharp straight away.</source>
        <translation>Gagnez tout de suite un Bémol et un Dièse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar Staff</source>
        <translation>Personnel du bar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Repeat and a Rest straight away.</source>
        <translation>Gagnez tout de suite une Reprise et un Silence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Tech</source>
        <translation>Éclairagiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain 2 Spotlights straight away.</source>
        <translation>Gagnez tout de suite 2 Projecteurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busking Friend</source>
        <translation>Ami musicien de rue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Rest and a Spotlight straight away.</source>
        <translation>Gagnez tout de suite un Silence et un Projecteur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foot Tapper</source>
        <translation>Tapeur de pied</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 2 Notation symbols you like, now.</source>
        <translation>Gagnez maintenant 2 symboles de Notation de votre choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stagehand</source>
        <translation>Machiniste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twice this game, once the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Deux fois dans la partie, une fois le Pont annoncé, vous pouvez encore relancer un de vos dés non placés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dance-Floor Regular</source>
        <translation>Habitué de la piste de danse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circle one extra space on your solo now, touching one of your grooves.</source>
        <translation>Entourez maintenant une case de plus sur votre solo, touchant l&apos;un de vos grooves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choir Kid</source>
        <translation>Enfant de chœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each song where you scored a Harmony.</source>
        <translation>Fin du concert&#xa0;: 2 points pour chaque chanson où vous avez marqué une Harmonie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Collector</source>
        <translation>Collectionneur de disques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Fin du concert&#xa0;: 3 points de plus pour chaque série complète Bémol, Dièse, Reprise et Silence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band-Tee Wearer</source>
        <translation>Porteur de t-shirt du groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Sharp you hold (6 at most).</source>
        <translation>Fin du concert&#xa0;: 1 point par Dièse que vous avez (6 au plus).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jazz Snob</source>
        <translation>Snob du jazz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for each Flat you hold (6 at most).</source>
        <translation>Fin du concert&#xa0;: 1 point par Bémol que vous avez (6 au plus).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s Cousin</source>
        <translation>Cousin du roadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 points.</source>
        <translation>Fin du concert&#xa0;: 4 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage Diver</source>
        <translation>Slammeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 2 spaces on your solo now, following the solo rules.</source>
        <translation>Tracez maintenant un groove supplémentaire de 2 cases au plus sur votre solo, selon les règles du solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local Critic</source>
        <translation>Critique local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each groove of 4 spaces on your solo.</source>
        <translation>Fin du concert&#xa0;: 2 points pour chaque groove de 4 cases sur votre solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Regulars</source>
        <translation>Les Habitués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if you scored a Harmony in at least 3 songs.</source>
        <translation>Fin du concert&#xa0;: 6 points si vous avez marqué une Harmonie dans au moins 3 chansons.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talent Scout</source>
        <translation>Dénicheur de talents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 8 points.</source>
        <translation>Fin du concert&#xa0;: 8 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superfan</source>
        <translation>Superfan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Sharps as you.</source>
        <translation>Fin du concert&#xa0;: 6 points si personne n&apos;a autant de Dièses que vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Fi Buff</source>
        <translation>Fou de hi-fi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Flat-and-Sharp pair you hold.</source>
        <translation>Fin du concert&#xa0;: 2 points pour chaque paire Bémol-Dièse que vous avez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Reviewer</source>
        <translation>Chroniqueur musical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 6 points if nobody holds as many Repeats as you.</source>
        <translation>Fin du concert&#xa0;: 6 points si personne n&apos;a autant de Reprises que vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighting Designer</source>
        <translation>Concepteur lumière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 1 point for every 2 Spotlights you still hold.</source>
        <translation>Fin du concert&#xa0;: 1 point pour chaque 2 Projecteurs qu&apos;il vous reste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gospel Choir</source>
        <translation>Chorale gospel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 3 points for each song where you scored a Harmony.</source>
        <translation>Fin du concert&#xa0;: 3 points pour chaque chanson où vous avez marqué une Harmonie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promoter</source>
        <translation>Organisateur de concerts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each other Audience card you bought.</source>
        <translation>Fin du concert&#xa0;: 2 points pour chaque autre carte Public que vous avez achetée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latecomer</source>
        <translation>Retardataire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain any 1 Notation symbol you like, now.</source>
        <translation>Gagnez maintenant 1 symbole de Notation de votre choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound Engineer</source>
        <translation>Ingénieur du son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 2 points for each Repeat-and-Rest pair you hold.</source>
        <translation>Fin du concert&#xa0;: 2 points pour chaque paire Reprise-Silence que vous avez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drummer&apos;s Mum</source>
        <translation>Maman du batteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 5 points if you hold 4 or more Flats.</source>
        <translation>Fin du concert&#xa0;: 5 points si vous avez 4 Bémols ou plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Afterparty Host</source>
        <translation>Hôte de l&apos;after</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an extra groove of up to 3 spaces on your solo now, following the solo rules.</source>
        <translation>Tracez maintenant un groove supplémentaire de 3 cases au plus sur votre solo, selon les règles du solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Music Teacher</source>
        <translation>Professeur de musique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 4 more points for each full set of Flat, Sharp, Repeat and Rest.</source>
        <translation>Fin du concert&#xa0;: 4 points de plus pour chaque série complète Bémol, Dièse, Reprise et Silence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crowd Surfer</source>
        <translation>Surfeur de foule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once this game, after the Bridge has been called, you may still re-roll one of your unplaced dice.</source>
        <translation>Une fois dans la partie, après l&apos;annonce du Pont, vous pouvez encore relancer un de vos dés non placés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merch Seller</source>
        <translation>Vendeur de merch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gain a Flat, a Sharp and a Spotlight straight away.</source>
        <translation>Gagnez tout de suite un Bémol, un Dièse et un Projecteur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan Club President</source>
        <translation>Président du fan-club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the gig: 10 points if you bought at least 4 Audience cards.</source>
        <translation>Fin du concert&#xa0;: 10 points si vous avez acheté au moins 4 cartes Public.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horn</source>
        <translation>Cuivres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circled numbers in the far-right column count once for every Horn you have circled, as soon as you have circled two or more. Multipliers never touch Horns.</source>
        <translation>Les nombres entourés de la colonne la plus à droite comptent une fois par Cuivre que vous avez entouré, dès que vous en avez entouré deux ou plus. Les multiplicateurs ne touchent jamais les Cuivres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drum and a pair of Sticks circled in the same groove make a beat worth 7 points; a multiplier in that groove multiplies the beat. A lone Drum or Sticks scores nothing.</source>
        <translation>Une Caisse et une paire de Baguettes entourées dans le même groove forment un rythme qui vaut 7 points&#xa0;; un multiplicateur dans ce groove multiplie le rythme. Une Caisse ou des Baguettes seules ne marquent rien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Claviers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Keys you circle turns into one Notation symbol of your choice on the spot. A multiplier in the groove gives you that many choices.</source>
        <translation>Chaque Clavier que vous entourez devient sur-le-champ un symbole de Notation de votre choix. Un multiplicateur dans le groove vous donne autant de choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every Sax you circle is worth 1 point at the end, multiplied by its groove&apos;s multiplier. All eight are within reach if you plan your grooves.</source>
        <translation>Chaque Sax que vous entourez vaut 1 point à la fin, multiplié par le multiplicateur de son groove. Les huit sont à portée si vous planifiez vos grooves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Chant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals copies one other symbol of its groove (not a multiplier) and is crossed out. A Vocals you never cross out copies one point space of its groove at the end.</source>
        <translation>Un Chant copie un autre symbole de son groove (pas un multiplicateur) et est barré. Un Chant jamais barré copie une case de points de son groove à la fin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bass</source>
        <translation>Basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your two widest rows each score 10 points once every space in them is circled, by as many grooves as it takes.</source>
        <translation>Vos deux rangées les plus larges marquent chacune 10 points dès que toutes leurs cases sont entourées, avec autant de grooves qu&apos;il faut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breaking it Down</source>
        <translation>On décompose tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight Soundcheck</source>
        <translation>Balance de minuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backbeat Boulevard</source>
        <translation>Boulevard du contretemps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper Moon Shuffle</source>
        <translation>Shuffle de la lune en papier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rain on the Tour Bus</source>
        <translation>Pluie sur le bus de tournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neon Lullaby</source>
        <translation>Berceuse au néon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Note Runaround</source>
        <translation>Course en note bleue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback Loop</source>
        <translation>Boucle de larsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cellar Door Stomp</source>
        <translation>Stomp de la cave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Train Home</source>
        <translation>Dernier train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velvet Static</source>
        <translation>Parasites de velours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downbeat Diner</source>
        <translation>Le dîner du premier temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saltwater Swing</source>
        <translation>Swing d&apos;eau salée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kickdrum Heart</source>
        <translation>Cœur de grosse caisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amplifier Blues</source>
        <translation>Blues de l&apos;ampli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encore Fever</source>
        <translation>Fièvre du rappel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Borrowed Guitar</source>
        <translation>Guitare empruntée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curtain Call</source>
        <translation>Salut final</translation>
    </message>
</context>
<context>
    <name>TheGigLog</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/sentences.py" line="+30"/>
        <source>The Challenger</source>
        <translation>Le Challenger</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{lost} found their Notes track full: not marked.</source>
        <translation>{lost}&#xa0;: piste de Notes pleine, non marqué.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took back their last action.</source>
        <translation>{name} a repris sa dernière action.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Song {song} begins: 4, 3, 2, 1!</source>
        <translation>La chanson {song} commence&#xa0;: 4, 3, 2, 1&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} rolled: {values}.</source>
        <translation>{name} a lancé&#xa0;: {values}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} picked up a die.</source>
        <translation>{name} a pris un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} put the die in their hand back in the tray.</source>
        <translation>{name} a reposé le dé tenu en main dans la réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a {row} on the song.</source>
        <translation>{name} a placé un {row} sur la chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} placed a die in the Harmony space of row {row}.</source>
        <translation>{name} a placé un dé dans la case Harmonie de la rangée {row}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} and {rival} clashed: both dice go back and roll again.</source>
        <translation>{name} et {rival} sont entrés en collision&#xa0;: les deux dés reviennent et sont relancés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: “Take it to the Bridge!”</source>
        <translation>{name}&#xa0;: «&#xa0;Take it to the Bridge!&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took Initiative token {token}.</source>
        <translation>{name} a pris le jeton Initiative {token}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used {symbol}: {before} became {after}.</source>
        <translation>{name} a utilisé {symbol}&#xa0;: {before} est devenu {after}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} gave Initiative token {token} back.</source>
        <translation>{name} a rendu le jeton Initiative {token}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} locked a die in.</source>
        <translation>{name} a verrouillé un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolled a {value}.</source>
        <translation>Le Challenger a obtenu un {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more re-rolling this song.</source>
        <translation>Plus de relance pour cette chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up: the timer beat you, no more re-rolling this song.</source>
        <translation>Le temps est écoulé&#xa0;: le minuteur vous a battu, plus de relance pour cette chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left {count} dice off the song: no space for them.</source>
        <translation>{name} a laissé des dés hors de la chanson ({count})&#xa0;: pas de place pour eux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left a die off the song: no space for it.</source>
        <translation>{name} a laissé un dé hors de la chanson&#xa0;: pas de place pour lui.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew a groove of {count} on their solo.</source>
        <translation>{name} a tracé un groove de {count} sur son solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no groove that fits: no solo this song.</source>
        <translation>{name} n&apos;a aucun groove qui rentre&#xa0;: pas de solo pour cette chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chose {symbol}.</source>
        <translation>{name} a choisi {symbol}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} kept a Vocals symbol for points.</source>
        <translation>{name} a gardé un symbole Chant pour des points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s Notes tracks are all full: {lost} symbols not marked.</source>
        <translation>Les pistes de Notes de {name} sont toutes pleines&#xa0;: symboles non marqués&#xa0;: {lost}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s Notes tracks are all full: a symbol not marked.</source>
        <translation>Les pistes de Notes de {name} sont toutes pleines&#xa0;: un symbole non marqué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} scored {points} for a Harmony in row {row}.</source>
        <translation>{name} a marqué {points} pour une Harmonie dans la rangée {row}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked: {symbols}.</source>
        <translation>{name} a marqué&#xa0;: {symbols}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} marked no symbols.</source>
        <translation>{name} n’a marqué aucun symbole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} bought {card}.</source>
        <translation>{name} a acheté {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded {card} for a {reward}.</source>
        <translation>{name} a défaussé {card} contre un {reward}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} let the Audience be.</source>
        <translation>{name} a laissé le Public.</translation>
    </message>
</context>
<context>
    <name>TheGigSymbols</name>
    <message>
        <location filename="../desktop/roadie/ui/games/the_gig/symbols.py" line="+18"/>
        <source>Flat</source>
        <translation>Bémol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Dièse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Silence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotlight</source>
        <translation>Projecteur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Horn</source>
        <translation>Cuivres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drums</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sticks</source>
        <translation>Baguettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Claviers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sax</source>
        <translation>Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocals</source>
        <translation>Chant</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <location filename="../desktop/roadie/bots/level_info.py" line="+28"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensible moves with a beginner&apos;s mistakes; slow to re-roll.</source>
        <translation>Des coups sensés avec des erreurs de débutant&#xa0;; lent à relancer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the obvious strategy well, at a steady human pace.</source>
        <translation>Joue bien la stratégie évidente, à un rythme humain régulier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looks ahead over many possible deals before each move.</source>
        <translation>Anticipe de nombreuses donnes possibles avant chaque coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any legal move, chosen at random.</source>
        <translation>N&apos;importe quel coup légal, choisi au hasard.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="+71"/>
        <location filename="../desktop/roadie/games/__init__.py" line="+97"/>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="+41"/>
        <source>Gig dice</source>
        <translation>Dés Gig</translation>
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
        <translation>Compagnon du jeu de cartes Gig&#xa0;: une réserve commune de dés Gig qu&apos;on lance, ajuste, fixe, échange et vole selon la section 6. Tours et fin de session&#xa0;: Roadie&#xa0;; le gagnant&#xa0;: le jeu de cartes.</translation>
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
        <translation>Placez vos dés sur la chanson en temps réel, puis transformez vos grooves en solo.</translation>
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
        <translation>Des groupes de rue se disputent les foules de La Nouvelle-Orléans en trois manches&#xa0;: jouez des chansons dans l&apos;humeur de la foule, donnez des pourboires à votre groupe et gagnez le plus d&apos;argent.</translation>
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
        <translation>Vivez la vie d&apos;un rockeur de la fin des années 70&#xa0;: répétez, jouez des concerts, enregistrez et visez 50 de Gloire.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/scoring.py" line="+107"/>
        <source>The Challenger</source>
        <translation>Le Challenger</translation>
    </message>
</context>
<context>
    <name>guided</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/big_easy_busking.py" line="+7"/>
        <source>Drag a song from your hand onto a crowd. The songs you can play are ringed.</source>
        <translation>Glissez une chanson de votre main sur une foule. Les chansons que vous pouvez jouer sont cerclées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your band members paid the energy the song asks. The song waits by the crowd until your next turn.</source>
        <translation>Vos musiciens ont payé l’énergie que demande la chanson. Elle reste près de la foule jusqu’à votre prochain tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When Ben has played, your turn starts by finishing your song: press the ringed Finish my song.</source>
        <translation>Quand Ben a joué, votre tour commence par finir votre chanson&#xa0;: appuyez sur «&#xa0;Terminer ma chanson&#xa0;», cerclé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy left on a crowd counts when it pays at the end of the round. A song in the crowd&apos;s mood lets you take some energy back, or $1.</source>
        <translation>L’énergie laissée à une foule compte quand elle paie en fin de manche. Une chanson dans son humeur vous rend de l’énergie, ou 1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip your band: drag energy from your reserve onto a band member. Each energy costs $1.</source>
        <translation>Donnez un pourboire&#xa0;: glissez de l’énergie de votre réserve sur un musicien. Chaque énergie coûte 1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tip before your action: a song needs energy on the right band members.</source>
        <translation>Le pourboire se donne avant votre action&#xa0;: une chanson demande de l’énergie sur les bons musiciens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now take your action: play, learn or pass. The three rounds are yours to play: good luck!</source>
        <translation>À vous d’agir&#xa0;: jouer, apprendre ou passer. Les trois manches sont à vous&#xa0;: bonne chance&#xa0;!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/gig_dice.py" line="+7"/>
        <source>Drag a ringed d6 from the tray into your Gig area: it rolls as it lands.</source>
        <translation>Glissez un d6 cerclé du plateau dans votre zone Gig&#xa0;: il roule en s’y posant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice in your Gig area are your friendly Gigs: the cards&apos; effects aim at them.</source>
        <translation>Les dés de votre zone Gig sont vos Gigs alliés&#xa0;: les effets des cartes les visent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drag a die into your fixer area, the ringed place beside it.</source>
        <translation>Glissez maintenant un dé dans votre zone Fixer, l’endroit cerclé juste à côté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>Les dés de votre zone Fixer sont à vous, mais aucun effet ne peut les viser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card tells you to adjust a die: click one of your ringed dice, then press + or −.</source>
        <translation>Une carte vous fait ajuster un dé&#xa0;: cliquez sur un de vos dés cerclés, puis appuyez sur + ou −.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjusting moves a die up or down its faces; a change that would leave it as it was fails.</source>
        <translation>Ajuster fait monter ou descendre un dé sur ses faces&#xa0;; un changement qui le laisserait tel quel échoue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card is played: end your turn with the ringed button.</source>
        <translation>Votre carte est jouée&#xa0;: finissez votre tour avec le bouton cerclé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats act in turn; only the seat whose turn it is may act.</source>
        <translation>Les places jouent à tour de rôle&#xa0;; seule celle dont c’est le tour peut agir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tray is yours: play your cards and let Roadie keep the dice honest.</source>
        <translation>Le plateau est à vous&#xa0;: jouez vos cartes, Roadie garde les dés honnêtes.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/rock_hard_1977.py" line="+7"/>
        <source>Choose your character: click one of the two ringed cards.</source>
        <translation>Choisissez votre personnage&#xa0;: cliquez sur l’une des deux cartes cerclées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everybody chooses at the same time. Your character&apos;s ability is shown on your mat.</source>
        <translation>Tout le monde choisit en même temps. La capacité de votre personnage s’affiche sur votre plateau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep choosing the ringed cards: two secret goals, then a Job, then a Manager.</source>
        <translation>Continuez à choisir les cartes cerclées&#xa0;: deux objectifs secrets, puis un Job, puis un Manager.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals bring Fame, your Job pays for its shift, and you pay your Manager in June, September and at the end.</source>
        <translation>Les objectifs rapportent de la Gloire, votre Job paie son horaire, et vous payez votre Manager en juin, en septembre et à la fin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is Day. Drag your standee onto a ringed space you can afford.</source>
        <translation>C’est le Jour. Glissez votre pion sur une case cerclée que vous pouvez payer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A space asks for stats you must already have and a price you pay in full.</source>
        <translation>Une case demande des statistiques que vous devez déjà avoir et un prix payé en entier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was your action. End your turn with the ringed button.</source>
        <translation>C’était votre action. Finissez votre tour avec le bouton cerclé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each phase of the month everyone takes a turn in order.</source>
        <translation>À chaque phase du mois, chacun joue un tour, dans l’ordre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night and After Hours work the same way. The months up to December are yours to play: good luck!</source>
        <translation>La Nuit et l’After Hours se jouent de même. Les mois jusqu’à décembre sont à vous&#xa0;: bonne chance&#xa0;!</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/guided/the_gig.py" line="+7"/>
        <source>Drag one of your dice onto the song, into the row of its value: a 3 goes in row 3. The dice you can move are ringed.</source>
        <translation>Glissez un de vos dés sur la chanson, dans la rangée de sa valeur&#xa0;: un 3 va en rangée 3. Les dés que vous pouvez déplacer sont cerclés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One die per space. Dice that touch each other on the song form grooves, the shapes your solo is made of.</source>
        <translation>Un dé par case. Les dés qui se touchent sur la chanson forment des grooves, les formes de votre solo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now drop a die in a Harmony space, the ringed space at the end of its row.</source>
        <translation>Posez maintenant un dé dans une case Harmonie, la case cerclée au bout de sa rangée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Harmony space takes several dice. At the Bridge each scores 2 for every filled space of its row.</source>
        <translation>Une case Harmonie prend plusieurs dés. Au Pont, chacun rapporte 2 par case occupée de sa rangée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not happy with the dice left in your tray? Re-roll them: the ringed button, or R.</source>
        <translation>Les dés qui restent ne vous plaisent pas&#xa0;? Relancez-les&#xa0;: le bouton cerclé, ou R.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may re-roll as often as you like, until somebody places a fourth die.</source>
        <translation>Vous pouvez relancer autant que vous voulez, jusqu’à ce que quelqu’un place un quatrième dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place your last two dice. The first player to place a fourth die calls the Bridge.</source>
        <translation>Placez vos deux derniers dés. Le premier joueur qui place un quatrième dé annonce le Pont.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You called the Bridge: re-rolling stops and Ben places what he can.</source>
        <translation>Vous avez annoncé le Pont : on ne relance plus et Ben place ce qu’il peut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your groove is shown on your instrument board, on the start space. Play your solo with the ringed button, or Enter.</source>
        <translation>Votre groove s’affiche sur votre plateau d’instrument, sur la case de départ. Jouez votre solo avec le bouton cerclé, ou Entrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What your solo encloses scores at the end; the symbols it covers count at once.</source>
        <translation>Ce que votre solo entoure compte à la fin&#xa0;; les symboles qu’il couvre comptent tout de suite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a round of The Gig. The Audience and the next five songs are yours to play: good luck!</source>
        <translation>Voilà une manche de The Gig. Le Public et les cinq chansons suivantes sont à vous&#xa0;: bonne chance&#xa0;!</translation>
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
        <translation>Le but</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your band of three busks on Royal Street for three rounds. Crowds pay the band that puts the most energy on them. The richest band after the third round wins.</source>
        <translation>Votre groupe de trois joue dans la rue sur Royal Street pendant trois manches. Les foules paient le groupe qui y met le plus d&apos;énergie. Le groupe le plus riche après la troisième manche gagne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band and its energy</source>
        <translation>Votre groupe et son énergie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each band member holds energy; the rest waits in your reserve. Tipping costs $1 for each energy you move from the reserve back onto a band member, so tip before you need it.</source>
        <translation>Chaque musicien porte de l&apos;énergie&#xa0;; le reste attend dans votre réserve. Un pourboire coûte 1&#xa0;$ par énergie que vous remettez de la réserve sur un musicien&#xa0;: donnez-le avant d&apos;en avoir besoin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a song for a crowd</source>
        <translation>Jouer une chanson pour une foule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn do one thing: learn a song, play one, or pass. To play, drag a song onto a crowd: each band member pays the energy the song asks of them, and the song waits there until your next turn.</source>
        <translation>À votre tour, faites une chose&#xa0;: apprendre une chanson, en jouer une, ou passer. Pour jouer, glissez une chanson sur une foule&#xa0;: chaque musicien paie l&apos;énergie que la chanson lui demande, et la chanson attend là jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish it next turn</source>
        <translation>La terminer au tour suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your next turn starts by finishing that song. When its mood matches the crowd&apos;s, you may keep some energy back for your band or take $1; when it does not, all of it stays with the crowd.</source>
        <translation>Votre tour suivant commence par terminer cette chanson. Si son humeur correspond à celle de la foule, vous pouvez garder de l&apos;énergie pour votre groupe ou prendre 1&#xa0;$&#xa0;; sinon, tout reste à la foule.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The crowds pay</source>
        <translation>Les foules paient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When everyone has passed, each crowd pays its first prize and its mood token to the band with the most energy on it, and pays everyone who reached its threshold. Then the band rests and new crowds arrive.</source>
        <translation>Quand tout le monde a passé, chaque foule paie sa prime de 1re place et donne son jeton Humeur au groupe qui y a le plus d&apos;énergie, et paie tous ceux qui ont atteint son seuil. Puis le groupe se repose et de nouvelles foules arrivent.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/gig_dice.py" line="+1"/>
        <source>This table keeps the Gig dice of a game of the Gig card game. It has no winner of its own: the cards you play say what to roll and change, and Roadie keeps every die honest while you do it.</source>
        <translation>Cette table garde les dés Gig d&apos;une partie du jeu de cartes Gig. Elle n&apos;a pas de gagnant à elle&#xa0;: les cartes que vous jouez disent quoi lancer et changer, et Roadie veille à chaque dé pendant ce temps.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll into your areas</source>
        <translation>Lancer dans vos zones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn drag a die from the tray into your Gig area or your fixer area; Roadie rolls it as it lands. Dice in your Gig area are under your control. Dice in your fixer area are yours, but no effect can aim at them.</source>
        <translation>À votre tour, glissez un dé de la réserve dans votre zone Gig ou votre zone Fixer&#xa0;; Roadie le lance en le posant. Les dés de votre zone Gig sont sous votre contrôle. Ceux de votre zone Fixer sont à vous, mais aucun effet ne peut les viser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read your dice</source>
        <translation>Lire vos dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die is worth the face it shows. A 1 is a min Gig, its highest face a max Gig. Two dice of the same value in one Gig area form a value-pair (ringed on the table), and no die belongs to two pairs.</source>
        <translation>Un dé vaut la face qu&apos;il montre. Un 1 est un Gig min, sa face la plus haute un Gig max. Deux dés de même valeur dans une zone Gig forment une paire de valeurs (entourée sur la table), et aucun dé n&apos;appartient à deux paires.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change what the cards say</source>
        <translation>Changer ce que disent les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards make you adjust a die up or down, set it to a face, swap a die with a rival&apos;s or steal one. A change that would leave a value as it was fails, and a die is never set to a face it does not have.</source>
        <translation>Les cartes vous font ajuster un dé vers le haut ou le bas, le fixer sur une face, échanger un dé avec celui d&apos;un adversaire ou en voler un. Un changement qui laisserait la valeur telle quelle échoue, et un dé n&apos;est jamais fixé sur une face qu&apos;il n&apos;a pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How it ends</source>
        <translation>Comment ça finit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the session on your turn, or let it stop after the rounds chosen at the start. Nothing is scored here: the card game&apos;s own rules decide who won.</source>
        <translation>Mettez fin à la session à votre tour, ou laissez-la s&apos;arrêter après les manches choisies au début. Rien n&apos;est compté ici&#xa0;: les règles du jeu de cartes décident du gagnant.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/rock_hard_1977.py" line="+1"/>
        <source>It is 1977 and you are a musician on the way up. From April to December you gather Fame. The game also ends after any month in which someone reaches 50 Fame; then the most famous musician wins.</source>
        <translation>Nous sommes en 1977 et vous êtes un musicien qui monte. D&apos;avril à décembre, vous accumulez de la Gloire. La partie se termine aussi après tout mois où quelqu&apos;un atteint 50 de Gloire&#xa0;; le musicien le plus célèbre gagne alors.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A month in four phases</source>
        <translation>Un mois en quatre phases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each month has a Prep, then Day, Night and After Hours. In each of those three phases every player sends their standee to one space of that phase, or of Anytime, in turn order.</source>
        <translation>Chaque mois a une Préparation, puis le Jour, la Soirée et la Nuit. À chacune de ces trois phases, chaque joueur envoie son pion sur une case de cette phase, ou d&apos;À toute heure, dans l&apos;ordre du tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking a space</source>
        <translation>Prendre une case</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space may ask for stats you must already have and a price you pay in full. A Limited space takes one standee; an Open one takes any number. Before your action you may eat a Candy for a boost, at a risk.</source>
        <translation>Une case peut demander des stats que vous devez déjà avoir et un prix que vous payez en entier. Une case Limitée accueille un pion&#xa0;; une Ouverte, autant qu&apos;on veut. Avant votre action, vous pouvez manger un Bonbon pour un coup de pouce, à vos risques.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your amplifier</source>
        <translation>Votre ampli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs run from 0 to 11 and open the bigger Gigs. Money, Candy, Crew and Craving sit beside them. Play Gigs at Night, Hang Out after hours, and do your Job&apos;s shift.</source>
        <translation>Technique, Réputation et Chansons vont de 0 à 11 et ouvrent les plus grands concerts. Argent, Bonbons, Techniciens et Manque sont à côté. Jouez des concerts la Soirée, sortez la Nuit et faites l&apos;horaire de votre Job.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How you score</source>
        <translation>Comment on marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fame comes from Gigs, Hang Outs, sets of Life Experiences, bonus cards and your secret goals. At the end, each stat at 11 and every $3 add a little more.</source>
        <translation>La Gloire vient des concerts, des Sorties, des séries d&apos;Expériences de vie, des cartes Bonus et de vos objectifs secrets. À la fin, chaque stat à 11 et chaque tranche de 3&#xa0;$ ajoutent un peu plus.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/the_gig.py" line="+1"/>
        <source>Your band plays six songs. Each song you race to put your four dice on the song sheet, then turn them into a solo on your instrument board. Whoever holds the most points after the sixth song wins.</source>
        <translation>Votre groupe joue six chansons. À chaque chanson, vous vous pressez de poser vos quatre dés sur la partition, puis vous les transformez en solo sur votre plateau d&apos;instrument. Qui a le plus de points après la sixième chanson gagne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll and place, all at once</source>
        <translation>Lancer et placer, tous à la fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everybody rolls together and plays at the same time. Drop each die in the row of its value: one die per space, any number in the Harmony space at the row&apos;s end. Re-roll your pool as often as you like until someone has placed four dice.</source>
        <translation>Tout le monde lance ensemble et joue en même temps. Posez chaque dé dans la rangée de sa valeur&#xa0;: un dé par case, autant qu&apos;on veut dans la case Harmonie au bout de la rangée. Relancez votre réserve aussi souvent que vous voulez jusqu&apos;à ce que quelqu&apos;un ait placé quatre dés.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take it to the Bridge</source>
        <translation>Take it to the Bridge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player with four dice placed calls the Bridge: re-rolling stops and the others place what they can. Placing your fourth die also takes the lowest Initiative token left, which lets you choose Audience cards earlier.</source>
        <translation>Le premier joueur qui a placé quatre dés annonce le Pont&#xa0;: les relances s&apos;arrêtent et les autres placent ce qu&apos;ils peuvent. Placer votre quatrième dé prend aussi le plus petit jeton Initiative restant, qui vous fait choisir les cartes Public plus tôt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play your solo</source>
        <translation>Jouer votre solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice touching each other on the song make grooves. Copy one groove&apos;s shape onto your instrument board: the first covers the start space beside &gt;&gt;&gt;, the next ones touch earlier grooves. What it encloses scores at the end; symbols come at once.</source>
        <translation>Les dés qui se touchent sur la chanson forment des grooves. Recopiez la forme d&apos;un groove sur votre plateau d&apos;instrument&#xa0;: le premier couvre la case de départ à côté de &gt;&gt;&gt;, les suivants touchent les grooves déjà tracés. Ce qu&apos;il entoure compte à la fin&#xa0;; les symboles viennent tout de suite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Applause and score</source>
        <translation>Applaudissements et score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in Harmony spaces score as their row fills. Then, in Initiative order, buy an Audience card with Spotlights or discard one for its reward. At the end add your solo points, Spotlights, cards and the bonuses for leading each symbol.</source>
        <translation>Les dés des cases Harmonie marquent à mesure que leur rangée se remplit. Puis, dans l&apos;ordre d&apos;Initiative, achetez une carte Public avec des Projecteurs ou défaussez-en une pour sa récompense. À la fin, additionnez vos points de solo, Projecteurs, cartes et les bonus pour mener chaque symbole.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/teaching/pictures.py" line="+33"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/lessons.py" line="+11"/>
        <source>A song card: its mood, and the energy each band member needs to play it.</source>
        <translation>Une carte chanson&#xa0;: son humeur, et l&apos;énergie dont chaque musicien a besoin pour la jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Standard Song: anyone may play it, for its token&apos;s price.</source>
        <translation>Un Standard&#xa0;: tout le monde peut la jouer, au prix de son jeton.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A crowd in Royal Street: play songs to it; the most energy on it wins its payout and its mood token.</source>
        <translation>Une foule de Royal Street&#xa0;: jouez-lui des chansons&#xa0;; le plus d&apos;énergie remporte son gain et son jeton d&apos;humeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your band: the energy on each member pays for the songs you play.</source>
        <translation>Votre groupe&#xa0;: l&apos;énergie de chaque musicien paie les chansons que vous jouez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Robot: your rival in the solo game.</source>
        <translation>Le Robot&#xa0;: votre rival en solo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: finish last turn&apos;s song, tip, then one action.</source>
        <translation>Votre tour&#xa0;: finir la chanson du tour précédent, donner un pourboire, puis une action.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{song} ({mood}) matches: {crowds}.</source>
        <translation>{song} ({mood}) correspond à&#xa0;: {crowds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{song} ({mood}) matches no crowd now.</source>
        <translation>{song} ({mood}) ne correspond à aucune foule pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; your songs that match: {songs}.</source>
        <translation>Son humeur est {mood}&#xa0;; vos chansons qui correspondent&#xa0;: {songs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood is {mood}; none of your songs matches it.</source>
        <translation>Son humeur est {mood}&#xa0;; aucune de vos chansons n&apos;y correspond.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its mood token is gone: no song matches it.</source>
        <translation>Son jeton d&apos;humeur est parti&#xa0;: aucune chanson n&apos;y correspond.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild matches every mood.</source>
        <translation>Déchaînée correspond à toutes les humeurs.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/lessons.py" line="+11"/>
        <source>An action space: put your standee here to take its action.</source>
        <translation>Une case d&apos;action&#xa0;: posez-y votre pion pour faire son action.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Hang Out: the Hot tokens on them bring Fame.</source>
        <translation>Une Sortie&#xa0;: les jetons Hot qui s&apos;y trouvent rapportent de la Gloire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your standee: drag it onto a lit space to take that action.</source>
        <translation>Votre pion&#xa0;: glissez-le sur une case éclairée pour faire son action.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your band: stats, money, Candy and Crew.</source>
        <translation>Votre groupe&#xa0;: caractéristiques, argent, Bonbons et techniciens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards: Life cards, goals, Character, Job and Manager.</source>
        <translation>Vos cartes&#xa0;: cartes Vie, objectifs, Personnage, Job et Manager.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your decisions: the choices the rules ask of you now.</source>
        <translation>Vos décisions&#xa0;: les choix que les règles vous demandent maintenant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It gives: {text}</source>
        <translation>Elle rapporte&#xa0;: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It asks: {needs}.</source>
        <translation>Elle demande&#xa0;: {needs}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its printed price: {price}.</source>
        <translation>Son prix imprimé&#xa0;: {price}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may go here now.</source>
        <translation>Vous pouvez y aller maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: {why}</source>
        <translation>Pas maintenant&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/lessons.py" line="+11"/>
        <source>Your solo grid: in each solo step you draw a groove on it; what a groove encloses is yours.</source>
        <translation>Votre grille de solo&#xa0;: à chaque solo vous y tracez un groove&#xa0;; ce qu&apos;il entoure est à vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another player&apos;s solo grid: hover it to see it large.</source>
        <translation>La grille de solo d&apos;un autre joueur&#xa0;: survolez-la pour l&apos;agrandir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your instrument board: its grid, its own symbol and your Notes.</source>
        <translation>Votre plateau d&apos;instrument&#xa0;: sa grille, son symbole propre et vos Notes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A song space: a die showing its row&apos;s value claims it.</source>
        <translation>Une case de chanson&#xa0;: un dé montrant la valeur de sa rangée la prend.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Gig die: roll it, place it on the song, or keep it in hand.</source>
        <translation>Un dé Gig&#xa0;: lancez-le, placez-le sur la chanson ou gardez-le en main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Audience: cards bought with Applause after each song.</source>
        <translation>Le Public&#xa0;: des cartes achetées avec les Applaudissements après chaque chanson.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You play the {instrument}: {ability}</source>
        <translation>Vous jouez {instrument}&#xa0;: {ability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your grid has {count} {symbol} spaces; {enclosed} are in your grooves.</source>
        <translation>Votre grille a {count} cases {symbol}&#xa0;; {enclosed} sont dans vos grooves.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Multipliers on your grid: {all}; in your grooves: {enclosed}.</source>
        <translation>Multiplicateurs de votre grille&#xa0;: {all}&#xa0;; dans vos grooves&#xa0;: {enclosed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves drawn so far: {count}.</source>
        <translation>Grooves tracés jusqu&apos;ici&#xa0;: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This space holds {symbol}.</source>
        <translation>Cette case porte {symbol}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../desktop/roadie/games/__init__.py" line="-16"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+34"/>
        <source>Mardi Gras variant</source>
        <translation>Variante Mardi Gras</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+1"/>
        <source>Robot difficulty (solo)</source>
        <translation>Difficulté du Robot (solo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+2"/>
        <source>Robot card (solo)</source>
        <translation>Carte Robot (solo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+34"/>
        <source>First player (seat, from 0)</source>
        <translation>Premier joueur (place, à partir de 0)</translation>
    </message>
    <message>
        <location line="-11"/>
        <location filename="../desktop/roadie/games/big_easy_busking/state.py" line="+3"/>
        <source>Player colours (by seat)</source>
        <translation>Couleurs des joueurs (par place)</translation>
    </message>
    <message>
        <location line="-60"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+20"/>
        <source>End after this many rounds</source>
        <translation>Finir après ce nombre de manches</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/roadie/games/gig_dice/state.py" line="+2"/>
        <source>Dice per area</source>
        <translation>Dés par zone</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty balancing: The Challenger starts with a head start of 20 points (Hard) or 30 points (Expert).</source>
        <translation>Équilibrage de la difficulté&#xa0;: le Challenger part avec une avance de 20 points (Difficile) ou 30 points (Expert).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The Mardi Gras variant of the rulebook.</source>
        <translation>La variante Mardi Gras de la règle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Robot&apos;s difficulty card: its money at the start, its pay for a matched mood, its closing turns.</source>
        <translation>La carte de difficulté du Robot&#xa0;: son argent au départ, son gain pour une humeur correspondante, ses tours de clôture.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Robot card you play against: how it picks and plays its songs.</source>
        <translation>La carte Robot que vous affrontez&#xa0;: comment il choisit et joue ses chansons.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Who takes the first turn; random as the rulebook says.</source>
        <translation>Qui joue le premier tour&#xa0;; au hasard, comme le dit la règle.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="-2"/>
        <source>Rising Star (3 players)</source>
        <translation>Étoile montante (3 joueurs)</translation>
    </message>
    <message>
        <location line="-57"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+36"/>
        <source>Audience cards</source>
        <translation>Cartes Public</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Roadie ends the session after this many rounds; with no limit, you stop when you like.</source>
        <translation>Roadie termine la session après ce nombre de manches&#xa0;; sans limite, vous arrêtez quand vous voulez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The most dice an area of the tray holds.</source>
        <translation>Le nombre maximal de dés qu&apos;une zone peut contenir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play with the Audience cards: take them after each song for points and symbols.</source>
        <translation>Jouer avec les cartes Public&#xa0;: prenez-les après chaque chanson pour des points et des symboles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Turn-based rules</source>
        <translation>Règles au tour par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place dice in turns by Initiative instead of all at once in real time.</source>
        <translation>Placer les dés à tour de rôle selon l&apos;Initiative plutôt que tous en même temps en temps réel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+1"/>
        <source>Set list</source>
        <translation>Liste des morceaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Set List card side to play: its six songs in order. Random picks one for your player count.</source>
        <translation>La face de la carte Liste des morceaux à jouer&#xa0;: ses six chansons dans l&apos;ordre. Aléatoire en choisit une selon le nombre de joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Clash window (seconds)</source>
        <translation>Fenêtre de collision (secondes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players who grab the same space within this many seconds of each other clash.</source>
        <translation>Deux joueurs qui prennent la même case à moins de ce nombre de secondes d&apos;écart entrent en collision.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+2"/>
        <source>Showdown timer (solo)</source>
        <translation>Minuteur du Showdown (solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 secondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40 seconds</source>
        <translation>40 secondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown&apos;s timed rules: you stop rolling when the timer runs out.</source>
        <translation>Les règles chronométrées du Showdown&#xa0;: vous arrêtez de lancer quand le minuteur est écoulé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Showdown difficulty (solo)</source>
        <translation>Difficulté du Showdown (solo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/the_gig/state.py" line="+3"/>
        <source>Instruments (by seat)</source>
        <translation>Instruments (par place)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Instrument Board you play; Random deals you one of the boards nobody chose.</source>
        <translation>Le plateau d&apos;instrument que vous jouez&#xa0;; Au hasard vous donne l&apos;un des plateaux que personne n&apos;a choisis.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Play a three-player game with the Rising Star (a two-player game always has it).</source>
        <translation>Jouer à trois joueurs avec l&apos;Étoile montante (une partie à deux l&apos;a toujours).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+3"/>
        <source>Unique abilities</source>
        <translation>Capacités uniques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the Managers&apos; and characters&apos; unique abilities; untick for a first game (the rulebook&apos;s tip).</source>
        <translation>Jouer avec les capacités uniques des Managers et des personnages&#xa0;; décochez pour une première partie (conseil de la règle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/state.py" line="+1"/>
        <source>Candy</source>
        <translation>Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with Candy; untick for a first game: cards&apos; Candy parts are ignored, and with abilities Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Jouer avec les Bonbons&#xa0;; décochez pour une première partie&#xa0;: la partie Bonbons des cartes est ignorée, et avec les capacités Eric Fairchild et Kimmy Kim sont écartés.</translation>
    </message>
</context>
<context>
    <name>progress</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+82"/>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+72"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="+172"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="+161"/>
        <source>Song %1 of %2</source>
        <translation>Chanson %1 sur %2</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/ui/in_progress_list.py" line="-78"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../desktop/roadie/core/dice.py" line="+62"/>
        <source>Dice in a fixer area can&apos;t be targeted by effects.</source>
        <translation>Les dés d&apos;une zone Fixer ne peuvent pas être ciblés par des effets.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You don&apos;t control dice in a fixer area.</source>
        <translation>Vous ne contrôlez pas les dés d&apos;une zone Fixer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That die is in a rival&apos;s Gig area, not yours.</source>
        <translation>Ce dé est dans la zone Gig d&apos;un adversaire, pas dans la vôtre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap with a rival&apos;s Gig die, not one of your own.</source>
        <translation>Échangez avec un dé Gig adverse, pas avec l&apos;un des vôtres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only steal a rival&apos;s Gig: that die is already yours.</source>
        <translation>Vous ne pouvez voler qu&apos;un Gig adverse&#xa0;: ce dé est déjà à vous.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>There is no d{sides}: Gig dice are d4, d6, d8, d10, d12 and d20.</source>
        <translation>Il n&apos;y a pas de d{sides}&#xa0;: les dés Gig sont des d4, d6, d8, d10, d12 et d20.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Adjust by at least 1.</source>
        <translation>Ajustez d&apos;au moins 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This {die} already shows {value}: it can&apos;t be adjusted that way.</source>
        <translation>Ce {die} montre déjà {value}&#xa0;: il ne peut pas être ajusté ainsi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A {die} showing {value} stops at {edge}: adjust it by {step}.</source>
        <translation>Un {die} sur {value} s&apos;arrête à {edge}&#xa0;: ajustez-le de {step}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A {die} has no face {value}.</source>
        <translation>Un {die} n&apos;a pas de face {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/dice_rules.py" line="-56"/>
        <source>Gig dice</source>
        <translation>Dés Gig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each polyhedral die on the table is one Gig.</source>
        <translation>Chaque dé polyédrique sur la table est un Gig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die types</source>
        <translation>Types de dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gigs are d4, d6, d8, d10, d12 and d20; the number is both the sides and the highest value.</source>
        <translation>Les Gigs sont des d4, d6, d8, d10, d12 et d20&#xa0;; le nombre est à la fois le nombre de faces et la valeur la plus haute.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friendly Gigs</source>
        <translation>Gigs alliés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You control the dice in your own Gig area: they are your friendly Gigs.</source>
        <translation>Vous contrôlez les dés de votre propre zone Gig&#xa0;: ce sont vos Gigs alliés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fixer area</source>
        <translation>La zone Fixer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in your fixer area are yours but not under your control: they are not friendly Gigs.</source>
        <translation>Les dés de votre zone Fixer sont à vous mais pas sous votre contrôle&#xa0;: ce ne sont pas des Gigs alliés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: not even their owner moves, re-rolls, changes or removes them at will. Section 6 gives no way out of a fixer area, so a die stays there for the rest of the session.</source>
        <translation>Lecture de Roadie&#xa0;: même leur propriétaire ne peut pas les déplacer, relancer, changer ou retirer à volonté. La section 6 ne prévoit aucune sortie d&apos;une zone Fixer, donc un dé y reste jusqu&apos;à la fin de la session.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Targeting</source>
        <translation>Ciblage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No effect may target a die in a fixer area.</source>
        <translation>Aucun effet ne peut cibler un dé dans une zone Fixer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolling</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls are fair and the result is kept; Roadie rolls for you.</source>
        <translation>Les lancers sont équitables et le résultat est conservé&#xa0;; Roadie lance pour vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping the value</source>
        <translation>Conserver la valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die moved after its roll keeps the value it shows.</source>
        <translation>Un dé déplacé après son lancer garde la valeur qu&apos;il montre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A Gig&apos;s value is the number on its top face.</source>
        <translation>La valeur d&apos;un Gig est le nombre de sa face supérieure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min Gig</source>
        <translation>Gig min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A die showing 1 is a min Gig.</source>
        <translation>Un dé qui montre 1 est un Gig min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max Gig</source>
        <translation>Gig max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die showing its number of sides is a max Gig.</source>
        <translation>Un dé qui montre son nombre de faces est un Gig max.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest and highest</source>
        <translation>Plus bas et plus haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every die runs from 1 up to its number of sides.</source>
        <translation>Chaque dé va de 1 jusqu&apos;à son nombre de faces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjust</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjusting moves a die&apos;s value up (increase) or down (decrease).</source>
        <translation>Ajuster fait monter (augmenter) ou descendre (diminuer) la valeur d&apos;un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a die stops at its lowest or highest face (6.3.3), so an adjustment is entered as the step to the value it reaches and a longer step is refused: each resulting value is one action.</source>
        <translation>Lecture de Roadie&#xa0;: un dé s&apos;arrête à sa face la plus basse ou la plus haute (6.3.3), donc un ajustement se saisit comme le pas jusqu&apos;à la valeur atteinte et un pas plus long est refusé&#xa0;: chaque valeur obtenue est une action.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Increase</source>
        <translation>Augmenter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increasing adjusts a die to a higher value.</source>
        <translation>Augmenter ajuste un dé à une valeur plus haute.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decrease</source>
        <translation>Diminuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decreasing adjusts a die to a lower value.</source>
        <translation>Diminuer ajuste un dé à une valeur plus basse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No empty adjustment</source>
        <translation>Pas d&apos;ajustement vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An adjustment that would leave the value unchanged fails.</source>
        <translation>Un ajustement qui laisserait la valeur inchangée échoue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting turns a die to a chosen face.</source>
        <translation>Fixer tourne un dé sur une face choisie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: setting a die to the value it already shows changes nothing, so the table refuses it.</source>
        <translation>Lecture de Roadie&#xa0;: fixer un dé sur la valeur qu&apos;il montre déjà ne change rien, donc la table le refuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only real faces</source>
        <translation>Seulement de vraies faces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die can only be set to a value it has, never a d6 to 8.</source>
        <translation>Un dé ne peut être fixé que sur une valeur qu&apos;il possède, jamais un d6 sur 8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-pairs</source>
        <translation>Paires de valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice of equal value in the same Gig area make a value-pair.</source>
        <translation>Deux dés de même valeur dans la même zone Gig forment une paire de valeurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pair per die</source>
        <translation>Une paire par dé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die counts towards one value-pair at most.</source>
        <translation>Un dé compte pour une paire de valeurs au plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a friendly Gig with a rival Gig: each goes to the other&apos;s Gig area at once.</source>
        <translation>Échangez un Gig allié contre un Gig adverse&#xa0;: chacun passe aussitôt dans la zone Gig de l&apos;autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values kept in a swap</source>
        <translation>Valeurs conservées lors d&apos;un échange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice keep their values through the swap.</source>
        <translation>Les deux dés gardent leur valeur lors de l&apos;échange.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A swap is not a steal</source>
        <translation>Un échange n&apos;est pas un vol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapping never counts as stealing.</source>
        <translation>Échanger ne compte jamais comme voler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>Voler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stealing takes a rival Gig into your own Gig area, under your control.</source>
        <translation>Voler prend un Gig adverse dans votre propre zone Gig, sous votre contrôle.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/core/game.py" line="+1"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions of this game</source>
        <translation>Actions de ce jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game takes only its own actions; anything else is refused.</source>
        <translation>Un jeu n&apos;accepte que ses propres actions&#xa0;; toute autre est refusée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/roadie/match/match.py" line="+11"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the seats at the table act in its game.</source>
        <translation>Seules les places à la table agissent dans sa partie.</translation>
    </message>
    <message>
        <location line="+302"/>
        <location filename="../desktop/roadie/net/host.py" line="+484"/>
        <source>That is not an action of {game}.</source>
        <translation>Ce n&apos;est pas une action de {game}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no seat {seat} at this table.</source>
        <translation>Il n&apos;y a pas de place {seat} à cette table.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/abilities.py" line="+38"/>
        <source>There is no ability to use now.</source>
        <translation>Il n&apos;y a aucune capacité à utiliser maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} has another ability.</source>
        <translation>{song} a une autre capacité.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Say how much energy each of your {members} band members gets.</source>
        <translation>Indiquez combien d&apos;énergie reçoit chacun de vos {members} musiciens.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move between 1 and {most} energy.</source>
        <translation>Déplacez entre 1 et {most} énergie.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+18"/>
        <source>Name two different crowds of Royal Street.</source>
        <translation>Nommez deux foules différentes de Royal Street.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Move between 1 and {most} of your energy from that crowd.</source>
        <translation>Déplacez entre 1 et {most} de votre énergie depuis cette foule.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Take back between 1 and {count} different songs.</source>
        <translation>Reprenez entre 1 et {count} chansons différentes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{song} is not in your discard pile.</source>
        <translation>{song} n&apos;est pas dans votre défausse.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/game.py" line="+28"/>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="+129"/>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="+56"/>
        <source>It is seat {turn}&apos;s turn, not seat {seat}&apos;s.</source>
        <translation>C&apos;est le tour de la place {turn}, pas de la place {seat}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rulebook.py" line="-171"/>
        <location line="+3"/>
        <location line="+4"/>
        <source>Game Setup</source>
        <translation>Mise en place de la partie</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Royal Street</source>
        <translation>Royal Street</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three crowd cards from the shuffled crowd deck form Royal Street; each gets a mood token drawn at random from the face-down pile.</source>
        <translation>Trois cartes Foule de la pioche Foules mélangée forment Royal Street&#xa0;; chacune reçoit un jeton Humeur tiré au hasard de la pile face cachée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard Songs</source>
        <translation>Standards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Ability Song and two Hit Songs become the Standard Songs, each with a Standard token on its cheaper side; the other Ability Songs go back to the box.</source>
        <translation>Une Chanson à capacité et deux Tubes deviennent les Standards, chacun avec un jeton Standard sur sa face la moins chère&#xa0;; les autres Chansons à capacité retournent dans la boîte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melody Market</source>
        <translation>Marché des mélodies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three more Hit Songs form the Melody Market; the rest make the face-down Hit Song deck.</source>
        <translation>Trois autres Tubes forment le Marché des mélodies&#xa0;; le reste constitue la pioche Tubes face cachée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player Setup</source>
        <translation>Mise en place des joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your band</source>
        <translation>Votre groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has a band of three, 15 energy (4 on each band member, 3 in reserve), the three songs of their colour and $3.</source>
        <translation>Chaque joueur a un groupe de trois musiciens, 15 énergie (4 sur chaque musicien, 3 en réserve), les trois chansons de sa couleur et 3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: every band plays trumpet, saxophone and drums, so every song suits every band. Each player chooses a colour when the game is set up; a seat that does not choose takes the first colour left.</source>
        <translation>Lecture de Roadie&#xa0;: chaque groupe joue de la trompette, du saxophone et de la batterie, donc chaque chanson convient à chaque groupe. Chaque joueur choisit une couleur à la mise en place&#xa0;; une place qui ne choisit pas prend la première couleur restante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gameplay</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="-192"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who most recently tipped a street musician starts the first round; play goes clockwise.</source>
        <translation>Le joueur qui a donné le plus récemment un pourboire à un musicien de rue commence la première manche&#xa0;; on joue dans le sens horaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the table names the first player when it sets up the game, or Roadie draws one at random.</source>
        <translation>Lecture de Roadie&#xa0;: la table désigne le premier joueur à la mise en place, ou Roadie en tire un au hasard.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player Turns</source>
        <translation>Tours des joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Taking turns</source>
        <translation>Jouer à tour de rôle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players take turns clockwise, skipping those who have passed; only the player whose turn it is acts.</source>
        <translation>Les joueurs jouent à tour de rôle dans le sens horaire, en sautant ceux qui ont passé&#xa0;; seul le joueur dont c&apos;est le tour agit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>1. Finish Playing a Song</source>
        <translation>1. Terminer une chanson</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>First turn</source>
        <translation>Premier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your first turn of a round you go straight to your action.</source>
        <translation>À votre premier tour d&apos;une manche, vous passez directement à votre action.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: going straight to step 3 skips the tip too, so you cannot tip on your first turn of a round.</source>
        <translation>Lecture de Roadie&#xa0;: passer directement à l&apos;étape 3 saute aussi le pourboire, donc vous ne pouvez pas donner de pourboire à votre premier tour d&apos;une manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish your song</source>
        <translation>Terminer votre chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A song you played last turn must be finished first. Moods match when they are equal or either is Wild. No match: all its energy goes to the crowd. Match: either all of it goes to the crowd and you take $1, or at least 1 goes there and the rest goes back onto your band members.</source>
        <translation>Une chanson jouée au tour précédent doit d&apos;abord être terminée. Les humeurs correspondent si elles sont égales ou si l&apos;une est Déchaînée. Pas de correspondance&#xa0;: toute son énergie va à la foule. Correspondance&#xa0;: soit tout va à la foule et vous prenez 1&#xa0;$, soit au moins 1 y va et le reste retourne sur vos musiciens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: placing all of the energy always takes the $1.</source>
        <translation>Lecture de Roadie&#xa0;: placer toute l&apos;énergie rapporte toujours le 1&#xa0;$.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy back to your band</source>
        <translation>Énergie rendue à votre groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy you keep from a matched song goes back onto your band members, split between them as you wish; you place all of it before going on.</source>
        <translation>L&apos;énergie que vous gardez d&apos;une chanson correspondante retourne sur vos musiciens, répartie comme vous le souhaitez&#xa0;; vous la placez toute avant de continuer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished Standards</source>
        <translation>Standards terminés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A finished song goes face down to your discard pile (the others see how many cards it holds); a Standard Song goes back to Royal Street and its Standard token turns to 2.</source>
        <translation>Une chanson terminée va face cachée dans votre défausse (les autres voient combien de cartes elle contient)&#xa0;; un Standard retourne sur Royal Street et son jeton Standard passe sur 2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you finish a Standard Song with an ability, you may use the ability then, before tipping.</source>
        <translation>Quand vous terminez un Standard qui a une capacité, vous pouvez utiliser la capacité à ce moment-là, avant le pourboire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you use the ability or skip it before anything else; the Robot never uses abilities.</source>
        <translation>Lecture de Roadie&#xa0;: vous utilisez ou ignorez la capacité avant toute autre chose&#xa0;; le Robot n&apos;utilise jamais de capacités.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+5"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Ability Song Cards</source>
        <translation>Cartes Chanson à capacité</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Take money</source>
        <translation>Prendre de l&apos;argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the dollars the card shows, once or for every crowd in Royal Street where you have more energy than anyone else.</source>
        <translation>Prenez les dollars indiqués sur la carte, une fois ou pour chaque foule de Royal Street où vous avez plus d&apos;énergie que quiconque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: only energy on the crowd cards counts, not songs still being played.</source>
        <translation>Lecture de Roadie&#xa0;: seule compte l&apos;énergie sur les cartes Foule, pas les chansons encore en cours.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free tip</source>
        <translation>Pourboire gratuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows from your reserve to your band members, split as you wish, without paying.</source>
        <translation>Déplacez jusqu&apos;au nombre d&apos;énergie indiqué sur la carte de votre réserve vers vos musiciens, répartie comme vous le souhaitez, sans payer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free learn</source>
        <translation>Apprentissage gratuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn a song from the Melody Market or the top of the Hit Song deck without moving energy to your reserve; it is not your action.</source>
        <translation>Apprenez une chanson du Marché des mélodies ou du dessus de la pioche Tubes sans déplacer d&apos;énergie vers votre réserve&#xa0;; ce n&apos;est pas votre action.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: as with Learn, no song can be learnt once the Melody Market is empty.</source>
        <translation>Lecture de Roadie&#xa0;: comme pour Apprendre, aucune chanson ne peut être apprise une fois le Marché des mélodies vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move energy between crowds</source>
        <translation>Déplacer de l&apos;énergie entre foules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move up to the number of energy the card shows of yours from one crowd in Royal Street to another.</source>
        <translation>Déplacez jusqu&apos;au nombre d&apos;énergie indiqué sur la carte, de la vôtre, d&apos;une foule de Royal Street vers une autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap moods</source>
        <translation>Échanger les humeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap the mood tokens of two crowds in Royal Street.</source>
        <translation>Échangez les jetons Humeur de deux foules de Royal Street.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: songs still being played finish against the mood their crowd shows when they finish.</source>
        <translation>Lecture de Roadie&#xa0;: les chansons encore en cours se terminent selon l&apos;humeur que montre leur foule au moment où elles se terminent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recall songs</source>
        <translation>Rappeler des chansons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take up to the number of songs the card shows from your discard pile back into your hand.</source>
        <translation>Reprenez en main jusqu&apos;au nombre de chansons indiqué sur la carte depuis votre défausse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. Tip (optional)</source>
        <translation>2. Pourboire (facultatif)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tip your band</source>
        <translation>Pourboire à votre groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay $1 to the bank for each energy you move from your reserve to a band member of your choice; as often as you like before your action.</source>
        <translation>Payez 1&#xa0;$ à la banque pour chaque énergie que vous déplacez de votre réserve vers le musicien de votre choix&#xa0;; aussi souvent que vous le voulez avant votre action.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you tip one band member at a time, any number of times.</source>
        <translation>Lecture de Roadie&#xa0;: vous donnez un pourboire à un musicien à la fois, autant de fois que vous le voulez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. Perform Action</source>
        <translation>3. Faire une action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One action</source>
        <translation>Une action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After tipping you do exactly one of Learn a Song, Play a Song or Pass; then your turn ends.</source>
        <translation>Après le pourboire, vous faites exactement une action parmi Apprendre une chanson, Jouer une chanson ou Passer&#xa0;; puis votre tour se termine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn a Song</source>
        <translation>Apprendre une chanson</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn a song</source>
        <translation>Apprendre une chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 1 energy from each band member to your reserve and take a song from the Melody Market (refilled at once from the Hit Song deck) or the top of the Hit Song deck. Standards cannot be learnt, and once the Melody Market is empty nobody can learn. Your hand is yours alone: the others see how many songs you hold, and a song taken from the top of the deck is seen by you only.</source>
        <translation>Déplacez 1 énergie de chaque musicien vers votre réserve et prenez une chanson du Marché des mélodies (aussitôt complété depuis la pioche Tubes) ou du dessus de la pioche Tubes. Les Standards ne s&apos;apprennent pas, et une fois le Marché des mélodies vide, personne ne peut apprendre. Votre main n&apos;appartient qu&apos;à vous&#xa0;: les autres voient combien de chansons vous avez, et une chanson prise sur le dessus de la pioche n&apos;est vue que par vous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roadie&apos;s reading: a Market slot the empty deck cannot refill stays empty.</source>
        <translation>Lecture de Roadie&#xa0;: un emplacement du Marché que la pioche vide ne peut pas compléter reste vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Play a Song</source>
        <translation>Jouer une chanson</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play a song</source>
        <translation>Jouer une chanson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a song from your hand, or a Standard Song nobody is playing, for a crowd of Royal Street: each band member puts the energy the song asks of its instrument on the song, which stays by the crowd until your next turn.</source>
        <translation>Jouez une chanson de votre main, ou un Standard que personne ne joue, pour une foule de Royal Street&#xa0;: chaque musicien met sur la chanson l&apos;énergie qu&apos;elle demande à son instrument&#xa0;; elle reste près de la foule jusqu&apos;à votre prochain tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: an instrument the song does not list needs no energy.</source>
        <translation>Lecture de Roadie&#xa0;: un instrument que la chanson n&apos;indique pas ne demande pas d&apos;énergie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a Standard</source>
        <translation>Jouer un Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Standard Song also costs what its Standard token shows (1 or 2), paid in dollars to the bank or energy from your band members to your reserve. You cannot play the Standard you finished this turn.</source>
        <translation>Un Standard coûte aussi ce qu&apos;indique son jeton Standard (1 ou 2), payé en dollars à la banque ou en énergie de vos musiciens vers votre réserve. Vous ne pouvez pas jouer le Standard que vous avez terminé ce tour-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: the whole cost is paid one way, either all in dollars or all in energy, never a mix.</source>
        <translation>Lecture de Roadie&#xa0;: tout le coût se paie d&apos;une seule façon, entièrement en dollars ou entièrement en énergie, jamais un mélange.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip your player card: you take no more turns this round. If you can neither learn nor play, you must pass.</source>
        <translation>Retournez votre carte joueur&#xa0;: vous ne jouez plus de tour cette manche. Si vous ne pouvez ni apprendre ni jouer, vous devez passer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may also pass when you could still learn or play.</source>
        <translation>Lecture de Roadie&#xa0;: vous pouvez aussi passer quand vous pourriez encore apprendre ou jouer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+3"/>
        <source>End of Round</source>
        <translation>Fin de manche</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>End of a round</source>
        <translation>Fin d&apos;une manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends when every player has passed.</source>
        <translation>La manche se termine quand tous les joueurs ont passé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay Out Crowd Cards</source>
        <translation>Paiement des cartes Foule</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crowd payouts</source>
        <translation>Paiements des foules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each crowd pays its 1st place payout to the player with the most energy on it, who also takes its mood token; all players tied for most energy are paid and the token goes to the box. Everyone with at least the threshold of energy there, 1st place included, collects the threshold payout.</source>
        <translation>Chaque foule paie sa prime de 1re place au joueur qui y a le plus d&apos;énergie, qui prend aussi son jeton Humeur&#xa0;; tous les joueurs à égalité pour le plus d&apos;énergie sont payés et le jeton retourne dans la boîte. Quiconque y a au moins l&apos;énergie du seuil, 1re place comprise, touche la prime de seuil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a crowd with no energy on it pays nobody and its mood token goes to the box.</source>
        <translation>Lecture de Roadie&#xa0;: une foule sans énergie ne paie personne et son jeton Humeur retourne dans la boîte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rest up</source>
        <translation>Se reposer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: Standard tokens back to 1, played songs back into hands, 4 energy on each band member and 3 in reserve.</source>
        <translation>Sauf après la manche 3&#xa0;: jetons Standard remis à 1, chansons jouées reprises en main, 4 énergie sur chaque musicien et 3 en réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot gets one set of 15 energy back and its played songs are shuffled back into its Robot Song Deck.</source>
        <translation>Lecture de Roadie&#xa0;: le Robot récupère un lot de 15 énergie et ses chansons jouées sont mélangées dans sa pioche Chansons du Robot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New crowds</source>
        <translation>Nouvelles foules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Except after round 3: the scored crowds go to the box; 4 new crowds come out for round 2 and 5 for round 3, each with a mood token from the pile.</source>
        <translation>Sauf après la manche 3&#xa0;: les foules comptées retournent dans la boîte&#xa0;; 4 nouvelles foules arrivent pour la manche 2 et 5 pour la manche 3, chacune avec un jeton Humeur de la pile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player with the most money starts the next round; then the one with the most mood tokens; then the one who acted last in the round before.</source>
        <translation>Le joueur qui a le plus d&apos;argent commence la manche suivante&#xa0;; puis celui qui a le plus de jetons Humeur&#xa0;; puis celui qui a joué en dernier à la manche précédente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: on the last tie, of the players still tied, the one who acted most recently starts.</source>
        <translation>Lecture de Roadie&#xa0;: à la dernière égalité, parmi les joueurs encore à égalité, celui qui a joué le plus récemment commence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of the Game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/roadie/games/rock_hard_1977/rulebook.py" line="+149"/>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after round 3. The player with the most money wins; ties go to the most song cards, then to the most mood tokens.</source>
        <translation>La partie se termine après la manche 3. Le joueur qui a le plus d&apos;argent gagne&#xa0;; en cas d&apos;égalité, celui qui a le plus de cartes Chanson, puis le plus de jetons Humeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: your song cards are those in your hand and discard pile (not the Standards); players still tied share the win.</source>
        <translation>Lecture de Roadie&#xa0;: vos cartes Chanson sont celles de votre main et de votre défausse (pas les Standards)&#xa0;; les joueurs encore à égalité partagent la victoire.</translation>
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
        <translation>Les trois Standards sont tous des Chansons à capacité.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Setup</source>
        <translation>Mise en place solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solo setup</source>
        <translation>Mise en place solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot has its own energy and $3; its Robot Song Deck is every player song not in use, shuffled.</source>
        <translation>Le Robot a sa propre énergie et 3&#xa0;$&#xa0;; sa pioche Chansons du Robot est formée de toutes les chansons de joueur inutilisées, mélangées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Solo Gameplay</source>
        <translation>Déroulement solo</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The Robot</source>
        <translation>Le Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Robot takes the first turn of every round and follows its Robot card step by step; after you pass it takes one last turn, and the round ends.</source>
        <translation>Le Robot joue le premier tour de chaque manche et suit sa carte Robot étape par étape&#xa0;; après que vous avez passé, il joue un dernier tour, et la manche se termine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Robot puts on a song the energy its card says (the song&apos;s total, give or take) from its own supply; it pays for Standards in dollars, never uses abilities, and shuffles its discards into a new deck when its deck is empty.</source>
        <translation>Lecture de Roadie&#xa0;: le Robot met sur une chanson l&apos;énergie que dit sa carte (le total de la chanson, à peu près) de sa propre réserve&#xa0;; il paie les Standards en dollars, n&apos;utilise jamais de capacités, et mélange sa défausse en une nouvelle pioche quand sa pioche est vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Robot&apos;s energy</source>
        <translation>L&apos;énergie du Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the Robot runs out of energy it takes another set of 15 from the box. The box holds 5 sets, less the players&apos; and the Robot&apos;s own.</source>
        <translation>Quand le Robot n&apos;a plus d&apos;énergie, il prend un autre lot de 15 dans la boîte. La boîte contient 5 lots, moins ceux des joueurs et celui du Robot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: with the box empty the Robot plays a song with the energy it has left; with none left, the song it flipped goes to its discard pile unplayed and it buys no Standard. Each round it starts again with one set.</source>
        <translation>Lecture de Roadie&#xa0;: la boîte vide, le Robot joue une chanson avec l&apos;énergie qui lui reste&#xa0;; s&apos;il n&apos;en a plus, la chanson qu&apos;il a retournée va dans sa défausse sans être jouée et il n&apos;achète pas de Standard. À chaque manche, il repart avec un lot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo Scaling Difficulty</source>
        <translation>Difficulté progressive en solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy: the Robot starts without money. Medium: the rules as written. Medium Advanced: $2 for a matched mood. Advanced: two closing turns after you pass. Professional: both.</source>
        <translation>Facile&#xa0;: le Robot commence sans argent. Moyen&#xa0;: les règles telles qu&apos;écrites. Moyen avancé&#xa0;: 2&#xa0;$ par humeur correspondante. Avancé&#xa0;: deux tours de clôture après que vous avez passé. Professionnel&#xa0;: les deux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo Scoring</source>
        <translation>Score en solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beat the Robot</source>
        <translation>Battre le Robot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win if you have more money than the Robot after round 3.</source>
        <translation>Vous gagnez si vous avez plus d&apos;argent que le Robot après la manche 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: equal money is a loss.</source>
        <translation>Lecture de Roadie&#xa0;: l&apos;égalité d&apos;argent est une défaite.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/rules.py" line="-3"/>
        <location filename="../desktop/roadie/games/the_gig/game.py" line="-29"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>First finish the song you played last turn.</source>
        <translation>Terminez d&apos;abord la chanson jouée au tour précédent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First put the {energy} energy you kept back onto your band.</source>
        <translation>Remettez d&apos;abord sur votre groupe les {energy} énergie gardées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First use or skip the ability of {song}.</source>
        <translation>Utilisez ou ignorez d&apos;abord la capacité de {song}.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You have no song to finish now.</source>
        <translation>Vous n&apos;avez aucune chanson à terminer maintenant.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The moods don&apos;t match: all {energy} energy goes to the crowd.</source>
        <translation>Les humeurs ne correspondent pas&#xa0;: toute l&apos;énergie ({energy}) va à la foule.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place between 1 and {energy} energy on the crowd.</source>
        <translation>Placez entre 1 et {energy} énergie sur la foule.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You have no energy to put back now.</source>
        <translation>Vous n&apos;avez pas d&apos;énergie à remettre maintenant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put back between 1 and {energy} energy.</source>
        <translation>Remettez entre 1 et {energy} énergie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your band has no member {member}.</source>
        <translation>Votre groupe n&apos;a pas de musicien {member}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no ability to skip now.</source>
        <translation>Il n&apos;y a aucune capacité à ignorer maintenant.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On your first turn of a round you go straight to your action: no tipping.</source>
        <translation>À votre premier tour d&apos;une manche, vous passez directement à votre action&#xa0;: pas de pourboire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tip between 1 and {reserve} energy: that is what your reserve holds.</source>
        <translation>Donnez un pourboire de 1 à {reserve} énergie&#xa0;: c&apos;est ce que contient votre réserve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tip of {amount} energy costs ${amount}; you have ${money}.</source>
        <translation>Un pourboire de {amount} énergie coûte {amount}&#xa0;$&#xa0;; vous avez {money}&#xa0;$.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Each band member needs 1 energy to learn a song.</source>
        <translation>Chaque musicien a besoin de 1 énergie pour apprendre une chanson.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Melody Market is empty: nobody can learn songs any more.</source>
        <translation>Le Marché des mélodies est vide&#xa0;: plus personne ne peut apprendre de chansons.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hit Song deck is empty.</source>
        <translation>La pioche Tubes est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Melody Market has no song in slot {slot}.</source>
        <translation>Le Marché des mélodies n&apos;a pas de chanson à l&apos;emplacement {slot}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Royal Street has no crowd {crowd}.</source>
        <translation>Royal Street n&apos;a pas de foule {crowd}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{song} is neither in your hand nor a Standard.</source>
        <translation>{song} n&apos;est ni dans votre main ni un Standard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone is already playing {song}.</source>
        <translation>Quelqu&apos;un joue déjà {song}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished {song} this turn; you cannot play it again before your next turn.</source>
        <translation>Vous avez terminé {song} ce tour-ci&#xa0;; vous ne pouvez pas la rejouer avant votre prochain tour.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This song costs {cost} extra, paid either all in dollars or all in energy; you offered {energy} energy.</source>
        <translation>Cette chanson coûte {cost} de plus, payé entièrement en dollars ou entièrement en énergie&#xa0;; vous avez proposé {energy} énergie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paying ${dollars} for the Standard needs more than your ${money}; pay it in energy instead.</source>
        <translation>Payer {dollars}&#xa0;$ pour le Standard demande plus que vos {money}&#xa0;$&#xa0;; payez-le plutôt en énergie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your {instrument} player has {have} energy and would need {need}.</source>
        <translation>Votre musicien {instrument} a {have} énergie et il lui en faudrait {need}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+54"/>
        <source>You can&apos;t act now.</source>
        <translation>Vous ne pouvez pas agir maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rulebook.py" line="-25"/>
        <source>Companion table › A tray for the card game</source>
        <translation>Table compagnon › Une réserve pour le jeu de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tray for the card game</source>
        <translation>Une réserve pour le jeu de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table holds the Gig dice of a game of the Gig card game and applies section 6 to them. The cards say what to roll, adjust, set, swap or steal; the turns, the table space and the end of a session are Roadie&apos;s own handling, not the card game&apos;s rules.</source>
        <translation>Cette table contient les dés Gig d&apos;une partie du jeu de cartes Gig et leur applique la section 6. Les cartes disent quoi lancer, ajuster, fixer, échanger ou voler&#xa0;; les tours, la place sur la table et la fin d&apos;une session sont gérés par Roadie, pas par les règles du jeu de cartes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Companion table › Turns</source>
        <translation>Table compagnon › Tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats act in turn, clockwise; only the seat whose turn it is may act.</source>
        <translation>Les places jouent à tour de rôle, dans le sens horaire&#xa0;; seule la place dont c&apos;est le tour peut agir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companion table › Table space</source>
        <translation>Table compagnon › Place sur la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table space</source>
        <translation>Place sur la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each area of the table holds a limited number of dice (an option, 12 by default).</source>
        <translation>Chaque zone de la table contient un nombre limité de dés (une option, 12 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion table › Your own dice</source>
        <translation>Table compagnon › Vos propres dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own dice</source>
        <translation>Vos propres dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn you roll new dice into your Gig area or your fixer area, move a friendly Gig to your fixer area, and take a friendly Gig or a rival&apos;s Gig off the table, as the cards tell you.</source>
        <translation>À votre tour, vous lancez de nouveaux dés dans votre zone Gig ou votre zone Fixer, déplacez un Gig allié vers votre zone Fixer, et retirez de la table un Gig allié ou un Gig adverse, comme les cartes vous le disent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Companion table › End of the session</source>
        <translation>Table compagnon › Fin de la session</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the session</source>
        <translation>Fin de la session</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session ends when a player ends it on their turn, or after the number of rounds chosen when it began. Nobody wins and nothing is scored here: the card game decides that by its own rules.</source>
        <translation>La session se termine quand un joueur y met fin à son tour, ou après le nombre de manches choisi au début. Personne ne gagne et rien n&apos;est compté ici&#xa0;: le jeu de cartes en décide selon ses propres règles.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/rules.py" line="-22"/>
        <source>There is no die {die} on the table.</source>
        <translation>Il n&apos;y a pas de dé {die} sur la table.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The session is over.</source>
        <translation>La session est terminée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That area already holds {max} dice.</source>
        <translation>Cette zone contient déjà {max} dés.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You don&apos;t control the dice in your fixer area: they stay there.</source>
        <translation>Vous ne contrôlez pas les dés de votre zone Fixer&#xa0;: ils y restent.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>That {die} already shows {value}.</source>
        <translation>Ce {die} montre déjà {value}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/effects.py" line="+155"/>
        <source>There is no option {n} here.</source>
        <translation>Il n&apos;y a pas d&apos;option {n} ici.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/game.py" line="-146"/>
        <source>It is not your turn to do that.</source>
        <translation>Ce n&apos;est pas à vous de faire cela.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Take your action first.</source>
        <translation>Faites d&apos;abord votre action.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/rounds.py" line="+116"/>
        <source>Give the token to another player, or to nobody.</source>
        <translation>Donnez le jeton à un autre joueur, ou à personne.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>You may quit only in your Work phase, before acting or after Working.</source>
        <translation>Vous ne pouvez démissionner que pendant votre phase de Travail, avant d&apos;agir ou après avoir Travaillé.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Candy is consumed once, before your actions, and needs a token.</source>
        <translation>Un Bonbon se consomme une fois, avant vos actions, et demande un jeton.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>That benefit gives you no extra action now.</source>
        <translation>Cet avantage ne vous donne pas d&apos;action en plus maintenant.</translation>
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
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 2-3 player side or the 4-5 player side: 4-5 players have a second Recording Studio, a fourth Hire Crew space and Studio B in the Day.</source>
        <translation>La face 2-3 joueurs ou la face 4-5 joueurs&#xa0;: à 4-5 joueurs, il y a un second Studio d&apos;enregistrement, une quatrième case Engager des techniciens et le Studio B le Jour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: &apos;up to two Rehearsal Studios depending on the number of players&apos; and the Rising Star&apos;s use of Studio B at Night and Studio A by Day both hold when the 2-3 side opens Studio B at Night only.</source>
        <translation>Lecture de Roadie&#xa0;: «&#xa0;jusqu&apos;à deux Studios de répétition selon le nombre de joueurs&#xa0;» et l&apos;usage par l&apos;Étoile montante du Studio B la Soirée et du Studio A le Jour restent vrais quand la face 2-3 n&apos;ouvre le Studio B que la Soirée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your amplifier</source>
        <translation>Votre ampli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1, 1 Candy, Fame 0, Royalty 0, Craving 0, Low Sugar off, Chops, Reputation and Songs at 2.</source>
        <translation>1&#xa0;$, 1 Bonbon, Gloire 0, Royalties 0, Manque 0, Hypoglycémie inactive, Technique, Réputation et Chansons à 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus cards</source>
        <translation>Cartes Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One random Production, Performance and Publicity bonus, face up.</source>
        <translation>Un bonus Production, Scène et Publicité au hasard, face visible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random Gig stack</source>
        <translation>Pile de Concerts aléatoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three random cards of each level: A on top, then B, then C.</source>
        <translation>Trois cartes au hasard de chaque niveau&#xa0;: A dessus, puis B, puis C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot Hang Out tokens</source>
        <translation>Jetons Sortie en vogue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens 7-11 (2-3 players) or 8-12 (4-5 players), one on each Hang Out.</source>
        <translation>Jetons 7-11 (2-3 joueurs) ou 8-12 (4-5 joueurs), un sur chaque Sortie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player starts; the first round goes clockwise.</source>
        <translation>Le premier joueur commence&#xa0;; la première manche se joue dans le sens horaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the table names the first player, or Roadie draws one.</source>
        <translation>Lecture de Roadie&#xa0;: la table désigne le premier joueur, ou Roadie en tire un.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Characters and keeps one; the characters with Ability tokens take them.</source>
        <translation>Chaque joueur pioche deux Personnages et en garde un&#xa0;; les personnages à jetons Capacité les prennent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting Life Experiences</source>
        <translation>Expériences de vie de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player draws two Starting Life Experiences of different icons, drawing again on a repeat; repeats are shuffled back.</source>
        <translation>Chaque joueur pioche deux Expériences de vie de départ d&apos;icônes différentes, en repiochant en cas de doublon&#xa0;; les doublons sont remélangés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <source>Personal Goals</source>
        <translation>Objectifs personnels</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Draw three, keep two, secret from the others; a goal with a progress track is turned face up when chosen.</source>
        <translation>Piochez-en trois, gardez-en deux, secrets pour les autres&#xa0;; un objectif avec une piste de progression est révélé quand il est choisi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw two Jobs, keep one.</source>
        <translation>Piochez deux Jobs, gardez-en un.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Managers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As many Managers as players, face up; players pick one each in reverse player order.</source>
        <translation>Autant de Managers que de joueurs, face visible&#xa0;; chaque joueur en choisit un dans l&apos;ordre inverse des joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simultaneous choices</source>
        <translation>Choix simultanés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters, goals and Jobs are chosen simultaneously.</source>
        <translation>Personnages, objectifs et Jobs se choisissent simultanément.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: every seat with a choice to make may make it, in any order; nobody sees another&apos;s cards.</source>
        <translation>Lecture de Roadie&#xa0;: chaque place qui a un choix à faire peut le faire, dans n&apos;importe quel ordre&#xa0;; personne ne voit les cartes des autres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Your Amplifier</source>
        <translation>Votre ampli</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Base Stats 0-11</source>
        <translation>Stats de base 0-11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops, Reputation and Songs stay between 0 and 11; an increase beyond 11 pays $1 instead.</source>
        <translation>Technique, Réputation et Chansons restent entre 0 et 11&#xa0;; une hausse au-delà de 11 rapporte 1&#xa0;$ à la place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losing more than you have</source>
        <translation>Perdre plus que ce qu&apos;on a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not take an action or option that costs more than you have; an effect that takes more than you have takes you to 0.</source>
        <translation>Vous ne pouvez pas faire une action ou prendre une option qui coûte plus que ce que vous avez&#xa0;; un effet qui prend plus que ce que vous avez vous ramène à 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The Card Decks</source>
        <translation>Les paquets de cartes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Slash: choose one</source>
        <translation>Barre oblique&#xa0;: en choisir un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slash offers a choice of one side or the other.</source>
        <translation>Une barre oblique propose un choix entre un côté et l&apos;autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Hang Out</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Paying for a benefit</source>
        <translation>Payer pour un avantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A benefit you pay for needs the full payment; you may decline it.</source>
        <translation>Un avantage payant demande le paiement complet&#xa0;; vous pouvez le refuser.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck runs out</source>
        <translation>Un paquet s&apos;épuise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck that runs out is made again from its used cards, shuffled.</source>
        <translation>Un paquet épuisé est reconstitué à partir de ses cartes utilisées, mélangées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>Job Cards</source>
        <translation>Cartes Job</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Work</source>
        <translation>Travailler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work only in your Job&apos;s phase, once a round, for its pay (rolled if it shows six amounts).</source>
        <translation>Travaillez seulement pendant la phase de votre Job, une fois par manche, pour son salaire (tiré au dé s&apos;il montre six montants).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variable shifts</source>
        <translation>Horaires variables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Prep roll for a variable shift: 1-2 Day, 3-4 Night, 5-6 After Hours.</source>
        <translation>En Préparation, lancez le dé pour un horaire variable&#xa0;: 1-2 Jour, 3-4 Soirée, 5-6 Nuit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed Work</source>
        <translation>Absences au Job</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Working in your shift earns a Missed Work token; the third one fires you.</source>
        <translation>Ne pas Travailler pendant votre horaire rapporte un jeton Absence&#xa0;; le troisième vous fait renvoyer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player sent to Recover during their Day shift misses Work like anyone else who does not Work then.</source>
        <translation>Lecture de Roadie&#xa0;: un joueur envoyé Récupérer pendant son horaire de Jour manque le Travail comme quiconque ne Travaille pas à ce moment-là.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting</source>
        <translation>Démissionner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may quit only in your Work phase, before your action or after Working.</source>
        <translation>Vous ne pouvez démissionner que pendant votre phase de Travail, avant votre action ou après avoir Travaillé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Manager Cards</source>
        <translation>Cartes Manager</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Paying your Manager</source>
        <translation>Payer votre Manager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$1 at the end of June, $3 at the end of September, $5 at the end of the game; 3 Fame lost for each $1 you cannot pay, never below 0.</source>
        <translation>1&#xa0;$ fin juin, 3&#xa0;$ fin septembre, 5&#xa0;$ en fin de partie&#xa0;; 3 de Gloire perdus pour chaque 1&#xa0;$ que vous ne pouvez pas payer, jamais sous 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a game that ends before December (at 50 Fame) pays the Manager the end-of-game $5 only, even at the end of June or September: that quarter&apos;s $1 or $3 is not added.</source>
        <translation>Lecture de Roadie&#xa0;: une partie qui finit avant décembre (à 50 de Gloire) paie au Manager seulement les 5&#xa0;$ de fin de partie, même fin juin ou fin septembre&#xa0;: le 1&#xa0;$ ou les 3&#xa0;$ du trimestre ne s&apos;y ajoutent pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once a round, once a game</source>
        <translation>Une fois par manche, une fois par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-round benefit turns its card sideways until Clean-Up; a once-a-game ability spends an Ability token.</source>
        <translation>Un avantage une fois par manche fait pivoter sa carte jusqu&apos;au Rangement&#xa0;; une capacité une fois par partie dépense un jeton Capacité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: benefits that can never be wasted apply by themselves: a discount or lowered requirement that is not used up, a bonus added to an action (the same gain whichever visit takes it), an extra action every Day, and a Candy re-roll or boost (only when Low Sugar would turn on, never when it is on already). The others are spent when their owner chooses (see &apos;Spending a benefit&apos;).</source>
        <translation>Lecture de Roadie&#xa0;: les avantages qui ne peuvent jamais être gaspillés s&apos;appliquent d&apos;eux-mêmes&#xa0;: une réduction ou une condition abaissée qui ne s&apos;use pas, un bonus ajouté à une action (le même gain quelle que soit la visite), une action en plus chaque Jour, et une relance ou un bonus de Bonbon (seulement quand l&apos;Hypoglycémie s&apos;activerait, jamais quand elle est déjà active). Les autres sont dépensés quand leur propriétaire le choisit (voir «&#xa0;Dépenser un avantage&#xa0;»).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spending a benefit</source>
        <translation>Dépenser un avantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A once-a-game Ability token, a kept Bud&apos;s card, and a once-a-round shared space, lowered requirement or discount are spent only when their owner chooses: named with the placement they help, or, for an extra action, spent on its own during your turn (after Candy, for one more action with it).</source>
        <translation>Un Jeton capacité d&apos;une fois par partie, une carte Bud&apos;s gardée, et une case partagée, une condition abaissée ou une réduction d&apos;une fois par manche ne sont dépensés que quand leur propriétaire le choisit&#xa0;: nommés avec le placement qu&apos;ils aident, ou, pour une action en plus, dépensés seuls pendant votre tour (après un Bonbon, pour une action de plus avec lui).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roadie&apos;s reading: a benefit named where it does nothing (no price left to lower, a requirement already met, a free space) is refused, so nothing is spent for nothing.</source>
        <translation>Lecture de Roadie&#xa0;: un avantage nommé là où il ne fait rien (plus de prix à baisser, une condition déjà remplie, une case libre) est refusé, pour que rien ne soit dépensé pour rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>Bonus Cards</source>
        <translation>Cartes Bonus</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bonus Fame</source>
        <translation>Gloire des bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First, second and third to achieve a bonus, or best at the end, score 8, 5 and 3 Fame (4-5 players) or 5 Fame to the first only (2-3 players).</source>
        <translation>Les premier, deuxième et troisième à obtenir un bonus, ou les meilleurs à la fin, marquent 8, 5 et 3 de Gloire (4-5 joueurs) ou 5 de Gloire pour le premier seulement (2-3 joueurs).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a player with none of what an end-game bonus counts does not place.</source>
        <translation>Lecture de Roadie&#xa0;: un joueur qui n&apos;a rien de ce que compte un bonus de fin de partie n&apos;est pas classé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Tied players score the next lower amount: two tied for most score 5 each, three or more tied for most 3 each, ties for second 3 each, ties for third nothing; in a 2-3 player game tied players score nothing.</source>
        <translation>Les joueurs à égalité marquent le montant inférieur suivant&#xa0;: deux à égalité pour le plus marquent 5 chacun, trois ou plus à égalité pour le plus 3 chacun, les égalités pour la deuxième place 3 chacun, pour la troisième rien&#xa0;; à 2-3 joueurs, les joueurs à égalité ne marquent rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Personal Goal Cards</source>
        <translation>Cartes Objectif personnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When-achieved goals score as soon as met; end-game goals stay secret and score at the end.</source>
        <translation>Les objectifs «&#xa0;une fois atteint&#xa0;» marquent dès qu&apos;ils sont remplis&#xa0;; les objectifs de fin de partie restent secrets et marquent à la fin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event Cards</source>
        <translation>Cartes Événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Event&apos;s effect prevails over the rules for the round; a covered space is unavailable.</source>
        <translation>L&apos;effet d&apos;un Événement l&apos;emporte sur les règles pour la manche&#xa0;; une case couverte est indisponible.</translation>
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
        <translation>Phases d&apos;action</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Turn order</source>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In each action phase every player takes a turn in turn order.</source>
        <translation>À chaque phase d&apos;action, chaque joueur joue un tour dans l&apos;ordre du tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optionally consume Candy once, then take one action plus any extra actions; leaving a space for an extra action frees it.</source>
        <translation>Consommez éventuellement un Bonbon une fois, puis faites une action plus d&apos;éventuelles actions en plus&#xa0;; quitter une case pour une action en plus la libère.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Available spaces</source>
        <translation>Cases disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A space of the current phase&apos;s section or the Anytime section.</source>
        <translation>Une case de la section de la phase en cours ou de la section À toute heure.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: standees are lifted between phases, so a studio held by Day is free at Night.</source>
        <translation>Lecture de Roadie&#xa0;: les pions sont retirés entre les phases, donc un studio occupé le Jour est libre la Soirée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Limited and Open spaces</source>
        <translation>Cases Limitées et Ouvertes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Limited space holds one standee; an Open space any number (Push: newcomers stand leftmost).</source>
        <translation>Une case Limitée accueille un pion&#xa0;; une case Ouverte autant qu&apos;on veut (Poussée&#xa0;: les nouveaux venus se placent le plus à gauche).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requirements</source>
        <translation>Exigences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need what a space requires (blue numbers).</source>
        <translation>Il vous faut ce qu&apos;exige une case (nombres bleus).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs</source>
        <translation>Coûts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must pay a space&apos;s cost in full (red numbers).</source>
        <translation>Vous devez payer entièrement le coût d&apos;une case (nombres rouges).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anytime Actions</source>
        <translation>Actions À toute heure</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Once a phase</source>
        <translation>Une fois par phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each action once a phase, except Anytime actions other than Work.</source>
        <translation>Chaque action une fois par phase, sauf les actions À toute heure autres que Travailler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consuming Candy</source>
        <translation>Consommer un Bonbon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before your actions, once: discard a Candy, draw Sugar Rush, Craving +1 unless Sugarless, roll: lower than your Craving turns Low Sugar on; take the card&apos;s extra actions.</source>
        <translation>Avant vos actions, une fois&#xa0;: défaussez un Bonbon, piochez un Coup de sucre, Manque +1 sauf Sans sucre, lancez le dé&#xa0;: moins que votre Manque active l&apos;Hypoglycémie&#xa0;; faites les actions en plus de la carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Sugarless Candy still rolls the die: it only leaves your Craving as it is, and a roll lower than that Craving still turns Low Sugar on.</source>
        <translation>Lecture de Roadie&#xa0;: un Bonbon sans sucre fait quand même lancer le dé&#xa0;: il laisse seulement votre Manque tel quel, et un jet inférieur à ce Manque active quand même l&apos;Hypoglycémie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover Space</source>
        <translation>Case Récupérer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Sugar off and Craving -1; voluntary in the Day, forced after Low Sugar.</source>
        <translation>Hypoglycémie désactivée et Manque -1&#xa0;; volontaire le Jour, forcé après une Hypoglycémie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: a player sent to Recover in Clean-Up recovers when the next Day turn comes round and takes no Day action.</source>
        <translation>Lecture de Roadie&#xa0;: un joueur envoyé Récupérer au Rangement récupère quand revient le tour de Jour suivant et ne fait pas d&apos;action de Jour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rehearse</source>
        <translation>Répéter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rehearsal Studios</source>
        <translation>Studios de répétition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studio A $1 +1 Chops; Studio B $2 +2 Chops; one studio a phase.</source>
        <translation>Studio A 1&#xa0;$ +1 Technique&#xa0;; Studio B 2&#xa0;$ +2 Technique&#xa0;; un studio par phase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire Crew</source>
        <translation>Engager des techniciens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The space&apos;s lowest, middle or highest price for your 1st, 2nd or 3rd Crew; 3 Crew at most; one a round; never two standees on a Crew space.</source>
        <translation>Le prix le plus bas, moyen ou le plus haut de la case pour votre 1er, 2e ou 3e technicien&#xa0;; 3 techniciens au plus&#xa0;; un par manche&#xa0;; jamais deux pions sur une case Techniciens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook prints only the first two spaces&apos; prices of its example ($1 for a first Crew, $4 for a second at space 2); the Crew prices on Roadie&apos;s board ($1/$3/$5, $2/$4/$6, $3/$5/$7 and, with 4-5 players, $4/$6/$8) are Roadie&apos;s own numbers.</source>
        <translation>Lecture de Roadie&#xa0;: la règle n&apos;imprime que les prix des deux premières cases de son exemple (1&#xa0;$ pour un premier technicien, 4&#xa0;$ pour un deuxième à la case 2)&#xa0;; les prix des techniciens sur le plateau de Roadie (1&#xa0;$/3&#xa0;$/5&#xa0;$, 2&#xa0;$/4&#xa0;$/6&#xa0;$, 3&#xa0;$/5&#xa0;$/7&#xa0;$ et, à 4-5 joueurs, 4&#xa0;$/6&#xa0;$/8&#xa0;$) sont les propres nombres de Roadie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record Deal</source>
        <translation>Contrat de disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a Demo Tape or Record Contract and the stats of a Royalty tier better than yours, sign or renegotiate to the best tier you qualify for. The Record Company is a Limited space only one player may visit each round.</source>
        <translation>Avec une Cassette démo ou un Contrat de disque et les stats d&apos;un palier de Royalties meilleur que le vôtre, signez ou renégociez au meilleur palier atteint. La Maison de disques est une case Limitée qu&apos;un seul joueur peut visiter par manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: the player who visits it holds it for the round, even after an extra action takes their standee elsewhere; no ability or Event that shares a Limited space lets a second player in.</source>
        <translation>Lecture de Roadie&#xa0;: le joueur qui la visite la garde pour la manche, même quand une action en plus emmène son pion ailleurs&#xa0;; aucune capacité ni aucun Événement qui partage une case Limitée n&apos;y fait entrer un second joueur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play a Gig</source>
        <translation>Jouer un concert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gigs</source>
        <translation>Concerts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Gig a round, meeting the venue&apos;s requirements; Random Gigs are Open and change each round.</source>
        <translation>Un concert par manche, en remplissant les exigences de la salle&#xa0;; les Concerts aléatoires sont Ouverts et changent à chaque manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the Rising Star table names a third Yenser Arena space (opener); Roadie&apos;s board gives it the middle space&apos;s price and benefit.</source>
        <translation>Lecture de Roadie&#xa0;: la table de l&apos;Étoile montante nomme une troisième case Yenser Arena (première partie)&#xa0;; le plateau de Roadie lui donne le prix et l&apos;avantage de la case du milieu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to Bed Early</source>
        <translation>Se coucher tôt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No other action and no Candy that phase; first to bed plays first next round.</source>
        <translation>Aucune autre action et aucun Bonbon pendant cette phase&#xa0;; le premier couché joue en premier à la manche suivante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record Demo</source>
        <translation>Enregistrer une démo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>$3 (or $4 at the second studio): a Demo Tape.</source>
        <translation>3&#xa0;$ (ou 4&#xa0;$ au second studio)&#xa0;: une Cassette démo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: you may not record while you hold a Demo Tape or a Record Contract.</source>
        <translation>Lecture de Roadie&#xa0;: vous ne pouvez pas enregistrer tant que vous avez une Cassette démo ou un Contrat de disque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hottest spot 2 Fame, second hottest 1; draw and resolve the venue&apos;s card.</source>
        <translation>Le lieu le plus en vogue 2 de Gloire, le deuxième 1&#xa0;; piochez et résolvez la carte du lieu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forming and Scoring Sets</source>
        <translation>Former et marquer des séries</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sets</source>
        <translation>Séries</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Life Experiences all alike or all different form a set at once for 5 Fame; Wild stands in for any type but is not one.</source>
        <translation>Quatre Expériences de vie toutes identiques ou toutes différentes forment aussitôt une série pour 5 de Gloire&#xa0;; le Joker remplace n&apos;importe quel type mais n&apos;en est pas un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a Wild card may stand in beside other Wild cards, so one Life Experience and three Wild cards (or four Wild cards) form a set too.</source>
        <translation>Lecture de Roadie&#xa0;: une carte Joker peut en remplacer une autre à côté d&apos;autres cartes Joker, donc une Expérience de vie et trois cartes Joker (ou quatre cartes Joker) forment aussi une série.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy or Sell Candy</source>
        <translation>Acheter ou vendre des Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or sell up to three Candy at $1 each.</source>
        <translation>Achetez ou vendez jusqu&apos;à trois Bonbons à 1&#xa0;$ pièce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+8"/>
        <source>Clean-Up Phase</source>
        <translation>Phase de Rangement</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>After December, or any round ending with 50+ Fame: Low Sugar costs 5 Fame, then Royalties, the Manager, and end-game scoring.</source>
        <translation>Après décembre, ou à toute manche qui finit à 50 de Gloire ou plus&#xa0;: l&apos;Hypoglycémie coûte 5 de Gloire, puis les Royalties, le Manager et le décompte de fin de partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier 1: $2; tier 2: $3 and 1 Fame; tier 3: $5 and 2 Fame.</source>
        <translation>Palier 1&#xa0;: 2&#xa0;$&#xa0;; palier 2&#xa0;: 3&#xa0;$ et 1 de Gloire&#xa0;; palier 3&#xa0;: 5&#xa0;$ et 2 de Gloire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New turn order</source>
        <translation>Nouvel ordre du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest After Hours or Anytime space value first; on a shared space the latest arrivals first, except Go to Bed Early (first to bed first).</source>
        <translation>La plus petite valeur de case Nuit ou À toute heure d&apos;abord&#xa0;; sur une case partagée, les derniers arrivés d&apos;abord, sauf Se coucher tôt (premier couché, premier servi).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not print the values beside the spaces; Roadie&apos;s board uses its own: Go to Bed Early 0, Recording Studios 1 and 2, Work 3, Buy or Sell Candy 4, Donate Blood 5, Write a Song 6, and each Hang Out its Hot Hang Out token (7-12). Two standees on a Limited space (a Manager&apos;s ability) count as arrivals too: the later one goes first.</source>
        <translation>Lecture de Roadie&#xa0;: la règle n&apos;imprime pas les valeurs à côté des cases&#xa0;; le plateau de Roadie utilise les siennes&#xa0;: Se coucher tôt 0, Studios d&apos;enregistrement 1 et 2, Travailler 3, Acheter ou vendre des Bonbons 4, Donner son sang 5, Écrire une chanson 6, et chaque Sortie son jeton Sortie en vogue (7-12). Deux pions sur une case Limitée (capacité d&apos;un Manager) comptent aussi comme arrivées&#xa0;: le dernier passe en premier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clean-Up</source>
        <translation>Rangement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standees back, Low Sugar to Recover, Sugar Rush shuffled, Hot Hang Out tokens re-dealt, next month.</source>
        <translation>Pions repris, Hypoglycémie vers Récupérer, Coups de sucre mélangés, jetons Sortie en vogue redistribués, mois suivant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>End-Game Scoring</source>
        <translation>Décompte de fin de partie</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>End-game scoring</source>
        <translation>Décompte de fin de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End-game bonuses and goals; 2 Fame per Base Stat at 11 (+2 for all three); 1 Fame per $3.</source>
        <translation>Bonus et objectifs de fin de partie&#xa0;; 2 de Gloire par Stat de base à 11 (+2 pour les trois)&#xa0;; 1 de Gloire par tranche de 3&#xa0;$.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ties go to Reputation, then cash, then Royalty tier, then are shared.</source>
        <translation>Les égalités se départagent à la Réputation, puis à l&apos;argent, puis au palier de Royalties, sinon elles sont partagées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Rising Star</source>
        <translation>L&apos;Étoile montante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 2 players (optionally 3) her cubes block one Day, Night and After Hours space each month, as her card lists.</source>
        <translation>À 2 joueurs (3 en option), ses cubes bloquent une case de Jour, de Soirée et de Nuit chaque mois, comme l&apos;indique sa carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the player whose turn or decision it is may act.</source>
        <translation>Seul le joueur dont c&apos;est le tour ou la décision peut agir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Tips for New Players</source>
        <translation>Conseils aux nouveaux joueurs</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Without unique abilities</source>
        <translation>Sans capacités uniques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out the Managers&apos; and characters&apos; unique abilities (an option): characters are drafted and Managers picked and paid as ever, but their abilities do nothing and no Ability tokens are taken.</source>
        <translation>Une première partie peut se passer des capacités uniques des Managers et des personnages (une option)&#xa0;: on choisit les personnages et les Managers et on paie ceux-ci comme d&apos;habitude, mais leurs capacités ne font rien et personne ne prend de Jeton capacité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without Candy</source>
        <translation>Sans Bonbons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first game may leave out Candy (an option): ignore the part of any card that refers to Candy; with abilities, Eric Fairchild and Kimmy Kim are left out.</source>
        <translation>Une première partie peut se passer des Bonbons (une option)&#xa0;: ignorez la partie de chaque carte qui parle de Bonbons&#xa0;; avec les capacités, Eric Fairchild et Kimmy Kim sont écartés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: nobody holds Candy (none at the start, none gained), so nobody consumes it, Buy or Sell Candy is closed, and what can only be had for Candy (a trade, a Random Gig&apos;s Candy cost) is out of reach; Craving and Low Sugar from a card are ignored; the Personal Goals that count Candy or Craving are left out of the deck; with abilities, the eight other characters are dealt two each, or one each with five players.</source>
        <translation>Lecture de Roadie&#xa0;: personne n&apos;a de Bonbons (aucun au départ, aucun gagné), donc personne n&apos;en mange, Acheter ou vendre des Bonbons est fermé, et ce qui ne s&apos;obtient qu&apos;avec des Bonbons (un échange, le coût en Bonbons d&apos;un Concert aléatoire) est hors de portée&#xa0;; le Manque et l&apos;Hypoglycémie venant d&apos;une carte sont ignorés&#xa0;; les Objectifs personnels qui comptent les Bonbons ou le Manque sont retirés du paquet&#xa0;; avec les capacités, les huit autres personnages sont distribués deux par joueur, ou un par joueur à cinq.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/setup.py" line="+165"/>
        <source>You have nothing to choose now.</source>
        <translation>Vous n&apos;avez rien à choisir maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That Manager is not on offer.</source>
        <translation>Ce Manager n&apos;est pas proposé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You did not draw that card.</source>
        <translation>Vous n&apos;avez pas pioché cette carte.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/spaces.py" line="+85"/>
        <source>It is not your turn to act.</source>
        <translation>Ce n&apos;est pas votre tour d&apos;agir.</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>That space is not open in this phase.</source>
        <translation>Cette case n&apos;est pas ouverte pendant cette phase.</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>You have no action left this phase.</source>
        <translation>Il ne vous reste aucune action pendant cette phase.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Chops</source>
        <translation>Technique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reputation</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Songs</source>
        <translation>Chansons</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fame</source>
        <translation>Gloire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chops + Reputation</source>
        <translation>Technique + Réputation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record Contract</source>
        <translation>Contrat de disque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Demo Tape</source>
        <translation>Cassette démo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Hours</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This month&apos;s Event covers that space.</source>
        <translation>L&apos;Événement de ce mois couvre cette case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is played without Candy.</source>
        <translation>Cette partie se joue sans Bonbons.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only one player may visit the Record Company each round.</source>
        <translation>Un seul joueur peut visiter la Maison de disques par manche.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A benefit you named does nothing for this action; keep it for later.</source>
        <translation>Un avantage nommé ne fait rien pour cette action&#xa0;; gardez-le pour plus tard.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>That space is not open in this phase (the {phase}).</source>
        <translation>Cette case n&apos;est pas ouverte dans cette phase ({phase}).</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Going to Bed Early excludes Candy and every other action this phase.</source>
        <translation>Se coucher tôt exclut les Bonbons et toute autre action pendant cette phase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only once a round.</source>
        <translation>Une seule fois par manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already took that action this phase.</source>
        <translation>Vous avez déjà fait cette action pendant cette phase.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may Work only in your Job&apos;s shift.</source>
        <translation>Vous ne pouvez Travailler que pendant l&apos;horaire de votre Job.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have 3 Crew.</source>
        <translation>Vous avez déjà 3 techniciens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover is a Day action.</source>
        <translation>Récupérer est une action de Jour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already hold a Demo Tape or a Record Contract.</source>
        <translation>Vous avez déjà une Cassette démo ou un Contrat de disque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That Limited space is taken.</source>
        <translation>Cette case Limitée est prise.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>That space needs {need} {what}; you have {have}.</source>
        <translation>Cette case demande {need} {what}&#xa0;; vous en avez {have}.</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>You do not meet that space&apos;s requirement.</source>
        <translation>Vous ne remplissez pas l&apos;exigence de cette case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You need a Demo Tape or Record Contract and the stats of a better Royalty tier.</source>
        <translation>Il vous faut une Cassette démo ou un Contrat de disque et les stats d&apos;un meilleur palier de Royalties.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy (1-3) or sell (1-3) Candy there, and only there.</source>
        <translation>Achetez (1-3) ou vendez (1-3) des Bonbons là, et seulement là.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for that.</source>
        <translation>Vous ne pouvez pas payer cela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Random Gig this month.</source>
        <translation>Il n&apos;y a pas de Concert aléatoire ce mois-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That space costs ${price} (after your discounts); you have ${money}.</source>
        <translation>Cette case coûte ${price} (après vos réductions)&#xa0;; vous avez ${money}.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You cannot pay that space&apos;s cost.</source>
        <translation>Vous ne pouvez pas payer le coût de cette case.</translation>
    </message>
    <message>
        <location line="+465"/>
        <source>There is no set {n} to form.</source>
        <translation>Il n&apos;y a pas de série {n} à former.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/applause.py" line="+45"/>
        <source>It is not your turn in the Applause.</source>
        <translation>Ce n&apos;est pas votre tour aux Applaudissements.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That card is not in the Audience row.</source>
        <translation>Cette carte n&apos;est pas dans la rangée Public.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That card costs {cost} Spotlights; you have {have}.</source>
        <translation>Cette carte coûte {cost} Projecteurs&#xa0;; vous en avez {have}.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/bridge.py" line="+33"/>
        <source>You have no solo to play now.</source>
        <translation>Vous n&apos;avez aucun solo à jouer maintenant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Those dice don&apos;t form a groove on the song.</source>
        <translation>Ces dés ne forment pas un groove sur la chanson.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drawing must have the groove&apos;s shape.</source>
        <translation>Le tracé doit avoir la forme du groove.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Grooves stay on the grid and never overlap.</source>
        <translation>Les grooves restent sur la grille et ne se chevauchent jamais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your first groove must cover the start space.</source>
        <translation>Votre premier groove doit couvrir la case de départ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A groove must touch one you have drawn.</source>
        <translation>Un groove doit toucher un groove déjà tracé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grooves may not cross each other diagonally.</source>
        <translation>Les grooves ne peuvent pas se croiser en diagonale.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First make the choice you owe.</source>
        <translation>Faites d&apos;abord le choix que vous devez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You owe no choice now.</source>
        <translation>Vous ne devez aucun choix maintenant.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose one of the four Notation symbols.</source>
        <translation>Choisissez l&apos;un des quatre symboles de Notation.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {symbol} track is full: choose another.</source>
        <translation>Votre piste {symbol} est pleine&#xa0;: choisissez-en un autre.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No Vocals to use now.</source>
        <translation>Aucun Chant à utiliser maintenant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vocals copy a symbol from their own groove.</source>
        <translation>Le Chant copie un symbole de son propre groove.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You have no extra groove.</source>
        <translation>Vous n&apos;avez pas de groove supplémentaire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A groove fits: draw it.</source>
        <translation>Un groove rentre&#xa0;: tracez-le.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw one linked groove of up to {size} spaces.</source>
        <translation>Tracez un groove relié de {size} cases au plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circle a space touching one of your grooves.</source>
        <translation>Entourez une case qui touche l&apos;un de vos grooves.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/rulebook.py" line="-221"/>
        <location line="+2"/>
        <source>Setup › General Setup</source>
        <translation>Mise en place › Mise en place générale</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Set list</source>
        <translation>Liste des morceaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set list for the player count gives the six songs, played in order.</source>
        <translation>Une liste des morceaux selon le nombre de joueurs donne les six chansons, jouées dans l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instruments</source>
        <translation>Instruments</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player takes one Instrument Board; two players never play the same instrument.</source>
        <translation>Chaque joueur prend un plateau d&apos;instrument&#xa0;; deux joueurs ne jouent jamais le même instrument.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the rulebook does not say how boards are shared out, so Roadie deals them at random unless players choose theirs in the setup.</source>
        <translation>Lecture de Roadie&#xa0;: la règle ne dit pas comment les plateaux sont répartis, donc Roadie les distribue au hasard sauf si les joueurs choisissent le leur à la mise en place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Setup › Audience Setup</source>
        <translation>Mise en place › Mise en place du Public</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Audience</source>
        <translation>Public</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Early cards sit on top of Late ones; two players remove 6 of each, three players 3 of each; a row of players + 1 cards is revealed.</source>
        <translation>Les cartes Tôt sont posées sur les cartes Tard&#xa0;; à deux joueurs, on en retire 6 de chaque, à trois joueurs 3 de chaque&#xa0;; une rangée de (joueurs + 1) cartes est révélée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: The Showdown is set up as for two players, so its row shows 3 cards each song (The Challenger discards from it first).</source>
        <translation>Lecture de Roadie&#xa0;: le Showdown se met en place comme pour deux joueurs, sa rangée montre donc 3 cartes à chaque chanson (le Challenger y défausse en premier).</translation>
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
        <translation>Seuls les jetons de numéro inférieur au nombre de joueurs sont utilisés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: with two players the 1st token is used, as setup step 1 says (the board note that removes it is not followed).</source>
        <translation>Lecture de Roadie&#xa0;: à deux joueurs, le jeton 1 est utilisé, comme le dit l&apos;étape 1 de la mise en place (la note du plateau qui le retire n&apos;est pas suivie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+33"/>
        <location line="+22"/>
        <location line="+2"/>
        <source>1. The Song</source>
        <translation>1. La Chanson</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Everybody rolls</source>
        <translation>Tout le monde lance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the countdown every player rolls all four dice at once; then play runs in real time.</source>
        <translation>Après le compte à rebours, chaque joueur lance ses quatre dés à la fois&#xa0;; ensuite on joue en temps réel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Rows</source>
        <translation>1. La Chanson › Rangées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die goes in the row of its value, 1 to 6: in one of its spaces or in its Harmony space.</source>
        <translation>Un dé va dans la rangée de sa valeur, de 1 à 6&#xa0;: sur l&apos;une de ses cases ou sur sa case Harmonie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>1. The Song › Placing Dice</source>
        <translation>1. La Chanson › Placer les dés</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>One die per space</source>
        <translation>Un dé par case</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Each space of the song holds one die.</source>
        <translation>Chaque case de la chanson accueille un dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony spaces</source>
        <translation>Cases Harmonie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Harmony space at the end of a row takes dice of that row&apos;s value at any time; it holds several dice, but only one of each colour.</source>
        <translation>La case Harmonie au bout d&apos;une rangée accepte à tout moment des dés de la valeur de cette rangée&#xa0;; elle en accueille plusieurs, mais un seul de chaque couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “at any time” is about timing (whether or not the row is full); a die still goes in its own row&apos;s Harmony space, never another row&apos;s.</source>
        <translation>Lecture de Roadie&#xa0;: «&#xa0;à tout moment&#xa0;» concerne le moment (que la rangée soit pleine ou non)&#xa0;; un dé va toujours dans la case Harmonie de sa propre rangée, jamais d&apos;une autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One hand</source>
        <translation>Une main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold and place one die at a time: while a die is in your hand you place that one, not another from your tray.</source>
        <translation>Vous tenez et placez un dé à la fois&#xa0;: tant qu&apos;un dé est dans votre main, c&apos;est lui que vous placez, pas un autre de votre réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: you may put the held die back in your tray.</source>
        <translation>Lecture de Roadie&#xa0;: vous pouvez reposer le dé tenu dans votre réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The Song › Resolving Clashes</source>
        <translation>1. La Chanson › Résoudre les collisions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clashes</source>
        <translation>Collisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two claims on one space close together in time clash: both dice go back to their pools and are rolled again.</source>
        <translation>Deux revendications d&apos;une même case très rapprochées dans le temps entrent en collision&#xa0;: les deux dés retournent dans leur réserve et sont relancés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: claims closer together than the clash window (an option) clash; a later claim finds the space taken. The first claim is down as soon as it is made, so yielding is the later claimant&apos;s: claiming the space within the window means neither yielded, placing elsewhere (or waiting out the window) is yielding.</source>
        <translation>Lecture de Roadie&#xa0;: des revendications plus rapprochées que la fenêtre de collision (une option) entrent en collision&#xa0;; une revendication plus tardive trouve la case prise. La première revendication est posée dès qu&apos;elle est faite, c&apos;est donc au second de céder&#xa0;: revendiquer la case dans la fenêtre signifie que personne n&apos;a cédé, placer ailleurs (ou laisser passer la fenêtre) signifie céder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1. The Song › Rolling Dice</source>
        <translation>1. La Chanson › Lancer les dés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-rolling</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until somebody places a fourth die you may re-roll dice in your pool as often as you like.</source>
        <translation>Tant que personne n&apos;a placé un quatrième dé, vous pouvez relancer les dés de votre réserve aussi souvent que vous le voulez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1. The Song › Re-rolling Dice</source>
        <translation>1. La Chanson › Relancer les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die in hand</source>
        <translation>Un dé en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die you were holding when the Bridge was called may be rolled once more.</source>
        <translation>Un dé que vous teniez quand le Pont a été annoncé peut être lancé une fois de plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take it to the Bridge!</source>
        <translation>Take it to the Bridge!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to place a fourth die calls the Bridge: nobody re-rolls any more, and the remaining dice are placed.</source>
        <translation>Le premier joueur qui place un quatrième dé annonce le Pont&#xa0;: plus personne ne relance, et les dés restants sont placés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › Using Symbols</source>
        <translation>2. Le Pont › Utiliser les symboles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notation symbols</source>
        <translation>Symboles de Notation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase a Notation symbol to change one of your unplaced dice, any time in the Song, even after the Bridge is called.</source>
        <translation>Effacez un symbole de Notation pour changer l&apos;un de vos dés non placés, à tout moment de la Chanson, même après l&apos;annonce du Pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Using Symbols › Flat</source>
        <translation>Utiliser les symboles › Bémol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flat</source>
        <translation>Bémol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower a die by 1; a 1 becomes a 6.</source>
        <translation>Baisse un dé de 1&#xa0;; un 1 devient un 6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Sharp</source>
        <translation>Utiliser les symboles › Dièse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sharp</source>
        <translation>Dièse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise a die by 1; a 6 becomes a 1.</source>
        <translation>Monte un dé de 1&#xa0;; un 6 devient un 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Repeat</source>
        <translation>Utiliser les symboles › Reprise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repeat</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to the value of another of your dice, placed or not.</source>
        <translation>Met un dé sur la valeur d&apos;un autre de vos dés, placé ou non.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using Symbols › Rest</source>
        <translation>Utiliser les symboles › Silence</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest</source>
        <translation>Silence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn a die to a value none of your dice shows.</source>
        <translation>Met un dé sur une valeur qu&apos;aucun de vos dés ne montre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The Song › Taking the Initiative</source>
        <translation>1. La Chanson › Prendre l&apos;Initiative</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing your fourth die takes the lowest Initiative token left; with the Audience cards the 1st brings a Spotlight.</source>
        <translation>Placer votre quatrième dé prend le plus petit jeton Initiative restant&#xa0;; avec les cartes Public, le 1 rapporte un Projecteur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie takes the token for you. The 1st token&apos;s Spotlight comes only with the Audience cards, in the turn-based rules too (there the tokens are laid out without the cards, for the placing order only).</source>
        <translation>Roadie prend le jeton pour vous. Le Projecteur du jeton 1 ne vient qu&apos;avec les cartes Public, y compris dans les règles au tour par tour (les jetons y sont disposés sans les cartes, seulement pour l&apos;ordre de placement).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real time</source>
        <translation>Temps réel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claims are ordered by the table&apos;s clock; time never runs backwards.</source>
        <translation>Les revendications sont ordonnées par l&apos;horloge de la table&#xa0;; le temps ne recule jamais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All dice placed</source>
        <translation>Tous les dés placés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Song ends when every player has placed their dice, “if they still can”.</source>
        <translation>La Chanson se termine quand chaque joueur a placé ses dés, «&#xa0;s&apos;il le peut encore&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a die that has no free space in its row, whose Harmony space already holds your colour, and that can&apos;t be rolled again (after the call: unless it was in your hand, or an Audience card gives a re-roll) stays unplaced. Notation symbols may still change it; or you leave it off the song. The Song ends when every player is done: all dice placed, or the rest left or stuck with no Notation symbol to change them. In the turn-based rules a done player&apos;s turn passes, and the Song ends after the second round.</source>
        <translation>Lecture de Roadie&#xa0;: un dé qui n&apos;a pas de case libre dans sa rangée, dont la case Harmonie a déjà votre couleur et qui ne peut plus être relancé (après l&apos;annonce&#xa0;: sauf s&apos;il était dans votre main ou si une carte Public donne une relance) reste non placé. Les symboles de Notation peuvent encore le changer&#xa0;; ou vous le laissez hors de la chanson. La Chanson se termine quand chaque joueur a fini&#xa0;: tous ses dés placés, ou le reste laissé ou bloqué sans symbole de Notation pour le changer. Dans les règles au tour par tour, le tour d&apos;un joueur qui a fini passe, et la Chanson se termine après le second tour de table.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Using Symbols</source>
        <translation>Utiliser les symboles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A full Notes track</source>
        <translation>Une piste de Notes pleine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Notes track has a fixed number of boxes; a full one takes no more marks.</source>
        <translation>Chaque piste de Notes a un nombre fixe de cases&#xa0;; une piste pleine ne prend plus de marque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a full track is never offered as a choice (Keys, Vocals, Audience cards); when every track is full the owed symbol is dropped and the log says so, as it does for a discard reward or a copy that finds its track full.</source>
        <translation>Lecture de Roadie&#xa0;: une piste pleine n&apos;est jamais proposée comme choix (Claviers, Chant, cartes Public)&#xa0;; quand toutes les pistes sont pleines, le symbole dû est perdu et le journal le dit, comme pour une récompense de défausse ou une copie qui trouve sa piste pleine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instrument Solos › Pick One</source>
        <translation>Solos d&apos;instrument › En choisir un</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick one groove</source>
        <translation>Choisir un groove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw exactly one of your grooves on your solo each song, if any fits.</source>
        <translation>Tracez exactement un de vos grooves sur votre solo à chaque chanson, s&apos;il y en a un qui rentre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Solos › Find Your Grooves</source>
        <translation>Solos d&apos;instrument › Trouver vos grooves</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grooves</source>
        <translation>Grooves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A groove is 1 to 4 of your dice linked side by side or corner to corner; Harmony dice never count, and you may leave dice out if the rest stay linked.</source>
        <translation>Un groove, c&apos;est 1 à 4 de vos dés reliés par un côté ou un coin&#xa0;; les dés d&apos;Harmonie ne comptent jamais, et vous pouvez laisser des dés de côté si le reste reste relié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+3"/>
        <source>Instrument Solos › Play Your Solo</source>
        <translation>Solos d&apos;instrument › Jouer votre solo</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Same shape</source>
        <translation>Même forme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The groove keeps its shape on the solo grid, turned or flipped as you like.</source>
        <translation>Le groove garde sa forme sur la grille du solo, tourné ou retourné comme vous le voulez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start space</source>
        <translation>Case de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first groove covers the start space beside &gt;&gt;&gt;.</source>
        <translation>Votre premier groove couvre la case de départ à côté de &gt;&gt;&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touch another groove</source>
        <translation>Toucher un autre groove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every later groove touches one already drawn, side or corner.</source>
        <translation>Chaque groove suivant touche un groove déjà tracé, par un côté ou un coin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No overlap</source>
        <translation>Pas de chevauchement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grooves never overlap, and never cross each other diagonally.</source>
        <translation>Les grooves ne se chevauchent jamais et ne se croisent jamais en diagonale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: two grooves may not each pass diagonally through the same corner of four spaces.</source>
        <translation>Lecture de Roadie&#xa0;: deux grooves ne peuvent pas passer chacun en diagonale par le même coin de quatre cases.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Solos › Solo Benefits</source>
        <translation>Solos d&apos;instrument › Avantages du solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Benefits</source>
        <translation>Avantages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enclosed points score at the end, enclosed symbols are gained at once, and the highest multiplier in a groove multiplies everything else in it.</source>
        <translation>Les points entourés comptent à la fin, les symboles entourés se gagnent aussitôt, et le plus grand multiplicateur d&apos;un groove multiplie tout le reste de ce groove.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Horn</source>
        <translation>Symboles d&apos;instrument › Les Cuivres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Horn</source>
        <translation>Les Cuivres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers enclosed in the rightmost column are multiplied by the number of enclosed Horn symbols, when there are two or more.</source>
        <translation>Les nombres entourés de la colonne la plus à droite sont multipliés par le nombre de symboles Cuivres entourés, quand il y en a deux ou plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: a groove&apos;s multiplier applies to those numbers first; Horn symbols themselves are never multiplied.</source>
        <translation>Lecture de Roadie&#xa0;: le multiplicateur d&apos;un groove s&apos;applique d&apos;abord à ces nombres&#xa0;; les symboles Cuivres eux-mêmes ne sont jamais multipliés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Drums</source>
        <translation>Symboles d&apos;instrument › La Batterie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Drums</source>
        <translation>La Batterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Drums and a Sticks in the same groove score 7 as a pair; multipliers apply.</source>
        <translation>Une Caisse et des Baguettes dans le même groove marquent 7 ensemble&#xa0;; les multiplicateurs s&apos;appliquent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Keys</source>
        <translation>Symboles d&apos;instrument › Les Claviers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Keys</source>
        <translation>Les Claviers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An enclosed Keys symbol gives one Notation symbol of your choice at once; multipliers give more.</source>
        <translation>Un symbole Claviers entouré donne aussitôt un symbole de Notation de votre choix&#xa0;; les multiplicateurs en donnent plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Sax</source>
        <translation>Symboles d&apos;instrument › Le Sax</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Sax</source>
        <translation>Le Sax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each enclosed Sax symbol scores at the end; multipliers apply.</source>
        <translation>Chaque symbole Sax entouré marque à la fin&#xa0;; les multiplicateurs s&apos;appliquent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instrument Symbols › The Vocals</source>
        <translation>Symboles d&apos;instrument › Le Chant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Vocals</source>
        <translation>Le Chant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Vocals symbol copies one other symbol in its groove at once and is crossed out; left uncrossed, it copies a point space of its groove at the end. Multipliers apply once.</source>
        <translation>Un symbole Chant copie aussitôt un autre symbole de son groove et est barré&#xa0;; laissé non barré, il copie une case de points de son groove à la fin. Les multiplicateurs s&apos;appliquent une fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: each uncrossed Vocals copies a different point space of its groove, the best ones first.</source>
        <translation>Lecture de Roadie&#xa0;: chaque Chant non barré copie une case de points différente de son groove, les meilleures d&apos;abord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instrument Symbols › The Bass</source>
        <translation>Symboles d&apos;instrument › La Basse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Bass</source>
        <translation>La Basse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of the two widest rows scores 10 when grooves fill it.</source>
        <translation>Chacune des deux rangées les plus larges marque 10 quand des grooves la remplissent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. The Bridge › b. Score Harmonies</source>
        <translation>2. Le Pont › b. Marquer les Harmonies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die of yours in a Harmony space scores 2 for every filled space of that row, Harmony spaces not counted.</source>
        <translation>Un de vos dés dans une case Harmonie marque 2 pour chaque case occupée de cette rangée, cases Harmonie non comprises.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The Bridge › c. Remove Dice, Gain Bonuses</source>
        <translation>2. Le Pont › c. Retirer les dés, gagner les bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove dice</source>
        <translation>Retirer les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice leave the song one by one; you mark the symbol under each of yours.</source>
        <translation>Les dés quittent la chanson un par un&#xa0;; vous marquez le symbole sous chacun des vôtres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the Notes section holds a limited number of each Notation symbol; marks beyond it are lost.</source>
        <translation>Lecture de Roadie&#xa0;: la section Notes contient un nombre limité de chaque symbole de Notation&#xa0;; les marques au-delà sont perdues.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+9"/>
        <source>3. The Applause</source>
        <translation>3. Les Applaudissements</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Applause order</source>
        <translation>Ordre des Applaudissements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order, players without a token last, each player buys or discards one card of the row, or lets it be.</source>
        <translation>Dans l&apos;ordre d&apos;Initiative, les joueurs sans jeton en dernier, chaque joueur achète ou défausse une carte de la rangée, ou la laisse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Buying Cards</source>
        <translation>3. Les Applaudissements › Acheter des cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay the card&apos;s cost in Spotlights to take it; an immediate effect happens now.</source>
        <translation>Payez le coût de la carte en Projecteurs pour la prendre&#xa0;; un effet immédiat a lieu maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3. The Applause › Discarding Cards</source>
        <translation>3. Les Applaudissements › Défausser des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card from the row to gain its reward; nobody can buy it then.</source>
        <translation>Défaussez une carte de la rangée pour gagner sa récompense&#xa0;; plus personne ne peut l&apos;acheter ensuite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices first</source>
        <translation>Les choix d&apos;abord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the choice you owe (a symbol to pick, a groove to draw) first.</source>
        <translation>Terminez d&apos;abord le choix que vous devez (un symbole à choisir, un groove à tracer).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. The Tune-Up</source>
        <translation>4. L&apos;Accordage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tune-Up</source>
        <translation>Accordage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice go home, the next song of the set list opens, and a new row of Audience cards is revealed.</source>
        <translation>Les dés reviennent, la chanson suivante de la liste des morceaux s&apos;ouvre, et une nouvelle rangée de cartes Public est révélée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final Scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo points, 1 per Spotlight, Audience cards, 5 per player with fewer of each symbol than you, 5 per set of four different Notation symbols, and Harmonies; ties share the win.</source>
        <translation>Points du solo, 1 par Projecteur, cartes Public, 5 par joueur ayant moins que vous de chaque symbole, 5 par série de quatre symboles de Notation différents, et Harmonies&#xa0;; les égalités partagent la victoire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: Spotlights are a Symbol in the majorities too, counted as you hold them at the end (those spent on Audience cards are rubbed out).</source>
        <translation>Lecture de Roadie&#xa0;: les Projecteurs sont aussi un Symbole pour les majorités, comptés tels que vous les avez à la fin (ceux dépensés pour des cartes Public sont effacés).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>Alternative Turn-Based Rules</source>
        <translation>Règles alternatives au tour par tour</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Lock in</source>
        <translation>Verrouiller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll freely and lock dice in on your instrument board; with all four locked, take an Initiative token (players - 1 of them). Dice are locked in only then, before the placing.</source>
        <translation>Relancez librement et verrouillez des dés sur votre plateau d&apos;instrument&#xa0;; une fois les quatre verrouillés, prenez un jeton Initiative (il y en a joueurs - 1). Les dés ne sont verrouillés qu&apos;à ce moment, avant le placement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roadie&apos;s reading: notation symbols may still change locked dice.</source>
        <translation>Lecture de Roadie&#xa0;: les symboles de Notation peuvent encore changer des dés verrouillés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last player</source>
        <translation>Dernier joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the tokens are gone the last player stops re-rolling.</source>
        <translation>Quand il n&apos;y a plus de jetons, le dernier joueur arrête de relancer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the end of re-rolling here is the turn-based Bridge call: an Audience card&apos;s re-roll may still roll one of your locked dice while the dice are placed (it stays locked in).</source>
        <translation>Lecture de Roadie&#xa0;: la fin des relances est ici l&apos;annonce du Pont au tour par tour&#xa0;: la relance d&apos;une carte Public peut encore relancer un de vos dés verrouillés pendant le placement (il reste verrouillé).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place in order</source>
        <translation>Placer dans l&apos;ordre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Initiative order each player places 2 dice; then once more.</source>
        <translation>Dans l&apos;ordre d&apos;Initiative, chaque joueur place 2 dés&#xa0;; puis une seconde fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Rolling Dice</source>
        <translation>Le Showdown › Lancer les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger rolls</source>
        <translation>Le Challenger lance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time you roll, The Challenger rolls one die; unless it is a 6 it goes on the leftmost free space of its row before you place again.</source>
        <translation>Chaque fois que vous lancez, le Challenger lance un dé&#xa0;; sauf si c&apos;est un 6, il va sur la case libre la plus à gauche de sa rangée avant que vous placiez à nouveau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: “the space that matches the corresponding symbol” is the row of the die&apos;s value; it takes that row&apos;s leftmost free space, never a Harmony space, and stays off the song when the row is full. It rolls with an Audience card&apos;s re-roll too.</source>
        <translation>Lecture de Roadie&#xa0;: «&#xa0;la case qui correspond au symbole&#xa0;» est la rangée de la valeur du dé&#xa0;; il prend la case libre la plus à gauche de cette rangée, jamais une case Harmonie, et reste hors de la chanson quand la rangée est pleine. Il lance aussi lors de la relance d&apos;une carte Public.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Showdown › The Bridge</source>
        <translation>Le Showdown › Le Pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of re-rolling</source>
        <translation>Fin des relances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You stop re-rolling once you place a die, the Challenger&apos;s fourth die is placed, or the timer runs out.</source>
        <translation>Vous arrêtez de relancer dès que vous placez un dé, que le quatrième dé du Challenger est placé, ou que le minuteur est écoulé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: that is The Showdown&apos;s Bridge call, so an Audience card&apos;s re-roll still works after it.</source>
        <translation>Lecture de Roadie&#xa0;: c&apos;est l&apos;annonce du Pont du Showdown, donc la relance d&apos;une carte Public fonctionne encore après.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › The Applause</source>
        <translation>Le Showdown › Les Applaudissements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s Applause</source>
        <translation>Les Applaudissements du Challenger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger discards first: 1 card for 2 placed dice, 2 for 3-4 or if the timer beat you, picking rewards for its emptiest symbol track.</source>
        <translation>Le Challenger défausse en premier&#xa0;: 1 carte pour 2 dés placés, 2 pour 3-4 ou si le minuteur vous a battu, en choisissant les récompenses pour sa piste de symbole la plus vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roadie&apos;s reading: the upper-leftmost empty space of its symbol tracker is in the leftmost column with an empty space, so its emptiest track comes first, ties going to the upper track (Flat, Sharp, Repeat, Rest, Spotlight); when no card in the row rewards that symbol, the next track in that order is tried.</source>
        <translation>Lecture de Roadie&#xa0;: la case vide la plus en haut à gauche de son suivi de symboles est dans la colonne la plus à gauche qui a une case vide, donc sa piste la plus vide passe en premier, les égalités allant à la piste du dessus (Bémol, Dièse, Reprise, Silence, Projecteur)&#xa0;; quand aucune carte de la rangée ne récompense ce symbole, on essaie la piste suivante dans cet ordre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Showdown › Unplaced Dice</source>
        <translation>Le Showdown › Dés non placés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced Challenger dice</source>
        <translation>Dés du Challenger non placés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each Challenger die left off the song is worth 5 to it.</source>
        <translation>Chaque dé du Challenger laissé hors de la chanson lui vaut 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Showdown › Endgame Scoring</source>
        <translation>Le Showdown › Décompte de fin de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger scores</source>
        <translation>Le score du Challenger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Challenger&apos;s symbol majorities are worth 10; beat its total to win; Hard gives it 20 points to start, Expert 30.</source>
        <translation>Les majorités de symboles du Challenger valent 10&#xa0;; battez son total pour gagner&#xa0;; Difficile lui donne 20 points de départ, Expert 30.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Showdown › Difficulty Balancing</source>
        <translation>Le Showdown › Équilibrer la difficulté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Timer</source>
        <translation>Minuteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the timer on, time up ends re-rolling for the song.</source>
        <translation>Avec le minuteur activé, la fin du temps met fin aux relances de la chanson.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roadie&apos;s reading: the timer runs from the moment the song opens; the rules check the time of every claim, so a re-roll after it is refused and any other claim after it first records that the timer beat you. A time-up is never undone.</source>
        <translation>Lecture de Roadie&#xa0;: le minuteur tourne dès l&apos;ouverture de la chanson&#xa0;; les règles vérifient l&apos;heure de chaque revendication, donc une relance après la fin est refusée et toute autre revendication après la fin enregistre d&apos;abord que le minuteur vous a battu. Une fin du temps n&apos;est jamais annulée.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/song.py" line="+43"/>
        <source>That claim is older than the table&apos;s clock.</source>
        <translation>Cette revendication est plus ancienne que l&apos;horloge de la table.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That belongs to the Song phase.</source>
        <translation>Cela relève de la phase Chanson.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Your remaining dice can&apos;t be placed this song.</source>
        <translation>Vos dés restants ne peuvent pas être placés pour cette chanson.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Only dice in your pool can be re-rolled.</source>
        <translation>Seuls les dés de votre réserve peuvent être relancés.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The dice are being placed: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Les dés sont en cours de placement&#xa0;: plus de relance, sauf avec la relance d&apos;une carte Public.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-rolling is over for this song, except with an Audience card&apos;s re-roll.</source>
        <translation>Les relances sont finies pour cette chanson, sauf avec la relance d&apos;une carte Public.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The timer has run out: no more re-rolling, except with an Audience card&apos;s re-roll.</source>
        <translation>Le minuteur est écoulé&#xa0;: plus de relance, sauf avec la relance d&apos;une carte Public.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Bridge has been called: no more re-rolling, except a die that was in your hand or an Audience card&apos;s re-roll.</source>
        <translation>Le Pont a été annoncé&#xa0;: plus de relance, sauf pour un dé qui était dans votre main ou avec la relance d&apos;une carte Public.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only a die in your tray can be picked up.</source>
        <translation>Seul un dé de votre réserve peut être pris.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold a die: one hand, one die.</source>
        <translation>Vous tenez déjà un dé&#xa0;: une main, un dé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You can still place or roll a die.</source>
        <translation>Vous pouvez encore placer ou lancer un dé.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That die is on the song already, or the turn-based placing takes only locked-in dice.</source>
        <translation>Ce dé est déjà sur la chanson, ou le placement au tour par tour ne prend que les dés verrouillés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold a die: place that one first, one hand, one die.</source>
        <translation>Vous tenez un dé&#xa0;: placez d&apos;abord celui-là, une main, un dé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That space is taken.</source>
        <translation>Cette case est prise.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A {value} goes in the Harmony space of row {value} only.</source>
        <translation>Un {value} va seulement dans la case Harmonie de la rangée {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {value} goes in row {value}.</source>
        <translation>Un {value} va dans la rangée {value}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your colour already sits in this Harmony space.</source>
        <translation>Votre couleur est déjà dans cette case Harmonie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} has no such space.</source>
        <translation>La rangée {row} n&apos;a pas de telle case.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wait for your turn to place dice.</source>
        <translation>Attendez votre tour pour placer des dés.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Notation symbols change unplaced dice only.</source>
        <translation>Les symboles de Notation ne changent que des dés non placés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Spotlight is not a Notation symbol.</source>
        <translation>Un Projecteur n&apos;est pas un symbole de Notation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {symbol} to erase.</source>
        <translation>Vous n&apos;avez pas de {symbol} à effacer.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+1"/>
        <source>Flat and Sharp move a die by one: no value to choose.</source>
        <translation>Bémol et Dièse déplacent un dé de un&#xa0;: pas de valeur à choisir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat turns a die to another of your dice&apos;s values.</source>
        <translation>Reprise met un dé sur la valeur d&apos;un autre de vos dés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest turns a die to a value none of your dice shows.</source>
        <translation>Silence met un dé sur une valeur qu&apos;aucun de vos dés ne montre.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Dice are locked in on your board only in the turn-based rules, before the placing starts.</source>
        <translation>Les dés ne se verrouillent sur votre plateau que dans les règles au tour par tour, avant le début du placement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a die in your tray can be locked in.</source>
        <translation>Seul un dé de votre réserve peut être verrouillé.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No timer is running.</source>
        <translation>Aucun minuteur ne tourne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The timer is still running.</source>
        <translation>Le minuteur tourne encore.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/the_gig/table.py" line="+71"/>
        <source>Die {die} is not one of yours.</source>
        <translation>Le dé {die} n&apos;est pas l&apos;un des vôtres.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/client.py" line="+85"/>
        <source>That seat is not yours to play.</source>
        <translation>Cette place n&apos;est pas à vous.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/match/match.py" line="-10"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may take back your own last action, if nobody has acted since and it revealed nothing (no roll, no card drawn), in solo and hot-seat play; never in network play.</source>
        <translation>Vous pouvez reprendre votre propre dernière action, si personne n&apos;a agi depuis et qu&apos;elle n&apos;a rien révélé (aucun lancer, aucune carte piochée), en solo et à plusieurs sur un même écran&#xa0;; jamais en réseau.</translation>
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
        <translation>Partie › Pause (P) arrête l’horloge et les bots ; personne n’agit avant la reprise. En réseau, tout joueur peut mettre toutes les tables en pause ; celui qui l’a fait, ou l’hôte, reprend, après un décompte de trois secondes à chaque table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seats</source>
        <translation>Vos places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a table you act only for the seats you sit in; bots and other players act for theirs.</source>
        <translation>À une table, vous n&apos;agissez que pour les places que vous occupez&#xa0;; les bots et les autres joueurs agissent pour les leurs.</translation>
    </message>
    <message>
        <location line="+184"/>
        <location filename="../desktop/roadie/net/client.py" line="-272"/>
        <source>There is nothing of yours to undo.</source>
        <translation>Il n&apos;y a rien à vous à annuler.</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/net/host.py" line="-6"/>
        <source>The game is paused: play goes on when {name} resumes it.</source>
        <translation>La partie est en pause : elle reprend quand {name} la relance.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../desktop/roadie/games/big_easy_busking/scoring.py" line="+16"/>
        <source>Starting money</source>
        <translation>Argent de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st place payouts</source>
        <translation>Primes de 1re place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold payouts</source>
        <translation>Primes de seuil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matched moods</source>
        <translation>Humeurs correspondantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tips paid</source>
        <translation>Pourboires payés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standards paid for</source>
        <translation>Standards payés</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/gig_dice/game.py" line="+38"/>
        <source>Value-pairs</source>
        <translation>Paires de valeurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min Gigs</source>
        <translation>Gigs min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max Gigs</source>
        <translation>Gigs max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice in the Gig area</source>
        <translation>Dés dans la zone Gig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice in the fixer area</source>
        <translation>Dés dans la zone Fixer</translation>
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
        <translation>Projecteurs</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Audience cards</source>
        <translation>Cartes Public</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Symbol majorities</source>
        <translation>Majorités de symboles</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>Notation sets</source>
        <translation>Séries de Notation</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Harmonies</source>
        <translation>Harmonies</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Head start</source>
        <translation>Avance de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unplaced dice</source>
        <translation>Dés non placés</translation>
    </message>
    <message>
        <location filename="../desktop/roadie/games/rock_hard_1977/scoring.py" line="+11"/>
        <source>Gigs</source>
        <translation>Concerts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang Outs</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studios and promotion</source>
        <translation>Studios et promotion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Personal Goals</source>
        <translation>Objectifs personnels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonuses</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managers</source>
        <translation>Managers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and perks</source>
        <translation>Cartes et avantages</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <location filename="../desktop/roadie/ui/teaching/explain.py" line="+70"/>
        <source>For you now</source>
        <translation>Pour vous maintenant</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Why not?</source>
        <translation>Pourquoi pas&#xa0;?</translation>
    </message>
</context>
</TS>
