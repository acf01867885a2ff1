from __future__ import annotations

import jax

from .config import ODEConfig
from .data import make_spirals
from .model import NeuralODE
from .timestep import steps_needed
from .train import fit


def main() -> None:
    cfg = ODEConfig()
    k_data, k_model, k_train = jax.random.split(jax.random.PRNGKey(cfg.seed), 3)
    data = make_spirals(k_data, 128, cfg.n_obs, cfg.t_final)
    interval = cfg.t_final / (cfg.n_obs - 1)
    substeps = max(cfg.substeps, steps_needed(interval, cfg.max_dt))
    model = NeuralODE(cfg, substeps, key=k_model)
    fit(model, data, cfg, k_train)


if __name__ == "__main__":
    main()
