"""Finite-impulse-response filters applied to batches of signals."""
