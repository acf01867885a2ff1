"""Wrap a step function into a stepper with a uniform signature."""
import jax.numpy as jnp

from .registry import ADAPTIVE, get_integrator


def make_stepper(method, vector_field, tol, h_min, h_max):
    step_fn = get_integrator(method)

    def advance(t, y, h):
        t_next, y_next, h_next = step_fn(vector_field, t, y, h, tol, h_min)
        if method in ADAPTIVE:
            h_next = jnp.clip(h_next, h_min, h_max)
        return t_next, y_next, h_next

    return advance
