"""Entropic optimal transport for point-cloud registration."""
