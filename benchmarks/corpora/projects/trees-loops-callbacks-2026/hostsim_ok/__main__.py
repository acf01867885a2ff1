import math

import jax
import jax.numpy as jnp

from . import hostlib, logging_utils, sim

PARAMS = {"rho": 1.2, "area": 0.004, "mass": 0.15, "g": 9.81, "restitution": 0.4}
ANGLES = [15.0, 30.0, 45.0, 60.0, 75.0]
LAUNCH_SPEED = 45.0


def main():
    vel0 = []
    for angle in ANGLES:
        rad = math.radians(angle)
        vel0.append([LAUNCH_SPEED * math.cos(rad), LAUNCH_SPEED * math.sin(rad)])
    vel = jnp.asarray(vel0, dtype=jnp.float32)
    pos = jnp.zeros_like(vel)

    simulate = sim.make_simulator(PARAMS, hostlib.DRAG_TABLE, n_steps=400, dt=0.02, log_every=100)
    pos, vel = simulate(pos, vel)
    final = jax.device_get(pos)
    logging_utils.report_final(final, ANGLES)
    best = max(range(len(ANGLES)), key=lambda k: float(final[k][0]))
    print(f"longest carry at {ANGLES[best]} deg")


if __name__ == "__main__":
    main()
