"""``python -m game`` starts Spielekiste."""

from game.app import main

raise SystemExit(main())
