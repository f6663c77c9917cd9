"""Recipes and synthesiser behind ``build/make_sounds.py``."""
