"""Train step whose objective is picked from a module by the config's name."""
