"""Equinox classifier head with a learnable temperature."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Head(eqx.Module):
    linear: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, n_in: int, n_classes: int, key: jax.Array):
        self.linear = eqx.nn.Linear(n_in, n_classes, key=key)
        self.temperature = jnp.array(1.0)

    def __call__(self, x: jax.Array) -> jax.Array:
        logits = self.linear(x)
        if self.temperature > 0:
            logits = logits / self.temperature
        return jax.nn.log_softmax(logits)


@eqx.filter_jit
def predict(model: Head, xs: jax.Array) -> jax.Array:
    return jax.vmap(model)(xs)


@eqx.filter_jit
def nll(model: Head, xs: jax.Array, labels: jax.Array) -> jax.Array:
    logp = jax.vmap(model)(xs)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))


if __name__ == "__main__":
    model = Head(8, 3, jax.random.PRNGKey(0))
    xs = jax.random.normal(jax.random.PRNGKey(1), (10, 8))
    labels = jnp.arange(10) % 3
    print(predict(model, xs).shape)
    print(nll(model, xs, labels))
