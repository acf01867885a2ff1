"""Unadjusted Langevin sampling from a Bayesian logistic posterior."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def log_posterior(w, x, y):
    logits = x @ w
    loglik = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
    return loglik - 0.5 * jnp.sum(w ** 2)


@partial(jax.jit, static_argnames=("n_samples",))
def langevin(key, w0, x, y, step_size, n_samples):
    grad_lp = jax.grad(log_posterior)

    def body(w, k):
        noise = jax.random.normal(k, w.shape)
        w_new = w + step_size * grad_lp(w, x, y) + jnp.sqrt(2 * step_size) * noise
        return w_new, w_new

    keys = jax.random.split(key, n_samples)
    _, samples = lax.scan(body, w0, keys)
    return samples


if __name__ == "__main__":
    kx, ks = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (100, 3))
    y = (x @ jnp.array([1.0, -1.0, 0.5]) > 0).astype(jnp.float32)
    samples = langevin(ks, jnp.zeros(3), x, y, 1e-3, n_samples=500)
    print(samples[250:].mean(axis=0))
