import jax
import jax.numpy as jnp

from . import simulate
from .config import SimConfig
from .diagnostics import momentum, summarize, total_energy
from .initial_conditions import plummer_sphere


def main():
    cfg = SimConfig()
    state = plummer_sphere(jax.random.PRNGKey(cfg.seed), cfg.n_bodies)
    e_start = total_energy(state, cfg)
    print(f"N={cfg.n_bodies} dt={cfg.dt} steps={cfg.num_steps} E_start={float(e_start):.5f}")

    final, snapshots, energies = simulate.run(state, cfg=cfg)
    energies = jnp.concatenate([e_start[None], energies])

    stats = summarize(energies)
    print("snapshots:", snapshots.shape)
    for k, v in stats.items():
        print(f"  {k}: {float(v):.3e}")
    print("  |P_final|:", float(jnp.linalg.norm(momentum(final))))
