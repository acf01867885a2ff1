import jax.numpy as jnp
from jax import lax
from jax.scipy.linalg import cho_factor, cho_solve


def kalman_filter(model, ys):
    def step(carry, y):
        m, P, ll = carry
        # predict
        m_pred = model.A @ m
        P_pred = model.A @ P @ model.A.T + model.Q
        # update
        S = model.H @ P_pred @ model.H.T + model.R
        S_chol = cho_factor(S, lower=True)
        resid = y - model.H @ m_pred
        K = cho_solve(S_chol, model.H @ P_pred).T
        m_new = m_pred + K @ resid
        P_new = P_pred - K @ S @ K.T
        logdet = 2.0 * jnp.sum(jnp.log(jnp.diag(S_chol[0])))
        ll_t = -0.5 * (resid @ cho_solve(S_chol, resid) + logdet + y.shape[0] * jnp.log(2 * jnp.pi))
        return (m_new, P_new, ll + ll_t), (m_new, P_new, m_pred, P_pred)

    (_, _, ll), outs = lax.scan(step, (model.m0, model.P0, 0.0), ys)
    return ll, outs
