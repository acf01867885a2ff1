"""Model settings that a helper of another module builds as a dict from JSON, given to a
static argument of a jitted function."""
