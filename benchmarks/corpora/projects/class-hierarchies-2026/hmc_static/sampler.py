from dataclasses import dataclass
from functools import partial
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax

from .integrators import leapfrog


@dataclass(frozen=True)
class HMC:
    target: Any
    step_size: float
    n_leapfrog: int
    inv_mass: Any = None

    @classmethod
    def from_config(cls, cfg, target, pilot=None):
        if pilot is None:
            return cls(target, cfg.step_size, cfg.n_leapfrog)
        flat = pilot.reshape(-1, pilot.shape[-1])
        inv_mass = jnp.var(flat, axis=0) + 1e-4
        return cls(target, cfg.step_size, cfg.n_leapfrog, inv_mass)

    def _inv_mass(self):
        if self.inv_mass is None:
            return jnp.ones(self.target.dim)
        return jnp.asarray(self.inv_mass)

    def kinetic(self, p):
        return 0.5 * jnp.sum(self._inv_mass() * p ** 2)

    @partial(jax.jit, static_argnums=0)
    def step(self, key, x):
        k_mom, k_acc = jax.random.split(key)
        inv_mass = self._inv_mass()
        p = jax.random.normal(k_mom, x.shape) / jnp.sqrt(inv_mass)
        x_new, p_new = leapfrog(self.target.log_prob, x, p, self.step_size, self.n_leapfrog, inv_mass)
        h_old = -self.target.log_prob(x) + self.kinetic(p)
        h_new = -self.target.log_prob(x_new) + self.kinetic(p_new)
        log_accept = jnp.minimum(0.0, h_old - h_new)
        accept = jnp.log(jax.random.uniform(k_acc)) < log_accept
        return jnp.where(accept, x_new, x), accept

    def _chain(self, key, x0, n):
        def body(x, k):
            x, accepted = self.step(k, x)
            return x, (x, accepted)

        _, (xs, acc) = lax.scan(body, x0, jax.random.split(key, n))
        return xs, acc

    @partial(jax.jit, static_argnums=(0, 3))
    def sample(self, key, x0, n_samples):
        keys = jax.random.split(key, x0.shape[0])
        return jax.vmap(lambda k, x: self._chain(k, x, n_samples))(keys, x0)
