"""The Fits screen: split-screen boards, falling pieces, scoring shows."""
