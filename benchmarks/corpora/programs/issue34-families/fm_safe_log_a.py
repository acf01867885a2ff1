import jax
import jax.numpy as jnp
from jax.experimental import checkify


def log_likelihood(rates, counts):
    if jnp.any(rates <= 0):
        raise ValueError("rates must be positive")
    return jnp.sum(counts * jnp.log(rates) - rates)


checked = jax.jit(checkify.checkify(log_likelihood))

rates = jnp.array([1.5, 2.0, 0.7])
counts = jnp.array([1.0, 3.0, 0.0])
err, ll = checked(rates, counts)
err.throw()
print("log-likelihood:", float(ll), "finite:", bool(jnp.isfinite(ll)))
grad_ll = jax.grad(lambda r: checked(r, counts)[1])(rates)
print("score function:", grad_ll)
