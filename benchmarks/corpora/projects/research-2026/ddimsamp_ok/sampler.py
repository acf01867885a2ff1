import equinox as eqx
import jax
import jax.numpy as jnp

from . import schedules


def ddim_step(model, x, t, t_next, key, eta):
    a_t, a_next, sigma, c_noise = schedules.ddim_coefficients(t, t_next, eta)
    eps = jax.vmap(model, in_axes=(0, None))(x, t)
    x0 = (x - jnp.sqrt(1.0 - a_t) * eps) / jnp.sqrt(a_t)
    x0 = jnp.clip(x0, -4.0, 4.0)
    noise = jax.random.normal(key, x.shape)
    return jnp.sqrt(a_next) * x0 + c_noise * eps + sigma * noise


@eqx.filter_jit
def sample(model, key, num_samples, data_dim, num_steps, eta):
    init_key, loop_key = jax.random.split(key)
    x = jax.random.normal(init_key, (num_samples, data_dim))
    times = jnp.linspace(0.98, 0.02, num_steps + 1)
    keys = jax.random.split(loop_key, num_steps)

    def body(x, inputs):
        t, t_next, k = inputs
        x = ddim_step(model, x, t, t_next, k, eta)
        return x, jnp.mean(jnp.linalg.norm(x, axis=-1))

    x, norms = jax.lax.scan(body, x, (times[:-1], times[1:], keys))
    return x, norms
