"""Kalman filter and RTS smoother for a 2-D constant-velocity target."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

CONFIG = {"dt": 0.2, "q": 0.1, "r": 0.3, "steps": 80, "seed": 5}
residual_history = []


class Belief(NamedTuple):
    m: jnp.ndarray
    P: jnp.ndarray


def build_model(dt, q, r):
    I2 = jnp.eye(2)
    Z2 = jnp.zeros((2, 2))
    F = jnp.block([[I2, dt * I2], [Z2, I2]])
    H = jnp.hstack([I2, Z2])
    Q = q * jnp.block([[dt ** 3 / 3 * I2, dt ** 2 / 2 * I2], [dt ** 2 / 2 * I2, dt * I2]])
    R = r ** 2 * I2
    return F, H, Q, R


def kalman_step(model, b, z):
    F, H, Q, R = model
    m_pred = F @ b.m
    P_pred = F @ b.P @ F.T + Q
    resid = z - H @ m_pred
    S = H @ P_pred @ H.T + R
    K = jnp.linalg.solve(S, H @ P_pred).T
    m = m_pred + K @ resid
    P = P_pred - K @ S @ K.T
    return Belief(m, P), (Belief(m_pred, P_pred), resid)


def smoother(model, filtered, predicted):
    F = model[0]

    def back(carry, inp):
        f, p = inp
        G = jnp.linalg.solve(p.P, F @ f.P).T
        m = f.m + G @ (carry.m - p.m)
        P = f.P + G @ (carry.P - p.P) @ G.T
        out = Belief(m, P)
        return out, out

    last = Belief(filtered.m[-1], filtered.P[-1])
    rest_f = jax.tree_util.tree_map(lambda a: a[:-1], filtered)
    rest_p = jax.tree_util.tree_map(lambda a: a[1:], predicted)
    _, sm = jax.lax.scan(back, last, (rest_f, rest_p), reverse=True)
    return sm


@jax.jit
def filter_and_smooth(zs, prior):
    model = build_model(CONFIG["dt"], CONFIG["q"], CONFIG["r"])

    def step(b, z):
        b, (pred, resid) = kalman_step(model, b, z)
        return b, (b, pred, resid)

    _, (filt, pred, resids) = jax.lax.scan(step, prior, zs)
    return filt, smoother(model, filt, pred), resids


def main():
    n = CONFIG["steps"]
    key = jax.random.PRNGKey(CONFIG["seed"])
    t = jnp.arange(n) * CONFIG["dt"]
    truth = jnp.stack([jnp.cos(0.3 * t) * 5, jnp.sin(0.3 * t) * 5], axis=1)
    zs = truth + CONFIG["r"] * jax.random.normal(key, truth.shape)
    filt, smooth, resids = filter_and_smooth(zs, Belief(jnp.zeros(4), 5.0 * jnp.eye(4)))
    residual_history.append(resids)
    err_f = jnp.sqrt(jnp.mean((filt.m[:, :2] - truth) ** 2))
    err_s = jnp.sqrt(jnp.mean((smooth.m[:, :2] - truth[:-1]) ** 2))
    print(f"filter RMSE {float(err_f):.3f}  smoother RMSE {float(err_s):.3f}")
    all_resid = jnp.concatenate(residual_history)
    print("residual std per axis:", jnp.std(all_resid, axis=0))


if __name__ == "__main__":
    main()
