"""Random-walk Metropolis sampler with a dataclass configuration registered as a pytree."""
