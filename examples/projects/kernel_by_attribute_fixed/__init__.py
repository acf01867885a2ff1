"""A random-walk sampler whose proposal kernel is a function of the `kernels` module named
by a flag (`getattr(kernels, args.kernel)`), run inside `lax.scan` under `jax.jit`; the clipped kernel rescales with `jnp.maximum`."""
