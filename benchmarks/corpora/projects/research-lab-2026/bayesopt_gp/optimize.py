import jax
import jax.numpy as jnp
from jax import lax


def make_maximizer(acq_fn, steps, lr):
    def ascend(x0, state, best):
        grad_fn = jax.grad(acq_fn)

        def body(_, x):
            return jnp.clip(x + lr * grad_fn(x, state, best), 0.0, 1.0)

        x = lax.fori_loop(0, steps, body, x0)
        return x, acq_fn(x, state, best)

    @jax.jit
    def maximize(starts, state, best):
        xs, vals = jax.vmap(ascend, in_axes=(0, None, None))(starts, state, best)
        i = jnp.argmax(vals)
        return xs[i], vals[i]

    return maximize
