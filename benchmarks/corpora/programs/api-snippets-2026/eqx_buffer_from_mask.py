import equinox as eqx
import jax
import jax.numpy as jnp


class Selector(eqx.Module):
    weight: jax.Array
    threshold: float

    def __init__(self, dim, key):
        self.weight = jax.random.normal(key, (dim,))
        self.threshold = 0.0

    def __call__(self, x):
        scores = x * self.weight
        mask = scores > self.threshold
        count = jnp.sum(mask)
        buffer = jnp.zeros(count)
        return jnp.concatenate([buffer, scores])


@eqx.filter_jit
def run(model, x):
    return model(x)


model = Selector(6, jax.random.PRNGKey(1))
x = jnp.linspace(-1.0, 1.0, 6)
print(run(model, x))
