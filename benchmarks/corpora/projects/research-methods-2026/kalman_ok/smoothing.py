import jax
import jax.numpy as jnp


def rts_smoother(model, filt):
    ms, Ps, m_preds, P_preds = filt["ms"], filt["Ps"], filt["m_preds"], filt["P_preds"]

    def step(carry, inp):
        m_next_s, P_next_s = carry
        m, P, m_pred_next, P_pred_next = inp
        G = jnp.linalg.solve(P_pred_next, model.F @ P).T
        m_s = m + G @ (m_next_s - m_pred_next)
        P_s = P + G @ (P_next_s - P_pred_next) @ G.T
        return (m_s, P_s), (m_s, P_s)

    inputs = (ms[:-1], Ps[:-1], m_preds[1:], P_preds[1:])
    _, (ms_s, Ps_s) = jax.lax.scan(step, (ms[-1], Ps[-1]), inputs, reverse=True)
    ms_s = jnp.concatenate([ms_s, ms[-1:]], 0)
    Ps_s = jnp.concatenate([Ps_s, Ps[-1:]], 0)
    return ms_s, Ps_s
