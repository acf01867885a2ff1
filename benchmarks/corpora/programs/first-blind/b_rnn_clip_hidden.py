"""Elman RNN over a sequence with lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


def init_rnn(key: jax.Array, n_in: int, n_hidden: int) -> dict[str, jax.Array]:
    k1, k2 = jax.random.split(key)
    return {
        "w_in": jax.random.normal(k1, (n_in, n_hidden)) * 0.1,
        "w_h": jax.random.normal(k2, (n_hidden, n_hidden)) * 0.1,
        "b": jnp.zeros(n_hidden),
    }


def rnn_step(params: dict[str, jax.Array], h: jax.Array, x: jax.Array) -> jax.Array:
    h_new = jnp.tanh(x @ params["w_in"] + h @ params["w_h"] + params["b"])
    if jnp.linalg.norm(h_new) > 5.0:
        h_new = h_new / jnp.linalg.norm(h_new) * 5.0
    return h_new


@jax.jit
def run_rnn(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    h0 = jnp.zeros(params["b"].shape)

    def body(h, x):
        h = rnn_step(params, h, x)
        return h, h

    _, hs = lax.scan(body, h0, xs)
    return hs


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    params = init_rnn(key, 3, 8)
    xs = jax.random.normal(jax.random.PRNGKey(1), (12, 3))
    hs = run_rnn(params, xs)
    print(hs.shape, float(hs[-1].sum()))
