"""The Fits CPU: a look-ahead over the coming cards, run as frame-counted jobs."""
