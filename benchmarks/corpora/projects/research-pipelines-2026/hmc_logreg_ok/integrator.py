import jax.numpy as jnp
from jax import lax


def leapfrog(grad_logp, q, p, step_size, num_steps):
    eps = jnp.asarray(step_size, dtype=q.dtype)

    p = p + 0.5 * eps * grad_logp(q)

    def body(i, carry):
        q, p = carry
        q = q + eps * p
        p = p + eps * grad_logp(q)
        return q, p

    q, p = lax.fori_loop(0, num_steps - 1, body, (q, p))
    q = q + eps * p
    p = p + 0.5 * eps * grad_logp(q)
    return q, p
