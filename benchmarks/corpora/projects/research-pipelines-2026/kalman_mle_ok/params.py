from typing import NamedTuple

import jax
import jax.numpy as jnp


class SSMParams(NamedTuple):
    """Unconstrained parameters of a damped-rotation latent model."""
    omega: jnp.ndarray      # rotation angle per step
    rho_raw: jnp.ndarray    # damping, sigmoid-transformed
    q_raw: jnp.ndarray      # process noise (per latent dim), softplus-transformed
    r_raw: jnp.ndarray      # observation noise (per obs dim), softplus-transformed
    H: jnp.ndarray          # emission matrix


class SSM(NamedTuple):
    A: jnp.ndarray
    Q: jnp.ndarray
    H: jnp.ndarray
    R: jnp.ndarray
    m0: jnp.ndarray
    P0: jnp.ndarray


def diag_cov(raw, jitter=1e-5):
    d = raw.shape[0]
    cov = jnp.zeros((d, d))
    for i in range(d):
        cov = cov.at[i, i].set(jax.nn.softplus(raw[i]) + jitter)
    return cov


def transition_matrix(omega, rho_raw):
    rho = jax.nn.sigmoid(rho_raw)
    c, s = jnp.cos(omega), jnp.sin(omega)
    return rho * jnp.array([[c, -s], [s, c]])


def build_model(p):
    d = p.q_raw.shape[0]
    return SSM(
        A=transition_matrix(p.omega, p.rho_raw),
        Q=diag_cov(p.q_raw),
        H=p.H,
        R=diag_cov(p.r_raw),
        m0=jnp.zeros(d),
        P0=jnp.eye(d),
    )


def true_params():
    return SSMParams(
        omega=jnp.array(0.3), rho_raw=jnp.array(3.0),
        q_raw=jnp.array([-3.0, -3.0]), r_raw=jnp.array([-2.0]),
        H=jnp.array([[1.0, 0.5]]),
    )


def init_params(key):
    k1, k2 = jax.random.split(key)
    return SSMParams(
        omega=jnp.array(0.1), rho_raw=jnp.array(1.0),
        q_raw=jnp.array([-1.0, -1.0]), r_raw=jnp.array([-1.0]),
        H=jnp.array([[1.0, 0.0]]) + 0.1 * jax.random.normal(k1, (1, 2)),
    )
