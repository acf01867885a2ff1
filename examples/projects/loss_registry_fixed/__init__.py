"""A linear regression whose loss is picked by name from a registry that decorators fill;
its Huber loss chooses between the quadratic and linear parts with `jnp.where`."""
