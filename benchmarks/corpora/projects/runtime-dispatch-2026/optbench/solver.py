"""Minimise one objective from many starts at once."""
import functools

import jax
import jax.numpy as jnp
from jax import lax

from .models import OBJECTIVES


@functools.partial(jax.jit, static_argnames=("objective", "tx", "num_steps"))
def minimize(x0, *, objective, tx, num_steps):
    loss_fn = OBJECTIVES[objective]

    def run_one(x):
        def body(carry, _):
            x, opt_state = carry
            loss, grad = jax.value_and_grad(loss_fn)(x)
            updates, opt_state = tx.update(grad, opt_state, x)
            x = x + updates
            return (x, opt_state), loss

        (x, _), losses = lax.scan(body, (x, tx.init(x)), None, length=num_steps)
        return x, jnp.append(losses, loss_fn(x))

    return jax.vmap(run_one)(x0)
