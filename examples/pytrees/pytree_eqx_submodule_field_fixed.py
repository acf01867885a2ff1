"""An equinox model whose layer, held in a field, scales by the norm of its own weight
computed with jnp, which traces."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Scaled(eqx.Module):
    weight: jax.Array

    def __init__(self, key):
        self.weight = jax.random.normal(key, (3, 3))

    def __call__(self, x):
        norm = jnp.sqrt(jnp.sum(self.weight**2))
        return x @ self.weight / norm


class Model(eqx.Module):
    layer: Scaled

    def __init__(self, key):
        self.layer = Scaled(key)

    def __call__(self, x):
        return jnp.tanh(self.layer(x))


@eqx.filter_jit
def predict(model, x):
    return model(x)


predict(Model(jax.random.PRNGKey(0)), jnp.ones((2, 3)))
