"""Two-moons style classification with an experiment loop and running meters."""
