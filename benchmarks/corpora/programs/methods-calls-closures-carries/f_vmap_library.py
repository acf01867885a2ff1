"""Batched library calls: outer products, interpolation and one-hot targets."""
import jax
import jax.numpy as jnp

outer = jax.vmap(jnp.outer)
interp = jax.vmap(jnp.interp, in_axes=(0, None, None))
one_hot = jax.jit(jax.nn.one_hot, static_argnames="num_classes")
segsum = jax.jit(jax.ops.segment_sum, static_argnums=2)
norms = jax.vmap(jnp.linalg.norm)

a = jnp.ones((4, 3))
b = jnp.arange(8.0).reshape(4, 2)
print(outer(a, b).shape)
xs = jnp.linspace(0.0, 1.0, 6).reshape(2, 3)
print(interp(xs, jnp.array([0.0, 1.0]), jnp.array([10.0, 20.0])))
print(one_hot(jnp.array([0, 3, 1]), num_classes=4))
print(segsum(jnp.ones(5), jnp.array([0, 1, 1, 2, 2]), 3))
print(norms(a))
