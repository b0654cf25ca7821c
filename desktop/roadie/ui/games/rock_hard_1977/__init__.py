"""Rock Hard: 1977's table: the board of spaces, your amplifier and cards, the decisions."""
