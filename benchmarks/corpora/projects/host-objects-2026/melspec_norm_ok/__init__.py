"""Keyword-style audio classification from log-mel features computed with an STFT."""
