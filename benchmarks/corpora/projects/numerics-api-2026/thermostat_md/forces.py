import jax
import jax.numpy as jnp


def make_potential(k_trap=1.0, eps=0.2, sigma=0.5):
    def potential(x):
        d = x[:, None, :] - x[None, :, :]
        r2 = jnp.sum(d ** 2, axis=-1) + jnp.eye(x.shape[0])
        pair = eps * jnp.exp(-r2 / sigma ** 2) * (1.0 - jnp.eye(x.shape[0]))
        return 0.5 * k_trap * jnp.sum(x ** 2) + 0.5 * jnp.sum(pair)
    return potential


def make_force(potential):
    return jax.grad(lambda x: -potential(x))
