"""Ensembles of registered member models trained together."""
