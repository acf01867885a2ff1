"""Equinox classifier over multi-scale pooled signals, with finiteness guards."""
