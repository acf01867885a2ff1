"""Metropolis sampling of the 2-D Ising model with checkerboard updates."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

L = 16
BETAS = [0.3, 0.44, 0.6]
N_SWEEPS = 60


class IsingState(NamedTuple):
    spins: jnp.ndarray
    key: jnp.ndarray


def neighbour_sum(s):
    return (jnp.roll(s, 1, 0) + jnp.roll(s, -1, 0) +
            jnp.roll(s, 1, 1) + jnp.roll(s, -1, 1))


def checkerboard(size):
    i, j = jnp.meshgrid(jnp.arange(size), jnp.arange(size), indexing="ij")
    return (i + j) % 2 == 0


def half_sweep(state, beta, colour):
    key, sub = jax.random.split(state.key)
    dE = 2.0 * state.spins * neighbour_sum(state.spins)
    accept = jax.random.uniform(sub, state.spins.shape) < jnp.exp(-beta * dE)
    flip = accept & colour
    return IsingState(jnp.where(flip, -state.spins, state.spins), key)


def magnetisation_bucket(spins, n_buckets=10):
    m = jnp.abs(jnp.mean(spins))
    return int(m * n_buckets)


def run_chain(state, beta):
    mask = checkerboard(L)

    def sweep(st, _):
        st = half_sweep(st, beta, mask)
        st = half_sweep(st, beta, ~mask)
        bucket = magnetisation_bucket(st.spins)
        return st, (jnp.mean(st.spins), bucket)

    return jax.lax.scan(sweep, state, None, length=N_SWEEPS)


def main():
    key = jax.random.PRNGKey(1)
    runner = jax.jit(run_chain)
    for beta in BETAS:
        key, k_init, k_chain = jax.random.split(key, 3)
        spins = jnp.where(jax.random.bernoulli(k_init, 0.5, (L, L)), 1.0, -1.0)
        state, (mags, buckets) = runner(IsingState(spins, k_chain), beta)
        tail = mags[N_SWEEPS // 2:]
        print(f"beta={beta:.2f}  <|m|>={float(jnp.mean(jnp.abs(tail))):.3f}")
        print("   bucket histogram:", jnp.bincount(buckets, length=11))


if __name__ == "__main__":
    main()
