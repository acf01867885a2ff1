"""Constant-velocity Kalman filter tracking a noisy 1-D target."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

DT = 0.1
PROCESS_NOISE = 0.05
MEASUREMENT_NOISE = 0.5
N_STEPS = 100

innovation_log = []


class Gaussian(NamedTuple):
    mean: jnp.ndarray
    cov: jnp.ndarray


def model_matrices(dt=DT):
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    H = jnp.array([[1.0, 0.0]])
    Q = PROCESS_NOISE * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
    R = jnp.array([[MEASUREMENT_NOISE ** 2]])
    return F, H, Q, R


def predict(belief, F, Q):
    return Gaussian(F @ belief.mean, F @ belief.cov @ F.T + Q)


def update(belief, z, H, R):
    y = z - H @ belief.mean
    S = H @ belief.cov @ H.T + R
    K = belief.cov @ H.T @ jnp.linalg.inv(S)
    innovation_log.append(y)
    mean = belief.mean + K @ y
    cov = (jnp.eye(2) - K @ H) @ belief.cov
    return Gaussian(mean, cov)


@jax.jit
def run_filter(zs, prior):
    F, H, Q, R = model_matrices()

    def step(belief, z):
        belief = update(predict(belief, F, Q), z, H, R)
        return belief, belief.mean

    return jax.lax.scan(step, prior, zs)


def simulate(key, n):
    t = jnp.arange(n) * DT
    truth = 2.0 * t + 0.5 * jnp.sin(t)
    zs = truth + MEASUREMENT_NOISE * jax.random.normal(key, (n,))
    return truth, zs[:, None]


def main():
    truth, zs = simulate(jax.random.PRNGKey(0), N_STEPS)
    prior = Gaussian(jnp.zeros(2), 10.0 * jnp.eye(2))
    final, means = run_filter(zs, prior)
    rmse = jnp.sqrt(jnp.mean((means[:, 0] - truth) ** 2))
    print(f"position RMSE: {float(rmse):.3f}")
    print("final velocity estimate:", float(final.mean[1]))
    innov = jnp.concatenate(innovation_log)
    print("innovation variance:", float(jnp.var(innov)))


if __name__ == "__main__":
    main()
