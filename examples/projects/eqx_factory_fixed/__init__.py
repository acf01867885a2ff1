"""The fixed twin of `eqx_factory`: the gate is applied with `jnp.where`."""
