"""Relational GCN (Schlichtkrull et al.) for node classification on a synthetic multi-relational SBM."""
