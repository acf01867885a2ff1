import math

import jax.numpy as jnp
from jax import lax


def _update(m, p, y, h, r, joseph):
    s = h @ p @ h.T + r
    k = jnp.linalg.solve(s, h @ p).T
    innov = y - h @ m
    m = m + k @ innov
    if joseph:
        a = jnp.eye(p.shape[0]) - k @ h
        p = a @ p @ a.T + k @ r @ k.T
    else:
        p = p - k @ s @ k.T
    sign, logdet = jnp.linalg.slogdet(s)
    ll = -0.5 * (innov @ jnp.linalg.solve(s, innov) + logdet + y.shape[0] * math.log(2.0 * math.pi))
    return m, p, ll


def kalman_filter(f, q, h, r, m0, p0, ys, joseph=True):
    def step(carry, y):
        m, p, total = carry
        m_pred = f @ m
        p_pred = f @ p @ f.T + q
        m, p, ll = _update(m_pred, p_pred, y, h, r, joseph)
        return (m, p, total + ll), (m, p, m_pred, p_pred)

    (_, _, loglik), (ms, ps, m_preds, p_preds) = lax.scan(step, (m0, p0, 0.0), ys)
    return ms, ps, m_preds, p_preds, loglik


def rts_smoother(f, ms, ps, m_preds, p_preds):
    def step(carry, inputs):
        m_next, p_next = carry
        m, p, m_pred, p_pred = inputs
        g = jnp.linalg.solve(p_pred.T, (p @ f.T).T).T
        m_s = m + g @ (m_next - m_pred)
        p_s = p + g @ (p_next - p_pred) @ g.T
        return (m_s, p_s), (m_s, p_s)

    inputs = (ms[:-1], ps[:-1], m_preds[1:], p_preds[1:])
    _, (m_s, p_s) = lax.scan(step, (ms[-1], ps[-1]), inputs, reverse=True)
    return jnp.concatenate([m_s, ms[-1:]]), jnp.concatenate([p_s, ps[-1:]])
