"""A jitted step calling a typed helper of another module (a parameter typed `jax.Array`)."""
