import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .analysis import drift, radial_distribution, temperature
from .config import MDConfig
from .neighbours import build, update
from .potentials import forces, potential_energy
from .space import wrap


class MDState(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    force: jax.Array
    nbrs: object


def initial_conditions(cfg):
    spacing = cfg.box / cfg.n_side
    g = (np.arange(cfg.n_side) + 0.5) * spacing
    pos = np.stack(np.meshgrid(g, g, indexing="ij"), axis=-1).reshape(-1, 2)
    rng = np.random.default_rng(cfg.seed)
    vel = rng.standard_normal(pos.shape)
    vel -= vel.mean(axis=0)
    vel *= np.sqrt(cfg.temperature / temperature(vel))
    return jnp.asarray(pos, jnp.float32), jnp.asarray(vel, jnp.float32)


def verlet_step(state, cfg):
    box = cfg.box
    vel = state.vel + 0.5 * cfg.dt * state.force
    pos = wrap(state.pos + cfg.dt * vel, box)
    nbrs, rebuilt = update(state.nbrs, pos, box, cfg)
    f = forces(pos, nbrs, box, cfg)
    vel = vel + 0.5 * cfg.dt * f
    return MDState(pos, vel, f, nbrs), rebuilt


@functools.partial(jax.jit, static_argnums=(1,))
def simulate(state, cfg):
    def body(state, _):
        state, rebuilt = verlet_step(state, cfg)
        pe = potential_energy(state.pos, state.nbrs, cfg.box, cfg)
        ke = 0.5 * jnp.sum(state.vel ** 2)
        return state, (pe, ke, rebuilt, state.nbrs.overflow)

    return lax.scan(body, state, None, length=cfg.n_steps)


def main(cfg=None):
    cfg = MDConfig() if cfg is None else cfg
    pos, vel = initial_conditions(cfg)
    nbrs = build(pos, cfg.box, cfg.cutoff + cfg.skin)
    print(f"{cfg.n_particles} particles, box {cfg.box:.3f}, neighbour capacity {nbrs.idx.shape[1]}")
    state = MDState(pos, vel, forces(pos, nbrs, cfg.box, cfg), nbrs)
    state, (pe, ke, rebuilt, overflow) = simulate(state, cfg)
    pe, ke = np.asarray(pe), np.asarray(ke)
    max_dev, slope = drift(pe + ke, cfg.n_particles)
    print(f"steps {cfg.n_steps}, neighbour rebuilds {int(np.sum(rebuilt))}, overflow {bool(np.any(overflow))}")
    print(f"energy/particle {float((pe[-1] + ke[-1]) / cfg.n_particles):.4f}, max deviation {max_dev:.2e}, slope {slope:.2e}")
    print(f"final temperature {temperature(state.vel):.3f}")
    r, g = radial_distribution(state.pos, cfg.box)
    peak = int(np.argmax(g))
    print(f"g(r) first peak at r={r[peak]:.2f} (g={g[peak]:.2f})")
