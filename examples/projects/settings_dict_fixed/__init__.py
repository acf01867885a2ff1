"""The settings as a tuple of (name, value) pairs, hashable: jit takes them as a static
argument, and compiles once per set of settings."""
