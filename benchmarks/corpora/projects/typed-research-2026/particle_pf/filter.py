from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from particle_pf.resampling import Resampler
from particle_pf.ssm import StateSpaceModel
from particle_pf.weights import effective_sample_size, normalise_log_weights, safe_log


class FilterOutput(NamedTuple):
    means: jax.Array
    ess: jax.Array
    log_evidence: jax.Array


Carry = tuple[jax.Array, jax.Array, jax.Array]


def bootstrap_filter(
    model: StateSpaceModel,
    ys: jax.Array,
    key: jax.Array,
    n_particles: int,
    ess_threshold: float,
    resample: Resampler,
) -> FilterOutput:
    key, k0 = jax.random.split(key)
    particles = model.initial(k0, n_particles)
    log_w = jnp.full((n_particles,), -jnp.log(n_particles))

    def step(carry: Carry, inputs: tuple[jax.Array, jax.Array]) -> tuple[Carry, tuple[jax.Array, ...]]:
        particles, log_w, key = carry
        t, y = inputs
        key, k_move, k_res = jax.random.split(key, 3)
        particles = model.transition(k_move, particles, t)
        norm = normalise_log_weights(log_w + model.log_likelihood(y, particles))
        mean = jnp.sum(norm.weights * particles)
        ess = effective_sample_size(norm.weights)

        def do_resample(_: None) -> tuple[jax.Array, jax.Array]:
            idx = resample(k_res, norm.weights)
            return particles[idx], jnp.full_like(log_w, -jnp.log(n_particles))

        def keep(_: None) -> tuple[jax.Array, jax.Array]:
            return particles, safe_log(norm.weights)

        particles, log_w = lax.cond(ess < ess_threshold * n_particles, do_resample, keep, None)
        return (particles, log_w, key), (mean, ess, norm.log_total)

    ts = jnp.arange(1, ys.shape[0] + 1, dtype=ys.dtype)
    _, (means, ess, incs) = lax.scan(step, (particles, log_w, key), (ts, ys))
    jax.debug.print("resampled at {k} of {n} steps", k=jnp.sum(ess < ess_threshold * n_particles), n=ys.shape[0])
    return FilterOutput(means=means, ess=ess, log_evidence=jnp.sum(incs))
