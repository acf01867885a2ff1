import jax.numpy as jnp

from . import config
from .bodies import plummer_sphere
from .diagnostics import closest_approach, energy, momentum
from .integrator import simulate


def main():
    pos, vel, masses = (jnp.asarray(a) for a in plummer_sphere(config.N_BODIES, config.SEED))
    e0 = energy(pos, vel, masses, config.SOFTENING, config.G)
    print(f"E0 = {float(e0):.5f}")
    for chunk in range(config.N_CHUNKS):
        pos, vel = simulate(pos, vel, masses, config.N_STEPS, config.DT, config.SOFTENING, config.G)
        e = energy(pos, vel, masses, config.SOFTENING, config.G)
        p = momentum(vel, masses)
        print(
            f"t={(chunk + 1) * config.N_STEPS * config.DT:.2f}  rel. energy drift {float((e - e0) / abs(e0)):+.2e}"
            f"  |p|={float(jnp.linalg.norm(p)):.1e}  r_min={float(closest_approach(pos)):.3f}"
        )


if __name__ == "__main__":
    main()
