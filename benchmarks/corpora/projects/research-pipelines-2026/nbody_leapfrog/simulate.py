from functools import partial

import jax
from jax import lax

from .diagnostics import total_energy
from .integrators import leapfrog_step


@partial(jax.jit, static_argnames=("cfg",))
def run(state, cfg):
    def inner(s, _):
        return leapfrog_step(s, cfg), None

    def outer(s, _):
        s, _ = lax.scan(inner, s, None, length=cfg.save_every)
        return s, (s["pos"], total_energy(s, cfg))

    final, (snapshots, energies) = lax.scan(outer, state, None, length=cfg.num_snapshots)
    return final, snapshots, energies
