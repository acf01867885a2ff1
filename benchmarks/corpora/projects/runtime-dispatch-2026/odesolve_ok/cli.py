"""Integrate an ensemble chosen by the ODE_* environment variables."""
import numpy as np

from . import config
from .data import sample_initial_conditions
from .models import SYSTEMS
from .registry import INTEGRATORS
from .solver import integrate


def main():
    s = config.from_env()
    print(f"system={s.system} method={s.method} (known: {', '.join(INTEGRATORS)})")
    y0 = sample_initial_conditions(s.system, s.ensemble, s.seed)
    ts, ys = integrate(y0, s.dt, system=s.system, method=s.method,
                       num_steps=s.num_steps, tol=s.tol, h_min=s.min_dt)
    ts, ys = np.asarray(ts), np.asarray(ys)
    print(f"final time per member: {np.round(ts[:, -1], 3)}")
    if s.report_energy:
        energy = SYSTEMS[s.system].energy
        e0 = energy(y0, np)
        e1 = energy(ys[:, -1], np)
        drift = float(np.max(np.abs(e1 - e0) / np.maximum(np.abs(e0), 1e-6)))
        print(f"max relative energy drift: {drift:.2e}")
    return 0
