import jax
import jax.numpy as jnp
from jax import lax

from .resampling import effective_sample_size, normalize, systematic_resample


def make_filter(transition_fn, loglik_fn, n_particles, ess_threshold):
    def step(carry, inputs):
        key, particles, log_w = carry
        t, y, regime = inputs
        key, k_prop, k_res = jax.random.split(key, 3)
        particles = transition_fn(k_prop, particles, t, regime)
        log_w, w = normalize(log_w + loglik_fn(y, particles))
        estimate = jnp.sum(w * particles)
        ess = effective_sample_size(w)

        def resample(args):
            p, lw = args
            idx = systematic_resample(k_res, jnp.exp(lw))
            return p[idx], jnp.full_like(lw, -jnp.log(n_particles))

        particles, log_w = lax.cond(ess < ess_threshold * n_particles, resample, lambda a: a, (particles, log_w))
        return (key, particles, log_w), (estimate, ess)

    @jax.jit
    def run(key, ys, regimes):
        key, k0 = jax.random.split(key)
        particles = 2.0 * jax.random.normal(k0, (n_particles,))
        log_w = jnp.full((n_particles,), -jnp.log(n_particles))
        ts = jnp.arange(ys.shape[0], dtype=jnp.float32)
        _, (estimates, ess) = lax.scan(step, (key, particles, log_w), (ts, ys, regimes))
        return estimates, ess

    return run
