from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp

from particle_pf_ok.config import PFConfig
from particle_pf_ok.data import simulate
from particle_pf_ok.filter import FilterOutput, bootstrap_filter
from particle_pf_ok.resampling import RESAMPLERS
from particle_pf_ok.ssm import NonlinearGrowth


@partial(jax.jit, static_argnames=("cfg", "method"))
def run_filter(sigma_v: jax.Array, ys: jax.Array, key: jax.Array, cfg: PFConfig, method: str) -> FilterOutput:
    model = NonlinearGrowth(sigma_v=sigma_v, sigma_w=cfg.sigma_w)
    return bootstrap_filter(model, ys, key, cfg.n_particles, cfg.ess_threshold, RESAMPLERS[method])


def main() -> None:
    cfg = PFConfig()
    k_sim, k_pf = jax.random.split(jax.random.PRNGKey(cfg.seed))
    sim = simulate(NonlinearGrowth(cfg.sigma_v, cfg.sigma_w), k_sim, cfg.n_steps)
    out = run_filter(jnp.asarray(cfg.sigma_v), sim.ys, k_pf, cfg, "systematic")
    rmse = float(jnp.sqrt(jnp.mean((jnp.abs(out.means) - jnp.abs(sim.xs)) ** 2)))
    print(f"|x| rmse {rmse:.3f}  mean ess {float(out.ess.mean()):.1f}  log Z {float(out.log_evidence):.2f}")
    grid = jnp.asarray(cfg.sigma_grid)
    evidences = jax.vmap(lambda s: run_filter(s, sim.ys, k_pf, cfg, "systematic").log_evidence)(grid)
    for s, ev in zip(cfg.sigma_grid, evidences):
        print(f"sigma_v={s:.2f}  log Z={float(ev):.2f}")
    print(f"argmax sigma_v = {cfg.sigma_grid[int(jnp.argmax(evidences))]}")


if __name__ == "__main__":
    main()
