"""Spielekiste: a couch-party collection of four tabletop games."""

__version__ = "0.1.0"
