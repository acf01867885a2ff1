"""Coupling layer of a normalising flow that splits features in half."""

import jax
import jax.numpy as jnp


def coupling_forward(params: dict, x: jax.Array) -> tuple[jax.Array, jax.Array]:
    half = int(x.shape[-1] // 2)
    x1, x2 = x[..., :half], x[..., half:]
    h = jnp.tanh(x1 @ params["w"] + params["b"])
    log_s, t = jnp.split(h, 2, axis=-1)
    y2 = x2 * jnp.exp(log_s) + t
    return jnp.concatenate([x1, y2], axis=-1), jnp.sum(log_s, axis=-1)


@jax.jit
def log_likelihood(params: dict, x: jax.Array) -> jax.Array:
    z, log_det = coupling_forward(params, x)
    d = z.shape[-1]
    log_pz = -0.5 * jnp.sum(z**2, axis=-1) - 0.5 * d * jnp.log(2 * jnp.pi)
    return jnp.mean(log_pz + log_det)


if __name__ == "__main__":
    d = 6
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (d // 2, d)) * 0.1, "b": jnp.zeros(d)}
    x = jax.random.normal(jax.random.PRNGKey(1), (32, d))
    print(log_likelihood(params, x))
    print(jax.grad(log_likelihood)(params, x)["w"].shape)
