"""A private jitted function whose every call the module holds, and every call passes
`state`: its default `None` is never what it runs with (`None` takes the plain path)."""

import jax


@jax.jit
def _accumulate(x, state=None):
    if state is None:
        return x * int(x.sum())
    return x + state


def accumulate(x, state=None):
    if state is None:
        return x
    return _accumulate(x, state)
