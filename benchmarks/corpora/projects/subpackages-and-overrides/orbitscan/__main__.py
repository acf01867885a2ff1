import numpy as np

from orbitscan import runner


def main():
    rng = np.random.default_rng(2)
    pos = rng.normal(size=(6, 2)).astype(np.float32)
    vel = np.zeros_like(pos)
    for law, params in (("spring", {"stiffness": 1.5}), ("central", {"strength": 0.5})):
        step = runner.build_step(law, params, dt=0.05, n_sub=4)
        (pos_t, vel_t), readings = runner.integrate((pos, vel), step, length=40)
        print(law, {k: round(float(v[-1]), 4) for k, v in readings.items()})
    energies = runner.spring_energies(pos[None].repeat(3, 0), vel[None].repeat(3, 0), 1.5)
    print("energies", np.round(np.asarray(energies), 4))


if __name__ == "__main__":
    main()
