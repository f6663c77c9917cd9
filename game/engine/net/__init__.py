"""Phones as controllers: a small local server whose clients act like gamepads.

The modules here stay free of pygame (the server runs in its own thread and must be
importable in tools and tests without a display); only ``qr.qr_surface`` touches pygame,
and imports it when called. ``link.PhoneLink`` is what the App holds.
"""
