"""Contextual-bandit policy gradient whose components are built from Hydra-style _target_ configs."""
