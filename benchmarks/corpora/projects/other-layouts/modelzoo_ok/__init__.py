"""Image classifiers picked by name from a registry and trained with one jitted step."""
