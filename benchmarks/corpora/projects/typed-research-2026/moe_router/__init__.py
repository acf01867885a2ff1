"""Sequence classifier with sparse mixture-of-experts feed-forward blocks."""
