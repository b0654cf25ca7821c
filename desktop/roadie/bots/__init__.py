"""Bots that play any game through the game contract."""
