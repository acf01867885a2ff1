"""A particle simulation whose settings are a flax.struct dataclass of another module."""
