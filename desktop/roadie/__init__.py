"""Roadie: a desktop table for music-themed board games."""

__version__ = "0.1.0"
