"""The words of the Fits screen that more than one part needs (the scene, the results, the
drawing, a lesson): pure functions of the translations and the match's numbers."""

from __future__ import annotations

from collections.abc import Callable

Translate = Callable[..., str]


def title_key(title: str) -> str:
    """The i18n key of a solo title from the rules (e.g. "Joint cleaner")."""
    return "fits.title." + title.lower().replace(" ", "_")


def solo_title_text(t: Translate, title: str) -> str:
    """The solo verdict: "You are a <title>"."""
    return t("fits.solo_title", title=t(title_key(title)))


def board_title(t: Translate, edition: str, board_number: int) -> str:
    """What the screen calls a board played: its round ("Round 2"), in both editions (the
    boxes say "board" and "game"; one word on screen reads better than three). Rounds play
    the boards in order, so the numbers are the same."""
    return t("fits.round_title", n=board_number)


def rule_text(t: Translate, edition: str, board_number: int) -> str:
    return t(f"fits.rule.{edition}.{board_number}")


def summary_text(t: Translate, edition: str, board_number: int) -> str:
    """The line over a counted board: "Board 1 scored"."""
    return t("fits.scored", board=board_title(t, edition, board_number))
