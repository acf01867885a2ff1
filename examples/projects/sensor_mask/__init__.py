"""A mask built by a helper in another module (`jnp.array(...)`) given as a static
argument through the project's own jit decorator: a jax array has no hash, so jit
raises ValueError at the call, whatever the helper's arguments were."""
