"""`lax.cond(pred, true_operand, true_fun, false_operand, false_fun)`: the older form, which
JAX still takes; each branch gets its own operand, and the functions are no operands."""

import jax
import jax.numpy as jnp


def keep(state):
    return state


@jax.jit
def accept_or_reject(accept, proposal, current):
    return jax.lax.cond(accept, (proposal, 1.0), keep, (current, 0.0), keep)


print(accept_or_reject(True, jnp.ones(2), jnp.zeros(2)))
