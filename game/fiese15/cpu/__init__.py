"""The Fiese 15 CPU: exact expected-value tables (hard) and human-like play."""
