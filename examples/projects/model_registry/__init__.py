"""Models registered by name with `register(name, cls)` calls, and picked by the name a
config's defaults give."""
