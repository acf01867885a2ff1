"""Linen mixture-of-experts token classifier and a dense baseline."""
