"""Fiese 15: roll six coloured dice under a strip of targets and stop before you bust."""
