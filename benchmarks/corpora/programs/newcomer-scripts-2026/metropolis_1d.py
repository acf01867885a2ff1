import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def log_target(x):
    a = -0.5 * (x + 2.0) ** 2
    b = -0.5 * (x - 2.0) ** 2
    return jnp.logaddexp(a, b)


def accept(key, log_ratio):
    u = jax.random.uniform(key)
    if jnp.log(u) < log_ratio:
        return True
    return False


def run_chain(key, x0, n_steps, step_size=1.0):
    samples = jnp.zeros(n_steps)

    def body(i, carry):
        x, key, samples = carry
        key, k1, k2 = jax.random.split(key, 3)
        prop = x + step_size * jax.random.normal(k1)
        log_ratio = log_target(prop) - log_target(x)
        x = jnp.where(accept(k2, log_ratio), prop, x)
        return x, key, samples.at[i].set(x)

    _, _, samples = lax.fori_loop(0, n_steps, body, (x0, key, samples))
    return samples


samples = run_chain(jax.random.PRNGKey(0), 0.0, 5000)
samples = np.asarray(samples)[500:]
print("sample mean (expect ~0):", samples.mean())
print("fraction positive:", (samples > 0).mean())
