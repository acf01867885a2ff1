"""Contrastive pretraining whose objective is picked by a command-line flag from a
registry that decorators fill (a dict subclass); a second registry of the same class holds
host-side reports, never traced. The objective normalises with jnp.linalg.norm."""
