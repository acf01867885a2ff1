"""A sweep whose settings a helper of another module builds from JSON: a flax.struct
dataclass, so the jitted step traces its fields."""
