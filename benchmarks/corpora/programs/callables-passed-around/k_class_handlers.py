"""Per-class post-processing handlers."""
import jax
import jax.numpy as jnp


def identity(v):
    return v


def clamp(v):
    return jnp.clip(v, 0.0, 1.0)


def squash(v):
    return jnp.tanh(v)


HANDLERS = {0: identity, 1: clamp, 2: squash}


def dispatch(table, key, value):
    return table[key](value)


def route(logits, values):
    cls = jnp.argmax(logits)
    return dispatch(HANDLERS, cls, values)


def postprocess(logits, values):
    final = dispatch(HANDLERS, 2, values)
    return final, jax.vmap(route)(logits, values)


logits = jnp.array([[0.1, 2.0, 0.3], [1.5, 0.2, 0.1]])
values = jnp.array([[0.5, 1.5], [-0.3, 2.0]])
print(postprocess(logits, values))
