"""Big Easy Busking's table (``board.Board``)."""
