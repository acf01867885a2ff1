"""Models picked by name from a registry and trained on a toy regression."""
