"""The tutorial kit: a game learned by playing it.

A tutorial is a real match on the real screen. Its *script* (each game's
``screen/tutorial.py``) plans the dice and cards, seats the learner against scripted or
real CPUs, and lists the *steps*: one short instruction each, the controls it needs shown
for the learner's own device, the thing to look at highlighted. A step goes on only when
the learner has done what it asks; any other move is explained, never punished, and can be
tried again. The kit here runs the steps (``guide``), draws them (``panel``), and starts,
ends and remembers tutorials (``start``), with the offer and the end
of a lesson as menus (``menus``).
"""
