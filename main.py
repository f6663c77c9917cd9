"""Start Spielekiste: ``python main.py --help`` lists the flags."""

from game.app import main

if __name__ == "__main__":
    raise SystemExit(main())
