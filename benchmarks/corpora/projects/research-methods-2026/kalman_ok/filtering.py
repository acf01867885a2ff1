import jax
import jax.numpy as jnp


def kalman_filter(model, ys, m0, P0):
    def step(carry, y):
        m, P, ll = carry
        m_pred, P_pred = model.predict(m, P)
        m, P, ll_t = model.update(m_pred, P_pred, y)
        return (m, P, ll + ll_t), (m, P, m_pred, P_pred)

    (_, _, loglik), (ms, Ps, m_preds, P_preds) = jax.lax.scan(step, (m0, P0, jnp.zeros(())), ys)
    return dict(ms=ms, Ps=Ps, m_preds=m_preds, P_preds=P_preds, loglik=loglik)
