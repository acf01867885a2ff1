"""Equinox multi-task graph network: shared message passing, per-task heads."""
