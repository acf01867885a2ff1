import jax.numpy as jnp
from jax import lax


def rts_smoother(model, filtered):
    ms, Ps, m_preds, P_preds = filtered

    def step(carry, inp):
        m_s, P_s = carry
        m_f, P_f, m_p_next, P_p_next = inp
        G = jnp.linalg.solve(P_p_next, model.A @ P_f).T
        m = m_f + G @ (m_s - m_p_next)
        P = P_f + G @ (P_s - P_p_next) @ G.T
        return (m, P), (m, P)

    init = (ms[-1], Ps[-1])
    inputs = (ms[:-1], Ps[:-1], m_preds[1:], P_preds[1:])
    _, (m_sm, P_sm) = lax.scan(step, init, inputs, reverse=True)
    return jnp.concatenate([m_sm, ms[-1:]]), jnp.concatenate([P_sm, Ps[-1:]])
