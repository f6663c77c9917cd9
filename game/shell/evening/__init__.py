"""Game night: the same people play several games in a row for evening points.

``model`` is pure (points per placing with shared ties, late joiners, awards); ``store``
keeps the running evening in ``evening.json``; the scenes show the table and the podium.
"""
