"""Damped-oscillator trajectories observed at random (irregular) times."""
import numpy as np


def true_field(y, omega=2.0, zeta=0.15):
    x, v = y[..., 0], y[..., 1]
    return np.stack([v, -2.0 * zeta * omega * v - omega ** 2 * x], axis=-1)


def simulate(y0, ts, fine_dt=5e-3):
    out, y, t = [y0], y0.copy(), ts[0]
    for t_next in ts[1:]:
        while t < t_next - 1e-12:
            h = min(fine_dt, t_next - t)
            k1 = true_field(y)
            k2 = true_field(y + 0.5 * h * k1)
            k3 = true_field(y + 0.5 * h * k2)
            k4 = true_field(y + h * k3)
            y = y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
            t += h
        out.append(y)
    return np.stack(out)


def make_dataset(n_traj=32, n_obs=16, horizon=3.0, seed=0):
    rng = np.random.default_rng(seed)
    y0 = rng.uniform(-1.0, 1.0, size=(n_traj, 2))
    ts = np.sort(rng.uniform(0.0, horizon, size=(n_traj, n_obs)), axis=1)
    ts[:, 0] = 0.0
    ys = np.stack([simulate(a, t) for a, t in zip(y0, ts)])
    return y0.astype(np.float32), ts.astype(np.float32), ys.astype(np.float32)
