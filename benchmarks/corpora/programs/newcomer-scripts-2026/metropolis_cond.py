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
    return jnp.log(u) < log_ratio


def run_chain(key, x0, n_steps, step_size=1.0):
    samples = jnp.zeros(n_steps)

    def body(i, carry):
        x, key, samples, n_acc = carry
        key, k1, k2 = jax.random.split(key, 3)
        prop = x + step_size * jax.random.normal(k1)
        log_ratio = log_target(prop) - log_target(x)
        ok = accept(k2, log_ratio)
        x = lax.cond(ok, lambda: prop, lambda: x)
        return x, key, samples.at[i].set(x), n_acc + ok

    _, _, samples, n_acc = lax.fori_loop(0, n_steps, body, (x0, key, samples, 0))
    return samples, n_acc


samples, n_acc = run_chain(jax.random.PRNGKey(0), 0.0, 5000)
print("acceptance rate:", int(n_acc) / 5000)
samples = np.asarray(samples)[500:]
print("sample mean (expect ~0):", samples.mean())
print("fraction positive:", (samples > 0).mean())
