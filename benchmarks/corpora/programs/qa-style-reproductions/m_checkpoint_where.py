"""Rematerialised block selecting its activation with jnp.where."""
import jax
import jax.numpy as jnp


@jax.checkpoint
def block(x):
    return jnp.where(x.sum() > 0, jnp.tanh(x), x * 0.5)


loss = lambda x: block(x).sum()
print(jax.grad(loss)(jnp.array([0.3, -0.1, 0.7])))
