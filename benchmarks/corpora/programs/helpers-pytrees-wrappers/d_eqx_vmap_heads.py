"""Routing each example to one of several equinox heads."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Router(eqx.Module):
    heads: list
    gate: jax.Array

    def __init__(self, key, width, num_heads):
        k1, k2 = jax.random.split(key)
        self.heads = [jnp.eye(width) * (i + 1) for i in range(num_heads)]
        self.gate = jax.random.normal(k2, (width, num_heads))

    def _pick(self, x):
        return int(jnp.argmax(x @ self.gate))

    def __call__(self, x):
        head = self.heads[self._pick(x)]
        return jnp.tanh(x @ head)


@eqx.filter_jit
def route_batch(model, xs):
    return eqx.filter_vmap(model)(xs)


if __name__ == "__main__":
    model = Router(jax.random.PRNGKey(0), 3, 4)
    xs = jax.random.normal(jax.random.PRNGKey(1), (5, 3))
    print(route_batch(model, xs))
