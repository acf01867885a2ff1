"""Discrete operators and sources."""
