"""Unrolling the cell over time."""

import jax


def make_runner(cell):
    @jax.jit
    def run(xs):
        h0 = cell.initial_state(xs.shape[1])
        h_last, sums = jax.lax.scan(cell.step, h0, xs)
        return h_last, sums

    return run
