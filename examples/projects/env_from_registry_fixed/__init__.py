"""Random-walk rollouts in an environment made by name (`make(args.env, size=...)`) from
a registry that a class decorator fills, stepped under `vmap` and `lax.scan`; the reward is read with an array index."""
