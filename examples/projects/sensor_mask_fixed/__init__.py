"""The mask as a tuple of Python bools: hashable, so it can be static."""
