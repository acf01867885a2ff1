import numpy as np


def spiral_field(y, damping=0.3, omega=2.0):
    x, v = y[..., 0], y[..., 1]
    return np.stack([-damping * x + omega * v, -omega * x - damping * v], axis=-1)


def simulate(cfg, num_trajectories, seed, substeps=20):
    rng = np.random.default_rng(seed)
    y = rng.uniform(-1.0, 1.0, size=(num_trajectories, cfg.dim))
    num_steps = int(round((cfg.solver.t1 - cfg.solver.t0) / cfg.solver.dt))
    h = (cfg.solver.t1 - cfg.solver.t0) / num_steps / substeps
    out = [y.copy()]
    for _ in range(num_steps):
        for _ in range(substeps):
            y = y + h * spiral_field(y)
        out.append(y.copy())
    return np.stack(out, axis=1).astype(np.float32)
