"""The Fiese 15 screen: strip, dice tower, tray, score sheet and the staged turns."""
