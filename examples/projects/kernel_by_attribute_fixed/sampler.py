"""A chain of proposals, as one scan."""

import jax
from jax import lax

from kernel_by_attribute_fixed import kernels


def get_kernel(name):
    kernel = getattr(kernels, name, None)
    if kernel is None:
        raise ValueError(f"no kernel named {name!r}")
    return kernel


def make_chain(name, scale):
    kernel = get_kernel(name)

    @jax.jit
    def chain(key, start):
        def body(position, step_key):
            moved = kernel(step_key, position, scale)
            return moved, moved

        return lax.scan(body, start, jax.random.split(key, 5))[1]

    return chain
