"""Run a short NVE (or Langevin) trajectory and report energy conservation."""
import numpy as np

from . import config as config_lib
from . import models  # noqa: F401  (registers potentials)
from .data import initial_state
from .registry import Potential
from .simulate import make_simulation, to_state


def main(cfg=None):
    cfg = cfg or config_lib.get_config()
    s = cfg.system
    positions, velocities, box = initial_state(s.num_per_side, s.spacing, s.temperature,
                                               s.jitter, cfg.seed)
    p = cfg.potential
    potential = Potential.create(p.name, cutoff=p.cutoff, image_reach=p.image_reach,
                                 **p.params.to_dict())
    print(f"potential={p.name} of {Potential.names()}, N={positions.shape[0]}, box={box}")
    simulate = make_simulation(potential, cfg.integrator, s.temperature)
    state = to_state(positions, velocities, box, cfg.seed)
    state, (pe, ke) = simulate(state, cfg.run.num_records, cfg.run.steps_per_record)
    pe, ke = np.asarray(pe), np.asarray(ke)
    total = pe + ke
    n = positions.shape[0]
    print("temperature per record:", np.round(ke / n, 3))
    drift = float(np.abs(total - total[0]).max() / abs(total[0]))
    print(f"E_total start {float(total[0]):.4f} end {float(total[-1]):.4f} rel. drift {drift:.2e}")
    return 0
