"""The board kit: a QGraphicsScene whose pieces are dragged where the rules allow.

``board_scene``/``board_view`` run the table; ``piece`` holds the drag protocol.
Pieces: ``dice_item``, ``card_item`` (+ ``card_paint``), ``hand_item``, ``tokens``
(standees, tokens, coins, cubes, markers). Targets and boards: ``zones``,
``counter_item``, ``track_item`` (tracks, symbol tracks), ``grid_item``; ``draw``
has the painting helpers they share.
"""
