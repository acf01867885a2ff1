"""Rematerialised block with a data-dependent activation, differentiated."""
import jax
import jax.numpy as jnp


@jax.checkpoint
def block(x):
    if x.sum() > 0:
        return jnp.tanh(x)
    return x * 0.5


loss = lambda x: block(x).sum()
print(jax.grad(loss)(jnp.array([0.3, -0.1, 0.7])))
