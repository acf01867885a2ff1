"""Compile-and-run helper applied to a couple of loss functions."""
import jax
import jax.numpy as jnp


def compile_and_run(fn, *args):
    compiled = jax.jit(fn)
    return compiled(*args)


def hinge(w, x, y):
    margin = y * (x @ w)
    return jnp.mean(jnp.maximum(0.0, 1.0 - margin))


def robust(w, x, y):
    r = x @ w - y
    if jnp.max(jnp.abs(r)) > 1.0:
        return jnp.mean(jnp.abs(r))
    return jnp.mean(r ** 2)


def main():
    w = jnp.array([0.5, -0.2])
    x = jnp.array([[1.0, 2.0], [0.5, -1.0], [2.0, 0.1]])
    y = jnp.array([1.0, -1.0, 1.0])
    print(compile_and_run(hinge, w, x, y))
    print(compile_and_run(robust, w, x, y))


main()
