"""The match: one game in play, its seats, clock, action log, autosave and undo."""
